import { sql, type SQL } from 'drizzle-orm';
import {
  PRODUCT_LINES,
  REFERENCE_RESOURCES,
  type THistoryChange,
  type THistoryLink,
  type TProductLine,
} from '@frs/contract';
import type { TReadExecutor } from '../../db/read-replica';

/**
 * The names a page of the history shows instead of ids: the record each row is about (an order's PNR, a user's
 * company, a flight's number and day …) and the records its values point to (`airlineId`, `agentId`,
 * `affectedOrders` …), read for the whole page in one statement. An id whose record is gone, or whose kind has no
 * name, is left out of the changes: the page never shows a raw id.
 */

/** Each kind of named record: how one reads (`name`), its day (`day`), a detail (`ref`) and its agent (`owner`). */
const NAMED = {
  orders: sql`select id, pnr as name, null as day, product_line as ref from orders`,
  users: sql`select id, coalesce(nullif(company_name, ''), nullif(contact_name_surname, ''), email) as name,
    null as day, null as ref from users`,
  directoryPassengers: sql`select id, first_name || ' ' || last_name as name, null as day, null as ref
    from directory_passengers`,
  orderPassengers: sql`select id, first_name || ' ' || last_name as name, null as day, null as ref
    from order_passengers`,
  flights: sql`select f.id, al.iata_code || ' ' || f.flight_number as name,
    ((f.departure_at at time zone ap.time_zone)::date)::text as day, null as ref
    from flights f join airlines al on al.id = f.airline_id join airports ap on ap.id = f.from_airport_id`,
  classes: sql`select c.id, c.name || ' · ' || al.iata_code || ' ' || f.flight_number as name,
    ((f.departure_at at time zone ap.time_zone)::date)::text as day, f.id::text as ref
    from classes c join flights f on f.id = c.flight_id join airlines al on al.id = f.airline_id
    join airports ap on ap.id = f.from_airport_id`,
  airports: sql`select id, iata_code || ' · ' || city as name, null as day, null as ref from airports`,
  airlines: sql`select id, iata_code || ' · ' || name as name, null as day, null as ref from airlines`,
  aircraft: sql`select id, model as name, null as day, null as ref from aircraft`,
  fareRules: sql`select id, name, null as day, null as ref from fare_rules`,
  baggageRules: sql`select id, name, null as day, null as ref from baggage_rules`,
  timeLimits: sql`select id, name, null as day, null as ref from time_limits`,
  flightTemplates: sql`select id, name, null as day, null as ref from flight_templates`,
  classTemplates: sql`select id, name, null as day, null as ref from class_templates`,
  hotelProviders: sql`select id, name, null as day, null as ref from hotel_providers`,
  hotels: sql`select id, name || ' · ' || city as name, null as day, null as ref from hotels`,
  roomCategories: sql`select id, name, null as day, null as ref from room_categories`,
  rooms: sql`select r.id, h.name || ' · ' || rc.name || ' · ' || r.meal_type as name, null as day, null as ref
    from rooms r join hotels h on h.id = r.hotel_id join room_categories rc on rc.id = r.room_category_id`,
  services: sql`select id, name, null as day, null as ref from services`,
  tourManagers: sql`select id, name, null as day, null as ref from tour_managers`,
  packageOffers: sql`select id, name, null as day, null as ref from package_offers`,
  notifications: sql`select id, coalesce(nullif(title->>'en', ''), nullif(title->>'hy', ''), title->>'ru') as name,
    null as day, null as ref from notifications`,
  currencySettings: sql`select id, currency as name, null as day, null as ref from currency_settings`,
} satisfies Record<string, SQL>;
export type TNamedKind = keyof typeof NAMED;

function isNamedKind(kind: string): kind is TNamedKind {
  return Object.hasOwn(NAMED, kind);
}

/** The history entity of each named kind that is not the kind's own name. */
const ENTITY_KINDS: Readonly<Record<string, TNamedKind>> = {
  order: 'orders',
  user: 'users',
  passenger: 'directoryPassengers',
  flight: 'flights',
  class: 'classes',
  hotelInventory: 'hotels',
};

/** The kind of the record a history row is about (null: it has no name of its own, e.g. settings). */
export function entityKind(entity: string): TNamedKind | null {
  return ENTITY_KINDS[entity] ?? (isNamedKind(entity) ? entity : null);
}

/**
 * The keys of the history's values that hold ids of other records: every reference field of the reference
 * resources (the contract's descriptors), and those the other writers use.
 */
const ID_KEYS: Readonly<Record<string, TNamedKind>> = {
  ...Object.fromEntries(
    Object.values(REFERENCE_RESOURCES).flatMap((resource) =>
      resource.fields.flatMap((field) =>
        field.widget.kind === 'reference' && isNamedKind(field.widget.resource)
          ? [[field.name, field.widget.resource] as const]
          : [],
      ),
    ),
  ),
  flightId: 'flights',
  flightTemplateId: 'flightTemplates',
  agentId: 'users',
  fromUserId: 'users',
  userId: 'users',
  orderId: 'orders',
  affectedOrders: 'orders',
  passengerId: 'orderPassengers',
  roomIds: 'rooms',
  serviceId: 'services',
};

/** Keys that hold ids no reader needs (the row's own id, mails, uploads): never shown. */
function isBareIdKey(key: string): boolean {
  return key === 'id' || /(Id|Ids)$/.test(key);
}

const MAX_ID = 2_147_483_647;

function asId(value: unknown): number | null {
  const id = typeof value === 'string' && /^\d{1,10}$/.test(value) ? Number(value) : value;
  return typeof id === 'number' && Number.isInteger(id) && id > 0 && id <= MAX_ID ? id : null;
}

/** What a page needs named: ids per kind. */
export class NameRequests {
  readonly ids = new Map<TNamedKind, Set<number>>();

  add(kind: TNamedKind, value: unknown): void {
    const id = asId(value);
    if (id === null) return;
    const set = this.ids.get(kind) ?? new Set<number>();
    set.add(id);
    this.ids.set(kind, set);
  }

  /** Every id a row's values hold under the id keys, at any depth. */
  addValues(value: unknown): void {
    if (Array.isArray(value)) {
      for (const item of value) this.addValues(item);
      return;
    }
    if (value === null || typeof value !== 'object') return;
    for (const [key, inner] of Object.entries(value)) {
      const kind = ID_KEYS[key];
      if (kind) for (const id of Array.isArray(inner) ? inner : [inner]) this.add(kind, id);
      else this.addValues(inner);
    }
  }
}

export interface TNamed {
  name: string;
  day: string | null;
  ref: string | null;
}

/** The names of what `requests` asks for, in one statement: kind → id → name. */
export class Names {
  constructor(private readonly byKind: ReadonlyMap<TNamedKind, ReadonlyMap<number, TNamed>>) {}

  static async read(db: TReadExecutor, requests: NameRequests): Promise<Names> {
    const parts = [...requests.ids].map(
      ([kind, ids]) =>
        sql`select ${kind}::text as kind, n.id, n.name, n.day, n.ref from (${NAMED[kind]}) n
          where n.id = any(${`{${[...ids].join(',')}}`}::int[])`,
    );
    const byKind = new Map<TNamedKind, Map<number, TNamed>>();
    if (parts.length === 0) return new Names(byKind);
    const result = await db.execute(sql.join(parts, sql` union all `));
    for (const row of (result as unknown as { rows: (TNamed & { kind: TNamedKind; id: number })[] }).rows) {
      const names = byKind.get(row.kind) ?? new Map<number, TNamed>();
      names.set(Number(row.id), { name: row.name, day: row.day, ref: row.ref });
      byKind.set(row.kind, names);
    }
    return new Names(byKind);
  }

  of(kind: TNamedKind, value: unknown): TNamed | undefined {
    const id = asId(value);
    return id === null ? undefined : this.byKind.get(kind)?.get(id);
  }

  /** A value with the ids under id keys given as names (unknown ones left out), and bare ids dropped. */
  readable(value: unknown): unknown {
    if (Array.isArray(value)) return value.map((item) => this.readable(item));
    if (value === null || typeof value !== 'object') return value;
    return Object.fromEntries(
      Object.entries(value).flatMap(([key, inner]) => {
        const named = this.field(key, inner);
        return named === undefined ? [] : [[key, named]];
      }),
    );
  }

  /** One field's value as the page shows it; undefined when it is an id that cannot be named. */
  field(key: string, value: unknown): unknown {
    const kind = ID_KEYS[key];
    if (kind) {
      if (Array.isArray(value)) {
        const names = value.map((id) => this.of(kind, id)?.name).filter((name) => name !== undefined);
        return names.length > 0 || value.length === 0 ? names : undefined;
      }
      return value === null ? null : this.of(kind, value)?.name;
    }
    if (isBareIdKey(key)) return undefined;
    return this.readable(value);
  }
}

type TValues = Record<string, unknown> | null;

/** The fields of a row that changed, old and new, as the page shows them (equal pairs and bare ids left out). */
export function changesOf(names: Names, oldValues: TValues, newValues: TValues): THistoryChange[] {
  const keys = [...new Set([...Object.keys(newValues ?? {}), ...Object.keys(oldValues ?? {})])];
  return keys.flatMap((field) => {
    const hasOld = oldValues !== null && Object.hasOwn(oldValues, field);
    const hasNew = newValues !== null && Object.hasOwn(newValues, field);
    const before = hasOld ? names.field(field, oldValues[field]) : undefined;
    const after = hasNew ? names.field(field, newValues[field]) : undefined;
    if (before === undefined && after === undefined) return [];
    if (hasOld && hasNew && JSON.stringify(before) === JSON.stringify(after)) return [];
    return [
      { field, ...(before === undefined ? {} : { old: before }), ...(after === undefined ? {} : { new: after }) },
    ];
  });
}

function isProductLine(value: string | null): value is TProductLine {
  return (PRODUCT_LINES as readonly (string | null)[]).includes(value);
}

/** A text of the row's values that names its record when the record itself is gone (a deleted passenger). */
function nameInValues(values: TValues): string | null {
  if (!values) return null;
  if (typeof values.firstName === 'string' && typeof values.lastName === 'string') {
    return `${values.firstName} ${values.lastName}`;
  }
  if (typeof values.name === 'string' && values.name.trim() !== '') return values.name;
  if (typeof values.pnr === 'string') return values.pnr;
  return null;
}

/** How a row's record reads, and the page it opens. */
export function recordOf(
  names: Names,
  row: { entity: string; entityId: string; oldValues: TValues; newValues: TValues },
): {
  record: { name: string; date?: string; productLine?: TProductLine } | null;
  link: THistoryLink;
} {
  const kind = entityKind(row.entity);
  const named = kind ? names.of(kind, row.entityId) : undefined;
  const id = Number(row.entityId);
  if (!named) {
    const name = kind ? (nameInValues(row.newValues) ?? nameInValues(row.oldValues)) : null;
    return { record: name === null ? null : { name }, link: null };
  }
  const date = named.day ?? undefined;
  if (kind === 'orders' && isProductLine(named.ref)) {
    return {
      record: { name: named.name, productLine: named.ref },
      link: { kind: 'order', id, productLine: named.ref },
    };
  }
  const record = { name: named.name, ...(date ? { date } : {}) };
  if (kind === 'users') return { record, link: { kind: 'agent', id } };
  if (kind === 'flights') return { record, link: { kind: 'flight', id } };
  if (kind === 'classes' && named.ref !== null) return { record, link: { kind: 'flight', id: Number(named.ref) } };
  return { record, link: null };
}
