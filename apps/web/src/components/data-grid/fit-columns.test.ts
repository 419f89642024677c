import type { GridColDef } from '@mui/x-data-grid';
import { describe, expect, it } from 'vitest';
import { fitColumnsToTitles, phoneColumns } from './fit-columns';

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
