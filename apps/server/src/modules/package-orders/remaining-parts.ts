import { shareEvenly, type TPackageBreakdown } from '@frs/contract';
import { flightPackageParts as flights } from '../flight-orders';
import { travellerIdsOf, type TPackageOrderDetails } from './order-details';

/**
 * The parts of the gross of the travellers still travelling (the staff's breakdown on the order page), so that after
 * a partial refund the parts add up to the reduced price: each such traveller's own flights, their share of their
 * room's stay (shared as at pre-order, evenly by the room's travellers who are not infants), and the rest of their
 * price, the services and the markup, divided in the proportion of the order's own. With nobody refunded they are
 * the parts of the pre-order; with everybody refunded, nothing.
 */
export function remainingBreakdown(details: Pick<TPackageOrderDetails, 'passengers' | 'rooms' | 'pkg'>) {
  const roomShare = new Map<number, number>();
  for (const room of details.rooms) {
    const sleepers = details.passengers.filter(
      (passenger) => travellerIdsOf(room).includes(passenger.id) && passenger.type !== 'infant',
    );
    shareEvenly(room.gross, sleepers.length).forEach((share, at) => roomShare.set(sleepers[at]!.id, share));
  }
  let flightsPart = 0;
  let hotelPart = 0;
  let rest = 0;
  for (const passenger of details.passengers.filter(flights.isActive)) {
    const own = Object.values(passenger.segmentPrices).reduce((sum, leg) => sum + leg.gross, 0);
    const stay = roomShare.get(passenger.id) ?? 0;
    flightsPart += own;
    hotelPart += stay;
    rest += passenger.gross - own - stay;
  }
  const { services, markup } = details.pkg.breakdown;
  const whole = services + markup;
  // Exact (BigInt): rest × services can pass 2^53.
  const servicesPart =
    whole === 0 ? rest : Number((BigInt(rest) * BigInt(services) * 2n + BigInt(whole)) / (BigInt(whole) * 2n));
  return {
    flights: flightsPart,
    hotel: hotelPart,
    services: servicesPart,
    markup: rest - servicesPart,
  } satisfies TPackageBreakdown;
}
