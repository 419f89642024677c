import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import {
  DISRUPTION_ENDPOINTS,
  DOCUMENT_ENDPOINTS,
  defineOrderLifecycle,
  type TDisruptionBatchResult,
  type TFlightOrder,
  type TOrderStatus,
} from '@frs/contract';
import { orders } from './db/schema';
import { AppError } from './lib/app-error';
import { injectEndpoint } from '../test/endpoint-call';
import { userWithToken } from '../test/factories';
import { createFlightSetup } from '../test/flight-factories';
import {
  passengerInput,
  preOrder,
  preOrderBody,
  retimeFlight,
  seedRatesAndTickets,
  sellableClass,
} from '../test/order-factories';
import { createTestApp, type TTestApp } from '../test/test-app';
import { approvalOperations } from './approval-operations';
import { serverJobs } from './jobs';
import type { TApprovalExecutor } from './modules/approvals';
import {
  disruptionHooksOf,
  documentHooksOf,
  lineScriptMailsOf,
  orderPageOf,
  type TDisruptionHook,
  type TProductLineModule,
} from './modules/order-engine';
import { PRODUCT_LINE_MODULES } from './product-lines';

/**
 * A fourth product line plugs in through the registry alone: the skeleton of a "transfers" line (its own module value,
 * built here, touching no other file) is added to the registry's list, and the app, the jobs, the approvals, the
 * e-mail scripts, the reminders' links, a disrupted flight's batches and the documents pick it up by looping over
 * the list.
 */

const transferLifecycle = defineOrderLifecycle<TOrderStatus, 'book' | 'expireHold'>({
  operations: ['book', 'expireHold'],
  transitions: { book: { from: ['hold'], to: 'booked' }, expireHold: { from: ['hold'], to: 'expired' } },
  staff: ['Super Admin'],
  systemOperations: ['expireHold'],
});

const TRANSFER_ORDER = 987_654;
const transferScriptMails = vi.fn(async (_tx: unknown, request: { orderId: number }) =>
  request.orderId === TRANSFER_ORDER ? [] : null,
);

/** A transfer's seats on a flight (a shuttle booked with the flight): what a disrupted flight does to it. */
const transferDisruption: TDisruptionHook = {
  cancelUnpaid: vi.fn(async () => undefined),
  refundInFull: vi.fn(async () => 0),
  // Answers what is paid on the order after its move: 1 000 charged to the agent.
  move: vi.fn(async () => 1_000),
};

/** A transfer's voucher: none issued yet. */
const transferVoucher = vi.fn(async (): Promise<never> => {
  throw new AppError(409, 'VOUCHER_NOT_ISSUED');
});

const transfers: TProductLineModule = {
  name: 'transfer',
  orders: {
    name: 'transfer',
    lifecycle: transferLifecycle,
    readDetails: async () => undefined,
    // No order is a transfer's yet: the orders table knows three lines.
    ordersWhere: sql`false`,
    expiry: { hold: { operation: 'expireHold', release: async () => undefined } },
  },
  routes: async (app) => {
    app.get('/api/transfers/ping', async () => ({ line: 'transfer' }));
  },
  approvals: {},
  scriptMails: transferScriptMails,
  orderPage: (id) => `/reservation/transfer/${id}`,
  jobs: () => [{ name: 'transfer-pickups', intervalMs: 60_000, run: async () => undefined }],
  disruption: transferDisruption,
  documents: { voucher: transferVoucher },
};

const LINES = [...PRODUCT_LINE_MODULES, transfers];

let app: TTestApp;

beforeAll(async () => {
  app = await createTestApp({ productLines: LINES });
});

afterAll(async () => {
  await app?.app.close();
});

describe('a fourth product line registered through the registry', () => {
  it("answers on its own routes, beside the other lines' routes", async () => {
    const ping = await app.app.inject({ method: 'GET', url: '/api/transfers/ping' });
    expect(ping.statusCode).toBe(200);
    expect(ping.json()).toEqual({ line: 'transfer' });
    // Without the line in the list, the route does not exist.
    const without = await createTestApp();
    try {
      expect((await without.app.inject({ method: 'GET', url: '/api/transfers/ping' })).statusCode).toBe(404);
    } finally {
      await without.app.close();
    }
  });

  it('has its jobs run and its orders expired by the server jobs', () => {
    const mail = { publicUrl: 'http://localhost', dataDir: undefined, production: false, smtp: null };
    const names = serverJobs({ cbaRatesUrl: 'http://127.0.0.1:9/' }, { mail, productLines: LINES }).map(
      (job) => job.name,
    );
    expect(names).toContain('transfer-pickups');
    expect(names).toContain('order-expiry');
    expect(serverJobs({ cbaRatesUrl: 'http://127.0.0.1:9/' }, { mail }).map((job) => job.name)).not.toContain(
      'transfer-pickups',
    );
  });

  it("runs the line's approvals, and refuses a registry where a kind has two runners or none", () => {
    const runner: TApprovalExecutor = async () => 'run by the transfer line';
    const hotel = PRODUCT_LINE_MODULES.find((line) => line.name === 'hotel')!;
    const others = PRODUCT_LINE_MODULES.filter((line) => line !== hotel);
    // The hotel refund's runner brought by the fourth line instead of the hotel line: the loop finds it there.
    const operations = approvalOperations([
      ...others,
      { ...hotel, approvals: {} },
      { ...transfers, approvals: { hotelRefund: runner } },
    ]);
    expect(operations.hotelRefund).toBe(runner);
    expect(() => approvalOperations([...LINES, { ...transfers, approvals: { hotelRefund: runner } }])).toThrow(
      /Two runners for the approval kind 'hotelRefund'/,
    );
    expect(() => approvalOperations([...others, transfers])).toThrow(/No runner for the approval kinds hotelRefund/);
  });

  it("asks the line for its orders' script mails and links reminders to its order page", async () => {
    const mails = lineScriptMailsOf(LINES);
    const answer = await mails(app.database.db, { orderId: TRANSFER_ORDER, template: 'booking-add' });
    expect(answer).toEqual([]);
    expect(transferScriptMails).toHaveBeenCalledWith(app.database.db, {
      orderId: TRANSFER_ORDER,
      template: 'booking-add',
    });
    expect(orderPageOf(LINES)('transfer', 7)).toBe('/reservation/transfer/7');
    expect(orderPageOf(LINES)('hotel', 7)).toBe('/reservation/hotel/7');
    expect(() => orderPageOf(PRODUCT_LINE_MODULES)('transfer', 7)).toThrow(/No registered product line 'transfer'/);
  });
});

describe("a fourth line's disruption and document hooks", () => {
  let held: TFlightOrder;
  let disrupted: Awaited<ReturnType<typeof sellableClass>>;
  let later: Awaited<ReturnType<typeof sellableClass>>;
  let staff: Awaited<ReturnType<typeof userWithToken>>;

  beforeAll(async () => {
    const db = app.database.db;
    const setup = await createFlightSetup(db);
    await seedRatesAndTickets(db);
    staff = await userWithToken(app.app, db, 'Super Admin');
    const agent = await userWithToken(app.app, db, 'user', { balance: 100_000_000 });
    disrupted = await sellableClass(db, setup, { daysAhead: 10 });
    later = await sellableClass(db, setup, { daysAhead: 12 });
    held = await preOrder(app.app, agent.headers, preOrderBody([disrupted.flightClass.id], [passengerInput()]));
    await retimeFlight(app.app, staff.headers, disrupted.flight.id, 180);
    // The held order becomes a transfer's (the orders table's check lists three lines: this database's is dropped).
    await db.execute(sql`alter table orders drop constraint orders_product_line_check`);
    await db.execute(sql`update orders set product_line = 'transfer' where id = ${held.id}`);
  });

  it("are the disruption routes' calls for its orders on a disrupted flight", async () => {
    expect([...disruptionHooksOf(PRODUCT_LINE_MODULES).keys()]).toEqual(['flight', 'package']);
    expect(disruptionHooksOf(LINES).get('transfer')).toBe(transferDisruption);
    const db = app.database.db;

    const batch = (endpoint: typeof DISRUPTION_ENDPOINTS.refund | typeof DISRUPTION_ENDPOINTS.move, body: object) =>
      injectEndpoint(app.app, endpoint, { params: { id: disrupted.flight.id }, headers: staff.headers, body });
    const refund = await batch(DISRUPTION_ENDPOINTS.refund, { orderIds: [held.id] });
    expect(refund.statusCode, refund.body).toBe(200);
    expect(refund.json<TDisruptionBatchResult>().results).toEqual([
      { orderId: held.id, pnr: held.pnr, outcome: 'cancelled', amount: 0 },
    ]);
    expect(transferDisruption.cancelUnpaid).toHaveBeenCalledWith(
      expect.objectContaining({ orderId: held.id, flightId: disrupted.flight.id }),
      'hold',
    );
    // Cancelled by the transfer line's hook (a stand-in that does nothing), not by the flight line's cancel.
    const [row] = await db.select({ status: orders.status }).from(orders).where(eq(orders.id, held.id));
    expect(row?.status).toBe('hold');

    const move = await batch(DISRUPTION_ENDPOINTS.move, { orderIds: [held.id], targetFlightId: later.flight.id });
    expect(move.statusCode, move.body).toBe(200);
    expect(move.json<TDisruptionBatchResult>().results).toEqual([
      { orderId: held.id, pnr: held.pnr, outcome: 'moved', amount: -1_000 },
    ]);
    expect(transferDisruption.move).toHaveBeenCalledWith(
      expect.objectContaining({ orderId: held.id, flightId: disrupted.flight.id, targetFlightId: later.flight.id }),
    );
    expect(transferDisruption.refundInFull).not.toHaveBeenCalled();
  });

  it("are what the documents routes read for its orders' documents", async () => {
    const pdf = (endpoint: typeof DOCUMENT_ENDPOINTS.voucher | typeof DOCUMENT_ENDPOINTS.itinerary) =>
      injectEndpoint(app.app, endpoint, { params: { id: held.id }, headers: staff.headers });
    const voucher = await pdf(DOCUMENT_ENDPOINTS.voucher);
    expect(voucher.statusCode, voucher.body).toBe(409);
    expect(voucher.json<{ code: string }>().code).toBe('VOUCHER_NOT_ISSUED');
    expect(transferVoucher).toHaveBeenCalledWith(
      expect.objectContaining({ order: expect.objectContaining({ id: held.id, pnr: held.pnr }) }),
    );
    // A document the line does not bring is no document of its orders.
    expect((await pdf(DOCUMENT_ENDPOINTS.itinerary)).statusCode).toBe(404);
    expect(documentHooksOf(PRODUCT_LINE_MODULES).get('transfer')).toBeUndefined();
  });
});
