import { effectiveRole, HOME_PATH, routePath, type TLoginRequest } from '@frs/contract';
import Visibility from '@mui/icons-material/Visibility';
import VisibilityOff from '@mui/icons-material/VisibilityOff';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import IconButton from '@mui/material/IconButton';
import InputAdornment from '@mui/material/InputAdornment';
import Link from '@mui/material/Link';
import { useRef, useState, useTransition } from 'react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink, useLocation, useNavigate } from 'react-router';
import { LightTextField } from '../../components/form/light-text-field';
import { ApiError } from '../../lib/api-transport';
import { useAuth } from '../../lib/auth/auth-context';
import { requestedPathname, returnPathFor } from '../../lib/auth/return-path';
import { requestLogin } from './login-api';
import { checkLogin, type TLoginField, type TLoginProblems, type TLoginRule } from './login-rules';

/** A rule's code (translated at each render, so it follows a language switch) or the server's text. */
type TFieldMessage = { code: TLoginRule } | { text: string };
type TFieldMessages = Partial<Record<TLoginField, TFieldMessage>>;

function fromRules(problems: TLoginProblems): TFieldMessages {
  const messages: TFieldMessages = {};
  for (const [field, code] of Object.entries(problems) as [TLoginField, TLoginRule][]) {
    messages[field] = { code };
  }
  return messages;
}

/**
 * The login form. Light on purpose: it is part of every user's first download, so it is built without react-hook-form,
 * zod or MUI's TextField (see login-rules.ts and LightTextField); the server checks the same request with the contract.
 */
export function LoginForm() {
  const { t } = useTranslation();
  const { preloadApp, login } = useAuth();
  const navigate = useNavigate();
  // A private page asked for before the login (`?next=`): the login goes there, and its screen preloads.
  const { search } = useLocation();
  const nextPathname = requestedPathname(search);
  const [values, setValues] = useState<TLoginRequest>({ email: '', password: '' });
  const [messages, setMessages] = useState<TFieldMessages>({});
  const [submitted, setSubmitted] = useState(false);
  const [showPassword, setShowPassword] = useState(false);
  const [serverMessage, setServerMessage] = useState<{ text: string; code?: string } | null>(null);
  const [pending, setPending] = useState(false);
  // The switch to the app waits for its screen's code: meanwhile this page stays, its button still busy.
  const [switching, startTransition] = useTransition();
  const emailInput = useRef<HTMLInputElement>(null);
  const passwordInput = useRef<HTMLInputElement>(null);

  const messageOf = (field: TLoginField): string | undefined => {
    const message = messages[field];
    if (!message) return undefined;
    return 'text' in message ? message.text : t(`fieldErrors.${message.code}`);
  };

  const change = (field: TLoginField, value: string) => {
    const next = { ...values, [field]: value };
    setValues(next);
    // The visitor is typing: the logged-in app's code loads meanwhile (once), to be ready at the submit.
    preloadApp(nextPathname);
    // After a first submit, each change re-checks the form, so a corrected field clears its message at once.
    if (submitted) setMessages(fromRules(checkLogin(next)));
  };

  const submit = async () => {
    setSubmitted(true);
    setServerMessage(null);
    const problems = checkLogin(values);
    setMessages(fromRules(problems));
    const firstInvalid = (['email', 'password'] as const).find((field) => problems[field]);
    if (firstInvalid) {
      (firstInvalid === 'email' ? emailInput : passwordInput).current?.focus();
      return;
    }
    preloadApp(nextPathname);
    setPending(true);
    try {
      const response = await requestLogin(values);
      // The router navigates in a transition: the login in the same one makes a single render from this page to the
      // app, instead of an empty page at / first and the app in a second render.
      startTransition(() => {
        login(response);
        void navigate(returnPathFor(search, effectiveRole(response)) ?? HOME_PATH, { replace: true });
      });
    } catch (error) {
      if (!(error instanceof ApiError)) {
        setServerMessage({ text: t('errors.GENERIC') });
        return;
      }
      // The server's field errors go under their inputs; its message is the alert when no input can carry it.
      const placed: TFieldMessages = {};
      let unplaced = Object.keys(error.fieldErrors).length === 0;
      for (const [field, text] of Object.entries(error.fieldErrors)) {
        if (field === 'email' || field === 'password') placed[field] = { text };
        else unplaced = true;
      }
      setMessages(placed);
      if (unplaced) setServerMessage({ text: error.message, code: error.code });
    } finally {
      setPending(false);
    }
  };

  return (
    <Box
      component="form"
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        void submit();
      }}
      sx={{ display: 'flex', flexDirection: 'column', gap: 2 }}
    >
      {serverMessage && (
        <Alert severity="error" data-testid="login-error">
          {serverMessage.text}
          {/* An address not confirmed yet (told only after the right password): its code is typed on /verification. */}
          {serverMessage.code === 'ACCOUNT_NOT_VERIFIED' && (
            <>
              {' '}
              <Link
                component={RouterLink}
                to={routePath('verification', {}, { email: values.email.trim() })}
                data-testid="login-verify"
              >
                {t('loginLinks.verify')}
              </Link>
            </>
          )}
        </Alert>
      )}
      <LightTextField
        inputRef={emailInput}
        name="email"
        testId="login-email"
        id="login-email"
        label={t('login.email')}
        type="email"
        autoComplete="username"
        inputProps={{ inputMode: 'email' }}
        required
        fullWidth
        value={values.email}
        error={messageOf('email')}
        onChange={(event) => {
          change('email', event.target.value);
        }}
      />
      <LightTextField
        inputRef={passwordInput}
        name="password"
        testId="login-password"
        id="login-password"
        label={t('login.password')}
        type={showPassword ? 'text' : 'password'}
        autoComplete="current-password"
        required
        fullWidth
        value={values.password}
        error={messageOf('password')}
        onChange={(event) => {
          change('password', event.target.value);
        }}
        endAdornment={
          <InputAdornment position="end">
            <IconButton
              aria-label={showPassword ? t('login.hidePassword') : t('login.showPassword')}
              data-testid="login-password-toggle"
              onClick={() => {
                setShowPassword((shown) => !shown);
              }}
              edge="end"
            >
              {showPassword ? <VisibilityOff /> : <Visibility />}
            </IconButton>
          </InputAdornment>
        }
      />
      <Button
        type="submit"
        variant="contained"
        size="large"
        fullWidth
        loading={pending || switching}
        data-testid="login-submit"
      >
        {t('login.submit')}
      </Button>
      <Box sx={{ display: 'flex', justifyContent: 'space-between', flexWrap: 'wrap', gap: 1 }}>
        <Link component={RouterLink} to={routePath('reset')} data-testid="login-forgot">
          {t('loginLinks.forgot')}
        </Link>
        <Link component={RouterLink} to={routePath('register')} data-testid="login-register">
          {t('loginLinks.register')}
        </Link>
      </Box>
    </Box>
  );
}
