import { ZRegisterRequest } from '@frs/contract';
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
import { Link as RouterLink, useNavigate } from 'react-router';
import { FormTextField } from '../../components/form/form-text-field';
import { PageTitle } from '../../components/page-title';
import { fieldErrorMap } from '../../lib/field-errors';
import { currentLanguage } from '../../lib/i18n';
import { isAgentRequired, PROFILE_FIELDS } from '../../lib/profile-fields';
import { applyServerErrors } from '../../lib/server-errors';
import { registerAgency } from './register-api';

const FIELDS = [...PROFILE_FIELDS, { name: 'email', autoComplete: 'email', type: 'email' }] as const;
const FIELD_NAMES = FIELDS.map((field) => field.name);

/** /register: an agency registers; the code goes to its e-mail and /verification takes it. */
export default function RegisterPage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const [serverMessage, setServerMessage] = useState<string | null>(null);
  const { control, handleSubmit, setError } = useForm({
    resolver: zodResolver(ZRegisterRequest, { error: fieldErrorMap }),
    defaultValues: {
      companyName: '',
      businessName: '',
      vat: '',
      country: '',
      city: '',
      address: '',
      ceoNameSurname: '',
      contactNameSurname: '',
      phone: '',
      mobilePhone: '',
      email: '',
    },
  });
  const mutation = useMutation({ mutationFn: registerAgency });
  const onSubmit = handleSubmit((values) => {
    setServerMessage(null);
    mutation.mutate(
      { ...values, language: currentLanguage() },
      {
        onSuccess: ({ email }) => {
          void navigate(`/verification?email=${encodeURIComponent(email)}`);
        },
        onError: (error) => {
          setServerMessage(applyServerErrors(error, setError, FIELD_NAMES, t('errors.GENERIC')));
        },
      },
    );
  });

  return (
    <>
      <PageTitle title={t('routes.register')} />
      <Box
        component="form"
        noValidate
        onSubmit={(event) => {
          void onSubmit(event);
        }}
        sx={{ display: 'flex', flexDirection: 'column', gap: 2 }}
      >
        <Typography>{t('register.intro')}</Typography>
        {serverMessage && (
          <Alert severity="error" data-testid="register-error">
            {serverMessage}
          </Alert>
        )}
        {FIELDS.map((field) => (
          <FormTextField
            key={field.name}
            control={control}
            name={field.name}
            id={`register-${field.name}`}
            testId={`register-${field.name}`}
            label={t(`fields.${field.name}`)}
            required={field.name === 'email' || isAgentRequired(field.name)}
            autoComplete={field.autoComplete}
            type={field.type}
            fullWidth
          />
        ))}
        <Button
          type="submit"
          variant="contained"
          size="large"
          loading={mutation.isPending}
          data-testid="register-submit"
        >
          {t('register.submit')}
        </Button>
        <Link component={RouterLink} to="/" sx={{ alignSelf: 'center' }}>
          {t('register.haveAccount')}
        </Link>
      </Box>
    </>
  );
}
