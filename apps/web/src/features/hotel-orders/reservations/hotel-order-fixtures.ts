import {
  addDays,
  todayIsoDate,
  type THotelOrder,
  type THotelOrderListItem,
  type THotelOrderOperation,
  type TOrderActivity,
  type TOrderStatus,
} from '@frs/contract';
import { DELUXE_DOUBLE_ROOM, fourStarHotel, paidAgentOrderFields, paidTotals } from '../../../test/stay-order-fixtures';

/** Hotel orders as the API answers them, for the web tests of the hotel reservation screens. */

const CHECK_IN = addDays(todayIsoDate(), 30);

export function hotelOrderListItem(
  id: number,
  status: TOrderStatus,
  operations: THotelOrderOperation[],
  overrides: Partial<THotelOrderListItem> = {},
): THotelOrderListItem {
  return {
    id,
    pnr: `HTL${id}`.slice(0, 6),
    status,
    agent: { id: 7, name: 'Demo Travel' },
    createdAt: new Date().toISOString(),
    checkIn: CHECK_IN,
    checkOut: addDays(CHECK_IN, 3),
    nights: 3,
    holdExpiresAt: status === 'hold' ? new Date(Date.now() + 5 * 60_000).toISOString() : null,
    bookingExpiresAt: status === 'booked' ? new Date(Date.now() + 36 * 3_600_000).toISOString() : null,
    hotel: { id: 3, name: 'Ani Plaza', city: 'Yerevan', category: 4 },
    rooms: 1,
    guests: ['PETROSYAN Anna'],
    payable: 13_500_000,
    operations,
    ...overrides,
  };
}

/** A confirmed stay of an agent: one room for two adults and a child, three nights, its voucher given. */
export function hotelOrderFixture(overrides: Partial<THotelOrder> = {}): THotelOrder {
  return {
    id: 51,
    pnr: 'H7Q2MZ',
    ...paidAgentOrderFields('2026-11-20T10:00:00.000Z', '2026-11-20T10:05:00.000Z'),
    hotel: fourStarHotel({
      name: 'Ani Plaza',
      city: 'Yerevan',
      country: 'Armenia',
      address: '19 Sayat-Nova Ave',
      provider: 'Ani Hotels LLC',
    }),
    checkIn: CHECK_IN,
    checkOut: addDays(CHECK_IN, 3),
    nights: 3,
    contact: { name: 'Anna Petrosyan', phone: '+37491000000', email: 'anna@example.com' },
    comment: 'Late arrival',
    rate: { date: '2026-11-20', USD: 390, EUR: 420 },
    rooms: [
      {
        ...DELUXE_DOUBLE_ROOM,
        guests: [
          { id: 71, type: 'adult', firstName: 'Anna', lastName: 'Petrosyan', age: null },
          { id: 72, type: 'adult', firstName: 'Aram', lastName: 'Petrosyan', age: null },
          { id: 73, type: 'child', firstName: 'Mane', lastName: 'Petrosyan', age: 7 },
        ],
        specialRequests: 'High floor',
        nights: [0, 1, 2].map((night) => ({ date: addDays(CHECK_IN, night), gross: 5_000_000 })),
        gross: 15_000_000,
        commission: 1_500_000,
        net: 13_500_000,
        voucherNumber: 'ANI-000123',
        refundPenalty: null,
        refundAmount: null,
        cancellationPolicy: [
          { daysBefore: 7, type: 'percent', value: 50 },
          { daysBefore: 1, type: 'nights', value: 1 },
        ],
      },
    ],
    totals: paidTotals(15_000_000, 1_500_000),
    refundPenaltyToday: 4_500_000,
    operations: ['edit'],
    ...overrides,
  };
}

export const HOTEL_ACTIVITY: TOrderActivity = {
  history: [
    {
      id: 1,
      at: '2026-11-20T10:00:00.000Z',
      actor: { id: 7, name: 'Demo Travel' },
      action: 'preOrder',
      oldValues: null,
      newValues: {
        status: 'hold',
        hotel: 'Ani Plaza, Yerevan',
        stay: { checkIn: '2026-12-20', checkOut: '2026-12-23' },
      },
    },
    {
      id: 2,
      at: '2026-11-20T10:05:00.000Z',
      actor: { id: 7, name: 'Demo Travel' },
      action: 'ticketing',
      oldValues: { status: 'booked' },
      newValues: { status: 'ticketed', paid: 13_500_000, vouchers: ['ANI-000123'] },
    },
  ],
  money: [
    {
      id: 9,
      at: '2026-11-20T10:05:00.000Z',
      kind: 'ticketing',
      amount: -13_500_000,
      balanceAfter: 1_000_000,
      reason: null,
      systemReason: { code: 'tickets', params: { pnr: 'H7Q2MZ' } },
    },
  ],
};
