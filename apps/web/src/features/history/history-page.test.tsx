import { HISTORY_ACTIONS, HISTORY_ENDPOINTS, HISTORY_ENTITIES, type THistoryEntry } from '@frs/contract';
import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { i18n } from '../../lib/i18n';
import { loggedInEn } from '../../lib/i18n/logged-in/en';
import { historyScreenEn } from '../../lib/i18n/history/en';
import { stubShellApi } from '../../test/api-stubs';
import { callsOf, jsonResponse, routeOf } from '../../test/fetch-mock';
import { profileFor } from '../../test/fixtures';
import { renderApp } from '../../test/render';

const SLOW = { timeout: 5_000 };

const ENTRIES: THistoryEntry[] = [
  {
    id: 7,
    at: '2026-03-02T09:30:00.000Z',
    actor: { id: 3, name: 'Ararat Travel', role: 'user' },
    apiKeyName: 'Shop site',
    entity: 'order',
    entityId: '41',
    record: { name: 'K7PQ2M', productLine: 'hotel' },
    link: { kind: 'order', id: 41, productLine: 'hotel' },
    action: 'ticket',
    changes: [
      { field: 'status', old: 'booked', new: 'ticketed' },
      { field: 'payable', old: 9_600_000, new: 4_800_000 },
    ],
  },
  {
    id: 6,
    at: '2026-03-01T08:00:00.000Z',
    actor: { id: 1, name: 'Anna Admin', role: 'Admin' },
    apiKeyName: null,
    entity: 'flight',
    entityId: '5',
    record: { name: 'FZ 101', date: '2026-03-10' },
    link: { kind: 'flight', id: 5 },
    action: 'update',
    changes: [
      { field: 'airlineId', old: 'FZ · Fly Dubai', new: 'G3 · Gol' },
      { field: 'status', old: 'upcoming', new: 'cancelled' },
      { field: 'adultFare', old: 10_000, new: 12_550 },
    ],
  },
  {
    id: 5,
    at: '2026-02-28T08:00:00.000Z',
    actor: null,
    apiKeyName: null,
    entity: 'user',
    entityId: '3',
    record: { name: 'Ararat Travel' },
    link: { kind: 'agent', id: 3 },
    action: 'top-up',
    changes: [
      { field: 'balance', old: 0, new: 150_000 },
      { field: 'reason', new: 'Opening' },
    ],
  },
  {
    id: 4,
    at: '2026-02-27T08:00:00.000Z',
    actor: { id: 2, name: 'Sona Owner', role: 'Super Admin' },
    apiKeyName: null,
    entity: 'user',
    entityId: '9',
    record: { name: 'Lilit Packages' },
    link: { kind: 'agent', id: 9 },
    action: 'update',
    changes: [{ field: 'adminGroups', old: 'Packages', new: '...' }],
  },
];

function renderHistory(route: string) {
  const stub = stubShellApi(profileFor('Admin'), {
    [routeOf(HISTORY_ENDPOINTS.list)]: () =>
      jsonResponse(200, { result: ENTRIES, count: ENTRIES.length, countCapped: false }),
  });
  const rendered = renderApp(route, { loggedIn: true });
  return { ...rendered, listCalls: () => callsOf(stub.calls, HISTORY_ENDPOINTS.list) };
}

describe('HistoryPage', { timeout: 20_000 }, () => {
  it('asks for what the URL says and shows each row readably, with links to its record', async () => {
    await i18n.changeLanguage('en');
    const { listCalls, user } = renderHistory(
      '/history?entity=order&entityId=41&from=2026-03-01&to=2026-03-31&sort=action',
    );
    const grid = await screen.findByTestId('history-grid', {}, { timeout: 10_000 });
    await within(grid).findByText('K7PQ2M · hotel', {}, SLOW);
    expect(listCalls()[0]?.body).toEqual({
      page: 0,
      pageSize: 25,
      sortField: 'action',
      sortOrder: 'asc',
      entity: 'order',
      entityId: '41',
      from: '2026-03-01',
      to: '2026-03-31',
    });
    expect(within(grid).getByTestId('history-record-7')).toHaveAttribute('href', '/reservation/hotel/41');
    expect(within(grid).getByTestId('history-record-6')).toHaveAttribute('href', '/flights/5');
    expect(within(grid).getByTestId('history-record-5')).toHaveAttribute('href', '/agents/3');
    // Issue 31: a hotel stay's statuses in the hotel's words, as its operation's name.
    expect(within(grid).getByTestId('history-changes-7')).toHaveTextContent('Status: Booked → Confirmed');
    const flight = within(grid).getByTestId('history-changes-6');
    expect(flight).toHaveTextContent('Airline: FZ · Fly Dubai → G3 · Gol');
    expect(flight).toHaveTextContent('Status: Upcoming → Cancelled');
    expect(flight).toHaveTextContent('Adult: Fare: 100.00 → 125.50');
    const balance = within(grid).getByTestId('history-changes-5');
    expect(balance).toHaveTextContent(/Balance: 0\.00 AMD → 1,500\.00 AMD/);
    expect(balance).toHaveTextContent('Reason: Opening');
    expect(within(grid).getByText('System')).toBeInTheDocument();
    // Issue 33: a change made through an API key names the key under its agent.
    expect(within(grid).getByTestId('history-api-key')).toHaveTextContent('via API key «Shop site»');
    expect(within(grid).getAllByTestId('history-api-key')).toHaveLength(1);
    // A group taken away reads as none, not as the stored placeholder.
    expect(within(grid).getByTestId('history-changes-4')).toHaveTextContent('Group: Packages → —');
    expect(within(grid).getByText('Top-up')).toBeInTheDocument();
    // A hotel stay's operation as the hotel order page names it.
    expect(within(grid).getByText('Confirmed')).toBeInTheDocument();

    // Choosing the one who made a change filters by them, and the URL keeps it.
    await user.click(within(grid).getByRole('button', { name: 'Only the changes of Anna Admin' }));
    await waitFor(() => expect(listCalls().at(-1)?.body).toMatchObject({ actorId: 1, entity: 'order' }));
  });

  it('has a name for every record type and action (hy and ru are typed against these)', () => {
    const actions: object = {
      ...historyScreenEn.historyPage.actions,
      ...loggedInEn.orderPage.actions,
      ...loggedInEn.entryKinds,
    };
    for (const action of HISTORY_ACTIONS) expect(Object.hasOwn(actions, action), action).toBe(true);
    const entities: object = { ...historyScreenEn.historyPage.entities, ...loggedInEn.reference };
    for (const entity of HISTORY_ENTITIES) {
      expect(Object.hasOwn(entities, entity) || entity.endsWith('Settings'), entity).toBe(true);
    }
  });
});
