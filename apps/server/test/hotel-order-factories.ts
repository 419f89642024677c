import { randomBytes, randomInt } from 'node:crypto';
import {
  addDays,
  PNR_ALPHABET,
  todayIsoDate,
  type TCancellationTierInput,
  type TMealType,
  type TOrderStatus,
  type TProductLine,
} from '@frs/contract';
import type { TDatabase } from '../src/db/database';
import {
  hotelOrderGuests,
  hotelOrderRooms,
  hotelProviders,
  hotels,
  orders,
  roomCategories,
  rooms,
} from '../src/db/schema';

/**
 * Hotel orders written straight into the tables (for the documents and mails, which only read them): a hotel with
 * its provider and room types, and an order row of product line `hotel` with its rooms and guests in any status.
 * The order operations have their own tests through the API.
 */

const suffix = () => randomBytes(3).toString('hex');

export interface THotelFixture {
  provider: typeof hotelProviders.$inferSelect;
  hotel: typeof hotels.$inferSelect;
  /** Room types of the hotel: a double with breakfast, a family room with half board. */
  roomTypes: { double: typeof rooms.$inferSelect; family: typeof rooms.$inferSelect };
  categories: { double: string; family: string };
}

const POLICY: TCancellationTierInput[] = [
  { daysBefore: 7, type: 'percent', value: 50 },
  { daysBefore: 1, type: 'nights', value: 1 },
];

export async function createHotelFixture(
  db: TDatabase,
  options: { category?: number; providerPhone?: string | null; providerEmail?: string | null } = {},
): Promise<THotelFixture> {
  const id = suffix();
  const [provider] = await db
    .insert(hotelProviders)
    .values({
      name: `Seine Hotels ${id}`,
      contactName: 'Claire Martin',
      phone: options.providerPhone === undefined ? '+33 1 42 00 00 00' : options.providerPhone,
      email: options.providerEmail === undefined ? `reservations-${id}@seine.example` : options.providerEmail,
    })
    .returning();
  const [hotel] = await db
    .insert(hotels)
    .values({
      providerId: provider!.id,
      name: `Hôtel Rivoli ${id}`,
      city: 'Paris',
      country: 'France',
      category: options.category ?? 4,
      address: '18 Rue de Rivoli',
      description: { hy: 'Հյուրանոց Փարիզում', en: 'A hotel in Paris', ru: 'Отель в Париже' },
    })
    .returning();
  const categories = { double: `Superior double ${id}`, family: `Family room ${id}` };
  const [double, family] = await db
    .insert(roomCategories)
    .values([
      { name: categories.double, description: { hy: 'Երկտեղանի', en: 'Double', ru: 'Двухместный' } },
      { name: categories.family, description: { hy: 'Ընտանեկան', en: 'Family', ru: 'Семейный' } },
    ])
    .returning();
  const roomType = (categoryId: number, mealType: TMealType, capacity: number, maxChildren: number) => ({
    hotelId: hotel!.id,
    roomCategoryId: categoryId,
    mealType,
    capacity,
    maxAdults: 2,
    maxChildren,
    childMaxAge: 11,
    pricePerNight: 12_000,
    currency: 'EUR',
    commissionPercent: 10,
    cancellationPolicy: POLICY,
  });
  const [doubleRoom, familyRoom] = await db
    .insert(rooms)
    .values([roomType(double!.id, 'BB', 2, 0), roomType(family!.id, 'HB', 4, 2)])
    .returning();
  return { provider: provider!, hotel: hotel!, roomTypes: { double: doubleRoom!, family: familyRoom! }, categories };
}

export function randomPnr(): string {
  return Array.from({ length: 6 }, () => PNR_ALPHABET[randomInt(PNR_ALPHABET.length)]).join('');
}

let voucherSerial = 0;
/** A voucher number no other room of this test database has (the column is unique). */
export function freshVoucherNumber(): string {
  voucherSerial += 1;
  return `HV-${String(randomInt(100_000)).padStart(5, '0')}${voucherSerial}`;
}

export interface THotelGuestSpec {
  firstName: string;
  lastName: string;
  /** A child's age; an adult has none. */
  age?: number;
}

export interface THotelOrderSpec {
  status: TOrderStatus;
  agentId: number | null;
  createdById: number;
  /** The room type and guests of each room, the lead guest first. */
  rooms: { roomId: number; guests: THotelGuestSpec[]; specialRequests?: string | null }[];
  checkIn?: string;
  nights?: number;
  /** Give each room a voucher number (what confirming the stay does); default: when the status is `ticketed`. */
  withVouchers?: boolean;
  /** Another product line's order (a flight order's row, without segments), for the checks of the line. */
  productLine?: TProductLine;
}

/** An order with its rooms and guests, written as the hotel order line would leave it in the status asked for. */
export async function insertHotelOrder(db: TDatabase, fixture: THotelFixture, spec: THotelOrderSpec) {
  const checkIn = spec.checkIn ?? addDays(todayIsoDate(), 30);
  const nights = spec.nights ?? 3;
  const checkOut = addDays(checkIn, nights);
  const now = new Date();
  const nightPrices = Array.from({ length: nights }, (_, index) => ({
    date: addDays(checkIn, index),
    gross: 5_400_000,
    commission: 540_000,
  }));
  const gross = nights * 5_400_000;
  const commission = nights * 540_000;
  const roomsGross = gross * spec.rooms.length;
  const roomsCommission = commission * spec.rooms.length;
  const payable = spec.agentId === null ? roomsGross : roomsGross - roomsCommission;
  const ticketed = spec.status === 'ticketed' || spec.status === 'refunded';
  const productLine = spec.productLine ?? 'hotel';
  const [order] = await db
    .insert(orders)
    .values({
      pnr: randomPnr(),
      agentId: spec.agentId,
      createdById: spec.createdById,
      productLine,
      status: spec.status,
      travelType: productLine === 'flight' ? 'oneWay' : null,
      rateDate: todayIsoDate(),
      eurRate: '450.0000',
      usdRate: '400.0000',
      holdExpiresAt: spec.status === 'hold' ? new Date(now.getTime() + 15 * 60_000) : null,
      bookingExpiresAt: spec.status === 'booked' ? new Date(now.getTime() + 24 * 3_600_000) : null,
      ticketedAt: ticketed ? now : null,
      orderDate: checkIn,
      firstDepartureAt: new Date(`${checkIn}T12:00:00Z`),
      contactName: 'Anna Petrosyan',
      contactPhone: '+374 99 123456',
      contactEmail: 'client@example.test',
      gross: roomsGross,
      commission: roomsCommission,
      net: roomsGross - roomsCommission,
      payable,
      paid: ticketed ? payable : 0,
    })
    .returning();
  if (!order) throw new Error('order not created');
  if (productLine !== 'hotel') return { order, rooms: [] };
  const withVouchers = spec.withVouchers ?? ticketed;
  const roomRows = await db
    .insert(hotelOrderRooms)
    .values(
      spec.rooms.map((room, index) => ({
        orderId: order.id,
        roomIndex: index,
        hotelId: fixture.hotel.id,
        roomId: room.roomId,
        checkIn,
        checkOut,
        status: spec.status === 'refunded' ? ('refunded' as const) : ('active' as const),
        nightPrices,
        gross,
        commission,
        net: gross - commission,
        cancellationPolicy: POLICY,
        specialRequests: room.specialRequests ?? null,
        voucherNumber: withVouchers ? freshVoucherNumber() : null,
      })),
    )
    .returning();
  const guests = spec.rooms.flatMap((room, index) =>
    room.guests.map((guest, guestIndex) => ({
      orderId: order.id,
      orderRoomId: roomRows[index]!.id,
      guestIndex,
      type: guest.age === undefined ? ('adult' as const) : ('child' as const),
      firstName: guest.firstName,
      lastName: guest.lastName,
      age: guest.age ?? null,
    })),
  );
  if (guests.length > 0) await db.insert(hotelOrderGuests).values(guests);
  return { order, rooms: roomRows.sort((a, b) => a.roomIndex - b.roomIndex) };
}
