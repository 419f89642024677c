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
