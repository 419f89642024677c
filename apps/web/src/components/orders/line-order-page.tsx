import type { TOrderActivity, TOrderStatus, TProductLine } from '@frs/contract';
import Box from '@mui/material/Box';
import type { UseQueryResult } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { OrderFacts, type TFactsOrder } from './order-facts';
import { OrderActivitySections, OrderHeadCard, OrderOperationButtons, OrderPageHead } from './order-page-frame';

/** What the page reads of an order beyond its facts: the PNR and status of its card and the operations it allows. */
interface TLineOrder extends TFactsOrder {
  pnr: string;
  status: TOrderStatus;
  operations: readonly string[];
}

/** The line's operation buttons (`OrderOperationButtons` without what the page fills in: the order's operations). */
interface TLineOrderButtons<TOperation extends string> {
  /** The operations with a button, in the order they are offered. */
  buttons: readonly TOperation[];
  isDestructive: (operation: TOperation) => boolean;
  labelOf: (operation: TOperation) => string;
  onOpen: (operation: TOperation) => void;
}

/**
 * The whole order page of a line whose page is the kit's frame around sections of its own (hotel, package; the
 * flight's page has notices, per-passenger operations and dialogs of its own, so it assembles the frame itself): the
 * way back and the title, the card with the PNR, the status, the facts (the line's `leadFacts` first), the operation
 * buttons and, once the order is paid (`ticketed`), its `papers`; then the line's `sections`, the money and the
 * history, and last the line's `dialogs`. The line keeps its words, its dialogs' state and its test ids' prefix
 * (`<prefix>-error`, `<prefix>-pnr`, `<prefix>-operation-<operation>`, …).
 */
export function LineOrderPage<TOrder extends TLineOrder, TOperation extends string>({
  line,
  testIdPrefix,
  page: { validId, order, activity, isStaff },
  backTo,
  backLabel,
  title,
  bookingDeadlineLabel,
  ticketedLabel,
  leadFacts,
  operationButtons,
  papers,
  sections,
  actionText,
  dialogs,
}: {
  line: TProductLine;
  testIdPrefix: string;
  /** What `useOrderPage` loaded for the route's id. */
  page: {
    validId: boolean;
    order: UseQueryResult<TOrder>;
    activity: UseQueryResult<TOrderActivity>;
    isStaff: boolean;
  };
  backTo: string;
  backLabel: string;
  /** The order's title once it is loaded, the route's name until then. */
  title: string;
  /** `OrderFacts`' words for the line's unpaid-booking deadline and its payment. */
  bookingDeadlineLabel: string;
  ticketedLabel: string;
  leadFacts?: (order: TOrder) => ReactNode;
  operationButtons: TLineOrderButtons<TOperation>;
  papers: (order: TOrder) => ReactNode;
  sections: (order: TOrder) => ReactNode;
  actionText: (action: string) => string | null;
  dialogs: ReactNode;
}) {
  const data = order.data;
  return (
    <Box sx={{ display: 'grid', gap: 2, minWidth: 0 }}>
      <OrderPageHead
        backTo={backTo}
        backLabel={backLabel}
        title={title}
        validId={validId}
        order={order}
        errorTestId={`${testIdPrefix}-error`}
      />
      {data && (
        <>
          <OrderHeadCard pnr={data.pnr} status={data.status} line={line} testIdPrefix={testIdPrefix}>
            <OrderFacts
              order={data}
              showAuthor={isStaff}
              bookingDeadlineLabel={bookingDeadlineLabel}
              ticketedLabel={ticketedLabel}
              testIdPrefix={testIdPrefix}
            >
              {leadFacts?.(data)}
            </OrderFacts>
            {data.operations.length > 0 && (
              <OrderOperationButtons {...operationButtons} operations={data.operations} testIdPrefix={testIdPrefix} />
            )}
            {data.status === 'ticketed' && papers(data)}
          </OrderHeadCard>
          {sections(data)}
          <OrderActivitySections activity={activity} actionText={actionText} line={line} />
        </>
      )}
      {dialogs}
    </Box>
  );
}
