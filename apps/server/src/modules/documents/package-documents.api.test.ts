import { execFileSync } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { and, asc, eq } from 'drizzle-orm';
import type { LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  DOCUMENT_ENDPOINTS,
  formatIsoDate,
  formatMinor,
  MAIL_ENDPOINTS,
  type TLanguage,
  type TOrderStatus,
} from '@frs/contract';
import { orderPassengers, orders, packageOrders } from '../../db/schema';
import { DEMO_PASSWORD, seedDemoData } from '../../seed/demo-seed';
import { DEMO_TOUR_MANAGER } from '../../seed/package-offer-seed';
import { injectEndpoint } from '../../../test/endpoint-call';
import { loginAs } from '../../../test/factories';
import { startTestMailbox, type TTestMailbox } from '../../../test/mailbox';
import { createTestApp, type TTestApp } from '../../../test/test-app';
import { renderOrderDocument, renderSampleDocument } from './index';
import { documentHooksOf } from '../order-engine';
import { PRODUCT_LINE_MODULES } from '../../product-lines';

/**
 * A package order's papers (issue 16) over the demo's package orders (made through the package order services): an
 * e-ticket per traveller, the hotel voucher with the travellers as guests, and the itinerary with the tour manager's
 * contacts, read back with pdftotext in each language; refused to another agent (404) and before ticketing (409).
 */

let testApp: TTestApp;
let mailbox: TTestMailbox;
let folder: string;
let agentToken: string;
let otherAgentToken: string;
const db = () => testApp.database.db;

let fileNumber = 0;
function pdfText(bytes: Buffer): string {
  fileNumber += 1;
  const file = join(folder, `package-${fileNumber}.pdf`);
  writeFileSync(file, bytes);
  return execFileSync('pdftotext', ['-layout', file, '-'], { encoding: 'utf8' }).replace(/[ \t]+/g, ' ');
}

function expectPdf(response: LightMyRequestResponse, fileName: string): Buffer {
  expect(response.statusCode, response.body).toBe(200);
  expect(response.headers['content-type']).toBe('application/pdf');
  expect(response.headers['content-disposition']).toBe(`inline; filename="${fileName}"`);
  return response.rawPayload;
}

function expectRefusal(response: LightMyRequestResponse, status: number, code: string) {
  expect(response.statusCode, response.body).toBe(status);
  expect(response.json<{ code: string }>().code).toBe(code);
}

const itineraryOf = (orderId: number, token: string, lang?: TLanguage) =>
  injectEndpoint(testApp.app, DOCUMENT_ENDPOINTS.itinerary, {
    token,
    params: { id: orderId },
    ...(lang ? { query: { lang } } : {}),
  });

/** The demo's package orders of a status, oldest first. */
async function packageOrdersIn(status: TOrderStatus) {
  return db()
    .select({ id: orders.id, pnr: orders.pnr, checkIn: packageOrders.checkIn, checkOut: packageOrders.checkOut })
    .from(orders)
    .innerJoin(packageOrders, eq(packageOrders.orderId, orders.id))
    .where(and(eq(orders.productLine, 'package'), eq(orders.status, status)))
    .orderBy(asc(orders.id));
}

beforeAll(async () => {
  testApp = await createTestApp();
  await seedDemoData(testApp.database.db);
  mailbox = await startTestMailbox(testApp.database.db, testApp.app.log);
  folder = mkdtempSync(join(tmpdir(), 'frs-package-documents-'));
  agentToken = (await loginAs(testApp.app, 'agent@demo.test', DEMO_PASSWORD)).token;
  otherAgentToken = (await loginAs(testApp.app, 'agent2@demo.test', DEMO_PASSWORD)).token;
});
afterAll(async () => {
  await mailbox.capture.close();
  await testApp.app.close();
  rmSync(folder, { recursive: true, force: true });
});

describe('package documents', () => {
  it('prints the itinerary of a ticketed package: the package, both flights, the hotel, services, travellers and the tour manager', async () => {
    const [order] = await packageOrdersIn('ticketed');
    const text = pdfText(expectPdf(await itineraryOf(order!.id, agentToken, 'en'), `itinerary-${order!.pnr}.pdf`));
    expect(text).toContain('Travel itinerary');
    expect(text).toContain(order!.pnr);
    expect(text).toContain('Paris, 7 nights');
    expect(text).toContain(formatIsoDate(order!.checkIn));
    expect(text).toContain(formatIsoDate(order!.checkOut));
    expect(text).toContain('Outbound');
    expect(text).toMatch(/EVN Yerevan/);
    expect(text).toMatch(/CDG Paris/);
    expect(text).toContain('Hôtel Lumière Marais');
    expect(text).toContain('14 Rue de Turenne');
    expect(text).toContain('Standard double');
    expect(text).toContain('Transfer: Airport transfer (per booking)');
    expect(text).toContain('Insurance: Travel insurance (per person)');
    expect(text).toContain('MELIKYAN RUBEN');
    expect(text).toContain('MELIKYAN ANI');
    expect(text).toMatch(/ticket 575\d{10}/);
    expect(text).toContain(DEMO_TOUR_MANAGER.name);
    expect(text).toContain(DEMO_TOUR_MANAGER.phone);
    expect(text).toContain(DEMO_TOUR_MANAGER.email);
    expect(text).toContain(DEMO_TOUR_MANAGER.languages);

    const armenian = pdfText(expectPdf(await itineraryOf(order!.id, agentToken, 'hy'), `itinerary-${order!.pnr}.pdf`));
    expect(armenian).toContain('Ճանապարհորդության ծրագիր');
    expect(armenian).toContain('Ձեր տուր-մենեջերը');
    const russian = pdfText(expectPdf(await itineraryOf(order!.id, agentToken, 'ru'), `itinerary-${order!.pnr}.pdf`));
    expect(russian).toContain('Программа поездки');
    expect(russian).toContain('Ваш тур-менеджер');
  });

  it("prints each traveller's e-ticket on the package's two flights, and the voucher naming the travellers", async () => {
    const [order] = await packageOrdersIn('ticketed');
    const travellers = await db()
      .select()
      .from(orderPassengers)
      .where(eq(orderPassengers.orderId, order!.id))
      .orderBy(asc(orderPassengers.id));
    expect(travellers).toHaveLength(2);
    for (const traveller of travellers) {
      const response = await injectEndpoint(testApp.app, DOCUMENT_ENDPOINTS.ticket, {
        token: agentToken,
        params: { orderId: order!.id, passengerId: traveller.id },
        query: { lang: 'en' },
      });
      const text = pdfText(expectPdf(response, `e-ticket-${order!.pnr}-${traveller.id}.pdf`));
      expect(text).toContain(`${traveller.lastName} ${traveller.firstName}`.toUpperCase());
      expect(text).toContain(traveller.ticketNumber!);
      expect(text).toContain('4R 201');
      expect(text).toContain('4R 202');
      expect(text).toContain('Economy Flex');
    }
    const voucher = await injectEndpoint(testApp.app, DOCUMENT_ENDPOINTS.voucher, {
      token: agentToken,
      params: { id: order!.id },
      query: { lang: 'en' },
    });
    const text = pdfText(expectPdf(voucher, `voucher-${order!.pnr}.pdf`));
    expect(text).toContain('Hôtel Lumière Marais');
    expect(text).toMatch(/HV-\d{6}/);
    expect(text).toContain('MELIKYAN RUBEN (lead guest)');
    expect(text).toContain('MELIKYAN ANI');
    expect(text).toContain(formatIsoDate(order!.checkIn));
  });

  it("answers 404 for another agent's package order, and 409 before the package is ticketed", async () => {
    const [ticketed] = await packageOrdersIn('ticketed');
    expectRefusal(await itineraryOf(ticketed!.id, otherAgentToken), 404, 'NOT_FOUND');
    const voucher = await injectEndpoint(testApp.app, DOCUMENT_ENDPOINTS.voucher, {
      token: otherAgentToken,
      params: { id: ticketed!.id },
    });
    expectRefusal(voucher, 404, 'NOT_FOUND');
    const [held] = await packageOrdersIn('hold');
    expectRefusal(await itineraryOf(held!.id, agentToken), 409, 'ITINERARY_NOT_ISSUED');
    const heldVoucher = await injectEndpoint(testApp.app, DOCUMENT_ENDPOINTS.voucher, {
      token: agentToken,
      params: { id: held!.id },
    });
    expectRefusal(heldVoucher, 409, 'VOUCHER_NOT_ISSUED');
    const [booked] = await packageOrdersIn('booked');
    expectRefusal(await itineraryOf(booked!.id, otherAgentToken), 409, 'ITINERARY_NOT_ISSUED');
    const [refunded] = await packageOrdersIn('refunded');
    expectRefusal(await itineraryOf(refunded!.id, agentToken), 409, 'ITINERARY_NOT_ISSUED');
    // A flight order is no package: its id is 404 here.
    const [flight] = await db().select({ id: orders.id }).from(orders).where(eq(orders.productLine, 'flight'));
    expectRefusal(await itineraryOf(flight!.id, agentToken), 404, 'NOT_FOUND');
  });

  it('renders the itinerary for a mail as the system, and a sample for the previews', async () => {
    const [order] = await packageOrdersIn('ticketed');
    const document = await renderOrderDocument(db(), {
      kind: 'itinerary',
      orderId: order!.id,
      language: 'ru',
      lines: documentHooksOf(PRODUCT_LINE_MODULES),
    });
    expect(document.fileName).toBe(`itinerary-${order!.pnr}.pdf`);
    expect(pdfText(document.content)).toContain(DEMO_TOUR_MANAGER.name);
    const sample = await renderSampleDocument('itinerary', 'hy');
    expect(pdfText(sample.content)).toContain('Ճանապարհորդության ծրագիր');
  });

  it('mails a ticketed package to its contact and its agent with a ticket per traveller, the voucher and the itinerary', async () => {
    const [order] = await packageOrdersIn('ticketed');
    const [row] = await db().select().from(orders).where(eq(orders.id, order!.id));
    const admin = await loginAs(testApp.app, 'admin@demo.test', DEMO_PASSWORD);
    const response = await injectEndpoint(testApp.app, MAIL_ENDPOINTS.sendScript, {
      token: admin.token,
      params: { name: 'package-ticket' },
      body: { orderId: order!.id },
    });
    expect(response.statusCode, response.body).toBe(201);
    expect(response.json()).toEqual({ queued: 2, recipients: [row!.contactEmail, 'agent@demo.test'] });
    const mails = await mailbox.deliver();
    const [contactMail] = mails.filter((mail) => mail.to.includes(row!.contactEmail));
    const [agentMail] = mails.filter((mail) => mail.to.includes('agent@demo.test'));
    for (const mail of [contactMail!, agentMail!]) {
      expect(mail.attachments.map((attachment) => attachment.fileName).sort()).toEqual(
        [
          ...(await db().select().from(orderPassengers).where(eq(orderPassengers.orderId, order!.id))).map(
            (traveller) => `e-ticket-${order!.pnr}-${traveller.id}.pdf`,
          ),
          `itinerary-${order!.pnr}.pdf`,
          `voucher-${order!.pnr}.pdf`,
        ].sort(),
      );
      expect(mail.text).toContain(order!.pnr);
      expect(mail.text).toContain(`/reservation/package/${order!.id}`);
    }
    // What the agent pays is its net price: the traveller's copy names no amount.
    expect(agentMail!.text).toContain(formatMinor(row!.payable));
    expect(contactMail!.text).not.toContain(formatMinor(row!.payable));
  });

  it('mails a refunded package with the amount refunded, and refuses a package template for a flight order', async () => {
    const [order] = await packageOrdersIn('refunded');
    const admin = await loginAs(testApp.app, 'admin@demo.test', DEMO_PASSWORD);
    const response = await injectEndpoint(testApp.app, MAIL_ENDPOINTS.sendScript, {
      token: admin.token,
      params: { name: 'package-cancel' },
      body: { orderId: order!.id },
    });
    expect(response.statusCode, response.body).toBe(201);
    const agentMail = await mailbox
      .deliver()
      .then((mails) => mails.find((mail) => mail.to.includes('agent@demo.test')));
    expect(agentMail?.subject).toMatch(new RegExp(order!.pnr));
    expect(agentMail?.attachments).toEqual([]);
    const [flight] = await db().select({ id: orders.id }).from(orders).where(eq(orders.productLine, 'flight'));
    const refused = await injectEndpoint(testApp.app, MAIL_ENDPOINTS.sendScript, {
      token: admin.token,
      params: { name: 'package-ticket' },
      body: { orderId: flight!.id },
    });
    expect(refused.statusCode).toBe(404);
  });
});
