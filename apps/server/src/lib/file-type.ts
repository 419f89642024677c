/**
 * What a file is, from its bytes: uploaded files and mail attachments are typed by their content, never by the name
 * or the Content-Type the client sent, so a script renamed to .png or .pdf is refused.
 */

const SIGNATURES = [
  { type: 'application/pdf', bytes: [0x25, 0x50, 0x44, 0x46, 0x2d] }, // %PDF-
  { type: 'image/png', bytes: [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a] },
  { type: 'image/jpeg', bytes: [0xff, 0xd8, 0xff] },
  // A ZIP container: XLSX and DOCX are ZIP files (their name tells which).
  { type: 'application/zip', bytes: [0x50, 0x4b, 0x03, 0x04] },
] as const;

export type TSniffedType = (typeof SIGNATURES)[number]['type'] | 'image/webp';

/** The type a file's first bytes show, or null. */
export function sniffFileType(bytes: Buffer): TSniffedType | null {
  for (const signature of SIGNATURES) {
    if (bytes.length >= signature.bytes.length && signature.bytes.every((byte, index) => bytes[index] === byte)) {
      return signature.type;
    }
  }
  if (bytes.length >= 12 && bytes.toString('latin1', 0, 4) === 'RIFF' && bytes.toString('latin1', 8, 12) === 'WEBP') {
    return 'image/webp';
  }
  return null;
}

/** The image type a file's first bytes show (PNG, JPEG, WebP), or null. */
export function detectImageType(bytes: Buffer): string | null {
  const type = sniffFileType(bytes);
  return type?.startsWith('image/') ? type : null;
}

/** Control characters a text file has no business holding: all but tab, line feed, form feed and carriage return. */
function isStrayControl(code: number): boolean {
  return (code < 0x20 && code !== 0x09 && code !== 0x0a && code !== 0x0c && code !== 0x0d) || code === 0x7f;
}

/** Plain text: valid UTF-8 without NUL or other stray control characters. */
export function isPlainText(bytes: Buffer): boolean {
  if (bytes.length === 0) return false;
  const text = new TextDecoder('utf-8', { fatal: false }).decode(bytes);
  if (text.includes('\uFFFD')) return false;
  for (let index = 0; index < text.length; index += 1) if (isStrayControl(text.charCodeAt(index))) return false;
  return true;
}
