import Box from '@mui/material/Box';
import FormHelperText from '@mui/material/FormHelperText';
import type { SxProps, Theme } from '@mui/material/styles';
import type { ParseKeys } from 'i18next';
import { Controller, useWatch, type Control, type FieldValues } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { translateFieldError } from '../../lib/field-errors';
import { ChildAgesField, NumberSelect } from '../form/number-select';
import { SearchSubmitButton } from '../form/search-submit-button';

/** The party a search form holds: the rooms, the adults (per room, or in all) and one age per child. */
export interface TPartyValues extends FieldValues {
  rooms: number;
  adults: number;
  childAges: (number | null)[];
}

/**
 * A line's party block, declared once beside its search values: the texts (keys of the line's bundle), the choices
 * the line sells and the prefix of the selects' test ids.
 */
export interface TPartyFieldsDeclaration {
  /** `<prefix>-rooms`, `<prefix>-adults`, `<prefix>-children`, `<prefix>-child-age-<index>`, `<prefix>-submit`. */
  testIdPrefix: string;
  labels: { rooms: ParseKeys; adults: ParseKeys; children: ParseKeys; childAges: ParseKeys; childAge: ParseKeys };
  roomCounts: readonly number[];
  adultChoices: (children: number) => number[];
  childCountChoices: (adults: number) => number[];
  childAges: readonly number[];
}

/**
 * The rooms, the adults and the children with their ages, as the hotel and package searches ask for them; the form
 * places them in its own grid (`childrenSx` places the children's block in it).
 */
export function PartyFields<TValues extends TPartyValues, TSearch>({
  control,
  party,
  childrenSx,
}: {
  control: Control<TValues, unknown, TSearch>;
  party: TPartyFieldsDeclaration;
  childrenSx: SxProps<Theme>;
}) {
  const { t } = useTranslation();
  // The fields read and write only the party's three values, whatever else the form holds.
  const partyControl = control as unknown as Control<TPartyValues>;
  const adults = useWatch({ control: partyControl, name: 'adults' });
  const childAges = useWatch({ control: partyControl, name: 'childAges' });
  return (
    <>
      <Controller
        control={partyControl}
        name="rooms"
        render={({ field, fieldState }) => (
          <NumberSelect
            label={t(party.labels.rooms)}
            value={field.value}
            choices={party.roomCounts}
            onChange={(value) => field.onChange(value ?? 1)}
            testId={`${party.testIdPrefix}-rooms`}
            error={translateFieldError(fieldState.error?.message, t)}
          />
        )}
      />
      <Controller
        control={partyControl}
        name="adults"
        render={({ field, fieldState }) => (
          <NumberSelect
            label={t(party.labels.adults)}
            value={field.value}
            choices={party.adultChoices(childAges.length)}
            onChange={(value) => field.onChange(value ?? 1)}
            testId={`${party.testIdPrefix}-adults`}
            error={translateFieldError(fieldState.error?.message, t)}
          />
        )}
      />
      <Box sx={childrenSx}>
        <Controller
          control={partyControl}
          name="childAges"
          render={({ field, fieldState }) => (
            <ChildAgesField
              ages={field.value}
              onChange={field.onChange}
              error={fieldState.error}
              countChoices={party.childCountChoices(adults)}
              ageChoices={party.childAges}
              label={t(party.labels.children)}
              groupLabel={t(party.labels.childAges)}
              ageLabel={(number) => t(party.labels.childAge, { number })}
              testIdPrefix={party.testIdPrefix}
            />
          )}
        />
      </Box>
    </>
  );
}

/** The hint under a party block (who counts as a child) beside the form's submit button. */
export function PartyHintAndSubmit({
  hint,
  ...submit
}: {
  hint: string;
  searching: boolean;
  label: string;
  testId: string;
}) {
  return (
    <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 2, alignItems: 'center', justifyContent: 'space-between' }}>
      <FormHelperText component="p" sx={{ m: 0 }}>
        {hint}
      </FormHelperText>
      <SearchSubmitButton {...submit} />
    </Box>
  );
}
