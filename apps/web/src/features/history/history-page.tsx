import {
  canUseRoute,
  daysBetween,
  formatInstant,
  HISTORY_ACTIONS,
  HISTORY_ENDPOINTS,
  HISTORY_ENTITIES,
  HISTORY_SORT_FIELDS,
  MAX_HISTORY_RANGE_DAYS,
  type THistoryEntry,
  type THistoryListRequest,
  type TRole,
} from '@frs/contract';
import Box from '@mui/material/Box';
import Link from '@mui/material/Link';
import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import type { TListColumn } from '../../components/list/list-column';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';
import type { TServerPage } from '../../components/list/server-page';
import { DateField } from '../../components/form/date-field';
import { ListScreen } from '../../components/list/list-screen';
import { useListState } from '../../components/list/use-list-state';
import { AgentFilter } from '../../components/orders/agent-filter';
import { PageTitle } from '../../components/page-title';
import { callApi } from '../../lib/api-client';
import { useCurrentRole } from '../../lib/current-user';
import { downloadListExport } from '../../lib/list-export';
import { queryKeys } from '../../lib/query-keys';
import { useDebouncedValue } from '../../lib/use-debounced-value';
import { linkOf, useHistoryEntryText, type THistoryEntryText } from './history-text';

/** The filters as the URL holds them (empty: not filtered); the query `?entity=order&entityId=12` is an order's. */
const NO_FILTERS = { entity: '', entityId: '', pnr: '', action: '', from: '', to: '', actorId: '' };
type TFilters = typeof NO_FILTERS;

const ISO_DATE = /^\d{4}-\d{2}-\d{2}$/;

/** What is wrong with the period, as the server would say it (the request is not sent then). */
function periodError(filters: TFilters): 'endBeforeStart' | 'rangeTooLong' | null {
  const { from, to } = filters;
  if (!ISO_DATE.test(from) || !ISO_DATE.test(to)) return null;
  if (to < from) return 'endBeforeStart';
  return daysBetween(from, to) >= MAX_HISTORY_RANGE_DAYS ? 'rangeTooLong' : null;
}

/** The list's request from the grid's page and the filters (empty and malformed filters are left out). */
export function historyRequest(page: TServerPage, filters: TFilters): THistoryListRequest {
  const text = (value: string) => (value.trim() ? value.trim() : undefined);
  const actorId = /^\d{1,9}$/.test(filters.actorId) ? Number(filters.actorId) : undefined;
  return {
    page: page.page,
    pageSize: page.pageSize,
    sortOrder: page.sortOrder,
    sortField: HISTORY_SORT_FIELDS.find((field) => field === page.sortField),
    entity: HISTORY_ENTITIES.find((entity) => entity === filters.entity),
    entityId: text(filters.entityId),
    pnr: text(filters.pnr),
    action: HISTORY_ACTIONS.find((action) => action === filters.action),
    from: ISO_DATE.test(filters.from) ? filters.from : undefined,
    to: ISO_DATE.test(filters.to) ? filters.to : undefined,
    actorId: actorId && actorId > 0 ? actorId : undefined,
  };
}

/** The record a row is about, as a link to its page when the reader may open it. */
function RecordCell({ entry, role, text }: { entry: THistoryEntry; role: TRole; text: THistoryEntryText }) {
  const link = linkOf(entry.link);
  const name = text.recordName(entry);
  return (
    <Box sx={{ py: 0.5, minWidth: 0 }}>
      <Typography variant="caption" color="text.secondary" component="div">
        {text.entityName(entry.entity)}
      </Typography>
      {link && canUseRoute(role, link.route) ? (
        <Link component={RouterLink} to={link.path} data-testid={`history-record-${entry.id}`}>
          {name}
        </Link>
      ) : (
        <Box component="span" data-testid={`history-record-${entry.id}`}>
          {entry.record ? name : ''}
        </Box>
      )}
    </Box>
  );
}

/** What changed, one value a line. */
function ChangesCell({ lines, id }: { lines: readonly string[]; id: number }) {
  return (
    <Box
      component="ul"
      sx={{ m: 0, py: 0.5, pl: 2, overflowWrap: 'anywhere', typography: 'body2' }}
      data-testid={`history-changes-${id}`}
    >
      {lines.map((line, index) => (
        <li key={index}>{line}</li>
      ))}
    </Box>
  );
}

/**
 * /history: every change with who, when, what (a link to its order, agent or flight) and what changed, newest first;
 * filters by record type and number, an order's PNR, action, period and (staff) the agent who made it, all in the
 * URL, and the Export of exactly that list. An agent sees the rows of its own orders, travellers and balance.
 */
export default function HistoryPage() {
  const { t } = useTranslation();
  const role = useCurrentRole();
  const isStaff = role !== 'user';
  const text = useHistoryEntryText();
  const { page, setPage, filters, changeFilter } = useListState({
    filters: NO_FILTERS,
    sortField: 'at',
    sortOrder: 'desc',
  });
  const entityId = useDebouncedValue(filters.entityId);
  const pnr = useDebouncedValue(filters.pnr);
  const request = historyRequest(page, { ...filters, entityId, pnr });
  const wrongPeriod = periodError(filters);
  const list = useQuery({
    queryKey: queryKeys.history.list(request),
    queryFn: ({ signal }) => callApi(HISTORY_ENDPOINTS.list, { body: request, signal }),
    placeholderData: keepPreviousData,
    enabled: wrongPeriod === null,
  });

  const columns = useMemo<TListColumn<THistoryEntry>[]>(
    () => [
      {
        field: 'at',
        headerName: t('historyPage.columns.at'),
        minWidth: 130,
        cell: (row) => formatInstant(row.at),
      },
      {
        field: 'actor',
        headerName: t('historyPage.columns.actor'),
        minWidth: 140,
        cell: (row) =>
          row.actor ? (
            <Box sx={{ py: 0.5, minWidth: 0 }}>
              {isStaff ? (
                <Link
                  component="button"
                  type="button"
                  onClick={() => changeFilter({ actorId: String(row.actor!.id) })}
                  aria-label={t('historyPage.onlyActor', { name: row.actor.name })}
                  sx={{ textAlign: 'left' }}
                >
                  {row.actor.name}
                </Link>
              ) : (
                row.actor.name
              )}
              <Typography variant="caption" color="text.secondary" component="div">
                {t(`roles.${row.actor.role}`)}
              </Typography>
              {row.apiKeyName !== null && (
                <Typography variant="caption" color="text.secondary" component="div" data-testid="history-api-key">
                  {t('historyPage.viaApiKey', { name: row.apiKeyName })}
                </Typography>
              )}
            </Box>
          ) : (
            t('historyPage.system')
          ),
      },
      {
        field: 'entity',
        headerName: t('historyPage.columns.record'),
        minWidth: 150,
        cell: (row) => <RecordCell entry={row} role={role} text={text} />,
      },
      {
        field: 'action',
        headerName: t('historyPage.columns.action'),
        minWidth: 130,
        cell: (row) => text.actionName(row.action, row.record?.productLine),
      },
      {
        field: 'changes',
        headerName: t('historyPage.columns.changes'),
        minWidth: 260,
        sortable: false,
        cell: (row) => <ChangesCell id={row.id} lines={text.changeLines(row)} />,
      },
    ],
    [t, text, role, isStaff, changeFilter],
  );

  const entities = [...HISTORY_ENTITIES]
    .filter((entity) => isStaff || ['order', 'passenger', 'user'].includes(entity))
    .map((entity) => ({ entity, name: text.entityName(entity) }))
    .sort((a, b) => a.name.localeCompare(b.name));
  const actions = HISTORY_ACTIONS.map((action) => ({ action, name: text.actionName(action) })).sort((a, b) =>
    a.name.localeCompare(b.name),
  );
  const periodMessage =
    wrongPeriod === 'rangeTooLong'
      ? t('fieldErrors.rangeTooLong', { n: MAX_HISTORY_RANGE_DAYS })
      : wrongPeriod
        ? t('fieldErrors.endBeforeStart')
        : undefined;

  return (
    <>
      <PageTitle title={t('routes.history')} />
      <ListScreen
        filters={
          <>
            <TextField
              select
              size="small"
              label={t('historyPage.filters.entity')}
              value={filters.entity}
              data-testid="history-filter-entity"
              onChange={(event) => changeFilter({ entity: event.target.value })}
            >
              <MenuItem value="">{t('common.all')}</MenuItem>
              {entities.map(({ entity, name }) => (
                <MenuItem key={entity} value={entity} data-testid={`history-filter-entity-${entity}`}>
                  {name}
                </MenuItem>
              ))}
            </TextField>
            <TextField
              size="small"
              label={t('historyPage.filters.entityId')}
              value={filters.entityId}
              onChange={(event) => changeFilter({ entityId: event.target.value }, { replace: true })}
              slotProps={{ htmlInput: { 'data-testid': 'history-filter-entity-id', maxLength: 64 } }}
            />
            <TextField
              size="small"
              label={t('historyPage.filters.pnr')}
              value={filters.pnr}
              onChange={(event) => changeFilter({ pnr: event.target.value }, { replace: true })}
              slotProps={{ htmlInput: { 'data-testid': 'history-filter-pnr', maxLength: 6 } }}
            />
            <TextField
              select
              size="small"
              label={t('historyPage.filters.action')}
              value={filters.action}
              data-testid="history-filter-action"
              onChange={(event) => changeFilter({ action: event.target.value })}
            >
              <MenuItem value="">{t('common.all')}</MenuItem>
              {actions.map(({ action, name }) => (
                <MenuItem key={action} value={action} data-testid={`history-filter-action-${action}`}>
                  {name}
                </MenuItem>
              ))}
            </TextField>
            <DateField
              size="small"
              label={t('historyPage.filters.from')}
              value={filters.from}
              onChange={(from) => changeFilter({ from })}
              testId="history-filter-from"
            />
            <DateField
              size="small"
              label={t('historyPage.filters.to')}
              value={filters.to}
              min={filters.from || undefined}
              onChange={(to) => changeFilter({ to })}
              error={periodMessage}
              testId="history-filter-to"
            />
            {isStaff && (
              <AgentFilter
                value={request.actorId ?? null}
                onChange={(actorId) => changeFilter({ actorId: actorId === null ? '' : String(actorId) })}
                label={t('historyPage.filters.actor')}
                testId="history-filter-actor"
              />
            )}
          </>
        }
        onExport={(format) => {
          const { page: _page, pageSize: _pageSize, ...filtersAndSort } = request;
          // The export writes its times in the reader's zone, as this screen shows them.
          const timeZone = Intl.DateTimeFormat().resolvedOptions().timeZone;
          return downloadListExport(HISTORY_ENDPOINTS.export, { body: { ...filtersAndSort, format, timeZone } });
        }}
        exportTestId="history-export"
        list={list}
        retry
        columns={columns}
        page={page}
        onPageChange={setPage}
        getRowId={(row) => row.id}
        label={t('historyPage.listLabel')}
        testId="history-grid"
      />
    </>
  );
}
