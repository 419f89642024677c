import Box from '@mui/material/Box';
import Grid from '@mui/material/Grid';
import InputAdornment from '@mui/material/InputAdornment';
import Typography from '@mui/material/Typography';
import {
  AIRPORTS,
  isReferenceResourceName,
  LANGUAGES,
  localToUtc,
  PASSENGER_TYPES,
  PENALTY_TYPES,
  utcOffsetLabel,
  type TFieldDescriptor,
} from '@frs/contract';
import { useQuery } from '@tanstack/react-query';
import type { ComponentType, ReactNode } from 'react';
import { useWatch, type Control, type FieldValues } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { dynamicT } from '../../lib/i18n/dynamic-keys';
import { LANGUAGE_NAMES } from '../../lib/i18n';
import { referenceItemQuery } from '../../lib/reference-api';
import { FormDateField } from '../form/form-date-field';
import { FormDateTimeField } from '../form/form-date-time-field';
import { FormMoneyField } from '../form/form-money-field';
import { FormReferenceField } from '../form/form-reference-field';
import { FormSelectField } from '../form/form-select-field';
import { FormSwitchField } from '../form/form-switch-field';
import { FormTextField } from '../form/form-text-field';
import { FormTimeZoneField } from '../form/form-time-zone-field';

/** A widget a screen registers for a `custom` field of its descriptor. */
export type TCustomWidget = ComponentType<{
  control: Control<FieldValues>;
  name: string;
  label: string;
  testId: string;
  required: boolean;
}>;

interface TWidgetProps {
  control: Control<FieldValues>;
  field: TFieldDescriptor;
  /** The field's path in the form (`prices.adult.fare` for a sub-field of a passenger-type group). */
  name: string;
  label: string;
  customWidgets?: Readonly<Record<string, TCustomWidget>>;
}

/** Test ids of inputs: `field-<path>` (`field-iataCode`, `field-prices.adult.fare`). */
export const fieldTestId = (name: string) => `field-${name}`;

/** The zone of the airport chosen in another field, shown under a local date-time (and in its helper text). */
function LocalDateTimeField({
  control,
  name,
  label,
  airportField,
  required,
}: {
  control: Control<FieldValues>;
  name: string;
  label: string;
  airportField: string;
  required: boolean;
}) {
  const { t } = useTranslation();
  const airportId: unknown = useWatch({ control, name: airportField });
  const local: unknown = useWatch({ control, name });
  const airport = useQuery({
    ...referenceItemQuery(AIRPORTS, typeof airportId === 'number' ? airportId : 0),
    enabled: typeof airportId === 'number',
  });
  const zone = airport.data?.timeZone;
  const instant = zone && typeof local === 'string' ? localToUtc(local, zone) : null;
  const hint = airport.data
    ? t('flights.localTimeIn', {
        airport: airport.data.iataCode,
        zone: `${airport.data.timeZone} (${utcOffsetLabel(instant ?? new Date(), airport.data.timeZone)})`,
      })
    : undefined;
  return (
    <FormDateTimeField
      kind="dateTime"
      control={control}
      name={name}
      label={label}
      required={required}
      fullWidth
      helperText={hint}
      testId={fieldTestId(name)}
    />
  );
}

/** A penalty: a percentage of the price, or a fixed amount. */
function MoneyOrPercentField({ control, name, label }: { control: Control<FieldValues>; name: string; label: string }) {
  const { t } = useTranslation();
  const translate = dynamicT(t);
  const type: unknown = useWatch({ control, name: `${name}.type` });
  return (
    <Box sx={{ display: 'flex', gap: 1, alignItems: 'flex-start' }}>
      <FormSelectField
        control={control}
        name={`${name}.type`}
        label={label}
        size="small"
        sx={{ minWidth: 150, flex: 1 }}
        testId={fieldTestId(`${name}.type`)}
        options={PENALTY_TYPES.map((value) => ({ value, label: translate(`enums.penaltyType.${value}`) }))}
      />
      {type === 'amount' ? (
        <FormMoneyField
          control={control}
          name={`${name}.value`}
          label={t('enums.penaltyType.amount')}
          size="small"
          sx={{ flex: 1 }}
          testId={fieldTestId(`${name}.value`)}
        />
      ) : (
        <FormTextField
          control={control}
          name={`${name}.value`}
          label="%"
          numeric
          size="small"
          sx={{ flex: 1 }}
          testId={fieldTestId(`${name}.value`)}
        />
      )}
    </Box>
  );
}

function FieldWidget({ control, field, name, label, customWidgets }: TWidgetProps): ReactNode {
  const { t } = useTranslation();
  const translate = dynamicT(t);
  const common = { control, name, label, required: field.required, testId: fieldTestId(name) };
  const widget = field.widget;
  switch (widget.kind) {
    case 'text':
      return (
        <FormTextField
          {...common}
          fullWidth
          multiline={widget.multiline}
          minRows={widget.multiline ? 3 : undefined}
          sx={widget.upperCase ? { '& input': { textTransform: 'uppercase' } } : undefined}
        />
      );
    case 'url':
      return <FormTextField {...common} fullWidth type="url" />;
    case 'integer':
      return (
        <FormTextField
          {...common}
          fullWidth
          numeric
          slotProps={
            widget.unit
              ? { input: { endAdornment: <InputAdornment position="end">{t(`units.${widget.unit}`)}</InputAdornment> } }
              : undefined
          }
        />
      );
    case 'decimal':
      return (
        <FormTextField
          {...common}
          fullWidth
          numeric
          slotProps={{
            htmlInput: { step: 'any' },
            ...(widget.unit
              ? { input: { endAdornment: <InputAdornment position="end">{t(`units.${widget.unit}`)}</InputAdornment> } }
              : {}),
          }}
        />
      );
    case 'money':
      return <FormMoneyField {...common} fullWidth />;
    case 'moneyOrPercent':
      return <MoneyOrPercentField control={control} name={name} label={label} />;
    case 'enum':
      return (
        <FormSelectField
          {...common}
          fullWidth
          options={widget.options.map((value) => ({ value, label: translate(`enums.${widget.labels}.${value}`) }))}
        />
      );
    case 'reference':
      if (!isReferenceResourceName(widget.resource)) throw new Error(`Unknown resource ${widget.resource}`);
      return <FormReferenceField {...common} resource={widget.resource} />;
    case 'boolean':
      return <FormSwitchField control={control} name={name} label={label} testId={common.testId} />;
    case 'timeZone':
      return <FormTimeZoneField {...common} />;
    case 'time':
      return <FormDateTimeField {...common} kind="time" fullWidth />;
    case 'date':
      return <FormDateField {...common} fullWidth />;
    case 'localDateTime':
      return (
        <LocalDateTimeField
          control={control}
          name={name}
          label={label}
          airportField={widget.airportField}
          required={field.required}
        />
      );
    case 'multilingual':
      return (
        <Box component="fieldset" sx={{ border: 0, p: 0, m: 0, display: 'grid', gap: 1.5 }}>
          <Typography component="legend" variant="subtitle2" sx={{ mb: 1 }}>
            {label}
          </Typography>
          {LANGUAGES.map((language) => (
            <FormTextField
              key={language}
              control={control}
              name={`${name}.${language}`}
              label={LANGUAGE_NAMES[language]}
              testId={fieldTestId(`${name}.${language}`)}
              fullWidth
              multiline={widget.multiline}
              minRows={widget.multiline ? 2 : undefined}
            />
          ))}
        </Box>
      );
    case 'passengerTypes':
      return (
        <Box component="fieldset" sx={{ border: 0, p: 0, m: 0 }}>
          <Typography component="legend" variant="subtitle2" sx={{ mb: 1 }}>
            {label}
          </Typography>
          {PASSENGER_TYPES.map((passengerType) => (
            <Box
              key={passengerType}
              component="fieldset"
              sx={{ border: 1, borderColor: 'divider', borderRadius: 1, p: 1.5, m: 0, mb: 1.5 }}
            >
              <Typography component="legend" variant="body2" sx={{ px: 0.5, fontWeight: 600 }}>
                {t(`passengerTypes.${passengerType}`)}
              </Typography>
              <Grid container spacing={1.5}>
                {widget.fields.map((sub) => (
                  <Grid key={sub.name} size={{ xs: 12, sm: sub.widget.kind === 'moneyOrPercent' ? 12 : 6, md: 4 }}>
                    <FieldWidget
                      control={control}
                      field={sub}
                      name={`${name}.${passengerType}.${sub.name}`}
                      label={translate(sub.label)}
                      customWidgets={customWidgets}
                    />
                  </Grid>
                ))}
              </Grid>
            </Box>
          ))}
        </Box>
      );
    case 'custom': {
      const Custom = customWidgets?.[widget.widget];
      if (!Custom) throw new Error(`No widget registered for "${widget.widget}"`);
      return <Custom {...common} />;
    }
  }
}

/** Every field of a descriptor, laid out two to a row on wide screens and one per row on a phone. */
export function ResourceFields({
  control,
  fields,
  customWidgets,
}: {
  control: Control<FieldValues>;
  fields: readonly TFieldDescriptor[];
  customWidgets?: Readonly<Record<string, TCustomWidget>>;
}) {
  const { t } = useTranslation();
  const translate = dynamicT(t);
  return (
    <Grid container spacing={2}>
      {fields.map((field) => (
        <Grid key={field.name} size={{ xs: 12, sm: field.wide ? 12 : 6 }}>
          <FieldWidget
            control={control}
            field={field}
            name={field.name}
            label={translate(field.label)}
            customWidgets={customWidgets}
          />
        </Grid>
      ))}
    </Grid>
  );
}
