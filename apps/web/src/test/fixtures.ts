import {
  isAdminGroup,
  NO_ADMIN_GROUP,
  todayIsoDate,
  type TBaseRole,
  type TCompanySettings,
  type TFlight,
  type TProfile,
  type TRateRow,
  type TRole,
} from '@frs/contract';

/** A profile whose effective role is `role` (admin groups are stored on an Admin user, as the server does). */
export function profileFor(role: TRole, overrides: Partial<TProfile> = {}): TProfile {
  const baseRole: TBaseRole = isAdminGroup(role) ? 'Admin' : role;
  return {
    userId: 7,
    email: 'agent@demo.test',
    role: baseRole,
    adminGroups: isAdminGroup(role) ? role : NO_ADMIN_GROUP,
    privilege: null,
    status: 'approved',
    companyName: 'Demo Travel',
    businessName: null,
    vat: null,
    country: 'Armenia',
    city: 'Yerevan',
    address: null,
    ceoNameSurname: null,
    contactNameSurname: null,
    phone: null,
    mobilePhone: null,
    language: 'hy',
    createdAt: '2026-01-15T08:00:00.000Z',
    balance: { currentBalance: 123_456_789, creditLimit: 0, currency: 'AMD' },
    ...overrides,
  };
}

export function rateRowForToday(usd: number | null, eur: number | null, stale = false): TRateRow {
  const rates = { USD: usd, EUR: eur };
  return { date: todayIsoDate(), bankRate: rates, flightRate: rates, hotelRate: rates, packageRate: rates, stale };
}

export const COMPANY_SETTINGS: TCompanySettings = {
  compName: 'Demo Travel',
  compTelephone: '+374 11 223344',
  compEmail: 'office@demo.test',
  compAddressEng: '1 Abovyan St, Yerevan',
  compAddressArm: 'Աբովյան 1, Երևան',
  compAddressRus: '',
  legalName: null,
  taxId: null,
  bankName: null,
  bankAccount: null,
  bankSwift: null,
  logoUploadId: null,
  logoUrl: null,
  socialLinks: {
    facebook: 'https://facebook.com/demo',
    instagram: null,
    linkedin: null,
    telegram: 'https://t.me/demo',
    whatsapp: null,
  },
};

/** A flight of the staff's screens (Yerevan → Paris, 150 seats); a test gives what it looks at (its totals). */
export function flightFixture(overrides: Partial<TFlight> = {}): TFlight {
  return {
    id: 11,
    airline: { id: 1, iataCode: 'RM', name: 'Armenia Airways' },
    flightNumber: '811',
    aircraft: { id: 2, model: 'Airbus A320', seats: 180 },
    from: { id: 1, iataCode: 'EVN', city: 'Yerevan', timeZone: 'Asia/Yerevan' },
    to: { id: 2, iataCode: 'CDG', city: 'Paris', timeZone: 'Europe/Paris' },
    departureAt: '2030-01-15T04:00:00.000Z',
    arrivalAt: '2030-01-15T08:30:00.000Z',
    departureLocal: '2030-01-15T08:00',
    arrivalLocal: '2030-01-15T09:30',
    durationMinutes: 270,
    seatCapacity: 150,
    currency: 'EUR',
    status: 'upcoming',
    totals: { seats: 150, sold: 0, held: 0, free: 150 },
    ...overrides,
  };
}
