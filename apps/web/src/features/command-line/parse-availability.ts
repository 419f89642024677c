import type { TParseResult, TParty } from './commands';
import { looksLikeTravelDate, resolveTravelDate } from './parse-date';
import { boundedNumber, failure, leftOver, parsed, takeLead, understood, wordsOf, type TParsed } from './parse-words';

/**
 * The availability commands: AN (flights), HA (hotels), PA (packages). Each reads its words left to right; a compact
 * entry (AN20DECEVNMOW, HAPAR20DEC3N2A) is cut into the same words by taking the leading date or code off a word.
 */

/** In AN, letters follow the date (the places): every digit after the month is the date's. */
const FLIGHT_DATE_LEAD = /^(?:\+\d+|\d+[A-Z]{3}\d*)/;
/**
 * In HA and PA the party may follow the date glued (20DEC3N2A): two digits after the month are the year unless a
 * party letter follows them (20DEC263N is 2026 and 3 nights, 20DEC10N is 20 December and 10 nights).
 */
const STAY_DATE_LEAD = /^(?:\+\d+|\d+[A-Z]{3}(?:\d{2}(?![NAR]))?)/;
/** A compact HA/PA entry starts with a 3-letter code glued to its date (PAR20DEC): a city name needs its space. */
const PLACE_CODE_LEAD = /^[A-Z]{3}(?=[+\d])/;
/** A code (EVN) or a city name in Latin letters, its parts joined by hyphens (NEW-YORK). */
const PLACE = /^[A-Z]+(?:-[A-Z]+)*$/;
const PARTY_ITEM = /^(?:(\d+)([NAR])|C(\d+))/;

const DEFAULT_ADULTS = 2;
const DEFAULT_ROOMS = 1;

function readPlace(place: string): TParsed<string> {
  return PLACE.test(place) && place.length >= 3 ? parsed(place) : failure('place', place);
}

/** The date at the head of the words: a whole word (20DEC26), or the lead of a compact one (20DEC of 20DECEVNMOW). */
function readDate(words: string[], lead: RegExp, today: string): TParsed<string> {
  const first = words[0];
  if (first === undefined) return failure('missingDate');
  const text = looksLikeTravelDate(first) ? words.shift()! : takeLead(words, lead);
  return text === null ? failure('invalidDate', first) : resolveTravelDate(text, today);
}

/** From and to: `EVNMOW` (two codes glued), or two words (`EVN MOW`, `YEREVAN MOSCOW`). */
function readRoute(words: string[]): TParsed<{ from: string; to: string }> {
  const first = words.shift();
  if (first === undefined) return failure('route');
  const glued = words.length === 0 ? /^([A-Z]{3})([A-Z]{3})$/.exec(first) : null;
  if (words.length === 0 && !glued) return failure('route', first);
  const from = readPlace(glued ? glued[1]! : first);
  if (!from.ok) return from;
  const toText = glued ? glued[2]! : words.shift()!;
  const to = readPlace(toText);
  if (!to.ok) return to;
  return from.value === to.value ? failure('sameAirports', toText) : parsed({ from: from.value, to: to.value });
}

/** `*27DEC`: resolved like the outbound (against today), on or after it. */
function readReturnDate(text: string, outbound: string, today: string): TParsed<string> {
  const words = wordsOf(text);
  const first = words.shift();
  if (first === undefined) return failure('returnDate', '*');
  if (!looksLikeTravelDate(first)) return failure('invalidDate', first);
  // The return is read from the outbound day, as an agent counts it: *+7 is a week after the outbound, and a day
  // without a year is the next one on or after it.
  const date = resolveTravelDate(first, outbound);
  // A date with its year before the outbound (but not past) is a return before the outbound, not a past day.
  if (!date.ok && resolveTravelDate(first, today).ok) return failure('returnBeforeOutbound', first);
  if (!date.ok) return date;
  if (date.value < outbound || date.value < today) return failure('returnBeforeOutbound', first);
  return leftOver(words) ?? date;
}

/** AN20DECEVNMOW, AN 20DEC26 YEREVAN MOSCOW, AN+3EVNMOW*27DEC, AN 20DEC EVN MOW *+7. */
export function parseFlightAvailability(rest: string, today: string): TParseResult {
  const star = rest.indexOf('*');
  const words = wordsOf(star < 0 ? rest : rest.slice(0, star));
  const date = readDate(words, FLIGHT_DATE_LEAD, today);
  if (!date.ok) return date;
  const route = readRoute(words);
  if (!route.ok) return route;
  const extra = leftOver(words);
  if (extra) return extra;
  const returnDate = star < 0 ? parsed(null) : readReturnDate(rest.slice(star + 1), date.value, today);
  if (!returnDate.ok) return returnDate;
  return understood({ kind: 'flightAvailability', ...route.value, date: date.value, returnDate: returnDate.value });
}

interface TPartyCounts {
  nights: number | null;
  adults: number | null;
  rooms: number | null;
  childAges: number[];
}

/** One item of the party (`3N`, `2A`, `1R`, `C5`) added to the counts, or why it cannot be. */
function addPartyItem(counts: TPartyCounts, item: RegExpExecArray): TParsed<TPartyCounts> {
  const [text, digits, unit, childAge] = item;
  if (childAge !== undefined) {
    const age = boundedNumber(childAge, 0, 17);
    return age === null ? failure('childAge', text) : parsed({ ...counts, childAges: [...counts.childAges, age] });
  }
  const limits = {
    N: { field: 'nights', min: 1, max: 30 },
    A: { field: 'adults', min: 1, max: 9 },
    R: { field: 'rooms', min: 1, max: 5 },
  } as const;
  const { field, min, max } = limits[unit as keyof typeof limits];
  if (counts[field] !== null) return failure('partyRepeated', text);
  const value = boundedNumber(digits!, min, max);
  return value === null ? failure(field, text) : parsed({ ...counts, [field]: value });
}

/** The items of one party word (`3N`, or several glued: `3N2AC5`), or null when a piece of it is none. */
function partyItems(word: string): RegExpExecArray[] | null {
  const items: RegExpExecArray[] = [];
  for (let rest = word; rest !== '';) {
    const item = PARTY_ITEM.exec(rest);
    if (!item) return null;
    items.push(item);
    rest = rest.slice(item[0].length);
  }
  return items;
}

/** The party words after the date, in any order. */
function readParty(words: string[]): TParsed<TPartyCounts> {
  let counts: TPartyCounts = { nights: null, adults: null, rooms: null, childAges: [] };
  for (const word of words) {
    const items = partyItems(word);
    if (!items) return failure('partyToken', word);
    for (const item of items) {
      const added = addPartyItem(counts, item);
      if (!added.ok) return added;
      counts = added.value;
    }
  }
  return parsed(counts);
}

interface TStay {
  place: string;
  date: string;
  nights: number | null;
  party: TParty;
}

/** What HA and PA share: a place, a date, then the party. */
function readStay(rest: string, today: string): TParsed<TStay> {
  const words = wordsOf(rest);
  if (words.length === 0) return failure('missingPlace');
  const place = readPlace(takeLead(words, PLACE_CODE_LEAD) ?? words.shift()!);
  if (!place.ok) return place;
  const date = readDate(words, STAY_DATE_LEAD, today);
  if (!date.ok) return date;
  const counts = readParty(words);
  if (!counts.ok) return counts;
  const { nights, adults, rooms, childAges } = counts.value;
  const party = { adults: adults ?? DEFAULT_ADULTS, childAges, rooms: rooms ?? DEFAULT_ROOMS };
  return parsed({ place: place.value, date: date.value, nights, party });
}

/** HA PAR 20DEC 3N 2A C5 1R, HAPAR20DEC3N2A: the nights are required. */
export function parseHotelAvailability(rest: string, today: string): TParseResult {
  const stay = readStay(rest, today);
  if (!stay.ok) return stay;
  const { place, date, nights, party } = stay.value;
  if (nights === null) return failure('missingNights');
  return understood({ kind: 'hotelAvailability', place, checkIn: date, nights, party });
}

/** PA DXB 20DEC 2A, PA DUBAI 20DEC 2A 7N C5, PADXB20DEC2A: without nights, packages of every length. */
export function parsePackageAvailability(rest: string, today: string): TParseResult {
  const stay = readStay(rest, today);
  if (!stay.ok) return stay;
  return understood({ kind: 'packageAvailability', ...stay.value });
}
