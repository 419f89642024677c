import { PASSENGER_ENDPOINTS, type TDirectoryPassenger, type TOrderPassengerInput } from '@frs/contract';
import { callApi } from '../../lib/api-client';
import { CommandRefusal } from './answer';
import type { TNamedPassenger, TTitle, TTravelDocument } from './commands';
import type { TWorkSession } from './work-session';

/**
 * The travellers of a hold from what NM and SRDOCS gave. A name without a passport is looked up in the caller's
 * passengers directory (an agent's own travellers; the server scopes the list): one traveller with that last and
 * first name gives the rest, as picking them at checkout does. What is still missing is refused before any call,
 * naming the passenger and the command that gives it.
 */

const TITLE_GENDER: Record<TTitle, 'male' | 'female'> = {
  MR: 'male',
  MSTR: 'male',
  MRS: 'female',
  MS: 'female',
  MISS: 'female',
};

/** The directory's traveller with exactly this name, when there is one (several: the agent must give SRDOCS). */
async function directoryTraveller(name: TNamedPassenger): Promise<TDirectoryPassenger | null> {
  const page = await callApi(PASSENGER_ENDPOINTS.list, { query: { search: name.lastName, pageSize: 50 } });
  const same = page.result.filter(
    (traveller) =>
      traveller.lastName.toUpperCase() === name.lastName && traveller.firstName.toUpperCase() === name.firstName,
  );
  return same.length === 1 ? same[0]! : null;
}

function documentOf(work: TWorkSession, number: number): TTravelDocument | undefined {
  return work.documents.find((document) => document.passenger === number);
}

/** The names, in order; refused when there are none. */
export function namedPassengers(work: TWorkSession): TNamedPassenger[] {
  if (work.names.length === 0) throw new CommandRefusal('commandLine.refusals.noNames');
  return work.names;
}

/** Every named traveller as a pre-order takes them (flights and packages): passport and birth date included. */
export async function travellerInputs(work: TWorkSession): Promise<TOrderPassengerInput[]> {
  const names = namedPassengers(work);
  return Promise.all(
    names.map(async (name, index) => {
      const number = index + 1;
      const document = documentOf(work, number);
      const known = document ? null : await directoryTraveller(name);
      const label = { passenger: `P${number}`, name: `${name.lastName}/${name.firstName}` };
      if (!document && !known) throw new CommandRefusal('commandLine.refusals.noDocument', label);
      const gender = document?.gender ?? (name.title ? TITLE_GENDER[name.title] : null) ?? known?.gender ?? null;
      if (!gender) throw new CommandRefusal('commandLine.refusals.noGender', label);
      // A type the name gave (CHD/INF with a birth date) wins; otherwise the directory's, otherwise an adult.
      const type = name.dateOfBirth !== null ? name.type : (known?.type ?? name.type);
      return {
        type,
        firstName: name.firstName,
        lastName: name.lastName,
        gender,
        dateOfBirth: name.dateOfBirth ?? document?.dateOfBirth ?? known!.dateOfBirth,
        passportNumber: document?.passportNumber ?? known!.passportNumber,
        passportExpiry: document?.passportExpiry ?? known!.passportExpiry,
        citizenship: document?.citizenship ?? known!.citizenship,
        ...(known ? { directoryId: known.id } : {}),
      };
    }),
  );
}

/** Whole years from a birth date to a day (a child guest's age at check-in). */
export function ageOn(dateOfBirth: string, day: string): number {
  const [birthYear, birthMonthDay] = [Number(dateOfBirth.slice(0, 4)), dateOfBirth.slice(5)];
  const [year, monthDay] = [Number(day.slice(0, 4)), day.slice(5)];
  return year - birthYear - (monthDay < birthMonthDay ? 1 : 0);
}
