import { formatInstant, type TExportFormat, type TOrderStatus, type TProductLine } from '@frs/contract';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Link from '@mui/material/Link';
import TextField from '@mui/material/TextField';
import type { TListColumn } from '../list/list-column';
import type { UseQueryResult } from '@tanstack/react-query';
import type { TFunction } from 'i18next';
import { useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink, useNavigate } from 'react-router';
import type { TServerPage } from '../list/server-page';
import { ListScreen } from '../list/list-screen';
import { splitListParam, useListState, type TListFilters } from '../list/use-list-state';
import { AgentFilter } from './agent-filter';
import { Countdown } from './countdown';
import { orderDeadline } from './order-deadline';
import { OrderStatusChip } from './order-status-chip';
import { orderStatusKey } from './order-status-text';

/**
 * The pieces every reservation list (/reservations/flight, /hotel, /package) is made of: its state (page, sort and
 * filters in the URL through the list toolkit's `useListState`, the quick action open, the notice of the last one
 * done), the notice, the status chips and the text filters above the grid, the list screen (filters, Export, grid),
 * and the columns every order row has (its PNR as a link, its status with the countdown, when it was made, and the
 * quick actions its `operations` allow). Each line adds the filters and columns of its own.
 */

export interface TOrderRow {
  id: number;
  pnr: string;
  status: TOrderStatus;
  holdExpiresAt: string | null;
  bookingExpiresAt: string | null;
  createdAt: string;
}

/**
 * The status filter: one chip a status in the line's words, pressed while it filters; `children` adds chips of the
 * line's own.
 */
export function StatusFilterChips<TStatus extends TOrderStatus>({
  statuses,
  selected,
  onToggle,
  line,
  testIdPrefix,
  children,
}: {
  statuses: readonly TStatus[];
  line: TProductLine;
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
            label={t(orderStatusKey(status, line))}
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
): TListColumn<TRow> {
  return {
    field: 'pnr',
    headerName: t('order.pnr'),
    width: 90,
    cell: (row) => (
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
  { minWidth, testIdPrefix, line }: { minWidth: number; testIdPrefix: string; line: TProductLine },
): TListColumn<TRow> {
  return {
    field: 'status',
    headerName: t('reservations.columns.status'),
    minWidth,
    cell: (row) => {
      const deadline = orderDeadline(row);
      return (
        <Box sx={{ display: 'flex', alignItems: 'center', gap: 1, py: 0.5, flexWrap: 'wrap' }}>
          <OrderStatusChip status={row.status} line={line} testId={`${testIdPrefix}-status-${row.id}`} />
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
export function createdColumn<TRow extends TOrderRow>(t: TFunction, minWidth: number): TListColumn<TRow> {
  return {
    field: 'createdAt',
    headerName: t('reservations.columns.created'),
    minWidth,
    cell: (row) => formatInstant(row.createdAt),
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
): TListColumn<TRow> {
  return {
    field: 'actions',
    headerName: t('common.actions'),
    sortable: false,
    minWidth: options.minWidth,
    cell: (row) => (
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

/**
 * The state of a reservation list: the grid's page (newest first) and the filters, in the URL (a filter's change
 * goes back to the first page; a list of values is comma-separated), the quick action whose dialog is open, and the
 * notice of the last one done.
 */
export function useOrderListState<TFilters extends TListFilters, TAction>(noFilters: TFilters, line: TProductLine) {
  const { t } = useTranslation();
  const list = useListState({ filters: noFilters, sortField: 'createdAt', sortOrder: 'desc' });
  const [action, setAction] = useState<TAction | null>(null);
  const [notice, setNotice] = useState<string | null>(null);
  /** Says which order the quick action left in which status. */
  const actionDone = (order: { pnr: string; status: TOrderStatus }) =>
    setNotice(t('reservations.done', { pnr: order.pnr, status: t(orderStatusKey(order.status, line)) }));
  return { ...list, action, setAction, notice, setNotice, actionDone };
}

/** The statuses a list's URL filter holds ("hold,booked"), those of `allowed` only. */
export function statusesOf<TStatus extends TOrderStatus>(text: string, allowed: readonly TStatus[]): TStatus[] {
  return text ? splitListParam(text, allowed) : [];
}

/**
 * What every reservation list asks the server for, from the grid's page and the URL filters: the page, the sort (a
 * field the line sorts by, else the server's default), the agent and the beginning of the PNR; empty ones left out.
 */
export function orderListPageRequest<TSortField extends string>(
  page: TServerPage,
  sortFields: readonly TSortField[],
  filters: { agentId: string; pnr: string },
) {
  const sortField = sortFields.find((field) => field === page.sortField);
  const agentId = idOf(filters.agentId);
  const pnr = filters.pnr.trim().toUpperCase();
  return {
    page: page.page,
    pageSize: page.pageSize,
    sortOrder: page.sortOrder,
    ...(sortField ? { sortField } : {}),
    ...(agentId !== null ? { agentId } : {}),
    ...(pnr ? { pnr } : {}),
  };
}

/** An id a list's URL filter holds (an agent, a hotel, a flight), or null when it holds none or no valid one. */
export function idOf(text: string): number | null {
  const value = Number(text);
  return text !== '' && Number.isSafeInteger(value) && value > 0 ? value : null;
}

/** An id as a list's URL filter holds it ('' for none). */
export function idText(id: number | null): string {
  return id === null ? '' : String(id);
}

/** The notice of the last quick action done, until closed. */
export function OrderListNotice({
  notice,
  onClose,
  testId,
}: {
  notice: string | null;
  onClose: () => void;
  testId: string;
}) {
  if (!notice) return null;
  return (
    <Alert severity="success" onClose={onClose} sx={{ mb: 2 }} data-testid={testId}>
      {notice}
    </Alert>
  );
}

/**
 * A text filter of the list (the PNR, a name), filtering as it is typed; the screen changes its URL filter with
 * `{ replace: true }`, so that Back does not go letter by letter.
 */
export function TextFilter({
  label,
  value,
  onChange,
  testId,
  maxLength,
}: {
  label: string;
  value: string;
  onChange: (value: string) => void;
  testId: string;
  maxLength?: number;
}) {
  return (
    <TextField
      size="small"
      label={label}
      value={value}
      onChange={(event) => onChange(event.target.value)}
      slotProps={{ htmlInput: { 'data-testid': testId, maxLength } }}
    />
  );
}

/**
 * The filters every reservation list starts with: the agent (the staff's; an agent sees only its own orders) and the
 * beginning of the PNR.
 */
export function AgentAndPnrFilters({
  isStaff,
  filters,
  changeFilter,
  testIdPrefix,
}: {
  isStaff: boolean;
  filters: { agentId: string; pnr: string };
  changeFilter: (patch: { agentId?: string; pnr?: string }, options?: { replace?: boolean }) => void;
  testIdPrefix: string;
}) {
  const { t } = useTranslation();
  return (
    <>
      {isStaff && (
        <AgentFilter
          value={idOf(filters.agentId)}
          onChange={(agentId) => changeFilter({ agentId: idText(agentId) })}
          label={t('reservations.columns.agent')}
          testId={`${testIdPrefix}-agent`}
        />
      )}
      <TextFilter
        label={t('order.pnr')}
        value={filters.pnr}
        onChange={(value) => changeFilter({ pnr: value }, { replace: true })}
        testId={`${testIdPrefix}-pnr`}
        maxLength={6}
      />
    </>
  );
}

/**
 * The list's screen (the toolkit's `ListScreen`): the filter controls, the Export menu (CSV or XLSX of exactly what the
 * filters show) and the grid, where a row opens its order's page and a failed call says why, with a button to call
 * again.
 */
export function OrderListGrid<TRow extends TOrderRow>({
  list,
  columns,
  page,
  onPageChange,
  title,
  pathOf,
  testIdPrefix,
  filters,
  filterColumns,
  onExport,
}: {
  list: UseQueryResult<{ result: readonly TRow[]; count: number; countCapped?: boolean }>;
  columns: TListColumn<TRow>[];
  page: TServerPage;
  onPageChange: (page: TServerPage) => void;
  /** The page's title, which names the grid. */
  title: string;
  pathOf: (id: number) => string;
  /** `<prefix>-grid`, `<prefix>-error` and `<prefix>-export`. */
  testIdPrefix: string;
  /** The filter controls, in order, and their grid's columns per breakpoint. */
  filters: ReactNode;
  filterColumns: Record<string, string>;
  /** Downloads the list's export with the list's filters and sort. */
  onExport: (format: TExportFormat) => Promise<void>;
}) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  return (
    <ListScreen
      filters={filters}
      filterColumns={filterColumns}
      onExport={onExport}
      exportTestId={`${testIdPrefix}-export`}
      list={list}
      retry
      errorTestId={`${testIdPrefix}-error`}
      apiErrorText={(error) => Object.values(error.fieldErrors)[0] ?? error.message}
      columns={columns}
      page={page}
      onPageChange={onPageChange}
      getRowId={(row) => row.id}
      label={t('grid.label', { title })}
      testId={`${testIdPrefix}-grid`}
      onRowClick={(row) => void navigate(pathOf(row.id))}
    />
  );
}
