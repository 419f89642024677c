import { DesktopDateTimePicker } from '@mui/x-date-pickers/DesktopDateTimePicker';
import { DesktopTimePicker } from '@mui/x-date-pickers/DesktopTimePicker';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import { renderTimeViewClock } from '@mui/x-date-pickers/timeViewRenderers';
import { usePickerProps, type TDateFieldProps } from './date-field';

export type TDateTimeFieldProps = TDateFieldProps & { kind: 'dateTime' | 'time' };

/**
 * DateField's sibling for a day and a time ("24.11.2026 14:05", handed to the form as "2026-11-24T14:05") or a time
 * of day ("14:05"): the same typing, locale and form binding, with the time pickers that only a few forms need.
 */
export function DateTimeField(props: TDateTimeFieldProps) {
  const { common, calendar, locale } = usePickerProps(props);
  return (
    <LocalizationProvider {...locale}>
      {props.kind === 'dateTime' ? (
        <DesktopDateTimePicker
          {...common}
          {...calendar}
          ampm={false}
          viewRenderers={{ hours: renderTimeViewClock, minutes: renderTimeViewClock }}
        />
      ) : (
        <DesktopTimePicker {...common} ampm={false} />
      )}
    </LocalizationProvider>
  );
}
