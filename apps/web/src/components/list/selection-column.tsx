import Checkbox from '@mui/material/Checkbox';
import type { TFunction } from 'i18next';
import type { TLeadingColumn, TRowId } from './list-table';

/** The rows a screen has chosen for a bulk action, and which rows may be chosen. */
export interface TSelection<TRow> {
  ids: readonly TRowId[];
  onChange: (ids: TRowId[]) => void;
  isRowSelectable?: (row: TRow) => boolean;
}

/**
 * The checkbox column of a server list: one checkbox per row that may be chosen, and one in the title that chooses all
 * of them on the page, or none. The screen keeps the chosen ids (`selection`).
 */
export function selectionColumn<TRow>(
  selection: TSelection<TRow>,
  rows: readonly TRow[],
  getRowId: (row: TRow) => TRowId,
  t: TFunction,
): TLeadingColumn<TRow> {
  const chosen = new Set(selection.ids);
  const canChoose = (row: TRow) => selection.isRowSelectable?.(row) ?? true;
  const choosableIds = rows.filter(canChoose).map(getRowId);
  const allChosen = choosableIds.length > 0 && choosableIds.every((id) => chosen.has(id));
  const someChosen = choosableIds.some((id) => chosen.has(id));
  /** Adds rows to the chosen ones or takes them out. */
  const choose = (ids: readonly TRowId[], on: boolean) =>
    selection.onChange(on ? [...new Set([...selection.ids, ...ids])] : selection.ids.filter((id) => !ids.includes(id)));
  return {
    head: (
      <Checkbox
        checked={allChosen}
        indeterminate={someChosen && !allChosen}
        disabled={choosableIds.length === 0}
        onChange={(event) => choose(choosableIds, event.target.checked)}
        slotProps={{ input: { 'aria-label': t('grid.selectAllRows') } }}
      />
    ),
    cell: (row) => (
      <Checkbox
        checked={chosen.has(getRowId(row))}
        disabled={!canChoose(row)}
        onChange={(event) => choose([getRowId(row)], event.target.checked)}
        slotProps={{ input: { 'aria-label': t('grid.selectRow') } }}
      />
    ),
    isSelected: (row) => chosen.has(getRowId(row)),
  };
}
