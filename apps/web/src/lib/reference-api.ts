import { resourceEndpoints, type TResourceDescriptor, type TResourceListQuery } from '@frs/contract';
import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import type { z } from 'zod';
import { callApi } from './api-client';
import { queryKeys } from './query-keys';

/**
 * The one client of every reference resource (docs/CODE_STYLE.md rule 8): list, export, read, create, replace and
 * delete, through the endpoints its descriptor gives (`resourceEndpoints`). Query keys come from the key factory;
 * callers invalidate `queryKeys.reference.all(name)` after a write.
 */

/** A descriptor typed by its record schema, so that a specific resource's queries give typed data. */
type TRecordDescriptor<TRecordSchema extends z.ZodType<{ id: number }>> = TResourceDescriptor<string, TRecordSchema>;

export function referenceListQuery<TRecordSchema extends z.ZodType<{ id: number }>>(
  descriptor: TRecordDescriptor<TRecordSchema>,
  query: Partial<TResourceListQuery>,
) {
  return queryOptions({
    queryKey: queryKeys.reference.list(descriptor.name, query),
    queryFn: ({ signal }) => callApi(resourceEndpoints(descriptor).list, { query, signal }),
    // The grid keeps showing the current page while the next one loads.
    placeholderData: keepPreviousData,
  });
}

/** The export of a resource's list (`GET path/export`), for `downloadListExport`. */
export function referenceExportEndpoint(descriptor: TResourceDescriptor) {
  return resourceEndpoints(descriptor).export;
}

export function referenceItemQuery<TRecordSchema extends z.ZodType<{ id: number }>>(
  descriptor: TRecordDescriptor<TRecordSchema>,
  id: number,
) {
  return queryOptions({
    queryKey: queryKeys.reference.item(descriptor.name, id),
    queryFn: ({ signal }) => callApi(resourceEndpoints(descriptor).get, { params: { id }, signal }),
    staleTime: 5 * 60_000,
  });
}

/** The form's values go out as they are: the server validates them against the descriptor's input. */
export function createReferenceRecord(descriptor: TResourceDescriptor, input: Record<string, unknown>) {
  return callApi(resourceEndpoints(descriptor).create, { body: input });
}

export function updateReferenceRecord(descriptor: TResourceDescriptor, id: number, input: Record<string, unknown>) {
  return callApi(resourceEndpoints(descriptor).update, { params: { id }, body: input });
}

export function deleteReferenceRecord(descriptor: TResourceDescriptor, id: number) {
  return callApi(resourceEndpoints(descriptor).remove, { params: { id } });
}
