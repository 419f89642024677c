import {
  addBreakdowns,
  breakdownToAmd,
  passengerPrice,
  type TClassPrices,
  type TCurrency,
  type TPassengerType,
  type TPriceBreakdown,
  type TSurchargeKind,
} from '@frs/contract';
import { rateFor, type TAgencyRates } from '../order-engine';

/**
 * Prices of flight search and flight orders in AMD (docs/DOMAIN.md "Money"): a class's price per passenger type in its
 * flight's currency, converted at the agency rate of the pricing day (the order engine's agency rates) with the
 * contract's exact functions. Search and pre-order use the same functions, so an order costs what its offer said.
 */

/** One passenger's price on one segment, in AMD minor units. */
export function segmentPriceAmd(
  prices: TClassPrices,
  type: TPassengerType,
  surcharge: TSurchargeKind | null,
  currency: TCurrency,
  rates: TAgencyRates,
): TPriceBreakdown {
  return breakdownToAmd(passengerPrice(prices[type], type, surcharge), currency, rateFor(rates, currency));
}

export const sumBreakdowns = addBreakdowns;
