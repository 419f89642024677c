import { PublicForm } from '../../components/public-form';
import { ZRegisterRequest } from '@frs/contract';
import { zodResolver } from '@hookform/resolvers/zod';
import Link from '@mui/material/Link';
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
      <PublicForm
        testId="register"
        intro={t('register.intro')}
        serverMessage={serverMessage}
        submitLabel={t('register.submit')}
        pending={mutation.isPending}
        onSubmit={(event) => void onSubmit(event)}
        footer={
          <Link component={RouterLink} to="/" sx={{ alignSelf: 'center' }}>
            {t('register.haveAccount')}
          </Link>
        }
      >
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
      </PublicForm>
    </>
  );
}
