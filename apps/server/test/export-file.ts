import { parse } from 'csv-parse/sync';
import ExcelJS from 'exceljs';
import type { TExportFormat } from '@frs/contract';

/**
 * An export's rows read back as text cells (the header first): a CSV through csv-parse (without its byte-order
 * mark), an XLSX through exceljs, the library that wrote it. XLSX numbers come back as their text ("3", "1234.5"),
 * dates as ISO timestamps.
 */
export async function readExport(body: Buffer, format: TExportFormat): Promise<string[][]> {
  if (format === 'csv') {
    const text = body.toString('utf8');
    if (!text.startsWith('\uFEFF')) throw new Error('the CSV has no byte-order mark');
    return parse(text.slice(1), { relax_column_count: false }) as string[][];
  }
  const workbook = new ExcelJS.Workbook();
  await workbook.xlsx.load(body as unknown as ArrayBuffer);
  const sheet = workbook.worksheets[0];
  if (!sheet) throw new Error('the workbook has no sheet');
  const rows: string[][] = [];
  sheet.eachRow({ includeEmpty: false }, (row) => {
    const cells: string[] = [];
    for (let column = 1; column <= sheet.columnCount; column++) cells.push(cellText(row.getCell(column).value));
    rows.push(cells);
  });
  return rows;
}

function cellText(value: ExcelJS.CellValue): string {
  if (value === null || value === undefined) return '';
  if (value instanceof Date) return value.toISOString();
  if (typeof value === 'object') return JSON.stringify(value);
  return String(value);
}
