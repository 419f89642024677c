import { LANGUAGES, ZUpdateAgentForm, ZUpdateUserRequest, type TProfile } from '@frs/contract';
import { zodResolver } from '@hookform/resolvers/zod';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { FormSelectField } from '../../components/form/form-select-field';
import { FormTextField } from '../../components/form/form-text-field';
import { fieldErrorMap } from '../../lib/field-errors';
import { LANGUAGE_NAMES } from '../../lib/i18n';
import { isAgentRequired, PROFILE_FIELDS, profileFieldValues } from '../../lib/profile-fields';
import { queryKeys } from '../../lib/query-keys';
import { applyServerErrors } from '../../lib/server-errors';
import { updateUser } from './agents-api';

const EDITABLE = ['email', 'language', ...PROFILE_FIELDS.map((field) => field.name)] as const;

/** The edit form of a user's details: e-mail, language and the company fields. */
export function AgentEditForm({ profile, onDone }: { profile: TProfile; onDone: () => void }) {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const isAgent = profile.role === 'user';
  const [serverMessage, setServerMessage] = useState<string | null>(null);
  const { control, handleSubmit, setError } = useForm({
    resolver: zodResolver(isAgent ? ZUpdateAgentForm : ZUpdateUserRequest, { error: fieldErrorMap }),
    defaultValues: { email: profile.email, language: profile.language, ...profileFieldValues(profile) },
  });
  const mutation = useMutation({
    mutationFn: (values: Parameters<typeof updateUser>[1]) => updateUser(profile.userId, values),
  });
  const onSubmit = handleSubmit((values) => {
    setServerMessage(null);
    mutation.mutate(values, {
      onSuccess: (updated) => {
        queryClient.setQueryData(queryKeys.users.detail(profile.userId), updated);
        void queryClient.invalidateQueries({ queryKey: queryKeys.users.all() });
        onDone();
      },
      onError: (error) => setServerMessage(applyServerErrors(error, setError, EDITABLE, t('errors.GENERIC'))),
    });
  });
  return (
    <Box
      component="form"
      noValidate
      onSubmit={(event) => void onSubmit(event)}
      sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr' } }}
      data-testid="agent-edit-form"
    >
      {serverMessage && (
        <Alert severity="error" sx={{ gridColumn: '1 / -1' }}>
          {serverMessage}
        </Alert>
      )}
      <FormTextField
        control={control}
        name="email"
        testId="agent-edit-email"
        label={t('fields.email')}
        type="email"
        required
      />
      <FormSelectField
        control={control}
        name="language"
        testId="agent-edit-language"
        label={t('fields.language')}
        options={LANGUAGES.map((language) => ({ value: language, label: LANGUAGE_NAMES[language] }))}
      />
      {PROFILE_FIELDS.map((field) => (
        <FormTextField
          key={field.name}
          control={control}
          name={field.name}
          testId={`agent-edit-${field.name}`}
          label={t(`fields.${field.name}`)}
          type={field.type}
          required={isAgent && isAgentRequired(field.name)}
        />
      ))}
      <Box sx={{ gridColumn: '1 / -1', display: 'flex', gap: 1, justifyContent: 'flex-end' }}>
        <Button onClick={onDone}>{t('common.cancel')}</Button>
        <Button type="submit" variant="contained" loading={mutation.isPending} data-testid="agent-edit-save">
          {t('common.save')}
        </Button>
      </Box>
    </Box>
  );
}
