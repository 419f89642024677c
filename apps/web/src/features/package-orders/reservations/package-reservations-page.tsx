import {
  formatIsoDate,
  formatLocalDateTime,
  ORDER_STATUSES,
  PACKAGE_ORDER_ENDPOINTS,
  PACKAGE_ORDER_SORT_FIELDS,
  routePath,
  type TPackageOrderListItem,
  type TPackageOrderListRequest,
} from '@frs/contract';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import type { TListColumn } from '../../../components/list/list-column';
import { useQuery } from '@tanstack/react-query';
import { lazy, Suspense, useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import type { TServerPage } from '../../../components/list/server-page';
import { DateField } from '../../../components/form/date-field';
import {
  actionsColumn,
  orderListPageRequest,
  pnrColumn,
  statusColumn,
  statusesOf,
  TextFilter,
  useOrderListState,
} from '../../../components/orders/order-list-parts';
import { useCurrentRole } from '../../../lib/current-user';
import { formatAmd } from '../../../lib/format';
import { downloadListExport } from '../../../lib/list-export';
import { useDebouncedValue } from '../../../lib/use-debounced-value';
import {
  isDestructivePackageOperation,
  isSimplePackageOperation,
  type TSimplePackageOperation,
} from './package-simple-operations';
import { packageOrderListQuery } from './package-orders-api';
import { Stars } from './package-parts';
import { LineReservationsPage } from '../../../components/orders/reservations-page';
import { WEB_PRODUCT_LINE } from '../../../lib/product-lines';

/** The filters as the URL holds them (empty: not filtered; statuses comma-separated; ids as text). */
export const NO_PACKAGE_ORDER_FILTERS = {
  statuses: '',
  agentId: '',
  pnr: '',
  passengerName: '',
  startDate: '',
  endDate: '',
};
export type TPackageOrderFilters = typeof NO_PACKAGE_ORDER_FILTERS;

/** The list's request from the grid's page and the filters; empty filters are left out. */
export function packageOrderListRequestOf(page: TServerPage, filters: TPackageOrderFilters): TPackageOrderListRequest {
  const statuses = statusesOf(filters.statuses, ORDER_STATUSES);
  const passengerName = filters.passengerName.trim();
  return {
    ...orderListPageRequest(page, PACKAGE_ORDER_SORT_FIELDS, filters),
    ...(statuses.length > 0 ? { statuses } : {}),
    ...(passengerName ? { passengerName } : {}),
    ...(filters.startDate ? { startDate: filters.startDate } : {}),
    ...(filters.endDate ? { endDate: filters.endDate } : {}),
  };
}

const orderPath = (id: number) => routePath('packageOrder', { id });

/** The quick action's dialog loads when one is pressed. */
const PackageOperationDialog = lazy(() =>
  import('./package-order-operations').then((module) => ({ default: module.PackageOperationDialog })),
);

/**
 * /reservations/package: the package orders (agents: their own), newest first, paged and sorted on the server, with
 * status chips, a live countdown on holds and unpaid bookings, filters (PNR, traveller, departure dates, agent for
 * staff; all in the URL), Export of exactly the filtered list, and per row the quick actions its `operations` allow
 * (nothing else is offered). The third tab beside the flight and hotel lists.
 */
export default function PackageReservationsPage() {
  const { t } = useTranslation();
  const role = useCurrentRole();
  // Everyone here but agents works for the agency: they see whose order it is and may filter by agent.
  const isStaff = role !== 'user';
  const state = useOrderListState<
    TPackageOrderFilters,
    { operation: TSimplePackageOperation; row: TPackageOrderListItem }
  >(NO_PACKAGE_ORDER_FILTERS, 'package');
  const { page, filters, changeFilter, action, setAction, actionDone } = state;
  const pnr = useDebouncedValue(filters.pnr);
  const passengerName = useDebouncedValue(filters.passengerName);
  const request = packageOrderListRequestOf(page, { ...filters, pnr, passengerName });
  const list = useQuery(packageOrderListQuery(request));

  const columns = useMemo<TListColumn<TPackageOrderListItem>[]>(() => {
    const amd = t('header.amdSign');
    // No "created" column: a package's date is its departure, and one more column would push the table past a
    // 1366 px laptop beside the drawer (the list is still sorted newest first by default).
    const all: TListColumn<TPackageOrderListItem>[] = [
      pnrColumn(t, { pathOf: orderPath, testIdPrefix: 'package-order' }),
      statusColumn(t, { minWidth: 105, testIdPrefix: 'package-order', line: 'package' }),
      {
        field: 'offer',
        headerName: t('packageOrders.columns.package'),
        sortable: false,
        minWidth: 120,
        cell: (row) => (
          <Box sx={{ py: 0.5, lineHeight: 1.3 }} data-testid={`package-order-offer-${row.id}`}>
            <Typography variant="body2">{row.offer.name}</Typography>
            <Typography variant="caption" color="text.secondary" component="div">
              {row.hotel.name} <Stars count={row.hotel.category} /> · {row.hotel.city}
            </Typography>
          </Box>
        ),
      },
      {
        field: 'firstDepartureAt',
        headerName: t('packageOrders.columns.departure'),
        minWidth: 110,
        cell: (row) => (
          <Box sx={{ py: 0.5, lineHeight: 1.3 }}>
            <Typography variant="body2" sx={{ fontVariantNumeric: 'tabular-nums' }}>
              {formatLocalDateTime(row.firstDepartureLocal)}
            </Typography>
            <Typography variant="caption" color="text.secondary">
              {t('packageOrders.nightsUntil', { nights: row.nights, date: formatIsoDate(row.checkOut) })}
            </Typography>
          </Box>
        ),
      },
      {
        field: 'passengers',
        headerName: t('packageOrders.columns.travellers'),
        sortable: false,
        minWidth: 105,
        cell: (row) => row.passengers.map((passenger) => passenger.name).join(', '),
      },
      {
        field: 'agent',
        headerName: t('reservations.columns.agent'),
        sortable: false,
        minWidth: 90,
        cell: (row) => row.agent?.name ?? t('reservations.agency'),
      },
      {
        field: 'payable',
        headerName: t('order.totals.payable'),
        numeric: true,
        minWidth: 95,
        cell: (row) => formatAmd(row.payable, amd),
      },
      actionsColumn(t, {
        minWidth: 100,
        isQuick: isSimplePackageOperation,
        isDestructive: isDestructivePackageOperation,
        labelOf: (operation) => t(`packageOrders.operations.labels.${operation}`),
        onAction: (operation, row) => setAction({ operation, row }),
        testIdPrefix: 'package-order',
      }),
    ];
    return isStaff ? all : all.filter((column) => column.field !== 'agent');
  }, [t, isStaff, setAction]);

  return (
    <LineReservationsPage
      line={WEB_PRODUCT_LINE.package}
      statuses={ORDER_STATUSES}
      state={state}
      isStaff={isStaff}
      filterColumns={{
        xs: '1fr',
        sm: '1fr 1fr',
        md: 'repeat(3, 1fr)',
        lg: isStaff ? 'repeat(5, 1fr)' : 'repeat(4, 1fr)',
      }}
      filters={
        <>
          <TextFilter
            label={t('packageOrders.travellerName')}
            value={filters.passengerName}
            onChange={(value) => changeFilter({ passengerName: value }, { replace: true })}
            testId="package-reservations-traveller"
            maxLength={100}
          />
          <DateField
            size="small"
            label={t('packageOrders.departureFrom')}
            value={filters.startDate}
            onChange={(startDate) => changeFilter({ startDate })}
            testId="package-reservations-departure-from"
          />
          <DateField
            size="small"
            label={t('packageOrders.departureTo')}
            value={filters.endDate}
            min={filters.startDate || undefined}
            onChange={(endDate) => changeFilter({ endDate })}
            testId="package-reservations-departure-to"
          />
        </>
      }
      onExport={(format) => {
        const { page: _page, pageSize: _pageSize, ...filtersAndSort } = request;
        return downloadListExport(PACKAGE_ORDER_ENDPOINTS.export, { body: { ...filtersAndSort, format } });
      }}
      list={list}
      columns={columns}
      dialog={
        action && (
          <Suspense fallback={null}>
            <PackageOperationDialog
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
