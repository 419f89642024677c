import {
  CHILD_MAX_AGE,
  INFANT_MAX_AGE,
  ruleMessage,
  todayIsoDate,
  ZPackagePreOrderRequest,
  type TPackageCombination,
  type TPassengerType,
} from '@frs/contract';
import { zodResolver } from '@hookform/resolvers/zod';
import type { FieldErrors, FieldValues, Resolver } from 'react-hook-form';
import type { z } from 'zod';
import {
  blankCheckoutPassenger,
  type TCheckoutPassengerValues,
} from '../../../components/orders/checkout-passenger-section';
import { addFieldError, typedPassengerRuleViolations } from '../../../components/orders/checkout-passenger-rules';
import type { TOrderPayer } from '../../../components/orders/order-contact-fields';
import { fieldErrorMap } from '../../../lib/field-errors';
import type { TPackageSelection } from './package-selection';

/**
 * The package checkout form and what it sends (POST /api/packageOrders/pre-order): one traveller a person of the
 * searched party (their types follow the search's ages), the room each sleeps in, each room's special requests, the
 * contact, a comment, and for staff whom the order is for. Pure functions, tested on their own.
 */

export type TPackagePreOrderOutput = z.output<typeof ZPackagePreOrderRequest>;

export interface TPackageTravellerValues extends TCheckoutPassengerValues {
  /** The index of the room the traveller sleeps in. */
  room: number;
}

export interface TPackageCheckoutValues extends FieldValues {
  travellers: TPackageTravellerValues[];
  rooms: { specialRequests: string }[];
  contact: { name: string; phone: string; email: string };
  comment: string;
  payer: TOrderPayer;
  agentId: number | null;
}

/** How a child travels by their age on the departure day: under 2 an infant (no seat), 2 to 11 a child. */
export function travellerTypeOfAge(age: number): TPassengerType {
  if (age < INFANT_MAX_AGE) return 'infant';
  return age < CHILD_MAX_AGE ? 'child' : 'adult';
}

/** The party as travellers: the adults first, then the children in the order of their ages in the search. */
export function partyTypes(party: Pick<TPackageSelection, 'adults' | 'childAges'>): TPassengerType[] {
  return [
    ...Array.from({ length: party.adults }, (): TPassengerType => 'adult'),
    ...party.childAges.map(travellerTypeOfAge),
  ];
}

/**
 * The default room of each traveller of the party (its adults first, then its children): the adults go round the
 * rooms in turn, so every room has one (the search allows no more rooms than adults); then each child joins the room
 * with the fewest people so far (the first of those), so the party is spread as evenly as it can be.
 */
export function defaultRoomOf(party: Pick<TPackageSelection, 'adults' | 'childAges'>, rooms: number): number[] {
  const count = Math.max(1, rooms);
  const people = Array.from({ length: count }, () => 0);
  const place = (room: number) => {
    people[room]! += 1;
    return room;
  };
  const adults = Array.from({ length: party.adults }, (_, index) => place(index % count));
  const children = party.childAges.map(() => place(people.indexOf(Math.min(...people))));
  return [...adults, ...children];
}

/** The travellers (indexes) of each room, in traveller order; every traveller is in exactly one room. */
export function roomTravellers(roomOf: readonly number[], rooms: number): number[][] {
  return Array.from({ length: rooms }, (_, room) =>
    roomOf.flatMap((travellerRoom, traveller) => (travellerRoom === room ? [traveller] : [])),
  );
}

/**
 * The rooms (indexes) without an adult of the party (the first `adults` travellers): each room needs one. A child of
 * 12 or more flies as an adult but still counts as a child in the room.
 */
export function roomsWithoutAdult(adults: number, roomOf: readonly number[], rooms: number): number[] {
  return roomTravellers(roomOf, rooms).flatMap((members, room) =>
    members.some((traveller) => traveller < adults) ? [] : [room],
  );
}

export function packageCheckoutDefaults(selection: TPackageSelection, payer: TOrderPayer): TPackageCheckoutValues {
  const roomOf = defaultRoomOf(selection, selection.rooms);
  return {
    travellers: partyTypes(selection).map((type, index) => ({ ...blankCheckoutPassenger(type), room: roomOf[index]! })),
    rooms: Array.from({ length: selection.rooms }, () => ({ specialRequests: '' })),
    contact: { name: '', phone: '', email: '' },
    comment: '',
    payer,
    agentId: null,
  };
}

/** The pre-order the form sends for the chosen combination. */
export function toPackagePreOrderShape(values: TPackageCheckoutValues, combination: TPackageCombination) {
  const members = roomTravellers(
    values.travellers.map((traveller) => traveller.room),
    values.rooms.length,
  );
  return {
    offerId: combination.offerId,
    outboundClassId: combination.outbound.classId,
    returnClassId: combination.return.classId,
    roomId: combination.room.roomId,
    nights: combination.nights,
    travellers: values.travellers.map(({ directoryId, room: _room, ...traveller }) => ({
      ...traveller,
      ...(directoryId !== null ? { directoryId } : {}),
    })),
    rooms: values.rooms.map((room, index) => ({ travellers: members[index]!, specialRequests: room.specialRequests })),
    contact: values.contact,
    comment: values.comment,
    ...(values.payer === 'agent' && values.agentId !== null ? { agentId: values.agentId } : {}),
  };
}

/** The local departure dates of the two flights: the dates the travellers' ages and passports are checked on. */
export function packageTravelDates(combination: TPackageCombination): string[] {
  return [combination.outbound, combination.return].map((leg) => leg.flight.departureLocal.slice(0, 10));
}

const contractResolver = zodResolver(ZPackagePreOrderRequest, { error: fieldErrorMap }) as unknown as Resolver<
  TPackageCheckoutValues,
  unknown,
  TPackagePreOrderOutput
>;

/**
 * The contract's pre-order schema, plus the rules the server applies with the same functions: each traveller's
 * type against their age on both flights and the passport against the return (`passengerRuleViolations`), an
 * adult in every room, and the agent named when staff sell for one. Messages read exactly as the server's.
 */
export function packageCheckoutResolver(
  combination: TPackageCombination,
  adults: number,
  today = todayIsoDate(),
): Resolver<TPackageCheckoutValues, unknown, TPackagePreOrderOutput> {
  const trip = { travelType: 'roundTrip' as const, dates: packageTravelDates(combination) };
  return async (values, context, options) => {
    const result = await contractResolver(
      toPackagePreOrderShape(values, combination) as unknown as TPackageCheckoutValues,
      context,
      options,
    );
    const errors: FieldErrors<TPackageCheckoutValues> = { ...result.errors };
    let broken = Object.keys(errors).length > 0;
    const fail = (path: (string | number)[], message: string) => {
      broken = true;
      addFieldError(errors, path, { type: 'rule', message });
    };
    values.travellers.forEach((traveller, index) => {
      for (const violation of typedPassengerRuleViolations(traveller, trip, today)) {
        fail(['travellers', index, violation.field], ruleMessage(violation.code).message);
      }
    });
    const roomOf = values.travellers.map((traveller) => traveller.room);
    for (const room of roomsWithoutAdult(adults, roomOf, values.rooms.length)) {
      fail(['rooms', room, 'travellers'], ruleMessage('noAdultGuest').message);
    }
    if (values.payer === 'agent' && values.agentId === null) fail(['agentId'], ruleMessage('required').message);
    return broken ? { values: {}, errors } : result;
  };
}
