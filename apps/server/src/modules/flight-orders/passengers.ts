import type { TPassengerType, TPriceBreakdown } from '@frs/contract';
import { type orderPassengers } from '../../db/schema';
import { epochOf, jsonOf, numberOf, type TRaw } from '../order-engine';

/** The passengers of flight orders (`order_passengers`), as the hot statements select them. */

/** The row without its name search keys (kept by the database for the lists' filter, never read back). */
export type TPassengerRow = Omit<typeof orderPassengers.$inferSelect, 'searchName' | 'searchSurname'>;

/** The passenger row's columns (money as float8, instants as epoch milliseconds, as the order row's). */
export const PASSENGER_COLUMNS = [
  'id',
  'order_id',
  'type',
  'first_name',
  'last_name',
  'gender',
  'date_of_birth::text as date_of_birth',
  'passport_number',
  'passport_expiry::text as passport_expiry',
  'citizenship',
  'status',
  'ticket_number',
  ...['fare', 'tax', 'surcharge', 'gross', 'commission', 'net', 'refund_penalty', 'refund_amount'].map(
    (column) => `${column}::float8 as ${column}`,
  ),
  'segment_prices',
  epochOf('created_at'),
  epochOf('updated_at'),
].join(', ');

export function toPassengerRow(raw: TRaw): TPassengerRow {
  return {
    id: numberOf(raw.id),
    orderId: numberOf(raw.order_id),
    type: raw.type as TPassengerType,
    firstName: String(raw.first_name),
    lastName: String(raw.last_name),
    gender: raw.gender as TPassengerRow['gender'],
    dateOfBirth: String(raw.date_of_birth),
    passportNumber: String(raw.passport_number),
    passportExpiry: String(raw.passport_expiry),
    citizenship: String(raw.citizenship),
    status: raw.status as TPassengerRow['status'],
    ticketNumber: raw.ticket_number === null ? null : String(raw.ticket_number),
    fare: numberOf(raw.fare),
    tax: numberOf(raw.tax),
    surcharge: numberOf(raw.surcharge),
    gross: numberOf(raw.gross),
    commission: numberOf(raw.commission),
    net: numberOf(raw.net),
    segmentPrices: jsonOf(raw.segment_prices),
    refundPenalty: raw.refund_penalty === null ? null : numberOf(raw.refund_penalty),
    refundAmount: raw.refund_amount === null ? null : numberOf(raw.refund_amount),
    createdAt: new Date(numberOf(raw.created_at)),
    updatedAt: new Date(numberOf(raw.updated_at)),
  };
}

export function breakdownOf(
  passenger: Pick<TPassengerRow, 'fare' | 'tax' | 'surcharge' | 'gross' | 'commission' | 'net'>,
) {
  const { fare, tax, surcharge, gross, commission, net } = passenger;
  return { fare, tax, surcharge, gross, commission, net } satisfies TPriceBreakdown;
}
