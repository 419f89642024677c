import { eq } from 'drizzle-orm';
import {
  formatInstant,
  formatIsoDate,
  type TLanguage,
  type TManifest,
  type TManifestEntry,
  type TManifestFormat,
  type TManifestKind,
  type TManifestSendRequest,
  type TManifestSendResult,
} from '@frs/contract';
import type { TDatabase, TExecutor } from '../../db/database';
import { flights, manifestSends } from '../../db/schema';
import type { TActor } from '../../lib/actor';
import { AppError } from '../../lib/app-error';
import { recordHistory } from '../../lib/history';
import { runIdempotent } from '../../lib/idempotency';
import { enqueueMail } from '../mail';
import { changeCounts, manifestChanges } from './manifest-changes';
import { manifestFile, type TManifestFile } from './manifest-files';
import { lastManifestSend, manifestEntries, manifestFlight, type TManifestFlight } from './manifest-read';

/** Airlines are written to in English, the language of their operations; the spreadsheets' headers follow it. */
const AIRLINE_LANGUAGE: TLanguage = 'en';

/** The flight, its list now, and the list last sent (empty when none was): all a manifest answer is made of. */
async function manifestState(db: TExecutor, flightId: number) {
  const flight = await manifestFlight(db, flightId);
  const entries = await manifestEntries(db, flightId);
  const last = await lastManifestSend(db, flightId);
  return { flight, entries, last, changes: manifestChanges(last?.entries ?? [], entries) };
}

const infantsOf = (entries: readonly TManifestEntry[]) => entries.filter((entry) => entry.infant).length;

/** GET /api/flights/manifest/{id}: the list by class, the airline's address, the last send and what is pending. */
export async function readManifest(db: TExecutor, flightId: number): Promise<TManifest> {
  const { flight, entries, last, changes } = await manifestState(db, flightId);
  return {
    flightId,
    flight: flight.code,
    date: flight.departureLocal.slice(0, 10),
    from: flight.from,
    to: flight.to,
    airline: { id: flight.airlineId, name: flight.airlineName, manifestEmail: flight.manifestEmail },
    classes: flight.classNames.map((name) => {
      const ofClass = entries.filter((entry) => entry.className === name);
      return { name, passengers: ofClass.length, infants: infantsOf(ofClass), entries: ofClass };
    }),
    passengers: entries.length,
    infants: infantsOf(entries),
    lastSent: last
      ? {
          id: last.id,
          kind: last.kind,
          recipient: last.recipient,
          sentAt: last.createdAt.toISOString(),
          sentBy: last.senderName,
          passengers: last.passengers,
        }
      : null,
    pending: changeCounts(changes),
  };
}

/** GET /api/flights/manifest/{id}/file: one format of the manifest (the ADL: against the last one sent). */
export async function readManifestFile(
  db: TExecutor,
  flightId: number,
  format: TManifestFormat,
  language: TLanguage,
): Promise<TManifestFile> {
  const { flight, entries, changes } = await manifestState(db, flightId);
  return manifestFile({ flight, entries, changes, format, language });
}

function mailPayload(
  flight: TManifestFlight,
  kind: TManifestKind,
  entries: readonly TManifestEntry[],
  counts: ReturnType<typeof changeCounts>,
) {
  return {
    name: flight.airlineName,
    flight: `${flight.airlineIata} ${flight.flightNumber}`,
    date: formatIsoDate(flight.departureLocal.slice(0, 10)),
    route: `${flight.from} → ${flight.to}`,
    departure: `${formatInstant(flight.departureAt, { timeZone: flight.fromZone })} ${flight.from}`,
    kind,
    passengers: entries.length,
    infants: infantsOf(entries),
    ...counts,
  };
}

/**
 * POST /api/flights/manifest/{id}/send: mails the PNL (`auto`: when none was sent yet) or the ADL of the changes since
 * the last one sent, with the whole list as CSV and XLSX, to the airline's manifest address; in the same transaction
 * keeps the list sent (the next ADL's basis), queues the mail and writes the history. The flight's row is locked
 * first, so two sends of one flight follow each other: the second's ADL is computed against the first's list.
 * No address: 409 MANIFEST_NO_EMAIL (set it on the airline). An ADL with nothing in it: 409 MANIFEST_NO_CHANGES.
 */
export async function sendManifest(options: {
  db: TDatabase;
  actor: TActor;
  flightId: number;
  input: TManifestSendRequest;
  idempotencyKey: string;
}): Promise<TManifestSendResult> {
  const { db, actor, flightId, input } = options;
  return runIdempotent(
    { db, actorId: actor.userId, key: options.idempotencyKey, scope: `manifests.send:${flightId}`, request: input },
    async (tx) => {
      await tx.select({ id: flights.id }).from(flights).where(eq(flights.id, flightId)).for('update');
      const { flight, entries, last, changes } = await manifestState(tx, flightId);
      if (!flight.manifestEmail) {
        throw new AppError(409, 'MANIFEST_NO_EMAIL', undefined, undefined, {
          params: { airline: flight.airlineName },
        });
      }
      const requested = input.kind ?? 'auto';
      const kind: TManifestKind = requested === 'auto' ? (last ? 'adl' : 'pnl') : requested;
      const counts = changeCounts(changes);
      if (kind === 'adl' && counts.added + counts.removed + counts.changed === 0) {
        throw new AppError(409, 'MANIFEST_NO_CHANGES');
      }
      const files = await Promise.all(
        ([kind, 'csv', 'xlsx'] as const).map((format) =>
          manifestFile({ flight, entries, changes, format, language: AIRLINE_LANGUAGE }),
        ),
      );
      const mailId = await enqueueMail(tx, {
        to: flight.manifestEmail,
        template: 'flight-manifest',
        language: AIRLINE_LANGUAGE,
        payload: mailPayload(flight, kind, entries, counts),
        sentBy: actor.userId,
        files: files.map((file) => ({
          filename: file.fileName,
          contentType: file.contentType,
          content: file.content,
        })),
      });
      const [sent] = await tx
        .insert(manifestSends)
        .values({
          flightId,
          kind,
          recipient: flight.manifestEmail,
          mailId,
          entries,
          passengers: entries.length,
          ...counts,
          sentBy: actor.userId,
        })
        .returning();
      if (!sent) throw new Error('manifest send not stored');
      await recordHistory(tx, {
        actor: { userId: actor.userId },
        entity: 'flight',
        entityId: flightId,
        action: 'send-manifest',
        newValues: { kind, recipient: flight.manifestEmail, mailId, passengers: entries.length, ...counts },
      });
      return {
        id: sent.id,
        kind,
        recipient: sent.recipient,
        sentAt: sent.createdAt.toISOString(),
        sentBy: null,
        passengers: sent.passengers,
        changes: counts,
      };
    },
  );
}
