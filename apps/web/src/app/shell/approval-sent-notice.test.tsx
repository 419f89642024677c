import { act, screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { announceIfHeld } from '../../components/orders/approval-sent';
import { i18n } from '../../lib/i18n';
import { renderWithProviders } from '../../test/render';
import { ApprovalSentNotice } from './approval-sent-notice';

describe('the "sent for approval" notice', () => {
  it('shows nothing until a call is held, then the notice with its link; a later held call reopens it', async () => {
    const { user } = renderWithProviders(<ApprovalSentNotice />);
    expect(announceIfHeld({ outcome: 'done', balance: 0 })).toBe(false);
    expect(screen.queryByTestId('approval-sent-notice')).not.toBeInTheDocument();

    act(() => void announceIfHeld({ outcome: 'pendingApproval', approval: {} }));
    const notice = await screen.findByTestId('approval-sent-notice');
    expect(notice).toHaveAttribute('role', 'status');
    expect(notice).toHaveTextContent(i18n.t('approvals.sentForApproval'));
    await user.click(screen.getByRole('link', { name: i18n.t('approvals.openList') }));
    expect(screen.getByTestId('location')).toHaveTextContent('/approvals');
    await waitFor(() => expect(screen.queryByTestId('approval-sent-notice')).not.toBeInTheDocument());

    act(() => void announceIfHeld({ outcome: 'pendingApproval', approval: {} }));
    expect(await screen.findByTestId('approval-sent-notice')).toBeVisible();
  });
});
