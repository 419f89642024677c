import type { TExecutor } from '../../db/database';
import { preparedText } from '../../lib/prepared-read';

/**
 * The seat counters of the classes (apps/server/src/modules/flights/README.md "Seat counters"): the one way another
 * module (the flight orders) moves a class's `held`, `sold` and `seats`. Each move is a single conditional UPDATE, so
 * that no number of concurrent callers can oversell, and the table check `sold + held <= seats` holds always.
 */

export type TSeatMove = 'hold' | 'sell' | 'releaseHold' | 'releaseSold' | 'takeSold';

/**
 * Each move as the SET and WHERE of its conditional UPDATE (`$1` the class, `$2` the seats, `$3` the time): static
 * statements, prepared by name on PostgreSQL (lib/prepared-read.ts), as every booking runs them.
 */
const SEAT_MOVES: Record<TSeatMove | 'shrink' | 'grow', { set: string; condition: string }> = {
  hold: { set: 'held = held + $2', condition: 'seats - sold - held >= $2' },
  sell: { set: 'held = held - $2, sold = sold + $2', condition: 'held >= $2' },
  releaseHold: { set: 'held = held - $2', condition: 'held >= $2' },
  releaseSold: { set: 'sold = sold - $2', condition: 'sold >= $2' },
  takeSold: { set: 'sold = sold + $2', condition: 'seats - sold - held >= $2' },
  // A refund's seats leave the class they were sold in for a receiving class of the same flight.
  shrink: { set: 'sold = sold - $2, seats = seats - $2', condition: 'sold >= $2' },
  grow: { set: 'seats = seats + $2', condition: 'true' },
};

/** The statement of each move (the booking bench replays them). */
export const SEAT_MOVE_STATEMENTS = Object.fromEntries(
  Object.entries(SEAT_MOVES).map(([move, { set, condition }]) => [
    move,
    `update classes set ${set}, updated_at = $3 where id = $1 and ${condition} returning id`,
  ]),
) as Record<TSeatChange['move'], string>;

export interface TSeatChange {
  classId: number;
  move: TSeatMove | 'shrink' | 'grow';
  n: number;
}

/**
 * Applies seat changes (one conditional UPDATE each, in class id order, so that two transactions never wait on
 * each other's classes in opposite orders). Answers the first class where taking seats (`hold`, `takeSold`) failed
 * for want of seats, or null. A release failing means the counters no longer match the orders, which is a bug,
 * never a user's mistake: it throws.
 */
export async function applySeatChanges(tx: TExecutor, changes: readonly TSeatChange[]): Promise<number | null> {
  const ordered = changes.filter((change) => change.n > 0).sort((a, b) => a.classId - b.classId);
  for (const { classId, move, n } of ordered) {
    const rows = await preparedText(tx, SEAT_MOVE_STATEMENTS[move], [classId, n, new Date().toISOString()]);
    if (rows.length === 0) {
      if (move === 'hold' || move === 'takeSold') return classId;
      throw new Error(`seat counters of class ${classId} do not allow ${move} of ${n}`);
    }
  }
  return null;
}

/** The same move of `n` seats in each class of the map (class id -> n). */
export async function moveSeats(
  tx: TExecutor,
  move: TSeatMove,
  seatsByClass: ReadonlyMap<number, number>,
): Promise<number | null> {
  return applySeatChanges(
    tx,
    [...seatsByClass.entries()].map(([classId, n]) => ({ classId, move, n })),
  );
}

/** The seats of `n` sitting travellers on each of the given legs: class id -> n. */
export function seatsPerClass(legs: readonly { classId: number }[], n: number): Map<number, number> {
  const map = new Map<number, number>();
  for (const leg of legs) map.set(leg.classId, (map.get(leg.classId) ?? 0) + n);
  return map;
}
