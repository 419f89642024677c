import { PublicForm } from '../../components/public-form';
import { routePath, ZRegisterRequest } from '@frs/contract';
import { zodResolver } from '@hookform/resolvers/zod';
import Link from '@mui/material/Link';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink, useNavigate } from 'react-router';
import { FormTextField } from '../../components/form/form-text-field';
import { PageTitle } from '../../components/page-title';
import { fieldErrorMap } from '../../lib/field-errors';
import { currentLanguage } from '../../lib/i18n';
import { isAgentRequired, PROFILE_FIELDS, profileFieldValues } from '../../lib/profile-fields';
import { useServerSubmit } from '../../lib/use-server-submit';
import { registerAgency } from './register-api';
import { QueryProvider } from '../../lib/query-provider';

const FIELDS = [...PROFILE_FIELDS, { name: 'email', autoComplete: 'email', type: 'email' }] as const;
const FIELD_NAMES = FIELDS.map((field) => field.name);

/** /register: an agency registers; the code goes to its e-mail and /verification takes it. */
function RegisterPageContent() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const { control, handleSubmit, setError } = useForm({
    resolver: zodResolver(ZRegisterRequest, { error: fieldErrorMap }),
    defaultValues: { ...profileFieldValues({}), email: '' },
  });
  const { formProps } = useServerSubmit({
    form: { handleSubmit, setError },
    fields: FIELD_NAMES,
    send: (values) => registerAgency({ ...values, language: currentLanguage() }),
    onSuccess: ({ email }) => {
      void navigate(routePath('verification', {}, { email }));
    },
  });

  return (
    <>
      <PageTitle title={t('routes.register')} />
      <PublicForm
        testId="register"
        intro={t('register.intro')}
        submitLabel={t('register.submit')}
        {...formProps}
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

/** A public screen whose form submits through a mutation: it brings the query client (the entry has none). */
export default function RegisterPage() {
  return (
    <QueryProvider>
      <RegisterPageContent />
    </QueryProvider>
  );
}
