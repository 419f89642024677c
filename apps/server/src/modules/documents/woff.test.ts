import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import PDFDocument from 'pdfkit';
import { describe, expect, it } from 'vitest';
import { woffToSfnt } from './woff';

const require = createRequire(import.meta.url);
const FONTS = {
  latin: ['@fontsource/noto-sans/files/noto-sans-latin-700-normal.woff', 'Ticket Passenger 0123'],
  cyrillic: ['@fontsource/noto-sans/files/noto-sans-cyrillic-400-normal.woff', 'Электронный билет'],
  armenian: ['@fontsource/noto-sans-armenian/files/noto-sans-armenian-armenian-400-normal.woff', 'Էլեկտրոնային տոմս'],
} as const;

/** How wide pdfkit sets a text in a font given as bytes: the font's metrics, read through its tables. */
function widthIn(font: Buffer, text: string): number {
  const doc = new PDFDocument();
  doc.registerFont('probe', font);
  return doc.font('probe').fontSize(12).widthOfString(text);
}

describe('woffToSfnt', () => {
  it.each(Object.entries(FONTS))(
    'unwraps the %s font into a plain one with the same metrics',
    (_script, [file, text]) => {
      const woff = readFileSync(require.resolve(file));
      const sfnt = woffToSfnt(woff);
      expect(sfnt.readUInt32BE(0)).toBe(woff.readUInt32BE(4));
      expect(sfnt.readUInt16BE(4)).toBe(woff.readUInt16BE(12));
      expect(sfnt.length).toBeGreaterThan(woff.length);
      expect(widthIn(sfnt, text)).toBeGreaterThan(0);
      expect(widthIn(sfnt, text)).toBe(widthIn(woff, text));
    },
  );

  it('refuses what is not a WOFF font', () => {
    expect(() => woffToSfnt(Buffer.from('%PDF-1.4 not a font at all, padded to the header size......'))).toThrow(
      'Not a WOFF font',
    );
  });
});
