import type { TLanguage, TOrderStatus, TProductLine } from '@frs/contract';
import { type orders, users } from '../../db/schema';

/**
 * The order row every product line shares (the `orders` table: PNR, owner, status, time limits, contact, the frozen
 * rates and the money) and the people of an order, as the hot statements select them: money as float8, which holds
 * every 12-digit amount exactly, and instants as epoch milliseconds, so that both drivers answer alike and no query
 * builder runs on the hot path. A product line's statements select these columns beside their own.
 */

export type TOrderRow = typeof orders.$inferSelect;
/** The values of a new order row (its PNR is drawn when it is inserted). */
export type TNewOrderRow = Omit<typeof orders.$inferInsert, 'pnr'>;

/** A row as a driver answers a statement written as text. */
export type TRaw = Record<string, unknown>;

/** A timestamp column selected as epoch milliseconds (float8), `as` the given name. */
export const epochOf = (column: string, as = column) => `(extract(epoch from ${column}) * 1000)::float8 as ${as}`;
export const instantOf = (value: unknown) => (value === null || value === undefined ? null : new Date(Number(value)));
export const numberOf = (value: unknown) => Number(value);
/** A json value as a driver answers it: already parsed, or as text. */
export const jsonOf = <T>(value: unknown): T => (typeof value === 'string' ? JSON.parse(value) : value) as T;

/** The order row's columns, from the alias `o`. */
export const ORDER_COLUMNS = [
  'o.id',
  'o.pnr',
  'o.agent_id',
  'o.created_by_id',
  'o.product_line',
  'o.status',
  'o.travel_type',
  'o.rate_date::text as rate_date',
  'o.usd_rate::text as usd_rate',
  'o.eur_rate::text as eur_rate',
  epochOf('o.hold_expires_at', 'hold_expires_at'),
  epochOf('o.booking_expires_at', 'booking_expires_at'),
  epochOf('o.ticketed_at', 'ticketed_at'),
  'o.order_date::text as order_date',
  epochOf('o.first_departure_at', 'first_departure_at'),
  'o.contact_name',
  'o.contact_phone',
  'o.contact_email',
  'o.comment',
  ...['gross', 'commission', 'net', 'discount', 'fees', 'payable', 'paid', 'refunded', 'penalties'].map(
    (column) => `o.${column}::float8 as ${column}`,
  ),
  epochOf('o.created_at', 'created_at'),
  epochOf('o.updated_at', 'updated_at'),
].join(', ');

export function toOrderRow(raw: TRaw): TOrderRow {
  return {
    id: numberOf(raw.id),
    pnr: String(raw.pnr),
    agentId: raw.agent_id === null ? null : numberOf(raw.agent_id),
    createdById: numberOf(raw.created_by_id),
    productLine: raw.product_line as TProductLine,
    status: raw.status as TOrderStatus,
    travelType: raw.travel_type as TOrderRow['travelType'],
    rateDate: String(raw.rate_date),
    usdRate: raw.usd_rate === null ? null : String(raw.usd_rate),
    eurRate: raw.eur_rate === null ? null : String(raw.eur_rate),
    holdExpiresAt: instantOf(raw.hold_expires_at),
    bookingExpiresAt: instantOf(raw.booking_expires_at),
    ticketedAt: instantOf(raw.ticketed_at),
    orderDate: String(raw.order_date),
    firstDepartureAt: new Date(numberOf(raw.first_departure_at)),
    contactName: String(raw.contact_name),
    contactPhone: String(raw.contact_phone),
    contactEmail: String(raw.contact_email),
    comment: raw.comment === null ? null : String(raw.comment),
    gross: numberOf(raw.gross),
    commission: numberOf(raw.commission),
    net: numberOf(raw.net),
    discount: numberOf(raw.discount),
    fees: numberOf(raw.fees),
    payable: numberOf(raw.payable),
    paid: numberOf(raw.paid),
    refunded: numberOf(raw.refunded),
    penalties: numberOf(raw.penalties),
    createdAt: new Date(numberOf(raw.created_at)),
    updatedAt: new Date(numberOf(raw.updated_at)),
  };
}

// --- The people of an order -----------------------------------------------------------------------------------

/** An order with the agent it belongs to (null: the agency's own sale) and the user who made it. */
export interface TOrderWithPeople {
  order: TOrderRow;
  agent: TPerson | null;
  creator: TPerson;
}

export interface TPerson {
  id: number;
  email: string;
  language: TLanguage;
  companyName: string | null;
  contactNameSurname: string | null;
}

const PERSON_COLUMNS = (alias: string) =>
  ['id', 'email', 'language', 'company_name', 'contact_name_surname']
    .map((column) => `${alias}.${column} as ${alias}_${column}`)
    .join(', ');

function toPerson(raw: TRaw, alias: string): TPerson | null {
  if (raw[`${alias}_id`] === null || raw[`${alias}_id`] === undefined) return null;
  return {
    id: numberOf(raw[`${alias}_id`]),
    email: String(raw[`${alias}_email`]),
    language: raw[`${alias}_language`] as TLanguage,
    companyName: (raw[`${alias}_company_name`] as string | null) ?? null,
    contactNameSurname: (raw[`${alias}_contact_name_surname`] as string | null) ?? null,
  };
}

export function toOrderWithPeople(raw: TRaw): TOrderWithPeople {
  const creator = toPerson(raw, 'c');
  if (!creator) throw new Error(`order ${String(raw.id)} without its creator`);
  return { order: toOrderRow(raw), agent: toPerson(raw, 'a'), creator };
}

/**
 * The statement that reads one order (`$1`) of a product line with its people and what the line adds to it:
 * `details` are more columns over the order `o` (typically its items as JSON aggregates), so that an operation reads
 * everything it needs in one round trip. An order of another line is no order of this one (its endpoints answer 404).
 */
export function orderWithPeopleStatement(line: TProductLine, details: readonly string[]): string {
  if (!/^[a-z]+$/.test(line)) throw new Error(`not a product line: ${line}`);
  return `select ${ORDER_COLUMNS}, ${PERSON_COLUMNS('a')}, ${PERSON_COLUMNS('c')},
      ${details.join(',\n      ')}
    from orders o left join users a on a.id = o.agent_id join users c on c.id = o.created_by_id
    where o.id = $1 and o.product_line = '${line}'`;
}

/** How a user is named on an order: the company of an agent, else the person, else the e-mail. */
export function displayName(user: { companyName: string | null; contactNameSurname: string | null; email: string }) {
  return user.companyName || user.contactNameSurname || user.email;
}

/** The columns of a user that `named` needs, for a query builder's select. */
export const USER_NAME = {
  id: users.id,
  companyName: users.companyName,
  contactNameSurname: users.contactNameSurname,
  email: users.email,
};

/** A user as an order's pages name it (`{ id, name }`), or null. */
export function named(
  user: { id: number; companyName: string | null; contactNameSurname: string | null; email: string } | null,
) {
  return user ? { id: user.id, name: displayName(user) } : null;
}
