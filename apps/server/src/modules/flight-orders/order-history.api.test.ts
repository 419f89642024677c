import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  FLIGHT_ORDER_ENDPOINTS,
  type TFlightOrder,
  type TOrderActivity,
  ORDER_ACTIVITY_ENDPOINTS,
} from '@frs/contract';
import { balanceEntries } from '../../db/schema';
import { injectEndpoint } from '../../../test/endpoint-call';
import { TEST_COMPANY, userWithToken } from '../../../test/factories';
import { createClassRow, createFlightSetup, type TFlightSetup } from '../../../test/flight-factories';
import {
  orderAs,
  passengerInput,
  preOrder,
  preOrderBody,
  seedRatesAndTickets,
  sellableClass,
} from '../../../test/order-factories';
import { createTestApp, type TTestApp } from '../../../test/test-app';

/**
 * What an order's history and its ledger entries keep: names, amounts and codes that the page renders in the
 * reader's language, never ids, English sentences or values that did not change.
 */

let testApp: TTestApp;
let setup: TFlightSetup;
const db = () => testApp.database.db;

beforeAll(async () => {
  testApp = await createTestApp();
  setup = await createFlightSetup(db());
  await seedRatesAndTickets(db());
});
afterAll(async () => {
  await testApp.app.close();
});

/** Every key of every value map, however deep: none may name an id. */
function keysOf(value: unknown): string[] {
  if (Array.isArray(value)) return value.flatMap(keysOf);
  if (value && typeof value === 'object') {
    return Object.entries(value).flatMap(([key, inner]) => [key, ...keysOf(inner)]);
  }
  return [];
}

describe('order history and ledger reasons', () => {
  it('name the agent, flights, classes and passengers, keep only what changed, and store reasons as codes', async () => {
    const admin = await userWithToken(testApp.app, db(), 'Admin');
    const agent = await userWithToken(testApp.app, db(), 'user', { balance: 200_000_000 });
    const { flight, flightClass } = await sellableClass(db(), setup);
    const receiving = await createClassRow(db(), setup, flight.id, { name: 'PROMO' });
    const [aram, anna] = [
      passengerInput('adult', { firstName: 'Aram', lastName: 'Petrosyan' }),
      passengerInput('adult', { firstName: 'Anna', lastName: 'Petrosyan' }),
    ];
    const held = await preOrder(testApp.app, agent.headers, preOrderBody([flightClass.id], [aram!, anna!]));
    const order = await orderAs(testApp.app, agent.headers, held.id, 'ticketing');
    const [first, second] = order.passengers;
    const refunded = await injectEndpoint(testApp.app, FLIGHT_ORDER_ENDPOINTS.refund, {
      params: { id: order.id },
      headers: admin.headers,
      body: {
        passengerIds: [first!.id],
        receivingClasses: [{ segmentId: order.segments[0]!.id, classId: receiving.id }],
      },
    });
    expect(refunded.statusCode).toBe(200);
    const discounted = await injectEndpoint(testApp.app, FLIGHT_ORDER_ENDPOINTS.editDiscount, {
      params: { id: order.id },
      headers: admin.headers,
      body: { discount: 100_000, reason: 'Loyal client' },
    });
    expect(discounted.statusCode).toBe(200);
    const renamed = await injectEndpoint(testApp.app, FLIGHT_ORDER_ENDPOINTS.editPassengerName, {
      params: { orderId: order.id, passengerId: second!.id },
      headers: admin.headers,
      body: { firstName: 'Ani', lastName: 'Petrosyan' },
    });
    expect(renamed.statusCode).toBe(200);
    const after = renamed.json<TFlightOrder>();

    const response = await injectEndpoint(testApp.app, ORDER_ACTIVITY_ENDPOINTS.flight, {
      params: { id: order.id },
      headers: agent.headers,
    });
    expect(response.statusCode).toBe(200);
    const { history, money: movements } = response.json<TOrderActivity>();
    const flightName = `${setup.airline.iataCode} ${flight.flightNumber}`;
    const route = `${setup.from.iataCode} → ${setup.to.iataCode}`;
    const departure = order.segments[0]!.flight.departureLocal;

    expect(history.map((row) => row.action)).toEqual([
      'preOrder',
      'ticket',
      'refund',
      'editDiscount',
      'editPassengerName',
    ]);
    expect(history[0]!.newValues).toEqual({
      pnr: order.pnr,
      status: 'hold',
      agent: TEST_COMPANY.companyName,
      flights: [{ flight: flightName, route, departure, class: flightClass.name }],
      passengers: ['Aram Petrosyan', 'Anna Petrosyan'],
      payable: held.totals.payable,
      holdExpiresAt: held.holdExpiresAt,
    });
    // The refund keeps the order ticketed: the status is no part of its line.
    const refundRow = history[2]!;
    expect(refundRow.oldValues).toEqual({ payable: order.totals.payable, paid: order.totals.paid });
    expect(refundRow.newValues).toEqual({
      refunds: [{ name: 'Aram Petrosyan', amount: first!.price.net / 2, penalty: first!.price.net / 2 }],
      seatsTo: [{ flight: flightName, route, departure, class: 'PROMO' }],
      payable: second!.price.net,
      paid: order.totals.paid - first!.price.net / 2,
    });
    expect(history[4]!.oldValues).toMatchObject({ name: 'Anna Petrosyan' });
    expect(history[4]!.newValues).toMatchObject({ name: 'Ani Petrosyan', payable: after.totals.payable });
    for (const row of history) {
      const keys = [...keysOf(row.oldValues), ...keysOf(row.newValues)];
      expect(keys.filter((key) => /^id$|Ids?$/.test(key))).toEqual([]);
      for (const key of Object.keys(row.newValues ?? {})) {
        if (row.oldValues && key in row.oldValues) expect(row.oldValues[key]).not.toEqual(row.newValues![key]);
      }
    }

    // The ledger keeps the system's reasons as codes with parameters, not as English text.
    const stored = await db()
      .select()
      .from(balanceEntries)
      .where(eq(balanceEntries.orderReference, order.pnr))
      .orderBy(balanceEntries.sequence);
    expect(stored.map((entry) => [entry.kind, entry.reason, entry.reasonCode, entry.reasonParams])).toEqual([
      ['ticketing', null, 'tickets', { pnr: order.pnr }],
      ['refund', null, 'refund', { pnr: order.pnr, passengers: ['Aram Petrosyan'] }],
      ['penalty', null, 'refundPenalty', { pnr: order.pnr, passengers: ['Aram Petrosyan'] }],
      ['price-correction', null, 'discount', { pnr: order.pnr, note: 'Loyal client' }],
      ['penalty', null, 'nameChange', { pnr: order.pnr, from: 'Anna Petrosyan', to: 'Ani Petrosyan' }],
    ]);
    expect(movements.map((entry) => [entry.reason, entry.systemReason])).toEqual(
      stored.map((entry) => [null, { code: entry.reasonCode, params: entry.reasonParams }]),
    );
  });
});
