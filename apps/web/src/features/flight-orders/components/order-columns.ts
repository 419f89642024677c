import { formatLocalDateTime, type TFlightOrderListItem } from '@frs/contract';
import type { GridColDef } from '@mui/x-data-grid';
import type { TFunction } from 'i18next';
import { formatAmd } from '../../../lib/format';

/** The columns that read the same in every list of orders (/reservations/flight and /confirm). */
export function sharedOrderColumns(t: TFunction) {
  const amd = t('header.amdSign');
  const departure: GridColDef<TFlightOrderListItem> = {
    field: 'firstDepartureAt',
    headerName: t('reservations.columns.departure'),
    minWidth: 100,
    // The airport's local time, as the flights beside it and the tickets show it (not the reader's zone).
    valueGetter: (_value, row) => formatLocalDateTime(row.firstDepartureLocal),
  };
  const agent: GridColDef<TFlightOrderListItem> = {
    field: 'agent',
    headerName: t('reservations.columns.agent'),
    sortable: false,
    minWidth: 110,
    valueGetter: (_value, row) => row.agent?.name ?? t('reservations.agency'),
  };
  const payable: GridColDef<TFlightOrderListItem> = {
    field: 'payable',
    headerName: t('order.totals.payable'),
    type: 'number',
    minWidth: 100,
    valueFormatter: (value: number) => formatAmd(value, amd),
  };
  return { departure, agent, payable };
}
