/**
 * PostgreSQL error codes (SQLSTATE) of a failed query, read the same way on both drivers: node-postgres and PGlite
 * put `code` on their errors, and Drizzle may wrap them (`cause`).
 */
export function sqlState(error: unknown): string | undefined {
  let current: unknown = error;
  for (let depth = 0; depth < 5 && typeof current === 'object' && current !== null; depth += 1) {
    const code: unknown = Reflect.get(current, 'code');
    if (typeof code === 'string' && /^[0-9A-Z]{5}$/.test(code)) return code;
    current = Reflect.get(current, 'cause');
  }
  return undefined;
}

export const isUniqueViolation = (error: unknown) => sqlState(error) === '23505';
export const isForeignKeyViolation = (error: unknown) => sqlState(error) === '23503';
export const isCheckViolation = (error: unknown) => sqlState(error) === '23514';

/**
 * SQLSTATEs of a database that is away rather than of a bad query: connection exceptions (class 08), the server
 * shutting down or restarting (57P01 admin shutdown, 57P02 crash shutdown, 57P03 cannot connect now), and too many
 * connections (53300).
 */
const UNAVAILABLE_STATES = /^(08[0-9A-Z]{3}|57P0[123]|53300)$/;
/** The socket's errors when the server cannot be reached (node's errno codes). */
const UNAVAILABLE_ERRNOS = new Set(['ECONNREFUSED', 'ECONNRESET', 'ETIMEDOUT', 'EPIPE', 'EHOSTUNREACH', 'ENOTFOUND']);
/** node-postgres says these in words only: a connection ended under a query, or a broken client reused. */
const UNAVAILABLE_MESSAGES =
  /^(Connection terminated|Client has encountered a connection error|Client was closed|timeout exceeded when trying to connect)/;

/**
 * Why the database could not be reached, when that is what the error means (PostgreSQL restarting, the network
 * down), not that the request was wrong: "57P01 terminating connection due to administrator command", "ECONNREFUSED
 * connect ECONNREFUSED 127.0.0.1:5432". Null for any other error. Drizzle wraps the driver's error (`cause`), and a
 * failed connection to a name with several addresses is an AggregateError (`errors`).
 */
export function databaseUnavailableReason(error: unknown): string | null {
  const pending: unknown[] = [error];
  for (let seen = 0; pending.length > 0 && seen < 10; seen += 1) {
    const current = pending.shift();
    if (typeof current !== 'object' || current === null) continue;
    const code: unknown = Reflect.get(current, 'code');
    const message: unknown = Reflect.get(current, 'message');
    const text = typeof message === 'string' ? message : '';
    if (typeof code === 'string' && (UNAVAILABLE_STATES.test(code) || UNAVAILABLE_ERRNOS.has(code))) {
      return `${code} ${text}`.trim();
    }
    if (UNAVAILABLE_MESSAGES.test(text)) return text;
    pending.push(Reflect.get(current, 'cause'));
    const errors: unknown = Reflect.get(current, 'errors');
    if (Array.isArray(errors)) pending.push(...errors);
  }
  return null;
}

/** The API answers such an error 503, and a job tries again at its next run. */
export const isDatabaseUnavailable = (error: unknown) => databaseUnavailableReason(error) !== null;
