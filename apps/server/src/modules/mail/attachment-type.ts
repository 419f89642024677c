import { type SEND_EMAIL_TYPES } from '@frs/contract';

type TSendEmailType = (typeof SEND_EMAIL_TYPES)[number];

/** The file name endings of each accepted type: a file's name must agree with what its bytes show. */
const EXTENSIONS: Record<TSendEmailType, readonly string[]> = {
  'application/pdf': ['pdf'],
  'image/png': ['png'],
  'image/jpeg': ['jpg', 'jpeg'],
  'text/plain': ['txt'],
  'text/csv': ['csv'],
  'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet': ['xlsx'],
  'application/vnd.openxmlformats-officedocument.wordprocessingml.document': ['docx'],
};

const startsWith = (bytes: Buffer, signature: readonly number[]) =>
  bytes.length >= signature.length && signature.every((byte, index) => bytes[index] === byte);

/** Text: valid UTF-8 without control characters other than tab, line feed, carriage return and form feed. */
function isPlainText(bytes: Buffer): boolean {
  if (bytes.includes(0)) return false;
  const text = new TextDecoder('utf-8', { fatal: false }).decode(bytes);
  if (text.includes('\uFFFD')) return false;
  // eslint-disable-next-line no-control-regex
  return !/[\u0001-\u0008\u000B\u000E-\u001F\u007F]/.test(text);
}

/**
 * The type of a send-email attachment, from its bytes and its name together, or null when it is not one of
 * SEND_EMAIL_TYPES: a PDF, PNG or JPEG by its signature; an XLSX or DOCX by its ZIP signature and name (the OOXML
 * containers are ZIP files); plain text or CSV by its name and text-only bytes. The type the client declared is not
 * trusted.
 */
export function attachmentType(bytes: Buffer, fileName: string): TSendEmailType | null {
  const extension = /\.([A-Za-z0-9]+)$/.exec(fileName)?.[1]?.toLowerCase() ?? '';
  const named = (type: TSendEmailType) => (EXTENSIONS[type].includes(extension) ? type : null);
  if (startsWith(bytes, [0x25, 0x50, 0x44, 0x46, 0x2d])) return named('application/pdf');
  if (startsWith(bytes, [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])) return named('image/png');
  if (startsWith(bytes, [0xff, 0xd8, 0xff])) return named('image/jpeg');
  if (startsWith(bytes, [0x50, 0x4b, 0x03, 0x04])) {
    return (
      named('application/vnd.openxmlformats-officedocument.spreadsheetml.sheet') ??
      named('application/vnd.openxmlformats-officedocument.wordprocessingml.document')
    );
  }
  if (bytes.length > 0 && isPlainText(bytes)) return named('text/plain') ?? named('text/csv');
  return null;
}
