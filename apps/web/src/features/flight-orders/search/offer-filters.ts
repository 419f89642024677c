import type { TSearchOffer } from '@frs/contract';

export const OFFER_SORTS = ['price', 'departure', 'duration'] as const;
export type TOfferSort = (typeof OFFER_SORTS)[number];

/** Parts of the day by the local departure hour of the first flight. */
export const DAY_PARTS = ['night', 'morning', 'afternoon', 'evening'] as const;
export type TDayPart = (typeof DAY_PARTS)[number];

export interface TOfferFilters {
  /** Airline ids to show; empty: all. */
  airlineIds: number[];
  /** Parts of the day the trip may start in; empty: any. */
  dayParts: TDayPart[];
}

export const NO_OFFER_FILTERS: TOfferFilters = { airlineIds: [], dayParts: [] };

/** 00–05 night, 05–12 morning, 12–18 afternoon, 18–24 evening, by the airport's local time. */
export function dayPartOf(local: string): TDayPart {
  const hour = Number(local.slice(11, 13));
  if (hour < 5) return 'night';
  if (hour < 12) return 'morning';
  if (hour < 18) return 'afternoon';
  return 'evening';
}

export function travelMinutes(offer: TSearchOffer): number {
  return offer.segments.reduce((sum, segment) => sum + segment.flight.durationMinutes, 0);
}

const firstDeparture = (offer: TSearchOffer) => offer.segments[0]?.flight.departureAt ?? '';

const COMPARE: Record<TOfferSort, (a: TSearchOffer, b: TSearchOffer) => number> = {
  price: (a, b) => a.payable - b.payable,
  departure: (a, b) => firstDeparture(a).localeCompare(firstDeparture(b)),
  duration: (a, b) => travelMinutes(a) - travelMinutes(b),
};

/** The airlines of the offers, for the airline filter, in name order. */
export function offerAirlines(offers: readonly TSearchOffer[]): { id: number; name: string; iataCode: string }[] {
  const byId = new Map<number, { id: number; name: string; iataCode: string }>();
  for (const offer of offers) {
    for (const segment of offer.segments) byId.set(segment.flight.airline.id, segment.flight.airline);
  }
  return [...byId.values()].sort((a, b) => a.name.localeCompare(b.name));
}

/** The offers that pass the filters, in the chosen order (ties keep the server's order, then the cheaper first). */
export function filterAndSortOffers(
  offers: readonly TSearchOffer[],
  filters: TOfferFilters,
  sort: TOfferSort,
): TSearchOffer[] {
  return offers
    .filter((offer) => {
      const first = offer.segments[0];
      if (!first) return false;
      if (filters.airlineIds.length > 0 && !filters.airlineIds.includes(first.flight.airline.id)) return false;
      return filters.dayParts.length === 0 || filters.dayParts.includes(dayPartOf(first.flight.departureLocal));
    })
    .map((offer, index) => ({ offer, index }))
    .sort((a, b) => COMPARE[sort](a.offer, b.offer) || a.offer.payable - b.offer.payable || a.index - b.index)
    .map(({ offer }) => offer);
}
