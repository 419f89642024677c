import ArrowBackIcon from '@mui/icons-material/ArrowBack';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Link from '@mui/material/Link';
import MenuItem from '@mui/material/MenuItem';
import Paper from '@mui/material/Paper';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import {
  formatInstant,
  formatLocalDateTime,
  formatMinor,
  hasPermission,
  routePath,
  type TDisruptionBatchResult,
  type TDisruptionNotifyResult,
  type TDisruptionOrder,
  type TDisruptionTimes,
  type TDisruptionView,
} from '@frs/contract';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink, useParams } from 'react-router';
import { ConfirmDialog } from '../../../components/confirm-dialog';
import { PageTitle } from '../../../components/page-title';
import { Spinner } from '../../../components/spinner';
import { ApiError } from '../../../lib/api-client';
import { useCurrentRole } from '../../../lib/current-user';
import { useIdempotencyKey } from '../../../lib/idempotency-key';
import { textInLanguage } from '../../../lib/multilingual';
import { queryKeys } from '../../../lib/query-keys';
import { disruptionQuery, moveOrders, notifyAgents, refundOrders } from './disruption-api';
import { OrdersTable } from './disruption-orders-table';

type TAction = 'notify' | 'move' | 'refund';
type TOutcome =
  { action: 'notify'; result: TDisruptionNotifyResult } | { action: 'move' | 'refund'; result: TDisruptionBatchResult };

function Times({ label, times, testId }: { label: string; times: TDisruptionTimes; testId: string }) {
  const { t } = useTranslation();
  return (
    <Box data-testid={testId}>
      <Typography variant="caption" color="text.secondary" component="div">
        {label}
      </Typography>
      <Box sx={{ fontWeight: 500 }}>
        {t('disruption.times', {
          from: times.from,
          departure: formatLocalDateTime(times.departureLocal),
          to: times.to,
          arrival: formatLocalDateTime(times.arrivalLocal),
        })}{' '}
        <Chip size="small" label={t(`enums.flightStatus.${times.status}`)} />
      </Box>
    </Box>
  );
}

/** The seats each class of this flight needs among the chosen flight orders (infants take none). */
function seatsByClass(orders: readonly TDisruptionOrder[]) {
  const classes = new Map<number, { name: string; seats: number }>();
  for (const order of orders) {
    if (order.productLine !== 'flight') continue;
    const seats = order.passengers.filter((passenger) => passenger.type !== 'infant').length;
    const entry = classes.get(order.classId) ?? { name: order.className, seats: 0 };
    classes.set(order.classId, { ...entry, seats: entry.seats + seats });
  }
  return [...classes.entries()];
}

function MoveFields({
  view,
  chosen,
  targetId,
  onTarget,
  classChoice,
  onClass,
  error,
}: {
  view: TDisruptionView;
  chosen: readonly TDisruptionOrder[];
  targetId: number | '';
  onTarget: (id: number) => void;
  classChoice: Readonly<Record<number, number | ''>>;
  onClass: (fromClassId: number, toClassId: number | '') => void;
  error: ApiError | null;
}) {
  const { t } = useTranslation();
  const target = view.candidates.find((candidate) => candidate.id === targetId);
  if (view.candidates.length === 0) return <Alert severity="info">{t('disruption.noCandidates')}</Alert>;
  return (
    <Box sx={{ display: 'grid', gap: 2, mt: 2 }}>
      <TextField
        select
        label={t('disruption.targetFlight')}
        value={targetId}
        onChange={(event) => onTarget(Number(event.target.value))}
        error={Boolean(error?.fieldErrors.targetFlightId)}
        helperText={error?.fieldErrors.targetFlightId}
        slotProps={{ htmlInput: { 'data-testid': 'disruption-target' } }}
      >
        {view.candidates.map((candidate) => (
          <MenuItem key={candidate.id} value={candidate.id} data-testid={`disruption-target-${candidate.id}`}>
            {t('disruption.candidate', {
              flight: `${view.airline} ${candidate.flightNumber}`,
              departure: formatLocalDateTime(candidate.departureLocal),
            })}
          </MenuItem>
        ))}
      </TextField>
      {target &&
        seatsByClass(chosen).map(([classId, need]) => (
          <TextField
            key={classId}
            select
            label={t('disruption.classFor', { name: need.name, count: need.seats })}
            value={classChoice[classId] ?? ''}
            onChange={(event) => onClass(classId, event.target.value === '' ? '' : Number(event.target.value))}
            slotProps={{ htmlInput: { 'data-testid': `disruption-class-${classId}` } }}
          >
            <MenuItem value="">
              {t('disruption.sameName')} ({target.classes.find((item) => item.name === need.name)?.free ?? 0})
            </MenuItem>
            {target.classes.map((item) => (
              <MenuItem key={item.id} value={item.id}>
                {t('disruption.classOption', { name: item.name, free: item.free })}
              </MenuItem>
            ))}
          </TextField>
        ))}
      {chosen.some((order) => order.productLine === 'package') && (
        <Alert severity="info">{t('disruption.package')}</Alert>
      )}
    </Box>
  );
}

function Results({ outcome, view }: { outcome: TOutcome; view: TDisruptionView }) {
  const { t, i18n } = useTranslation();
  if (outcome.action === 'notify') {
    const { agents } = outcome.result;
    return (
      <Alert severity="success" data-testid="disruption-results">
        {t('disruption.notified', { count: agents.length, names: agents.map((agent) => agent.name).join(', ') })}
      </Alert>
    );
  }
  const amountText = (amount: number | undefined) => {
    if (!amount) return '';
    const text = `${formatMinor(Math.abs(amount))} ${t('header.amdSign')}`;
    return ` · ${t(amount < 0 ? 'disruption.charged' : 'disruption.credited', { amount: text })}`;
  };
  const failed = outcome.result.results.some((item) => item.outcome === 'failed');
  return (
    <Alert severity={failed ? 'warning' : 'success'} data-testid="disruption-results">
      <Typography variant="subtitle2">{t('disruption.resultsTitle')}</Typography>
      <ul style={{ margin: 0, paddingInlineStart: 20 }}>
        {outcome.result.results.map((item) => (
          <li key={item.orderId} data-testid={`disruption-result-${item.orderId}`}>
            <strong>
              {item.pnr || view.orders.find((order) => order.id === item.orderId)?.pnr || `#${item.orderId}`}
            </strong>
            {': '}
            {t(`disruption.outcome.${item.outcome}`)}
            {item.outcome === 'failed' ? ` · ${textInLanguage(item.message, i18n.language)}` : amountText(item.amount)}
          </li>
        ))}
      </ul>
      {outcome.result.results.some((item) => item.outcome === 'pendingApproval') && (
        <Typography variant="body2" sx={{ mt: 1 }}>
          {t('disruption.refundApproval')}{' '}
          <Link component={RouterLink} to={routePath('approvals')} data-testid="disruption-open-approvals">
            {t('disruption.openApprovals')}
          </Link>
        </Typography>
      )}
    </Alert>
  );
}

/**
 * /flights/:id/disruption: a flight staff retimed, rerouted or cancelled, with the orders it touches. Staff tell
 * the agents, move chosen orders to another flight of the route, or refund them in full; each order is moved
 * (refunded) or left as it was, and the screen lists what happened to each. Viewer sees it without the actions.
 */
export default function DisruptionPage() {
  const { t } = useTranslation();
  const role = useCurrentRole();
  const queryClient = useQueryClient();
  const flightId = Number(useParams().id);
  const validId = Number.isSafeInteger(flightId) && flightId > 0;
  const view = useQuery({ ...disruptionQuery(flightId), enabled: validId });
  const canAct = hasPermission(role, 'flightDisruption.write');
  const [selected, setSelected] = useState<Set<number>>(new Set());
  const [dialog, setDialog] = useState<TAction | null>(null);
  const [targetId, setTargetId] = useState<number | ''>('');
  const [classChoice, setClassChoice] = useState<Record<number, number | ''>>({});
  const [outcome, setOutcome] = useState<TOutcome | null>(null);
  const idempotency = useIdempotencyKey();

  const orders = view.data?.orders ?? [];
  const chosen = orders.filter((order) => selected.has(order.id));
  const orderIds = chosen.map((order) => order.id);
  // A refund without penalty is offered for a material change only (the server refuses the rest the same way).
  const material = (order: TDisruptionOrder) => order.materialChange !== null;
  const refundable = chosen.some(material);
  const refundNotOffered = canAct && orders.length > 0 && (selected.size > 0 ? !refundable : !orders.some(material));
  const run = useMutation({
    mutationFn: async (action: TAction): Promise<TOutcome> => {
      if (action === 'notify') {
        return { action, result: await notifyAgents(flightId, { orderIds }, idempotency.key) };
      }
      if (action === 'refund') {
        return { action, result: await refundOrders(flightId, { orderIds }, idempotency.key) };
      }
      const classes = Object.entries(classChoice)
        .filter((entry): entry is [string, number] => entry[1] !== '')
        .map(([fromClassId, toClassId]) => ({ fromClassId: Number(fromClassId), toClassId }));
      return {
        action,
        result: await moveOrders(flightId, { orderIds, targetFlightId: Number(targetId), classes }, idempotency.key),
      };
    },
    onSuccess: async (done) => {
      idempotency.renew();
      setOutcome(done);
      setDialog(null);
      setSelected(new Set());
      await queryClient.invalidateQueries({ queryKey: queryKeys.flights.all() });
      await queryClient.invalidateQueries({ queryKey: queryKeys.orders.all() });
    },
  });
  const open = (action: TAction) => {
    run.reset();
    if (action === 'move' && targetId === '') setTargetId(view.data?.candidates[0]?.id ?? '');
    setDialog(action);
  };
  const toggle = (id: number) =>
    setSelected((current) => {
      const next = new Set(current);
      if (next.has(id)) next.delete(id);
      else next.add(id);
      return next;
    });
  const toggleAll = () =>
    setSelected((current) => (current.size === orders.length ? new Set() : new Set(orders.map((order) => order.id))));
  const failure = run.error instanceof ApiError ? run.error : null;
  const errorText = run.error ? (failure?.message ?? t('errors.GENERIC')) : null;
  const data = view.data;

  return (
    <Box sx={{ display: 'grid', gap: 2, minWidth: 0 }}>
      <Box>
        <Link
          component={RouterLink}
          to={validId ? routePath('flightClasses', { id: flightId }) : routePath('flights')}
          sx={{ display: 'inline-flex', alignItems: 'center', gap: 0.5 }}
        >
          <ArrowBackIcon fontSize="small" />
          {t('disruption.back')}
        </Link>
      </Box>
      <PageTitle title={t('routes.flightDisruption')} />
      {view.error && (
        <Alert severity="error" data-testid="disruption-error">
          {view.error instanceof ApiError ? view.error.message : t('errors.GENERIC')}
        </Alert>
      )}
      {view.isPending && validId && <Spinner />}
      {data && (
        <>
          <Paper variant="outlined" sx={{ p: 2, display: 'grid', gap: 2 }} data-testid="disruption-header">
            <Typography component="h2" variant="h6">
              {data.airline} {data.flightNumber} · {data.current.from} → {data.current.to}
            </Typography>
            <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', md: '1fr 1fr' } }}>
              <Times label={t('disruption.now')} times={data.current} testId="disruption-now" />
              {data.previous ? (
                <Times
                  label={t('disruption.before', { date: formatInstant(data.previous.changedAt) })}
                  times={data.previous}
                  testId="disruption-before"
                />
              ) : (
                <Typography color="text.secondary">{t('disruption.noChange')}</Typography>
              )}
            </Box>
          </Paper>
          {outcome && <Results outcome={outcome} view={data} />}
          <Box sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: 1 }}>
            <Typography component="h2" variant="h6" sx={{ flexGrow: 1 }}>
              {t('disruption.ordersTitle')}
            </Typography>
            {canAct && orders.length > 0 && (
              <>
                <Typography variant="body2" color="text.secondary">
                  {t('disruption.selected', { count: selected.size })}
                </Typography>
                <Button variant="outlined" onClick={() => open('notify')} data-testid="disruption-notify">
                  {t('disruption.notify')}
                </Button>
                <Button
                  variant="outlined"
                  disabled={selected.size === 0}
                  onClick={() => open('move')}
                  data-testid="disruption-move"
                >
                  {t('disruption.move')}
                </Button>
                <Button
                  variant="outlined"
                  color="error"
                  disabled={!refundable}
                  onClick={() => open('refund')}
                  data-testid="disruption-refund"
                >
                  {t('disruption.refund')}
                </Button>
              </>
            )}
          </Box>
          {refundNotOffered && (
            <Alert severity="info" data-testid="disruption-refund-not-offered">
              {t('disruption.refundNotOffered', { count: data.materialChangeMinutes })}
            </Alert>
          )}
          {orders.length === 0 ? (
            <Typography color="text.secondary" data-testid="disruption-no-orders">
              {t('disruption.noOrders')}
            </Typography>
          ) : (
            <OrdersTable
              orders={orders}
              selected={selected}
              onToggle={toggle}
              onToggleAll={toggleAll}
              selectable={canAct}
            />
          )}
          {data.batches.length > 0 && (
            <Box data-testid="disruption-batches">
              <Typography component="h2" variant="h6">
                {t('disruption.batchesTitle')}
              </Typography>
              <ul>
                {data.batches.map((batch) => (
                  <li key={batch.id}>
                    {t(batch.pending > 0 ? 'disruption.batchPending' : 'disruption.batch', {
                      action: t(`disruption.action.${batch.action}`),
                      date: formatInstant(batch.createdAt),
                      actor: batch.actorName ?? '',
                      done: batch.done,
                      pending: batch.pending,
                      failed: batch.failed,
                    })}
                  </li>
                ))}
              </ul>
            </Box>
          )}
        </>
      )}
      {dialog === 'notify' && (
        <ConfirmDialog
          testId="disruption-notify-dialog"
          title={t('disruption.notifyTitle')}
          text={t('disruption.notifyText', {
            scope: t(selected.size > 0 ? 'disruption.notifySelected' : 'disruption.notifyAll'),
          })}
          confirmLabel={t('disruption.confirm')}
          confirmColor="primary"
          busy={run.isPending}
          error={errorText}
          onConfirm={() => run.mutate('notify')}
          onClose={() => setDialog(null)}
        />
      )}
      {dialog === 'move' && data && (
        <ConfirmDialog
          testId="disruption-move-dialog"
          title={t('disruption.moveTitle', { count: chosen.length })}
          text={t('disruption.moveText')}
          confirmLabel={t('disruption.confirm')}
          confirmColor="primary"
          busy={run.isPending}
          error={failure?.fieldErrors.targetFlightId ? null : errorText}
          onConfirm={() => run.mutate('move')}
          onClose={() => setDialog(null)}
        >
          <MoveFields
            view={data}
            chosen={chosen}
            targetId={targetId}
            onTarget={setTargetId}
            classChoice={classChoice}
            onClass={(fromClassId, toClassId) =>
              setClassChoice((current) => ({ ...current, [fromClassId]: toClassId }))
            }
            error={failure}
          />
        </ConfirmDialog>
      )}
      {dialog === 'refund' && (
        <ConfirmDialog
          testId="disruption-refund-dialog"
          title={t('disruption.refundTitle', { count: chosen.filter(material).length })}
          text={[
            t('disruption.refundText'),
            chosen.some((order) => !material(order))
              ? t('disruption.refundSomeNotMaterial', { count: chosen.filter((order) => !material(order)).length })
              : '',
            t('disruption.refundApproval'),
          ]
            .filter(Boolean)
            .join(' ')}
          confirmLabel={t('disruption.confirm')}
          busy={run.isPending}
          error={errorText}
          onConfirm={() => run.mutate('refund')}
          onClose={() => setDialog(null)}
        />
      )}
    </Box>
  );
}
