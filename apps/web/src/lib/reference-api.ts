import { resourceItemPath, type TResourceDescriptor, type TResourceListQuery } from '@frs/contract';
import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import type { z } from 'zod';
import { apiRequest } from './api-client';
import { queryKeys } from './query-keys';

/**
 * The one client of every reference resource (STYLE.md rule 8): list, read, create, replace and delete, driven by
 * the resource's descriptor. Query keys come from the key factory; callers invalidate
 * `queryKeys.reference.all(name)` after a write.
 */

/** A list query as URL parameters: unset filters and empty texts are left out. */
export function listSearchParams(query: Partial<TResourceListQuery>): string {
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(query)) {
    if (value === undefined || value === null || value === '') continue;
    params.set(key, String(value));
  }
  const text = params.toString();
  return text ? `?${text}` : '';
}

/** What the queries need of a descriptor; typed by its schemas, so that a specific descriptor gives typed data. */
interface TQueryDescriptor<TRecordSchema extends z.ZodType<{ id: number }>> {
  name: string;
  path: string;
  record: TRecordSchema;
  page: z.ZodType<{ result: z.output<TRecordSchema>[]; count: number }>;
}

export function referenceListQuery<TRecordSchema extends z.ZodType<{ id: number }>>(
  descriptor: TQueryDescriptor<TRecordSchema>,
  query: Partial<TResourceListQuery>,
) {
  return queryOptions({
    queryKey: queryKeys.reference.list(descriptor.name, query),
    queryFn: ({ signal }) =>
      apiRequest(`${descriptor.path}${listSearchParams(query)}`, { schema: descriptor.page, signal }),
    // The grid keeps showing the current page while the next one loads.
    placeholderData: keepPreviousData,
  });
}

export function referenceItemQuery<TRecordSchema extends z.ZodType<{ id: number }>>(
  descriptor: TQueryDescriptor<TRecordSchema>,
  id: number,
) {
  return queryOptions({
    queryKey: queryKeys.reference.item(descriptor.name, id),
    queryFn: ({ signal }) => apiRequest(resourceItemPath(descriptor.path, id), { schema: descriptor.record, signal }),
    staleTime: 5 * 60_000,
  });
}

export function createReferenceRecord(descriptor: TResourceDescriptor, input: unknown) {
  return apiRequest(descriptor.path, { method: 'POST', body: input, schema: descriptor.record });
}

export function updateReferenceRecord(descriptor: TResourceDescriptor, id: number, input: unknown) {
  return apiRequest(resourceItemPath(descriptor.path, id), { method: 'PUT', body: input, schema: descriptor.record });
}

export function deleteReferenceRecord(descriptor: TResourceDescriptor, id: number) {
  return apiRequest(resourceItemPath(descriptor.path, id), { method: 'DELETE' });
}
