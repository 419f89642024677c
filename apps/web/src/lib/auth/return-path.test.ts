import { describe, expect, it } from 'vitest';
import { loginPathReturningTo, requestedPathname, returnPathFor } from './return-path';

const next = (path: string) => `?next=${encodeURIComponent(path)}`;

describe('the page a login returns to', () => {
  it('is written into the login page as ?next=, path, query and hash', () => {
    expect(loginPathReturningTo({ pathname: '/reservation/edit/12', search: '?tab=history', hash: '#money' })).toBe(
      '/?next=%2Freservation%2Fedit%2F12%3Ftab%3Dhistory%23money',
    );
  });

  it('is a private page of this site the role may open', () => {
    expect(returnPathFor(next('/reservation/edit/12?tab=history#money'), 'user')).toBe(
      '/reservation/edit/12?tab=history#money',
    );
    expect(returnPathFor(next('/agents/7'), 'Admin')).toBe('/agents/7');
    expect(returnPathFor(next('/reports/flight'), 'Reports')).toBe('/reports/flight');
  });

  it('is not a page the role may not open, a public page or an unknown one', () => {
    expect(returnPathFor(next('/agents'), 'user')).toBeNull();
    expect(returnPathFor(next('/reservations/flight'), 'Reports')).toBeNull();
    expect(returnPathFor(next('/register'), 'Admin')).toBeNull();
    expect(returnPathFor(next('/nowhere'), 'Admin')).toBeNull();
    expect(returnPathFor('', 'Admin')).toBeNull();
  });

  it('is never another site, however the address is written', () => {
    for (const address of [
      'https://evil.example/search',
      '//evil.example/search',
      '/\\evil.example/search',
      'javascript:alert(1)',
      'search',
      '',
    ]) {
      expect(returnPathFor(next(address), 'Super Admin'), address).toBeNull();
      expect(requestedPathname(next(address)), address).toBeUndefined();
    }
  });

  it('names the screen to preload while the visitor types, before the role is known', () => {
    expect(requestedPathname(next('/agents?status=verified'))).toBe('/agents');
    expect(requestedPathname('')).toBeUndefined();
  });
});
