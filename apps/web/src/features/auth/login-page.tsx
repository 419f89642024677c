import { useTranslation } from 'react-i18next';
import { PageTitle } from '../../components/page-title';
import { LoginForm } from './login-form';

/** Routes / and /login. The public frame around it carries the logo, the name and the language switch. */
export default function LoginPage() {
  const { t } = useTranslation();
  return (
    <>
      <PageTitle title={t('routes.login')} />
      <LoginForm />
    </>
  );
}
