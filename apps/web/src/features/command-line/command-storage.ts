import { PRODUCT_LINES } from '@frs/contract';
import { z } from 'zod';
import { readSession } from '../../lib/storage';
import { readStoredJson, storeForUser } from '../../lib/user-storage';
import type { TAnswerLine } from './answer';
import { EMPTY_WORK, type TWorkSession } from './work-session';

/**
 * The command line's tab state in sessionStorage: the scroll-back, the entries typed (↑/↓ recall them) and the work
 * session. It survives a reload of the tab, not the tab; it is tagged with the user and read back through a schema,
 * so another user's or a hand-edited value is dropped (logout clears the storage anyway).
 */
export const COMMAND_STORAGE_KEY = 'frs.commandLine';

/** The scroll-back keeps the latest lines only, like a terminal. */
export const MAX_SCROLLBACK = 400;
export const MAX_RECALL = 50;

const ZLine = z.object({
  tone: z.enum(['entry', 'plain', 'ok', 'error', 'ask']),
  text: z.string(),
  path: z.string().optional(),
});
const ZParty = z.object({ adults: z.number(), childAges: z.array(z.number()), rooms: z.number() });
const ZClass = z.object({ classId: z.number(), name: z.string(), freeSeats: z.number(), payable: z.number() });
const ZHotelLine = z.object({
  line: z.literal('hotel'),
  number: z.number(),
  hotelId: z.number(),
  roomId: z.number(),
  checkIn: z.string(),
  checkOut: z.string(),
  free: z.number(),
  payable: z.number(),
});
const ZPackageLine = z.object({
  line: z.literal('package'),
  number: z.number(),
  offerId: z.number(),
  outboundClassId: z.number(),
  returnClassId: z.number(),
  roomId: z.number(),
  nights: z.number(),
  rooms: z.number(),
  payable: z.number(),
});
const ZAvailabilityLine = z.discriminatedUnion('line', [
  z.object({
    line: z.literal('flight'),
    number: z.number(),
    leg: z.number(),
    flightId: z.number(),
    classes: z.array(ZClass),
  }),
  ZHotelLine,
  ZPackageLine,
]);
const ZName = z.object({
  lastName: z.string(),
  firstName: z.string(),
  title: z.enum(['MR', 'MRS', 'MS', 'MSTR', 'MISS']).nullable(),
  type: z.enum(['adult', 'child', 'infant']),
  dateOfBirth: z.string().nullable(),
});
const ZDocument = z.object({
  passenger: z.number(),
  passportNumber: z.string(),
  citizenship: z.string(),
  dateOfBirth: z.string(),
  passportExpiry: z.string(),
  gender: z.enum(['male', 'female']).nullable(),
  lastName: z.string().nullable(),
  firstName: z.string().nullable(),
});
const ZWork = z.object({
  availability: z
    .object({
      line: z.enum(PRODUCT_LINES),
      legs: z.number(),
      lines: z.array(ZAvailabilityLine),
      party: ZParty.nullable(),
    })
    .nullable(),
  sold: z
    .discriminatedUnion('line', [
      z.object({
        line: z.literal('flight'),
        segments: z.array(z.object({ leg: z.number(), classId: z.number(), seats: z.number(), label: z.string() })),
      }),
      z.object({ line: z.literal('hotel'), choice: ZHotelLine, rooms: z.number() }),
      z.object({ line: z.literal('package'), choice: ZPackageLine }),
    ])
    .nullable(),
  names: z.array(ZName),
  documents: z.array(ZDocument),
  contact: z.object({ phone: z.string().nullable(), email: z.string().nullable(), name: z.string().nullable() }),
  order: z.object({ line: z.enum(PRODUCT_LINES), id: z.number(), pnr: z.string() }).nullable(),
  // A confirmation never outlives the page: after a reload the agent asks again.
  holdKey: z.string().nullable(),
});
const ZStored = z.object({
  userId: z.number(),
  lines: z.array(ZLine),
  recall: z.array(z.string()),
  work: ZWork,
});

export interface TCommandState {
  lines: TAnswerLine[];
  recall: string[];
  work: TWorkSession;
}

export const EMPTY_STATE: TCommandState = { lines: [], recall: [], work: EMPTY_WORK };

export function readCommandState(): TCommandState {
  const parsed = ZStored.safeParse(readStoredJson(sessionStorage, COMMAND_STORAGE_KEY));
  if (!parsed.success || parsed.data.userId !== readSession()?.userId) return EMPTY_STATE;
  const { lines, recall, work } = parsed.data;
  return { lines, recall, work: { ...work, pending: null } };
}

export function storeCommandState(state: TCommandState): void {
  const { pending: _pending, ...work } = state.work;
  storeForUser(sessionStorage, COMMAND_STORAGE_KEY, {
    lines: state.lines.slice(-MAX_SCROLLBACK),
    recall: state.recall.slice(-MAX_RECALL),
    work,
  });
}
