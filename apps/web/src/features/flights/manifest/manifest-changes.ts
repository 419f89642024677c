import type { TManifest } from '@frs/contract';

/** The passengers added, removed or changed since the manifest was last sent. */
export const changeCount = (manifest: TManifest) =>
  manifest.pending.added + manifest.pending.removed + manifest.pending.changed;
