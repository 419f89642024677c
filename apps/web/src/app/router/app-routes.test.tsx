import { AUTH_ENDPOINTS, SETTINGS_ENDPOINTS, USER_ENDPOINTS, endpointPath } from '@frs/contract';
import { render, screen, waitFor } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { describe, expect, it, vi } from 'vitest';
import { AuthContext } from '../../lib/auth/auth-context';
import { stubShellApi } from '../../test/api-stubs';
import { callsOf, jsonResponse, routeOf } from '../../test/fetch-mock';
import { profileFor } from '../../test/fixtures';
import { renderApp } from '../../test/render';
import { AppRoutes } from './app-routes';

// The whole app renders with its lazy screens: the first import of a screen is slow on a busy 2-core machine.
describe('AppRoutes', { timeout: 20_000 }, () => {
  it('shows the spinner while the auth state is undefined', () => {
    render(
      <AuthContext value={{ state: { status: 'undefined' }, preloadApp: vi.fn(), login: vi.fn(), logout: vi.fn() }}>
        <MemoryRouter>
          <AppRoutes />
        </MemoryRouter>
      </AuthContext>,
    );
    expect(screen.getByTestId('auth-spinner')).toBeInTheDocument();
  });

  it('sends a logged-out visitor from a private path to the login page', async () => {
    stubShellApi(profileFor('Admin'));
    renderApp('/flights', { loggedIn: false });
    expect(await screen.findByTestId('login-submit')).toBeInTheDocument();
    expect(screen.getByTestId('location')).toHaveTextContent(/^\/$/);
    expect(screen.queryByTestId('footer')).not.toBeInTheDocument();
  });

  it('brings a visitor who opened a private page back to it, query and all, after the login', async () => {
    const { calls } = stubShellApi(profileFor('Admin'), {
      [routeOf(AUTH_ENDPOINTS.login)]: () =>
        jsonResponse(200, { token: 'new-token', userId: 7, role: 'Admin', adminGroups: '...' }),
    });
    const { user } = renderApp('/agents?status=verified', { loggedIn: false });
    expect(await screen.findByTestId('login-submit')).toBeInTheDocument();
    expect(screen.getByTestId('location')).toHaveTextContent(/^\/$/);
    expect(screen.getByTestId('location-search')).toHaveTextContent('?next=%2Fagents%3Fstatus%3Dverified');
    await user.type(screen.getByTestId('login-email'), 'admin@demo.test');
    await user.type(screen.getByTestId('login-password'), 'demo1234');
    await user.click(screen.getByTestId('login-submit'));
    await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent(/^\/agents$/), { timeout: 10_000 });
    expect(screen.getByTestId('location-search')).toHaveTextContent('?status=verified');
    expect(await screen.findByText('Գործակալներ', { selector: 'h1' }, { timeout: 10_000 })).toBeInTheDocument();
    expect(callsOf(calls, AUTH_ENDPOINTS.login)).toHaveLength(1);
  });

  it('goes home instead when the page asked for is one the role may not open', async () => {
    stubShellApi(profileFor('user'), {
      [routeOf(AUTH_ENDPOINTS.login)]: () =>
        jsonResponse(200, { token: 'new-token', userId: 7, role: 'user', adminGroups: '...' }),
    });
    const { user } = renderApp('/agents', { loggedIn: false });
    await user.type(await screen.findByTestId('login-email'), 'agent@demo.test');
    await user.type(screen.getByTestId('login-password'), 'demo1234');
    await user.click(screen.getByTestId('login-submit'));
    await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent(/^\/search$/), { timeout: 10_000 });
    expect(screen.getByTestId('location-search')).toBeEmptyDOMElement();
  });

  it('shows the public pages to a logged-out visitor', async () => {
    renderApp('/register', { loggedIn: false });
    expect(await screen.findByTestId('page-title')).toHaveTextContent('Գրանցում');
    expect(screen.getByTestId('language-switch')).toBeInTheDocument();
  });

  it('shows the not-found page for an unknown path', async () => {
    renderApp('/nowhere', { loggedIn: false });
    expect(await screen.findByTestId('not-found')).toHaveTextContent('Ներողություն, Ձեր այցելած էջը գոյություն չունի');
    expect(screen.getByRole('link', { name: /Վերադառնալ/ })).toHaveAttribute('href', '/');
  });

  it('takes a stored session to /search once the profile has loaded', async () => {
    let answerProfile: (response: Response) => void = () => undefined;
    const { calls } = stubShellApi(profileFor('user'), {
      [routeOf(USER_ENDPOINTS.profile)]: () => new Promise<Response>((resolve) => (answerProfile = resolve)),
    });
    renderApp('/', { loggedIn: true });
    expect(await screen.findByTestId('auth-spinner')).toBeInTheDocument();
    answerProfile(jsonResponse(200, profileFor('user')));
    expect(await screen.findByTestId('page-title')).toHaveTextContent('Որոնում');
    expect(screen.getByTestId('location')).toHaveTextContent('/search');
    expect(callsOf(calls, USER_ENDPOINTS.profile)[0]?.headers.get('Authorization')).toBe('Bearer test-token');
  });

  it('draws the shell and /search from the stored role at once, and the balance when the profile answers', async () => {
    let answerProfile: (response: Response) => void = () => undefined;
    stubShellApi(profileFor('user'), {
      [routeOf(USER_ENDPOINTS.profile)]: () => new Promise<Response>((resolve) => (answerProfile = resolve)),
    });
    localStorage.setItem('role', 'user');
    renderApp('/', { loggedIn: true });
    expect(await screen.findByTestId('page-title')).toHaveTextContent('Որոնում');
    expect(screen.getByTestId('location')).toHaveTextContent('/search');
    expect(screen.getByTestId('search-form')).toBeInTheDocument();
    expect(screen.getByTestId('nav-reservations')).toBeInTheDocument();
    expect(screen.queryByTestId('nav-flights')).not.toBeInTheDocument();
    expect(screen.getByTestId('header-balance-loading')).toBeInTheDocument();
    expect(screen.queryByTestId('header-balance')).not.toBeInTheDocument();

    answerProfile(jsonResponse(200, profileFor('user')));
    expect(await screen.findByTestId('header-balance')).toHaveTextContent('1,234,567.89 ֏');
    expect(screen.queryByTestId('header-balance-loading')).not.toBeInTheDocument();
  });

  it('a screen that needs the profile waits for it inside the drawn shell', async () => {
    let answerProfile: (response: Response) => void = () => undefined;
    stubShellApi(profileFor('user'), {
      [routeOf(USER_ENDPOINTS.profile)]: () => new Promise<Response>((resolve) => (answerProfile = resolve)),
    });
    localStorage.setItem('role', 'user');
    renderApp('/profile', { loggedIn: true });
    expect(await screen.findByTestId('route-spinner')).toBeInTheDocument();
    expect(screen.getByTestId('user-menu-button')).toBeInTheDocument();
    answerProfile(jsonResponse(200, profileFor('user')));
    expect(await screen.findByTestId('page-title')).toHaveTextContent('Անձնական էջ');
    expect(screen.getByTestId('profile-email')).toHaveTextContent('agent@demo.test');
  });

  it('follows the profile when it names another role than the stored one, and stores it', async () => {
    stubShellApi(profileFor('Admin'));
    localStorage.setItem('role', 'user');
    renderApp('/search', { loggedIn: true });
    expect(await screen.findByTestId('nav-flights')).toBeInTheDocument();
    await waitFor(() => expect(localStorage.getItem('role')).toBe('Admin'));
  });

  it('shows a load error with Retry when the profile cannot be loaded', async () => {
    const profile = vi
      .fn<() => Response>()
      .mockReturnValueOnce(jsonResponse(500, { message: 'Տեղի է ունեցել սխալ', code: 'GENERIC' }))
      .mockReturnValue(jsonResponse(200, profileFor('Viewer')));
    stubShellApi(profileFor('Viewer'), { [routeOf(USER_ENDPOINTS.profile)]: profile });
    const { user } = renderApp('/agents', { loggedIn: true });
    expect(await screen.findByTestId('load-error', {}, { timeout: 5000 })).toHaveTextContent('Տեղի է ունեցել սխալ');
    await user.click(screen.getByTestId('load-error-retry'));
    expect(await screen.findByTestId('page-title')).toHaveTextContent('Գործակալներ');
  });

  it('ends the session and returns to / when a call answers 401', async () => {
    stubShellApi(profileFor('Admin'), {
      [routeOf(SETTINGS_ENDPOINTS.company)]: () =>
        jsonResponse(401, { message: 'Ձեր նիստն ավարտվել է', code: 'SESSION_EXPIRED' }),
    });
    localStorage.setItem('language', 'hy');
    renderApp('/flights', { loggedIn: true });
    expect(await screen.findByTestId('login-submit')).toBeInTheDocument();
    expect(screen.getByTestId('location')).toHaveTextContent(/^\/$/);
    expect(localStorage.getItem('token')).toBeNull();
    expect(localStorage.getItem('userId')).toBeNull();
    expect(localStorage.getItem('language')).toBe('hy');
    // The login that follows returns to the page the session ended on.
    expect(screen.getByTestId('location-search')).toHaveTextContent('?next=%2Fflights');
  });

  it('logs out from the user menu: revokes the token, clears storage and the cache, shows the login page', async () => {
    const { calls } = stubShellApi(profileFor('Admin'));
    localStorage.setItem('language', 'en');
    sessionStorage.setItem('draft', 'x');
    const { user, queryClient } = renderApp('/search', { loggedIn: true });
    await user.click(await screen.findByTestId('user-menu-button'));
    await user.click(await screen.findByTestId('menu-logout'));
    expect(await screen.findByTestId('login-submit')).toBeInTheDocument();
    const logoutCall = calls.find((call) => call.path === endpointPath(AUTH_ENDPOINTS.logout));
    expect(logoutCall?.method).toBe(AUTH_ENDPOINTS.logout.method);
    expect(logoutCall?.headers.get('Authorization')).toBe('Bearer test-token');
    expect(localStorage.getItem('token')).toBeNull();
    expect(sessionStorage.length).toBe(0);
    expect(localStorage.getItem('language')).toBe('en');
    await waitFor(() => {
      expect(queryClient.getQueryCache().getAll()).toHaveLength(0);
    });
    expect(screen.queryByTestId('footer')).not.toBeInTheDocument();
    // Logged out on purpose: the next login on this device starts at the home screen, not at this page.
    expect(screen.getByTestId('location-search')).toBeEmptyDOMElement();
  });
});
