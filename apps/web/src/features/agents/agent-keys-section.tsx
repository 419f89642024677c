import { DEVELOPER_ENDPOINTS, type TApiKey } from '@frs/contract';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { queryOptions, useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ApiKeyList } from '../../components/api-keys/api-key-card';
import { RevokeKeyDialog } from '../../components/api-keys/revoke-key-dialog';
import { QueryContent } from '../../components/query-content';
import { callApi } from '../../lib/api-client';
import { queryKeys } from '../../lib/query-keys';

function agentKeysQuery(agentId: number) {
  return queryOptions({
    queryKey: queryKeys.developers.agentKeys(agentId),
    queryFn: ({ signal }) => callApi(DEVELOPER_ENDPOINTS.agentKeys, { params: { id: agentId }, signal }),
  });
}

/**
 * The staff's view of an agency's API keys on /agents/:id (issue 33, `apiKeys.readAny`): read-only, with Revoke for
 * the roles holding `apiKeys.revokeAny`. Its own chunk with the `developers` texts (agent-info-page.tsx loads it lazily),
 * so that the agent page's first download does not grow.
 */
export default function AgentKeysSection({ agentId, canRevoke }: { agentId: number; canRevoke: boolean }) {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const keys = useQuery(agentKeysQuery(agentId));
  const [revoking, setRevoking] = useState<TApiKey | null>(null);
  const [notice, setNotice] = useState<string | null>(null);
  return (
    <Paper
      variant="outlined"
      component="section"
      sx={{ p: { xs: 2, sm: 2.5 }, mt: 2 }}
      data-testid="agent-keys-section"
    >
      <Typography component="h2" variant="h6" sx={{ mb: 1.5 }}>
        {t('apiKeys.title')}
      </Typography>
      {notice && (
        <Alert
          severity="success"
          role="status"
          onClose={() => setNotice(null)}
          sx={{ mb: 1.5 }}
          data-testid="agent-keys-notice"
        >
          {notice}
        </Alert>
      )}
      <QueryContent query={keys}>
        {(data) => (
          <ApiKeyList
            keys={data.result}
            actionsOf={
              canRevoke
                ? (key) =>
                    key.status !== 'revoked' && (
                      <Button
                        size="small"
                        color="error"
                        onClick={() => {
                          setNotice(null);
                          setRevoking(key);
                        }}
                        data-testid={`api-key-${key.id}-revoke`}
                      >
                        {t('apiKeys.revoke')}
                      </Button>
                    )
                : undefined
            }
          />
        )}
      </QueryContent>
      {revoking && (
        <RevokeKeyDialog
          apiKey={revoking}
          revoke={(keyId) => callApi(DEVELOPER_ENDPOINTS.revokeAgentKey, { params: { id: agentId, keyId } })}
          onClose={() => setRevoking(null)}
          onRevoked={(revoked) => {
            setRevoking(null);
            setNotice(t('apiKeys.revokedNotice', { name: revoked.name }));
            void queryClient.invalidateQueries({ queryKey: queryKeys.developers.agentKeys(agentId) });
          }}
        />
      )}
    </Paper>
  );
}
