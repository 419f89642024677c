import { useCallback, useEffect, useMemo, useRef } from 'react';
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
  // The router applies a navigation a render late: a change right after another (two dates typed in quickly) builds
  // on this hook's last write, not on the URL the router still shows, so that neither change is lost.
  const latestQuery = useRef(query);
  useEffect(() => {
    latestQuery.current = query;
  }, [query]);
  const changeFilters = useCallback(
    (patch: Partial<TReportFilters>, options: { replace?: boolean } = {}) => {
      const next = new URLSearchParams(latestQuery.current);
      for (const [name, value] of Object.entries(patch)) {
        if (value) next.set(name, value);
        else next.delete(name);
      }
      latestQuery.current = next.toString();
      setParams(next, { replace: options.replace ?? false });
    },
    [setParams],
  );
  const clearFilters = useCallback(() => setParams(new URLSearchParams()), [setParams]);
  return { filters, changeFilters, clearFilters };
}
