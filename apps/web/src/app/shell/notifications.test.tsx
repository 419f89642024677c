import { NOTIFICATION_ENDPOINTS } from '@frs/contract';
import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { stubShellApi } from '../../test/api-stubs';
import { callsOf, jsonResponse, routeOf } from '../../test/fetch-mock';
import { profileFor } from '../../test/fixtures';
import { renderApp } from '../../test/render';

const NOTIFICATIONS = [
  {
    id: 1,
    title: { hy: 'Շտապ', en: 'Airport closed', ru: '' },
    text: { hy: '', en: 'EVN closes on Friday night', ru: '' },
    audience: 'agents',
    urgent: true,
    startDate: '2026-11-20',
    endDate: '2026-11-30',
    read: false,
  },
  {
    id: 2,
    title: { hy: '', en: 'New route to Dubai', ru: '' },
    text: { hy: '', en: 'Twice a week from December', ru: '' },
    audience: 'everyone',
    urgent: false,
    startDate: '2026-11-20',
    endDate: '2026-12-31',
    read: false,
  },
];

const NOTICE = {
  id: 7,
  kind: 'bookingDeadline',
  title: { hy: 'Ամրագրումը լրանում է', en: 'Booking expires', ru: '' },
  text: { hy: '', en: 'PNR ABC234 expires in 6 hours', ru: '' },
  link: '/reservation/edit/41',
  urgent: false,
  createdAt: '2026-11-27T06:00:00.000Z',
  read: false,
  resolved: false,
};

function stubNotifications() {
  let items = NOTIFICATIONS.map((item) => ({ ...item }));
  let notices = [{ ...NOTICE }];
  const answer = () =>
    jsonResponse(200, {
      result: items,
      notices,
      unread: [...items, ...notices].filter((item) => !item.read).length,
    });
  return stubShellApi(profileFor('user'), {
    [routeOf(NOTIFICATION_ENDPOINTS.markNoticeRead, { id: 7 })]: () => {
      notices = notices.map((notice) => ({ ...notice, read: true }));
      return answer();
    },
    [routeOf(NOTIFICATION_ENDPOINTS.mine)]: answer,
    [routeOf(NOTIFICATION_ENDPOINTS.markRead, { id: 2 })]: () => {
      items = items.map((item) => (item.id === 2 ? { ...item, read: true } : item));
      return answer();
    },
    [routeOf(NOTIFICATION_ENDPOINTS.markRead, { id: 1 })]: () => {
      items = items.map((item) => (item.id === 1 ? { ...item, read: true } : item));
      return answer();
    },
  });
}

describe('notifications in the shell', () => {
  it('counts the unread on the bell and marks one read from its list', async () => {
    const { calls } = stubNotifications();
    const { user } = renderApp('/search', { loggedIn: true });
    const bell = await screen.findByTestId('notification-bell');
    await waitFor(() => expect(screen.getByTestId('notification-count')).toHaveTextContent('3'));
    await user.click(bell);
    const list = await screen.findByTestId('notification-list');
    // Armenian first; a notification without an Armenian title shows the first language that has one.
    expect(within(list).getByTestId('notification-1')).toHaveTextContent('Շտապ');
    expect(within(list).getByTestId('notification-2')).toHaveTextContent('New route to Dubai');
    await user.click(within(list).getByTestId('notification-read-2'));
    await waitFor(() => expect(screen.getByTestId('notification-count')).toHaveTextContent('2'));
    expect(callsOf(calls, NOTIFICATION_ENDPOINTS.markRead, { id: 2 })).toHaveLength(1);
    expect(within(list).queryByTestId('notification-read-2')).not.toBeInTheDocument();
  });

  it("lists the user's own notices first, with a link to what they are about, and marks one read", async () => {
    const { calls } = stubNotifications();
    const { user } = renderApp('/search', { loggedIn: true });
    await user.click(await screen.findByTestId('notification-bell'));
    const list = await screen.findByTestId('notification-list');
    const items = within(list).getAllByRole('listitem');
    expect(items[0]).toHaveAttribute('data-testid', 'notice-7');
    expect(items[0]).toHaveTextContent('Ամրագրումը լրանում է');
    expect(within(items[0]!).getByTestId('notice-open-7')).toHaveAttribute('href', '/reservation/edit/41');
    await user.click(within(list).getByTestId('notice-read-7'));
    await waitFor(() => expect(screen.getByTestId('notification-count')).toHaveTextContent('2'));
    expect(callsOf(calls, NOTIFICATION_ENDPOINTS.markNoticeRead, { id: 7 })).toHaveLength(1);
  });

  it('shows a hold reminder whose hold was ticketed as no longer applying: not urgent, not counted', async () => {
    const HOLD = {
      ...NOTICE,
      id: 8,
      kind: 'holdDeadline',
      title: { hy: 'Պահումը շուտով կլրանա', en: 'Hold expires soon', ru: '' },
      urgent: true,
      read: true,
      resolved: true,
    };
    stubShellApi(profileFor('user'), {
      [routeOf(NOTIFICATION_ENDPOINTS.mine)]: () =>
        jsonResponse(200, { result: [], notices: [HOLD, NOTICE], unread: 1 }),
    });
    const { user } = renderApp('/search', { loggedIn: true });
    await waitFor(() => expect(screen.getByTestId('notification-count')).toHaveTextContent('1'));
    await user.click(screen.getByTestId('notification-bell'));
    const resolved = within(await screen.findByTestId('notification-list')).getByTestId('notice-8');
    expect(within(resolved).getByTestId('notice-8-resolved')).toHaveTextContent('Այլևս արդիական չէ');
    expect(resolved).not.toHaveTextContent('Շտապ');
    expect(within(resolved).queryByTestId('notice-read-8')).not.toBeInTheDocument();
    expect(within(resolved).getByTestId('notice-open-8')).toBeInTheDocument();
  });

  it('shows an urgent unread notification as a banner until it is closed', async () => {
    stubNotifications();
    const { user } = renderApp('/search', { loggedIn: true });
    const banner = await screen.findByTestId('urgent-banner-1');
    expect(banner).toHaveTextContent('EVN closes on Friday night');
    expect(screen.queryByTestId('urgent-banner-2')).not.toBeInTheDocument();
    await user.click(within(banner).getByRole('button', { name: 'Նշել որպես ընթերցված' }));
    await waitFor(() => expect(screen.queryByTestId('urgent-banner-1')).not.toBeInTheDocument());
  });
});
