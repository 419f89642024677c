import Autocomplete from '@mui/material/Autocomplete';
import TextField from '@mui/material/TextField';
import { REFERENCE_RESOURCES, type TReferenceResourceName, type TResourceDescriptor } from '@frs/contract';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { referenceItemQuery, referenceListQuery } from '../../lib/reference-api';
import type { TAutocompleteHandover } from './lazy-autocomplete';
import { useServerSearch } from './use-server-search';

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
  /** The first match is highlighted as the options come, so that Enter picks it (the search form's airports). */
  autoHighlight?: boolean;
  /** Where the user was in the stand-in it replaces (reference-filter.tsx): it takes the focus, its options open. */
  handover?: TAutocompleteHandover;
}

/**
 * Chooses a record of another reference resource by searching it on the server (the resource's `search`), and
 * shows the chosen one by its descriptor's label. Used by forms (FormReferenceField) and by the list filters, which
 * import it from this module without react-hook-form, so that their screens do not load the form kit.
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
  autoHighlight,
  handover,
}: TReferenceAutocompleteProps) {
  const { t } = useTranslation();
  const descriptor: TResourceDescriptor = REFERENCE_RESOURCES[resource];
  const searching = useServerSearch({ initiallyOpen: handover === 'open' });
  const options = useQuery({
    ...referenceListQuery(descriptor, { pageSize: OPTION_COUNT, search: searching.search }),
    enabled: searching.open,
  });
  const selected = useQuery({ ...referenceItemQuery(descriptor, value ?? 0), enabled: value !== null });
  const current: TOption | null = value === null ? null : (selected.data ?? { id: value });
  const choices: TOption[] = options.data?.result ?? [];

  return (
    <Autocomplete<TOption>
      {...searching.autocompleteProps}
      value={current}
      options={current && !choices.some((option) => option.id === current.id) ? [current, ...choices] : choices}
      onChange={(_event, option) => onChange(option?.id ?? null)}
      onBlur={onBlur}
      getOptionLabel={(option) => ('id' in option && selectedOrListed(option) ? descriptor.toLabel(option) : '')}
      isOptionEqualToValue={(option, chosen) => option.id === chosen.id}
      // The server searched already.
      filterOptions={(all) => searching.narrow(all, options.isFetching, descriptor.toLabel)}
      loading={options.isFetching}
      loadingText={t('app.loading')}
      noOptionsText={t('resourceList.noOptions')}
      size={size}
      autoHighlight={autoHighlight}
      renderInput={(params) => (
        <TextField
          {...params}
          label={label}
          autoFocus={handover !== undefined}
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
