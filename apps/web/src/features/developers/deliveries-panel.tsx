import { formatInstant, type TWebhookDelivery, type TWebhookDeliveryStatus } from '@frs/contract';
import KeyboardArrowDownIcon from '@mui/icons-material/KeyboardArrowDown';
import KeyboardArrowUpIcon from '@mui/icons-material/KeyboardArrowUp';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import type { ChipProps } from '@mui/material/Chip';
import IconButton from '@mui/material/IconButton';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { lazy, Suspense, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { QueryContent } from '../../components/query-content';
import { ScrollRegion } from '../../components/scroll-region';
import { StatusChip } from '../../components/status-chip';
import { visuallyHidden } from '../../components/visually-hidden';
import { ApiError } from '../../lib/api-client';
import { queryKeys } from '../../lib/query-keys';
import { deliveriesQuery, resendDelivery } from './developers-api';
import { eventTextKey } from './event-texts';

const ResendFailedDialog = lazy(() => import('./resend-failed-dialog'));

const STATUS_COLORS: Record<TWebhookDeliveryStatus, ChipProps['color']> = {
  pending: 'info',
  delivered: 'success',
  failed: 'error',
};

const preSx = {
  m: 0,
  p: 1,
  bgcolor: 'action.hover',
  borderRadius: 1,
  fontFamily: 'monospace',
  fontSize: 13,
  whiteSpace: 'pre-wrap',
  overflowWrap: 'anywhere',
  maxHeight: 320,
  overflowY: 'auto',
} as const;

function DeliveryRow({
  delivery,
  onResend,
  resending,
}: {
  delivery: TWebhookDelivery;
  onResend: () => void;
  resending: boolean;
}) {
  const { t } = useTranslation();
  const [open, setOpen] = useState(false);
  const testId = `delivery-${delivery.id}`;
  const description = eventTextKey(delivery.eventType);
  const detailsId = `${testId}-details`;
  return (
    <>
      <TableRow
        data-testid={testId}
        data-status={delivery.status}
        sx={{ '& > td': { borderBottom: open ? 'unset' : undefined } }}
      >
        <TableCell padding="checkbox">
          <IconButton
            size="small"
            aria-label={t('developers.deliveries.details')}
            aria-expanded={open}
            aria-controls={detailsId}
            onClick={() => setOpen(!open)}
            data-testid={`${testId}-expand`}
          >
            {open ? <KeyboardArrowUpIcon /> : <KeyboardArrowDownIcon />}
          </IconButton>
        </TableCell>
        <TableCell>
          <Box component="code" sx={{ fontFamily: 'monospace' }} data-testid={`${testId}-event`}>
            {delivery.eventType}
          </Box>
          {description && (
            <Typography variant="caption" component="p" sx={{ color: 'text.secondary' }}>
              {t(`developers.events.${description}`)}
            </Typography>
          )}
        </TableCell>
        <TableCell>
          <StatusChip
            status={delivery.status}
            label={t(`developers.deliveries.statuses.${delivery.status}`)}
            color={STATUS_COLORS[delivery.status]}
            testId={`${testId}-status`}
          />
          {delivery.status === 'pending' && delivery.nextAttemptAt && (
            <Typography variant="caption" component="p" sx={{ color: 'text.secondary' }}>
              {t('developers.deliveries.nextAttempt', { time: formatInstant(delivery.nextAttemptAt) })}
            </Typography>
          )}
        </TableCell>
        <TableCell align="right">{delivery.attempts}</TableCell>
        <TableCell align="right" sx={{ whiteSpace: 'nowrap' }}>
          {delivery.latencyMs === null ? '—' : t('developers.deliveries.latencyMs', { ms: delivery.latencyMs })}
        </TableCell>
        <TableCell align="right" data-testid={`${testId}-response-status`}>
          {delivery.responseStatus ?? '—'}
        </TableCell>
        <TableCell sx={{ whiteSpace: 'nowrap' }}>
          {formatInstant(delivery.lastAttemptAt ?? delivery.createdAt)}
        </TableCell>
        <TableCell>
          <Button size="small" onClick={onResend} loading={resending} data-testid={`${testId}-resend`}>
            {t('developers.deliveries.resend')}
          </Button>
        </TableCell>
      </TableRow>
      <TableRow>
        <TableCell colSpan={8} sx={{ py: 0 }}>
          {open && (
            <Box id={detailsId} sx={{ display: 'grid', gap: 1, py: 1.5 }} data-testid={detailsId}>
              <Typography variant="subtitle2" component="h4">
                {t('developers.deliveries.payload')}
              </Typography>
              <Box component="pre" sx={preSx} data-testid={`${testId}-payload`}>
                {JSON.stringify(delivery.payload, null, 2)}
              </Box>
              <Typography variant="subtitle2" component="h4">
                {t('developers.deliveries.answer')}
              </Typography>
              <Box component="pre" sx={preSx} data-testid={`${testId}-answer`}>
                {delivery.responseBody || t('developers.deliveries.noAnswer')}
              </Box>
            </Box>
          )}
        </TableCell>
      </TableRow>
    </>
  );
}

/**
 * An endpoint's deliveries, newest first: event, status, attempts, latency, the answer's status and time; a row opens
 * to what was sent and the first 4 KB of the answer. "Resend" per delivery and "Resend failed since…". The list is
 * asked again after a resend or a test event (`deliveriesQuery` polls while one is pending).
 */
export function DeliveriesPanel({ endpointId, url }: { endpointId: number; url: string }) {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const deliveries = useQuery(deliveriesQuery(endpointId));
  const [resendFailedOpen, setResendFailedOpen] = useState(false);
  const [notice, setNotice] = useState<string | null>(null);
  const refresh = () => queryClient.invalidateQueries({ queryKey: queryKeys.developers.deliveries(endpointId) });
  const resend = useMutation({
    mutationFn: (deliveryId: number) => resendDelivery(endpointId, deliveryId),
    onSuccess: () => {
      setNotice(t('developers.deliveries.resent'));
      return refresh();
    },
  });
  return (
    <Box sx={{ display: 'grid', gap: 1.5 }} data-testid={`deliveries-${endpointId}`}>
      <Box sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: 1 }}>
        <Typography component="h3" variant="subtitle1" sx={{ fontWeight: 600, flexGrow: 1 }}>
          {t('developers.deliveries.title')}
        </Typography>
        <Button
          size="small"

          onClick={() => void refresh()}
          data-testid={`deliveries-${endpointId}-refresh`}
        >
          {t('developers.deliveries.refresh')}
        </Button>
        <Button
          size="small"
          onClick={() => setResendFailedOpen(true)}
          data-testid={`deliveries-${endpointId}-resend-failed`}
        >
          {t('developers.deliveries.resendFailed')}
        </Button>
      </Box>
      {notice && (
        <Alert
          severity="success"
          role="status"
          onClose={() => setNotice(null)}
          data-testid={`deliveries-${endpointId}-notice`}
        >
          {notice}
        </Alert>
      )}
      {resend.error && (
        <Alert severity="error">{resend.error instanceof ApiError ? resend.error.message : t('errors.GENERIC')}</Alert>
      )}
      <QueryContent query={deliveries}>
        {(data) =>
          data.result.length === 0 ? (
            <Typography data-testid={`deliveries-${endpointId}-empty`}>{t('developers.deliveries.empty')}</Typography>
          ) : (
            <ScrollRegion label={t('developers.deliveries.label', { url })}>
              <Table size="small" data-testid={`deliveries-${endpointId}-table`}>
                <TableHead>
                  <TableRow>
                    <TableCell padding="checkbox" />
                    <TableCell>{t('developers.deliveries.event')}</TableCell>
                    <TableCell>{t('developers.deliveries.status')}</TableCell>
                    <TableCell align="right">{t('developers.deliveries.attempts')}</TableCell>
                    <TableCell align="right">{t('developers.deliveries.latency')}</TableCell>
                    <TableCell align="right">{t('developers.deliveries.response')}</TableCell>
                    <TableCell>{t('developers.deliveries.time')}</TableCell>
                    <TableCell>
                      <Box component="span" sx={visuallyHidden}>
                        {t('common.actions')}
                      </Box>
                    </TableCell>
                  </TableRow>
                </TableHead>
                <TableBody>
                  {data.result.map((delivery) => (
                    <DeliveryRow
                      key={delivery.id}
                      delivery={delivery}
                      resending={resend.isPending && resend.variables === delivery.id}
                      onResend={() => {
                        setNotice(null);
                        resend.mutate(delivery.id);
                      }}
                    />
                  ))}
                </TableBody>
              </Table>
            </ScrollRegion>
          )
        }
      </QueryContent>
      {resendFailedOpen && (
        <Suspense fallback={null}>
          <ResendFailedDialog
            endpointId={endpointId}
            onClose={() => setResendFailedOpen(false)}
            onDone={(resent) => {
              setResendFailedOpen(false);
              setNotice(t('developers.deliveries.resendFailedDone', { n: resent }));
              void refresh();
            }}
          />
        </Suspense>
      )}
    </Box>
  );
}
