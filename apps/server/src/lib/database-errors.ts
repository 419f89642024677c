function codeOf(value: unknown): unknown {
  return typeof value === 'object' && value !== null && 'code' in value ? value.code : undefined;
}

function causeOf(value: unknown): unknown {
  return typeof value === 'object' && value !== null && 'cause' in value ? value.cause : undefined;
}

/** PostgreSQL's unique_violation, from either driver (Drizzle wraps the driver's error in `cause`). */
export function isUniqueViolation(error: unknown): boolean {
  let current = error;
  for (let depth = 0; current !== undefined && depth < 5; depth += 1) {
    if (codeOf(current) === '23505') return true;
    current = causeOf(current);
  }
  return false;
}
