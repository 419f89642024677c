import { PublicForm } from '../../components/public-form';
import { ZEmailRequest } from '@frs/contract';
import { zodResolver } from '@hookform/resolvers/zod';
import Link from '@mui/material/Link';
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
        <PublicForm
          testId="reset"
          intro={t('reset.intro')}
          serverMessage={serverMessage}
          submitLabel={t('reset.submit')}
          pending={mutation.isPending}
          onSubmit={(event) => void onSubmit(event)}
          footer={
            <Link component={RouterLink} to="/" sx={{ alignSelf: 'center' }}>
              {t('common.backToLogin')}
            </Link>
          }
        >
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
        </PublicForm>
      )}
    </>
  );
}
