/** The chart's height, also kept by the empty box that stands in its place while the chart's code loads. */
export const CHART_HEIGHT = 320;

/** At most this many dates under the chart, evenly spaced and ending on the last day (fits a phone's width). */
const MAX_DAY_LABELS = 7;

/** "2026-11-24" -> "24.11" on the axis; the tooltip names the whole day, "24.11.2026". */
export function chartDayLabel(isoDate: string, withYear = false): string {
  const [year, month, day] = isoDate.split('-');
  return withYear ? `${day}.${month}.${year}` : `${day}.${month}`;
}

/** Every how many days the axis names a day, for a chart of `days` days. */
export function dayLabelStep(days: number): number {
  return Math.max(1, Math.ceil((days - 1) / (MAX_DAY_LABELS - 1)));
}
