import {
  effectiveRole,
  formatInstantDate,
  hasPermission,
  ROLES,
  routePath,
  type TUserListItem,
  type TUserListRequest,
  USER_ENDPOINTS,
  USER_SORT_FIELDS,
  USER_STATUSES,
} from '@frs/contract';
import AddIcon from '@mui/icons-material/Add';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Link from '@mui/material/Link';
import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import type { TListColumn } from '../../components/list/list-column';
import { useQuery } from '@tanstack/react-query';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink, useNavigate } from 'react-router';
import { EmailText } from '../../components/email-text';
import { PageTitle } from '../../components/page-title';
import type { TServerPage } from '../../components/list/server-page';
import { ListScreen } from '../../components/list/list-screen';
import { useListState } from '../../components/list/use-list-state';
import { downloadListExport } from '../../lib/list-export';
import { useCurrentRole } from '../../lib/current-user';
import { formatAmd } from '../../lib/format';
import { useDebouncedValue } from '../../lib/use-debounced-value';
import { usersListQuery } from './agents-api';
import { CreateUserDialog } from './create-user-dialog';
import { MailStatusWarning } from './mail-status-warning';
import { UserStatusChip } from './user-status-chip';

/** The filters as the URL holds them (empty: not filtered). */
const NO_FILTERS = { status: '', role: '', country: '', search: '' };
type TFilters = typeof NO_FILTERS;

/** The list's request from the grid's page and the filter controls (empty filters are left out). */
export function listRequest(page: TServerPage, filters: TFilters): TUserListRequest {
  return {
    page: page.page,
    pageSize: page.pageSize,
    sortOrder: page.sortOrder,
    sortField: USER_SORT_FIELDS.find((field) => field === page.sortField),
    status: USER_STATUSES.find((status) => status === filters.status),
    role: ROLES.find((group) => group === filters.role),
    ...(filters.country.trim() ? { country: filters.country.trim() } : {}),
    ...(filters.search.trim() ? { search: filters.search.trim() } : {}),
  };
}

/**
 * /agents: every user, newest first, with server-side paging, sorting and filters (status, group, country, free
 * text), a CSV export of the filtered list, and (for admins) the creation of a user.
 */
export default function AgentsPage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const role = useCurrentRole();
  const amd = t('header.amdSign');
  const { page, setPage, filters, changeFilter } = useListState({ filters: NO_FILTERS });
  const [creating, setCreating] = useState(false);
  const [notice, setNotice] = useState<string | null>(null);
  const search = useDebouncedValue(filters.search);
  const country = useDebouncedValue(filters.country);
  const request = listRequest(page, { ...filters, search, country });
  const list = useQuery(usersListQuery(request));

  const columns = useMemo<TListColumn<TUserListItem>[]>(
    () => [
      {
        field: 'companyName',
        headerName: t('fields.companyName'),
        minWidth: 130,
        cell: (row) => (
          <Link
            component={RouterLink}
            to={routePath('agentInfo', { id: row.userId })}
            data-testid={`agent-link-${row.userId}`}
          >
            {row.companyName || row.contactNameSurname || row.email}
          </Link>
        ),
      },
      {
        // The person and, under the name, the phone: one column less for a 1366 px laptop.
        field: 'contactNameSurname',
        headerName: t('agents.contact'),
        minWidth: 120,
        cell: (row) => (
          <Box sx={{ py: 0.5 }}>
            <Typography variant="body2">{row.contactNameSurname}</Typography>
            {row.phone && (
              <Typography variant="caption" color="text.secondary" data-testid={`agent-phone-${row.userId}`}>
                {row.phone}
              </Typography>
            )}
          </Box>
        ),
      },
      {
        field: 'email',
        headerName: t('fields.email'),
        minWidth: 120,
        cell: (row) => <EmailText email={row.email} />,
      },
      { field: 'country', headerName: t('fields.country'), width: 90, cell: (row) => row.country },
      {
        field: 'role',
        headerName: t('fields.group'),
        minWidth: 110,
        cell: (row) => t(`roles.${effectiveRole(row)}`),
      },
      {
        field: 'status',
        headerName: t('fields.status'),
        minWidth: 120,
        cell: (row) => <UserStatusChip status={row.status} testId={`agent-status-${row.userId}`} />,
      },
      {
        field: 'balance',
        headerName: t('fields.balance'),
        numeric: true,
        minWidth: 115,
        cell: (row) => formatAmd(row.balance, amd),
      },
      {
        field: 'createdAt',
        headerName: t('fields.registered'),
        minWidth: 110,
        cell: (row) => formatInstantDate(row.createdAt),
      },
    ],
    [t, amd],
  );

  return (
    <>
      <PageTitle title={t('routes.agents')} />
      <MailStatusWarning />
      {notice && (
        <Alert severity="success" onClose={() => setNotice(null)} data-testid="agents-notice" sx={{ mb: 2 }}>
          {notice}
        </Alert>
      )}
      <ListScreen
        filterColumns={{ xs: '1fr', sm: '1fr 1fr', md: '2fr 1fr 1fr 1fr' }}
        filters={
          <>
            <TextField
              size="small"
              label={t('agents.search')}
              value={filters.search}
              onChange={(event) => changeFilter({ search: event.target.value }, { replace: true })}
              slotProps={{ htmlInput: { 'data-testid': 'agents-search', type: 'search' } }}
            />
            <TextField
              select
              size="small"
              label={t('fields.status')}
              value={filters.status}
              data-testid="agents-filter-status"
              onChange={(event) => {
                const status = USER_STATUSES.find((value) => value === event.target.value);
                changeFilter({ status: status ?? '' });
              }}
            >
              <MenuItem value="">{t('common.all')}</MenuItem>
              {USER_STATUSES.map((status) => (
                <MenuItem key={status} value={status} data-testid={`agents-filter-status-${status}`}>
                  {t(`statuses.${status}`)}
                </MenuItem>
              ))}
            </TextField>
            <TextField
              select
              size="small"
              label={t('fields.group')}
              value={filters.role}
              data-testid="agents-filter-role"
              onChange={(event) => {
                const group = ROLES.find((value) => value === event.target.value);
                changeFilter({ role: group ?? '' });
              }}
            >
              <MenuItem value="">{t('common.all')}</MenuItem>
              {ROLES.map((group) => (
                <MenuItem key={group} value={group} data-testid={`agents-filter-role-${group}`}>
                  {t(`roles.${group}`)}
                </MenuItem>
              ))}
            </TextField>
            <TextField
              size="small"
              label={t('fields.country')}
              value={filters.country}
              onChange={(event) => changeFilter({ country: event.target.value }, { replace: true })}
              slotProps={{ htmlInput: { 'data-testid': 'agents-filter-country' } }}
            />
          </>
        }
        onExport={(format) => {
          const { page: _page, pageSize: _pageSize, ...filtersAndSort } = request;
          return downloadListExport(USER_ENDPOINTS.export, { body: { ...filtersAndSort, format } });
        }}
        exportTestId="agents-export"
        actions={
          hasPermission(role, 'users.create') && (
            <Button
              variant="contained"
              startIcon={<AddIcon />}
              onClick={() => setCreating(true)}
              data-testid="agents-create"
            >
              {t('agents.create')}
            </Button>
          )
        }
        list={list}
        retry
        columns={columns}
        page={page}
        onPageChange={setPage}
        getRowId={(row) => row.userId}
        label={t('agents.listLabel')}
        testId="agents-grid"
        onRowClick={(row) => void navigate(routePath('agentInfo', { id: row.userId }))}
      />
      <CreateUserDialog
        open={creating}
        onClose={() => setCreating(false)}
        onCreated={() => setNotice(t('agents.created'))}
      />
    </>
  );
}
