import type { TExecutor } from '../../db/database';
import type { users } from '../../db/schema';
import { preparedText } from '../../lib/prepared-read';

type TUser = typeof users.$inferSelect;

/**
 * The user behind a token, if the token's version is current and the account may still log in. Every
 * authenticated request runs it, so it is a statement prepared once per connection (lib/prepared-read.ts).
 */
export async function findActiveSessionUser(db: TExecutor, userId: number, tokenVersion: number) {
  const [user] = await preparedText<{ id: number; role: TUser['role']; admin_groups: TUser['adminGroups'] }>(
    db,
    `select id, role, admin_groups from users where id = $1 and token_version = $2 and status = 'approved' limit 1`,
    [userId, tokenVersion],
  );
  return user && { id: Number(user.id), role: user.role, adminGroups: user.admin_groups };
}
