import { randomBytes } from 'node:crypto';
import { and, eq, like } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  addDays,
  FLIGHT_ENDPOINTS,
  interpolate,
  LANGUAGES,
  MAIL_ENDPOINTS,
  MAIL_TEMPLATE_NAMES,
  FLIGHT_ORDER_ENDPOINTS,
  SEND_EMAIL_FIELDS,
  SEND_EMAIL_LIMITS,
  textsOf,
  todayIsoDate,
  type TLanguage,
  type TMailPreview,
  type TMailQueued,
  type TMailTemplateInfo,
} from '@frs/contract';
import { history, loginFailures, mailAttachments, mailOutbox } from '../../db/schema';
import type { TCapturedMail } from '../../../test/mail-capture';
import { startTestMailbox, type TTestMailbox } from '../../../test/mailbox';
import { injectEndpoint } from '../../../test/endpoint-call';
import { createUser, userWithToken } from '../../../test/factories';
import { createFlightSetup, type TFlightSetup } from '../../../test/flight-factories';
import {
  orderAs,
  passengerInput,
  preOrder,
  preOrderBody,
  seedRatesAndTickets,
  sellableClass,
  TEST_CONTACT,
} from '../../../test/order-factories';
import { multipartForm, type TMultipartFile } from '../../../test/multipart';
import { createTestApp, type TTestApp } from '../../../test/test-app';
import { MAIL_TEMPLATES } from '../../../test/mail-templates';

let testApp: TTestApp;
let mailbox: TTestMailbox;
let setup: TFlightSetup;
const db = () => testApp.database.db;

beforeAll(async () => {
  testApp = await createTestApp();
  mailbox = await startTestMailbox(db(), testApp.app.log);
  setup = await createFlightSetup(db());
  await seedRatesAndTickets(db());
});
afterAll(async () => {
  await mailbox.capture.close();
  await testApp.app.close();
});

/** The PDFs each template carries (the others carry none). */
const PDF_TEMPLATES = {
  ticket: ['ticket'],
  invoice: ['invoice'],
  receipt: ['receipt'],
  'hotel-voucher': ['voucher'],
  'package-ticket': ['ticket', 'voucher', 'itinerary'],
  'order-moved': ['ticket'],
} as const;

function expectPdf(mail: TCapturedMail, count = 1) {
  expect(mail.attachments).toHaveLength(count);
  for (const attachment of mail.attachments) {
    expect(attachment.contentType).toBe('application/pdf');
    expect(attachment.fileName).toMatch(/\.pdf$/);
    expect(attachment.content.subarray(0, 4).toString('latin1')).toBe('%PDF');
  }
}

/** The greeting of a template's sample in the language: every mail opens with it. */
function sampleGreeting(language: TLanguage) {
  return interpolate(textsOf(language).mail.common.greeting, { name: 'Anna Petrosyan' });
}

async function pendingCount() {
  return (await db().select().from(mailOutbox).where(eq(mailOutbox.status, 'pending'))).length;
}

describe('the template list and previews', () => {
  it('lists every template of the contract, and a Viewer may read them', async () => {
    const viewer = await userWithToken(testApp.app, db(), 'Viewer');
    const response = await injectEndpoint(testApp.app, MAIL_ENDPOINTS.templates, { headers: viewer.headers });
    expect(response.statusCode).toBe(200);
    const list = response.json<TMailTemplateInfo[]>();
    expect(list.map((item) => item.name)).toEqual([...MAIL_TEMPLATE_NAMES]);
    expect(Object.keys(MAIL_TEMPLATES).sort()).toEqual([...MAIL_TEMPLATE_NAMES].sort());
    const byName = Object.fromEntries(list.map((item) => [item.name, item]));
    expect(byName.ticket).toMatchObject({ about: 'order', attachments: ['ticket'], resendable: true });
    expect(byName.invoice?.attachments).toEqual(['invoice']);
    expect(byName.receipt?.attachments).toEqual(['receipt']);
    expect(byName['flight-rescheduled']).toMatchObject({ about: 'flight', attachments: [] });
    expect(byName['hotel-booking']).toMatchObject({ about: 'order', attachments: [], resendable: true });
    expect(byName['hotel-cancel']).toMatchObject({ about: 'order', attachments: [], resendable: true });
    expect(byName['hotel-voucher']).toMatchObject({ about: 'order', attachments: ['voucher'], resendable: true });
    expect(byName['package-booking']).toMatchObject({ about: 'order', attachments: [], resendable: true });
    expect(byName['package-cancel']).toMatchObject({ about: 'order', attachments: [], resendable: true });
    expect(byName['package-ticket']).toMatchObject({
      about: 'order',
      attachments: ['ticket', 'voucher', 'itinerary'],
      resendable: true,
    });
    expect(byName['reset-password']).toMatchObject({ about: 'user', resendable: false });
    expect(byName['registration-confirm']?.resendable).toBe(false);
    expect(byName['approved-user']?.resendable).toBe(true);
  });

  it('previews each template in each language with sample data, HTML and text, and its PDFs', async () => {
    const viewer = await userWithToken(testApp.app, db(), 'Viewer');
    for (const name of MAIL_TEMPLATE_NAMES) {
      const subjects = new Set<string>();
      for (const lang of LANGUAGES) {
        const response = await injectEndpoint(testApp.app, MAIL_ENDPOINTS.previewTemplate, {
          headers: viewer.headers,
          params: { name },
          query: { lang },
        });
        expect(response.statusCode, `${name} ${lang}`).toBe(200);
        const preview = response.json<TMailPreview>();
        subjects.add(preview.subject);
        expect(preview.text.startsWith(sampleGreeting(lang))).toBe(true);
        expect(preview.text).toContain(textsOf(lang).mail.common.signature);
        expect(preview.html).toContain(`<html lang="${lang}">`);
        const kinds: readonly string[] = PDF_TEMPLATES[name as keyof typeof PDF_TEMPLATES] ?? [];
        expect(preview.attachments.map((attachment) => attachment.contentType)).toEqual(
          kinds.map(() => 'application/pdf'),
        );
      }
      expect(subjects.size, name).toBe(3);
    }
  }, 120_000);

  it("previews the hotel voucher's mail with the sample voucher attached", async () => {
    const viewer = await userWithToken(testApp.app, db(), 'Viewer');
    const response = await injectEndpoint(testApp.app, MAIL_ENDPOINTS.previewTemplate, {
      headers: viewer.headers,
      params: { name: 'hotel-voucher' },
      query: { lang: 'en' },
    });
    const preview = response.json<TMailPreview>();
    expect(preview.subject).toBe('Hotel stay confirmed: H4TL7Q');
    expect(preview.attachments).toEqual([{ fileName: 'voucher-ABC234.pdf', contentType: 'application/pdf' }]);
  });

  it('answers an unknown template with a 4xx', async () => {
    const admin = await userWithToken(testApp.app, db(), 'Super Admin');
    const params = { name: 'no-such-template' };
    const preview = await injectEndpoint(testApp.app, MAIL_ENDPOINTS.previewTemplate, {
      params,
      headers: admin.headers,
    });
    expect(preview.statusCode).toBe(404);
    const before = await pendingCount();
    const test = await injectEndpoint(testApp.app, MAIL_ENDPOINTS.testTemplate, {
      params,
      headers: admin.headers,
      body: { lang: 'en' },
    });
    expect(test.statusCode).toBe(404);
    const script = await injectEndpoint(testApp.app, MAIL_ENDPOINTS.sendScript, {
      params,
      headers: admin.headers,
      body: { orderId: 1 },
    });
    expect(script.statusCode).toBe(404);
    expect(await pendingCount()).toBe(before);
  });
});

describe('send me a test', () => {
  it('delivers each of the seventeen templates in hy, en and ru to the caller, PDFs attached where they belong', async () => {
    for (const lang of LANGUAGES) {
      // One admin per language: each stays within the hourly quota.
      const admin = await userWithToken(testApp.app, db(), 'Admin');
      for (const name of MAIL_TEMPLATE_NAMES) {
        const response = await injectEndpoint(testApp.app, MAIL_ENDPOINTS.testTemplate, {
          headers: admin.headers,
          params: { name },
          body: { lang },
        });
        expect(response.statusCode, response.body).toBe(201);
        expect(response.json<TMailQueued>()).toEqual({ queued: 1, recipients: [admin.user.email] });
        const mail = await mailbox.deliverOneTo(admin.user.email);
        const preview = (
          await injectEndpoint(testApp.app, MAIL_ENDPOINTS.previewTemplate, {
            headers: admin.headers,
            params: { name },
            query: { lang },
          })
        ).json<TMailPreview>();
        expect(mail.subject, `${name} ${lang}`).toBe(preview.subject);
        expect(mail.text).toContain(sampleGreeting(lang));
        expect(mail.html).toContain(`<html lang="${lang}">`);
        if (name in PDF_TEMPLATES) {
          expectPdf(mail, PDF_TEMPLATES[name as keyof typeof PDF_TEMPLATES].length);
          expect(mail.attachments.map((attachment) => attachment.fileName)).toEqual(
            preview.attachments.map((attachment) => attachment.fileName),
          );
        } else {
          expect(mail.attachments).toEqual([]);
        }
      }
    }
  }, 180_000);

  it('is refused to a Viewer (who may preview) and to an agent', async () => {
    const before = await pendingCount();
    for (const role of ['Viewer', 'user'] as const) {
      const caller = await userWithToken(testApp.app, db(), role);
      const response = await injectEndpoint(testApp.app, MAIL_ENDPOINTS.testTemplate, {
        headers: caller.headers,
        params: { name: 'ticket' },
        body: { lang: 'en' },
      });
      expect(response.statusCode).toBe(403);
    }
    const agent = await userWithToken(testApp.app, db(), 'user');
    const list = await injectEndpoint(testApp.app, MAIL_ENDPOINTS.templates, { headers: agent.headers });
    expect(list.statusCode).toBe(403);
    expect(await pendingCount()).toBe(before);
  });
});

/** A ticketed order of a fresh agent (who speaks `language`) with two passengers. */
async function ticketedOrder(language: TLanguage) {
  const agent = await userWithToken(testApp.app, db(), 'user', { balance: 100_000_000, language });
  const { flight, flightClass } = await sellableClass(db(), setup);
  const held = await preOrder(
    testApp.app,
    agent.headers,
    preOrderBody([flightClass.id], [passengerInput('adult'), passengerInput('adult')]),
  );
  const order = await orderAs(testApp.app, agent.headers, held.id, 'ticketing');
  return { agent, flight, order };
}

describe('the order flow', () => {
  it('mails the booking with its invoice, and the tickets with the e-tickets and the receipt', async () => {
    await mailbox.deliver();
    const agent = await userWithToken(testApp.app, db(), 'user', { balance: 100_000_000, language: 'ru' });
    const { flightClass } = await sellableClass(db(), setup);
    const held = await preOrder(
      testApp.app,
      agent.headers,
      preOrderBody([flightClass.id], [passengerInput('adult'), passengerInput('child')]),
    );
    await orderAs(testApp.app, agent.headers, held.id, 'booking');
    const booked = await mailbox.deliver();
    const ru = textsOf('ru').mail;
    const toAgent = booked.filter((mail) => mail.to.includes(agent.user.email));
    expect(toAgent.map((mail) => mail.subject).sort()).toEqual(
      [
        interpolate(ru.bookingAdd.subject, { pnr: held.pnr }),
        interpolate(ru.invoice.subject, { pnr: held.pnr }),
      ].sort(),
    );
    const invoice = toAgent.find((mail) => mail.subject === interpolate(ru.invoice.subject, { pnr: held.pnr }))!;
    expectPdf(invoice);
    expect(booked.filter((mail) => mail.to.includes(TEST_CONTACT.email)).map((mail) => mail.subject)).toEqual([
      interpolate(ru.bookingAdd.subject, { pnr: held.pnr }),
    ]);

    const ticketed = await injectEndpoint(testApp.app, FLIGHT_ORDER_ENDPOINTS.bookingToTicketing, {
      headers: { ...agent.headers, 'idempotency-key': randomBytes(8).toString('hex') },
      params: { id: held.id },
    });
    expect(ticketed.statusCode, ticketed.body).toBe(200);
    const mails = await mailbox.deliver();
    // The traveller's contact gets one mail, the e-tickets; the agent the notice and the receipt.
    const contactMails = mails.filter((mail) => mail.to.includes(TEST_CONTACT.email));
    expect(contactMails.map((mail) => mail.subject)).toEqual([interpolate(ru.ticket.subject, { pnr: held.pnr })]);
    const ticketMail = contactMails[0];
    // One e-ticket per passenger.
    expectPdf(ticketMail!, 2);
    const agentMails = mails.filter((mail) => mail.to.includes(agent.user.email));
    expect(agentMails.map((mail) => mail.subject).sort()).toEqual(
      [
        interpolate(ru.issueTicket.subject, { pnr: held.pnr }),
        interpolate(ru.receipt.subject, { pnr: held.pnr }),
      ].sort(),
    );
    expectPdf(agentMails.find((mail) => mail.subject === interpolate(ru.receipt.subject, { pnr: held.pnr }))!);
    expect(
      agentMails.find((mail) => mail.subject.startsWith(ru.issueTicket.subject.split('{{')[0]!))!.attachments,
    ).toEqual([]);
  });

  it('tells the agents of a retimed flight, in their language, with the old and new times', async () => {
    const { agent, flight, order } = await ticketedOrder('hy');
    await mailbox.deliver();
    const admin = await userWithToken(testApp.app, db(), 'Super Admin');
    const date = addDays(todayIsoDate(), 12);
    const response = await injectEndpoint(testApp.app, FLIGHT_ENDPOINTS.edit, {
      headers: admin.headers,
      params: { id: flight.id },
      body: {
        airlineId: flight.airlineId,
        flightNumber: flight.flightNumber,
        aircraftId: flight.aircraftId,
        fromAirportId: flight.fromAirportId,
        toAirportId: flight.toAirportId,
        departureLocal: `${date}T09:00`,
        arrivalLocal: `${date}T11:30`,
        seatCapacity: flight.seatCapacity,
        currency: flight.currency,
        status: 'upcoming',
        confirmChanges: true,
      },
    });
    expect(response.statusCode, response.body).toBe(200);
    const mail = await mailbox.deliverOneTo(agent.user.email);
    expect(mail.subject).toBe(
      interpolate(textsOf('hy').mail.flightRescheduled.subject, {
        flight: `${setup.airline.iataCode} ${flight.flightNumber}`,
      }),
    );
    expect(mail.text).toContain(order.pnr);
    expect(mail.text).toContain(`${date.split('-').reverse().join('.')} 09:00`);
    expect(mail.text).toContain('Նախկինում՝');
  });
});

describe('e-mail scripts', () => {
  it('re-sends an order template (a ticket of one passenger) to another address, written to the history', async () => {
    const { order } = await ticketedOrder('en');
    await mailbox.deliver();
    const tickets = await userWithToken(testApp.app, db(), 'Tickets');
    const passenger = order.passengers[1]!;
    const response = await injectEndpoint(testApp.app, MAIL_ENDPOINTS.sendScript, {
      headers: tickets.headers,
      params: { name: 'ticket' },
      body: { orderId: order.id, passengerId: passenger.id, to: 'desk@example.test' },
    });
    expect(response.statusCode, response.body).toBe(201);
    expect(response.json<TMailQueued>()).toEqual({ queued: 1, recipients: ['desk@example.test'] });
    const mail = await mailbox.deliverOneTo('desk@example.test');
    expect(mail.subject).toBe(`E-tickets: ${order.pnr}`);
    expectPdf(mail);
    const [row] = await db().select().from(mailOutbox).where(eq(mailOutbox.recipient, 'desk@example.test'));
    expect(row?.sentBy).toBe(tickets.user.id);
    const [entry] = await db()
      .select()
      .from(history)
      .where(and(eq(history.entity, 'mail'), eq(history.entityId, String(row!.id))));
    expect(entry).toMatchObject({ actorId: tickets.user.id, action: 'send-template' });
    expect(entry?.newValues).toMatchObject({
      template: 'ticket',
      orderId: order.id,
      recipients: ['desk@example.test'],
    });

    // To its usual recipients: the invoice to the agent who pays.
    const invoice = await injectEndpoint(testApp.app, MAIL_ENDPOINTS.sendScript, {
      headers: tickets.headers,
      params: { name: 'invoice' },
      body: { orderId: order.id },
    });
    expect(invoice.statusCode).toBe(201);
    const [agentAddress] = invoice.json<TMailQueued>().recipients;
    expectPdf(await mailbox.deliverOneTo(agentAddress!));
  });

  it('sends a user a fresh set-password link, never a one-time code, and checks what it is asked for', async () => {
    const admin = await userWithToken(testApp.app, db(), 'Admin');
    const user = await createUser(db(), { language: 'ru', withPassword: false });
    const call = (name: (typeof MAIL_TEMPLATE_NAMES)[number], body: Record<string, unknown>) =>
      injectEndpoint(testApp.app, MAIL_ENDPOINTS.sendScript, {
        headers: { ...admin.headers, 'accept-language': 'en' },
        params: { name },
        body,
      });
    const sent = await call('approved-user', { userId: user.id });
    expect(sent.statusCode, sent.body).toBe(201);
    const mail = await mailbox.deliverOneTo(user.email);
    expect(mail.subject).toBe(textsOf('ru').mail.approvedUser.subject);
    expect(mail.text).toMatch(/passwordSetting\?user_id=\d+&token=/);

    const before = await pendingCount();
    expect((await call('reset-password', { userId: user.id })).statusCode).toBe(409);
    expect((await call('registration-confirm', { userId: user.id })).statusCode).toBe(409);
    expect((await call('approved-user', { userId: user.id, to: 'thief@example.test' })).statusCode).toBe(409);
    const pending = await createUser(db(), { status: 'verified' });
    expect((await call('approved-user', { userId: pending.id })).statusCode).toBe(409);
    expect((await call('approved-user', { userId: 999_999 })).statusCode).toBe(404);
    const missing = await call('ticket', {});
    expect(missing.statusCode).toBe(400);
    expect(missing.json().errors).toEqual({ orderId: 'Field is required' });
    expect((await call('invoice', { orderId: 999_999 })).statusCode).toBe(404);
    expect(await pendingCount()).toBe(before);
  });

  it('is refused to a Viewer and an agent', async () => {
    for (const role of ['Viewer', 'user'] as const) {
      const caller = await userWithToken(testApp.app, db(), role);
      const response = await injectEndpoint(testApp.app, MAIL_ENDPOINTS.sendScript, {
        headers: caller.headers,
        params: { name: 'invoice' },
        body: { orderId: 1 },
      });
      expect(response.statusCode).toBe(403);
    }
  });
});

// --- send-email ------------------------------------------------------------------------------------------------

type TFormFile = Omit<TMultipartFile, 'field'>;

const PDF = Buffer.from('%PDF-1.4\n1 0 obj << /Type /Catalog >> endobj\ntrailer << /Root 1 0 R >>\n%%EOF\n');

async function sendEmail(headers: Record<string, string>, fields: [string, string][], files: TFormFile[] = []) {
  const body = multipartForm(
    fields,
    files.map((file) => ({ ...file, field: SEND_EMAIL_FIELDS.attachments })),
  );
  return injectEndpoint(testApp.app, MAIL_ENDPOINTS.sendEmail, {
    headers: { ...headers, ...body.headers },
    body: body.payload,
  });
}

describe('send-email', () => {
  it('queues a free-form mail with its attachment through the outbox, with a history row naming the sender', async () => {
    const admin = await userWithToken(testApp.app, db(), 'Admin');
    const to = `client-${randomBytes(3).toString('hex')}@example.test`;
    const response = await sendEmail(
      admin.headers,
      [
        ['to', `${to}, second-${to}`],
        ['subject', 'Your documents <b>'],
        ['body', 'Dear client,\n\nPlease find the papers attached.\nRegards'],
      ],
      [{ fileName: 'itinerary.pdf', contentType: 'application/pdf', bytes: PDF }],
    );
    expect(response.statusCode, response.body).toBe(201);
    expect(response.json<TMailQueued>()).toEqual({ queued: 1, recipients: [to, `second-${to}`] });
    const mails = (await mailbox.deliver()).filter((mail) => mail.to.includes(to));
    expect(mails).toHaveLength(1);
    const mail = mails[0]!;
    expect(mail.to.sort()).toEqual([to, `second-${to}`].sort());
    expect(mail.subject).toBe('Your documents <b>');
    expect(mail.text).toContain('Please find the papers attached.');
    expect(mail.html).toContain('Your documents &lt;b&gt;');
    expect(mail.attachments).toHaveLength(1);
    expect(mail.attachments[0]).toMatchObject({ fileName: 'itinerary.pdf', contentType: 'application/pdf' });
    expect(mail.attachments[0]!.content.equals(PDF)).toBe(true);

    const [row] = await db()
      .select()
      .from(mailOutbox)
      .where(like(mailOutbox.recipient, `${to}%`));
    expect(row).toMatchObject({ template: 'send-email', sentBy: admin.user.id, status: 'sent' });
    const [entry] = await db()
      .select()
      .from(history)
      .where(and(eq(history.entity, 'mail'), eq(history.entityId, String(row!.id))));
    expect(entry).toMatchObject({ actorId: admin.user.id, action: 'send-email' });
    expect(entry?.newValues).toEqual({
      recipients: [to, `second-${to}`],
      subject: 'Your documents <b>',
      attachments: [{ name: 'itinerary.pdf', type: 'application/pdf', bytes: PDF.length }],
    });
  });

  it('refuses bad input with a field error and sends nothing', async () => {
    const admin = await userWithToken(testApp.app, db(), 'Admin');
    const fields: [string, string][] = [
      ['to', 'someone@example.test'],
      ['subject', 'Hello'],
      ['body', 'Text'],
    ];
    const before = (await db().select().from(mailOutbox)).length;
    const attachmentsBefore = (await db().select().from(mailAttachments)).length;
    const cases: [string, [string, string][], TFormFile[], Record<string, string>][] = [
      ['a bad address', [['to', 'not-an-address'], ...fields.slice(1)], [], { to: 'Invalid e-mail address' }],
      ['no recipient', fields.slice(1), [], { to: 'Field is required' }],
      [
        'too many recipients',
        [
          ['to', Array.from({ length: SEND_EMAIL_LIMITS.recipients + 1 }, (_, i) => `r${i}@example.test`).join(',')],
          ...fields.slice(1),
        ],
        [],
        { to: `Maximum ${SEND_EMAIL_LIMITS.recipients}` },
      ],
      ['no subject', [fields[0]!, fields[2]!], [], { subject: 'Field is required' }],
      [
        // (A lone surrogate cannot reach the server here: a multipart body is UTF-8, which has no code for it.)
        'NUL, which PostgreSQL cannot store',
        [fields[0]!, ['subject', 'Hello\u0000'], ['body', 'Text \u0000']],
        [{ fileName: 'paper\u0000.pdf', contentType: 'application/pdf', bytes: PDF }],
        {
          subject: 'Contains characters that are not allowed',
          body: 'Contains characters that are not allowed',
          attachments: 'Contains characters that are not allowed',
        },
      ],
      [
        'a file over the limit',
        fields,
        [
          {
            fileName: 'big.pdf',
            contentType: 'application/pdf',
            bytes: Buffer.concat([PDF, Buffer.alloc(SEND_EMAIL_LIMITS.fileBytes)]),
          },
        ],
        { attachments: `The file cannot be larger than ${SEND_EMAIL_LIMITS.fileBytes / 1024 / 1024} MB` },
      ],
      [
        'too many files',
        fields,
        Array.from({ length: SEND_EMAIL_LIMITS.attachments + 1 }, (_, index) => ({
          fileName: `paper-${index}.pdf`,
          contentType: 'application/pdf',
          bytes: PDF,
        })),
        { attachments: `Maximum ${SEND_EMAIL_LIMITS.attachments}` },
      ],
      [
        'a forbidden type',
        fields,
        [{ fileName: 'run.exe', contentType: 'application/octet-stream', bytes: Buffer.from('MZ\x90\x00\x03binary') }],
        { attachments: 'This type of file is not accepted' },
      ],
      [
        'a script named as a PDF',
        fields,
        [{ fileName: 'invoice.pdf', contentType: 'application/pdf', bytes: Buffer.from('#!/bin/sh\nrm -rf /\n') }],
        { attachments: 'This type of file is not accepted' },
      ],
    ];
    for (const [title, caseFields, files, errors] of cases) {
      const response = await sendEmail({ ...admin.headers, 'accept-language': 'en' }, caseFields, files);
      expect(response.statusCode, `${title}: ${response.body}`).toBe(400);
      expect(response.json().errors, title).toEqual(errors);
    }
    expect((await db().select().from(mailOutbox)).length).toBe(before);
    expect((await db().select().from(mailAttachments)).length).toBe(attachmentsBefore);
  });

  it('allows a sender so many mails an hour (429 with Retry-After), and only staff who send mail', async () => {
    const admin = await userWithToken(testApp.app, db(), 'Admin');
    const key = `send-email:user:${admin.user.id}`;
    const now = Date.now();
    await db()
      .insert(loginFailures)
      .values(
        Array.from({ length: SEND_EMAIL_LIMITS.perHour }, (_, index) => ({
          key,
          failedAt: new Date(now - 50 * 60_000 + index * 1000),
        })),
      );
    const before = (await db().select().from(mailOutbox)).length;
    const fields: [string, string][] = [
      ['to', 'someone@example.test'],
      ['subject', 'Hello'],
      ['body', 'Text'],
    ];
    const response = await sendEmail({ ...admin.headers, 'accept-language': 'en' }, fields);
    expect(response.statusCode).toBe(429);
    expect(Number(response.headers['retry-after'])).toBeGreaterThan(0);
    expect(Number(response.headers['retry-after'])).toBeLessThanOrEqual(10 * 60);
    expect(response.json().code).toBe('MAIL_SEND_LIMIT');
    for (const role of ['Viewer', 'user'] as const) {
      const caller = await userWithToken(testApp.app, db(), role);
      expect((await sendEmail(caller.headers, fields)).statusCode).toBe(403);
    }
    expect((await db().select().from(mailOutbox)).length).toBe(before);
  });

  it('gives the last mail of the hour to one of two senders at once, never to both', async () => {
    const admin = await userWithToken(testApp.app, db(), 'Admin');
    const now = Date.now();
    await db()
      .insert(loginFailures)
      .values(
        Array.from({ length: SEND_EMAIL_LIMITS.perHour - 1 }, (_, index) => ({
          key: `send-email:user:${admin.user.id}`,
          failedAt: new Date(now - 50 * 60_000 + index * 1000),
        })),
      );
    const fields: [string, string][] = [
      ['to', 'someone@example.test'],
      ['subject', 'The last one'],
      ['body', 'Text'],
    ];
    const answers = await Promise.all([sendEmail(admin.headers, fields), sendEmail(admin.headers, fields)]);
    expect(answers.map((answer) => answer.statusCode).sort()).toEqual([201, 429]);
  });
});
