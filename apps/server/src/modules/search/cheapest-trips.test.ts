import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { cheapestTrips, type TLegFlight } from './cheapest-trips';

interface TFlight extends TLegFlight {
  price: number;
}

/** Every valid trip, listed and sorted: what the search did before, and what the heap's walk must agree with. */
function everyTrip(perLeg: TFlight[][], chosen: TFlight[] = []): TFlight[][] {
  if (chosen.length === perLeg.length) return [chosen];
  const previous = chosen[chosen.length - 1];
  return perLeg[chosen.length]!.flatMap((flight) => {
    if (
      previous &&
      (flight.airlineId !== previous.airlineId ||
        flight.departureMs <= previous.arrivalMs ||
        chosen.some((item) => item.flightId === flight.flightId))
    ) {
      return [];
    }
    return everyTrip(perLeg, [...chosen, flight]);
  });
}

const priceOfTrip = (trip: TFlight[]) => trip.reduce((sum, flight) => sum + flight.price, 0);

/** Legs of flights drawn from a small pool (so a flight can appear on two legs), two airlines, hours apart. */
const legsOf = fc
  .array(
    fc.record({
      flightId: fc.integer({ min: 1, max: 12 }),
      airlineId: fc.integer({ min: 1, max: 2 }),
      hour: fc.integer({ min: 0, max: 48 }),
      price: fc.integer({ min: 0, max: 20 }),
    }),
    { minLength: 1, maxLength: 40 },
  )
  .chain((pool) =>
    fc.array(fc.array(fc.constantFrom(...pool), { maxLength: 9 }), { minLength: 1, maxLength: 3 }).map((legs) =>
      legs.map((flights) =>
        flights.map(({ flightId, airlineId, hour, price }) => ({
          flightId,
          airlineId,
          departureMs: hour * 3_600_000,
          arrivalMs: (hour + 2) * 3_600_000,
          price,
        })),
      ),
    ),
  );

describe('cheapest trips', () => {
  it('finds the same cheapest prices as listing every valid trip, ties at the limit kept', () => {
    fc.assert(
      fc.property(legsOf, fc.integer({ min: 1, max: 6 }), (perLeg, limit) => {
        const all = everyTrip(perLeg)
          .map(priceOfTrip)
          .sort((a, b) => a - b);
        const found = cheapestTrips(perLeg, (flight) => flight.price, { limit, maxLooked: 100_000 });
        const expectedCount = all.length <= limit ? all.length : all.filter((price) => price <= all[limit - 1]!).length;
        expect(found.map((trip) => trip.price)).toEqual(all.slice(0, expectedCount));
        for (const { trip, price } of found) {
          expect(everyTrip(perLeg).some((valid) => valid.every((flight, leg) => flight === trip[leg]))).toBe(true);
          expect(priceOfTrip(trip)).toBe(price);
        }
      }),
      { numRuns: 300 },
    );
  });

  it('meets a flight that cannot be priced (-Infinity) before any priced trip', () => {
    const at = (hour: number) => hour * 3_600_000;
    const priced = { flightId: 1, airlineId: 1, departureMs: at(1), arrivalMs: at(3), price: 10 };
    const unpriced = { flightId: 2, airlineId: 1, departureMs: at(2), arrivalMs: at(4), price: Number.NaN };
    const back = { flightId: 3, airlineId: 1, departureMs: at(30), arrivalMs: at(32), price: 5 };
    const [first] = cheapestTrips(
      [[priced, unpriced], [back]],
      (flight) => (Number.isNaN(flight.price) ? Number.NEGATIVE_INFINITY : flight.price),
      { limit: 1, maxLooked: 100 },
    );
    expect(first?.trip[0]).toBe(unpriced);
  });

  it('stops after looking at maxLooked combinations', () => {
    // The first leg's 50 cheapest flights are of an airline the second leg does not fly: the one valid trip takes its
    // dearest flight, 51 combinations into the walk.
    const flight = (flightId: number, airlineId: number, day: number, price: number) => ({
      flightId,
      airlineId,
      departureMs: day * 86_400_000,
      arrivalMs: day * 86_400_000 + 1,
      price,
    });
    const outbound = [
      ...Array.from({ length: 50 }, (_, index) => flight(index + 1, 1, 1, index)),
      flight(99, 2, 1, 500),
    ];
    const back = [flight(100, 2, 5, 7)];
    const priceOf = (item: { price: number }) => item.price;
    expect(cheapestTrips([outbound, back], priceOf, { limit: 1, maxLooked: 30 })).toEqual([]);
    expect(cheapestTrips([outbound, back], priceOf, { limit: 1, maxLooked: 60 })).toEqual([
      { trip: [outbound[50], back[0]], price: 507 },
    ]);
  });
});
