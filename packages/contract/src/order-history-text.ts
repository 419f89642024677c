import {
  ORDER_HISTORY_VALUES,
  type THistoryFlight,
  type THistoryValueKey,
  type TOrderHistoryValues,
} from './lines/shared/order-activity';
import { formatInstant, formatIsoDate, formatLocalDateTime } from './date-format';
import type { TProductLine } from './lines/product-lines';
import type { TLanguage } from './languages';
import { formatMinor } from './money';
import { ORDER_STATUSES } from './lines/shared/order-rules';
import { listText, orderStatusKey } from './words';

/**
 * An order's history row in the reader's language (issue 31): the contract's ORDER_HISTORY_VALUES key by key, in that
 * order, names instead of ids, money in AMD, instants in the reader's time zone, lists as sentences, statuses in the
 * line's words, and nothing for a value that did not change; keys outside the vocabulary are left out. The order
 * pages show it, and `historyText` (history-text.ts: /history and its export) writes an order's rows with it. Kept
 * apart from the rest of the history's text so that the order pages do not load the form descriptors.
 */

/** How the text reads its words: a catalogue key's text (`{{name}}` filled), and whether the catalogue has it. */
export interface THistoryLookup {
  /** The key's text; the key itself when the catalogue has none (as i18next answers). */
  t: (key: string, values?: Record<string, string | number>) => string;
  exists: (key: string) => boolean;
  /** The reader's language: a multilingual value shows its text in it. */
  language: TLanguage;
  /** The zone instants are written in (IANA); the runtime's own when left out (the browser's). */
  timeZone?: string;
}

// Order rows: the contract's ORDER_HISTORY_VALUES key by key.
const ORDER_KEYS = Object.keys(ORDER_HISTORY_VALUES) as THistoryValueKey[];
const MONEY_KEYS: ReadonlySet<THistoryValueKey> = new Set(['discount', 'fee', 'payable', 'paid']);
const DETAIL_FIELDS = ['gender', 'passportNumber', 'passportExpiry', 'citizenship'] as const;
const CONTACT_FIELDS = ['name', 'phone', 'email'] as const;
/** The keys only hotel orders write: their labels are the hotel screens' texts. */
const HOTEL_KEYS = ['hotel', 'stay', 'rooms', 'guests', 'vouchers', 'specialRequests'] as const;
type THotelKey = (typeof HOTEL_KEYS)[number];

function isHotelKey(key: THistoryValueKey): key is THotelKey {
  return (HOTEL_KEYS as readonly string[]).includes(key);
}

type TValues = Record<string, unknown> | null;

/** The value of an order key as the vocabulary knows it, or undefined when absent or of another shape. */
function orderValueOf<TKey extends THistoryValueKey>(
  values: TValues,
  key: TKey,
): TOrderHistoryValues[TKey] | undefined {
  if (!values || !(key in values)) return undefined;
  const parsed = ORDER_HISTORY_VALUES[key].safeParse(values[key]);
  return parsed.success ? (parsed.data as TOrderHistoryValues[TKey]) : undefined;
}

export interface TOrderHistoryText {
  /** An order's row (its old and new values as written) as lines, statuses in its line's words. */
  orderChangeLines: (oldValues: TValues, newValues: TValues, line?: TProductLine) => string[];
  /** An instant as the screens show it, in the lookup's zone: "24.11.2026 14:05". */
  instant: (iso: string) => string;
  /** An amount in AMD minor units with the AMD sign: "904,616.52 ֏". */
  amd: (minor: number) => string;
  /** Items as a sentence in the reader's language. */
  list: (items: readonly string[]) => string;
}

export function orderHistoryText(lookup: THistoryLookup): TOrderHistoryText {
  const { t } = lookup;
  const zone = lookup.timeZone === undefined ? {} : { timeZone: lookup.timeZone };
  const instant = (iso: string) => formatInstant(iso, zone);
  const amd = (minor: number) => `${formatMinor(minor)} ${t('header.amdSign')}`;
  const list = (items: readonly string[]) => listText(items, t('common.and'));

  const flightText = (flight: THistoryFlight) => {
    const parts = { ...flight, departure: formatLocalDateTime(flight.departure) };
    return flight.class === undefined
      ? t('orderPage.historyFlight', parts)
      : t('orderPage.historyFlightClass', { ...parts, class: flight.class });
  };

  /** One order value as a reader reads it. */
  const orderText = (
    key: THistoryValueKey,
    value: NonNullable<TOrderHistoryValues[THistoryValueKey]> | null,
    line?: TProductLine,
  ): string => {
    if (value === null) return '—';
    if (MONEY_KEYS.has(key) && typeof value === 'number') return amd(value);
    switch (key) {
      case 'status':
        return t(orderStatusKey(value as NonNullable<TOrderHistoryValues['status']>, line));
      case 'flights':
      case 'seatsTo':
        return list((value as THistoryFlight[]).map(flightText));
      case 'passengers':
        return typeof value === 'number' ? String(value) : list(value as string[]);
      case 'refunds':
        return list(
          (value as NonNullable<TOrderHistoryValues['refunds']>).map((refund) =>
            t('orderPage.refundLine', { name: refund.name, amount: amd(refund.amount), penalty: amd(refund.penalty) }),
          ),
        );
      case 'holdExpiresAt':
      case 'bookingExpiresAt':
        return instant(value as string);
      case 'stay': {
        const stay = value as NonNullable<TOrderHistoryValues['stay']>;
        return `${formatIsoDate(stay.checkIn)} – ${formatIsoDate(stay.checkOut)}`;
      }
      case 'rooms':
      case 'guests':
      case 'vouchers':
      case 'specialRequests': {
        // A room without special requests is written as an empty text: it says nothing.
        const items = (value as string[]).filter((item) => item.trim() !== '');
        return items.length > 0 ? list(items) : '—';
      }
      default:
        return String(value);
    }
  };

  /** "Label: before → after" for what changed, "Label: value" for what is new. */
  const change = (label: string, before: string | undefined, after: string | undefined) =>
    before === undefined ? `${label}: ${after ?? '—'}` : `${label}: ${before} → ${after ?? '—'}`;

  /** The contact's fields that changed, one by one. */
  const contactChanges = (
    before: TOrderHistoryValues['contact'] | undefined,
    after: TOrderHistoryValues['contact'] | undefined,
  ) =>
    CONTACT_FIELDS.filter((field) => before?.[field] !== after?.[field]).map((field) =>
      change(t(`orderPage.historyContact.${field}`), before?.[field], after?.[field]),
    );

  /** Per passenger (by name): the details that changed. */
  const detailChanges = (
    before: TOrderHistoryValues['passengerDetails'] | undefined,
    after: TOrderHistoryValues['passengerDetails'] | undefined,
  ) =>
    (after ?? []).map((passenger, index) => {
      const previous = before?.[index];
      const detail = (field: (typeof DETAIL_FIELDS)[number], value: string | undefined) =>
        value === undefined ? undefined : field === 'gender' ? t(`passenger.genders.${value}`) : value;
      const fields = DETAIL_FIELDS.filter((field) => passenger[field] !== undefined).map((field) =>
        change(t(`passenger.${field}`), detail(field, previous?.[field]), detail(field, passenger[field])),
      );
      return `${passenger.name}: ${fields.join(', ')}`;
    });

  const orderChangeLines = (oldValues: TValues, newValues: TValues, line?: TProductLine): string[] =>
    ORDER_KEYS.flatMap((key) => {
      const before = orderValueOf(oldValues, key);
      const after = orderValueOf(newValues, key);
      if (JSON.stringify(before) === JSON.stringify(after)) return [];
      if (key === 'contact') return contactChanges(orderValueOf(oldValues, key), orderValueOf(newValues, key));
      if (key === 'passengerDetails') {
        return detailChanges(orderValueOf(oldValues, key), orderValueOf(newValues, key));
      }
      const label = isHotelKey(key) ? t(`hotelOrders.historyFields.${key}`) : t(`orderPage.historyFields.${key}`);
      return [
        change(
          label,
          before === undefined ? undefined : orderText(key, before, line),
          after === undefined ? undefined : orderText(key, after, line),
        ),
      ];
    });

  return { orderChangeLines, instant, amd, list };
}

/** Every catalogue key an order's rows (`orderChangeLines`) may ask for: what the order pages' history needs. */
export function orderHistoryWordKeys(): string[] {
  const keys = new Set<string>([
    'header.amdSign',
    'common.and',
    'orderPage.historyFlight',
    'orderPage.historyFlightClass',
    'orderPage.refundLine',
    'passenger.genders.male',
    'passenger.genders.female',
  ]);
  for (const status of ORDER_STATUSES) {
    keys.add(orderStatusKey(status, 'flight'));
    keys.add(orderStatusKey(status, 'hotel'));
  }
  for (const key of ORDER_KEYS) {
    keys.add(isHotelKey(key) ? `hotelOrders.historyFields.${key}` : `orderPage.historyFields.${key}`);
  }
  for (const field of CONTACT_FIELDS) keys.add(`orderPage.historyContact.${field}`);
  for (const field of DETAIL_FIELDS) keys.add(`passenger.${field}`);
  return [...keys].sort();
}
