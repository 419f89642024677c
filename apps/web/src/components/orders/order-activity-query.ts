import { ORDER_ACTIVITY_ENDPOINTS, type TProductLine } from '@frs/contract';
import { queryOptions } from '@tanstack/react-query';
import { callApi } from '../../lib/api-client';
import { queryKeys } from '../../lib/query-keys';

/** Each line's key of an order's activity (the flight line's are the first, unprefixed ones). */
const ACTIVITY_KEY: Record<TProductLine, (id: number) => readonly unknown[]> = {
  flight: (id) => queryKeys.orders.activity(id),
  hotel: (id) => queryKeys.orders.hotel.activity(id),
  package: (id) => queryKeys.orders.package.activity(id),
};

/**
 * The activity of an order of a line (its page's money and history sections). A module of its own, read only by the
 * order pages: the screens that never show an order's activity (search, checkout, the lists) do not download its
 * declaration and schemas with the line's other calls.
 */
export function orderActivityQuery(line: TProductLine) {
  return (id: number) =>
    queryOptions({
      queryKey: ACTIVITY_KEY[line](id),
      queryFn: ({ signal }) => callApi(ORDER_ACTIVITY_ENDPOINTS[line], { params: { id }, signal }),
    });
}
