import { execFileSync } from 'node:child_process';
import { randomUUID } from 'node:crypto';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { toBuffer } from 'bwip-js/node';
import { and, eq } from 'drizzle-orm';
import type { LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  DOCUMENT_ENDPOINTS,
  formatMinor,
  FLIGHT_ORDER_ENDPOINTS,
  type TEndpointDefinition,
  type TFlightOrder,
} from '@frs/contract';
import { companySettings, history, invoiceNumbers, ticketSettings, uploads, users } from '../../db/schema';
import { injectEndpoint } from '../../../test/endpoint-call';
import { TEST_COMPANY, userWithToken } from '../../../test/factories';
import { createFlightSetup, type TFlightSetup } from '../../../test/flight-factories';
import {
  orderAs,
  passengerInput,
  preOrder,
  preOrderBody,
  seedRatesAndTickets,
  sellableClass,
} from '../../../test/order-factories';
import { createTestApp, type TTestApp } from '../../../test/test-app';
import { renderOrderDocument, renderSampleDocument } from './index';
import { documentHooksOf } from '../order-engine';
import { PRODUCT_LINE_MODULES } from '../../product-lines';

/**
 * The PDFs of issue 14, read back as a reader would: the text with pdftotext (poppler-utils) in each language, and
 * a render of the first page with pdftoppm, which must not be blank.
 */

let testApp: TTestApp;
let setup: TFlightSetup;
let folder: string;
let admin: Awaited<ReturnType<typeof userWithToken>>;
let agent: Awaited<ReturnType<typeof userWithToken>>;
let otherAgent: Awaited<ReturnType<typeof userWithToken>>;
let ticketed: TFlightOrder;
let booked: TFlightOrder;

const db = () => testApp.database.db;
const AGENCY = {
  compName: 'Ararat Tours',
  compTelephone: '+374 10 555555',
  compEmail: 'office@ararat.example',
  compAddressEng: '5 Tumanyan St, Yerevan',
  compAddressArm: 'Երևան, Թումանյան 5',
  compAddressRus: 'Ереван, ул. Туманяна 5',
  legalName: 'Ararat Tours LLC',
  taxId: '02345678',
  bankName: 'Ameriabank',
  bankAccount: '1570012345670100',
  bankSwift: 'ARMIAM22',
};
const TERMS = {
  termsEn: 'Check-in closes 40 minutes before departure.',
  termsHy: 'Գրանցումն ավարտվում է մեկնումից 40 րոպե առաջ։',
  termsRu: 'Регистрация заканчивается за 40 минут до вылета.',
};

let fileNumber = 0;
/** The PDF's text (pdftotext -layout), with runs of spaces folded so that assertions read words. */
function pdfText(bytes: Buffer): string {
  fileNumber += 1;
  const file = join(folder, `document-${fileNumber}.pdf`);
  writeFileSync(file, bytes);
  return execFileSync('pdftotext', ['-layout', file, '-'], { encoding: 'utf8' }).replace(/[ \t]+/g, ' ');
}

/** The share of dark pixels on the first page, rendered in grey at 20 dpi (a PGM is a header and bytes). */
function inkOfFirstPage(bytes: Buffer): number {
  fileNumber += 1;
  const file = join(folder, `render-${fileNumber}.pdf`);
  writeFileSync(file, bytes);
  execFileSync('pdftoppm', [
    '-gray',
    '-r',
    '20',
    '-f',
    '1',
    '-l',
    '1',
    '-singlefile',
    file,
    join(folder, `page-${fileNumber}`),
  ]);
  const image = readFileSync(join(folder, `page-${fileNumber}.pgm`));
  // "P5\n<width> <height>\n<max>\n" then one byte per pixel.
  const header = /^P5\s+(\d+)\s+(\d+)\s+(\d+)\s/.exec(image.toString('latin1', 0, 40));
  if (!header) throw new Error('not a PGM');
  const pixels = image.subarray(header[0].length);
  let dark = 0;
  for (const value of pixels) if (value < 200) dark += 1;
  return dark / pixels.length;
}

function expectPdf(response: LightMyRequestResponse, fileName: string): Buffer {
  expect(response.statusCode, response.body).toBe(200);
  expect(response.headers['content-type']).toBe('application/pdf');
  expect(response.headers['content-disposition']).toBe(`inline; filename="${fileName}"`);
  const bytes = response.rawPayload;
  expect(bytes.subarray(0, 5).toString('latin1')).toBe('%PDF-');
  expect(inkOfFirstPage(bytes)).toBeGreaterThan(0.005);
  return bytes;
}

function expectRefusal(response: LightMyRequestResponse, status: number, code?: string) {
  expect(response.statusCode).toBe(status);
  expect(response.headers['content-type']).toMatch(/^application\/json/);
  if (code) expect(response.json<{ code: string }>().code).toBe(code);
}

async function ticketedOrder(headers: Record<string, string>, mode: 'booking' | 'ticketing', passengers = 2) {
  const { flightClass } = await sellableClass(db(), setup, { seats: 20 });
  const held = await preOrder(
    testApp.app,
    headers,
    preOrderBody(
      [flightClass.id],
      Array.from({ length: passengers }, () => passengerInput('adult')),
    ),
  );
  return orderAs(testApp.app, headers, held.id, mode);
}

beforeAll(async () => {
  testApp = await createTestApp();
  folder = mkdtempSync(join(tmpdir(), 'frs-documents-'));
  await seedRatesAndTickets(db());
  setup = await createFlightSetup(db());
  const logoId = randomUUID();
  const logo = await toBuffer({ bcid: 'code128', text: 'ARARAT', scale: 2 });
  writeFileSync(join(testApp.uploadsDir, logoId), logo);
  await db().insert(uploads).values({
    id: logoId,
    kind: 'companyLogo',
    mimeType: 'image/png',
    size: logo.length,
    originalName: 'logo.png',
  });
  await db()
    .insert(companySettings)
    .values({ id: 1, ...AGENCY, logoUploadId: logoId })
    .onConflictDoUpdate({ target: companySettings.id, set: { ...AGENCY, logoUploadId: logoId } });
  await db()
    .update(ticketSettings)
    .set({ ...TERMS, primaryColour: '#1F6F73' })
    .where(eq(ticketSettings.id, 1));
  admin = await userWithToken(testApp.app, db(), 'Admin', { balance: 50_000_000 });
  agent = await userWithToken(testApp.app, db(), 'user', { balance: 500_000_000 });
  otherAgent = await userWithToken(testApp.app, db(), 'user', { balance: 500_000_000 });
  ticketed = await ticketedOrder(agent.headers, 'ticketing');
  booked = await ticketedOrder(agent.headers, 'booking', 1);
});

afterAll(async () => {
  await testApp.app.close();
  rmSync(folder, { recursive: true, force: true });
});

describe('e-ticket', () => {
  const ticketOf = (language: 'hy' | 'en' | 'ru', headers = agent.headers, passengerIndex = 0) =>
    injectEndpoint(testApp.app, DOCUMENT_ENDPOINTS.ticket, {
      headers,
      params: { orderId: ticketed.id, passengerId: ticketed.passengers[passengerIndex]!.id },
      query: { lang: language },
    });

  it('carries the passenger, PNR, ticket number, flight, agency and terms in Armenian', async () => {
    const passenger = ticketed.passengers[0]!;
    const response = await ticketOf('hy');
    const text = pdfText(expectPdf(response, `e-ticket-${ticketed.pnr}-${passenger.id}.pdf`));
    const flight = ticketed.segments[0]!.flight;
    for (const expected of [
      'Էլեկտրոնային տոմս',
      'Ուղևոր',
      'Տոմսի համար',
      'Երթուղի',
      `${passenger.lastName} ${passenger.firstName}`.toUpperCase(),
      ticketed.pnr,
      passenger.ticketNumber!,
      `${flight.airline.iataCode} ${flight.flightNumber}`,
      `${flight.from.iataCode} Yerevan`,
      `${flight.to.iataCode} Paris`,
      flight.departureLocal.slice(11, 16),
      flight.arrivalLocal.slice(11, 16),
      ticketed.segments[0]!.class.name,
      'ձեռքի ուղեբեռ 8 կգ',
      'Վերադարձ՝ 50%',
      AGENCY.compName,
      AGENCY.compAddressArm,
      `Հեռախոս՝ ${AGENCY.compTelephone}`,
      TERMS.termsHy,
    ]) {
      expect(text).toContain(expected);
    }
    expect(text).not.toContain(TERMS.termsEn);
  });

  it('is written in English and in Russian when asked, with the terms of that language', async () => {
    const english = pdfText(
      expectPdf(await ticketOf('en'), `e-ticket-${ticketed.pnr}-${ticketed.passengers[0]!.id}.pdf`),
    );
    for (const expected of [
      'Electronic ticket',
      'Passenger',
      'Ticket number',
      'Refund: 50%',
      'Non-refundable',
      TERMS.termsEn,
    ]) {
      expect(english).toContain(expected);
    }
    expect(english).toContain(AGENCY.compAddressEng);
    const russian = pdfText(
      expectPdf(await ticketOf('ru', agent.headers, 1), `e-ticket-${ticketed.pnr}-${ticketed.passengers[1]!.id}.pdf`),
    );
    for (const expected of [
      'Электронный билет',
      'Пассажир',
      'Номер билета',
      'Возврат: 50%',
      TERMS.termsRu,
      AGENCY.compAddressRus,
      `Тел.: ${AGENCY.compTelephone}`,
      ticketed.passengers[1]!.ticketNumber!,
      ticketed.pnr,
    ]) {
      expect(russian).toContain(expected);
    }
  });

  it('takes the language of Accept-Language when lang is left out', async () => {
    const response = await injectEndpoint(testApp.app, DOCUMENT_ENDPOINTS.ticket, {
      headers: { ...agent.headers, 'accept-language': 'ru-RU,ru;q=0.9' },
      params: { orderId: ticketed.id, passengerId: ticketed.passengers[0]!.id },
    });
    expect(pdfText(expectPdf(response, `e-ticket-${ticketed.pnr}-${ticketed.passengers[0]!.id}.pdf`))).toContain(
      'Электронный билет',
    );
  });

  it('draws the QR code and the logo as images, and the text as text', async () => {
    fileNumber += 1;
    const file = join(folder, `images-${fileNumber}.pdf`);
    writeFileSync(file, (await ticketOf('en')).rawPayload);
    const images = execFileSync('pdfimages', ['-list', file], { encoding: 'utf8' })
      .trim()
      .split('\n')
      .slice(2)
      .filter((line) => line.trim().split(/\s+/)[2] === 'image');
    expect(images).toHaveLength(2);
    const fonts = execFileSync('pdffonts', [file], { encoding: 'utf8' });
    expect(fonts).toMatch(/NotoSans-Regular/);
  });

  it('answers 409 TICKET_NOT_ISSUED, and no PDF, for a passenger without a ticket number', async () => {
    const response = await injectEndpoint(testApp.app, DOCUMENT_ENDPOINTS.ticket, {
      headers: agent.headers,
      params: { orderId: booked.id, passengerId: booked.passengers[0]!.id },
      query: { lang: 'en' },
    });
    expectRefusal(response, 409, 'TICKET_NOT_ISSUED');
  });

  it('answers 404 for a passenger of another order', async () => {
    const response = await injectEndpoint(testApp.app, DOCUMENT_ENDPOINTS.ticket, {
      headers: agent.headers,
      params: { orderId: ticketed.id, passengerId: booked.passengers[0]!.id },
    });
    expectRefusal(response, 404, 'NOT_FOUND');
  });
});

describe('invoice', () => {
  const invoiceOf = (orderId: number, language: 'hy' | 'en' | 'ru' = 'en', headers = agent.headers) =>
    injectEndpoint(testApp.app, DOCUMENT_ENDPOINTS.invoice, {
      headers,
      params: { id: orderId },
      query: { lang: language },
    });

  it('numbers an order on its first print, keeps the number on reprints, and gives the next order the next one', async () => {
    const first = await invoiceOf(ticketed.id);
    const [assigned] = await db().select().from(invoiceNumbers).where(eq(invoiceNumbers.orderId, ticketed.id));
    const number = `INV-${String(assigned!.number).padStart(6, '0')}`;
    const text = pdfText(expectPdf(first, `invoice-${number}.pdf`));
    expect(text).toContain(`Invoice ${number}`);
    const again = await invoiceOf(ticketed.id, 'hy');
    expect(pdfText(expectPdf(again, `invoice-${number}.pdf`))).toContain(`Հաշիվ ${number}`);
    const next = await invoiceOf(booked.id, 'ru');
    const nextNumber = `INV-${String(assigned!.number + 1).padStart(6, '0')}`;
    expect(pdfText(expectPdf(next, `invoice-${nextNumber}.pdf`))).toContain(`Счёт ${nextNumber}`);
  });

  it('carries the seller, the buyer, a line per passenger and the total in AMD', async () => {
    const response = await invoiceOf(ticketed.id);
    const text = pdfText(response.rawPayload);
    for (const expected of [
      AGENCY.legalName,
      `TIN: ${AGENCY.taxId}`,
      `Bank: ${AGENCY.bankName}`,
      `Account: ${AGENCY.bankAccount}`,
      `SWIFT: ${AGENCY.bankSwift}`,
      TEST_COMPANY.businessName,
      `VAT number: ${TEST_COMPANY.vat}`,
      ticketed.pnr,
      `Total, AMD ${formatMinor(ticketed.totals.payable)}`,
    ]) {
      expect(text).toContain(expected);
    }
    for (const passenger of ticketed.passengers) {
      expect(text).toContain(`Air ticket (Adult): ${`${passenger.lastName} ${passenger.firstName}`.toUpperCase()}`);
      expect(text).toContain(`${passenger.ticketNumber} ${formatMinor(passenger.price.net)}`);
    }
  });

  it("names the buyer's city once when the address already ends with it", async () => {
    const buyer = await userWithToken(testApp.app, db(), 'user', { balance: 500_000_000 });
    await db()
      .update(users)
      .set({ address: '10 Tigran Mets Ave, Yerevan', city: 'Yerevan', country: 'Armenia' })
      .where(eq(users.id, buyer.user.id));
    const order = await ticketedOrder(buyer.headers, 'ticketing', 1);
    const response = await invoiceOf(order.id, 'en', buyer.headers);
    expect(response.statusCode, response.body).toBe(200);
    const text = pdfText(response.rawPayload);
    expect(text).toContain('10 Tigran Mets Ave, Yerevan, Armenia');
    expect(text).not.toContain('Yerevan, Yerevan');
  });

  it('is written in Armenian and Russian', async () => {
    const armenian = pdfText((await invoiceOf(ticketed.id, 'hy')).rawPayload);
    expect(armenian).toContain(`ՀՎՀՀ՝ ${AGENCY.taxId}`);
    expect(armenian).toContain('Գնորդ');
    expect(armenian).toContain(`Ընդամենը վճարման, դրամ ${formatMinor(ticketed.totals.payable)}`);
    const russian = pdfText((await invoiceOf(ticketed.id, 'ru')).rawPayload);
    expect(russian).toContain(`ИНН: ${AGENCY.taxId}`);
    expect(russian).toContain('Покупатель');
    expect(russian).toContain(`Итого к оплате, AMD ${formatMinor(ticketed.totals.payable)}`);
  });
});

describe('receipt', () => {
  it('shows what was paid and what was refunded, with their dates', async () => {
    const order = await ticketedOrder(agent.headers, 'ticketing');
    const refund = await injectEndpoint(testApp.app, FLIGHT_ORDER_ENDPOINTS.refund, {
      headers: admin.headers,
      params: { id: order.id },
      body: { passengerIds: [order.passengers[0]!.id] },
    });
    expect(refund.statusCode, refund.body).toBe(200);
    const refunded = refund.json<TFlightOrder>().passengers[0]!;
    const response = await injectEndpoint(testApp.app, DOCUMENT_ENDPOINTS.receipt, {
      headers: agent.headers,
      params: { pnr: order.pnr },
      query: { lang: 'en' },
    });
    const text = pdfText(expectPdf(response, `receipt-${order.pnr}.pdf`));
    const today = new Intl.DateTimeFormat('en-GB', { timeZone: 'Asia/Yerevan' })
      .format(new Date())
      .replaceAll('/', '.');
    expect(text).toContain(`Booking reference (PNR): ${order.pnr}`);
    // A refund credits the passenger's price and charges the fare rule's penalty (50% here).
    const price = order.passengers[0]!.price.net;
    const penalty = refunded.refundPenalty!;
    expect(penalty).toBe(price / 2);
    expect(text).toContain(`${today}`);
    expect(text).toMatch(new RegExp(`${today} \\d\\d:\\d\\d Ticketing ${formatMinor(order.totals.payable)}`));
    expect(text).toMatch(new RegExp(`${today} \\d\\d:\\d\\d Refund ${formatMinor(price)}`));
    expect(text).toMatch(new RegExp(`${today} \\d\\d:\\d\\d Penalty ${formatMinor(penalty)}`));
    expect(text).toContain(`Total paid ${formatMinor(order.totals.payable + penalty)}`);
    expect(text).toContain(`Total refunded ${formatMinor(price)}`);
    expect(text).toContain(`Net amount paid ${formatMinor(refund.json<TFlightOrder>().totals.paid)}`);
    const armenian = injectEndpoint(testApp.app, DOCUMENT_ENDPOINTS.receipt, {
      headers: agent.headers,
      params: { pnr: order.pnr },
      query: { lang: 'hy' },
    });
    const hyText = pdfText(expectPdf(await armenian, `receipt-${order.pnr}.pdf`));
    expect(hyText).toContain('Անդորրագիր');
    expect(hyText).toContain('Տոմսերի դուրսգրում');
    const russian = injectEndpoint(testApp.app, DOCUMENT_ENDPOINTS.receipt, {
      headers: agent.headers,
      params: { pnr: order.pnr },
      query: { lang: 'ru' },
    });
    expect(pdfText(expectPdf(await russian, `receipt-${order.pnr}.pdf`))).toContain('Квитанция');
  });

  it("dates the agency's own sale's refund by its history (no ledger moves for it)", async () => {
    const order = await ticketedOrder(admin.headers, 'ticketing');
    expect(order.agent).toBeNull();
    const refund = await injectEndpoint(testApp.app, FLIGHT_ORDER_ENDPOINTS.refund, {
      headers: admin.headers,
      params: { id: order.id },
      body: { passengerIds: [order.passengers[0]!.id] },
    });
    expect(refund.statusCode, refund.body).toBe(200);
    // The refund happened on 2 January (its history row says so), whatever else changed the order since.
    await db()
      .update(history)
      .set({ at: new Date('2026-01-02T08:30:00Z') })
      .where(and(eq(history.entity, 'order'), eq(history.entityId, String(order.id)), eq(history.action, 'refund')));
    const response = await injectEndpoint(testApp.app, DOCUMENT_ENDPOINTS.receipt, {
      headers: admin.headers,
      params: { pnr: order.pnr },
      query: { lang: 'en' },
    });
    const text = pdfText(expectPdf(response, `receipt-${order.pnr}.pdf`));
    const refunded = refund.json<TFlightOrder>().totals.refunded;
    expect(refunded).toBeGreaterThan(0);
    expect(text).toContain(`02.01.2026 12:30 Refund ${formatMinor(refunded)}`);
    expect(text).toContain(`Total refunded ${formatMinor(refunded)}`);
  });

  it('answers 404 for a PNR that no order has', async () => {
    const response = await injectEndpoint(testApp.app, DOCUMENT_ENDPOINTS.receipt, {
      headers: admin.headers,
      params: { pnr: 'ZZZ999' },
    });
    expectRefusal(response, 404, 'NOT_FOUND');
  });
});

describe('who gets which document', () => {
  const calls = (): { endpoint: TEndpointDefinition; params: Record<string, string | number> }[] => [
    { endpoint: DOCUMENT_ENDPOINTS.ticket, params: { orderId: ticketed.id, passengerId: ticketed.passengers[0]!.id } },
    { endpoint: DOCUMENT_ENDPOINTS.invoice, params: { id: ticketed.id } },
    { endpoint: DOCUMENT_ENDPOINTS.receipt, params: { pnr: ticketed.pnr } },
  ];

  it("another agent gets 404 for each kind of the first agent's order, and nothing else", async () => {
    for (const call of calls()) {
      expectRefusal(
        await injectEndpoint(testApp.app, call.endpoint, { headers: otherAgent.headers, params: call.params }),
        404,
        'NOT_FOUND',
      );
    }
  });

  it('the staff get every kind of any order', async () => {
    for (const role of ['Admin', 'Tickets', 'Viewer'] as const) {
      const staff = role === 'Admin' ? admin : await userWithToken(testApp.app, db(), role);
      for (const call of calls()) {
        const response = await injectEndpoint(testApp.app, call.endpoint, {
          headers: staff.headers,
          params: call.params,
        });
        expect(response.statusCode, `${role} ${call.endpoint.path}`).toBe(200);
        expect(response.headers['content-type']).toBe('application/pdf');
      }
    }
  });

  it('a Reports user gets 403, a caller without a token 401', async () => {
    const reports = await userWithToken(testApp.app, db(), 'Reports');
    for (const call of calls()) {
      expectRefusal(
        await injectEndpoint(testApp.app, call.endpoint, { headers: reports.headers, params: call.params }),
        403,
      );
      expectRefusal(await injectEndpoint(testApp.app, call.endpoint, { params: call.params }), 401);
    }
  });

  it('answers 400 for a language that is not one of the three', async () => {
    for (const call of calls()) {
      const response = await injectEndpoint(testApp.app, call.endpoint, {
        headers: agent.headers,
        params: call.params,
        query: { lang: 'de' },
      });
      expectRefusal(response, 400);
    }
  });
});

describe('for the mail module', () => {
  it('renders an order document as the system, with its file name', async () => {
    const document = await renderOrderDocument(db(), {
      kind: 'ticket',
      orderId: ticketed.id,
      passengerId: ticketed.passengers[0]!.id,
      language: 'ru',
      uploadsDir: testApp.uploadsDir,
      lines: documentHooksOf(PRODUCT_LINE_MODULES),
    });
    expect(document.fileName).toBe(`e-ticket-${ticketed.pnr}-${ticketed.passengers[0]!.id}.pdf`);
    expect(document.contentType).toBe('application/pdf');
    expect(pdfText(document.content)).toContain('Электронный билет');
  });

  it('renders the three kinds over sample data in every language', async () => {
    for (const kind of ['ticket', 'invoice', 'receipt'] as const) {
      for (const language of ['hy', 'en', 'ru'] as const) {
        const document = await renderSampleDocument(kind, language);
        const text = pdfText(document.content);
        expect(text).toContain('ABC234');
        expect(inkOfFirstPage(document.content)).toBeGreaterThan(0.005);
      }
    }
    const branded = await renderSampleDocument('invoice', 'en', { db: db(), uploadsDir: testApp.uploadsDir });
    expect(pdfText(branded.content)).toContain(AGENCY.legalName);
  });
});
