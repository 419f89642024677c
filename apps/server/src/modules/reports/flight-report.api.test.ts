import { execFileSync } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  addDays,
  formatMinor,
  FLIGHT_ORDER_ENDPOINTS,
  REPORT_ENDPOINTS,
  todayIsoDate,
  type TFlightReportExportRequest,
  type TFlightReportRequest,
  type TFlightReportResponse,
  type TFlightOrder,
} from '@frs/contract';
import { endpointTitle, injectEndpoint } from '../../../test/endpoint-call';
import { readExport } from '../../../test/export-file';
import { userWithToken } from '../../../test/factories';
import { createAirline, createClassRow, createFlightSetup } from '../../../test/flight-factories';
import {
  flightAt,
  orderAs,
  passengerInput,
  preOrder,
  preOrderBody,
  seedRatesAndTickets,
} from '../../../test/order-factories';
import {
  createSellablePackage,
  packageOrderAs,
  packagePreOrder,
  packagePreOrderBody,
} from '../../../test/package-order-calls';
import { createTestApp, type TTestApp } from '../../../test/test-app';

/**
 * The flight report's endpoints (issue 17): who may read it, the requests it refuses, each grouping and filter over
 * a small fixture of flights and orders, the package line's seats, and the CSV, XLSX and PDF files read back.
 */

let testApp: TTestApp;
let folder: string;
type TUser = Awaited<ReturnType<typeof userWithToken>>;
let reporter: TUser;
let agentA: TUser;
let agentB: TUser;
let admin: TUser;
const day = addDays(todayIsoDate(), 20);
const nextDay = addDays(day, 1);
const period = { startDate: day, endDate: nextDay };
let flights: { f1: number; f2: number; f3: number; airline: number; from: number; to: number };
let orders: { a: TFlightOrder; b: TFlightOrder; agency: TFlightOrder; hold: TFlightOrder };

const db = () => testApp.database.db;

beforeAll(async () => {
  testApp = await createTestApp();
  folder = mkdtempSync(join(tmpdir(), 'frs-report-'));
  await seedRatesAndTickets(db());
  reporter = await userWithToken(testApp.app, db(), 'Reports');
  admin = await userWithToken(testApp.app, db(), 'Admin');
  agentA = await userWithToken(testApp.app, db(), 'user', { balance: 900_000_000 });
  agentB = await userWithToken(testApp.app, db(), 'user', { balance: 900_000_000 });
  const setup = await createFlightSetup(db());
  const otherAirline = await createAirline(db());
  // F1 (day, classes Y 10 and C 4), F2 (the next day, Y 10), F3 (day, later, another airline, Y 5).
  const f1 = await flightAt(db(), setup, day);
  const f2 = await flightAt(db(), setup, nextDay);
  const f3 = await flightAt(db(), setup, day, { time: '18:00', airlineId: otherAirline.id });
  const f1y = await createClassRow(db(), setup, f1.id, { name: 'Y', seats: 10 });
  const f1c = await createClassRow(db(), setup, f1.id, { name: 'C', seats: 4 });
  const f2y = await createClassRow(db(), setup, f2.id, { name: 'Y', seats: 10 });
  const f3y = await createClassRow(db(), setup, f3.id, { name: 'Y', seats: 5 });
  flights = { f1: f1.id, f2: f2.id, f3: f3.id, airline: setup.airline.id, from: setup.from.id, to: setup.to.id };

  const a = await preOrder(testApp.app, agentA.headers, preOrderBody([f1y.id], [passengerInput(), passengerInput()]));
  const b = await preOrder(
    testApp.app,
    agentB.headers,
    preOrderBody([f2y.id], [passengerInput('adult'), passengerInput('infant')]),
  );
  const agency = await preOrder(testApp.app, admin.headers, preOrderBody([f1c.id]));
  const hold = await preOrder(testApp.app, agentA.headers, preOrderBody([f3y.id]));
  orders = {
    a: await orderAs(testApp.app, agentA.headers, a.id, 'ticketing'),
    b: await orderAs(testApp.app, agentB.headers, b.id, 'booking'),
    agency: await orderAs(testApp.app, admin.headers, agency.id, 'ticketing'),
    hold,
  };
});
afterAll(async () => {
  await testApp.app.close();
  rmSync(folder, { recursive: true, force: true });
});

async function report(request: Partial<TFlightReportRequest>, user = reporter, language = 'en') {
  const response = await injectEndpoint(testApp.app, REPORT_ENDPOINTS.flightReport, {
    headers: { ...user.headers, 'accept-language': language },
    body: { ...period, ...request },
  });
  expect(response.statusCode, response.body).toBe(200);
  return response.json<TFlightReportResponse>();
}

const sum = (order: TFlightOrder, field: 'gross' | 'commission') =>
  order.passengers.reduce((total, passenger) => total + passenger.price[field], 0);

describe(endpointTitle(REPORT_ENDPOINTS.flightReport), () => {
  it('answers the report roles with figures only, and refuses agents and (for Reports) order data', async () => {
    const answer = await report({});
    expect(JSON.stringify(answer)).not.toContain(orders.a.passengers[0]!.lastName);
    for (const role of ['Super Admin', 'Admin', 'Viewer'] as const) {
      const user = await userWithToken(testApp.app, db(), role);
      expect((await report({}, user)).totals).toEqual(answer.totals);
    }
    const refused = await injectEndpoint(testApp.app, REPORT_ENDPOINTS.flightReport, {
      headers: agentA.headers,
      body: period,
    });
    expect(refused.statusCode).toBe(403);
    const orderData = [
      await injectEndpoint(testApp.app, FLIGHT_ORDER_ENDPOINTS.list, { headers: reporter.headers, body: {} }),
      await injectEndpoint(testApp.app, FLIGHT_ORDER_ENDPOINTS.get, {
        headers: reporter.headers,
        params: { id: orders.a.id },
      }),
      await injectEndpoint(testApp.app, FLIGHT_ORDER_ENDPOINTS.flightPassengers, {
        headers: reporter.headers,
        params: { id: flights.f1 },
      }),
    ];
    expect(orderData.map((response) => response.statusCode)).toEqual([403, 403, 403]);
  });

  it('refuses a period over 366 days, an end before the start, an unknown grouping or field', async () => {
    const send = (body: object) =>
      injectEndpoint(testApp.app, REPORT_ENDPOINTS.flightReport, { headers: reporter.headers, body });
    const longest = await send({ startDate: '2026-01-01', endDate: '2027-01-01' });
    expect(longest.statusCode, longest.body).toBe(200);
    const cases = [
      [{ startDate: '2026-01-01', endDate: '2027-01-02' }, 'endDate'],
      [{ startDate: '2026-01-02', endDate: '2026-01-01' }, 'endDate'],
      [{ ...period, groupBy: 'week' }, 'groupBy'],
      [{ ...period, passengerName: 'x' }, null],
      [{ ...period, flightIds: [0] }, 'flightIds.0'],
    ] as const;
    for (const [body, field] of cases) {
      const response = await send(body);
      expect(response.statusCode, JSON.stringify(body)).toBe(400);
      if (field) expect(Object.keys(response.json<{ errors: object }>().errors)).toContain(field);
    }
    const exported = await injectEndpoint(testApp.app, REPORT_ENDPOINTS.flightReportExport, {
      headers: reporter.headers,
      body: { ...period, format: 'docx' },
    });
    expect(exported.statusCode).toBe(400);
  });

  it('groups by flight, class, agent and day, with the totals of the whole selection', async () => {
    const { a, b, agency } = orders;
    const byFlight = await report({ groupBy: 'flight' });
    expect(byFlight.result.map((row) => row.key)).toEqual([String(flights.f1), String(flights.f3), String(flights.f2)]);
    const [f1, f3, f2] = byFlight.result;
    expect(f1).toMatchObject({
      capacity: 14,
      sold: 3,
      held: 0,
      free: 11,
      loadFactor: Math.round((3 / 14) * 10_000) / 10_000,
      passengers: 3,
      revenueGross: sum(a, 'gross') + sum(agency, 'gross'),
      commission: sum(a, 'commission'),
      revenueNet: sum(a, 'gross') + sum(agency, 'gross') - sum(a, 'commission'),
      date: day,
    });
    expect(f1!.label).toContain(day);
    // The infant flies without a seat, and is a passenger.
    expect(f2).toMatchObject({
      capacity: 10,
      sold: 1,
      held: 0,
      free: 9,
      passengers: 2,
      revenueGross: sum(b, 'gross'),
      commission: sum(b, 'commission'),
    });
    expect(f3).toMatchObject({ capacity: 5, sold: 0, held: 1, free: 4, revenueGross: 0 });
    expect(byFlight.totals).toMatchObject({ capacity: 29, sold: 4, held: 1, free: 24, passengers: 5 });

    const byClass = await report({ groupBy: 'class' });
    expect(byClass.result.map((row) => [row.key, row.capacity, row.sold, row.held])).toEqual([
      ['C', 4, 1, 0],
      ['Y', 25, 3, 1],
    ]);

    const byAgent = await report({ groupBy: 'agent' });
    const agents = Object.fromEntries(byAgent.result.map((row) => [row.key, row]));
    expect(Object.keys(agents).sort()).toEqual([String(agentA.user.id), String(agentB.user.id), 'agency'].sort());
    expect(agents.agency).toMatchObject({ label: 'Agency sales', sold: 1, commission: 0, capacity: null });
    expect(agents[agentA.user.id]).toMatchObject({ sold: 2, held: 1, label: agentA.user.companyName, free: null });
    expect(byAgent.totals).toEqual(byFlight.totals);
    expect(byAgent.result[0]!.revenueGross).toBeGreaterThanOrEqual(byAgent.result.at(-1)!.revenueGross);

    const byDay = await report({ groupBy: 'day' });
    expect(byDay.result.map((row) => [row.key, row.capacity, row.sold])).toEqual([
      [day, 19, 3],
      [nextDay, 10, 1],
    ]);
    expect(byDay.totals).toEqual(byFlight.totals);
    expect((await report({ groupBy: 'day' }, reporter, 'ru')).result[0]!.label).toBe(day);
  });

  it('filters by flights, route, airline and agent (the capacity stays the flights)', async () => {
    const only = async (request: Partial<TFlightReportRequest>) =>
      (await report({ groupBy: 'flight', ...request })).result.map((row) => row.key);
    expect(await only({ flightIds: [flights.f2] })).toEqual([String(flights.f2)]);
    expect(await only({ airlineId: flights.airline })).toEqual([String(flights.f1), String(flights.f2)]);
    expect(await only({ fromAirportId: flights.to })).toEqual([]);
    expect(await only({ fromAirportId: flights.from, toAirportId: flights.to })).toHaveLength(3);
    expect(await only({ startDate: nextDay })).toEqual([String(flights.f2)]);
    const ofAgentA = await report({ agentId: agentA.user.id });
    expect(ofAgentA.totals).toMatchObject({ capacity: 29, sold: 2, held: 1, commission: sum(orders.a, 'commission') });
  });

  it("counts a package order's seats and its flights' part of the price", async () => {
    const sale = await createSellablePackage(db(), { daysAhead: 40 });
    const held = await packagePreOrder(testApp.app, agentA.token, packagePreOrderBody(sale));
    await packageOrderAs(testApp.app, agentA.token, held.id, 'ticketing');
    const answer = await report({
      startDate: sale.departure,
      endDate: addDays(sale.departure, sale.nights),
      flightIds: [sale.outboundClass.flightId, sale.returnClass.flightId],
    });
    expect(answer.result.map((row) => [row.sold, row.held, row.passengers])).toEqual([
      [2, 0, 2],
      [2, 0, 2],
    ]);
    for (const row of answer.result) {
      expect(row.revenueGross).toBeGreaterThan(0);
      // The package's 5 % commission on the flights' part (rounded down per traveller).
      expect(row.commission).toBeLessThanOrEqual(Math.round(row.revenueGross * 0.05));
      expect(row.commission).toBeGreaterThanOrEqual(Math.floor(row.revenueGross * 0.05) - 2);
    }
  });
});

describe(endpointTitle(REPORT_ENDPOINTS.flightReportExport), () => {
  const download = (body: Partial<TFlightReportExportRequest>, language = 'en') =>
    injectEndpoint(testApp.app, REPORT_ENDPOINTS.flightReportExport, {
      headers: { ...reporter.headers, 'accept-language': language },
      body: { ...period, ...body },
    });

  it('writes the rows and the totals in CSV and XLSX, headers in the reader language', async () => {
    const byFlight = await report({ groupBy: 'flight' });
    for (const format of ['csv', 'xlsx'] as const) {
      const response = await download({ groupBy: 'flight', format });
      expect(response.statusCode, response.body).toBe(200);
      const rows = await readExport(response.rawPayload, format);
      expect(rows).toHaveLength(byFlight.result.length + 2);
      expect(rows[0]!.slice(0, 3)).toEqual(['Flight', 'Capacity (seats)', 'Sold']);
      expect(rows[1]![0]).toBe(byFlight.result[0]!.label);
      expect(rows.at(-1)!.slice(0, 3)).toEqual(['Total', '29', '4']);
    }
    const armenian = await readExport((await download({ groupBy: 'agent', format: 'csv' }, 'hy')).rawPayload, 'csv');
    expect(armenian[0]![0]).toBe('Գործակալ');
    expect(armenian).toHaveLength(3 + 2);
  });

  it('draws the PDF through the documents pipeline', async () => {
    const byFlight = await report({ groupBy: 'flight' });
    for (const language of ['en', 'ru'] as const) {
      const response = await download({ groupBy: 'flight', format: 'pdf' }, language);
      expect(response.statusCode).toBe(200);
      expect(response.headers['content-type']).toBe('application/pdf');
      expect(response.rawPayload.subarray(0, 5).toString()).toBe('%PDF-');
      const file = join(folder, `report-${language}.pdf`);
      writeFileSync(file, response.rawPayload);
      const text = execFileSync('pdftotext', ['-layout', file, '-'], { encoding: 'utf8' }).replace(/[ \t]+/g, ' ');
      expect(text).toContain(language === 'en' ? 'Flight report' : 'Отчёт по рейсам');
      expect(text).toContain(formatMinor(byFlight.totals.revenueGross));
      expect(text).toContain(byFlight.result[0]!.flight!);
    }
  });
});
