import { count, eq } from 'drizzle-orm';
import { addDays, todayIsoDate, type TAdminGroup, type TBaseRole } from '@frs/contract';
import type { TDatabase, TTransaction } from '../db/database';
import { balanceEntries, companySettings, exchangeRates, users } from '../db/schema';
import { hashPassword } from '../lib/password';
import { seedFlightInventory } from './flight-seed';

export const DEMO_PASSWORD = 'demo1234';

interface TDemoUser {
  email: string;
  role: TBaseRole;
  adminGroups?: TAdminGroup;
  contactNameSurname: string;
  companyName?: string;
  /** Opening balance in minor units, written as a ledger entry. */
  openingBalance?: number;
}

/** One user per role (spec section 6); README and `npm start` print this list. */
export const DEMO_USERS: readonly TDemoUser[] = [
  {
    email: 'superadmin@demo.test',
    role: 'Super Admin',
    contactNameSurname: 'Anna Hakobyan',
    openingBalance: 500_000_000,
  },
  { email: 'admin@demo.test', role: 'Admin', contactNameSurname: 'Aram Petrosyan', openingBalance: 200_000_000 },
  { email: 'viewer@demo.test', role: 'Viewer', contactNameSurname: 'Lilit Sargsyan' },
  { email: 'tickets@demo.test', role: 'Admin', adminGroups: 'Tickets', contactNameSurname: 'Davit Grigoryan' },
  { email: 'hotels@demo.test', role: 'Admin', adminGroups: 'Hotels', contactNameSurname: 'Mariam Vardanyan' },
  { email: 'packages@demo.test', role: 'Admin', adminGroups: 'Packages', contactNameSurname: 'Tigran Mkrtchyan' },
  { email: 'reports@demo.test', role: 'Admin', adminGroups: 'Reports', contactNameSurname: 'Nare Avetisyan' },
  {
    email: 'agent@demo.test',
    role: 'user',
    contactNameSurname: 'Karen Sahakyan',
    companyName: 'Ararat Travel LLC',
    openingBalance: 100_000_000,
  },
  {
    email: 'agent2@demo.test',
    role: 'user',
    contactNameSurname: 'Elena Smirnova',
    companyName: 'Sevan Tours LLC',
    openingBalance: 25_000_000,
  },
];

/** Today's demo rates (AMD per unit). Four decimals, so the header's truncation to two shows. */
export const DEMO_RATES = {
  USD: { bank: 388.21, agency: 391.4567 },
  EUR: { bank: 449.12, agency: 452.3391 },
} as const;

const DEMO_COMPANY = {
  compName: 'Flights Reservation System Demo Agency',
  compTelephone: '+374 10 52 52 52',
  compEmail: 'info@demo.test',
  compAddressEng: '1 Abovyan St, Yerevan 0001, Armenia',
  compAddressArm: 'Աբովյան 1, Երևան 0001, Հայաստան',
  compAddressRus: 'ул. Абовяна 1, Ереван 0001, Армения',
  facebook: 'https://www.facebook.com/',
  instagram: 'https://www.instagram.com/',
  linkedin: null,
  telegram: 'https://t.me/',
  whatsapp: null,
};

export async function hasNoUsers(db: TDatabase): Promise<boolean> {
  const [row] = await db.select({ users: count() }).from(users);
  return (row?.users ?? 0) === 0;
}

async function insertUserWithBalance(tx: TTransaction, user: TDemoUser, passwordHash: string) {
  const [created] = await tx
    .insert(users)
    .values({
      email: user.email,
      passwordHash,
      role: user.role,
      adminGroups: user.adminGroups ?? null,
      status: 'approved',
      contactNameSurname: user.contactNameSurname,
      companyName: user.companyName ?? null,
      businessName: user.companyName ?? null,
      country: 'Armenia',
      city: 'Yerevan',
      phone: '+374 10 000000',
      balance: user.openingBalance ?? 0,
    })
    .returning({ id: users.id });
  if (created && user.openingBalance) {
    await tx.insert(balanceEntries).values({
      userId: created.id,
      kind: 'top-up',
      amount: user.openingBalance,
      balanceAfter: user.openingBalance,
      reason: 'Opening balance (demo data)',
    });
  }
}

/**
 * Demo data for an empty database: company settings, a week of USD and EUR rates up to today, one user per role,
 * and the flight inventory (flight-seed.ts), all in one transaction.
 */
export async function seedDemoData(db: TDatabase, now: Date = new Date()): Promise<void> {
  const passwordHash = await hashPassword(DEMO_PASSWORD);
  const today = todayIsoDate(now);
  await db.transaction(async (tx) => {
    await tx
      .insert(companySettings)
      .values({ id: 1, ...DEMO_COMPANY })
      .onConflictDoNothing();
    const rateRows = [];
    for (let daysAgo = 6; daysAgo >= 0; daysAgo -= 1) {
      // Earlier days drift a little so that a history screen has something to show; today is exact.
      const drift = daysAgo * 0.37;
      for (const currency of ['USD', 'EUR'] as const) {
        const rate = DEMO_RATES[currency];
        rateRows.push({
          rateDate: addDays(today, -daysAgo),
          currency,
          bankRate: (rate.bank - drift).toFixed(4),
          agencyRate: (rate.agency - drift).toFixed(4),
          source: 'demo',
        });
      }
    }
    await tx.insert(exchangeRates).values(rateRows).onConflictDoNothing();
    for (const user of DEMO_USERS) await insertUserWithBalance(tx, user, passwordHash);
    await seedFlightInventory(tx, now);
  });
}

/** Whether the demo users are there (the banner lists their logins only then). */
export async function hasDemoUsers(db: TDatabase): Promise<boolean> {
  const [row] = await db.select({ users: count() }).from(users).where(eq(users.email, DEMO_USERS[0]!.email));
  return (row?.users ?? 0) > 0;
}

/** Production's first Super Admin, from ADMIN_EMAIL and ADMIN_PASSWORD, on an empty database. */
export async function seedFirstSuperAdmin(db: TDatabase, email: string, password: string): Promise<void> {
  const passwordHash = await hashPassword(password);
  await db.transaction(async (tx) => {
    await tx
      .insert(users)
      .values({ email: email.trim().toLowerCase(), passwordHash, role: 'Super Admin', status: 'approved' });
  });
}
