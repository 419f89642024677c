import type { TExecutor } from '../../db/database';
import { preparedText } from '../../lib/prepared-read';
import type { TPriceColumns } from '../flights';
import {
  agencyRateColumns,
  agencyRatesOf,
  jsonOf,
  numberOf,
  type TAgencyRates,
  type TPerson,
  type TRaw,
} from '../order-engine';
import { SEGMENT_COLUMNS, SEGMENT_JOINS, toSaleParts, type TClassForSale } from './segments';

const PRICE_FIELDS = (['adult', 'child', 'infant'] as const).flatMap((type) =>
  (
    [
      ['Fare', 'fare'],
      ['Tax', 'tax'],
      ['SurchargeMultiDestination', 'surcharge_multi_destination'],
      ['SurchargeLongRange', 'surcharge_long_range'],
      ['SurchargeShortRange', 'surcharge_short_range'],
      ['Commission', 'commission'],
    ] as const
  ).map(([field, column]) => ({ field: `${type}${field}` as keyof TPriceColumns, column: `${type}_${column}` })),
);

const PRICES = PRICE_FIELDS.map(({ column }) => `c.${column}::float8 as ${column}`).join(', ');

/** The statement of saleOf (`$1` the classes, `$2` the day, `$3` the users); the booking bench replays it. */
export const SALE_STATEMENT = `select ${SEGMENT_COLUMNS}, ${PRICES}, ${agencyRateColumns('$2::date')},
       (select json_agg(json_build_object('id', id, 'email', email, 'language', language,
          'companyName', company_name, 'contactNameSurname', contact_name_surname))
        from users where id = any($3::int[])) as people
     from classes c ${SEGMENT_JOINS} where c.id = any($1::int[])`;

/**
 * What a pre-order reads, in one prepared statement: the classes it asks for with what a segment carries and their
 * prices, the agency rates in force on `date`, and the users the order will name (its agent and its creator).
 */
export async function saleOf(
  db: TExecutor,
  classIds: readonly number[],
  context: { date: string; userIds: readonly number[] },
): Promise<{ classes: TClassForSale[]; rates: TAgencyRates; people: TPerson[] }> {
  const rows = await preparedText<TRaw>(db, SALE_STATEMENT, [[...classIds], context.date, [...context.userIds]]);
  const first = rows[0];
  return {
    classes: rows.map((raw) => {
      const parts = toSaleParts(raw);
      const priceColumns = Object.fromEntries(
        PRICE_FIELDS.map(({ field, column }) => [field, numberOf(raw[column])]),
      ) as TPriceColumns;
      return { ...parts, class: { ...parts.class, ...priceColumns } };
    }),
    rates: agencyRatesOf(first, context.date),
    people: first ? (jsonOf<TPerson[] | null>(first.people) ?? []) : [],
  };
}
