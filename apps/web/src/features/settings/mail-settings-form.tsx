import {
  SMTP_SECURITIES,
  ZSmtpSettingsRequest,
  ZSmtpTestRequest,
  type TSmtpSettings,
  type TSmtpSettingsRequest,
} from '@frs/contract';
import { zodResolver } from '@hookform/resolvers/zod';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useForm, type Path } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { ConfirmDialog } from '../../components/confirm-dialog';
import { FormSelectField } from '../../components/form/form-select-field';
import { FormTextField } from '../../components/form/form-text-field';
import { QueryContent } from '../../components/query-content';
import { useCurrentUser } from '../../lib/current-user';
import { fieldErrorMap } from '../../lib/field-errors';
import { queryKeys } from '../../lib/query-keys';
import { applyServerErrors } from '../../lib/server-errors';
import { ApiError } from '../../lib/api-client';
import { removeSmtpSettings, saveSmtpSettings, sendTestMail, smtpSettingsQuery } from './settings-api';
import { FieldGroup, SettingsForm, type TFormNotice } from './settings-form-layout';

const FORM_FIELDS: readonly Path<TSmtpSettingsRequest>[] = [
  'host',
  'port',
  'security',
  'username',
  'password',
  'fromAddress',
  'fromName',
];

function toRequest(settings: TSmtpSettings): TSmtpSettingsRequest {
  return {
    host: settings.host,
    port: settings.port,
    security: settings.security,
    username: settings.username,
    // The mask stands for the saved password: sent back unchanged, the server keeps it.
    password: settings.password,
    fromAddress: settings.fromAddress,
    fromName: settings.fromName,
  };
}

/** Sends a test e-mail with the settings as they are in the form, saved or not, and shows the server's answer. */
function TestMail({ current, disabled }: { current: () => TSmtpSettingsRequest; disabled: boolean }) {
  const { t } = useTranslation();
  const { profile } = useCurrentUser();
  const [result, setResult] = useState<TFormNotice>(null);
  const { control, handleSubmit, setError } = useForm({
    resolver: zodResolver(ZSmtpTestRequest.pick({ to: true }), { error: fieldErrorMap }),
    defaultValues: { to: profile.email },
  });
  const mutation = useMutation({ mutationFn: sendTestMail });
  const onSubmit = handleSubmit(({ to }) => {
    setResult(null);
    mutation.mutate(
      { to, settings: current() },
      {
        onSuccess: (answer) =>
          setResult(
            answer.delivered
              ? { severity: 'success', text: t('mailSettings.testDelivered') }
              : { severity: 'error', text: t('mailSettings.testFailed', { error: answer.error ?? '' }) },
          ),
        onError: (error) => {
          const text = applyServerErrors(error, setError, ['to'], t('errors.GENERIC'));
          if (text) setResult({ severity: 'error', text });
        },
      },
    );
  });
  return (
    <Paper variant="outlined" sx={{ p: 2, mt: 3, maxWidth: 960 }}>
      <Typography component="h3" variant="subtitle1" sx={{ fontWeight: 600, mb: 2 }}>
        {t('mailSettings.testTitle')}
      </Typography>
      {result && (
        <Alert severity={result.severity} sx={{ mb: 2 }} data-testid="mail-test-result">
          {result.text}
        </Alert>
      )}
      <Box
        component="form"
        noValidate
        onSubmit={(event) => void onSubmit(event)}
        sx={{ display: 'flex', gap: 2, flexWrap: 'wrap', alignItems: 'flex-start' }}
      >
        <FormTextField
          control={control}
          name="to"
          type="email"
          label={t('mailSettings.testTo')}
          size="small"
          testId="mail-test-to"
        />
        <Button
          type="submit"
          variant="outlined"
          loading={mutation.isPending}
          disabled={disabled}
          data-testid="mail-test-send"
        >
          {t('mailSettings.testSend')}
        </Button>
      </Box>
    </Paper>
  );
}

function MailSettingsFields({ settings, readOnly }: { settings: TSmtpSettings; readOnly: boolean }) {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const [notice, setNotice] = useState<TFormNotice>(null);
  const [confirmingRemoval, setConfirmingRemoval] = useState(false);
  const { control, handleSubmit, setError, getValues, reset } = useForm({
    resolver: zodResolver(ZSmtpSettingsRequest, { error: fieldErrorMap }),
    defaultValues: toRequest(settings),
  });
  const mutation = useMutation({ mutationFn: saveSmtpSettings });
  const removal = useMutation({
    mutationFn: removeSmtpSettings,
    onSuccess: (inUse) => {
      queryClient.setQueryData(queryKeys.smtpSettings(), inUse);
      // The /agents warning reads the mail status: mail may now go nowhere.
      void queryClient.invalidateQueries({ queryKey: queryKeys.mailStatus() });
      reset(toRequest(inUse));
      setConfirmingRemoval(false);
      setNotice({ severity: 'success', text: t('mailSettings.useServerDone') });
    },
  });
  const onSubmit = handleSubmit((input) => {
    setNotice(null);
    mutation.mutate(input, {
      onSuccess: (saved) => {
        queryClient.setQueryData(queryKeys.smtpSettings(), saved);
        void queryClient.invalidateQueries({ queryKey: queryKeys.mailStatus() });
        setNotice({ severity: 'success', text: t('mailSettings.saved') });
      },
      onError: (error) => {
        const text = applyServerErrors(error, setError, FORM_FIELDS, t('errors.GENERIC'));
        if (text) setNotice({ severity: 'error', text });
      },
    });
  });
  const text = (name: 'host' | 'username' | 'fromAddress' | 'fromName', type?: string) => (
    <FormTextField
      control={control}
      name={name}
      type={type}
      label={t(`mailSettings.${name}`)}
      testId={`mail-${name}`}
      disabled={readOnly}
      fullWidth
    />
  );
  return (
    <>
      <Alert
        severity={settings.status.configured ? 'info' : 'warning'}
        sx={{ mb: 2, maxWidth: 960 }}
        data-testid="mail-status"
      >
        {t(`mailSettings.status.${settings.status.transport}`)}
      </Alert>
      <Typography variant="body2" color="text.secondary" sx={{ mb: 2 }}>
        {t('mailSettings.intro')}
      </Typography>
      <SettingsForm
        testId="mail-settings"
        notice={notice}
        readOnly={readOnly}
        saving={mutation.isPending}
        saveLabel={t('mailSettings.save')}
        onSubmit={(event) => void onSubmit(event)}
        actions={
          settings.saved && (
            <Button
              variant="outlined"
              color="warning"
              onClick={() => {
                removal.reset();
                setConfirmingRemoval(true);
              }}
              data-testid="mail-use-server"
            >
              {t('mailSettings.useServer')}
            </Button>
          )
        }
      >
        <FieldGroup>
          {text('host')}
          <FormTextField
            control={control}
            name="port"
            numeric
            label={t('mailSettings.port')}
            testId="mail-port"
            disabled={readOnly}
            fullWidth
          />
          <FormSelectField
            control={control}
            name="security"
            label={t('mailSettings.security')}
            testId="mail-security"
            disabled={readOnly}
            fullWidth
            options={SMTP_SECURITIES.map((value) => ({ value, label: t(`mailSettings.securities.${value}`) }))}
          />
          {text('username')}
          <FormTextField
            control={control}
            name="password"
            type="password"
            label={t('mailSettings.password')}
            helperText={t('mailSettings.passwordHint')}
            testId="mail-password"
            disabled={readOnly}
            autoComplete="new-password"
            fullWidth
          />
          {text('fromAddress', 'email')}
          {text('fromName')}
        </FieldGroup>
      </SettingsForm>
      {!readOnly && <TestMail current={() => getValues()} disabled={readOnly} />}
      {confirmingRemoval && (
        <ConfirmDialog
          title={t('mailSettings.useServerTitle')}
          text={t(`mailSettings.useServerText.${settings.fallback}`)}
          confirmLabel={t('mailSettings.useServer')}
          confirmColor="primary"
          busy={removal.isPending}
          error={
            removal.error ? (removal.error instanceof ApiError ? removal.error.message : t('errors.GENERIC')) : null
          }
          onConfirm={() => removal.mutate()}
          onClose={() => setConfirmingRemoval(false)}
          testId="mail-use-server-dialog"
        />
      )}
    </>
  );
}

/** The Mail tab of /settings: the SMTP server mail goes through, and a test e-mail. */
export function MailSettingsTab({ readOnly }: { readOnly: boolean }) {
  return (
    <QueryContent query={useQuery(smtpSettingsQuery())}>
      {(settings) => <MailSettingsFields settings={settings} readOnly={readOnly} />}
    </QueryContent>
  );
}
