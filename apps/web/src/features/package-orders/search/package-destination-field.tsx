import { HOTELS } from '@frs/contract';
import PlaceIcon from '@mui/icons-material/PlaceOutlined';
import Autocomplete from '@mui/material/Autocomplete';
import Box from '@mui/material/Box';
import TextField from '@mui/material/TextField';
import { useQuery } from '@tanstack/react-query';
import { useMemo } from 'react';
import { useController, type Control } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { useServerSearch } from '../../../components/form/use-server-search';
import { translateFieldError } from '../../../lib/field-errors';
import { referenceListQuery } from '../../../lib/reference-api';
import type { TPackageSearch, TPackageSearchFormValues } from './package-search-values';

/** How many hotels the city suggestions are drawn from at a time; typing narrows them on the server. */
const OPTION_COUNT = 20;

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
  const searching = useServerSearch();
  const list = useQuery({
    ...referenceListQuery(HOTELS, { pageSize: OPTION_COUNT, search: searching.search }),
    enabled: searching.open,
  });
  const options = useMemo(() => citiesOf(list.data?.result ?? []), [list.data]);
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
      options={options}
      getOptionLabel={labelOf}
      getOptionKey={(option) => (typeof option === 'string' ? option : option.key)}
      isOptionEqualToValue={(option, chosen) => typeof chosen !== 'string' && option.key === chosen.key}
      filterOptions={(all) => searching.narrow(all, list.isFetching, labelOf)}
      loading={list.isFetching}
      loadingText={t('app.loading')}
      noOptionsText={t('resourceList.noOptions')}
      renderInput={(params) => (
        <TextField
          {...params}
          label={t('packageSearch.destination')}
          required
          error={Boolean(error)}
          helperText={error ?? t('packageSearch.destinationHint')}
          inputRef={field.ref}
          slotProps={{
            ...params.slotProps,
            htmlInput: { ...params.slotProps.htmlInput, 'data-testid': 'package-search-destination' },
          }}
        />
      )}
      renderOption={(props, option) => {
        const { key, ...rest } = props;
        return (
          <Box
            component="li"
            key={key}
            {...rest}
            data-testid={`package-search-city-${option.key}`}
            sx={{ display: 'flex', gap: 1, alignItems: 'center' }}
          >
            <PlaceIcon fontSize="small" color="action" aria-hidden />
            {`${option.city}, ${option.country}`}
          </Box>
        );
      }}
    />
  );
}
