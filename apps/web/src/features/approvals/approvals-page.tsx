import type { TApprovalRequest } from '@frs/contract';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { PageTitle } from '../../components/page-title';
import { QueryContent } from '../../components/query-content';
import { ApprovalCard } from './approval-card';
import { approvalsQuery, type TDecision } from './approvals-api';
import { DecisionDialog } from './decision-dialog';

/**
 * /approvals (issue 19, four-eyes): the held operations, pending first, then the decided ones. Another staff member
 * than the requester approves (the operation runs then) or rejects with a reason; the requester may withdraw its own.
 */
export default function ApprovalsPage() {
  const { t } = useTranslation();
  const list = useQuery(approvalsQuery());
  const [open, setOpen] = useState<{ request: TApprovalRequest; decision: TDecision } | null>(null);
  const [notice, setNotice] = useState<string | null>(null);
  return (
    <Box sx={{ display: 'grid', gap: 2, maxWidth: 900 }}>
      <PageTitle title={t('routes.approvals')} />
      <Typography variant="body2" color="text.secondary">
        {t('approvals.intro')}
      </Typography>
      {notice && (
        <Alert severity="success" role="status" onClose={() => setNotice(null)} data-testid="approvals-notice">
          {notice}
        </Alert>
      )}
      <QueryContent query={list}>
        {(data) =>
          data.result.length === 0 ? (
            <Typography data-testid="approvals-empty">{t('approvals.empty')}</Typography>
          ) : (
            <>
              <Typography variant="subtitle2" data-testid="approvals-pending-count">
                {t('approvals.pendingCount', { count: data.pendingCount })}
              </Typography>
              {data.result.map((request) => (
                <ApprovalCard
                  key={request.id}
                  request={request}
                  onDecide={(decision) => {
                    setNotice(null);
                    setOpen({ request, decision });
                  }}
                />
              ))}
            </>
          )
        }
      </QueryContent>
      {open && (
        <DecisionDialog
          request={open.request}
          decision={open.decision}
          onClose={() => setOpen(null)}
          onDone={(result) => {
            setOpen(null);
            // A decision ends approved, rejected or withdrawn; only the system closes a request.
            const { status } = result;
            setNotice(status === 'pending' || status === 'closed' ? null : t(`approvals.done.${status}`));
          }}
        />
      )}
    </Box>
  );
}

/** The shell's notice rides on this screen's chunk (app/shell/approval-sent-notice.tsx says why). */
export { ApprovalSentSnackbar } from './approval-sent-snackbar';
