import type { TListSort } from './list-table';

/** What a column sorts by in the browser: text in the interface language's order, a number, or no before yes. */
export type TSortValue = string | number | boolean;

/**
 * The rows in the order of `sortValue` (`sort.order`), rows of equal value in the order they came in; without a
 * `sortValue` (no column sorts them yet) as they came. Text compares as the language orders it, digits as numbers
 * ("Y2" before "Y10"), whatever the case.
 */
export function sortRows<TRow>(
  rows: readonly TRow[],
  sortValue: ((row: TRow) => TSortValue) | undefined,
  order: TListSort['order'],
  language: string,
): readonly TRow[] {
  if (!sortValue) return rows;
  const collator = new Intl.Collator(language, { numeric: true, sensitivity: 'base' });
  const direction = order === 'asc' ? 1 : -1;
  const keyed = rows.map((row) => ({ row, key: sortValue(row) }));
  keyed.sort(({ key: a }, { key: b }) => {
    const compared = typeof a === 'string' && typeof b === 'string' ? collator.compare(a, b) : Number(a) - Number(b);
    return compared * direction;
  });
  return keyed.map(({ row }) => row);
}
