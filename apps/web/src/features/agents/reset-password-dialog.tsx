import { ZChangePasswordRequest } from '@frs/contract';
import { zodResolver } from '@hookform/resolvers/zod';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import { useMutation } from '@tanstack/react-query';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { FormPasswordField } from '../../components/form/form-password-field';
import { fieldErrorMap } from '../../lib/field-errors';
import { applyServerErrors } from '../../lib/server-errors';
import { resetUserPassword } from './agents-api';

/** Super Admin: a new password for someone else (no current password); the user is logged out everywhere. */
export function ResetPasswordDialog({
  userId,
  open,
  onClose,
  onDone,
}: {
  userId: number;
  open: boolean;
  onClose: () => void;
  onDone: () => void;
}) {
  const { t } = useTranslation();
  const [serverMessage, setServerMessage] = useState<string | null>(null);
  const { control, handleSubmit, setError, reset } = useForm({
    resolver: zodResolver(ZChangePasswordRequest, { error: fieldErrorMap }),
    defaultValues: { password: '', c_password: '' },
  });
  const mutation = useMutation({
    mutationFn: (values: { password: string; c_password: string }) => resetUserPassword(userId, values),
  });
  const close = () => {
    reset();
    setServerMessage(null);
    onClose();
  };
  const onSubmit = handleSubmit((values) => {
    mutation.mutate(values, {
      onSuccess: () => {
        close();
        onDone();
      },
      onError: (error) =>
        setServerMessage(applyServerErrors(error, setError, ['password', 'c_password'], t('errors.GENERIC'))),
    });
  });
  return (
    <Dialog open={open} onClose={close} fullWidth maxWidth="xs" aria-labelledby="reset-password-title">
      <DialogTitle id="reset-password-title">{t('agentInfo.resetPassword')}</DialogTitle>
      <Box component="form" noValidate onSubmit={(event) => void onSubmit(event)}>
        <DialogContent sx={{ display: 'flex', flexDirection: 'column', gap: 2, pt: '8px !important' }}>
          {serverMessage && <Alert severity="error">{serverMessage}</Alert>}
          <FormPasswordField
            control={control}
            name="password"
            testId="reset-password-new"
            label={t('password.new')}
            autoComplete="new-password"
            required
          />
          <FormPasswordField
            control={control}
            name="c_password"
            testId="reset-password-confirm"
            label={t('password.confirm')}
            autoComplete="new-password"
            required
          />
        </DialogContent>
        <DialogActions>
          <Button onClick={close}>{t('common.cancel')}</Button>
          <Button type="submit" variant="contained" loading={mutation.isPending} data-testid="reset-password-submit">
            {t('common.save')}
          </Button>
        </DialogActions>
      </Box>
    </Dialog>
  );
}
