import { and, count, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  ALERT_ENDPOINTS,
  DEFAULT_ALERT_PREFERENCES,
  DEFAULT_ALERT_SETTINGS,
  ROLES,
  USER_ENDPOINTS,
  type TAgentAlert,
  type TRole,
} from '@frs/contract';
import { mailOutbox, userNotices } from '../../db/schema';
import { injectEndpoint } from '../../../test/endpoint-call';
import { createUser, userWithToken } from '../../../test/factories';
import { createFlightSetup, tokensForEveryRole } from '../../../test/flight-factories';
import { expectPermissionCase, type TPermissionCase } from '../../../test/permission-matrix';
import { orderAs, preOrder, preOrderBody, seedRatesAndTickets, sellableClass } from '../../../test/order-factories';
import { createTestApp, type TTestApp } from '../../../test/test-app';
import { postLedgerEntry } from '../ledger';

/**
 * The low balance alert fires once per downward crossing of the threshold (issue 19): not while the funds stay
 * under it, again only after they rose back to it, and once when concurrent charges cross together.
 */

let testApp: TTestApp;
let admin: Awaited<ReturnType<typeof userWithToken>>;
const db = () => testApp.database.db;

beforeAll(async () => {
  testApp = await createTestApp();
  admin = await userWithToken(testApp.app, db(), 'Admin', { balance: 100_000_000 });
});
afterAll(async () => {
  await testApp.app.close();
});

/** A charge of the agent through the ledger, in its own transaction (as a ticketing posts it). */
function charge(userId: number, amount: number) {
  return db().transaction(async (tx) => {
    const posted = await postLedgerEntry(tx, {
      userId,
      amount: -amount,
      kind: 'ticketing',
      reason: null,
      actorId: null,
      now: new Date(),
    });
    if (!posted) throw new Error('charge refused');
  });
}

async function transfer(agentId: number, amount: number) {
  const response = await injectEndpoint(testApp.app, USER_ENDPOINTS.transfer, {
    headers: admin.headers,
    params: { id: agentId },
    body: { amount, reason: 'top-up' },
  });
  expect(response.statusCode, response.body).toBe(200);
}

async function alertsOf(userId: number, email: string) {
  const [notices] = await db()
    .select({ n: count() })
    .from(userNotices)
    .where(and(eq(userNotices.userId, userId), eq(userNotices.kind, 'lowBalance')));
  const [mails] = await db()
    .select({ n: count() })
    .from(mailOutbox)
    .where(and(eq(mailOutbox.recipient, email), eq(mailOutbox.template, 'low-balance')));
  return { notices: notices?.n ?? 0, mails: mails?.n ?? 0 };
}

async function setThreshold(agentId: number, lowBalanceThreshold: number | null) {
  const response = await injectEndpoint(testApp.app, ALERT_ENDPOINTS.editAgent, {
    headers: admin.headers,
    params: { id: agentId },
    body: { lowBalanceThreshold },
  });
  expect(response.statusCode, response.body).toBe(200);
  return response.json<TAgentAlert>();
}

describe('low balance alert', () => {
  it('fires once per downward crossing, re-arms only at the threshold, and once for concurrent charges', async () => {
    const { user: agent, headers } = await userWithToken(testApp.app, db(), 'user', {
      balance: 50_000_000,
      language: 'en',
    });
    const setup = await createFlightSetup(db());
    await seedRatesAndTickets(db());
    const { flightClass } = await sellableClass(db(), setup);
    const hold = await preOrder(testApp.app, headers, preOrderBody([flightClass.id]));
    // Staff set the agent's own threshold so that the ticketing below crosses it, 1,000 AMD short after it.
    const threshold = 50_000_000 - 300_000 - hold.totals.payable + 100_000;
    expect(await setThreshold(agent.id, threshold)).toMatchObject({ effectiveThreshold: threshold, fired: false });

    await charge(agent.id, 300_000); // still above
    expect(await alertsOf(agent.id, agent.email)).toEqual({ notices: 0, mails: 0 });
    // A real ticketing crosses it.
    expect((await orderAs(testApp.app, headers, hold.id, 'ticketing')).status).toBe('ticketed');
    expect(await alertsOf(agent.id, agent.email)).toEqual({ notices: 1, mails: 1 });

    // Staying under: more charges and a top-up that does not reach the threshold send nothing.
    await charge(agent.id, 10_000);
    await transfer(agent.id, 10_000);
    await charge(agent.id, 10_000);
    expect(await alertsOf(agent.id, agent.email)).toEqual({ notices: 1, mails: 1 });

    // Back to the threshold re-arms (no alert); the next crossing fires again.
    const alert = await injectEndpoint(testApp.app, ALERT_ENDPOINTS.agent, {
      headers: admin.headers,
      params: { id: agent.id },
    });
    const funds = alert.json<TAgentAlert>();
    expect(funds.fired).toBe(true);
    await transfer(agent.id, threshold - funds.available);
    expect(await alertsOf(agent.id, agent.email)).toEqual({ notices: 1, mails: 1 });
    await charge(agent.id, 1);
    expect(await alertsOf(agent.id, agent.email)).toEqual({ notices: 2, mails: 2 });

    // Concurrent charges, each enough to cross alone, cross together: one alert.
    await transfer(agent.id, 100_000);
    await Promise.all([charge(agent.id, 110_000), charge(agent.id, 110_000), charge(agent.id, 110_000)]);
    expect(await alertsOf(agent.id, agent.email)).toEqual({ notices: 3, mails: 3 });

    const [mail] = await db()
      .select()
      .from(mailOutbox)
      .where(and(eq(mailOutbox.recipient, agent.email), eq(mailOutbox.template, 'low-balance')))
      .limit(1);
    expect(mail).toMatchObject({ language: 'en', payload: { threshold, available: threshold - 100_000 } });
  });

  it("draws the agency's threshold from the usual week of sales, and respects the agent's switches", async () => {
    const saved = await injectEndpoint(testApp.app, ALERT_ENDPOINTS.editSettings, {
      headers: admin.headers,
      body: {
        lowBalanceEnabled: true,
        lowBalancePercent: 20,
        lowBalanceAmount: 0,
        holdReminderMinutes: 3,
        bookingReminderHours: 6,
        ticketingReminderHours: 24,
      },
    });
    expect(saved.statusCode, saved.body).toBe(200);
    const agent = await userWithToken(testApp.app, db(), 'user', { balance: 5_000_000 });
    // Mail off, in-app on.
    const switched = await injectEndpoint(testApp.app, ALERT_ENDPOINTS.editPreferences, {
      headers: agent.headers,
      body: {
        lowBalance: { inApp: true, mail: false },
        holdDeadline: { inApp: true },
        bookingDeadline: { inApp: true, mail: true },
        ticketingDeadline: { inApp: true, mail: true },
      },
    });
    expect(switched.statusCode, switched.body).toBe(200);
    // 4,000,000 of ticketing in 4 weeks: 1,000,000 a week, 20% of it is 200,000.
    await charge(agent.user.id, 4_000_000);
    const alert = await injectEndpoint(testApp.app, ALERT_ENDPOINTS.agent, {
      headers: admin.headers,
      params: { id: agent.user.id },
    });
    expect(alert.json<TAgentAlert>()).toMatchObject({
      lowBalanceThreshold: null,
      weeklySales: 1_000_000,
      effectiveThreshold: 200_000,
      available: 1_000_000,
      fired: false,
    });
    await charge(agent.user.id, 850_000);
    expect(await alertsOf(agent.user.id, agent.user.email)).toEqual({ notices: 1, mails: 0 });
    // The thresholds are the staff's: an agent may not read its own.
    const own = await injectEndpoint(testApp.app, ALERT_ENDPOINTS.agent, {
      headers: agent.headers,
      params: { id: agent.user.id },
    });
    expect(own.statusCode).toBe(403);
  });
});

describe('who may call the alerts endpoints (written out from docs/PRODUCT.md §6, not read from the table)', () => {
  const STAFF: readonly TRole[] = ['Super Admin', 'Admin', 'Viewer', 'Tickets', 'Hotels', 'Packages'];
  const ADMINS: readonly TRole[] = ['Super Admin', 'Admin'];
  const agentId = async () => (await createUser(db(), { balance: 100 })).id;
  const cases: TPermissionCase[] = [
    { endpoint: ALERT_ENDPOINTS.settings, allowed: STAFF, call: async () => ({}) },
    { endpoint: ALERT_ENDPOINTS.editSettings, allowed: ADMINS, call: async () => ({ body: DEFAULT_ALERT_SETTINGS }) },
    { endpoint: ALERT_ENDPOINTS.agent, allowed: STAFF, call: async () => ({ params: { id: await agentId() } }) },
    {
      endpoint: ALERT_ENDPOINTS.editAgent,
      allowed: ADMINS,
      call: async () => ({ params: { id: await agentId() }, body: { lowBalanceThreshold: 5_000_000 } }),
    },
    { endpoint: ALERT_ENDPOINTS.preferences, allowed: ROLES, call: async () => ({}) },
    {
      endpoint: ALERT_ENDPOINTS.editPreferences,
      allowed: ROLES,
      call: async () => ({ body: DEFAULT_ALERT_PREFERENCES }),
    },
  ];

  it('answers each role as allowed, 403 otherwise, 401 without a token', async () => {
    const tokenOf = await tokensForEveryRole(testApp.app, db(), ROLES);
    for (const testCase of cases) await expectPermissionCase(testApp, testCase, tokenOf);
  });
});
