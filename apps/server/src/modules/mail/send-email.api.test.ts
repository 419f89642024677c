import { randomBytes } from 'node:crypto';
import { eq } from 'drizzle-orm';
import ExcelJS from 'exceljs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MAIL_ENDPOINTS, SEND_EMAIL_FIELDS, type TErrorBody, type TMailQueued } from '@frs/contract';
import { mailAttachments, mailOutbox } from '../../db/schema';
import { injectEndpoint } from '../../../test/endpoint-call';
import { userWithToken } from '../../../test/factories';
import { multipartForm, type TMultipartFile } from '../../../test/multipart';
import { CATALOG, objectStream, PAGES, pdfkitDocument, pdfOf } from '../../../test/pdf-fixtures';
import { createTestApp, type TTestApp } from '../../../test/test-app';
import { ooxmlEntries, zerosDeflated, zipArchive } from '../../../test/zip-writer';

/**
 * send-email's attachments checked as what they claim to be (issue 30): an XLSX or DOCX must be the OOXML package
 * of its format, unpack within the limits and hold no program; a PDF must not carry JavaScript, an OpenAction or a
 * Launch action. Each refusal names its rule on the attachments field; sound files still leave.
 */

const XLSX_TYPE = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';

let testApp: TTestApp;
let headers: Record<string, string>;
beforeAll(async () => {
  testApp = await createTestApp();
  headers = { ...(await userWithToken(testApp.app, testApp.database.db, 'Admin')).headers, 'accept-language': 'en' };
});
afterAll(async () => {
  await testApp.app.close();
});

const db = () => testApp.database.db;

function send(files: Omit<TMultipartFile, 'field'>[]) {
  const form = multipartForm(
    [
      [SEND_EMAIL_FIELDS.to, `client-${randomBytes(3).toString('hex')}@example.test`],
      [SEND_EMAIL_FIELDS.subject, 'Your papers'],
      [SEND_EMAIL_FIELDS.body, 'Please find them attached.'],
    ],
    files.map((file) => ({ ...file, field: SEND_EMAIL_FIELDS.attachments })),
  );
  return injectEndpoint(testApp.app, MAIL_ENDPOINTS.sendEmail, {
    headers: { ...headers, ...form.headers },
    body: form.payload,
  });
}

async function realXlsx(): Promise<Buffer> {
  const workbook = new ExcelJS.Workbook();
  workbook.addWorksheet('Orders').addRows([
    ['PNR', 'Amount'],
    ['ABC123', 125_000],
  ]);
  return Buffer.from(await workbook.xlsx.writeBuffer());
}

const xlsx = (fileName: string, bytes: Buffer) => ({ fileName, contentType: XLSX_TYPE, bytes });
const pdf = (bytes: Buffer) => ({ fileName: 'ticket.pdf', contentType: 'application/pdf', bytes });

describe('send-email attachments', () => {
  it('sends a real workbook and a real PDF, byte for byte', async () => {
    const workbook = await realXlsx();
    const document = await pdfkitDocument('E-ticket ABC123');
    const response = await send([xlsx('orders.xlsx', workbook), pdf(document)]);
    expect(response.statusCode, response.body).toBe(201);
    const [mail] = await db()
      .select()
      .from(mailOutbox)
      .where(eq(mailOutbox.recipient, response.json<TMailQueued>().recipients[0] ?? ''));
    const files = await db()
      .select()
      .from(mailAttachments)
      .where(eq(mailAttachments.mailId, mail?.id ?? -1));
    expect(files.map((file) => [file.fileName, file.contentType])).toEqual([
      ['orders.xlsx', XLSX_TYPE],
      ['ticket.pdf', 'application/pdf'],
    ]);
    expect(Buffer.from(files[0]?.content ?? []).equals(workbook)).toBe(true);
    expect(Buffer.from(files[1]?.content ?? []).equals(document)).toBe(true);
  });

  it('refuses an office file that is not what it claims, or would unpack into a bomb, naming the rule', async () => {
    const program = Buffer.concat([Buffer.from('MZ\x90\x00\x03\x00', 'latin1'), randomBytes(512)]);
    const cases: [string, Buffer, string][] = [
      [
        'a zip holding a program',
        zipArchive([{ name: 'setup.exe', data: program }]),
        'The file holds a program or macros',
      ],
      [
        'a workbook with a program renamed as a picture',
        zipArchive([...ooxmlEntries('xl/workbook.xml'), { name: 'xl/media/image1.png', data: program }]),
        'The file holds a program or macros',
      ],
      [
        'a document named as a workbook',
        zipArchive(ooxmlEntries('word/document.xml')),
        'The file is not a real document of its type: its main part is missing',
      ],
      [
        'a 400 MB zip bomb',
        zipArchive([
          ...ooxmlEntries('xl/workbook.xml'),
          { name: 'xl/worksheets/sheet1.xml', data: zerosDeflated(400) },
        ]),
        'The file is packed more than 100 times over (a "zip bomb")',
      ],
      [
        'a 400 MB zip bomb behind 4 MB of noise',
        zipArchive([
          ...ooxmlEntries('xl/workbook.xml'),
          { name: 'xl/media/noise.bin', data: randomBytes(4 * 1024 * 1024), stored: true },
          { name: 'xl/worksheets/sheet1.xml', data: zerosDeflated(400), declaredSize: 2048 },
        ]),
        'Unpacked, the file would take more than 50 MB',
      ],
      ['a damaged workbook', (await realXlsx()).subarray(0, 3000), 'The file is damaged, or is not what its name says'],
    ];
    const before = await db().select({ id: mailOutbox.id }).from(mailOutbox);
    for (const [title, bytes, message] of cases) {
      const response = await send([xlsx('report.xlsx', bytes)]);
      expect(response.statusCode, `${title}: ${response.body}`).toBe(400);
      expect(response.json<TErrorBody>().errors, title).toEqual({ [SEND_EMAIL_FIELDS.attachments]: message });
    }
    expect(await db().select({ id: mailOutbox.id }).from(mailOutbox)).toEqual(before);
  });

  it('refuses a PDF with JavaScript, an OpenAction or a Launch action, however written, naming the rule', async () => {
    const javaScript = 'The PDF contains JavaScript';
    const cases: [string, Buffer, string][] = [
      ['/JS', pdfOf(CATALOG, PAGES, '<< /S /JavaScript /JS (app.alert(1)) >>'), javaScript],
      ['#xx escapes', pdfOf(CATALOG, PAGES, '<< /S /J#61vaScript /J#53 (app.alert(1)) >>'), javaScript],
      [
        'JavaScript in a compressed object stream',
        pdfOf(CATALOG, PAGES, objectStream(['<< /Type /Page >>', '<< /S /JavaScript /JS (app.alert(1)) >>'])),
        javaScript,
      ],
      [
        'an OpenAction',
        pdfOf('<< /Type /Catalog /Pages 2 0 R /OpenAction << /S /URI /URI (https://example.test) >> >>', PAGES),
        'The PDF runs an action when it is opened (OpenAction)',
      ],
      [
        'a Launch action in an object stream',
        pdfOf(CATALOG, PAGES, objectStream(['<< /S /L#61unch /F (cmd.exe) >>'])),
        'The PDF can start a program (Launch action)',
      ],
      [
        'an object stream that does not inflate',
        pdfOf(CATALOG, PAGES, objectStream(['<< /Type /Page >>'], { data: randomBytes(300) })),
        'A packed part of the PDF cannot be checked (it is damaged, encrypted or too large)',
      ],
    ];
    const before = await db().select({ id: mailAttachments.id }).from(mailAttachments);
    for (const [title, bytes, message] of cases) {
      const response = await send([pdf(bytes)]);
      expect(response.statusCode, `${title}: ${response.body}`).toBe(400);
      expect(response.json<TErrorBody>().errors, title).toEqual({ [SEND_EMAIL_FIELDS.attachments]: message });
    }
    const after = await db().select({ id: mailAttachments.id }).from(mailAttachments);
    expect(after).toEqual(before);
  });

  it('refuses the whole mail when one of its files is refused', async () => {
    const before = await db().select({ id: mailOutbox.id }).from(mailOutbox);
    const refused = pdfOf(CATALOG, PAGES, '<< /S /Launch /F (cmd.exe) >>');
    const response = await send([xlsx('orders.xlsx', await realXlsx()), pdf(refused)]);
    expect(response.statusCode).toBe(400);
    expect(response.json<TErrorBody>().errors).toEqual({
      [SEND_EMAIL_FIELDS.attachments]: 'The PDF can start a program (Launch action)',
    });
    expect(await db().select({ id: mailOutbox.id }).from(mailOutbox)).toEqual(before);
  });
});
