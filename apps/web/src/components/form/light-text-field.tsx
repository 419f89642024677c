import FormControl from '@mui/material/FormControl';
import FormHelperText from '@mui/material/FormHelperText';
import InputLabel from '@mui/material/InputLabel';
import OutlinedInput, { type OutlinedInputProps } from '@mui/material/OutlinedInput';
import { useId } from 'react';

type TLightTextFieldProps = Omit<OutlinedInputProps, 'error' | 'label'> & {
  label: string;
  /** The message under the input; its presence marks the field invalid. */
  error?: string | undefined;
  /** Put on the input element (`data-testid`), where browser tests find it. */
  testId?: string;
};

/**
 * An outlined text field as MUI's TextField draws it, built from its parts: TextField also imports Select (with Menu,
 * Popover and Modal), which the public pages never use. For the screens of the first download only.
 */
export function LightTextField({
  label,
  error,
  testId,
  id,
  required,
  fullWidth,
  inputProps,
  ...props
}: TLightTextFieldProps) {
  const generatedId = useId();
  const inputId = id ?? generatedId;
  const helperId = `${inputId}-helper-text`;
  return (
    <FormControl variant="outlined" error={Boolean(error)} required={required} fullWidth={fullWidth}>
      <InputLabel htmlFor={inputId}>{label}</InputLabel>
      <OutlinedInput
        {...props}
        id={inputId}
        label={required ? `${label} *` : label}
        inputProps={{
          ...inputProps,
          ...(testId ? { 'data-testid': testId } : {}),
          ...(error ? { 'aria-describedby': helperId } : {}),
        }}
      />
      {error && <FormHelperText id={helperId}>{error}</FormHelperText>}
    </FormControl>
  );
}
