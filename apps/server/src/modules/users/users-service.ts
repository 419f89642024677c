import { eq } from 'drizzle-orm';
import { hasPermission, type TProfile } from '@frs/contract';
import type { TExecutor } from '../../db/database';
import { users } from '../../db/schema';
import { AppError } from '../../lib/app-error';
import type { TActor } from '../auth/session';

type TUserRow = typeof users.$inferSelect;

export function toProfile(user: TUserRow): TProfile {
  return {
    userId: user.id,
    email: user.email,
    role: user.role,
    adminGroups: user.adminGroups ?? null,
    privilege: user.privilege,
    status: user.status,
    companyName: user.companyName,
    businessName: user.businessName,
    vat: user.vat,
    country: user.country,
    city: user.city,
    address: user.address,
    ceoNameSurname: user.ceoNameSurname,
    contactNameSurname: user.contactNameSurname,
    phone: user.phone,
    mobilePhone: user.mobilePhone,
    language: user.language,
    createdAt: user.createdAt.toISOString(),
    balance: { currentBalance: user.balance, creditLimit: user.creditLimit, currency: 'AMD' },
  };
}

/**
 * One user's profile. Everybody may read their own; only the roles that may see agents may read others'. Anyone
 * else asking for another id gets 404, not 403, so that ids cannot be probed.
 */
export async function getUserProfile(options: { db: TExecutor; actor: TActor; userId: number }): Promise<TProfile> {
  const { db, actor, userId } = options;
  if (userId !== actor.userId && !hasPermission(actor.role, 'users.readAny')) throw new AppError(404, 'NOT_FOUND');
  const [user] = await db.select().from(users).where(eq(users.id, userId)).limit(1);
  if (!user) throw new AppError(404, 'NOT_FOUND');
  return toProfile(user);
}
