import {
  FLIGHT_ORDER_ENDPOINTS,
  FLIGHT_ORDER_SORT_FIELDS,
  ORDER_STATUSES,
  routePath,
  type TFlightOrderListItem,
  type TFlightOrderListRequest,
} from '@frs/contract';
import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import Typography from '@mui/material/Typography';
import type { TListColumn } from '../../../components/list/list-column';
import { useQuery } from '@tanstack/react-query';
import { lazy, Suspense, useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import {
  actionsColumn,
  createdColumn,
  idOf,
  orderListPageRequest,
  pnrColumn,
  statusColumn,
  statusesOf,
  TextFilter,
  useOrderListState,
} from '../../../components/orders/order-list-parts';
import type { TServerPage } from '../../../components/list/server-page';
import { DateField } from '../../../components/form/date-field';
import { useCurrentRole } from '../../../lib/current-user';
import { downloadListExport } from '../../../lib/list-export';
import { useDebouncedValue } from '../../../lib/use-debounced-value';
import { sharedOrderColumns } from '../components/order-columns';
import { orderListQuery } from '../api';
import { isSimpleOperation, type TSimpleOperation } from './simple-operations';
import { LineReservationsPage } from '../../../components/orders/reservations-page';
import { WEB_PRODUCT_LINE } from '../../../lib/product-lines';

/** The filters as the URL holds them (empty: not filtered; statuses comma-separated; ids as text). */
export const NO_ORDER_FILTERS = {
  statuses: '',
  agentId: '',
  pnr: '',
  passengerName: '',
  startDate: '',
  endDate: '',
  flightId: '',
};
export type TOrderFilters = typeof NO_ORDER_FILTERS;

/** The list call from the grid's page and the filters; empty filters are left out. */
export function orderListRequest(page: TServerPage, filters: TOrderFilters): TFlightOrderListRequest {
  const flightId = idOf(filters.flightId);
  return {
    ...orderListPageRequest(page, FLIGHT_ORDER_SORT_FIELDS, filters),
    statuses: statusesOf(filters.statuses, ORDER_STATUSES),
    ...(filters.passengerName.trim() ? { passengerName: filters.passengerName.trim() } : {}),
    ...(flightId !== null ? { flightId } : {}),
    ...(filters.startDate ? { startDate: filters.startDate } : {}),
    ...(filters.endDate ? { endDate: filters.endDate } : {}),
  };
}

const orderPath = (id: number) => routePath('reservationEdit', { id });

/** The quick action's dialog loads when one is pressed. */
const OrderOperationDialog = lazy(() =>
  import('./order-operations').then((module) => ({ default: module.OrderOperationDialog })),
);

/**
 * /reservations/flight: the flight orders (agents: their own), newest first, paged and sorted on the server, with
 * status chips, a live countdown on holds and unpaid bookings, filters (all in the URL: a filtered list can be
 * bookmarked, and a link may name a flight: `?flightId=`), Export of exactly the filtered list, and per row
 * the quick actions its `operations` allow (nothing else is offered).
 */
export default function ReservationsPage() {
  const { t } = useTranslation();
  const role = useCurrentRole();
  // Everyone here but agents works for the agency: they see whose order it is and may filter by agent.
  const isStaff = role !== 'user';
  const state = useOrderListState<TOrderFilters, { operation: TSimpleOperation; row: TFlightOrderListItem }>(
    NO_ORDER_FILTERS,
    'flight',
  );
  const { page, filters, changeFilter, action, setAction, actionDone } = state;
  const pnr = useDebouncedValue(filters.pnr);
  const passengerName = useDebouncedValue(filters.passengerName);
  const request = orderListRequest(page, { ...filters, pnr, passengerName });
  const list = useQuery(orderListQuery(request));
  const flightId = idOf(filters.flightId);

  const columns = useMemo<TListColumn<TFlightOrderListItem>[]>(() => {
    const shared = sharedOrderColumns(t);
    const all: TListColumn<TFlightOrderListItem>[] = [
      pnrColumn(t, { pathOf: orderPath, testIdPrefix: 'order' }),
      statusColumn(t, { minWidth: 140, testIdPrefix: 'order', line: 'flight' }),
      {
        field: 'route',
        headerName: t('reservations.columns.route'),
        sortable: false,
        minWidth: 90,
        cell: (row) => (
          <Box sx={{ py: 0.5, lineHeight: 1.3 }}>
            <Typography variant="body2">{row.route}</Typography>
            <Typography variant="caption" color="text.secondary">
              {row.flights.map((flight) => flight.label).join(', ')}
            </Typography>
          </Box>
        ),
      },
      shared.departure,
      {
        field: 'passengers',
        headerName: t('order.passengers'),
        sortable: false,
        minWidth: 100,
        cell: (row) =>
          row.passengers
            .filter((passenger) => passenger.status === 'active')
            .map((passenger) => passenger.name)
            .join(', '),
      },
      shared.agent,
      shared.payable,
      // The date over the time, and the buttons at their longest word: the columns widen to their cells' words.
      createdColumn(t, 110),
      actionsColumn(t, {
        minWidth: 110,
        isQuick: isSimpleOperation,
        isDestructive: (operation) => operation === 'cancel' || operation === 'cancelPreOrder',
        labelOf: (operation) => t(`orderOperations.labels.${operation}`),
        onAction: (operation, row) => setAction({ operation, row }),
        testIdPrefix: 'order',
      }),
    ];
    return isStaff ? all : all.filter((column) => column.field !== 'agent');
  }, [t, isStaff, setAction]);

  return (
    <LineReservationsPage
      line={WEB_PRODUCT_LINE.flight}
      statuses={ORDER_STATUSES}
      state={state}
      isStaff={isStaff}
      statusChips={
        flightId !== null && (
          <Chip
            label={t('reservations.flightFilter', { id: flightId })}
            onDelete={() => changeFilter({ flightId: '' })}
            data-testid="reservations-flight-filter"
          />
        )
      }
      filterColumns={{ xs: '1fr', sm: '1fr 1fr', md: isStaff ? 'repeat(5, 1fr)' : 'repeat(4, 1fr)' }}
      filters={
        <>
          <TextFilter
            label={t('reservations.passengerName')}
            value={filters.passengerName}
            onChange={(value) => changeFilter({ passengerName: value }, { replace: true })}
            testId="reservations-passenger"
          />
          <DateField
            size="small"
            label={t('reservations.from')}
            value={filters.startDate}
            onChange={(startDate) => changeFilter({ startDate })}
            testId="reservations-start"
          />
          <DateField
            size="small"
            label={t('reservations.to')}
            value={filters.endDate}
            onChange={(endDate) => changeFilter({ endDate })}
            testId="reservations-end"
          />
        </>
      }
      onExport={(format) => {
        const { page: _page, pageSize: _pageSize, ...filtersAndSort } = request;
        return downloadListExport(FLIGHT_ORDER_ENDPOINTS.export, { body: { ...filtersAndSort, format } });
      }}
      list={list}
      columns={columns}
      dialog={
        action && (
          <Suspense fallback={null}>
            <OrderOperationDialog
              operation={action.operation}
              order={action.row}
              onClose={() => setAction(null)}
              onDone={actionDone}
            />
          </Suspense>
        )
      }
    />
  );
}
