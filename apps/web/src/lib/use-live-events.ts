import { useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';

/**
 * The signed-in app's one live events stream (lib/live-events.ts): opened on mount, closed on logout (the app
 * unmounts). The client is a chunk of its own, loaded after the first paint: no screen's first download grows.
 */
export function useLiveEvents(): void {
  const queryClient = useQueryClient();
  useEffect(() => {
    let stop: (() => void) | undefined;
    let closed = false;
    import('./live-events').then(
      ({ startLiveEvents }) => {
        if (!closed) stop = startLiveEvents(queryClient);
      },
      // A chunk that cannot load (a new version deployed meanwhile): the screens work, without live updates.
      () => {},
    );
    return () => {
      closed = true;
      stop?.();
    };
  }, [queryClient]);
}
