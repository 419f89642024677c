import { PublicForm } from '../../components/public-form';
import { ZVerifyEmailRequest, type TVerifyEmailRequest } from '@frs/contract';
import { zodResolver } from '@hookform/resolvers/zod';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import { useMutation } from '@tanstack/react-query';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { FormTextField } from '../../components/form/form-text-field';
import { PageTitle } from '../../components/page-title';
import { PublicDone } from '../../components/public-done';
import { fieldErrorMap } from '../../lib/field-errors';
import { applyServerErrors } from '../../lib/server-errors';
import { resendCode, verifyEmail } from './verification-api';
import { QueryProvider } from '../../lib/query-provider';

const FIELDS = ['email', 'code'] as const satisfies readonly (keyof TVerifyEmailRequest)[];

/** /verification?email=…: the code of the registration mail confirms the e-mail; a new code can be asked for. */
function VerificationPageContent() {
  const { t } = useTranslation();
  const [params] = useSearchParams();
  const [serverMessage, setServerMessage] = useState<string | null>(null);
  const [resent, setResent] = useState(false);
  const { control, handleSubmit, setError, getValues, trigger } = useForm({
    resolver: zodResolver(ZVerifyEmailRequest, { error: fieldErrorMap }),
    defaultValues: { email: params.get('email') ?? '', code: '' },
  });
  const verify = useMutation({ mutationFn: verifyEmail });
  const resend = useMutation({ mutationFn: resendCode });

  const onSubmit = handleSubmit((values) => {
    setServerMessage(null);
    setResent(false);
    verify.mutate(values, {
      onError: (error) => {
        setServerMessage(applyServerErrors(error, setError, FIELDS, t('errors.GENERIC')));
      },
    });
  });

  const onResend = async () => {
    setServerMessage(null);
    setResent(false);
    if (!(await trigger('email'))) return;
    resend.mutate(
      { email: getValues('email') },
      {
        onSuccess: () => {
          setResent(true);
        },
        onError: (error) => {
          setServerMessage(applyServerErrors(error, setError, FIELDS, t('errors.GENERIC')));
        },
      },
    );
  };

  return (
    <>
      <PageTitle title={t('routes.verification')} />
      {verify.isSuccess ? (
        <PublicDone message={t('verification.done')} testId="verification-done" />
      ) : (
        <PublicForm
          testId="verification"
          intro={t('verification.intro')}
          serverMessage={serverMessage}
          submitLabel={t('verification.submit')}
          pending={verify.isPending}
          onSubmit={(event) => void onSubmit(event)}
          notice={
            resent && (
              <Alert severity="info" data-testid="verification-resent" role="status">
                {t('verification.resent')}
              </Alert>
            )
          }
          footer={
            <Button
              variant="text"
              loading={resend.isPending}
              data-testid="verification-resend"
              onClick={() => void onResend()}
            >
              {t('verification.resend')}
            </Button>
          }
        >
          <FormTextField
            control={control}
            name="email"
            id="verification-email"
            testId="verification-email"
            label={t('fields.email')}
            type="email"
            autoComplete="email"
            required
            fullWidth
          />
          <FormTextField
            control={control}
            name="code"
            id="verification-code"
            testId="verification-code"
            label={t('verification.code')}
            autoComplete="one-time-code"
            required
            fullWidth
            slotProps={{ htmlInput: { inputMode: 'numeric', maxLength: 6 } }}
          />
        </PublicForm>
      )}
    </>
  );
}

/** A public screen with queries of its own: it brings their client (the entry has none). */
export default function VerificationPage() {
  return (
    <QueryProvider>
      <VerificationPageContent />
    </QueryProvider>
  );
}
