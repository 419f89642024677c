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
});
