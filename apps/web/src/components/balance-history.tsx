import { addDays, formatInstant, USER_ENDPOINTS, type TBalanceEntry, type TBalanceHistoryRequest } from '@frs/contract';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import type { TListColumn } from './list/list-column';
import { useQuery } from '@tanstack/react-query';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { ListQueryTable } from './list/list-query-table';
import type { TServerPage } from './list/server-page';
import { formatAmd } from '../lib/format';
import { useLedgerReasonText } from '../lib/ledger-reason';
import { downloadListExport } from '../lib/list-export';
import { balanceHistoryQuery } from '../lib/queries';
import { DateField } from './form/date-field';
import { ExportMenu } from './list/export-menu';
import { useListState } from './list/use-list-state';

/** A day typed in the date input (yyyy-mm-dd) as the instant it starts at in the reader's time zone. */
function startOfLocalDay(day: string): string {
  return new Date(`${day}T00:00:00`).toISOString();
}

/** The period as the URL holds it: the days typed (yyyy-mm-dd), empty for no bound. */
const NO_PERIOD = { from: '', to: '' };

/**
 * The URL parameters of the history start with this (`?ledger-from=…&ledger-page=2`): it sits on pages that keep
 * state of their own in the URL.
 */
export const BALANCE_HISTORY_PREFIX = 'ledger-';

export function historyRequest(page: TServerPage, from: string, to: string): TBalanceHistoryRequest {
  return {
    page: page.page,
    pageSize: page.pageSize,
    sortOrder: page.sortOrder,
    ...(page.sortField === 'createdAt' ? { sortField: 'createdAt' as const } : {}),
    ...(from ? { from: startOfLocalDay(from) } : {}),
    // "To" includes its whole day: the range ends where the next day starts.
    ...(to ? { to: startOfLocalDay(addDays(to, 1)) } : {}),
  };
}

/**
 * A user's ledger, newest first, within an optional period, paged on the server (/agents/:id and /profile), its
 * period, page and order in the URL (under `BALANCE_HISTORY_PREFIX`), and Export (CSV or XLSX) of the period's
 * entries in the same order.
 */
export function BalanceHistory({ userId }: { userId: number }) {
  const { t } = useTranslation();
  const amd = t('header.amdSign');
  const reasonText = useLedgerReasonText();
  const { page, setPage, filters, changeFilter } = useListState({
    filters: NO_PERIOD,
    sortField: 'createdAt',
    sortOrder: 'desc',
    prefix: BALANCE_HISTORY_PREFIX,
  });
  const request = historyRequest(page, filters.from, filters.to);
  const history = useQuery(balanceHistoryQuery(userId, request));

  const columns = useMemo<TListColumn<TBalanceEntry>[]>(
    () => [
      {
        field: 'createdAt',
        headerName: t('agentInfo.date'),
        minWidth: 150,
        cell: (row) => formatInstant(row.createdAt),
      },
      {
        field: 'kind',
        headerName: t('agentInfo.kind'),
        minWidth: 170,
        sortable: false,
        cell: (row) => t(`entryKinds.${row.kind}`),
      },
      {
        field: 'amount',
        headerName: t('agentInfo.amount'),
        numeric: true,
        minWidth: 140,
        sortable: false,
        cell: (row) => formatAmd(row.amount, amd),
      },
      {
        field: 'balanceAfter',
        headerName: t('agentInfo.balanceAfter'),
        numeric: true,
        minWidth: 150,
        sortable: false,
        cell: (row) => formatAmd(row.balanceAfter, amd),
      },
      {
        field: 'reason',
        headerName: t('agentInfo.reason'),
        minWidth: 160,
        sortable: false,
        cell: (row) => reasonText(row),
      },
      {
        field: 'actor',
        headerName: t('agentInfo.by'),
        minWidth: 130,
        sortable: false,
        cell: (row) => row.actor?.name ?? '',
      },
      {
        field: 'counterparty',
        headerName: t('agentInfo.counterparty'),
        minWidth: 130,
        sortable: false,
        cell: (row) => row.counterparty?.name ?? '',
      },
    ],
    [t, amd, reasonText],
  );

  return (
    <Box component="section" aria-labelledby="balance-history-title" sx={{ mt: 3 }}>
      <Typography id="balance-history-title" component="h2" variant="h6" sx={{ mb: 1.5 }}>
        {t('agentInfo.history')}
      </Typography>
      <Box sx={{ display: 'flex', gap: 1.5, flexWrap: 'wrap', alignItems: 'center', mb: 1.5 }}>
        {(['from', 'to'] as const).map((key) => (
          <DateField
            key={key}
            size="small"
            label={t(`agentInfo.${key}`)}
            value={filters[key]}
            onChange={(next) => changeFilter({ [key]: next })}
            testId={`history-${key}`}
          />
        ))}
        <Box sx={{ flexGrow: 1 }} />
        <ExportMenu
          onExport={(format) => {
            const { page: _page, pageSize: _pageSize, ...periodAndOrder } = request;
            return downloadListExport(USER_ENDPOINTS.balanceHistoryExport, {
              params: { id: userId },
              body: { ...periodAndOrder, format },
            });
          }}
          testId="balance-history-export"
        />
      </Box>
      <ListQueryTable
        list={history}
        columns={columns}
        page={page}
        onPageChange={(next) => setPage({ ...next, sortField: 'createdAt' })}
        getRowId={(row) => row.id}
        label={t('agentInfo.history')}
        testId="balance-history-grid"
      />
    </Box>
  );
}
