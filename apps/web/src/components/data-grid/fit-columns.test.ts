import type { GridColDef } from '@mui/x-data-grid';
import { describe, expect, it } from 'vitest';
import { fitColumnsToTitles, MAX_CONTENT_WIDTH, phoneColumns, widenToContent } from './fit-columns';

/** 10 px per character, spaces included: easy to count. */
const measure = (text: string) => text.length * 10;
const wide = { menuButtonShown: false };

describe('fitColumnsToTitles', () => {
  it('never makes a column narrower than its title’s longest word (plus the header padding)', () => {
    const { columns } = fitColumnsToTitles<{ id: number }>(
      [{ field: 'actions', headerName: 'Գործողություններ', width: 100, sortable: false }],
      measure,
      wide,
    );
    // 16 letters = 160 px, and 24 px of padding and rounding.
    expect(columns[0]).toMatchObject({ width: 184, minWidth: 184 });
  });

  it('keeps a column that is wide enough as it is, and the grid’s own header height for one line', () => {
    const given: GridColDef<{ id: number }>[] = [{ field: 'pnr', headerName: 'PNR', minWidth: 90, flex: 1 }];
    const fitted = fitColumnsToTitles(given, measure, wide);
    expect(fitted.columns[0]).toBe(given[0]);
    expect(fitted.headerHeight).toBe(56);
  });

  it('wraps a long title into at most three lines and makes the header tall enough for them', () => {
    // Words of 60, 60, 60 and 40 px (spaces 10): at 60 px they take four lines; from 110 px "cccccc dddd" shares
    // a line, so three. The room grows in steps of 8 px from the longest word: 116 px.
    const { columns, headerHeight } = fitColumnsToTitles<{ id: number }>(
      [{ field: 'seats', headerName: 'aaaaaa bbbbbb cccccc dddd', minWidth: 50, flex: 1 }],
      measure,
      wide,
    );
    expect(columns[0]!.minWidth).toBe(116 + 24);
    expect(headerHeight).toBe(Math.ceil(3 * 14 * 1.25) + 16);
  });

  it('leaves room for the sort arrow in the sorted column, and for the menu button on a touch screen', () => {
    const column: GridColDef<{ id: number }> = { field: 'createdAt', headerName: 'Created', minWidth: 50, flex: 1 };
    const plain = fitColumnsToTitles([column], measure, wide).columns[0]!.minWidth!;
    const sorted = fitColumnsToTitles([column], measure, { ...wide, sortedField: 'createdAt' }).columns[0]!.minWidth!;
    const touch = fitColumnsToTitles([column], measure, { menuButtonShown: true }).columns[0]!.minWidth!;
    expect(sorted - plain).toBe(28);
    expect(touch - plain).toBe(28);
  });
});

describe('fitColumnsToTitles with a soft hyphen', () => {
  it('lets a long word break at its soft hyphens: the column needs its longest part and the hyphen', () => {
    // "Գործողու" + "-", "թյուններ" + "-" and "ավարտ" (8, 8 and 5 letters): 90, 90 and 50 px, three lines; the
    // whole word would take 210 px.
    const { columns, headerHeight } = fitColumnsToTitles<{ id: number }>(
      [{ field: 'actions', headerName: 'Գործողու\u00adթյուններ\u00adավարտ', minWidth: 50, flex: 1 }],
      measure,
      wide,
    );
    expect(columns[0]!.minWidth).toBe(90 + 24);
    expect(headerHeight).toBe(Math.ceil(3 * 14 * 1.25) + 16);
  });

  it('keeps the word on one line, without a hyphen, where the column is wide enough', () => {
    const { headerHeight } = fitColumnsToTitles<{ id: number }>(
      [{ field: 'actions', headerName: 'Գործողու\u00adթյուններ\u00adավարտ', width: 240 }],
      measure,
      wide,
    );
    expect(headerHeight).toBe(56);
  });
});

describe('widenToContent', () => {
  const columns: GridColDef<{ id: number }>[] = [
    { field: 'role', headerName: 'Group', minWidth: 110 },
    { field: 'status', headerName: 'Status', minWidth: 120, flex: 1 },
    { field: 'pnr', headerName: 'PNR', width: 90 },
    { field: 'email', headerName: 'E-mail', minWidth: 100, flex: 1 },
    { field: 'country', headerName: 'Country', width: 90 },
  ];

  it("makes a column at least as wide as its cells' longest word, up to MAX_CONTENT_WIDTH", () => {
    const widened = widenToContent(columns, { role: 156.2, status: 100, pnr: 95, email: 900 });
    expect(widened[0]).toMatchObject({ field: 'role', minWidth: 157 });
    // Narrow enough already: the same column.
    expect(widened[1]).toBe(columns[1]);
    expect(widened[2]).toMatchObject({ field: 'pnr', width: 95, minWidth: 95 });
    expect(widened[3]).toMatchObject({ field: 'email', minWidth: MAX_CONTENT_WIDTH, flex: 1 });
    // Not measured (no rows yet): as it was.
    expect(widened[4]).toBe(columns[4]);
  });
});

describe('phoneColumns', () => {
  it('moves the row actions to the first column and keeps the others in order', () => {
    const columns: GridColDef[] = [{ field: 'pnr' }, { field: 'status' }, { field: 'actions' }, { field: 'created' }];
    expect(phoneColumns(columns).map((column) => column.field)).toEqual(['actions', 'pnr', 'status', 'created']);
    expect(phoneColumns([{ field: 'name' }, { field: '__actions' }]).map((column) => column.field)).toEqual([
      '__actions',
      'name',
    ]);
  });

  it('gives a flexible column room enough on a phone, and leaves fixed ones as they are', () => {
    const [route, pnr] = phoneColumns([
      { field: 'route', minWidth: 110, flex: 1 },
      { field: 'pnr', width: 90 },
    ]);
    expect(route).toMatchObject({ minWidth: 180, flex: 1 });
    expect(pnr).toEqual({ field: 'pnr', width: 90 });
  });
});
