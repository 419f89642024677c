import type { TExportFormat, TOrderStatus } from '@frs/contract';
import type { TListColumn } from '../list/list-column';
import type { UseQueryResult } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { orderPagePath } from '../../lib/order-page-path';
import type { TWebProductLine } from '../../lib/product-lines';
import { toggle } from '../../lib/toggle';
import type { TServerPage } from '../list/server-page';
import { PageTitle } from '../page-title';
import {
  AgentAndPnrFilters,
  OrderListGrid,
  OrderListNotice,
  StatusFilterChips,
  statusesOf,
  type TOrderRow,
} from './order-list-parts';
import { ReservationTabs } from './reservation-tabs';

/** The filters every reservation list keeps in its URL (each line adds its own). */
interface TReservationFilters {
  statuses: string;
  agentId: string;
  pnr: string;
}

/** What a line's list screen hands the kit: its list state (useOrderListState), and what differs per line. */
export interface TReservationsPageProps<TRow extends TOrderRow, TFilters extends TReservationFilters> {
  /** The line's declaration (lib/product-lines.ts): its routes and test ids. */
  line: TWebProductLine;
  /** The line's order statuses, in the order of the status chips. */
  statuses: readonly TOrderStatus[];
  state: {
    page: TServerPage;
    setPage: (page: TServerPage) => void;
    filters: TFilters;
    changeFilter: (patch: Partial<TFilters>, options?: { replace?: boolean }) => void;
    notice: string | null;
    setNotice: (notice: string | null) => void;
  };
  isStaff: boolean;
  /** Chips of the line's own beside the status chips (the flight list's "flight N" filter). */
  statusChips?: ReactNode;
  /** The line's filters after the agent and the PNR, and the filters' grid columns per breakpoint. */
  filters: ReactNode;
  filterColumns: Record<string, string>;
  onExport: (format: TExportFormat) => Promise<void>;
  list: UseQueryResult<{ result: readonly TRow[]; count: number; countCapped?: boolean }>;
  columns: TListColumn<TRow>[];
  /** The dialog of the quick action open, if any. */
  dialog: ReactNode;
}

/**
 * A product line's reservations list screen (/reservations/flight, /hotel, /package): the title, the line tabs, the
 * notice of the last quick action, the status chips, the agent and PNR filters then the line's own, Export and the
 * grid, where a row opens its order's page. The line brings its columns, filters, list call and operation dialog.
 */
export function LineReservationsPage<TRow extends TOrderRow, TFilters extends TReservationFilters>({
  line,
  statuses: lineStatuses,
  state,
  isStaff,
  statusChips,
  filters,
  filterColumns,
  onExport,
  list,
  columns,
  dialog,
}: TReservationsPageProps<TRow, TFilters>) {
  const { t } = useTranslation();
  const { page, setPage, notice, setNotice, changeFilter } = state;
  const title = t(`routes.${line.routes.reservations}`);
  const testIdPrefix = line.testIds.list;
  const statuses = statusesOf(state.filters.statuses, lineStatuses);
  const pathOf = (id: number) => orderPagePath(line.line, id);
  return (
    <>
      <PageTitle title={title} />
      <ReservationTabs current={line.line} />
      <OrderListNotice notice={notice} onClose={() => setNotice(null)} testId={`${testIdPrefix}-notice`} />
      <StatusFilterChips
        statuses={lineStatuses}
        selected={statuses}
        onToggle={(status) => changeFilter({ statuses: toggle(statuses, status).join(',') } as Partial<TFilters>)}
        line={line.line}
        testIdPrefix={testIdPrefix}
      >
        {statusChips}
      </StatusFilterChips>
      <OrderListGrid
        filterColumns={filterColumns}
        filters={
          <>
            <AgentAndPnrFilters
              isStaff={isStaff}
              filters={state.filters}
              changeFilter={(patch, options) => changeFilter(patch as Partial<TFilters>, options)}
              testIdPrefix={testIdPrefix}
            />
            {filters}
          </>
        }
        onExport={onExport}
        list={list}
        columns={columns}
        page={page}
        onPageChange={setPage}
        title={title}
        pathOf={pathOf}
        testIdPrefix={testIdPrefix}
      />
      {dialog}
    </>
  );
}
