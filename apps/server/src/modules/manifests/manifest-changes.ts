import { isDeepStrictEqual } from 'node:util';
import type { TManifestCounts, TManifestEntry } from '@frs/contract';
import { compareEntries } from './manifest-read';

/**
 * The changes of a manifest since the last one sent (the ADL), name line by name line (by order passenger):
 * - ADD: on the list now, not in the one sent (a new booking, a passenger moved here from another date);
 * - DEL: in the one sent, not on the list now (cancelled, expired, refunded, removed, moved to another date);
 * - CHG: on both, with anything the PNL shows changed: the name, the class, the passport data (DOCS), the ticket,
 *   the PNR (a split), or the infant on the lap. A CHG lists the name line as it is now.
 * Each part is sorted as the manifest is (a DEL by the line it removes).
 */
export interface TManifestChanges {
  added: TManifestEntry[];
  removed: TManifestEntry[];
  changed: { before: TManifestEntry; after: TManifestEntry }[];
}

export function manifestChanges(sent: readonly TManifestEntry[], now: readonly TManifestEntry[]): TManifestChanges {
  const before = new Map(sent.map((entry) => [entry.passengerId, entry]));
  const after = new Map(now.map((entry) => [entry.passengerId, entry]));
  const changed: TManifestChanges['changed'] = [];
  for (const entry of now) {
    const previous = before.get(entry.passengerId);
    // Key order does not matter (a snapshot read back from JSON may order them otherwise).
    if (previous && !isDeepStrictEqual(previous, entry)) changed.push({ before: previous, after: entry });
  }
  return {
    added: now.filter((entry) => !before.has(entry.passengerId)),
    removed: sent.filter((entry) => !after.has(entry.passengerId)).sort(compareEntries),
    changed,
  };
}

export function changeCounts(changes: TManifestChanges): TManifestCounts {
  return { added: changes.added.length, removed: changes.removed.length, changed: changes.changed.length };
}
