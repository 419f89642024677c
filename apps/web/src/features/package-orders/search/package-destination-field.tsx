import PlaceIcon from '@mui/icons-material/PlaceOutlined';
import Autocomplete from '@mui/material/Autocomplete';
import { useController, type Control } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import {
  destinationInput,
  destinationOption,
  useHotelDestinations,
} from '../../../components/orders/hotel-destinations';
import { translateFieldError } from '../../../lib/field-errors';
import type { TPackageSearch, TPackageSearchFormValues } from './package-search-values';

interface TCity {
  key: string;
  city: string;
  country: string;
}

/** The cities of the hotels found, once each, by name. */
function citiesOf(hotels: readonly { city: string; country: string }[]): TCity[] {
  const cities = new Map<string, TCity>();
  for (const hotel of hotels) {
    const key = hotel.city.toLowerCase();
    if (!cities.has(key)) cities.set(key, { key, city: hotel.city, country: hotel.country });
  }
  return [...cities.values()].sort((a, b) => a.city.localeCompare(b.city));
}

const labelOf = (option: TCity | string) => (typeof option === 'string' ? option : option.city);

/**
 * Where to go: a city typed freely or chosen from the cities of the hotel list (searched on the server as one
 * types), as the offers name their destination (any case).
 */
export function PackageDestinationField({
  control,
}: {
  control: Control<TPackageSearchFormValues, unknown, TPackageSearch>;
}) {
  const { t } = useTranslation();
  const { field, fieldState } = useController({ control, name: 'destination' });
  const { searching, optionProps } = useHotelDestinations(citiesOf, labelOf);
  const error = translateFieldError(fieldState.error?.message, t);

  return (
    <Autocomplete<TCity, false, false, true>
      freeSolo
      {...searching.autocompleteProps}
      value={field.value || null}
      inputValue={field.value}
      onInputChange={(event, text, reason) => {
        searching.autocompleteProps.onInputChange(event, text, reason);
        if (reason === 'input' || reason === 'clear') field.onChange(text);
      }}
      onChange={(_event, next) => field.onChange(next === null ? '' : labelOf(next))}
      onBlur={field.onBlur}
      {...optionProps}
      renderInput={destinationInput({
        label: t('packageSearch.destination'),
        error: Boolean(error),
        helperText: error ?? t('packageSearch.destinationHint'),
        inputRef: field.ref,
        testId: 'package-search-destination',
      })}
      renderOption={destinationOption(
        (option) => `package-search-city-${option.key}`,
        (option) => (
          <>
            <PlaceIcon fontSize="small" color="action" aria-hidden />
            {`${option.city}, ${option.country}`}
          </>
        ),
      )}
    />
  );
}
