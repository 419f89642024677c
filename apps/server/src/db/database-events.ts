import type { PGlite } from '@electric-sql/pglite';
import pg from 'pg';

/**
 * PostgreSQL's LISTEN/NOTIFY as the processes on one database see it: a NOTIFY (from SQL, a trigger or any process)
 * reaches every process listening on its channel, at commit. Caches in a process forget what a notice names.
 */
export interface TDatabaseEvents {
  /** Calls `handler` with the payload of every notice on `channel` (a plain identifier) from now on. */
  listen(channel: string, handler: (payload: string) => void): Promise<void>;
  /**
   * False while notices may be missed (PostgreSQL: the listening connection is down and reconnecting). A cache must
   * not answer from memory then.
   */
  readonly live: boolean;
  /** Called each time the listening connection is back after a loss: notices sent meanwhile were missed. */
  onResume(handler: () => void): void;
  close(): Promise<void>;
}

const CHANNEL_NAME = /^[a-z_][a-z0-9_]{0,62}$/;

function checkedChannel(channel: string): string {
  if (!CHANNEL_NAME.test(channel)) throw new Error(`Not a channel name: ${channel}`);
  return channel;
}

/** The embedded database is one process: its notices arrive in it, delivered as the committing query returns. */
export function pgliteEvents(client: PGlite): TDatabaseEvents {
  return {
    live: true,
    listen: async (channel, handler) => {
      await client.listen(checkedChannel(channel), handler);
    },
    onResume: () => {},
    close: async () => {},
  };
}

const RECONNECT_DELAY_MS = 500;

/**
 * One connection of the process's own, outside the pool, that LISTENs on every channel asked for. When it drops
 * (PostgreSQL restarting), `live` turns false and it reconnects every half second; once back it listens again and
 * tells `onResume` handlers, since notices sent meanwhile are lost.
 */
export function postgresEvents(connectionString: string, onError: (error: unknown) => void): TDatabaseEvents {
  const handlers = new Map<string, ((payload: string) => void)[]>();
  const resumeHandlers: (() => void)[] = [];
  let client: pg.Client | null = null;
  let connecting: Promise<void> | null = null;
  let live = false;
  let closed = false;
  let everConnected = false;
  let retryTimer: NodeJS.Timeout | null = null;

  const scheduleReconnect = () => {
    if (closed || retryTimer) return;
    retryTimer = setTimeout(() => {
      retryTimer = null;
      void connect().catch(() => scheduleReconnect());
    }, RECONNECT_DELAY_MS);
    retryTimer.unref();
  };

  const lose = (lost: pg.Client, error?: unknown) => {
    if (client !== lost) return;
    if (error && !closed) onError(error);
    client = null;
    live = false;
    lost.removeAllListeners('notification');
    void lost.end().catch(() => {});
    scheduleReconnect();
  };

  const connect = (): Promise<void> => {
    connecting ??= (async () => {
      const next = new pg.Client({ connectionString });
      next.on('error', (error) => lose(next, error));
      next.on('end', () => lose(next));
      next.on('notification', (message) => {
        for (const handler of handlers.get(message.channel) ?? []) handler(message.payload ?? '');
      });
      try {
        await next.connect();
        for (const channel of handlers.keys()) await next.query(`LISTEN ${channel}`);
      } catch (error) {
        void next.end().catch(() => {});
        throw error;
      }
      if (closed) {
        await next.end();
        return;
      }
      client = next;
      live = true;
      if (everConnected) for (const handler of resumeHandlers) handler();
      everConnected = true;
    })().finally(() => {
      connecting = null;
    });
    return connecting;
  };

  return {
    get live() {
      return live;
    },
    listen: async (channel, handler) => {
      const name = checkedChannel(channel);
      const known = handlers.get(name);
      if (known) {
        known.push(handler);
        return;
      }
      handlers.set(name, [handler]);
      if (client) await client.query(`LISTEN ${name}`);
      else await connect();
    },
    onResume: (handler) => {
      resumeHandlers.push(handler);
    },
    close: async () => {
      closed = true;
      if (retryTimer) clearTimeout(retryTimer);
      await connecting?.catch(() => {});
      const open = client;
      client = null;
      live = false;
      await open?.end().catch(() => {});
    },
  };
}
