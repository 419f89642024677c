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
  type GridFilterItem,
  type GridFilterModel,
  type GridFilterOperator,
} from '@mui/x-data-grid';
import {
  DEFAULT_LANGUAGE,
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
import { useMemo, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';
import { ApiError } from '../../lib/api-client';
import { downloadListExport } from '../../lib/list-export';
import { textInLanguage } from '../../lib/multilingual';
import { dynamicT, type TDynamicTranslate } from '../../lib/i18n/dynamic-keys';
import { queryKeys } from '../../lib/query-keys';
import {
  createReferenceRecord,
  deleteReferenceRecord,
  referenceExportEndpoint,
  referenceListQuery,
  updateReferenceRecord,
} from '../../lib/reference-api';
import { useDebouncedValue } from '../../lib/use-debounced-value';
import { ConfirmDialog } from '../confirm-dialog';
import { ServerDataGrid } from '../data-grid/server-data-grid';
import type { TServerPage } from '../list/server-page';
import { ReferenceAutocomplete } from '../form/reference-autocomplete';
import { ExportMenu } from '../list/export-menu';
import { useListState } from '../list/use-list-state';
import { useRecordLabels } from './record-labels';
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

/** The list's filters as the URL holds them: the search and one per filterable column (empty: not filtered). */
export type TResourceFilters = Record<string, string>;

function emptyFilters(descriptor: TResourceDescriptor): TResourceFilters {
  return Object.fromEntries([
    ['search', ''],
    ...descriptor.columns.filter((column) => column.filterable).map((column) => [column.field, '']),
  ]);
}

/** The list call of the list's state: the page, the sorted column, the search and the column filters. */
export function listQueryOf(
  descriptor: TResourceDescriptor,
  page: TServerPage,
  filters: TResourceFilters,
): Partial<TResourceListQuery> {
  const query: Partial<TResourceListQuery> = { page: page.page, pageSize: page.pageSize };
  if (descriptor.columns.some((column) => column.field === page.sortField && column.sortable)) {
    query.sortField = page.sortField;
    query.sortOrder = page.sortOrder;
  }
  const search = filters.search?.trim();
  if (search) query.search = search;
  for (const column of descriptor.columns) {
    const value = filters[column.field];
    if (column.filterable && value) query[column.field] = value;
  }
  return query;
}

/** The grid's comparison of a column's filter: the one the server makes (part of a text, otherwise equality). */
function filterOperatorOf(column: TColumnDescriptor): string {
  switch (column.type) {
    case 'integer':
    case 'decimal':
    case 'money':
      return '=';
    case 'enum':
    case 'boolean':
    case 'reference':
      return 'is';
    default:
      return 'contains';
  }
}

/** Whether the grid's filter of a column is chosen rather than typed (a choice is a step of the history). */
function isChoice(column: TColumnDescriptor): boolean {
  return column.type === 'enum' || column.type === 'boolean' || column.type === 'reference';
}

/** Whether a grid filter item holds a value to filter by (a column just chosen holds none yet). */
function hasValue(item: GridFilterItem): boolean {
  const value: unknown = item.value;
  return value !== undefined && value !== null && value !== '';
}

/** The grid's filter item of the first column filter in the URL (the grid shows one filter at a time). */
export function filterItemOf(
  descriptor: TResourceDescriptor,
  filters: TResourceFilters,
): Omit<GridFilterItem, 'id'> | null {
  const column = descriptor.columns.find((candidate) => candidate.filterable && filters[candidate.field]);
  const text = column ? filters[column.field] : undefined;
  if (!column || !text) return null;
  const numeric = ['integer', 'decimal', 'money', 'reference'].includes(column.type);
  const value = numeric ? Number(text) : column.type === 'boolean' ? text === 'true' : text;
  return { field: column.field, operator: filterOperatorOf(column), value };
}

/** A link from each row to a screen of its record (a hotel's room types), shown to readers and writers alike. */
export interface TRowLink {
  /** The link's accessible name and tooltip, from the record's label (the link itself shows only `icon`). */
  label: (recordLabel: string) => string;
  /** Where the link leads for a record. */
  to: (record: { id: number }) => string;
  icon: ReactNode;
}

export interface TResourceListProps {
  descriptor: TResourceDescriptor;
  /** Shows add, edit and delete (the server refuses the others' writes anyway). */
  canWrite: boolean;
  customWidgets?: TResourceFormDialogProps['customWidgets'];
  rowLink?: TRowLink;
}

type TEditing = { mode: 'create' } | { mode: 'edit'; record: TRow };

/**
 * The one list screen of every reference resource (docs/CODE_STYLE.md rule 8), on the list toolkit: a server-side
 * DataGrid with search, sorting and a filter per filterable column, all in the URL (`useListState`, its parameters
 * prefixed by the resource's name, so that two lists share a page), an Export (CSV, XLSX) of exactly the filtered list,
 * and, for writers, the create/edit dialog and delete with its confirmation. Writes invalidate the resource's queries,
 * so every list and label of it refreshes.
 */
export function ResourceList({ descriptor, canWrite, customWidgets, rowLink }: TResourceListProps) {
  const { t, i18n } = useTranslation();
  const translate = dynamicT(t);
  const queryClient = useQueryClient();
  const name = descriptor.name;
  const empty = useMemo(() => emptyFilters(descriptor), [descriptor]);
  const { page, setPage, filters, changeFilter } = useListState({ filters: empty, prefix: `${name}.` });
  const search = useDebouncedValue(filters.search ?? '', 300);
  const [editing, setEditing] = useState<TEditing | null>(null);
  const [deleting, setDeleting] = useState<TRow | null>(null);

  const query = listQueryOf(descriptor, page, { ...filters, search });
  const list = useQuery(referenceListQuery(descriptor, query));
  // The column filters as the URL holds them, and the grid's last filter item with the URL's filters when it was
  // made: a column chosen without a value yet shows from it, and so does a value until the URL has it (the URL
  // changes a render later); the URL's filter keeps the item's id (a new id would remount the input typed in).
  const fromUrl = filterItemOf(descriptor, filters);
  const urlKey = JSON.stringify(fromUrl);
  const [draft, setDraft] = useState<{ item: GridFilterItem; urlKey: string } | null>(null);
  const modelKey = JSON.stringify([urlKey, draft]);
  // A stable model: the grid answers a new object with a change event.
  const filterModel = useMemo<GridFilterModel>(
    () => {
      if (fromUrl) return { items: [{ ...fromUrl, id: draft?.item.id ?? 1 }] };
      const showDraft = draft && (!hasValue(draft.item) || draft.urlKey === urlKey);
      return { items: showDraft ? [draft.item] : [] };
    },
    // eslint-disable-next-line react-hooks/exhaustive-deps
    [modelKey],
  );
  const changeColumnFilter = (model: GridFilterModel) => {
    const item = model.items[0] ?? null;
    setDraft(item ? { item, urlKey } : null);
    const column = descriptor.columns.find((candidate) => candidate.filterable && candidate.field === item?.field);
    const text = column && item && hasValue(item) ? String(item.value) : '';
    const next = Object.fromEntries(
      descriptor.columns
        .filter((candidate) => candidate.filterable)
        .map((candidate) => [candidate.field, candidate === column ? text : '']),
    );
    if (Object.entries(next).every(([field, nextValue]) => (filters[field] ?? '') === nextValue)) return;
    changeFilter(next, { replace: !column || !isChoice(column) });
  };

  const invalidate = () => queryClient.invalidateQueries({ queryKey: queryKeys.reference.all(name) });
  const remove = useMutation({
    mutationFn: (id: number) => deleteReferenceRecord(descriptor, id),
    onSuccess: async () => {
      setDeleting(null);
      await invalidate();
    },
  });

  const labelOf = useRecordLabels(descriptor, list.data?.result ?? [], translate);
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
            value={filters.search ?? ''}
            onChange={(event) => changeFilter({ search: event.target.value }, { replace: true })}
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
        <ExportMenu
          testId={`resource-export-${name}`}
          onExport={(format) => {
            const { page: _page, pageSize: _pageSize, ...filtersAndSort } = query;
            return downloadListExport(referenceExportEndpoint(descriptor), { query: { ...filtersAndSort, format } });
          }}
        />
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
        countCapped={list.data?.countCapped ?? false}
        loading={list.isFetching}
        columns={columns}
        getRowId={(row) => row.id}
        page={page}
        onPageChange={setPage}
        columnFilter={{ model: filterModel, onChange: changeColumnFilter }}
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
