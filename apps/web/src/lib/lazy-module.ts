import { useSyncExternalStore } from 'react';

/** A module imported on first use, which components can render from once it has arrived. */
export interface TLazyModule<TModule> {
  /** Starts the import unless it has arrived or is on its way; a failed import is tried again by the next call. */
  preload: () => Promise<void>;
  /** The module once it has arrived, else undefined. */
  current: () => TModule | undefined;
  subscribe: (onArrival: () => void) => () => void;
}

export function lazyModule<TModule>(load: () => Promise<TModule>): TLazyModule<TModule> {
  let module: TModule | undefined;
  let loading: Promise<void> | undefined;
  const listeners = new Set<() => void>();
  return {
    preload: () => {
      loading ??= load().then(
        (arrived) => {
          module = arrived;
          for (const listener of listeners) listener();
        },
        () => {
          // Offline or a new deployment: whoever asks next tries again; until then the caller does without it.
          loading = undefined;
        },
      );
      return loading;
    },
    current: () => module,
    subscribe: (onArrival) => {
      listeners.add(onArrival);
      return () => listeners.delete(onArrival);
    },
  };
}

/** The lazy module once it has arrived (the component renders again then), else undefined. */
export function useLazyModule<TModule>(lazy: TLazyModule<TModule>): TModule | undefined {
  return useSyncExternalStore(lazy.subscribe, lazy.current);
}

/**
 * Runs `task` when the browser has nothing else to do (at the latest after `timeoutMs`), after what is on screen has
 * been drawn; returns what cancels it.
 */
export function whenIdle(task: () => void, timeoutMs = 2_000): () => void {
  if (typeof window.requestIdleCallback === 'function') {
    const handle = window.requestIdleCallback(task, { timeout: timeoutMs });
    return () => window.cancelIdleCallback(handle);
  }
  // Safari has no requestIdleCallback: a short wait still lets the screen draw first.
  const timer = window.setTimeout(task, 200);
  return () => window.clearTimeout(timer);
}
