import {
  formatInstant,
  routePath,
  type TApprovalKind,
  type TApprovalRequest,
  type TApprovalStatus,
} from '@frs/contract';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import type { ChipProps } from '@mui/material/Chip';
import Link from '@mui/material/Link';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';
import { StatusChip } from '../../components/status-chip';
import { formatAmd } from '../../lib/format';
import type { TDecision } from './approvals-api';
import { orderPagePath } from '../../lib/order-page-path';

const STATUS_COLOURS: Record<TApprovalStatus, ChipProps['color']> = {
  pending: 'warning',
  approved: 'success',
  rejected: 'error',
  cancelled: 'default',
  closed: 'default',
};

/** What a request's before → after is of. */
const VALUE_NAMES: Record<TApprovalKind, 'balance' | 'creditLimit' | 'price' | 'paid'> = {
  useBalance: 'balance',
  creditLimit: 'creditLimit',
  flightDiscount: 'price',
  flightRefund: 'paid',
  hotelRefund: 'paid',
  packageRefund: 'paid',
  flightPassengerRemoval: 'paid',
  disruptionRefund: 'paid',
};

/** One request: what it is, what it comes to, who asked and decided, and what the caller may do with it. */
export function ApprovalCard({
  request,
  onDecide,
}: {
  request: TApprovalRequest;
  onDecide: (decision: TDecision) => void;
}) {
  const { t } = useTranslation();
  const amd = t('header.amdSign');
  const testId = `approval-${request.id}`;
  return (
    <Paper variant="outlined" component="article" data-testid={testId} sx={{ p: 2, display: 'grid', gap: 1 }}>
      <Box sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: 1 }}>
        <Typography variant="subtitle1" component="h2" sx={{ fontWeight: 600, mr: 'auto' }}>
          {t(`approvals.kinds.${request.kind}`)}
        </Typography>
        <StatusChip
          status={request.status}
          label={t(`approvals.statuses.${request.status}`)}
          color={STATUS_COLOURS[request.status]}
          testId={`${testId}-status`}
        />
      </Box>
      <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 2 }}>
        {request.agent && (
          <Link component={RouterLink} to={routePath('agentInfo', { id: request.agent.userId })}>
            {request.agent.name}
          </Link>
        )}
        {request.order && (
          <Link component={RouterLink} to={orderPagePath(request.order.productLine, request.order.id)}>
            {request.order.pnr}
          </Link>
        )}
        {request.flight && (
          <Link
            component={RouterLink}
            to={routePath('flightDisruption', { id: request.flight.id })}
            data-testid={`${testId}-flight`}
          >
            {t('approvals.disruption', {
              flight: request.flight.flightNumber,
              date: formatInstant(request.flight.departureAt),
            })}
          </Link>
        )}
        <Typography component="span" data-testid={`${testId}-amount`}>
          {t('approvals.amount')}: {formatAmd(request.amount, amd)}
        </Typography>
      </Box>
      {request.cumulativeAmount !== null && request.cumulativeAmount !== request.amount && (
        <Typography variant="body2" data-testid={`${testId}-together`}>
          {t('approvals.together', { amount: formatAmd(request.cumulativeAmount, amd) })}
        </Typography>
      )}
      {request.oldValue !== null && request.newValue !== null && (
        <Typography variant="body2" data-testid={`${testId}-change`}>
          {t('approvals.change', {
            name: t(`approvals.values.${VALUE_NAMES[request.kind]}`),
            from: formatAmd(request.oldValue, amd),
            to: formatAmd(request.newValue, amd),
          })}
        </Typography>
      )}
      {request.note && (
        <Typography variant="body2">
          {t('approvals.note')}: {request.note}
        </Typography>
      )}
      <Typography variant="body2" color="text.secondary">
        {t('approvals.requested', { name: request.requestedBy.name, time: formatInstant(request.requestedAt) })}
      </Typography>
      {request.closeReason && (
        <Typography variant="body2" color="text.secondary" data-testid={`${testId}-closed`}>
          {t(`approvals.closeReasons.${request.closeReason}`)}
        </Typography>
      )}
      {request.decidedBy && request.decidedAt && (
        <Typography variant="body2" color="text.secondary" data-testid={`${testId}-decided`}>
          {t('approvals.decided', {
            status: t(`approvals.statuses.${request.status}`),
            name: request.decidedBy.name,
            time: formatInstant(request.decidedAt),
          })}
          {request.decisionReason ? ` · ${t('approvals.decisionReason')}: ${request.decisionReason}` : ''}
        </Typography>
      )}
      {(request.canDecide || request.canCancel) && (
        <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 1 }}>
          {request.canDecide && (
            <>
              <Button variant="contained" onClick={() => onDecide('approve')} data-testid={`${testId}-approve`}>
                {t('approvals.approve')}
              </Button>
              <Button
                variant="outlined"
                color="error"
                onClick={() => onDecide('reject')}
                data-testid={`${testId}-reject`}
              >
                {t('approvals.reject')}
              </Button>
            </>
          )}
          {request.canCancel && (
            <Button variant="outlined" onClick={() => onDecide('cancel')} data-testid={`${testId}-withdraw`}>
              {t('approvals.withdraw')}
            </Button>
          )}
        </Box>
      )}
    </Paper>
  );
}
