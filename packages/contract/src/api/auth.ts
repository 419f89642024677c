import { z } from 'zod';
import { MAX_PASSWORD_LENGTH } from '../constants';
import { ADMIN_GROUPS, BASE_ROLES, NO_ADMIN_GROUP } from '../roles';

export const ZBaseRole = z.enum(BASE_ROLES);
/** adminGroups: one of the groups, '...' for none, or null. */
export const ZAdminGroups = z.union([z.enum(ADMIN_GROUPS), z.literal(NO_ADMIN_GROUP)]).nullable();

export const ZLoginRequest = z
  .strictObject({
    email: z.email().max(254),
    // Login does not apply the minimum length: an old password must still be accepted or refused by the hash.
    password: z.string().min(1).max(MAX_PASSWORD_LENGTH),
  })
  .meta({ id: 'LoginRequest' });
export type TLoginRequest = z.infer<typeof ZLoginRequest>;

export const ZLoginResponse = z
  .object({
    token: z.string(),
    userId: z.number().int(),
    role: ZBaseRole,
    adminGroups: ZAdminGroups,
  })
  .meta({ id: 'LoginResponse' });
export type TLoginResponse = z.infer<typeof ZLoginResponse>;

export const ZLogoutResponse = z.object({ success: z.literal(true) }).meta({ id: 'LogoutResponse' });
