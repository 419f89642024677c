import { sql, type SQL } from 'drizzle-orm';
import { daysBetween } from '@frs/contract';
import type { TExecutor } from '../../db/database';
import { roomNights } from '../../db/schema';
import { AppError } from '../../lib/app-error';

/**
 * The room-night counters (docs/DOMAIN.md "Hotels and packages"; the hotels' twin of the flights' seat counters): the
 * one way another module (the hotel orders) moves a night's `held` and `sold`. Each stay is a single conditional UPDATE
 * over its nights, so that no number of concurrent callers can oversell, and the table check `sold + held <= allotment`
 * holds always.
 */

/** `hold` (pre-order), `sellHeld` (held -> sold), the two releases, and `sell` (sold at once, nothing held first). */
export type TRoomNightMove = 'hold' | 'sellHeld' | 'releaseHold' | 'releaseSold' | 'sell';

/** `rooms` rooms of one room type from check-in to check-out: the nights [checkIn, checkOut). */
export interface TRoomStay {
  roomId: number;
  checkIn: string;
  checkOut: string;
  rooms: number;
}

const FREE = sql.raw('allotment - sold - held');

const MOVES: Record<TRoomNightMove, (n: number) => { set: SQL; condition: SQL }> = {
  hold: (n) => ({ set: sql`held = held + ${n}::int`, condition: sql`${FREE} >= ${n}::int and not stop_sale` }),
  sell: (n) => ({ set: sql`sold = sold + ${n}::int`, condition: sql`${FREE} >= ${n}::int and not stop_sale` }),
  sellHeld: (n) => ({ set: sql`held = held - ${n}::int, sold = sold + ${n}::int`, condition: sql`held >= ${n}::int` }),
  releaseHold: (n) => ({ set: sql`held = held - ${n}::int`, condition: sql`held >= ${n}::int` }),
  releaseSold: (n) => ({ set: sql`sold = sold - ${n}::int`, condition: sql`sold >= ${n}::int` }),
};

/** Whether a night of the stay is stop-sale (why taking its rooms failed, when it did). */
async function hasStopSaleNight(tx: TExecutor, stay: TRoomStay): Promise<boolean> {
  const result = await tx.execute(sql`select 1 from ${roomNights}
    where room_id = ${stay.roomId}::int and night >= ${stay.checkIn}::date and night < ${stay.checkOut}::date
      and stop_sale limit 1`);
  return (result as unknown as { rows: unknown[] }).rows.length > 0;
}

/**
 * Moves the rooms of each stay on every night of it, stays in room type (then check-in) order so that two
 * transactions never wait on each other's nights in opposite orders. A stay takes every night or none: its nights
 * that fit the move are locked first and updated only when they are all of them, in one statement. Taking rooms
 * (`hold`, `sell`) that are not there on some night is 409 `STOP_SALE` (a night is stop-sale) or `NOT_ENOUGH_ROOMS`
 * (a night is full, or has no inventory); the caller's transaction rolls back the stays moved before it. A release
 * or a `sellHeld` that does not fit the counters means they no longer match the orders, a bug: it throws.
 */
export async function moveRoomNights(tx: TExecutor, move: TRoomNightMove, stays: readonly TRoomStay[]): Promise<void> {
  const ordered = stays
    .filter((stay) => stay.rooms > 0)
    .sort((a, b) => a.roomId - b.roomId || a.checkIn.localeCompare(b.checkIn) || a.checkOut.localeCompare(b.checkOut));
  for (const stay of ordered) {
    const nights = daysBetween(stay.checkIn, stay.checkOut);
    if (nights < 1) throw new Error(`a stay of room ${stay.roomId} has no nights: ${stay.checkIn}..${stay.checkOut}`);
    const { set, condition } = MOVES[move](stay.rooms);
    const result = await tx.execute(sql`
      with fitting as materialized (
        select night from ${roomNights}
        where room_id = ${stay.roomId}::int and night >= ${stay.checkIn}::date and night < ${stay.checkOut}::date
          and ${condition}
        order by night
        for update
      )
      update ${roomNights} set ${set}, updated_at = now()
      where room_id = ${stay.roomId}::int and night in (select night from fitting)
        and (select count(*) from fitting) = ${nights}::int
      returning night`);
    const updated = (result as unknown as { rows: unknown[] }).rows.length;
    if (updated === nights) continue;
    if (move === 'hold' || move === 'sell') {
      throw new AppError(409, (await hasStopSaleNight(tx, stay)) ? 'STOP_SALE' : 'NOT_ENOUGH_ROOMS');
    }
    throw new Error(
      `room nights of room ${stay.roomId} (${stay.checkIn}..${stay.checkOut}) do not allow ${move} of ${stay.rooms}`,
    );
  }
}
