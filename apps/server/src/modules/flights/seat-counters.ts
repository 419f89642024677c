import { and, eq, sql, type SQL } from 'drizzle-orm';
import type { TExecutor } from '../../db/database';
import { classes } from '../../db/schema';

/**
 * The seat counters of the classes (docs/ARCHITECTURE.md "Seat counters"): the one way another module (the flight
 * orders) moves a class's `held`, `sold` and `seats`. Each move is a single conditional UPDATE, so that no number of
 * concurrent callers can oversell, and the table check `sold + held <= seats` holds always.
 */

export type TSeatMove = 'hold' | 'sell' | 'releaseHold' | 'releaseSold' | 'takeSold';

const SEAT_MOVES: Record<TSeatMove, (n: number) => { set: Record<string, SQL>; condition: SQL }> = {
  hold: (n) => ({
    set: { held: sql`${classes.held} + ${n}` },
    condition: sql`${classes.seats} - ${classes.sold} - ${classes.held} >= ${n}`,
  }),
  sell: (n) => ({
    set: { held: sql`${classes.held} - ${n}`, sold: sql`${classes.sold} + ${n}` },
    condition: sql`${classes.held} >= ${n}`,
  }),
  releaseHold: (n) => ({ set: { held: sql`${classes.held} - ${n}` }, condition: sql`${classes.held} >= ${n}` }),
  releaseSold: (n) => ({ set: { sold: sql`${classes.sold} - ${n}` }, condition: sql`${classes.sold} >= ${n}` }),
  takeSold: (n) => ({
    set: { sold: sql`${classes.sold} + ${n}` },
    condition: sql`${classes.seats} - ${classes.sold} - ${classes.held} >= ${n}`,
  }),
};

export interface TSeatChange {
  classId: number;
  move: TSeatMove | 'shrink' | 'grow';
  n: number;
}

const ALLOTMENT_MOVES = {
  // A refund's seats leave the class they were sold in for a receiving class of the same flight.
  shrink: (n: number) => ({
    set: { sold: sql`${classes.sold} - ${n}`, seats: sql`${classes.seats} - ${n}` },
    condition: sql`${classes.sold} >= ${n}`,
  }),
  grow: (n: number) => ({ set: { seats: sql`${classes.seats} + ${n}` }, condition: sql`true` }),
};

/**
 * Applies seat changes (one conditional UPDATE each, in class id order, so that two transactions never wait on
 * each other's classes in opposite orders). Answers the first class where taking seats (`hold`, `takeSold`) failed
 * for want of seats, or null. A release failing means the counters no longer match the orders, which is a bug,
 * never a user's mistake: it throws.
 */
export async function applySeatChanges(tx: TExecutor, changes: readonly TSeatChange[]): Promise<number | null> {
  const ordered = changes.filter((change) => change.n > 0).sort((a, b) => a.classId - b.classId);
  for (const { classId, move, n } of ordered) {
    const { set, condition } = move === 'shrink' || move === 'grow' ? ALLOTMENT_MOVES[move](n) : SEAT_MOVES[move](n);
    const rows = await tx
      .update(classes)
      .set(set)
      .where(and(eq(classes.id, classId), condition))
      .returning({ id: classes.id });
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
