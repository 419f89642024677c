import { formatLocalDateTime, type TFlightOrderListItem } from '@frs/contract';
import type { TListColumn } from '../../../components/list/list-column';
import type { TFunction } from 'i18next';
import { formatAmd } from '../../../lib/format';

/** The columns that read the same in every list of orders (/reservations/flight and /confirm). */
export function sharedOrderColumns(t: TFunction) {
  const amd = t('header.amdSign');
  const departure: TListColumn<TFlightOrderListItem> = {
    field: 'firstDepartureAt',
    headerName: t('reservations.columns.departure'),
    minWidth: 100,
    // The airport's local time, as the flights beside it and the tickets show it (not the reader's zone).
    cell: (row) => formatLocalDateTime(row.firstDepartureLocal),
  };
  const agent: TListColumn<TFlightOrderListItem> = {
    field: 'agent',
    headerName: t('reservations.columns.agent'),
    sortable: false,
    minWidth: 110,
    cell: (row) => row.agent?.name ?? t('reservations.agency'),
  };
  const payable: TListColumn<TFlightOrderListItem> = {
    field: 'payable',
    headerName: t('order.totals.payable'),
    numeric: true,
    minWidth: 100,
    cell: (row) => formatAmd(row.payable, amd),
  };
  return { departure, agent, payable };
}
