import { CONFLICT, defineEndpoint, NOT_FOUND, NOT_FOUND_OR_CONFLICT } from '../endpoint';
import { ZIdParams, ZSuccessResponse } from '../api/common';
import { resourceItemPath, type TResourceDescriptor } from '../reference/descriptor';
import { REFERENCE_RESOURCES, type TReferenceResourceName } from '../reference/resources';

const tag = 'reference';

/**
 * The endpoints of a reference resource, all from its descriptor: the five of docs/PRODUCT.md §7 "Reference data",
 * `GET path` (a page), `GET path/{id}`, `POST path`, `PUT path/{id}`, `DELETE path/{id}`, and the list's export
 * `GET path/export` (the list toolkit's CSV or XLSX of the filtered list). The path is the descriptor's; typed by the
 * descriptor's schemas, so that a specific resource gives typed calls.
 */
export function resourceEndpoints<const TDescriptor extends TResourceDescriptor>(descriptor: TDescriptor) {
  const { name, path, permissions } = descriptor;
  const itemPath = resourceItemPath(path, '{id}');
  const record: TDescriptor['record'] = descriptor.record;
  const input: TDescriptor['input'] = descriptor.input;
  const listQuery: TDescriptor['listQuery'] = descriptor.listQuery;
  const exportQuery: TDescriptor['exportQuery'] = descriptor.exportQuery;
  const page: TDescriptor['page'] = descriptor.page;
  return {
    list: defineEndpoint({
      method: 'GET',
      path,
      access: permissions.read,
      query: listQuery,
      response: page,
      tag,
      summary: `${name}: a page, sorted and filtered (search matches part of the text)`,
    }),
    export: defineEndpoint({
      method: 'GET',
      path: resourceItemPath(path, 'export'),
      access: permissions.read,
      query: exportQuery,
      response: 'file',
      tag,
      summary: `${name}: the filtered list as CSV (UTF-8 with BOM) or XLSX, in the list's order`,
    }),
    get: defineEndpoint({
      method: 'GET',
      path: itemPath,
      access: permissions.read,
      params: ZIdParams,
      response: record,
      errors: NOT_FOUND,
      tag,
      summary: `${name}: one record`,
    }),
    create: defineEndpoint({
      method: 'POST',
      path,
      access: permissions.write,
      body: input,
      response: record,
      errors: CONFLICT,
      tag,
      summary: `${name}: create`,
    }),
    update: defineEndpoint({
      method: 'PUT',
      path: itemPath,
      access: permissions.write,
      params: ZIdParams,
      body: input,
      response: record,
      errors: NOT_FOUND_OR_CONFLICT,
      tag,
      summary: `${name}: replace`,
    }),
    remove: defineEndpoint({
      method: 'DELETE',
      path: itemPath,
      access: permissions.write,
      params: ZIdParams,
      response: ZSuccessResponse,
      errors: NOT_FOUND_OR_CONFLICT,
      tag,
      summary: `${name}: delete (409 with the places it is used in, while anything uses it)`,
    }),
  };
}

/** The endpoints of one resource, typed by its descriptor. */
export type TResourceEndpoints<TDescriptor extends TResourceDescriptor> = ReturnType<
  typeof resourceEndpoints<TDescriptor>
>;
export type TResourceOperation = keyof TResourceEndpoints<TResourceDescriptor>;

type TReferenceEndpointName = `${TReferenceResourceName}.${TResourceOperation}`;
type TResourceOf<TName extends TReferenceResourceName> = (typeof REFERENCE_RESOURCES)[TName];
/** The endpoint a flat name names: `airports.get` is the `get` of the airports' endpoints. */
type TEndpointNamed<TKey> =
  TKey extends `${infer TName extends TReferenceResourceName}.${infer TOp extends TResourceOperation}`
    ? TResourceEndpoints<TResourceOf<TName>>[TOp]
    : never;
type TReferenceEndpoints = { [TKey in TReferenceEndpointName]: TEndpointNamed<TKey> };

/**
 * Every endpoint of every reference resource, flat (`airports.list`, `airports.get`, …), for the list of all
 * endpoints; the server registers and the web calls them through `resourceEndpoints(descriptor)`.
 */
export const REFERENCE_ENDPOINTS = Object.fromEntries(
  Object.entries(REFERENCE_RESOURCES).flatMap(([name, descriptor]) =>
    Object.entries(resourceEndpoints(descriptor)).map(([operation, endpoint]) => [`${name}.${operation}`, endpoint]),
  ),
) as TReferenceEndpoints;
