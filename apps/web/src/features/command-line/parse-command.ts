import { COMMAND_CODES, type TCommand, type TCommandCode, type TParseResult } from './commands';
import { parseFlightAvailability, parseHotelAvailability, parsePackageAvailability } from './parse-availability';
import { parseContact } from './parse-contact';
import { parseDocument } from './parse-document';
import { parseNames } from './parse-names';
import { boundedNumber, failure, leftOver, parsed, understood, wordsOf, type TParsed } from './parse-words';

/**
 * The agent's command line: an entry (`AN20DECEVNMOW`, `SS1Y2`, `NM1PETROSYAN/ARAM MR`, `ER`) to the command it
 * means, or the error that says what to fix. Pure: the same entry on the same `today` (ISO yyyy-mm-dd, against which
 * dates are resolved) gives the same result. The entry is trimmed, its runs of spaces collapsed and it is uppercased
 * before it is read; an error's `part` is a substring of that uppercased entry.
 */

export const MAX_ENTRY_LENGTH = 200;
/** Invisible characters a paste can bring (NUL, escapes, bidirectional marks); tabs and line breaks are spaces. */
const CONTROL_CHARACTERS = /[\p{Cc}\p{Cf}]/u;

/** What the command's parser is handed: the entry after the command's code, uppercased and as typed. */
interface TRest {
  rest: string;
  restAsTyped: string;
  today: string;
}

interface TCommandForm {
  code: string;
  /** Whether the rest of the first word may follow the code glued (AN20DEC…, HESS), or the code stands alone (ER). */
  glues: (glued: string) => boolean;
  parse: (entry: TRest) => TParseResult;
}

/** The other names a help topic may be asked by (HE DOCS, HE TKOK, HE APE). */
const TOPIC_ALIASES: Record<string, TCommandCode> = { DOCS: 'SRDOCS', TKOK: 'TK', APE: 'AP', APM: 'AP' };

function topicOf(word: string): TCommandCode | null {
  if ((COMMAND_CODES as readonly string[]).includes(word)) return word as TCommandCode;
  return TOPIC_ALIASES[word] ?? null;
}

const anything = () => true;
const nothing = (glued: string) => glued === '';
/** AP+37491123456: only a phone may be glued to AP, so that APARAM is not read as a name. */
const gluedPhone = (glued: string) => glued === '' || /^[+\d]/.test(glued);
const gluedDash = (glued: string) => glued === '' || glued.startsWith('-');

/** A command of no arguments: anything after it is left over (`ER NOW`). */
function bare(code: string, command: TCommand, optionalWord?: string): TCommandForm {
  return {
    code,
    glues: nothing,
    parse: ({ rest }) => {
      const words = wordsOf(rest);
      if (optionalWord !== undefined && words[0] === optionalWord) words.shift();
      return leftOver(words) ?? understood(command);
    },
  };
}

const CLASS_CODE = /^[A-Z][A-Z0-9]{0,2}$/;

interface TClassAndCount {
  classCode: string | null;
  /** As written, checked by the caller. */
  count: string | undefined;
  extra: string[];
}

/** What follows a sell's line: `/2` (no class), `Y 2`, `Y2`, `ECO2`, `Y`. */
function classAndCount(after: string): TParsed<TClassAndCount> {
  if (after.startsWith('/')) {
    const [count, ...extra] = wordsOf(after.slice(1));
    return count === undefined ? failure('seatCount', '/') : parsed({ classCode: null, count, extra });
  }
  const [first, second, ...rest] = wordsOf(after) as [string, ...string[]];
  if (second !== undefined && /^\d+$/.test(second)) return parsed({ classCode: first, count: second, extra: rest });
  // Glued, the one last digit is the count: Y2 is Y and 2, Y22 is the class Y2 and 2.
  const glued = /^([A-Z][A-Z0-9]*?)(\d)?$/.exec(first);
  if (!glued) return failure('classCode', first);
  return parsed({ classCode: glued[1]!, count: glued[2], extra: second === undefined ? rest : [second, ...rest] });
}

/** `SS1Y2`, `SS 1 Y 2`, `SS1Y` (count null), `SS3` (a hotel's or package's line), `SS3/2` (2 rooms). */
function parseSell(rest: string): TParseResult {
  if (rest === '') return failure('missingLine');
  const digits = /^\d+/.exec(rest)?.[0];
  if (digits === undefined) return failure('lineNumber', wordsOf(rest)[0]);
  const line = boundedNumber(digits, 1, 99);
  if (line === null) return failure('lineNumber', digits);
  const after = rest.slice(digits.length).trim();
  if (after === '') return understood({ kind: 'sell', line, classCode: null, count: null });
  const read = classAndCount(after);
  if (!read.ok) return read;
  const { classCode, count: countText, extra } = read.value;
  if (classCode !== null && !CLASS_CODE.test(classCode)) return failure('classCode', classCode);
  const count = countText === undefined ? null : boundedNumber(countText, 1, 9);
  if (countText !== undefined && count === null) return failure('seatCount', countText);
  return leftOver(extra) ?? understood({ kind: 'sell', line, classCode, count });
}

/** `RT ABC123`, `RTABC123`, or `RT` alone: the current order again. */
function parseRetrieve(rest: string): TParseResult {
  const [pnr, ...extra] = wordsOf(rest);
  if (pnr === undefined) return understood({ kind: 'retrieve', pnr: null });
  if (!/^[A-Z0-9]{6}$/.test(pnr)) return failure('pnrFormat', pnr);
  return leftOver(extra) ?? understood({ kind: 'retrieve', pnr });
}

/** `HE`, `HE SS`, `HESS`. */
function parseHelp(rest: string): TParseResult {
  const [word, ...extra] = wordsOf(rest);
  if (word === undefined) return understood({ kind: 'help', topic: null });
  const topic = topicOf(word);
  if (topic === null) return failure('helpUnknown', word, { topic: word });
  return leftOver(extra) ?? understood({ kind: 'help', topic });
}

/** Longest codes first, so that TKOK is not read as TK and OK, nor APE and APM as AP and a glued word. */
const FORMS: TCommandForm[] = [
  { code: 'SRDOCS', glues: anything, parse: ({ rest, today }) => parseDocument(rest, today) },
  bare('TKOK', { kind: 'ticket' }),
  { code: 'DOCS', glues: anything, parse: ({ rest, today }) => parseDocument(rest, today) },
  { code: 'APE', glues: gluedDash, parse: ({ rest, restAsTyped }) => parseContact('email', rest, restAsTyped) },
  {
    code: 'APM',
    glues: (glued) => gluedDash(glued) || gluedPhone(glued),
    parse: ({ rest, restAsTyped }) => parseContact('phone', rest, restAsTyped),
  },
  { code: 'AP', glues: gluedPhone, parse: ({ rest, restAsTyped }) => parseContact('any', rest, restAsTyped) },
  { code: 'AN', glues: anything, parse: ({ rest, today }) => parseFlightAvailability(rest, today) },
  { code: 'HA', glues: anything, parse: ({ rest, today }) => parseHotelAvailability(rest, today) },
  { code: 'PA', glues: anything, parse: ({ rest, today }) => parsePackageAvailability(rest, today) },
  { code: 'SS', glues: anything, parse: ({ rest }) => parseSell(rest) },
  { code: 'NM', glues: anything, parse: ({ rest, today }) => parseNames(rest, today) },
  { code: 'RT', glues: anything, parse: ({ rest }) => parseRetrieve(rest) },
  { code: 'HE', glues: (glued) => glued === '' || topicOf(glued) !== null, parse: ({ rest }) => parseHelp(rest) },
  bare('ER', { kind: 'end' }),
  bare('TK', { kind: 'ticket' }, 'OK'),
  bare('BK', { kind: 'book' }),
  bare('XI', { kind: 'cancel' }),
  bare('RF', { kind: 'refund' }),
  bare('IG', { kind: 'ignore' }),
];

export function parseCommand(entry: string, today: string): TParseResult {
  const spaced = entry.replace(/[\t\n\r]/g, ' ');
  if (CONTROL_CHARACTERS.test(spaced)) return failure('invalidCharacters');
  const asTyped = spaced.replace(/\s+/g, ' ').trim();
  if (asTyped === '') return failure('empty');
  if (asTyped.length > MAX_ENTRY_LENGTH) return failure('tooLong');
  const upper = asTyped.toUpperCase();
  const firstWord = wordsOf(upper)[0]!;
  const form = FORMS.find(({ code, glues }) => firstWord.startsWith(code) && glues(firstWord.slice(code.length)));
  if (!form) return failure('unknownCommand', firstWord, { code: firstWord });
  return form.parse({
    rest: upper.slice(form.code.length).trim(),
    restAsTyped: asTyped.slice(form.code.length).trim(),
    today,
  });
}
