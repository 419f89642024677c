import { HOME_PATH, ZLoginRequest, type TLoginRequest } from '@frs/contract';
import { zodResolver } from '@hookform/resolvers/zod';
import Visibility from '@mui/icons-material/Visibility';
import VisibilityOff from '@mui/icons-material/VisibilityOff';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import IconButton from '@mui/material/IconButton';
import InputAdornment from '@mui/material/InputAdornment';
import Link from '@mui/material/Link';
import { useMutation } from '@tanstack/react-query';
import { useState, useTransition } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink, useNavigate } from 'react-router';
import { useAuth } from '../../lib/auth/auth-context';
import { FormTextField } from '../../components/form/form-text-field';
import { fieldErrorMap } from '../../lib/field-errors';
import { applyServerErrors } from '../../lib/server-errors';
import { requestLogin } from './login-api';

const LOGIN_FIELDS = ['email', 'password'] as const satisfies readonly (keyof TLoginRequest)[];

export function LoginForm() {
  const { t } = useTranslation();
  const { preloadApp, login } = useAuth();
  const navigate = useNavigate();
  const [showPassword, setShowPassword] = useState(false);
  const [serverMessage, setServerMessage] = useState<string | null>(null);
  const { control, handleSubmit, setError } = useForm({
    resolver: zodResolver(ZLoginRequest, { error: fieldErrorMap }),
    defaultValues: { email: '', password: '' },
  });
  const mutation = useMutation({ mutationFn: requestLogin });
  // The switch to the app waits for its screen's code: meanwhile this page stays, its button still busy.
  const [switching, startTransition] = useTransition();

  const onSubmit = handleSubmit((credentials) => {
    setServerMessage(null);
    preloadApp();
    mutation.mutate(credentials, {
      onSuccess: (response) => {
        // The router navigates in a transition: the login in the same one makes a single render from this page to
        // the app, instead of an empty page at / first and the app in a second render.
        startTransition(() => {
          login(response);
          void navigate(HOME_PATH, { replace: true });
        });
      },
      onError: (error) => {
        setServerMessage(applyServerErrors(error, setError, LOGIN_FIELDS, t('errors.GENERIC')));
      },
    });
  });

  return (
    <Box
      component="form"
      noValidate
      onSubmit={(event) => {
        void onSubmit(event);
      }}
      sx={{ display: 'flex', flexDirection: 'column', gap: 2 }}
    >
      {serverMessage && (
        <Alert severity="error" data-testid="login-error">
          {serverMessage}
        </Alert>
      )}
      <FormTextField
        control={control}
        name="email"
        testId="login-email"
        id="login-email"
        label={t('login.email')}
        type="email"
        autoComplete="username"
        required
        fullWidth
        slotProps={{ htmlInput: { inputMode: 'email' } }}
      />
      <FormTextField
        control={control}
        name="password"
        testId="login-password"
        id="login-password"
        label={t('login.password')}
        type={showPassword ? 'text' : 'password'}
        autoComplete="current-password"
        required
        fullWidth
        slotProps={{
          input: {
            endAdornment: (
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
            ),
          },
        }}
      />
      <Button
        type="submit"
        variant="contained"
        size="large"
        fullWidth
        loading={mutation.isPending || switching}
        data-testid="login-submit"
      >
        {t('login.submit')}
      </Button>
      <Box sx={{ display: 'flex', justifyContent: 'space-between', flexWrap: 'wrap', gap: 1 }}>
        <Link component={RouterLink} to="/reset" data-testid="login-forgot">
          {t('loginLinks.forgot')}
        </Link>
        <Link component={RouterLink} to="/register" data-testid="login-register">
          {t('loginLinks.register')}
        </Link>
      </Box>
    </Box>
  );
}
