import {
  DOCUMENT_ENDPOINTS,
  HOTEL_ORDER_ENDPOINTS,
  USER_ENDPOINTS,
  type THotelOrder,
  type THotelOrderOperation,
  ORDER_ACTIVITY_ENDPOINTS,
} from '@frs/contract';
import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { i18n } from '../../../lib/i18n';
import { stubShellApi } from '../../../test/api-stubs';
import { callsOf, jsonResponse, routeOf, type TRecordedCall } from '../../../test/fetch-mock';
import { profileFor } from '../../../test/fixtures';
import { renderApp } from '../../../test/render';
import { HOTEL_ACTIVITY, hotelOrderFixture } from './hotel-order-fixtures';

type THandler = (call: TRecordedCall) => Response;

function pdf(): Response {
  return new Response(new Blob(['%PDF-1.7 test']), {
    status: 200,
    headers: { 'Content-Type': 'application/pdf', 'Content-Disposition': 'inline; filename="voucher.pdf"' },
  });
}

function renderOrder(
  order: THotelOrder,
  role: 'user' | 'Admin' | 'Hotels' | 'Viewer' = 'user',
  handlers: { refund?: THandler; edit?: THandler } = {},
) {
  const opened = {
    document: { title: '', body: { textContent: '' } },
    location: { href: '' },
    closed: false,
    close: vi.fn(),
  };
  vi.spyOn(window, 'open').mockReturnValue(opened as unknown as Window);
  URL.createObjectURL = vi.fn(() => 'blob:http://localhost/voucher-1');
  URL.revokeObjectURL = vi.fn();
  const stub = stubShellApi(profileFor(role), {
    [routeOf(HOTEL_ORDER_ENDPOINTS.get, { id: 51 })]: () => jsonResponse(200, order),
    [routeOf(ORDER_ACTIVITY_ENDPOINTS.hotel, { id: 51 })]: () => jsonResponse(200, HOTEL_ACTIVITY),
    [routeOf(HOTEL_ORDER_ENDPOINTS.refund, { id: 51 })]:
      handlers.refund ?? (() => jsonResponse(200, { ...order, status: 'refunded', operations: [], outcome: 'done' })),
    [routeOf(HOTEL_ORDER_ENDPOINTS.edit, { id: 51 })]: handlers.edit ?? (() => jsonResponse(200, order)),
    [routeOf(HOTEL_ORDER_ENDPOINTS.order)]: () =>
      jsonResponse(409, { message: 'Not enough balance', code: 'INSUFFICIENT_BALANCE' }),
    [routeOf(DOCUMENT_ENDPOINTS.voucher, { id: 51 })]: pdf,
  });
  const rendered = renderApp('/reservation/hotel/51', { loggedIn: true });
  const callsTo = (...route: Parameters<typeof routeOf>) => callsOf(stub.calls, ...route);
  return { ...rendered, callsTo, opened };
}

const shownOperations = () =>
  [...document.querySelectorAll('[data-testid^="hotel-order-operation-"]')].map((button) =>
    button.getAttribute('data-testid')!.replace('hotel-order-operation-', ''),
  );

afterEach(() => vi.restoreAllMocks());

describe('HotelOrderPage', { timeout: 30_000 }, () => {
  it('shows the hotel, the stay, each room with its guests and nights, the totals, money and history', async () => {
    await i18n.changeLanguage('en');
    renderOrder(hotelOrderFixture());
    expect(await screen.findByTestId('hotel-order-pnr', {}, { timeout: 10_000 })).toHaveTextContent('H7Q2MZ');
    // Issue 31: a paid stay reads as the hotel line says it: confirmed, not ticketed.
    expect(screen.getByTestId('hotel-order-status')).toHaveTextContent('Confirmed');
    expect(screen.getByTestId('hotel-order-hotel')).toHaveTextContent('Ani Plaza');
    expect(screen.getByTestId('hotel-order-stars')).toHaveAccessibleName('4-star');
    expect(screen.getByTestId('hotel-order-address')).toHaveTextContent('19 Sayat-Nova Ave');
    expect(screen.getByTestId('hotel-order-provider')).toHaveTextContent('Ani Hotels LLC');
    expect(screen.getByTestId('hotel-order-nights')).toHaveTextContent('3');
    expect(screen.getByTestId('hotel-order-contact')).toHaveTextContent('Anna Petrosyan, +37491000000');
    expect(screen.getByTestId('hotel-order-comment')).toHaveTextContent('Late arrival');
    // An agent reads no agent or creator name: the order is their own.
    expect(screen.queryByTestId('hotel-order-agent')).not.toBeInTheDocument();

    const room = screen.getByTestId('hotel-order-room-61');
    expect(room).toHaveTextContent('Room 1: Deluxe double');
    expect(room).toHaveTextContent('Bed and breakfast (BB)');
    expect(screen.getByTestId('hotel-order-guest-71')).toHaveTextContent('PETROSYAN Anna · Adult');
    expect(screen.getByTestId('hotel-order-lead-71')).toHaveTextContent('Lead guest');
    expect(screen.queryByTestId('hotel-order-lead-72')).not.toBeInTheDocument();
    expect(screen.getByTestId('hotel-order-guest-73')).toHaveTextContent('PETROSYAN Mane · Child, 7 years old');
    expect(screen.getByTestId('hotel-order-requests-61')).toHaveTextContent('High floor');
    expect(screen.getByTestId('hotel-order-voucher-number-61')).toHaveTextContent('ANI-000123');
    expect(within(screen.getByTestId('hotel-order-nights-61')).getAllByText('50,000.00 AMD')).toHaveLength(3);
    expect(screen.getByTestId('hotel-order-room-net-61')).toHaveTextContent('135,000.00 AMD');
    expect(screen.getByTestId('hotel-order-policy-61')).toHaveTextContent(
      'Cancelled 7 or fewer days before check-in: 50 % of the stay',
    );
    expect(screen.queryByTestId('hotel-order-room-refund-61')).not.toBeInTheDocument();

    // The agent's order shows price and commission, as the flight page does.
    expect(screen.getByTestId('hotel-order-total-commission')).toHaveTextContent('15,000.00 AMD');
    expect(screen.getByTestId('hotel-order-total-payable')).toHaveTextContent('135,000.00 AMD');
    expect(screen.getByTestId('hotel-order-total-paid')).toHaveTextContent('135,000.00 AMD');

    expect(await screen.findByTestId('order-money-9')).toHaveTextContent('-135,000.00 AMD');
    const history = screen.getByTestId('order-history');
    expect(within(history).getByText('Rooms held')).toBeInTheDocument();
    expect(within(history).getByText('Booking confirmed')).toBeInTheDocument();
    expect(history).toHaveTextContent('Hotel: Ani Plaza, Yerevan; Stay: 20.12.2026 – 23.12.2026');
    expect(history).toHaveTextContent('Status: Booked → Confirmed; Paid: 135,000.00 AMD; Vouchers: ANI-000123');
  });

  it('shows staff the agent and the creator, and a refunded room its refund', async () => {
    await i18n.changeLanguage('en');
    const base = hotelOrderFixture();
    renderOrder(
      hotelOrderFixture({
        status: 'refunded',
        operations: [],
        rooms: [{ ...base.rooms[0]!, status: 'refunded', refundPenalty: 4_500_000, refundAmount: 9_000_000 }],
        totals: { ...base.totals, paid: 0, refunded: 9_000_000, penalties: 4_500_000 },
      }),
      'Admin',
    );
    expect(await screen.findByTestId('hotel-order-agent', {}, { timeout: 10_000 })).toHaveTextContent('Demo Travel');
    expect(screen.getByTestId('hotel-order-created')).toHaveTextContent('Demo Travel, ');
    expect(screen.getByTestId('hotel-order-room-refund-61')).toHaveTextContent(
      '90,000.00 AMD given back, penalty 45,000.00 AMD',
    );
    expect(screen.getByTestId('hotel-order-total-penalties')).toHaveTextContent('45,000.00 AMD');
    expect(screen.queryByTestId('hotel-order-operations')).not.toBeInTheDocument();
    expect(screen.queryByTestId('hotel-voucher')).not.toBeInTheDocument();
  });

  it.each<[string, 'user' | 'Admin' | 'Hotels' | 'Viewer', Partial<THotelOrder>, THotelOrderOperation[], string[]]>([
    [
      "an agent's hold",
      'user',
      { status: 'hold', holdExpiresAt: new Date(Date.now() + 5 * 60_000).toISOString() },
      ['cancelPreOrder', 'book', 'ticket', 'edit'],
      ['book', 'ticket', 'edit', 'cancelPreOrder'],
    ],
    [
      "an agent's booking",
      'user',
      { status: 'booked', bookingExpiresAt: new Date(Date.now() + 36 * 3_600_000).toISOString() },
      ['ticketing', 'cancel', 'edit'],
      ['ticketing', 'edit', 'cancel'],
    ],
    ["an agent's confirmed stay (no refund for agents)", 'user', {}, ['edit'], ['edit']],
    ["the hotel staff's confirmed stay", 'Hotels', {}, ['refund', 'edit'], ['edit', 'refund']],
    ['a Viewer, who only reads', 'Viewer', {}, [], []],
  ])('offers for %s exactly the operations the order lists', async (_name, role, status, operations, buttons) => {
    await i18n.changeLanguage('en');
    renderOrder(hotelOrderFixture({ ...status, operations }), role);
    await screen.findByTestId('hotel-order-pnr', {}, { timeout: 10_000 });
    expect(shownOperations()).toEqual(buttons);
    const counting = status.status === 'hold' || status.status === 'booked';
    expect(Boolean(screen.queryByTestId('hotel-order-countdown'))).toBe(counting);
  });

  it('refunds with a typed penalty in minor units and an idempotency key, after showing the policy', async () => {
    await i18n.changeLanguage('en');
    let answers = 0;
    const { user, callsTo } = renderOrder(hotelOrderFixture({ operations: ['refund', 'edit'] }), 'Admin', {
      refund: () =>
        ++answers === 1
          ? jsonResponse(409, { message: 'The order is no longer confirmed', code: 'ORDER_STATUS_CONFLICT' })
          : jsonResponse(200, { ...hotelOrderFixture({ status: 'refunded', operations: [] }), outcome: 'done' }),
    });
    await user.click(await screen.findByTestId('hotel-order-operation-refund', {}, { timeout: 10_000 }));
    const dialog = await screen.findByTestId('hotel-refund-dialog');
    expect(within(dialog).getByTestId('hotel-refund-paid')).toHaveTextContent('135,000.00 AMD');
    expect(within(dialog).getByTestId('hotel-refund-policy-penalty')).toHaveTextContent('45,000.00 AMD');
    expect(within(dialog).getByTestId('hotel-refund-amount')).toHaveTextContent('90,000.00 AMD');
    expect(dialog).toHaveTextContent('Cancelled 1 or fewer days before check-in: the price of the first nights (1)');

    const penalty = within(dialog).getByTestId('hotel-refund-penalty');
    expect(penalty).toHaveAttribute('placeholder', '45000.00');
    await user.type(penalty, '12.345');
    expect(within(dialog).getByText('Enter an amount with at most 2 decimals')).toBeInTheDocument();
    await user.click(within(dialog).getByTestId('hotel-refund-dialog-submit'));
    expect(callsTo(HOTEL_ORDER_ENDPOINTS.refund, { id: 51 })).toHaveLength(0);
    await user.clear(penalty);
    await user.type(penalty, '200000');
    expect(within(dialog).getByText('The penalty cannot exceed what was paid')).toBeInTheDocument();
    await user.clear(penalty);
    await user.type(penalty, '25,000.50');
    expect(within(dialog).getByTestId('hotel-refund-amount')).toHaveTextContent('109,999.50 AMD');

    // A refusal stays in the dialog; confirming again repeats the same call under the same key.
    await user.click(within(dialog).getByTestId('hotel-refund-dialog-submit'));
    expect(await within(dialog).findByTestId('hotel-refund-dialog-error')).toHaveTextContent(
      'The order is no longer confirmed',
    );
    await user.click(within(dialog).getByTestId('hotel-refund-dialog-submit'));
    await waitFor(() => expect(screen.queryByTestId('hotel-refund-dialog')).not.toBeInTheDocument());
    const [first, second] = callsTo(HOTEL_ORDER_ENDPOINTS.refund, { id: 51 });
    expect(second?.body).toEqual({ penalty: 2_500_050 });
    expect(first?.headers.get('idempotency-key')).toMatch(/^[0-9a-f]{32}$/);
    expect(second?.headers.get('idempotency-key')).toBe(first?.headers.get('idempotency-key'));
    // The header balance and the order are asked again.
    await waitFor(() => expect(callsTo(USER_ENDPOINTS.profile).length).toBeGreaterThan(1));
  });

  it("refunds by the policy when no penalty is typed, and shows the server's field error under the penalty", async () => {
    await i18n.changeLanguage('en');
    let answers = 0;
    const { user, callsTo } = renderOrder(hotelOrderFixture({ operations: ['refund'] }), 'Admin', {
      refund: () =>
        ++answers === 1
          ? jsonResponse(400, {
              message: 'Validation failed',
              code: 'VALIDATION_ERROR',
              errors: { penalty: 'The penalty is too large' },
            })
          : jsonResponse(200, { ...hotelOrderFixture({ status: 'refunded', operations: [] }), outcome: 'done' }),
    });
    await user.click(await screen.findByTestId('hotel-order-operation-refund', {}, { timeout: 10_000 }));
    const dialog = await screen.findByTestId('hotel-refund-dialog');
    await user.type(within(dialog).getByTestId('hotel-refund-penalty'), '100');
    await user.click(within(dialog).getByTestId('hotel-refund-dialog-submit'));
    expect(await within(dialog).findByText('The penalty is too large')).toBeInTheDocument();
    expect(within(dialog).queryByTestId('hotel-refund-dialog-error')).not.toBeInTheDocument();
    await user.clear(within(dialog).getByTestId('hotel-refund-penalty'));
    await user.click(within(dialog).getByTestId('hotel-refund-dialog-submit'));
    await waitFor(() => expect(screen.queryByTestId('hotel-refund-dialog')).not.toBeInTheDocument());
    expect(callsTo(HOTEL_ORDER_ENDPOINTS.refund, { id: 51 }).map((call) => call.body)).toEqual([
      { penalty: 10_000 },
      {},
    ]);
  });

  it("edits the guests' names in Latin letters, the special requests and the contact", async () => {
    await i18n.changeLanguage('en');
    let answers = 0;
    const { user, callsTo } = renderOrder(hotelOrderFixture({ operations: ['edit'] }), 'user', {
      edit: (call) =>
        ++answers === 1
          ? jsonResponse(400, {
              message: 'Validation failed',
              code: 'VALIDATION_ERROR',
              errors: { 'rooms.0.guests.2.lastName': 'Not the name on the passport' },
            })
          : jsonResponse(200, hotelOrderFixture({ comment: (call.body as { comment: string }).comment })),
    });
    await user.click(await screen.findByTestId('hotel-order-operation-edit', {}, { timeout: 10_000 }));
    const dialog = await screen.findByTestId('hotel-edit-dialog');
    const first = within(dialog).getByTestId('hotel-edit-guest-72-first');
    expect(first).toHaveValue('Aram');
    await user.clear(first);
    await user.type(first, 'Արամ');
    await user.click(within(dialog).getByTestId('hotel-edit-dialog-submit'));
    expect(await within(dialog).findByText('Latin letters only')).toBeInTheDocument();
    expect(callsTo(HOTEL_ORDER_ENDPOINTS.edit, { id: 51 })).toHaveLength(0);

    await user.clear(first);
    await user.type(first, 'Arsen');
    await user.clear(within(dialog).getByTestId('hotel-edit-room-61-requests'));
    await user.type(within(dialog).getByTestId('hotel-edit-room-61-requests'), 'Quiet room');
    await user.click(within(dialog).getByTestId('hotel-edit-dialog-submit'));
    // The server's field error sits under the input it names.
    expect(await within(dialog).findByText('Not the name on the passport')).toBeInTheDocument();
    expect(within(dialog).getByTestId('hotel-edit-guest-73-last')).toHaveAttribute('aria-invalid', 'true');

    await user.click(within(dialog).getByTestId('hotel-edit-dialog-submit'));
    await waitFor(() => expect(screen.queryByTestId('hotel-edit-dialog')).not.toBeInTheDocument());
    const calls = callsTo(HOTEL_ORDER_ENDPOINTS.edit, { id: 51 });
    expect(calls).toHaveLength(2);
    expect(calls[1]?.body).toEqual({
      contact: { name: 'Anna Petrosyan', phone: '+37491000000', email: 'anna@example.com' },
      comment: 'Late arrival',
      rooms: [
        {
          id: 61,
          specialRequests: 'Quiet room',
          guests: [
            { id: 71, firstName: 'Anna', lastName: 'Petrosyan' },
            { id: 72, firstName: 'Arsen', lastName: 'Petrosyan' },
            { id: 73, firstName: 'Mane', lastName: 'Petrosyan' },
          ],
        },
      ],
    });
  });

  it('asks before confirming a hold now and keeps the refusal in the dialog', async () => {
    await i18n.changeLanguage('en');
    const { user, callsTo } = renderOrder(
      hotelOrderFixture({
        status: 'hold',
        holdExpiresAt: new Date(Date.now() + 5 * 60_000).toISOString(),
        operations: ['cancelPreOrder', 'book', 'ticket'],
      }),
    );
    await user.click(await screen.findByTestId('hotel-order-operation-ticket', {}, { timeout: 10_000 }));
    const dialog = await screen.findByTestId('hotel-operation-dialog-ticket');
    expect(callsTo(HOTEL_ORDER_ENDPOINTS.order)).toHaveLength(0);
    await user.click(within(dialog).getByTestId('hotel-operation-dialog-ticket-confirm'));
    expect(await within(dialog).findByTestId('hotel-operation-dialog-ticket-error')).toHaveTextContent(
      'Not enough balance',
    );
    const [call] = callsTo(HOTEL_ORDER_ENDPOINTS.order);
    expect(call?.body).toEqual({ orderId: 51, mode: 'ticketing' });
    expect(call?.headers.get('idempotency-key')).toMatch(/^[0-9a-f]{32}$/);
  });

  it('opens the voucher of a confirmed stay in a new window in the language chosen, and none before', async () => {
    await i18n.changeLanguage('en');
    const { user, callsTo, opened } = renderOrder(hotelOrderFixture());
    const voucher = await screen.findByTestId('hotel-voucher', {}, { timeout: 10_000 });
    await user.selectOptions(screen.getByTestId('hotel-voucher-language'), 'hy');
    await user.click(voucher);
    expect(window.open).toHaveBeenCalledWith('', '_blank');
    await waitFor(() => expect(opened.location.href).toBe('blob:http://localhost/voucher-1'));
    const [call] = callsTo(DOCUMENT_ENDPOINTS.voucher, { id: 51 });
    expect(call?.query.get('lang')).toBe('hy');
  });

  it.each<[string, Partial<THotelOrder>]>([
    ['a hold', { status: 'hold', holdExpiresAt: new Date(Date.now() + 5 * 60_000).toISOString(), ticketedAt: null }],
    [
      'a booking',
      { status: 'booked', bookingExpiresAt: new Date(Date.now() + 3_600_000).toISOString(), ticketedAt: null },
    ],
    ['a cancelled order', { status: 'cancelled', ticketedAt: null }],
  ])('offers no voucher for %s', async (_name, overrides) => {
    await i18n.changeLanguage('en');
    renderOrder(
      hotelOrderFixture({ ...overrides, rooms: [{ ...hotelOrderFixture().rooms[0]!, voucherNumber: null }] }),
    );
    await screen.findByTestId('hotel-order-pnr', {}, { timeout: 10_000 });
    expect(screen.queryByTestId('hotel-voucher')).not.toBeInTheDocument();
    expect(screen.queryByTestId('hotel-order-voucher-number-61')).not.toBeInTheDocument();
  });
});
