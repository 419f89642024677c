import { FLIGHT_ORDER_STAFF, routePath, type TFlightOrder } from '@frs/contract';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Link from '@mui/material/Link';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';
import { HoldClosedAlert } from '../../../components/orders/checkout-frame';
import { PageTitle } from '../../../components/page-title';
import { Spinner } from '../../../components/spinner';
import { ApiError } from '../../../lib/api-client';
import { useCurrentRole } from '../../../lib/current-user';
import { formatAmd } from '../../../lib/format';
import { queryKeys } from '../../../lib/query-keys';
import { BaggageText } from '../components/fare-rules';
import { SegmentLine } from '../components/segment-line';
import { orderQuery } from '../api';
import { readCheckoutDraft, storeCheckoutDraft, type TCheckoutDraft } from '../search-storage';
import { CheckoutForm } from './checkout-form';
import { CheckoutResult } from './checkout-result';
import { HoldPanel } from './hold-panel';
import type { TOneStepProblem } from './one-step';

function OfferSummary({ draft }: { draft: TCheckoutDraft }) {
  const { t } = useTranslation();
  return (
    <Paper variant="outlined" sx={{ p: { xs: 1.5, sm: 2 }, display: 'grid', gap: 1 }} data-testid="checkout-offer">
      {draft.offer.segments.map((segment) => (
        <SegmentLine key={segment.flight.id} flight={segment.flight}>
          <Typography variant="body2" color="text.secondary">
            {segment.class.name} · <BaggageText allowance={segment.baggageRule.allowances.adult} />
          </Typography>
        </SegmentLine>
      ))}
      <Typography sx={{ fontWeight: 700 }}>
        {t('checkout.offerPrice', { amount: formatAmd(draft.offer.payable, t('header.amdSign')) })}
      </Typography>
    </Paper>
  );
}

/**
 * Why "hold and issue tickets" stopped after the hold: the seats are held (under the PNR), the tickets were not
 * issued, and they can be issued below (the hold panel) or from the order page until the hold runs out.
 */
function OneStepStopped({ order, problem }: { order: TFlightOrder; problem: TOneStepProblem }) {
  const { t } = useTranslation();
  const amd = t('header.amdSign');
  const why =
    problem.kind === 'failed'
      ? t('checkout.oneStep.failed', { pnr: order.pnr, reason: problem.reason })
      : t('checkout.oneStep.priceChanged', {
          pnr: order.pnr,
          amount: formatAmd(order.totals.payable - order.totals.paid, amd),
          confirmed: formatAmd(problem.confirmed, amd),
        });
  return (
    <Alert
      severity="warning"
      data-testid="one-step-stopped"
      action={
        <Button
          color="inherit"
          size="small"
          component={RouterLink}
          to={routePath('reservationEdit', { id: order.id })}
          data-testid="one-step-open-order"
        >
          {t('checkout.openOrder')}
        </Button>
      }
    >
      {why} {t('checkout.oneStep.stillHeld')}
    </Alert>
  );
}

/**
 * /checkout: the offer chosen on /search, the passengers form, then the hold (a countdown, booking or ticketing),
 * then the result with the PNR. The order's id is kept with the chosen offer, so a reload shows the same hold.
 * "Hold and issue tickets" goes from the form to the result at once; if its second step fails, the hold is shown
 * with why.
 */
export default function CheckoutPage() {
  const { t } = useTranslation();
  const role = useCurrentRole();
  const queryClient = useQueryClient();
  const [draft, setDraft] = useState(readCheckoutDraft);
  const [stopped, setStopped] = useState<TOneStepProblem | null>(null);
  const orderId = draft?.orderId;
  const order = useQuery({ ...orderQuery(orderId ?? 0), enabled: orderId !== undefined });

  const remember = (next: TCheckoutDraft) => {
    storeCheckoutDraft(next);
    setDraft(next);
  };
  const show = (updated: TFlightOrder) => queryClient.setQueryData(queryKeys.orders.detail(updated.id), updated);
  const startOver = () => {
    if (!draft) return;
    const { orderId: _orderId, ...rest } = draft;
    remember(rest);
  };

  let content;
  if (!draft) {
    content = (
      <Alert severity="info" data-testid="checkout-empty">
        {t('checkout.noOffer')}{' '}
        <Link component={RouterLink} to={routePath('search')}>
          {t('checkout.toSearch')}
        </Link>
      </Alert>
    );
  } else if (orderId === undefined) {
    content = (
      <>
        <OfferSummary draft={draft} />
        <CheckoutForm
          search={draft.search}
          offer={draft.offer}
          isStaff={FLIGHT_ORDER_STAFF.includes(role)}
          onHoldPlaced={(held) => storeCheckoutDraft({ ...draft, orderId: held.id })}
          onHeld={(held, problem) => {
            show(held);
            remember({ ...draft, orderId: held.id });
            setStopped(problem ?? null);
            // A failed second step may still have ticketed (an answer lost on the way): the page shows what is true.
            if (problem) void queryClient.invalidateQueries({ queryKey: queryKeys.orders.detail(held.id) });
          }}
        />
      </>
    );
  } else if (order.isPending) {
    content = <Spinner />;
  } else if (order.isError) {
    content = (
      <Alert severity="error" data-testid="checkout-load-error">
        {order.error instanceof ApiError ? order.error.message : t('errors.GENERIC')}
      </Alert>
    );
  } else if (order.data.status === 'hold') {
    content = (
      <>
        {stopped && <OneStepStopped order={order.data} problem={stopped} />}
        <HoldPanel order={order.data} onChanged={show} onExpired={() => void order.refetch()} />
      </>
    );
  } else if (order.data.status === 'booked' || order.data.status === 'ticketed') {
    content = <CheckoutResult order={order.data} />;
  } else {
    const expired = order.data.status === 'expired';
    content = (
      <HoldClosedAlert
        severity={expired ? 'error' : 'info'}
        message={expired ? t('checkout.holdExpired') : t('checkout.holdCancelled', { pnr: order.data.pnr })}
        startOverLabel={t('checkout.startOver')}
        onStartOver={startOver}
        testIdPrefix="checkout"
      />
    );
  }

  return (
    <Box sx={{ display: 'grid', gap: 2, minWidth: 0 }}>
      <PageTitle title={t('routes.checkout')} />
      {content}
    </Box>
  );
}
