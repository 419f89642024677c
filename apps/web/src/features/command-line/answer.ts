/**
 * The command line's scroll-back: each entry as typed and the lines of its answer, already in the reader's language
 * (an answer is what the API returned at that moment, like a GDS screen; it is not redrawn later).
 */
export type TAnswerTone = 'entry' | 'plain' | 'ok' | 'error' | 'ask';

export interface TAnswerLine {
  tone: TAnswerTone;
  text: string;
  /** An order's page, when the line names one (its PNR links there). */
  path?: string;
}

/** A catalogue lookup with values, as i18next's `t` (kept this narrow so the runner is tested without React). */
export type TTranslate = (key: string, values?: Record<string, string | number>) => string;

export const plain = (text: string): TAnswerLine => ({ tone: 'plain', text });
export const ok = (text: string, path?: string): TAnswerLine =>
  path === undefined ? { tone: 'ok', text } : { tone: 'ok', text, path };
export const failure = (text: string): TAnswerLine => ({ tone: 'error', text });
export const ask = (text: string): TAnswerLine => ({ tone: 'ask', text });

/** An error the runner answers with instead of calling the API (what the agent must fix first). */
export class CommandRefusal extends Error {
  constructor(
    readonly key: string,
    readonly values: Record<string, string | number> = {},
  ) {
    super(key);
    this.name = 'CommandRefusal';
  }
}

/** Pads a column of a table answer (the availability lines are a monospaced table, as on a GDS screen). */
export function column(text: string | number, width: number): string {
  const value = String(text);
  return value.length >= width ? `${value} ` : value.padEnd(width);
}
