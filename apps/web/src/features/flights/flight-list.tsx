import AddIcon from '@mui/icons-material/Add';
import DeleteIcon from '@mui/icons-material/DeleteOutlined';
import EditIcon from '@mui/icons-material/EditOutlined';
import EventRepeatIcon from '@mui/icons-material/EventRepeat';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import IconButton from '@mui/material/IconButton';
import Link from '@mui/material/Link';
import TextField from '@mui/material/TextField';
import type { TListColumn } from '../../components/list/list-column';
import {
  addDays,
  FLIGHT_ENDPOINTS,
  FLIGHT_SORT_FIELDS,
  routePath,
  type TFlight,
  type TFlightListItem,
  type TFlightListRequest,
  todayIsoDate,
} from '@frs/contract';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { lazy, Suspense, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink, useNavigate } from 'react-router';
import { ConfirmDialog } from '../../components/confirm-dialog';
import type { TServerPage } from '../../components/list/server-page';
import { ServerTable } from '../../components/list/server-table';
import { ExportMenu } from '../../components/list/export-menu';
import { useListState } from '../../components/list/use-list-state';
import { OccupancyBar } from '../../components/occupancy-bar';
import { ApiError } from '../../lib/api-client';
import { downloadListExport } from '../../lib/list-export';
import { queryKeys } from '../../lib/query-keys';
import { useDebouncedValue } from '../../lib/use-debounced-value';
import { flightListQuery, deleteFlight } from './flights-api';
import { DateField } from '../../components/form/date-field';
import { flightCode, LocalTime } from '../../components/flight-format';

/** The default period of the list: the next 30 days. */
export const DEFAULT_RANGE_DAYS = 30;

function classNames(text: string): string[] {
  return text
    .split(/[\s,;]+/)
    .map((name) => name.trim().toUpperCase())
    .filter((name) => name.length > 0);
}

function isSortField(field: string): field is (typeof FLIGHT_SORT_FIELDS)[number] {
  return (FLIGHT_SORT_FIELDS as readonly string[]).includes(field);
}

/** The filters as the URL holds them; the defaults (the next 30 days, every class) are left out of it. */
function defaultFilters() {
  const today = todayIsoDate();
  return { startDate: today, endDate: addDays(today, DEFAULT_RANGE_DAYS), classes: '' };
}

/** The list's request from the grid's page and the filters (the export sends the same without paging). */
function flightListRequest(
  page: TServerPage,
  filters: ReturnType<typeof defaultFilters>,
): TFlightListRequest & { page: number; pageSize: number } {
  const { sortField } = page;
  return {
    startDate: filters.startDate,
    endDate: filters.endDate,
    classes: classNames(filters.classes),
    page: page.page,
    pageSize: page.pageSize,
    ...(sortField && isSortField(sortField) ? { sortField, sortOrder: page.sortOrder } : {}),
  };
}

/**
 * The flights of a period with their seats per class; writers create, edit, delete and schedule. The period, the
 * classes, the sort and the page live in the URL (`useListState`); Export downloads exactly the filtered list.
 */
/** The flight form and the schedule wizard (forms, pickers, the reference pickers) load when opened. */
const FlightFormDialog = lazy(() =>
  import('./flight-form-dialog').then((module) => ({ default: module.FlightFormDialog })),
);
const ScheduleWizard = lazy(() => import('./schedule-wizard').then((module) => ({ default: module.ScheduleWizard })));

export function FlightList({ canWrite }: { canWrite: boolean }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const empty = useMemo(() => defaultFilters(), []);
  const { page, setPage, filters, changeFilter } = useListState({ filters: empty });
  const classes = useDebouncedValue(filters.classes, 400);
  const [editing, setEditing] = useState<TFlight | 'new' | null>(null);
  const [deleting, setDeleting] = useState<TFlight | null>(null);
  const [scheduling, setScheduling] = useState(false);

  const request = flightListRequest(page, { ...filters, classes });
  // A date being typed or cleared is '' until complete: the list keeps the last full range meanwhile (the server
  // needs both dates).
  const complete = filters.startDate !== '' && filters.endDate !== '';
  const list = useQuery({ ...flightListQuery(request), enabled: complete });
  const remove = useMutation({
    mutationFn: (id: number) => deleteFlight(id),
    onSuccess: async () => {
      setDeleting(null);
      await queryClient.invalidateQueries({ queryKey: queryKeys.flights.all() });
    },
  });

  const columns: TListColumn<TFlightListItem>[] = [
    {
      field: 'flightNumber',
      headerName: t('flights.columns.flight'),
      minWidth: 90,
      cell: (row) => (
        <Link
          component={RouterLink}
          to={routePath('flightClasses', { id: row.id })}
          aria-label={t('flights.open', { flight: flightCode(row) })}
          data-testid={`flight-link-${row.id}`}
          onClick={(event) => event.stopPropagation()}
        >
          {flightCode(row)}
        </Link>
      ),
    },
    {
      field: 'route',
      headerName: t('flights.columns.route'),
      sortable: false,
      minWidth: 90,
      cell: (row) => `${row.from.iataCode} → ${row.to.iataCode}`,
    },
    {
      field: 'departureAt',
      headerName: t('flights.columns.departure'),
      minWidth: 140,
      cell: (row) => <LocalTime local={row.departureLocal} instant={row.departureAt} airport={row.from} />,
    },
    {
      field: 'arrivalAt',
      headerName: t('flights.columns.arrival'),
      sortable: false,
      minWidth: 140,
      cell: (row) => <LocalTime local={row.arrivalLocal} instant={row.arrivalAt} airport={row.to} />,
    },
    {
      field: 'classes',
      headerName: t('flights.classes.title'),
      sortable: false,
      minWidth: 120,
      cell: (row) => (
        <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 0.5, py: 0.5 }}>
          {row.classes.map((item) => (
            <Chip key={item.id} size="small" label={`${item.name}: ${item.free}`} title={item.name} />
          ))}
        </Box>
      ),
    },
    {
      field: 'totals',
      headerName: t('flights.columns.seats'),
      sortable: false,
      minWidth: 130,
      cell: (row) => <OccupancyBar {...row.totals} testId={`flight-occupancy-${row.id}`} />,
    },
    {
      field: 'status',
      headerName: t('flights.columns.status'),
      minWidth: 100,
      cell: (row) => (
        <Chip
          size="small"
          label={t(`enums.flightStatus.${row.status}`)}
          color={row.status === 'cancelled' ? 'error' : 'default'}
        />
      ),
    },
  ];
  if (canWrite) {
    columns.push({
      field: 'actions',
      headerName: t('common.actions'),
      sortable: false,
      width: 100,
      cell: (row) => (
        <Box sx={{ display: 'flex' }} onClick={(event) => event.stopPropagation()}>
          <IconButton
            size="small"
            aria-label={t('flights.editFlight', { flight: flightCode(row) })}
            data-testid={`flight-edit-${row.id}`}
            onClick={() => setEditing(row)}
          >
            <EditIcon fontSize="small" />
          </IconButton>
          <IconButton
            size="small"
            aria-label={t('flights.deleteFlight', { flight: flightCode(row) })}
            data-testid={`flight-delete-${row.id}`}
            onClick={() => {
              remove.reset();
              setDeleting(row);
            }}
          >
            <DeleteIcon fontSize="small" />
          </IconButton>
        </Box>
      ),
    });
  }

  return (
    <Box sx={{ display: 'grid', gap: 2, minWidth: 0 }}>
      <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 2, alignItems: 'flex-start' }}>
        <DateField
          size="small"
          label={t('flights.filters.startDate')}
          value={filters.startDate}
          onChange={(value) => changeFilter({ startDate: value }, { replace: true })}
          testId="flights-start-date"
        />
        <DateField
          size="small"
          label={t('flights.filters.endDate')}
          value={filters.endDate}
          onChange={(value) => changeFilter({ endDate: value }, { replace: true })}
          testId="flights-end-date"
        />
        <TextField
          size="small"
          label={t('flights.filters.classes')}
          helperText={t('flights.filters.classesHint')}
          value={filters.classes}
          onChange={(event) => changeFilter({ classes: event.target.value }, { replace: true })}
          slotProps={{ htmlInput: { 'data-testid': 'flights-classes' } }}
        />
        <Box sx={{ flexGrow: 1 }} />
        <Box sx={{ display: 'flex', gap: 1, flexWrap: 'wrap' }}>
          <ExportMenu
            testId="flights-export"
            disabled={!complete}
            onExport={(format) => {
              const { page: _page, pageSize: _pageSize, ...filtersAndSort } = request;
              return downloadListExport(FLIGHT_ENDPOINTS.export, { body: { ...filtersAndSort, format } });
            }}
          />
          {canWrite && (
            <>
              <Button
                variant="outlined"
                startIcon={<EventRepeatIcon />}
                onClick={() => setScheduling(true)}
                data-testid="flights-schedule"
              >
                {t('flights.schedule.open')}
              </Button>
              <Button
                variant="contained"
                startIcon={<AddIcon />}
                onClick={() => setEditing('new')}
                data-testid="flights-create"
              >
                {t('flights.create')}
              </Button>
            </>
          )}
        </Box>
      </Box>
      {list.isError && (
        <Alert severity="error" data-testid="flights-error">
          {list.error instanceof ApiError
            ? (Object.values(list.error.fieldErrors)[0] ?? list.error.message)
            : t('errors.GENERIC')}
        </Alert>
      )}
      <ServerTable<TFlightListItem>
        testId="flights-grid"
        label={t('grid.label', { title: t('routes.flights') })}
        rows={list.data?.result ?? []}
        rowCount={list.data?.count ?? 0}
        countCapped={list.data?.countCapped ?? false}
        loading={list.isFetching}
        columns={columns}
        getRowId={(row) => row.id}
        page={page}
        onPageChange={setPage}
        onRowClick={(row) => void navigate(routePath('flightClasses', { id: row.id }))}
      />
      <Suspense>
        {editing && <FlightFormDialog flight={editing === 'new' ? null : editing} onClose={() => setEditing(null)} />}
        {scheduling && <ScheduleWizard onClose={() => setScheduling(false)} />}
      </Suspense>
      {deleting && (
        <ConfirmDialog
          title={t('flights.deleteTitle', { flight: flightCode(deleting) })}
          text={t('flights.deleteText')}
          confirmLabel={t('flights.deleteFlight', { flight: flightCode(deleting) })}
          busy={remove.isPending}
          error={remove.error ? (remove.error instanceof ApiError ? remove.error.message : t('errors.GENERIC')) : null}
          onConfirm={() => remove.mutate(deleting.id)}
          onClose={() => setDeleting(null)}
        />
      )}
    </Box>
  );
}
