import {
  DISRUPTION_ENDPOINTS,
  type TDisruptionBatchResult,
  type TDisruptionOrder,
  type TDisruptionView,
} from '@frs/contract';
import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { i18n } from '../../../lib/i18n';
import { stubShellApi } from '../../../test/api-stubs';
import { callsOf, jsonResponse, routeOf } from '../../../test/fetch-mock';
import { profileFor } from '../../../test/fixtures';
import { renderApp } from '../../../test/render';

function order(id: number, pnr: string, overrides: Partial<TDisruptionOrder> = {}): TDisruptionOrder {
  return {
    id,
    pnr,
    productLine: 'flight',
    status: 'ticketed',
    agentId: 7,
    agentName: 'Demo Travel',
    passengers: [{ name: 'Anna Petrosyan', type: 'adult' }],
    classId: 21,
    className: 'Y',
    payable: 9_600_000,
    paid: 9_600_000,
    soldDepartureAt: '2030-01-15T04:00:00.000Z',
    shiftMinutes: 120,
    materialChange: 'retimed',
    ...overrides,
  };
}

const times = (departureLocal: string, arrivalLocal: string) => ({
  from: 'EVN',
  to: 'CDG',
  departureAt: '2030-01-15T04:00:00.000Z',
  arrivalAt: '2030-01-15T08:30:00.000Z',
  departureLocal,
  arrivalLocal,
  status: 'upcoming' as const,
});

const VIEW: TDisruptionView = {
  flightId: 11,
  airline: 'RM',
  flightNumber: '811',
  current: times('2030-01-15T10:00', '2030-01-15T12:30'),
  previous: { ...times('2030-01-15T08:00', '2030-01-15T10:30'), changedAt: '2030-01-10T09:00:00.000Z' },
  orders: [
    order(101, 'AAA222'),
    order(102, 'BBB333', {
      passengers: [
        { name: 'Karen Sahakyan', type: 'adult' },
        { name: 'Lilit Sahakyan', type: 'adult' },
      ],
    }),
    order(103, 'CCC444', { productLine: 'package', agentName: 'Other Tours' }),
  ],
  candidates: [
    {
      id: 12,
      flightNumber: '811',
      departureLocal: '2030-01-17T08:00',
      arrivalLocal: '2030-01-17T10:30',
      classes: [{ id: 31, name: 'Y', travelType: 'oneWay', free: 2 }],
    },
  ],
  materialChangeMinutes: 120,
  batches: [],
};

const MOVED: TDisruptionBatchResult = {
  batchId: 5,
  results: [
    { orderId: 101, pnr: 'AAA222', outcome: 'moved', amount: -2_000_000 },
    {
      orderId: 102,
      pnr: 'BBB333',
      outcome: 'failed',
      code: 'NOT_ENOUGH_SEATS',
      message: { hy: 'Բավարար տեղ չկա', en: 'There are not enough free seats in this class', ru: 'Недостаточно мест' },
    },
  ],
};

const REFUNDED: TDisruptionBatchResult = {
  batchId: 6,
  results: [
    { orderId: 101, pnr: 'AAA222', outcome: 'refunded', amount: 9_600_000 },
    { orderId: 102, pnr: 'BBB333', outcome: 'pendingApproval', amount: 19_200_000, approvalId: 44 },
  ],
};

function renderScreen(role: 'Tickets' | 'Viewer', view: TDisruptionView = VIEW) {
  const stub = stubShellApi(profileFor(role), {
    [routeOf(DISRUPTION_ENDPOINTS.view, { id: 11 })]: () => jsonResponse(200, view),
    [routeOf(DISRUPTION_ENDPOINTS.move, { id: 11 })]: () => jsonResponse(200, MOVED),
    [routeOf(DISRUPTION_ENDPOINTS.refund, { id: 11 })]: () => jsonResponse(200, REFUNDED),
  });
  const rendered = renderApp('/flights/11/disruption', { loggedIn: true });
  return { ...rendered, calls: stub.calls };
}

describe('DisruptionPage', { timeout: 30_000 }, () => {
  it('lists the affected orders, moves the selected ones and shows what happened to each', async () => {
    await i18n.changeLanguage('en');
    const { user, calls } = renderScreen('Tickets');
    const table = await screen.findByTestId('disruption-orders', {}, { timeout: 10_000 });
    expect(screen.getByTestId('disruption-now')).toHaveTextContent('EVN 15.01.2030 10:00 → CDG 15.01.2030 12:30');
    expect(screen.getByTestId('disruption-before')).toHaveTextContent('EVN 15.01.2030 08:00');
    expect(within(table).getByTestId('disruption-order-102')).toHaveTextContent('Karen Sahakyan, Lilit Sahakyan');
    expect(within(table).getByTestId('disruption-order-103')).toHaveTextContent('Package');
    expect(screen.getByTestId('disruption-move')).toBeDisabled();

    await user.click(screen.getByRole('checkbox', { name: 'Select order AAA222' }));
    await user.click(screen.getByRole('checkbox', { name: 'Select order BBB333' }));
    await user.click(screen.getByTestId('disruption-move'));
    const dialog = await screen.findByTestId('disruption-move-dialog');
    expect(dialog).toHaveTextContent('Move 2 orders');
    expect(dialog).toHaveTextContent('Class for Y (3 seats needed)');
    await user.click(within(dialog).getByTestId('disruption-move-dialog-confirm'));

    await waitFor(() => expect(callsOf(calls, DISRUPTION_ENDPOINTS.move, { id: 11 })).toHaveLength(1));
    const [sent] = callsOf(calls, DISRUPTION_ENDPOINTS.move, { id: 11 });
    expect(sent!.body).toEqual({ orderIds: [101, 102], targetFlightId: 12, classes: [] });
    expect(sent!.headers.get('idempotency-key')).toMatch(/^[0-9a-f]{32}$/);
    const results = await screen.findByTestId('disruption-results');
    expect(within(results).getByTestId('disruption-result-101')).toHaveTextContent('AAA222: Moved · charged 20,000.00');
    expect(within(results).getByTestId('disruption-result-102')).toHaveTextContent(
      'BBB333: Not changed · There are not enough free seats in this class',
    );
  });

  it('refunds the materially affected orders and says which wait for approval', async () => {
    await i18n.changeLanguage('en');
    const { user, calls } = renderScreen('Tickets');
    const table = await screen.findByTestId('disruption-orders', {}, { timeout: 10_000 });
    expect(within(table).getByTestId('disruption-material-101')).toHaveTextContent('Moved 120 min');
    await user.click(screen.getByRole('checkbox', { name: 'Select order AAA222' }));
    await user.click(screen.getByRole('checkbox', { name: 'Select order BBB333' }));
    await user.click(screen.getByTestId('disruption-refund'));
    const dialog = await screen.findByTestId('disruption-refund-dialog');
    expect(dialog).toHaveTextContent('Refund 2 orders in full');
    expect(dialog).toHaveTextContent('waits for a second staff member');
    await user.click(within(dialog).getByTestId('disruption-refund-dialog-confirm'));
    await waitFor(() => expect(callsOf(calls, DISRUPTION_ENDPOINTS.refund, { id: 11 })).toHaveLength(1));
    const results = await screen.findByTestId('disruption-results');
    expect(within(results).getByTestId('disruption-result-102')).toHaveTextContent(
      'BBB333: Waiting for approval · credited 192,000.00',
    );
    expect(within(results).getByTestId('disruption-open-approvals')).toHaveAttribute('href', '/approvals');
  });

  it('offers no refund for a small retime, and says why', async () => {
    await i18n.changeLanguage('en');
    const small = { shiftMinutes: 5, materialChange: null };
    const view = { ...VIEW, orders: VIEW.orders.map((item) => ({ ...item, ...small })) };
    const { user } = renderScreen('Tickets', view);
    const table = await screen.findByTestId('disruption-orders', {}, { timeout: 10_000 });
    expect(within(table).getByTestId('disruption-material-101')).toHaveTextContent('Moved 5 min: not material');
    expect(screen.getByTestId('disruption-refund-not-offered')).toHaveTextContent('at least 120 minutes');
    await user.click(screen.getByRole('checkbox', { name: 'Select order AAA222' }));
    expect(screen.getByTestId('disruption-refund')).toBeDisabled();
    expect(screen.getByTestId('disruption-move')).toBeEnabled();
    expect(screen.getByTestId('disruption-notify')).toBeEnabled();
  });

  it('shows Viewer the orders without selection or actions', async () => {
    renderScreen('Viewer');
    const table = await screen.findByTestId('disruption-orders', {}, { timeout: 10_000 });
    expect(within(table).queryAllByRole('checkbox')).toHaveLength(0);
    expect(screen.queryByTestId('disruption-move')).not.toBeInTheDocument();
    expect(screen.queryByTestId('disruption-refund')).not.toBeInTheDocument();
  });
});
