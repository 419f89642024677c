import { PRODUCT_LINES } from '@frs/contract';
import { ApiError } from '../../lib/api-client';
import { COMMAND_LINES } from './command-lines';
import { matchingAirports } from './places';

/**
 * What Tab completes in the command line: an airport code or city after AN, HA or PA (spaced form), a PNR after RT.
 * Each suggestion is the whole entry as it would read completed, and the words shown for it.
 */
export interface TSuggestion {
  entry: string;
  label: string;
}

const PLACE_COMMANDS = /^(AN|HA|PA)\s/i;
const PNR_COMMAND = /^RT\s*([A-Z0-9]{1,5})$/i;
/** The word being typed: letters at the end of the entry, after a space. */
const LAST_WORD = /\s([A-Za-z-]{2,})$/;

export async function suggestionsFor(entry: string, signal: AbortSignal): Promise<TSuggestion[]> {
  const pnr = PNR_COMMAND.exec(entry.trim());
  if (pnr) return pnrSuggestions(pnr[1]!.toUpperCase());
  const word = LAST_WORD.exec(entry);
  if (!PLACE_COMMANDS.test(entry) || !word) return [];
  const typed = word[1]!;
  const airports = await matchingAirports(typed, 6);
  if (signal.aborted) return [];
  const head = entry.slice(0, entry.length - typed.length);
  return airports.map((airport) => ({
    entry: `${head}${airport.iataCode} `,
    label: `${airport.iataCode} · ${airport.city} · ${airport.name}`,
  }));
}

async function pnrSuggestions(prefix: string): Promise<TSuggestion[]> {
  const found = await Promise.all(
    PRODUCT_LINES.map((line) =>
      COMMAND_LINES[line].ordersByPnr(prefix).catch((error: unknown) => {
        if (error instanceof ApiError && error.status === 403) return [];
        throw error;
      }),
    ),
  );
  return found
    .flat()
    .slice(0, 6)
    .map((order) => ({ entry: `RT ${order.pnr}`, label: order.pnr }));
}
