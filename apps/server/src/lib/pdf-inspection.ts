import { constants, createInflate } from 'node:zlib';

/**
 * What a PDF asks a reader to do, from its dictionaries' names: send-email refuses a PDF that carries JavaScript,
 * runs an action when it is opened (an OpenAction that is an action dictionary; one that is only a destination, "open
 * at page 1" as LibreOffice and Acrobat write it, is harmless) or launches a program (Launch). Names are read as a PDF
 * reader reads them:
 * outside strings, comments and stream data, with `#xx` escapes decoded (`/J#53` is `/JS`), and inside object
 * streams too (PDF 1.5 packs dictionaries into FlateDecode streams), which are inflated within a budget.
 */

/** The rules a PDF can break, the worst first: the answer names the worst one found. */
export const PDF_RULES = ['javaScript', 'launch', 'openAction', 'unreadable'] as const;
export type TPdfRule = (typeof PDF_RULES)[number];

/** The names each rule refuses, decoded. */
const RULE_OF_NAME: Readonly<Record<string, TPdfRule>> = {
  JS: 'javaScript',
  JavaScript: 'javaScript',
  Launch: 'launch',
};

/** Inflated bytes of all object streams of one PDF together; real ones hold kilobytes. */
export const PDF_MAX_INFLATED_BYTES = 50 * 1024 * 1024;

const WHITESPACE = new Set([0x00, 0x09, 0x0a, 0x0c, 0x0d, 0x20]);
const DELIMITERS = new Set([...'()<>[]{}/%'].map((character) => character.charCodeAt(0)));
const isRegular = (code: number) => !WHITESPACE.has(code) && !DELIMITERS.has(code) && !Number.isNaN(code);
const INTEGER = /^\d+$/;
const FLATE_FILTERS = new Set(['FlateDecode', 'Fl']);

/** A name's text with its `#xx` escapes decoded. */
function decodedName(raw: string): string {
  return raw.replace(/#([0-9A-Fa-f]{2})/g, (_, hex: string) => String.fromCharCode(parseInt(hex, 16)));
}

/** A stream met while scanning: the tokens of the dictionary just before it, and where its data starts. */
type TStreamHandler = (dictionary: readonly string[], dataStart: number) => number;
/** A top-level dictionary's tokens, flat, as it closes. */
type TDictionaryHandler = (dictionary: readonly string[]) => void;

/**
 * Walks PDF syntax (latin1 text, one character per byte), calling `onName` with every name, decoded, and `onStream`
 * at each `stream` keyword, which answers where scanning resumes. A dictionary's tokens are kept flat (names as
 * `/Name`, strings as `()`), only for the top-level dictionary before a stream.
 */
function scan(
  text: string,
  onName: (name: string) => void,
  onStream?: TStreamHandler,
  onDictionary?: TDictionaryHandler,
): void {
  let depth = 0;
  let dictionary: string[] = [];
  let lastDictionary: string[] | null = null;
  const token = (value: string) => {
    if (depth > 0) dictionary.push(value);
    else lastDictionary = null;
  };
  let index = 0;
  while (index < text.length) {
    const code = text.charCodeAt(index);
    const character = text[index];
    if (WHITESPACE.has(code)) {
      index += 1;
    } else if (character === '%') {
      while (index < text.length && text[index] !== '\n' && text[index] !== '\r') index += 1;
    } else if (character === '(') {
      let nesting = 0;
      for (; index < text.length; index += 1) {
        const inner = text[index];
        if (inner === '\\') index += 1;
        else if (inner === '(') nesting += 1;
        else if (inner === ')' && --nesting === 0) break;
      }
      index += 1;
      token('()');
    } else if (character === '<' && text[index + 1] === '<') {
      index += 2;
      if (depth === 0) dictionary = [];
      else dictionary.push('<<');
      depth += 1;
    } else if (character === '>' && text[index + 1] === '>') {
      index += 2;
      if (depth > 0) depth -= 1;
      if (depth === 0) {
        lastDictionary = dictionary;
        onDictionary?.(dictionary);
      } else dictionary.push('>>');
    } else if (character === '<') {
      const end = text.indexOf('>', index);
      index = end < 0 ? text.length : end + 1;
      token('()');
    } else if (character === '/') {
      let end = index + 1;
      while (end < text.length && isRegular(text.charCodeAt(end))) end += 1;
      const name = decodedName(text.slice(index + 1, end));
      onName(name);
      index = end;
      token(`/${name}`);
    } else if (!isRegular(code)) {
      // [ ] { } and a stray > or ).
      index += 1;
      token(character ?? '');
    } else {
      let end = index + 1;
      while (end < text.length && isRegular(text.charCodeAt(end))) end += 1;
      const word = text.slice(index, end);
      index = end;
      if (word === 'stream' && depth === 0 && onStream) {
        const dataStart = text.startsWith('\r\n', index)
          ? index + 2
          : /[\r\n]/.test(text[index] ?? '')
            ? index + 1
            : index;
        index = onStream(lastDictionary ?? [], dataStart);
        lastDictionary = null;
      } else {
        token(word);
      }
    }
  }
}

/** The value tokens after a key of a flat dictionary: a name, or the names of an array. */
function namesAfter(dictionary: readonly string[], key: string): string[] {
  const at = dictionary.indexOf(key);
  if (at < 0) return [];
  const value = dictionary[at + 1];
  if (value === '[') {
    const end = dictionary.indexOf(']', at);
    return dictionary.slice(at + 2, end < 0 ? undefined : end);
  }
  return value === undefined ? [] : [value];
}

/** The stream's /Length when it is written in place (not a reference to another object). */
function directLength(dictionary: readonly string[]): number | null {
  const at = dictionary.indexOf('/Length');
  const value = dictionary[at + 1];
  if (at < 0 || value === undefined || !INTEGER.test(value)) return null;
  const isReference = INTEGER.test(dictionary[at + 2] ?? '') && dictionary[at + 3] === 'R';
  return isReference ? null : Number(value);
}

/** Where a stream's data ends: at its direct /Length when `endstream` follows there, else at `endstream`. */
function streamEnd(text: string, dictionary: readonly string[], dataStart: number): number {
  const length = directLength(dictionary);
  if (length !== null) {
    const after = dataStart + length;
    const keyword = /^[\r\n]*endstream/.exec(text.slice(after, after + 12));
    if (keyword) return after;
  }
  const found = text.indexOf('endstream', dataStart);
  return found < 0 ? text.length : found;
}

/**
 * A stream that packs objects (dictionaries) a reader may act on: an object stream, known by its /First (which a
 * reader needs to find the objects, whereas /Type /ObjStm may be left out).
 */
function isObjectStream(dictionary: readonly string[]): boolean {
  return dictionary.includes('/First') || namesAfter(dictionary, '/Type').includes('/ObjStm');
}

/** Inflates a FlateDecode stream (zlib), tolerating a missing checksum, within `budget` bytes; null if it cannot. */
function inflateWithin(data: Buffer, budget: number): Promise<Buffer | null> {
  return new Promise((resolve) => {
    const inflater = createInflate({ finishFlush: constants.Z_SYNC_FLUSH });
    const chunks: Buffer[] = [];
    let size = 0;
    let settled = false;
    const finish = (result: Buffer | null) => {
      if (settled) return;
      settled = true;
      inflater.destroy();
      resolve(result);
    };
    inflater.on('data', (chunk: Buffer) => {
      size += chunk.length;
      if (size > budget) finish(null);
      else chunks.push(chunk);
    });
    inflater.on('end', () => finish(Buffer.concat(chunks)));
    inflater.on('error', () => finish(null));
    inflater.end(data);
  });
}

/**
 * The worst rule a PDF breaks (JavaScript, Launch, OpenAction, or an object stream that cannot be checked: another
 * filter than FlateDecode, a predictor, damaged or encrypted data, or past PDF_MAX_INFLATED_BYTES in all), or null.
 */
export async function inspectPdf(bytes: Buffer, maxInflatedBytes = PDF_MAX_INFLATED_BYTES): Promise<TPdfRule | null> {
  const text = bytes.toString('latin1');
  const found = new Set<TPdfRule>();
  const onName = (name: string) => {
    const rule = RULE_OF_NAME[name];
    if (rule) found.add(rule);
  };
  const openActions = new OpenActions(text, () => found.add('openAction'));
  const objectStreams: { dictionary: readonly string[]; data: Buffer }[] = [];
  scan(
    text,
    onName,
    (dictionary, dataStart) => {
      const end = streamEnd(text, dictionary, dataStart);
      if (isObjectStream(dictionary)) objectStreams.push({ dictionary, data: bytes.subarray(dataStart, end) });
      return end;
    },
    openActions.check,
  );

  let budget = maxInflatedBytes;
  for (const { dictionary, data } of objectStreams) {
    if (found.has('javaScript')) break;
    const filters = namesAfter(dictionary, '/Filter');
    const predictor = dictionary[dictionary.indexOf('/Predictor') + 1];
    const predicted = dictionary.includes('/Predictor') && predictor !== '1';
    if (predicted || filters.length > 1 || filters.some((filter) => !FLATE_FILTERS.has(filter.slice(1)))) {
      found.add('unreadable');
      continue;
    }
    const content = filters.length === 0 ? data : await inflateWithin(data, budget);
    if (!content) {
      found.add('unreadable');
      continue;
    }
    budget -= content.length;
    // Objects in a stream have no `N G obj` of their own: an OpenAction referring into one cannot be looked up.
    scan(content.toString('latin1'), onName, undefined, openActions.check);
  }
  return PDF_RULES.find((rule) => found.has(rule)) ?? null;
}

/**
 * The /OpenAction of the document's catalog: a destination (an array: a page and how to show it) is harmless; an
 * action (a dictionary, written in place or referred to) is refused. A reference is looked up among the file's
 * `N G obj` objects; one that cannot be found there (packed in an object stream, or missing) is refused too.
 */
class OpenActions {
  constructor(
    private readonly text: string,
    private readonly refuse: () => void,
  ) {}

  readonly check = (dictionary: readonly string[]): void => {
    const at = dictionary.indexOf('/OpenAction');
    if (at < 0) return;
    const [value, generation, keyword] = dictionary.slice(at + 1, at + 4);
    if (value === '[') return;
    if (INTEGER.test(value ?? '') && INTEGER.test(generation ?? '') && keyword === 'R') {
      if (this.referredValueStart(Number(value), Number(generation)) === '[') return;
    }
    this.refuse();
  };

  /** The first character of object `number generation`'s body, or null when the file has no such object. */
  private referredValueStart(number: number, generation: number): string | null {
    const header = new RegExp(`(?:^|[^0-9])${number}\\s+${generation}\\s+obj\\s*(\\[|<<)`, 'm').exec(this.text);
    return header ? (header[1] === '[' ? '[' : '<<') : null;
  }
}
