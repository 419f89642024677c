import { deflateSync } from 'node:zlib';
import PDFDocument from 'pdfkit';

/** PDFs for the tests of attachment checks: hand-made ones for what no PDF library writes, and a real one. */

/** A PDF made of these objects' bodies (numbered from 1), with a catalog and a trailer, as latin1 bytes. */
export function pdfOf(...bodies: (string | Buffer)[]): Buffer {
  const parts: Buffer[] = [Buffer.from('%PDF-1.7\n%\xe2\xe3\xcf\xd3\n', 'latin1')];
  bodies.forEach((body, index) => {
    parts.push(Buffer.from(`${index + 1} 0 obj\n`), Buffer.isBuffer(body) ? body : Buffer.from(body, 'latin1'));
    parts.push(Buffer.from('\nendobj\n'));
  });
  parts.push(Buffer.from(`trailer\n<< /Size ${bodies.length + 1} /Root 1 0 R >>\n%%EOF\n`));
  return Buffer.concat(parts);
}

/** An object stream packing these objects (numbered from 10), deflated unless another filter is named. */
export function objectStream(objects: string[], options: { dictionary?: string; data?: Buffer } = {}): Buffer {
  let header = '';
  let body = '';
  objects.forEach((object, index) => {
    header += `${10 + index} ${body.length} `;
    body += `${object}\n`;
  });
  const data = options.data ?? deflateSync(Buffer.from(header + body, 'latin1'));
  const dictionary = options.dictionary ?? `/Type /ObjStm /Filter /FlateDecode`;
  return Buffer.concat([
    Buffer.from(`<< ${dictionary} /N ${objects.length} /First ${header.length} /Length ${data.length} >>\nstream\n`),
    data,
    Buffer.from('\nendstream'),
  ]);
}

export const CATALOG = '<< /Type /Catalog /Pages 2 0 R >>';
export const PAGES = '<< /Type /Pages /Kids [] /Count 0 >>';

/** A real PDF, as pdfkit writes one (the documents module's library). */
export async function pdfkitDocument(text: string): Promise<Buffer> {
  const document = new PDFDocument();
  const chunks: Buffer[] = [];
  document.on('data', (chunk: Buffer) => chunks.push(chunk));
  const ended = new Promise((resolve) => document.on('end', resolve));
  document.text(text);
  document.end();
  await ended;
  return Buffer.concat(chunks);
}
