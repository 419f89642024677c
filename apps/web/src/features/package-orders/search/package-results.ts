import { MEAL_TYPES, type THotelSummary, type TMealType, type TPackageCombination } from '@frs/contract';

/** What the Packages tab's filters keep; an empty list keeps everything. */
export interface TPackageFilters {
  stars: number[];
  meals: TMealType[];
  /** Outbound departure dates (YYYY-MM-DD). */
  departureDates: string[];
}

export const NO_PACKAGE_FILTERS: TPackageFilters = { stars: [], meals: [], departureDates: [] };

/** One hotel of the results with its combinations, cheapest first. */
export interface TPackageHotelGroup {
  hotel: THotelSummary;
  combinations: TPackageCombination[];
  lowestPayable: number;
}

/** The star counts of the results, most first. */
export function packageStars(combinations: readonly TPackageCombination[]): number[] {
  return [...new Set(combinations.map((item) => item.hotel.category))].sort((a, b) => b - a);
}

/** The meal types of the results, in the contract's order. */
export function packageMeals(combinations: readonly TPackageCombination[]): TMealType[] {
  const present = new Set(combinations.map((item) => item.room.mealType));
  return MEAL_TYPES.filter((meal) => present.has(meal));
}

/** The outbound departure dates of the results, earliest first. */
export function packageDepartureDates(combinations: readonly TPackageCombination[]): string[] {
  return [...new Set(combinations.map((item) => item.departureDate))].sort();
}

const keeps = <T>(chosen: readonly T[], value: T) => chosen.length === 0 || chosen.includes(value);

/**
 * The combinations that pass the filters, grouped by hotel: each hotel's combinations cheapest first (ties: the
 * earlier departure, then the server's order), the hotels by their cheapest combination (ties: by name).
 */
export function groupPackagesByHotel(
  combinations: readonly TPackageCombination[],
  filters: TPackageFilters,
): TPackageHotelGroup[] {
  const groups = new Map<number, { hotel: THotelSummary; items: { item: TPackageCombination; index: number }[] }>();
  for (const [index, item] of combinations.entries()) {
    if (!keeps(filters.stars, item.hotel.category)) continue;
    if (!keeps(filters.meals, item.room.mealType)) continue;
    if (!keeps(filters.departureDates, item.departureDate)) continue;
    const group = groups.get(item.hotel.id);
    if (group) group.items.push({ item, index });
    else groups.set(item.hotel.id, { hotel: item.hotel, items: [{ item, index }] });
  }
  return [...groups.values()]
    .map(({ hotel, items }) => {
      const sorted = items
        .sort(
          (a, b) =>
            a.item.price.payable - b.item.price.payable ||
            a.item.departureDate.localeCompare(b.item.departureDate) ||
            a.index - b.index,
        )
        .map(({ item }) => item);
      return { hotel, combinations: sorted, lowestPayable: sorted[0]!.price.payable };
    })
    .sort((a, b) => a.lowestPayable - b.lowestPayable || a.hotel.name.localeCompare(b.hotel.name));
}

/** A stable key of a combination (React lists, test ids). */
export function combinationKey(item: TPackageCombination): string {
  return [item.offerId, item.outbound.classId, item.return.classId, item.room.roomId, item.nights].join('-');
}
