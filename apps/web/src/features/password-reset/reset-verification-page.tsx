import { PublicForm } from '../../components/public-form';
import { routePath, ZResetPasswordForm } from '@frs/contract';
import { zodResolver } from '@hookform/resolvers/zod';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink, useSearchParams } from 'react-router';
import { FormPasswordField } from '../../components/form/form-password-field';
import { FormTextField } from '../../components/form/form-text-field';
import { PageTitle } from '../../components/page-title';
import { PublicDone } from '../../components/public-done';
import { fieldErrorMap } from '../../lib/field-errors';
import { useServerSubmit } from '../../lib/use-server-submit';
import { resetPassword } from './password-reset-api';
import { QueryProvider } from '../../lib/query-provider';

const FIELDS = ['code', 'password', 'c_password'] as const;

/** /resetVerification?user_id=…: the link of the reset mail; the code from the same mail and a new password. */
function ResetVerificationPageContent() {
  const { t } = useTranslation();
  const [params] = useSearchParams();
  const userId = params.get('user_id') ?? '';
  const { control, handleSubmit, setError } = useForm({
    resolver: zodResolver(ZResetPasswordForm, { error: fieldErrorMap }),
    defaultValues: { code: '', password: '', c_password: '' },
  });
  const { mutation, formProps } = useServerSubmit({
    form: { handleSubmit, setError },
    fields: FIELDS,
    send: (values: { code: string; password: string }) =>
      resetPassword(userId, { code: values.code, password: values.password }),
  });

  let content;
  if (!/^\d+$/.test(userId)) {
    content = (
      <Box sx={{ display: 'flex', flexDirection: 'column', gap: 2 }}>
        <Alert severity="warning" data-testid="reset-verification-missing">
          {t('resetVerification.missing')}
        </Alert>
        <Button component={RouterLink} to={routePath('reset')} variant="contained">
          {t('resetVerification.requestAgain')}
        </Button>
      </Box>
    );
  } else if (mutation.isSuccess) {
    content = <PublicDone message={t('resetVerification.done')} testId="reset-verification-done" />;
  } else {
    content = (
      <PublicForm
        testId="reset-verification"
        intro={t('resetVerification.intro')}
        submitLabel={t('resetVerification.submit')}
        {...formProps}
      >
        <FormTextField
          control={control}
          name="code"
          id="reset-verification-code"
          testId="reset-verification-code"
          label={t('resetVerification.code')}
          autoComplete="one-time-code"
          required
          fullWidth
          slotProps={{ htmlInput: { inputMode: 'numeric', maxLength: 6 } }}
        />
        <FormPasswordField
          control={control}
          name="password"
          id="reset-verification-password"
          testId="reset-verification-password"
          label={t('password.new')}
          autoComplete="new-password"
          required
          fullWidth
        />
        <FormPasswordField
          control={control}
          name="c_password"
          id="reset-verification-confirm"
          testId="reset-verification-confirm"
          label={t('password.confirm')}
          autoComplete="new-password"
          required
          fullWidth
        />
      </PublicForm>
    );
  }

  return (
    <>
      <PageTitle title={t('routes.resetVerification')} />
      {content}
    </>
  );
}

/** A public screen whose form submits through a mutation: it brings the query client (the entry has none). */
export default function ResetVerificationPage() {
  return (
    <QueryProvider>
      <ResetVerificationPageContent />
    </QueryProvider>
  );
}
