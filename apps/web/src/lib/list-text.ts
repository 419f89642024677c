/**
 * Items as a sentence in the reader's language: "A", "A and B", "A, B and C" (`and` is the catalogue's
 * `common.and`). Written out rather than left to Intl.ListFormat, which Chromium lacks for Armenian; the contract's,
 * which the history's text (on the screens and in the export) uses too.
 */
export { listText } from '@frs/contract';
