import { formatInstant, type TWebhookEndpoint, type TWebhookEndpointCreated } from '@frs/contract';
import AddIcon from '@mui/icons-material/Add';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Checkbox from '@mui/material/Checkbox';
import Chip from '@mui/material/Chip';
import FormControlLabel from '@mui/material/FormControlLabel';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ConfirmDialog } from '../../components/confirm-dialog';
import { QueryContent } from '../../components/query-content';
import { ApiError } from '../../lib/api-client';
import { queryKeys } from '../../lib/query-keys';
import { CreateWebhookDialog } from './create-webhook-dialog';
import { DeliveriesPanel } from './deliveries-panel';
import { deleteWebhook, rotateWebhookSecret, testWebhook, updateWebhook, webhooksQuery } from './developers-api';
import { SecretDialog } from './secret-dialog';

type TSecretShown = { kind: 'created' | 'rotated'; endpoint: TWebhookEndpointCreated };

const errorText = (error: Error | null, fallback: string) =>
  error ? (error instanceof ApiError ? error.message : fallback) : null;

/** One endpoint: its address, events and secret's prefix, the switch, the actions, and its deliveries on demand. */
function EndpointCard({
  endpoint,
  onSecret,
  onDeleted,
}: {
  endpoint: TWebhookEndpoint;
  onSecret: (shown: TSecretShown) => void;
  onDeleted: () => void;
}) {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const [showDeliveries, setShowDeliveries] = useState(false);
  const [confirm, setConfirm] = useState<'rotate' | 'delete' | null>(null);
  const [notice, setNotice] = useState<string | null>(null);
  const testId = `webhook-${endpoint.id}`;
  // The list only: its endpoints' deliveries are keys under it, and a deleted endpoint's would answer 404.
  const refreshList = () => queryClient.invalidateQueries({ queryKey: queryKeys.developers.webhooks(), exact: true });
  const refreshDeliveries = () =>
    queryClient.invalidateQueries({ queryKey: queryKeys.developers.deliveries(endpoint.id) });
  const toggle = useMutation({
    mutationFn: (enabled: boolean) => updateWebhook(endpoint.id, { enabled }),
    onSuccess: (updated) => {
      queryClient.setQueryData(queryKeys.developers.webhooks(), (list: { result: TWebhookEndpoint[] } | undefined) =>
        list ? { result: list.result.map((item) => (item.id === updated.id ? updated : item)) } : list,
      );
    },
  });
  const test = useMutation({
    mutationFn: () => testWebhook(endpoint.id),
    onSuccess: () => {
      setNotice(t('developers.webhooks.testSent'));
      setShowDeliveries(true);
      return refreshDeliveries();
    },
  });
  const rotate = useMutation({
    mutationFn: () => rotateWebhookSecret(endpoint.id),
    onSuccess: (rotated) => {
      setConfirm(null);
      void refreshList();
      onSecret({ kind: 'rotated', endpoint: rotated });
    },
  });
  const remove = useMutation({
    mutationFn: () => deleteWebhook(endpoint.id),
    onSuccess: async () => {
      setConfirm(null);
      onDeleted();
      await refreshList();
      queryClient.removeQueries({ queryKey: queryKeys.developers.deliveries(endpoint.id) });
    },
  });
  const failure = errorText(toggle.error ?? test.error, t('errors.GENERIC'));
  return (
    <Paper variant="outlined" component="article" sx={{ p: 2, display: 'grid', gap: 1.5 }} data-testid={testId}>
      <Box sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'center', justifyContent: 'space-between', gap: 1 }}>
        <Box sx={{ minWidth: 0 }}>
          <Typography
            component="h3"
            variant="subtitle1"
            sx={{ fontFamily: 'monospace', fontWeight: 600, overflowWrap: 'anywhere' }}
            data-testid={`${testId}-url`}
          >
            {endpoint.url}
          </Typography>
          {endpoint.description && (
            <Typography variant="body2" sx={{ color: 'text.secondary', overflowWrap: 'anywhere' }}>
              {endpoint.description}
            </Typography>
          )}
        </Box>
        <FormControlLabel
          label={t('developers.webhooks.enabled')}
          control={
            // A switch to assistive technology; drawn as a checkbox, whose code every screen with a form has
            // already (MUI's Switch would be one more chunk split off the data grid's, on every list screen).
            <Checkbox
              checked={endpoint.enabled}
              disabled={toggle.isPending}
              onChange={(event) => toggle.mutate(event.target.checked)}
              slotProps={{ input: { role: 'switch', 'data-testid': `${testId}-enabled` } as object }}
            />
          }
        />
      </Box>
      {!endpoint.enabled && endpoint.disabledReason === 'failures' && (
        <Alert severity="warning" data-testid={`${testId}-disabled-failures`}>
          {t('developers.webhooks.disabledFailures')}
        </Alert>
      )}
      <Box component="ul" sx={{ display: 'flex', flexWrap: 'wrap', gap: 0.5, p: 0, m: 0, listStyle: 'none' }}>
        {endpoint.eventTypes.map((type) => (
          <li key={type}>
            <Chip size="small" label={type} sx={{ fontFamily: 'monospace' }} />
          </li>
        ))}
      </Box>
      <Typography variant="body2" sx={{ color: 'text.secondary' }}>
        {t('developers.webhooks.secretPrefix')}:{' '}
        <Box component="code" sx={{ fontFamily: 'monospace' }} data-testid={`${testId}-secret-prefix`}>
          {`${endpoint.secretPrefix}…`}
        </Box>
        {endpoint.previousSecretExpiresAt && (
          <>
            {' · '}
            {t('developers.webhooks.oldSecretUntil', { time: formatInstant(endpoint.previousSecretExpiresAt) })}
          </>
        )}
      </Typography>
      {notice && (
        <Alert severity="success" role="status" onClose={() => setNotice(null)} data-testid={`${testId}-notice`}>
          {notice}
        </Alert>
      )}
      {failure && <Alert severity="error">{failure}</Alert>}
      <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 1 }}>
        <Button
          size="small"
          variant="outlined"
          onClick={() => {
            setNotice(null);
            test.mutate();
          }}
          loading={test.isPending}
          data-testid={`${testId}-test`}
        >
          {t('developers.webhooks.test')}
        </Button>
        <Button
          size="small"
          onClick={() => setShowDeliveries(!showDeliveries)}
          aria-expanded={showDeliveries}
          data-testid={`${testId}-deliveries-toggle`}
        >
          {t(showDeliveries ? 'developers.webhooks.hideDeliveries' : 'developers.webhooks.showDeliveries')}
        </Button>
        <Button size="small" onClick={() => setConfirm('rotate')} data-testid={`${testId}-rotate`}>
          {t('developers.webhooks.rotate')}
        </Button>
        <Button size="small" color="error" onClick={() => setConfirm('delete')} data-testid={`${testId}-delete`}>
          {t('developers.webhooks.delete')}
        </Button>
      </Box>
      {showDeliveries && <DeliveriesPanel endpointId={endpoint.id} url={endpoint.url} />}
      {confirm === 'rotate' && (
        <ConfirmDialog
          title={t('developers.webhooks.rotateTitle')}
          text={t('developers.webhooks.rotateText')}
          confirmLabel={t('developers.webhooks.rotate')}
          confirmColor="primary"
          onConfirm={() => rotate.mutate()}
          onClose={() => setConfirm(null)}
          busy={rotate.isPending}
          error={errorText(rotate.error, t('errors.GENERIC'))}
          testId="rotate-webhook-dialog"
        />
      )}
      {confirm === 'delete' && (
        <ConfirmDialog
          title={t('developers.webhooks.deleteTitle')}
          text={t('developers.webhooks.deleteText', { url: endpoint.url })}
          confirmLabel={t('developers.webhooks.delete')}
          onConfirm={() => remove.mutate()}
          onClose={() => setConfirm(null)}
          busy={remove.isPending}
          error={errorText(remove.error, t('errors.GENERIC'))}
          testId="delete-webhook-dialog"
        />
      )}
    </Paper>
  );
}

/**
 * The "Webhooks" tab of /developers: the agency's endpoints, "Add endpoint" (the signing secret shown once), and per
 * endpoint its switch, a test event, the secret's rotation (the new one shown once), deletion and the deliveries.
 */
export function WebhooksSection() {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const endpoints = useQuery(webhooksQuery());
  const [creating, setCreating] = useState(false);
  const [secret, setSecret] = useState<TSecretShown | null>(null);
  const [notice, setNotice] = useState<string | null>(null);
  return (
    <Box sx={{ display: 'grid', gap: 2 }}>
      <Box>
        <Button
          variant="contained"
          startIcon={<AddIcon />}
          onClick={() => {
            setNotice(null);
            setCreating(true);
          }}
          data-testid="create-webhook"
        >
          {t('developers.webhooks.add')}
        </Button>
      </Box>
      {notice && (
        <Alert severity="success" role="status" onClose={() => setNotice(null)} data-testid="webhooks-notice">
          {notice}
        </Alert>
      )}
      <QueryContent query={endpoints}>
        {(data) =>
          data.result.length === 0 ? (
            <Typography data-testid="webhooks-empty">{t('developers.webhooks.empty')}</Typography>
          ) : (
            <Box sx={{ display: 'grid', gap: 1.5 }} data-testid="webhooks">
              {data.result.map((endpoint) => (
                <EndpointCard
                  key={endpoint.id}
                  endpoint={endpoint}
                  onSecret={setSecret}
                  onDeleted={() => setNotice(t('developers.webhooks.deleted'))}
                />
              ))}
            </Box>
          )
        }
      </QueryContent>
      {creating && (
        <CreateWebhookDialog
          onClose={() => setCreating(false)}
          onCreated={(created) => {
            setCreating(false);
            void queryClient.invalidateQueries({ queryKey: queryKeys.developers.webhooks(), exact: true });
            setSecret({ kind: 'created', endpoint: created });
          }}
        />
      )}
      {secret && (
        <SecretDialog
          title={t(secret.kind === 'created' ? 'developers.secret.webhookTitle' : 'developers.secret.rotatedTitle')}
          warning={
            secret.kind === 'created'
              ? t('developers.secret.webhookWarning')
              : t('developers.secret.rotatedWarning', {
                  until: secret.endpoint.previousSecretExpiresAt
                    ? formatInstant(secret.endpoint.previousSecretExpiresAt)
                    : '',
                })
          }
          secret={secret.endpoint.secret}
          onClose={() => setSecret(null)}
        />
      )}
    </Box>
  );
}
