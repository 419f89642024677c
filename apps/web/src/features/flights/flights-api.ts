import {
  FLIGHT_ENDPOINTS,
  ZFlightChangeConflict,
  type TAffectedOrder,
  type TClassInput,
  type TFlightCreateRequest,
  type TFlightEditRequest,
  type TFlightListRequest,
  type TScheduleRequest,
} from '@frs/contract';
import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import { ApiError, callApi } from '../../lib/api-client';
import { queryKeys } from '../../lib/query-keys';

/** Queries and calls of the flight screens; keys from the one factory. */

export function flightListQuery(request: TFlightListRequest) {
  return queryOptions({
    queryKey: queryKeys.flights.list(request),
    queryFn: ({ signal }) => callApi(FLIGHT_ENDPOINTS.list, { body: request, signal }),
    placeholderData: keepPreviousData,
  });
}

export function flightQuery(id: number) {
  return queryOptions({
    queryKey: queryKeys.flights.detail(id),
    queryFn: ({ signal }) => callApi(FLIGHT_ENDPOINTS.get, { params: { id }, signal }),
  });
}

export const createFlight = (input: TFlightCreateRequest) => callApi(FLIGHT_ENDPOINTS.create, { body: input });

export const editFlight = (id: number, input: TFlightEditRequest) =>
  callApi(FLIGHT_ENDPOINTS.edit, { params: { id }, body: input });

export const deleteFlight = (id: number) => callApi(FLIGHT_ENDPOINTS.remove, { params: { id } });

export const createClass = (flightId: number, input: TClassInput) =>
  callApi(FLIGHT_ENDPOINTS.createClass, { params: { id: flightId }, body: input });

export const editClass = (id: number, input: TClassInput) =>
  callApi(FLIGHT_ENDPOINTS.editClass, { params: { id }, body: input });

export const deleteClass = (id: number) => callApi(FLIGHT_ENDPOINTS.removeClass, { params: { id } });

export const previewSchedule = (request: TScheduleRequest) =>
  callApi(FLIGHT_ENDPOINTS.previewSchedule, { body: request });

export const createSchedule = (request: TScheduleRequest) =>
  callApi(FLIGHT_ENDPOINTS.createSchedule, { body: request });

/** The orders a 409 of a flight change lists, or null when the failure is something else. */
export function affectedOrdersOf(error: unknown): TAffectedOrder[] | null {
  if (!(error instanceof ApiError) || error.status !== 409) return null;
  const parsed = ZFlightChangeConflict.safeParse(error.data);
  return parsed.success && parsed.data.affectedOrders && parsed.data.affectedOrders.length > 0
    ? parsed.data.affectedOrders
    : null;
}
