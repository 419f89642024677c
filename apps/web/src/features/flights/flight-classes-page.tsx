import AddIcon from '@mui/icons-material/Add';
import ArrowBackIcon from '@mui/icons-material/ArrowBack';
import CheckIcon from '@mui/icons-material/Check';
import CloseIcon from '@mui/icons-material/Close';
import DeleteIcon from '@mui/icons-material/DeleteOutlined';
import EditIcon from '@mui/icons-material/EditOutlined';
import EventBusyIcon from '@mui/icons-material/EventBusy';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import IconButton from '@mui/material/IconButton';
import Link from '@mui/material/Link';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import {
  CLASS_DEFAULTS,
  CLASS_FORM_FIELDS,
  formatMinor,
  hasPermission,
  routePath,
  type TClassInput,
  type TFlight,
  type TFlightClass,
  ZClassInput,
} from '@frs/contract';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { lazy, Suspense, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink, useNavigate, useParams } from 'react-router';
import { ConfirmDialog } from '../../components/confirm-dialog';
import { ClientTable, type TClientColumn } from '../../components/list/client-table';
import { OccupancyBar } from '../../components/occupancy-bar';
import { PageTitle } from '../../components/page-title';
import { ReferenceLabel } from '../../components/resource/reference-label';
import type { ResourceFormDialog as GenericResourceFormDialog } from '../../components/resource/resource-form-dialog';
import { Spinner } from '../../components/spinner';
import { ApiError } from '../../lib/api-client';
import { useCurrentRole } from '../../lib/current-user';
import { queryKeys } from '../../lib/query-keys';
import { FlightPassengers } from './flight-passengers';
import { ManifestPanel } from './manifest/manifest-panel';
import { flightCode, LocalTime } from '../../components/flight-format';
import { flightClassesQuery } from '../../lib/queries';
import { createClass, deleteClass, editClass, flightQuery } from './flights-api';

function classToInput({
  name,
  type,
  travelType,
  seats,
  adminOnly,
  fareRuleId,
  baggageRuleId,
  prices,
}: TFlightClass): TClassInput {
  return { name, type, travelType, seats, adminOnly, fareRuleId, baggageRuleId, prices };
}

/** A yes/no field as the grids showed it: a check, or a faint cross; named for screen readers. */
function YesNoIcon({ value }: { value: boolean }) {
  const { t } = useTranslation();
  return value ? (
    <CheckIcon fontSize="small" titleAccess={t('common.yes')} sx={{ color: 'text.secondary', display: 'block' }} />
  ) : (
    <CloseIcon fontSize="small" titleAccess={t('common.no')} sx={{ color: 'text.disabled', display: 'block' }} />
  );
}

function Fact({ label, children }: { label: string; children: ReactNode }) {
  return (
    <Box>
      <Typography variant="caption" color="text.secondary" component="div">
        {label}
      </Typography>
      <Box sx={{ fontWeight: 500 }}>{children}</Box>
    </Box>
  );
}

function FlightHeader({ flight, canWrite, onEdit }: { flight: TFlight; canWrite: boolean; onEdit: () => void }) {
  const { t } = useTranslation();
  const hours = Math.floor(flight.durationMinutes / 60);
  return (
    <Paper variant="outlined" sx={{ p: 2, display: 'grid', gap: 2 }} data-testid="flight-header">
      <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 1, alignItems: 'center' }}>
        <Typography component="h2" variant="h6" data-testid="flight-header-title">
          {flightCode(flight)} · {flight.from.iataCode} → {flight.to.iataCode}
        </Typography>
        <Chip size="small" label={t(`enums.flightStatus.${flight.status}`)} />
        <Box sx={{ flexGrow: 1 }} />
        {/* Own-flight disruption (issue 19): the orders a change of this flight touches, and what staff do about them. */}
        <Button
          component={RouterLink}
          to={routePath('flightDisruption', { id: flight.id })}
          startIcon={<EventBusyIcon />}
          data-testid="flight-header-disruption"
        >
          {t('routes.flightDisruption')}
        </Button>
        {canWrite && flight.status !== 'deleted' && (
          <Button startIcon={<EditIcon />} onClick={onEdit} data-testid="flight-header-edit">
            {t('flights.edit')}
          </Button>
        )}
      </Box>
      <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr 1fr', md: 'repeat(6, 1fr)' } }}>
        <Fact label={t('flights.columns.departure')}>
          <LocalTime local={flight.departureLocal} instant={flight.departureAt} airport={flight.from} />
        </Fact>
        <Fact label={t('flights.columns.arrival')}>
          <LocalTime local={flight.arrivalLocal} instant={flight.arrivalAt} airport={flight.to} />
        </Fact>
        <Fact label={t('flights.header.duration')}>
          {t('flights.duration', { hours, minutes: flight.durationMinutes % 60 })}
        </Fact>
        <Fact label={t('flights.header.aircraft')}>{flight.aircraft.model}</Fact>
        <Fact label={t('flights.header.capacity')}>{flight.seatCapacity}</Fact>
        <Fact label={t('flights.header.currency')}>{flight.currency}</Fact>
      </Box>
      <OccupancyBar {...flight.totals} testId="flight-header-occupancy" />
    </Paper>
  );
}

type TEditing = { mode: 'create' } | { mode: 'edit'; item: TFlightClass };

/** The class and flight forms (form widgets, pickers, reference pickers) load when opened. */
// Cast back to the generic component: `lazy` would type its props for any schema, not this form's.
const ResourceFormDialog = lazy(() =>
  import('../../components/resource/resource-form-dialog').then((module) => ({ default: module.ResourceFormDialog })),
) as unknown as typeof GenericResourceFormDialog;
const FlightFormDialog = lazy(() =>
  import('./flight-form-dialog').then((module) => ({ default: module.FlightFormDialog })),
);

/** /flights/:id: the flight's header and its classes, with their prices and seats editable by writers. */
export default function FlightClassesPage() {
  const { t } = useTranslation();
  const role = useCurrentRole();
  const queryClient = useQueryClient();
  const flightId = Number(useParams().id);
  const navigate = useNavigate();
  const validId = Number.isSafeInteger(flightId) && flightId > 0;
  const flight = useQuery({ ...flightQuery(flightId), enabled: validId });
  const classes = useQuery({ ...flightClassesQuery(flightId), enabled: validId });
  const [editing, setEditing] = useState<TEditing | null>(null);
  const [editingFlight, setEditingFlight] = useState(false);
  const [deleting, setDeleting] = useState<TFlightClass | null>(null);
  const canWrite = hasPermission(role, 'flights.write') && flight.data?.status !== 'deleted';
  const refresh = () => queryClient.invalidateQueries({ queryKey: queryKeys.flights.all() });
  const remove = useMutation({
    mutationFn: (id: number) => deleteClass(id),
    onSuccess: async () => {
      setDeleting(null);
      await refresh();
    },
  });
  const currency = flight.data?.currency ?? '';

  const columns: TClientColumn<TFlightClass>[] = [
    {
      field: 'name',
      headerName: t('reference.classes.fields.name'),
      minWidth: 70,
      cell: (row) => row.name,
      sortValue: (row) => row.name,
    },
    {
      field: 'type',
      headerName: t('reference.classes.fields.type'),
      minWidth: 90,
      cell: (row) => t(`enums.classType.${row.type}`),
      sortValue: (row) => t(`enums.classType.${row.type}`),
    },
    {
      field: 'travelType',
      headerName: t('reference.classes.fields.travelType'),
      minWidth: 100,
      cell: (row) => t(`enums.travelType.${row.travelType}`),
      sortValue: (row) => t(`enums.travelType.${row.travelType}`),
    },
    {
      field: 'seats',
      headerName: t('reference.classes.fields.seats'),
      numeric: true,
      minWidth: 80,
      cell: (row) => row.seats,
      sortValue: (row) => row.seats,
    },
    {
      field: 'occupancy',
      headerName: t('flights.columns.seats'),
      minWidth: 120,
      cell: (row) => <OccupancyBar {...row} testId={`class-occupancy-${row.id}`} />,
    },
    {
      field: 'adultPrice',
      headerName: t('flights.classes.adultPrice'),
      minWidth: 130,
      cell: (row) => `${formatMinor(row.prices.adult.fare)} + ${formatMinor(row.prices.adult.tax)} ${currency}`,
      // By the fare, the figure the cell starts with (its text would put "1,000.00" before "210.00").
      sortValue: (row) => row.prices.adult.fare,
    },
    {
      field: 'fareRuleId',
      headerName: t('reference.classes.fields.fareRuleId'),
      minWidth: 120,
      cell: (row) => <ReferenceLabel resource="fareRules" id={row.fareRuleId} />,
      // Each cell reads its rule's label on its own: the sort brings the classes of one rule together.
      sortValue: (row) => row.fareRuleId,
    },
    {
      field: 'adminOnly',
      headerName: t('reference.classes.fields.adminOnly'),
      minWidth: 90,
      cell: (row) => <YesNoIcon value={row.adminOnly} />,
      sortValue: (row) => row.adminOnly,
    },
  ];
  if (canWrite) {
    columns.push({
      field: 'actions',
      headerName: t('common.actions'),
      width: 100,
      cell: (row) => (
        <Box sx={{ display: 'flex' }}>
          <IconButton
            size="small"
            aria-label={t('flights.classes.editClass', { name: row.name })}
            data-testid={`class-edit-${row.name}`}
            onClick={() => setEditing({ mode: 'edit', item: row })}
          >
            <EditIcon fontSize="small" />
          </IconButton>
          <IconButton
            size="small"
            aria-label={t('flights.classes.deleteClass', { name: row.name })}
            data-testid={`class-delete-${row.name}`}
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

  const loadError = flight.error ?? classes.error;
  return (
    <Box sx={{ display: 'grid', gap: 2, minWidth: 0 }}>
      <Box>
        <Link
          component={RouterLink}
          to={routePath('flights')}
          sx={{ display: 'inline-flex', alignItems: 'center', gap: 0.5 }}
        >
          <ArrowBackIcon fontSize="small" />
          {t('flights.back')}
        </Link>
      </Box>
      <PageTitle title={t('routes.flightClasses')} />
      {loadError && (
        <Alert severity="error" data-testid="flight-error">
          {loadError instanceof ApiError ? loadError.message : t('errors.GENERIC')}
        </Alert>
      )}
      {flight.isPending && validId && <Spinner />}
      {flight.data && (
        <>
          <FlightHeader flight={flight.data} canWrite={canWrite} onEdit={() => setEditingFlight(true)} />
          <Box sx={{ display: 'flex', alignItems: 'center', gap: 2 }}>
            <Typography component="h2" variant="h6" sx={{ flexGrow: 1 }}>
              {t('flights.classes.title')}
            </Typography>
            {canWrite && (
              <Button
                variant="contained"
                startIcon={<AddIcon />}
                onClick={() => setEditing({ mode: 'create' })}
                data-testid="class-create"
              >
                {t('flights.classes.add')}
              </Button>
            )}
          </Box>
          <ClientTable<TFlightClass>
            rows={classes.data?.result ?? []}
            columns={columns}
            loading={classes.isFetching}
            getRowId={(row) => row.id}
            label={t('grid.label', { title: t('flights.classes.title') })}
            testId="classes-grid"
          />
        </>
      )}
      {flight.data && (
        <>
          <Typography component="h2" variant="h6">
            {t('flightPassengers.title')}
          </Typography>
          <FlightPassengers flightId={flightId} />
        </>
      )}
      {/* The passenger manifest for the operating airline (issue 19): downloads and the mail to the airline. */}
      {flight.data && <ManifestPanel flightId={flightId} />}
      <Suspense>
        {editing && flight.data && (
          <ResourceFormDialog
            testId="class-form"
            title={t(editing.mode === 'create' ? 'flights.classes.create' : 'flights.classes.edit')}
            fields={CLASS_FORM_FIELDS}
            schema={ZClassInput}
            defaultValues={editing.mode === 'create' ? CLASS_DEFAULTS : classToInput(editing.item)}
            onSubmit={(values) =>
              editing.mode === 'create' ? createClass(flightId, values) : editClass(editing.item.id, values)
            }
            onSaved={() => {
              setEditing(null);
              void refresh();
            }}
            onClose={() => setEditing(null)}
          />
        )}
        {editingFlight && flight.data && (
          <FlightFormDialog
            flight={flight.data}
            onClose={() => setEditingFlight(false)}
            onDisrupted={() => void navigate(routePath('flightDisruption', { id: flightId }))}
          />
        )}
      </Suspense>
      {deleting && (
        <ConfirmDialog
          title={t('flights.classes.deleteTitle', { name: deleting.name })}
          text={t('flights.classes.deleteText')}
          confirmLabel={t('flights.classes.deleteClass', { name: deleting.name })}
          busy={remove.isPending}
          error={remove.error ? (remove.error instanceof ApiError ? remove.error.message : t('errors.GENERIC')) : null}
          onConfirm={() => remove.mutate(deleting.id)}
          onClose={() => setDeleting(null)}
        />
      )}
    </Box>
  );
}
