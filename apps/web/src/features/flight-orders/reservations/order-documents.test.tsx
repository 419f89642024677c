import { DOCUMENT_ENDPOINTS, FLIGHT_ORDER_ENDPOINTS, type TFlightOrder, ORDER_ACTIVITY_ENDPOINTS } from '@frs/contract';
import { screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { stubShellApi } from '../../../test/api-stubs';
import { callsOf, jsonResponse, routeOf } from '../../../test/fetch-mock';
import { profileFor } from '../../../test/fixtures';
import { orderFixture, ticketedOrder } from '../../../test/order-fixtures';
import { renderApp } from '../../../test/render';

const ACTIVITY = { history: [], money: [] };

function pdf(): Response {
  return new Response(new Blob(['%PDF-1.7 test']), {
    status: 200,
    headers: { 'Content-Type': 'application/pdf', 'Content-Disposition': 'inline; filename="e-ticket.pdf"' },
  });
}

/** A window as window.open hands it back: the page writes a waiting text into it, then points it at the file. */
function fakeWindow() {
  return {
    document: { title: '', body: { textContent: '' } },
    location: { href: '' },
    closed: false,
    close: vi.fn(),
  };
}

function renderOrder(order: TFlightOrder, role: 'user' | 'Admin', ticket: () => Response = pdf) {
  const opened = fakeWindow();
  vi.spyOn(window, 'open').mockReturnValue(opened as unknown as Window);
  URL.createObjectURL = vi.fn(() => 'blob:http://localhost/document-1');
  URL.revokeObjectURL = vi.fn();
  const stub = stubShellApi(profileFor(role), {
    [routeOf(FLIGHT_ORDER_ENDPOINTS.get, { id: 21 })]: () => jsonResponse(200, order),
    [routeOf(ORDER_ACTIVITY_ENDPOINTS.flight, { id: 21 })]: () => jsonResponse(200, ACTIVITY),
    [routeOf(DOCUMENT_ENDPOINTS.ticket, { orderId: 21, passengerId: 31 })]: ticket,
    [routeOf(DOCUMENT_ENDPOINTS.invoice, { id: 21 })]: pdf,
  });
  return { ...renderApp('/reservation/edit/21', { loggedIn: true }), ...stub, opened };
}

afterEach(() => vi.restoreAllMocks());

describe('the documents of the order page', { timeout: 30_000 }, () => {
  it("opens a passenger's e-ticket in a new window, in the language chosen, without e-mail actions for an agent", async () => {
    const { user, calls, opened } = renderOrder(ticketedOrder({ id: 21 }), 'user');
    const ticket = await screen.findByTestId('document-ticket-31', {}, { timeout: 10_000 });
    expect(screen.getByTestId('document-invoice')).toBeInTheDocument();
    expect(screen.getByTestId('document-receipt')).toBeInTheDocument();
    expect(screen.queryByTestId('order-mail-send')).not.toBeInTheDocument();
    expect(screen.queryByTestId('order-mail-write')).not.toBeInTheDocument();

    await user.selectOptions(screen.getByTestId('document-language'), 'ru');
    await user.click(ticket);
    expect(window.open).toHaveBeenCalledWith('', '_blank');
    await waitFor(() => expect(opened.location.href).toBe('blob:http://localhost/document-1'));
    const [call] = callsOf(calls, DOCUMENT_ENDPOINTS.ticket, { orderId: 21, passengerId: 31 });
    expect(call?.query.get('lang')).toBe('ru');
  });

  it('offers no e-ticket before ticketing, the invoice of a booking, and the e-mail actions to staff', async () => {
    const booked = orderFixture({
      id: 21,
      status: 'booked',
      bookingExpiresAt: new Date(Date.now() + 3_600_000).toISOString(),
    });
    renderOrder(booked, 'Admin');
    expect(await screen.findByTestId('document-invoice', {}, { timeout: 10_000 })).toBeInTheDocument();
    expect(screen.queryByTestId('document-receipt')).not.toBeInTheDocument();
    expect(document.querySelector('[data-testid^="document-ticket-"]')).toBeNull();
    expect(screen.getByTestId('order-mail-send')).toBeInTheDocument();
    expect(screen.getByTestId('order-mail-write')).toBeInTheDocument();
  });

  it("closes the new window and shows the server's refusal", async () => {
    const { user, opened } = renderOrder(ticketedOrder({ id: 21 }), 'user', () =>
      jsonResponse(409, { message: 'The passenger has no ticket number', code: 'CONFLICT' }),
    );
    await user.click(await screen.findByTestId('document-ticket-31', {}, { timeout: 10_000 }));
    expect(await screen.findByTestId('document-error')).toHaveTextContent('The passenger has no ticket number');
    expect(opened.close).toHaveBeenCalled();
    expect(opened.location.href).toBe('');
  });
});
