import ApartmentIcon from '@mui/icons-material/Apartment';
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
import type { THotelSearch, THotelSearchFormValues } from './hotel-search-values';

type TDestination =
  | { kind: 'city'; key: string; city: string; country: string }
  | { kind: 'hotel'; key: string; id: number; name: string; city: string };

/** What the field shows for a destination: a city as its name, a hotel with its city. */
function labelOf(option: TDestination | string): string {
  if (typeof option === 'string') return option;
  return option.kind === 'city' ? option.city : `${option.name} · ${option.city}`;
}

/** The cities of the hotels found (once each), then the hotels themselves. */
function destinationsOf(hotels: readonly { id: number; name: string; city: string; country: string }[]) {
  const cities = new Map<string, TDestination>();
  for (const hotel of hotels) {
    const key = `city:${hotel.city.toLowerCase()}`;
    if (!cities.has(key)) cities.set(key, { kind: 'city', key, city: hotel.city, country: hotel.country });
  }
  const sortedCities = [...cities.values()].sort((a, b) => labelOf(a).localeCompare(labelOf(b)));
  const hotelOptions: TDestination[] = hotels.map((hotel) => ({
    kind: 'hotel',
    key: `hotel:${hotel.id}`,
    id: hotel.id,
    name: hotel.name,
    city: hotel.city,
  }));
  return [...sortedCities, ...hotelOptions];
}

/**
 * Where to stay: a city typed freely or chosen from the cities of the hotel list, or one hotel (then only that hotel
 * is searched). The suggestions come from the hotels reference list, searched on the server as one types (its search
 * covers the hotel's name, city and country). The form keeps the text in `city` and a chosen hotel in `hotelId`.
 */
export function DestinationField({ control }: { control: Control<THotelSearchFormValues, unknown, THotelSearch> }) {
  const { t } = useTranslation();
  const { field, fieldState } = useController({ control, name: 'city' });
  const hotel = useController({ control, name: 'hotelId' });
  const hotelId = hotel.field.value;
  const { searching, options, optionProps } = useHotelDestinations(destinationsOf, labelOf);
  // The server names a missing destination `city`, an unknown hotel `hotelId`: both are this field's.
  const error = translateFieldError(fieldState.error?.message ?? hotel.fieldState.error?.message, t);
  const value: TDestination | string | null =
    hotelId !== null
      ? (options.find((option) => option.kind === 'hotel' && option.id === hotelId) ?? field.value)
      : field.value || null;

  const choose = (next: TDestination | string | null) => {
    const chosenHotel = next !== null && typeof next !== 'string' && next.kind === 'hotel' ? next.id : null;
    hotel.field.onChange(chosenHotel);
    field.onChange(next === null ? '' : labelOf(next));
  };

  return (
    <Autocomplete<TDestination, false, false, true>
      freeSolo
      open={searching.open}
      onOpen={searching.autocompleteProps.onOpen}
      onClose={searching.autocompleteProps.onClose}
      value={value}
      inputValue={field.value}
      onInputChange={(event, text, reason) => {
        searching.autocompleteProps.onInputChange(event, text, reason);
        // Typing names a city; a chosen option sets the text itself (onChange), and a reset only echoes it.
        if (reason === 'input' || reason === 'clear') {
          if (hotelId !== null) hotel.field.onChange(null);
          field.onChange(text);
        }
      }}
      onChange={(_event, next) => choose(next)}
      onBlur={field.onBlur}
      // The server searched already (optionProps narrow only while its answer is on its way).
      {...optionProps}
      groupBy={(option) => t(option.kind === 'city' ? 'hotelSearch.cities' : 'hotelSearch.hotels')}
      renderInput={destinationInput({
        label: t('hotelSearch.destination'),
        error: Boolean(error),
        helperText: error ?? (hotelId !== null ? t('hotelSearch.oneHotel') : t('hotelSearch.destinationHint')),
        inputRef: field.ref,
        testId: 'hotel-search-destination',
      })}
      renderOption={destinationOption(
        (option) => `hotel-search-destination-${option.key.replace(':', '-')}`,
        (option) => (
          <>
            {option.kind === 'city' ? (
              <PlaceIcon fontSize="small" color="action" aria-hidden />
            ) : (
              <ApartmentIcon fontSize="small" color="action" aria-hidden />
            )}
            {option.kind === 'city' ? `${option.city}, ${option.country}` : labelOf(option)}
          </>
        ),
      )}
    />
  );
}
