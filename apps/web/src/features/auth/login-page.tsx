import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { PageTitle } from '../../components/page-title';
import { useAuth } from '../../lib/auth/auth-context';
import { LoginForm } from './login-form';

/** Routes / and /login. The public frame around it carries the logo, the name and the language switch. */
export default function LoginPage() {
  const { t } = useTranslation();
  const { preloadApp } = useAuth();

  // Once the page is drawn and the browser idle, the logged-in app's code loads while the visitor types: fetched
  // during the login call instead, it competed with it (on one machine the login answer came ~0.9 s later).
  // Browsers without idle callbacks load it at the submit.
  useEffect(() => {
    if (!('requestIdleCallback' in window)) return;
    const idle = window.requestIdleCallback(preloadApp, { timeout: 2_000 });
    return () => {
      window.cancelIdleCallback(idle);
    };
  }, [preloadApp]);

  return (
    <>
      <PageTitle title={t('routes.login')} />
      <LoginForm />
    </>
  );
}
