import { formatInstant, type TOrderStatus } from '@frs/contract';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Link from '@mui/material/Link';
import type { GridColDef, GridValidRowModel } from '@mui/x-data-grid';
import type { TFunction } from 'i18next';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';
import { Countdown } from './countdown';
import { orderDeadline } from './order-deadline';
import { OrderStatusChip } from './order-status-chip';

/**
 * The pieces both reservation lists (/reservations/flight and /reservations/hotel) are made of: the status chips
 * above the filters, and the columns every order row has (its PNR as a link, its status with the countdown, when it
 * was made, and the quick actions its `operations` allow). Each line adds the columns of its own product.
 */

interface TOrderRow extends GridValidRowModel {
  id: number;
  pnr: string;
  status: TOrderStatus;
  holdExpiresAt: string | null;
  bookingExpiresAt: string | null;
}

/** The status filter: one chip a status, pressed while it filters; `children` adds chips of the line's own. */
export function StatusFilterChips<TStatus extends TOrderStatus>({
  statuses,
  selected,
  onToggle,
  testIdPrefix,
  children,
}: {
  statuses: readonly TStatus[];
  selected: readonly TStatus[];
  onToggle: (status: TStatus) => void;
  testIdPrefix: string;
  children?: ReactNode;
}) {
  const { t } = useTranslation();
  return (
    <Box
      role="group"
      aria-label={t('reservations.statusFilter')}
      sx={{ display: 'flex', flexWrap: 'wrap', gap: 1, mb: 1.5 }}
      data-testid={`${testIdPrefix}-statuses`}
    >
      {statuses.map((status) => {
        const pressed = selected.includes(status);
        return (
          <Chip
            key={status}
            label={t(`orderStatuses.${status}`)}
            clickable
            color={pressed ? 'primary' : 'default'}
            variant={pressed ? 'filled' : 'outlined'}
            aria-pressed={pressed}
            onClick={() => onToggle(status)}
            data-testid={`${testIdPrefix}-status-${status}`}
          />
        );
      })}
      {children}
    </Box>
  );
}

/** The PNR, a link to the order's page (the row's click opens it too; the link opens it in a new tab as well). */
export function pnrColumn<TRow extends TOrderRow>(
  t: TFunction,
  { pathOf, testIdPrefix }: { pathOf: (id: number) => string; testIdPrefix: string },
): GridColDef<TRow> {
  return {
    field: 'pnr',
    headerName: t('order.pnr'),
    width: 90,
    renderCell: ({ row }) => (
      <Link
        component={RouterLink}
        to={pathOf(row.id)}
        onClick={(event) => event.stopPropagation()}
        aria-label={t('reservations.open', { pnr: row.pnr })}
        data-testid={`${testIdPrefix}-link-${row.id}`}
        sx={{ fontFamily: 'monospace', fontWeight: 600 }}
      >
        {row.pnr}
      </Link>
    ),
  };
}

/** The status chip, and under it the live countdown of a hold or an unpaid booking. */
export function statusColumn<TRow extends TOrderRow>(
  t: TFunction,
  { minWidth, testIdPrefix }: { minWidth: number; testIdPrefix: string },
): GridColDef<TRow> {
  return {
    field: 'status',
    headerName: t('reservations.columns.status'),
    minWidth,
    renderCell: ({ row }) => {
      const deadline = orderDeadline(row);
      return (
        <Box sx={{ display: 'flex', alignItems: 'center', gap: 1, py: 0.5, flexWrap: 'wrap' }}>
          <OrderStatusChip status={row.status} testId={`${testIdPrefix}-status-${row.id}`} />
          {deadline && (
            <Countdown
              expiresAt={deadline}
              label={t('reservations.timeLeft')}
              testId={`${testIdPrefix}-countdown-${row.id}`}
            />
          )}
        </Box>
      );
    },
  };
}

/** When the order was made, in the reader's zone. */
export function createdColumn<TRow extends TOrderRow>(t: TFunction, minWidth: number): GridColDef<TRow> {
  return {
    field: 'createdAt',
    headerName: t('reservations.columns.created'),
    minWidth,
    valueFormatter: (value: string) => formatInstant(value),
  };
}

/** A button a quick operation the row's `operations` allow (the ones a dialog of a confirmation is enough for). */
export function actionsColumn<
  TAny extends string,
  TOperation extends TAny,
  TRow extends TOrderRow & { operations: readonly TAny[] },
>(
  t: TFunction,
  options: {
    minWidth: number;
    isQuick: (operation: TAny) => operation is TOperation;
    isDestructive: (operation: TOperation) => boolean;
    labelOf: (operation: TOperation) => string;
    onAction: (operation: TOperation, row: TRow) => void;
    testIdPrefix: string;
  },
): GridColDef<TRow> {
  return {
    field: 'actions',
    headerName: t('common.actions'),
    sortable: false,
    minWidth: options.minWidth,
    flex: 1,
    renderCell: ({ row }) => (
      <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 0.5, py: 0.5 }} onClick={(event) => event.stopPropagation()}>
        {row.operations.filter(options.isQuick).map((operation) => (
          <Button
            key={operation}
            size="small"
            variant="outlined"
            color={options.isDestructive(operation) ? 'error' : 'primary'}
            onClick={() => options.onAction(operation, row)}
            data-testid={`${options.testIdPrefix}-action-${row.id}-${operation}`}
          >
            {options.labelOf(operation)}
          </Button>
        ))}
      </Box>
    ),
  };
}
