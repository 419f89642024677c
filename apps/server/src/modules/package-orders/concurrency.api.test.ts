import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PACKAGE_ORDER_ENDPOINTS } from '@frs/contract';
import { classes, orders } from '../../db/schema';
import { nightsOf } from '../../../test/agency-factories';
import { injectEndpoint } from '../../../test/endpoint-call';
import { userWithToken } from '../../../test/factories';
import { seedRatesAndTickets } from '../../../test/order-factories';
import {
  createSellablePackage,
  packageOrderAs,
  packagePreOrder,
  packagePreOrderBody,
  type TSellablePackage,
} from '../../../test/package-order-calls';
import { createTestApp, type TTestApp } from '../../../test/test-app';
import { expireDueOrdersOf } from '../order-engine';
import { packageOrderLine } from './package-order-line';

/** The correctness tests the packages issue requires, on whichever database the suite runs on. */

let testApp: TTestApp;
const db = () => testApp.database.db;

beforeAll(async () => {
  testApp = await createTestApp();
  await seedRatesAndTickets(db());
});
afterAll(async () => {
  await testApp.app.close();
});

async function seatsOf(classId: number) {
  const [row] = await db()
    .select({ held: classes.held, sold: classes.sold })
    .from(classes)
    .where(eq(classes.id, classId));
  return row!;
}

/** Held and sold rooms on every night of the package's stay. */
async function stayNights(sale: TSellablePackage, checkIn: string) {
  const nights = await nightsOf(db(), sale.room.id);
  return [...nights.entries()]
    .filter(([date]) => date >= checkIn && date < addNights(checkIn, sale.nights))
    .map(([, night]) => ({ held: night.held, sold: night.sold }));
}

const addNights = (date: string, nights: number) =>
  new Date(Date.parse(`${date}T00:00:00Z`) + nights * 86_400_000).toISOString().slice(0, 10);

describe('packages under concurrency and expiry', () => {
  it(
    '40 concurrent pre-orders of a package whose hotel has 10 rooms and flights 50 seats give exactly 10 holds',
    { timeout: 120_000 },
    async () => {
      const sale = await createSellablePackage(db(), { seats: 50, allotment: 10 });
      const agent = await userWithToken(testApp.app, db(), 'user');
      const body = packagePreOrderBody(sale);
      const responses = await Promise.all(
        Array.from({ length: 40 }, () =>
          injectEndpoint(testApp.app, PACKAGE_ORDER_ENDPOINTS.preOrder, { headers: agent.headers, body }),
        ),
      );
      const statuses = responses.map((response) => response.statusCode);
      expect(statuses.filter((status) => status === 200)).toHaveLength(10);
      expect(statuses.filter((status) => status === 409)).toHaveLength(30);
      expect(responses.find((response) => response.statusCode === 409)!.json().code).toBe('NOT_ENOUGH_ROOMS');
      // No flight seat stays held for a party that did not get a room.
      expect(await seatsOf(sale.outboundClass.id)).toEqual({ held: 20, sold: 0 });
      expect(await seatsOf(sale.returnClass.id)).toEqual({ held: 20, sold: 0 });
      const checkIn = responses.find((response) => response.statusCode === 200)!.json().checkIn as string;
      expect(await stayNights(sale, checkIn)).toEqual(
        Array.from({ length: sale.nights }, () => ({ held: 10, sold: 0 })),
      );
      const holds = await db()
        .select({ id: orders.id })
        .from(orders)
        .where(and(eq(orders.agentId, agent.user.id), eq(orders.status, 'hold')));
      expect(holds).toHaveLength(10);
    },
  );

  it('a full flight takes no room either', async () => {
    const sale = await createSellablePackage(db(), { seats: 3, allotment: 10 });
    const agent = await userWithToken(testApp.app, db(), 'user');
    const body = packagePreOrderBody(sale);
    const first = await injectEndpoint(testApp.app, PACKAGE_ORDER_ENDPOINTS.preOrder, { headers: agent.headers, body });
    expect(first.statusCode).toBe(200);
    const second = await injectEndpoint(testApp.app, PACKAGE_ORDER_ENDPOINTS.preOrder, {
      headers: agent.headers,
      body,
    });
    expect(second.statusCode).toBe(409);
    expect(second.json().code).toBe('NOT_ENOUGH_SEATS');
    expect(await stayNights(sale, first.json().checkIn)).toEqual(
      Array.from({ length: sale.nights }, () => ({ held: 1, sold: 0 })),
    );
  });

  it('hold expiry gives back the held seats and nights; booking expiry the sold ones', async () => {
    const sale = await createSellablePackage(db(), { seats: 10, allotment: 5 });
    const agent = await userWithToken(testApp.app, db(), 'user', { balance: 100_000_000 });
    const held = await packagePreOrder(testApp.app, agent.token, packagePreOrderBody(sale));
    const booked = await packageOrderAs(
      testApp.app,
      agent.token,
      (await packagePreOrder(testApp.app, agent.token, packagePreOrderBody(sale))).id,
      'booking',
    );
    expect(await seatsOf(sale.outboundClass.id)).toEqual({ held: 2, sold: 2 });
    await expireDueOrdersOf(db(), [packageOrderLine], new Date(Date.parse(held.holdExpiresAt!) + 1_000));
    expect(await seatsOf(sale.outboundClass.id)).toEqual({ held: 0, sold: 2 });
    expect(await stayNights(sale, held.checkIn)).toEqual(
      Array.from({ length: sale.nights }, () => ({ held: 0, sold: 1 })),
    );
    await expireDueOrdersOf(db(), [packageOrderLine], new Date(Date.parse(booked.bookingExpiresAt!) + 1_000));
    expect(await seatsOf(sale.returnClass.id)).toEqual({ held: 0, sold: 0 });
    expect(await stayNights(sale, held.checkIn)).toEqual(
      Array.from({ length: sale.nights }, () => ({ held: 0, sold: 0 })),
    );
    const [expired] = await db().select({ status: orders.status }).from(orders).where(eq(orders.id, booked.id));
    expect(expired!.status).toBe('expired');
  });
});
