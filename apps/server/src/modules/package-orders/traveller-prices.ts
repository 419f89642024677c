import { shareEvenly, type TPackagePricing, type TPriceBreakdown } from '@frs/contract';

/**
 * How a package's one price is carried by its travellers (an order's passengers each have a price: refunds, splits
 * and tickets are per traveller). Each traveller keeps their own flights; the stay of each room is shared by its
 * travellers who are not infants, and so are the services and the markup among all such travellers; the commission
 * is shared in proportion to the prices. The sums are exactly the package's gross and commission.
 */
export interface TTravellerShareInput {
  type: 'adult' | 'child' | 'infant';
  /** The traveller's flights, summed over the legs. */
  flights: TPriceBreakdown;
  /** The room (index) the traveller sleeps in. */
  roomIndex: number;
}

export function travellerPrices(
  travellers: readonly TTravellerShareInput[],
  roomsGross: readonly number[],
  pricing: Pick<TPackagePricing, 'breakdown' | 'commission'>,
): TPriceBreakdown[] {
  const extras = travellers.map(() => 0);
  const paying = travellers.flatMap((traveller, index) => (traveller.type === 'infant' ? [] : [index]));
  for (const [roomIndex, gross] of roomsGross.entries()) {
    const sleepers = paying.filter((index) => travellers[index]!.roomIndex === roomIndex);
    shareEvenly(gross, sleepers.length).forEach((share, at) => (extras[sleepers[at]!]! += share));
  }
  const { services, markup } = pricing.breakdown;
  shareEvenly(services + markup, paying.length).forEach((share, at) => (extras[paying[at]!]! += share));
  const grosses = travellers.map((traveller, index) => traveller.flights.gross + extras[index]!);
  const commissions = shareInProportion(pricing.commission, grosses);
  return travellers.map((traveller, index) => ({
    fare: traveller.flights.fare + extras[index]!,
    tax: traveller.flights.tax,
    surcharge: traveller.flights.surcharge,
    gross: grosses[index]!,
    commission: commissions[index]!,
    net: grosses[index]! - commissions[index]!,
  }));
}

/** `amount` shared in proportion to `weights`, rounded down, the remainder to the largest weights first. */
export function shareInProportion(amount: number, weights: readonly number[]): number[] {
  const total = weights.reduce((sum, weight) => sum + weight, 0);
  if (total === 0) return shareEvenly(amount, weights.length);
  const shares = weights.map((weight) => Math.floor((amount * weight) / total));
  let rest = amount - shares.reduce((sum, share) => sum + share, 0);
  const byWeight = weights.map((weight, index) => ({ weight, index })).sort((a, b) => b.weight - a.weight);
  for (let at = 0; rest > 0; at = (at + 1) % byWeight.length, rest -= 1) shares[byWeight[at]!.index]! += 1;
  return shares;
}
