import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { z } from 'zod';
import {
  DISRUPTION_ENDPOINTS,
  DOCUMENT_ENDPOINTS,
  defineOrderLifecycle,
  MAIL_ENDPOINTS,
  type TDisruptionBatchResult,
  type TFlightOrder,
  type TMailPreview,
  type TOrderStatus,
} from '@frs/contract';
import { mailOutbox, orders } from './db/schema';
import { AppError } from './lib/app-error';
import { injectEndpoint } from '../test/endpoint-call';
import { userWithToken } from '../test/factories';
import { createFlightSetup } from '../test/flight-factories';
import { TEST_MAIL_CONFIG } from '../test/mailbox';
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
  defineRefundPart,
  defineTemplate,
  REFUND_MAIL_FIELDS,
  sendDueMail,
  type TMailTemplateSet,
  type TRefundPayloadOf,
} from './modules/mail';
import {
  disruptionHooksOf,
  documentHooksOf,
  lineScriptMailsOf,
  mailTemplatesOf,
  orderPageOf,
  type TDisruptionHook,
  type TProductLineModule,
} from './modules/order-engine';
import { PRODUCT_LINE_MODULES } from './product-lines';

/**
 * A fourth product line plugs in through the registry alone: the skeleton of a "transfers" line (its own module value,
 * built here, touching no other file) is added to the registry's list, and the app, the jobs, the approvals, the
 * e-mail scripts, the mail templates, the reminders' links, a disrupted flight's batches and the documents pick it up
 * by looping over the list.
 */

const transferLifecycle = defineOrderLifecycle<TOrderStatus, 'book' | 'expireHold'>({
  operations: ['book', 'expireHold'],
  transitions: { book: { from: ['hold'], to: 'booked' }, expireHold: { from: ['hold'], to: 'expired' } },
  staff: ['Super Admin'],
  systemOperations: ['expireHold'],
});

const TRANSFER_ORDER = 987_654;

/** A transfer's mail: the order, the ride; its words are the line's own (a real line's would be catalogue keys). */
const ZTransferMail = z.object({ name: z.string(), orderId: z.number().int(), pnr: z.string(), ride: z.string() });
const SAMPLE_TRANSFER = {
  name: 'Anna Petrosyan',
  orderId: TRANSFER_ORDER,
  pnr: 'TR4NSF',
  ride: 'EVN airport → Yerevan',
};
const transferPage = (id: number) => `/reservation/transfer/${id}`;

/** The transfer line's part of the shared 'refund' template: its variant, intro, lines and page. */
const ZTransferRefundMail = ZTransferMail.extend({
  line: z.literal('transfer'),
  amount: z.number().int().nullable(),
  penalty: z.number().int().nullable(),
  ...REFUND_MAIL_FIELDS,
});
const transferRefund: TRefundPayloadOf<typeof ZTransferRefundMail> = {
  ...SAMPLE_TRANSFER,
  line: 'transfer',
  amount: 1_500_000,
  penalty: 500_000,
  refunds: [{ name: 'Anna Petrosyan', amount: 1_500_000, penalty: 500_000 }],
  staying: [],
};
const TRANSFER_REFUND_MAIL = defineRefundPart({
  line: 'transfer',
  payload: ZTransferRefundMail,
  sample: transferRefund,
  intro: () => 'Your transfer has been refunded.',
  lines: (payload) => [`Ride: ${payload.ride}`],
  page: transferPage,
});

/**
 * A template the transfer line writes instead of the hotel line (the contract's names are fixed: a test line can
 * only take one over), as the approvals' test has it run the hotel refund.
 */
const TRANSFER_VOUCHER: TMailTemplateSet = {
  'hotel-voucher': defineTemplate({
    payload: ZTransferMail,
    about: 'order',
    attachments: [],
    sample: SAMPLE_TRANSFER,
    content: (payload, texts, context) => ({
      subject: `Transfer voucher ${payload.pnr}`,
      greeting: `Dear ${payload.name},`,
      paragraphs: [`Ride: ${payload.ride}`],
      link: { label: texts.common.openOrder, url: `${context.publicUrl}${transferPage(payload.orderId)}` },
    }),
  }),
};

const transferScriptMails = vi.fn(async (_tx: unknown, request: { orderId: number; template: string }) => {
  if (request.orderId !== TRANSFER_ORDER) return null;
  if (request.template !== 'refund') return [];
  return [{ to: 'rider@example.test', template: 'refund' as const, language: 'en' as const, payload: transferRefund }];
});

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
  mailTemplates: { templates: {}, refund: TRANSFER_REFUND_MAIL },
  orderPage: transferPage,
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

describe("a fourth product line's mail templates", () => {
  it("writes the line's refund through the shared 'refund' template, sent by the e-mail scripts and the mail job", async () => {
    const staff = await userWithToken(app.app, app.database.db, 'Super Admin');
    const sent = await injectEndpoint(app.app, MAIL_ENDPOINTS.sendScript, {
      headers: staff.headers,
      params: { name: 'refund' },
      body: { orderId: TRANSFER_ORDER },
    });
    // The app's templates took the transfer's variant: the script's payload check passed.
    expect(sent.statusCode).toBe(201);
    expect(sent.json()).toEqual({ queued: 1, recipients: ['rider@example.test'] });

    // The mail job's sender, with the app's templates (the registry's and the transfer line's).
    const sentMails: { to: string; subject: string; text: string }[] = [];
    const mailer = {
      kind: 'environment' as const,
      send: async (mail: { to: string; subject: string; text: string }) => void sentMails.push(mail),
      close: () => undefined,
    };
    const result = await sendDueMail({
      db: app.database.db,
      config: { ...TEST_MAIL_CONFIG, templates: mailTemplatesOf(LINES) },
      log: app.app.log,
      mailer,
    });
    expect(result).toEqual({ sent: 1, failed: 0, retrying: 0 });
    expect(sentMails).toHaveLength(1);
    expect(sentMails[0]!.to).toBe('rider@example.test');
    expect(sentMails[0]!.subject).toBe('Refund: TR4NSF');
    expect(sentMails[0]!.text).toContain('Your transfer has been refunded.\nRide: EVN airport → Yerevan');
    expect(sentMails[0]!.text).toContain(`http://frs.test:8080/reservation/transfer/${TRANSFER_ORDER}`);
    const [row] = await app.database.db.select().from(mailOutbox).where(eq(mailOutbox.recipient, 'rider@example.test'));
    expect(row).toMatchObject({ template: 'refund', status: 'sent' });
  });

  it("previews a template the line writes, through the app's mail routes", async () => {
    const hotel = PRODUCT_LINE_MODULES.find((line) => line.name === 'hotel')!;
    const { 'hotel-voucher': _voucher, ...hotelTemplates } = hotel.mailTemplates.templates;
    const taken = await createTestApp({
      productLines: [
        ...PRODUCT_LINE_MODULES.filter((line) => line !== hotel),
        { ...hotel, mailTemplates: { ...hotel.mailTemplates, templates: hotelTemplates } },
        { ...transfers, mailTemplates: { templates: TRANSFER_VOUCHER } },
      ],
    });
    try {
      const viewer = await userWithToken(taken.app, taken.database.db, 'Viewer');
      const response = await injectEndpoint(taken.app, MAIL_ENDPOINTS.previewTemplate, {
        headers: viewer.headers,
        params: { name: 'hotel-voucher' },
        query: { lang: 'en' },
      });
      expect(response.statusCode).toBe(200);
      const preview = response.json<TMailPreview>();
      expect(preview.subject).toBe('Transfer voucher TR4NSF');
      expect(preview.text).toContain('Ride: EVN airport → Yerevan');
      expect(preview.attachments).toEqual([]);
    } finally {
      await taken.app.close();
    }
  });

  it('refuses to start when a template name of the contract has no template, or two', async () => {
    const hotel = PRODUCT_LINE_MODULES.find((line) => line.name === 'hotel')!;
    const others = PRODUCT_LINE_MODULES.filter((line) => line !== hotel);
    const mail = { publicUrl: 'http://localhost', dataDir: undefined, production: false, smtp: null };
    // Without the hotel line, nobody writes its three mails: neither the app nor the jobs start.
    await expect(createTestApp({ productLines: others })).rejects.toThrow(
      /No template for the mail templates hotel-booking, hotel-cancel, hotel-voucher/,
    );
    expect(() => serverJobs({ cbaRatesUrl: 'http://127.0.0.1:9/' }, { mail, productLines: others })).toThrow(
      /No template for the mail templates hotel-booking/,
    );
    expect(() => mailTemplatesOf([...LINES, { ...transfers, mailTemplates: { templates: TRANSFER_VOUCHER } }])).toThrow(
      /Two templates for the mail template 'hotel-voucher'/,
    );
    expect(() => mailTemplatesOf([...LINES, transfers])).toThrow(/Two refund mails of the product line 'transfer'/);
    // The registry's own 'refund' template has no transfer variant: the payload is refused.
    const registry = mailTemplatesOf(PRODUCT_LINE_MODULES);
    expect(() => registry.of('refund').payload.parse(transferRefund)).toThrow();
    expect(mailTemplatesOf(LINES).of('refund').payload.parse(transferRefund)).toMatchObject({ line: 'transfer' });
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
