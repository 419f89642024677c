import {
  WEBHOOK_EVENT_TYPES,
  ZWebhookEndpointCreateRequest,
  type TWebhookEndpointCreated,
  type TWebhookEventType,
} from '@frs/contract';
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
import type { z } from 'zod';
import { FormTextField } from '../../components/form/form-text-field';
import { fieldErrorMap, translateFieldError } from '../../lib/field-errors';
import { applyServerErrors } from '../../lib/server-errors';
import { createWebhook } from './developers-api';
import { EVENT_TEXT_KEYS } from './event-texts';

type TWebhookForm = z.input<typeof ZWebhookEndpointCreateRequest>;
const FIELDS = ['url', 'description', 'eventTypes'] as const;

/**
 * "Add endpoint": its URL, a description and the events it wants (every type, each with what it means; "All events"
 * ticks them at once). On success the endpoint with its signing secret goes to `onCreated`, which shows it once.
 */
export function CreateWebhookDialog({
  onClose,
  onCreated,
}: {
  onClose: () => void;
  onCreated: (created: TWebhookEndpointCreated) => void;
}) {
  const { t } = useTranslation();
  const theme = useTheme();
  const fullScreen = useMediaQuery(theme.breakpoints.down('sm'));
  const titleId = useId();
  const [serverMessage, setServerMessage] = useState<string | null>(null);
  const { control, handleSubmit, setError } = useForm<
    TWebhookForm,
    unknown,
    z.output<typeof ZWebhookEndpointCreateRequest>
  >({
    resolver: zodResolver(ZWebhookEndpointCreateRequest, { error: fieldErrorMap }),
    defaultValues: { url: '', description: '', eventTypes: [] },
  });
  const mutation = useMutation({ mutationFn: createWebhook });
  const submit = handleSubmit((values) => {
    setServerMessage(null);
    mutation.mutate(values, {
      onSuccess: onCreated,
      onError: (error) => setServerMessage(applyServerErrors(error, setError, FIELDS, t('errors.GENERIC'))),
    });
  });
  return (
    <Dialog open onClose={onClose} fullScreen={fullScreen} fullWidth maxWidth="sm" aria-labelledby={titleId}>
      <DialogTitle id={titleId}>{t('developers.webhooks.dialogTitle')}</DialogTitle>
      <Box component="form" noValidate onSubmit={(event) => void submit(event)} data-testid="create-webhook-form">
        <DialogContent sx={{ display: 'grid', gap: 2, pt: '8px !important' }}>
          {serverMessage && (
            <Alert severity="error" data-testid="create-webhook-error">
              {serverMessage}
            </Alert>
          )}
          <FormTextField
            control={control}
            name="url"
            label={t('developers.webhooks.url')}
            helperText={t('developers.webhooks.urlHint')}
            type="url"
            required
            autoFocus
            testId="create-webhook-url"
            slotProps={{ htmlInput: { maxLength: 500, inputMode: 'url' } }}
          />
          <FormTextField
            control={control}
            name="description"
            label={t('developers.webhooks.description')}
            testId="create-webhook-description"
            slotProps={{ htmlInput: { maxLength: 200 } }}
          />
          <Controller
            control={control}
            name="eventTypes"
            render={({ field, fieldState }) => {
              const chosen = new Set<TWebhookEventType>(field.value);
              const all = chosen.size === WEBHOOK_EVENT_TYPES.length;
              const toggle = (type: TWebhookEventType) =>
                field.onChange(
                  WEBHOOK_EVENT_TYPES.filter((item) => (item === type ? !chosen.has(item) : chosen.has(item))),
                );
              return (
                <FormControl component="fieldset" error={fieldState.error !== undefined} required>
                  <FormLabel component="legend">{t('developers.webhooks.events')}</FormLabel>
                  <FormControlLabel
                    label={t('developers.webhooks.allEvents')}
                    control={
                      <Checkbox
                        checked={all}
                        indeterminate={chosen.size > 0 && !all}
                        onChange={() => field.onChange(all ? [] : [...WEBHOOK_EVENT_TYPES])}
                        slotProps={{ input: { ref: field.ref, 'data-testid': 'create-webhook-all-events' } as object }}
                      />
                    }
                  />
                  <Box sx={{ pl: { xs: 1, sm: 3 } }}>
                    {WEBHOOK_EVENT_TYPES.map((type) => (
                      <FormControlLabel
                        key={type}
                        sx={{ display: 'flex', alignItems: 'flex-start', mr: 0, mb: 0.5 }}
                        control={
                          <Checkbox
                            checked={chosen.has(type)}
                            onChange={() => toggle(type)}
                            sx={{ pt: 0.25 }}
                            slotProps={{ input: { 'data-testid': `create-webhook-event-${type}` } as object }}
                          />
                        }
                        label={
                          <Box sx={{ pt: 0.5 }}>
                            <Box component="code" sx={{ fontFamily: 'monospace' }}>
                              {type}
                            </Box>
                            <Typography variant="body2" sx={{ color: 'text.secondary' }}>
                              {t(`developers.events.${EVENT_TEXT_KEYS[type]}`)}
                            </Typography>
                          </Box>
                        }
                      />
                    ))}
                  </Box>
                  {fieldState.error && (
                    <FormHelperText data-testid="create-webhook-events-error">
                      {translateFieldError(fieldState.error.message, t)}
                    </FormHelperText>
                  )}
                </FormControl>
              );
            }}
          />
        </DialogContent>
        <DialogActions>
          <Button onClick={onClose}>{t('common.cancel')}</Button>
          <Button type="submit" variant="contained" loading={mutation.isPending} data-testid="create-webhook-submit">
            {t('developers.webhooks.register')}
          </Button>
        </DialogActions>
      </Box>
    </Dialog>
  );
}
