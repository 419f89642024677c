import { API_PATHS, ZDirectoryPassenger, ZDirectoryPassengerPage, type TDirectoryPassengerInput } from '@frs/contract';
import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import { apiRequest } from './api-client';
import { queryKeys } from './query-keys';
import { listSearchParams } from './reference-api';

/**
 * The passengers directory (spec section 7, "Passengers"): the list call passes its query parameters as an object,
 * an update is a PATCH with the id appended, a delete appends the id. Agents get only their own travellers.
 */
export interface TPassengerDirectoryQuery {
  page?: number;
  pageSize?: number;
  search?: string;
  agentId?: number;
}

export function passengerDirectoryQuery(query: TPassengerDirectoryQuery) {
  return queryOptions({
    queryKey: queryKeys.passengers.list({ ...query }),
    queryFn: ({ signal }) =>
      apiRequest(`${API_PATHS.passengers}${listSearchParams({ ...query })}`, {
        schema: ZDirectoryPassengerPage,
        signal,
      }),
    placeholderData: keepPreviousData,
  });
}

export const createDirectoryPassenger = (input: TDirectoryPassengerInput) =>
  apiRequest(API_PATHS.passengers, { method: 'POST', body: input, schema: ZDirectoryPassenger });

export const updateDirectoryPassenger = (id: number, input: TDirectoryPassengerInput) =>
  apiRequest(API_PATHS.passengerById(id), { method: 'PATCH', body: input, schema: ZDirectoryPassenger });

export const deleteDirectoryPassenger = (id: number) => apiRequest(API_PATHS.passengerById(id), { method: 'DELETE' });
