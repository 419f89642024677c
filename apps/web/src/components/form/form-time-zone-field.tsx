import Autocomplete from '@mui/material/Autocomplete';
import TextField from '@mui/material/TextField';
import { supportedTimeZones, utcOffsetLabel } from '@frs/contract';
import { useMemo } from 'react';
import type { Control, FieldValues, Path } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { useFormField } from './use-form-field';

/** An IANA time zone chosen from the ones the browser knows, each with its offset today. */
export function FormTimeZoneField<TValues extends FieldValues>({
  control,
  name,
  label,
  testId,
  required,
}: {
  control: Control<TValues>;
  name: Path<TValues>;
  label: string;
  testId?: string;
  required?: boolean;
}) {
  const { t } = useTranslation();
  const { field, message } = useFormField(control, name);
  const zones = useMemo(() => supportedTimeZones(), []);
  const now = useMemo(() => new Date(), []);
  const value: unknown = field.value;
  return (
    <Autocomplete<string>
      options={zones}
      value={typeof value === 'string' && value !== '' ? value : null}
      onChange={(_event, zone) => field.onChange(zone ?? '')}
      onBlur={field.onBlur}
      getOptionLabel={(zone) => `${zone} (${utcOffsetLabel(now, zone)})`}
      noOptionsText={t('resourceList.noOptions')}
      renderInput={(params) => (
        <TextField
          {...params}
          label={label}
          required={required}
          error={Boolean(message)}
          helperText={message}
          inputRef={field.ref}
          slotProps={{
            ...params.slotProps,
            htmlInput: { ...params.slotProps.htmlInput, ...(testId ? { 'data-testid': testId } : {}) },
          }}
        />
      )}
    />
  );
}
