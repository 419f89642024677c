import AddIcon from '@mui/icons-material/Add';
import DeleteIcon from '@mui/icons-material/DeleteOutlined';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import FormHelperText from '@mui/material/FormHelperText';
import IconButton from '@mui/material/IconButton';
import InputAdornment from '@mui/material/InputAdornment';
import Typography from '@mui/material/Typography';
import { HOTEL_PENALTY_TYPES, MAX_CANCELLATION_TIERS } from '@frs/contract';
import { useId } from 'react';
import { useFieldArray, useFormState, useWatch, type Control, type FieldValues } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { translateFieldError } from '../../lib/field-errors';
import { FormSelectField } from './form-select-field';
import { FormTextField } from './form-text-field';

interface TCancellationPolicyFieldProps {
  control: Control<FieldValues>;
  name: string;
  label: string;
  testId: string;
}

/** The input of a tier's value: a percentage of the stay, or a number of nights, by the tier's type. */
function TierValueField({ control, name, testId }: { control: Control<FieldValues>; name: string; testId: string }) {
  const { t } = useTranslation();
  const type: unknown = useWatch({ control, name: `${name}.type` });
  const nights = type === 'nights';
  return (
    <FormTextField
      control={control}
      name={`${name}.value`}
      label={nights ? t('cancellationTiers.nights') : t('cancellationTiers.percent')}
      numeric
      size="small"
      testId={`${testId}.value`}
      slotProps={{
        htmlInput: { step: nights ? 1 : 'any', min: 0 },
        input: {
          endAdornment: (
            <InputAdornment position="end">{nights ? t('units.nights') : t('units.percent')}</InputAdornment>
          ),
        },
      }}
    />
  );
}

/**
 * A room type's cancellation policy: rows of "cancelling this many days before check-in or fewer costs a percentage
 * of the stay, or the price of its first nights", added and removed in place. Each input shows its own message (a
 * nested path such as `cancellationPolicy.0.value`); a message about the list as a whole shows under it.
 */
export function CancellationPolicyField({ control, name, label, testId }: TCancellationPolicyFieldProps) {
  const { t } = useTranslation();
  const hintId = useId();
  const { fields, append, remove } = useFieldArray({ control, name });
  const { errors } = useFormState({ control, name });
  const listError: unknown = (errors[name] as { message?: unknown; root?: { message?: unknown } } | undefined)?.message;
  const listMessage = translateFieldError(typeof listError === 'string' ? listError : undefined, t);
  const typeOptions = HOTEL_PENALTY_TYPES.map((value) => ({ value, label: t(`cancellationTiers.types.${value}`) }));
  return (
    <Box
      component="fieldset"
      aria-describedby={hintId}
      sx={{ border: 0, p: 0, m: 0, display: 'grid', gap: 1.5, minWidth: 0 }}
      data-testid={testId}
    >
      <Typography component="legend" variant="subtitle2" sx={{ mb: 1 }}>
        {label}
      </Typography>
      <Typography id={hintId} variant="body2" color="text.secondary">
        {fields.length === 0 ? t('cancellationTiers.none') : t('cancellationTiers.hint')}
      </Typography>
      {fields.map((row, index) => {
        const rowName = `${name}.${index}`;
        const rowTestId = `${testId}.${index}`;
        return (
          <Box
            key={row.id}
            role="group"
            aria-label={t('cancellationTiers.tier', { n: index + 1 })}
            data-testid={rowTestId}
            sx={{
              display: 'grid',
              gap: 1,
              alignItems: 'start',
              gridTemplateColumns: { xs: '1fr 1fr', sm: '1fr 1fr 1fr auto' },
            }}
          >
            <FormTextField
              control={control}
              name={`${rowName}.daysBefore`}
              label={t('cancellationTiers.daysBefore')}
              numeric
              size="small"
              testId={`${rowTestId}.daysBefore`}
              slotProps={{
                htmlInput: { step: 1, min: 0 },
                input: { endAdornment: <InputAdornment position="end">{t('units.days')}</InputAdornment> },
              }}
            />
            <FormSelectField
              control={control}
              name={`${rowName}.type`}
              label={t('cancellationTiers.type')}
              size="small"
              options={typeOptions}
              testId={`${rowTestId}.type`}
            />
            <TierValueField control={control} name={rowName} testId={rowTestId} />
            <Box sx={{ display: 'flex', justifyContent: { xs: 'flex-end', sm: 'flex-start' } }}>
              <IconButton
                aria-label={t('cancellationTiers.remove', { n: index + 1 })}
                onClick={() => remove(index)}
                data-testid={`${rowTestId}.remove`}
              >
                <DeleteIcon fontSize="small" />
              </IconButton>
            </Box>
          </Box>
        );
      })}
      {listMessage && <FormHelperText error>{listMessage}</FormHelperText>}
      {fields.length < MAX_CANCELLATION_TIERS && (
        <Box>
          <Button
            size="small"
            startIcon={<AddIcon />}
            onClick={() => append({ daysBefore: null, type: 'percent', value: null })}
            data-testid={`${testId}-add`}
          >
            {t('cancellationTiers.add')}
          </Button>
        </Box>
      )}
    </Box>
  );
}
