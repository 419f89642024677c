import type { TExecutor } from '../../db/database';
import type { users } from '../../db/schema';
import { preparedText } from '../../lib/prepared-read';

type TUser = typeof users.$inferSelect;

export interface TSessionUser {
  id: number;
  role: TUser['role'];
  adminGroups: TUser['adminGroups'];
}

/**
 * What a session check needs of a user who may log in (status approved): its current token version, role and
 * groups; undefined for any other user. A statement prepared once per connection (lib/prepared-read.ts); the
 * session cache (session-cache.ts) runs it only on a miss.
 */
export async function findSessionUser(
  db: TExecutor,
  userId: number,
): Promise<(TSessionUser & { tokenVersion: number }) | undefined> {
  const [user] = await preparedText<{
    id: number;
    role: TUser['role'];
    admin_groups: TUser['adminGroups'];
    token_version: number;
  }>(db, `select id, role, admin_groups, token_version from users where id = $1 and status = 'approved' limit 1`, [
    userId,
  ]);
  return (
    user && {
      id: Number(user.id),
      role: user.role,
      adminGroups: user.admin_groups,
      tokenVersion: Number(user.token_version),
    }
  );
}
