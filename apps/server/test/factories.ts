import { randomBytes } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import {
  AUTH_ENDPOINTS,
  userGroupOf,
  type TAdminGroup,
  type TBaseRole,
  type TLanguage,
  type TLoginResponse,
  type TRole,
  type TUserStatus,
} from '@frs/contract';
import type { TDatabase } from '../src/db/database';
import { balanceEntries, users } from '../src/db/schema';
import { hashPassword } from '../src/lib/password';
import { injectEndpoint } from './endpoint-call';

export const TEST_PASSWORD = 'correct horse battery';
let cachedHash: Promise<string> | undefined;

export interface TUserFactoryOptions {
  role?: TBaseRole;
  adminGroups?: TAdminGroup | '...' | null;
  status?: TUserStatus;
  email?: string;
  balance?: number;
  creditLimit?: number;
  language?: TLanguage;
  /** False: no password yet (a registration, or a user who has not used the set-password link). */
  withPassword?: boolean;
}

/** The company fields of a complete agent profile (an agent's required fields are all set). */
export const TEST_COMPANY = {
  companyName: 'Test Travel LLC',
  businessName: 'Test Travel',
  vat: '01234567',
  country: 'Armenia',
  city: 'Yerevan',
  address: '1 Test St',
  ceoNameSurname: 'Test Director',
  contactNameSurname: 'Test Contact',
  phone: '+374 10 111111',
  mobilePhone: '+374 99 111111',
} as const;

/** Inserts a user (approved agent by default) with TEST_PASSWORD and, if asked, an opening balance entry. */
export async function createUser(db: TDatabase, options: TUserFactoryOptions = {}) {
  cachedHash ??= hashPassword(TEST_PASSWORD);
  const email = options.email ?? `user-${randomBytes(4).toString('hex')}@example.test`;
  const balance = options.balance ?? 0;
  const [user] = await db
    .insert(users)
    .values({
      email,
      ...TEST_COMPANY,
      passwordHash: options.withPassword === false ? null : await cachedHash,
      role: options.role ?? 'user',
      adminGroups: options.adminGroups ?? null,
      status: options.status ?? 'approved',
      language: options.language ?? 'hy',
      balance,
      creditLimit: options.creditLimit ?? 0,
      ledgerSequence: balance === 0 ? 0 : 1,
    })
    .returning();
  if (!user) throw new Error('user not created');
  if (balance !== 0) {
    await db
      .insert(balanceEntries)
      .values({ userId: user.id, sequence: 1, kind: 'top-up', amount: balance, balanceAfter: balance });
  }
  return user;
}

export async function loginAs(app: FastifyInstance, email: string, password = TEST_PASSWORD): Promise<TLoginResponse> {
  const response = await injectEndpoint(app, AUTH_ENDPOINTS.login, { body: { email, password } });
  if (response.statusCode !== 200) throw new Error(`login failed: ${response.statusCode} ${response.body}`);
  return response.json<TLoginResponse>();
}

export function bearer(token: string) {
  return { authorization: `Bearer ${token}` };
}

/** A user of the given effective role (admin groups on an Admin user) and a fresh token of theirs. */
export async function userWithToken(
  app: FastifyInstance,
  db: TDatabase,
  role: TRole,
  options: TUserFactoryOptions = {},
) {
  const group = userGroupOf(role);
  const user = await createUser(db, { role: group.role, adminGroups: group.adminGroups, ...options });
  const { token } = await loginAs(app, user.email);
  return { user, token, headers: bearer(token) };
}
