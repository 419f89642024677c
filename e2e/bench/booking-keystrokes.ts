/**
 * How many clicks and keystrokes an agent spends on the commonest sale: log in, book one way for one adult picked
 * from the passengers directory, and issue the ticket. In Armenian (the app's default language) at 1366 × 768, on
 * the production build.
 *
 *   npm run build && npm run bench:booking-keys
 *
 * Starts the server as `npm start` does (a fresh embedded database with the demo seed, in a temporary folder), or
 * uses a running one with BENCH_URL=http://localhost:8080. It books twice, each time in a fresh browser context (a
 * new login, empty storage): the day's first booking (the demo agent's last order went elsewhere) and the same
 * booking again (what the app may remember from the first).
 *
 * The script acts as an agent who knows the keyboard: it types into the field that has the focus instead of
 * clicking it, picks an autocomplete's match with Enter when the app highlights one (and clicks it otherwise),
 * leaves alone what the screen already shows right (the trip type, an airport, the date, the contact), and takes
 * the shortest path to a ticket the screen offers (one step, or Hold and then Ticket). So the same script measures
 * any version of the screens, and prints every action it took.
 *
 * A click is one press of the mouse; a keystroke is one key press (a character, Tab, Enter, or a chord such as
 * Ctrl+A). The page counts the real input events it receives as well, and the script fails if the two disagree.
 */
import { AUTH_ENDPOINTS, endpointPath, LIVE_ENDPOINTS, REFERENCE_ENDPOINTS } from '@frs/contract';
import type { Locator, Page, Request } from 'playwright-core';
import { withDemoServer } from '../../apps/server/test/server-process';
import { launchBrowser } from '../support/browser';

const EMAIL = 'agent@demo.test';
const PASSWORD = 'demo1234';
/** What the agent types to find the traveller in the directory (Gevorg Sargsyan of the demo seed). */
const TRAVELLER_SEARCH = 'Sarg';
/** The same traveller as the command line names them (NM1SARGSYAN/GEVORG MR). */
const TRAVELLER = { lastName: 'SARGSYAN', firstName: 'GEVORG' } as const;
/** What an agent who types the contact every time types: their own name, phone and e-mail (41 keystrokes). */
const OWN_CONTACT = { name: 'Karen Sahakyan', phone: '+37491101010', email: EMAIL } as const;
const FROM = 'EVN';
const TO = 'SVO';
/** Days from today of the flight: not the search form's default date, so the date is typed. */
const DEPARTURE_DAYS = 10;
const VIEWPORT = { width: 1366, height: 768 } as const;
/** How long one step may wait for the screen. */
const STEP_TIMEOUT_MS = 30_000;

declare global {
  interface Window {
    __benchInput?: { clicks: number; keys: number };
  }
}

/** Counts the trusted presses the page receives (a modifier key held for a chord is not a keystroke of its own). */
const INPUT_COUNTER = `
window.__benchInput = { clicks: 0, keys: 0 };
document.addEventListener('pointerdown', (event) => { if (event.isTrusted) window.__benchInput.clicks += 1; }, true);
document.addEventListener('keydown', (event) => {
  if (event.isTrusted && !['Shift', 'Control', 'Alt', 'Meta'].includes(event.key)) window.__benchInput.keys += 1;
}, true);
`;

interface TCount {
  clicks: number;
  keys: number;
  actions: string[];
}

/** The agent's hands: every click and key press goes through here and is counted. */
class Agent {
  readonly count: TCount = { clicks: 0, keys: 0, actions: [] };

  constructor(readonly page: Page) {}

  async click(target: Locator, what: string): Promise<void> {
    await target.click();
    this.count.clicks += 1;
    this.count.actions.push(`click ${what}`);
  }

  async type(text: string, what: string): Promise<void> {
    await this.page.keyboard.type(text);
    this.count.keys += text.length;
    this.count.actions.push(`type "${text}" (${text.length}) ${what}`);
  }

  async press(key: string, what: string): Promise<void> {
    await this.page.keyboard.press(key);
    this.count.keys += 1;
    this.count.actions.push(`press ${key} ${what}`);
  }

  /** Puts the caret into a field: nothing if it has the focus already, else a click. */
  async focus(input: Locator, what: string): Promise<void> {
    if (!(await hasFocus(input))) await this.click(input, what);
  }
}

function hasFocus(target: Locator): Promise<boolean> {
  return target.evaluate((element) => element === document.activeElement);
}

/** Requests in flight per page, but for the live events' stream (a fetch that stays open). */
const inFlight = new WeakMap<Page, Set<Request>>();

function trackRequests(page: Page): void {
  const pending = new Set<Request>();
  inFlight.set(page, pending);
  const liveEvents = endpointPath(LIVE_ENDPOINTS.events);
  page.on('request', (request) => {
    if (new URL(request.url()).pathname !== liveEvents) pending.add(request);
  });
  page.on('requestfinished', (request) => pending.delete(request));
  page.on('requestfailed', (request) => pending.delete(request));
}

/** The screen has stopped loading (nothing asked for 500 ms): what an agent waits for before reading it. */
async function settled(page: Page): Promise<void> {
  const pending = inFlight.get(page);
  const deadline = Date.now() + STEP_TIMEOUT_MS;
  let quietSince = Date.now();
  while (Date.now() - quietSince < 500) {
    if (Date.now() > deadline) throw new Error('The screen kept loading');
    await page.waitForTimeout(50);
    if (pending && pending.size > 0) quietSince = Date.now();
  }
}

function isoDateInDays(days: number): string {
  const date = new Date();
  date.setDate(date.getDate() + days);
  const pad = (value: number) => String(value).padStart(2, '0');
  return `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}`;
}

/**
 * An autocomplete: leaves it if it already shows `code`, else types into it (clearing what it shows) and picks the
 * match with Enter when the app highlights it, or with a click.
 */
async function chooseInAutocomplete(
  agent: Agent,
  input: Locator,
  code: string,
  option: Locator,
  what: string,
): Promise<void> {
  if ((await input.inputValue()).startsWith(`${code} `)) return;
  await agent.focus(input, what);
  // A click (or Tab) into a filled autocomplete selects its text, so typing replaces it; otherwise select it first.
  const selectedAll = await input.evaluate(
    (element: HTMLInputElement) => element.selectionStart === 0 && element.selectionEnd === element.value.length,
  );
  if (!selectedAll) await agent.press('ControlOrMeta+a', `to replace ${what}`);
  await agent.type(code, `into ${what}`);
  await option.waitFor({ state: 'visible', timeout: STEP_TIMEOUT_MS });
  const optionId = await option.getAttribute('id');
  const highlighted = await input.getAttribute('aria-activedescendant');
  if (optionId && highlighted === optionId) await agent.press('Enter', `to pick ${what}`);
  else await agent.click(option, `the ${what} option`);
  await input
    .page()
    .waitForFunction(
      ({ testId, prefix }) =>
        document.querySelector<HTMLInputElement>(`input[data-testid="${testId}"]`)?.value.startsWith(prefix) ?? false,
      { testId: await input.getAttribute('data-testid'), prefix: code },
    );
}

async function logIn(agent: Agent, baseUrl: string): Promise<void> {
  const { page } = agent;
  await page.goto(`${baseUrl}/`);
  const email = page.locator('input[data-testid="login-email"]');
  await email.waitFor();
  await agent.focus(email, 'the e-mail');
  await agent.type(EMAIL, 'the e-mail');
  await agent.press('Tab', 'to the password');
  const password = page.locator('input[data-testid="login-password"]');
  if (!(await hasFocus(password))) throw new Error('Tab from the e-mail did not reach the password');
  await agent.type(PASSWORD, 'the password');
  await agent.press('Enter', 'to log in');
  await page.waitForURL((url) => url.pathname === '/search', { timeout: STEP_TIMEOUT_MS });
}

async function search(agent: Agent, airports: { from: number; to: number }, date: string): Promise<void> {
  const { page } = agent;
  await page.getByTestId('search-form').waitFor({ timeout: STEP_TIMEOUT_MS });
  await settled(page);
  const oneWay = page.getByTestId('search-travel-oneWay');
  if ((await oneWay.getAttribute('aria-pressed')) !== 'true') await agent.click(oneWay, 'One way');
  const from = page.locator('input[data-testid="search-from-0"]');
  await chooseInAutocomplete(agent, from, FROM, page.getByTestId(`search-from-0-option-${airports.from}`), 'From');
  const to = page.locator('input[data-testid="search-to-0"]');
  await chooseInAutocomplete(agent, to, TO, page.getByTestId(`search-to-0-option-${airports.to}`), 'To');
  const dateInput = page.locator('input[data-testid="search-date-0"]');
  const [year, month, day] = date.split('-');
  if ((await dateInput.inputValue()) !== `${day}.${month}.${year}`) {
    const field = page.locator('[role="group"]:has(> input[data-testid="search-date-0"])');
    await agent.click(field.locator('[role="spinbutton"]').first(), 'the date');
    await agent.type(`${day}${month}${year}`, 'the date');
  }
  // Enter sends the form from an input (an airport); from the date's sections, the button is clicked.
  const focusedInput = await page.evaluate(() => document.activeElement?.tagName === 'INPUT');
  if (focusedInput) await agent.press('Enter', 'to search');
  else await agent.click(page.getByTestId('search-submit'), 'Search');
  await page.getByTestId('offer-0').waitFor({ timeout: STEP_TIMEOUT_MS });
  await agent.click(page.getByTestId('offer-0-choose'), 'the first offer');
  await page.waitForURL((url) => url.pathname === '/checkout', { timeout: STEP_TIMEOUT_MS });
}

async function checkout(agent: Agent): Promise<void> {
  const { page } = agent;
  await page.getByTestId('checkout-form').waitFor({ timeout: STEP_TIMEOUT_MS });
  await settled(page);
  const picker = page.locator('input[data-testid="passenger-0-directory"]');
  await agent.focus(picker, 'the directory');
  await agent.type(TRAVELLER_SEARCH, 'into the directory');
  const option = page.locator('[data-testid^="passenger-0-directory-option-"]').first();
  await option.waitFor({ state: 'visible', timeout: STEP_TIMEOUT_MS });
  await page.waitForFunction(
    (text) =>
      Array.from(document.querySelectorAll('[data-testid^="passenger-0-directory-option-"]')).every((element) =>
        element.textContent?.toLowerCase().includes(text),
      ),
    TRAVELLER_SEARCH.toLowerCase(),
  );
  const optionId = await option.getAttribute('id');
  if (optionId && (await picker.getAttribute('aria-activedescendant')) === optionId) {
    await agent.press('Enter', 'to pick the traveller');
  } else {
    await agent.click(option, 'the traveller');
  }
  await page.waitForFunction(
    () => document.querySelector<HTMLInputElement>('input[data-testid="passenger-0-lastName"]')?.value !== '',
  );
  for (const field of ['name', 'phone', 'email'] as const) {
    const input = page.locator(`input[data-testid="contact-${field}"]`);
    if ((await input.inputValue()) !== '') continue;
    await agent.focus(input, `the contact's ${field}`);
    await agent.type(OWN_CONTACT[field], `the contact's ${field}`);
  }

  const oneStep = page.getByTestId('checkout-hold-ticket');
  if ((await oneStep.count()) > 0 && (await oneStep.isEnabled())) {
    await agent.click(oneStep, 'Hold and ticket');
    const confirm = page.getByTestId('one-step-dialog-confirm');
    await confirm.waitFor({ timeout: STEP_TIMEOUT_MS });
    if (await hasFocus(confirm)) await agent.press('Enter', 'to confirm the charge');
    else await agent.click(confirm, 'the confirmation');
  } else {
    await agent.click(page.getByTestId('checkout-hold'), 'Hold');
    await page.getByTestId('hold-panel').waitFor({ timeout: STEP_TIMEOUT_MS });
    await agent.click(page.getByTestId('hold-ticket'), 'Ticket');
  }
  const result = page.getByTestId('checkout-result');
  await result.waitFor({ timeout: STEP_TIMEOUT_MS });
  const status = await result.getAttribute('data-status');
  if (status !== 'ticketed') throw new Error(`The booking ended ${status ?? 'without a status'}, not ticketed`);
}

async function airportIds(baseUrl: string): Promise<{ from: number; to: number }> {
  const post = (path: string, body: unknown, token?: string) =>
    fetch(`${baseUrl}${path}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', ...(token ? { authorization: `Bearer ${token}` } : {}) },
      body: JSON.stringify(body),
    });
  const login = (await (
    await post(endpointPath(AUTH_ENDPOINTS.login), { email: EMAIL, password: PASSWORD })
  ).json()) as {
    token: string;
  };
  const answer = await fetch(`${baseUrl}${endpointPath(REFERENCE_ENDPOINTS['airports.list'])}?pageSize=100`, {
    headers: { authorization: `Bearer ${login.token}` },
  });
  const { result } = (await answer.json()) as { result: { id: number; iataCode: string }[] };
  const idOf = (code: string) => {
    const airport = result.find((candidate) => candidate.iataCode === code);
    if (!airport) throw new Error(`No airport ${code}`);
    return airport.id;
  };
  return { from: idOf(FROM), to: idOf(TO) };
}

/** A day as the command line reads it relative to today: +10. */
const COMMAND_DATE = `+${DEPARTURE_DAYS}`;

/** Types one entry into the command line and waits for its answer; the tones of the answer's lines. */
async function enterCommand(agent: Agent, entry: string | null): Promise<(string | null)[]> {
  const { page } = agent;
  const lines = page.getByTestId('command-scrollback').locator(':scope > div');
  const before = await lines.count();
  if (entry !== null) await agent.type(entry, 'into the command line');
  await agent.press('Enter', entry === null ? 'to confirm' : `to run ${entry}`);
  await page.waitForFunction(
    (count) => document.querySelectorAll('[data-testid="command-scrollback"] > div').length > count + 1,
    before,
    { timeout: STEP_TIMEOUT_MS },
  );
  await page.waitForFunction(
    () => document.querySelector('[data-testid="command-input"]')?.getAttribute('aria-busy') === 'false',
  );
  const tones = await lines.evaluateAll((elements) => elements.map((element) => element.getAttribute('data-tone')));
  return tones.slice(before + 1);
}

/** The one-way booking typed into the command line: availability, sell, the directory's traveller, hold, ticket. */
async function bookThroughCommandLine(agent: Agent): Promise<void> {
  const { page } = agent;
  await settled(page);
  await agent.press('Control+k', 'to open the command line');
  await page.getByTestId('command-input').waitFor({ timeout: STEP_TIMEOUT_MS });
  const entries = [
    `AN${COMMAND_DATE}${FROM}${TO}`,
    'SS1Y1',
    `NM1${TRAVELLER.lastName}/${TRAVELLER.firstName} MR`,
    'ER',
  ];
  for (const entry of entries) {
    if ((await enterCommand(agent, entry)).includes('error')) throw new Error(`${entry} was refused`);
  }
  if (!(await enterCommand(agent, 'TK')).includes('ask')) throw new Error('TK was not asked');
  // The input keeps TK: Enter again confirms the charge, and the answer is the ticketed order.
  const tones = await enterCommand(agent, null);
  if (tones.includes('error') || !tones.includes('ok')) {
    const text = await page.getByTestId('command-scrollback').innerText();
    throw new Error(`The ticketing failed:\n${text.slice(-500)}`);
  }
}

/** Presses Tab until the focus is on what `selector` matches (each press counted). */
async function tabTo(agent: Agent, selector: string, what: string): Promise<void> {
  for (let presses = 0; presses < 60; presses += 1) {
    if (await agent.page.evaluate((wanted) => document.activeElement?.matches(wanted) ?? false, selector)) return;
    await agent.press('Tab', `towards ${what}`);
  }
  throw new Error(`Tab never reached ${what}`);
}

/**
 * The same booking on the screens with the keyboard only: the form keeps the last route, the date is typed into its
 * sections, Enter searches, Tab enters the results' list box on the first offer and Enter chooses it; at checkout the
 * directory's match is picked with Enter, Ctrl+Enter holds and T pays.
 */
async function bookByKeyboard(agent: Agent, date: string): Promise<void> {
  const { page } = agent;
  await page.getByTestId('search-form').waitFor({ timeout: STEP_TIMEOUT_MS });
  await settled(page);
  const [year, month, day] = date.split('-');
  if ((await page.locator('input[data-testid="search-date-0"]').inputValue()) !== `${day}.${month}.${year}`) {
    await tabTo(agent, '[role="group"]:has(> input[data-testid="search-date-0"]) [role="spinbutton"]', 'the date');
    await agent.type(`${day}${month}${year}`, 'the date');
  }
  await agent.press('Enter', 'to search');
  await page.locator('[role="option"][aria-selected]').first().waitFor({ timeout: STEP_TIMEOUT_MS });
  await settled(page);
  await tabTo(agent, '[role="option"][aria-selected]', 'the first offer');
  await agent.press('Enter', 'to choose it');
  await page.waitForURL((url) => url.pathname === '/checkout', { timeout: STEP_TIMEOUT_MS });
  await page.getByTestId('checkout-form').waitFor({ timeout: STEP_TIMEOUT_MS });
  await settled(page);
  await tabTo(agent, 'input[data-testid="passenger-0-directory"]', 'the directory');
  await agent.type(TRAVELLER_SEARCH, 'into the directory');
  await page.locator('[data-testid^="passenger-0-directory-option-"].Mui-focused').first().waitFor();
  await agent.press('Enter', 'to pick the traveller');
  await page.waitForFunction(
    () => document.querySelector<HTMLInputElement>('input[data-testid="passenger-0-lastName"]')?.value !== '',
  );
  await agent.press('ControlOrMeta+Enter', 'to hold');
  await page.getByTestId('hold-panel').waitFor({ timeout: STEP_TIMEOUT_MS });
  await agent.press('t', 'to ticket');
  const result = page.getByTestId('checkout-result');
  await result.waitFor({ timeout: STEP_TIMEOUT_MS });
  const status = await result.getAttribute('data-status');
  if (status !== 'ticketed') throw new Error(`The booking ended ${status ?? 'without a status'}, not ticketed`);
}

type TMode = 'mouse' | 'keyboard' | 'command line';

const MODES: readonly { mode: TMode; run: string }[] = [
  { mode: 'mouse', run: 'first booking' },
  { mode: 'mouse', run: 'the same booking again' },
  { mode: 'keyboard', run: 'the same booking again' },
  { mode: 'command line', run: 'the same booking again' },
];

async function main(): Promise<void> {
  await withDemoServer(process.env.BENCH_URL, async (baseUrl) => {
    const airports = await airportIds(baseUrl);
    const date = isoDateInDays(DEPARTURE_DAYS);
    const browser = await launchBrowser();
    try {
      for (const { mode, run } of MODES) {
        const context = await browser.newContext({ viewport: VIEWPORT, locale: 'en-US' });
        try {
          await context.addInitScript({ content: INPUT_COUNTER });
          const page = await context.newPage();
          trackRequests(page);
          page.setDefaultTimeout(STEP_TIMEOUT_MS);
          const agent = new Agent(page);
          await logIn(agent, baseUrl);
          const atLogin = { clicks: agent.count.clicks, keys: agent.count.keys };
          const started = performance.now();
          if (mode === 'command line') await bookThroughCommandLine(agent);
          else if (mode === 'keyboard') await bookByKeyboard(agent, date);
          else {
            await search(agent, airports, date);
            await checkout(agent);
          }
          const seconds = (performance.now() - started) / 1000;
          const seen = await page.evaluate(() => window.__benchInput);
          const { clicks, keys, actions } = agent.count;
          if (!seen || seen.clicks !== clicks || seen.keys !== keys) {
            throw new Error(`The page counted ${JSON.stringify(seen)}, the script ${clicks} clicks and ${keys} keys`);
          }
          console.log(
            `${mode}, ${run}: ${clicks} clicks + ${keys} keystrokes with the login; the booking alone ` +
              `${clicks - atLogin.clicks} clicks + ${keys - atLogin.keys} keystrokes in ${seconds.toFixed(1)} s ` +
              `(EVN → SVO one way, 1 adult from the directory)`,
          );
          for (const action of actions) console.log(`  ${action}`);
        } finally {
          await context.close();
        }
      }
    } finally {
      await browser.close();
    }
  });
}

await main();
