import { sql, type SQL } from 'drizzle-orm';
import type { TFlightStatus } from '@frs/contract';
import type { TExecutor } from '../../db/database';
import { flights } from '../../db/schema';
import { historyOfWrittenRow, historyRow } from '../../lib/history';
import type { TJob } from '../../lib/job-runner';

/**
 * Departed flights (issue 31). A flight is `upcoming` until its departure instant and `departed` from then on
 * (docs/DOMAIN.md "Flights and fare classes"); cancelled and deleted flights stay as they are.
 *
 * - The `flight-departures` job writes the change once a minute: one statement sets every upcoming flight whose
 *   departure has passed to `departed` and writes its history row (the system as actor, status upcoming →
 *   departed) in the same statement, so the history has a row exactly for each flight the update moved. The update
 *   is conditional on `upcoming`, so two processes (or a run racing an admin's edit) never record a flight twice;
 *   the job lease keeps it to about one run a minute in all.
 * - Reads do not wait for it: the flight page, the list (its status filter and sort too) and the export show the
 *   status at the moment of the read (`statusAt`, `statusAtSql`), so a flight reads "Departed" from its departure
 *   on, whichever process answers and however late the job runs.
 */

/** The status a flight has at `now`: an upcoming flight whose departure has passed has departed. */
export function statusAt(status: TFlightStatus, departureAt: Date, now: Date): TFlightStatus {
  return status === 'upcoming' && departureAt.getTime() <= now.getTime() ? 'departed' : status;
}

/** `statusAt` in SQL, over the flights table's columns. */
export function statusAtSql(now: Date): SQL<TFlightStatus> {
  return sql<TFlightStatus>`(case when ${flights.status} = 'upcoming' and ${flights.departureAt} <= ${now.toISOString()}::timestamptz then 'departed' else ${flights.status} end)`;
}

const DEPARTED_HISTORY = historyRow({
  actor: null,
  entity: 'flight',
  // The statement takes each flight's id (historyOfWrittenRow).
  entityId: 0,
  action: 'update',
  oldValues: { status: 'upcoming' satisfies TFlightStatus },
  newValues: { status: 'departed' satisfies TFlightStatus },
});

/** Marks every upcoming flight whose departure is at or before `now` as departed, with its history row. */
export async function markDepartedFlights(db: TExecutor, now: Date): Promise<number> {
  const result = await db.execute(sql`with o as (
      update ${flights} set status = 'departed', updated_at = ${now.toISOString()}::timestamptz
      where ${flights.status} = 'upcoming' and ${flights.departureAt} <= ${now.toISOString()}::timestamptz
      returning id
    ),
    written as (${historyOfWrittenRow(DEPARTED_HISTORY)})
    select count(*)::int as departed from o`);
  const [row] = (result as unknown as { rows: { departed: number | string }[] }).rows;
  return Number(row?.departed ?? 0);
}

/** Every minute, by one server process at a time (the conditional update would hold even if two ran at once). */
export function flightDeparturesJob(): TJob {
  return {
    name: 'flight-departures',
    intervalMs: 60_000,
    run: async ({ db, now, log }) => {
      const departed = await markDepartedFlights(db, now);
      if (departed > 0) log.info({ departed }, 'flights marked departed');
    },
  };
}
