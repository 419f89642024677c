import { eq, inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  addDays,
  DISRUPTION_ENDPOINTS,
  type TDisruptionBatchResult,
  type TDisruptionView,
  type TPackageOrder,
} from '@frs/contract';
import { orders, users } from '../../db/schema';
import { injectEndpoint } from '../../../test/endpoint-call';
import { userWithToken } from '../../../test/factories';
import { flightAt, retimeFlight, seedRatesAndTickets } from '../../../test/order-factories';
import {
  createSellablePackage,
  packageOrderAs,
  packagePreOrder,
  packagePreOrderBody,
  type TSellablePackage,
} from '../../../test/package-order-calls';
import { createTestApp, type TTestApp } from '../../../test/test-app';

/**
 * A disrupted flight's package orders, through the package line's disruption hook: listed on the screen as package
 * orders, never moved (DISRUPTION_PACKAGE_NOT_MOVED), and given back in full (held and booked ones cancelled, a
 * ticketed one refunded without penalty, the agent credited what it paid).
 */

let testApp: TTestApp;
const db = () => testApp.database.db;
let staff: Awaited<ReturnType<typeof userWithToken>>;
let agent: Awaited<ReturnType<typeof userWithToken>>;
let sale: TSellablePackage;
let held: TPackageOrder;
let booked: TPackageOrder;
let ticketed: TPackageOrder;

const call = (endpoint: (typeof DISRUPTION_ENDPOINTS)[keyof typeof DISRUPTION_ENDPOINTS], body?: object) =>
  injectEndpoint(testApp.app, endpoint, { params: { id: sale.outboundClass.flightId }, headers: staff.headers, body });
const balanceOf = async () => {
  const [row] = await db().select({ balance: users.balance }).from(users).where(eq(users.id, agent.user.id));
  return row!.balance;
};

beforeAll(async () => {
  testApp = await createTestApp();
  await seedRatesAndTickets(db());
  sale = await createSellablePackage(db());
  staff = await userWithToken(testApp.app, db(), 'Super Admin');
  agent = await userWithToken(testApp.app, db(), 'user', { balance: 100_000_000 });
  const order = () => packagePreOrder(testApp.app, agent.token, packagePreOrderBody(sale));
  held = await order();
  booked = await packageOrderAs(testApp.app, agent.token, (await order()).id, 'booking');
  ticketed = await packageOrderAs(testApp.app, agent.token, (await order()).id, 'ticketing');
  // The outbound flight leaves three hours later: a material change for every order on it.
  await retimeFlight(testApp.app, staff.headers, sale.outboundClass.flightId, 180);
});
afterAll(async () => {
  await testApp.app.close();
});

describe("a disrupted flight's package orders", () => {
  it('are listed as package orders, and are not moved', async () => {
    const view = (await call(DISRUPTION_ENDPOINTS.view)).json<TDisruptionView>();
    expect(view.orders.map((order) => [order.id, order.productLine, order.status])).toEqual([
      [held.id, 'package', 'hold'],
      [booked.id, 'package', 'booked'],
      [ticketed.id, 'package', 'ticketed'],
    ]);
    const target = await flightAt(db(), sale.setup, addDays(sale.departure, 1));
    const move = await call(DISRUPTION_ENDPOINTS.move, { orderIds: [ticketed.id], targetFlightId: target.id });
    expect(move.statusCode, move.body).toBe(200);
    expect(move.json<TDisruptionBatchResult>().results.map((item) => [item.pnr, item.outcome, item.code])).toEqual([
      [ticketed.pnr, 'failed', 'DISRUPTION_PACKAGE_NOT_MOVED'],
    ]);
  });

  it('are cancelled when unpaid and refunded in full when ticketed', async () => {
    const before = await balanceOf();
    const response = await call(DISRUPTION_ENDPOINTS.refund, { orderIds: [held.id, booked.id, ticketed.id] });
    expect(response.statusCode, response.body).toBe(200);
    expect(
      response.json<TDisruptionBatchResult>().results.map((item) => [item.pnr, item.outcome, item.amount]),
    ).toEqual([
      [held.pnr, 'cancelled', 0],
      [booked.pnr, 'cancelled', 0],
      [ticketed.pnr, 'refunded', ticketed.totals.paid],
    ]);
    expect(await balanceOf()).toBe(before + ticketed.totals.paid);
    const statuses = await db()
      .select({ id: orders.id, status: orders.status })
      .from(orders)
      .where(inArray(orders.id, [held.id, booked.id, ticketed.id]));
    expect(new Map(statuses.map((row) => [row.id, row.status]))).toEqual(
      new Map([
        [held.id, 'cancelled'],
        [booked.id, 'cancelled'],
        [ticketed.id, 'refunded'],
      ]),
    );
  });
});
