import AddIcon from '@mui/icons-material/Add';
import DeleteIcon from '@mui/icons-material/DeleteOutlined';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import FormHelperText from '@mui/material/FormHelperText';
import IconButton from '@mui/material/IconButton';
import Typography from '@mui/material/Typography';
import { useFieldArray, useFormState, type Control, type FieldValues } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { translateFieldError } from '../../lib/field-errors';
import { FormDateField } from './form-date-field';
import { FormTextField } from './form-text-field';

interface TAllotmentsFieldProps {
  control: Control<FieldValues>;
  name: string;
  label: string;
  testId: string;
}

/**
 * A room's allotments: rows of a date range and a number of rooms, added and removed in place. Each input shows its
 * own message; a message about the list as a whole (overlapping ranges) shows under it.
 */
export function AllotmentsField({ control, name, label, testId }: TAllotmentsFieldProps) {
  const { t } = useTranslation();
  const { fields, append, remove } = useFieldArray({ control, name });
  const { errors } = useFormState({ control, name });
  const listError: unknown = (errors[name] as { message?: unknown; root?: { message?: unknown } } | undefined)?.message;
  const listMessage = translateFieldError(typeof listError === 'string' ? listError : undefined, t);
  return (
    <Box component="fieldset" sx={{ border: 0, p: 0, m: 0, display: 'grid', gap: 1.5 }} data-testid={testId}>
      <Typography component="legend" variant="subtitle2" sx={{ mb: 1 }}>
        {label}
      </Typography>
      {fields.length === 0 && (
        <Typography variant="body2" color="text.secondary">
          {t('allotments.none')}
        </Typography>
      )}
      {fields.map((row, index) => (
        <Box
          key={row.id}
          sx={{
            display: 'grid',
            gap: 1,
            alignItems: 'start',
            gridTemplateColumns: { xs: '1fr 1fr', sm: '1fr 1fr 110px auto' },
          }}
        >
          <FormDateField
            control={control}
            name={`${name}.${index}.startDate`}
            label={t('allotments.startDate')}
            size="small"
            testId={`${testId}-${index}-start`}
          />
          <FormDateField
            control={control}
            name={`${name}.${index}.endDate`}
            label={t('allotments.endDate')}
            size="small"
            testId={`${testId}-${index}-end`}
          />
          <FormTextField
            control={control}
            name={`${name}.${index}.rooms`}
            label={t('allotments.rooms')}
            numeric
            size="small"
            testId={`${testId}-${index}-rooms`}
          />
          <IconButton
            aria-label={t('allotments.remove')}
            onClick={() => remove(index)}
            data-testid={`${testId}-${index}-remove`}
          >
            <DeleteIcon fontSize="small" />
          </IconButton>
        </Box>
      ))}
      {listMessage && <FormHelperText error>{listMessage}</FormHelperText>}
      <Box>
        <Button
          size="small"
          startIcon={<AddIcon />}
          onClick={() => append({ startDate: '', endDate: '', rooms: null })}
          data-testid={`${testId}-add`}
        >
          {t('allotments.add')}
        </Button>
      </Box>
    </Box>
  );
}
