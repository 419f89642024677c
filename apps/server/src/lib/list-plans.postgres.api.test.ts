import { randomBytes } from 'node:crypto';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import {
  AUTH_ENDPOINTS,
  FLIGHT_ORDER_ENDPOINTS,
  HISTORY_ENDPOINTS,
  HOTEL_ORDER_ENDPOINTS,
  PACKAGE_ORDER_ENDPOINTS,
  USER_ENDPOINTS,
  type TEndpointDefinition,
} from '@frs/contract';
import { SCALE_AGENT_DOMAIN, seedScale } from '../../bench/seed-scale';
import { createDatabaseOn, testDatabasePrefix } from '../../test/database-url';
import { injectEndpoint } from '../../test/endpoint-call';
import { readsOf, recordStatements, sequentialScansOf } from '../../test/recorded-statements';
import { createTestApp, type TTestApp } from '../../test/test-app';
import { postgresHandle } from '../db/database';

/**
 * The lists at scale (issue 34): the first page of every list reads its rows through indexes, never by a sequential
 * scan of the big tables. On PostgreSQL only (vitest.config.ts registers `*.postgres.api.test.ts` files only when
 * TEST_DATABASE_URL is set, as CI sets it: PGlite has no planner statistics worth the name at this size), on a small
 * copy of the scale seed (`bench/seed-scale.ts`, analysed), with the statements the API really sends for each request
 * recorded from the driver and explained there.
 */

/** The tables that grow with the orders: a sequential scan of one is a list that slows down as the business grows. */
const BIG_TABLES = [
  'orders',
  'order_passengers',
  'order_segments',
  'hotel_order_rooms',
  'hotel_order_guests',
  'package_orders',
  'balance_entries',
  'history',
];
/**
 * Enough rows that a sequential scan costs the planner more than an index (~40 s to seed on 2 cores), and the scale
 * seed's 500 agents, so that the biggest agent holds the share of all orders it holds at a million (about 4%).
 */
const SIZES = { orders: 40_000, flights: 4_000, agents: 500 };

let testApp: TTestApp;
let explainer: pg.Client;
const tokens = { admin: '', bigAgent: '', smallAgent: '' };
const data = { bigAgentId: 0, smallAgentId: 0, pnr: '', agentPnr: '', rareName: '' };

async function login(email: string): Promise<string> {
  const response = await injectEndpoint(testApp.app, AUTH_ENDPOINTS.login, {
    body: { email, password: 'demo1234' },
  });
  expect(response.statusCode, response.body).toBe(200);
  return response.json<{ token: string }>().token;
}

beforeAll(async () => {
  const serverUrl = process.env.TEST_DATABASE_URL!;
  // A database of this file's own, named with the run's prefix so that the suite's teardown drops it.
  const name = `${testDatabasePrefix(inject('postgresTemplate'))}${randomBytes(6).toString('hex')}`;
  const url = await createDatabaseOn(serverUrl, name, inject('postgresTemplate'));
  await seedScale(url, SIZES, () => {});
  testApp = await createTestApp({ database: postgresHandle(url, 4) });
  explainer = new pg.Client({ connectionString: url });
  await explainer.connect();
  const one = async <T>(text: string): Promise<T> => (await explainer.query(text)).rows[0] as T;
  const agentByOrders = (order: 'asc' | 'desc') =>
    one<{ id: number; email: string }>(
      `select u.id, u.email from orders o join users u on u.id = o.agent_id
      where u.email like '%@${SCALE_AGENT_DOMAIN}' group by u.id, u.email order by count(*) ${order}, u.id limit 1`,
    );
  const big = await agentByOrders('desc');
  const small = await agentByOrders('asc');
  data.bigAgentId = big.id;
  data.smallAgentId = small.id;
  data.pnr = (
    await one<{ pnr: string }>(`select pnr from orders where product_line = 'flight' order by id limit 1`)
  ).pnr;
  data.agentPnr = (
    await one<{ pnr: string }>(`select pnr from orders where agent_id = ${big.id} order by id desc limit 1`)
  ).pnr;
  data.rareName = (
    await one<{ last_name: string }>(
      `select last_name from order_passengers where last_name like '%yan' and length(last_name) = 9
      group by last_name order by count(*), last_name limit 1`,
    )
  ).last_name;
  tokens.admin = await login('superadmin@demo.test');
  tokens.bigAgent = await login(big.email);
  tokens.smallAgent = await login(small.email);
}, 300_000);

afterAll(async () => {
  await explainer?.end();
  await testApp?.app.close();
});

interface TListCall {
  endpoint: TEndpointDefinition;
  token: () => string;
  body?: () => unknown;
  query?: () => Record<string, unknown>;
  params?: () => Record<string, number>;
}

const flightList = (token: () => string, body: () => unknown = () => ({})): TListCall => ({
  endpoint: FLIGHT_ORDER_ENDPOINTS.list,
  token,
  body,
});
const admin = () => tokens.admin;
const bigAgent = () => tokens.bigAgent;
const smallAgent = () => tokens.smallAgent;

const FIRST_PAGES: Record<string, TListCall> = {
  'flight reservations, admin': flightList(admin),
  'flight reservations, big agent': flightList(bigAgent),
  'flight reservations, small agent': flightList(smallAgent),
  'flight reservations, PNR': flightList(admin, () => ({ pnr: data.pnr })),
  'flight reservations, PNR (3 letters)': flightList(admin, () => ({ pnr: data.pnr.slice(0, 3) })),
  'flight reservations, agent, PNR': flightList(bigAgent, () => ({ pnr: data.agentPnr })),
  'flight reservations, surname prefix': flightList(admin, () => ({ passengerName: 'Petro' })),
  'flight reservations, common surname': flightList(admin, () => ({ passengerName: 'Petrosyan' })),
  'flight reservations, rare surname': flightList(admin, () => ({ passengerName: data.rareName })),
  'flight reservations, full name': flightList(admin, () => ({ passengerName: `Anna ${data.rareName}` })),
  'flight reservations, no such name': flightList(admin, () => ({ passengerName: 'Zzyzx' })),
  'flight reservations, agent, common surname': flightList(bigAgent, () => ({ passengerName: 'Petrosyan' })),
  'flight reservations, agent filter': flightList(admin, () => ({ agentId: data.bigAgentId })),
  'flight reservations, small agent filter': flightList(admin, () => ({ agentId: data.smallAgentId })),
  'flight reservations, status': flightList(admin, () => ({ statuses: ['ticketed'] })),
  'hotel reservations, admin': { endpoint: HOTEL_ORDER_ENDPOINTS.list, token: admin, query: () => ({}) },
  'hotel reservations, big agent': { endpoint: HOTEL_ORDER_ENDPOINTS.list, token: bigAgent, query: () => ({}) },
  'hotel reservations, guest surname': {
    endpoint: HOTEL_ORDER_ENDPOINTS.list,
    token: admin,
    query: () => ({ guestName: 'Petrosyan' }),
  },
  'package reservations, admin': { endpoint: PACKAGE_ORDER_ENDPOINTS.list, token: admin, body: () => ({}) },
  'package reservations, big agent': { endpoint: PACKAGE_ORDER_ENDPOINTS.list, token: bigAgent, body: () => ({}) },
  'package reservations, surname prefix': {
    endpoint: PACKAGE_ORDER_ENDPOINTS.list,
    token: admin,
    body: () => ({ passengerName: 'Petro' }),
  },
  'balance history, the agent': {
    endpoint: USER_ENDPOINTS.balanceHistory,
    token: bigAgent,
    params: () => ({ id: data.bigAgentId }),
    body: () => ({}),
  },
  'balance history, admin': {
    endpoint: USER_ENDPOINTS.balanceHistory,
    token: admin,
    params: () => ({ id: data.bigAgentId }),
    body: () => ({}),
  },
  'history, admin': {
    endpoint: HISTORY_ENDPOINTS.list,
    token: admin,
    body: () => ({ sortField: 'at', sortOrder: 'desc' }),
  },
  'history, big agent': {
    endpoint: HISTORY_ENDPOINTS.list,
    token: bigAgent,
    body: () => ({ sortField: 'at', sortOrder: 'desc' }),
  },
  'history, PNR': {
    endpoint: HISTORY_ENDPOINTS.list,
    token: admin,
    body: () => ({ pnr: data.pnr, sortField: 'at', sortOrder: 'desc' }),
  },
  'agents list': { endpoint: USER_ENDPOINTS.list, token: admin, body: () => ({ role: 'user' }) },
};

describe('first pages of the lists on a scale seed (PostgreSQL)', () => {
  it.each(Object.entries(FIRST_PAGES))('%s: no sequential scan of a big table', async (_name, call) => {
    const { result: response, statements } = await recordStatements(
      () =>
        injectEndpoint(testApp.app, call.endpoint, {
          token: call.token(),
          params: call.params?.(),
          query: call.query?.(),
          body: call.body?.(),
        }),
      explainer,
    );
    expect(response.statusCode, response.body).toBe(200);
    const reads = readsOf(statements);
    // The request read its rows (a recorder that caught nothing would pass any plan).
    expect(reads.some((read) => [...BIG_TABLES, 'users'].some((table) => read.text.includes(`"${table}"`)))).toBe(true);
    const scans: { table: string; statement: string }[] = [];
    for (const read of reads) {
      for (const table of await sequentialScansOf(explainer, read)) {
        if (BIG_TABLES.includes(table)) scans.push({ table, statement: read.text });
      }
    }
    expect(scans).toEqual([]);
  });
});
