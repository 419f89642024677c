import { type SEND_EMAIL_TYPES } from '@frs/contract';
import { isPlainText, sniffFileType } from '../../lib/file-type';

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

/**
 * The type of a send-email attachment, from its bytes and its name together, or null when it is not one of
 * SEND_EMAIL_TYPES: a PDF, PNG or JPEG by its signature; an XLSX or DOCX by its ZIP signature and name (the OOXML
 * containers are ZIP files); plain text or CSV by its name and text-only bytes. The type the client declared is not
 * trusted.
 */
export function attachmentType(bytes: Buffer, fileName: string): TSendEmailType | null {
  const extension = /\.([A-Za-z0-9]+)$/.exec(fileName)?.[1]?.toLowerCase() ?? '';
  const named = (type: TSendEmailType) => (EXTENSIONS[type].includes(extension) ? type : null);
  const sniffed = sniffFileType(bytes);
  switch (sniffed) {
    case 'application/pdf':
    case 'image/png':
    case 'image/jpeg':
      return named(sniffed);
    case 'application/zip':
      return (
        named('application/vnd.openxmlformats-officedocument.spreadsheetml.sheet') ??
        named('application/vnd.openxmlformats-officedocument.wordprocessingml.document')
      );
    case 'image/webp':
      return null;
    case null:
      return isPlainText(bytes) ? (named('text/plain') ?? named('text/csv')) : null;
  }
}
