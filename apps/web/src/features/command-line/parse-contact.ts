import type { TParseResult } from './commands';
import { failure, understood, wordsOf } from './parse-words';

/**
 * AP: the order's contact. `AP +37491123456 aram@example.test Aram Petrosyan` takes its parts in any order: a word
 * with @ is the e-mail, a word starting with + or a digit the phone, the other words the name. APE takes an e-mail
 * only, APM a phone only (`APE-…`, `APM-…` as a GDS writes them too). The e-mail and the name keep the case they were
 * typed in: the words come from the entry as typed, and the errors point at the same words of the uppercased entry.
 */

/** Which parts an AP entry may give. */
export type TContactMode = 'any' | 'email' | 'phone';

const EMAIL = /^[^\s@]+@[^\s@.]+(?:\.[^\s@.]+)+$/;
const MAX_EMAIL_LENGTH = 254;
const PHONE_CHARACTERS = /^\+?[\d()-]+$/;
const PHONE_DIGITS = { min: 7, max: 15 };

type TPart = 'email' | 'phone' | 'name';

function partOf(word: string): TPart {
  if (word.includes('@')) return 'email';
  return /^[+\d]/.test(word) ? 'phone' : 'name';
}

function isEmail(word: string): boolean {
  return word.length <= MAX_EMAIL_LENGTH && EMAIL.test(word);
}

function isPhone(word: string): boolean {
  const digits = word.replace(/\D/g, '').length;
  return PHONE_CHARACTERS.test(word) && digits >= PHONE_DIGITS.min && digits <= PHONE_DIGITS.max;
}

/** Why a word cannot be the part it reads as, in this mode (APE takes only an e-mail, APM only a phone). */
function wrongWord(part: TPart, word: string, mode: TContactMode): 'email' | 'phone' | null {
  if (mode === 'email') return part === 'email' && isEmail(word) ? null : 'email';
  if (mode === 'phone') return part === 'phone' && isPhone(word) ? null : 'phone';
  if (part === 'email') return isEmail(word) ? null : 'email';
  if (part === 'phone') return isPhone(word) ? null : 'phone';
  return null;
}

/** `rest` is the entry after the command uppercased (for the errors' parts), `restAsTyped` the same as typed. */
export function parseContact(mode: TContactMode, rest: string, restAsTyped: string): TParseResult {
  // APE-ARAM@EXAMPLE.TEST: the GDS's dash after APE and APM.
  const withoutDash = (text: string) => (mode === 'any' ? text : text.replace(/^-/, ''));
  const upperWords = wordsOf(withoutDash(rest));
  const typedWords = wordsOf(withoutDash(restAsTyped));
  if (typedWords.length === 0) return failure('contactEmpty');
  const contact: Record<TPart, string | null> = { email: null, phone: null, name: null };
  for (const [index, word] of typedWords.entries()) {
    const part = partOf(word);
    const shown = upperWords[index] ?? word;
    const wrong = wrongWord(part, word, mode);
    if (wrong) return failure(wrong, shown);
    if (part !== 'name' && contact[part] !== null) return failure('contactRepeated', shown);
    contact[part] = part === 'name' && contact.name !== null ? `${contact.name} ${word}` : word;
  }
  return understood({ kind: 'contact', ...contact });
}
