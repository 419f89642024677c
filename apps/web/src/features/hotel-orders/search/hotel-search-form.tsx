import { addDays, daysBetween, MAX_STAY_NIGHTS } from '@frs/contract';
import { useEffect } from 'react';
import { useWatch, type Path } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import {
  DestinationSearchForm,
  isIsoDate,
  useLineSearchForm,
  type TLineSearchFormProps,
} from '../../../components/orders/destination-search-form';
import { PartyFields } from '../../../components/orders/party-fields';
import { DestinationField } from './destination-field';
import {
  HOTEL_PARTY,
  hotelSearchResolver,
  MAX_CHILDREN,
  type THotelSearch,
  type THotelSearchFormValues,
} from './hotel-search-values';

/** Every input a server field error can name. */
const HOTEL_SEARCH_FIELDS: Path<THotelSearchFormValues>[] = [
  'city',
  'hotelId',
  'checkIn',
  'checkOut',
  'rooms',
  'adults',
  'childAges',
  ...Array.from({ length: MAX_CHILDREN }, (_, index) => `childAges.${index}` as const),
];

/**
 * The hotel search form: where (a city, or one hotel), the stay (check-out after check-in, at most MAX_STAY_NIGHTS
 * nights), the rooms and the party of each room. Validated with the contract's query schema, so a mistake reads the
 * same here as from the server; the server's own field errors land under the same inputs.
 */
export function HotelSearchForm({
  initialValues,
  onSearch,
  serverError,
  searching,
}: TLineSearchFormProps<THotelSearchFormValues, THotelSearch>) {
  const { t } = useTranslation();
  const { control, handleSubmit, setValue, getValues } = useLineSearchForm({
    resolver: hotelSearchResolver,
    initialValues,
    serverError,
    fields: HOTEL_SEARCH_FIELDS,
  });
  const checkIn = useWatch({ control, name: 'checkIn' });
  const checkOut = useWatch({ control, name: 'checkOut' });
  const nights = isIsoDate(checkIn) && isIsoDate(checkOut) ? daysBetween(checkIn, checkOut) : null;

  // A check-in moved to or past the check-out keeps the stay's length, so the dates never read backwards.
  useEffect(() => {
    const current = getValues('checkOut');
    if (!isIsoDate(checkIn) || (isIsoDate(current) && current > checkIn)) return;
    setValue('checkOut', addDays(checkIn, 1), { shouldValidate: isIsoDate(current) });
  }, [checkIn, getValues, setValue]);

  return (
    <DestinationSearchForm
      control={control}
      onSubmit={(event) => void handleSubmit(onSearch)(event)}
      label={t('hotelSearch.formLabel')}
      testIdPrefix="hotel-search"
      destination={<DestinationField control={control} />}
      start={{ name: 'checkIn', label: t('hotelSearch.checkIn'), testId: 'hotel-search-check-in' }}
      end={{
        name: 'checkOut',
        label: t('hotelSearch.checkOut'),
        testId: 'hotel-search-check-out',
        required: true,
        helperText:
          nights !== null && nights > 0
            ? t('hotelSearch.nights', { count: nights })
            : t('hotelSearch.maxNights', { count: MAX_STAY_NIGHTS }),
      }}
      endAfterStart={{ min: 1, max: MAX_STAY_NIGHTS }}
      // Wide enough for the longest label ("Մեծահասակներ մեկ սենյակում") on the field's border.
      partyColumns={{ xs: '1fr', sm: 'repeat(2, minmax(0, 1fr))', md: 'repeat(3, minmax(0, 240px))' }}
      party={
        <PartyFields
          control={control}
          party={HOTEL_PARTY}
          childrenSx={{ gridColumn: { xs: 'auto', sm: '1 / -1', md: 'auto' } }}
        />
      }
      hint={t('hotelSearch.partyHint')}
      submitLabel={t('hotelSearch.submit')}
      searching={searching}
    />
  );
}
