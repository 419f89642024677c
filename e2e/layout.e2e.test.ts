import {
  API_KEY_SCOPES,
  DEVELOPER_ENDPOINTS,
  hasPermission,
  HOTEL_ORDER_ENDPOINTS,
  FLIGHT_ORDER_ENDPOINTS,
  PACKAGE_ORDER_ENDPOINTS,
  PACKAGE_SEARCH_ENDPOINTS,
  type TPackageCombination,
  privateRoutesFor,
  PRIVATE_ROUTES,
  type TFlightOrder,
  type TRole,
} from '@frs/contract';
import type { Page } from 'playwright-core';
import { beforeAll, describe, expect, it } from 'vitest';
import { apiCall, apiLogin, localIsoDate } from './support/api';
import { byTestId, fillDate, login, useBrowser, withSession } from './support/browser';
import { findFamilyRoundTrip, holdFamily, listOrders, type TFoundOffer } from './support/demo-orders';
import { appUrl } from './support/env';
import { LAPTOP_WINDOW, layoutProblems, PHONE_WINDOW, settle } from './support/layout';
import { DEMO_PASSWORD } from './support/users';

/**
 * Every private route, as a user who may open it, at 1366 px and at 375 px, in Armenian: nothing of a screen may be
 * clipped or stick out of its box (support/layout.ts says what is checked).
 */
const browser = useBrowser();

/**
 * Armenian only: its texts are the longest of the three languages, and each language walked doubles the test's
 * minutes in CI (the walk in English as well took 7 of the suite's 15 minutes).
 */
const LANGUAGES = ['hy'] as const;
type TLanguage = (typeof LANGUAGES)[number];

/** The ids the routes with a parameter are opened with, and the states of the booking flow, from the demo data. */
interface TDemoIds {
  agentToken: string;
  agentId: number;
  /** The seed's ticketed family round trip (four passengers, two flights): the widest order. */
  familyOrder: TFlightOrder;
  found: TFoundOffer;
  /** The seed's confirmed family stay in Paris. */
  hotelOrderId: number;
  hotelId: number;
  /** The seed's ticketed package of agent@demo.test, and a Dubai package for two to check out. */
  packageOrderId: number;
  packageCombination: TPackageCombination;
}

let ids: TDemoIds;

beforeAll(async () => {
  const agent = await apiLogin('agent@demo.test', DEMO_PASSWORD);
  const orders = await listOrders(agent.token);
  const ticketed = orders
    .filter((order) => order.status === 'ticketed')
    .sort((left, right) => right.passengers.length - left.passengers.length)[0];
  if (!ticketed) throw new Error('The demo seed has no ticketed order of agent@demo.test');
  const familyOrder = await apiCall(FLIGHT_ORDER_ENDPOINTS.get, { params: { id: ticketed.id }, token: agent.token });
  const stays = await apiCall(HOTEL_ORDER_ENDPOINTS.list, {
    query: { statuses: 'ticketed' },
    token: agent.token,
  });
  const stay = stays.result[0];
  if (!stay) throw new Error('The demo seed has no confirmed hotel order of agent@demo.test');
  const packages = await apiCall(PACKAGE_ORDER_ENDPOINTS.list, {
    body: { statuses: ['ticketed'] },
    token: agent.token,
  });
  const trip = packages.result[0];
  if (!trip) throw new Error('The demo seed has no ticketed package order of agent@demo.test');
  const dubai = await apiCall(PACKAGE_SEARCH_ENDPOINTS.search, {
    body: { ...dubaiTrip(), adults: 2 },
    token: agent.token,
  });
  const combination = dubai.combinations[0];
  if (!combination) throw new Error('The demo has no Dubai package for two in the next two weeks');
  ids = {
    packageOrderId: trip.id,
    packageCombination: combination,
    agentToken: agent.token,
    agentId: agent.userId,
    familyOrder,
    found: await findFamilyRoundTrip(agent.token),
    hotelOrderId: stay.id,
    hotelId: stay.hotel.id,
  };
});

/** One screen to check: where to go, what to set up first, and what shows that its data is drawn. */
interface TStop {
  name: string;
  path: string;
  /** Runs on a page of the app before `path` is opened (browser storage of the booking flow). */
  prepare?: (page: Page) => Promise<void>;
  /** Runs once `path` shows its title (a search to submit), before `readyTestId` is waited for. */
  act?: (page: Page) => Promise<void>;
  readyTestId?: string;
  /** The screen draws what its URL says when the URL changes, so that it may be opened from itself without a reload. */
  followsUrl?: boolean;
}

async function storeCheckout(page: Page, found: TFoundOffer, orderId: number | undefined): Promise<void> {
  await page.evaluate(
    ({ search, offer, orderId }) => {
      const userId = Number(window.localStorage.getItem('userId'));
      window.sessionStorage.setItem('frs.checkout', JSON.stringify({ userId, search, offer, orderId }));
    },
    { search: found.search, offer: found.offer, orderId },
  );
}

/** The hotel search the walk shows results of (the Hotels tab runs the last search again when it opens). */
function parisStay() {
  const day = (days: number) => {
    const date = new Date();
    date.setDate(date.getDate() + days);
    return localIsoDate(date);
  };
  return { city: 'Paris', hotelId: null, checkIn: day(7), checkOut: day(10), rooms: 1, adults: 2, childAges: [] };
}

function daysAhead(days: number): string {
  const date = new Date();
  date.setDate(date.getDate() + days);
  return localIsoDate(date);
}

/** The package search the walk shows results of: Dubai, departures in the next two weeks. */
function dubaiTrip() {
  return { destination: 'Dubai', departureFrom: daysAhead(1), departureTo: daysAhead(14) };
}

/** The stops of one route (a route with several states, such as /checkout, has one per state). */
async function stopsOf(path: string, role: TRole): Promise<TStop[]> {
  const { familyOrder, found } = ids;
  switch (path) {
    case '/search':
      return [
        { name: 'search form', path },
        ...(hasPermission(role, 'search.hotels')
          ? [
              { name: 'hotel search form', path: '/search?tab=hotels', readyTestId: 'hotel-search-form' },
              {
                // Paris for two, a week ahead: the demo hotel there has four room types with long policies.
                name: 'hotel search results',
                path: '/search?tab=hotels',
                prepare: (page: Page) =>
                  page.evaluate((search) => {
                    const userId = Number(window.localStorage.getItem('userId'));
                    window.sessionStorage.setItem('frs.lastHotelSearch', JSON.stringify({ userId, search }));
                  }, parisStay()),
                readyTestId: 'hotel-search-count',
              },
            ]
          : []),
        ...(hasPermission(role, 'search.packages')
          ? [
              { name: 'package search form', path: '/search?tab=packages', readyTestId: 'package-search-form' },
              {
                // Dubai for two: several hotels, five and seven nights, each with its flights and services.
                name: 'package search results',
                path: '/search?tab=packages',
                act: async (page: Page) => {
                  const trip = dubaiTrip();
                  await byTestId(page, 'package-search-destination').fill('Dub');
                  await byTestId(page, 'package-search-city-dubai').click();
                  await fillDate(page, 'package-search-departure-from', trip.departureFrom);
                  await fillDate(page, 'package-search-departure-to', trip.departureTo);
                  await byTestId(page, 'package-search-submit').click();
                },
                readyTestId: 'package-search-count',
              },
            ]
          : []),
        {
          name: 'search results',
          path,
          prepare: (page) =>
            page.evaluate((request) => {
              const userId = Number(window.localStorage.getItem('userId'));
              window.localStorage.setItem('frs.lastSearch', JSON.stringify({ userId, request }));
            }, found.search),
          readyTestId: 'offer-0',
        },
      ];
    case '/checkout': {
      // A fresh hold for each walk: a hold lives only minutes.
      const held = await holdFamily(ids.agentToken, found);
      return [
        { name: 'checkout form', path, prepare: (page) => storeCheckout(page, found, undefined) },
        { name: 'hold', path, prepare: (page) => storeCheckout(page, found, held.id), readyTestId: 'hold-panel' },
        {
          name: 'result',
          path,
          prepare: (page) => storeCheckout(page, found, familyOrder.id),
          readyTestId: 'checkout-result',
        },
      ];
    }
    case '/reservation/edit/:id':
      return [{ name: 'order', path: `/reservation/edit/${familyOrder.id}`, readyTestId: 'order-history' }];
    case '/flights/:id':
      return [{ name: 'flight', path: `/flights/${familyOrder.segments[0]!.flight.id}` }];
    case '/flights/:id/disruption':
      return [{ name: 'flight disruption', path: `/flights/${familyOrder.segments[0]!.flight.id}/disruption` }];
    case '/agents/:id':
      return [{ name: 'agent', path: `/agents/${ids.agentId}`, readyTestId: 'balance-history-grid' }];
    case '/hotels/room_type/:id':
      return [{ name: 'hotel room types', path: `/hotels/room_type/${ids.hotelId}` }];
    case '/checkout/package':
      return [
        {
          name: 'package checkout',
          path,
          prepare: (page) =>
            page.evaluate((combination) => {
              const userId = Number(window.localStorage.getItem('userId'));
              const selection = { userId, combination, adults: 2, childAges: [], rooms: 1 };
              window.sessionStorage.setItem('frs.packageSelection', JSON.stringify(selection));
            }, ids.packageCombination),
          readyTestId: 'package-checkout-form',
        },
      ];
    case '/reservation/package/:id':
      return [
        {
          name: 'package order',
          path: `/reservation/package/${ids.packageOrderId}`,
          readyTestId: 'package-order-documents',
        },
      ];
    case '/reservation/hotel/:id':
      return [
        { name: 'hotel order', path: `/reservation/hotel/${ids.hotelOrderId}`, readyTestId: 'hotel-order-totals' },
      ];
    case '/developers': {
      // A key with a long name and an address list, so that the cards have something to wrap (one per walk).
      await apiCall(DEVELOPER_ENDPOINTS.createKey, {
        token: ids.agentToken,
        body: {
          name: 'Վաճառքի կայքի հետին գրասենյակ (back office)',
          scopes: [...API_KEY_SCOPES],
          allowedCidrs: ['203.0.113.0/24', '2001:db8:85a3::/48'],
        },
      });
      return [
        { name: 'API keys', path, readyTestId: 'api-keys' },
        {
          name: 'create key dialog',
          path,
          act: (page: Page) => byTestId(page, 'create-key').click(),
          readyTestId: 'create-key-form',
        },
        {
          name: 'key calls',
          path,
          act: (page: Page) => page.locator('[data-testid$="-calls"]').first().click(),
          readyTestId: 'key-calls-dialog',
        },
        { name: 'webhooks', path: `${path}?tab=webhooks` },
        {
          name: 'register endpoint dialog',
          path: `${path}?tab=webhooks`,
          act: (page: Page) => byTestId(page, 'create-webhook').click(),
          readyTestId: 'create-webhook-form',
        },
      ];
    }
    default:
      if (path.includes(':')) throw new Error(`The layout walk does not know which id to open ${path} with`);
      return [{ name: path, path }];
  }
}

/** /settings: every section, and every resource tab of a section, as `?section=…&resource=…`. */
async function settingsStops(page: Page): Promise<TStop[]> {
  await page.goto(appUrl('/settings'));
  await settle(page);
  const sections = await page
    .locator('[data-testid^="settings-section-"][role="tab"]')
    .evaluateAll((tabs) => tabs.map((tab) => tab.getAttribute('data-testid')!.replace('settings-section-', '')));
  const stops: TStop[] = [];
  for (const section of sections.length > 0 ? sections : ['']) {
    const sectionPath = section ? `/settings?section=${section}` : '/settings';
    await page.goto(appUrl(sectionPath));
    await settle(page);
    const resources = await page
      .locator('[data-testid^="settings-resource-"]')
      .evaluateAll((tabs) => tabs.map((tab) => tab.getAttribute('data-testid')!.replace('settings-resource-', '')));
    const shown =
      (...testIds: string[]) =>
      async (page: Page) => {
        for (const testId of testIds) {
          await page.locator(`[data-testid="${testId}"][aria-selected="true"]`).waitFor({ state: 'visible' });
        }
      };
    const sectionTab = section ? [`settings-section-${section}`] : [];
    if (resources.length === 0) {
      stops.push({ name: sectionPath, path: sectionPath, followsUrl: true, act: shown(...sectionTab) });
    }
    for (const resource of resources) {
      const path = `${sectionPath}&resource=${resource}`;
      stops.push({ name: path, path, followsUrl: true, act: shown(...sectionTab, `settings-resource-${resource}`) });
    }
  }
  return stops;
}

async function chooseLanguage(page: Page, language: TLanguage | 'en'): Promise<void> {
  await page.evaluate((value) => window.localStorage.setItem('language', value), language);
}

const pathOf = (path: string) => new URL(path, 'http://app').pathname;

/**
 * Opens a path the way a link of the app does (the router follows the history), without loading the page again: a
 * reload per stop (the scripts parsed and the session read again) was most of the walk's minutes. Returns once
 * another screen's title is drawn (a title that was not there before) and React has started its requests (two frames
 * later), so that `settle` waits for them.
 */
async function navigateInApp(page: Page, path: string, otherScreen: boolean): Promise<void> {
  await page.evaluate((target) => {
    document.querySelectorAll('[data-testid="page-title"]').forEach((title) => title.setAttribute('data-left', ''));
    window.history.pushState(null, '', target);
    window.dispatchEvent(new PopStateEvent('popstate'));
  }, path);
  if (otherScreen) {
    await page.waitForFunction(() => document.querySelector('[data-testid="page-title"]:not([data-left])') !== null);
  }
  await page.evaluate(() => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve))));
}

/**
 * English where its words run longer than Armenian's: the lists' statuses, column titles and filters ("Upcoming" in a
 * column too narrow for it, "Who made the change (agent)" in its field). A few screens, so that it costs seconds.
 */
const ENGLISH_LISTS = ['/agents', '/passengers', '/reservations/flight', '/flights', '/history'];

/**
 * Opens each stop in each language (all the role's routes, or `paths` only) and returns every layout problem found,
 * with the screen, width and language.
 */
async function walk(
  page: Page,
  role: TRole,
  phone: boolean,
  languages: readonly ('hy' | 'en')[] = LANGUAGES,
  paths?: readonly string[],
): Promise<string[]> {
  const width = phone ? PHONE_WINDOW.width : LAPTOP_WINDOW.width;
  const stops: TStop[] = [];
  for (const route of privateRoutesFor(role)) {
    if (paths && !paths.includes(route.path)) continue;
    stops.push(...(route.path === '/settings' ? await settingsStops(page) : await stopsOf(route.path, role)));
  }
  const found: string[] = [];
  for (const language of languages) {
    let loaded = false;
    for (const stop of stops) {
      // A stop on the screen shown (another tab of /search, a state of /checkout) is loaded afresh: a screen reads
      // its tab and its stored state when it opens. /settings follows its URL (its stops say which tabs to see).
      const sameScreen = pathOf(stop.path) === (await page.evaluate(() => window.location.pathname));
      if (!loaded || stop.prepare || (sameScreen && !stop.followsUrl)) {
        await chooseLanguage(page, language);
        if (stop.prepare) await stop.prepare(page);
        await page.goto(appUrl(stop.path));
        loaded = true;
      } else {
        await navigateInApp(page, stop.path, !sameScreen);
      }
      await byTestId(page, 'page-title').first().waitFor({ state: 'visible' });
      if (stop.act) await stop.act(page);
      if (stop.readyTestId) await byTestId(page, stop.readyTestId).first().waitFor({ state: 'visible' });
      await settle(page);
      const problems = await layoutProblems(page, { width, phone });
      found.push(...problems.map((problem) => `${stop.name} @${width} ${language}: ${problem}`));
    }
  }
  return found;
}

const WALKERS = [
  { email: 'superadmin@demo.test', role: 'Super Admin' },
  { email: 'agent@demo.test', role: 'user' },
  { email: 'reports@demo.test', role: 'Reports' },
] as const satisfies readonly { email: string; role: TRole }[];

describe('the rate history of /currency', () => {
  it('dates the x axis (dd.mm, up to today) and draws every series across the 30 days, at both widths', async () => {
    const today = localIsoDate();
    const dayLabel = (isoDate: string) => `${isoDate.slice(8, 10)}.${isoDate.slice(5, 7)}`;
    const monthAgo = new Date();
    monthAgo.setDate(monthAgo.getDate() - 30);
    for (const window of [LAPTOP_WINDOW, PHONE_WINDOW]) {
      await withSession(
        browser(),
        async ({ page }) => {
          await login(page, 'viewer@demo.test', DEMO_PASSWORD);
          await page.goto(appUrl('/currency'));
          const chart = byTestId(page, 'rates-chart');
          await chart.locator('.MuiLineChart-line').first().waitFor({ state: 'visible' });
          await settle(page);
          const labels = await chart
            .locator('.MuiChartsAxis-directionX .MuiChartsAxis-tickLabel')
            .evaluateAll((texts) => texts.map((text) => text.textContent ?? ''));
          expect(labels.length, `${window.width} px: ${JSON.stringify(labels)}`).toBeGreaterThanOrEqual(5);
          for (const label of labels) expect(label).toMatch(/^\d\d\.\d\d$/);
          expect(labels[0]).toBe(dayLabel(localIsoDate(monthAgo)));
          expect(labels.at(-1)).toBe(dayLabel(today));
          // Each line runs from the axis's first day to its last (the demo seed has rates for the whole month).
          const spans = await chart.evaluate((element) => {
            const axis = element
              .querySelector('.MuiChartsAxis-directionX .MuiChartsAxis-line')!
              .getBoundingClientRect();
            return Array.from(element.querySelectorAll('.MuiLineChart-line')).map((line) => {
              const box = line.getBoundingClientRect();
              return { fromStart: box.left - axis.left, toEnd: axis.right - box.right };
            });
          });
          expect(spans).toHaveLength(4);
          for (const span of spans) {
            expect(span.fromStart, `${window.width} px`).toBeLessThan(2);
            expect(span.toEnd, `${window.width} px`).toBeLessThan(2);
          }
        },
        window === PHONE_WINDOW ? { viewport: window, hasTouch: true, isMobile: true } : { viewport: window },
      );
    }
  });
});

describe('every screen fits a 1366 px laptop and a 375 px phone', () => {
  it('the walk covers every private route', () => {
    const walked = new Set(WALKERS.flatMap((walker) => privateRoutesFor(walker.role).map((route) => route.path)));
    expect(PRIVATE_ROUTES.map((route) => route.path).filter((path) => !walked.has(path))).toEqual([]);
  });

  it('Super Admin at 1366 px in English: the lists', { timeout: 120_000 }, async () => {
    const problems = await withSession(
      browser(),
      async ({ page }) => {
        await login(page, 'superadmin@demo.test', DEMO_PASSWORD);
        return walk(page, 'Super Admin', false, ['en'], ENGLISH_LISTS);
      },
      { viewport: LAPTOP_WINDOW },
    );
    expect(problems, problems.join('\n')).toEqual([]);
  });

  for (const walker of WALKERS) {
    for (const phone of [false, true]) {
      const window = phone ? PHONE_WINDOW : LAPTOP_WINDOW;
      it(`${walker.role} at ${window.width} px`, { timeout: 600_000 }, async () => {
        const problems = await withSession(
          browser(),
          async ({ page }) => {
            await login(page, walker.email, DEMO_PASSWORD);
            return walk(page, walker.role, phone);
          },
          phone ? { viewport: window, hasTouch: true, isMobile: true } : { viewport: window },
        );
        expect(problems, problems.join('\n')).toEqual([]);
      });
    }
  }
});
