import { z } from 'zod';
import { ZAdminGroups, ZBaseRole } from './auth';

export const USER_STATUSES = ['not_verified', 'verified', 'approved', 'rejected', 'blocked'] as const;
export const ZUserStatus = z.enum(USER_STATUSES);
export type TUserStatus = z.infer<typeof ZUserStatus>;

/** The profile fields of spec section 3. Money is integer minor units of `balance.currency`. */
export const ZProfile = z
  .object({
    userId: z.number().int(),
    email: z.string(),
    role: ZBaseRole,
    adminGroups: ZAdminGroups,
    privilege: z.string().nullable(),
    status: ZUserStatus,
    companyName: z.string().nullable(),
    businessName: z.string().nullable(),
    vat: z.string().nullable(),
    country: z.string().nullable(),
    city: z.string().nullable(),
    address: z.string().nullable(),
    ceoNameSurname: z.string().nullable(),
    contactNameSurname: z.string().nullable(),
    phone: z.string().nullable(),
    mobilePhone: z.string().nullable(),
    balance: z.object({
      currentBalance: z.number().int().describe('Integer minor units (1/100) of the currency'),
      creditLimit: z.number().int().describe('Integer minor units; the balance may go down to minus this'),
      currency: z.literal('AMD'),
    }),
  })
  .meta({ id: 'Profile' });
export type TProfile = z.infer<typeof ZProfile>;
