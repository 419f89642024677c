import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  addDays,
  MANIFEST_ENDPOINTS,
  FLIGHT_ORDER_ENDPOINTS,
  todayIsoDate,
  type TErrorBody,
  type TManifest,
  type TManifestSendResult,
  type TFlightOrder,
} from '@frs/contract';
import { airlines, mailAttachments, mailOutbox, manifestSends } from '../../db/schema';
import { injectEndpoint } from '../../../test/endpoint-call';
import { startTestMailbox, type TTestMailbox } from '../../../test/mailbox';
import { readExport } from '../../../test/export-file';
import { userWithToken } from '../../../test/factories';
import { createAirline, createClassRow, createFlightSetup, type TFlightSetup } from '../../../test/flight-factories';
import {
  flightAt,
  orderAs,
  passengerInput,
  preOrder,
  preOrderBody,
  seedRatesAndTickets,
} from '../../../test/order-factories';
import { createTestApp, type TTestApp } from '../../../test/test-app';

/**
 * Issue 19, manifests: a flight with two classes, an adult with an infant and a ticket, an adult with a child (booked),
 * an adult alone in the other class, and a hold (not listed). The PNL, CSV and XLSX list exactly them; mailing stores
 * the list and queues one mail with the files; after a name change and a cancellation the ADL lists exactly those.
 */

let testApp: TTestApp;
let mailbox: TTestMailbox;
let setup: TFlightSetup;
let admin: Awaited<ReturnType<typeof userWithToken>>;
let agent: Awaited<ReturnType<typeof userWithToken>>;
let flightId: number;
let flightCode: string;
let withInfant: TFlightOrder;
let withChild: TFlightOrder;
let business: TFlightOrder;
const AIRLINE_EMAIL = 'ops@airline.test';
const db = () => testApp.database.db;

function passenger(type: 'adult' | 'child' | 'infant', lastName: string, firstName: string, gender: 'male' | 'female') {
  return passengerInput(type, { lastName, firstName, gender });
}

beforeAll(async () => {
  testApp = await createTestApp();
  mailbox = await startTestMailbox(db(), testApp.app.log);
  setup = await createFlightSetup(db());
  await seedRatesAndTickets(db());
  await db().update(airlines).set({ manifestEmail: AIRLINE_EMAIL }).where(eq(airlines.id, setup.airline.id));
  admin = await userWithToken(testApp.app, db(), 'Admin');
  agent = await userWithToken(testApp.app, db(), 'user', { balance: 500_000_000 });
  const flight = await flightAt(db(), setup, addDays(todayIsoDate(), 12), { time: '06:15' });
  flightId = flight.id;
  flightCode = `${setup.airline.iataCode}${flight.flightNumber}`;
  const economy = await createClassRow(db(), setup, flight.id, { name: 'Y', seats: 20 });
  const businessClass = await createClassRow(db(), setup, flight.id, { name: 'C', seats: 5, type: 'business' });
  const book = async (classId: number, people: ReturnType<typeof passenger>[], mode: 'booking' | 'ticketing') => {
    const held = await preOrder(testApp.app, agent.headers, preOrderBody([classId], people));
    return orderAs(testApp.app, agent.headers, held.id, mode);
  };
  withInfant = await book(
    economy.id,
    [passenger('adult', 'Petrosyan', 'Anna', 'female'), passenger('infant', 'Petrosyan', 'Aram', 'male')],
    'ticketing',
  );
  withChild = await book(
    economy.id,
    [passenger('adult', 'Sargsyan', 'Davit', 'male'), passenger('child', 'Sargsyan', 'Lilit', 'female')],
    'booking',
  );
  business = await book(businessClass.id, [passenger('adult', 'Hakobyan', 'Gor', 'male')], 'booking');
  // A hold is not a confirmed seat: the manifest leaves it out.
  await preOrder(testApp.app, agent.headers, preOrderBody([economy.id], [passenger('adult', 'Held', 'Only', 'male')]));
});
afterAll(async () => {
  await mailbox.capture.close();
  await testApp.app.close();
});

const getManifest = async () => {
  const response = await injectEndpoint(testApp.app, MANIFEST_ENDPOINTS.get, {
    params: { id: flightId },
    token: admin.token,
  });
  expect(response.statusCode).toBe(200);
  return response.json<TManifest>();
};
const file = (format: 'pnl' | 'adl' | 'csv' | 'xlsx', token = admin.token) =>
  injectEndpoint(testApp.app, MANIFEST_ENDPOINTS.file, {
    params: { id: flightId },
    query: { format },
    token,
    headers: { 'accept-language': 'en' },
  });
const send = (body: object, options: { id?: number; key?: string; token?: string; language?: string } = {}) =>
  injectEndpoint(testApp.app, MANIFEST_ENDPOINTS.send, {
    params: { id: options.id ?? flightId },
    body,
    token: options.token ?? admin.token,
    headers: { 'accept-language': options.language ?? 'en' },
    ...(options.key ? { idempotencyKey: options.key } : {}),
  });
const textLines = (body: string) => body.split('\r\n').filter((line) => line !== '');

describe('a flight manifest', () => {
  it('lists the booked and ticketed passengers by class: PNL, CSV and XLSX', async () => {
    const manifest = await getManifest();
    expect(manifest.airline.manifestEmail).toBe(AIRLINE_EMAIL);
    expect(manifest.classes.map((item) => [item.name, item.passengers, item.infants])).toEqual([
      ['C', 1, 0],
      ['Y', 3, 1],
    ]);
    expect(manifest.lastSent).toBeNull();
    expect(manifest.pending).toEqual({ added: 4, removed: 0, changed: 0 });

    const pnl = await file('pnl');
    expect(pnl.statusCode).toBe(200);
    expect(pnl.headers['content-type']).toContain('text/plain');
    expect(pnl.headers['content-disposition']).toContain('-pnl.txt');
    const lines = textLines(pnl.body);
    const month = 'JANFEBMARAPRMAYJUNJULAUGSEPOCTNOVDEC'.slice(Number(manifest.date.slice(5, 7)) * 3 - 3).slice(0, 3);
    expect(lines.slice(0, 2)).toEqual([
      'PNL',
      `${flightCode}/${manifest.date.slice(8, 10)}${month} ${setup.from.iataCode} PART1`,
    ]);
    const [mother, infant] = withInfant.passengers;
    const [father, child] = withChild.passengers;
    expect(lines.filter((line) => /^(-|1|ENDPNL)/.test(line))).toEqual([
      `-${setup.to.iataCode}001C`,
      `1HAKOBYAN/GOR MR .L/${business.pnr}`,
      `-${setup.to.iataCode}003Y`,
      `1PETROSYAN/ANNA MRS .L/${withInfant.pnr}`,
      `1SARGSYAN/DAVIT MR .L/${withChild.pnr}`,
      `1SARGSYAN/LILIT MISS .L/${withChild.pnr}`,
      'ENDPNL',
    ]);
    const annaAt = lines.indexOf(`1PETROSYAN/ANNA MRS .L/${withInfant.pnr}`);
    expect(lines[annaAt + 1]).toBe('.I/PETROSYAN/ARAM');
    expect(lines).toContain(`.R/TKNE HK1 ${mother!.ticketNumber}`);
    expect(lines).toContain(`.R/TKNE HK1 INF${infant!.ticketNumber}`);
    expect(lines.some((line) => line.startsWith('.R/INFT HK1 ') && line.endsWith(' PETROSYAN/ARAM'))).toBe(true);
    expect(
      lines.some((line) => /^\.R\/DOCS HK1\/P\/AM\/AM\d+\/AM\/\d{2}[A-Z]{3}\d{2}\/MI\/.*\/PETROSYAN\/ARAM$/.test(line)),
    ).toBe(true);
    expect(lines.some((line) => line.startsWith('.R/CHLD HK1 '))).toBe(true);
    expect(lines.join('\n')).not.toContain('HELD');

    for (const format of ['csv', 'xlsx'] as const) {
      const response = await file(format);
      expect(response.statusCode).toBe(200);
      const rows = await readExport(response.rawPayload, format);
      expect(rows[0]!.slice(0, 7)).toEqual(['Class', 'No.', 'Surname', 'First name', 'Title', 'Type', 'PNR']);
      expect(rows.slice(1).map((row) => [row[0], row[2], row[3], row[5], row[6], row[7]])).toEqual([
        ['C', 'HAKOBYAN', 'GOR', 'ADT', business.pnr, ''],
        ['Y', 'PETROSYAN', 'ANNA', 'ADT', withInfant.pnr, mother!.ticketNumber],
        ['Y', 'PETROSYAN', 'ARAM', 'INF', withInfant.pnr, infant!.ticketNumber],
        ['Y', 'SARGSYAN', 'DAVIT', 'ADT', withChild.pnr, ''],
        ['Y', 'SARGSYAN', 'LILIT', 'CHD', withChild.pnr, ''],
      ]);
    }
    expect(father!.ticketNumber).toBeNull();
    expect(child!.type).toBe('child');
  });

  it('is not for agents (403), nor is the mailing for Viewer', async () => {
    expect(
      (await injectEndpoint(testApp.app, MANIFEST_ENDPOINTS.get, { params: { id: flightId }, token: agent.token }))
        .statusCode,
    ).toBe(403);
    expect((await file('pnl', agent.token)).statusCode).toBe(403);
    expect((await send({}, { token: agent.token })).statusCode).toBe(403);
    const viewer = await userWithToken(testApp.app, db(), 'Viewer');
    expect((await file('csv', viewer.token)).statusCode).toBe(200);
    expect((await send({}, { token: viewer.token })).statusCode).toBe(403);
  });

  it('mails the PNL first: one queued mail with the files to the airline, the list kept, nothing pending after', async () => {
    const key = 'manifest-first-send';
    const response = await send({}, { key });
    expect(response.statusCode).toBe(200);
    const result = response.json<TManifestSendResult>();
    expect(result).toMatchObject({ kind: 'pnl', recipient: AIRLINE_EMAIL, passengers: 4 });
    // A retry with the same key answers the same, and sends nothing again.
    const replay = await send({}, { key });
    expect(replay.json<TManifestSendResult>()).toEqual(result);

    const stored = await db().select().from(manifestSends).where(eq(manifestSends.flightId, flightId));
    expect(stored).toHaveLength(1);
    expect(stored[0]!.entries.map((entry) => entry.lastName)).toEqual([
      'HAKOBYAN',
      'PETROSYAN',
      'SARGSYAN',
      'SARGSYAN',
    ]);
    const mails = await db().select().from(mailOutbox).where(eq(mailOutbox.template, 'flight-manifest'));
    expect(mails).toHaveLength(1);
    expect(mails[0]!.recipient).toBe(AIRLINE_EMAIL);
    expect(stored[0]!.mailId).toBe(mails[0]!.id);
    const files = await db().select().from(mailAttachments).where(eq(mailAttachments.mailId, mails[0]!.id));
    expect(files.map((item) => item.fileName.replace(/^manifest-[A-Z0-9]+-\d{4}-\d{2}-\d{2}/, ''))).toEqual([
      '-pnl.txt',
      '.csv',
      '.xlsx',
    ]);
    expect(files[0]!.content.toString('utf8')).toContain('ENDPNL');
    // The outbox sends the files it keeps with a template's mail.
    const delivered = await mailbox.deliverOneTo(AIRLINE_EMAIL);
    expect(delivered.subject).toContain('(PNL)');
    expect(delivered.attachments.map((item) => item.fileName)).toEqual(files.map((item) => item.fileName));
    expect(delivered.attachments[2]!.content.equals(files[2]!.content)).toBe(true);

    const manifest = await getManifest();
    expect(manifest.lastSent).toMatchObject({ kind: 'pnl', recipient: AIRLINE_EMAIL, passengers: 4 });
    expect(manifest.pending).toEqual({ added: 0, removed: 0, changed: 0 });
    expect(textLines((await file('adl')).body)).toEqual(['ADL', expect.stringContaining(flightCode), 'NIL', 'ENDADL']);
    const empty = await send({ kind: 'adl' });
    expect(empty.statusCode).toBe(409);
    expect(empty.json<TErrorBody>().code).toBe('MANIFEST_NO_CHANGES');
  });

  it('after a name change and a cancellation, the ADL lists exactly those two changes', async () => {
    const [father] = withChild.passengers;
    const renamed = await injectEndpoint(testApp.app, FLIGHT_ORDER_ENDPOINTS.editPassengerName, {
      params: { orderId: withChild.id, passengerId: father!.id },
      body: { firstName: 'David', lastName: 'Sargsyan', chargeFee: false },
      token: admin.token,
    });
    expect(renamed.statusCode).toBe(200);
    const cancelled = await injectEndpoint(testApp.app, FLIGHT_ORDER_ENDPOINTS.cancel, {
      params: { id: business.id },
      token: agent.token,
    });
    expect(cancelled.statusCode).toBe(200);

    expect((await getManifest()).pending).toEqual({ added: 0, removed: 1, changed: 1 });
    const lines = textLines((await file('adl')).body);
    expect(lines.filter((line) => !line.startsWith('.'))).toEqual([
      'ADL',
      lines[1],
      `-${setup.to.iataCode}001C`,
      'DEL',
      `1HAKOBYAN/GOR MR .L/${business.pnr}`,
      `-${setup.to.iataCode}001Y`,
      'CHG',
      `1SARGSYAN/DAVID MR .L/${withChild.pnr}`,
      'ENDADL',
    ]);

    const response = await send({});
    expect(response.statusCode).toBe(200);
    expect(response.json<TManifestSendResult>()).toMatchObject({
      kind: 'adl',
      passengers: 3,
      changes: { added: 0, removed: 1, changed: 1 },
    });
    const files = await db()
      .select({ fileName: mailAttachments.fileName, content: mailAttachments.content })
      .from(mailAttachments)
      .innerJoin(mailOutbox, eq(mailOutbox.id, mailAttachments.mailId))
      .where(eq(mailOutbox.template, 'flight-manifest'));
    const adl = files.find((item) => item.fileName.endsWith('-adl.txt'));
    expect(adl?.content.toString('utf8')).toContain('1SARGSYAN/DAVID MR');
    expect((await getManifest()).pending).toEqual({ added: 0, removed: 0, changed: 0 });
  });

  it('refuses to mail a flight whose airline has no address: 409 with where to set it, in the reader language', async () => {
    const other = await createAirline(db());
    const flight = await flightAt(db(), setup, addDays(todayIsoDate(), 12), { airlineId: other.id });
    for (const [language, word] of [
      ['en', 'Airlines'],
      ['ru', 'Авиакомпании'],
      ['hy', 'Ավիաընկերություններ'],
    ] as const) {
      const response = await send({}, { id: flight.id, language });
      expect(response.statusCode).toBe(409);
      const body = response.json<TErrorBody>();
      expect(body.code).toBe('MANIFEST_NO_EMAIL');
      expect(body.message).toContain(word);
      expect(body.message).toContain(other.name);
    }
    expect((await send({}, { id: 999_999 })).statusCode).toBe(404);
  });
});
