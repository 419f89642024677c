import { execFileSync } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { eq } from 'drizzle-orm';
import type { LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addDays, DOCUMENT_ENDPOINTS, formatIsoDate, todayIsoDate, type TLanguage } from '@frs/contract';
import { companySettings, hotelOrderRooms } from '../../db/schema';
import { injectEndpoint } from '../../../test/endpoint-call';
import { userWithToken } from '../../../test/factories';
import { createHotelFixture, insertHotelOrder, type THotelFixture } from '../../../test/hotel-order-factories';
import { startTestMailbox, type TTestMailbox } from '../../../test/mailbox';
import { createTestApp, type TTestApp } from '../../../test/test-app';
import { enqueueMail } from '../mail';
import { renderOrderDocument, renderSampleDocument } from './index';
import { documentHooksOf } from '../order-engine';
import { PRODUCT_LINE_MODULES } from '../../product-lines';

/**
 * The hotel voucher (issue 15): a confirmed hotel order's PDF read back with pdftotext in each language, refused
 * before the stay is confirmed, to another agent, and for an order that is not a hotel order; and attached to the
 * hotel-voucher mail through the composition root's document renderer.
 */

let testApp: TTestApp;
let mailbox: TTestMailbox;
let folder: string;
let fixture: THotelFixture;
let agent: Awaited<ReturnType<typeof userWithToken>>;
let otherAgent: Awaited<ReturnType<typeof userWithToken>>;
let confirmed: Awaited<ReturnType<typeof insertHotelOrder>>;

const db = () => testApp.database.db;
const CHECK_IN = addDays(todayIsoDate(), 40);
const AGENCY = {
  compName: 'Ararat Tours',
  compTelephone: '+374 10 555555',
  compEmail: 'office@ararat.example',
  compAddressEng: '5 Tumanyan St, Yerevan',
  compAddressArm: 'Երևան, Թումանյան 5',
  compAddressRus: 'Ереван, ул. Туманяна 5',
};

let fileNumber = 0;
/** The PDF's text (pdftotext -layout), with runs of spaces folded so that assertions read words. */
function pdfText(bytes: Buffer): string {
  fileNumber += 1;
  const file = join(folder, `voucher-${fileNumber}.pdf`);
  writeFileSync(file, bytes);
  return execFileSync('pdftotext', ['-layout', file, '-'], { encoding: 'utf8' }).replace(/[ \t]+/g, ' ');
}

function expectPdf(response: LightMyRequestResponse, fileName: string): Buffer {
  expect(response.statusCode, response.body).toBe(200);
  expect(response.headers['content-type']).toBe('application/pdf');
  expect(response.headers['content-disposition']).toBe(`inline; filename="${fileName}"`);
  expect(response.rawPayload.subarray(0, 5).toString('latin1')).toBe('%PDF-');
  return response.rawPayload;
}

function expectRefusal(response: LightMyRequestResponse, status: number, code?: string) {
  expect(response.statusCode, response.body).toBe(status);
  expect(response.headers['content-type']).toMatch(/^application\/json/);
  if (code) expect(response.json<{ code: string }>().code).toBe(code);
}

const voucherOf = (orderId: number, headers: Record<string, string>, lang?: TLanguage) =>
  injectEndpoint(testApp.app, DOCUMENT_ENDPOINTS.voucher, {
    headers,
    params: { id: orderId },
    ...(lang ? { query: { lang } } : {}),
  });

/** A two-room stay of the agent: a couple in the double, a family with two children in the family room. */
function twoRooms() {
  return [
    {
      roomId: fixture.roomTypes.double.id,
      guests: [
        { firstName: 'Anna', lastName: 'Petrosyan' },
        { firstName: 'Aram', lastName: 'Petrosyan' },
      ],
      specialRequests: 'High floor, quiet room',
    },
    {
      roomId: fixture.roomTypes.family.id,
      guests: [
        { firstName: 'Karen', lastName: 'Sahakyan' },
        { firstName: 'Lusine', lastName: 'Sahakyan' },
        { firstName: 'Mane', lastName: 'Sahakyan', age: 7 },
        { firstName: 'Davit', lastName: 'Sahakyan', age: 3 },
      ],
    },
  ];
}

beforeAll(async () => {
  testApp = await createTestApp();
  mailbox = await startTestMailbox(db(), testApp.app.log);
  folder = mkdtempSync(join(tmpdir(), 'frs-voucher-'));
  await db()
    .insert(companySettings)
    .values({ id: 1, ...AGENCY })
    .onConflictDoUpdate({ target: companySettings.id, set: AGENCY });
  fixture = await createHotelFixture(db(), { category: 4 });
  agent = await userWithToken(testApp.app, db(), 'user');
  otherAgent = await userWithToken(testApp.app, db(), 'user');
  confirmed = await insertHotelOrder(db(), fixture, {
    status: 'ticketed',
    agentId: agent.user.id,
    createdById: agent.user.id,
    checkIn: CHECK_IN,
    nights: 3,
    rooms: twoRooms(),
  });
});

afterAll(async () => {
  await mailbox.capture.close();
  await testApp.app.close();
  rmSync(folder, { recursive: true, force: true });
});

describe('the voucher of a confirmed stay', () => {
  it('carries the voucher numbers, PNR, guests, hotel, provider, rooms, meals, dates and the agency in English', async () => {
    const { order, rooms } = confirmed;
    const text = pdfText(expectPdf(await voucherOf(order.id, agent.headers, 'en'), `voucher-${order.pnr}.pdf`));
    const [double, family] = rooms;
    for (const expected of [
      'Hotel voucher',
      `Voucher number Booking reference (PNR) Date of issue`,
      `${double!.voucherNumber}, ${family!.voucherNumber} ${order.pnr}`,
      fixture.hotel.name,
      'Category: 4*',
      `Address: 18 Rue de Rivoli, Paris, France`,
      `Supplier: ${fixture.provider.name} · Phone: ${fixture.provider.phone} · E-mail: ${fixture.provider.email}`,
      `${formatIsoDate(CHECK_IN)} ${formatIsoDate(addDays(CHECK_IN, 3))} 3`,
      `Room 1: ${fixture.categories.double}`,
      'Meals: Bed and breakfast (BB)',
      `Voucher number: ${double!.voucherNumber}`,
      '1. PETROSYAN ANNA (lead guest)',
      '2. PETROSYAN ARAM',
      'Special requests: High floor, quiet room',
      `Room 2: ${fixture.categories.family}`,
      'Meals: Half board (HB)',
      `Voucher number: ${family!.voucherNumber}`,
      '1. SAHAKYAN KAREN (lead guest)',
      '2. SAHAKYAN LUSINE',
      '3. SAHAKYAN MANE (child, age 7)',
      '4. SAHAKYAN DAVIT (child, age 3)',
      `Questions about this booking: ${AGENCY.compName} · Phone: ${AGENCY.compTelephone}`,
    ]) {
      expect(text).toContain(expected);
    }
    // The lead guests come first in their rooms, and the rooms in their order.
    expect(text.indexOf('PETROSYAN ANNA')).toBeLessThan(text.indexOf('PETROSYAN ARAM'));
    expect(text.indexOf('PETROSYAN ARAM')).toBeLessThan(text.indexOf('SAHAKYAN KAREN'));
    expect(text).not.toContain('ARAM (lead guest)');
  });

  it('is written in Armenian and in Russian when asked, and in the language of Accept-Language otherwise', async () => {
    const { order } = confirmed;
    const armenian = pdfText(expectPdf(await voucherOf(order.id, agent.headers, 'hy'), `voucher-${order.pnr}.pdf`));
    for (const expected of [
      'Հյուրանոցային վաուչեր',
      'Վաուչերի համար',
      order.pnr,
      'Կատեգորիա՝ 4*',
      `Մատակարար՝ ${fixture.provider.name}`,
      'Ժամանման ամսաթիվ',
      'Սնունդ՝ Նախաճաշ (BB)',
      'Սնունդ՝ Կիսապանսիոն (HB)',
      'PETROSYAN ANNA (գլխավոր հյուր)',
      'SAHAKYAN MANE (երեխա, 7 տարեկան)',
      'Հատուկ խնդրանքներ՝ High floor, quiet room',
      `Հեռախոս՝ ${AGENCY.compTelephone}`,
    ]) {
      expect(armenian).toContain(expected);
    }
    expect(armenian).not.toContain('Hotel voucher');
    const russian = pdfText(expectPdf(await voucherOf(order.id, agent.headers, 'ru'), `voucher-${order.pnr}.pdf`));
    for (const expected of [
      'Ваучер на проживание',
      'Номер ваучера',
      'Категория: 4*',
      `Поставщик: ${fixture.provider.name}`,
      'Заезд',
      'Выезд',
      'Питание: Завтрак (BB)',
      'Питание: Полупансион (HB)',
      'PETROSYAN ANNA (основной гость)',
      'SAHAKYAN DAVIT (ребёнок, возраст 3)',
      `Тел.: ${AGENCY.compTelephone}`,
    ]) {
      expect(russian).toContain(expected);
    }
    const fromHeader = await voucherOf(order.id, { ...agent.headers, 'accept-language': 'ru-RU,ru;q=0.9' });
    expect(pdfText(expectPdf(fromHeader, `voucher-${order.pnr}.pdf`))).toContain('Ваучер на проживание');
  });

  it('leaves out what the provider does not have, and shows one stay for a one-room order', async () => {
    const bare = await createHotelFixture(db(), { category: 3, providerPhone: null, providerEmail: null });
    const { order, rooms } = await insertHotelOrder(db(), bare, {
      status: 'ticketed',
      agentId: agent.user.id,
      createdById: agent.user.id,
      checkIn: CHECK_IN,
      nights: 2,
      rooms: [{ roomId: bare.roomTypes.double.id, guests: [{ firstName: 'Nare', lastName: 'Avetisyan' }] }],
    });
    const text = pdfText(expectPdf(await voucherOf(order.id, agent.headers, 'en'), `voucher-${order.pnr}.pdf`));
    expect(text).toContain(`Supplier: ${bare.provider.name}\n`);
    expect(text).not.toContain('Phone: +33');
    expect(text).toContain('Category: 3*');
    expect(text).toContain(`${rooms[0]!.voucherNumber} ${order.pnr}`);
    expect(text).toContain(`${formatIsoDate(CHECK_IN)} ${formatIsoDate(addDays(CHECK_IN, 2))} 2`);
    // One room: its voucher number is the voucher's, not repeated under the room; no special requests line.
    expect(text).not.toContain('Voucher number:');
    expect(text).not.toContain('Special requests');
    expect(text).toContain('1. AVETISYAN NARE (lead guest)');
  });

  it('the hotel staff and the readers of hotel orders get it; Reports gets 403 and a caller without a token 401', async () => {
    for (const role of ['Admin', 'Hotels', 'Viewer', 'Tickets'] as const) {
      const staff = await userWithToken(testApp.app, db(), role);
      const response = await voucherOf(confirmed.order.id, staff.headers, 'en');
      expect(response.statusCode, role).toBe(200);
      expect(response.headers['content-type']).toBe('application/pdf');
    }
    const reports = await userWithToken(testApp.app, db(), 'Reports');
    expectRefusal(await voucherOf(confirmed.order.id, reports.headers), 403);
    expectRefusal(
      await injectEndpoint(testApp.app, DOCUMENT_ENDPOINTS.voucher, { params: { id: confirmed.order.id } }),
      401,
    );
  });

  it('answers 400 for a language that is not one of the three', async () => {
    const response = await injectEndpoint(testApp.app, DOCUMENT_ENDPOINTS.voucher, {
      headers: agent.headers,
      params: { id: confirmed.order.id },
      query: { lang: 'de' },
    });
    expectRefusal(response, 400);
  });
});

describe('no voucher', () => {
  it('answers 409 VOUCHER_NOT_ISSUED for a stay held or booked, and for a confirmed order without voucher numbers', async () => {
    for (const status of ['hold', 'booked'] as const) {
      const { order } = await insertHotelOrder(db(), fixture, {
        status,
        agentId: agent.user.id,
        createdById: agent.user.id,
        rooms: twoRooms(),
      });
      expectRefusal(await voucherOf(order.id, agent.headers, 'en'), 409, 'VOUCHER_NOT_ISSUED');
    }
    const { order, rooms } = await insertHotelOrder(db(), fixture, {
      status: 'ticketed',
      agentId: agent.user.id,
      createdById: agent.user.id,
      rooms: twoRooms(),
    });
    await db().update(hotelOrderRooms).set({ voucherNumber: null }).where(eq(hotelOrderRooms.id, rooms[1]!.id));
    expectRefusal(await voucherOf(order.id, agent.headers, 'en'), 409, 'VOUCHER_NOT_ISSUED');
  });

  it('answers 409 for a refunded or cancelled stay: its voucher is void', async () => {
    for (const status of ['refunded', 'cancelled'] as const) {
      const { order } = await insertHotelOrder(db(), fixture, {
        status,
        agentId: agent.user.id,
        createdById: agent.user.id,
        rooms: twoRooms(),
        withVouchers: status === 'refunded',
      });
      expectRefusal(await voucherOf(order.id, agent.headers, 'en'), 409, 'VOUCHER_NOT_ISSUED');
    }
  });

  it('answers 404 to another agent, before telling whether the stay is confirmed', async () => {
    expectRefusal(await voucherOf(confirmed.order.id, otherAgent.headers, 'en'), 404, 'NOT_FOUND');
    const { order: booked } = await insertHotelOrder(db(), fixture, {
      status: 'booked',
      agentId: agent.user.id,
      createdById: agent.user.id,
      rooms: twoRooms(),
    });
    expectRefusal(await voucherOf(booked.id, otherAgent.headers, 'en'), 404, 'NOT_FOUND');
  });

  it('answers 404 for a flight order and for an id no order has', async () => {
    const admin = await userWithToken(testApp.app, db(), 'Admin');
    const { order: flightOrder } = await insertHotelOrder(db(), fixture, {
      status: 'ticketed',
      agentId: agent.user.id,
      createdById: agent.user.id,
      rooms: [],
      productLine: 'flight',
    });
    expect(flightOrder.productLine).toBe('flight');
    expectRefusal(await voucherOf(flightOrder.id, agent.headers, 'en'), 404, 'NOT_FOUND');
    expectRefusal(await voucherOf(flightOrder.id, admin.headers, 'en'), 404, 'NOT_FOUND');
    expectRefusal(await voucherOf(2_000_000_000, admin.headers, 'en'), 404, 'NOT_FOUND');
  });
});

describe('for the mail module', () => {
  it('renders the voucher as the system, and over sample data in every language', async () => {
    const document = await renderOrderDocument(db(), {
      kind: 'voucher',
      orderId: confirmed.order.id,
      language: 'hy',
      uploadsDir: testApp.uploadsDir,
      lines: documentHooksOf(PRODUCT_LINE_MODULES),
    });
    expect(document.fileName).toBe(`voucher-${confirmed.order.pnr}.pdf`);
    expect(pdfText(document.content)).toContain('Հյուրանոցային վաուչեր');
    const titles = { hy: 'Հյուրանոցային վաուչեր', en: 'Hotel voucher', ru: 'Ваучер на проживание' };
    for (const language of ['hy', 'en', 'ru'] as const) {
      const sample = await renderSampleDocument('voucher', language);
      expect(sample.fileName).toBe('voucher-ABC234.pdf');
      const text = pdfText(sample.content);
      expect(text).toContain(titles[language]);
      expect(text).toContain('HV-000001');
    }
  });

  it('attaches the voucher to the hotel-voucher mail when the mail is sent', async () => {
    const { order } = confirmed;
    await enqueueMail(db(), {
      to: 'guest@example.test',
      template: 'hotel-voucher',
      language: 'en',
      payload: {
        name: 'Anna Petrosyan',
        orderId: order.id,
        pnr: order.pnr,
        hotel: fixture.hotel.name,
        city: 'Paris',
        address: '18 Rue de Rivoli',
        checkIn: formatIsoDate(CHECK_IN),
        checkOut: formatIsoDate(addDays(CHECK_IN, 3)),
        nights: 3,
        rooms: [{ room: `${fixture.categories.double} · BB`, guests: ['Anna Petrosyan', 'Aram Petrosyan'] }],
        amount: order.payable,
        deadline: null,
        expired: false,
      },
      documents: [{ kind: 'voucher', orderId: order.id }],
    });
    const mail = await mailbox.deliverOneTo('guest@example.test');
    expect(mail.subject).toBe(`Hotel stay confirmed: ${order.pnr}`);
    expect(mail.text).toContain(`/reservation/hotel/${order.id}`);
    expect(mail.attachments).toHaveLength(1);
    expect(mail.attachments[0]!.fileName).toBe(`voucher-${order.pnr}.pdf`);
    expect(pdfText(mail.attachments[0]!.content)).toContain(confirmed.rooms[0]!.voucherNumber!);
  });
});
