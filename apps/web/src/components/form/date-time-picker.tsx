import { DesktopDateTimePicker } from '@mui/x-date-pickers/DesktopDateTimePicker';
import { DesktopTimePicker } from '@mui/x-date-pickers/DesktopTimePicker';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import { renderTimeViewClock } from '@mui/x-date-pickers/timeViewRenderers';
import { usePickerProps, type TPickerProps } from './picker-props';

/**
 * DateTimeField's pickers, for a day and a time or a time of day: a chunk of its own, which date-time-field.tsx
 * imports on first use, apart from the date picker's (the screens with only dates never download the time pickers).
 * On a phone the desktop variant shows one view at a time, which fits a 375 px screen.
 */
export function Picker(props: TPickerProps) {
  const { common, calendar, locale } = usePickerProps(props);
  return (
    <LocalizationProvider {...locale}>
      {props.kind === 'time' ? (
        <DesktopTimePicker {...common} ampm={false} />
      ) : (
        <DesktopDateTimePicker
          {...common}
          {...calendar}
          ampm={false}
          viewRenderers={{ hours: renderTimeViewClock, minutes: renderTimeViewClock }}
        />
      )}
    </LocalizationProvider>
  );
}
