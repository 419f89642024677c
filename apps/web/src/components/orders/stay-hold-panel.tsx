import Typography from '@mui/material/Typography';
import type { ParseKeys, TFunction } from 'i18next';
import { useTranslation } from 'react-i18next';
import { formatAmd } from '../../lib/format';
import { HeldRooms, type THeldRoom } from './held-rooms';
import { useHoldActions, type THeldOrder } from './hold-actions';
import { HoldPanelFrame } from './hold-panel-frame';

/** The words a stay's hold panel reads, each under its line's group of checkout texts. */
type TStayHoldText =
  | 'held'
  | 'holdExpired'
  | 'startOver'
  | 'cancelHold'
  | 'book'
  | 'cancelHoldTitle'
  | 'cancelHoldText'
  | 'refusedShort'
  | 'toPay';

/** The line's keys of those words (`keyOf`) and of its pay-now button (confirm a hotel, ticket a package). */
interface TStayHoldTexts {
  keyOf: (text: TStayHoldText) => ParseKeys;
  payNow: ParseKeys;
}

/**
 * The hold of a stay (a hotel order, a package): its PNR and a live countdown, the rooms and who sleeps in them, the
 * price, the paying agent's balance, and the choice: book (pay later), pay now, or cancel the hold. Only the
 * operations the order lists are offered; each kind of action keeps its own Idempotency-Key across retries, and
 * paying with a short balance is refused before asking. After booking or paying, `onPlaced` takes the reader on.
 */
export function StayHoldPanel<
  TOrder extends THeldOrder & { holdExpiresAt: string | null; totals: { payable: number } },
>({
  order,
  rooms,
  calls,
  texts,
  testIds,
  onPlaced,
  onCancelled,
  onStartOver,
}: {
  order: TOrder;
  rooms: THeldRoom[];
  calls: Pick<Parameters<typeof useHoldActions<TOrder>>[0], 'place' | 'cancelHold'>;
  texts: TStayHoldTexts;
  /** `<prefix>-panel`, `-payable`, `-refusal`, `-error`…; the pay-now button's and the rooms' own. */
  testIds: { prefix: string; payNow: string; rooms: string };
  onPlaced: (order: TOrder) => void;
  onCancelled: (order: TOrder) => void;
  /** Back to the form of the same stay, for a new hold. */
  onStartOver: () => void;
}) {
  const { t } = useTranslation();
  const { keyOf } = texts;
  const actions = useHoldActions({
    order,
    ...calls,
    onPlaced,
    onCancelled,
    refusedShort: t(keyOf('refusedShort')),
  });
  const { prefix } = testIds;
  return (
    <HoldPanelFrame
      order={order}
      actions={actions}
      onStartOver={onStartOver}
      texts={{
        held: t(keyOf('held'), { pnr: order.pnr }),
        holdExpired: t(keyOf('holdExpired')),
        startOver: t(keyOf('startOver')),
        cancel: t(keyOf('cancelHold')),
        book: t(keyOf('book')),
        payNow: t(texts.payNow),
        cancelTitle: t(keyOf('cancelHoldTitle'), { pnr: order.pnr }),
        cancelText: t(keyOf('cancelHoldText')),
      }}
      testIds={{ prefix, payNow: testIds.payNow, refusal: `${prefix}-refusal`, error: `${prefix}-error` }}
    >
      <HeldRooms rooms={rooms} testId={testIds.rooms} />
      <Typography sx={{ fontWeight: 700 }} data-testid={`${prefix}-payable`}>
        {t(keyOf('toPay'), { amount: formatAmd(order.totals.payable, t('header.amdSign')) })}
      </Typography>
    </HoldPanelFrame>
  );
}

/** What a line declares of its stay's hold panel: the rooms it shows, its calls, its words and its test ids. */
export interface TStayHoldLine<TOrder> {
  rooms: (order: TOrder, t: TFunction) => THeldRoom[];
  calls: { place: TStayHoldCalls<TOrder>['place']; cancelHold: TStayHoldCalls<TOrder>['cancelHold'] };
  texts: TStayHoldTexts;
  testIds: { prefix: string; payNow: string; rooms: string };
}
type TStayHoldCalls<TOrder> = Parameters<typeof useHoldActions<TOrder & THeldOrder>>[0];

/** A line's hold panel (the hotel's, the package's) from its declaration. */
export function stayHoldPanelOf<
  TOrder extends THeldOrder & { holdExpiresAt: string | null; totals: { payable: number } },
>(line: TStayHoldLine<TOrder>) {
  return function LineHoldPanel(props: {
    order: TOrder;
    onPlaced: (order: TOrder) => void;
    onCancelled: (order: TOrder) => void;
    /** Back to the form of the same stay, for a new hold. */
    onStartOver: () => void;
  }) {
    const { t } = useTranslation();
    return (
      <StayHoldPanel
        {...props}
        rooms={line.rooms(props.order, t)}
        calls={line.calls}
        texts={line.texts}
        testIds={line.testIds}
      />
    );
  };
}
