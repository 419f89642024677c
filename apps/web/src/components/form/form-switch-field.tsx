import FormControlLabel from '@mui/material/FormControlLabel';
import Switch from '@mui/material/Switch';
import { useController, type Control, type FieldValues, type Path } from 'react-hook-form';

/** A yes/no switch bound to a react-hook-form field. */
export function FormSwitchField<TValues extends FieldValues>({
  control,
  name,
  label,
  testId,
}: {
  control: Control<TValues>;
  name: Path<TValues>;
  label: string;
  testId?: string;
}) {
  const { field } = useController({ control, name });
  return (
    <FormControlLabel
      label={label}
      control={
        <Switch
          name={field.name}
          checked={field.value === true}
          onChange={(event) => field.onChange(event.target.checked)}
          onBlur={field.onBlur}
          slotProps={{ input: { ...(testId ? { 'data-testid': testId } : {}) } }}
        />
      }
    />
  );
}
