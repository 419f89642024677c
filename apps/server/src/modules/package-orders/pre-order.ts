import type { z } from 'zod';
import {
  ageOn,
  daysBetween,
  isReleased,
  occupancyViolation,
  PACKAGE_ORDER_LIFECYCLE,
  packageCheckOut,
  pricePackage,
  priceStay,
  toAmdMinor,
  tripSurcharge,
  utcToLocal,
  type TPackageOrder,
  type TPassengerType,
  type ZPackagePreOrderRequest,
} from '@frs/contract';
import { packageOrders } from '../../db/schema';
import { AppError, fieldErrors } from '../../lib/app-error';
import { flightPackageParts as flights } from '../flight-orders';
import { pricesFromRow } from '../flights';
import { hotelPackageParts as hotels } from '../hotel-orders';
import { inOrderTransaction, newHold, startNewOrder, rateFor, totalsOf, type TOperationCall } from '../order-engine';
import { saveTravellers, unreachableTravellerErrors } from '../passengers';
import { offerForSale, type TOfferForSale } from './offer';
import { movePackageStock } from './package-order-line';
import { packageOrderViewIn } from './order-view';
import { travellerPrices } from './traveller-prices';

export type TPackagePreOrderInput = z.output<typeof ZPackagePreOrderRequest>;

const HOUR_MS = 3_600_000;

/** The offer, on sale, with this room type and stay length: else 400 on the field at fault. */
function checkOffer(offer: TOfferForSale | undefined, input: TPackagePreOrderInput): TOfferForSale {
  if (!offer || !offer.active) throw fieldErrors({ offerId: 'unknownReference' });
  const errors: Record<string, string> = {};
  if (!offer.nights.includes(input.nights)) errors.nights = 'nightsNotOffered';
  if (!offer.roomIds.includes(input.roomId) || offer.hotelId === null) errors.roomId = 'unknownReference';
  if (Object.keys(errors).length > 0) throw fieldErrors(errors);
  return offer;
}

/** Each traveller in exactly one room (the default: one room for everybody). */
function roomsOf(input: TPackagePreOrderInput) {
  const rooms = input.rooms ?? [{ travellers: input.travellers.map((_, index) => index), specialRequests: null }];
  const seen = new Map<number, number>();
  for (const room of rooms) for (const index of room.travellers) seen.set(index, (seen.get(index) ?? 0) + 1);
  const everyOnce =
    input.travellers.every((_, index) => seen.get(index) === 1) &&
    [...seen.keys()].every((index) => index < input.travellers.length);
  if (!everyOnce) throw fieldErrors({ rooms: 'travellerRooms' });
  return rooms;
}

/**
 * POST /api/packageOrders/pre-order: checks the offer (on sale for this departure, this room type, this many nights),
 * the two flights (the offer's route both ways in its class type, the return on the check-out day), every traveller
 * against both travel dates, and the rooms (who each sleeps, the minimum stay, the release days); prices the package
 * as the search does at today's agency rate (frozen into the order); and in one transaction inserts the order with
 * its travellers, rooms and package row and holds the seats on both flights and the rooms on every night. Anything
 * short of room anywhere takes nothing at all.
 */
export async function createPackagePreOrder(
  options: TOperationCall & { input: TPackagePreOrderInput },
): Promise<TPackageOrder> {
  const { db, actor, input } = options;
  const start = await startNewOrder(options, PACKAGE_ORDER_LIFECYCLE);
  const { now, today, agentId, staff, userIds } = start;
  const offer = checkOffer(await offerForSale(db, input.offerId, input.roomId), input);
  const rooms = roomsOf(input);

  // The flights: the offer's route both ways, in its class type, on sale.
  const sale = await flights.saleOf(db, [input.outboundClassId, input.returnClassId], { date: today, userIds });
  const legOf = (classId: number, field: string, from: number, to: number) => {
    const row = sale.classes.find((candidate) => candidate.class.id === classId);
    const fits =
      row &&
      (!row.class.adminOnly || staff) &&
      row.class.type === offer.classType &&
      row.class.travelType === 'roundTrip' &&
      row.flight.fromAirportId === from &&
      row.flight.toAirportId === to;
    if (!fits) throw fieldErrors({ [field]: 'unknownReference' });
    if (row.flight.status !== 'upcoming')
      throw new AppError(409, 'CLASS_NOT_AVAILABLE', { [field]: 'unknownReference' });
    return row;
  };
  const outbound = legOf(input.outboundClassId, 'outboundClassId', offer.fromAirportId, offer.toAirportId);
  const inbound = legOf(input.returnClassId, 'returnClassId', offer.toAirportId, offer.fromAirportId);
  const departureDate = flights.travelDateOf(outbound);
  if (departureDate < offer.saleFrom || departureDate > offer.saleTo) {
    throw fieldErrors({ outboundClassId: 'outsideSalePeriod' });
  }
  const checkIn = utcToLocal(outbound.flight.arrivalAt, outbound.to.timeZone).slice(0, 10);
  const checkOut = packageCheckOut(checkIn, input.nights);
  if (flights.travelDateOf(inbound) !== checkOut) throw fieldErrors({ returnClassId: 'unknownReference' });
  const limits = outbound.limits;
  const closeHours = Math.min(limits.bookingCloseHours, limits.ticketingCloseHours);
  if (outbound.flight.departureAt.getTime() - closeHours * HOUR_MS <= now.getTime()) {
    throw new AppError(409, 'SALES_CLOSED');
  }

  // The travellers, against both travel dates.
  const travelDates = [departureDate, checkOut];
  const errors: Record<string, string> = {};
  const flightErrors = flights.passengerRuleErrors(
    input.travellers,
    { travelType: 'roundTrip', dates: travelDates },
    today,
  );
  for (const [key, code] of Object.entries(flightErrors)) errors[key.replace(/^passengers\./, 'travellers.')] = code;
  const count = (type: TPassengerType) => input.travellers.filter((traveller) => traveller.type === type).length;
  if (count('adult') < 1) errors.travellers = 'noAdult';
  else if (count('infant') > count('adult')) errors.travellers = 'tooManyInfants';
  Object.assign(errors, await unreachableTravellerErrors(db, actor, input.travellers, 'travellers'));
  if (Object.keys(errors).length > 0) throw fieldErrors(errors);

  // The rooms: the room type of the offer's hotel, each room sleeping its travellers, every night.
  const stay = await hotels.hotelSaleOf(db, {
    hotelId: offer.hotelId!,
    roomIds: [input.roomId],
    checkIn,
    checkOut,
    userIds,
    today,
  });
  const roomType = stay.roomTypes.get(input.roomId);
  if (!stay.hotel || !roomType) throw fieldErrors({ roomId: 'unknownReference' });
  if (input.nights < roomType.minStay) throw fieldErrors({ nights: 'stayTooShort' });
  for (const [index, room] of rooms.entries()) {
    const sleepers = room.travellers.map((at) => input.travellers[at]!);
    const adults = sleepers.filter((traveller) => traveller.type === 'adult').length;
    const childAges = sleepers
      .filter((traveller) => traveller.type !== 'adult')
      .map((traveller) => ageOn(traveller.dateOfBirth, checkIn));
    const violation = occupancyViolation(roomType, adults, childAges);
    if (violation) errors[`rooms.${index}.travellers`] = violation === 'noAdult' ? 'noAdultGuest' : 'partyDoesNotFit';
  }
  if (Object.keys(errors).length > 0) throw fieldErrors(errors);
  if (isReleased(today, checkIn, roomType.releaseDays)) throw new AppError(409, 'ROOMS_RELEASED');
  if (roomType.nights.some((night) => night.stopSale)) throw new AppError(409, 'STOP_SALE');
  if (roomType.nights.length < daysBetween(checkIn, checkOut)) throw new AppError(409, 'NOT_ENOUGH_ROOMS');

  // The price, as the search gives it, at today's rates (frozen into the order).
  const rates = sale.rates;
  const surcharge = tripSurcharge('roundTrip', travelDates);
  const legs = [outbound, inbound];
  const flightPrices = input.travellers.map((traveller) => {
    const parts = legs.map((leg) =>
      flights.segmentPriceAmd(pricesFromRow(leg.class), traveller.type, surcharge, leg.flight.currency, rates),
    );
    return {
      total: flights.sumBreakdowns(parts),
      perSegment: Object.fromEntries(parts.map((part, i) => [String(i), part])),
    };
  });
  const roomPrice = priceStay(
    roomType.nights,
    roomType.currency,
    rateFor(stay.rates, roomType.currency),
    roomType.commissionPercent,
  );
  const services = offer.services.map((service) => ({
    ...service,
    amountAmd: toAmdMinor(service.price, service.currency, rateFor(rates, service.currency)),
  }));
  const payingTravellers = input.travellers.filter((traveller) => traveller.type !== 'infant').length;
  const pricing = pricePackage({
    travellerFlightPrices: flightPrices.map((price) => Object.values(price.perSegment)),
    stay: rooms.map(() => roomPrice),
    services,
    payingTravellers,
    markup: offer.markup,
    commissionPercent: offer.commissionPercent,
  });
  const roomOfTraveller = new Map(rooms.flatMap((room, roomIndex) => room.travellers.map((at) => [at, roomIndex])));
  const shares = travellerPrices(
    input.travellers.map((traveller, index) => ({
      type: traveller.type,
      flights: flightPrices[index]!.total,
      roomIndex: roomOfTraveller.get(index)!,
    })),
    rooms.map(() => roomPrice.gross),
    pricing,
  );
  const travellerRows = input.travellers.map((traveller, index) => ({
    type: traveller.type,
    firstName: traveller.firstName,
    lastName: traveller.lastName,
    gender: traveller.gender,
    dateOfBirth: traveller.dateOfBirth,
    passportNumber: traveller.passportNumber,
    passportExpiry: traveller.passportExpiry,
    citizenship: traveller.citizenship,
    ...shares[index]!,
    segmentPrices: flightPrices[index]!.perSegment,
    status: 'active' as const,
  }));
  const totals = totalsOf(travellerRows, agentId !== null, 0, 0);
  const hold = newHold(start, { actor, people: sale.people, rates, limits, input });
  const seatTakers = input.travellers.filter((traveller) => traveller.type !== 'infant').length;

  return inOrderTransaction(options, 'packageOrders.pre-order', input, async (tx) => {
    const { order, passengers } = await flights.insertFlightOrder(tx, {
      order: {
        ...hold.columns,
        productLine: 'package',
        travelType: 'roundTrip',
        orderDate: departureDate,
        firstDepartureAt: outbound.flight.departureAt,
        ...totals,
      },
      segments: legs.map((leg, legIndex) => ({ legIndex, flightId: leg.flight.id, classId: leg.class.id })),
      passengers: travellerRows,
      history: hold.history(totals.payable, {
        flights: legs.map((leg) => flights.historyFlight(leg, leg.class.name)),
        passengers: travellerRows.map(flights.passengerName),
        hotel: `${stay.hotel!.name}, ${stay.hotel!.city}`,
        stay: { checkIn, checkOut },
        rooms: rooms.map(() => hotels.roomLabel(roomType)),
      }),
    });
    await hotels.insertRoomsOfOrder(
      tx,
      order.id,
      rooms.map((room, roomIndex) => ({
        roomIndex,
        hotelId: offer.hotelId!,
        roomId: input.roomId,
        checkIn,
        checkOut,
        nightPrices: roomPrice.nights,
        gross: roomPrice.gross,
        commission: roomPrice.commission,
        net: roomPrice.net,
        cancellationPolicy: roomType.cancellationPolicy,
        specialRequests: room.specialRequests ?? null,
        // The adults first: a room's first guest is its lead guest.
        guests: [...room.travellers]
          .sort((a, b) => Number(input.travellers[a]!.type !== 'adult') - Number(input.travellers[b]!.type !== 'adult'))
          .map((at, guestIndex) => {
            const traveller = input.travellers[at]!;
            return {
              guestIndex,
              type: traveller.type === 'adult' ? ('adult' as const) : ('child' as const),
              firstName: traveller.firstName,
              lastName: traveller.lastName,
              age: traveller.type === 'adult' ? null : ageOn(traveller.dateOfBirth, checkIn),
              passengerId: passengers[at]!.id,
            };
          }),
      })),
    );
    await tx.insert(packageOrders).values({
      orderId: order.id,
      offerId: offer.id,
      hotelId: offer.hotelId!,
      tourManagerId: offer.tourManagerId,
      nights: input.nights,
      checkIn,
      checkOut,
      services: offer.services.map(({ serviceId, name, kind, charge }) => ({ serviceId, name, kind, charge })),
      breakdown: pricing.breakdown,
      commissionPercent: offer.commissionPercent,
      cancellationPolicy: offer.cancellationPolicy,
      createdAt: now,
      updatedAt: now,
    });
    await saveTravellers(tx, { actor, ownerId: agentId, travellers: input.travellers });
    // The shared rows last (the classes, then the nights): other pre-orders wait on them until this commits.
    await movePackageStock(
      tx,
      { seats: 'hold', nights: 'hold' },
      {
        segments: legs.map((leg) => ({ classId: leg.class.id })),
        passengers: Array.from({ length: seatTakers }, () => ({ status: 'active', type: 'adult' }) as const),
        rooms: rooms.map(() => ({ roomId: input.roomId, checkIn, checkOut, status: 'active' }) as const),
      },
    );
    return packageOrderViewIn(tx, actor, order.id);
  });
}
