import { randomBytes } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import type { TAdminGroup, TBaseRole, TLoginResponse, TUserStatus } from '@frs/contract';
import type { TDatabase } from '../src/db/database';
import { balanceEntries, users } from '../src/db/schema';
import { hashPassword } from '../src/lib/password';

export const TEST_PASSWORD = 'correct horse battery';
let cachedHash: Promise<string> | undefined;

export interface TUserFactoryOptions {
  role?: TBaseRole;
  adminGroups?: TAdminGroup | '...' | null;
  status?: TUserStatus;
  email?: string;
  balance?: number;
}

/** Inserts a user (approved agent by default) with TEST_PASSWORD and, if asked, an opening balance entry. */
export async function createUser(db: TDatabase, options: TUserFactoryOptions = {}) {
  cachedHash ??= hashPassword(TEST_PASSWORD);
  const email = options.email ?? `user-${randomBytes(4).toString('hex')}@example.test`;
  const balance = options.balance ?? 0;
  const [user] = await db
    .insert(users)
    .values({
      email,
      passwordHash: await cachedHash,
      role: options.role ?? 'user',
      adminGroups: options.adminGroups ?? null,
      status: options.status ?? 'approved',
      companyName: 'Test Travel LLC',
      balance,
    })
    .returning();
  if (!user) throw new Error('user not created');
  if (balance !== 0) {
    await db.insert(balanceEntries).values({ userId: user.id, kind: 'top-up', amount: balance, balanceAfter: balance });
  }
  return user;
}

export async function loginAs(app: FastifyInstance, email: string, password = TEST_PASSWORD): Promise<TLoginResponse> {
  const response = await app.inject({ method: 'POST', url: '/user/login', payload: { email, password } });
  if (response.statusCode !== 200) throw new Error(`login failed: ${response.statusCode} ${response.body}`);
  return response.json<TLoginResponse>();
}

export function bearer(token: string) {
  return { authorization: `Bearer ${token}` };
}
