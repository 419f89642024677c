import { useTheme } from '@mui/material/styles';
import useMediaQuery from '@mui/material/useMediaQuery';
import type { GridColDef, GridValidRowModel } from '@mui/x-data-grid';
import { useEffect, useMemo, useState } from 'react';
import {
  fitColumnsToTitles,
  headerTextMeasure,
  phoneColumns,
  TITLE_LINE_HEIGHT,
  titleFont,
  type TMeasureText,
  widenToContent,
} from './fit-columns';
import { useContentWidths } from './use-content-widths';

/**
 * Measures the titles' text, again whenever a web font comes in: a font is fetched only when text first needs it (the
 * Armenian one, say), and text measured before is measured in a fallback font. The titles ask for their font
 * themselves (`document.fonts.check` answers true before it is in, so it cannot tell).
 */
function useTitleMeasure(font: string, text: string): TMeasureText {
  const [measure, setMeasure] = useState(() => headerTextMeasure(font));
  useEffect(() => {
    const fonts = typeof document === 'undefined' ? undefined : document.fonts;
    if (!fonts) return;
    let active = true;
    const measureAgain = () => {
      if (active) setMeasure(() => headerTextMeasure(font));
    };
    fonts.addEventListener('loadingdone', measureAgain);
    void fonts.load(font, text).then(measureAgain, () => undefined);
    return () => {
      active = false;
      fonts.removeEventListener('loadingdone', measureAgain);
    };
  }, [font, text]);
  return measure;
}

const AUTO_ROW_HEIGHT = () => 'auto' as const;

/**
 * What makes a DataGrid show all of its text (give it to every grid of the app, and `attachGrid` as the ref of an
 * element around it): column titles wrap and the header grows to the tallest (fit-columns.ts), a column is as wide as
 * its cells' longest words (use-content-widths.ts), cell text wraps between words and each row grows to its content,
 * and on a phone the row actions come first, so that they are in view while the rest of a wide grid scrolls sideways
 * inside its box (whose text columns are then not squeezed).
 */
export function useFittedColumns<TRow extends GridValidRowModel>(
  columns: readonly GridColDef<TRow>[],
  sortedField?: string,
) {
  const theme = useTheme();
  const phone = useMediaQuery(theme.breakpoints.down('sm'));
  // A touch screen has no hover: the grid shows each column's menu button all the time.
  const touch = useMediaQuery('(hover: none)');
  const font = titleFont(theme.typography.fontFamily ?? 'sans-serif');
  const measure = useTitleMeasure(font, columns.map((column) => column.headerName ?? '').join(' '));
  const content = useContentWidths(columns.map((column) => `${column.field}:${column.headerName ?? ''}`).join('|'));
  const fitted = useMemo(
    () =>
      fitColumnsToTitles(widenToContent(phone ? phoneColumns(columns) : columns, content.widths), measure, {
        menuButtonShown: touch,
        sortedField,
      }),
    [columns, phone, touch, measure, sortedField, content.widths],
  );
  return {
    attachGrid: content.attach,
    columns: fitted.columns,
    columnHeaderHeight: fitted.headerHeight,
    getRowHeight: AUTO_ROW_HEIGHT,
  };
}

/** The styles that go with useFittedColumns: wrapping titles and cells. */
export const FITTED_GRID_SX = {
  // The last column's hidden menu button and resize handle stick out of the header row, and would make a grid that
  // fits scroll sideways by their width.
  '& .MuiDataGrid-columnHeaders': { overflow: 'hidden' },
  // A title wraps between its words; only while a header's icons show under the pointer may a word break.
  '& .MuiDataGrid-columnHeaderTitle': { whiteSpace: 'normal', overflowWrap: 'anywhere', lineHeight: TITLE_LINE_HEIGHT },
  // Text wraps between words (a word longer than its column, MAX_CONTENT_WIDTH, breaks), and the row grows to it.
  '& .MuiDataGrid-cell': { whiteSpace: 'normal', overflowWrap: 'break-word', lineHeight: 1.43, py: 1 },
  // A figure (a number column, right-aligned) stays on one line with its currency: "5,000,000.00 ֏", never "֏" below.
  '& .MuiDataGrid-cell--textRight': { whiteSpace: 'nowrap' },
} as const;
