/**
 * The least width of a passenger's name in the order tables: names wrap (a table must fit 1366 px beside the
 * drawer) but never to a word per line.
 */
export const NAME_MIN_WIDTH = 170;
