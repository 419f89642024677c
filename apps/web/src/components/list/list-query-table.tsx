import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import type { UseQueryResult } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { ApiError } from '../../lib/api-client';
import { ServerTable, type TServerTableProps } from './server-table';

/**
 * The table of a server-side list call (`{ result, count }`): its page of rows, loading while it fetches; when the call
 * fails, an alert in the table's place with the server's message (or "loading failed") and, with `retry`, a button
 * that calls again.
 */
export function ListQueryTable<TRow>({
  list,
  retry = false,
  errorTestId,
  apiErrorText = (error) => error.message,
  ...table
}: Omit<TServerTableProps<TRow>, 'rows' | 'rowCount' | 'countCapped' | 'loading'> & {
  list: UseQueryResult<{ result: readonly TRow[]; count: number; countCapped?: boolean }>;
  retry?: boolean;
  errorTestId?: string;
  /** What the alert says of a failure the server explained. */
  apiErrorText?: (error: ApiError) => string;
}) {
  const { t } = useTranslation();
  if (list.isError) {
    return (
      <Alert
        severity="error"
        data-testid={errorTestId}
        action={
          retry ? (
            <Button color="inherit" size="small" onClick={() => void list.refetch()}>
              {t('common.retry')}
            </Button>
          ) : undefined
        }
      >
        {list.error instanceof ApiError ? apiErrorText(list.error) : t('common.loadingFailed')}
      </Alert>
    );
  }
  return (
    <ServerTable
      rows={list.data?.result ?? []}
      rowCount={list.data?.count ?? 0}
      countCapped={list.data?.countCapped ?? false}
      loading={list.isFetching}
      {...table}
    />
  );
}
