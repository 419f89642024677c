import type { TApiKey } from '@frs/contract';
import { useMutation } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { ApiError } from '../../lib/api-client';
import { ConfirmDialog } from '../confirm-dialog';

/**
 * Asks before revoking a key (it cannot be undone) and revokes it: the agency's own key on /developers, or an agent's
 * key by an admin on /agents/:id (`revoke` is the call). Stays open with the server's message on a refusal.
 */
export function RevokeKeyDialog({
  apiKey,
  revoke,
  onClose,
  onRevoked,
}: {
  apiKey: TApiKey;
  revoke: (id: number) => Promise<TApiKey>;
  onClose: () => void;
  onRevoked: (revoked: TApiKey) => void;
}) {
  const { t } = useTranslation();
  const mutation = useMutation({ mutationFn: () => revoke(apiKey.id), onSuccess: onRevoked });
  return (
    <ConfirmDialog
      title={t('apiKeys.revokeTitle', { name: apiKey.name })}
      text={t('apiKeys.revokeText')}
      confirmLabel={t('apiKeys.revoke')}
      onConfirm={() => mutation.mutate()}
      onClose={onClose}
      busy={mutation.isPending}
      error={
        mutation.error ? (mutation.error instanceof ApiError ? mutation.error.message : t('errors.GENERIC')) : null
      }
      testId="revoke-key-dialog"
    />
  );
}
