import {
  effectiveRole,
  hasBalance,
  LANGUAGES,
  ZChangeOwnPasswordForm,
  ZUpdateAgentForm,
  ZUpdateUserRequest,
  type TProfile,
} from '@frs/contract';
import { zodResolver } from '@hookform/resolvers/zod';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useState, type ReactNode } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { FormPasswordField } from '../../components/form/form-password-field';
import { FormSelectField } from '../../components/form/form-select-field';
import { FormTextField } from '../../components/form/form-text-field';
import { BalanceHistory } from '../../components/balance-history';
import { PageTitle } from '../../components/page-title';
import { useAuth } from '../../lib/auth/auth-context';
import { useCurrentUser } from '../../lib/current-user';
import { fieldErrorMap } from '../../lib/field-errors';
import { formatAmd } from '../../lib/format';
import { changeLanguage, LANGUAGE_NAMES } from '../../lib/i18n';
import { isAgentRequired, PROFILE_FIELDS, profileFieldValues } from '../../lib/profile-fields';
import { queryKeys } from '../../lib/query-keys';
import { applyServerErrors } from '../../lib/server-errors';
import { AlertPreferencesSection } from './alert-preferences-section';
import { changeOwnPassword, updateOwnProfile } from './profile-api';

const PROFILE_FORM_FIELDS = ['language', ...PROFILE_FIELDS.map((field) => field.name)] as const;

function Section({ title, children }: { title: string; children: ReactNode }) {
  return (
    <Paper variant="outlined" sx={{ p: { xs: 2, sm: 2.5 } }}>
      <Typography component="h2" variant="h6" sx={{ mb: 2 }}>
        {title}
      </Typography>
      {children}
    </Paper>
  );
}

/** The company fields and the language; saving the language also switches the interface to it. */
function ProfileForm({ profile }: { profile: TProfile }) {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const isAgent = profile.role === 'user';
  // A success is shown by key, so that its text follows the language the save may just have switched to.
  const [notice, setNotice] = useState<{ ok: true } | { ok: false; text: string } | null>(null);
  const { control, handleSubmit, setError } = useForm({
    resolver: zodResolver(isAgent ? ZUpdateAgentForm : ZUpdateUserRequest, { error: fieldErrorMap }),
    defaultValues: { language: profile.language, ...profileFieldValues(profile) },
  });
  const mutation = useMutation({
    mutationFn: (values: Parameters<typeof updateOwnProfile>[1]) => updateOwnProfile(profile.userId, values),
  });
  const onSubmit = handleSubmit((values) => {
    setNotice(null);
    mutation.mutate(values, {
      onSuccess: (updated) => {
        queryClient.setQueryData(queryKeys.profile(), updated);
        void changeLanguage(updated.language);
        setNotice({ ok: true });
      },
      onError: (error) => {
        const message = applyServerErrors(error, setError, PROFILE_FORM_FIELDS, t('errors.GENERIC'));
        if (message) setNotice({ ok: false, text: message });
      },
    });
  });
  return (
    <Box
      component="form"
      noValidate
      onSubmit={(event) => void onSubmit(event)}
      sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr' } }}
    >
      {notice && (
        <Alert
          severity={notice.ok ? 'success' : 'error'}
          sx={{ gridColumn: '1 / -1' }}
          data-testid="profile-notice"
          role="status"
        >
          {notice.ok ? t('common.saved') : notice.text}
        </Alert>
      )}
      <FormSelectField
        control={control}
        name="language"
        testId="profile-language"
        label={t('fields.language')}
        helperText={t('profile.languageHint')}
        options={LANGUAGES.map((language) => ({ value: language, label: LANGUAGE_NAMES[language] }))}
        sx={{ gridColumn: '1 / -1' }}
      />
      {PROFILE_FIELDS.map((field) => (
        <FormTextField
          key={field.name}
          control={control}
          name={field.name}
          id={`profile-${field.name}`}
          testId={`profile-${field.name}`}
          label={t(`fields.${field.name}`)}
          type={field.type}
          autoComplete={field.autoComplete}
          required={isAgent && isAgentRequired(field.name)}
        />
      ))}
      <Box sx={{ gridColumn: '1 / -1', display: 'flex', justifyContent: 'flex-end' }}>
        <Button type="submit" variant="contained" loading={mutation.isPending} data-testid="profile-save">
          {t('common.save')}
        </Button>
      </Box>
    </Box>
  );
}

/**
 * Own password change with the current password. Every token of the user is revoked; the answer carries a fresh
 * one for this browser, which is stored so that the user stays logged in here (and only here).
 */
function ChangePasswordForm({ userId }: { userId: number }) {
  const { t } = useTranslation();
  const { login } = useAuth();
  const [notice, setNotice] = useState<{ ok: boolean; text: string } | null>(null);
  const { control, handleSubmit, setError, reset } = useForm({
    resolver: zodResolver(ZChangeOwnPasswordForm, { error: fieldErrorMap }),
    defaultValues: { currentPassword: '', password: '', c_password: '' },
  });
  const mutation = useMutation({
    mutationFn: (values: Parameters<typeof changeOwnPassword>[1]) => changeOwnPassword(userId, values),
  });
  const onSubmit = handleSubmit((values) => {
    setNotice(null);
    mutation.mutate(values, {
      onSuccess: (response) => {
        if (response.session) login(response.session);
        reset();
        setNotice({ ok: true, text: t('profile.passwordChanged') });
      },
      onError: (error) => {
        const message = applyServerErrors(
          error,
          setError,
          ['currentPassword', 'password', 'c_password'],
          t('errors.GENERIC'),
        );
        if (message) setNotice({ ok: false, text: message });
      },
    });
  });
  return (
    <Box component="form" noValidate onSubmit={(event) => void onSubmit(event)} sx={{ display: 'grid', gap: 2 }}>
      {notice && (
        <Alert severity={notice.ok ? 'success' : 'error'} data-testid="password-notice" role="status">
          {notice.text}
        </Alert>
      )}
      <FormPasswordField
        control={control}
        name="currentPassword"
        testId="profile-current-password"
        label={t('password.current')}
        autoComplete="current-password"
        required
      />
      <FormPasswordField
        control={control}
        name="password"
        testId="profile-new-password"
        label={t('password.new')}
        autoComplete="new-password"
        required
      />
      <FormPasswordField
        control={control}
        name="c_password"
        testId="profile-confirm-password"
        label={t('password.confirm')}
        autoComplete="new-password"
        required
      />
      <Box sx={{ display: 'flex', justifyContent: 'flex-end' }}>
        <Button type="submit" variant="contained" loading={mutation.isPending} data-testid="profile-password-save">
          {t('profile.changePassword')}
        </Button>
      </Box>
    </Box>
  );
}

/** /profile: one's account, company details and language preference, and the password. */
export default function ProfilePage() {
  const { t } = useTranslation();
  const { profile, role } = useCurrentUser();
  const amd = t('header.amdSign');
  return (
    <>
      <PageTitle title={t('routes.profile')} />
      <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', md: '3fr 2fr' }, alignItems: 'start' }}>
        <Section title={t('profile.details')}>
          <ProfileForm key={profile.userId} profile={profile} />
        </Section>
        <Box sx={{ display: 'grid', gap: 2, minWidth: 0 }}>
          <Section title={t('profile.account')}>
            <Typography sx={{ overflowWrap: 'anywhere' }} data-testid="profile-email">
              {t('fields.email')}: {profile.email}
            </Typography>
            <Typography>
              {t('fields.group')}: {t(`roles.${effectiveRole(profile)}`)}
            </Typography>
            {hasBalance(role) && (
              <Typography>
                {t('fields.balance')}: {formatAmd(profile.balance.currentBalance, amd)}
              </Typography>
            )}
            {role === 'user' && (
              <Typography>
                {t('fields.creditLimit')}: {formatAmd(profile.balance.creditLimit, amd)}
              </Typography>
            )}
          </Section>
          <Section title={t('profile.changePassword')}>
            <ChangePasswordForm userId={profile.userId} />
          </Section>
          <Section title={t('alertPreferences.title')}>
            <AlertPreferencesSection role={role} />
          </Section>
        </Box>
      </Box>
      {hasBalance(role) && <BalanceHistory userId={profile.userId} />}
    </>
  );
}
