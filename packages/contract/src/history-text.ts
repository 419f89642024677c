import { APPROVAL_CLOSE_REASONS } from './api/approvals';
import type { THistoryEntry } from './api/history';
import { USER_STATUSES } from './api/users';
import { formatIsoDate, formatLocalDateTime } from './date-format';
import { HISTORY_ACTIONS, HISTORY_ENTITIES } from './history';
import { PRODUCT_LINE_REGISTRY, PRODUCT_LINES, type TProductLine } from './lines/product-lines';
import { LANGUAGES, type TLanguage } from './languages';
import { formatMinor } from './money';
import {
  orderHistoryText,
  orderHistoryWordKeys,
  type THistoryLookup,
  type TOrderHistoryText,
} from './order-history-text';
import type { TFieldDescriptor, TFieldWidget } from './reference/descriptor';
import {
  CLASS_FORM_FIELDS,
  FLIGHT_FORM_FIELDS,
  FLIGHT_STATUS_FIELD,
  isReferenceResourceName,
  REFERENCE_RESOURCES,
} from './reference/resources';
import { NO_ADMIN_GROUP, ROLES } from './roles';
import { LANGUAGE_NAMES } from './texts/language-names';

/**
 * A history row in the reader's language (issue 31): the record type and the action by name, and each changed value
 * as "Label: before → after", the same words on the /history screen, on an order's page and in the history's export.
 * Labels are the screens' field names (users, travellers, the flight, class and reference forms' descriptors, the
 * settings forms), values formatted as the screens show them (money with the AMD sign, dates dd.mm.yyyy, instants in
 * the reader's time zone, statuses, enumerations, yes/no, a multilingual text in the reader's language), lists as
 * sentences, nested values as "label: value" pairs; an order's rows key by key of ORDER_HISTORY_VALUES.
 *
 * The words are the web catalogues' keys, read through `THistoryLookup`: the web passes its i18next, the server the
 * contract's `screenWords` (screen-words.ts: the same words, which `npm run texts:screen-words` copies from the web
 * catalogues; the web's screen-words.test.ts fails when they differ). `historyWordKeys()` lists every key the text
 * may ask for. An order's rows are order-history-text.ts's (the order pages load only that).
 */

/** The form descriptors that name and format an entity's fields. */
function descriptorsOf(entity: string): readonly TFieldDescriptor[] {
  if (isReferenceResourceName(entity)) return REFERENCE_RESOURCES[entity].fields;
  if (entity === 'flight') return [...FLIGHT_FORM_FIELDS, FLIGHT_STATUS_FIELD];
  if (entity === 'class') return CLASS_FORM_FIELDS;
  return [];
}

/** Field names used by several kinds of record, outside the form descriptors: their catalogue keys. */
const LABELS: Readonly<Record<string, string>> = {
  companyName: 'fields.companyName',
  businessName: 'fields.businessName',
  vat: 'fields.vat',
  country: 'fields.country',
  city: 'fields.city',
  address: 'fields.address',
  ceoNameSurname: 'fields.ceoNameSurname',
  contactNameSurname: 'fields.contactNameSurname',
  phone: 'fields.phone',
  mobilePhone: 'fields.mobilePhone',
  email: 'fields.email',
  language: 'fields.language',
  status: 'fields.status',
  balance: 'fields.balance',
  creditLimit: 'fields.creditLimit',
  role: 'fields.group',
  adminGroups: 'fields.group',
  reason: 'agentInfo.reason',
  fromUserId: 'agentInfo.from',
  firstName: 'passenger.firstName',
  lastName: 'passenger.lastName',
  gender: 'passenger.gender',
  dateOfBirth: 'passenger.dateOfBirth',
  passportNumber: 'passenger.passportNumber',
  passportExpiry: 'passenger.passportExpiry',
  citizenship: 'passenger.citizenship',
  type: 'order.passengerType',
  agentId: 'historyPage.fields.agent',
  orderId: 'historyPage.fields.order',
  userId: 'historyPage.fields.user',
  passengerId: 'historyPage.fields.passenger',
  flightId: 'historyPage.fields.flight',
  flightTemplateId: 'flights.schedule.template',
  classes: 'flights.classes.title',
  sold: 'flights.classes.sold',
  held: 'flights.classes.held',
  amount: 'historyPage.fields.amount',
  affectedOrders: 'historyPage.fields.affectedOrders',
  bankRate: 'historyPage.fields.bankRate',
  agencyRate: 'historyPage.fields.agencyRate',
  source: 'historyPage.fields.source',
  kind: 'historyPage.fields.kind',
  mimeType: 'historyPage.fields.mimeType',
  size: 'historyPage.fields.size',
  template: 'historyPage.fields.template',
  recipients: 'historyPage.fields.recipients',
  subject: 'historyPage.fields.subject',
  attachments: 'historyPage.fields.attachments',
  roomTypes: 'historyPage.fields.roomTypes',
  category: 'historyPage.fields.category',
  mealType: 'historyPage.fields.mealType',
  startDate: 'historyPage.fields.startDate',
  endDate: 'historyPage.fields.endDate',
  weekdays: 'historyPage.fields.weekdays',
  allotment: 'historyPage.fields.allotment',
  price: 'historyPage.fields.price',
  stopSale: 'historyPage.fields.stopSale',
  passwordChanged: 'historyPage.fields.passwordChanged',
  departureAt: 'historyPage.fields.departureAt',
  arrivalAt: 'historyPage.fields.arrivalAt',
  durationMinutes: 'historyPage.fields.durationMinutes',
  socialLinks: 'historyPage.fields.socialLinks',
  cumulativeAmount: 'historyPage.fields.cumulativeAmount',
  closeReason: 'historyPage.fields.closeReason',
  // An API key's rows (issue 33).
  name: 'historyPage.fields.name',
  prefix: 'historyPage.fields.keyPrefix',
  scopes: 'historyPage.fields.scopes',
  allowedCidrs: 'historyPage.fields.allowedCidrs',
  expiresAt: 'historyPage.fields.expiresAt',
  revokedAt: 'historyPage.fields.revokedAt',
};

/** The settings forms' text groups, by entity. */
const SETTINGS_GROUPS: Readonly<Record<string, string>> = {
  companySettings: 'companySettings',
  ticketSettings: 'ticketSettings',
  smtpSettings: 'mailSettings',
};

/** Amounts in AMD minor units. */
const AMD_FIELDS = new Set(['balance', 'creditLimit', 'amount', 'cumulativeAmount']);
const PASSENGER_TYPE_NAMES = ['adult', 'child', 'infant'] as const;
const PRICE_PARTS = [
  'Fare',
  'Tax',
  'SurchargeMultiDestination',
  'SurchargeLongRange',
  'SurchargeShortRange',
  'Commission',
] as const;
/** A class's price columns ("adultFare"), in minor units of the flight's currency. */
const PRICE_FIELD = new RegExp(`^(${PASSENGER_TYPE_NAMES.join('|')})(${PRICE_PARTS.join('|')})$`);
const WEEKDAYS = ['mon', 'tue', 'wed', 'thu', 'fri', 'sat', 'sun'] as const;
const ISO_DATE = /^\d{4}-\d{2}-\d{2}$/;
const ISO_INSTANT = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}(:\d{2}(\.\d+)?)?(Z|[+-]\d{2}:\d{2})$/;
const LOCAL_DATE_TIME = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}$/;
const SMTP_SECURITY_NAMES = ['none', 'starttls', 'tls'] as const;
const MEAL_TYPE_NAMES = ['RO', 'BB', 'HB', 'FB', 'AI'] as const;

/** The product lines whose order operations read differently from the flight line's (their order pages' texts). */
const LINE_ACTIONS: Partial<Record<TProductLine, string>> = Object.fromEntries(
  PRODUCT_LINES.flatMap((line) => {
    const actions = PRODUCT_LINE_REGISTRY[line].texts.actions;
    return actions === null ? [] : [[line, actions]];
  }),
);

function isMultilingual(value: object): value is Partial<Record<TLanguage, string>> {
  const keys = Object.keys(value);
  return keys.length > 0 && keys.every((key) => (LANGUAGES as readonly string[]).includes(key));
}

function includes<TValue extends string>(values: readonly TValue[], value: unknown): value is TValue {
  return (values as readonly unknown[]).includes(value);
}

export type { THistoryLookup } from './order-history-text';

export interface THistoryText extends TOrderHistoryText {
  /** A record type by name ("Order", "Airports"). */
  entityName: (entity: string) => string;
  /** An action by name; an order's operation as its product line names it. */
  actionName: (action: string, productLine?: TProductLine) => string;
  /** The record as the row names it: "ABC123 · hotel", "FZ 101 · 01.03.2026". */
  recordName: (entry: Pick<THistoryEntry, 'entity' | 'record'>) => string;
  /** What changed, one line a value. */
  changeLines: (entry: Pick<THistoryEntry, 'entity' | 'changes' | 'record'>) => string[];
}

export function historyText(lookup: THistoryLookup): THistoryText {
  const { t, exists } = lookup;
  const order = orderHistoryText(lookup);
  const { orderChangeLines, instant, amd, list } = order;

  const entityName = (entity: string): string => {
    if (exists(`historyPage.entities.${entity}`)) return t(`historyPage.entities.${entity}`);
    if (entity === 'companySettings') return t('companySettings.title');
    if (entity === 'ticketSettings') return t('ticketSettings.title');
    if (isReferenceResourceName(entity)) return t(`reference.${entity}.title`);
    return entity;
  };

  const actionName = (action: string, productLine?: TProductLine): string => {
    const line = productLine && LINE_ACTIONS[productLine];
    const keys = [`historyPage.actions.${action}`, `orderPage.actions.${action}`, `entryKinds.${action}`];
    for (const key of line ? [`${line}.${action}`, ...keys] : keys) {
      if (exists(key)) return t(key);
    }
    return action;
  };

  const labelOf = (entity: string, field: string): string => {
    const descriptor = descriptorsOf(entity).find((candidate) => candidate.name === field);
    if (descriptor) return t(descriptor.label);
    const price = PRICE_FIELD.exec(field);
    if (price) {
      const part = `${price[2]!.charAt(0).toLowerCase()}${price[2]!.slice(1)}`;
      return `${t(`passengerTypes.${price[1]!}`)}: ${t(`reference.classes.fields.${part}`)}`;
    }
    const group = SETTINGS_GROUPS[entity];
    if (group && exists(`${group}.${field}`)) return t(`${group}.${field}`);
    const label = LABELS[field];
    return label ? t(label) : field;
  };

  /** A value without a field to go by. */
  const plain = (entity: string, value: unknown): string => {
    if (value === null || value === undefined || value === '') return '—';
    if (typeof value === 'boolean') return value ? t('common.yes') : t('common.no');
    if (typeof value === 'number') return String(value);
    if (typeof value === 'string') {
      if (ISO_DATE.test(value)) return formatIsoDate(value);
      if (ISO_INSTANT.test(value)) return instant(value);
      if (LOCAL_DATE_TIME.test(value)) return formatLocalDateTime(value);
      return value;
    }
    if (Array.isArray(value)) return list(value.map((item) => plain(entity, item)));
    if (typeof value === 'object') {
      if (isMultilingual(value)) return value[lookup.language] || Object.values(value).find(Boolean) || '—';
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
        return typeof value === 'string' ? t(`enums.${widget.labels}.${value}`) : plain(entity, value);
      case 'money':
        return typeof value === 'number' ? formatMinor(value) : plain(entity, value);
      case 'integer':
        return typeof value === 'number' && widget.unit
          ? `${value} ${t(`units.${widget.unit}`)}`
          : plain(entity, value);
      case 'passengerTypes':
        if (typeof value !== 'object' || Array.isArray(value)) return plain(entity, value);
        return Object.entries(value)
          .map(([type, prices]) => {
            const parts = widget.fields.map((field) => {
              const price = (prices as Record<string, unknown> | null)?.[field.name];
              return `${t(field.label)} ${widgetValue(entity, field.widget, price)}`;
            });
            return `${t(`passengerTypes.${type}`)}: ${parts.join(', ')}`;
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
    if (typeof value === 'number' && AMD_FIELDS.has(field)) return amd(value);
    if (typeof value === 'number' && PRICE_FIELD.test(field)) return formatMinor(value);
    if (field === 'status' && includes(USER_STATUSES, value)) return t(`statuses.${value}`);
    if ((field === 'role' || field === 'adminGroups') && includes(ROLES, value)) return t(`roles.${value}`);
    // An account without an admin group stores the placeholder '...': no group, not a name.
    if (field === 'adminGroups' && value === NO_ADMIN_GROUP) return '—';
    if (field === 'gender' && (value === 'male' || value === 'female')) return t(`passenger.genders.${value}`);
    if (field === 'type' && includes(PASSENGER_TYPE_NAMES, value)) return t(`passengerTypes.${value}`);
    if (field === 'language' && includes(LANGUAGES, value)) return LANGUAGE_NAMES[value];
    // Why the system closed an approval request: the order's new status, or its amounts.
    if (field === 'closeReason' && includes(APPROVAL_CLOSE_REASONS, value)) {
      return value === 'amounts' ? t('historyPage.amountsChanged') : t(`orderStatuses.${value}`);
    }
    if (field === 'mealType' && typeof value === 'string' && exists(`enums.mealType.${value}`)) {
      return t(`enums.mealType.${value}`);
    }
    if (field === 'security' && typeof value === 'string' && exists(`mailSettings.securities.${value}`)) {
      return t(`mailSettings.securities.${value}`);
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

  const changeLines = (entry: Pick<THistoryEntry, 'entity' | 'changes' | 'record'>): string[] => {
    if (entry.entity === 'order') {
      const values = (side: 'old' | 'new') =>
        Object.fromEntries(entry.changes.filter((item) => side in item).map((item) => [item.field, item[side]]));
      return orderChangeLines(values('old'), values('new'), entry.record?.productLine);
    }
    return entry.changes.map((item) => {
      const label = labelOf(entry.entity, item.field);
      const after = 'new' in item ? fieldValue(entry.entity, item.field, item.new) : undefined;
      if (!('old' in item)) return `${label}: ${after ?? '—'}`;
      const before = fieldValue(entry.entity, item.field, item.old);
      return after === undefined ? `${label}: ${before}` : `${label}: ${before} → ${after}`;
    });
  };

  const recordName = (entry: Pick<THistoryEntry, 'entity' | 'record'>): string => {
    const record = entry.record;
    if (!record) return entityName(entry.entity);
    const parts = [record.name];
    if (record.date) parts.push(formatIsoDate(record.date));
    if (record.productLine) parts.push(t(`historyPage.productLines.${record.productLine}`));
    return parts.join(' · ');
  };

  return { ...order, entityName, actionName, recordName, changeLines };
}

/** Every label key of a descriptor's fields, their enumerations' and units' keys, nested fields included. */
function descriptorKeys(fields: readonly TFieldDescriptor[]): string[] {
  return fields.flatMap((field) => {
    const widget = field.widget;
    const own = [field.label];
    if (widget.kind === 'enum') own.push(...widget.options.map((option) => `enums.${widget.labels}.${option}`));
    if (widget.kind === 'integer' && widget.unit) own.push(`units.${widget.unit}`);
    if (widget.kind === 'passengerTypes') own.push(...descriptorKeys(widget.fields));
    return own;
  });
}

/**
 * Every catalogue key `historyText` may ask for (some exist only in some catalogues: the text then asks the next one,
 * as `exists` says). `npm run texts:history` writes the web catalogues' words of these keys into the contract's
 * `historyWords`, and history-words.test.ts checks that they are the same.
 */
export function historyWordKeys(options: { settingsFields: Readonly<Record<string, readonly string[]>> }): string[] {
  const keys = new Set<string>([
    'header.amdSign',
    'common.and',
    'common.yes',
    'common.no',
    'companySettings.title',
    'ticketSettings.title',
    'historyPage.amountsChanged',
    'historyPage.system',
    ...Object.values(LABELS),
    ...orderHistoryWordKeys(),
  ]);
  const add = (...more: string[]) => more.forEach((key) => keys.add(key));
  for (const entity of HISTORY_ENTITIES) {
    add(`historyPage.entities.${entity}`);
    if (isReferenceResourceName(entity)) add(`reference.${entity}.title`);
  }
  for (const action of HISTORY_ACTIONS) {
    add(`historyPage.actions.${action}`, `orderPage.actions.${action}`, `entryKinds.${action}`);
    for (const group of Object.values(LINE_ACTIONS)) add(`${group}.${action}`);
  }
  for (const entity of [...Object.keys(REFERENCE_RESOURCES), 'flight', 'class'])
    add(...descriptorKeys(descriptorsOf(entity)));
  for (const type of PASSENGER_TYPE_NAMES) add(`passengerTypes.${type}`);
  for (const part of PRICE_PARTS) add(`reference.classes.fields.${part.charAt(0).toLowerCase()}${part.slice(1)}`);
  for (const [group, fields] of Object.entries(options.settingsFields))
    add(...fields.map((field) => `${group}.${field}`));
  for (const status of USER_STATUSES) add(`statuses.${status}`);
  for (const role of ROLES) add(`roles.${role}`);
  for (const reason of APPROVAL_CLOSE_REASONS) if (reason !== 'amounts') add(`orderStatuses.${reason}`);
  for (const meal of MEAL_TYPE_NAMES) add(`enums.mealType.${meal}`);
  for (const security of SMTP_SECURITY_NAMES) add(`mailSettings.securities.${security}`);
  for (const day of WEEKDAYS) add(`weekdays.${day}`);
  for (const line of PRODUCT_LINES) add(`historyPage.productLines.${line}`);
  return [...keys].sort();
}
