import type { Readable } from 'node:stream';
import type { FastifyReply } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  addDays,
  enTexts,
  ORDERS_FULL_DATA_EXPORT,
  REPORT_ENDPOINTS,
  ruTexts,
  todayIsoDate,
  type TErrorBody,
  type TExportFormat,
  type TOrderTotals,
  type TOrdersFullDataQuery,
  ZOrdersFullDataQuery,
} from '@frs/contract';
import { createSellableRoom } from '../../../test/agency-factories';
import { endpointTitle, injectEndpoint, urlOf } from '../../../test/endpoint-call';
import { readExport } from '../../../test/export-file';
import { userWithToken } from '../../../test/factories';
import { createFlightSetup } from '../../../test/flight-factories';
import { hotelOrderAs, hotelPreOrder, hotelPreOrderBody } from '../../../test/hotel-order-calls';
import {
  orderAs,
  passengerInput,
  preOrder,
  preOrderBody,
  seedRatesAndTickets,
  sellableClass,
} from '../../../test/order-factories';
import {
  createSellablePackage,
  packageOrderAs,
  packagePreOrder,
  packagePreOrderBody,
} from '../../../test/package-order-calls';
import { createTestApp, type TTestApp } from '../../../test/test-app';
import { sendExport } from '../../lib/list-export';
import { exportOrdersFullData } from './orders-full-data';

/**
 * The full order data export: one row per order of every product line, made through the order services, read back
 * with the libraries that wrote it (csv-parse, exceljs); its filters; who may ask; and what it refuses.
 */

const endpoint = REPORT_ENDPOINTS.ordersFullData;
let testApp: TTestApp;
let agent: Awaited<ReturnType<typeof userWithToken>>;
let admin: Awaited<ReturnType<typeof userWithToken>>;
const db = () => testApp.database.db;
const app = () => testApp.app;
const day = (days: number) => addDays(todayIsoDate(), days);
const column = (key: (typeof ORDERS_FULL_DATA_EXPORT.columns)[number]['key']) =>
  ORDERS_FULL_DATA_EXPORT.columns.findIndex((item) => item.key === key);

/** The agent's orders, one of each kind, by what the test calls them. */
const made: Record<
  'ticketedFlight' | 'heldFlight' | 'hotel' | 'package',
  { id: number; pnr: string; totals: TOrderTotals }
> = {} as never;
let hotelName = '';
let packageName = '';

beforeAll(async () => {
  testApp = await createTestApp();
  await seedRatesAndTickets(db());
  agent = await userWithToken(app(), db(), 'user', { balance: 900_000_000 });
  const otherAgent = await userWithToken(app(), db(), 'user', { balance: 900_000_000 });
  admin = await userWithToken(app(), db(), 'Admin');

  const setup = await createFlightSetup(db());
  const { flightClass } = await sellableClass(db(), setup, { daysAhead: 10 });
  const flight = await preOrder(
    app(),
    agent.headers,
    preOrderBody([flightClass.id], [passengerInput('adult'), passengerInput('child')]),
  );
  made.ticketedFlight = await orderAs(app(), agent.headers, flight.id, 'ticketing');
  made.heldFlight = await preOrder(app(), agent.headers, preOrderBody([flightClass.id]));
  await preOrder(app(), otherAgent.headers, preOrderBody([flightClass.id]));

  const { hotelId, room } = await createSellableRoom(db(), { from: day(15), nights: 10 });
  const stay = { hotelId, roomId: room.id, checkIn: day(20), checkOut: day(23) };
  const hotel = await hotelPreOrder(app(), agent.token, hotelPreOrderBody(stay));
  made.hotel = await hotelOrderAs(app(), agent.token, hotel.id, 'ticketing');
  hotelName = hotel.hotel.name;

  const sale = await createSellablePackage(db(), { daysAhead: 30 });
  const held = await packagePreOrder(app(), agent.token, packagePreOrderBody(sale));
  made.package = await packageOrderAs(app(), agent.token, held.id, 'ticketing');
  packageName = sale.offer.name;
});
afterAll(async () => {
  await testApp.app.close();
});

function exportOf(query: TOrdersFullDataQuery, token = admin.token, language = 'en') {
  return injectEndpoint(app(), endpoint, { query, token, headers: { 'accept-language': language } });
}

async function rowsOf(query: TOrdersFullDataQuery, format: TExportFormat = 'csv', language = 'en') {
  const response = await exportOf({ ...query, format }, admin.token, language);
  expect(response.statusCode, response.body).toBe(200);
  return readExport(response.rawPayload, format);
}

const pnrsOf = (rows: string[][]) =>
  rows
    .slice(1)
    .map((row) => row[column('pnr')])
    .sort();
const minor = (amount: number) => (amount / 100).toFixed(2);

describe(endpointTitle(endpoint), () => {
  it('exports N orders of every line as N rows and the header, in CSV and in XLSX', async () => {
    const response = await exportOf({ agentId: agent.user.id });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(response.headers['content-disposition']).toMatch(/filename="orders-full-data-\d{4}-\d{2}-\d{2}\.csv"$/);
    const csv = await readExport(response.rawPayload, 'csv');
    expect(csv).toHaveLength(5);
    expect(csv[0]).toEqual(ORDERS_FULL_DATA_EXPORT.columns.map(({ key }) => enTexts.exports.ordersFullData[key]));
    expect(pnrsOf(csv)).toEqual(
      Object.values(made)
        .map((order) => order.pnr)
        .sort(),
    );
    const byPnr = (pnr: string) => csv.find((row) => row[column('pnr')] === pnr)!;

    const flight = byPnr(made.ticketedFlight.pnr);
    // Coded values are written as words of the reader's language.
    expect(flight[column('productLine')]).toBe(enTexts.exportValues.productLine.flight);
    expect(flight[column('status')]).toBe(enTexts.exportValues.orderStatus.ticketed);
    expect(flight[column('agent')]).toBe('Test Travel LLC');
    expect(flight[column('peopleCount')]).toBe('2');
    expect(flight[column('people')]).toMatch(
      /^PETROSYAN\w+\/ANNA\w+ \(ADT, 575\d{10}\); PETROSYAN\w+\/ANNA\w+ \(CHD, 575\d{10}\)$/,
    );
    expect(flight[column('flights')]).toMatch(
      /^\w{2} \w+ [A-Z]{3}-[A-Z]{3} \d{4}-\d{2}-\d{2} \d{2}:\d{2}, \w+ \(economy\)$/,
    );
    expect(flight[column('departureDate')]).toBe(day(10));
    expect(flight[column('gross')]).toBe(minor(made.ticketedFlight.totals.gross));
    expect(flight[column('paid')]).toBe(minor(made.ticketedFlight.totals.paid));
    expect(flight[column('currency')]).toBe('AMD');
    expect(byPnr(made.heldFlight.pnr)[column('status')]).toBe('On hold');

    const hotel = byPnr(made.hotel.pnr);
    expect(hotel[column('people')]).toBe('PETROSYAN/ANNA (ADT); PETROSYAN/ARAM (ADT)');
    expect(hotel[column('rooms')]).toMatch(new RegExp(`^${hotelName}, .+ BB, ${day(20)} – ${day(23)}, 3, HV-\\d+$`));
    expect(hotel[column('flights')]).toBe('');
    // Issue 31: each line's status in its own words: a paid stay is confirmed, a paid package ticketed.
    expect(hotel[column('status')]).toBe('Confirmed');
    expect(hotel[column('payable')]).toBe(minor(made.hotel.totals.payable));

    const sale = byPnr(made.package.pnr);
    expect(sale[column('flights')]?.split('; ')).toHaveLength(2);
    expect(sale[column('rooms')]).toMatch(/, 7, HV-\d+$/);
    expect(sale[column('people')]?.split('; ')).toHaveLength(2);
    expect(sale[column('packageName')]).toBe(packageName);
    expect(sale[column('services')]).toMatch(/\(perBooking\); .+ \(perPerson\)$/);
    expect(sale[column('net')]).toBe(minor(made.package.totals.net));
    expect(sale[column('status')]).toBe('Ticketed');

    const xlsx = await rowsOf({ agentId: agent.user.id }, 'xlsx', 'ru');
    expect(xlsx).toHaveLength(5);
    expect(xlsx[0]?.[column('people')]).toBe(ruTexts.exports.ordersFullData.people);
    expect(pnrsOf(xlsx)).toEqual(pnrsOf(csv));
    const xlsxHotel = xlsx.find((row) => row[column('pnr')] === made.hotel.pnr)!;
    expect(xlsxHotel[column('people')]).toBe(hotel[column('people')]);
    expect(xlsxHotel[column('status')]).toBe(ruTexts.exportValues.hotelOrderStatus.ticketed);
    expect(Number(xlsxHotel[column('payable')])).toBe(made.hotel.totals.payable / 100);
  });

  it('reads the orders in keyset batches: every order once, in id order, whatever the batch size', async () => {
    const actor = { userId: admin.user.id, role: 'Admin', baseRole: 'Admin', adminGroups: null } as const;
    const input = ZOrdersFullDataQuery.parse({ agentId: String(agent.user.id) });
    const batches: number[][] = [];
    for await (const batch of exportOrdersFullData({ db: db(), actor, input, batchSize: 3 })) {
      batches.push(batch.map((row) => Number(row.orderId)));
    }
    const ids = Object.values(made)
      .map((order) => order.id)
      .sort((a, b) => a - b);
    expect(batches).toEqual([ids.slice(0, 3), ids.slice(3)]);
  });

  it('filters by product line, statuses, PNR and the created or departure period', async () => {
    const mine = { agentId: agent.user.id };
    expect(pnrsOf(await rowsOf({ ...mine, productLine: 'hotel' }))).toEqual([made.hotel.pnr]);
    expect(pnrsOf(await rowsOf({ ...mine, statuses: 'hold' }))).toEqual([made.heldFlight.pnr]);
    expect(await rowsOf({ ...mine, statuses: 'hold,ticketed', productLine: 'flight' })).toHaveLength(3);
    const repeated = await app().inject({
      method: 'GET',
      url: `${urlOf(endpoint, { query: mine })}&statuses=hold&statuses=ticketed&productLine=flight`,
      headers: admin.headers,
    });
    expect((await readExport(repeated.rawPayload, 'csv')).length).toBe(3);
    expect(pnrsOf(await rowsOf({ ...mine, pnr: made.package.pnr.toLowerCase() }))).toEqual([made.package.pnr]);
    expect(pnrsOf(await rowsOf({ ...mine, departureFrom: day(19), departureTo: day(20) }))).toEqual([made.hotel.pnr]);
    expect(await rowsOf({ ...mine, createdFrom: day(0), createdTo: day(0) })).toHaveLength(5);
    expect(await rowsOf({ ...mine, createdFrom: day(1), createdTo: day(366) })).toHaveLength(1);
    // Without the agent filter the other agent's order is there too.
    expect((await rowsOf({ statuses: 'hold', productLine: 'flight' })).length).toBeGreaterThanOrEqual(3);
  });

  it('is for the agency staff only: an agent and a Reports user get 403', async () => {
    const reports = await userWithToken(app(), db(), 'Reports');
    const hotels = await userWithToken(app(), db(), 'Hotels');
    expect((await exportOf({}, agent.token)).statusCode).toBe(403);
    expect((await exportOf({}, reports.token)).statusCode).toBe(403);
    expect((await exportOf({ agentId: agent.user.id }, hotels.token)).statusCode).toBe(200);
  });

  it('refuses an unknown filter, a period over 366 days, a period with one end and a bad format or status', async () => {
    const errorsOf = async (query: Record<string, unknown>) => {
      const response = await exportOf(query as TOrdersFullDataQuery);
      expect(response.statusCode).toBe(400);
      return Object.keys(response.json<TErrorBody>().errors ?? {}).sort();
    };
    expect(await errorsOf({ flightId: 3 })).toEqual(['flightId']);
    expect(await errorsOf({ createdFrom: '2025-01-01', createdTo: '2026-01-02' })).toEqual(['createdTo']);
    expect(await errorsOf({ departureFrom: '2025-03-01', departureTo: '2025-02-01' })).toEqual(['departureTo']);
    expect(await errorsOf({ departureFrom: '2025-03-01' })).toEqual(['departureTo']);
    expect(await errorsOf({ format: 'pdf', statuses: 'hold,lost', agentId: 'x' })).toEqual([
      'agentId',
      'format',
      'statuses',
    ]);
    expect((await exportOf({ createdFrom: '2025-01-01', createdTo: '2026-01-01' })).statusCode).toBe(200);
  });

  it('stops reading orders once the reader goes away, in CSV and in XLSX', async () => {
    for (const format of ['csv', 'xlsx'] as const) {
      let closed: () => void = () => undefined;
      const stopped = new Promise<void>((resolve) => (closed = resolve));
      let batches = 0;
      const logged: string[] = [];
      async function* endless() {
        try {
          for (;;) {
            batches += 1;
            yield Array.from({ length: 100 }, (_, index) => ({ orderId: index, people: `PETROSYAN/ANNA ${batches}` }));
          }
        } finally {
          closed();
        }
      }
      let body: Readable | undefined;
      const reply = {
        type: () => reply,
        header: () => reply,
        send: (stream: Readable) => ((body = stream), reply),
        log: { info: () => logged.push('info'), error: () => logged.push('error') },
      };
      sendExport(reply as unknown as FastifyReply, {
        list: ORDERS_FULL_DATA_EXPORT,
        language: 'en',
        format,
        batches: endless(),
      });
      for await (const chunk of body!) {
        expect((chunk as Buffer).length).toBeGreaterThan(0);
        break;
      }
      await stopped;
      await new Promise((resolve) => setImmediate(resolve));
      expect(batches).toBeLessThan(1_000);
      expect(logged).toEqual(['info']);
    }
  });
});
