import Box from '@mui/material/Box';
import InputAdornment from '@mui/material/InputAdornment';
import Typography from '@mui/material/Typography';
import { MARKUP_TYPES } from '@frs/contract';
import { useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { FormMoneyField } from '../../../components/form/form-money-field';
import { FormSelectField } from '../../../components/form/form-select-field';
import { FormTextField } from '../../../components/form/form-text-field';
import type { TCustomWidget } from '../../../components/resource/resource-fields';

/**
 * A package offer's markup on the sum of its parts: an amount in AMD per booking (typed in drams, held in minor
 * units) or a percentage with up to two decimals. The value's input follows the type chosen.
 */
export const PackageMarkupField: TCustomWidget = ({ control, name, label, testId }) => {
  const { t } = useTranslation();
  const type: unknown = useWatch({ control, name: `${name}.type` });
  return (
    <Box component="fieldset" sx={{ border: 0, p: 0, m: 0, minWidth: 0, display: 'grid', gap: 1 }} data-testid={testId}>
      <Typography component="legend" variant="subtitle2" sx={{ mb: 1 }}>
        {label}
      </Typography>
      <Box sx={{ display: 'grid', gap: 1, gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr' }, alignItems: 'start' }}>
        <FormSelectField
          control={control}
          name={`${name}.type`}
          label={t('packageOfferWidgets.markup.type')}
          size="small"
          testId={`${testId}.type`}
          options={MARKUP_TYPES.map((value) => ({ value, label: t(`packageOfferWidgets.markup.types.${value}`) }))}
        />
        {type === 'amount' ? (
          <FormMoneyField
            control={control}
            name={`${name}.value`}
            label={t('packageOfferWidgets.markup.amount')}
            size="small"
            unit="AMD"
            testId={`${testId}.value`}
          />
        ) : (
          <FormTextField
            control={control}
            name={`${name}.value`}
            label={t('packageOfferWidgets.markup.percent')}
            numeric
            size="small"
            testId={`${testId}.value`}
            slotProps={{
              htmlInput: { step: 'any', min: 0, max: 100 },
              input: { endAdornment: <InputAdornment position="end">%</InputAdornment> },
            }}
          />
        )}
      </Box>
    </Box>
  );
};
