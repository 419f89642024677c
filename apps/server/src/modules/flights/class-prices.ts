import type { TClassPrices, TPassengerPrice } from '@frs/contract';
import type { classes } from '../../db/schema';

/** The price columns a class and a class template share (18 bigint columns, see `db/schema/flights.ts`). */
export type TPriceColumns = Pick<
  typeof classes.$inferSelect,
  | 'adultFare'
  | 'adultTax'
  | 'adultSurchargeMultiDestination'
  | 'adultSurchargeLongRange'
  | 'adultSurchargeShortRange'
  | 'adultCommission'
  | 'childFare'
  | 'childTax'
  | 'childSurchargeMultiDestination'
  | 'childSurchargeLongRange'
  | 'childSurchargeShortRange'
  | 'childCommission'
  | 'infantFare'
  | 'infantTax'
  | 'infantSurchargeMultiDestination'
  | 'infantSurchargeLongRange'
  | 'infantSurchargeShortRange'
  | 'infantCommission'
>;

function price(
  fare: number,
  tax: number,
  surchargeMultiDestination: number,
  surchargeLongRange: number,
  surchargeShortRange: number,
  commission: number,
): TPassengerPrice {
  return { fare, tax, surchargeMultiDestination, surchargeLongRange, surchargeShortRange, commission };
}

/** The contract's `prices` of a class row. */
export function pricesFromRow(row: TPriceColumns): TClassPrices {
  return {
    adult: price(
      row.adultFare,
      row.adultTax,
      row.adultSurchargeMultiDestination,
      row.adultSurchargeLongRange,
      row.adultSurchargeShortRange,
      row.adultCommission,
    ),
    child: price(
      row.childFare,
      row.childTax,
      row.childSurchargeMultiDestination,
      row.childSurchargeLongRange,
      row.childSurchargeShortRange,
      row.childCommission,
    ),
    infant: price(
      row.infantFare,
      row.infantTax,
      row.infantSurchargeMultiDestination,
      row.infantSurchargeLongRange,
      row.infantSurchargeShortRange,
      row.infantCommission,
    ),
  };
}

/** The price columns of the contract's `prices`. */
export function priceColumns(prices: TClassPrices): TPriceColumns {
  const { adult, child, infant } = prices;
  return {
    adultFare: adult.fare,
    adultTax: adult.tax,
    adultSurchargeMultiDestination: adult.surchargeMultiDestination,
    adultSurchargeLongRange: adult.surchargeLongRange,
    adultSurchargeShortRange: adult.surchargeShortRange,
    adultCommission: adult.commission,
    childFare: child.fare,
    childTax: child.tax,
    childSurchargeMultiDestination: child.surchargeMultiDestination,
    childSurchargeLongRange: child.surchargeLongRange,
    childSurchargeShortRange: child.surchargeShortRange,
    childCommission: child.commission,
    infantFare: infant.fare,
    infantTax: infant.tax,
    infantSurchargeMultiDestination: infant.surchargeMultiDestination,
    infantSurchargeLongRange: infant.surchargeLongRange,
    infantSurchargeShortRange: infant.surchargeShortRange,
    infantCommission: infant.commission,
  };
}

/** The columns besides the prices that a class and a class template share. */
type TClassColumns = TPriceColumns &
  Pick<
    typeof classes.$inferSelect,
    'name' | 'type' | 'travelType' | 'seats' | 'adminOnly' | 'fareRuleId' | 'baggageRuleId'
  >;

/** What a class and a class template hold alike, as the contract writes it: name, kind, seats, rules and prices. */
export function classFieldsFromRow(row: TClassColumns) {
  return {
    name: row.name,
    type: row.type,
    travelType: row.travelType,
    seats: row.seats,
    adminOnly: row.adminOnly,
    fareRuleId: row.fareRuleId,
    baggageRuleId: row.baggageRuleId,
    prices: pricesFromRow(row),
  };
}
