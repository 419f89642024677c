import type { TRole } from '@frs/contract';
import type { users } from '../db/schema';

type TUser = typeof users.$inferSelect;

/** Who is calling: resolved from the token on every request, so role changes apply at once. */
export interface TActor {
  userId: number;
  role: TRole;
  baseRole: TUser['role'];
  adminGroups: TUser['adminGroups'];
}
