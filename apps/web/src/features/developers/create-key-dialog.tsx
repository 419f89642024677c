import { API_KEY_SCOPES, isCidr, ruleMessage, ZApiKeyCreateRequest, type TApiKeyCreated } from '@frs/contract';
import { zodResolver } from '@hookform/resolvers/zod';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Checkbox from '@mui/material/Checkbox';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import FormControl from '@mui/material/FormControl';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormHelperText from '@mui/material/FormHelperText';
import FormLabel from '@mui/material/FormLabel';
import Typography from '@mui/material/Typography';
import useMediaQuery from '@mui/material/useMediaQuery';
import { useTheme } from '@mui/material/styles';
import { useMutation } from '@tanstack/react-query';
import { useId, useState } from 'react';
import { Controller, useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { z } from 'zod';
import { SCOPE_TEXT_KEYS } from '../../components/api-keys/scope-text-keys';
import { FormDateTimeField } from '../../components/form/form-date-time-field';
import { FormTextField } from '../../components/form/form-text-field';
import { fieldErrorMap, translateFieldError } from '../../lib/field-errors';
import { applyServerErrors } from '../../lib/server-errors';
import { createKey } from './developers-api';

/** The client addresses' input: one address or CIDR range per line, blank lines ignored. */
export function cidrLines(text: string): string[] {
  return text
    .split('\n')
    .map((line) => line.trim())
    .filter((line) => line !== '');
}

/**
 * The form's values: the request's, but the expiry as the date-time field's local text and the addresses as lines.
 * The name and the scopes are the contract's rules; the expiry's "in the future" is the server's (its clock).
 */
const ZKeyForm = z.object({
  name: ZApiKeyCreateRequest.shape.name,
  scopes: z.array(z.enum(API_KEY_SCOPES)).refine((scopes) => scopes.length > 0, ruleMessage('required')),
  expiresAt: z.string(),
  allowedCidrs: z.string().refine((text) => cidrLines(text).every(isCidr), ruleMessage('invalidCidr')),
});
type TKeyForm = z.infer<typeof ZKeyForm>;
const FIELDS = ['name', 'scopes', 'expiresAt', 'allowedCidrs'] as const;
const EMPTY: TKeyForm = { name: '', scopes: [], expiresAt: '', allowedCidrs: '' };

/**
 * "Create key" of /developers: a name, scopes as checkboxes with what each allows (`tickets` spends the balance), an
 * optional expiry and client addresses. The server's field errors go under their inputs. On success the new key,
 * with its secret, goes to `onCreated` (the screen shows the secret once) and this dialog closes.
 */
export default function CreateKeyDialog({
  onClose,
  onCreated,
}: {
  onClose: () => void;
  onCreated: (created: TApiKeyCreated) => void;
}) {
  const { t } = useTranslation();
  const theme = useTheme();
  const fullScreen = useMediaQuery(theme.breakpoints.down('sm'));
  const titleId = useId();
  const [serverMessage, setServerMessage] = useState<string | null>(null);
  const { control, handleSubmit, setError } = useForm<TKeyForm>({
    resolver: zodResolver(ZKeyForm, { error: fieldErrorMap }),
    defaultValues: EMPTY,
  });
  const mutation = useMutation({ mutationFn: createKey });
  const submit = handleSubmit((values) => {
    setServerMessage(null);
    const body = {
      name: values.name,
      scopes: values.scopes,
      // The field's text is the reader's local time: the browser reads it so.
      expiresAt: values.expiresAt ? new Date(values.expiresAt).toISOString() : null,
      allowedCidrs: cidrLines(values.allowedCidrs),
    };
    mutation.mutate(body, {
      onSuccess: onCreated,
      onError: (error) => setServerMessage(applyServerErrors(error, setError, FIELDS, t('errors.GENERIC'))),
    });
  });
  return (
    <Dialog open onClose={onClose} fullScreen={fullScreen} fullWidth maxWidth="sm" aria-labelledby={titleId}>
      <DialogTitle id={titleId}>{t('developers.keyDialog.title')}</DialogTitle>
      <Box component="form" noValidate onSubmit={(event) => void submit(event)} data-testid="create-key-form">
        <DialogContent sx={{ display: 'grid', gap: 2, pt: '8px !important' }}>
          {serverMessage && (
            <Alert severity="error" data-testid="create-key-error">
              {serverMessage}
            </Alert>
          )}
          <FormTextField
            control={control}
            name="name"
            label={t('developers.keyDialog.name')}
            helperText={t('developers.keyDialog.nameHint')}
            required
            autoFocus
            testId="create-key-name"
            slotProps={{ htmlInput: { maxLength: 80 } }}
          />
          <Controller
            control={control}
            name="scopes"
            render={({ field, fieldState }) => (
              <FormControl component="fieldset" error={fieldState.error !== undefined} required>
                <FormLabel component="legend">{t('developers.keyDialog.scopes')}</FormLabel>
                {API_KEY_SCOPES.map((scope) => {
                  const checked = field.value.includes(scope);
                  const hintId = `${titleId}-scope-${SCOPE_TEXT_KEYS[scope]}`;
                  return (
                    <Box key={scope} sx={{ mb: 0.5 }}>
                      <FormControlLabel
                        label={t(`apiKeys.scopes.${SCOPE_TEXT_KEYS[scope]}`)}
                        control={
                          <Checkbox
                            checked={checked}
                            onChange={() =>
                              field.onChange(
                                checked
                                  ? field.value.filter((item) => item !== scope)
                                  : API_KEY_SCOPES.filter((item) => item === scope || field.value.includes(item)),
                              )
                            }
                            slotProps={{
                              input: {
                                // The form's focus on a mistake goes to the first box.
                                ref: scope === API_KEY_SCOPES[0] ? field.ref : undefined,
                                'aria-describedby': hintId,
                                'data-testid': `create-key-scope-${scope}`,
                              } as object,
                            }}
                          />
                        }
                      />
                      <Typography
                        id={hintId}
                        variant="body2"
                        // The scope that spends money stands out, in the text colour (the palette's orange is too pale).
                        sx={{
                          color: scope === 'tickets' ? 'text.primary' : 'text.secondary',
                          fontWeight: scope === 'tickets' ? 600 : undefined,
                          pl: 4,
                          mt: -0.5,
                        }}
                      >
                        {t(`developers.keyDialog.scopeHints.${SCOPE_TEXT_KEYS[scope]}`)}
                      </Typography>
                    </Box>
                  );
                })}
                {fieldState.error && (
                  <FormHelperText data-testid="create-key-scopes-error">
                    {translateFieldError(fieldState.error.message, t)}
                  </FormHelperText>
                )}
              </FormControl>
            )}
          />
          <FormDateTimeField
            control={control}
            name="expiresAt"
            kind="dateTime"
            label={t('developers.keyDialog.expiresAt')}
            helperText={t('developers.keyDialog.expiresHint')}
            testId="create-key-expires"
          />
          <FormTextField
            control={control}
            name="allowedCidrs"
            label={t('developers.keyDialog.allowedCidrs')}
            helperText={t('developers.keyDialog.allowedCidrsHint')}
            multiline
            minRows={2}
            testId="create-key-cidrs"
          />
        </DialogContent>
        <DialogActions>
          <Button onClick={onClose}>{t('common.cancel')}</Button>
          <Button type="submit" variant="contained" loading={mutation.isPending} data-testid="create-key-submit">
            {t('developers.keyDialog.create')}
          </Button>
        </DialogActions>
      </Box>
    </Dialog>
  );
}
