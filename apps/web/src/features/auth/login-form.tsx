import { HOME_PATH, ZLoginRequest, type TLoginRequest } from '@frs/contract';
import { zodResolver } from '@hookform/resolvers/zod';
import Visibility from '@mui/icons-material/Visibility';
import VisibilityOff from '@mui/icons-material/VisibilityOff';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import IconButton from '@mui/material/IconButton';
import InputAdornment from '@mui/material/InputAdornment';
import TextField from '@mui/material/TextField';
import { useMutation } from '@tanstack/react-query';
import { useState } from 'react';
import { useForm, type UseFormSetError } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { ApiError } from '../../lib/api-client';
import { useAuth } from '../../lib/auth/auth-context';
import { fieldErrorMap, translateFieldError } from '../../lib/field-errors';
import { textFieldRegistration } from '../../lib/form';
import { requestLogin } from './login-api';

const LOGIN_FIELDS = ['email', 'password'] as const satisfies readonly (keyof TLoginRequest)[];

/** Puts a 400's per-field messages under the inputs; false when there was none to place. */
function applyServerFieldErrors(error: unknown, setError: UseFormSetError<TLoginRequest>): boolean {
  if (!(error instanceof ApiError)) return false;
  let applied = false;
  for (const field of LOGIN_FIELDS) {
    const message = error.fieldErrors[field];
    if (message) {
      setError(field, { type: 'server', message });
      applied = true;
    }
  }
  return applied;
}

export function LoginForm() {
  const { t } = useTranslation();
  const { login } = useAuth();
  const navigate = useNavigate();
  const [showPassword, setShowPassword] = useState(false);
  const [serverMessage, setServerMessage] = useState<string | null>(null);
  const {
    register,
    handleSubmit,
    setError,
    formState: { errors },
  } = useForm({
    resolver: zodResolver(ZLoginRequest, { error: fieldErrorMap }),
    defaultValues: { email: '', password: '' },
  });
  const mutation = useMutation({ mutationFn: requestLogin });

  const onSubmit = handleSubmit((credentials) => {
    setServerMessage(null);
    mutation.mutate(credentials, {
      onSuccess: (response) => {
        login(response);
        void navigate(HOME_PATH, { replace: true });
      },
      onError: (error) => {
        if (applyServerFieldErrors(error, setError)) return;
        setServerMessage(error instanceof ApiError ? error.message : t('errors.GENERIC'));
      },
    });
  });

  const emailError = translateFieldError(errors.email?.message, t);
  const passwordError = translateFieldError(errors.password?.message, t);

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
      <TextField
        {...textFieldRegistration(register('email'))}
        id="login-email"
        label={t('login.email')}
        type="email"
        autoComplete="username"
        required
        fullWidth
        error={Boolean(emailError)}
        helperText={emailError}
        slotProps={{ htmlInput: { 'data-testid': 'login-email', inputMode: 'email' } }}
      />
      <TextField
        {...textFieldRegistration(register('password'))}
        id="login-password"
        label={t('login.password')}
        type={showPassword ? 'text' : 'password'}
        autoComplete="current-password"
        required
        fullWidth
        error={Boolean(passwordError)}
        helperText={passwordError}
        slotProps={{
          htmlInput: { 'data-testid': 'login-password' },
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
        loading={mutation.isPending}
        data-testid="login-submit"
      >
        {t('login.submit')}
      </Button>
    </Box>
  );
}
