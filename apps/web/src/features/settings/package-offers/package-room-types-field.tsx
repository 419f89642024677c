import Autocomplete from '@mui/material/Autocomplete';
import Box from '@mui/material/Box';
import FormHelperText from '@mui/material/FormHelperText';
import TextField from '@mui/material/TextField';
import { MAX_PACKAGE_ROOM_TYPES, ROOMS } from '@frs/contract';
import { useQueries, useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useFormState } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { ReferenceAutocomplete } from '../../../components/form/reference-autocomplete';
import { useFormField } from '../../../components/form/use-form-field';
import type { TCustomWidget } from '../../../components/resource/resource-fields';
import { translateFieldError } from '../../../lib/field-errors';
import { referenceItemQuery, referenceListQuery } from '../../../lib/reference-api';
import { roomTypeLabel, useRoomTypeNames, type TRoomType } from './room-type-labels';

/** The most room types one list request answers; a hotel chosen above narrows the list to its own. */
const PAGE = 100;

/** A room type chosen before its record arrived: only its id is known. */
type TOption = Pick<TRoomType, 'id'> & Partial<Omit<TRoomType, 'id'>>;

const idsOf = (value: unknown): number[] =>
  Array.isArray(value) ? value.filter((item): item is number => typeof item === 'number') : [];

/**
 * The room types a package offer sells, as chips of "hotel · category · meal". The list holds the room types of one
 * hotel when a hotel is chosen in the first input (searched on the server), else the first ones of all hotels; typing
 * in the second input narrows what is listed. An unknown room type's error (`roomIds.2`) names it under the input.
 */
export const PackageRoomTypesField: TCustomWidget = ({ control, name, label, testId, required }) => {
  const { t } = useTranslation();
  const { field, message } = useFormField(control, name);
  const { errors } = useFormState({ control, name });
  const [hotelId, setHotelId] = useState<number | null>(null);
  const chosenIds = idsOf(field.value);
  const listed = useQuery(referenceListQuery(ROOMS, { pageSize: PAGE, ...(hotelId === null ? {} : { hotelId }) }));
  const chosen = useQueries({ queries: chosenIds.map((id) => referenceItemQuery(ROOMS, id)) });
  const chosenRooms: TOption[] = chosenIds.map((id, index) => chosen[index]?.data ?? { id });
  const options: TOption[] = listed.data?.result ?? [];
  const known = [...options, ...chosenRooms].filter((room): room is TRoomType => room.hotelId !== undefined);
  const names = useRoomTypeNames(known);
  const labelOf = ({ id, hotelId, roomCategoryId, mealType }: TOption) =>
    hotelId === undefined || roomCategoryId === undefined || mealType === undefined
      ? t('packageOfferWidgets.roomTypes.unknown', { id })
      : roomTypeLabel({ id, hotelId, roomCategoryId, mealType }, names);
  const itemErrors = Object.entries((errors[name] as Record<string, { message?: unknown }> | undefined) ?? {})
    .filter(([key, error]) => /^\d+$/.test(key) && typeof error?.message === 'string')
    .map(([key, error]) => {
      const room = chosenRooms[Number(key)];
      const text = translateFieldError(String(error.message), t) ?? '';
      return room ? t('packageOfferWidgets.roomTypes.itemError', { label: labelOf(room), message: text }) : text;
    });
  return (
    <Box sx={{ display: 'grid', gap: 1.5, minWidth: 0 }} data-testid={testId}>
      <ReferenceAutocomplete
        resource="hotels"
        value={hotelId}
        onChange={setHotelId}
        label={t('packageOfferWidgets.roomTypes.hotel')}
        testId={`${testId}-hotel`}
        size="small"
      />
      <Autocomplete<TOption, true>
        multiple
        filterSelectedOptions
        options={options}
        value={chosenRooms}
        onChange={(_event, rooms) => field.onChange(rooms.slice(0, MAX_PACKAGE_ROOM_TYPES).map((room) => room.id))}
        onBlur={field.onBlur}
        getOptionLabel={labelOf}
        isOptionEqualToValue={(option, value) => option.id === value.id}
        loading={listed.isFetching}
        loadingText={t('app.loading')}
        noOptionsText={t('resourceList.noOptions')}
        renderOption={(props, option) => {
          const { key, ...rest } = props;
          return (
            <li key={key} {...rest} data-testid={`${testId}-option-${option.id}`}>
              {labelOf(option)}
            </li>
          );
        }}
        renderInput={(params) => (
          <TextField
            {...params}
            label={label}
            required={required}
            error={Boolean(message) || itemErrors.length > 0}
            helperText={message ?? t('packageOfferWidgets.roomTypes.hint')}
            inputRef={field.ref}
            slotProps={{
              ...params.slotProps,
              htmlInput: { ...params.slotProps.htmlInput, 'data-testid': `${testId}-input` },
            }}
          />
        )}
      />
      {itemErrors.map((text) => (
        <FormHelperText key={text} error>
          {text}
        </FormHelperText>
      ))}
    </Box>
  );
};
