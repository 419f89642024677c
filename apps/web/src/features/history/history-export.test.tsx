import { HISTORY_ENDPOINTS, historyTextIn, type TLanguage, type THistoryEntry } from '@frs/contract';
import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { i18n } from '../../lib/i18n';
import { stubShellApi } from '../../test/api-stubs';
import { callsOf, jsonResponse, routeOf } from '../../test/fetch-mock';
import { profileFor } from '../../test/fixtures';
import { renderApp } from '../../test/render';

/**
 * Issue 31: the history export wrote minor units, JSON, codes and UTC times. It now writes each row with the
 * contract's `historyText` and the screens' words (`historyTextIn`): here the screen and that text say the same, row
 * by row, in Armenian and English, and the export is asked in the reader's time zone.
 */

const ENTRIES: THistoryEntry[] = [
  {
    id: 9,
    at: '2026-03-02T10:05:00.000Z',
    actor: { id: 1, name: 'Anna Admin', role: 'Admin' },
    apiKeyName: null,
    entity: 'order',
    entityId: '42',
    record: { name: 'M3KQ7Z', productLine: 'flight' },
    link: { kind: 'order', id: 42, productLine: 'flight' },
    action: 'bookingToTicketing',
    changes: [
      { field: 'status', old: 'booked', new: 'ticketed' },
      { field: 'paid', old: 90_461_652, new: 49_753_909 },
      { field: 'bookingExpiresAt', old: '2026-03-03T08:00:00.000Z', new: null },
    ],
  },
  {
    id: 8,
    at: '2026-03-01T08:00:00.000Z',
    actor: { id: 1, name: 'Anna Admin', role: 'Admin' },
    apiKeyName: null,
    entity: 'classTemplates',
    entityId: '3',
    record: { name: 'Y' },
    link: null,
    action: 'create',
    changes: [
      { field: 'type', new: 'economy' },
      { field: 'travelType', new: 'roundTrip' },
      { field: 'adminOnly', new: false },
      { field: 'seats', new: 120 },
    ],
  },
  {
    id: 7,
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
      { field: 'status', old: 'verified', new: 'approved' },
    ],
  },
];

function renderHistory() {
  const stub = stubShellApi(profileFor('Admin'), {
    [routeOf(HISTORY_ENDPOINTS.list)]: () =>
      jsonResponse(200, { result: ENTRIES, count: ENTRIES.length, countCapped: false }),
    [routeOf(HISTORY_ENDPOINTS.export)]: () =>
      new Response(new Blob(['x']), {
        status: 200,
        headers: { 'Content-Disposition': 'attachment; filename="history.csv"' },
      }),
  });
  return { ...renderApp('/history', { loggedIn: true }), calls: stub.calls };
}

describe('the history export and the /history screen', { timeout: 30_000 }, () => {
  it.each(['hy', 'en'] as const)('%s: say the same, row by row', async (language: TLanguage) => {
    await i18n.changeLanguage(language);
    renderHistory();
    const grid = await screen.findByTestId('history-grid', {}, { timeout: 10_000 });
    const text = historyTextIn(language, Intl.DateTimeFormat().resolvedOptions().timeZone);
    for (const entry of ENTRIES) {
      const changes = await within(grid).findByTestId(`history-changes-${entry.id}`, {}, { timeout: 5_000 });
      const lines = within(changes)
        .getAllByRole('listitem')
        .map((item) => item.textContent);
      expect(lines, `${entry.entity} ${entry.id}`).toEqual(text.changeLines(entry));
      const row = changes.closest('tr') as HTMLElement;
      expect(within(row).getByText(text.actionName(entry.action, entry.record?.productLine))).toBeInTheDocument();
      expect(row).toHaveTextContent(text.entityName(entry.entity));
    }
    // The export's words are readable, not codes, minor units or JSON.
    expect(text.changeLines(ENTRIES[0]!)).toContain(
      language === 'en' ? 'Paid: 904,616.52 AMD → 497,539.09 AMD' : 'Վճարված: 904,616.52 ֏ → 497,539.09 ֏',
    );
    expect(text.changeLines(ENTRIES[1]!).join(' ')).not.toMatch(/economy|roundTrip|false/);
  });

  it("asks for the export in the reader's time zone", async () => {
    await i18n.changeLanguage('en');
    URL.createObjectURL = () => 'blob:export';
    URL.revokeObjectURL = () => undefined;
    const { user, calls } = renderHistory();
    await screen.findByTestId('history-grid', {}, { timeout: 10_000 });
    await user.click(screen.getByTestId('history-export'));
    await user.click(await screen.findByTestId('history-export-csv'));
    await waitFor(() => expect(callsOf(calls, HISTORY_ENDPOINTS.export)).toHaveLength(1));
    expect(callsOf(calls, HISTORY_ENDPOINTS.export)[0]?.body).toMatchObject({
      format: 'csv',
      timeZone: Intl.DateTimeFormat().resolvedOptions().timeZone,
    });
  });
});
