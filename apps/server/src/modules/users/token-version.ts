import { eq, sql } from 'drizzle-orm';
import type { TExecutor } from '../../db/database';
import { users } from '../../db/schema';

/** Revokes every outstanding token of the user (logout, password change, block). */
export async function revokeTokens(db: TExecutor, userId: number): Promise<void> {
  await db
    .update(users)
    .set({ tokenVersion: sql`${users.tokenVersion} + 1`, updatedAt: new Date() })
    .where(eq(users.id, userId));
}
