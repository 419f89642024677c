import { PublicForm } from '../../components/public-form';
import { ZEmailRequest } from '@frs/contract';
import { zodResolver } from '@hookform/resolvers/zod';
import Link from '@mui/material/Link';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';
import { FormTextField } from '../../components/form/form-text-field';
import { PageTitle } from '../../components/page-title';
import { PublicDone } from '../../components/public-done';
import { fieldErrorMap } from '../../lib/field-errors';
import { useServerSubmit } from '../../lib/use-server-submit';
import { requestReset } from './password-reset-api';
import { QueryProvider } from '../../lib/query-provider';

/** /reset: the e-mail of the account. The answer is the same whether an account has it or not. */
function ResetPageContent() {
  const { t } = useTranslation();
  const { control, handleSubmit, setError } = useForm({
    resolver: zodResolver(ZEmailRequest, { error: fieldErrorMap }),
    defaultValues: { email: '' },
  });
  const { mutation, formProps } = useServerSubmit({
    form: { handleSubmit, setError },
    fields: ['email'],
    send: requestReset,
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
          submitLabel={t('reset.submit')}
          {...formProps}
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

/** A public screen whose form submits through a mutation: it brings the query client (the entry has none). */
export default function ResetPage() {
  return (
    <QueryProvider>
      <ResetPageContent />
    </QueryProvider>
  );
}
