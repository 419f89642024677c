import { useCallback, useMemo } from 'react';
import { useSearchParams } from 'react-router';
import { NO_REPORT_FILTERS, type TReportFilters } from './report-request';

/**
 * The report's request in the URL (`useSearchParams`; the list toolkit's `useListState` would bring the data grid's
 * code, which this screen does not show): a value left empty is left out. A choice adds a history entry, so Back
 * returns to the previous report; a date typed in (`replace`) replaces the current one.
 */
export function useReportFilters() {
  const [params, setParams] = useSearchParams();
  const query = params.toString();
  const filters = useMemo(
    () =>
      Object.fromEntries(
        Object.keys(NO_REPORT_FILTERS).map((name) => [name, params.get(name) ?? '']),
      ) as TReportFilters,
    // The URL's text is the state: a new params object with the same text changes nothing.
    // eslint-disable-next-line react-hooks/exhaustive-deps
    [query],
  );
  const changeFilters = useCallback(
    (patch: Partial<TReportFilters>, options: { replace?: boolean } = {}) =>
      setParams(
        (current) => {
          const next = new URLSearchParams(current);
          for (const [name, value] of Object.entries(patch)) {
            if (value) next.set(name, value);
            else next.delete(name);
          }
          return next;
        },
        { replace: options.replace ?? false },
      ),
    [setParams],
  );
  const clearFilters = useCallback(() => setParams(new URLSearchParams()), [setParams]);
  return { filters, changeFilters, clearFilters };
}
