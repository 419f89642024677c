import {
  FLIGHT_ENDPOINTS,
  FLIGHT_ORDER_ENDPOINTS,
  USER_ENDPOINTS,
  type TFlightOrder,
  type TOrderActivity,
  type TFlightOrderOperation,
  type TFlightRefundRequest,
  ORDER_ACTIVITY_ENDPOINTS,
} from '@frs/contract';
import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { i18n } from '../../../lib/i18n';
import { stubShellApi } from '../../../test/api-stubs';
import { callsOf, jsonResponse, routeOf } from '../../../test/fetch-mock';
import { profileFor } from '../../../test/fixtures';
import { orderFixture, ticketedOrder } from '../../../test/order-fixtures';
import { renderApp } from '../../../test/render';

const ACTIVITY: TOrderActivity = {
  history: [
    {
      id: 1,
      at: '2026-11-20T10:00:00.000Z',
      actor: { id: 7, name: 'Demo Travel' },
      action: 'preOrder',
      oldValues: null,
      newValues: { status: 'hold' },
    },
    {
      id: 2,
      at: '2026-11-20T10:03:00.000Z',
      actor: { id: 7, name: 'Demo Travel' },
      action: 'ticket',
      oldValues: { status: 'hold', classIds: [4, 5] },
      newValues: { status: 'ticketed', paid: 312_000, holdExpiresAt: null },
    },
  ],
  money: [
    {
      id: 9,
      at: '2026-11-20T10:03:00.000Z',
      kind: 'ticketing',
      amount: -312_000,
      balanceAfter: 1_000_000,
      reason: null,
      systemReason: { code: 'tickets', params: { pnr: 'K7Q2MZ' } },
    },
  ],
};

const CLASSES = {
  result: [
    { id: 11, name: 'Y', type: 'economy' },
    { id: 15, name: 'PROMO', type: 'economy' },
  ].map((item) => ({
    ...item,
    flightId: 11,
    travelType: 'roundTrip',
    seats: 50,
    adminOnly: false,
    fareRuleId: 5,
    baggageRuleId: 6,
    prices: Object.fromEntries(
      ['adult', 'child', 'infant'].map((type) => [
        type,
        { fare: 0, tax: 0, surchargeMultiDestination: 0, surchargeLongRange: 0, surchargeShortRange: 0, commission: 0 },
      ]),
    ),
    sold: 10,
    held: 0,
    free: 40,
  })),
  count: 2,
};

function renderOrder(order: TFlightOrder, role: 'user' | 'Admin' | 'Viewer' = 'user') {
  const stub = stubShellApi(profileFor(role), {
    [routeOf(FLIGHT_ORDER_ENDPOINTS.get, { id: 21 })]: () => jsonResponse(200, order),
    [routeOf(ORDER_ACTIVITY_ENDPOINTS.flight, { id: 21 })]: () => jsonResponse(200, ACTIVITY),
    [routeOf(FLIGHT_ENDPOINTS.classes, { id: 11 })]: () => jsonResponse(200, CLASSES),
    [routeOf(FLIGHT_ENDPOINTS.classes, { id: 112 })]: () =>
      jsonResponse(200, { ...CLASSES, result: CLASSES.result.slice(0, 1) }),
    [routeOf(FLIGHT_ORDER_ENDPOINTS.refund, { id: 21 })]: () =>
      jsonResponse(200, { ...order, status: 'refunded', operations: [], outcome: 'done' }),
    [routeOf(FLIGHT_ORDER_ENDPOINTS.editPassengerName, { orderId: 21, passengerId: 32 })]: () =>
      jsonResponse(200, order),
  });
  const rendered = renderApp('/reservation/edit/21', { loggedIn: true });
  const callsTo = (...route: Parameters<typeof routeOf>) => callsOf(stub.calls, ...route);
  return { ...rendered, callsTo };
}

const shownOperations = () =>
  [...screen.getByTestId('order-operations').querySelectorAll('[data-testid^="order-operation-"]')].map((button) =>
    button.getAttribute('data-testid')!.replace('order-operation-', ''),
  );
const passengerOperations = () =>
  [...document.querySelectorAll('[data-testid^="passenger-action-"]')].map((button) =>
    button.getAttribute('data-testid')!.replace(/^passenger-action-\d+-/, ''),
  );

describe('ReservationEditPage', { timeout: 30_000 }, () => {
  it('shows the order, its prices, money movements and history', async () => {
    await i18n.changeLanguage('en');
    renderOrder(ticketedOrder());
    expect(await screen.findByTestId('order-pnr', {}, { timeout: 10_000 })).toHaveTextContent('K7Q2MZ');
    expect(screen.getByTestId('order-status')).toHaveTextContent('Ticketed');
    expect(screen.getByTestId('ticket-number-31')).toHaveTextContent('5700000000001');
    expect(screen.getByTestId('order-total-payable')).toHaveTextContent('3,120.00 AMD');
    expect(screen.getByTestId('order-total-commission')).toHaveTextContent('280.00 AMD');
    expect(await screen.findByTestId('order-money-9')).toHaveTextContent('-3,120.00 AMD');
    expect(screen.getByTestId('order-money-9')).toHaveTextContent('Ticketing');
    expect(screen.getByTestId('order-money-9')).toHaveTextContent('Tickets K7Q2MZ');
    const history = screen.getByTestId('order-history');
    expect(within(history).getByText('Ticketed')).toBeInTheDocument();
    // Labels, statuses and money as the rest of the page shows them, not the stored keys, ids and minor units.
    expect(history).toHaveTextContent('Status: On hold → Ticketed; Held until: —; Paid: 3,120.00 AMD');
    expect(history).not.toHaveTextContent('4, 5');
  });

  it.each<[string, TFlightOrderOperation[], string[], string[]]>([
    [
      'a hold of an agent',
      ['cancelPreOrder', 'book', 'ticket', 'edit'],
      ['book', 'ticket', 'edit', 'cancelPreOrder'],
      [],
    ],
    [
      'a booking',
      ['bookingToTicketing', 'cancel', 'split', 'removePassenger', 'editPassengerName', 'changeOrderDate', 'edit'],
      ['bookingToTicketing', 'edit', 'changeOrderDate', 'split', 'cancel'],
      ['editPassengerName', 'removePassenger'],
    ],
    [
      'a ticketed order for an admin',
      ['refund', 'split', 'removePassenger', 'editPassengerName', 'changeOrderDate', 'editDiscount', 'edit'],
      ['edit', 'changeOrderDate', 'split', 'editDiscount', 'refund'],
      ['editPassengerName', 'removePassenger'],
    ],
    ['an order Viewer may only read', [], [], []],
  ])(
    'offers for %s exactly the operations listed, and hides the rest',
    async (_name, operations, buttons, perPassenger) => {
      await i18n.changeLanguage('en');
      renderOrder(orderFixture({ operations }));
      await screen.findByTestId('order-pnr', {}, { timeout: 10_000 });
      expect(shownOperations()).toEqual(buttons);
      // Four active passengers: each gets the per-passenger operations the order lists.
      expect(passengerOperations()).toEqual(perPassenger.length ? Array(4).fill(perPassenger).flat() : []);
    },
  );

  it('refunds chosen passengers with a typed penalty and a receiving class, checking the infant rule', async () => {
    await i18n.changeLanguage('en');
    const { user, callsTo } = renderOrder(ticketedOrder({ operations: ['refund', 'edit'] }), 'Admin');
    await user.click(await screen.findByTestId('order-operation-refund', {}, { timeout: 10_000 }));
    const dialog = await screen.findByTestId('refund-dialog');

    // Nothing chosen yet: refused with the "required" message, nothing sent.
    await user.click(within(dialog).getByTestId('refund-dialog-submit'));
    expect(within(dialog).getByTestId('refund-choose-error')).toHaveTextContent('Field is required');

    // The fare rule: 10 % of each segment's net price, known here because every segment charges the same share.
    expect(within(dialog).getByTestId('refund-passenger-31')).toHaveTextContent(
      'Refund penalty by the fare rules: RM 811 10 %; RM 912 10 % = 100.00 AMD',
    );

    // Both adults leave a child and an infant alone: the contract's rule says no.
    await user.click(within(dialog).getByTestId('refund-choose-31'));
    await user.click(within(dialog).getByTestId('refund-choose-32'));
    expect(within(dialog).getByTestId('refund-choose-error')).toHaveTextContent('At least one adult is needed');
    await user.click(within(dialog).getByTestId('refund-choose-32'));
    expect(within(dialog).queryByTestId('refund-choose-error')).not.toBeInTheDocument();

    const penalty = within(dialog).getByTestId('refund-penalty-31');
    expect(penalty).toHaveAttribute('placeholder', '100.00');
    await user.type(penalty, '2000');
    expect(within(dialog).getByText('The penalty cannot exceed what the passenger paid')).toBeInTheDocument();
    await user.clear(penalty);
    await user.type(penalty, '150.50');
    await waitFor(() => expect(within(dialog).getByTestId('refund-receiving-41')).toHaveTextContent('PROMO'));
    await user.selectOptions(within(dialog).getByTestId('refund-receiving-41'), '15');
    await user.click(within(dialog).getByTestId('refund-dialog-submit'));

    await waitFor(() => expect(screen.queryByTestId('refund-dialog')).not.toBeInTheDocument());
    const [call] = callsTo(FLIGHT_ORDER_ENDPOINTS.refund, { id: 21 });
    expect(call?.body as TFlightRefundRequest).toEqual({
      passengerIds: [31],
      penalties: [{ passengerId: 31, penalty: 15_050 }],
      receivingClasses: [{ segmentId: 41, classId: 15 }],
    });
    expect(call?.headers.get('idempotency-key')).toMatch(/^[0-9a-f]{32}$/);
    // The header balance and the order are asked again.
    await waitFor(() => expect(callsTo(USER_ENDPOINTS.profile).length).toBeGreaterThan(1));
  });

  it('explains the infant rule when splitting and refuses to leave an infant without its adult', async () => {
    await i18n.changeLanguage('en');
    const { user, callsTo } = renderOrder(ticketedOrder({ operations: ['split'] }));
    await user.click(await screen.findByTestId('order-operation-split', {}, { timeout: 10_000 }));
    const dialog = await screen.findByTestId('split-dialog');
    expect(within(dialog).getByTestId('split-infant-rule')).toHaveTextContent('An infant flies on an adult’s lap');
    await user.click(within(dialog).getByTestId('split-choose-34'));
    expect(within(dialog).getByTestId('split-error')).toHaveTextContent('At least one adult is needed');
    await user.click(within(dialog).getByTestId('split-choose-31'));
    expect(within(dialog).queryByTestId('split-error')).not.toBeInTheDocument();
    await user.click(within(dialog).getByTestId('split-choose-32'));
    await user.click(within(dialog).getByTestId('split-choose-33'));
    expect(within(dialog).getByTestId('split-error')).toHaveTextContent('At least one passenger must stay');
    await user.click(within(dialog).getByTestId('split-dialog-submit'));
    expect(callsTo(FLIGHT_ORDER_ENDPOINTS.split, { id: 21 })).toHaveLength(0);
  });

  it("changes a name in Latin letters, shows the fare rules' fee, and lets only staff waive it", async () => {
    await i18n.changeLanguage('en');
    const { user, callsTo } = renderOrder(orderFixture({ status: 'booked', operations: ['editPassengerName'] }));
    await user.click(await screen.findByTestId('passenger-action-32-editPassengerName', {}, { timeout: 10_000 }));
    const dialog = await screen.findByTestId('passenger-name-dialog');
    // 25.00 EUR at the order's rate of 420 AMD.
    expect(within(dialog).getByTestId('name-fee-rule')).toHaveTextContent(
      'Name change fee by the fare rules: 10,500.00 AMD',
    );
    expect(within(dialog).queryByTestId('name-charge-fee')).not.toBeInTheDocument();
    const first = within(dialog).getByTestId('name-first');
    await user.clear(first);
    await user.type(first, 'Աննա');
    await user.click(within(dialog).getByTestId('passenger-name-dialog-submit'));
    expect(await within(dialog).findByText(/Latin/)).toBeInTheDocument();
    await user.clear(first);
    await user.type(first, 'Ani');
    await user.click(within(dialog).getByTestId('passenger-name-dialog-submit'));
    await waitFor(() =>
      expect(callsTo(FLIGHT_ORDER_ENDPOINTS.editPassengerName, { orderId: 21, passengerId: 32 })).toHaveLength(1),
    );
    const [call] = callsTo(FLIGHT_ORDER_ENDPOINTS.editPassengerName, { orderId: 21, passengerId: 32 });
    expect(call?.body).toEqual({ firstName: 'Ani', lastName: 'Petrosyan', chargeFee: true });
    expect(call?.headers.get('idempotency-key')).toMatch(/^[0-9a-f]{32}$/);
  });
});
