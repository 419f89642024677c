import {
  formatIsoDate,
  hasPermission,
  PASSENGER_ENDPOINTS,
  PASSENGER_SORT_FIELDS,
  type TDirectoryPassenger,
} from '@frs/contract';
import AddIcon from '@mui/icons-material/Add';
import DeleteIcon from '@mui/icons-material/DeleteOutlined';
import EditIcon from '@mui/icons-material/EditOutlined';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import IconButton from '@mui/material/IconButton';
import TextField from '@mui/material/TextField';
import type { TListColumn } from '../../components/list/list-column';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { lazy, Suspense, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ConfirmDialog } from '../../components/confirm-dialog';
import { AgentFilter } from '../../components/orders/agent-filter';
import { PageTitle } from '../../components/page-title';
import type { TServerPage } from '../../components/list/server-page';
import { ListScreen } from '../../components/list/list-screen';
import { useListState } from '../../components/list/use-list-state';
import { ApiError } from '../../lib/api-client';
import { useCurrentRole } from '../../lib/current-user';
import {
  deleteDirectoryPassenger,
  passengerDirectoryQuery,
  type TPassengerDirectoryQuery,
} from '../../lib/passengers-api';
import { downloadListExport } from '../../lib/list-export';
import { agentLabel, userQuery } from '../../lib/queries';
import { queryKeys } from '../../lib/query-keys';
import { useDebouncedValue } from '../../lib/use-debounced-value';
import type { TEditing } from './passenger-dialog';

/** The traveller form (the form kit, the contract's schema) loads when it is opened. */
const PassengerDialog = lazy(() => import('./passenger-dialog'));

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

/** Whose traveller it is: the agent's company, or the agency. */
function OwnerCell({ agentId }: { agentId: number | null }) {
  const { t } = useTranslation();
  const agent = useQuery({ ...userQuery(agentId ?? 0), enabled: agentId !== null, staleTime: 5 * 60_000 });
  if (agentId === null) return <>{t('reservations.agency')}</>;
  return <>{agent.data ? agentLabel(agent.data) : `#${agentId}`}</>;
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
            <AgentFilter
              value={agentIdOf(filters.agentId)}
              onChange={(id) => changeFilter({ agentId: id === null ? '' : String(id) })}
              label={t('reservations.columns.agent')}
              testId="passengers-agent"
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
      {editing && (
        <Suspense fallback={null}>
          <PassengerDialog editing={editing} onClose={() => setEditing(null)} />
        </Suspense>
      )}
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
