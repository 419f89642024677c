export const APP_NAME = 'Flights Reservation System';
export const APP_VERSION = '1.0.15';
export const MIN_PASSWORD_LENGTH = 6;
export const MAX_PASSWORD_LENGTH = 128;
/** Popover text is truncated at this many characters by default. */
export const POPOVER_TRUNCATE_LENGTH = 20;
/** A lazy-loaded part that has not arrived after this long is reported as a load error. */
export const LAZY_LOAD_TIMEOUT_MS = 120_000;
/** Request bodies above this size are refused with 413. */
export const MAX_BODY_BYTES = 1024 * 1024;
/**
 * Throttling of the public account calls: this many attempts within the window answer 429 (registration, codes,
 * links, forgot-password). Login counts failures in the same window but slows only the failing address and account
 * pair (apps/server/src/lib/login-throttle.ts, README "Login throttling").
 */
export const LOGIN_MAX_FAILURES = 10;
export const LOGIN_FAILURE_WINDOW_MINUTES = 15;
