import { lazyModule } from '../../lib/lazy-module';
import type { TDateFieldProps } from './date-field';
import { LazyPickerField } from './lazy-picker-field';

export type TDateTimeFieldProps = TDateFieldProps & { kind: 'dateTime' | 'time' };

/** The time pickers, imported on first use (date-time-picker.tsx). */
export const dateTimePicker = lazyModule(() => import('./date-time-picker'));

/**
 * DateField's sibling for a day and a time ("24.11.2026 14:05", handed to the form as "2026-11-24T14:05") or a time
 * of day ("14:05"): the same typing, locale and form binding, with the time pickers that only a few forms need.
 */
export function DateTimeField(props: TDateTimeFieldProps) {
  return <LazyPickerField {...props} picker={dateTimePicker} />;
}
