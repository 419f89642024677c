import AddIcon from '@mui/icons-material/Add';
import DeleteIcon from '@mui/icons-material/DeleteOutlined';
import EditIcon from '@mui/icons-material/EditOutlined';
import SearchIcon from '@mui/icons-material/Search';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import IconButton from '@mui/material/IconButton';
import InputAdornment from '@mui/material/InputAdornment';
import TextField from '@mui/material/TextField';
import Tooltip from '@mui/material/Tooltip';
import Typography from '@mui/material/Typography';
import {
  getGridBooleanOperators,
  getGridNumericOperators,
  getGridSingleSelectOperators,
  getGridStringOperators,
  type GridColDef,
  type GridFilterInputValueProps,
  type GridFilterModel,
  type GridFilterOperator,
} from '@mui/x-data-grid';
import {
  DEFAULT_LANGUAGE,
  DEFAULT_PAGE_SIZE,
  formatIsoDate,
  formatMinor,
  isLanguage,
  isReferenceResourceName,
  type TColumnDescriptor,
  type TLanguage,
  type TReferenceResourceName,
  type TResourceDescriptor,
  type TResourceListQuery,
} from '@frs/contract';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';
import { ApiError } from '../../lib/api-client';
import { textInLanguage } from '../../lib/multilingual';
import { dynamicT, type TDynamicTranslate } from '../../lib/i18n/dynamic-keys';
import { queryKeys } from '../../lib/query-keys';
import {
  createReferenceRecord,
  deleteReferenceRecord,
  referenceListQuery,
  updateReferenceRecord,
} from '../../lib/reference-api';
import { useDebouncedValue } from '../../lib/use-debounced-value';
import { ConfirmDialog } from '../confirm-dialog';
import { ServerDataGrid, type TServerPage } from '../data-grid/server-data-grid';
import { ReferenceAutocomplete } from '../form/form-reference-field';
import { ReferenceLabel } from './reference-label';
import { ResourceFormDialog, type TResourceFormDialogProps } from './resource-form-dialog';

type TRow = { id: number } & Record<string, unknown>;

/** The value at a dotted path of a record (`prices.adult.fare`). */
export function valueAtPath(record: unknown, path: string): unknown {
  let current: unknown = record;
  for (const key of path.split('.')) {
    if (typeof current !== 'object' || current === null) return undefined;
    current = Object.entries(current).find(([name]) => name === key)?.[1];
  }
  return current;
}

const referenceFilterInputs = new Map<TReferenceResourceName, (props: GridFilterInputValueProps) => ReactNode>();

/**
 * The filter input of a reference column: the same autocomplete as the forms. One component per resource, made
 * once, so that the grid keeps the input mounted while the user types.
 */
function referenceFilterInput(resource: TReferenceResourceName) {
  let component = referenceFilterInputs.get(resource);
  if (!component) {
    component = function ReferenceFilterInput({ item, applyValue }: GridFilterInputValueProps) {
      const { t } = useTranslation();
      const value: unknown = item.value;
      return (
        <ReferenceAutocomplete
          resource={resource}
          size="small"
          label={dynamicT(t)(`reference.${resource}.title`)}
          value={typeof value === 'number' ? value : null}
          onChange={(id) => applyValue({ ...item, value: id ?? undefined })}
        />
      );
    };
    referenceFilterInputs.set(resource, component);
  }
  return component;
}

/** A DataGrid column for each descriptor column; each filter offers only the comparison the server makes. */
export function gridColumns(
  descriptor: TResourceDescriptor,
  translate: TDynamicTranslate,
  language: TLanguage = DEFAULT_LANGUAGE,
): GridColDef<TRow>[] {
  return descriptor.columns.map((column: TColumnDescriptor): GridColDef<TRow> => {
    const base: GridColDef<TRow> = {
      field: column.field,
      headerName: translate(column.label),
      sortable: column.sortable,
      filterable: column.filterable,
      flex: 1,
      minWidth: 110,
      ...(column.path !== column.field ? { valueGetter: (_value, row) => valueAtPath(row, column.path) } : {}),
    };
    switch (column.type) {
      case 'integer':
      case 'decimal':
        return { ...base, type: 'number', filterOperators: getGridNumericOperators().filter((op) => op.value === '=') };
      case 'multilingual':
        return {
          ...base,
          valueGetter: (_value, row) => textInLanguage(valueAtPath(row, column.path), language),
          filterOperators: [],
        };
      case 'money':
        return {
          ...base,
          type: 'number',
          filterOperators: getGridNumericOperators().filter((op) => op.value === '='),
          valueFormatter: (value: unknown, row) =>
            typeof value === 'number'
              ? `${formatMinor(value)}${column.currencyField ? ` ${String(row[column.currencyField] ?? '')}` : ''}`
              : '',
        };
      case 'enum':
        return {
          ...base,
          type: 'singleSelect',
          valueOptions: (column.options ?? []).map((value) => ({
            value,
            label: translate(`enums.${column.labels ?? ''}.${value}`),
          })),
          filterOperators: getGridSingleSelectOperators().filter((op) => op.value === 'is'),
        };
      case 'boolean':
        return { ...base, type: 'boolean', filterOperators: getGridBooleanOperators() };
      case 'reference': {
        const resource = column.resource ?? '';
        if (!isReferenceResourceName(resource)) throw new Error(`Unknown resource ${resource}`);
        const operator: GridFilterOperator<TRow> = {
          label: '=',
          value: 'is',
          getApplyFilterFn: () => null,
          InputComponent: referenceFilterInput(resource),
        };
        return {
          ...base,
          filterOperators: [operator],
          renderCell: ({ value }) =>
            typeof value === 'number' ? <ReferenceLabel resource={resource} id={value} /> : '',
        };
      }
      case 'date':
        return {
          ...base,
          filterOperators: getGridStringOperators().filter((op) => op.value === 'contains'),
          valueFormatter: (value: unknown) => (typeof value === 'string' && value !== '' ? formatIsoDate(value) : ''),
        };
      default:
        return { ...base, filterOperators: getGridStringOperators().filter((op) => op.value === 'contains') };
    }
  });
}

/** The list call of the grid's state: the page, the sorted column, and the one filter the grid holds. */
export function listQueryOf(
  descriptor: TResourceDescriptor,
  page: TServerPage,
  filter: GridFilterModel,
  search: string,
): Partial<TResourceListQuery> {
  const query: Partial<TResourceListQuery> = { page: page.page, pageSize: page.pageSize };
  if (page.sortField) {
    query.sortField = page.sortField;
    query.sortOrder = page.sortOrder;
  }
  const item = filter.items.find((candidate) => {
    const value: unknown = candidate.value;
    return value !== undefined && value !== null && value !== '';
  });
  if (item && descriptor.columns.some((column) => column.field === item.field && column.filterable)) {
    const value: unknown = item.value;
    query[item.field] = typeof value === 'number' ? value : String(value);
  }
  if (search.trim()) query.search = search.trim();
  return query;
}

/** A link from each row to a screen of its record (a hotel's room types), shown to readers and writers alike. */
export interface TRowLink {
  /** The link's accessible name and tooltip, from the record's label (the link itself shows only `icon`). */
  label: (recordLabel: string) => string;
  /** Where the link leads for a record. */
  to: (record: { id: number }) => string;
  icon: ReactNode;
}

interface TResourceListProps {
  descriptor: TResourceDescriptor;
  /** Shows add, edit and delete (the server refuses the others' writes anyway). */
  canWrite: boolean;
  customWidgets?: TResourceFormDialogProps['customWidgets'];
  rowLink?: TRowLink;
}

type TEditing = { mode: 'create' } | { mode: 'edit'; record: TRow };

/**
 * The one list screen of every reference resource (STYLE.md rule 8): a server-side DataGrid with search, sorting,
 * a filter per filterable column, and, for writers, the create/edit dialog and delete with its confirmation. Writes
 * invalidate the resource's queries, so every list and label of it refreshes.
 */
export function ResourceList({ descriptor, canWrite, customWidgets, rowLink }: TResourceListProps) {
  const { t, i18n } = useTranslation();
  const translate = dynamicT(t);
  const queryClient = useQueryClient();
  const name = descriptor.name;
  const [page, setPage] = useState<TServerPage>({ page: 0, pageSize: DEFAULT_PAGE_SIZE, sortOrder: 'asc' });
  const [filter, setFilter] = useState<GridFilterModel>({ items: [] });
  const [searchText, setSearchText] = useState('');
  const search = useDebouncedValue(searchText, 300);
  const [editing, setEditing] = useState<TEditing | null>(null);
  const [deleting, setDeleting] = useState<TRow | null>(null);

  const list = useQuery(referenceListQuery(descriptor, listQueryOf(descriptor, page, filter, search)));
  const invalidate = () => queryClient.invalidateQueries({ queryKey: queryKeys.reference.all(name) });
  const remove = useMutation({
    mutationFn: (id: number) => deleteReferenceRecord(descriptor, id),
    onSuccess: async () => {
      setDeleting(null);
      await invalidate();
    },
  });

  const labelOf = (row: TRow) => descriptor.toLabel(row);
  const columns = gridColumns(descriptor, translate, isLanguage(i18n.language) ? i18n.language : DEFAULT_LANGUAGE);
  if (canWrite || rowLink) {
    columns.push({
      field: '__actions',
      headerName: t('common.actions'),
      sortable: false,
      filterable: false,
      disableColumnMenu: true,
      width: (canWrite ? 80 : 0) + (rowLink ? 40 : 0) + 30,
      renderCell: ({ row }) => (
        <Box sx={{ display: 'flex' }}>
          {rowLink && (
            <Tooltip title={rowLink.label(labelOf(row))}>
              <IconButton
                size="small"
                component={RouterLink}
                to={rowLink.to(row)}
                aria-label={rowLink.label(labelOf(row))}
                data-testid={`resource-link-${name}-${row.id}`}
              >
                {rowLink.icon}
              </IconButton>
            </Tooltip>
          )}
          {canWrite && (
            <>
              <IconButton
                size="small"
                aria-label={t('resourceList.edit', { label: labelOf(row) })}
                data-testid={`resource-edit-${name}-${row.id}`}
                onClick={() => setEditing({ mode: 'edit', record: row })}
              >
                <EditIcon fontSize="small" />
              </IconButton>
              <IconButton
                size="small"
                aria-label={t('resourceList.delete', { label: labelOf(row) })}
                data-testid={`resource-delete-${name}-${row.id}`}
                onClick={() => {
                  remove.reset();
                  setDeleting(row);
                }}
              >
                <DeleteIcon fontSize="small" />
              </IconButton>
            </>
          )}
        </Box>
      ),
    });
  }

  const title = translate(`reference.${name}.title`);
  // The server searches the text columns of a resource; one without any (rooms, notifications) has no search box.
  const searchable = descriptor.columns.some((column) => column.type === 'text' && column.filterable);
  return (
    <Box data-testid={`resource-list-${name}`} sx={{ display: 'grid', gap: 2, minWidth: 0 }}>
      <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 2, alignItems: 'center' }}>
        <Typography component="h2" variant="h6" sx={{ flexGrow: 1 }}>
          {title}
        </Typography>
        {searchable && (
          <TextField
            size="small"
            label={t('resourceList.search')}
            value={searchText}
            onChange={(event) => {
              setSearchText(event.target.value);
              setPage((current) => ({ ...current, page: 0 }));
            }}
            slotProps={{
              input: {
                startAdornment: (
                  <InputAdornment position="start">
                    <SearchIcon fontSize="small" />
                  </InputAdornment>
                ),
              },
              htmlInput: { 'data-testid': `resource-search-${name}` },
            }}
          />
        )}
        {canWrite && (
          <Button
            variant="contained"
            startIcon={<AddIcon />}
            onClick={() => setEditing({ mode: 'create' })}
            data-testid={`resource-add-${name}`}
          >
            {t('resourceList.add')}
          </Button>
        )}
      </Box>
      {!canWrite && <Alert severity="info">{t('resourceList.readOnly')}</Alert>}
      {list.isError && (
        <Alert severity="error">{list.error instanceof ApiError ? list.error.message : t('errors.GENERIC')}</Alert>
      )}
      <ServerDataGrid<TRow>
        testId={`resource-grid-${name}`}
        label={t('grid.label', { title })}
        rows={list.data?.result ?? []}
        rowCount={list.data?.count ?? 0}
        loading={list.isFetching}
        columns={columns}
        getRowId={(row) => row.id}
        page={page}
        onPageChange={setPage}
        columnFilter={{
          model: filter,
          onChange: (model) => {
            setFilter(model);
            setPage((current) => ({ ...current, page: 0 }));
          },
        }}
      />
      {editing && (
        <ResourceFormDialog
          title={translate(`reference.${name}.${editing.mode === 'create' ? 'create' : 'edit'}`)}
          fields={descriptor.fields}
          schema={descriptor.input}
          defaultValues={editing.mode === 'create' ? descriptor.defaults : descriptor.toInput(editing.record)}
          customWidgets={customWidgets}
          onSubmit={(values) =>
            editing.mode === 'create'
              ? createReferenceRecord(descriptor, values)
              : updateReferenceRecord(descriptor, editing.record.id, values)
          }
          onSaved={() => {
            setEditing(null);
            void invalidate();
          }}
          onClose={() => setEditing(null)}
        />
      )}
      {deleting && (
        <ConfirmDialog
          title={t('resourceList.deleteTitle')}
          text={t('resourceList.deleteText', { label: labelOf(deleting) })}
          confirmLabel={t('resourceList.delete', { label: labelOf(deleting) })}
          busy={remove.isPending}
          error={remove.error ? (remove.error instanceof ApiError ? remove.error.message : t('errors.GENERIC')) : null}
          onConfirm={() => remove.mutate(deleting.id)}
          onClose={() => setDeleting(null)}
        />
      )}
    </Box>
  );
}
