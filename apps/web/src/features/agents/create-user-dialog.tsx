import { LANGUAGES, userGroupOf, ZCreateUserRequest, type TRole } from '@frs/contract';
import { zodResolver } from '@hookform/resolvers/zod';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import useMediaQuery from '@mui/material/useMediaQuery';
import { useTheme } from '@mui/material/styles';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import type { z } from 'zod';
import { FormSelectField } from '../../components/form/form-select-field';
import { FormTextField } from '../../components/form/form-text-field';
import { fieldErrorMap } from '../../lib/field-errors';
import { currentLanguage, LANGUAGE_NAMES } from '../../lib/i18n';
import { isAgentRequired, PROFILE_FIELDS, profileFieldValues } from '../../lib/profile-fields';
import { queryKeys } from '../../lib/query-keys';
import { applyServerErrors } from '../../lib/server-errors';
import { createUser, userGroupsQuery } from './agents-api';

const FIELD_NAMES = ['email', 'role', 'adminGroups', 'language', ...PROFILE_FIELDS.map((field) => field.name)] as const;

function emptyValues(): z.input<typeof ZCreateUserRequest> {
  return {
    email: '',
    role: 'user',
    adminGroups: null,
    language: currentLanguage(),
    ...profileFieldValues({}),
  };
}

/** POST /api/auth/register from /agents: the groups offered are the ones the caller may create. */
export function CreateUserDialog({
  open,
  onClose,
  onCreated,
}: {
  open: boolean;
  onClose: () => void;
  onCreated: () => void;
}) {
  const { t } = useTranslation();
  const theme = useTheme();
  const fullScreen = useMediaQuery(theme.breakpoints.down('sm'));
  const queryClient = useQueryClient();
  const groups = useQuery({ ...userGroupsQuery(), enabled: open });
  const [group, setGroup] = useState<TRole>('user');
  const [serverMessage, setServerMessage] = useState<string | null>(null);
  const { control, handleSubmit, setError, setValue, reset } = useForm({
    resolver: zodResolver(ZCreateUserRequest, { error: fieldErrorMap }),
    defaultValues: emptyValues(),
  });
  const mutation = useMutation({ mutationFn: createUser });
  const close = () => {
    reset(emptyValues());
    setGroup('user');
    setServerMessage(null);
    onClose();
  };
  const onSubmit = handleSubmit((values) => {
    setServerMessage(null);
    mutation.mutate(values, {
      onSuccess: () => {
        void queryClient.invalidateQueries({ queryKey: queryKeys.users.all() });
        close();
        onCreated();
      },
      onError: (error) => {
        setServerMessage(applyServerErrors(error, setError, FIELD_NAMES, t('errors.GENERIC')));
      },
    });
  });
  const isAgent = group === 'user';
  const groupOptions = groups.data ?? [userGroupOf('user')];

  return (
    <Dialog
      open={open}
      onClose={close}
      fullScreen={fullScreen}
      maxWidth="md"
      fullWidth
      aria-labelledby="create-user-title"
    >
      <DialogTitle id="create-user-title">{t('agents.createTitle')}</DialogTitle>
      <Box
        component="form"
        noValidate
        onSubmit={(event) => {
          void onSubmit(event);
        }}
      >
        <DialogContent sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr' } }}>
          {serverMessage && (
            <Alert severity="error" data-testid="create-user-error" sx={{ gridColumn: '1 / -1' }}>
              {serverMessage}
            </Alert>
          )}
          <TextField
            select
            label={t('fields.group')}
            value={group}
            data-testid="create-user-group"
            onChange={(event) => {
              const chosen = groupOptions.find((item) => item.value === event.target.value);
              if (!chosen) return;
              setGroup(chosen.value);
              setValue('role', chosen.role);
              setValue('adminGroups', chosen.adminGroups);
            }}
          >
            {groupOptions.map((item) => (
              <MenuItem key={item.value} value={item.value} data-testid={`create-user-group-${item.value}`}>
                {t(`roles.${item.value}`)}
              </MenuItem>
            ))}
          </TextField>
          <FormSelectField
            control={control}
            name="language"
            label={t('fields.language')}
            testId="create-user-language"
            options={LANGUAGES.map((language) => ({ value: language, label: LANGUAGE_NAMES[language] }))}
          />
          <FormTextField
            control={control}
            name="email"
            id="create-user-email"
            testId="create-user-email"
            label={t('fields.email')}
            type="email"
            required
            sx={{ gridColumn: '1 / -1' }}
          />
          {PROFILE_FIELDS.map((field) => (
            <FormTextField
              key={field.name}
              control={control}
              name={field.name}
              id={`create-user-${field.name}`}
              testId={`create-user-${field.name}`}
              label={t(`fields.${field.name}`)}
              type={field.type}
              required={field.name === 'contactNameSurname' || (isAgent && isAgentRequired(field.name))}
            />
          ))}
        </DialogContent>
        <DialogActions>
          <Button onClick={close}>{t('common.cancel')}</Button>
          <Button type="submit" variant="contained" loading={mutation.isPending} data-testid="create-user-submit">
            {t('common.save')}
          </Button>
        </DialogActions>
      </Box>
    </Dialog>
  );
}
