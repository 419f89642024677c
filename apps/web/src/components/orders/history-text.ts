import {
  ORDER_HISTORY_VALUES,
  type THistoryFlight,
  type THistoryValueKey,
  type TOrderHistoryValues,
  type TProductLine,
  formatInstant,
  formatIsoDate,
  formatLocalDateTime,
} from '@frs/contract';
import { useTranslation } from 'react-i18next';
import { formatAmd } from '../../lib/format';
import { listText } from '../../lib/list-text';
import { orderStatusKey } from './order-status-text';

/**
 * An order's history row as sentences in the reader's language: the contract's ORDER_HISTORY_VALUES key by key, in
 * that order, names instead of ids, money in AMD, lists as sentences, and nothing for a value that did not change.
 * Keys outside the vocabulary (ids of rows written before names were kept) are left out.
 */

const KEYS = Object.keys(ORDER_HISTORY_VALUES) as THistoryValueKey[];
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

/** The value of a key as the vocabulary knows it, or undefined when absent or of another shape. */
function valueOf<TKey extends THistoryValueKey>(values: TValues, key: TKey): TOrderHistoryValues[TKey] | undefined {
  if (!values || !(key in values)) return undefined;
  const parsed = ORDER_HISTORY_VALUES[key].safeParse(values[key]);
  return parsed.success ? (parsed.data as TOrderHistoryValues[TKey]) : undefined;
}

export function useHistoryText(): (oldValues: TValues, newValues: TValues, line?: TProductLine) => string[] {
  const { t } = useTranslation();
  const amd = t('header.amdSign');
  const list = (items: readonly string[]) => listText(items, t('common.and'));
  // The one place this screen formats an instant.
  const when = (iso: string | null) => (iso === null ? '—' : formatInstant(iso));
  const flightText = (flight: THistoryFlight) => {
    const parts = { ...flight, departure: formatLocalDateTime(flight.departure) };
    return flight.class === undefined
      ? t('orderPage.historyFlight', parts)
      : t('orderPage.historyFlightClass', { ...parts, class: flight.class });
  };

  /** One value as a reader reads it. */
  const text = (
    key: THistoryValueKey,
    value: NonNullable<TOrderHistoryValues[THistoryValueKey]> | null,
    line?: TProductLine,
  ): string => {
    if (value === null) return '—';
    if (MONEY_KEYS.has(key) && typeof value === 'number') return formatAmd(value, amd);
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
            t('orderPage.refundLine', {
              name: refund.name,
              amount: formatAmd(refund.amount, amd),
              penalty: formatAmd(refund.penalty, amd),
            }),
          ),
        );
      case 'holdExpiresAt':
      case 'bookingExpiresAt':
        return when(value as string);
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
        value === undefined ? undefined : field === 'gender' ? t(`passenger.genders.${value as 'male'}`) : value;
      const fields = DETAIL_FIELDS.filter((field) => passenger[field] !== undefined).map((field) =>
        change(t(`passenger.${field}`), detail(field, previous?.[field]), detail(field, passenger[field])),
      );
      return `${passenger.name}: ${fields.join(', ')}`;
    });

  return (oldValues, newValues, line) =>
    KEYS.flatMap((key) => {
      const before = valueOf(oldValues, key);
      const after = valueOf(newValues, key);
      if (JSON.stringify(before) === JSON.stringify(after)) return [];
      if (key === 'contact') return contactChanges(valueOf(oldValues, key), valueOf(newValues, key));
      if (key === 'passengerDetails') return detailChanges(valueOf(oldValues, key), valueOf(newValues, key));
      const label = isHotelKey(key) ? t(`hotelOrders.historyFields.${key}`) : t(`orderPage.historyFields.${key}`);
      return [
        change(
          label,
          before === undefined ? undefined : text(key, before, line),
          after === undefined ? undefined : text(key, after, line),
        ),
      ];
    });
}
