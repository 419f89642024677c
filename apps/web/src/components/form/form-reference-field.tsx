import Autocomplete from '@mui/material/Autocomplete';
import TextField from '@mui/material/TextField';
import { REFERENCE_RESOURCES, type TReferenceResourceName, type TResourceDescriptor } from '@frs/contract';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useController, type Control, type FieldValues, type Path } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { translateFieldError } from '../../lib/field-errors';
import { referenceItemQuery, referenceListQuery } from '../../lib/reference-api';
import { useDebouncedValue } from '../../lib/use-debounced-value';

type TOption = { id: number };

/** How many matches the autocomplete offers at a time; typing narrows them on the server. */
const OPTION_COUNT = 20;

interface TReferenceAutocompleteProps {
  resource: TReferenceResourceName;
  value: number | null;
  onChange: (id: number | null) => void;
  label: string;
  testId?: string;
  required?: boolean;
  error?: string;
  onBlur?: () => void;
  inputRef?: React.Ref<HTMLInputElement>;
  size?: 'small' | 'medium';
}

/**
 * Chooses a record of another reference resource by searching it on the server (the resource's `search`), and
 * shows the chosen one by its descriptor's label. Used by forms and by the list filters.
 */
export function ReferenceAutocomplete({
  resource,
  value,
  onChange,
  label,
  testId,
  required,
  error,
  onBlur,
  inputRef,
  size,
}: TReferenceAutocompleteProps) {
  const { t } = useTranslation();
  const descriptor: TResourceDescriptor = REFERENCE_RESOURCES[resource];
  const [open, setOpen] = useState(false);
  const [typed, setTyped] = useState('');
  const search = useDebouncedValue(typed, 250);
  const options = useQuery({
    ...referenceListQuery(descriptor, { pageSize: OPTION_COUNT, search }),
    enabled: open,
  });
  const selected = useQuery({ ...referenceItemQuery(descriptor, value ?? 0), enabled: value !== null });
  const current: TOption | null = value === null ? null : (selected.data ?? { id: value });
  const choices: TOption[] = options.data?.result ?? [];

  return (
    <Autocomplete<TOption>
      open={open}
      onOpen={() => setOpen(true)}
      onClose={() => setOpen(false)}
      value={current}
      options={current && !choices.some((option) => option.id === current.id) ? [current, ...choices] : choices}
      onChange={(_event, option) => onChange(option?.id ?? null)}
      onInputChange={(_event, text, reason) => setTyped(reason === 'input' ? text : '')}
      onBlur={onBlur}
      getOptionLabel={(option) => ('id' in option && selectedOrListed(option) ? descriptor.toLabel(option) : '')}
      isOptionEqualToValue={(option, chosen) => option.id === chosen.id}
      // The server searched already; while its answer to the latest typing is on its way, the previous answer is
      // narrowed here, so that Enter right after typing never picks an option that does not match.
      filterOptions={(all) => {
        const text = typed.trim().toLowerCase();
        if (!text || (text === search.trim().toLowerCase() && !options.isFetching)) return all;
        return all.filter((option) => descriptor.toLabel(option).toLowerCase().includes(text));
      }}
      loading={options.isFetching}
      loadingText={t('app.loading')}
      noOptionsText={t('resourceList.noOptions')}
      size={size}
      renderInput={(params) => (
        <TextField
          {...params}
          label={label}
          required={required}
          error={Boolean(error)}
          helperText={error}
          inputRef={inputRef}
          slotProps={{
            ...params.slotProps,
            htmlInput: { ...params.slotProps.htmlInput, ...(testId ? { 'data-testid': testId } : {}) },
          }}
        />
      )}
      renderOption={(props, option) => {
        const { key, ...rest } = props;
        return (
          <li key={key} {...rest} data-testid={testId ? `${testId}-option-${option.id}` : undefined}>
            {descriptor.toLabel(option)}
          </li>
        );
      }}
    />
  );
}

/** A record still loading is an `{ id }` only: it has no label yet. */
function selectedOrListed(option: TOption): boolean {
  return Object.keys(option).length > 1;
}

/** The autocomplete above, bound to a react-hook-form field holding the record's id. */
export function FormReferenceField<TValues extends FieldValues>({
  control,
  name,
  resource,
  label,
  testId,
  required,
}: {
  control: Control<TValues>;
  name: Path<TValues>;
  resource: TReferenceResourceName;
  label: string;
  testId?: string;
  required?: boolean;
}) {
  const { t } = useTranslation();
  const { field, fieldState } = useController({ control, name });
  const value: unknown = field.value;
  return (
    <ReferenceAutocomplete
      resource={resource}
      value={typeof value === 'number' ? value : null}
      onChange={field.onChange}
      onBlur={field.onBlur}
      inputRef={field.ref}
      label={label}
      testId={testId}
      required={required}
      error={translateFieldError(fieldState.error?.message, t)}
    />
  );
}
