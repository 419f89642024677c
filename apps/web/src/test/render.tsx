import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ReactElement } from 'react';
import { MemoryRouter, useLocation } from 'react-router';
import { AppProviders } from '../app/providers/app-providers';
import { AppRoutes } from '../app/router/app-routes';

export function createTestQueryClient(): QueryClient {
  return new QueryClient({ defaultOptions: { queries: { retry: false }, mutations: { retry: false } } });
}

/** Shows the router's current path (and its query), so a test can assert where a navigation or redirect led. */
export function LocationProbe() {
  const location = useLocation();
  return (
    <>
      <output data-testid="location">{location.pathname}</output>
      <output data-testid="location-search">{location.search}</output>
    </>
  );
}

/** Renders with every app provider (theme, i18n, a fresh query client, auth) inside a memory router. */
export function renderWithProviders(ui: ReactElement, { route = '/' }: { route?: string } = {}) {
  const queryClient = createTestQueryClient();
  const user = userEvent.setup();
  const result = render(
    <AppProviders>
      <QueryClientProvider client={queryClient}>
        <MemoryRouter initialEntries={[route]}>
          {ui}
          <LocationProbe />
        </MemoryRouter>
      </QueryClientProvider>
    </AppProviders>,
  );
  return { ...result, user, queryClient };
}

/** The whole app at `route`, logged in as user 7 when `loggedIn`. */
export function renderApp(route: string, { loggedIn }: { loggedIn: boolean }) {
  if (loggedIn) {
    localStorage.setItem('token', 'test-token');
    localStorage.setItem('userId', '7');
  }
  return renderWithProviders(<AppRoutes />, { route });
}
