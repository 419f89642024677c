import type { TOrderTotals } from '@frs/contract';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import { useMutation } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ApiError } from '../../lib/api-client';
import { useIdempotencyKey } from '../../lib/idempotency-key';
import { useInvalidateAfterOrderChange } from '../../lib/shared-orders-api';
import { useShortcut } from '../../lib/shortcuts/use-shortcut';
import { ConfirmDialog } from '../confirm-dialog';
import { ShortcutTooltip } from '../shortcut-tooltip';
import { useBalanceCheck } from './balance-check';

/**
 * What a hold offers at checkout, whatever it holds (seats or rooms): book (pay later), pay now (tickets, or a
 * confirmed stay), or cancel the hold. Each kind of action keeps its own Idempotency-Key across retries (a lost
 * answer must not charge twice); paying with a short balance is refused here before the server would; a hold the
 * server says has expired ends the choice.
 */

/** What the hold's actions need of an order of any product line. */
export interface THeldOrder {
  id: number;
  pnr: string;
  operations: readonly string[];
  agent: { id: number; name: string } | null;
  totals: TOrderTotals;
}

export interface TPlaceRequest {
  orderId: number;
  mode: 'booking' | 'ticketing';
}

export function useHoldActions<TOrderView extends THeldOrder>(options: {
  order: TOrderView;
  place: (request: TPlaceRequest, idempotencyKey: string) => Promise<TOrderView>;
  cancelHold: (orderId: number, idempotencyKey: string) => Promise<TOrderView>;
  onPlaced: (order: TOrderView) => void;
  onCancelled: (order: TOrderView) => void;
  /** The refusal shown when the balance cannot pay now. */
  refusedShort: string;
}) {
  const { order } = options;
  const invalidate = useInvalidateAfterOrderChange();
  const check = useBalanceCheck(order);
  const [expired, setExpired] = useState(false);
  const [refusal, setRefusal] = useState<string | null>(null);
  const [cancelling, setCancelling] = useState(false);
  const bookingKey = useIdempotencyKey();
  const payingKey = useIdempotencyKey();
  const cancelKey = useIdempotencyKey();
  const placing = useMutation({
    mutationFn: (request: TPlaceRequest) =>
      options.place(request, request.mode === 'ticketing' ? payingKey.key : bookingKey.key),
    onSuccess: async (updated, request) => {
      (request.mode === 'ticketing' ? payingKey : bookingKey).renew();
      options.onPlaced(updated);
      await invalidate();
    },
  });
  const cancel = useMutation({
    mutationFn: () => options.cancelHold(order.id, cancelKey.key),
    onSuccess: async (updated) => {
      cancelKey.renew();
      setCancelling(false);
      options.onCancelled(updated);
      await invalidate();
    },
  });
  const holdExpired = expired || (placing.error instanceof ApiError && placing.error.code === 'HOLD_EXPIRED');
  return {
    check,
    holdExpired,
    markExpired: () => setExpired(true),
    refusal,
    placing,
    cancel,
    cancelling,
    setCancelling,
    can: (operation: 'cancelPreOrder' | 'book' | 'ticket') => !holdExpired && order.operations.includes(operation),
    book: () => placing.mutate({ orderId: order.id, mode: 'booking' }),
    payNow: () => {
      setRefusal(null);
      if (check?.short) {
        setRefusal(options.refusedShort);
        return;
      }
      placing.mutate({ orderId: order.id, mode: 'ticketing' });
    },
  };
}

export type THoldActions = ReturnType<typeof useHoldActions>;

/** The alert text of a failed call. */
export function failureMessage(error: unknown, fallback: string): string {
  return error instanceof ApiError ? error.message : fallback;
}

/**
 * The buttons of a hold (only those the order lists) and the confirmation of its cancel. Each has its key (T pays
 * now, B books, X cancels the hold), which does what its click does.
 */
export function HoldActionBar({
  actions,
  texts,
  testIds,
}: {
  actions: Pick<THoldActions, 'can' | 'placing' | 'cancel' | 'cancelling' | 'setCancelling' | 'book' | 'payNow'>;
  texts: { cancel: string; book: string; payNow: string; cancelTitle: string; cancelText: string };
  testIds: { cancel: string; book: string; payNow: string; cancelDialog: string };
}) {
  const { t } = useTranslation();
  const { can, placing, cancel } = actions;
  const pendingMode = placing.isPending ? placing.variables?.mode : undefined;
  // A disabled button's click does nothing: nor does its key.
  const unlessPending = (action: () => void) => () => {
    if (!placing.isPending) action();
  };
  useShortcut('x', texts.cancel, () => actions.setCancelling(true), { enabled: can('cancelPreOrder') });
  useShortcut('b', texts.book, unlessPending(actions.book), { enabled: can('book') });
  useShortcut('t', texts.payNow, unlessPending(actions.payNow), { enabled: can('ticket') });
  return (
    <>
      <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 1.5, justifyContent: 'flex-end' }}>
        {can('cancelPreOrder') && (
          <ShortcutTooltip label={texts.cancel} shortcut="x">
            <Button color="error" onClick={() => actions.setCancelling(true)} data-testid={testIds.cancel}>
              {texts.cancel}
            </Button>
          </ShortcutTooltip>
        )}
        {can('book') && (
          <ShortcutTooltip label={texts.book} shortcut="b">
            <Button
              variant="outlined"
              loading={pendingMode === 'booking'}
              disabled={placing.isPending}
              onClick={actions.book}
              data-testid={testIds.book}
            >
              {texts.book}
            </Button>
          </ShortcutTooltip>
        )}
        {can('ticket') && (
          <ShortcutTooltip label={texts.payNow} shortcut="t">
            <Button
              variant="contained"
              loading={pendingMode === 'ticketing'}
              disabled={placing.isPending}
              onClick={actions.payNow}
              data-testid={testIds.payNow}
            >
              {texts.payNow}
            </Button>
          </ShortcutTooltip>
        )}
      </Box>
      {actions.cancelling && (
        <ConfirmDialog
          title={texts.cancelTitle}
          text={texts.cancelText}
          confirmLabel={texts.cancel}
          dismissLabel={t('orderOperations.keep.hold')}
          busy={cancel.isPending}
          error={cancel.isError ? failureMessage(cancel.error, t('errors.GENERIC')) : null}
          onConfirm={() => cancel.mutate()}
          onClose={() => actions.setCancelling(false)}
          testId={testIds.cancelDialog}
        />
      )}
    </>
  );
}
