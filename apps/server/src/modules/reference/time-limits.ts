import { eq, isNull, or, sql } from 'drizzle-orm';
import { DEFAULT_TIME_LIMITS } from '@frs/contract';
import type { TExecutor } from '../../db/database';
import { timeLimits } from '../../db/schema';

export interface TEffectiveTimeLimits {
  holdMinutes: number;
  bookingHours: number;
  bookingCloseHours: number;
  ticketingCloseHours: number;
}

/**
 * The time limits that govern an airline's flights (for holds, booking expiry, and when booking and ticketing
 * close): the airline's own row, else the row without an airline, else DEFAULT_TIME_LIMITS.
 */
export async function timeLimitsForAirline(db: TExecutor, airlineId: number): Promise<TEffectiveTimeLimits> {
  const [row] = await db
    .select({
      holdMinutes: timeLimits.holdMinutes,
      bookingHours: timeLimits.bookingHours,
      bookingCloseHours: timeLimits.bookingCloseHours,
      ticketingCloseHours: timeLimits.ticketingCloseHours,
    })
    .from(timeLimits)
    .where(or(eq(timeLimits.airlineId, airlineId), isNull(timeLimits.airlineId)))
    // The airline's own row first (nulls sort last in ascending order).
    .orderBy(sql`${timeLimits.airlineId} asc nulls last`)
    .limit(1);
  return row ?? { ...DEFAULT_TIME_LIMITS };
}
