import {
  API_PATHS,
  ZFlight,
  ZFlightChangeConflict,
  ZFlightClass,
  ZFlightListResponse,
  ZSchedulePreview,
  ZScheduleResult,
  type TAffectedOrder,
  type TClassInput,
  type TFlightCreateRequest,
  type TFlightEditRequest,
  type TFlightListRequest,
  type TScheduleRequest,
} from '@frs/contract';
import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import { ApiError, apiRequest } from '../../lib/api-client';
import { queryKeys } from '../../lib/query-keys';

/** Queries and calls of the flight screens; keys from the one factory. */

export function flightListQuery(request: TFlightListRequest) {
  return queryOptions({
    queryKey: queryKeys.flights.list(request),
    queryFn: ({ signal }) =>
      apiRequest(API_PATHS.flightList, { method: 'POST', body: request, schema: ZFlightListResponse, signal }),
    placeholderData: keepPreviousData,
  });
}

export function flightQuery(id: number) {
  return queryOptions({
    queryKey: queryKeys.flights.detail(id),
    queryFn: ({ signal }) => apiRequest(API_PATHS.flightById(id), { schema: ZFlight, signal }),
  });
}

export const createFlight = (input: TFlightCreateRequest) =>
  apiRequest(API_PATHS.flightCreate, { method: 'POST', body: input, schema: ZFlight });

export const editFlight = (id: number, input: TFlightEditRequest) =>
  apiRequest(API_PATHS.flightEdit(id), { method: 'POST', body: input, schema: ZFlight });

export const deleteFlight = (id: number) => apiRequest(API_PATHS.flightDelete(id));

export const createClass = (flightId: number, input: TClassInput) =>
  apiRequest(API_PATHS.classCreate(flightId), { method: 'POST', body: input, schema: ZFlightClass });

export const editClass = (id: number, input: TClassInput) =>
  apiRequest(API_PATHS.classEdit(id), { method: 'POST', body: input, schema: ZFlightClass });

export const deleteClass = (id: number) => apiRequest(API_PATHS.classDelete(id));

export const previewSchedule = (request: TScheduleRequest) =>
  apiRequest(API_PATHS.schedulePreview, { method: 'POST', body: request, schema: ZSchedulePreview });

export const createSchedule = (request: TScheduleRequest) =>
  apiRequest(API_PATHS.scheduleCreate, { method: 'POST', body: request, schema: ZScheduleResult });

/** The orders a 409 of a flight change lists, or null when the failure is something else. */
export function affectedOrdersOf(error: unknown): TAffectedOrder[] | null {
  if (!(error instanceof ApiError) || error.status !== 409) return null;
  const parsed = ZFlightChangeConflict.safeParse(error.data);
  return parsed.success && parsed.data.affectedOrders && parsed.data.affectedOrders.length > 0
    ? parsed.data.affectedOrders
    : null;
}
