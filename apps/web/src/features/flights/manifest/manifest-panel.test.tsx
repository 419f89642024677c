import { FLIGHT_ENDPOINTS, MANIFEST_ENDPOINTS, FLIGHT_ORDER_ENDPOINTS, type TManifest } from '@frs/contract';
import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { i18n } from '../../../lib/i18n';
import { stubShellApi } from '../../../test/api-stubs';
import { callsOf, jsonResponse, routeOf } from '../../../test/fetch-mock';
import { flightFixture, profileFor } from '../../../test/fixtures';
import { renderApp } from '../../../test/render';

const FLIGHT = flightFixture({ totals: { seats: 150, sold: 3, held: 0, free: 147 } });

const MANIFEST: TManifest = {
  flightId: 11,
  flight: 'RM811',
  date: '2030-01-15',
  from: 'EVN',
  to: 'CDG',
  airline: { id: 1, name: 'Armenia Airways', manifestEmail: 'ops@airline.test' },
  classes: [{ name: 'Y', passengers: 3, infants: 1, entries: [] }],
  passengers: 3,
  infants: 1,
  lastSent: {
    id: 5,
    kind: 'pnl',
    recipient: 'ops@airline.test',
    sentAt: '2030-01-10T09:00:00.000Z',
    sentBy: 'Ani Admin',
    passengers: 3,
  },
  pending: { added: 0, removed: 1, changed: 1 },
};

function renderFlight(role: 'Admin' | 'Viewer', manifest: TManifest = MANIFEST) {
  const stub = stubShellApi(profileFor(role), {
    [routeOf(FLIGHT_ENDPOINTS.get, { id: 11 })]: () => jsonResponse(200, FLIGHT),
    [routeOf(FLIGHT_ENDPOINTS.classes, { id: 11 })]: () =>
      jsonResponse(200, { result: [], count: 0, countCapped: false }),
    [routeOf(FLIGHT_ORDER_ENDPOINTS.flightPassengers, { id: 11 })]: () =>
      jsonResponse(200, { flightId: 11, classes: [] }),
    [routeOf(MANIFEST_ENDPOINTS.get, { id: 11 })]: () => jsonResponse(200, manifest),
    [routeOf(MANIFEST_ENDPOINTS.file, { id: 11 })]: () =>
      new Response(new Blob(['PNL\r\nENDPNL\r\n']), {
        status: 200,
        headers: { 'Content-Disposition': 'attachment; filename="manifest-RM811-2030-01-15-pnl.txt"' },
      }),
    [routeOf(MANIFEST_ENDPOINTS.send, { id: 11 })]: () =>
      jsonResponse(200, {
        id: 6,
        kind: 'adl',
        recipient: 'ops@airline.test',
        sentAt: '2030-01-11T09:00:00.000Z',
        sentBy: null,
        passengers: 3,
        changes: { added: 0, removed: 1, changed: 1 },
      }),
  });
  const rendered = renderApp('/flights/11', { loggedIn: true });
  return { ...rendered, calls: stub.calls };
}

describe('ManifestPanel', { timeout: 30_000 }, () => {
  it('downloads the PNL, and mails the ADL of the pending changes to the airline by keyboard', async () => {
    await i18n.changeLanguage('en');
    URL.createObjectURL = () => 'blob:manifest';
    URL.revokeObjectURL = () => undefined;
    const { user, calls } = renderFlight('Admin');
    const panel = await screen.findByTestId('manifest-panel', {}, { timeout: 10_000 });
    expect(within(panel).getByTestId('manifest-address')).toHaveTextContent('ops@airline.test');
    expect(within(panel).getByTestId('manifest-last-sent')).toHaveTextContent(
      'PNL to ops@airline.test by Ani Admin. Changes since then: 0 added, 1 removed, 1 changed.',
    );

    await user.click(within(panel).getByTestId('manifest-download-pnl'));
    await waitFor(() => expect(callsOf(calls, MANIFEST_ENDPOINTS.file, { id: 11 })).toHaveLength(1));
    expect(callsOf(calls, MANIFEST_ENDPOINTS.file, { id: 11 })[0]?.query.get('format')).toBe('pnl');

    within(panel).getByTestId('manifest-send').focus();
    await user.keyboard('{Enter}');
    const dialog = await screen.findByTestId('manifest-send-dialog');
    expect(within(dialog).getByRole('radio', { name: 'ADL: the changes only (2 changes)' })).toBeChecked();
    await user.click(within(dialog).getByTestId('manifest-send-dialog-confirm'));
    await waitFor(() => expect(callsOf(calls, MANIFEST_ENDPOINTS.send, { id: 11 })).toHaveLength(1));
    const sent = callsOf(calls, MANIFEST_ENDPOINTS.send, { id: 11 })[0]!;
    expect(sent.body).toEqual({ kind: 'adl' });
    expect(sent.headers.get('idempotency-key')).toMatch(/^[0-9a-f]{32}$/);
    expect(await within(panel).findByTestId('manifest-sent')).toHaveTextContent('Sent: ADL to ops@airline.test.');
  });

  it('says where to set a missing airline address and cannot send; Viewer only downloads', async () => {
    await i18n.changeLanguage('en');
    renderFlight('Admin', { ...MANIFEST, airline: { ...MANIFEST.airline, manifestEmail: null }, lastSent: null });
    const panel = await screen.findByTestId('manifest-panel', {}, { timeout: 10_000 });
    expect(within(panel).getByTestId('manifest-no-address')).toHaveTextContent('Settings → Reference data → Airlines');
    expect(within(panel).getByTestId('manifest-settings-link')).toHaveAttribute(
      'href',
      '/settings?section=referenceData&resource=airlines',
    );
    expect(within(panel).getByTestId('manifest-send')).toBeDisabled();
    expect(within(panel).getByTestId('manifest-last-sent')).toHaveTextContent('Not sent to the airline yet.');
  });

  it('shows Viewer the downloads without the mailing', async () => {
    renderFlight('Viewer');
    const panel = await screen.findByTestId('manifest-panel', {}, { timeout: 10_000 });
    expect(within(panel).getByTestId('manifest-download-xlsx')).toBeInTheDocument();
    expect(within(panel).queryByTestId('manifest-send')).not.toBeInTheDocument();
  });
});
