import type { errorsEn, usagePlacesEn } from './texts/en/errors';

/**
 * Error codes: the keys of the catalogues' `errors` (texts/<language>/errors.ts). The server answers a code's text in
 * the language of the request's Accept-Language header; the web app shows the same texts for its own checks.
 */
export type TErrorCode = keyof typeof errorsEn;

/** The places a record can be used in, named by the IN_USE message ("Used in: flights (3), flight templates (1)"). */
export type TUsagePlace = keyof typeof usagePlacesEn;
