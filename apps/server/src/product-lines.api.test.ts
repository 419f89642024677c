import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { defineOrderLifecycle, type TOrderStatus } from '@frs/contract';
import { createTestApp, type TTestApp } from '../test/test-app';
import { approvalOperations } from './approval-operations';
import { serverJobs } from './jobs';
import type { TApprovalExecutor } from './modules/approvals';
import { lineScriptMailsOf, orderPageOf, type TProductLineModule } from './modules/order-engine';
import { PRODUCT_LINE_MODULES } from './product-lines';

/**
 * A fourth product line plugs in through the registry alone: the skeleton of a "transfers" line (its own module value,
 * built here, touching no other file) is added to the registry's list, and the app, the jobs, the approvals, the
 * e-mail scripts and the reminders' links pick it up by looping over the list.
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
