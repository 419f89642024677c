import { DesktopDatePicker } from '@mui/x-date-pickers/DesktopDatePicker';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import { usePickerProps, type TPickerProps } from './picker-props';

/**
 * DateField's picker (MUI X with dayjs): a chunk of its own, which date-field.tsx imports when the field is first used
 * or the browser is idle, so no screen downloads it before it is drawn.
 *
 * The desktop variant is used on phones too: its field stays typeable, and its calendar fits a 375 px screen.
 */
export function Picker(props: TPickerProps) {
  const { common, calendar, locale } = usePickerProps({ ...props, kind: 'date' });
  return (
    <LocalizationProvider {...locale}>
      <DesktopDatePicker {...common} {...calendar} />
    </LocalizationProvider>
  );
}
