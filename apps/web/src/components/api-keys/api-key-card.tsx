import { formatInstant, type TApiKey, type TApiKeyStatus } from '@frs/contract';
import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import type { ChipProps } from '@mui/material/Chip';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { StatusChip } from '../status-chip';
import { SCOPE_TEXT_KEYS } from './scope-text-keys';

const STATUS_COLORS: Record<TApiKeyStatus, ChipProps['color']> = {
  active: 'success',
  expired: 'warning',
  revoked: 'error',
};

function Fact({ label, children, testId }: { label: string; children: ReactNode; testId?: string }) {
  return (
    <Box sx={{ minWidth: 0 }}>
      <Typography component="dt" variant="caption" sx={{ color: 'text.secondary' }}>
        {label}
      </Typography>
      <Typography component="dd" variant="body2" sx={{ m: 0, overflowWrap: 'anywhere' }} data-testid={testId}>
        {children}
      </Typography>
    </Box>
  );
}

/**
 * One API key as a card (issue 33): name, status, the secret's prefix, scopes, dates, its last use and client
 * addresses, with the actions the screen offers under it. /developers (the agency's own) and /agents/:id (the staff's
 * read-only view) show keys so; the texts are the `apiKeys` keys of the `developers` bundle, which both download.
 */
export function ApiKeyCard({ apiKey, actions }: { apiKey: TApiKey; actions?: ReactNode }) {
  const { t } = useTranslation();
  const testId = `api-key-${apiKey.id}`;
  return (
    <Paper variant="outlined" component="article" sx={{ p: 2, display: 'grid', gap: 1.5 }} data-testid={testId}>
      <Box sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: 1 }}>
        <Typography component="h3" variant="subtitle1" sx={{ fontWeight: 600, overflowWrap: 'anywhere' }}>
          {apiKey.name}
        </Typography>
        <StatusChip
          status={apiKey.status}
          label={t(`apiKeys.statuses.${apiKey.status}`)}
          color={STATUS_COLORS[apiKey.status]}
          testId={`${testId}-status`}
        />
      </Box>
      <Box
        component="dl"
        sx={{
          m: 0,
          display: 'grid',
          gap: 1.5,
          gridTemplateColumns: { xs: '1fr', sm: 'repeat(auto-fill, minmax(200px, 1fr))' },
        }}
      >
        <Fact label={t('apiKeys.prefix')} testId={`${testId}-prefix`}>
          <Box component="code" sx={{ fontFamily: 'monospace' }}>{`${apiKey.prefix}…`}</Box>
        </Fact>
        <Fact label={t('apiKeys.created')}>{formatInstant(apiKey.createdAt)}</Fact>
        <Fact label={t('apiKeys.expires')} testId={`${testId}-expires`}>
          {apiKey.expiresAt ? formatInstant(apiKey.expiresAt) : t('apiKeys.neverExpires')}
        </Fact>
        <Fact label={t('apiKeys.lastUsed')} testId={`${testId}-last-used`}>
          {apiKey.lastUsedAt
            ? apiKey.lastUsedIp
              ? t('apiKeys.lastUsedFrom', { time: formatInstant(apiKey.lastUsedAt), address: apiKey.lastUsedIp })
              : formatInstant(apiKey.lastUsedAt)
            : t('apiKeys.neverUsed')}
        </Fact>
        <Fact label={t('apiKeys.addresses')} testId={`${testId}-addresses`}>
          {apiKey.allowedCidrs.length > 0 ? apiKey.allowedCidrs.join(', ') : t('apiKeys.anyAddress')}
        </Fact>
      </Box>
      <Box>
        <Typography variant="caption" component="p" sx={{ color: 'text.secondary', mb: 0.5 }}>
          {t('apiKeys.scopesLabel')}
        </Typography>
        <Box component="ul" sx={{ display: 'flex', flexWrap: 'wrap', gap: 0.5, p: 0, m: 0, listStyle: 'none' }}>
          {apiKey.scopes.map((scope) => (
            <li key={scope}>
              <Chip
                size="small"
                label={t(`apiKeys.scopes.${SCOPE_TEXT_KEYS[scope]}`)}
                data-testid={`${testId}-scope-${scope}`}
              />
            </li>
          ))}
        </Box>
      </Box>
      {actions && <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 1 }}>{actions}</Box>}
    </Paper>
  );
}

/** The keys of a list, newest first, or the empty list's line. */
export function ApiKeyList({ keys, actionsOf }: { keys: readonly TApiKey[]; actionsOf?: (key: TApiKey) => ReactNode }) {
  const { t } = useTranslation();
  if (keys.length === 0) return <Typography data-testid="api-keys-empty">{t('apiKeys.empty')}</Typography>;
  return (
    <Box sx={{ display: 'grid', gap: 1.5 }} data-testid="api-keys">
      {keys.map((key) => (
        <ApiKeyCard key={key.id} apiKey={key} actions={actionsOf?.(key)} />
      ))}
    </Box>
  );
}
