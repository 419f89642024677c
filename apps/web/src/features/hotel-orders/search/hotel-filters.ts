import { MEAL_TYPES, type THotelResult, type TMealType } from '@frs/contract';

export const HOTEL_SORTS = ['price', 'stars', 'name'] as const;
export type THotelSort = (typeof HOTEL_SORTS)[number];

export interface THotelFilters {
  /** Star counts to show; empty: all. */
  stars: number[];
  /** Meal types an offer may have; empty: any. */
  meals: TMealType[];
  /** The most a stay may cost (payable, AMD minor units); null: no limit. */
  maxPayable: number | null;
}

export const NO_HOTEL_FILTERS: THotelFilters = { stars: [], meals: [], maxPayable: null };

/** The star counts of the results, most first, for the stars filter. */
export function hotelStars(hotels: readonly THotelResult[]): number[] {
  return [...new Set(hotels.map((hotel) => hotel.category))].sort((a, b) => b - a);
}

/** The meal types the results' offers have, in the contract's order, for the meal filter. */
export function hotelMeals(hotels: readonly THotelResult[]): TMealType[] {
  const present = new Set(hotels.flatMap((hotel) => hotel.offers.map((offer) => offer.mealType)));
  return MEAL_TYPES.filter((meal) => present.has(meal));
}

const cheapest = (hotel: THotelResult) => hotel.offers[0]?.price.payable ?? Number.POSITIVE_INFINITY;

const COMPARE: Record<THotelSort, (a: THotelResult, b: THotelResult) => number> = {
  price: (a, b) => cheapest(a) - cheapest(b),
  stars: (a, b) => b.category - a.category,
  name: (a, b) => a.name.localeCompare(b.name),
};

/**
 * The hotels that pass the filters, each with only its offers that pass them (cheapest first), in the chosen order;
 * a hotel left without an offer is not shown. Ties go to the cheaper hotel, then to the server's order.
 */
export function filterAndSortHotels(
  hotels: readonly THotelResult[],
  filters: THotelFilters,
  sort: THotelSort,
): THotelResult[] {
  return hotels
    .filter((hotel) => filters.stars.length === 0 || filters.stars.includes(hotel.category))
    .map((hotel) => ({
      ...hotel,
      offers: hotel.offers
        .filter((offer) => filters.meals.length === 0 || filters.meals.includes(offer.mealType))
        .filter((offer) => filters.maxPayable === null || offer.price.payable <= filters.maxPayable)
        .sort((a, b) => a.price.payable - b.price.payable),
    }))
    .filter((hotel) => hotel.offers.length > 0)
    .map((hotel, index) => ({ hotel, index }))
    .sort((a, b) => COMPARE[sort](a.hotel, b.hotel) || cheapest(a.hotel) - cheapest(b.hotel) || a.index - b.index)
    .map(({ hotel }) => hotel);
}
