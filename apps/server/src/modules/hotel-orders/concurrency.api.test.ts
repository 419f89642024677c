import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addDays, HOTEL_ORDER_ENDPOINTS, todayIsoDate } from '@frs/contract';
import { orders } from '../../db/schema';
import { createSellableRoom, nightsOf } from '../../../test/agency-factories';
import { injectEndpoint } from '../../../test/endpoint-call';
import { userWithToken } from '../../../test/factories';
import { hotelOrderAs, hotelPreOrder, hotelPreOrderBody } from '../../../test/hotel-order-calls';
import { seedRatesAndTickets } from '../../../test/order-factories';
import { createTestApp, type TTestApp } from '../../../test/test-app';
import { expireDueOrdersOf } from '../order-engine';
import { hotelOrderLine } from './hotel-order-line';

/** The correctness tests the hotels issue requires, on whichever database the suite runs on. */

let testApp: TTestApp;
const db = () => testApp.database.db;
const day = (days: number) => addDays(todayIsoDate(), days);

beforeAll(async () => {
  testApp = await createTestApp();
  await seedRatesAndTickets(db());
});
afterAll(async () => {
  await testApp.app.close();
});

/** Every night of a room type: free + held + sold = allotment, and nothing below zero. */
async function expectCountersHold(roomId: number) {
  for (const night of (await nightsOf(db(), roomId)).values()) {
    expect(night.held).toBeGreaterThanOrEqual(0);
    expect(night.sold).toBeGreaterThanOrEqual(0);
    expect(night.held + night.sold).toBeLessThanOrEqual(night.allotment);
  }
}

describe('rooms under concurrency and expiry', () => {
  it(
    '200 concurrent pre-orders of 1 room for 3 nights on 50 rooms a night give exactly 50 holds',
    { timeout: 120_000 },
    async () => {
      const agent = await userWithToken(testApp.app, db(), 'user');
      const { hotelId, room } = await createSellableRoom(db(), { from: day(5), nights: 10, allotment: 50 });
      const body = hotelPreOrderBody({ hotelId, roomId: room.id, checkIn: day(6), checkOut: day(9) });
      const responses = await Promise.all(
        Array.from({ length: 200 }, () =>
          injectEndpoint(testApp.app, HOTEL_ORDER_ENDPOINTS.preOrder, { headers: agent.headers, body }),
        ),
      );
      const statuses = responses.map((response) => response.statusCode);
      expect(statuses.filter((status) => status === 200)).toHaveLength(50);
      expect(statuses.filter((status) => status === 409)).toHaveLength(150);
      expect(responses.find((response) => response.statusCode === 409)!.json().code).toBe('NOT_ENOUGH_ROOMS');
      const nights = await nightsOf(db(), room.id);
      expect([day(5), day(6), day(7), day(8), day(9)].map((date) => nights.get(date)!.held)).toEqual([
        0, 50, 50, 50, 0,
      ]);
      await expectCountersHold(room.id);
      const holds = await db()
        .select({ id: orders.id })
        .from(orders)
        .where(and(eq(orders.agentId, agent.user.id), eq(orders.status, 'hold')));
      expect(holds).toHaveLength(50);
    },
  );

  it('hold expiry releases exactly the held nights; booking expiry the sold ones', async () => {
    const agent = await userWithToken(testApp.app, db(), 'user', { balance: 100_000_000 });
    const { hotelId, room } = await createSellableRoom(db(), { from: day(5), nights: 10, allotment: 5 });
    const first = hotelPreOrderBody({ hotelId, roomId: room.id, checkIn: day(6), checkOut: day(8) });
    const second = hotelPreOrderBody({ hotelId, roomId: room.id, checkIn: day(7), checkOut: day(10) });
    const held = await hotelPreOrder(testApp.app, agent.token, first);
    const booked = await hotelOrderAs(
      testApp.app,
      agent.token,
      (await hotelPreOrder(testApp.app, agent.token, second)).id,
      'booking',
    );
    const kept = await hotelPreOrder(testApp.app, agent.token, first);
    const before = await nightsOf(db(), room.id);
    expect([day(6), day(7), day(8), day(9)].map((date) => [before.get(date)!.held, before.get(date)!.sold])).toEqual([
      [2, 0],
      [2, 1],
      [0, 1],
      [0, 1],
    ]);
    // Past the holds' limit (minutes) but not the booking's (hours): the holds expire, the booking stays.
    const result = await expireDueOrdersOf(db(), [hotelOrderLine], new Date(Date.now() + 60 * 60_000));
    expect(result.holds).toBeGreaterThanOrEqual(2);
    const afterHolds = await nightsOf(db(), room.id);
    expect(
      [day(6), day(7), day(8), day(9)].map((date) => [afterHolds.get(date)!.held, afterHolds.get(date)!.sold]),
    ).toEqual([
      [0, 0],
      [0, 1],
      [0, 1],
      [0, 1],
    ]);
    const statusOf = async (id: number) => (await db().select().from(orders).where(eq(orders.id, id)))[0]!.status;
    expect([await statusOf(held.id), await statusOf(kept.id), await statusOf(booked.id)]).toEqual([
      'expired',
      'expired',
      'booked',
    ]);
    // Past the booking's limit too.
    await expireDueOrdersOf(db(), [hotelOrderLine], new Date(Date.now() + 30 * 86_400_000));
    expect(await statusOf(booked.id)).toBe('expired');
    const afterBooking = await nightsOf(db(), room.id);
    expect([...afterBooking.values()].every((night) => night.held === 0 && night.sold === 0)).toBe(true);
  });
});
