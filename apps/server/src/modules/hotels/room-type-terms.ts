import type { TMealType } from '@frs/contract';

/** What a room type sells under, as the hotel and package searches and the hotel sale read it. */
export interface TRoomTypeTerms {
  categoryName: string;
  mealType: TMealType;
  /** Who one room sleeps. */
  capacity: number;
  maxAdults: number;
  maxChildren: number;
  childMaxAge: number;
  /** The fewest nights a stay may have. */
  minStay: number;
}

/** The terms of a room type from a raw row (`category_name`, `meal_type`, `capacity`, `max_adults` …). */
export function roomTypeTermsOf(row: Record<string, unknown>): TRoomTypeTerms {
  return {
    categoryName: String(row.category_name),
    mealType: row.meal_type as TMealType,
    capacity: Number(row.capacity),
    maxAdults: Number(row.max_adults),
    maxChildren: Number(row.max_children),
    childMaxAge: Number(row.child_max_age),
    minStay: Number(row.min_stay),
  };
}
