import { MAX_PACKAGE_SEARCH_DAYS, MAX_PASSENGERS } from '@frs/contract';
import { Controller, type Path } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { NumberSelect } from '../../../components/form/number-select';
import {
  DestinationSearchForm,
  useLineSearchForm,
  type TLineSearchFormProps,
} from '../../../components/orders/destination-search-form';
import { PartyFields } from '../../../components/orders/party-fields';
import { translateFieldError } from '../../../lib/field-errors';
import { PackageDestinationField } from './package-destination-field';
import {
  PACKAGE_PARTY,
  PACKAGE_NIGHTS,
  packageSearchResolver,
  type TPackageSearch,
  type TPackageSearchFormValues,
} from './package-search-values';

/** Every input a server field error can name. */
const PACKAGE_SEARCH_FIELDS: Path<TPackageSearchFormValues>[] = [
  'destination',
  'departureFrom',
  'departureTo',
  'nights',
  'adults',
  'childAges',
  'rooms',
  ...Array.from({ length: MAX_PASSENGERS - 1 }, (_, index) => `childAges.${index}` as const),
];

/**
 * The package search form: the destination, the departure date or range (at most MAX_PACKAGE_SEARCH_DAYS dates),
 * the nights (any the offers sell, or one length), the party and its rooms. Validated with the contract's request
 * schema, so a mistake reads the same here as from the server; the server's field errors land under the same inputs.
 */
export function PackageSearchForm({
  initialValues,
  onSearch,
  serverError,
  searching,
}: TLineSearchFormProps<TPackageSearchFormValues, TPackageSearch>) {
  const { t } = useTranslation();
  const { control, handleSubmit } = useLineSearchForm({
    resolver: packageSearchResolver,
    initialValues,
    serverError,
    fields: PACKAGE_SEARCH_FIELDS,
  });

  return (
    <DestinationSearchForm
      control={control}
      onSubmit={(event) => void handleSubmit(onSearch)(event)}
      label={t('packageSearch.formLabel')}
      testIdPrefix="package-search"
      destination={<PackageDestinationField control={control} />}
      start={{
        name: 'departureFrom',
        label: t('packageSearch.departureFrom'),
        testId: 'package-search-departure-from',
      }}
      end={{
        name: 'departureTo',
        label: t('packageSearch.departureTo'),
        testId: 'package-search-departure-to',
        required: false,
        helperText: t('packageSearch.departureToHint', { count: MAX_PACKAGE_SEARCH_DAYS }),
      }}
      endAfterStart={{ min: 0, max: MAX_PACKAGE_SEARCH_DAYS - 1 }}
      partyColumns={{ xs: '1fr 1fr', sm: 'repeat(4, minmax(0, 160px))' }}
      party={
        <>
          <Controller
            control={control}
            name="nights"
            render={({ field, fieldState }) => (
              <NumberSelect
                label={t('packageSearch.nights')}
                value={field.value}
                choices={PACKAGE_NIGHTS}
                onChange={field.onChange}
                testId="package-search-nights"
                emptyLabel={t('packageSearch.anyNights')}
                error={translateFieldError(fieldState.error?.message, t)}
              />
            )}
          />
          <PartyFields
            control={control}
            party={PACKAGE_PARTY}
            childrenSx={{ gridColumn: { xs: '1 / -1', sm: 'auto' } }}
          />
        </>
      }
      hint={t('packageSearch.partyHint')}
      submitLabel={t('packageSearch.submit')}
      searching={searching}
    />
  );
}
