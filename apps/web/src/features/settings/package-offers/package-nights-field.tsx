import Autocomplete from '@mui/material/Autocomplete';
import TextField from '@mui/material/TextField';
import { MAX_PACKAGE_NIGHTS } from '@frs/contract';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useFormField } from '../../../components/form/use-form-field';
import type { TCustomWidget } from '../../../components/resource/resource-fields';
import { endsEntry, parseNights, withNights } from './nights-text';

/** Stay lengths offered as ready choices; any other is typed. */
const SUGGESTED = ['3', '4', '5', '7', '10', '14'];

const numbersOf = (value: unknown): number[] =>
  Array.isArray(value) ? value.filter((item): item is number => typeof item === 'number') : [];

/**
 * A package offer's stay lengths as chips: chosen from the usual ones or typed ("7, 10", Enter or a comma after
 * each). Backspace in the empty input removes the last chip; the arrow keys walk the chips.
 */
export const PackageNightsField: TCustomWidget = ({ control, name, label, testId, required }) => {
  const { t } = useTranslation();
  const { field, message } = useFormField(control, name);
  const nights = numbersOf(field.value);
  const [text, setText] = useState('');
  const [invalid, setInvalid] = useState(false);
  const commit = (typed: string, current: readonly number[] = nights) => {
    const parsed = parseNights(typed);
    setInvalid(parsed === null);
    if (parsed === null) return;
    field.onChange(withNights(current, parsed));
    setText('');
  };
  const error = invalid ? t('packageOfferWidgets.nights.invalid', { max: MAX_PACKAGE_NIGHTS }) : message;
  return (
    <Autocomplete<string, true, false, true>
      multiple
      freeSolo
      options={SUGGESTED}
      value={nights.map(String)}
      inputValue={text}
      filterSelectedOptions
      getOptionLabel={(option) => t('packageOfferWidgets.nights.label', { count: Number(option) })}
      onInputChange={(_event, typed, reason) => {
        if (reason !== 'input') return;
        if (endsEntry(typed)) commit(typed);
        else setText(typed);
      }}
      // Chosen, removed or typed and confirmed with Enter: the whole list again, each value parsed.
      onChange={(_event, values) => commit(values.join(' '), [])}
      onBlur={() => {
        if (text.trim() !== '') commit(text);
        field.onBlur();
      }}
      renderInput={(params) => (
        <TextField
          {...params}
          label={label}
          required={required}
          error={Boolean(error)}
          helperText={error ?? t('packageOfferWidgets.nights.hint')}
          inputRef={field.ref}
          slotProps={{
            ...params.slotProps,
            htmlInput: { ...params.slotProps.htmlInput, inputMode: 'numeric', 'data-testid': testId },
          }}
        />
      )}
    />
  );
};
