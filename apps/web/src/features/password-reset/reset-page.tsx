import { ZEmailRequest } from '@frs/contract';
import { zodResolver } from '@hookform/resolvers/zod';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import { useMutation } from '@tanstack/react-query';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';
import { FormTextField } from '../../components/form/form-text-field';
import { PageTitle } from '../../components/page-title';
import { PublicDone } from '../../components/public-done';
import { fieldErrorMap } from '../../lib/field-errors';
import { applyServerErrors } from '../../lib/server-errors';
import { requestReset } from './password-reset-api';

/** /reset: the e-mail of the account. The answer is the same whether an account has it or not. */
export default function ResetPage() {
  const { t } = useTranslation();
  const [serverMessage, setServerMessage] = useState<string | null>(null);
  const { control, handleSubmit, setError } = useForm({
    resolver: zodResolver(ZEmailRequest, { error: fieldErrorMap }),
    defaultValues: { email: '' },
  });
  const mutation = useMutation({ mutationFn: requestReset });
  const onSubmit = handleSubmit((values) => {
    setServerMessage(null);
    mutation.mutate(values, {
      onError: (error) => {
        setServerMessage(applyServerErrors(error, setError, ['email'], t('errors.GENERIC')));
      },
    });
  });

  return (
    <>
      <PageTitle title={t('routes.reset')} />
      {mutation.isSuccess ? (
        <PublicDone message={t('reset.sent')} testId="reset-sent" />
      ) : (
        <Box
          component="form"
          noValidate
          onSubmit={(event) => {
            void onSubmit(event);
          }}
          sx={{ display: 'flex', flexDirection: 'column', gap: 2 }}
        >
          <Typography>{t('reset.intro')}</Typography>
          {serverMessage && (
            <Alert severity="error" data-testid="reset-error">
              {serverMessage}
            </Alert>
          )}
          <FormTextField
            control={control}
            name="email"
            id="reset-email"
            testId="reset-email"
            label={t('fields.email')}
            type="email"
            autoComplete="email"
            required
            fullWidth
          />
          <Button
            type="submit"
            variant="contained"
            size="large"
            loading={mutation.isPending}
            data-testid="reset-submit"
          >
            {t('reset.submit')}
          </Button>
          <Link component={RouterLink} to="/" sx={{ alignSelf: 'center' }}>
            {t('common.backToLogin')}
          </Link>
        </Box>
      )}
    </>
  );
}
