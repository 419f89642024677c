import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { HoldActionBar, type THoldActions } from './hold-actions';
import { OrderOperationButtons } from './order-page-frame';

const BUTTONS = ['book', 'ticket', 'bookingToTicketing', 'edit', 'refund', 'cancelPreOrder', 'cancel'] as const;

function renderButtons(operations: readonly string[]) {
  const onOpen = vi.fn();
  render(
    <>
      <label>
        Comment <input />
      </label>
      <OrderOperationButtons
        buttons={BUTTONS}
        operations={operations}
        isDestructive={(operation) => operation === 'cancel' || operation === 'cancelPreOrder'}
        labelOf={(operation) => `Run ${operation}`}
        onOpen={onOpen}
        testIdPrefix="order"
      />
    </>,
  );
  return { onOpen, user: userEvent.setup() };
}

describe('the keys of the order page and the hold panel', () => {
  it("T, E, R and X open the order page's allowed operations, each named on its button", async () => {
    const { onOpen, user } = renderButtons(['bookingToTicketing', 'edit', 'refund', 'cancel']);
    expect(screen.getByTestId('order-operation-bookingToTicketing')).toHaveAttribute('aria-keyshortcuts', 'T');
    expect(screen.getByTestId('order-operation-refund')).toHaveAttribute('aria-keyshortcuts', 'R');
    await user.keyboard('terx');
    expect(onOpen.mock.calls).toEqual([['bookingToTicketing'], ['edit'], ['refund'], ['cancel']]);
    // B: booking is not allowed, so there is no button and no key; nor in a text field.
    await user.keyboard('b');
    await user.click(screen.getByRole('textbox', { name: 'Comment' }));
    await user.keyboard('t');
    expect(onOpen).toHaveBeenCalledTimes(4);
  });

  it("T, B and X do what the hold's buttons do, only for what the hold allows, and nothing while paying", async () => {
    const user = userEvent.setup();
    const actions = {
      can: (operation: string) => operation !== 'book',
      placing: { isPending: false, variables: undefined },
      cancel: { isPending: false, isError: false, error: null, mutate: vi.fn() },
      cancelling: false,
      setCancelling: vi.fn(),
      book: vi.fn(),
      payNow: vi.fn(),
    } as unknown as THoldActions;
    const texts = { cancel: 'Cancel the hold', book: 'Book', payNow: 'Ticket', cancelTitle: 'Cancel?', cancelText: '' };
    const testIds = { cancel: 'hold-cancel', book: 'hold-book', payNow: 'hold-ticket', cancelDialog: 'dialog' };
    const { rerender } = render(<HoldActionBar actions={actions} texts={texts} testIds={testIds} />);
    expect(screen.getByTestId('hold-ticket')).toHaveAttribute('aria-keyshortcuts', 'T');
    expect(screen.queryByTestId('hold-book')).toBeNull();
    await user.keyboard('tbx');
    expect(actions.payNow).toHaveBeenCalledTimes(1);
    expect(actions.book).not.toHaveBeenCalled();
    expect(actions.setCancelling).toHaveBeenCalledWith(true);
    const paying = { ...actions, placing: { isPending: true, variables: { mode: 'ticketing' } } } as THoldActions;
    rerender(<HoldActionBar actions={paying} texts={texts} testIds={testIds} />);
    await user.keyboard('t');
    expect(actions.payNow).toHaveBeenCalledTimes(1);
  });
});
