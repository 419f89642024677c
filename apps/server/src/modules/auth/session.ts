import { and, eq, sql } from 'drizzle-orm';
import type { TRole } from '@frs/contract';
import type { TExecutor } from '../../db/database';
import { users } from '../../db/schema';

/** Who is calling: resolved from the token on every request, so role changes apply at once. */
export interface TActor {
  userId: number;
  role: TRole;
  baseRole: (typeof users.$inferSelect)['role'];
  adminGroups: (typeof users.$inferSelect)['adminGroups'];
}

/** The user behind a token, if the token's version is current and the account may still log in. */
export async function findActiveSessionUser(db: TExecutor, userId: number, tokenVersion: number) {
  const [user] = await db
    .select({ id: users.id, role: users.role, adminGroups: users.adminGroups })
    .from(users)
    .where(and(eq(users.id, userId), eq(users.tokenVersion, tokenVersion), eq(users.status, 'approved')))
    .limit(1);
  return user;
}

/** Revokes every outstanding token of the user (logout, password change, block). */
export async function revokeTokens(db: TExecutor, userId: number): Promise<void> {
  await db
    .update(users)
    .set({ tokenVersion: sql`${users.tokenVersion} + 1`, updatedAt: new Date() })
    .where(eq(users.id, userId));
}
