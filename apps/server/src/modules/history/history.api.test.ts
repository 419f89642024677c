import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  HISTORY_ENDPOINTS,
  PASSENGER_ENDPOINTS,
  type TDirectoryPassenger,
  type TErrorBody,
  type THistoryListRequest,
  type THistoryListResponse,
  type TFlightOrder,
} from '@frs/contract';
import { history } from '../../db/schema';
import { recordHistory } from '../../lib/history';
import { endpointTitle, injectEndpoint } from '../../../test/endpoint-call';
import { userWithToken } from '../../../test/factories';
import { createAirline, createFlightSetup } from '../../../test/flight-factories';
import {
  passengerInput,
  preOrder,
  preOrderBody,
  seedRatesAndTickets,
  sellableClass,
} from '../../../test/order-factories';
import { readExport } from '../../../test/export-file';
import { createTestApp, type TTestApp } from '../../../test/test-app';

let testApp: TTestApp;
const db = () => testApp.database.db;
type TUser = Awaited<ReturnType<typeof userWithToken>>;
let admin: TUser;
let agentA: TUser;
let agentB: TUser;
let reports: TUser;
let orderA: TFlightOrder;
let orderB: TFlightOrder;
let passengerA: TDirectoryPassenger;
let passengerB: TDirectoryPassenger;
let flightId: number;
let airlines: { before: string; after: string };

/**
 * Two agents each hold an order and save a traveller; an admin changes a flight's airline and capacity; one row is
 * two years old. Every filter, the sort, the paging, the agent scope and the export are read over these rows.
 */
beforeAll(async () => {
  testApp = await createTestApp();
  const setup = await createFlightSetup(db());
  await seedRatesAndTickets(db());
  [admin, agentA, agentB, reports] = await Promise.all([
    userWithToken(testApp.app, db(), 'Admin'),
    userWithToken(testApp.app, db(), 'user'),
    userWithToken(testApp.app, db(), 'user'),
    userWithToken(testApp.app, db(), 'Reports'),
  ]);
  const { flight, flightClass } = await sellableClass(db(), setup);
  flightId = flight.id;
  orderA = await preOrder(testApp.app, agentA.headers, preOrderBody([flightClass.id]));
  orderB = await preOrder(testApp.app, agentB.headers, preOrderBody([flightClass.id]));
  const save = async (agent: TUser, firstName: string) => {
    const response = await injectEndpoint(testApp.app, PASSENGER_ENDPOINTS.create, {
      headers: agent.headers,
      body: passengerInput('adult', { firstName, lastName: 'Sargsyan' }),
    });
    expect(response.statusCode, response.body).toBe(200);
    return response.json<TDirectoryPassenger>();
  };
  passengerA = await save(agentA, 'Aram');
  passengerB = await save(agentB, 'Babken');
  const other = await createAirline(db());
  airlines = {
    before: `${setup.airline.iataCode} · ${setup.airline.name}`,
    after: `${other.iataCode} · ${other.name}`,
  };
  await recordHistory(db(), {
    actor: { userId: admin.user.id },
    entity: 'flight',
    entityId: flight.id,
    action: 'update',
    oldValues: { airlineId: setup.airline.id, seatCapacity: 100 },
    newValues: { airlineId: other.id, seatCapacity: 120 },
  });
  await db()
    .insert(history)
    .values({
      at: new Date(2020, 0, 15, 12),
      actorId: admin.user.id,
      entity: 'user',
      entityId: String(agentA.user.id),
      action: 'approve',
      oldValues: { status: 'verified' },
      newValues: { status: 'approved' },
    });
});
afterAll(async () => {
  await testApp.app.close();
});

const call = (user: TUser, body: THistoryListRequest) =>
  injectEndpoint(testApp.app, HISTORY_ENDPOINTS.list, { headers: { ...user.headers, 'accept-language': 'en' }, body });
async function list(user: TUser, body: THistoryListRequest): Promise<THistoryListResponse> {
  const response = await call(user, body);
  expect(response.statusCode, response.body).toBe(200);
  return response.json<THistoryListResponse>();
}
const about = (page: THistoryListResponse) => page.result.map((entry) => `${entry.entity} ${entry.entityId}`);

describe(endpointTitle(HISTORY_ENDPOINTS.list), () => {
  it('gives the staff every row, newest first, with who, the record, its page and readable changes', async () => {
    const all = await list(admin, {});
    expect(all.count).toBe(6);
    expect(all.result.at(-1)?.action).toBe('approve');
    const flightRow = all.result.find((entry) => entry.entity === 'flight');
    expect(flightRow).toMatchObject({
      actor: { id: admin.user.id, role: 'Admin' },
      link: { kind: 'flight', id: flightId },
      changes: [
        { field: 'airlineId', old: airlines.before, new: airlines.after },
        { field: 'seatCapacity', old: 100, new: 120 },
      ],
    });
    expect(flightRow?.record?.name).toMatch(/^[A-Z0-9]{2} \d+/);
    const orderRow = all.result.find((entry) => entry.entity === 'order' && entry.entityId === String(orderA.id));
    expect(orderRow).toMatchObject({
      actor: { id: agentA.user.id, role: 'user' },
      record: { name: orderA.pnr, productLine: 'flight' },
      link: { kind: 'order', id: orderA.id, productLine: 'flight' },
      action: 'preOrder',
    });
    const passengerRow = all.result.find(
      (entry) => entry.entity === 'passenger' && entry.entityId === String(passengerA.id),
    );
    expect(passengerRow?.record?.name).toBe('Aram Sargsyan');
    // No id of another record reaches the page: the agent is named, the row's own id is left out.
    expect(passengerRow?.changes.map((change) => change.field)).not.toContain('id');
    expect(passengerRow?.changes.find((change) => change.field === 'agentId')?.new).toBe(agentA.user.companyName);
  });

  it('filters by actor, entity, entity id, action, period and PNR, sorts and pages', async () => {
    expect(about(await list(admin, { actorId: agentB.user.id }))).toEqual([
      `passenger ${passengerB.id}`,
      `order ${orderB.id}`,
    ]);
    expect((await list(admin, { entity: 'order' })).count).toBe(2);
    expect(about(await list(admin, { entity: 'order', entityId: String(orderB.id) }))).toEqual([`order ${orderB.id}`]);
    expect((await list(admin, { action: 'create' })).count).toBe(2);
    expect((await list(admin, { from: '2020-01-01', to: '2020-01-31' })).result.map((entry) => entry.action)).toEqual([
      'approve',
    ]);
    expect((await list(admin, { from: '2020-01-16', to: '2020-12-31' })).count).toBe(0);
    expect(about(await list(admin, { pnr: orderA.pnr.slice(0, 4).toLowerCase() }))).toEqual([`order ${orderA.id}`]);
    const byEntity = await list(admin, { sortField: 'entity', sortOrder: 'asc' });
    expect(byEntity.result.map((entry) => entry.entity)).toEqual([
      'flight',
      'order',
      'order',
      'passenger',
      'passenger',
      'user',
    ]);
    const byAction = await list(admin, { sortField: 'action', sortOrder: 'desc', pageSize: 2, page: 0 });
    expect(byAction.result.map((entry) => entry.action)).toEqual(['update', 'preOrder']);
    const byActor = await list(admin, { sortField: 'actor', sortOrder: 'asc' });
    expect(new Set(byActor.result.map((entry) => entry.actor?.id))).toEqual(
      new Set([admin.user.id, agentA.user.id, agentB.user.id]),
    );
    const second = await list(admin, { page: 1, pageSize: 4 });
    expect(second.count).toBe(6);
    expect(second.result).toHaveLength(2);
    expect(second.result.at(-1)?.action).toBe('approve');
  });

  it("keeps each agent to its own orders, passengers and user, and answers 404 for another agent's", async () => {
    expect(about(await list(agentA, {})).sort()).toEqual(
      [`order ${orderA.id}`, `passenger ${passengerA.id}`, `user ${agentA.user.id}`].sort(),
    );
    expect(about(await list(agentB, {})).sort()).toEqual([`order ${orderB.id}`, `passenger ${passengerB.id}`].sort());
    expect((await list(agentA, { pnr: orderB.pnr })).count).toBe(0);
    expect((await list(agentA, { entity: 'order', entityId: String(orderA.id) })).count).toBe(1);
    for (const [body, field] of [
      [{ entity: 'order', entityId: String(orderB.id) }, 'entityId'],
      [{ entity: 'passenger', entityId: String(passengerB.id) }, 'entityId'],
      [{ entity: 'user', entityId: String(agentB.user.id) }, 'entityId'],
      [{ entity: 'flight', entityId: String(flightId) }, 'entityId'],
      [{ actorId: agentB.user.id }, 'actorId'],
    ] as const) {
      const response = await call(agentA, body);
      expect(response.statusCode, JSON.stringify(body)).toBe(404);
      expect(response.json<TErrorBody>().errors?.[field]).toBe('No such record');
    }
    expect((await call(reports, {})).statusCode).toBe(403);
  });

  it('refuses an unknown filter or action and a period that is reversed or longer than 366 days', async () => {
    const errors = async (body: object) => {
      const response = await call(admin, body as THistoryListRequest);
      expect(response.statusCode).toBe(400);
      return response.json<TErrorBody>().errors;
    };
    expect(await errors({ agentId: 1 })).toHaveProperty('agentId');
    expect(await errors({ action: 'explode' })).toHaveProperty('action');
    expect(await errors({ sortField: 'entityId' })).toHaveProperty('sortField');
    expect((await errors({ from: '2025-01-01', to: '2026-01-02' }))?.to).toBe(
      'The period cannot be longer than 366 days',
    );
    expect(await errors({ from: '2025-02-01', to: '2025-01-01' })).toHaveProperty('to');
    expect((await list(admin, { from: '2024-01-01', to: '2024-12-31' })).count).toBe(0);
  });
});

describe(endpointTitle(HISTORY_ENDPOINTS.export), () => {
  it('exports the rows the list shows, in CSV and XLSX', async () => {
    const filters = { entity: 'order' as const };
    const shown = await list(agentA, {});
    for (const [format, user, body] of [
      ['csv', admin, filters],
      ['xlsx', agentA, {}],
    ] as const) {
      const response = await injectEndpoint(testApp.app, HISTORY_ENDPOINTS.export, {
        headers: { ...user.headers, 'accept-language': 'en' },
        body: { ...body, format },
      });
      expect(response.statusCode).toBe(200);
      const rows = await readExport(response.rawPayload, format);
      expect(rows[0]).toEqual(['ID', 'When', 'Who', 'Record type', 'Record ID', 'Record', 'Action', 'Changes']);
      expect(rows.length - 1).toBe(user === admin ? (await list(admin, filters)).count : shown.count);
    }
    const refused = await injectEndpoint(testApp.app, HISTORY_ENDPOINTS.export, {
      headers: agentA.headers,
      body: { entity: 'order', entityId: String(orderB.id), format: 'csv' },
    });
    expect(refused.statusCode).toBe(404);
  });

  // Issue 31: the export wrote minor units, JSON, English codes and UTC times ("paid: 90461652 → 49753909").
  it("writes each row as /history shows it, in the reader's language and time zone", async () => {
    await db()
      .insert(history)
      .values({
        at: new Date('2026-03-01T10:05:00Z'),
        actorId: admin.user.id,
        entity: 'order',
        entityId: String(orderA.id),
        action: 'bookingToTicketing',
        oldValues: { status: 'booked', paid: 0 },
        newValues: { status: 'ticketed', paid: 90_461_652 },
      });
    const exported = async (language: string, format: 'csv' | 'xlsx', timeZone?: string) => {
      const response = await injectEndpoint(testApp.app, HISTORY_ENDPOINTS.export, {
        headers: { ...admin.headers, 'accept-language': language },
        body: { entity: 'order', action: 'bookingToTicketing', format, ...(timeZone ? { timeZone } : {}) },
      });
      expect(response.statusCode, response.body).toBe(200);
      return readExport(response.rawPayload, format);
    };
    const adminName = (await list(admin, { action: 'bookingToTicketing' })).result[0]?.actor?.name;
    const [header, row] = await exported('en', 'csv', 'America/New_York');
    expect(header).toEqual(['ID', 'When', 'Who', 'Record type', 'Record ID', 'Record', 'Action', 'Changes']);
    expect(row?.slice(1)).toEqual([
      '01.03.2026 05:05',
      `${adminName} · Admin`,
      'Order',
      String(orderA.id),
      `${orderA.pnr} · flights`,
      'Booking ticketed',
      'Status: Booked → Ticketed\nPaid: 0.00 AMD → 904,616.52 AMD',
    ]);
    // Armenian, and the agency's time zone when the reader names none (Yerevan: UTC+4).
    const [, armenian] = await exported('hy', 'csv');
    expect(armenian?.slice(1)).toEqual([
      '01.03.2026 14:05',
      `${adminName} · Ադմինիստրատոր`,
      'Պատվեր',
      String(orderA.id),
      `${orderA.pnr} · չվերթեր`,
      'Ամրագրումը տոմսավորված է',
      'Կարգավիճակ: Ամրագրված → Տոմսավորված\nՎճարված: 0.00 ֏ → 904,616.52 ֏',
    ]);
    // XLSX: the time is a date and time, as the wall clock of the reader's zone reads it.
    const [, cells] = await exported('ru', 'xlsx', 'Asia/Yerevan');
    expect(cells?.[1]).toBe('2026-03-01T14:05:00.000Z');
    expect(cells?.[7]).toBe('Статус: Забронирован → Выписан\nОплачено: 0.00 AMD → 904,616.52 AMD');
  });

  it('refuses a time zone that does not exist, with its field named', async () => {
    const response = await injectEndpoint(testApp.app, HISTORY_ENDPOINTS.export, {
      headers: { ...admin.headers, 'accept-language': 'en' },
      body: { format: 'csv', timeZone: 'Mars/Olympus' },
    });
    expect(response.statusCode).toBe(400);
    expect(response.json<TErrorBody>().errors).toEqual({ timeZone: 'Unknown time zone' });
  });
});
