import { DEFAULT_PAGE_SIZE } from '@frs/contract';
import { useCallback, useMemo, useState } from 'react';
import { useSearchParams } from 'react-router';
import { PAGE_SIZE_OPTIONS, type TServerPage } from './server-page';

/**
 * The list toolkit's state: a list screen's page, sort and filters live in the URL (`?status=booked&sort=-createdAt
 * &page=2`), so that a filtered list can be bookmarked and shared, and the back button returns to the previous
 * filters. Values the URL does not hold are the defaults, and are left out of it. The URL's page counts from 1 (for
 * people); the table's from 0.
 *
 * A filter is text (a list of values is comma-separated: `splitListParam`). Choosing a filter adds a history entry;
 * typing in a text box (`{ replace: true }`) replaces the current one, so that Back does not go letter by letter.
 */

export type TListFilters = Record<string, string>;

export interface TListStateOptions<TFilters extends TListFilters> {
  /** Every filter with its empty value: the keys are the URL's parameters. */
  filters: TFilters;
  /** The sort when the URL names none (undefined: the server's default order). */
  sortField?: string;
  sortOrder?: 'asc' | 'desc';
  /** A prefix of the parameters, when one screen shows two lists. */
  prefix?: string;
}

export interface TListState<TFilters extends TListFilters> {
  page: TServerPage;
  setPage: (page: TServerPage) => void;
  filters: TFilters;
  /** Changes some filters and goes back to the first page. */
  changeFilter: (patch: Partial<TFilters>, options?: { replace?: boolean }) => void;
  /** Every filter back to its empty value. */
  clearFilters: () => void;
}

function pageNumber(text: string | null): number {
  const value = Number(text);
  return Number.isInteger(value) && value >= 1 ? value - 1 : 0;
}

function pageSizeOf(text: string | null): number {
  const value = Number(text);
  return PAGE_SIZE_OPTIONS.includes(value) ? value : DEFAULT_PAGE_SIZE;
}

/** The values of a comma-separated filter, those of `allowed` only (a hand-edited URL cannot send others). */
export function splitListParam<TValue extends string>(text: string, allowed: readonly TValue[]): TValue[] {
  return text.split(',').filter((value): value is TValue => (allowed as readonly string[]).includes(value));
}

export function useListState<TFilters extends TListFilters>(
  options: TListStateOptions<TFilters>,
): TListState<TFilters> {
  const [routerParams, setParams] = useSearchParams();
  const { filters: empty, prefix = '' } = options;
  // A stable function: the callbacks below depend on it, and change only with the prefix.
  const key = useCallback((name: string) => `${prefix}${name}`, [prefix]);
  const routerQuery = routerParams.toString();
  // The router renders a navigation as a transition, after the render of the keystroke that asked for it: until it
  // has rendered this hook's latest write, the state is that write (a text box typed in quickly keeps every letter,
  // and each change builds on the one before). A URL that none of the writes made (Back) ends the wait.
  const [pending, setPending] = useState<{ from: string; writes: readonly string[] } | null>(null);
  const latestWrite = pending?.writes.at(-1);
  const catchingUp =
    pending !== null &&
    routerQuery !== latestWrite &&
    (routerQuery === pending.from || pending.writes.includes(routerQuery));
  if (pending !== null && !catchingUp) setPending(null);
  const query = catchingUp && latestWrite !== undefined ? latestWrite : routerQuery;
  const params = useMemo(() => new URLSearchParams(query), [query]);

  const state = useMemo(() => {
    const sortText = params.get(key('sort'));
    const sortField = sortText ? sortText.replace(/^-/, '') : options.sortField;
    const sortOrder: 'asc' | 'desc' = sortText
      ? sortText.startsWith('-')
        ? 'desc'
        : 'asc'
      : (options.sortOrder ?? 'asc');
    const page: TServerPage = {
      page: pageNumber(params.get(key('page'))),
      pageSize: pageSizeOf(params.get(key('size'))),
      sortOrder,
      ...(sortField ? { sortField } : {}),
    };
    const filters = Object.fromEntries(
      Object.entries(empty).map(([name, fallback]) => [name, params.get(key(name)) ?? fallback]),
    ) as TFilters;
    return { page, filters };
    // `params` is memoized on the URL's text, and `empty` is a screen's constant: the state changes with the URL only.
  }, [params, key, empty, options.sortField, options.sortOrder]);

  const update = useCallback(
    (change: (next: URLSearchParams) => void, replace = false) => {
      const next = new URLSearchParams(query);
      change(next);
      const written = next.toString();
      setPending((current) => ({ from: current?.from ?? routerQuery, writes: [...(current?.writes ?? []), written] }));
      setParams(next, { replace });
    },
    [setParams, query, routerQuery, setPending],
  );

  const setPage = useCallback(
    (page: TServerPage) =>
      update((next) => {
        const set = (name: string, value: string | undefined) =>
          value === undefined ? next.delete(key(name)) : next.set(key(name), value);
        set('page', page.page > 0 ? String(page.page + 1) : undefined);
        set('size', page.pageSize === DEFAULT_PAGE_SIZE ? undefined : String(page.pageSize));
        const isDefaultSort = page.sortField === options.sortField && page.sortOrder === (options.sortOrder ?? 'asc');
        set(
          'sort',
          !page.sortField || isDefaultSort ? undefined : `${page.sortOrder === 'desc' ? '-' : ''}${page.sortField}`,
        );
      }),
    [update, key, options.sortField, options.sortOrder],
  );

  const changeFilter = useCallback(
    (patch: Partial<TFilters>, changeOptions: { replace?: boolean } = {}) =>
      update((next) => {
        for (const [name, value] of Object.entries(patch)) {
          if (value === undefined || value === empty[name]) next.delete(key(name));
          else next.set(key(name), value);
        }
        next.delete(key('page'));
      }, changeOptions.replace),
    [update, key, empty],
  );

  const clearFilters = useCallback(
    () =>
      update((next) => {
        for (const name of [...Object.keys(empty), 'page']) next.delete(key(name));
      }),
    [update, key, empty],
  );

  return { ...state, setPage, changeFilter, clearFilters };
}
