import type { TProductLine } from '../lines/product-lines';

/**
 * Live screens (GET /api/events, Server-Sent Events): what the server tells an open screen as it happens. Each message
 * is `id: <event id>`, `event: <kind>` and `data: <JSON>`. The ids grow in commit order; a client that reconnects
 * sends the last one it saw as `Last-Event-ID` and gets what it missed, then the live events. The payloads are written
 * by the database's triggers (migration 0016), not by a schema: they are described here as types only, and this file
 * has no runtime beyond the parser (the web's shell loads it on every screen).
 */

/** The header a reconnecting client sends with the last event id it saw (the SSE standard's name). */
export const LAST_EVENT_ID_HEADER = 'last-event-id';

export interface TLiveEventData {
  /** An agent's balance or credit limit changed (to that agent only). Minor units, AMD. */
  balance: { balance: number; creditLimit: number };
  /** An order's status or deadline changed, or it was created (to its agent and the staff). */
  order: {
    orderId: number;
    productLine: TProductLine;
    status: string;
    pnr: string;
    holdExpiresAt: string | null;
    bookingExpiresAt: string | null;
  };
  /** A fare class's free seats changed (admin-only classes: to the staff only). */
  seats: { flightId: number; classId: number; free: number };
  /** A room type's free rooms on a night changed (0 under a stop-sale). */
  rooms: { roomId: number; night: string; free: number };
  /** A personal notice for the user. */
  notice: { id: number; kind: string };
  /** An announcement of the user's audience was added, changed or removed. */
  announcement: { id: number };
}
export type TLiveEventKind = keyof TLiveEventData;

/** One event as the web handles it. */
export type TLiveEvent = { [K in TLiveEventKind]: { kind: K; id: number; data: TLiveEventData[K] } }[TLiveEventKind];

/**
 * The stream's own messages: `ready` first (its id is where the stream starts, so that a client that saw no event yet
 * can still resume), and `reset` when what the client missed is no longer kept (or is too much to replay): the
 * client refetches everything it shows.
 */
export const LIVE_CONTROL_EVENTS = ['ready', 'reset'] as const;

/** One message of an event stream, as the parser hands it over. */
export interface TSseMessage {
  /** The stream's last event id as of this message (ids carry over to the messages without one). */
  id: string;
  event: string;
  data: string;
}

/**
 * A parser of the text/event-stream format (the HTML standard's rules, without `retry`), fed the decoded text in
 * whatever pieces it arrives: lines end with CRLF, LF or CR; a blank line ends a message; `:` lines are comments.
 * The web reads the stream with `fetch` (EventSource cannot send the bearer header); tests read it the same way.
 */
export function createSseParser(onMessage: (message: TSseMessage) => void): (chunk: string) => void {
  let pending = '';
  let lastId = '';
  let event = '';
  let data: string[] = [];
  const line = (text: string) => {
    if (text === '') {
      if (data.length > 0) onMessage({ id: lastId, event: event || 'message', data: data.join('\n') });
      event = '';
      data = [];
      return;
    }
    if (text.startsWith(':')) return;
    const colon = text.indexOf(':');
    const field = colon < 0 ? text : text.slice(0, colon);
    let value = colon < 0 ? '' : text.slice(colon + 1);
    if (value.startsWith(' ')) value = value.slice(1);
    if (field === 'data') data.push(value);
    else if (field === 'event') event = value;
    else if (field === 'id' && !value.includes('\0')) lastId = value;
  };
  return (chunk) => {
    pending += chunk;
    // A CR at the end may be the first half of a CRLF: it waits for the next chunk.
    const holdCr = pending.endsWith('\r');
    const lines = (holdCr ? pending.slice(0, -1) : pending).split(/\r\n|\r|\n/);
    // The last piece is a line still arriving: kept for the next chunk.
    pending = (lines.pop() ?? '') + (holdCr ? '\r' : '');
    for (const text of lines) line(text);
  };
}
