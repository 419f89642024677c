import {
  createSseParser,
  LIVE_ENDPOINTS,
  type TLiveEvent,
  type TPassengerCounts,
  type TSearchResponse,
  type TSseMessage,
} from '@frs/contract';
import type { QueryClient, QueryKey } from '@tanstack/react-query';
import { ApiError, send } from './api-transport';
import { queryKeys } from './query-keys';

/**
 * Live screens (issue 19): one Server-Sent Events stream per signed-in tab (GET /api/events), read with `fetch`
 * because EventSource cannot send the bearer header. Its events update TanStack Query's cache, so every screen that
 * shows a balance, an order, free seats or rooms, or the bell follows without a reload and without polling.
 */

/** Waits between reconnects: doubling from the first to the last, and back to the first once a stream has answered. */
const RETRY_FIRST_MS = 1_000;
const RETRY_MAX_MS = 30_000;
/**
 * Invalidations within this window go out together: a burst of events (staff see every order's) refetches each
 * screen once. Free seats are written at once, not batched.
 */
const BATCH_MS = 400;
/**
 * The tab's last event id (sessionStorage: per tab, cleared at logout). A reload resumes from it, so that a change
 * made between the old page's last event and the new stream's start still arrives.
 */
export const LAST_EVENT_ID_KEY = 'frs.liveEventId';

export interface TLiveConnection {
  close(): void;
}

/**
 * Keeps one stream open until closed: on its end or a network error it reconnects with backoff, sending the last
 * event id it saw so that the server replays what was missed. A 401 ends the session (api-transport does it, as for
 * every call) and stops; the app then unmounts the connection.
 */
export function openLiveConnection(handlers: { onMessage: (message: TSseMessage) => void }): TLiveConnection {
  const controller = new AbortController();
  let lastEventId = sessionStorage.getItem(LAST_EVENT_ID_KEY) ?? '';
  let retryMs = RETRY_FIRST_MS;
  let timer: ReturnType<typeof setTimeout> | undefined;

  const readStream = async () => {
    const response = await send(
      LIVE_ENDPOINTS.events.path,
      { signal: controller.signal, ...(lastEventId ? { headers: { 'Last-Event-ID': lastEventId } } : {}) },
      'text/event-stream',
    );
    const reader = response.body?.getReader();
    if (!reader) return;
    const decoder = new TextDecoder();
    const parse = createSseParser((message) => {
      // The stream works (its first message came): the next loss retries soon again.
      retryMs = RETRY_FIRST_MS;
      if (message.id !== lastEventId) {
        lastEventId = message.id;
        sessionStorage.setItem(LAST_EVENT_ID_KEY, lastEventId);
      }
      handlers.onMessage(message);
    });
    for (;;) {
      const { done, value } = await reader.read();
      if (done) return;
      parse(decoder.decode(value, { stream: true }));
    }
  };

  const connect = () => {
    readStream().then(
      () => retry(),
      (error: unknown) => {
        if (controller.signal.aborted) return;
        if (error instanceof ApiError && (error.status === 401 || error.status === 403)) return;
        retry();
      },
    );
  };
  const retry = () => {
    if (controller.signal.aborted) return;
    timer = setTimeout(connect, retryMs);
    retryMs = Math.min(retryMs * 2, RETRY_MAX_MS);
  };

  connect();
  return {
    close: () => {
      controller.abort();
      clearTimeout(timer);
    },
  };
}

/** The seats a search's passengers take (infants sit on a lap). */
function seatsNeeded(passengers: TPassengerCounts | undefined): number {
  return passengers ? passengers.adults + passengers.children : 1;
}

/**
 * A class's free seats in the flight searches on screen: fewer seats are written into the results at once, and an
 * offer that no longer has seats for the search's passengers drops out (the server would not offer it). More seats
 * (a release) on an offer shown: the searches are asked again. (An offer that dropped out comes back with the next
 * search or refetch: asking every search on every screen again on each sale anywhere would cost more than it gives.)
 */
function applySeats(
  queryClient: QueryClient,
  event: { classId: number; free: number },
  invalidate: (key: QueryKey) => void,
) {
  let grew = false;
  for (const query of queryClient.getQueryCache().findAll({ queryKey: [...queryKeys.search.all(), 'offers'] })) {
    const data = query.state.data as TSearchResponse | undefined;
    if (!data) continue;
    const need = seatsNeeded((query.queryKey[2] as { passengers?: TPassengerCounts } | undefined)?.passengers);
    let changed = false;
    const offers = data.offers.flatMap((offer) => {
      if (!offer.segments.some((segment) => segment.class.id === event.classId)) return [offer];
      const segments = offer.segments.map((segment) => {
        if (segment.class.id !== event.classId || segment.freeSeats === event.free) return segment;
        if (event.free > segment.freeSeats) grew = true;
        changed = true;
        return { ...segment, freeSeats: event.free };
      });
      const freeSeats = Math.min(...segments.map((segment) => segment.freeSeats));
      return freeSeats < need ? [] : [{ ...offer, segments, freeSeats }];
    });
    if (changed) queryClient.setQueryData(query.queryKey, { ...data, offers });
  }
  if (grew) invalidate([...queryKeys.search.all(), 'offers']);
}

/**
 * Applies the events of the stream to the query cache. Most events mark the queries they touch stale (the ones on
 * screen refetch, the others on their next use), batched; free seats are also written into the flight searches at
 * once (`applySeats`), since the server's search cache may answer a refetch from before the sale for a moment.
 */
export function liveEventApplier(queryClient: QueryClient): {
  apply: (message: TSseMessage) => void;
  dispose: () => void;
} {
  const pending = new Map<string, QueryKey>();
  let timer: ReturnType<typeof setTimeout> | undefined;
  const invalidate = (key: QueryKey) => {
    pending.set(JSON.stringify(key), key);
    timer ??= setTimeout(() => {
      timer = undefined;
      const keys = [...pending.values()];
      pending.clear();
      for (const queryKey of keys) void queryClient.invalidateQueries({ queryKey });
    }, BATCH_MS);
  };

  const apply = (message: TSseMessage) => {
    if (message.event === 'reset') {
      // What was missed is no longer kept: everything on screen is asked again.
      void queryClient.invalidateQueries();
      return;
    }
    let event: TLiveEvent;
    try {
      event = { kind: message.event, id: Number(message.id), data: JSON.parse(message.data) } as TLiveEvent;
    } catch {
      return;
    }
    switch (event.kind) {
      case 'balance':
        invalidate(queryKeys.profile());
        break;
      case 'order':
        // The flight, hotel and package orders' lists and pages all sit under the orders root.
        invalidate(queryKeys.orders.all());
        break;
      case 'seats':
        applySeats(queryClient, event.data, invalidate);
        // Packages include flights; their searches are asked again.
        invalidate(queryKeys.search.packages.all());
        invalidate(queryKeys.flights.classes(event.data.flightId));
        break;
      case 'rooms':
        invalidate(queryKeys.search.hotels.all());
        invalidate(queryKeys.search.packages.all());
        break;
      case 'notice':
      case 'announcement':
        invalidate(queryKeys.myNotifications());
        break;
    }
  };
  return { apply, dispose: () => clearTimeout(timer) };
}

/**
 * Starts the tab's one stream and applies its events to the cache; returns what stops it. Loaded on its own after
 * the first paint (lib/use-live-events.ts), so that it weighs on no screen's first download.
 */
export function startLiveEvents(queryClient: QueryClient): () => void {
  const applier = liveEventApplier(queryClient);
  const connection = openLiveConnection({ onMessage: applier.apply });
  return () => {
    connection.close();
    applier.dispose();
  };
}
