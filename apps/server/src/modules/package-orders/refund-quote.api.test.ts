import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PACKAGE_ORDER_ENDPOINTS, percentOf, type TPackageOrder, type TPackageRefundQuote } from '@frs/contract';
import { packageOffers } from '../../db/schema';
import { injectEndpoint } from '../../../test/endpoint-call';
import { userWithToken } from '../../../test/factories';
import { seedRatesAndTickets } from '../../../test/order-factories';
import {
  createSellablePackage,
  packageOrderAs,
  packagePreOrder,
  packagePreOrderBody,
} from '../../../test/package-order-calls';
import { createTestApp, type TTestApp } from '../../../test/test-app';

/**
 * Issue 31: the refund dialog's preview comes from the server's own refund rules (what the payer paid for each
 * traveller, the rules' penalty and the rest), and the staff's price parts follow a partial refund.
 */

let testApp: TTestApp;
const db = () => testApp.database.db;
const endpoints = PACKAGE_ORDER_ENDPOINTS;

beforeAll(async () => {
  testApp = await createTestApp();
  await seedRatesAndTickets(db());
});
afterAll(async () => {
  await testApp.app.close();
});

async function ticketedAgentPackage(policy: { daysBefore: number; type: 'percent'; value: number }[] = []) {
  const sale = await createSellablePackage(db());
  await db().update(packageOffers).set({ cancellationPolicy: policy }).where(eq(packageOffers.id, sale.offer.id));
  const agent = await userWithToken(testApp.app, db(), 'user', { balance: 10_000_000_00 });
  const held = await packagePreOrder(testApp.app, agent.token, packagePreOrderBody(sale));
  const ticketed = await packageOrderAs(testApp.app, agent.token, held.id, 'ticketing');
  return { sale, agent, order: ticketed };
}

async function quoteOf(token: string, orderId: number) {
  return injectEndpoint(testApp.app, endpoints.refundQuote, { token, params: { id: orderId } });
}

async function orderAs(token: string, orderId: number) {
  const response = await injectEndpoint(testApp.app, endpoints.get, { token, params: { id: orderId } });
  expect(response.statusCode).toBe(200);
  return response.json<TPackageOrder>();
}

describe('GET /api/packageOrders/refund/{id}/quote', () => {
  it("gives an agent's travellers their net share, the stricter of the parts' penalties, and the refund keeps exactly that", async () => {
    const { order } = await ticketedAgentPackage();
    const admin = await userWithToken(testApp.app, db(), 'Admin');

    const response = await quoteOf(admin.token, order.id);
    expect(response.statusCode).toBe(200);
    const quote = response.json<TPackageRefundQuote>();
    expect(quote.policy).toBe('parts');
    expect(quote.travellers.map((traveller) => traveller.passengerId)).toEqual(order.passengers.map((p) => p.id));
    for (const traveller of quote.travellers) {
      const passenger = order.passengers.find((p) => p.id === traveller.passengerId)!;
      // What the agent paid, not the gross price.
      expect(passenger.price.net).toBeLessThan(passenger.price.gross);
      expect(traveller.paid).toBe(passenger.price.net);
      // The test fare rule keeps half of the flights; the room type has no cancellation policy.
      expect(traveller.parts!.flights).toBeGreaterThan(0);
      expect(traveller.parts!.hotel).toBe(0);
      expect(traveller.penalty).toBe(Math.max(traveller.parts!.flights, traveller.parts!.hotel));
      expect(traveller.refund).toBe(traveller.paid - traveller.penalty);
    }

    const [first] = quote.travellers;
    const refunded = await injectEndpoint(testApp.app, endpoints.refund, {
      token: admin.token,
      params: { id: order.id },
      body: { passengerIds: [first!.passengerId] },
    });
    expect(refunded.statusCode).toBe(200);
    const after = refunded.json<TPackageOrder>().passengers.find((p) => p.id === first!.passengerId)!;
    expect(after.refundPenalty).toBe(first!.penalty);
    expect(after.refundAmount).toBe(first!.refund);

    // Only who still travels is quoted.
    const again = (await quoteOf(admin.token, order.id)).json<TPackageRefundQuote>();
    expect(again.travellers.map((traveller) => traveller.passengerId)).toEqual([quote.travellers[1]!.passengerId]);
  });

  it("applies the package's own policy when it has one", async () => {
    const { order } = await ticketedAgentPackage([{ daysBefore: 60, type: 'percent', value: 40 }]);
    const admin = await userWithToken(testApp.app, db(), 'Admin');
    const quote = (await quoteOf(admin.token, order.id)).json<TPackageRefundQuote>();
    expect(quote.policy).toBe('package');
    for (const traveller of quote.travellers) {
      expect(traveller.parts).toBeNull();
      expect(traveller.penalty).toBe(percentOf(traveller.paid, 40));
    }
  });

  it("quotes the gross for the agency's own sale, and is the staff's only", async () => {
    const sale = await createSellablePackage(db());
    const admin = await userWithToken(testApp.app, db(), 'Admin');
    const held = await packagePreOrder(testApp.app, admin.token, packagePreOrderBody(sale));
    const own = await packageOrderAs(testApp.app, admin.token, held.id, 'ticketing');
    const quote = (await quoteOf(admin.token, own.id)).json<TPackageRefundQuote>();
    expect(quote.travellers.map((traveller) => traveller.paid)).toEqual(own.passengers.map((p) => p.price.gross));

    const { agent, order } = await ticketedAgentPackage();
    expect((await quoteOf(agent.token, order.id)).statusCode).toBe(403);
    // A hold cannot be refunded, so it has no quote either.
    const hold = await packagePreOrder(testApp.app, agent.token, packagePreOrderBody(sale));
    expect((await quoteOf(admin.token, hold.id)).statusCode).toBe(409);
  });
});

describe("the staff's price parts after a refund", () => {
  it('are the parts of who still travels, adding up to the reduced price', async () => {
    const { order } = await ticketedAgentPackage();
    const admin = await userWithToken(testApp.app, db(), 'Admin');
    const whole = await orderAs(admin.token, order.id);
    const parts = whole.breakdown!;
    expect(parts.flights + parts.hotel + parts.services + parts.markup).toBe(whole.totals.gross);

    const [first, second] = whole.passengers;
    await injectEndpoint(testApp.app, endpoints.refund, {
      token: admin.token,
      params: { id: order.id },
      body: { passengerIds: [first!.id] },
    });
    const half = await orderAs(admin.token, order.id);
    const left = half.breakdown!;
    expect(half.totals.gross).toBe(second!.price.gross);
    expect(left.flights + left.hotel + left.services + left.markup).toBe(half.totals.gross);
    // Two adults on the same fares, sharing one room: each carries half of the flights and of the stay.
    expect(left.flights).toBe(parts.flights / 2);
    expect(left.hotel).toBe(parts.hotel / 2);

    await injectEndpoint(testApp.app, endpoints.refund, {
      token: admin.token,
      params: { id: order.id },
      body: { passengerIds: [second!.id] },
    });
    const none = await orderAs(admin.token, order.id);
    expect(none.status).toBe('refunded');
    expect(none.breakdown).toEqual({ flights: 0, hotel: 0, services: 0, markup: 0 });
  });
});
