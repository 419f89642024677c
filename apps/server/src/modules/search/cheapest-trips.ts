/**
 * The cheapest trips of a search, found cheapest first instead of listing every combination and sorting it.
 *
 * A trip takes one flight per leg; it is valid when its legs are of one airline, each leaving after the previous one
 * arrives, with no flight twice. Its price is the sum of its legs' prices. Each leg's flights are sorted by price, and
 * the combinations are walked by a heap of index tuples, smallest sum first (each popped tuple pushes its neighbours,
 * one index further on one leg): the first valid trip popped is the cheapest of all, and the walk stops once it holds
 * `limit` valid trips and the next sum is dearer than the last of them (so trips tied with it are all kept for the
 * caller's own order). On the 1M-order seed's busy route a round trip has about 2,600 combinations a day; listing them
 * and sorting them was most of the search's time, and past the cap of combinations listed (in flight order) the
 * cheapest could be missed.
 */

/** What a trip's legs are combined by. */
export interface TLegFlight {
  flightId: number;
  airlineId: number;
  departureMs: number;
  arrivalMs: number;
}

/** Whether `candidate` may follow the legs `chosen` has taken (one airline, in time order, no flight twice). */
function mayFollow<T extends TLegFlight>(chosen: readonly T[], candidate: T): boolean {
  const previous = chosen[chosen.length - 1];
  if (!previous) return true;
  return (
    candidate.airlineId === previous.airlineId &&
    candidate.departureMs > previous.arrivalMs &&
    !chosen.some((item) => item.flightId === candidate.flightId)
  );
}

interface TState {
  indices: number[];
  sum: number;
}

/** A binary min-heap of states by sum. */
class StateHeap {
  private readonly items: TState[] = [];

  get size(): number {
    return this.items.length;
  }

  push(state: TState): void {
    const items = this.items;
    items.push(state);
    let at = items.length - 1;
    while (at > 0) {
      const parent = (at - 1) >> 1;
      if (items[parent]!.sum <= state.sum) break;
      items[at] = items[parent]!;
      at = parent;
    }
    items[at] = state;
  }

  pop(): TState | undefined {
    const items = this.items;
    const top = items[0];
    const last = items.pop();
    if (items.length === 0 || last === undefined) return top;
    let at = 0;
    for (;;) {
      const left = 2 * at + 1;
      if (left >= items.length) break;
      const right = left + 1;
      const child = right < items.length && items[right]!.sum < items[left]!.sum ? right : left;
      if (items[child]!.sum >= last.sum) break;
      items[at] = items[child]!;
      at = child;
    }
    items[at] = last;
    return top;
  }
}

/**
 * Up to `limit` cheapest valid trips (with every trip tied with the last of them), cheapest first, looking at no more
 * than `maxLooked` combinations. `priceOf` may be -Infinity for a flight that cannot be priced: such trips come first,
 * so the caller meets them before any priced trip.
 */
export function cheapestTrips<T extends TLegFlight>(
  perLeg: readonly (readonly T[])[],
  priceOf: (flight: T) => number,
  options: { limit: number; maxLooked: number },
): { trip: T[]; price: number }[] {
  if (perLeg.length === 0 || perLeg.some((flights) => flights.length === 0)) return [];
  const sorted = perLeg.map((flights) =>
    flights.map((flight) => ({ flight, price: priceOf(flight) })).sort((a, b) => a.price - b.price),
  );
  const sumOf = (indices: number[]) => indices.reduce((sum, index, leg) => sum + sorted[leg]![index]!.price, 0);
  const start = sorted.map(() => 0);
  const heap = new StateHeap();
  heap.push({ indices: start, sum: sumOf(start) });
  const seen = new Set<string>([start.join(',')]);
  const found: { trip: T[]; price: number }[] = [];
  let looked = 0;
  while (heap.size > 0 && looked < options.maxLooked) {
    const state = heap.pop()!;
    if (found.length >= options.limit && state.sum > found[found.length - 1]!.price) break;
    looked += 1;
    const trip: T[] = [];
    for (const [leg, index] of state.indices.entries()) {
      const flight = sorted[leg]![index]!.flight;
      if (!mayFollow(trip, flight)) break;
      trip.push(flight);
    }
    if (trip.length === sorted.length) found.push({ trip, price: state.sum });
    for (let leg = 0; leg < sorted.length; leg += 1) {
      if (state.indices[leg]! + 1 >= sorted[leg]!.length) continue;
      const next = state.indices.slice();
      next[leg]! += 1;
      const key = next.join(',');
      if (seen.has(key)) continue;
      seen.add(key);
      heap.push({ indices: next, sum: sumOf(next) });
    }
  }
  return found;
}
