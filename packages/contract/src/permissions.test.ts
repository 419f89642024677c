import { describe, expect, it } from 'vitest';
import { ENDPOINT_PERMISSIONS, hasPermission } from './permissions';
import { ROLES } from './roles';
import { privateRoutesFor } from './routes';

describe('endpoint permissions', () => {
  it('let every role read its own profile and the company settings', () => {
    for (const role of ROLES) {
      expect(hasPermission(role, 'profile.read')).toBe(true);
      expect(hasPermission(role, 'companySettings.read')).toBe(true);
    }
  });

  it("let exactly the roles that may open /agents read other users' profiles", () => {
    const agentScreenRoles = ROLES.filter((role) => privateRoutesFor(role).some((route) => route.path === '/agents'));
    expect([...ENDPOINT_PERMISSIONS['users.readAny']].sort()).toEqual([...agentScreenRoles].sort());
    expect(hasPermission('user', 'users.readAny')).toBe(false);
    expect(hasPermission('Reports', 'users.readAny')).toBe(false);
  });

  it('never let a Viewer change anything of this area, nor a Reports user or an agent see other users', () => {
    const writes = [
      'users.updateAny',
      'users.resetAnyPassword',
      'users.create',
      'users.setStatus',
      'users.setRole',
      'users.transfer',
      'users.useBalance',
      'users.creditLimit',
    ] as const;
    for (const permission of writes) {
      expect(hasPermission('Viewer', permission), permission).toBe(false);
      expect(hasPermission('Reports', permission), permission).toBe(false);
      expect(hasPermission('user', permission), permission).toBe(false);
      expect(hasPermission('Super Admin', permission), permission).toBe(true);
    }
    for (const permission of ['users.list', 'mail.status', 'users.readAny'] as const) {
      expect(hasPermission('Viewer', permission)).toBe(true);
      expect(hasPermission('Reports', permission)).toBe(false);
      expect(hasPermission('user', permission)).toBe(false);
    }
  });

  it('keep direct top-ups, charges, credit limits and roles for Super Admin, transfers for both admins', () => {
    expect([...ENDPOINT_PERMISSIONS['users.useBalance']]).toEqual(['Super Admin']);
    expect([...ENDPOINT_PERMISSIONS['users.creditLimit']]).toEqual(['Super Admin']);
    expect([...ENDPOINT_PERMISSIONS['users.setRole']]).toEqual(['Super Admin']);
    expect([...ENDPOINT_PERMISSIONS['users.transfer']]).toEqual(['Super Admin', 'Admin']);
  });
});
