import { HOTEL_ENDPOINTS, type TInventoryUpdate } from '@frs/contract';
import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import { callApi } from '../../lib/api-client';
import { queryKeys } from '../../lib/query-keys';

/** Queries and calls of the hotel inventory screen; keys from the one factory. */

/** A month (yyyy-mm) of a hotel's room types night by night; the previous month stays shown while the next loads. */
export function hotelInventoryQuery(hotelId: number, month: string) {
  return queryOptions({
    queryKey: queryKeys.hotelInventory.month(hotelId, month),
    queryFn: ({ signal }) => callApi(HOTEL_ENDPOINTS.inventory, { params: { id: hotelId }, query: { month }, signal }),
    // The month shown stays while the next one loads, but never another hotel's.
    placeholderData: (previous, previousQuery) =>
      previousQuery?.queryKey[1] === hotelId ? keepPreviousData(previous) : undefined,
  });
}

export const updateHotelInventory = (hotelId: number, update: TInventoryUpdate) =>
  callApi(HOTEL_ENDPOINTS.updateInventory, { params: { id: hotelId }, body: update });
