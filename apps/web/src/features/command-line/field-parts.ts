import { failure, type TAnswerLine, type TTranslate } from './answer';

/**
 * The API's field errors under the part of the entries that gives the field: `passengers.0.passportNumber` is P1's
 * passport (SRDOCS), `contact.phone` the phone (AP), `rooms.1.guests.0.firstName` a guest's name (NM). The message
 * is the server's, already in the request's language.
 */

const PASSENGER_FIELD = /^(?:passengers|travellers)\.(\d+)\.(\w+)/;
const GUEST_FIELD = /^rooms\.(\d+)\.guests\.(\d+)\.(\w+)/;
const CONTACT_FIELD = /^contact\.(\w+)/;

/** Which command gives a traveller's field. */
const PASSENGER_FIELD_COMMAND: Record<string, 'NM' | 'SRDOCS'> = {
  firstName: 'NM',
  lastName: 'NM',
  type: 'NM',
  dateOfBirth: 'SRDOCS',
  gender: 'SRDOCS',
  passportNumber: 'SRDOCS',
  passportExpiry: 'SRDOCS',
  citizenship: 'SRDOCS',
};

function partOf(path: string, t: TTranslate): string {
  const passenger = PASSENGER_FIELD.exec(path);
  if (passenger) {
    const [, index, field] = passenger;
    return t('commandLine.fieldParts.passenger', {
      passenger: `P${Number(index) + 1}`,
      command: PASSENGER_FIELD_COMMAND[field!] ?? 'NM',
    });
  }
  const guest = GUEST_FIELD.exec(path);
  if (guest) return t('commandLine.fieldParts.guest', { room: Number(guest[1]) + 1, guest: Number(guest[2]) + 1 });
  const contact = CONTACT_FIELD.exec(path);
  if (contact) return t('commandLine.fieldParts.contact', { field: contact[1]! });
  if (path.startsWith('segments') || path.startsWith('legs')) return t('commandLine.fieldParts.flights');
  if (/^(checkIn|checkOut|rooms|hotelId)/.test(path)) return t('commandLine.fieldParts.stay');
  return path;
}

export function fieldErrorLines(errors: Readonly<Record<string, string>>, t: TTranslate): TAnswerLine[] {
  return Object.entries(errors).map(([path, message]) => failure(`${partOf(path, t)}: ${message}`));
}
