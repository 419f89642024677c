import { describe, expect, it } from 'vitest';
import { addressCheckOf } from './address-list';

describe('addressCheckOf', () => {
  it('allows every address when the list is empty', () => {
    expect(addressCheckOf([])('198.51.100.7')).toBe(true);
    expect(addressCheckOf([])('2001:db8::1')).toBe(true);
  });

  it('matches IPv4 ranges and single addresses, also as IPv4-mapped IPv6', () => {
    const check = addressCheckOf(['203.0.113.0/24', '198.51.100.7']);
    expect(check('203.0.113.200')).toBe(true);
    expect(check('203.0.114.1')).toBe(false);
    expect(check('198.51.100.7')).toBe(true);
    expect(check('198.51.100.8')).toBe(false);
    expect(check('::ffff:203.0.113.9')).toBe(true);
    expect(check('::ffff:10.0.0.1')).toBe(false);
  });

  it('matches IPv6 ranges and keeps the families apart', () => {
    const check = addressCheckOf(['2001:db8::/32', '::1']);
    expect(check('2001:db8:abcd::12')).toBe(true);
    expect(check('2001:db9::1')).toBe(false);
    expect(check('::1')).toBe(true);
    expect(check('127.0.0.1')).toBe(false);
    expect(addressCheckOf(['0.0.0.0/0'])('2001:db8::1')).toBe(false);
  });

  it('refuses what is not an address', () => {
    expect(addressCheckOf(['0.0.0.0/0'])('not-an-ip')).toBe(false);
  });
});
