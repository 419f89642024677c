import type { TParseResult, TTravelDocument } from './commands';
import { resolveBirthDate, resolveExpiryDate } from './parse-date';
import { checkName } from './parse-names';
import { boundedNumber, failure, parsed, understood, type TFailure, type TParsed } from './parse-words';

/**
 * SRDOCS (or DOCS): a passport, in the GDS form
 * `P/AM/AS1234567/AM/15MAR84/M/20JAN31/PETROSYAN/ARAM/P1` (type / issuing country / number / nationality / birth /
 * gender / expiry / surname / first name / name's number) or the short form `AS1234567/AM/15MAR84/20JAN31/P1`
 * (number / nationality / birth / expiry / name's number). The name's number may be left out: P1.
 */

const FULL_FIELDS = 9;
const SHORT_FIELDS = 4;
/** The GDS status a pasted SRDOCS line carries (`SRDOCS HK1 P/…`): it says nothing the parser needs. */
const STATUS_CODE = /^HK1(?: |$)/;
const COUNTRY = /^[A-Z]{2}$/;
const PASSPORT_NUMBER = /^[A-Z0-9]{5,20}$/;
/** MI and FI are an infant's (the infant travels on an adult's seat); the gender is the same. */
const GENDERS = { M: 'male', F: 'female', MI: 'male', FI: 'female' } as const;

type TDocumentFields = Omit<TTravelDocument, 'passenger' | 'gender' | 'lastName' | 'firstName'>;

/** `/P2`: the name's number, 1 to 99. */
function passengerOf(reference: string): TParsed<number> {
  const number = /^P(\d+)$/.exec(reference);
  const passenger = number ? boundedNumber(number[1]!, 1, 99) : null;
  return passenger === null ? failure('passengerReference', reference) : parsed(passenger);
}

function country(code: string): TFailure | null {
  return COUNTRY.test(code) ? null : failure('countryCode', code);
}

/** What both forms give: number / nationality / birth / expiry. */
function passportFields(
  number: string,
  nationality: string,
  birth: string,
  expiry: string,
  today: string,
): TParsed<TDocumentFields> {
  if (!PASSPORT_NUMBER.test(number)) return failure('passportNumber', number);
  const wrongCountry = country(nationality);
  if (wrongCountry) return wrongCountry;
  const dateOfBirth = resolveBirthDate(birth, today);
  if (!dateOfBirth.ok) return dateOfBirth;
  const passportExpiry = resolveExpiryDate(expiry, today);
  if (!passportExpiry.ok) return passportExpiry;
  return parsed({
    passportNumber: number,
    citizenship: nationality,
    dateOfBirth: dateOfBirth.value,
    passportExpiry: passportExpiry.value,
  });
}

/** P / issuing country / number / nationality / birth / gender / expiry / surname / first name. */
function fullForm(fields: string[], today: string): TParsed<Omit<TTravelDocument, 'passenger'>> {
  const [type, issuer, number, nationality, birth, genderCode, expiry, lastName, firstName] = fields as [
    string,
    string,
    string,
    string,
    string,
    string,
    string,
    string,
    string,
  ];
  if (type !== 'P') return failure('documentType', type);
  const wrongIssuer = country(issuer);
  if (wrongIssuer) return wrongIssuer;
  const passport = passportFields(number, nationality, birth, expiry, today);
  if (!passport.ok) return passport;
  const gender = Object.hasOwn(GENDERS, genderCode) ? GENDERS[genderCode as keyof typeof GENDERS] : null;
  if (gender === null) return failure('gender', genderCode);
  const wrongName = checkName(lastName) ?? checkName(firstName);
  if (wrongName) return wrongName;
  return parsed({ ...passport.value, gender, lastName, firstName });
}

function shortForm(fields: string[], today: string): TParsed<Omit<TTravelDocument, 'passenger'>> {
  const [number, nationality, birth, expiry] = fields as [string, string, string, string];
  const passport = passportFields(number, nationality, birth, expiry, today);
  if (!passport.ok) return passport;
  return parsed({ ...passport.value, gender: null, lastName: null, firstName: null });
}

export function parseDocument(rest: string, today: string): TParseResult {
  const text = rest.replace(STATUS_CODE, '');
  if (text === '') return failure('documentFormat');
  const fields = text.split('/');
  const reference = fields.length === FULL_FIELDS + 1 || fields.length === SHORT_FIELDS + 1 ? fields.pop()! : 'P1';
  if (fields.length !== FULL_FIELDS && fields.length !== SHORT_FIELDS) return failure('documentFormat', text);
  if (fields.includes('')) return failure('documentFormat', text);
  const read = fields.length === FULL_FIELDS ? fullForm(fields, today) : shortForm(fields, today);
  if (!read.ok) return read;
  const passenger = passengerOf(reference);
  if (!passenger.ok) return passenger;
  return understood({ kind: 'document', document: { passenger: passenger.value, ...read.value } });
}
