import { screen, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { dismissLabelOf } from '../../../components/orders/confirm-operation-dialog';
import { i18n } from '../../../lib/i18n';
import { stubFetch } from '../../../test/fetch-mock';
import { renderWithProviders } from '../../../test/render';
import { OrderOperationDialog } from './order-operations';

describe('the confirmation of an order operation', () => {
  it('names the safe button for what it keeps: "Keep the booking" beside "Cancel the booking"', async () => {
    const { calls } = stubFetch({});
    const onClose = vi.fn();
    await i18n.changeLanguage('en');
    const { user } = renderWithProviders(
      <OrderOperationDialog operation="cancel" order={{ id: 21, pnr: 'K7Q2MZ' }} onClose={onClose} />,
    );
    const dialog = screen.getByTestId('operation-dialog-cancel');
    expect(within(dialog).getByTestId('operation-dialog-cancel-confirm')).toHaveTextContent('Cancel the booking');
    expect(within(dialog).getByTestId('operation-dialog-cancel-cancel')).toHaveTextContent('Keep the booking');
    expect(within(dialog).queryByRole('button', { name: 'Cancel' })).not.toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'Keep the booking' }));
    expect(onClose).toHaveBeenCalledOnce();
    expect(calls).toHaveLength(0);
    await i18n.changeLanguage('hy');
  });

  it('keeps a hold beside "Cancel the hold", goes back from the others, in every language', async () => {
    for (const language of ['hy', 'en', 'ru'] as const) {
      await i18n.changeLanguage(language);
      const t = i18n.getFixedT(language);
      expect(dismissLabelOf(t, 'cancel')).toBe(t('orderOperations.keep.booking'));
      expect(dismissLabelOf(t, 'cancelPreOrder')).toBe(t('orderOperations.keep.hold'));
      for (const operation of ['book', 'ticket', 'bookingToTicketing', 'ticketing']) {
        expect(dismissLabelOf(t, operation)).toBe(t('common.back'));
      }
    }
    expect(dismissLabelOf(i18n.getFixedT('hy'), 'cancel')).toBe('Պահպանել ամրագրումը');
    expect(dismissLabelOf(i18n.getFixedT('ru'), 'cancelPreOrder')).toBe('Оставить удержание');
    await i18n.changeLanguage('hy');
  });
});
