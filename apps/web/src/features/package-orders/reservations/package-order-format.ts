import type { TOrderPassenger } from '@frs/contract';

/** "IVANOV Ivan": how a traveller reads in lists and dialogs. */
export function travellerName(passenger: Pick<TOrderPassenger, 'firstName' | 'lastName'>): string {
  return `${passenger.lastName.toUpperCase()} ${passenger.firstName}`;
}
