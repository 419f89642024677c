/**
 * Items as a sentence in the reader's language: "A", "A and B", "A, B and C" (`and` is the catalogue's
 * `common.and`). Written out rather than left to Intl.ListFormat, which Chromium lacks for Armenian.
 */
export function listText(items: readonly string[], and: string): string {
  if (items.length <= 1) return items[0] ?? '';
  return `${items.slice(0, -1).join(', ')} ${and} ${items[items.length - 1]!}`;
}
