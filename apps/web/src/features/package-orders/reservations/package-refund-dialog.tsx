import { moneyText, type TPackageOrder, type TPackageRefundQuote, type TPackageRefundRequest } from '@frs/contract';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import LinearProgress from '@mui/material/LinearProgress';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useMutation, useQuery } from '@tanstack/react-query';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { OperationDialog } from '../../../components/orders/operation-dialog';
import { announceIfHeld } from '../../../components/orders/approval-sent';
import { ApiError } from '../../../lib/api-client';
import { formatAmd } from '../../../lib/format';
import { useIdempotencyKey } from '../../../lib/idempotency-key';
import { useInvalidateAfterOrderChange } from '../../../lib/shared-orders-api';
import { packageRefundQuoteQuery, refundPackageOrder } from './package-orders-api';
import { TravellerChoice } from './package-traveller-choice';

/** A penalty typed in AMD (major units), converted exactly to minor units by the contract's rule. */
const penaltyField = moneyText();

/** A typed penalty: null when empty (the rules' penalty applies), 'invalid' when it is not an amount. */
export function parsePenalty(text: string): number | null | 'invalid' {
  if (!text.trim()) return null;
  const parsed = penaltyField.safeParse(text);
  return parsed.success ? parsed.data : 'invalid';
}

/** The refund request: the chosen travellers, and the penalties typed for some of them. */
export function refundRequestOf(chosen: readonly number[], penalties: Readonly<Record<number, string>>) {
  const request: Required<TPackageRefundRequest> = { passengerIds: [...chosen], penalties: [] };
  for (const passengerId of chosen) {
    const penalty = parsePenalty(penalties[passengerId] ?? '');
    if (typeof penalty === 'number') request.penalties.push({ passengerId, penalty });
  }
  return request;
}

type TQuotedTraveller = TPackageRefundQuote['travellers'][number];

/**
 * What the refund gives back and keeps for the chosen travellers: the quote's penalty, or the one typed (never more
 * than what was paid; the server refuses more). Null while the quote is not there.
 */
export function refundTotalsOf(
  quote: TPackageRefundQuote | undefined,
  chosen: readonly number[],
  penalties: Readonly<Record<number, string>>,
): { refund: number; penalty: number } | null {
  if (!quote) return null;
  let refund = 0;
  let penalty = 0;
  for (const traveller of quote.travellers.filter((candidate) => chosen.includes(candidate.passengerId))) {
    const typed = parsePenalty(penalties[traveller.passengerId] ?? '');
    const kept = typeof typed === 'number' ? Math.min(typed, traveller.paid) : traveller.penalty;
    penalty += kept;
    refund += traveller.paid - kept;
  }
  return { refund, penalty };
}

/** One traveller's line of the quote: what was paid for them, the rules' penalty (and its parts) and the rest. */
function QuoteLine({ traveller, testId }: { traveller: TQuotedTraveller; testId: string }) {
  const { t } = useTranslation();
  const amd = t('header.amdSign');
  return (
    <Typography variant="body2" color="text.secondary" sx={{ flex: '1 1 100%' }} data-testid={testId}>
      {t('packageOrders.refund.quoteLine', {
        paid: formatAmd(traveller.paid, amd),
        penalty: formatAmd(traveller.penalty, amd),
        refund: formatAmd(traveller.refund, amd),
      })}
      {traveller.parts &&
        ` ${t('packageOrders.refund.quoteParts', {
          flights: formatAmd(traveller.parts.flights, amd),
          hotel: formatAmd(traveller.parts.hotel, amd),
        })}`}
    </Typography>
  );
}

/**
 * Refund (staff): the chosen travellers get their share back less the package's penalty (its own policy, or the
 * stricter of the flight's and the hotel's), unless the staff member types another per traveller. What each was paid
 * (net for an agent, gross for the agency's own sale), the rules' penalty and the totals come from the server's quote,
 * the refund's own computation. One Idempotency-Key while the dialog is open, renewed after success.
 */
export function PackageRefundDialog({ order, onClose }: { order: TPackageOrder; onClose: () => void }) {
  const { t } = useTranslation();
  const amd = t('header.amdSign');
  const idempotency = useIdempotencyKey();
  const invalidate = useInvalidateAfterOrderChange();
  const active = order.passengers.filter((passenger) => passenger.status === 'active');
  const [chosen, setChosen] = useState<number[]>(() => active.map((passenger) => passenger.id));
  const [penalties, setPenalties] = useState<Record<number, string>>({});
  const quote = useQuery(packageRefundQuoteQuery(order.id));
  const quoted = new Map(quote.data?.travellers.map((traveller) => [traveller.passengerId, traveller]));
  const totals = refundTotalsOf(quote.data, chosen, penalties);
  const mutation = useMutation({
    mutationFn: (request: TPackageRefundRequest) => refundPackageOrder(order.id, request, idempotency.key),
    onSuccess: async (result) => {
      // A refund above the threshold waits for approval: the shell says "sent for approval" (issue 19).
      announceIfHeld(result);
      idempotency.renew();
      onClose();
      await invalidate();
    },
  });
  const invalid = chosen.some((id) => {
    const typed = parsePenalty(penalties[id] ?? '');
    const paid = quoted.get(id)?.paid;
    return typed === 'invalid' || (typeof typed === 'number' && paid !== undefined && typed > paid);
  });
  const serverMessage = mutation.isError
    ? mutation.error instanceof ApiError
      ? mutation.error.message
      : t('errors.GENERIC')
    : null;

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (invalid || chosen.length === 0) return;
    mutation.mutate(refundRequestOf(chosen, penalties));
  };

  return (
    <OperationDialog
      title={t('packageOrders.operations.titles.refund', { pnr: order.pnr })}
      onClose={onClose}
      onSubmit={submit}
      pending={mutation.isPending}
      serverMessage={serverMessage}
      submitLabel={t('packageOrders.operations.labels.refund')}
      submitDisabled={chosen.length === 0 || invalid}
      destructive
      wide
      testId="package-refund-dialog"
    >
      <Typography variant="body2">{t('packageOrders.refund.intro')}</Typography>
      {quote.isPending && <LinearProgress aria-label={t('packageOrders.refund.quoteLoading')} />}
      {quote.isError && (
        <Alert severity="warning" data-testid="package-refund-quote-error">
          {quote.error instanceof ApiError ? quote.error.message : t('errors.GENERIC')}
        </Alert>
      )}
      {quote.data && (
        <Typography variant="body2" data-testid="package-refund-policy">
          {t(`packageOrders.refund.policy.${quote.data.policy}`)}
        </Typography>
      )}
      <TravellerChoice
        order={order}
        label={t('packageOrders.refund.travellers')}
        checked={(passenger) => chosen.includes(passenger.id)}
        onToggle={(passenger) =>
          setChosen((current) =>
            current.includes(passenger.id) ? current.filter((id) => id !== passenger.id) : [...current, passenger.id],
          )
        }
        extra={(passenger) => {
          const text = penalties[passenger.id] ?? '';
          const typed = parsePenalty(text);
          const line = quoted.get(passenger.id);
          const tooHigh = line !== undefined && typeof typed === 'number' && typed > line.paid;
          const wrong = typed === 'invalid' || tooHigh;
          return (
            <>
              {line && <QuoteLine traveller={line} testId={`package-refund-quote-${passenger.id}`} />}
              <TextField
                size="small"
                sx={{ flex: '1 1 200px' }}
                label={t('packageOrders.refund.penalty')}
                value={text}
                onChange={(event) => {
                  setPenalties((current) => ({ ...current, [passenger.id]: event.target.value }));
                  if (mutation.isError) mutation.reset();
                }}
                error={wrong}
                helperText={
                  typed === 'invalid'
                    ? t('fieldErrors.invalidAmount')
                    : tooHigh
                      ? t('fieldErrors.penaltyTooHigh')
                      : line
                        ? t('packageOrders.refund.penaltyHint', { paid: formatAmd(line.paid, amd) })
                        : t('packageOrders.refund.penaltyHintEmpty')
                }
                slotProps={{
                  htmlInput: { inputMode: 'decimal', 'data-testid': `package-refund-penalty-${passenger.id}` },
                }}
              />
            </>
          );
        }}
        testIdPrefix="package-refund-traveller"
      />
      {totals && chosen.length > 0 && (
        <Box sx={{ display: 'grid', gap: 0.5 }} data-testid="package-refund-totals">
          <Typography variant="body2" sx={{ fontWeight: 600 }}>
            {order.agent
              ? t('packageOrders.refund.backToAgent', {
                  agent: order.agent.name,
                  amount: formatAmd(totals.refund, amd),
                })
              : t('packageOrders.refund.backOwnSale', { amount: formatAmd(totals.refund, amd) })}
          </Typography>
          <Typography variant="body2">
            {t('packageOrders.refund.penaltyKept', { amount: formatAmd(totals.penalty, amd) })}
          </Typography>
        </Box>
      )}
    </OperationDialog>
  );
}
