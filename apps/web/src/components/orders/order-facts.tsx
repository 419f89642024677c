import { formatInstant, type TContact, type TOrderStatus } from '@frs/contract';
import Box from '@mui/material/Box';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Countdown } from './countdown';
import { orderDeadline } from './order-deadline';
import { Fact } from './order-page-parts';

/** What the facts read of an order: the fields every line's order has (the contract's shared order fields). */
export interface TFactsOrder {
  status: TOrderStatus;
  agent: { name: string } | null;
  createdBy: { name: string };
  createdAt: string;
  holdExpiresAt: string | null;
  bookingExpiresAt: string | null;
  ticketedAt: string | null;
  contact: TContact;
  comment: string | null;
}

/**
 * The facts every order page (flight, hotel, package) shows in the order's card, in this order: the line's own lead
 * facts (`children`), the agent and who made the order, when it was made (and `afterCreated`, the flight's order
 * date), the deadline of a hold or of an unpaid booking with its countdown, when it was paid, the contact and the
 * comment. The line names its deadline and its payment in its own words (a hotel stay is confirmed, a ticket issued).
 */
export function OrderFacts({
  order,
  showAuthor,
  bookingDeadlineLabel,
  ticketedLabel,
  testIdPrefix,
  afterCreated,
  children,
}: {
  order: TFactsOrder;
  /** The agent and who made the order (staff see them; an agent sees only when its order was made). */
  showAuthor: boolean;
  /** The label of an unpaid booking's deadline (a hold's is the same on every line). */
  bookingDeadlineLabel: string;
  ticketedLabel: string;
  /** `<prefix>-agent`, `<prefix>-created`, `<prefix>-countdown`, `<prefix>-contact` and `<prefix>-comment`. */
  testIdPrefix: string;
  afterCreated?: ReactNode;
  children?: ReactNode;
}) {
  const { t } = useTranslation();
  const deadline = orderDeadline(order);
  const created = formatInstant(order.createdAt);
  return (
    <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr 1fr', md: 'repeat(4, 1fr)' } }}>
      {children}
      {showAuthor && (
        <Fact label={t('reservations.columns.agent')} testId={`${testIdPrefix}-agent`}>
          {order.agent?.name ?? t('reservations.agency')}
        </Fact>
      )}
      <Fact
        label={showAuthor ? t('orderPage.createdBy') : t('reservations.columns.created')}
        testId={`${testIdPrefix}-created`}
      >
        {showAuthor ? `${order.createdBy.name}, ${created}` : created}
      </Fact>
      {afterCreated}
      {deadline && (
        <Fact label={order.status === 'hold' ? t('orderPage.holdUntil') : bookingDeadlineLabel}>
          {formatInstant(deadline)} (
          <Countdown expiresAt={deadline} label={t('reservations.timeLeft')} testId={`${testIdPrefix}-countdown`} />)
        </Fact>
      )}
      {order.ticketedAt && <Fact label={ticketedLabel}>{formatInstant(order.ticketedAt)}</Fact>}
      <Fact label={t('checkout.contact')} testId={`${testIdPrefix}-contact`}>
        {order.contact.name}, {order.contact.phone}, {order.contact.email}
      </Fact>
      {order.comment && (
        <Fact label={t('checkout.comment')} testId={`${testIdPrefix}-comment`}>
          {order.comment}
        </Fact>
      )}
    </Box>
  );
}
