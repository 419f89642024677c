import type { TProfile } from '@frs/contract';
import type { users } from '../../db/schema';

export function toProfile(user: typeof users.$inferSelect): TProfile {
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
