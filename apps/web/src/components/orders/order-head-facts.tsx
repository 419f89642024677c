import { formatInstant, type TOrderStatus } from '@frs/contract';
import Box from '@mui/material/Box';
import type { ParseKeys } from 'i18next';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Countdown } from './countdown';
import { orderDeadline } from './order-deadline';
import { Fact } from './order-page-parts';

/** What every order's head card tells of it, whatever its line. */
interface TOrderHead {
  status: TOrderStatus;
  holdExpiresAt: string | null;
  bookingExpiresAt: string | null;
  ticketedAt: string | null;
  createdAt: string;
  createdBy: { name: string };
  agent: { name: string } | null;
  contact: { name: string; phone: string; email: string };
  comment: string | null;
}

/**
 * The facts on a room-selling line's order head card (hotel, package): whose order (staff), who made it and when, the
 * deadline with its countdown, when it was confirmed, the contact and the comment. `first` goes before them (the
 * package's offer). The line declares the words of its deadline and confirmation and its test id prefix.
 */
export function OrderHeadFacts({
  order,
  isStaff,
  labels,
  testIdPrefix,
  createdTestId,
  first,
}: {
  order: TOrderHead;
  isStaff: boolean;
  /** The line's words for a booking's deadline and for its confirmation ("confirm until", "ticketed at"). */
  labels: { payUntil: ParseKeys; confirmedAt: ParseKeys };
  /** `<prefix>-agent`, `<prefix>-countdown`, `<prefix>-contact`, `<prefix>-comment`. */
  testIdPrefix: string;
  createdTestId?: string;
  first?: ReactNode;
}) {
  const { t } = useTranslation();
  const deadline = orderDeadline(order);
  return (
    <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr 1fr', md: 'repeat(4, 1fr)' } }}>
      {first}
      {isStaff && (
        <Fact label={t('reservations.columns.agent')} testId={`${testIdPrefix}-agent`}>
          {order.agent?.name ?? t('reservations.agency')}
        </Fact>
      )}
      <Fact label={isStaff ? t('orderPage.createdBy') : t('reservations.columns.created')} testId={createdTestId}>
        {isStaff ? `${order.createdBy.name}, ${formatInstant(order.createdAt)}` : formatInstant(order.createdAt)}
      </Fact>
      {deadline && (
        <Fact label={order.status === 'hold' ? t('orderPage.holdUntil') : t(labels.payUntil)}>
          {formatInstant(deadline)} (
          <Countdown expiresAt={deadline} label={t('reservations.timeLeft')} testId={`${testIdPrefix}-countdown`} />)
        </Fact>
      )}
      {order.ticketedAt && <Fact label={t(labels.confirmedAt)}>{formatInstant(order.ticketedAt)}</Fact>}
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
