import type { fieldErrorsEn } from './texts/en/fields';

/** Field-level message codes: the keys of the catalogues' `fieldErrors` (texts/<language>/fields.ts). */
export type TFieldMessageCode = keyof typeof fieldErrorsEn;
