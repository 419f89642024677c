import {
  HOTEL_ORDER_ENDPOINTS,
  HOTEL_ORDER_SORT_FIELDS,
  HOTEL_ORDER_STATUSES,
  routePath,
  type THotelOrderListItem,
  type THotelOrderListQuery,
} from '@frs/contract';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import type { TListColumn } from '../../../components/list/list-column';
import { useQuery } from '@tanstack/react-query';
import { lazy, Suspense, useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import type { TServerPage } from '../../../components/list/server-page';
import { DateField } from '../../../components/form/date-field';
import { ReferenceFilter } from '../../../components/form/reference-filter';
import {
  actionsColumn,
  createdColumn,
  idOf,
  idText,
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
import { hotelOrderListQuery } from '../orders-api';
import { Stars, useStayText } from './hotel-order-format';
import {
  isDestructiveHotelOperation,
  isSimpleHotelOperation,
  type TSimpleHotelOperation,
} from './hotel-simple-operations';
import { LineReservationsPage } from '../../../components/orders/reservations-page';
import { WEB_PRODUCT_LINE } from '../../../lib/product-lines';

/** The filters as the URL holds them (empty: not filtered; statuses comma-separated; ids as text). */
export const NO_HOTEL_ORDER_FILTERS = {
  statuses: '',
  agentId: '',
  hotelId: '',
  pnr: '',
  guestName: '',
  checkInFrom: '',
  checkInTo: '',
};
export type THotelOrderFilters = typeof NO_HOTEL_ORDER_FILTERS;

/** The list's query parameters from the grid's page and the filters; empty filters are left out. */
export function hotelOrderListQueryOf(page: TServerPage, filters: THotelOrderFilters): THotelOrderListQuery {
  const statuses = statusesOf(filters.statuses, HOTEL_ORDER_STATUSES);
  const hotelId = idOf(filters.hotelId);
  const guestName = filters.guestName.trim();
  return {
    ...orderListPageRequest(page, HOTEL_ORDER_SORT_FIELDS, filters),
    ...(statuses.length > 0 ? { statuses: statuses.join(',') } : {}),
    ...(hotelId !== null ? { hotelId } : {}),
    ...(guestName ? { guestName } : {}),
    ...(filters.checkInFrom ? { checkInFrom: filters.checkInFrom } : {}),
    ...(filters.checkInTo ? { checkInTo: filters.checkInTo } : {}),
  };
}

const orderPath = (id: number) => routePath('hotelOrder', { id });

/** The quick action's dialog loads when one is pressed. */
const HotelOperationDialog = lazy(() =>
  import('./hotel-order-operations').then((module) => ({ default: module.HotelOperationDialog })),
);

/**
 * /reservations/hotel: the hotel orders (agents: their own), newest first, paged and sorted on the server, with
 * status chips, a live countdown on holds and unpaid bookings, filters, and per row the quick actions its
 * `operations` allow (nothing else is offered). The filters are in the URL, and Export downloads exactly the filtered
 * list. The flight list's sibling, one tab away.
 */
export default function HotelReservationsPage() {
  const { t } = useTranslation();
  const role = useCurrentRole();
  // Everyone here but agents works for the agency: they see whose order it is and may filter by agent.
  const isStaff = role !== 'user';
  const stayText = useStayText();
  const state = useOrderListState<THotelOrderFilters, { operation: TSimpleHotelOperation; row: THotelOrderListItem }>(
    NO_HOTEL_ORDER_FILTERS,
    'hotel',
  );
  const { page, filters, changeFilter, action, setAction, actionDone } = state;
  const pnr = useDebouncedValue(filters.pnr);
  const guestName = useDebouncedValue(filters.guestName);
  const query = hotelOrderListQueryOf(page, { ...filters, pnr, guestName });
  const list = useQuery(hotelOrderListQuery(query));

  const columns = useMemo<TListColumn<THotelOrderListItem>[]>(() => {
    const amd = t('header.amdSign');
    const all: TListColumn<THotelOrderListItem>[] = [
      pnrColumn(t, { pathOf: orderPath, testIdPrefix: 'hotel-order' }),
      statusColumn(t, { minWidth: 120, testIdPrefix: 'hotel-order', line: 'hotel' }),
      {
        field: 'hotel',
        headerName: t('hotelOrders.columns.hotel'),
        sortable: false,
        minWidth: 100,
        cell: (row) => (
          <Box sx={{ py: 0.5, lineHeight: 1.3 }} data-testid={`hotel-order-hotel-${row.id}`}>
            <Typography variant="body2">
              {row.hotel.name} <Stars count={row.hotel.category} />
            </Typography>
            <Typography variant="caption" color="text.secondary">
              {row.hotel.city}
            </Typography>
          </Box>
        ),
      },
      {
        field: 'checkIn',
        headerName: t('hotelOrders.columns.stay'),
        minWidth: 100,
        cell: (row) => stayText(row),
      },
      {
        field: 'guests',
        headerName: t('hotelOrders.columns.guests'),
        sortable: false,
        minWidth: 110,
        cell: (row) => (
          <Box sx={{ py: 0.5, lineHeight: 1.3 }}>
            <Typography variant="body2">{row.guests.join(', ')}</Typography>
            <Typography variant="caption" color="text.secondary">
              {t('hotelOrders.roomCount', { rooms: row.rooms })}
            </Typography>
          </Box>
        ),
      },
      {
        field: 'agent',
        headerName: t('reservations.columns.agent'),
        sortable: false,
        minWidth: 110,
        cell: (row) => row.agent?.name ?? t('reservations.agency'),
      },
      {
        field: 'payable',
        headerName: t('order.totals.payable'),
        numeric: true,
        minWidth: 100,
        cell: (row) => formatAmd(row.payable, amd),
      },
      createdColumn(t, 100),
      actionsColumn(t, {
        minWidth: 110,
        isQuick: isSimpleHotelOperation,
        isDestructive: isDestructiveHotelOperation,
        labelOf: (operation) => t(`hotelOrders.operations.labels.${operation}`),
        onAction: (operation, row) => setAction({ operation, row }),
        testIdPrefix: 'hotel-order',
      }),
    ];
    return isStaff ? all : all.filter((column) => column.field !== 'agent');
  }, [t, isStaff, stayText, setAction]);

  return (
    <LineReservationsPage
      line={WEB_PRODUCT_LINE.hotel}
      statuses={HOTEL_ORDER_STATUSES}
      state={state}
      isStaff={isStaff}
      filterColumns={{
        xs: '1fr',
        sm: '1fr 1fr',
        md: 'repeat(3, 1fr)',
        lg: isStaff ? 'repeat(6, 1fr)' : 'repeat(5, 1fr)',
      }}
      filters={
        <>
          <TextFilter
            label={t('hotelOrders.guestName')}
            value={filters.guestName}
            onChange={(value) => changeFilter({ guestName: value }, { replace: true })}
            testId="hotel-reservations-guest"
            maxLength={100}
          />
          <ReferenceFilter
            resource="hotels"
            value={idOf(filters.hotelId)}
            onChange={(hotelId) => changeFilter({ hotelId: idText(hotelId) })}
            label={t('hotelOrders.columns.hotel')}
            testId="hotel-reservations-hotel"
          />
          <DateField
            size="small"
            label={t('hotelOrders.checkInFrom')}
            value={filters.checkInFrom}
            onChange={(checkInFrom) => changeFilter({ checkInFrom })}
            testId="hotel-reservations-check-in-from"
          />
          <DateField
            size="small"
            label={t('hotelOrders.checkInTo')}
            value={filters.checkInTo}
            min={filters.checkInFrom || undefined}
            onChange={(checkInTo) => changeFilter({ checkInTo })}
            testId="hotel-reservations-check-in-to"
          />
        </>
      }
      onExport={(format) => {
        const { page: _page, pageSize: _pageSize, ...filtersAndSort } = query;
        return downloadListExport(HOTEL_ORDER_ENDPOINTS.export, { query: { ...filtersAndSort, format } });
      }}
      list={list}
      columns={columns}
      dialog={
        action && (
          <Suspense fallback={null}>
            <HotelOperationDialog
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
