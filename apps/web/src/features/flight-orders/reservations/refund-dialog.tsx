import {
  moneyText,
  passengerCountViolation,
  penaltyOnPrice,
  toAmdMinor,
  type TFieldMessageCode,
  type TFlightOrder,
  type TOrderPassenger,
  type TFlightRefundRequest,
} from '@frs/contract';
import Box from '@mui/material/Box';
import Checkbox from '@mui/material/Checkbox';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormHelperText from '@mui/material/FormHelperText';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useMutation, useQueries } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { flightCode } from '../../../components/flight-format';
import { announceIfHeld } from '../../../components/orders/approval-sent';
import { ApiError } from '../../../lib/api-client';
import { formatAmd } from '../../../lib/format';
import { useIdempotencyKey } from '../../../lib/idempotency-key';
import { useInvalidateAfterOrderChange } from '../../../lib/shared-orders-api';
import { flightClassesQuery } from '../../../lib/queries';
import { penaltyText } from '../components/fare-rules';
import { orderPriceView, passengerName } from '../components/order-summary';
import { refundOrder } from '../api';
import { failureText, OperationDialog } from './dialog-shell';
import { toggle } from '../../../lib/toggle';

/** What the passenger paid for the whole trip: net when an agent pays, gross for the agency's own sale. */
function basisOf(order: TFlightOrder, passenger: TOrderPassenger): number {
  return orderPriceView(order) === 'agent' ? passenger.price.net : passenger.price.gross;
}

/**
 * The fare rules' refund penalty for a passenger, when it can be known without the per-segment prices (which the
 * server keeps): every segment charges a fixed amount, or every segment the same percentage of the price. Null
 * otherwise; the server then computes it, and the dialog shows the rules.
 */
export function ruleRefundPenalty(order: TFlightOrder, passenger: TOrderPassenger): number | null {
  const rules = order.segments.map((segment) => ({
    rule: segment.fareRule.penalties[passenger.type].refund,
    currency: segment.fareRule.currency,
  }));
  const basis = basisOf(order, passenger);
  if (rules.every(({ rule }) => rule.type === 'amount')) {
    const total = rules.reduce(
      (sum, { rule, currency }) =>
        sum + toAmdMinor(rule.value, currency, currency === 'AMD' ? null : order.rate[currency]),
      0,
    );
    return Math.min(total, basis);
  }
  const [first] = rules;
  if (
    first?.rule.type === 'percent' &&
    rules.every(({ rule }) => rule.type === 'percent' && rule.value === first.rule.value)
  ) {
    return penaltyOnPrice(first.rule, basis);
  }
  return null;
}

const penaltyField = moneyText();

/**
 * Refund (admins): which passengers, each one's penalty (the fare rules' by default, shown; an admin may type
 * another), and per segment the class of the same flight that gets the freed seats. The staying passengers must
 * keep an adult for each infant, checked live with the contract's rule.
 */
export function RefundDialog({ order, onClose }: { order: TFlightOrder; onClose: () => void }) {
  const { t } = useTranslation();
  const amd = t('header.amdSign');
  const idempotency = useIdempotencyKey();
  const invalidate = useInvalidateAfterOrderChange();
  const active = order.passengers.filter((passenger) => passenger.status === 'active');
  const [chosen, setChosen] = useState<number[]>([]);
  const [penalties, setPenalties] = useState<Record<number, string>>({});
  const [receiving, setReceiving] = useState<Record<number, number>>(() =>
    Object.fromEntries(order.segments.map((segment) => [segment.id, segment.class.id])),
  );
  const [submitted, setSubmitted] = useState(false);
  const [serverFields, setServerFields] = useState<Record<string, string>>({});
  const classLists = useQueries({
    queries: order.segments.map((segment) => flightClassesQuery(segment.flight.id)),
  });
  const mutation = useMutation({
    mutationFn: (request: TFlightRefundRequest) => refundOrder(order.id, request, idempotency.key),
    onSuccess: async (result) => {
      // A refund above the threshold waits for approval: the shell says "sent for approval" (issue 19).
      announceIfHeld(result);
      idempotency.renew();
      onClose();
      await invalidate();
    },
    onError: (error) => setServerFields(error instanceof ApiError ? { ...error.fieldErrors } : {}),
  });

  const staying = active.filter((passenger) => !chosen.includes(passenger.id));
  const count = (type: string) => staying.filter((passenger) => passenger.type === type).length;
  const stayingViolation =
    staying.length === 0
      ? null
      : passengerCountViolation({ adults: count('adult'), children: count('child'), infants: count('infant') });
  const penaltyErrors = Object.fromEntries(
    chosen.flatMap((id): [number, TFieldMessageCode | 'penaltyTooHigh'][] => {
      const text = penalties[id]?.trim() ?? '';
      if (!text) return [];
      const parsed = penaltyField.safeParse(text);
      if (!parsed.success) return [[id, 'invalidAmount']];
      const passenger = active.find((item) => item.id === id);
      return passenger && parsed.data > basisOf(order, passenger) ? [[id, 'penaltyTooHigh']] : [];
    }),
  );
  const chooseError = submitted && chosen.length === 0 ? t('fieldErrors.required') : null;
  const ruleError =
    stayingViolation && stayingViolation !== 'tooManyPassengers' ? t(`fieldErrors.${stayingViolation}`) : null;

  const submit = (event: React.FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    setSubmitted(true);
    setServerFields({});
    if (chosen.length === 0 || ruleError || Object.keys(penaltyErrors).length > 0) return;
    const request: TFlightRefundRequest = {
      passengerIds: chosen,
      penalties: chosen.flatMap((id) => {
        const text = penalties[id]?.trim() ?? '';
        const parsed = text ? penaltyField.safeParse(text) : null;
        return parsed?.success ? [{ passengerId: id, penalty: parsed.data }] : [];
      }),
      receivingClasses: order.segments
        .filter((segment) => receiving[segment.id] !== segment.class.id)
        .map((segment) => ({ segmentId: segment.id, classId: receiving[segment.id]! })),
    };
    mutation.mutate(request);
  };

  const serverMessage = mutation.isError
    ? Object.keys(serverFields).length > 0
      ? Object.values(serverFields).join(' ')
      : failureText(mutation.error, t('errors.GENERIC'))
    : null;

  return (
    <OperationDialog
      title={t('orderOperations.titles.refund', { pnr: order.pnr })}
      onClose={onClose}
      onSubmit={submit}
      pending={mutation.isPending}
      serverMessage={serverMessage}
      submitLabel={t('orderOperations.labels.refund')}
      destructive
      testId="refund-dialog"
      wide
    >
      <Typography variant="body2">{t('refund.intro')}</Typography>
      <Box component="fieldset" sx={{ border: 0, p: 0, m: 0, display: 'grid', gap: 1.5 }}>
        <Typography component="legend" variant="subtitle2" sx={{ mb: 1 }}>
          {t('refund.passengers')}
        </Typography>
        {active.map((passenger) => {
          const selected = chosen.includes(passenger.id);
          const byRule = ruleRefundPenalty(order, passenger);
          const error = penaltyErrors[passenger.id];
          return (
            <Box
              key={passenger.id}
              data-testid={`refund-passenger-${passenger.id}`}
              sx={{
                display: 'grid',
                gap: 1,
                alignItems: 'center',
                gridTemplateColumns: { xs: '1fr', sm: '1fr 220px' },
                borderBottom: 1,
                borderColor: 'divider',
                pb: 1,
              }}
            >
              <Box>
                <FormControlLabel
                  label={`${passengerName(passenger)} (${t(`passengerTypes.${passenger.type}`)}) · ${formatAmd(basisOf(order, passenger), amd)}`}
                  control={
                    <Checkbox
                      checked={selected}
                      onChange={() => setChosen((current) => toggle(current, passenger.id))}
                      slotProps={{ input: { 'data-testid': `refund-choose-${passenger.id}` } as object }}
                    />
                  }
                />
                <Typography variant="caption" color="text.secondary" component="p" sx={{ ml: 4 }}>
                  {t('refund.rule')}:{' '}
                  {order.segments
                    .map(
                      (segment) =>
                        `${flightCode(segment.flight)} ${penaltyText(segment.fareRule.penalties[passenger.type].refund, segment.fareRule.currency)}`,
                    )
                    .join('; ')}
                  {byRule !== null && ` = ${formatAmd(byRule, amd)}`}
                </Typography>
              </Box>
              {selected && (
                <TextField
                  size="small"
                  label={t('refund.penalty')}
                  value={penalties[passenger.id] ?? ''}
                  placeholder={byRule !== null ? (byRule / 100).toFixed(2) : t('refund.byRules')}
                  onChange={(event) => setPenalties((current) => ({ ...current, [passenger.id]: event.target.value }))}
                  error={Boolean(error)}
                  helperText={error ? t(`fieldErrors.${error}`) : t('refund.penaltyHint')}
                  slotProps={{
                    inputLabel: { shrink: true },
                    htmlInput: { inputMode: 'decimal', 'data-testid': `refund-penalty-${passenger.id}` },
                  }}
                />
              )}
            </Box>
          );
        })}
        {(chooseError ?? ruleError) && (
          <FormHelperText error data-testid="refund-choose-error">
            {chooseError ?? ruleError}
          </FormHelperText>
        )}
      </Box>
      <Box sx={{ display: 'grid', gap: 1.5 }}>
        <Typography variant="subtitle2">{t('refund.receiving')}</Typography>
        {order.segments.map((segment, index) => {
          const classes = classLists[index]?.data?.result ?? [];
          return (
            <TextField
              key={segment.id}
              select
              size="small"
              label={`${flightCode(segment.flight)} · ${segment.flight.from.iataCode} → ${segment.flight.to.iataCode}`}
              value={String(receiving[segment.id] ?? segment.class.id)}
              onChange={(event) =>
                setReceiving((current) => ({ ...current, [segment.id]: Number(event.target.value) }))
              }
              slotProps={{
                select: { native: true },
                inputLabel: { shrink: true },
                htmlInput: { 'data-testid': `refund-receiving-${segment.id}` },
              }}
            >
              {classes.length === 0 && <option value={segment.class.id}>{segment.class.name}</option>}
              {classes.map((item) => (
                <option key={item.id} value={item.id}>
                  {item.name}
                  {item.id === segment.class.id ? ` (${t('refund.sameClass')})` : ''} ·{' '}
                  {t(`enums.classType.${item.type}`)}
                </option>
              ))}
            </TextField>
          );
        })}
      </Box>
    </OperationDialog>
  );
}
