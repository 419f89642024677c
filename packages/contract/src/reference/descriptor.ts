import { z } from 'zod';
import { defineQueryList, type TExportColumn, type TExportColumnType, type TExportFormat } from '../lists';
import { MAX_MINOR_AMOUNT } from '../money';
import { hasPermission, type TPermission } from '../permissions';
import type { TRole } from '../roles';
import { idParam, integerParam } from '../validation';
import { ZListCount } from '../api/common';

/**
 * A reference resource (airports, airlines, fare rules, … and later services, hotels, notifications) is described
 * once, here in the contract, and both sides are generated from the description:
 *
 * - the server registers `GET path` (a page with sorting, filters and a search), `GET path/export` (the same list as
 *   CSV or XLSX), `GET path/{id}`, `POST path`, `PUT path/{id}` and `DELETE path/{id}` from it, plus a small server
 *   descriptor (table, searchable columns, the tables that use it);
 * - the web app renders one list (server-side DataGrid, its state in the URL) and one create/edit dialog from it.
 *
 * The columns are the resource's list declaration of the list toolkit (`defineQueryList`): its sort fields, its
 * filters (a search, and one per filterable column) and the columns of its export, whose headers are the contract's
 * `exports.reference` texts (`<name>.<field>`).
 *
 * Labels are i18n keys of the web catalogues (`reference.<name>.…`); `defineResource` derives them from the field
 * names unless a field gives its own. Nothing here may depend on React or Drizzle.
 */

/** What kind of input a form field is, and how a list cell shows it. */
export type TFieldWidget =
  /** One line of text (`multiline` for a paragraph); `upperCase` shows the value as it will be stored. */
  | { kind: 'text'; upperCase?: boolean; multiline?: boolean }
  /** A whole number; `unit` names an i18n key under `units.` shown beside it. */
  | { kind: 'integer'; unit?: TUnit }
  /** A decimal number (a rate margin, a percentage); `unit` as for integers. */
  | { kind: 'decimal'; unit?: TUnit }
  /** Integer minor units, typed and shown as a decimal amount with two places. */
  | { kind: 'money' }
  /** A penalty: a percentage of the price, or an amount in minor units (`{ type, value }`). */
  | { kind: 'moneyOrPercent' }
  /** One of fixed values; their labels are the i18n keys `enums.<labels>.<value>`. */
  | { kind: 'enum'; options: readonly string[]; labels: TEnumLabels }
  /** The id of a record of another reference resource, chosen with an autocomplete that searches it. */
  | { kind: 'reference'; resource: string }
  | { kind: 'boolean' }
  | { kind: 'url' }
  /** `{ hy, en, ru }`: one input per interface language. */
  | { kind: 'multilingual'; multiline?: boolean }
  /** An IANA time zone, chosen from `Intl.supportedValuesOf('timeZone')`. */
  | { kind: 'timeZone' }
  /** A calendar date, `yyyy-mm-dd`. */
  | { kind: 'date' }
  /** A local time of day, `hh:mm`. */
  | { kind: 'time' }
  /** A local date and time (`yyyy-mm-ddThh:mm`) of the airport chosen in `airportField`, whose zone is shown. */
  | { kind: 'localDateTime'; airportField: string }
  /** `{ adult: {…}, child: {…}, infant: {…} }`: the sub-fields once per passenger type, shown as a table. */
  | { kind: 'passengerTypes'; fields: readonly TFieldDescriptor[] }
  /** A widget the web app registers by this name, for a field no generic widget fits. */
  | { kind: 'custom'; widget: string };

export type TFieldKind = TFieldWidget['kind'];
export const UNITS = [
  'minutes',
  'hours',
  'seats',
  'kg',
  'pieces',
  'stars',
  'guests',
  'rooms',
  'years',
  'nights',
  'days',
  'percent',
] as const;
export type TUnit = (typeof UNITS)[number];
/** Enumerations whose values have labels in the web catalogues (`enums.<name>.<value>`). */
export const ENUM_LABELS = [
  'currency',
  'classType',
  'travelType',
  'flightStatus',
  'penaltyType',
  'marginType',
  'notificationAudience',
  'mealType',
  'serviceKind',
] as const;
export type TEnumLabels = (typeof ENUM_LABELS)[number];

export interface TFieldDescriptor {
  /** The field's key in the input (relative to its group for the sub-fields of a passenger-type group). */
  name: string;
  /** i18n key of the label. */
  label: string;
  widget: TFieldWidget;
  /** Marks the input as required (the schema decides what is valid; this only shows the asterisk). */
  required: boolean;
  /** Takes the whole width of the form (paragraphs and groups always do). */
  wide: boolean;
}

/** How a list column shows and filters its values. */
export type TColumnType =
  | 'text'
  | 'integer'
  | 'decimal'
  | 'money'
  | 'enum'
  | 'reference'
  | 'boolean'
  | 'url'
  | 'timeZone'
  | 'date'
  /** `{ hy, en, ru }`: the cell shows the interface language's text (or the first one given). */
  | 'multilingual';

export interface TColumnDescriptor {
  /** The column's id: the key of sorting and of its filter parameter. */
  field: string;
  /** Dotted path of the value in the record when it is not the top-level `field` (display only). */
  path: string;
  label: string;
  type: TColumnType;
  sortable: boolean;
  filterable: boolean;
  /** For `enum` columns: the options and their label group. */
  options?: readonly string[];
  labels?: TEnumLabels;
  /** For `reference` columns: the resource the id points to (the cell shows that record's label). */
  resource?: string;
  /** For `money` columns: the record field holding the currency code. */
  currencyField?: string;
}

/** Deep partial with nulls: the values of a blank create form (a required reference starts as null). */
export type TFormDefaults<T> = {
  [K in keyof T]?: T[K] extends readonly unknown[]
    ? T[K]
    : T[K] extends object
      ? TFormDefaults<T[K]> | null
      : T[K] | null;
};

export interface TResourcePermissions {
  /** Who may call GET. */
  read: TPermission;
  /** Who may call POST, PUT and DELETE (everybody else sees the screen read-only). */
  write: TPermission;
  /** Who sees the resource's screen at all. */
  screen: TPermission;
}

/** The input of a resource is always an object (a strict object schema), in and out. */
export type TInputSchema = z.ZodType<Record<string, unknown>, Record<string, unknown>>;

type TRecordOf<TRecord extends z.ZodType> = z.output<TRecord>;
type TInputOf<TInput extends TInputSchema> = z.input<TInput>;

/** The description of a resource as it is written in `resources.ts`; labels may be left to `defineResource`. */
export interface TResourceDefinition<
  TName extends string,
  TRecord extends z.ZodType<{ id: number }>,
  TInput extends TInputSchema,
  TSortField extends string,
> {
  /** Stable key: names the history entity, the i18n group `reference.<name>` and the query keys. */
  name: TName;
  /**
   * The API path of docs/PRODUCT.md §7, exactly (`/api/airport`, `/api/classes/templates/`), written here only: the
   * resource's endpoints derive from it (`resourceEndpoints`).
   */
  path: string;
  /** The record as the API answers it (always with `id`). */
  record: TRecord;
  /** The body of POST and PUT: one strict schema, also the form's resolver. */
  input: TInput;
  permissions: TResourcePermissions;
  /**
   * Fields of the record that only the roles of the resource's screen (`permissions.screen`) receive: a provider's
   * contacts and notes, a tour manager's phone. Other readers get records without them (so they are optional in
   * `record`) and may not filter, sort or search by them.
   */
  privateFields?: readonly (keyof TRecordOf<TRecord> & string)[];
  fields: readonly TFieldDefinition[];
  columns: readonly TColumnDefinition<TSortField>[];
  defaultSort: { field: TSortField; order: 'asc' | 'desc' };
  /** The values of a blank create form. */
  defaults: TFormDefaults<TInputOf<TInput>>;
  /*
   * Methods rather than function properties: the generic screens and routes hold any resource as the wide
   * `TResourceDescriptor`, and only ever call these with records its own `record` schema parsed.
   */
  /** The form values of an existing record (edit shares the create form). */
  toInput(record: TRecordOf<TRecord>): TInputOf<TInput>;
  /** How a reference to one record reads in a cell or an autocomplete ("EVN · Yerevan"). */
  toLabel(record: TRecordOf<TRecord>): string;
  /**
   * For a record whose own fields name it only by ids (a room type: its hotel and category): the list columns whose
   * shown texts name it on its list screen (the delete confirmation, the row buttons' names), joined by " · ", the
   * references by their records' labels and the enumerations in the reader's language ("Lutetia · Paris · Deluxe
   * double · Bed and breakfast (BB)"). Without it the list names a record by `toLabel`.
   */
  labelColumns?: readonly string[];
}

/** A field as written in a definition: the label, `required` and `wide` may be left to `defineResource`. */
export interface TFieldDefinition {
  name: string;
  label?: string;
  required?: boolean;
  wide?: boolean;
  widget:
    Exclude<TFieldWidget, { kind: 'passengerTypes' }> | { kind: 'passengerTypes'; fields: readonly TFieldDefinition[] };
}

/** A column as written in a definition: label, path, sortable and filterable have defaults. */
export type TColumnDefinition<TSortField extends string = string> = Omit<
  TColumnDescriptor,
  'label' | 'path' | 'field' | 'sortable' | 'filterable'
> & {
  field: TSortField | (string & {});
  label?: string;
  path?: string;
  sortable?: boolean;
  filterable?: boolean;
};

/** A resource as both sides use it: every label filled in and the list query schema built. */
export interface TResourceDescriptor<
  TName extends string = string,
  TRecord extends z.ZodType<{ id: number }> = z.ZodType<{ id: number }>,
  TInput extends TInputSchema = TInputSchema,
  TSortField extends string = string,
> extends Omit<TResourceDefinition<TName, TRecord, TInput, TSortField>, 'fields' | 'columns' | 'privateFields'> {
  fields: readonly TFieldDescriptor[];
  /** The definition's private fields (none: empty). */
  privateFields: readonly string[];
  columns: readonly TColumnDescriptor[];
  /** Query of `GET path`: paging, `sortField` (a sortable column), `sortOrder`, `search`, one per filterable column. */
  listQuery: z.ZodType<TResourceListQuery>;
  /** Query of `GET path/export`: the list query without paging, and a format. */
  exportQuery: z.ZodType<TResourceExportQuery>;
  /** The export's columns, in the list's order (the server leaves out the private ones for readers without them). */
  exportColumns: readonly TReferenceExportColumn[];
  /** The answer of `GET path`: `{ result, count, countCapped }`. */
  page: z.ZodType<{ result: TRecordOf<TRecord>[]; count: number; countCapped: boolean }>;
}

/** What a list query holds once parsed: the filters are keyed by column. */
export interface TResourceListQuery {
  page: number;
  pageSize: number;
  sortField?: string;
  sortOrder: 'asc' | 'desc';
  search?: string;
  /** One per filterable column: text, a number or a boolean. */
  [filter: string]: unknown;
}

/** What an export query holds once parsed: the list's filters and order, and the format. */
export interface TResourceExportQuery {
  sortField?: string;
  sortOrder: 'asc' | 'desc';
  search?: string;
  format: TExportFormat;
  [filter: string]: unknown;
}

/**
 * A column of a resource's export: its header is `exports.reference['<name>.<field>']`; `column` says where the value
 * is (`path`) and how it reads (an enum's code, a reference's label, a multilingual text in the reader's language).
 */
export interface TReferenceExportColumn extends TExportColumn<'reference'> {
  column: TColumnDescriptor;
}

/** How an export writes a column's values: numbers as numbers, amounts as decimals, the rest as text. */
const EXPORT_TYPES: Readonly<Partial<Record<TColumnType, TExportColumnType>>> = {
  integer: 'integer',
  decimal: 'number',
  money: 'money',
  date: 'date',
};

/**
 * The export's columns of a resource: one per list column, and after a money column the currency its amounts are
 * in, unless the list shows it already. The keys are texts of `exports.reference` in every catalogue
 * (`resources.test.ts`).
 */
function exportColumnsOf(name: string, columns: readonly TColumnDescriptor[]): TReferenceExportColumn[] {
  const exportColumn = (column: TColumnDescriptor): TReferenceExportColumn => ({
    // The key names a text of `exports.reference`; resources.test.ts checks each one exists in every language.
    key: `${name}.${column.field}` as TReferenceExportColumn['key'],
    type: EXPORT_TYPES[column.type] ?? 'text',
    column,
  });
  return columns.flatMap((column) => {
    const currency = column.type === 'money' ? column.currencyField : undefined;
    if (!currency || columns.some((other) => other.field === currency)) return [exportColumn(column)];
    const currencyColumn: TColumnDescriptor = {
      field: currency,
      path: currency,
      label: `reference.${name}.fields.${currency}`,
      type: 'text',
      sortable: false,
      filterable: false,
    };
    return [exportColumn(column), exportColumn(currencyColumn)];
  });
}

/** The longest search text a list accepts. */
export const MAX_SEARCH_LENGTH = 100;

/**
 * How a filter parameter is read: text columns match a part of the value, case-insensitively; the others match
 * exactly. Values arrive as query text, so numbers and booleans are coerced.
 */
function filterSchema(column: TColumnDescriptor): z.ZodType {
  switch (column.type) {
    case 'integer':
      return integerParam().optional();
    case 'money':
      return integerParam({ min: -MAX_MINOR_AMOUNT, max: MAX_MINOR_AMOUNT }).optional();
    case 'decimal':
      return z.coerce.number().optional();
    case 'date':
      return z.iso.date().optional();
    case 'reference':
      return idParam().optional();
    case 'boolean':
      return z
        .enum(['true', 'false'])
        .transform((value) => value === 'true')
        .optional();
    case 'enum':
      return z.enum(column.options ?? []).optional();
    default:
      return z.string().trim().max(MAX_SEARCH_LENGTH).optional();
  }
}

function fieldWithDefaults(labelGroup: string, field: TFieldDefinition): TFieldDescriptor {
  const widget = field.widget;
  return {
    name: field.name,
    label: field.label ?? `${labelGroup}.fields.${field.name}`,
    required: field.required ?? false,
    wide:
      field.wide ??
      (widget.kind === 'passengerTypes' ||
        widget.kind === 'multilingual' ||
        (widget.kind === 'text' && widget.multiline === true)),
    widget:
      widget.kind === 'passengerTypes'
        ? { kind: 'passengerTypes', fields: widget.fields.map((sub) => fieldWithDefaults(labelGroup, sub)) }
        : widget,
  };
}

/**
 * Completes the fields of a form that is not a reference resource (a flight, a class): labels default to
 * `<labelGroup>.fields.<name>`.
 */
export function describeFields(labelGroup: string, fields: readonly TFieldDefinition[]): TFieldDescriptor[] {
  return fields.map((field) => fieldWithDefaults(labelGroup, field));
}

/**
 * Completes a resource definition: labels default to `reference.<name>.fields.<field>`, columns to not sortable
 * and not filterable, and the list query schema is built from the columns.
 */
export function defineResource<
  TName extends string,
  TRecord extends z.ZodType<{ id: number }>,
  TInput extends TInputSchema,
  TSortField extends string,
>(
  definition: TResourceDefinition<TName, TRecord, TInput, TSortField>,
): TResourceDescriptor<TName, TRecord, TInput, TSortField> {
  const columns: TColumnDescriptor[] = definition.columns.map((column) => ({
    ...column,
    field: column.field,
    path: column.path ?? column.field,
    label: column.label ?? `reference.${definition.name}.fields.${column.field}`,
    sortable: column.sortable ?? false,
    filterable: column.filterable ?? false,
  }));
  for (const field of definition.labelColumns ?? []) {
    if (!columns.some((column) => column.field === field)) {
      throw new Error(`${definition.name}: label column "${field}" is not a list column`);
    }
  }
  for (const field of definition.privateFields ?? []) {
    const schema = definition.record instanceof z.ZodObject ? definition.record.shape[field] : undefined;
    if (!(schema instanceof z.ZodType) || !schema.safeParse(undefined).success) {
      throw new Error(`${definition.name}: private field "${field}" must be optional in the record`);
    }
  }
  const [firstSortable, ...otherSortable] = columns.filter((column) => column.sortable).map((column) => column.field);
  if (firstSortable === undefined) throw new Error(`${definition.name}: a list needs a sortable column`);
  const filters = Object.fromEntries(
    columns.filter((column) => column.filterable).map((column) => [column.field, filterSchema(column)]),
  );
  const exportColumns = exportColumnsOf(definition.name, columns);
  const list = defineQueryList({
    name: 'reference',
    schemaId: `${definition.name}List`,
    sortFields: [firstSortable, ...otherSortable],
    filters: { search: z.string().trim().max(MAX_SEARCH_LENGTH).optional(), ...filters },
    columns: exportColumns,
  });
  return {
    ...definition,
    privateFields: definition.privateFields ?? [],
    fields: describeFields(`reference.${definition.name}`, definition.fields),
    columns,
    listQuery: list.pageRequest,
    exportQuery: list.exportRequest,
    exportColumns,
    page: z.object({ result: z.array(definition.record), ...ZListCount }),
  };
}

/** Whether a role receives a resource's private fields: the roles that see its screen do. */
export function readsPrivateFields(descriptor: Pick<TResourceDescriptor, 'permissions'>, role: TRole): boolean {
  return hasPermission(role, descriptor.permissions.screen);
}

/** A record as a role may receive it: without the resource's private fields unless the role reads them. */
export function recordForRole<TRecord extends object>(
  descriptor: Pick<TResourceDescriptor, 'permissions' | 'privateFields'>,
  role: TRole,
  record: TRecord,
): TRecord {
  const hidden = descriptor.privateFields;
  if (hidden.length === 0 || readsPrivateFields(descriptor, role)) return record;
  return Object.fromEntries(Object.entries(record).filter(([key]) => !hidden.includes(key))) as TRecord;
}

/** The path of one record: `/api/airport/7`, `/api/classes/templates/7` (the spec writes some lists with a slash). */
export function resourceItemPath(path: string, id: number | string): string {
  return `${path.replace(/\/$/, '')}/${id}`;
}
