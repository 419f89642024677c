import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  ACCOUNT_ENDPOINTS,
  MAIL_ENDPOINTS,
  ROLES,
  USER_ENDPOINTS,
  type TEndpointDefinition,
  type TRole,
} from '@frs/contract';
import { endpointTitle, injectEndpoint, type TInjectCall } from '../../../test/endpoint-call';
import { createUser, TEST_COMPANY, TEST_PASSWORD, userWithToken } from '../../../test/factories';
import { createTestApp, type TTestApp } from '../../../test/test-app';

/**
 * Every endpoint of the accounts issue, called by every role, against the status docs/PRODUCT.md §6 leads to
 * (Viewer reads but never writes, Reports cannot see agents, agents see only themselves; docs/DOMAIN.md:
 * transfers for admins, direct top-ups, charges and credit for Super Admin). The expectations are written out by
 * hand, not read from ENDPOINT_PERMISSIONS, so that a wrong entry there fails here.
 */

let testApp: TTestApp;
beforeAll(async () => {
  testApp = await createTestApp();
});
afterAll(async () => {
  await testApp.app.close();
});

type TStatusByRole = Record<TRole, number>;
const ALL = (status: number): TStatusByRole => ({
  'Super Admin': status,
  Admin: status,
  user: status,
  Viewer: status,
  Reports: status,
  Tickets: status,
  Hotels: status,
  Packages: status,
});

/** Roles that may open /agents: they read any user. */
const READERS = { ...ALL(200), user: 404, Reports: 404 } satisfies TStatusByRole;
/** Route-level permission for admins only: everyone else is refused before the id is looked at. */
const ADMINS_ONLY = { ...ALL(403), 'Super Admin': 200, Admin: 200 } satisfies TStatusByRole;
const SUPER_ADMIN_ONLY = { ...ALL(403), 'Super Admin': 200 } satisfies TStatusByRole;

interface TCase {
  name: string;
  endpoint: TEndpointDefinition;
  /** Builds the call for this caller; `target` is another agent created for this one call. */
  call: (context: { self: number; target: number; key: string }) => TInjectCall;
  expected: TStatusByRole;
}

const CASES: TCase[] = [
  { name: 'GET profile', endpoint: USER_ENDPOINTS.profile, call: () => ({}), expected: ALL(200) },
  {
    name: 'GET get-user (own)',
    endpoint: USER_ENDPOINTS.get,
    call: ({ self }) => ({ params: { id: self } }),
    expected: ALL(200),
  },
  {
    name: 'GET get-user (another agent)',
    endpoint: USER_ENDPOINTS.get,
    call: ({ target }) => ({ params: { id: target } }),
    expected: READERS,
  },
  {
    name: 'POST get-users',
    endpoint: USER_ENDPOINTS.list,
    call: () => ({ body: {} }),
    expected: { ...ALL(200), user: 403, Reports: 403 },
  },
  {
    name: 'POST get-users/export',
    endpoint: USER_ENDPOINTS.export,
    call: () => ({ body: {} }),
    expected: { ...ALL(200), user: 403, Reports: 403 },
  },
  {
    name: 'GET mail/status',
    endpoint: MAIL_ENDPOINTS.status,
    call: () => ({}),
    expected: { ...ALL(200), user: 403, Reports: 403 },
  },
  {
    name: 'POST update (own)',
    endpoint: USER_ENDPOINTS.update,
    call: ({ self }) => ({ params: { id: self }, body: { city: 'Gyumri' } }),
    expected: ALL(200),
  },
  {
    name: 'POST update (another agent)',
    endpoint: USER_ENDPOINTS.update,
    call: ({ target }) => ({ params: { id: target }, body: { city: 'Gyumri' } }),
    expected: { ...READERS, Viewer: 403, Tickets: 403, Hotels: 403, Packages: 403 },
  },
  {
    name: 'POST status (another agent)',
    endpoint: USER_ENDPOINTS.setStatus,
    call: ({ target }) => ({ params: { id: target }, body: { action: 'block' } }),
    expected: ADMINS_ONLY,
  },
  {
    name: 'POST change-password (own)',
    endpoint: USER_ENDPOINTS.changePassword,
    call: ({ self }) => ({
      params: { id: self },
      body: { currentPassword: TEST_PASSWORD, password: 'changed-1', c_password: 'changed-1' },
    }),
    expected: ALL(200),
  },
  {
    name: 'POST change-password (another agent)',
    endpoint: USER_ENDPOINTS.changePassword,
    call: ({ target }) => ({ params: { id: target }, body: { password: 'changed-1', c_password: 'changed-1' } }),
    expected: { ...READERS, Admin: 403, Viewer: 403, Tickets: 403, Hotels: 403, Packages: 403 },
  },
  {
    name: 'POST balance-history (own)',
    endpoint: USER_ENDPOINTS.balanceHistory,
    call: ({ self }) => ({ params: { id: self }, body: {} }),
    expected: ALL(200),
  },
  {
    name: 'POST balance-history (another agent)',
    endpoint: USER_ENDPOINTS.balanceHistory,
    call: ({ target }) => ({ params: { id: target }, body: {} }),
    expected: READERS,
  },
  {
    name: 'POST balance/transfer',
    endpoint: USER_ENDPOINTS.transfer,
    call: ({ target }) => ({ params: { id: target }, body: { amount: 100 } }),
    expected: ADMINS_ONLY,
  },
  {
    name: 'POST use-balance',
    endpoint: USER_ENDPOINTS.useBalance,
    call: ({ target }) => ({ params: { id: target }, body: { amount: 100, reason: 'Check' } }),
    // Held for a second staff member's approval (modules/approvals).
    expected: { ...SUPER_ADMIN_ONLY, 'Super Admin': 202 },
  },
  {
    name: 'POST credit-limit',
    endpoint: USER_ENDPOINTS.creditLimit,
    call: ({ target }) => ({ params: { id: target }, body: { creditLimit: 100 } }),
    expected: { ...SUPER_ADMIN_ONLY, 'Super Admin': 202 },
  },
  {
    name: 'POST auth/register (an agent)',
    endpoint: ACCOUNT_ENDPOINTS.createUser,
    call: ({ key }) => ({ body: { ...TEST_COMPANY, email: `created-${key}@example.test`, role: 'user' } }),
    expected: { ...ADMINS_ONLY, 'Super Admin': 201, Admin: 201 },
  },
  {
    name: 'GET filter/userGroup',
    endpoint: ACCOUNT_ENDPOINTS.userGroups,
    call: () => ({}),
    expected: ALL(200),
  },
];

let sequence = 0;

describe('every accounts endpoint × every role', () => {
  for (const role of ROLES) {
    it(`answers ${role} as the specification says, never leaking another agent's data`, async () => {
      const failures: string[] = [];
      for (const testCase of CASES) {
        // A fresh caller and a fresh target per call: one call's change (a password, a block) never affects another.
        sequence += 1;
        const caller = await userWithToken(testApp.app, testApp.database.db, role, { balance: 1_000_000 });
        const target = await createUser(testApp.database.db);
        const call = testCase.call({
          self: caller.user.id,
          target: target.id,
          key: `${role.replace(' ', '')}-${sequence}`,
        });
        const response = await injectEndpoint(testApp.app, testCase.endpoint, {
          ...call,
          headers: caller.headers,
          idempotencyKey: `permissions-${sequence}`,
          remoteAddress: `10.40.${Math.floor(sequence / 250)}.${(sequence % 250) + 1}`,
        });
        const expected = testCase.expected[role];
        if (response.statusCode !== expected) {
          failures.push(
            `${testCase.name}: ${response.statusCode} (expected ${expected}) ${response.body.slice(0, 200)}`,
          );
        }
        if (response.statusCode >= 400 && response.body.includes(target.email)) {
          failures.push(`${testCase.name}: the refusal shows the target's e-mail`);
        }
      }
      expect(failures).toEqual([]);
    });
  }

  it('refuses every private endpoint without a token (401), and serves the public ones without one', async () => {
    const target = await createUser(testApp.database.db);
    for (const testCase of CASES.filter((candidate) => candidate.endpoint !== ACCOUNT_ENDPOINTS.userGroups)) {
      const call = testCase.call({ self: target.id, target: target.id, key: 'anonymous' });
      const response = await injectEndpoint(testApp.app, testCase.endpoint, { ...call, idempotencyKey: 'anonymous' });
      expect(response.statusCode, testCase.name).toBe(401);
    }
    const publicCalls: [TEndpointDefinition, TInjectCall, number][] = [
      [ACCOUNT_ENDPOINTS.userGroups, {}, 200],
      [ACCOUNT_ENDPOINTS.forgotPassword, { body: { email: 'nobody@example.test' } }, 200],
      [ACCOUNT_ENDPOINTS.resendVerification, { body: { email: 'nobody@example.test' } }, 200],
      [ACCOUNT_ENDPOINTS.verifyEmail, { body: { email: 'nobody@example.test', code: '123456' } }, 400],
      [
        ACCOUNT_ENDPOINTS.resetPassword,
        { params: { userId: target.id }, body: { password: 'abcdef', code: '123456' } },
        400,
      ],
      [ACCOUNT_ENDPOINTS.checkPasswordLink, { query: { user_id: target.id, token: 'abc' } }, 410],
      [
        ACCOUNT_ENDPOINTS.setPassword,
        { body: { user_id: target.id, token: 'abc', password: 'abcdef', c_password: 'abcdef' } },
        410,
      ],
      [ACCOUNT_ENDPOINTS.register, { body: { ...TEST_COMPANY, email: 'public-register@example.test' } }, 201],
    ];
    for (const [endpoint, call, status] of publicCalls) {
      const response = await injectEndpoint(testApp.app, endpoint, { ...call, remoteAddress: '10.41.0.1' });
      expect(response.statusCode, endpointTitle(endpoint)).toBe(status);
    }
  });

  it('checks the token and the permission before the body: 401, then 403, then 400', async () => {
    const target = await createUser(testApp.database.db);
    const params = { id: target.id };
    const refusals: [TRole, TEndpointDefinition, { params?: typeof params; body: object }][] = [
      ['user', USER_ENDPOINTS.list, { body: { page: -1 } }],
      ['Reports', USER_ENDPOINTS.export, { body: { unknown: true } }],
      ['Viewer', USER_ENDPOINTS.setStatus, { params, body: { action: 'nope' } }],
      ['Viewer', USER_ENDPOINTS.transfer, { params, body: { amount: 'many' } }],
      ['Admin', USER_ENDPOINTS.useBalance, { params, body: { amount: 0 } }],
      ['Admin', USER_ENDPOINTS.creditLimit, { params, body: { creditLimit: -1 } }],
      ['Viewer', ACCOUNT_ENDPOINTS.createUser, { body: {} }],
    ];
    for (const [role, endpoint, call] of refusals) {
      const name = `${role} ${endpointTitle(endpoint)}`;
      const anonymous = await injectEndpoint(testApp.app, endpoint, { ...call, idempotencyKey: null });
      expect(anonymous.statusCode, name).toBe(401);
      const caller = await userWithToken(testApp.app, testApp.database.db, role);
      const refused = await injectEndpoint(testApp.app, endpoint, {
        ...call,
        headers: caller.headers,
        idempotencyKey: null,
      });
      expect(refused.statusCode, name).toBe(403);
    }
    const admin = await userWithToken(testApp.app, testApp.database.db, 'Admin');
    const invalid = await injectEndpoint(testApp.app, USER_ENDPOINTS.transfer, {
      params,
      body: { amount: 'many' },
      headers: admin.headers,
    });
    expect(invalid.statusCode).toBe(400);
  });
});
