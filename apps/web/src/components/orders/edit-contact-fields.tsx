import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import type { Control, FieldValues, Path } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { FormTextField } from '../form/form-text-field';

const path = <TValues extends FieldValues>(name: string) => name as Path<TValues>;

/**
 * The contact and the comment of an order being edited (the edit dialogs of the order pages): the checkout's fields,
 * without its frame, under test ids `<testIdPrefix>-contact-name` … `<testIdPrefix>-comment`.
 */
export function EditContactFields<TValues extends FieldValues, TTransformed = TValues>({
  control,
  testIdPrefix,
}: {
  control: Control<TValues, unknown, TTransformed>;
  testIdPrefix: string;
}) {
  const { t } = useTranslation();
  return (
    <>
      <Typography variant="subtitle2">{t('checkout.contact')}</Typography>
      <Box sx={{ display: 'grid', gap: 1.5, gridTemplateColumns: { xs: '1fr', sm: 'repeat(3, 1fr)' } }}>
        <FormTextField
          control={control}
          name={path<TValues>('contact.name')}
          label={t('checkout.contactName')}
          testId={`${testIdPrefix}-contact-name`}
          required
        />
        <FormTextField
          control={control}
          name={path<TValues>('contact.phone')}
          label={t('fields.phone')}
          testId={`${testIdPrefix}-contact-phone`}
          required
        />
        <FormTextField
          control={control}
          name={path<TValues>('contact.email')}
          label={t('fields.email')}
          testId={`${testIdPrefix}-contact-email`}
          required
        />
      </Box>
      <FormTextField
        control={control}
        name={path<TValues>('comment')}
        label={t('checkout.comment')}
        testId={`${testIdPrefix}-comment`}
        multiline
        minRows={2}
      />
    </>
  );
}
