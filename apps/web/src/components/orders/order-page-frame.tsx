import { routePath, type TOrderActivity, type TOrderStatus, type TProductLine } from '@frs/contract';
import ArrowBackIcon from '@mui/icons-material/ArrowBack';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Link from '@mui/material/Link';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { useQuery, type QueryKey, type UseQueryOptions, type UseQueryResult } from '@tanstack/react-query';
import { useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink, useParams } from 'react-router';
import { ApiError } from '../../lib/api-client';
import { useShortcut } from '../../lib/shortcuts/use-shortcut';
import { useCurrentRole } from '../../lib/current-user';
import { PageTitle } from '../page-title';
import { ShortcutTooltip } from '../shortcut-tooltip';
import { Spinner } from '../spinner';
import { OrderHistory, OrderMoney } from './order-activity';
import { Section } from './order-page-parts';
import { OrderStatusChip } from './order-status-chip';

/**
 * The frame every order page (flight, hotel, package) is built in: the order and its activity loaded by the route's
 * id, the way back to the list, the title, why the order could not be shown, the card with the PNR and the status,
 * the operation buttons, and the money and history sections. Each line fills in the facts and parts of its own.
 */

/** The order and its activity, for the id in the route (an id that cannot be one is not asked for). */
export function useOrderPageQueries<TFlightOrder, TOrderKey extends QueryKey, TActivityKey extends QueryKey>(
  orderQuery: (id: number) => UseQueryOptions<TFlightOrder, Error, TFlightOrder, TOrderKey>,
  activityQuery: (id: number) => UseQueryOptions<TOrderActivity, Error, TOrderActivity, TActivityKey>,
) {
  const orderId = Number(useParams().id);
  const validId = Number.isSafeInteger(orderId) && orderId > 0;
  const order = useQuery({ ...orderQuery(orderId), enabled: validId });
  const activity = useQuery({ ...activityQuery(orderId), enabled: validId });
  return { orderId, validId, order, activity };
}

/**
 * The order and its activity (`useOrderPageQueries`), the reader's role, and whether they work for the agency
 * (everyone but agents: they see whose order it is and who made it).
 */
export function useOrderPage<TOrder, TOrderKey extends QueryKey, TActivityKey extends QueryKey>(
  orderQuery: (id: number) => UseQueryOptions<TOrder, Error, TOrder, TOrderKey>,
  activityQuery: (id: number) => UseQueryOptions<TOrderActivity, Error, TOrderActivity, TActivityKey>,
) {
  const role = useCurrentRole();
  return { ...useOrderPageQueries(orderQuery, activityQuery), role, isStaff: role !== 'user' };
}

/** The order page's dialog open (of the line's own kinds, `TOpen`), if any; `close` closes it. */
export function useOrderDialog<TOpen>() {
  const [open, setOpen] = useState<TOpen | null>(null);
  return { open, setOpen, close: () => setOpen(null) };
}

/**
 * A line's `actionText` for its order's history: the rows of its own (the pre-order that made the order and the
 * line's operations) in the line's words, null for the rest (the history's shared words).
 */
export function lineHistoryText<TOperation extends string>(
  operations: readonly TOperation[],
  textOf: (action: 'preOrder' | TOperation) => string,
): (action: string) => string | null {
  const own: readonly string[] = ['preOrder', ...operations];
  return (action) => (own.includes(action) ? textOf(action as 'preOrder' | TOperation) : null);
}

/**
 * The page's head: the link back to the list, the title, then `children` (a notice of the line's own), and while
 * there is no order a spinner or why there is none.
 */
export function OrderPageHead({
  backTo,
  backLabel,
  title,
  validId,
  order,
  errorTestId,
  children,
}: {
  backTo: string;
  backLabel: string;
  title: string;
  validId: boolean;
  order: UseQueryResult<unknown>;
  errorTestId: string;
  children?: ReactNode;
}) {
  const { t } = useTranslation();
  return (
    <>
      <Box>
        <Link component={RouterLink} to={backTo} sx={{ display: 'inline-flex', alignItems: 'center', gap: 0.5 }}>
          <ArrowBackIcon fontSize="small" />
          {backLabel}
        </Link>
      </Box>
      <PageTitle title={title} />
      {children}
      {(!validId || order.isError) && (
        <Alert severity="error" data-testid={errorTestId}>
          {order.error instanceof ApiError ? order.error.message : t('errors.NOT_FOUND')}
        </Alert>
      )}
      {validId && order.isPending && <Spinner />}
    </>
  );
}

/** The order's card: its PNR and status, then `children` (its facts, operations and papers). */
export function OrderHeadCard({
  pnr,
  status,
  line,
  testIdPrefix,
  children,
}: {
  pnr: string;
  status: TOrderStatus;
  /** The status reads in the line's words (a paid hotel stay is "Confirmed"). */
  line: TProductLine;
  /** `<prefix>-pnr` and `<prefix>-status`. */
  testIdPrefix: string;
  children: ReactNode;
}) {
  return (
    <Paper variant="outlined" sx={{ p: { xs: 1.5, sm: 2 }, display: 'grid', gap: 2, minWidth: 0 }}>
      <Box sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: 1.5 }}>
        <Typography
          component="p"
          variant="h5"
          sx={{ fontFamily: 'monospace', fontWeight: 700 }}
          data-testid={`${testIdPrefix}-pnr`}
        >
          {pnr}
        </Typography>
        <OrderStatusChip status={status} line={line} testId={`${testIdPrefix}-status`} />
      </Box>
      {children}
    </Paper>
  );
}

/** The operations that issue papers stand out: the step the order is waiting for. */
const PRIMARY_OPERATIONS: readonly string[] = ['ticket', 'ticketing', 'bookingToTicketing'];

/**
 * The single keys of the order page's operations (docs/web.md, "Keyboard"): T pays (tickets or confirms), B books,
 * X cancels, R refunds, E edits. Only the operations the order allows have a button, so only they have a key.
 */
const OPERATION_KEYS: Readonly<Record<string, string>> = {
  ticket: 't',
  ticketing: 't',
  bookingToTicketing: 't',
  book: 'b',
  cancelPreOrder: 'x',
  cancel: 'x',
  refund: 'r',
  edit: 'e',
};

/** An operation's button; its key (if it has one) does what the click does: opens the operation's dialog. */
function OperationButton({
  label,
  shortcut,
  primary,
  destructive,
  onOpen,
  testId,
}: {
  label: string;
  shortcut: string | undefined;
  primary: boolean;
  destructive: boolean;
  onOpen: () => void;
  testId: string;
}) {
  useShortcut(shortcut ?? '', label, onOpen, { enabled: shortcut !== undefined });
  const button = (
    <Button
      variant={primary ? 'contained' : 'outlined'}
      color={destructive ? 'error' : 'primary'}
      onClick={onOpen}
      data-testid={testId}
    >
      {label}
    </Button>
  );
  return shortcut ? (
    <ShortcutTooltip label={label} shortcut={shortcut}>
      {button}
    </ShortcutTooltip>
  ) : (
    button
  );
}

/**
 * One button an order-wide operation the order's `operations` allow, in the line's order of `buttons`; the
 * operations of OPERATION_KEYS have a key too.
 */
export function OrderOperationButtons<TOperation extends string>({
  buttons,
  operations,
  isDestructive,
  labelOf,
  onOpen,
  testIdPrefix,
}: {
  buttons: readonly TOperation[];
  operations: readonly string[];
  isDestructive: (operation: TOperation) => boolean;
  labelOf: (operation: TOperation) => string;
  onOpen: (operation: TOperation) => void;
  /** `<prefix>-operations` for the group, `<prefix>-operation-<operation>` a button. */
  testIdPrefix: string;
}) {
  const { t } = useTranslation();
  return (
    <Box
      role="group"
      aria-label={t('orderPage.operations')}
      sx={{ display: 'flex', flexWrap: 'wrap', gap: 1 }}
      data-testid={`${testIdPrefix}-operations`}
    >
      {buttons
        .filter((operation) => operations.includes(operation))
        .map((operation) => (
          <OperationButton
            key={operation}
            label={labelOf(operation)}
            shortcut={OPERATION_KEYS[operation]}
            primary={PRIMARY_OPERATIONS.includes(operation)}
            destructive={isDestructive(operation)}
            onOpen={() => onOpen(operation)}
            testId={`${testIdPrefix}-operation-${operation}`}
          />
        ))}
    </Box>
  );
}

/**
 * The money movements and the history of the order (`actionText` names the line's own history rows), with a link to
 * the order's rows on /history.
 */
export function OrderActivitySections({
  activity,
  actionText,
  line,
}: {
  activity: UseQueryResult<TOrderActivity>;
  actionText?: (action: string) => string | null;
  line: TProductLine;
}) {
  const { t } = useTranslation();
  const orderId = useParams().id ?? '';
  return (
    <>
      <Section title={t('orderPage.money')}>
        {activity.data ? <OrderMoney money={activity.data.money} /> : activity.isPending ? <Spinner /> : null}
      </Section>
      <Section title={t('orderPage.history')}>
        {/^\d+$/.test(orderId) && (
          <Link
            component={RouterLink}
            to={routePath('history', {}, { entity: 'order', entityId: orderId })}
            sx={{ justifySelf: 'start' }}
            data-testid="order-history-link"
          >
            {t('routes.history')}
          </Link>
        )}
        {activity.data ? <OrderHistory history={activity.data.history} actionText={actionText} line={line} /> : null}
        {activity.isError && (
          <Alert severity="error">
            {activity.error instanceof ApiError ? activity.error.message : t('common.loadingFailed')}
          </Alert>
        )}
      </Section>
    </>
  );
}
