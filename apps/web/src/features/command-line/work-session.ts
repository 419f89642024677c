import type { TProductLine } from '@frs/contract';
import type { TCommand, TNamedPassenger, TTravelDocument } from './commands';

/**
 * What the command line remembers between entries, like a GDS's work area: the numbered lines of the last
 * availability (so that SS can name a line), what is sold, the names, passports and contact typed so far, and the
 * order being worked on. Plain data, kept in the tab's sessionStorage with the scroll-back (command-storage.ts), so
 * a reload of the tab goes on where it was. Nothing here is trusted: every request is checked by the server.
 */

/** A flight class the agent may sell from an availability line. */
export interface TAvailableClass {
  classId: number;
  name: string;
  freeSeats: number;
  /** The lowest price of a whole trip with this class (1 adult), in AMD minor units. */
  payable: number;
}

/** One numbered line of an availability answer: a flight of one leg, a hotel's room, a package. */
export type TAvailabilityLine =
  | { line: 'flight'; number: number; leg: number; flightId: number; classes: TAvailableClass[] }
  | {
      line: 'hotel';
      number: number;
      hotelId: number;
      roomId: number;
      checkIn: string;
      checkOut: string;
      free: number;
      payable: number;
    }
  | {
      line: 'package';
      number: number;
      offerId: number;
      outboundClassId: number;
      returnClassId: number;
      roomId: number;
      nights: number;
      rooms: number;
      payable: number;
    };

export interface TAvailability {
  line: TProductLine;
  /** Flights: one-way or a return; how many legs the trip has. */
  legs: number;
  lines: TAvailabilityLine[];
  /** Hotels and packages: the party searched for (the rooms split it). */
  party: { adults: number; childAges: number[]; rooms: number } | null;
}

/** What SS took: per flight leg a class and seats, or a hotel's room line, or a package line. */
export type TSold =
  | { line: 'flight'; segments: { leg: number; classId: number; seats: number; label: string }[] }
  | { line: 'hotel'; choice: Extract<TAvailabilityLine, { line: 'hotel' }>; rooms: number }
  | { line: 'package'; choice: Extract<TAvailabilityLine, { line: 'package' }> };

/** The order being worked on (placed by ER, or retrieved by RT). */
export interface TCurrentOrder {
  line: TProductLine;
  id: number;
  pnr: string;
}

export interface TWorkSession {
  availability: TAvailability | null;
  sold: TSold | null;
  names: TNamedPassenger[];
  documents: TTravelDocument[];
  contact: { phone: string | null; email: string | null; name: string | null };
  order: TCurrentOrder | null;
  /**
   * A command that moves money or cancels waits for the same entry again (a typed confirmation), with the
   * Idempotency-Key its call will carry: a retry after a lost answer is the same request.
   */
  pending: { entry: string; command: TCommand; key: string } | null;
  /** The Idempotency-Key of ER until a hold is placed: a repeated ER after a lost answer does not hold twice. */
  holdKey: string | null;
}

export const EMPTY_WORK: TWorkSession = {
  availability: null,
  sold: null,
  names: [],
  documents: [],
  contact: { phone: null, email: null, name: null },
  order: null,
  pending: null,
  holdKey: null,
};

/** The booking in progress forgotten (IG, or after ER placed it): what is sold, the names, passports and contact. */
export function withoutBookingInProgress(work: TWorkSession): TWorkSession {
  return { ...work, sold: null, names: [], documents: [], contact: EMPTY_WORK.contact, pending: null, holdKey: null };
}
