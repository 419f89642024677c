import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { ApiError } from '../../lib/api-client';
import { Spinner } from '../spinner';

/**
 * A line's search tab (flights, hotels, packages): its form, then why the search failed, a spinner until the first
 * answer, and the answer: `emptyText` when it found nothing, else the line's results (`children`). `above` goes over
 * either (the flights' price calendar). Before the first search (`search` null) only the form shows.
 */
export function SearchTabLayout<TSearch, TData>({
  form,
  search,
  results,
  isEmpty,
  emptyText,
  testIdPrefix,
  above,
  children,
}: {
  form: ReactNode;
  search: TSearch | null;
  results: { isError: boolean; error: unknown; isPending: boolean; data: TData | undefined };
  isEmpty: (data: TData) => boolean;
  emptyText: string;
  /** `<prefix>-error`, `<prefix>-empty`. */
  testIdPrefix: string;
  above?: (data: TData, search: TSearch) => ReactNode;
  children: (data: TData, search: TSearch) => ReactNode;
}) {
  const { t } = useTranslation();
  return (
    <Box sx={{ display: 'grid', gap: 2, minWidth: 0 }}>
      {form}
      {results.isError && (
        <Alert severity="error" data-testid={`${testIdPrefix}-error`}>
          {results.error instanceof ApiError ? results.error.message : t('errors.GENERIC')}
        </Alert>
      )}
      {search !== null && results.isPending && <Spinner />}
      {search !== null && results.data && (
        <>
          {above?.(results.data, search)}
          {isEmpty(results.data) ? (
            <Alert severity="info" data-testid={`${testIdPrefix}-empty`}>
              {emptyText}
            </Alert>
          ) : (
            children(results.data, search)
          )}
        </>
      )}
    </Box>
  );
}
