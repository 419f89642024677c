import { describe, expect, it } from 'vitest';
import { BALANCE_ROLES, effectiveRole, hasBalance, ROLES } from './roles';

describe('roles', () => {
  it('are exactly the strings of the specification', () => {
    expect([...ROLES]).toEqual(['Super Admin', 'Admin', 'user', 'Viewer', 'Reports', 'Tickets', 'Hotels', 'Packages']);
  });

  it('take the admin group as the effective role when it is set and is not "..."', () => {
    expect(effectiveRole({ role: 'Admin', adminGroups: 'Tickets' })).toBe('Tickets');
    expect(effectiveRole({ role: 'Admin', adminGroups: 'Reports' })).toBe('Reports');
    expect(effectiveRole({ role: 'Viewer', adminGroups: 'Hotels' })).toBe('Hotels');
    expect(effectiveRole({ role: 'Admin', adminGroups: '...' })).toBe('Admin');
    expect(effectiveRole({ role: 'Admin', adminGroups: null })).toBe('Admin');
    expect(effectiveRole({ role: 'user' })).toBe('user');
    expect(effectiveRole({ role: 'Super Admin', adminGroups: '' })).toBe('Super Admin');
  });

  it('ignore an admin group value that is not a known group', () => {
    expect(effectiveRole({ role: 'Admin', adminGroups: 'Root' })).toBe('Admin');
  });

  it('show a balance for the roles that hold money only', () => {
    expect([...BALANCE_ROLES]).toEqual(['Super Admin', 'Admin', 'user']);
    expect(hasBalance('Viewer')).toBe(false);
    expect(hasBalance('Reports')).toBe(false);
    expect(hasBalance('user')).toBe(true);
  });
});
