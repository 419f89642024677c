import { passengerCountViolation, utcToLocal } from '@frs/contract';
import { AppError, fieldErrors } from '../../lib/app-error';
import { isActiveItem } from '../order-engine';
import type { TPassengerRow } from './passengers';

/** The rules of an order's passengers that every operation keeps (docs/DOMAIN.md "Passengers and prices"). */

/** The local departure date of a segment at its airport (what ages and passports are checked against). */
export function travelDateOf(segment: { flight: { departureAt: Date }; from: { timeZone: string } }): string {
  return utcToLocal(segment.flight.departureAt, segment.from.timeZone).slice(0, 10);
}

/** A passenger still travelling (not refunded, not removed). */
export function isActive(passenger: Pick<TPassengerRow, 'status'>): boolean {
  return isActiveItem(passenger);
}

/** Passengers who sit: adults and children (infants travel on a lap). */
export function seatTakers(passengers: readonly Pick<TPassengerRow, 'status' | 'type'>[]): number {
  return passengers.filter((passenger) => isActive(passenger) && passenger.type !== 'infant').length;
}

/** What the active passengers break of docs/DOMAIN.md's rules: no adult, or more infants than adults (null: none). */
export function adultRuleViolation(
  passengers: readonly Pick<TPassengerRow, 'status' | 'type'>[],
): 'noAdult' | 'tooManyInfants' | null {
  const active = passengers.filter(isActive);
  if (active.length === 0) return null;
  const count = (type: string) => active.filter((passenger) => passenger.type === type).length;
  const violation = passengerCountViolation({
    adults: count('adult'),
    children: count('child'),
    infants: count('infant'),
  });
  return violation === 'tooManyPassengers' ? null : violation;
}

/** The 409 of a change that would leave an infant (or a child) without an adult. */
export function adultRuleError(field: string, violation: 'noAdult' | 'tooManyInfants') {
  return new AppError(409, 'INFANT_WITHOUT_ADULT', { [field]: violation });
}

/** The 409 of a change that would leave an order without passengers (cancel or refund it instead). */
export const lastPassenger = (field: string) => new AppError(409, 'CONFLICT', { [field]: 'lastPassenger' });

/** The active passengers of the given ids, in their order; an unknown or inactive id is a 400 on `field.<i>`. */
export function activeById(passengers: readonly TPassengerRow[], ids: readonly number[], field: string) {
  const errors: Record<string, string> = {};
  const chosen = ids.map((id, index) => {
    const passenger = passengers.find((candidate) => candidate.id === id && isActive(candidate));
    if (!passenger) errors[`${field}.${index}`] = 'unknownReference';
    return passenger;
  });
  if (Object.keys(errors).length > 0) throw fieldErrors(errors);
  return chosen as TPassengerRow[];
}
