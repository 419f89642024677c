import {
  formatIsoDate,
  hasPermission,
  PASSENGER_ENDPOINTS,
  PASSENGER_SORT_FIELDS,
  PASSENGER_TYPES,
  todayIsoDate,
  ZDirectoryPassengerInput,
  type TDirectoryPassenger,
  type TDirectoryPassengerInput,
} from '@frs/contract';
import { zodResolver } from '@hookform/resolvers/zod';
import AddIcon from '@mui/icons-material/Add';
import DeleteIcon from '@mui/icons-material/DeleteOutlined';
import EditIcon from '@mui/icons-material/EditOutlined';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import IconButton from '@mui/material/IconButton';
import TextField from '@mui/material/TextField';
import useMediaQuery from '@mui/material/useMediaQuery';
import type { Theme } from '@mui/material/styles';
import type { TListColumn } from '../../components/list/list-column';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useId, useMemo, useState } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { ConfirmDialog } from '../../components/confirm-dialog';
import { FormSelectField } from '../../components/form/form-select-field';
import { AgentAutocomplete } from '../../components/orders/agent-autocomplete';
import {
  BLANK_PASSENGER_FIELDS,
  PASSENGER_FIELD_NAMES,
  PassengerFields,
} from '../../components/orders/passenger-fields';
import { PageTitle } from '../../components/page-title';
import type { TServerPage } from '../../components/list/server-page';
import { ListScreen } from '../../components/list/list-screen';
import { useListState } from '../../components/list/use-list-state';
import { ApiError } from '../../lib/api-client';
import { useCurrentRole } from '../../lib/current-user';
import { fieldErrorMap } from '../../lib/field-errors';
import {
  createDirectoryPassenger,
  deleteDirectoryPassenger,
  passengerDirectoryQuery,
  updateDirectoryPassenger,
  type TPassengerDirectoryQuery,
} from '../../lib/passengers-api';
import { downloadListExport } from '../../lib/list-export';
import { agentLabel, userQuery } from '../../lib/queries';
import { queryKeys } from '../../lib/query-keys';
import { applyServerErrors } from '../../lib/server-errors';
import { useDebouncedValue } from '../../lib/use-debounced-value';

type TEditing = { mode: 'create' } | { mode: 'edit'; passenger: TDirectoryPassenger };

/** The filters as the URL holds them (empty: not filtered). */
const NO_FILTERS = { search: '', agentId: '' };
type TFilters = typeof NO_FILTERS;

/** An agent's id from the URL, or null (a hand-edited URL with anything else is not filtered). */
function agentIdOf(text: string): number | null {
  const id = Number(text);
  return Number.isSafeInteger(id) && id > 0 ? id : null;
}

/** The list's request from the grid's page and the filters (empty filters are left out). */
function directoryRequest(page: TServerPage, filters: TFilters): TPassengerDirectoryQuery {
  const agentId = agentIdOf(filters.agentId);
  const search = filters.search.trim();
  return {
    page: page.page,
    pageSize: page.pageSize,
    sortOrder: page.sortOrder,
    sortField: PASSENGER_SORT_FIELDS.find((field) => field === page.sortField),
    ...(search ? { search } : {}),
    ...(agentId !== null ? { agentId } : {}),
  };
}

/** The blank form of a new traveller: nothing chosen yet (the resolver says what is missing). */
const BLANK = { type: 'adult', ...BLANK_PASSENGER_FIELDS } as unknown as TDirectoryPassengerInput;

function toInput({
  type,
  firstName,
  lastName,
  gender,
  dateOfBirth,
  passportNumber,
  passportExpiry,
  citizenship,
}: TDirectoryPassenger) {
  return { type, firstName, lastName, gender, dateOfBirth, passportNumber, passportExpiry, citizenship };
}

/** Whose traveller it is: the agent's company, or the agency. */
function OwnerCell({ agentId }: { agentId: number | null }) {
  const { t } = useTranslation();
  const agent = useQuery({ ...userQuery(agentId ?? 0), enabled: agentId !== null, staleTime: 5 * 60_000 });
  if (agentId === null) return <>{t('reservations.agency')}</>;
  return <>{agent.data ? agentLabel(agent.data) : `#${agentId}`}</>;
}

/** The create and edit form of a traveller: the contract's own schema validates it, server errors land under the inputs. */
function PassengerDialog({ editing, onClose }: { editing: TEditing; onClose: () => void }) {
  const { t } = useTranslation();
  const titleId = useId();
  const queryClient = useQueryClient();
  const phone = useMediaQuery((theme: Theme) => theme.breakpoints.down('sm'));
  const [serverMessage, setServerMessage] = useState<string | null>(null);
  const { control, handleSubmit, setError } = useForm<TDirectoryPassengerInput>({
    resolver: zodResolver(ZDirectoryPassengerInput, { error: fieldErrorMap }),
    defaultValues: editing.mode === 'edit' ? toInput(editing.passenger) : BLANK,
  });
  const mutation = useMutation({
    mutationFn: (input: TDirectoryPassengerInput) =>
      editing.mode === 'edit' ? updateDirectoryPassenger(editing.passenger.id, input) : createDirectoryPassenger(input),
  });
  const submit = handleSubmit((input) => {
    setServerMessage(null);
    mutation.mutate(input, {
      onSuccess: async () => {
        await queryClient.invalidateQueries({ queryKey: queryKeys.passengers.all() });
        onClose();
      },
      onError: (error) =>
        setServerMessage(applyServerErrors(error, setError, ['type', ...PASSENGER_FIELD_NAMES], t('errors.GENERIC'))),
    });
  });
  return (
    <Dialog
      open
      onClose={onClose}
      fullWidth
      maxWidth="md"
      fullScreen={phone}
      aria-labelledby={titleId}
      data-testid="passenger-dialog"
    >
      <DialogTitle id={titleId}>
        {editing.mode === 'edit' ? t('passengersPage.edit') : t('passengersPage.create')}
      </DialogTitle>
      <Box component="form" noValidate onSubmit={(event) => void submit(event)} sx={{ display: 'contents' }}>
        <DialogContent sx={{ display: 'grid', gap: 2, pt: '8px !important' }}>
          {serverMessage && (
            <Alert severity="error" data-testid="passenger-dialog-error">
              {serverMessage}
            </Alert>
          )}
          <FormSelectField
            control={control}
            name="type"
            label={t('order.passengerType')}
            testId="directory-type"
            required
            options={PASSENGER_TYPES.map((type) => ({ value: type, label: t(`passengerTypes.${type}`) }))}
            sx={{ maxWidth: 240 }}
          />
          <PassengerFields control={control} testIdPrefix="directory" dateLimits={{ birthMax: todayIsoDate() }} />
        </DialogContent>
        <DialogActions>
          <Button onClick={onClose} data-testid="passenger-dialog-cancel">
            {t('common.cancel')}
          </Button>
          <Button type="submit" variant="contained" loading={mutation.isPending} data-testid="passenger-dialog-submit">
            {t('common.save')}
          </Button>
        </DialogActions>
      </Box>
    </Dialog>
  );
}

/**
 * /passengers: the passengers directory (staff: everyone's, with the agent filter; agents keep theirs through
 * checkout). The list asks `GET /api/passengers` with its query parameters, its page, sort and filters in the URL
 * (`useListState`), and exports exactly that list (CSV, XLSX); an edit is a PATCH of the id, a delete appends the id.
 * Viewer reads only.
 */
export default function PassengersPage() {
  const { t } = useTranslation();
  const role = useCurrentRole();
  const queryClient = useQueryClient();
  const canWrite = hasPermission(role, 'passengers.write');
  const { page, setPage, filters, changeFilter } = useListState({ filters: NO_FILTERS });
  const [editing, setEditing] = useState<TEditing | null>(null);
  const [deleting, setDeleting] = useState<TDirectoryPassenger | null>(null);
  const search = useDebouncedValue(filters.search);
  const request = directoryRequest(page, { ...filters, search });
  const list = useQuery(passengerDirectoryQuery(request));
  const remove = useMutation({
    mutationFn: (id: number) => deleteDirectoryPassenger(id),
    onSuccess: async () => {
      setDeleting(null);
      await queryClient.invalidateQueries({ queryKey: queryKeys.passengers.all() });
    },
  });

  const resetRemove = remove.reset;
  const columns = useMemo<TListColumn<TDirectoryPassenger>[]>(() => {
    const all: TListColumn<TDirectoryPassenger>[] = [
      {
        field: 'lastName',
        headerName: t('order.passengerName'),
        minWidth: 120,
        cell: (row) => `${row.lastName.toUpperCase()} ${row.firstName}`,
      },
      {
        field: 'type',
        headerName: t('order.passengerType'),
        width: 90,
        cell: (row) => t(`passengerTypes.${row.type}`),
      },
      {
        field: 'gender',
        headerName: t('passenger.gender'),
        width: 80,
        cell: (row) => t(`passenger.genders.${row.gender}`),
      },
      {
        field: 'dateOfBirth',
        headerName: t('passenger.dateOfBirth'),
        minWidth: 120,
        cell: (row) => formatIsoDate(row.dateOfBirth),
      },
      {
        field: 'passportNumber',
        headerName: t('passenger.passportNumber'),
        minWidth: 110,
        cell: (row) => row.passportNumber,
      },
      {
        field: 'passportExpiry',
        headerName: t('passenger.passportExpiry'),
        minWidth: 130,
        cell: (row) => formatIsoDate(row.passportExpiry),
      },
      { field: 'citizenship', headerName: t('passenger.citizenship'), minWidth: 100, cell: (row) => row.citizenship },
      {
        field: 'agentId',
        headerName: t('passengersPage.owner'),
        minWidth: 110,
        cell: (row) => <OwnerCell agentId={row.agentId} />,
      },
    ];
    if (canWrite) {
      all.push({
        field: 'actions',
        headerName: t('common.actions'),
        width: 100,
        cell: (row) => {
          const name = `${row.lastName.toUpperCase()} ${row.firstName}`;
          return (
            <Box sx={{ display: 'flex' }}>
              <IconButton
                size="small"
                aria-label={t('passengersPage.editOne', { name })}
                onClick={() => setEditing({ mode: 'edit', passenger: row })}
                data-testid={`passenger-edit-${row.id}`}
              >
                <EditIcon fontSize="small" />
              </IconButton>
              <IconButton
                size="small"
                aria-label={t('passengersPage.deleteOne', { name })}
                onClick={() => {
                  resetRemove();
                  setDeleting(row);
                }}
                data-testid={`passenger-delete-${row.id}`}
              >
                <DeleteIcon fontSize="small" />
              </IconButton>
            </Box>
          );
        },
      });
    }
    const sortable: readonly string[] = PASSENGER_SORT_FIELDS;
    return all.map((column) => ({ ...column, sortable: sortable.includes(column.field) }));
  }, [t, canWrite, resetRemove]);

  return (
    <>
      <PageTitle title={t('routes.passengers')} />
      <ListScreen
        filterColumns={{ xs: '1fr', md: '2fr 1fr' }}
        filters={
          <>
            <TextField
              size="small"
              label={t('passengersPage.search')}
              value={filters.search}
              onChange={(event) => changeFilter({ search: event.target.value }, { replace: true })}
              slotProps={{ htmlInput: { 'data-testid': 'passengers-search', type: 'search' } }}
            />
            <AgentAutocomplete
              value={agentIdOf(filters.agentId)}
              onChange={(id) => changeFilter({ agentId: id === null ? '' : String(id) })}
              label={t('reservations.columns.agent')}
              testId="passengers-agent"
              size="small"
            />
          </>
        }
        onExport={(format) => {
          const { page: _page, pageSize: _pageSize, ...filtersAndSort } = request;
          return downloadListExport(PASSENGER_ENDPOINTS.export, { query: { ...filtersAndSort, format } });
        }}
        exportTestId="passengers-export"
        actions={
          canWrite && (
            <Button
              variant="contained"
              startIcon={<AddIcon />}
              onClick={() => setEditing({ mode: 'create' })}
              data-testid="passengers-create"
            >
              {t('passengersPage.create')}
            </Button>
          )
        }
        list={list}
        errorTestId="passengers-error"
        columns={columns}
        page={page}
        onPageChange={setPage}
        getRowId={(row) => row.id}
        label={t('grid.label', { title: t('routes.passengers') })}
        testId="passengers-grid"
      />
      {editing && <PassengerDialog editing={editing} onClose={() => setEditing(null)} />}
      {deleting && (
        <ConfirmDialog
          title={t('passengersPage.deleteTitle', { name: `${deleting.lastName.toUpperCase()} ${deleting.firstName}` })}
          text={t('passengersPage.deleteText')}
          confirmLabel={t('passengersPage.delete')}
          busy={remove.isPending}
          error={remove.error ? (remove.error instanceof ApiError ? remove.error.message : t('errors.GENERIC')) : null}
          onConfirm={() => remove.mutate(deleting.id)}
          onClose={() => setDeleting(null)}
          testId="passenger-delete-dialog"
        />
      )}
    </>
  );
}
