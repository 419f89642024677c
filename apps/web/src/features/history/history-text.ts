import {
  APPROVAL_CLOSE_REASONS,
  CLASS_FORM_FIELDS,
  FLIGHT_FORM_FIELDS,
  FLIGHT_STATUS_FIELD,
  formatInstant,
  formatIsoDate,
  formatLocalDateTime,
  formatMinor,
  isReferenceResourceName,
  LANGUAGES,
  NO_ADMIN_GROUP,
  REFERENCE_RESOURCES,
  ROLES,
  USER_STATUSES,
  type THistoryEntry,
  type THistoryLink,
  type TFieldDescriptor,
  type TFieldWidget,
  type TLanguage,
  type TPrivateRouteKey,
  type TProductLine,
} from '@frs/contract';
import type { TFunction } from 'i18next';
import { useTranslation } from 'react-i18next';
import { useHistoryText } from '../../components/orders/history-text';
import { formatAmd } from '../../lib/format';
import { currentLanguage, LANGUAGE_NAMES } from '../../lib/i18n';
import { dynamicT } from '../../lib/i18n/dynamic-keys';
import { listText } from '../../lib/list-text';

/**
 * A history row in the reader's language: the record type and the action by name, and each changed value as
 * "Label: before → after". Labels are the main catalogue's field names where it has them (users, travellers, the
 * flight, class and reference forms' descriptors, the settings forms), the screen's own otherwise; values are
 * formatted (money, dates, statuses, enumerations, yes/no, the interface language of a multilingual text), lists
 * read as sentences and nested values as "label: value" pairs. An order's rows read as on its page.
 */

/** The form descriptors that name and format an entity's fields. */
function descriptorsOf(entity: string): readonly TFieldDescriptor[] {
  if (isReferenceResourceName(entity)) return REFERENCE_RESOURCES[entity].fields;
  if (entity === 'flight') return [...FLIGHT_FORM_FIELDS, FLIGHT_STATUS_FIELD];
  if (entity === 'class') return CLASS_FORM_FIELDS;
  return [];
}

/** Field names used by several kinds of record, outside the form descriptors. */
const LABELS: Readonly<Record<string, (t: TFunction) => string>> = {
  companyName: (t) => t('fields.companyName'),
  businessName: (t) => t('fields.businessName'),
  vat: (t) => t('fields.vat'),
  country: (t) => t('fields.country'),
  city: (t) => t('fields.city'),
  address: (t) => t('fields.address'),
  ceoNameSurname: (t) => t('fields.ceoNameSurname'),
  contactNameSurname: (t) => t('fields.contactNameSurname'),
  phone: (t) => t('fields.phone'),
  mobilePhone: (t) => t('fields.mobilePhone'),
  email: (t) => t('fields.email'),
  language: (t) => t('fields.language'),
  status: (t) => t('fields.status'),
  balance: (t) => t('fields.balance'),
  creditLimit: (t) => t('fields.creditLimit'),
  role: (t) => t('fields.group'),
  adminGroups: (t) => t('fields.group'),
  reason: (t) => t('agentInfo.reason'),
  fromUserId: (t) => t('agentInfo.from'),
  firstName: (t) => t('passenger.firstName'),
  lastName: (t) => t('passenger.lastName'),
  gender: (t) => t('passenger.gender'),
  dateOfBirth: (t) => t('passenger.dateOfBirth'),
  passportNumber: (t) => t('passenger.passportNumber'),
  passportExpiry: (t) => t('passenger.passportExpiry'),
  citizenship: (t) => t('passenger.citizenship'),
  type: (t) => t('order.passengerType'),
  agentId: (t) => t('historyPage.fields.agent'),
  orderId: (t) => t('historyPage.fields.order'),
  userId: (t) => t('historyPage.fields.user'),
  passengerId: (t) => t('historyPage.fields.passenger'),
  flightId: (t) => t('historyPage.fields.flight'),
  flightTemplateId: (t) => t('flights.schedule.template'),
  classes: (t) => t('flights.classes.title'),
  sold: (t) => t('flights.classes.sold'),
  held: (t) => t('flights.classes.held'),
  amount: (t) => t('historyPage.fields.amount'),
  affectedOrders: (t) => t('historyPage.fields.affectedOrders'),
  bankRate: (t) => t('historyPage.fields.bankRate'),
  agencyRate: (t) => t('historyPage.fields.agencyRate'),
  source: (t) => t('historyPage.fields.source'),
  kind: (t) => t('historyPage.fields.kind'),
  mimeType: (t) => t('historyPage.fields.mimeType'),
  size: (t) => t('historyPage.fields.size'),
  template: (t) => t('historyPage.fields.template'),
  recipients: (t) => t('historyPage.fields.recipients'),
  subject: (t) => t('historyPage.fields.subject'),
  attachments: (t) => t('historyPage.fields.attachments'),
  roomTypes: (t) => t('historyPage.fields.roomTypes'),
  category: (t) => t('historyPage.fields.category'),
  mealType: (t) => t('historyPage.fields.mealType'),
  startDate: (t) => t('historyPage.fields.startDate'),
  endDate: (t) => t('historyPage.fields.endDate'),
  weekdays: (t) => t('historyPage.fields.weekdays'),
  allotment: (t) => t('historyPage.fields.allotment'),
  price: (t) => t('historyPage.fields.price'),
  stopSale: (t) => t('historyPage.fields.stopSale'),
  passwordChanged: (t) => t('historyPage.fields.passwordChanged'),
  departureAt: (t) => t('historyPage.fields.departureAt'),
  arrivalAt: (t) => t('historyPage.fields.arrivalAt'),
  durationMinutes: (t) => t('historyPage.fields.durationMinutes'),
  socialLinks: (t) => t('historyPage.fields.socialLinks'),
  cumulativeAmount: (t) => t('historyPage.fields.cumulativeAmount'),
  closeReason: (t) => t('historyPage.fields.closeReason'),
};

/** The settings forms' text groups (the `settingsForms` bundle), by entity. */
const SETTINGS_GROUPS: Readonly<Record<string, string>> = {
  companySettings: 'companySettings',
  ticketSettings: 'ticketSettings',
  smtpSettings: 'mailSettings',
};

/** Amounts in AMD minor units. */
const AMD_FIELDS = new Set(['balance', 'creditLimit', 'amount', 'cumulativeAmount']);
/** A class's price columns ("adultFare"), in minor units of the flight's currency. */
const PRICE_FIELD =
  /^(adult|child|infant)(Fare|Tax|SurchargeMultiDestination|SurchargeLongRange|SurchargeShortRange|Commission)$/;
const WEEKDAYS = ['mon', 'tue', 'wed', 'thu', 'fri', 'sat', 'sun'] as const;
const ISO_DATE = /^\d{4}-\d{2}-\d{2}$/;
const ISO_INSTANT = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}(:\d{2}(\.\d+)?)?(Z|[+-]\d{2}:\d{2})$/;
const LOCAL_DATE_TIME = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}$/;

function isMultilingual(value: object): value is Partial<Record<TLanguage, string>> {
  const keys = Object.keys(value);
  return keys.length > 0 && keys.every((key) => (LANGUAGES as readonly string[]).includes(key));
}

function includes<TValue extends string>(values: readonly TValue[], value: unknown): value is TValue {
  return (values as readonly unknown[]).includes(value);
}

/** The product lines whose order operations read differently from the flight line's (their order pages' texts). */
const LINE_ACTIONS: Partial<Record<TProductLine, string>> = {
  hotel: 'hotelOrders.actions',
  package: 'packageOrders.actions',
};

export interface THistoryEntryText {
  entityName: (entity: string) => string;
  /** An action by name; an order's operation as its product line names it. */
  actionName: (action: string, productLine?: TProductLine) => string;
  /** The record as the row names it: "ABC123 · hotel", "FZ 101 · 01.03.2026". */
  recordName: (entry: THistoryEntry) => string;
  /** What changed, one line a value. */
  changeLines: (entry: THistoryEntry) => string[];
}

export function useHistoryEntryText(): THistoryEntryText {
  const { t, i18n } = useTranslation();
  const dt = dynamicT(t);
  const orderChanges = useHistoryText();
  const amd = t('header.amdSign');
  const list = (items: readonly string[]) => listText(items, t('common.and'));
  const known = (key: string) => i18n.exists(key);

  const entityName = (entity: string): string => {
    if (known(`historyPage.entities.${entity}`)) return dt(`historyPage.entities.${entity}`);
    if (entity === 'companySettings') return t('companySettings.title');
    if (entity === 'ticketSettings') return t('ticketSettings.title');
    if (isReferenceResourceName(entity)) return dt(`reference.${entity}.title`);
    return entity;
  };

  const actionName = (action: string, productLine?: TProductLine): string => {
    const line = productLine && LINE_ACTIONS[productLine];
    const keys = [`historyPage.actions.${action}`, `orderPage.actions.${action}`, `entryKinds.${action}`];
    for (const key of line ? [`${line}.${action}`, ...keys] : keys) {
      if (known(key)) return dt(key);
    }
    return action;
  };

  const labelOf = (entity: string, field: string): string => {
    const descriptor = descriptorsOf(entity).find((candidate) => candidate.name === field);
    if (descriptor) return dt(descriptor.label);
    const price = PRICE_FIELD.exec(field);
    if (price) {
      const part = `${price[2]!.charAt(0).toLowerCase()}${price[2]!.slice(1)}`;
      return `${dt(`passengerTypes.${price[1]!}`)}: ${dt(`reference.classes.fields.${part}`)}`;
    }
    const group = SETTINGS_GROUPS[entity];
    if (group && known(`${group}.${field}`)) return dt(`${group}.${field}`);
    return LABELS[field]?.(t) ?? field;
  };

  /** A value without a field to go by. */
  const plain = (entity: string, value: unknown): string => {
    if (value === null || value === undefined || value === '') return '—';
    if (typeof value === 'boolean') return value ? t('common.yes') : t('common.no');
    if (typeof value === 'number') return String(value);
    if (typeof value === 'string') {
      if (ISO_DATE.test(value)) return formatIsoDate(value);
      if (ISO_INSTANT.test(value)) return formatInstant(value);
      if (LOCAL_DATE_TIME.test(value)) return formatLocalDateTime(value);
      return value;
    }
    if (Array.isArray(value)) return list(value.map((item) => plain(entity, item)));
    if (typeof value === 'object') {
      if (isMultilingual(value)) return value[currentLanguage()] || Object.values(value).find(Boolean) || '—';
      return Object.entries(value)
        .map(([key, inner]) => `${labelOf(entity, key)}: ${fieldValue(entity, key, inner)}`)
        .join(', ');
    }
    return String(value);
  };

  /** A value as a form's widget shows it. */
  const widgetValue = (entity: string, widget: TFieldWidget, value: unknown): string => {
    if (value === null || value === undefined) return '—';
    switch (widget.kind) {
      case 'enum':
        return typeof value === 'string' ? dt(`enums.${widget.labels}.${value}`) : plain(entity, value);
      case 'money':
        return typeof value === 'number' ? formatMinor(value) : plain(entity, value);
      case 'integer':
        return typeof value === 'number' && widget.unit
          ? `${value} ${dt(`units.${widget.unit}`)}`
          : plain(entity, value);
      case 'passengerTypes':
        if (typeof value !== 'object' || Array.isArray(value)) return plain(entity, value);
        return Object.entries(value)
          .map(([type, prices]) => {
            const parts = widget.fields.map((field) => {
              const price = (prices as Record<string, unknown> | null)?.[field.name];
              return `${dt(field.label)} ${widgetValue(entity, field.widget, price)}`;
            });
            return `${dt(`passengerTypes.${type}`)}: ${parts.join(', ')}`;
          })
          .join('; ');
      default:
        return plain(entity, value);
    }
  };

  /** One field's value, by what the field is. */
  const fieldValue = (entity: string, field: string, value: unknown): string => {
    if (value === null || value === undefined) return '—';
    const descriptor = descriptorsOf(entity).find((candidate) => candidate.name === field);
    if (descriptor) return widgetValue(entity, descriptor.widget, value);
    if (typeof value === 'number' && AMD_FIELDS.has(field)) return formatAmd(value, amd);
    if (typeof value === 'number' && PRICE_FIELD.test(field)) return formatMinor(value);
    if (field === 'status' && includes(USER_STATUSES, value)) return t(`statuses.${value}`);
    if ((field === 'role' || field === 'adminGroups') && includes(ROLES, value)) return t(`roles.${value}`);
    // An account without an admin group stores the placeholder '...': no group, not a name.
    if (field === 'adminGroups' && value === NO_ADMIN_GROUP) return '—';
    if (field === 'gender' && (value === 'male' || value === 'female')) return t(`passenger.genders.${value}`);
    if (field === 'type' && (value === 'adult' || value === 'child' || value === 'infant')) {
      return t(`passengerTypes.${value}`);
    }
    if (field === 'language' && includes(LANGUAGES, value)) return LANGUAGE_NAMES[value];
    // Why the system closed an approval request: the order's new status, or its amounts.
    if (field === 'closeReason' && includes(APPROVAL_CLOSE_REASONS, value)) {
      return value === 'amounts' ? t('historyPage.amountsChanged') : t(`orderStatuses.${value}`);
    }
    if (field === 'mealType' && typeof value === 'string' && known(`enums.mealType.${value}`)) {
      return dt(`enums.mealType.${value}`);
    }
    if (field === 'security' && typeof value === 'string' && known(`mailSettings.securities.${value}`)) {
      return dt(`mailSettings.securities.${value}`);
    }
    if (field === 'weekdays' && Array.isArray(value)) {
      return list(
        value.map((day) =>
          typeof day === 'number' && WEEKDAYS[day - 1] ? t(`weekdays.${WEEKDAYS[day - 1]!}`) : String(day),
        ),
      );
    }
    return plain(entity, value);
  };

  const changeLines = (entry: THistoryEntry): string[] => {
    if (entry.entity === 'order') {
      const values = (side: 'old' | 'new') =>
        Object.fromEntries(
          entry.changes.filter((change) => side in change).map((change) => [change.field, change[side]]),
        );
      return orderChanges(values('old'), values('new'), entry.record?.productLine);
    }
    return entry.changes.map((change) => {
      const label = labelOf(entry.entity, change.field);
      const after = 'new' in change ? fieldValue(entry.entity, change.field, change.new) : undefined;
      if (!('old' in change)) return `${label}: ${after ?? '—'}`;
      const before = fieldValue(entry.entity, change.field, change.old);
      return after === undefined ? `${label}: ${before}` : `${label}: ${before} → ${after}`;
    });
  };

  const recordName = (entry: THistoryEntry): string => {
    const record = entry.record;
    if (!record) return entityName(entry.entity);
    const parts = [record.name];
    if (record.date) parts.push(formatIsoDate(record.date));
    if (record.productLine) parts.push(t(`historyPage.productLines.${record.productLine}`));
    return parts.join(' · ');
  };

  return { entityName, actionName, recordName, changeLines };
}

/** The page a row's record opens (its path, and the route that decides who may open it), or null. */
export function linkOf(link: THistoryLink): { path: string; route: TPrivateRouteKey } | null {
  if (!link) return null;
  switch (link.kind) {
    case 'order':
      return ORDER_PAGES[link.productLine](link.id);
    case 'agent':
      return { path: `/agents/${link.id}`, route: 'agentInfo' };
    case 'flight':
      return { path: `/flights/${link.id}`, route: 'flightClasses' };
  }
}

/** Each product line's order page (the contract's routes.ts). */
const ORDER_PAGES: Readonly<Record<TProductLine, (id: number) => { path: string; route: TPrivateRouteKey }>> = {
  flight: (id) => ({ path: `/reservation/edit/${id}`, route: 'reservationEdit' }),
  hotel: (id) => ({ path: `/reservation/hotel/${id}`, route: 'hotelOrder' }),
  package: (id) => ({ path: `/reservation/package/${id}`, route: 'packageOrder' }),
};
