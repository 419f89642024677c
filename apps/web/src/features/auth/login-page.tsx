import { useTranslation } from 'react-i18next';
import { PageTitle } from '../../components/page-title';
import { LoginForm } from './login-form';

/**
 * Routes / and /login. The public frame around it carries the logo, the name and the language switch. The logged-in
 * app's code starts loading when the visitor types (see LoginForm), not before: a visitor who only looks at the page,
 * or reads it on a slow phone, downloads just this screen.
 */
export default function LoginPage() {
  const { t } = useTranslation();
  return (
    <>
      <PageTitle title={t('routes.login')} />
      <LoginForm />
    </>
  );
}
