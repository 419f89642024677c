/**
 * What the app remembers of the server (the query cache) must be forgotten when a session ends or another user's
 * begins. The cache lives in the logged-in part of the app (lib/query-provider.tsx), which registers its
 * reset here; the auth provider, in the entry, calls it without importing the query library.
 */
const resets = new Set<() => void>();

/** Registers what `forgetServerState` runs; returns the unregistration (for an effect's cleanup). */
export function onForgetServerState(reset: () => void): () => void {
  resets.add(reset);
  return () => {
    resets.delete(reset);
  };
}

/** Forgets every cached server answer (a logout, or another user logged in in another tab). */
export function forgetServerState(): void {
  for (const reset of resets) reset();
}
