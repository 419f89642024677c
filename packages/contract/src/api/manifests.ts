import { z } from 'zod';

/**
 * Passenger manifests (issue 19): the list of a flight's passengers for its operating airline, as the PNL-style text
 * (every passenger), the ADL-style text (the changes since the last manifest mailed), CSV and XLSX; and the mailing
 * of it to the airline's `manifestEmail`. Who is listed: the active passengers of booked and ticketed orders (flight
 * and package) with a segment on the flight; holds are not (a hold is minutes long and not confirmed, as an airline's
 * PNL lists only confirmed names). An infant holds no seat: it is listed with the adult whose lap it travels on.
 */

/** What a mailed manifest carries: the whole list (PNL) or the changes since the previous one (ADL). */
export const MANIFEST_KINDS = ['pnl', 'adl'] as const;
export type TManifestKind = (typeof MANIFEST_KINDS)[number];

/** The downloads of the flight page: the two texts and the two spreadsheets. */
export const MANIFEST_FORMATS = ['pnl', 'adl', 'csv', 'xlsx'] as const;
export type TManifestFormat = (typeof MANIFEST_FORMATS)[number];

/** The airline's passenger codes (ADT, CHD, INF) and the title a name line carries. */
export const MANIFEST_TITLES = ['MR', 'MRS', 'MSTR', 'MISS'] as const;
export type TManifestTitle = (typeof MANIFEST_TITLES)[number];

/** A traveller's identity as the manifest lists it: names in upper-case Latin letters, passport data (DOCS). */
const ZManifestPerson = z.object({
  passengerId: z.number().int(),
  lastName: z.string(),
  firstName: z.string(),
  gender: z.enum(['male', 'female']),
  dateOfBirth: z.string(),
  passportNumber: z.string(),
  passportExpiry: z.string(),
  citizenship: z.string(),
  ticketNumber: z.string().nullable(),
});

/**
 * One name line: a passenger holding a seat (adult or child) with the infant on its lap, if any. Also the shape of a
 * sent manifest's snapshot, which the next ADL is computed against (by `passengerId`).
 */
export const ZManifestEntry = ZManifestPerson.extend({
  orderId: z.number().int(),
  pnr: z.string(),
  /** The fare class's name on this flight (the PNL's class code). */
  className: z.string(),
  type: z.enum(['adult', 'child']),
  title: z.enum(MANIFEST_TITLES),
  infant: ZManifestPerson.nullable(),
}).meta({ id: 'ManifestEntry' });
export type TManifestEntry = z.infer<typeof ZManifestEntry>;

export const ZManifestCounts = z
  .object({ added: z.number().int(), removed: z.number().int(), changed: z.number().int() })
  .meta({ id: 'ManifestCounts' });
export type TManifestCounts = z.infer<typeof ZManifestCounts>;

export const ZManifestSendInfo = z
  .object({
    id: z.number().int(),
    kind: z.enum(MANIFEST_KINDS),
    recipient: z.string(),
    sentAt: z.string(),
    sentBy: z.string().nullable(),
    passengers: z.number().int(),
  })
  .meta({ id: 'ManifestSendInfo' });
export type TManifestSendInfo = z.infer<typeof ZManifestSendInfo>;

/** GET /api/flights/manifest/{id}: the manifest on screen, with the airline's address and what is pending. */
export const ZManifest = z
  .object({
    flightId: z.number().int(),
    /** "RM123" */
    flight: z.string(),
    /** The local departure date at the departure airport (yyyy-mm-dd). */
    date: z.string(),
    from: z.string(),
    to: z.string(),
    airline: z.object({ id: z.number().int(), name: z.string(), manifestEmail: z.string().nullable() }),
    classes: z.array(
      z.object({
        name: z.string(),
        passengers: z.number().int(),
        infants: z.number().int(),
        entries: z.array(ZManifestEntry),
      }),
    ),
    passengers: z.number().int(),
    infants: z.number().int(),
    lastSent: ZManifestSendInfo.nullable(),
    /** The changes an ADL would carry now (against the last manifest sent; everything when none was). */
    pending: ZManifestCounts,
  })
  .meta({ id: 'Manifest' });
export type TManifest = z.infer<typeof ZManifest>;

export const ZManifestFileQuery = z.strictObject({ format: z.enum(MANIFEST_FORMATS) });

/** `auto`: the PNL when none was sent yet, else the ADL of the changes. */
export const ZManifestSendRequest = z
  .strictObject({ kind: z.enum(['auto', ...MANIFEST_KINDS]).default('auto') })
  .meta({ id: 'ManifestSendRequest' });
export type TManifestSendRequest = z.input<typeof ZManifestSendRequest>;

export const ZManifestSendResult = ZManifestSendInfo.extend({ changes: ZManifestCounts }).meta({
  id: 'ManifestSendResult',
});
export type TManifestSendResult = z.infer<typeof ZManifestSendResult>;
