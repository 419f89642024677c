/**
 * An address as one line: the street address, then the city and the country, each left out when the address
 * already names it. An agency types "10 Tigran Mets Ave, Yerevan" into the address and Yerevan again as the city;
 * the line reads "10 Tigran Mets Ave, Yerevan, Armenia", not "…, Yerevan, Yerevan, Armenia".
 *
 * A part counts as named when one of the comma-separated pieces before it is that part, give or take case, spaces
 * and a postal code ("Yerevan 0001", "75004 Paris"); a piece that merely contains the name ("Dubai Marina") does not.
 */
export function addressLine(parts: readonly (string | null | undefined)[]): string {
  const normalized = (piece: string) =>
    piece
      .split(/\s+/)
      .filter((word) => word !== '' && !/\d/.test(word))
      .join(' ')
      .toLocaleLowerCase();
  const written: string[] = [];
  const named = new Set<string>();
  for (const part of parts) {
    const text = part?.trim();
    if (!text) continue;
    if (named.has(normalized(text))) continue;
    written.push(text);
    for (const piece of text.split(',')) named.add(normalized(piece));
  }
  return written.join(', ');
}
