import {
  addDays,
  FLIGHT_ORDER_ENDPOINTS,
  formatMinor,
  HOTEL_ORDER_ENDPOINTS,
  PACKAGE_ORDER_ENDPOINTS,
  PACKAGE_SEARCH_ENDPOINTS,
  REFERENCE_ENDPOINTS,
  SEARCH_ENDPOINTS,
  USER_ENDPOINTS,
  type TSearchOffer,
} from '@frs/contract';
import type { Page } from 'playwright-core';
import { beforeAll, describe, expect, it } from 'vitest';
import { apiCall, apiLogin, daysFromToday, fundFromSuperAdmin, localIsoDate } from './support/api';
import { seriousViolations } from './support/axe';
import { chooseLanguage, expectNoProblems, login, useBrowser, withSession } from './support/browser';
import { enter, gdsDate, openCommandLine } from './support/command-line';
import { DEMO_PASSWORD } from './support/users';

/**
 * The agents' command line (issue 35): each line's booking typed only through it, as a GDS user books, from search
 * to ticket and back by PNR, with no mouse event at all. The amounts it answers are the API's (and the search's, the
 * figure the screens show for the same offer).
 */

const browser = useBrowser();
const AGENT = 'agent@demo.test';

/** A birth date `years` and a few days ago, as a GDS writes it (05MAR19). */
function bornYearsAgo(years: number): string {
  const date = new Date();
  date.setFullYear(date.getFullYear() - years);
  date.setDate(date.getDate() - 20);
  return gdsDate(localIsoDate(date)).slice(0, 7);
}

const EXPIRY = gdsDate(daysFromToday(6 * 365)).slice(0, 7);

/** Counts the trusted pointer presses the page receives: the command line is typed, never clicked. */
const POINTER_COUNTER = `
window.__pointerPresses = 0;
document.addEventListener('pointerdown', (event) => { if (event.isTrusted) window.__pointerPresses += 1; }, true);
`;

async function pointerPresses(page: Page): Promise<number> {
  return page.evaluate(() => (window as unknown as { __pointerPresses: number }).__pointerPresses);
}

/** The PNR in the answer's head line (`M3KQ7Z · flight · Held`). */
function pnrOf(answer: string[]): string {
  const head = answer.map((line) => /^([A-Z2-9]{6}) · /.exec(line)).find(Boolean);
  if (!head) throw new Error(`No PNR in the answer:\n${answer.join('\n')}`);
  return head[1]!;
}

/** "Payable 98,500.00 AMD · paid 0.00 AMD" → the two figures as written. */
function totalsOf(answer: string[]): { payable: string; paid: string } {
  const line = answer.map((text) => /Payable ([\d,.]+) AMD · paid ([\d,.]+) AMD/.exec(text)).find(Boolean);
  if (!line) throw new Error(`No totals in the answer:\n${answer.join('\n')}`);
  return { payable: line[1]!, paid: line[2]! };
}

/** Pays the open order: TK is asked first, and runs on the second Enter. */
async function ticket(page: Page): Promise<string[]> {
  const asked = await enter(page, 'TK');
  expect(asked.join('\n')).toMatch(/Press Enter again to confirm/);
  return enter(page, 'TK');
}

async function withCommandLine(run: (page: Page) => Promise<void>, email = AGENT): Promise<void> {
  await withSession(browser(), async ({ page, problems }) => {
    await page.addInitScript({ content: POINTER_COUNTER });
    await login(page, email, DEMO_PASSWORD);
    await chooseLanguage(page, 'en');
    await page.evaluate(() => {
      (window as unknown as { __pointerPresses: number }).__pointerPresses = 0;
    });
    await openCommandLine(page);
    await run(page);
    expect(await pointerPresses(page)).toBe(0);
    expectNoProblems(problems);
  });
}

describe('the command line (issue 35)', () => {
  // Six bookings paid from the demo agent's balance, a Dubai package among them.
  beforeAll(() => fundFromSuperAdmin(AGENT, 300_000_000, DEMO_PASSWORD));

  it('books, tickets and retrieves a one-way flight for one adult from the directory, at the search price', async () => {
    const { token } = await apiLogin(AGENT, DEMO_PASSWORD);
    const date = daysFromToday(9);
    const airports = await apiCall(REFERENCE_ENDPOINTS['airports.list'], { token, query: { pageSize: 100 } });
    const [evn, svo] = ['EVN', 'SVO'].map((code) => airports.result.find((airport) => airport.iataCode === code)!);
    const search = await apiCall(SEARCH_ENDPOINTS.flights, {
      token,
      body: {
        travelType: 'oneWay',
        legs: [{ fromAirportId: evn!.id, toAirportId: svo!.id, date }],
        passengers: { adults: 1, children: 0, infants: 0 },
      },
    });
    const offer = search.offers.find((candidate) => candidate.segments[0]!.class.name === 'Y')!;
    const before = (await apiCall(USER_ENDPOINTS.profile, { token })).balance.currentBalance;

    await withCommandLine(async (page) => {
      const availability = await enter(page, `AN${gdsDate(date).slice(0, 5)}EVNSVO`);
      const first = availability.find((line) => /^1\s/.test(line))!;
      expect(first).toContain(`Y${Math.min(offer.segments[0]!.freeSeats, 99)} ${formatMinor(offer.payable)} AMD`);
      await enter(page, 'SS1Y1');
      await enter(page, 'NM1SARGSYAN/GEVORG MR');
      const held = await enter(page, 'ER');
      const pnr = pnrOf(held);
      expect(totalsOf(held).payable).toBe(formatMinor(offer.payable));
      // The panel, its scroll-back and its answers (links, colours) pass axe.
      const violations = await seriousViolations(page);
      expect(violations, violations.join('\n')).toEqual([]);
      const paid = await ticket(page);
      expect(paid.join('\n')).toMatch(new RegExp(`${pnr} · flight · Ticketed`));
      const retrieved = await enter(page, `RT ${pnr}`);
      expect(retrieved[0]).toMatch(new RegExp(`^${pnr} · flight · Ticketed`));

      const list = await apiCall(FLIGHT_ORDER_ENDPOINTS.list, { token, body: { pnr } });
      const order = await apiCall(FLIGHT_ORDER_ENDPOINTS.get, { token, params: { id: list.result[0]!.id } });
      expect(order.status).toBe('ticketed');
      expect(order.totals.payable).toBe(offer.payable);
      expect(totalsOf(retrieved)).toEqual({
        payable: formatMinor(order.totals.payable),
        paid: formatMinor(order.totals.paid),
      });
      expect(order.passengers.map((passenger) => passenger.lastName.toUpperCase())).toEqual(['SARGSYAN']);
      const after = (await apiCall(USER_ENDPOINTS.profile, { token })).balance.currentBalance;
      expect(before - after).toBe(order.totals.payable);
    });
  });

  it('books a round trip for two adults and an infant with passports and a contact, then tickets it', async () => {
    const { token } = await apiLogin(AGENT, DEMO_PASSWORD);
    const [out, back] = [daysFromToday(11), daysFromToday(18)];
    const airports = await apiCall(REFERENCE_ENDPOINTS['airports.list'], { token, query: { pageSize: 100 } });
    const [evn, svo] = ['EVN', 'SVO'].map((code) => airports.result.find((airport) => airport.iataCode === code)!);
    const family = await apiCall(SEARCH_ENDPOINTS.flights, {
      token,
      body: {
        travelType: 'roundTrip',
        legs: [
          { fromAirportId: evn!.id, toAirportId: svo!.id, date: out },
          { fromAirportId: svo!.id, toAirportId: evn!.id, date: back },
        ],
        passengers: { adults: 2, children: 0, infants: 1 },
      },
    });
    const cheapest: TSearchOffer = family.offers[0]!;
    const [outbound, inbound] = cheapest.segments;

    await withCommandLine(async (page) => {
      const availability = await enter(page, `AN ${gdsDate(out)} EVN SVO*${gdsDate(back)}`);
      const lineOf = (code: string, route: string) => {
        const found = availability.find((line) => line.includes(code) && line.includes(route));
        if (!found) throw new Error(`No line of ${code} ${route}:\n${availability.join('\n')}`);
        return Number(/^(\d+)/.exec(found)![1]);
      };
      const outLine = lineOf(`${outbound!.flight.airline.iataCode} ${outbound!.flight.flightNumber}`, 'EVN-SVO');
      const backLine = lineOf(`${inbound!.flight.airline.iataCode} ${inbound!.flight.flightNumber}`, 'SVO-EVN');
      await enter(page, `SS${outLine}${outbound!.class.name}2`);
      await enter(page, `SS${backLine}${inbound!.class.name}2`);
      await enter(page, 'NM2PETROSYAN/ARAM MR/ANI MRS');
      await enter(page, `NM1PETROSYAN/DAVIT MSTR(INF/${bornYearsAgo(1)})`);
      // Without passports the hold is refused, naming the traveller and the command that gives one.
      const refused = await enter(page, 'ER');
      expect(refused.join('\n')).toMatch(/P1 PETROSYAN\/ARAM has no passport/);
      await enter(page, `SRDOCS P/AM/AS1234567/AM/${bornYearsAgo(40)}/M/${EXPIRY}/PETROSYAN/ARAM/P1`);
      await enter(page, `SRDOCS P/AM/AS1234568/AM/${bornYearsAgo(37)}/F/${EXPIRY}/PETROSYAN/ANI/P2`);
      await enter(page, `SRDOCS AS1234569/AM/${bornYearsAgo(1)}/${EXPIRY}/P3`);
      await enter(page, 'AP +37491123456 aram@example.test');
      const held = await enter(page, 'ER');
      const pnr = pnrOf(held);
      expect(totalsOf(held).payable).toBe(formatMinor(cheapest.payable));
      const paid = await ticket(page);
      expect(paid.join('\n')).toMatch(new RegExp(`${pnr} · flight · Ticketed`));
      expect((await enter(page, `RT${pnr}`))[0]).toMatch(new RegExp(`^${pnr} · flight · Ticketed`));

      const list = await apiCall(FLIGHT_ORDER_ENDPOINTS.list, { token, body: { pnr } });
      const order = await apiCall(FLIGHT_ORDER_ENDPOINTS.get, { token, params: { id: list.result[0]!.id } });
      expect(order.status).toBe('ticketed');
      expect(order.travelType).toBe('roundTrip');
      expect(order.passengers.map((passenger) => passenger.type)).toEqual(['adult', 'adult', 'infant']);
      expect(order.contact).toMatchObject({ phone: '+37491123456', email: 'aram@example.test' });
      expect(order.totals.payable).toBe(cheapest.payable);
    });
  });

  it('books and confirms a hotel stay in Paris, then retrieves it by PNR', async () => {
    const { token } = await apiLogin(AGENT, DEMO_PASSWORD);
    const checkIn = daysFromToday(12);
    await withCommandLine(async (page) => {
      const availability = await enter(page, `HA PAR ${gdsDate(checkIn)} 3N 2A`);
      const first = availability.find((line) => /^1\s/.test(line))!;
      const quoted = /([\d,]+\.\d\d) AMD$/.exec(first)![1];
      await enter(page, 'SS1');
      await enter(page, 'NM2PETROSYAN/ARAM MR/ANI MRS');
      const held = await enter(page, 'ER');
      const pnr = pnrOf(held);
      expect(totalsOf(held).payable).toBe(quoted);
      const paid = await ticket(page);
      expect(paid.join('\n')).toMatch(new RegExp(`${pnr} · hotel stay · Confirmed`));
      const retrieved = await enter(page, `RT ${pnr}`);
      expect(retrieved[0]).toMatch(new RegExp(`^${pnr} · hotel stay · Confirmed`));

      const list = await apiCall(HOTEL_ORDER_ENDPOINTS.list, { token, query: { pnr } });
      const order = await apiCall(HOTEL_ORDER_ENDPOINTS.get, { token, params: { id: list.result[0]!.id } });
      expect(order.status).toBe('ticketed');
      expect(order.hotel.city).toBe('Paris');
      expect(order.nights).toBe(3);
      expect(formatMinor(order.totals.payable)).toBe(quoted);
      expect(totalsOf(retrieved).paid).toBe(formatMinor(order.totals.paid));
    });
  });

  it('books and tickets a Dubai package for two adults, at the package search price', async () => {
    const { token } = await apiLogin(AGENT, DEMO_PASSWORD);
    const found = await apiCall(PACKAGE_SEARCH_ENDPOINTS.search, {
      token,
      body: { destination: 'Dubai', departureFrom: daysFromToday(2), departureTo: daysFromToday(15), adults: 2 },
    });
    const day = found.combinations[0]!.departureDate;
    const week = await apiCall(PACKAGE_SEARCH_ENDPOINTS.search, {
      token,
      body: { destination: 'Dubai', departureFrom: day, departureTo: addDays(day, 6), adults: 2 },
    });
    const first = week.combinations[0]!;
    await withCommandLine(async (page) => {
      const availability = await enter(page, `PA DXB ${gdsDate(day)} 2A`);
      expect(availability.find((line) => /^1\s/.test(line))).toContain(`${formatMinor(first.price.payable)} AMD`);
      await enter(page, 'SS1');
      await enter(page, 'NM2PETROSYAN/ARAM MR/ANI MRS');
      await enter(page, `SRDOCS AS1234567/AM/${bornYearsAgo(40)}/${EXPIRY}/P1`);
      await enter(page, `SRDOCS AS1234568/AM/${bornYearsAgo(37)}/${EXPIRY}/P2`);
      const held = await enter(page, 'ER');
      const pnr = pnrOf(held);
      expect(totalsOf(held).payable).toBe(formatMinor(first.price.payable));
      const paid = await ticket(page);
      expect(paid.join('\n')).toMatch(new RegExp(`${pnr} · package · Ticketed`));
      expect((await enter(page, `RT ${pnr}`))[0]).toMatch(new RegExp(`^${pnr} · package · Ticketed`));

      const list = await apiCall(PACKAGE_ORDER_ENDPOINTS.list, { token, body: { pnr } });
      const order = await apiCall(PACKAGE_ORDER_ENDPOINTS.get, { token, params: { id: list.result[0]!.id } });
      expect(order.status).toBe('ticketed');
      expect(order.offer.destination).toBe('Dubai');
      expect(order.totals.payable).toBe(first.price.payable);
    });
  });

  it('books unpaid with BK, cancels after asking with XI; staff retrieve an agent’s order and refund it with RF', async () => {
    const { token } = await apiLogin(AGENT, DEMO_PASSWORD);
    let pnrs: string[] = [];
    await withCommandLine(async (page) => {
      for (const days of [13, 14]) {
        await enter(page, `AN+${days}EVNSVO`);
        await enter(page, 'SS1Y1');
        await enter(page, 'NM1SARGSYAN/GEVORG MR');
        pnrs = [...pnrs, pnrOf(await enter(page, 'ER'))];
      }
      // The first hold is booked unpaid, then cancelled; TK on a cancelled order is refused.
      await enter(page, `RT ${pnrs[0]}`);
      expect((await enter(page, 'BK')).join('\n')).toMatch(new RegExp(`${pnrs[0]} · flight · Booked`));
      expect((await enter(page, 'XI')).join('\n')).toMatch(/Press Enter again to confirm/);
      expect((await enter(page, 'XI')).join('\n')).toMatch(new RegExp(`${pnrs[0]} · flight · Cancelled`));
      expect((await enter(page, 'TK')).join('\n')).toMatch(/this command does not apply to it now/);
      // The second is ticketed, for the staff's refund.
      await enter(page, `RT ${pnrs[1]}`);
      await ticket(page);
      // An agent may not refund (the server's operations say so).
      expect((await enter(page, 'RF')).join('\n')).toMatch(/this command does not apply to it now/);
    });
    await withCommandLine(async (page) => {
      expect((await enter(page, `RT ${pnrs[1]}`))[0]).toMatch(new RegExp(`^${pnrs[1]} · flight · Ticketed`));
      expect((await enter(page, 'RF')).join('\n')).toMatch(/Press Enter again to confirm/);
      const refunded = (await enter(page, 'RF')).join('\n');
      expect(refunded).toMatch(new RegExp(`${pnrs[1]} · flight · Refunded`));
    }, 'admin@demo.test');

    const statuses = await Promise.all(
      pnrs.map(async (pnr) => (await apiCall(FLIGHT_ORDER_ENDPOINTS.list, { token, body: { pnr } })).result[0]!.status),
    );
    expect(statuses[0]).toBe('cancelled');
    expect(statuses[1]).toBe('refunded');
  });
});
