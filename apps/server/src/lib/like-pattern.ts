/**
 * ILIKE patterns of what a user typed in a search box: `%`, `_` and `\` match themselves, not any text (PostgreSQL's
 * LIKE escapes with a backslash by default).
 */
function literal(text: string): string {
  return text.replace(/[\\%_]/g, (character) => `\\${character}`);
}

/** Matches a text that contains `text` anywhere. */
export function containingPattern(text: string): string {
  return `%${literal(text)}%`;
}

/** Matches a text that starts with `text`. */
export function startingPattern(text: string): string {
  return `${literal(text)}%`;
}
