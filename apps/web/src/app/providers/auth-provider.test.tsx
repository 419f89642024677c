import { USER_ENDPOINTS } from '@frs/contract';
import { act, screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { TStoredSession } from '../../lib/storage';
import { stubShellApi } from '../../test/api-stubs';
import { callsOf, jsonResponse, routeOf } from '../../test/fetch-mock';
import { profileFor } from '../../test/fixtures';
import { renderApp } from '../../test/render';

/**
 * Another tab of the same browser shares localStorage; jsdom has one window, so these tests write the storage as the
 * other tab would and deliver the `storage` events that browser would send to this tab, one per write, in order.
 */
function otherTabWrites(key: string | null, write: () => void): void {
  act(() => {
    write();
    window.dispatchEvent(
      new StorageEvent('storage', {
        key,
        newValue: key === null ? null : localStorage.getItem(key),
        storageArea: localStorage,
      }),
    );
  });
}

/** What storeSession writes, one key at a time, with the event of each write. */
function otherTabLogsIn(session: Required<TStoredSession>): void {
  otherTabWrites('userId', () => localStorage.setItem('userId', String(session.userId)));
  otherTabWrites('role', () => localStorage.setItem('role', session.role));
  otherTabWrites('token', () => localStorage.setItem('token', session.token));
}

/** What logout writes: clear() (an event with key null), then the language put back. */
function otherTabLogsOut(): void {
  const language = localStorage.getItem('language');
  otherTabWrites(null, () => localStorage.clear());
  if (language) otherTabWrites('language', () => localStorage.setItem('language', language));
}

describe('AuthProvider across tabs', { timeout: 20_000 }, () => {
  it('follows a login made in another tab while showing the login page, and leaves that session stored', async () => {
    stubShellApi(profileFor('user'));
    renderApp('/', { loggedIn: false });
    await screen.findByTestId('login-submit');

    otherTabLogsIn({ token: 'other-tab-token', userId: 7, role: 'user' });

    expect(await screen.findByTestId('user-menu-button')).toBeInTheDocument();
    await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent('/search'));
    expect(localStorage.getItem('token')).toBe('other-tab-token');
    expect(localStorage.getItem('userId')).toBe('7');
  });

  it('follows a logout made in another tab: the login page, its own sessionStorage and cache cleared', async () => {
    stubShellApi(profileFor('user'));
    localStorage.setItem('language', 'hy');
    const { queryClient } = renderApp('/search', { loggedIn: true });
    await screen.findByTestId('user-menu-button');
    sessionStorage.setItem('frs.checkout', '{}');

    otherTabLogsOut();

    expect(await screen.findByTestId('login-submit')).toBeInTheDocument();
    expect(screen.getByTestId('location')).toHaveTextContent(/^\/$/);
    expect(sessionStorage.length).toBe(0);
    expect(queryClient.getQueryCache().getAll()).toHaveLength(0);
    expect(localStorage.getItem('language')).toBe('hy');
  });

  it('never clears the shared storage on an event: a logout then a new login in another tab both hold', async () => {
    stubShellApi(profileFor('user'));
    renderApp('/search', { loggedIn: true });
    await screen.findByTestId('user-menu-button');

    otherTabLogsOut();
    otherTabLogsIn({ token: 'fresh-token', userId: 7, role: 'user' });

    expect(await screen.findByTestId('user-menu-button')).toBeInTheDocument();
    expect(localStorage.getItem('token')).toBe('fresh-token');
    expect(localStorage.getItem('userId')).toBe('7');
  });

  it('a login of another user in another tab drops what this tab cached for the previous one', async () => {
    let profile = profileFor('user');
    const { calls } = stubShellApi(profile, { [routeOf(USER_ENDPOINTS.profile)]: () => jsonResponse(200, profile) });
    renderApp('/search', { loggedIn: true });
    await screen.findByTestId('user-menu-button');
    expect(screen.queryByTestId('nav-flights')).not.toBeInTheDocument();

    profile = profileFor('Admin', { userId: 8 });
    otherTabLogsIn({ token: 'someone-else', userId: 8, role: 'Admin' });

    expect(await screen.findByTestId('nav-flights')).toBeInTheDocument();
    const lastProfileCall = callsOf(calls, USER_ENDPOINTS.profile).at(-1);
    expect(lastProfileCall?.headers.get('Authorization')).toBe('Bearer someone-else');
  });
});
