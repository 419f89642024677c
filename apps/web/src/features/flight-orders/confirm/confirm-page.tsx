import {
  FLIGHT_ORDER_ENDPOINTS,
  FLIGHT_ORDER_SORT_FIELDS,
  routePath,
  type TFlightOrderListItem,
  type TFlightOrderListRequest,
} from '@frs/contract';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Link from '@mui/material/Link';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import Typography from '@mui/material/Typography';
import type { TListColumn } from '../../../components/list/list-column';
import { useQuery } from '@tanstack/react-query';
import { useMemo, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';
import { ConfirmDialog } from '../../../components/confirm-dialog';
import { Countdown } from '../../../components/orders/countdown';
import { PageTitle } from '../../../components/page-title';
import { ListQueryTable } from '../../../components/list/list-query-table';
import { ExportMenu } from '../../../components/list/export-menu';
import { useListState } from '../../../components/list/use-list-state';
import { ApiError } from '../../../lib/api-client';
import { useCurrentRole } from '../../../lib/current-user';
import { formatAmd } from '../../../lib/format';
import { downloadListExport } from '../../../lib/list-export';
import { newIdempotencyKey } from '../../../lib/idempotency-key';
import { useInvalidateAfterOrderChange } from '../../../lib/shared-orders-api';
import { sharedOrderColumns } from '../components/order-columns';
import { bookingToTicketing, orderListQuery } from '../api';

export interface TConfirmResult {
  orderId: number;
  pnr: string;
  ok: boolean;
  message: string;
}

const canConfirm = (row: TFlightOrderListItem) => row.operations.includes('bookingToTicketing');

/** The list has no filters of its own beyond its one status: its page and sort are its URL state. */
const NO_FILTERS = {};

/**
 * /confirm: booked orders awaiting ticketing, the soonest departure first. Each can be confirmed (booking to
 * ticketing) on its own, or several at once from the checkboxes: they are sent one after another, and the result
 * of each (ticketed, or the server's reason) is listed. Every order keeps its own Idempotency-Key until it
 * succeeds, so confirming a failed one again never charges twice. Page and sort are in the URL; Export downloads the
 * list's booked orders (CSV or XLSX) in its order.
 */
export default function ConfirmPage() {
  const { t } = useTranslation();
  const role = useCurrentRole();
  const amd = t('header.amdSign');
  const invalidate = useInvalidateAfterOrderChange();
  const { page, setPage } = useListState({ filters: NO_FILTERS, sortField: 'firstDepartureAt', sortOrder: 'asc' });
  const [selected, setSelected] = useState<number[]>([]);
  const [asking, setAsking] = useState<TFlightOrderListItem[] | null>(null);
  const [running, setRunning] = useState(false);
  const [results, setResults] = useState<TConfirmResult[]>([]);
  const keys = useRef(new Map<number, string>());
  const sortField = FLIGHT_ORDER_SORT_FIELDS.find((field) => field === page.sortField);
  const filtersAndSort = {
    sortOrder: page.sortOrder,
    ...(sortField ? { sortField } : {}),
    statuses: ['booked' as const],
  };
  const request: TFlightOrderListRequest = { page: page.page, pageSize: page.pageSize, ...filtersAndSort };
  const list = useQuery(orderListQuery(request));
  const rows = useMemo(() => list.data?.result ?? [], [list.data]);

  const confirm = async (orders: TFlightOrderListItem[]) => {
    setRunning(true);
    const outcome: TConfirmResult[] = [];
    // One after another: each charge is its own transaction, and a short balance stops only the orders it affects.
    for (const order of orders) {
      const key = keys.current.get(order.id) ?? newIdempotencyKey();
      keys.current.set(order.id, key);
      try {
        const ticketed = await bookingToTicketing(order.id, key);
        keys.current.delete(order.id);
        outcome.push({ orderId: order.id, pnr: order.pnr, ok: true, message: t(`orderStatuses.${ticketed.status}`) });
      } catch (error) {
        outcome.push({
          orderId: order.id,
          pnr: order.pnr,
          ok: false,
          message: error instanceof ApiError ? error.message : t('errors.GENERIC'),
        });
      }
    }
    setResults(outcome);
    setSelected((current) => current.filter((id) => outcome.some((result) => result.orderId === id && !result.ok)));
    setRunning(false);
    setAsking(null);
    await invalidate();
  };

  const columns = useMemo<TListColumn<TFlightOrderListItem>[]>(() => {
    const shared = sharedOrderColumns(t);
    const all: TListColumn<TFlightOrderListItem>[] = [
      {
        field: 'pnr',
        headerName: t('order.pnr'),
        minWidth: 100,
        cell: (row) => (
          <Link
            component={RouterLink}
            to={routePath('reservationEdit', { id: row.id })}
            data-testid={`confirm-link-${row.id}`}
            sx={{ fontFamily: 'monospace', fontWeight: 600 }}
          >
            {row.pnr}
          </Link>
        ),
      },
      {
        field: 'bookingExpiresAt',
        headerName: t('confirmPage.deadline'),
        sortable: false,
        minWidth: 120,
        cell: (row) =>
          row.bookingExpiresAt ? (
            <Countdown
              expiresAt={row.bookingExpiresAt}
              label={t('reservations.timeLeft')}
              testId={`confirm-countdown-${row.id}`}
            />
          ) : null,
      },
      {
        field: 'route',
        headerName: t('reservations.columns.route'),
        sortable: false,
        minWidth: 140,
        cell: (row) => row.route,
      },
      shared.departure,
      shared.agent,
      shared.payable,
      {
        field: 'actions',
        headerName: t('common.actions'),
        sortable: false,
        minWidth: 150,
        cell: (row) =>
          canConfirm(row) ? (
            <Button
              size="small"
              variant="outlined"
              onClick={(event) => {
                event.stopPropagation();
                setAsking([row]);
              }}
              data-testid={`confirm-one-${row.id}`}
            >
              {t('confirmPage.confirmOne')}
            </Button>
          ) : null,
      },
    ];
    return role === 'user' ? all.filter((column) => column.field !== 'agent') : all;
  }, [t, role]);

  const selectedRows = rows.filter((row) => selected.includes(row.id) && canConfirm(row));
  const failed = results.filter((result) => !result.ok).length;

  return (
    <>
      <PageTitle title={t('routes.confirm')} />
      <Typography variant="body2" color="text.secondary" sx={{ mb: 2 }}>
        {t('confirmPage.intro')}
      </Typography>
      {results.length > 0 && (
        <Alert
          severity={failed === 0 ? 'success' : failed === results.length ? 'error' : 'warning'}
          onClose={() => setResults([])}
          sx={{ mb: 2 }}
          data-testid="confirm-results"
        >
          <Typography variant="body2" sx={{ fontWeight: 600 }}>
            {t('confirmPage.summary', { ok: results.length - failed, failed })}
          </Typography>
          <List dense disablePadding>
            {results.map((result) => (
              <ListItem
                key={result.orderId}
                disableGutters
                data-testid={`confirm-result-${result.orderId}`}
                data-ok={result.ok}
              >
                {result.pnr}: {result.ok ? t('confirmPage.ok') : t('confirmPage.failed', { reason: result.message })}
              </ListItem>
            ))}
          </List>
        </Alert>
      )}
      <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 1, alignItems: 'center', mb: 1.5 }}>
        <Typography variant="body2" role="status" data-testid="confirm-selected-count" sx={{ flexGrow: 1 }}>
          {t('confirmPage.selected', { count: selectedRows.length })}
        </Typography>
        <ExportMenu
          onExport={(format) =>
            downloadListExport(FLIGHT_ORDER_ENDPOINTS.export, { body: { ...filtersAndSort, format } })
          }
          testId="confirm-export"
        />
        <Button
          variant="contained"
          disabled={selectedRows.length === 0}
          onClick={() => setAsking(selectedRows)}
          data-testid="confirm-bulk"
        >
          {t('confirmPage.confirmSelected', { count: selectedRows.length })}
        </Button>
      </Box>
      <ListQueryTable
        list={list}
        errorTestId="confirm-error"
        columns={columns}
        page={page}
        onPageChange={(next) => {
          setPage(next);
          setSelected([]);
        }}
        getRowId={(row) => row.id}
        label={t('grid.label', { title: t('routes.confirm') })}
        testId="confirm-grid"
        selection={{
          ids: selected,
          onChange: (ids) => setSelected(ids.map(Number)),
          isRowSelectable: canConfirm,
        }}
      />
      {asking && (
        <ConfirmDialog
          title={t('confirmPage.title', { count: asking.length })}
          text={t('confirmPage.text', {
            total: formatAmd(
              asking.reduce((sum, row) => sum + row.payable, 0),
              amd,
            ),
          })}
          confirmLabel={t('confirmPage.confirm')}
          confirmColor="primary"
          busy={running}
          onConfirm={() => void confirm(asking)}
          onClose={() => {
            if (!running) setAsking(null);
          }}
          testId="confirm-dialog"
        >
          <Typography variant="body2" sx={{ mt: 1 }} data-testid="confirm-dialog-pnrs">
            {asking.map((row) => row.pnr).join(', ')}
          </Typography>
        </ConfirmDialog>
      )}
    </>
  );
}
