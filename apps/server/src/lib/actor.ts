import type { TApiKeyScope, TRole } from '@frs/contract';
import type { users } from '../db/schema';

type TUser = typeof users.$inferSelect;

/** Who is calling: resolved from the token on every request, so role changes apply at once. */
export interface TActor {
  userId: number;
  role: TRole;
  baseRole: TUser['role'];
  adminGroups: TUser['adminGroups'];
  /**
   * The API key the call was made with (issue 33): the actor is then the key's agent, limited to the key's scopes
   * (lib/endpoint-route.ts checks them; the order engine checks `tickets` where it charges for a ticketing).
   */
  apiKey?: { id: number; name: string; scopes: readonly TApiKeyScope[] };
}
