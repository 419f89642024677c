import { HOTELS } from '@frs/contract';
import type { AutocompleteRenderInputParams } from '@mui/material/Autocomplete';
import Box from '@mui/material/Box';
import TextField from '@mui/material/TextField';
import { useQuery } from '@tanstack/react-query';
import { useMemo, type HTMLAttributes, type Key, type ReactNode, type Ref } from 'react';
import { useTranslation } from 'react-i18next';
import { referenceListQuery } from '../../lib/reference-api';
import { useServerSearch } from '../form/use-server-search';

/** How many hotels the suggestions are drawn from at a time; typing narrows them on the server. */
const OPTION_COUNT = 20;

type THotelOfList = { id: number; name: string; city: string; country: string };

/**
 * A destination field's suggestions (the hotel and package searches): the hotels reference list, searched on the
 * server as one types (its search covers the hotel's name, city and country), made into the field's keyed options.
 * `searching` is the field's search state; `optionProps` are the Autocomplete's props of those options: their key,
 * equality by key, the narrowing while an answer is on its way, and the loading and empty texts.
 */
export function useHotelDestinations<TOption extends { key: string }>(
  toOptions: (hotels: readonly THotelOfList[]) => TOption[],
  labelOf: (option: TOption | string) => string,
) {
  const { t } = useTranslation();
  const searching = useServerSearch();
  const list = useQuery({
    ...referenceListQuery(HOTELS, { pageSize: OPTION_COUNT, search: searching.search }),
    enabled: searching.open,
  });
  const options = useMemo(() => toOptions(list.data?.result ?? []), [list.data, toOptions]);
  return {
    searching,
    options,
    optionProps: {
      options,
      getOptionLabel: labelOf,
      getOptionKey: (option: TOption | string) => (typeof option === 'string' ? option : option.key),
      isOptionEqualToValue: (option: TOption, chosen: TOption | string) =>
        typeof chosen !== 'string' && option.key === chosen.key,
      filterOptions: (all: TOption[]) => searching.narrow(all, list.isFetching, labelOf),
      loading: list.isFetching,
      loadingText: t('app.loading'),
      noOptionsText: t('resourceList.noOptions'),
    },
  };
}

/** A destination field's input: required, with its label, its hint or error, and its test id. */
export function destinationInput(field: {
  label: string;
  helperText: string;
  error: boolean;
  inputRef: Ref<HTMLInputElement>;
  testId: string;
}) {
  return (params: AutocompleteRenderInputParams) => (
    <TextField
      {...params}
      label={field.label}
      required
      error={field.error}
      helperText={field.helperText}
      inputRef={field.inputRef}
      slotProps={{
        ...params.slotProps,
        htmlInput: { ...params.slotProps.htmlInput, 'data-testid': field.testId },
      }}
    />
  );
}

/** One suggestion of a destination field: its icon and words in a row, with its test id. */
export function destinationOption<TOption>(
  testIdOf: (option: TOption) => string,
  content: (option: TOption) => ReactNode,
) {
  return (props: HTMLAttributes<HTMLLIElement> & { key: Key }, option: TOption) => {
    const { key, ...rest } = props;
    return (
      <Box
        component="li"
        key={key}
        {...rest}
        data-testid={testIdOf(option)}
        sx={{ display: 'flex', gap: 1, alignItems: 'center' }}
      >
        {content(option)}
      </Box>
    );
  };
}
