import AddIcon from '@mui/icons-material/Add';
import DeleteIcon from '@mui/icons-material/DeleteOutlined';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import FormHelperText from '@mui/material/FormHelperText';
import IconButton from '@mui/material/IconButton';
import Typography from '@mui/material/Typography';
import { MAX_PACKAGE_SERVICES, SERVICE_CHARGES } from '@frs/contract';
import { useId } from 'react';
import { useFieldArray, useFormState } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { FormReferenceField } from '../../../components/form/form-reference-field';
import { FormSelectField } from '../../../components/form/form-select-field';
import type { TCustomWidget } from '../../../components/resource/resource-fields';
import { translateFieldError } from '../../../lib/field-errors';

/**
 * The services a package includes: rows of a service (searched on the server) and how it is charged, per person or
 * once per booking, added and removed in place. A row's own error shows under its input (`services.0.serviceId`);
 * one about the list (the same service twice) under the list.
 */
export const PackageServicesField: TCustomWidget = ({ control, name, label, testId }) => {
  const { t } = useTranslation();
  const hintId = useId();
  const { fields, append, remove } = useFieldArray({ control, name });
  const { errors } = useFormState({ control, name });
  const listError: unknown = (errors[name] as { message?: unknown } | undefined)?.message;
  const listMessage = translateFieldError(typeof listError === 'string' ? listError : undefined, t);
  const chargeOptions = SERVICE_CHARGES.map((value) => ({
    value,
    label: t(`packageOfferWidgets.services.charges.${value}`),
  }));
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
      {fields.length === 0 && (
        <Typography id={hintId} variant="body2" color="text.secondary">
          {t('packageOfferWidgets.services.none')}
        </Typography>
      )}
      {fields.map((row, index) => {
        const rowName = `${name}.${index}`;
        const rowTestId = `${testId}.${index}`;
        return (
          <Box
            key={row.id}
            role="group"
            aria-label={t('packageOfferWidgets.services.row', { n: index + 1 })}
            data-testid={rowTestId}
            sx={{
              display: 'grid',
              gap: 1,
              alignItems: 'start',
              gridTemplateColumns: { xs: '1fr auto', sm: '2fr 1fr auto' },
            }}
          >
            <FormReferenceField
              control={control}
              name={`${rowName}.serviceId`}
              resource="services"
              label={t('packageOfferWidgets.services.service')}
              testId={`${rowTestId}.serviceId`}
              required
            />
            <Box sx={{ gridColumn: { xs: '1', sm: 'auto' }, gridRow: { xs: '2', sm: 'auto' } }}>
              <FormSelectField
                control={control}
                name={`${rowName}.charge`}
                label={t('packageOfferWidgets.services.charge')}
                options={chargeOptions}
                fullWidth
                testId={`${rowTestId}.charge`}
              />
            </Box>
            <IconButton
              aria-label={t('packageOfferWidgets.services.remove', { n: index + 1 })}
              onClick={() => remove(index)}
              data-testid={`${rowTestId}.remove`}
            >
              <DeleteIcon fontSize="small" />
            </IconButton>
          </Box>
        );
      })}
      {listMessage && <FormHelperText error>{listMessage}</FormHelperText>}
      {fields.length < MAX_PACKAGE_SERVICES && (
        <Box>
          <Button
            size="small"
            startIcon={<AddIcon />}
            onClick={() => append({ serviceId: null, charge: 'perPerson' })}
            data-testid={`${testId}-add`}
          >
            {t('packageOfferWidgets.services.add')}
          </Button>
        </Box>
      )}
    </Box>
  );
};
