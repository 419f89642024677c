import { count, eq } from 'drizzle-orm';
import { addDays, todayIsoDate, type TAdminGroup, type TBaseRole, type TUserStatus } from '@frs/contract';
import type { TDatabase, TTransaction } from '../db/database';
import {
  balanceEntries,
  companySettings,
  currencySettings,
  exchangeRates,
  mailOutbox,
  rateProviderState,
  ticketSettings,
  users,
} from '../db/schema';
import { hashPassword } from '../lib/password';
import { seedHotelInventory } from './demo-hotels';
import { seedFlightInventory } from './flight-seed';
import { seedDemoHotelOrders } from './hotel-order-seed';
import { seedDemoOrders } from './order-seed';
import { seedPackageOffers } from './package-offer-seed';
import { seedDemoPackageOrders } from './package-order-seed';

export const DEMO_PASSWORD = 'demo1234';

interface TDemoUser {
  email: string;
  role: TBaseRole;
  adminGroups?: TAdminGroup;
  contactNameSurname: string;
  companyName?: string;
}

/** One user per role (docs/PRODUCT.md §6); README and `npm start` print this list. */
export const DEMO_USERS: readonly TDemoUser[] = [
  { email: 'superadmin@demo.test', role: 'Super Admin', contactNameSurname: 'Anna Hakobyan' },
  { email: 'admin@demo.test', role: 'Admin', contactNameSurname: 'Aram Petrosyan' },
  { email: 'viewer@demo.test', role: 'Viewer', contactNameSurname: 'Lilit Sargsyan' },
  { email: 'tickets@demo.test', role: 'Admin', adminGroups: 'Tickets', contactNameSurname: 'Davit Grigoryan' },
  { email: 'hotels@demo.test', role: 'Admin', adminGroups: 'Hotels', contactNameSurname: 'Mariam Vardanyan' },
  { email: 'packages@demo.test', role: 'Admin', adminGroups: 'Packages', contactNameSurname: 'Tigran Mkrtchyan' },
  { email: 'reports@demo.test', role: 'Admin', adminGroups: 'Reports', contactNameSurname: 'Nare Avetisyan' },
  { email: 'agent@demo.test', role: 'user', contactNameSurname: 'Karen Sahakyan', companyName: 'Ararat Travel LLC' },
  { email: 'agent2@demo.test', role: 'user', contactNameSurname: 'Elena Smirnova', companyName: 'Sevan Tours LLC' },
];

/** Agencies in the other statuses, so that /agents has registrations to review (they cannot log in). */
export const DEMO_REGISTRATIONS = [
  {
    email: 'garni@demo.test',
    status: 'not_verified',
    companyName: 'Garni Tours LLC',
    contactNameSurname: 'Hasmik Arakelyan',
    city: 'Abovyan',
  },
  {
    email: 'dilijan@demo.test',
    status: 'verified',
    companyName: 'Dilijan Travel LLC',
    contactNameSurname: 'Ruben Ghazaryan',
    city: 'Dilijan',
  },
  {
    email: 'goris@demo.test',
    status: 'blocked',
    companyName: 'Goris Voyage LLC',
    contactNameSurname: 'Gayane Martirosyan',
    city: 'Goris',
  },
] as const satisfies readonly { email: string; status: TUserStatus; [key: string]: string }[];

/**
 * The demo ledger, oldest first: what brought every balance to where it stands before the demo orders (agent
 * 4,500,000.00, agent2 250,000.00 AMD; README gives what the orders leave). A transfer is the admin's debit and the
 * agent's credit; a top-up comes from the agency (Super Admin), not from anyone's balance.
 */
const DEMO_LEDGER: readonly (
  | { daysAgo: number; kind: 'top-up'; to: string; amount: number; by?: string; reason: string }
  | { daysAgo: number; kind: 'transfer'; from: string; to: string; amount: number; reason: string }
  | { daysAgo: number; kind: 'credit-limit'; to: string; creditLimit: number; by: string; reason: string }
)[] = [
  {
    daysAgo: 30,
    kind: 'top-up',
    to: 'superadmin@demo.test',
    amount: 500_000_000,
    reason: 'Opening balance (demo data)',
  },
  { daysAgo: 30, kind: 'top-up', to: 'admin@demo.test', amount: 200_000_000, reason: 'Opening balance (demo data)' },
  {
    daysAgo: 21,
    kind: 'top-up',
    to: 'agent@demo.test',
    by: 'superadmin@demo.test',
    amount: 60_000_000,
    reason: 'Bank transfer, invoice 2026/014',
  },
  {
    daysAgo: 20,
    kind: 'credit-limit',
    to: 'agent@demo.test',
    by: 'superadmin@demo.test',
    creditLimit: 5_000_000,
    reason: 'Contract of 2026',
  },
  {
    daysAgo: 14,
    kind: 'top-up',
    to: 'agent2@demo.test',
    by: 'superadmin@demo.test',
    amount: 20_000_000,
    reason: 'Bank transfer, invoice 2026/015',
  },
  {
    daysAgo: 9,
    kind: 'transfer',
    from: 'admin@demo.test',
    to: 'agent@demo.test',
    amount: 30_000_000,
    reason: 'Cash deposit at the office',
  },
  {
    daysAgo: 5,
    kind: 'transfer',
    from: 'admin@demo.test',
    to: 'agent2@demo.test',
    amount: 5_000_000,
    reason: 'Cash deposit at the office',
  },
  {
    daysAgo: 2,
    kind: 'transfer',
    from: 'admin@demo.test',
    to: 'agent@demo.test',
    amount: 10_000_000,
    reason: 'Cash deposit at the office',
  },
  {
    daysAgo: 12,
    kind: 'top-up',
    to: 'goris@demo.test',
    by: 'superadmin@demo.test',
    amount: 1_500_000,
    reason: 'Bank transfer, invoice 2026/011',
  },
  {
    daysAgo: 1,
    kind: 'top-up',
    to: 'agent@demo.test',
    by: 'superadmin@demo.test',
    amount: 100_000_000,
    reason: 'Bank transfer, invoice 2026/021',
  },
  {
    daysAgo: 1,
    kind: 'top-up',
    to: 'agent@demo.test',
    by: 'superadmin@demo.test',
    amount: 250_000_000,
    reason: 'Bank transfer, invoice 2026/022 (package tours)',
  },
];

/** Today's demo rates (AMD per unit). Four decimals, so the header's truncation to two shows. */
export const DEMO_RATES = {
  USD: { bank: 388.21, agency: 391.4567 },
  EUR: { bank: 449.12, agency: 452.3391 },
} as const;

/** Days of rate history before today: more than the 30 days that /currency charts by default. */
export const DEMO_RATE_HISTORY_DAYS = 45;

/**
 * The demo's rates: business days of the last DEMO_RATE_HISTORY_DAYS days, drifting and wobbling a little so that
 * the chart of /currency has a month to show, and today's exact DEMO_RATES. Weekends have no row, as at the bank:
 * they take Friday's rate.
 */
function demoRateRows(today: string) {
  const rows = [];
  for (let daysAgo = DEMO_RATE_HISTORY_DAYS; daysAgo >= 0; daysAgo -= 1) {
    const day = addDays(today, -daysAgo);
    const weekDay = new Date(`${day}T00:00:00Z`).getUTCDay();
    if (daysAgo > 0 && (weekDay === 0 || weekDay === 6)) continue;
    const drift = daysAgo * 0.21 + Math.sin(daysAgo / 4) * 1.3;
    for (const currency of ['USD', 'EUR'] as const) {
      const rate = DEMO_RATES[currency];
      rows.push({
        rateDate: day,
        currency,
        bankRate: (rate.bank - drift).toFixed(4),
        agencyRate: (rate.agency - drift).toFixed(4),
        source: 'demo',
      });
    }
  }
  return rows;
}

const DEMO_COMPANY = {
  compName: 'Flights Reservation System Demo Agency',
  compTelephone: '+374 10 52 52 52',
  compEmail: 'info@demo.test',
  compAddressEng: '1 Abovyan St, Yerevan 0001, Armenia',
  compAddressArm: 'Աբովյան 1, Երևան 0001, Հայաստան',
  compAddressRus: 'ул. Абовяна 1, Ереван 0001, Армения',
  legalName: 'Demo Agency LLC',
  taxId: '01234567',
  bankName: 'Ameriabank CJSC',
  bankAccount: '1570000000000000',
  bankSwift: 'ARMIAM22',
  facebook: 'https://www.facebook.com/',
  instagram: 'https://www.instagram.com/',
  linkedin: null,
  telegram: 'https://t.me/',
  whatsapp: null,
};

const DEMO_TICKET_SETTINGS = {
  ticketPrefix: '575',
  termsHy:
    'Տոմսը անվանական է և չի փոխանցվում։ Մեկնումից առնվազն 3 ժամ առաջ ներկայացեք օդանավակայան։ ' +
    'Փոփոխության, չեղարկման և վերադարձի պայմանները սահմանված են սակագնի կանոններով։',
  termsEn:
    'The ticket is personal and not transferable. Check in at the airport at least 3 hours before departure. ' +
    'Changes, cancellations and refunds follow the fare rules.',
  termsRu:
    'Билет именной и не подлежит передаче. Прибудьте в аэропорт не позднее чем за 3 часа до вылета. ' +
    'Изменения, отмена и возврат — по правилам тарифа.',
};

export async function hasNoUsers(db: TDatabase): Promise<boolean> {
  const [row] = await db.select({ users: count() }).from(users);
  return (row?.users ?? 0) === 0;
}

/** An agent's complete company profile (the registration's fields). */
function agencyFields(companyName: string, city: string, index: number) {
  return {
    companyName,
    businessName: companyName.replace(/ LLC$/, ''),
    vat: String(2_500_000 + index * 7919).padStart(8, '0'),
    country: 'Armenia',
    city,
    address: `${10 + index} Tigran Mets Ave, ${city}`,
    ceoNameSurname: 'Armen Vardanyan',
    mobilePhone: `+374 9${index} 10${index}0${index}0`,
  };
}

async function insertDemoUser(tx: TTransaction, user: TDemoUser, passwordHash: string, index: number) {
  const agency = user.companyName ? agencyFields(user.companyName, 'Yerevan', index) : {};
  await tx.insert(users).values({
    country: 'Armenia',
    city: 'Yerevan',
    ...agency,
    email: user.email,
    passwordHash,
    role: user.role,
    adminGroups: user.adminGroups ?? null,
    status: 'approved',
    contactNameSurname: user.contactNameSurname,
    phone: '+374 10 000000',
  });
}

async function insertRegistration(
  tx: TTransaction,
  registration: (typeof DEMO_REGISTRATIONS)[number],
  passwordHash: string,
  index: number,
) {
  await tx.insert(users).values({
    ...agencyFields(registration.companyName, registration.city, index),
    email: registration.email,
    // Only an agency that was once approved has set a password.
    passwordHash: registration.status === 'blocked' ? passwordHash : null,
    role: 'user',
    status: registration.status,
    contactNameSurname: registration.contactNameSurname,
    phone: `+374 10 2${index}2${index}2${index}`,
    language: index % 2 === 0 ? 'hy' : 'ru',
  });
}

/** Writes the demo ledger: every entry with its balance after it, and the users' cached balances to match. */
async function writeDemoLedger(tx: TTransaction, now: Date) {
  const rows = await tx.select({ id: users.id, email: users.email }).from(users);
  const idOf = (email: string) => {
    const row = rows.find((candidate) => candidate.email === email);
    if (!row) throw new Error(`demo ledger: no user ${email}`);
    return row.id;
  };
  const balances = new Map<number, number>();
  const creditLimits = new Map<number, number>();
  const sequences = new Map<number, number>();
  /** The balance after an entry of `amount` and the entry's place in the user's ledger. */
  const add = (userId: number, amount: number) => {
    const after = (balances.get(userId) ?? 0) + amount;
    balances.set(userId, after);
    const sequence = (sequences.get(userId) ?? 0) + 1;
    sequences.set(userId, sequence);
    return { balanceAfter: after, sequence };
  };
  for (const entry of DEMO_LEDGER) {
    const createdAt = new Date(now.getTime() - entry.daysAgo * 86_400_000);
    const to = idOf(entry.to);
    if (entry.kind === 'transfer') {
      const from = idOf(entry.from);
      const common = { reason: entry.reason, actorId: from, createdAt };
      await tx.insert(balanceEntries).values([
        {
          ...common,
          userId: from,
          kind: 'transfer-out',
          amount: -entry.amount,
          ...add(from, -entry.amount),
          counterpartyId: to,
        },
        {
          ...common,
          userId: to,
          kind: 'transfer-in',
          amount: entry.amount,
          ...add(to, entry.amount),
          counterpartyId: from,
        },
      ]);
    } else if (entry.kind === 'top-up') {
      await tx.insert(balanceEntries).values({
        userId: to,
        kind: 'top-up',
        amount: entry.amount,
        ...add(to, entry.amount),
        reason: entry.reason,
        actorId: entry.by ? idOf(entry.by) : null,
        createdAt,
      });
    } else {
      creditLimits.set(to, entry.creditLimit);
      await tx.insert(balanceEntries).values({
        userId: to,
        kind: 'credit-limit',
        amount: 0,
        ...add(to, 0),
        creditLimitAfter: entry.creditLimit,
        reason: entry.reason,
        actorId: idOf(entry.by),
        createdAt,
      });
    }
  }
  for (const [userId, balance] of balances) {
    await tx
      .update(users)
      .set({ balance, creditLimit: creditLimits.get(userId) ?? 0, ledgerSequence: sequences.get(userId) ?? 0 })
      .where(eq(users.id, userId));
  }
}

/**
 * Demo data for an empty database: company settings, 45 days of USD and EUR rates up to today, one user per role,
 * agencies in the other statuses, a month of ledger entries, the flight inventory (flight-seed.ts), the hotels
 * (demo-hotels.ts: their photos go to `uploadsDir`, DATA_DIR/uploads), demo orders (order-seed.ts,
 * hotel-order-seed.ts), the package offers and their orders (package-offer-seed.ts, package-order-seed.ts), all in one
 * transaction.
 */
export async function seedDemoData(
  db: TDatabase,
  now: Date = new Date(),
  options: { uploadsDir?: string } = {},
): Promise<void> {
  const passwordHash = await hashPassword(DEMO_PASSWORD);
  const today = todayIsoDate(now);
  await db.transaction(async (tx) => {
    await tx
      .insert(companySettings)
      .values({ id: 1, ...DEMO_COMPANY })
      .onConflictDoNothing();
    await tx.insert(exchangeRates).values(demoRateRows(today)).onConflictDoNothing();
    // The demo's margins are what separates its agency rates from its bank rates. Its rates are entered by hand:
    // a demo must not depend on reaching the Central Bank (switch the source on /currency).
    await tx
      .insert(currencySettings)
      .values(
        (['USD', 'EUR'] as const).map((currency) => ({
          currency,
          marginType: 'fixed' as const,
          marginValue: (DEMO_RATES[currency].agency - DEMO_RATES[currency].bank).toFixed(4),
        })),
      )
      .onConflictDoNothing();
    await tx
      .insert(ticketSettings)
      .values({ id: 1, ...DEMO_TICKET_SETTINGS })
      .onConflictDoNothing();
    await tx.insert(rateProviderState).values({ id: 1, source: 'manual' }).onConflictDoNothing();
    for (const [index, user] of DEMO_USERS.entries()) await insertDemoUser(tx, user, passwordHash, index);
    for (const [index, registration] of DEMO_REGISTRATIONS.entries()) {
      await insertRegistration(tx, registration, passwordHash, index);
    }
    await writeDemoLedger(tx, now);
    await seedFlightInventory(tx, now);
    await seedHotelInventory(tx, now, options.uploadsDir);
    await seedDemoOrders(tx, now);
    await seedDemoHotelOrders(tx, now);
    await seedPackageOffers(tx, now);
    await seedDemoPackageOrders(tx, now);
    // The demo's orders are made quietly: their mails would go to addresses that do not exist.
    await tx.delete(mailOutbox);
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
