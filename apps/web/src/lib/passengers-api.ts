import { PASSENGER_ENDPOINTS, type TDirectoryPassengerInput, type TPassengerSortField } from '@frs/contract';
import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import { callApi } from './api-client';
import { queryKeys } from './query-keys';

/**
 * The passengers directory (docs/PRODUCT.md §7 "Passengers"): the list call passes its query parameters as an object,
 * an update is a PATCH with the id appended, a delete appends the id. Agents get only their own travellers.
 */
export interface TPassengerDirectoryQuery {
  page?: number;
  pageSize?: number;
  sortField?: TPassengerSortField | undefined;
  sortOrder?: 'asc' | 'desc';
  search?: string;
  agentId?: number;
}

export function passengerDirectoryQuery(query: TPassengerDirectoryQuery) {
  return queryOptions({
    queryKey: queryKeys.passengers.list({ ...query }),
    queryFn: ({ signal }) => callApi(PASSENGER_ENDPOINTS.list, { query, signal }),
    placeholderData: keepPreviousData,
  });
}

export const createDirectoryPassenger = (input: TDirectoryPassengerInput) =>
  callApi(PASSENGER_ENDPOINTS.create, { body: input });

export const updateDirectoryPassenger = (id: number, input: TDirectoryPassengerInput) =>
  callApi(PASSENGER_ENDPOINTS.update, { params: { id }, body: input });

export const deleteDirectoryPassenger = (id: number) => callApi(PASSENGER_ENDPOINTS.remove, { params: { id } });
