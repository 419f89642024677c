import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  addDays,
  DOCUMENT_ENDPOINTS,
  HOTEL_ORDER_ENDPOINTS,
  HOTEL_SEARCH_ENDPOINTS,
  hyTexts,
  todayIsoDate,
  type THotelOrder,
  type THotelOrderExportQuery,
  ORDER_ACTIVITY_ENDPOINTS,
} from '@frs/contract';
import { balanceEntries, history, mailOutbox, orders, users } from '../../db/schema';
import { createSellableRoom, nightsOf, setNights } from '../../../test/agency-factories';
import { injectEndpoint } from '../../../test/endpoint-call';
import { readExport } from '../../../test/export-file';
import { userWithToken } from '../../../test/factories';
import { hotelOrderAs, hotelPreOrder, hotelPreOrderBody, roomFor } from '../../../test/hotel-order-calls';
import { seedRatesAndTickets } from '../../../test/order-factories';
import { createTestApp, type TTestApp } from '../../../test/test-app';

/** Hotel orders end to end through the API on the order engine: holds, bookings, confirmation, refund, edits. */

let testApp: TTestApp;
let agent: Awaited<ReturnType<typeof userWithToken>>;
let otherAgent: Awaited<ReturnType<typeof userWithToken>>;
let admin: Awaited<ReturnType<typeof userWithToken>>;
let viewer: Awaited<ReturnType<typeof userWithToken>>;
const db = () => testApp.database.db;
const day = (days: number) => addDays(todayIsoDate(), days);
const app = () => testApp.app;

beforeAll(async () => {
  testApp = await createTestApp();
  await seedRatesAndTickets(db());
  agent = await userWithToken(app(), db(), 'user', { balance: 100_000_000 });
  otherAgent = await userWithToken(app(), db(), 'user', { balance: 100_000_000 });
  admin = await userWithToken(app(), db(), 'Admin');
  viewer = await userWithToken(app(), db(), 'Viewer');
});
afterAll(async () => {
  await testApp.app.close();
});

async function balanceOf(userId: number) {
  const [row] = await db().select({ balance: users.balance }).from(users).where(eq(users.id, userId));
  return row!.balance;
}

/** A room type selling 100 EUR a night (45,000.00 AMD at the test rate 450), commission 10 %, and its stay. */
async function stay(options: Parameters<typeof createSellableRoom>[1] = {}, nights = 3, from = 10) {
  const { hotelId, room } = await createSellableRoom(db(), { from: day(1), nights: 40, ...options });
  return { hotelId, roomId: room.id, checkIn: day(from), checkOut: day(from + nights) };
}

describe('a hold', () => {
  it('takes every night of the stay, priced at the agency rate, net for an agent', async () => {
    const trip = await stay();
    const order = await hotelPreOrder(app(), agent.token, hotelPreOrderBody(trip));
    expect(order.status).toBe('hold');
    expect(order.nights).toBe(3);
    expect(order.rooms[0]!.nights.map((night) => night.gross)).toEqual([4_500_000, 4_500_000, 4_500_000]);
    expect(order.totals).toMatchObject({
      gross: 13_500_000,
      commission: 1_350_000,
      net: 12_150_000,
      payable: 12_150_000,
    });
    expect(order.operations).toEqual(['cancelPreOrder', 'book', 'ticket', 'edit']);
    const nights = await nightsOf(db(), trip.roomId);
    expect([day(9), day(10), day(11), day(12), day(13)].map((date) => nights.get(date)?.held)).toEqual([0, 1, 1, 1, 0]);
    const [row] = await db()
      .select()
      .from(history)
      .where(and(eq(history.entity, 'order'), eq(history.entityId, String(order.id))));
    expect(row?.action).toBe('preOrder');
    expect(row?.newValues).toMatchObject({ stay: { checkIn: trip.checkIn, checkOut: trip.checkOut }, status: 'hold' });
  });

  it('prices a season night by its own price and gross for the agency', async () => {
    const trip = await stay();
    await setNights(db(), trip.roomId, trip.checkIn, 1, { price: 20_000 });
    const order = await hotelPreOrder(app(), admin.token, hotelPreOrderBody(trip));
    expect(order.agent).toBeNull();
    expect(order.totals.payable).toBe(order.totals.gross);
    expect(order.rooms[0]!.nights[0]!.gross).toBe(9_000_000);
  });

  it('takes no night at all when the last night is full', async () => {
    const trip = await stay();
    await setNights(db(), trip.roomId, day(12), 1, { allotment: 1, sold: 1 });
    const response = await injectEndpoint(app(), HOTEL_ORDER_ENDPOINTS.preOrder, {
      token: agent.token,
      body: hotelPreOrderBody(trip),
    });
    expect(response.statusCode).toBe(409);
    expect(response.json().code).toBe('NOT_ENOUGH_ROOMS');
    const nights = await nightsOf(db(), trip.roomId);
    expect([day(10), day(11), day(12)].map((date) => nights.get(date)!.held)).toEqual([0, 0, 0]);
  });

  it('refuses bad stays with a clear 4xx and changes nothing', async () => {
    const trip = await stay({ overrides: { minStay: 2, capacity: 3, maxAdults: 2, maxChildren: 1, childMaxAge: 11 } });
    const cases: [Parameters<typeof hotelPreOrderBody>[1], number, string, string?][] = [
      [{ checkOut: trip.checkIn }, 400, 'checkOut'],
      [{ checkOut: day(11) }, 400, 'checkOut'],
      [
        {
          rooms: [
            roomFor(trip.roomId, {
              guests: [
                { type: 'adult', firstName: 'A', lastName: 'B' },
                { type: 'adult', firstName: 'C', lastName: 'D' },
                { type: 'adult', firstName: 'E', lastName: 'F' },
              ],
            }),
          ],
        },
        400,
        'rooms.0.guests',
      ],
      [
        {
          rooms: [
            roomFor(trip.roomId, {
              guests: [
                { type: 'adult', firstName: 'A', lastName: 'B' },
                { type: 'child', firstName: 'C', lastName: 'D', age: 14 },
              ],
            }),
          ],
        },
        400,
        'rooms.0.guests.1.age',
      ],
      [
        { rooms: [roomFor(trip.roomId, { guests: [{ type: 'adult', firstName: 'Աննա', lastName: 'B' }] })] },
        400,
        'rooms.0.guests.0.firstName',
      ],
      [
        { rooms: [roomFor(trip.roomId, { guests: [{ type: 'child', firstName: 'A', lastName: 'B', age: 5 }] })] },
        400,
        'rooms.0.guests',
      ],
    ];
    for (const [overrides, status, field] of cases) {
      const response = await injectEndpoint(app(), HOTEL_ORDER_ENDPOINTS.preOrder, {
        token: agent.token,
        body: hotelPreOrderBody(trip, overrides),
      });
      expect(response.statusCode, JSON.stringify(overrides)).toBe(status);
      expect(Object.keys(response.json().errors ?? {}), response.body).toContain(field);
    }
    const nights = await nightsOf(db(), trip.roomId);
    expect([...nights.values()].every((night) => night.held === 0)).toBe(true);
  });

  it('refuses a stop-sale night and a released stay with 409', async () => {
    const stopped = await stay();
    await setNights(db(), stopped.roomId, day(11), 1, { stopSale: true });
    const stopResponse = await injectEndpoint(app(), HOTEL_ORDER_ENDPOINTS.preOrder, {
      token: agent.token,
      body: hotelPreOrderBody(stopped),
    });
    expect(stopResponse.statusCode).toBe(409);
    expect(stopResponse.json().code).toBe('STOP_SALE');
    const released = await stay({ overrides: { releaseDays: 14 } });
    const releasedResponse = await injectEndpoint(app(), HOTEL_ORDER_ENDPOINTS.preOrder, {
      token: agent.token,
      body: hotelPreOrderBody(released),
    });
    expect(releasedResponse.statusCode).toBe(409);
    expect(releasedResponse.json().code).toBe('ROOMS_RELEASED');
  });

  it('is released exactly by cancel-pre-order, and an agent cannot reach another agent’s order', async () => {
    const trip = await stay();
    const order = await hotelPreOrder(app(), agent.token, hotelPreOrderBody(trip));
    const foreign = await injectEndpoint(app(), HOTEL_ORDER_ENDPOINTS.cancelPreOrder, {
      token: otherAgent.token,
      params: { id: order.id },
    });
    expect(foreign.statusCode).toBe(404);
    const cancelled = await injectEndpoint(app(), HOTEL_ORDER_ENDPOINTS.cancelPreOrder, {
      token: agent.token,
      params: { id: order.id },
    });
    expect(cancelled.statusCode).toBe(200);
    expect(cancelled.json<THotelOrder>().status).toBe('cancelled');
    const nights = await nightsOf(db(), trip.roomId);
    expect([...nights.values()].every((night) => night.held === 0 && night.sold === 0)).toBe(true);
    const again = await injectEndpoint(app(), HOTEL_ORDER_ENDPOINTS.cancelPreOrder, {
      token: agent.token,
      params: { id: order.id },
    });
    expect(again.statusCode).toBe(409);
    expect(again.json()).toMatchObject({ code: 'ORDER_STATUS_CONFLICT', status: 'cancelled' });
  });
});

describe('booking and confirmation', () => {
  it('books (nights sold, nothing charged), then confirms: charged once, vouchers issued, mails queued', async () => {
    const trip = await stay();
    const held = await hotelPreOrder(app(), agent.token, hotelPreOrderBody(trip));
    const before = await balanceOf(agent.user.id);
    const booked = await hotelOrderAs(app(), agent.token, held.id, 'booking');
    expect(booked.status).toBe('booked');
    expect(booked.bookingExpiresAt).not.toBeNull();
    expect((await nightsOf(db(), trip.roomId)).get(trip.checkIn)).toMatchObject({ held: 0, sold: 1 });
    expect(await balanceOf(agent.user.id)).toBe(before);

    const key = 'confirm-once';
    const call = { token: agent.token, params: { id: held.id }, idempotencyKey: key };
    const first = await injectEndpoint(app(), HOTEL_ORDER_ENDPOINTS.ticketing, call);
    const replay = await injectEndpoint(app(), HOTEL_ORDER_ENDPOINTS.ticketing, call);
    expect(first.statusCode, first.body).toBe(200);
    expect(replay.json()).toEqual(first.json());
    const confirmed = first.json<THotelOrder>();
    expect(confirmed.status).toBe('ticketed');
    expect(confirmed.rooms[0]!.voucherNumber).toMatch(/^HV-\d{6}$/);
    expect(await balanceOf(agent.user.id)).toBe(before - confirmed.totals.payable);
    const entries = await db()
      .select()
      .from(balanceEntries)
      .where(and(eq(balanceEntries.userId, agent.user.id), eq(balanceEntries.orderReference, confirmed.pnr)));
    expect(entries.map((entry) => [entry.kind, entry.amount])).toEqual([['ticketing', -confirmed.totals.payable]]);
    const mails = await db().select({ template: mailOutbox.template }).from(mailOutbox);
    expect(mails.map((mail) => mail.template)).toEqual(expect.arrayContaining(['hotel-booking', 'hotel-voucher']));

    const voucher = await injectEndpoint(app(), DOCUMENT_ENDPOINTS.voucher, {
      token: agent.token,
      params: { id: held.id },
    });
    expect(voucher.statusCode).toBe(200);
    expect(voucher.headers['content-type']).toContain('application/pdf');
  });

  it('refuses a confirmation the balance does not cover, and changes nothing', async () => {
    const poor = await userWithToken(app(), db(), 'user', { balance: 100 });
    const trip = await stay();
    const held = await hotelPreOrder(app(), poor.token, hotelPreOrderBody(trip));
    const response = await injectEndpoint(app(), HOTEL_ORDER_ENDPOINTS.order, {
      token: poor.token,
      body: { orderId: held.id, mode: 'ticketing' },
    });
    expect(response.statusCode).toBe(409);
    expect(response.json().code).toBe('INSUFFICIENT_BALANCE');
    const order = await injectEndpoint(app(), HOTEL_ORDER_ENDPOINTS.get, {
      token: poor.token,
      params: { id: held.id },
    });
    expect(order.json<THotelOrder>().status).toBe('hold');
    expect((await nightsOf(db(), trip.roomId)).get(trip.checkIn)).toMatchObject({ held: 1, sold: 0 });
  });

  it('refuses an expired hold and an expired booking with 409, charging nothing', async () => {
    const trip = await stay();
    const held = await hotelPreOrder(app(), agent.token, hotelPreOrderBody(trip));
    const before = await balanceOf(agent.user.id);
    await db()
      .update(orders)
      .set({ holdExpiresAt: new Date(Date.now() - 1_000) })
      .where(eq(orders.id, held.id));
    for (const mode of ['booking', 'ticketing'] as const) {
      const response = await injectEndpoint(app(), HOTEL_ORDER_ENDPOINTS.order, {
        token: agent.token,
        body: { orderId: held.id, mode },
      });
      expect(response.statusCode, mode).toBe(409);
      expect(response.json().code).toBe('HOLD_EXPIRED');
    }
    // The nights stay held until the expiry job gives them back.
    expect((await nightsOf(db(), trip.roomId)).get(trip.checkIn)).toMatchObject({ held: 1, sold: 0 });

    const booked = await hotelOrderAs(
      app(),
      agent.token,
      (await hotelPreOrder(app(), agent.token, hotelPreOrderBody(trip))).id,
      'booking',
    );
    await db()
      .update(orders)
      .set({ bookingExpiresAt: new Date(Date.now() - 1_000) })
      .where(eq(orders.id, booked.id));
    const confirmation = await injectEndpoint(app(), HOTEL_ORDER_ENDPOINTS.ticketing, {
      token: agent.token,
      params: { id: booked.id },
    });
    expect(confirmation.statusCode).toBe(409);
    expect(confirmation.json().code).toBe('BOOKING_EXPIRED');
    expect(await balanceOf(agent.user.id)).toBe(before);
    const [row] = await db().select({ status: orders.status }).from(orders).where(eq(orders.id, booked.id));
    expect(row?.status).toBe('booked');
  });

  it('refuses a reused key with another body (422)', async () => {
    const trip = await stay();
    const body = hotelPreOrderBody(trip);
    const first = await injectEndpoint(app(), HOTEL_ORDER_ENDPOINTS.preOrder, {
      token: agent.token,
      body,
      idempotencyKey: 'k-1',
    });
    expect(first.statusCode).toBe(200);
    const other = await injectEndpoint(app(), HOTEL_ORDER_ENDPOINTS.preOrder, {
      token: agent.token,
      body: { ...body, comment: 'another' },
      idempotencyKey: 'k-1',
    });
    expect(other.statusCode).toBe(422);
  });
});

describe('refund', () => {
  it('applies the cancellation policy’s penalty and credits the rest (staff only)', async () => {
    // 50 % from 30 days before check-in: the stay starts in 10 days.
    const trip = await stay({ overrides: { cancellationPolicy: [{ daysBefore: 30, type: 'percent', value: 50 }] } });
    const held = await hotelPreOrder(app(), agent.token, hotelPreOrderBody(trip));
    const confirmed = await hotelOrderAs(app(), agent.token, held.id, 'ticketing');
    expect(confirmed.refundPenaltyToday).toBe(confirmed.totals.payable / 2);
    expect(confirmed.operations).not.toContain('refund');
    const byAgent = await injectEndpoint(app(), HOTEL_ORDER_ENDPOINTS.refund, {
      token: agent.token,
      params: { id: held.id },
      body: {},
    });
    expect(byAgent.statusCode).toBe(403);
    const before = await balanceOf(agent.user.id);
    const response = await injectEndpoint(app(), HOTEL_ORDER_ENDPOINTS.refund, {
      token: admin.token,
      params: { id: held.id },
      body: {},
    });
    expect(response.statusCode, response.body).toBe(200);
    const refunded = response.json<THotelOrder>();
    const penalty = confirmed.totals.payable / 2;
    expect(refunded.status).toBe('refunded');
    expect(refunded.totals).toMatchObject({ payable: 0, paid: penalty, penalties: penalty });
    expect(refunded.rooms[0]).toMatchObject({ status: 'refunded', refundPenalty: penalty, refundAmount: penalty });
    expect(await balanceOf(agent.user.id)).toBe(before + confirmed.totals.payable - penalty);
    expect((await nightsOf(db(), trip.roomId)).get(trip.checkIn)).toMatchObject({ held: 0, sold: 0 });
  });

  it('takes the staff’s penalty when given, never more than was paid', async () => {
    const trip = await stay();
    const held = await hotelPreOrder(app(), agent.token, hotelPreOrderBody(trip));
    const confirmed = await hotelOrderAs(app(), agent.token, held.id, 'ticketing');
    const tooHigh = await injectEndpoint(app(), HOTEL_ORDER_ENDPOINTS.refund, {
      token: admin.token,
      params: { id: held.id },
      body: { penalty: confirmed.totals.payable + 1 },
    });
    expect(tooHigh.statusCode).toBe(400);
    expect(tooHigh.json().errors).toHaveProperty('penalty');
    const response = await injectEndpoint(app(), HOTEL_ORDER_ENDPOINTS.refund, {
      token: admin.token,
      params: { id: held.id },
      body: { penalty: 1_000 },
    });
    expect(response.json<THotelOrder>().totals.penalties).toBe(1_000);
  });
});

describe('reads and edits', () => {
  it('lists an agent’s own orders only, with filters; the staff see all; Viewer reads but may not write', async () => {
    const trip = await stay();
    const mine = await hotelPreOrder(app(), agent.token, hotelPreOrderBody(trip));
    const theirs = await hotelPreOrder(app(), otherAgent.token, hotelPreOrderBody(trip));
    const listOf = async (token: string, query: Record<string, unknown> = {}) => {
      const response = await injectEndpoint(app(), HOTEL_ORDER_ENDPOINTS.list, {
        token,
        query: { pageSize: 100, ...query },
      });
      expect(response.statusCode, response.body).toBe(200);
      return response.json<{ result: { id: number }[]; count: number }>().result.map((item) => item.id);
    };
    const agentSees = await listOf(agent.token, { agentId: otherAgent.user.id });
    expect(agentSees).toContain(mine.id);
    expect(agentSees).not.toContain(theirs.id);
    expect(await listOf(viewer.token, { hotelId: trip.hotelId })).toEqual(expect.arrayContaining([mine.id, theirs.id]));
    expect(await listOf(admin.token, { pnr: mine.pnr.toLowerCase() })).toEqual([mine.id]);
    expect(await listOf(admin.token, { guestName: 'petros', statuses: 'hold', hotelId: trip.hotelId })).toHaveLength(2);
    const bad = await injectEndpoint(app(), HOTEL_ORDER_ENDPOINTS.list, {
      token: admin.token,
      query: { statuses: 'nope' },
    });
    expect(bad.statusCode).toBe(400);

    const byPnr = await injectEndpoint(app(), HOTEL_SEARCH_ENDPOINTS.byPnr, {
      token: otherAgent.token,
      params: { pnr: mine.pnr },
    });
    expect(byPnr.statusCode).toBe(404);
    const viewerWrites = await injectEndpoint(app(), HOTEL_ORDER_ENDPOINTS.cancelPreOrder, {
      token: viewer.token,
      params: { id: mine.id },
    });
    expect(viewerWrites.statusCode).toBe(403);
  });

  it('exports exactly the filtered list as CSV and XLSX with every guest; an agent only its own', async () => {
    const trip = await stay();
    const mine = await hotelPreOrder(app(), agent.token, hotelPreOrderBody(trip));
    const booked = await hotelOrderAs(
      app(),
      agent.token,
      (await hotelPreOrder(app(), agent.token, hotelPreOrderBody(trip))).id,
      'booking',
    );
    const theirs = await hotelPreOrder(app(), otherAgent.token, hotelPreOrderBody(trip));
    // Left out by the status filter: a confirmed stay in the same hotel.
    await hotelOrderAs(
      app(),
      otherAgent.token,
      (await hotelPreOrder(app(), otherAgent.token, hotelPreOrderBody(trip))).id,
      'ticketing',
    );
    const query = { hotelId: trip.hotelId, statuses: 'hold,booked', sortField: 'pnr', sortOrder: 'asc' } as const;
    const listed = await injectEndpoint(app(), HOTEL_ORDER_ENDPOINTS.list, { token: admin.token, query });
    const pnrs = listed.json<{ result: { pnr: string }[] }>().result.map((item) => item.pnr);
    expect(pnrs).toEqual([mine.pnr, booked.pnr, theirs.pnr].sort());
    const exportOf = (token: string, call: THotelOrderExportQuery, language = 'en') =>
      injectEndpoint(app(), HOTEL_ORDER_ENDPOINTS.export, {
        token,
        query: call,
        headers: { 'accept-language': language },
      });

    const csv = await exportOf(admin.token, query);
    expect(csv.statusCode, csv.body).toBe(200);
    expect(csv.headers['content-disposition']).toMatch(/filename="hotel-orders-\d{4}-\d{2}-\d{2}\.csv"$/);
    const csvRows = await readExport(csv.rawPayload, 'csv');
    expect(csvRows[0]).toEqual([
      'PNR',
      'Status',
      'Agent',
      'Created',
      'Check-in',
      'Check-out',
      'Nights',
      'Hotel',
      'City',
      'Rooms',
      'Guests',
      'Guest names',
      'Total (AMD)',
      'Deadline',
    ]);
    expect(csvRows.slice(1).map((row) => row[0])).toEqual(pnrs);
    const bookedRow = csvRows.find((row) => row[0] === booked.pnr) ?? [];
    expect(bookedRow[1]).toBe('Booked');
    expect(bookedRow.slice(4, 7)).toEqual([trip.checkIn, trip.checkOut, '3']);
    expect(bookedRow.slice(9, 14)).toEqual([
      '1',
      '2',
      'Anna Petrosyan, Aram Petrosyan',
      (booked.totals.payable / 100).toFixed(2),
      booked.bookingExpiresAt,
    ]);

    const xlsx = await exportOf(admin.token, { ...query, format: 'xlsx' }, 'hy');
    expect(xlsx.statusCode).toBe(200);
    const xlsxRows = await readExport(xlsx.rawPayload, 'xlsx');
    expect(xlsxRows[0]?.[7]).toBe(hyTexts.exports.hotelOrders.hotel);
    expect(xlsxRows.slice(1).map((row) => row[0])).toEqual(pnrs);

    // Issue 31: a confirmed stay reads as the hotel screens say it, in every language.
    for (const [language, word] of [
      ['en', 'Confirmed'],
      ['hy', 'Հաստատված'],
      ['ru', 'Подтверждён'],
    ] as const) {
      const confirmed = await exportOf(admin.token, { hotelId: trip.hotelId, statuses: 'ticketed' }, language);
      const rows = (await readExport(confirmed.rawPayload, 'csv')).slice(1);
      expect(rows.map((row) => row[1])).toEqual([word]);
    }

    const own = await exportOf(agent.token, { hotelId: trip.hotelId, agentId: otherAgent.user.id });
    const ownPnrs = (await readExport(own.rawPayload, 'csv')).slice(1).map((row) => row[0]);
    expect(ownPnrs.sort()).toEqual([mine.pnr, booked.pnr].sort());
    expect((await exportOf(admin.token, { statuses: 'nope' })).statusCode).toBe(400);
  });

  it('edits guests’ names, contact and special requests, with a history row', async () => {
    const trip = await stay();
    const order = await hotelPreOrder(app(), agent.token, hotelPreOrderBody(trip));
    const room = order.rooms[0]!;
    const response = await injectEndpoint(app(), HOTEL_ORDER_ENDPOINTS.edit, {
      token: agent.token,
      params: { id: order.id },
      body: {
        comment: 'Late arrival',
        rooms: [
          {
            id: room.id,
            specialRequests: 'Twin beds',
            guests: [{ id: room.guests[1]!.id, firstName: 'Armen', lastName: 'Petrosyan' }],
          },
        ],
      },
    });
    expect(response.statusCode, response.body).toBe(200);
    const edited = response.json<THotelOrder>();
    expect(edited.comment).toBe('Late arrival');
    expect(edited.rooms[0]!.specialRequests).toBe('Twin beds');
    expect(edited.rooms[0]!.guests.map((guest) => guest.firstName)).toEqual(['Anna', 'Armen']);
    const unknown = await injectEndpoint(app(), HOTEL_ORDER_ENDPOINTS.edit, {
      token: agent.token,
      params: { id: order.id },
      body: { rooms: [{ id: room.id, guests: [{ id: 999_999, firstName: 'X', lastName: 'Y' }] }] },
    });
    expect(unknown.statusCode).toBe(400);
    expect(unknown.json().errors).toHaveProperty(['rooms.0.guests.0.id']);
    const activity = await injectEndpoint(app(), ORDER_ACTIVITY_ENDPOINTS.hotel, {
      token: agent.token,
      params: { id: order.id },
    });
    expect(activity.json().history.map((row: { action: string }) => row.action)).toEqual(['preOrder', 'edit']);
  });

  it('keeps the flight and hotel lines apart: a hotel order is no flight order', async () => {
    const trip = await stay();
    const order = await hotelPreOrder(app(), admin.token, hotelPreOrderBody(trip));
    const { FLIGHT_ORDER_ENDPOINTS } = await import('@frs/contract');
    const asFlight = await injectEndpoint(app(), FLIGHT_ORDER_ENDPOINTS.get, {
      token: admin.token,
      params: { id: order.id },
    });
    expect(asFlight.statusCode).toBe(404);
  });
});
