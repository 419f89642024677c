import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  FLIGHT_ORDER_ENDPOINTS,
  ruTexts,
  todayIsoDate,
  utcToLocal,
  type TErrorBody,
  type TOrderActivity,
  type TFlightOrderExportRequest,
  type TFlightOrderListItem,
  type TFlightOrderListRequest,
  ORDER_ACTIVITY_ENDPOINTS,
} from '@frs/contract';
import { mailOutbox } from '../../db/schema';
import { injectEndpoint } from '../../../test/endpoint-call';
import { readExport } from '../../../test/export-file';
import { userWithToken } from '../../../test/factories';
import { createFlightSetup, type TFlightSetup } from '../../../test/flight-factories';
import {
  orderAs,
  passengerInput,
  preOrder,
  preOrderBody,
  seedRatesAndTickets,
  sellableClass,
} from '../../../test/order-factories';
import { createTestApp, type TTestApp } from '../../../test/test-app';
import { renderMail } from '../../../test/mail-templates';

let testApp: TTestApp;
let setup: TFlightSetup;
let agent: Awaited<ReturnType<typeof userWithToken>>;
let other: Awaited<ReturnType<typeof userWithToken>>;
let admin: Awaited<ReturnType<typeof userWithToken>>;
const db = () => testApp.database.db;

beforeAll(async () => {
  testApp = await createTestApp();
  setup = await createFlightSetup(db());
  await seedRatesAndTickets(db());
  agent = await userWithToken(testApp.app, db(), 'user', { balance: 100_000_000, language: 'en' });
  other = await userWithToken(testApp.app, db(), 'user', { balance: 100_000_000 });
  admin = await userWithToken(testApp.app, db(), 'Super Admin');
});
afterAll(async () => {
  await testApp.app.close();
});

async function list(headers: Record<string, string>, body: TFlightOrderListRequest = {}) {
  const response = await injectEndpoint(testApp.app, FLIGHT_ORDER_ENDPOINTS.list, { headers, body });
  expect(response.statusCode).toBe(200);
  return response.json<{ result: TFlightOrderListItem[]; count: number }>();
}

describe('order list, activity and mails', () => {
  it('filters, pages and sorts; agents see only their own whatever they ask', async () => {
    const { flight, flightClass } = await sellableClass(db(), setup);
    const held = await preOrder(
      testApp.app,
      agent.headers,
      preOrderBody([flightClass.id], [passengerInput('adult', { firstName: 'Zaruhi', lastName: 'Manukyan' })]),
    );
    const second = await preOrder(testApp.app, agent.headers, preOrderBody([flightClass.id]));
    const ticketed = await orderAs(testApp.app, agent.headers, second.id, 'ticketing');
    const foreign = await preOrder(testApp.app, other.headers, preOrderBody([flightClass.id]));

    const own = await list(agent.headers, { agentId: other.user.id });
    expect(own.result.map((item) => item.id).sort()).toEqual([held.id, ticketed.id].sort());
    expect(own.count).toBe(2);
    const [first] = own.result;
    expect(first).toMatchObject({
      route: `${setup.from.iataCode} → ${setup.to.iataCode}`,
      // The departure at its airport's local time, as the flights and tickets show it.
      firstDepartureLocal: utcToLocal(flight.departureAt, setup.from.timeZone),
    });

    expect((await list(agent.headers, { statuses: ['ticketed'] })).result.map((item) => item.id)).toEqual([
      ticketed.id,
    ]);
    // The beginning of the first name, the surname, or the full name in either order, in any case and spacing.
    for (const passengerName of ['zaruhi manuk', 'ZARUH', 'Manuk', 'manukyan  zaruhi', 'MANUKYAN Z']) {
      expect((await list(agent.headers, { passengerName })).result.map((item) => item.id)).toEqual([held.id]);
    }
    // Not a part from the middle of a name, and what LIKE would read as a wildcard is a character.
    for (const passengerName of ['ukyan', 'hi ma', 'zaruhi manukyan x', 'z%', 'zaruh_']) {
      expect((await list(agent.headers, { passengerName })).count).toBe(0);
    }
    expect(
      (await list(agent.headers, { pnr: held.pnr.slice(0, 4).toLowerCase() })).result.map((item) => item.id),
    ).toContain(held.id);
    expect((await list(admin.headers, { flightId: flight.id })).count).toBe(3);
    expect((await list(admin.headers, { flightId: flight.id, agentId: other.user.id })).result[0]!.id).toBe(foreign.id);
    const today = todayIsoDate();
    expect((await list(admin.headers, { flightId: flight.id, startDate: today, endDate: today })).count).toBe(3);
    expect((await list(admin.headers, { flightId: flight.id, endDate: '2000-01-01' })).count).toBe(0);

    const paged = await list(admin.headers, {
      flightId: flight.id,
      pageSize: 2,
      page: 1,
      sortField: 'pnr',
      sortOrder: 'asc',
    });
    expect(paged.count).toBe(3);
    expect(paged.result).toHaveLength(1);
    const sorted = [held.pnr, ticketed.pnr, foreign.pnr].sort();
    expect(paged.result[0]!.pnr).toBe(sorted[2]);
    expect(
      (await list(admin.headers, { flightId: flight.id })).result.find((item) => item.id === held.id)!.operations,
    ).toEqual(['cancelPreOrder', 'book', 'ticket', 'edit']);
    const viewer = await userWithToken(testApp.app, db(), 'Viewer');
    expect((await list(viewer.headers, { flightId: flight.id })).result[0]!.operations).toEqual([]);
  });

  it('exports exactly the filtered list as CSV and XLSX, one row per order; an agent only its own', async () => {
    const { flight, flightClass } = await sellableClass(db(), setup);
    const held = await preOrder(
      testApp.app,
      agent.headers,
      preOrderBody([flightClass.id], [passengerInput('adult', { firstName: 'Lilit', lastName: 'Hakobyan' })]),
    );
    const second = await preOrder(testApp.app, agent.headers, preOrderBody([flightClass.id]));
    const ticketed = await orderAs(testApp.app, agent.headers, second.id, 'ticketing');
    const foreign = await preOrder(testApp.app, other.headers, preOrderBody([flightClass.id]));
    // Left out by the status filter: a booking of the same flight.
    await orderAs(
      testApp.app,
      other.headers,
      (await preOrder(testApp.app, other.headers, preOrderBody([flightClass.id]))).id,
      'booking',
    );
    const exportOf = (headers: Record<string, string>, body: TFlightOrderExportRequest, language = 'en') =>
      injectEndpoint(testApp.app, FLIGHT_ORDER_ENDPOINTS.export, {
        headers: { ...headers, 'accept-language': language },
        body,
      });

    const filters = {
      flightId: flight.id,
      statuses: ['hold', 'ticketed'],
      sortField: 'pnr',
      sortOrder: 'asc',
    } satisfies TFlightOrderListRequest;
    const listed = await list(admin.headers, { ...filters, pageSize: 100 });
    expect(listed.count).toBe(3);
    const csv = await exportOf(admin.headers, filters);
    expect(csv.statusCode, csv.body).toBe(200);
    expect(csv.headers['content-disposition']).toMatch(/^attachment; filename="flight-orders-\d{4}-\d{2}-\d{2}\.csv"$/);
    const csvRows = await readExport(csv.rawPayload, 'csv');
    expect(csvRows[0]).toEqual([
      'PNR',
      'Status',
      'Agent',
      'Created',
      'Departure (local time)',
      'Route',
      'Flights',
      'Passengers',
      'Passenger names',
      'Total (AMD)',
      'Deadline',
    ]);
    expect(csvRows.slice(1).map((row) => row[0])).toEqual(listed.result.map((item) => item.pnr));
    const heldRow = csvRows.find((row) => row[0] === held.pnr) ?? [];
    const item = listed.result.find((order) => order.id === held.id)!;
    expect(heldRow.slice(1, 10)).toEqual([
      'On hold',
      item.agent!.name,
      item.createdAt,
      item.firstDepartureLocal.replace('T', ' '),
      item.route,
      item.flights[0]!.label,
      '1',
      'Lilit Hakobyan',
      (held.totals.payable / 100).toFixed(2),
    ]);
    expect(heldRow[10]).toBe(held.holdExpiresAt);
    expect(csvRows.find((row) => row[0] === ticketed.pnr)?.[10]).toBe('');

    const xlsx = await exportOf(admin.headers, { ...filters, format: 'xlsx' }, 'ru');
    expect(xlsx.statusCode).toBe(200);
    const xlsxRows = await readExport(xlsx.rawPayload, 'xlsx');
    expect(xlsxRows[0]?.[9]).toBe(ruTexts.exports.flightOrders.total);
    expect(xlsxRows.slice(1).map((row) => row[0])).toEqual(listed.result.map((order) => order.pnr));
    expect(Number(xlsxRows.find((row) => row[0] === held.pnr)?.[9])).toBe(held.totals.payable / 100);

    // An agent's export holds its own orders only, whatever agent it names.
    const own = await exportOf(agent.headers, { flightId: flight.id, agentId: other.user.id });
    const ownPnrs = (await readExport(own.rawPayload, 'csv')).slice(1).map((row) => row[0]);
    expect(ownPnrs.sort()).toEqual([held.pnr, ticketed.pnr].sort());
    expect(ownPnrs).not.toContain(foreign.pnr);

    const bad = await exportOf(admin.headers, { format: 'pdf', page: 1 } as never);
    expect(bad.statusCode).toBe(400);
    expect(Object.keys(bad.json<TErrorBody>().errors ?? {}).sort()).toEqual(['format', 'page']);
  });

  it("answers an order's history and money, and queues the ticket mail in the agent's language", async () => {
    const { flightClass } = await sellableClass(db(), setup);
    const held = await preOrder(testApp.app, agent.headers, preOrderBody([flightClass.id]));
    const ticketed = await orderAs(testApp.app, agent.headers, held.id, 'ticketing');
    const response = await injectEndpoint(testApp.app, ORDER_ACTIVITY_ENDPOINTS.flight, {
      params: { id: held.id },
      headers: agent.headers,
    });
    expect(response.statusCode).toBe(200);
    const activity = response.json<TOrderActivity>();
    expect(activity.history.map((row) => row.action)).toEqual(['preOrder', 'ticket']);
    expect(activity.history[1]).toMatchObject({ oldValues: { status: 'hold' }, newValues: { status: 'ticketed' } });
    expect(activity.history[1]!.actor?.id).toBe(agent.user.id);
    expect(activity.money).toEqual([expect.objectContaining({ kind: 'ticketing', amount: -ticketed.totals.payable })]);
    const foreign = await injectEndpoint(testApp.app, ORDER_ACTIVITY_ENDPOINTS.flight, {
      params: { id: held.id },
      headers: other.headers,
    });
    expect(foreign.statusCode).toBe(404);

    const mails = await db().select().from(mailOutbox).where(eq(mailOutbox.template, 'issue-ticket'));
    const mine = mails.filter((mail) => (mail.payload as { pnr: string }).pnr === held.pnr);
    expect(mine.map((mail) => mail.recipient)).toEqual([agent.user.email]);
    expect(mine.every((mail) => mail.language === 'en')).toBe(true);
    const rendered = renderMail('issue-ticket', mine[0]!.payload, 'en', {
      publicUrl: 'http://localhost',
      agencyName: 'Agency',
    });
    expect(rendered.subject).toBe(`Tickets issued: ${held.pnr}`);
    expect(rendered.text).toContain(ticketed.passengers[0]!.ticketNumber!);
  });
});
