import { randomBytes } from 'node:crypto';
import ExcelJS from 'exceljs';
import { describe, expect, it } from 'vitest';
import { ooxmlEntries, zerosDeflated, zipArchive } from '../../test/zip-writer';
import { inspectZip, ZIP_LIMITS } from './zip-inspection';

const XLSX_PARTS = ['[Content_Types].xml', 'xl/workbook.xml'];
const DOCX_PARTS = ['[Content_Types].xml', 'word/document.xml'];
/** What an executable's first bytes look like (DOS header). */
const PROGRAM = Buffer.concat([Buffer.from('MZ\x90\x00\x03\x00\x00\x00', 'latin1'), Buffer.alloc(200, 7)]);

async function realXlsx(): Promise<Buffer> {
  const workbook = new ExcelJS.Workbook();
  const sheet = workbook.addWorksheet('Sales');
  sheet.addRow(['Order', 'Amount']);
  for (let row = 1; row <= 200; row += 1) sheet.addRow([`FZ${row}`, row * 1250]);
  return Buffer.from(await workbook.xlsx.writeBuffer());
}

describe('inspectZip', () => {
  it('passes a real workbook from exceljs and a package with the main part of its format', async () => {
    expect(await inspectZip(await realXlsx(), XLSX_PARTS)).toBeNull();
    expect(await inspectZip(zipArchive(ooxmlEntries('word/document.xml')), DOCX_PARTS)).toBeNull();
    // Part names are case-insensitive in OOXML.
    expect(await inspectZip(zipArchive(ooxmlEntries('XL/Workbook.xml')), XLSX_PARTS)).toBeNull();
  });

  it('refuses a package without its content types or its main part: a zip named as a workbook is not one', async () => {
    expect(await inspectZip(await realXlsx(), DOCX_PARTS)).toEqual({ rule: 'missingParts' });
    const withoutTypes = ooxmlEntries('xl/workbook.xml').filter((entry) => entry.name !== '[Content_Types].xml');
    expect(await inspectZip(zipArchive(withoutTypes), XLSX_PARTS)).toEqual({ rule: 'missingParts' });
    expect(await inspectZip(zipArchive([{ name: 'setup.txt', data: 'hello' }]), XLSX_PARTS)).toEqual({
      rule: 'missingParts',
    });
  });

  it('refuses a program inside, by its name (as Windows reads it) or by its MZ header under any name', async () => {
    for (const name of [
      'xl/media/setup.exe',
      'RUN.BAT',
      'docProps/payload.js',
      'xl/embeddings/tool.jar',
      'xl/vbaProject.bin',
      'invoice.pdf.exe. ',
      'script.PS1',
      'helper.dll',
    ]) {
      const archive = zipArchive([...ooxmlEntries('xl/workbook.xml'), { name, data: 'harmless text' }]);
      expect(await inspectZip(archive, XLSX_PARTS), name).toEqual({ rule: 'executable', entry: name });
    }
    for (const stored of [false, true]) {
      const archive = zipArchive([
        ...ooxmlEntries('xl/workbook.xml'),
        { name: 'xl/media/image1.png', data: PROGRAM, stored },
      ]);
      expect(await inspectZip(archive, XLSX_PARTS)).toEqual({ rule: 'executable', entry: 'xl/media/image1.png' });
    }
    // A program alone in a zip named as a workbook: the program is what the answer names.
    expect(await inspectZip(zipArchive([{ name: 'setup.exe', data: PROGRAM }]), XLSX_PARTS)).toEqual({
      rule: 'executable',
      entry: 'setup.exe',
    });
    const innocent = zipArchive([...ooxmlEntries('xl/workbook.xml'), { name: 'xl/media/exe.png', data: 'PNG' }]);
    expect(await inspectZip(innocent, XLSX_PARTS)).toBeNull();
  });

  it('refuses a zip bomb by inflating it within the budget, whatever size it declares', async () => {
    const bomb = zerosDeflated(400);
    for (const declaredSize of [undefined, 1000]) {
      const archive = zipArchive([
        ...ooxmlEntries('xl/workbook.xml'),
        { name: 'xl/sheet.xml', data: bomb, declaredSize },
      ]);
      expect(archive.length).toBeLessThan(500 * 1024);
      expect(await inspectZip(archive, XLSX_PARTS)).toEqual({ rule: 'compressionRatio', limit: 100 });
    }
    // A bomb hidden behind 4 MB of stored noise keeps its ratio under 100, and meets the 50 MB limit instead.
    const padded = zipArchive([
      ...ooxmlEntries('xl/workbook.xml'),
      { name: 'xl/media/noise.bin', data: randomBytes(4 * 1024 * 1024), stored: true },
      { name: 'xl/sheet.xml', data: bomb },
    ]);
    expect(await inspectZip(padded, XLSX_PARTS)).toEqual({ rule: 'unpackedTooLarge', limit: 50 });
    expect(ZIP_LIMITS).toEqual({ maxUnpackedBytes: 50 * 1024 * 1024, maxRatio: 100, maxEntries: 5000 });
  });

  it('counts the limits over the whole archive, and its entries', async () => {
    const limits = { maxUnpackedBytes: 64 * 1024, maxRatio: 1000, maxEntries: 4 };
    const entries = [...ooxmlEntries('xl/workbook.xml'), { name: 'xl/a.xml', data: Buffer.alloc(40 * 1024, 'a') }];
    expect(await inspectZip(zipArchive(entries), XLSX_PARTS, limits)).toBeNull();
    const twice = [...entries, { name: 'xl/b.xml', data: Buffer.alloc(40 * 1024, 'b') }];
    expect(await inspectZip(zipArchive(twice), XLSX_PARTS, { ...limits, maxEntries: 5 })).toEqual({
      rule: 'unpackedTooLarge',
      limit: 64 / 1024,
    });
    expect(await inspectZip(zipArchive(twice), XLSX_PARTS, limits)).toEqual({ rule: 'tooManyEntries', limit: 4 });
  });

  it('refuses what it cannot read as a sound archive', async () => {
    const sound = zipArchive(ooxmlEntries('xl/workbook.xml'));
    const cases: [string, Buffer][] = [
      ['cut short', sound.subarray(0, sound.length - 30)],
      ['only a signature', Buffer.from('PK\x03\x04 and nothing a zip needs', 'latin1')],
      [
        'an entry declaring more than it holds',
        zipArchive([...ooxmlEntries('xl/workbook.xml'), { name: 'xl/a.xml', data: 'abc', declaredSize: 4 }]),
      ],
      [
        'data that does not inflate',
        zipArchive([
          ...ooxmlEntries('xl/workbook.xml'),
          { name: 'xl/a.xml', data: { packed: randomBytes(64), size: 10, crc: 0 } },
        ]),
      ],
    ];
    const encrypted = Buffer.from(sound);
    encrypted.writeUInt16LE(1, encrypted.indexOf(Buffer.from([0x50, 0x4b, 0x01, 0x02])) + 8);
    cases.push(['an encrypted entry', encrypted]);
    for (const [title, archive] of cases) {
      expect(await inspectZip(archive, XLSX_PARTS), title).toEqual({ rule: 'damaged' });
    }
  });
});
