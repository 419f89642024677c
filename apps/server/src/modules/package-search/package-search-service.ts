import {
  addDays,
  daysBetween,
  isReleased,
  occupancyViolation,
  PACKAGE_ORDER_LIFECYCLE,
  packageCheckOut,
  packageFlightTypeOf,
  packageRoomsOf,
  priceStay,
  pricePackage,
  todayIsoDate,
  toAmdMinor,
  tripSurcharge,
  type TClassType,
  type TPackageCombination,
  type TPackageSearchResponse,
  type TPassengerType,
  type TPriceBreakdown,
  type TSurchargeKind,
  type ZPackageSearchRequest,
} from '@frs/contract';
import type { z } from 'zod';
import type { TExecutor } from '../../db/database';
import type { TActor } from '../../lib/actor';
import { isAgent } from '../../lib/row-scope';
import { segmentPriceAmd } from '../flight-orders';
import { rateFor, type TAgencyRates } from '../order-engine';
import {
  readFlights,
  readOffers,
  readRooms,
  type TFlightCandidate,
  type TOfferRow,
  type TRoomCandidate,
  type TRouteDates,
} from './package-search-reads';

/**
 * Package search (docs/DOMAIN.md "Hotels and packages"; docs/PRODUCT.md §7 "Search and orders"). Three statements
 * whatever the dates and offers: the offers, the sellable round-trip classes of their routes over every date a
 * combination can use, and the allowed room types' free nights over every stay; the combinations are then made in
 * memory. A combination is an offer's outbound flight departing a searched (local) date, the stay from its local
 * arrival date for one of the offer's lengths, a return flight departing the check-out (local) date, and an allowed
 * room type free on every night for the party, each flight in the cheapest class of the offer's type with seats for the
 * party. Prices are the contract's `pricePackage` of the parts priced as a flight and a hotel pre-order price them, so
 * the package pre-order (modules/package-orders) charges what the search said.
 */

/** The most combinations one search answers (the cheapest first). */
export const MAX_COMBINATIONS = 200;

type TSearch = z.output<typeof ZPackageSearchRequest>;

/** The travellers of a searched party as they fly, adults first, then the children in the order given. */
function flightTypesOf(search: TSearch): TPassengerType[] {
  return [
    ...Array.from({ length: search.adults }, (): TPassengerType => 'adult'),
    ...search.childAges.map(packageFlightTypeOf),
  ];
}

interface TPricedClass {
  flight: TFlightCandidate;
  classId: number;
  className: string;
  /** Each traveller's price on this flight, in traveller order. */
  travellers: TPriceBreakdown[];
  gross: number;
}

/** One combination before it is answered: what sorting needs and how to build the answer. */
interface TFound {
  payable: number;
  build: () => TPackageCombination;
  key: string;
}

/** Everything that does not change while the combinations are made. */
interface TContext {
  search: TSearch;
  types: TPassengerType[];
  rates: TAgencyRates;
  agentPays: boolean;
  today: string;
  /** The flights by `from>to@local departure date`. */
  flights: Map<string, TFlightCandidate[]>;
  rooms: Map<number, TRoomCandidate>;
  /** The party in its rooms. */
  partyRooms: { adults: number; childAges: number[] }[];
  memo: Map<string, unknown>;
}

function remember<T>(context: TContext, key: string, make: () => T): T {
  if (context.memo.has(key)) return context.memo.get(key) as T;
  const value = make();
  context.memo.set(key, value);
  return value;
}

const flightKey = (from: number, to: number, date: string) => `${from}>${to}@${date}`;

/** The flight in the cheapest class of the type (for the whole party, in AMD), or null when it sells none. */
function cheapestClass(
  context: TContext,
  flight: TFlightCandidate,
  classType: TClassType,
  surcharge: TSurchargeKind | null,
): TPricedClass | null {
  return remember(context, `class:${flight.flight.id}:${classType}:${surcharge}`, () => {
    let best: TPricedClass | null = null;
    for (const option of flight.classes) {
      if (option.type !== classType) continue;
      const travellers = context.types.map((type) =>
        segmentPriceAmd(option.prices, type, surcharge, flight.flight.currency, context.rates),
      );
      const gross = travellers.reduce((sum, price) => sum + price.gross, 0);
      if (!best || gross < best.gross) {
        best = { flight, classId: option.id, className: option.name, travellers, gross };
      }
    }
    return best;
  });
}

/** One room's stay priced in AMD (a hotel pre-order's `priceStay`), or null when the room type cannot take it. */
function pricedStay(context: TContext, room: TRoomCandidate, checkIn: string, nights: number) {
  return remember(context, `stay:${room.roomId}:${checkIn}:${nights}`, () => {
    if (room.minStay > nights || isReleased(context.today, checkIn, room.releaseDays)) return null;
    const rates = [];
    for (let index = 0; index < nights; index += 1) {
      const date = addDays(checkIn, index);
      const price = room.nights.get(date);
      if (price === undefined) return null;
      rates.push({ date, price });
    }
    return priceStay(rates, room.currency, rateFor(context.rates, room.currency), room.commissionPercent);
  });
}

/** The room types of the offer that take the party in its rooms (occupancy only: the nights are the stay's). */
function fittingRooms(context: TContext, offer: TOfferRow): TRoomCandidate[] {
  return remember(context, `rooms:${offer.id}`, () =>
    offer.roomIds.flatMap((roomId) => {
      const room = context.rooms.get(roomId);
      if (!room) return [];
      const fits = context.partyRooms.every(
        (party) => occupancyViolation(room, party.adults, party.childAges) === null,
      );
      return fits ? [room] : [];
    }),
  );
}

/** The offer's services in AMD at today's rate. */
function servicePrices(context: TContext, offer: TOfferRow) {
  return remember(context, `services:${offer.id}`, () =>
    offer.services.map((service) => ({
      amountAmd: toAmdMinor(service.price, service.currency, rateFor(context.rates, service.currency)),
      charge: service.charge,
    })),
  );
}

/** Every combination of one offer, departure date and stay length. */
function combinationsOf(
  context: TContext,
  offer: TOfferRow,
  departureDate: string,
  nights: number,
  found: TFound[],
): void {
  const { search, types } = context;
  const outbounds = context.flights.get(flightKey(offer.fromAirportId, offer.toAirportId, departureDate)) ?? [];
  const payingTravellers = types.filter((type) => type !== 'infant').length;
  for (const outboundFlight of outbounds) {
    const checkIn = outboundFlight.arrivalDate;
    const checkOut = packageCheckOut(checkIn, nights);
    const surcharge = tripSurcharge('roundTrip', [departureDate, checkOut]);
    const outbound = cheapestClass(context, outboundFlight, offer.classType, surcharge);
    if (!outbound) continue;
    const stays = fittingRooms(context, offer).flatMap((room) => {
      const stay = pricedStay(context, room, checkIn, nights);
      return stay ? [{ room, stay }] : [];
    });
    if (stays.length === 0) continue;
    for (const returnFlight of context.flights.get(flightKey(offer.toAirportId, offer.fromAirportId, checkOut)) ?? []) {
      const inbound = cheapestClass(context, returnFlight, offer.classType, surcharge);
      if (!inbound) continue;
      for (const { room, stay } of stays) {
        const price = pricePackage({
          travellerFlightPrices: types.map((_, index) => [outbound.travellers[index]!, inbound.travellers[index]!]),
          stay: Array.from({ length: search.rooms }, () => stay),
          services: servicePrices(context, offer),
          payingTravellers,
          markup: offer.markup,
          commissionPercent: offer.commissionPercent,
        });
        const payable = context.agentPays ? price.net : price.gross;
        found.push({
          payable,
          key: `${departureDate}|${outboundFlight.flight.departureAt}|${offer.id}|${nights}|${room.roomId}|${returnFlight.flight.departureAt}`,
          build: () => ({
            offerId: offer.id,
            offerName: offer.name,
            destination: offer.destination,
            nights,
            departureDate,
            checkIn,
            checkOut,
            outbound: { flight: outboundFlight.flight, classId: outbound.classId, className: outbound.className },
            return: { flight: returnFlight.flight, classId: inbound.classId, className: inbound.className },
            hotel: room.hotel,
            room: { roomId: room.roomId, categoryName: room.categoryName, mealType: room.mealType },
            rooms: search.rooms,
            services: offer.services.map(({ serviceId, name, kind, charge }) => ({ serviceId, name, kind, charge })),
            tourManager: offer.tourManager,
            price: { gross: price.gross, commission: price.commission, net: price.net, payable },
            ...(context.agentPays ? {} : { breakdown: price.breakdown }),
          }),
        });
      }
    }
  }
}

/** The departure dates of the search an offer sells (its sale period). */
function saleDates(offer: TOfferRow, dates: readonly string[]): string[] {
  return dates.filter((date) => date >= offer.saleFrom && date <= offer.saleTo);
}

/** The stay lengths of an offer the search asks for. */
function nightsOf(offer: TOfferRow, search: TSearch): number[] {
  return offer.nights.filter((nights) => search.nights === undefined || nights === search.nights);
}

/** The routes and local dates whose flights a combination of the offers can use, one entry per route. */
function routesOf(offers: readonly TOfferRow[], dates: readonly string[], search: TSearch): TRouteDates[] {
  const routes = new Map<string, TRouteDates>();
  const want = (fromAirportId: number, toAirportId: number, firstDate: string, lastDate: string) => {
    const key = `${fromAirportId}>${toAirportId}`;
    const route = routes.get(key);
    if (!route) routes.set(key, { fromAirportId, toAirportId, firstDate, lastDate });
    else {
      if (firstDate < route.firstDate) route.firstDate = firstDate;
      if (lastDate > route.lastDate) route.lastDate = lastDate;
    }
  };
  for (const offer of offers) {
    const sold = saleDates(offer, dates);
    const lengths = nightsOf(offer, search);
    if (sold.length === 0 || lengths.length === 0) continue;
    want(offer.fromAirportId, offer.toAirportId, sold[0]!, sold[sold.length - 1]!);
    // A flight lands at most a day before or two days after its local departure date (time zones, long flights).
    want(
      offer.toAirportId,
      offer.fromAirportId,
      addDays(sold[0]!, Math.min(...lengths) - 1),
      addDays(sold[sold.length - 1]!, Math.max(...lengths) + 2),
    );
  }
  return [...routes.values()];
}

/**
 * POST /api/search/packageSearch: the combinations with room for the whole party, cheapest first, at most
 * MAX_COMBINATIONS. An agent pays (and sees) the net with the commission and no breakdown; everybody else the gross
 * with its breakdown. A rate missing for a currency a part needs is 409 NO_EXCHANGE_RATE.
 */
export async function searchPackages(options: {
  db: TExecutor;
  actor: TActor;
  input: TSearch;
  now?: Date;
}): Promise<TPackageSearchResponse> {
  const { db, actor, input: search } = options;
  const now = options.now ?? new Date();
  const today = todayIsoDate(now);
  const departureTo = search.departureTo ?? search.departureFrom;
  const dates = Array.from({ length: daysBetween(search.departureFrom, departureTo) + 1 }, (_, index) =>
    addDays(search.departureFrom, index),
  );
  const { offers, rates } = await readOffers(db, {
    destination: search.destination?.trim() ?? null,
    offerId: search.offerId ?? null,
    from: search.departureFrom,
    to: departureTo,
    today,
  });
  const types = flightTypesOf(search);
  const routes = routesOf(offers, dates, search);
  if (routes.length === 0) return { combinations: [] };
  const maxNights = Math.max(...offers.flatMap((offer) => nightsOf(offer, search)));
  const flights = await readFlights(db, {
    routes,
    classTypes: [...new Set(offers.map((offer) => offer.classType))],
    seats: types.filter((type) => type !== 'infant').length,
    staff: PACKAGE_ORDER_LIFECYCLE.isStaff(actor.role),
    now,
  });
  if (flights.length === 0) return { combinations: [] };
  // Check-in is at the earliest the day before the first departure, check-out at the latest after the last arrival.
  const rooms = await readRooms(db, {
    roomIds: [...new Set(offers.flatMap((offer) => offer.roomIds))],
    first: addDays(search.departureFrom, -1),
    last: addDays(departureTo, maxNights + 2),
    rooms: search.rooms,
  });
  const context: TContext = {
    search,
    types,
    rates,
    agentPays: isAgent(actor),
    today,
    flights: new Map(),
    rooms,
    partyRooms: packageRoomsOf(search.adults, search.childAges, search.rooms),
    memo: new Map(),
  };
  for (const flight of flights) {
    const key = flightKey(flight.flight.from.id, flight.flight.to.id, flight.departureDate);
    const list = context.flights.get(key);
    if (list) list.push(flight);
    else context.flights.set(key, [flight]);
  }
  const found: TFound[] = [];
  for (const offer of offers) {
    for (const date of saleDates(offer, dates)) {
      for (const nights of nightsOf(offer, search)) combinationsOf(context, offer, date, nights, found);
    }
  }
  found.sort((a, b) => a.payable - b.payable || (a.key < b.key ? -1 : a.key > b.key ? 1 : 0));
  return { combinations: found.slice(0, MAX_COMBINATIONS).map((item) => item.build()) };
}
