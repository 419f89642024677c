import { FLIGHT_ORDER_ENDPOINTS } from '@frs/contract';
import { queryOptions, useQueryClient } from '@tanstack/react-query';
import { callApi } from './api-client';
import { queryKeys } from './query-keys';

/**
 * The order calls outside the flight-order screens (features/flight-orders/api.ts is their client): the flight
 * page's passenger list, removing a passenger (components/orders/remove-passenger-dialog.tsx, from the flight page
 * and the order page), and the invalidation every order screen runs after a change. Calls that change an order
 * carry an Idempotency-Key, as there.
 */

/** Who flies on a flight, class by class (the flight page; the flight staff). */
export function flightPassengersQuery(flightId: number) {
  return queryOptions({
    queryKey: queryKeys.flights.passengers(flightId),
    queryFn: ({ signal }) => callApi(FLIGHT_ORDER_ENDPOINTS.flightPassengers, { params: { id: flightId }, signal }),
  });
}

export const removePassenger = (flightId: number, passengerId: number, idempotencyKey: string) =>
  callApi(FLIGHT_ORDER_ENDPOINTS.removePassenger, { params: { flightId, passengerId }, idempotencyKey });

/**
 * After any order operation: orders, seats (flights, search results) and money (the header balance and every
 * balance history) may have changed.
 */
export function useInvalidateAfterOrderChange() {
  const queryClient = useQueryClient();
  return async () => {
    await Promise.all([
      queryClient.invalidateQueries({ queryKey: queryKeys.orders.all() }),
      queryClient.invalidateQueries({ queryKey: queryKeys.profile() }),
      queryClient.invalidateQueries({ queryKey: queryKeys.users.all() }),
      queryClient.invalidateQueries({ queryKey: queryKeys.flights.all() }),
      queryClient.invalidateQueries({ queryKey: queryKeys.search.all() }),
    ]);
  };
}
