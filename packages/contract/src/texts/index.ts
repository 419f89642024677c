import type { TLanguage } from '../languages';
import type { TTexts } from './catalogue';
import { en } from './en';
import { hy } from './hy';
import { ru } from './ru';

export * from './catalogue';
export { en as enTexts } from './en';
export { hy as hyTexts } from './hy';
export { ru as ruTexts } from './ru';
// One area of one language at a time, for the web app's per-language chunks (a whole catalogue would bring the
// mails' and documents' texts along).
export * from './en/errors';
export * from './en/fields';
export * from './hy/errors';
export * from './hy/fields';
export * from './ru/errors';
export * from './ru/fields';

/**
 * Every text people read, by language: the server's errors, mails, PDFs and exports, and (through its own
 * per-language chunks, which import `hyTexts`, `enTexts`, `ruTexts` one each) the web app.
 */
export const TEXTS: Readonly<Record<TLanguage, TTexts>> = { hy, en, ru };

export function textsOf(language: TLanguage): TTexts {
  return TEXTS[language];
}
