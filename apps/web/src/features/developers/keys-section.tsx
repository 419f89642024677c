import type { TApiKey, TApiKeyCreated } from '@frs/contract';
import AddIcon from '@mui/icons-material/Add';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { lazy, Suspense, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ApiKeyList } from '../../components/api-keys/api-key-card';
import { RevokeKeyDialog } from '../../components/api-keys/revoke-key-dialog';
import { QueryContent } from '../../components/query-content';
import { queryKeys } from '../../lib/query-keys';
import { keysQuery, revokeKey } from './developers-api';
import { KeyCallsDialog } from './key-calls-dialog';
import { SecretDialog } from './secret-dialog';

/** The form with the date-time picker is downloaded on the click that opens it, not with the screen. */
const CreateKeyDialog = lazy(() => import('./create-key-dialog'));

type TOpen =
  | { kind: 'create' }
  | { kind: 'secret'; key: TApiKeyCreated }
  | { kind: 'revoke'; key: TApiKey }
  | { kind: 'calls'; key: TApiKey }
  | null;

/**
 * The "API keys" tab of /developers: the agency's keys, "Create key" (its secret shown once, then only its prefix),
 * a key's last calls, and revoking one.
 */
export function KeysSection() {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const keys = useQuery(keysQuery());
  const [open, setOpen] = useState<TOpen>(null);
  const [notice, setNotice] = useState<string | null>(null);
  const refresh = () => queryClient.invalidateQueries({ queryKey: queryKeys.developers.keys() });
  return (
    <Box sx={{ display: 'grid', gap: 2 }}>
      <Box>
        <Button
          variant="contained"
          startIcon={<AddIcon />}
          onClick={() => {
            setNotice(null);
            setOpen({ kind: 'create' });
          }}
          data-testid="create-key"
        >
          {t('developers.createKey')}
        </Button>
      </Box>
      {notice && (
        <Alert severity="success" role="status" onClose={() => setNotice(null)} data-testid="keys-notice">
          {notice}
        </Alert>
      )}
      <QueryContent query={keys}>
        {(data) => (
          <ApiKeyList
            keys={data.result}
            actionsOf={(key) => (
              <>
                <Button
                  size="small"
                  onClick={() => setOpen({ kind: 'calls', key })}
                  data-testid={`api-key-${key.id}-calls`}
                >
                  {t('developers.calls.open')}
                </Button>
                {key.status !== 'revoked' && (
                  <Button
                    size="small"
                    color="error"
                    onClick={() => setOpen({ kind: 'revoke', key })}
                    data-testid={`api-key-${key.id}-revoke`}
                  >
                    {t('apiKeys.revoke')}
                  </Button>
                )}
              </>
            )}
          />
        )}
      </QueryContent>
      {open?.kind === 'create' && (
        <Suspense fallback={null}>
          <CreateKeyDialog
            onClose={() => setOpen(null)}
            onCreated={(created) => {
              void refresh();
              setOpen({ kind: 'secret', key: created });
            }}
          />
        </Suspense>
      )}
      {open?.kind === 'secret' && (
        <SecretDialog
          title={t('developers.secret.keyTitle')}
          warning={t('developers.secret.keyWarning')}
          secret={open.key.secret}
          onClose={() => setOpen(null)}
        />
      )}
      {open?.kind === 'calls' && <KeyCallsDialog apiKey={open.key} onClose={() => setOpen(null)} />}
      {open?.kind === 'revoke' && (
        <RevokeKeyDialog
          apiKey={open.key}
          revoke={revokeKey}
          onClose={() => setOpen(null)}
          onRevoked={(revoked) => {
            void refresh();
            setOpen(null);
            setNotice(t('apiKeys.revokedNotice', { name: revoked.name }));
          }}
        />
      )}
    </Box>
  );
}
