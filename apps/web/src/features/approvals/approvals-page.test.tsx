import { APPROVAL_ENDPOINTS, USER_ENDPOINTS, type TApprovalRequest } from '@frs/contract';
import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { i18n } from '../../lib/i18n';
import { stubShellApi } from '../../test/api-stubs';
import { callsOf, jsonResponse, routeOf } from '../../test/fetch-mock';
import { profileFor } from '../../test/fixtures';
import { renderApp } from '../../test/render';

const PENDING: TApprovalRequest = {
  id: 5,
  kind: 'useBalance',
  status: 'pending',
  agent: { userId: 200, name: 'Sunny Tours' },
  order: null,
  amount: 2_500_000,
  oldValue: 100_000,
  newValue: 2_600_000,
  note: 'Bank transfer 17',
  requestedBy: { userId: 1, name: 'Sara Super' },
  requestedAt: '2026-11-20T08:00:00.000Z',
  decidedBy: null,
  decidedAt: null,
  decisionReason: null,
  cumulativeAmount: null,
  flight: null,
  closeReason: null,
  canDecide: true,
  canCancel: false,
};

const DECIDED: TApprovalRequest = {
  ...PENDING,
  id: 4,
  kind: 'flightRefund',
  status: 'rejected',
  agent: null,
  order: { id: 21, pnr: 'ABCDEF', productLine: 'flight' },
  note: null,
  decidedBy: { userId: 2, name: 'Anna Admin' },
  decidedAt: '2026-11-20T09:00:00.000Z',
  decisionReason: 'Too early',
  canDecide: false,
};

describe('ApprovalsPage', { timeout: 20_000 }, () => {
  it('lists pending then decided requests, approves with an idempotency key, and needs a reason to reject', async () => {
    await i18n.changeLanguage('en');
    let approved = false;
    const stub = stubShellApi(profileFor('Admin'), {
      [routeOf(APPROVAL_ENDPOINTS.list)]: () =>
        jsonResponse(200, {
          result: approved ? [{ ...PENDING, status: 'approved', canDecide: false }, DECIDED] : [PENDING, DECIDED],
          pendingCount: approved ? 0 : 1,
        }),
      [routeOf(APPROVAL_ENDPOINTS.approve, { id: 5 })]: () => {
        approved = true;
        return jsonResponse(200, { ...PENDING, status: 'approved', canDecide: false });
      },
    });
    const { user } = renderApp('/approvals', { loggedIn: true });
    const pending = await screen.findByTestId('approval-5', {}, { timeout: 10_000 });
    const cards = screen.getAllByRole('article');
    expect(cards.map((card) => card.getAttribute('data-testid'))).toEqual(['approval-5', 'approval-4']);
    expect(pending).toHaveTextContent('Balance change');
    expect(pending).toHaveTextContent('Sunny Tours');
    expect(within(pending).getByTestId('approval-5-change')).toHaveTextContent('Balance: 1,000.00 AMD → 26,000.00 AMD');
    expect(pending).toHaveTextContent('Requested by Sara Super');
    expect(within(pending).getByTestId('approval-5-status')).toHaveTextContent('Waiting');
    const decided = screen.getByTestId('approval-4');
    expect(within(decided).getByTestId('approval-4-decided')).toHaveTextContent('Rejected by Anna Admin');
    expect(decided).toHaveTextContent('Too early');
    expect(within(decided).queryByRole('button')).not.toBeInTheDocument();

    // Rejecting needs a reason: nothing is sent without one.
    await user.click(within(pending).getByTestId('approval-5-reject'));
    const rejectDialog = await screen.findByTestId('decision-dialog');
    await user.click(within(rejectDialog).getByTestId('decision-submit'));
    expect(within(rejectDialog).getByText('Field is required')).toBeInTheDocument();
    expect(callsOf(stub.calls, APPROVAL_ENDPOINTS.reject, { id: 5 })).toHaveLength(0);
    await user.click(within(rejectDialog).getByRole('button', { name: 'Cancel' }));

    await user.click(within(pending).getByTestId('approval-5-approve'));
    const dialog = await screen.findByTestId('decision-dialog');
    await user.type(within(dialog).getByTestId('decision-reason'), 'Checked the bank statement');
    await user.click(within(dialog).getByTestId('decision-submit'));
    expect(await screen.findByTestId('approvals-notice')).toHaveTextContent(
      'Approved: the operation has been carried out.',
    );
    const [call] = callsOf(stub.calls, APPROVAL_ENDPOINTS.approve, { id: 5 });
    expect(call?.body).toEqual({ reason: 'Checked the bank statement' });
    expect(call?.headers.get('idempotency-key')).toMatch(/^[0-9a-f]{32}$/);
    await waitFor(() => expect(screen.getByTestId('approval-5-status')).toHaveTextContent('Approved'));
  });
});

describe('requests of issue 30', { timeout: 20_000 }, () => {
  it('shows a disruption refund with its flight, the refunds together, and why the system closed a request', async () => {
    await i18n.changeLanguage('en');
    const disruption: TApprovalRequest = {
      ...PENDING,
      id: 7,
      kind: 'disruptionRefund',
      agent: null,
      order: { id: 31, pnr: 'XYZ234', productLine: 'flight' },
      amount: 150_000,
      cumulativeAmount: 210_000,
      flight: { id: 11, flightNumber: '811', departureAt: '2030-01-15T04:00:00.000Z' },
      note: null,
    };
    const closed: TApprovalRequest = {
      ...PENDING,
      id: 6,
      kind: 'flightRefund',
      status: 'closed',
      closeReason: 'refunded',
      decidedAt: '2026-11-20T10:00:00.000Z',
      canDecide: false,
    };
    stubShellApi(profileFor('Admin'), {
      [routeOf(APPROVAL_ENDPOINTS.list)]: () => jsonResponse(200, { result: [disruption, closed], pendingCount: 1 }),
    });
    renderApp('/approvals', { loggedIn: true });
    const card = await screen.findByTestId('approval-7', {}, { timeout: 10_000 });
    expect(card).toHaveTextContent('Refund for a flight disruption');
    expect(within(card).getByTestId('approval-7-flight')).toHaveAttribute('href', '/flights/11/disruption');
    expect(within(card).getByTestId('approval-7-together')).toHaveTextContent(
      'Together with the order’s earlier ones: 2,100.00',
    );
    const closedCard = screen.getByTestId('approval-6');
    expect(within(closedCard).getByTestId('approval-6-status')).toHaveTextContent('Closed');
    expect(within(closedCard).getByTestId('approval-6-closed')).toHaveTextContent(
      'Closed by the system: the order was refunded since',
    );
    expect(within(closedCard).queryByRole('button')).not.toBeInTheDocument();
  });
});

describe('the money dialogs under four-eyes approval', { timeout: 20_000 }, () => {
  it('tells the Super Admin a balance change was sent for approval, not done', async () => {
    await i18n.changeLanguage('en');
    const agent = profileFor('user', { userId: 200, companyName: 'Sunny Tours' });
    const stub = stubShellApi(profileFor('Super Admin'), {
      [routeOf(USER_ENDPOINTS.get, { id: 200 })]: () => jsonResponse(200, agent),
      [routeOf(USER_ENDPOINTS.useBalance, { id: 200 })]: () =>
        jsonResponse(202, { outcome: 'pendingApproval', approval: { ...PENDING, canDecide: false, canCancel: true } }),
    });
    const { user } = renderApp('/agents/200', { loggedIn: true });
    await user.click(await screen.findByTestId('agent-use-balance', {}, { timeout: 10_000 }));
    await user.type(await screen.findByTestId('use-balance-amount', {}, { timeout: 10_000 }), '25000');
    await user.type(screen.getByTestId('use-balance-reason'), 'Bank transfer 17');
    await user.click(screen.getByTestId('use-balance-dialog-submit'));
    expect(await screen.findByTestId('agent-notice')).toHaveTextContent(
      'Sent for approval: nothing changes until another staff member approves it.',
    );
    expect(screen.getByTestId('agent-notice')).not.toHaveTextContent('Done');
    expect(callsOf(stub.calls, USER_ENDPOINTS.useBalance, { id: 200 })[0]?.body).toEqual({
      amount: 2_500_000,
      reason: 'Bank transfer 17',
    });
  });
});
