import { PublicForm } from '../../components/public-form';
import { ZSetPasswordRequest, type TSetPasswordRequest } from '@frs/contract';
import { zodResolver } from '@hookform/resolvers/zod';
import Alert from '@mui/material/Alert';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { FormPasswordField } from '../../components/form/form-password-field';
import { PageTitle } from '../../components/page-title';
import { PublicDone } from '../../components/public-done';
import { Spinner } from '../../components/spinner';
import { ApiError } from '../../lib/api-client';
import { fieldErrorMap } from '../../lib/field-errors';
import { useServerSubmit } from '../../lib/use-server-submit';
import { passwordLinkQuery, setPassword } from './password-setting-api';
import { QueryProvider } from '../../lib/query-provider';

const FIELDS = ['password', 'c_password'] as const satisfies readonly (keyof TSetPasswordRequest)[];

function SetPasswordForm({
  userId,
  token,
  email,
  onDone,
}: {
  userId: number;
  token: string;
  email: string;
  onDone: () => void;
}) {
  const { t } = useTranslation();
  const { control, handleSubmit, setError } = useForm({
    resolver: zodResolver(ZSetPasswordRequest, { error: fieldErrorMap }),
    defaultValues: { user_id: userId, token, password: '', c_password: '' },
  });
  const { formProps } = useServerSubmit({
    form: { handleSubmit, setError },
    fields: FIELDS,
    send: setPassword,
    onSuccess: onDone,
  });
  return (
    <PublicForm
      testId="password-setting"
      intro={t('passwordSetting.intro', { email })}
      submitLabel={t('passwordSetting.submit')}
      {...formProps}
    >
      <FormPasswordField
        control={control}
        name="password"
        id="password-setting-password"
        testId="password-setting-password"
        label={t('password.new')}
        autoComplete="new-password"
        required
        fullWidth
      />
      <FormPasswordField
        control={control}
        name="c_password"
        id="password-setting-confirm"
        testId="password-setting-confirm"
        label={t('password.confirm')}
        autoComplete="new-password"
        required
        fullWidth
      />
    </PublicForm>
  );
}

/**
 * /passwordSetting?user_id=…&token=… (docs/PRODUCT.md §2 and §5): the link is checked first; a missing parameter or a
 * failed check shows a warning (the server's message, or the default "This page is no longer available"); then
 * the form, and a success message after saving.
 */
function PasswordSettingPageContent() {
  const { t } = useTranslation();
  const [params] = useSearchParams();
  const userId = params.get('user_id') ?? '';
  const token = params.get('token') ?? '';
  const complete = /^\d+$/.test(userId) && token !== '';
  const [done, setDone] = useState(false);
  const check = useQuery({ ...passwordLinkQuery(userId, token), enabled: complete && !done });

  let content;
  if (done) {
    content = <PublicDone message={t('passwordSetting.done')} testId="password-setting-done" />;
  } else if (!complete || check.isError) {
    const message =
      check.error instanceof ApiError && check.error.status > 0 ? check.error.message : t('errors.LINK_NOT_AVAILABLE');
    content = (
      <Alert severity="warning" data-testid="password-setting-unavailable">
        {complete ? message : t('errors.LINK_NOT_AVAILABLE')}
      </Alert>
    );
  } else if (check.data) {
    content = (
      <SetPasswordForm
        userId={Number(userId)}
        token={token}
        email={check.data.email}
        onDone={() => {
          setDone(true);
        }}
      />
    );
  } else {
    content = <Spinner testId="password-setting-checking" />;
  }

  return (
    <>
      <PageTitle title={t('routes.passwordSetting')} />
      {content}
    </>
  );
}

/** A public screen with queries of its own: it brings their client (the entry has none). */
export default function PasswordSettingPage() {
  return (
    <QueryProvider>
      <PasswordSettingPageContent />
    </QueryProvider>
  );
}
