import { statusActionsFrom, type TProfile, type TUserStatusAction } from '@frs/contract';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ApiError } from '../../lib/api-client';
import { queryKeys } from '../../lib/query-keys';
import { setUserStatus } from './agents-api';

const CONFIRM_KEYS = {
  approve: 'agentInfo.confirmApprove',
  reject: 'agentInfo.confirmReject',
  block: 'agentInfo.confirmBlock',
  unblock: 'agentInfo.confirmUnblock',
} as const satisfies Record<TUserStatusAction, string>;

const COLORS = { approve: 'success', reject: 'inherit', block: 'error', unblock: 'primary' } as const;

/** Approve, reject, block, unblock: the actions the current status allows, each confirmed first. */
export function AgentStatusActions({ profile, onChanged }: { profile: TProfile; onChanged: () => void }) {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const [pending, setPending] = useState<TUserStatusAction | null>(null);
  const mutation = useMutation({ mutationFn: (action: TUserStatusAction) => setUserStatus(profile.userId, action) });
  const name = profile.companyName || profile.contactNameSurname || profile.email;
  const actions = statusActionsFrom(profile.status);
  if (actions.length === 0) return null;
  const confirm = () => {
    if (!pending) return;
    mutation.mutate(pending, {
      onSuccess: (updated) => {
        queryClient.setQueryData(queryKeys.users.detail(profile.userId), updated);
        void queryClient.invalidateQueries({ queryKey: queryKeys.users.all() });
        setPending(null);
        onChanged();
      },
    });
  };
  return (
    <>
      <Box sx={{ display: 'flex', gap: 1, flexWrap: 'wrap' }}>
        {actions.map((action) => (
          <Button
            key={action}
            variant="outlined"
            color={COLORS[action]}
            onClick={() => {
              mutation.reset();
              setPending(action);
            }}
            data-testid={`agent-${action}`}
          >
            {t(`agentInfo.${action}`)}
          </Button>
        ))}
      </Box>
      <Dialog open={pending !== null} onClose={() => setPending(null)} aria-describedby="status-confirm-text">
        <DialogContent>
          {mutation.isError && (
            <Alert severity="error" sx={{ mb: 2 }}>
              {mutation.error instanceof ApiError ? mutation.error.message : t('errors.GENERIC')}
            </Alert>
          )}
          <DialogContentText id="status-confirm-text">
            {pending && t(CONFIRM_KEYS[pending], { name })}
          </DialogContentText>
        </DialogContent>
        <DialogActions>
          <Button onClick={() => setPending(null)}>{t('common.cancel')}</Button>
          <Button variant="contained" onClick={confirm} loading={mutation.isPending} data-testid="agent-status-confirm">
            {t('common.confirm')}
          </Button>
        </DialogActions>
      </Dialog>
    </>
  );
}
