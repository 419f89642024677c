/**
 * API keys (issue 33): an agency's keys (/developers), the staff's view of them (/agents/:id), and what a request made
 * with a key meets: the key's cache, address list, rate limits and call log (`createKeyGate`, used by plugins/auth.ts).
 * Owner of `api_keys` and `api_key_calls`. See README.md.
 */

export { createKeyGate, type TKeyGate } from './key-gate';
export { API_KEY_CHANNEL } from './key-cache';
export type { TCallClass, TKeyRates } from './rate-limit';
export { secretHashOf } from './api-keys-service';
export { apiKeysRoutes } from './routes';
