import { z } from 'zod';
import { ZPageQueryFields, ZPageRequestFields } from './api/common';
import type { TTexts } from './texts/catalogue';

/**
 * One declaration per list (the list toolkit): its sort fields, its filters and the columns of its export. From it
 * come the page request (filters, sort, paging) and the export request (the same filters and sort, and a format),
 * so that an export holds exactly what the screen's filters show. The server builds its one list query from the
 * same declaration (`lib/list-query.ts`, `lib/list-export.ts`), and the web keeps the request in the URL
 * (`useListState`). An unknown filter or sort field is a 400 (strict objects, enums).
 */

export const EXPORT_FORMATS = ['csv', 'xlsx'] as const;
export const ZExportFormat = z.enum(EXPORT_FORMATS);
export type TExportFormat = z.infer<typeof ZExportFormat>;

/** The media type of each export format. */
export const EXPORT_MEDIA_TYPES: Readonly<Record<TExportFormat, string>> = {
  csv: 'text/csv; charset=utf-8',
  xlsx: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
};

/**
 * How an export writes a column's values: `money` is integer minor units written as a decimal number, `instant` an
 * ISO timestamp (a date and time in XLSX), `date` a yyyy-mm-dd day.
 */
export type TExportColumnType = 'text' | 'integer' | 'number' | 'money' | 'instant' | 'date';

/** The lists that export: each a group of the catalogues' `exports` texts, whose keys are the column headers. */
export type TExportListName = keyof TTexts['exports'];
export type TExportColumnKey<TList extends TExportListName> = Extract<keyof TTexts['exports'][TList], string>;

/** The groups of words an export writes for coded values (`exportValues` of the catalogues). */
export type TExportValueGroup = keyof TTexts['exportValues'];

export interface TExportColumn<TList extends TExportListName> {
  key: TExportColumnKey<TList>;
  type: TExportColumnType;
  /** A coded text column (a status, a group): written as the group's word in the reader's language. */
  values?: TExportValueGroup;
  /**
   * Rows whose other column holds one of these codes take their words from another group: an export of every product
   * line writes a hotel stay's status in the hotel's words (`{ column: 'productLine', groups: { hotel: … } }`).
   */
  valuesBy?: { column: TExportColumnKey<TList>; groups: Readonly<Partial<Record<string, TExportValueGroup>>> };
}

export interface TListDeclaration<TList extends TExportListName, TSort extends string, TFilters extends z.ZodRawShape> {
  /** The export's group of header texts, and the file's name. */
  name: TList;
  sortFields: readonly [TSort, ...TSort[]];
  /** The filters, each optional, shaped for the transport (a GET query's numbers and lists arrive as text). */
  filters: TFilters;
  /** The export's columns in order. */
  columns: readonly TExportColumn<TList>[];
  /** The OpenAPI name stem of a body's two requests, e.g. 'UserList' → UserListRequest, UserListExportRequest. */
  schemaId: string;
}

function sortFieldsOf<TSort extends string>(sortFields: readonly [TSort, ...TSort[]]) {
  return { sortField: z.enum(sortFields).optional(), sortOrder: ZPageRequestFields.sortOrder };
}

function exportRequestOf<TSort extends string, TFilters extends z.ZodRawShape>(
  declaration: Pick<TListDeclaration<TExportListName, TSort, TFilters>, 'sortFields' | 'filters'>,
) {
  return z.strictObject({
    ...sortFieldsOf(declaration.sortFields),
    ...declaration.filters,
    format: ZExportFormat.default('csv'),
  });
}

/** A list whose requests are JSON bodies (POST …/get-…, POST …/export): its two requests built. */
export function defineList<
  const TList extends TExportListName,
  const TSort extends string,
  const TFilters extends z.ZodRawShape,
>(declaration: TListDeclaration<TList, TSort, TFilters>) {
  const { page, pageSize } = ZPageRequestFields;
  return {
    ...declaration,
    pageRequest: z
      .strictObject({ page, pageSize, ...sortFieldsOf(declaration.sortFields), ...declaration.filters })
      .meta({ id: `${declaration.schemaId}Request` }),
    exportRequest: exportRequestOf(declaration).meta({ id: `${declaration.schemaId}ExportRequest` }),
  };
}

/**
 * A list whose requests are GET queries (numbers and lists arrive as text; no component names: @fastify/swagger
 * cannot resolve a reference for query parameters).
 */
export function defineQueryList<
  const TList extends TExportListName,
  const TSort extends string,
  const TFilters extends z.ZodRawShape,
>(declaration: TListDeclaration<TList, TSort, TFilters>) {
  const { page, pageSize } = ZPageQueryFields;
  return {
    ...declaration,
    pageRequest: z.strictObject({ page, pageSize, ...sortFieldsOf(declaration.sortFields), ...declaration.filters }),
    exportRequest: exportRequestOf(declaration),
  };
}

export type TListOf<TDeclaration extends { pageRequest: z.ZodType }> = z.output<TDeclaration['pageRequest']>;
