import { ruleMessage, type SEND_EMAIL_TYPES } from '@frs/contract';
import { isPlainText, sniffFileType } from '../../lib/file-type';
import { inspectPdf, type TPdfRule } from '../../lib/pdf-inspection';
import { inspectZip, type TZipProblem } from '../../lib/zip-inspection';

type TSendEmailType = (typeof SEND_EMAIL_TYPES)[number];

const XLSX = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';
const DOCX = 'application/vnd.openxmlformats-officedocument.wordprocessingml.document';

/** The file name endings of each accepted type: a file's name must agree with what its bytes show. */
const EXTENSIONS: Record<TSendEmailType, readonly string[]> = {
  'application/pdf': ['pdf'],
  'image/png': ['png'],
  'image/jpeg': ['jpg', 'jpeg'],
  'text/plain': ['txt'],
  'text/csv': ['csv'],
  [XLSX]: ['xlsx'],
  [DOCX]: ['docx'],
};

/** The parts an OOXML package of each type must hold: its content types and the format's main part. */
const OOXML_PARTS: Readonly<Record<typeof XLSX | typeof DOCX, readonly string[]>> = {
  [XLSX]: ['[Content_Types].xml', 'xl/workbook.xml'],
  [DOCX]: ['[Content_Types].xml', 'word/document.xml'],
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
      return named(XLSX) ?? named(DOCX);
    case 'image/webp':
      return null;
    case null:
      return isPlainText(bytes) ? (named('text/plain') ?? named('text/csv')) : null;
  }
}

/** The field message naming the rule an archive broke. */
function zipMessage(problem: TZipProblem): string {
  switch (problem.rule) {
    case 'damaged':
      return ruleMessage('fileDamaged').message;
    case 'missingParts':
      return ruleMessage('fileMissingParts').message;
    case 'tooManyEntries':
      return ruleMessage('fileTooManyParts', problem.limit).message;
    case 'unpackedTooLarge':
      return ruleMessage('fileUnpackedTooLarge', problem.limit).message;
    case 'compressionRatio':
      return ruleMessage('fileCompressionRatio', problem.limit).message;
    case 'executable':
      return ruleMessage('fileHoldsProgram').message;
  }
}

const PDF_MESSAGES: Readonly<Record<TPdfRule, string>> = {
  javaScript: ruleMessage('pdfJavaScript').message,
  launch: ruleMessage('pdfLaunch').message,
  openAction: ruleMessage('pdfOpenAction').message,
  unreadable: ruleMessage('pdfUnreadable').message,
};

/**
 * An attachment's type, or the field message of the rule that refuses it: a type not accepted (`fileType`); an
 * XLSX or DOCX that is not the package it claims to be, would unpack past the limits or holds a program
 * (lib/zip-inspection.ts); a PDF with JavaScript, an OpenAction or a Launch action (lib/pdf-inspection.ts).
 */
export async function checkAttachment(
  bytes: Buffer,
  fileName: string,
): Promise<{ type: TSendEmailType } | { refused: string }> {
  const type = attachmentType(bytes, fileName);
  if (!type) return { refused: ruleMessage('fileType').message };
  if (type === XLSX || type === DOCX) {
    const problem = await inspectZip(bytes, OOXML_PARTS[type]);
    if (problem) return { refused: zipMessage(problem) };
  }
  if (type === 'application/pdf') {
    const rule = await inspectPdf(bytes);
    if (rule) return { refused: PDF_MESSAGES[rule] };
  }
  return { type };
}
