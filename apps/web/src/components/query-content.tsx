import Alert from '@mui/material/Alert';
import type { UseQueryResult } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { ApiError } from '../lib/api-client';
import { Spinner } from './spinner';

/**
 * What a screen shows for a query: a spinner while it loads, the server's message if it fails, and its content once
 * the data is there. `whenNotFound` renders a 404 as content (settings not saved yet) instead of an error.
 */
export function QueryContent<TData>({
  query,
  children,
  whenNotFound,
}: {
  query: UseQueryResult<TData>;
  children: (data: TData) => ReactNode;
  whenNotFound?: () => ReactNode;
}) {
  const { t } = useTranslation();
  if (query.isPending) return <Spinner />;
  if (query.isError) {
    if (whenNotFound && query.error instanceof ApiError && query.error.status === 404) return whenNotFound();
    return (
      <Alert severity="error">{query.error instanceof ApiError ? query.error.message : t('errors.GENERIC')}</Alert>
    );
  }
  return children(query.data);
}
