import { and, eq, sum } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  addDays,
  FLIGHT_ORDER_ENDPOINTS,
  PACKAGE_ORDER_ENDPOINTS,
  PACKAGE_SEARCH_ENDPOINTS,
  todayIsoDate,
  type TFlightPassengers,
  type TPackageOrder,
  type TPackageOrderExportRequest,
  type TPackageOrderListRequest,
  type TPackageOrderListResponse,
  type TPackageSearchResponse,
} from '@frs/contract';
import { balanceEntries, classes, orders, users } from '../../db/schema';
import { nightsOf, setNights } from '../../../test/agency-factories';
import { injectEndpoint } from '../../../test/endpoint-call';
import { readExport } from '../../../test/export-file';
import { userWithToken } from '../../../test/factories';
import { passengerInput, seedRatesAndTickets } from '../../../test/order-factories';
import {
  createSellablePackage,
  packageOrderAs,
  packagePreOrder,
  packagePreOrderBody,
  type TSellablePackage,
} from '../../../test/package-order-calls';
import { createTestApp, type TTestApp } from '../../../test/test-app';

/** Package orders through the API: the lifecycle, money, seats and rooms, and the bad input of the issue. */

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

async function balanceOf(userId: number) {
  const [row] = await db().select({ balance: users.balance }).from(users).where(eq(users.id, userId));
  return row!.balance;
}

async function ledgerOf(userId: number) {
  const [row] = await db()
    .select({ total: sum(balanceEntries.amount) })
    .from(balanceEntries)
    .where(eq(balanceEntries.userId, userId));
  return Number(row?.total ?? 0);
}

async function seatsOf(classId: number) {
  const [row] = await db()
    .select({ held: classes.held, sold: classes.sold })
    .from(classes)
    .where(eq(classes.id, classId));
  return row!;
}

/** The room type's held and sold rooms on the first night of the stay. */
async function firstNightOf(sale: TSellablePackage, checkIn: string) {
  const night = (await nightsOf(db(), sale.room.id)).get(checkIn)!;
  return { held: night.held, sold: night.sold };
}

async function agentWithMoney(balance = 10_000_000_00) {
  return userWithToken(testApp.app, db(), 'user', { balance });
}

describe('a package order from hold to refund', () => {
  it('holds, tickets once, and refunds one traveller then the other, keeping seats, rooms and money true', async () => {
    const sale = await createSellablePackage(db());
    const agent = await agentWithMoney();
    const admin = await userWithToken(testApp.app, db(), 'Admin');

    // The search and the pre-order agree on the price.
    const search = await injectEndpoint(testApp.app, PACKAGE_SEARCH_ENDPOINTS.search, {
      token: agent.token,
      body: { offerId: sale.offer.id, departureFrom: sale.departure, adults: 2 },
    });
    expect(search.statusCode).toBe(200);
    const combination = search
      .json<TPackageSearchResponse>()
      .combinations.find((candidate) => candidate.outbound.classId === sale.outboundClass.id);
    expect(combination).toBeDefined();
    expect(combination!.breakdown).toBeUndefined();

    const held = await packagePreOrder(testApp.app, agent.token, packagePreOrderBody(sale));
    expect(held.status).toBe('hold');
    expect(held.totals.payable).toBe(combination!.price.payable);
    expect(held.totals.payable).toBe(held.totals.net);
    expect(held.passengers).toHaveLength(2);
    expect(held.rooms).toHaveLength(1);
    expect(held.rooms[0]!.passengerIds.sort()).toEqual(held.passengers.map((p) => p.id).sort());
    expect(held.breakdown).toBeUndefined();
    expect(held.checkIn).toBe(sale.departure);
    expect(held.checkOut).toBe(addDays(sale.departure, sale.nights));
    expect(held.passengers.reduce((total, p) => total + p.price.net, 0)).toBe(held.totals.net);
    expect(await seatsOf(sale.outboundClass.id)).toEqual({ held: 2, sold: 0 });
    expect(await seatsOf(sale.returnClass.id)).toEqual({ held: 2, sold: 0 });
    expect(await firstNightOf(sale, held.checkIn)).toEqual({ held: 1, sold: 0 });

    const before = await balanceOf(agent.user.id);
    const ticketed = await packageOrderAs(testApp.app, agent.token, held.id, 'ticketing');
    expect(ticketed.status).toBe('ticketed');
    expect(ticketed.passengers.every((p) => /^\d{13}$/.test(p.ticketNumber ?? ''))).toBe(true);
    expect(ticketed.rooms[0]!.voucherNumber).toMatch(/^HV-\d{6}$/);
    expect(await balanceOf(agent.user.id)).toBe(before - held.totals.payable);
    const charges = await db()
      .select()
      .from(balanceEntries)
      .where(and(eq(balanceEntries.userId, agent.user.id), eq(balanceEntries.orderReference, held.pnr)));
    expect(charges).toHaveLength(1);
    expect(await seatsOf(sale.outboundClass.id)).toEqual({ held: 0, sold: 2 });
    expect(await firstNightOf(sale, held.checkIn)).toEqual({ held: 0, sold: 1 });

    // The flight's passenger list names the travellers as a package's.
    const onFlight = await injectEndpoint(testApp.app, FLIGHT_ORDER_ENDPOINTS.flightPassengers, {
      token: admin.token,
      params: { id: held.segments[0]!.flight.id },
    });
    const listed = onFlight.json<TFlightPassengers>().classes.flatMap((item) => item.passengers);
    expect(listed.map((passenger) => [passenger.orderId, passenger.orderLine])).toEqual([
      [held.id, 'package'],
      [held.id, 'package'],
    ]);

    // The staff see the parts; they add up to the gross.
    const asAdmin = await injectEndpoint(testApp.app, endpoints.get, { token: admin.token, params: { id: held.id } });
    const breakdown = asAdmin.json<TPackageOrder>().breakdown!;
    expect(breakdown.flights + breakdown.hotel + breakdown.services + breakdown.markup).toBe(held.totals.gross);

    // An agent may not refund.
    const [first, second] = ticketed.passengers;
    const byAgent = await injectEndpoint(testApp.app, endpoints.refund, {
      token: agent.token,
      params: { id: held.id },
      body: { passengerIds: [first!.id] },
    });
    expect(byAgent.statusCode).toBe(403);

    const partly = await injectEndpoint(testApp.app, endpoints.refund, {
      token: admin.token,
      params: { id: held.id },
      body: { passengerIds: [first!.id], penalties: [{ passengerId: first!.id, penalty: 1_000_00 }] },
    });
    expect(partly.statusCode).toBe(200);
    const afterOne = partly.json<TPackageOrder>();
    expect(afterOne.status).toBe('ticketed');
    expect(afterOne.passengers.find((p) => p.id === first!.id)!.refundAmount).toBe(first!.price.net - 1_000_00);
    expect(await balanceOf(agent.user.id)).toBe(before - held.totals.payable + first!.price.net - 1_000_00);
    expect(await seatsOf(sale.outboundClass.id)).toEqual({ held: 0, sold: 1 });
    // The room still sleeps the other traveller.
    expect(await firstNightOf(sale, held.checkIn)).toEqual({ held: 0, sold: 1 });

    const rest = await injectEndpoint(testApp.app, endpoints.refund, {
      token: admin.token,
      params: { id: held.id },
      body: { passengerIds: [second!.id] },
    });
    expect(rest.statusCode).toBe(200);
    expect(rest.json<TPackageOrder>().status).toBe('refunded');
    expect(await seatsOf(sale.returnClass.id)).toEqual({ held: 0, sold: 0 });
    expect(await firstNightOf(sale, held.checkIn)).toEqual({ held: 0, sold: 0 });
    expect(await ledgerOf(agent.user.id)).toBe(await balanceOf(agent.user.id));
  });

  it('books, tickets the booking, and cancels another booking giving back its seats and nights', async () => {
    const sale = await createSellablePackage(db());
    const agent = await agentWithMoney();
    const booked = await packageOrderAs(
      testApp.app,
      agent.token,
      (await packagePreOrder(testApp.app, agent.token, packagePreOrderBody(sale))).id,
      'booking',
    );
    expect(booked.status).toBe('booked');
    expect(booked.bookingExpiresAt).not.toBeNull();
    const ticketed = await injectEndpoint(testApp.app, endpoints.bookingToTicketing, {
      token: agent.token,
      params: { id: booked.id },
    });
    expect(ticketed.statusCode).toBe(200);
    expect(ticketed.json<TPackageOrder>().status).toBe('ticketed');

    const other = await packageOrderAs(
      testApp.app,
      agent.token,
      (await packagePreOrder(testApp.app, agent.token, packagePreOrderBody(sale))).id,
      'booking',
    );
    expect(await seatsOf(sale.outboundClass.id)).toEqual({ held: 0, sold: 4 });
    const cancelled = await injectEndpoint(testApp.app, endpoints.cancel, {
      token: agent.token,
      params: { id: other.id },
    });
    expect(cancelled.statusCode).toBe(200);
    expect(cancelled.json<TPackageOrder>().status).toBe('cancelled');
    expect(await seatsOf(sale.outboundClass.id)).toEqual({ held: 0, sold: 2 });
    expect(await firstNightOf(sale, booked.checkIn)).toEqual({ held: 0, sold: 1 });
  });

  it('splits whole rooms to a new PNR, refusing part of a room and an infant left without an adult', async () => {
    const sale = await createSellablePackage(db());
    const agent = await agentWithMoney();
    const travellers = [
      passengerInput('adult'),
      passengerInput('infant'),
      passengerInput('adult'),
      passengerInput('adult'),
    ];
    const body = packagePreOrderBody(sale, travellers, {
      rooms: [{ travellers: [0, 1] }, { travellers: [2, 3] }],
    });
    const held = await packagePreOrder(testApp.app, agent.token, body);
    const booked = await packageOrderAs(testApp.app, agent.token, held.id, 'booking');
    const [adult, infant, third, fourth] = booked.passengers;

    const partRoom = await injectEndpoint(testApp.app, endpoints.split, {
      token: agent.token,
      params: { id: held.id },
      body: { passengerIds: [third!.id] },
    });
    expect(partRoom.statusCode).toBe(400);
    expect(partRoom.json().errors.passengerIds).toBeDefined();

    const leavesInfant = await injectEndpoint(testApp.app, endpoints.split, {
      token: agent.token,
      params: { id: held.id },
      body: { passengerIds: [adult!.id, third!.id, fourth!.id] },
    });
    expect([400, 409]).toContain(leavesInfant.statusCode);
    expect(infant!.type).toBe('infant');

    const split = await injectEndpoint(testApp.app, endpoints.split, {
      token: agent.token,
      params: { id: held.id },
      body: { passengerIds: [third!.id, fourth!.id] },
    });
    expect(split.statusCode).toBe(200);
    const { original, created } = split.json<{ original: TPackageOrder; created: TPackageOrder }>();
    expect(created.pnr).not.toBe(original.pnr);
    expect(created.passengers.map((p) => p.id).sort()).toEqual([third!.id, fourth!.id].sort());
    expect(created.rooms).toHaveLength(1);
    expect(original.rooms).toHaveLength(1);
    expect(original.totals.payable + created.totals.payable).toBe(booked.totals.payable);
  });

  it('edits the travellers’ names on the order and as the hotel’s guests', async () => {
    const sale = await createSellablePackage(db());
    const agent = await agentWithMoney();
    const held = await packagePreOrder(testApp.app, agent.token, packagePreOrderBody(sale));
    const traveller = held.passengers[0]!;
    const edited = await injectEndpoint(testApp.app, endpoints.edit, {
      token: agent.token,
      params: { id: held.id },
      body: {
        travellers: [{ id: traveller.id, firstName: 'Narek', lastName: 'Hakobyan' }],
        rooms: [{ id: held.rooms[0]!.id, specialRequests: 'Sea view' }],
        comment: 'Honeymoon',
      },
    });
    expect(edited.statusCode).toBe(200);
    const order = edited.json<TPackageOrder>();
    expect(order.passengers[0]!.firstName).toBe('Narek');
    expect(order.rooms[0]!.specialRequests).toBe('Sea view');
    expect(order.comment).toBe('Honeymoon');
  });
});

describe('the list and its export', () => {
  it('filters, sorts and pages; the export holds exactly the filtered orders in CSV and XLSX; an agent only its own', async () => {
    const sale = await createSellablePackage(db());
    const agent = await agentWithMoney();
    const other = await agentWithMoney();
    const admin = await userWithToken(testApp.app, db(), 'Admin');
    const held = await packagePreOrder(testApp.app, agent.token, packagePreOrderBody(sale));
    const booked = await packageOrderAs(
      testApp.app,
      agent.token,
      (await packagePreOrder(testApp.app, agent.token, packagePreOrderBody(sale))).id,
      'booking',
    );
    const foreign = await packagePreOrder(testApp.app, other.token, packagePreOrderBody(sale));
    const list = async (token: string, body: TPackageOrderListRequest) => {
      const response = await injectEndpoint(testApp.app, endpoints.list, { token, body });
      expect(response.statusCode, response.body).toBe(200);
      return response.json<TPackageOrderListResponse>();
    };
    const exportOf = (token: string, body: TPackageOrderExportRequest, format: 'csv' | 'xlsx' = 'csv') =>
      injectEndpoint(testApp.app, endpoints.export, { token, body: { ...body, format } });

    // Newest first by default; an agent sees its own whatever agent it names.
    const own = await list(agent.token, { offerId: sale.offer.id, agentId: other.user.id });
    expect(own.result.map((item) => item.id)).toEqual([booked.id, held.id]);
    expect(
      (await list(admin.token, { offerId: sale.offer.id, statuses: ['booked'] })).result.map((item) => item.id),
    ).toEqual([booked.id]);
    const sorted = [held.pnr, booked.pnr, foreign.pnr].sort();
    const page = await list(admin.token, {
      offerId: sale.offer.id,
      sortField: 'pnr',
      sortOrder: 'asc',
      pageSize: 2,
      page: 1,
    });
    expect(page).toMatchObject({ count: 3, result: [{ pnr: sorted[2] }] });

    const filters = {
      offerId: sale.offer.id,
      statuses: ['hold'],
      sortField: 'pnr',
      sortOrder: 'asc',
    } satisfies TPackageOrderExportRequest;
    const csv = await exportOf(admin.token, filters);
    expect(csv.statusCode, csv.body).toBe(200);
    expect(csv.headers['content-disposition']).toMatch(/filename="package-orders-\d{4}-\d{2}-\d{2}\.csv"$/);
    const csvRows = await readExport(csv.rawPayload, 'csv');
    expect(csvRows.map((row) => row[0])).toEqual(['PNR', ...[held.pnr, foreign.pnr].sort()]);
    const heldRow = csvRows.find((row) => row[0] === held.pnr) ?? [];
    expect(heldRow.slice(5, 14)).toEqual([
      sale.offer.name,
      held.hotel.name,
      held.checkIn,
      held.checkOut,
      String(sale.nights),
      '2',
      held.passengers.map((passenger) => `${passenger.firstName} ${passenger.lastName}`).join(', '),
      (held.totals.payable / 100).toFixed(2),
      held.holdExpiresAt,
    ]);
    const xlsxRows = await readExport((await exportOf(admin.token, filters, 'xlsx')).rawPayload, 'xlsx');
    expect(xlsxRows.map((row) => row[0])).toEqual(csvRows.map((row) => row[0]));

    const ownRows = await readExport((await exportOf(agent.token, { offerId: sale.offer.id })).rawPayload, 'csv');
    expect(ownRows.slice(1).map((row) => row[0])).toEqual([booked.pnr, held.pnr]);
    const backwards = await exportOf(admin.token, { startDate: '2026-02-02', endDate: '2026-01-01' });
    expect(backwards.statusCode).toBe(400);
  });
});

describe('bad input changes nothing', () => {
  it('answers 4xx for an unknown offer, a date outside the sale period, a party that does not fit and no rooms', async () => {
    const sale = await createSellablePackage(db());
    const agent = await agentWithMoney();
    const call = (body: object) =>
      injectEndpoint(testApp.app, endpoints.preOrder, {
        token: agent.token,
        body: { ...packagePreOrderBody(sale), ...body },
      });

    const unknown = await call({ offerId: 999_999 });
    expect(unknown.statusCode).toBe(400);
    expect(unknown.json().errors.offerId).toBeDefined();

    const late = await createSellablePackage(db(), { saleTo: todayIsoDate() });
    const outside = await injectEndpoint(testApp.app, endpoints.preOrder, {
      token: agent.token,
      body: packagePreOrderBody(late),
    });
    expect(outside.statusCode).toBe(400);
    expect(outside.json().errors.outboundClassId).toBeDefined();

    const crowd = await call({
      travellers: [passengerInput('adult'), passengerInput('adult'), passengerInput('adult')],
    });
    expect(crowd.statusCode).toBe(400);
    expect(crowd.json().errors['rooms.0.travellers']).toBeDefined();

    const wrongNights = await call({ nights: sale.nights + 1 });
    expect(wrongNights.statusCode).toBe(400);

    await setNights(db(), sale.room.id, addDays(sale.departure, 2), 1, { allotment: 0 });
    const full = await call({});
    expect(full.statusCode).toBe(409);
    expect(full.json().code).toBe('NOT_ENOUGH_ROOMS');
    expect(await seatsOf(sale.outboundClass.id)).toEqual({ held: 0, sold: 0 });
  });

  it('refuses another agent’s order, a wrong status, a short balance, an expired hold and a reused key', async () => {
    const sale = await createSellablePackage(db());
    const agent = await agentWithMoney(0);
    const other = await agentWithMoney();
    const held = await packagePreOrder(testApp.app, agent.token, packagePreOrderBody(sale));

    const foreign = await injectEndpoint(testApp.app, endpoints.get, { token: other.token, params: { id: held.id } });
    expect(foreign.statusCode).toBe(404);
    const foreignCancel = await injectEndpoint(testApp.app, endpoints.cancelPreOrder, {
      token: other.token,
      params: { id: held.id },
    });
    expect(foreignCancel.statusCode).toBe(404);

    const wrongStatus = await injectEndpoint(testApp.app, endpoints.cancel, {
      token: agent.token,
      params: { id: held.id },
    });
    expect(wrongStatus.statusCode).toBe(409);

    const short = await injectEndpoint(testApp.app, endpoints.order, {
      token: agent.token,
      body: { orderId: held.id, mode: 'ticketing' },
    });
    expect(short.statusCode).toBe(409);
    expect(short.json().code).toBe('INSUFFICIENT_BALANCE');
    expect(await seatsOf(sale.outboundClass.id)).toEqual({ held: 2, sold: 0 });

    const key = 'package-key-reused';
    const once = await injectEndpoint(testApp.app, endpoints.order, {
      token: agent.token,
      idempotencyKey: key,
      body: { orderId: held.id, mode: 'booking' },
    });
    expect(once.statusCode).toBe(200);
    const reused = await injectEndpoint(testApp.app, endpoints.order, {
      token: agent.token,
      idempotencyKey: key,
      body: { orderId: held.id, mode: 'ticketing' },
    });
    expect(reused.statusCode).toBe(422);

    const expiring = await packagePreOrder(testApp.app, agent.token, packagePreOrderBody(sale));
    await db()
      .update(orders)
      .set({ holdExpiresAt: new Date(Date.now() - 1_000) })
      .where(eq(orders.id, expiring.id));
    const expired = await injectEndpoint(testApp.app, endpoints.order, {
      token: agent.token,
      body: { orderId: expiring.id, mode: 'booking' },
    });
    expect(expired.statusCode).toBe(409);
    expect(expired.json().code).toBe('HOLD_EXPIRED');
  });
});
