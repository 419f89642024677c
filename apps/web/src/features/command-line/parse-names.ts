import type { TNamedPassenger, TNamedType, TParseResult, TTitle } from './commands';
import { ageOn, resolveBirthDate } from './parse-date';
import { boundedNumber, failure, parsed, understood, type TFailure, type TParsed } from './parse-words';

/**
 * NM: `NM1PETROSYAN/ARAM MR`, `NM2PETROSYAN/ARAM MR/ANI MRS(CHD/05MAR19)`, several groups in one entry
 * (`NM1PETROSYAN/ARAM MR 1SARGSYAN/GEVORG MR`). A group is the count of its first names, the surname they share, and
 * each first name with its title and, for a child or an infant, (CHD/birth date) or (INF/birth date).
 */

/** Longest first, so that a title glued to the first name (ANIMRS) is read as MRS, not MS. */
const TITLES: readonly TTitle[] = ['MSTR', 'MISS', 'MRS', 'MS', 'MR'];
/** Latin letters, hyphens and apostrophes inside a name (SARGSYAN-PETROSYAN, O'NEIL). */
const NAME = /^[A-Z]+(?:['-][A-Z]+)*$/;
const AGE_GROUP = /^(CHD|INF)[/ ]?(.*)$/;
/** The age a child or an infant must be under on the day the name is given. */
const AGE_LIMITS = { child: { under: 12, error: 'childTooOld' }, infant: { under: 2, error: 'infantTooOld' } } as const;

const isTitle = (word: string): word is TTitle => (TITLES as readonly string[]).includes(word);

/** A surname or a first name: Latin letters only, said apart from other characters (a digit is a typo, not a script). */
export function checkName(name: string): TFailure | null {
  if (NAME.test(name)) return null;
  return /(?![A-Z])\p{L}/u.test(name) ? failure('latinOnly', name) : failure('nameCharacters', name);
}

/** Splits at each `separator` outside parentheses: the slash and the space of (CHD/05MAR19) are not a name's. */
function splitOutsideParentheses(text: string, separator: string): string[] {
  const pieces = [''];
  let depth = 0;
  for (const character of text) {
    if (character === '(') depth += 1;
    if (character === ')') depth = Math.max(0, depth - 1);
    if (character === separator && depth === 0) pieces.push('');
    else pieces[pieces.length - 1] += character;
  }
  return pieces;
}

/** The groups of an entry: each starts with its count (`1SARGSYAN/GEVORG MR`, or `1 SARGSYAN/…`). */
function groupsOf(rest: string): TParsed<string[]> {
  const groups: string[] = [];
  for (const word of splitOutsideParentheses(rest, ' ')) {
    if (/^\d/.test(word)) groups.push(word);
    else if (groups.length === 0) return failure('nameNumber', word);
    else groups[groups.length - 1] += ` ${word}`;
  }
  return parsed(groups);
}

/** `ARAM MR` or `ARAMMR` (GDS lets the title be glued: only taken when a first name of two letters or more is left). */
function firstNameAndTitle(text: string): TParsed<{ firstName: string; title: TTitle | null }> {
  const words = text.split(' ').filter((word) => word !== '');
  const [firstName, title, ...extra] = words;
  if (firstName === undefined || extra.length > 0 || isTitle(firstName)) return failure('nameFormat', text);
  if (title !== undefined) return isTitle(title) ? parsed({ firstName, title }) : failure('title', title);
  const glued = TITLES.find((candidate) => firstName.endsWith(candidate) && firstName.length >= candidate.length + 2);
  return parsed(glued ? { firstName: firstName.slice(0, -glued.length), title: glued } : { firstName, title: null });
}

/** `(CHD/05MAR19)`, `(INF/05MAR25)`: the type and the birth date, checked against the type's age limit. */
function ageGroup(text: string, today: string): TParsed<{ type: TNamedType; dateOfBirth: string }> {
  const group = AGE_GROUP.exec(text.slice(1, -1));
  if (!group) return failure('passengerType', text);
  const type = group[1] === 'CHD' ? 'child' : 'infant';
  if (group[2] === '') return failure('birthDateRequired', text);
  const birth = resolveBirthDate(group[2]!, today);
  if (!birth.ok) return birth;
  const limit = AGE_LIMITS[type];
  return ageOn(birth.value, today) >= limit.under
    ? failure(limit.error, group[2])
    : parsed({ type, dateOfBirth: birth.value });
}

/** One first name of a group, with the surname it shares. */
function passenger(lastName: string, text: string, today: string): TParsed<TNamedPassenger> {
  const open = text.indexOf('(');
  const nameText = open < 0 ? text : text.slice(0, open).trim();
  const groupText = open < 0 ? null : text.slice(open);
  if (groupText !== null && (!groupText.endsWith(')') || groupText.indexOf('(', 1) >= 0)) {
    return failure('nameFormat', text);
  }
  const named = nameText === '' ? failure('nameFormat', text) : firstNameAndTitle(nameText);
  if (!named.ok) return named;
  const wrongName = checkName(named.value.firstName);
  if (wrongName) return wrongName;
  const age = groupText === null ? parsed({ type: 'adult' as const, dateOfBirth: null }) : ageGroup(groupText, today);
  if (!age.ok) return age;
  return parsed({ lastName, ...named.value, ...age.value });
}

/** `2PETROSYAN/ARAM MR/ANI MRS`: the count must be the number of first names. */
function group(text: string, today: string): TParsed<TNamedPassenger[]> {
  const [, count, body] = /^(\d+) ?(.*)$/.exec(text)!;
  const [lastName, ...firstNames] = splitOutsideParentheses(body!, '/');
  if (!lastName || firstNames.length === 0 || firstNames.includes('')) return failure('nameFormat', text);
  if (boundedNumber(count!, 1, 99) !== firstNames.length) return failure('nameCountMismatch', text);
  const wrongSurname = checkName(lastName);
  if (wrongSurname) return wrongSurname;
  const passengers: TNamedPassenger[] = [];
  for (const firstName of firstNames) {
    const named = passenger(lastName, firstName, today);
    if (!named.ok) return named;
    passengers.push(named.value);
  }
  return parsed(passengers);
}

export function parseNames(rest: string, today: string): TParseResult {
  if (rest === '') return failure('missingNames');
  const groups = groupsOf(rest);
  if (!groups.ok) return groups;
  const passengers: TNamedPassenger[] = [];
  for (const text of groups.value) {
    const named = group(text, today);
    if (!named.ok) return named;
    passengers.push(...named.value);
  }
  return understood({ kind: 'names', passengers });
}
