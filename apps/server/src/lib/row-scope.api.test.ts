import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  allEndpoints,
  DEVELOPER_ENDPOINTS,
  hasPermission,
  needsPermission,
  FLIGHT_ORDER_ENDPOINTS,
  PASSENGER_ENDPOINTS,
  pathParameterNames,
  USER_ENDPOINTS,
  type TEndpointDefinition,
  type TFlightOrder,
  type TScopedRow,
} from '@frs/contract';
import { injectEndpoint } from '../../test/endpoint-call';
import { userWithToken } from '../../test/factories';
import { createFlightSetup } from '../../test/flight-factories';
import {
  orderAs,
  passengerInput,
  preOrder,
  preOrderBody,
  seedRatesAndTickets,
  sellableClass,
} from '../../test/order-factories';
import { createTestApp, type TTestApp } from '../../test/test-app';

/**
 * Generated from the declarations (issue 12): a second agent tries every endpoint that names one of the first
 * agent's rows in its path, with a request that is valid in every other way, and must get 404 (or 403 where agents
 * may not call the endpoint at all); afterwards the first agent's orders, travellers, profile and ledger are exactly
 * as they were. An endpoint that agents may call with an id in its path must say what the id names (`rowScope`), or
 * be listed below as naming shared records, so that a new endpoint cannot forget the rule.
 */

/** Endpoints agents may call whose path ids name records no agent owns, or that the path alone does not open. */
const SHARED_RECORDS = new Set([
  // Reference data (airports, hotels, …) is the agency's, read by all.
  ...allEndpoints()
    .filter(({ area }) => area === 'reference')
    .map(({ area, name }) => `${area}.${name}`),
  // A notification is an announcement to an audience; marking it read writes the caller's own read mark only.
  'notifications.markRead',
  // A personal notice is marked read only by its own user; another user's id is 404 (notifications.api.test.ts).
  'notifications.markNoticeRead',
  // An uploaded image is public by its unguessable id (logos and photos in documents and mails).
  'uploads.file',
  // A password reset names its user, but only the code mailed to that user opens it (docs: Accounts).
  'accounts.resetPassword',
  // A hotel's detail for a stay is reference data with prices for the caller.
  'hotelSearch.hotel',
  // An agency's webhook endpoints (and their deliveries) are found by `agent_id = caller` only: another agency's id
  // is 404 on each of these (modules/webhooks/webhooks.api.test.ts).
  ...[
    'updateWebhook',
    'deleteWebhook',
    'rotateWebhookSecret',
    'deliveries',
    'resendDelivery',
    'resendFailed',
    'testWebhook',
  ].map((name) => `developers.${name}`),
]);

/** A valid body for each scoped endpoint that takes one, so that the row scope is what answers. */
function sampleBody(key: string, rows: TVictimRows): unknown {
  const traveller = { ...passengerInput('adult'), save: undefined };
  const bodies: Record<string, unknown> = {
    'orders.refund': {},
    'hotelOrders.refund': {},
    'hotelOrders.edit': { comment: 'Probe' },
    'packageOrders.refund': {},
    'packageOrders.edit': { comment: 'Probe' },
    'packageOrders.split': { passengerIds: [rows.passengerId] },
    'orders.split': { passengerIds: [rows.passengerId] },
    'orders.changeDate': { changes: [{ segmentId: rows.segmentId, flightId: rows.flightId }] },
    'orders.changeDateQuote': { changes: [{ segmentId: rows.segmentId, flightId: rows.flightId }] },
    'orders.editDiscount': { discount: 0, reason: 'Probe' },
    'orders.edit': { comment: 'Probe', passengers: [] },
    'orders.editPassengerName': { firstName: 'PROBE', lastName: 'PROBE' },
    'passengers.update': {
      type: traveller.type,
      firstName: traveller.firstName,
      lastName: traveller.lastName,
      gender: traveller.gender,
      dateOfBirth: traveller.dateOfBirth,
      passportNumber: traveller.passportNumber,
      passportExpiry: traveller.passportExpiry,
      citizenship: traveller.citizenship,
    },
    'users.update': { companyName: 'Probe LLC' },
    'users.changePassword': { currentPassword: 'whatever-it-is', password: 'probe-pass-1', c_password: 'probe-pass-1' },
    'users.balanceHistory': {},
    'users.balanceHistoryExport': {},
    'users.setStatus': { action: 'block' },
    'users.transfer': { amount: 100 },
    'users.useBalance': { amount: 100, reason: 'Probe' },
    'users.creditLimit': { creditLimit: 100 },
  };
  if (!(key in bodies)) throw new Error(`${key} takes a body: add a valid one to sampleBody`);
  return bodies[key];
}

interface TVictimRows {
  userId: number;
  orderId: number;
  /** The order's PNR (the receipt names the order by it). */
  pnr: string;
  passengerId: number;
  segmentId: number;
  flightId: number;
  travellerId: number;
  /** The flight of the order's first segment (remove-passenger names it beside the passenger). */
  orderFlightId: number;
  /** An API key of the agency (issue 33). */
  apiKeyId: number;
}

let testApp: TTestApp;
let victim: TVictimRows;
let victimHeaders: Record<string, string>;
let prober: { headers: Record<string, string> };

/** What the first agent owns, as the first agent reads it. */
async function victimState() {
  const read = async (endpoint: TEndpointDefinition, call: Parameters<typeof injectEndpoint>[2] = {}) =>
    (await injectEndpoint(testApp.app, endpoint, { headers: victimHeaders, ...call })).json<unknown>();
  return {
    order: await read(FLIGHT_ORDER_ENDPOINTS.get, { params: { id: victim.orderId } }),
    travellers: await read(PASSENGER_ENDPOINTS.list),
    profile: await read(USER_ENDPOINTS.profile),
    ledger: await read(USER_ENDPOINTS.balanceHistory, { params: { id: victim.userId }, body: {} }),
    apiKeys: await read(DEVELOPER_ENDPOINTS.keys),
  };
}

beforeAll(async () => {
  testApp = await createTestApp();
  const db = testApp.database.db;
  await seedRatesAndTickets(db);
  const setup = await createFlightSetup(db);
  const { flightClass } = await sellableClass(db, setup, { seats: 20 });
  const other = await sellableClass(db, setup, { seats: 20, daysAhead: 12 });
  const first = await userWithToken(testApp.app, db, 'user', { balance: 10_000_000_000 });
  victimHeaders = first.headers;
  prober = await userWithToken(testApp.app, db, 'user', { balance: 10_000_000_000 });
  const held = await preOrder(
    testApp.app,
    first.headers,
    preOrderBody([flightClass.id], [passengerInput('adult', { save: true }), passengerInput('adult')]),
  );
  const order: TFlightOrder = await orderAs(testApp.app, first.headers, held.id, 'ticketing');
  const apiKey = (
    await injectEndpoint(testApp.app, DEVELOPER_ENDPOINTS.createKey, {
      headers: first.headers,
      body: { name: 'Victim key', scopes: ['search'] },
    })
  ).json<{ id: number }>();
  const travellers = (await injectEndpoint(testApp.app, PASSENGER_ENDPOINTS.list, { headers: first.headers })).json<{
    result: { id: number }[];
  }>();
  victim = {
    userId: first.user.id,
    orderId: order.id,
    pnr: order.pnr,
    passengerId: order.passengers[0]!.id,
    segmentId: order.segments[0]!.id,
    flightId: other.flight.id,
    travellerId: travellers.result[0]!.id,
    orderFlightId: order.segments[0]!.flight.id,
    apiKeyId: apiKey.id,
  };
});
afterAll(async () => {
  await testApp.app.close();
});

/** The value of a path parameter naming the victim's row of that kind. */
function victimRow(kind: TScopedRow, name: string, endpoint: TEndpointDefinition): number | string {
  switch (kind) {
    case 'order':
      return victim.orderId;
    case 'orderPnr':
      return victim.pnr;
    case 'orderPassenger':
      return victim.passengerId;
    case 'passenger':
      return victim.travellerId;
    case 'user':
      return victim.userId;
    case 'apiKey':
      return victim.apiKeyId;
    case 'notification':
      throw new Error(`${endpoint.path}: {${name}} names a notification, which no agent owns`);
  }
}

describe('row scope: one agent never reaches another agent’s rows', () => {
  it('every endpoint agents may call with an id in its path says what the id names, or names shared records', () => {
    const unexplained = allEndpoints()
      .filter(({ endpoint }) => pathParameterNames(endpoint.path).length > 0)
      .filter(({ endpoint }) => !needsPermission(endpoint) || hasPermission('user', endpoint.access))
      .filter(({ area, name, endpoint }) => !endpoint.rowScope && !SHARED_RECORDS.has(`${area}.${name}`))
      .map(({ endpoint }) => `${endpoint.method} ${endpoint.path}`);
    expect(unexplained).toEqual([]);
  });

  it('a second agent gets 404 (or 403) from every scoped endpoint, and changes nothing of the first agent', async () => {
    const before = await victimState();
    const answers: string[] = [];
    const expected: string[] = [];
    for (const { area, name, endpoint } of allEndpoints().filter(({ endpoint }) => endpoint.rowScope)) {
      const key = `${area}.${name}`;
      const params: Record<string, number | string> = {};
      for (const parameter of pathParameterNames(endpoint.path)) {
        const kind = endpoint.rowScope?.[parameter];
        // A path parameter outside the scope (the flight of remove-passenger) names the victim's order's flight.
        params[parameter] = kind ? victimRow(kind, parameter, endpoint) : victim.orderFlightId;
      }
      const response = await injectEndpoint(testApp.app, endpoint, {
        headers: prober.headers,
        params,
        ...(endpoint.body ? { body: sampleBody(key, victim) } : {}),
      });
      const mayCall = !needsPermission(endpoint) || hasPermission('user', endpoint.access);
      answers.push(`${key}: ${response.statusCode}`);
      expected.push(`${key}: ${mayCall ? 404 : 403}`);
    }
    expect(answers).toEqual(expected);
    expect(await victimState()).toEqual(before);
  });
});
