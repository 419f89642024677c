import { execFileSync } from 'node:child_process';
import { randomUUID } from 'node:crypto';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { eq } from 'drizzle-orm';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  DOCUMENT_ENDPOINTS,
  SETTINGS_ENDPOINTS,
  UPLOAD_ENDPOINTS,
  type TErrorBody,
  type TFlightOrder,
  type TUpload,
} from '@frs/contract';
import { ticketSettings, uploads } from '../../db/schema';
import { injectEndpoint } from '../../../test/endpoint-call';
import { userWithToken } from '../../../test/factories';
import { createFlightSetup } from '../../../test/flight-factories';
import { multipartFile } from '../../../test/multipart';
import {
  orderAs,
  passengerInput,
  preOrder,
  preOrderBody,
  seedRatesAndTickets,
  sellableClass,
} from '../../../test/order-factories';
import { createTestApp, type TTestApp } from '../../../test/test-app';
import { pdfWorkerThreadIds } from './pdf-pool';

/**
 * Issue 30, item 5: PDFs are drawn in the PDF pool's worker threads, with the logo at the size the documents need,
 * and a PDF past its time limit answers 503 DOCUMENT_TIMEOUT instead of holding the request.
 */

interface TTicketing {
  testApp: TTestApp;
  admin: Awaited<ReturnType<typeof userWithToken>>;
  order: TFlightOrder;
}

let ticketing: TTicketing;
/** An app whose PDFs may take 1 ms: every PDF is past its limit. */
let hurried: TTicketing;
let folder: string;

/** An app on its own database with one ticketed order of one passenger. */
async function appWithTicket(options: Parameters<typeof createTestApp>[0] = {}): Promise<TTicketing> {
  const testApp = await createTestApp(options);
  const db = testApp.database.db;
  await seedRatesAndTickets(db);
  const setup = await createFlightSetup(db);
  const admin = await userWithToken(testApp.app, db, 'Admin', { balance: 500_000_000 });
  const { flightClass } = await sellableClass(db, setup, { seats: 10 });
  const held = await preOrder(testApp.app, admin.headers, preOrderBody([flightClass.id], [passengerInput('adult')]));
  return { testApp, admin, order: await orderAs(testApp.app, admin.headers, held.id, 'ticketing') };
}

beforeAll(async () => {
  folder = mkdtempSync(join(tmpdir(), 'frs-pdf-pool-'));
  ticketing = await appWithTicket();
  hurried = await appWithTicket({ documents: { timeoutMs: 1 } });
});

afterAll(async () => {
  await ticketing.testApp.app.close();
  await hurried.testApp.app.close();
  rmSync(folder, { recursive: true, force: true });
});

function ticketOf(on: TTicketing, language = 'en') {
  return injectEndpoint(on.testApp.app, DOCUMENT_ENDPOINTS.ticket, {
    headers: on.admin.headers,
    params: { orderId: on.order.id, passengerId: on.order.passengers[0]!.id },
    query: { lang: language as 'en' },
  });
}

let fileNumber = 0;
function pdfFile(bytes: Buffer): string {
  fileNumber += 1;
  const file = join(folder, `ticket-${fileNumber}.pdf`);
  writeFileSync(file, bytes);
  return file;
}

/** The PDF's images as `pdfimages -list` sees them: type (image, smask), width, height. */
function imagesOf(bytes: Buffer): { type: string; width: number; height: number }[] {
  return execFileSync('pdfimages', ['-list', pdfFile(bytes)], { encoding: 'utf8' })
    .trim()
    .split('\n')
    .slice(2)
    .map((line) => line.trim().split(/\s+/))
    .map((cells) => ({ type: cells[2]!, width: Number(cells[3]), height: Number(cells[4]) }));
}

/** A wide logo: a red band on a transparent ground (RGBA). */
async function wideLogo(width: number, height: number): Promise<Buffer> {
  const band = await sharp({
    create: { width, height: Math.ceil(height / 2), channels: 4, background: { r: 200, g: 0, b: 40, alpha: 1 } },
  })
    .png()
    .toBuffer();
  return sharp({ create: { width, height, channels: 4, background: { r: 0, g: 0, b: 0, alpha: 0 } } })
    .composite([{ input: band, top: 0, left: 0 }])
    .png()
    .toBuffer();
}

async function setTicketLogo(on: TTicketing, logoUploadId: string) {
  const response = await injectEndpoint(on.testApp.app, SETTINGS_ENDPOINTS.editTickets, {
    headers: on.admin.headers,
    body: { ticketPrefix: '575', logoUploadId, primaryColour: '#1F6F73', accentColour: '#123456' },
  });
  expect(response.statusCode, response.body).toBe(200);
}

describe('PDFs in the pool', () => {
  it('prints the e-ticket with a large uploaded logo, drawn at the size the upload was scaled to', async () => {
    const { payload, headers } = multipartFile({
      fileName: 'logo.png',
      contentType: 'image/png',
      bytes: await wideLogo(3000, 1200),
    });
    const uploaded = await injectEndpoint(ticketing.testApp.app, UPLOAD_ENDPOINTS.upload, {
      params: { kind: 'ticketLogo' },
      body: payload,
      headers: { ...ticketing.admin.headers, ...headers },
    });
    expect(uploaded.statusCode, uploaded.body).toBe(201);
    await setTicketLogo(ticketing, uploaded.json<TUpload>().id);

    const response = await ticketOf(ticketing);
    expect(response.statusCode, response.body).toBe(200);
    expect(response.headers['content-type']).toBe('application/pdf');
    const text = execFileSync('pdftotext', ['-layout', pdfFile(response.rawPayload), '-'], { encoding: 'utf8' });
    expect(text).toContain(ticketing.order.pnr);
    expect(text).toContain(ticketing.order.passengers[0]!.ticketNumber!);
    // The logo (its colours and, for its transparency, a soft mask) at 600 × 240, beside the ticket's QR code.
    const images = imagesOf(response.rawPayload);
    expect(images).toContainEqual({ type: 'image', width: 600, height: 240 });
    expect(images).toContainEqual({ type: 'smask', width: 600, height: 240 });
    expect(images.filter((image) => image.type === 'image')).toHaveLength(2);
  });

  it('draws a logo stored before the limits existed (6000 × 3000) scaled down, rather than decoding it per PDF', async () => {
    const db = ticketing.testApp.database.db;
    const logo = await wideLogo(6000, 3000);
    const id = randomUUID();
    writeFileSync(join(ticketing.testApp.uploadsDir, id), logo);
    await db.insert(uploads).values({
      id,
      kind: 'ticketLogo',
      mimeType: 'image/png',
      size: logo.length,
      originalName: 'old-logo.png',
    });
    await db.update(ticketSettings).set({ logoUploadId: id }).where(eq(ticketSettings.id, 1));
    for (const language of ['en', 'ru']) {
      const response = await ticketOf(ticketing, language);
      expect(response.statusCode, response.body).toBe(200);
      expect(imagesOf(response.rawPayload)).toContainEqual({ type: 'image', width: 600, height: 300 });
    }
  });

  it("answers 503 DOCUMENT_TIMEOUT in the reader's language when a PDF takes longer than its limit", async () => {
    const messages = {
      en: 'The document took too long to prepare. Please try again in a moment',
      hy: 'Փաստաթղթի պատրաստումը չափազանց երկար տևեց։ Փորձեք մի փոքր ուշ',
      ru: 'Документ готовился слишком долго. Повторите попытку чуть позже',
    };
    // With the pool warm, the ticket goes to a worker at once and is aborted while it is drawn.
    expect((await ticketOf(ticketing)).statusCode).toBe(200);
    const before = pdfWorkerThreadIds();
    expect(before.length).toBeGreaterThan(0);
    for (const [language, message] of Object.entries(messages)) {
      const started = performance.now();
      const response = await injectEndpoint(hurried.testApp.app, DOCUMENT_ENDPOINTS.ticket, {
        headers: { ...hurried.admin.headers, 'accept-language': language },
        params: { orderId: hurried.order.id, passengerId: hurried.order.passengers[0]!.id },
      });
      expect(response.statusCode, language).toBe(503);
      expect(response.json<TErrorBody>(), language).toMatchObject({ code: 'DOCUMENT_TIMEOUT', message });
      expect(performance.now() - started, language).toBeLessThan(5_000);
    }
    // The worker that was drawing it was terminated and replaced; the other app's PDFs are drawn as before.
    expect(pdfWorkerThreadIds()).not.toEqual(before);
    expect((await ticketOf(ticketing)).statusCode).toBe(200);
  });
});
