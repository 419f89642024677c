import { AIRPORTS, FLIGHT_ORDER_ENDPOINTS, formatMinor, resourceEndpoints } from '@frs/contract';
import { act, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { COMMAND_STORAGE_KEY } from '../../features/command-line/command-storage';
import { EMPTY_WORK } from '../../features/command-line/work-session';
import { i18n } from '../../lib/i18n';
import { callsOf, jsonResponse, routeOf, stubFetch } from '../../test/fetch-mock';
import { orderFixture } from '../../test/order-fixtures';
import { renderWithProviders } from '../../test/render';
import { CommandLineHost } from './command-line-host';

/**
 * The command line's panel in the shell: how it opens, closes and keeps its scroll-back, and the typed confirmation
 * of a charge. (What each command sends and answers against the real server: e2e/command-line.e2e.test.ts.)
 */

function signIn() {
  localStorage.setItem('token', 'test-token');
  localStorage.setItem('userId', '7');
}

async function openPanel(user: ReturnType<typeof renderWithProviders>['user']) {
  await user.keyboard('{Control>}k{/Control}');
  return screen.findByTestId('command-input');
}

function scrollBack(): string[] {
  return within(screen.getByTestId('command-scrollback'))
    .queryAllByText(/./)
    .map((line) => line.textContent ?? '');
}

describe('the command line panel', () => {
  it('opens with Ctrl+K, answers a wrong entry with what to fix, recalls it with ↑ and closes with Esc', async () => {
    signIn();
    await i18n.changeLanguage('en');
    const { user } = renderWithProviders(
      <>
        <button type="button">before</button>
        <CommandLineHost />
      </>,
    );
    screen.getByRole('button', { name: 'before' }).focus();
    const input = await openPanel(user);
    expect(input).toHaveFocus();
    await user.type(input, 'SS0Y1{Enter}');
    await waitFor(() => expect(scrollBack()).toContain('> SS0Y1'));
    expect(scrollBack()).toContain('0: Write the line number shown in the availability, from 1 to 99 (SS1Y2).');
    expect(input).toHaveValue('');
    await user.keyboard('{ArrowUp}');
    expect(input).toHaveValue('SS0Y1');
    await user.keyboard('{Escape}');
    expect(screen.queryByTestId('command-panel')).toBeNull();
    expect(screen.getByRole('button', { name: 'before' })).toHaveFocus();
  });

  it('opens with / outside a text field only, and keeps its scroll-back across a reload of the tab', async () => {
    signIn();
    await i18n.changeLanguage('en');
    const first = renderWithProviders(
      <>
        <input aria-label="a field" />
        <CommandLineHost />
      </>,
    );
    await first.user.type(screen.getByRole('textbox', { name: 'a field' }), '/');
    expect(screen.queryByTestId('command-panel')).toBeNull();
    screen.getByRole('textbox', { name: 'a field' }).blur();
    await first.user.keyboard('/');
    const input = await screen.findByTestId('command-input');
    await first.user.type(input, 'HE ER{Enter}');
    await waitFor(() => expect(scrollBack().some((line) => line.startsWith('ER '))).toBe(true));
    first.unmount();

    const again = renderWithProviders(<CommandLineHost />);
    await openPanel(again.user);
    expect(scrollBack()).toContain('> HE ER');
  });

  it('asks before paying, and pays once on the second Enter with one Idempotency-Key', async () => {
    signIn();
    await i18n.changeLanguage('en');
    const held = orderFixture({ id: 21, status: 'hold', operations: ['cancelPreOrder', 'book', 'ticket'] });
    const ticketed = { ...held, status: 'ticketed' as const, operations: [] };
    sessionStorage.setItem(
      COMMAND_STORAGE_KEY,
      JSON.stringify({
        userId: 7,
        lines: [],
        recall: [],
        work: { ...EMPTY_WORK, pending: undefined, order: { line: 'flight', id: 21, pnr: held.pnr } },
      }),
    );
    const { calls } = stubFetch({
      [routeOf(FLIGHT_ORDER_ENDPOINTS.get, { id: 21 })]: () => jsonResponse(200, held),
      [routeOf(FLIGHT_ORDER_ENDPOINTS.order)]: () => jsonResponse(200, ticketed),
    });
    const { user } = renderWithProviders(<CommandLineHost />);
    const input = await openPanel(user);
    await user.type(input, 'TK{Enter}');
    const amount = formatMinor(held.totals.payable - held.totals.paid);
    await waitFor(() => expect(scrollBack().join('\n')).toContain(`Pay ${held.pnr} now: ${amount} AMD`));
    expect(callsOf(calls, FLIGHT_ORDER_ENDPOINTS.order)).toHaveLength(0);
    expect(input).toHaveValue('TK');
    await act(() => user.keyboard('{Enter}'));
    await waitFor(() => expect(scrollBack().join('\n')).toContain(`${held.pnr} · flight · Ticketed`));
    const paid = callsOf(calls, FLIGHT_ORDER_ENDPOINTS.order);
    expect(paid).toHaveLength(1);
    expect(paid[0]!.body).toEqual({ orderId: 21, mode: 'ticketing' });
    expect(paid[0]!.headers.get('Idempotency-Key')).toMatch(/\S{16,}/);
  });

  it('completes an airport with Tab while one matches, and lets Tab leave the panel otherwise', async () => {
    signIn();
    await i18n.changeLanguage('en');
    const yerevan = {
      id: 1,
      iataCode: 'EVN',
      name: 'Zvartnots',
      city: 'Yerevan',
      country: 'Armenia',
      timeZone: 'Asia/Yerevan',
    };
    const { calls } = stubFetch({
      [routeOf(resourceEndpoints(AIRPORTS).list)]: () =>
        jsonResponse(200, { result: [yerevan], count: 1, countCapped: false }),
    });
    const { user } = renderWithProviders(<CommandLineHost />);
    const input = await openPanel(user);
    await user.type(input, 'AN 20DEC Yere');
    await screen.findByText(/EVN · Yerevan · Zvartnots/);
    expect(callsOf(calls, resourceEndpoints(AIRPORTS).list).at(-1)!.query.get('search')).toBe('Yere');
    await user.keyboard('{Tab}');
    expect(input).toHaveValue('AN 20DEC EVN ');
    await user.keyboard('{Tab}');
    expect(input).not.toHaveFocus();
  });
});
