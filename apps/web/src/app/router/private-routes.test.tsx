import { PRIVATE_ROUTES, privateRoutesFor, ROLES, type TPrivateRouteKey, type TRole } from '@frs/contract';
import { screen } from '@testing-library/react';
import { Outlet } from 'react-router';
import { describe, expect, it } from 'vitest';
import { i18n } from '../../lib/i18n';
import { CurrentUserContext } from '../../lib/current-user';
import { stubShellApi } from '../../test/api-stubs';
import { profileFor } from '../../test/fixtures';
import { renderWithProviders } from '../../test/render';
import { PrivateRoutes } from './private-routes';

/** Spec section 6, written out independently of the contract's table so that a drift in either shows up. */
const EVERYONE: readonly TRole[] = ROLES;
const ALL_BUT_REPORTS: readonly TRole[] = ['Super Admin', 'Admin', 'user', 'Viewer', 'Tickets', 'Hotels', 'Packages'];
const SPEC_TABLE: Record<TPrivateRouteKey, readonly TRole[]> = {
  search: EVERYONE,
  checkout: ALL_BUT_REPORTS,
  reservations: ALL_BUT_REPORTS,
  history: ALL_BUT_REPORTS,
  approvals: ['Super Admin', 'Admin', 'Viewer', 'Tickets', 'Hotels', 'Packages'],
  confirm: ALL_BUT_REPORTS,
  reservationEdit: ALL_BUT_REPORTS,
  hotelCheckout: ALL_BUT_REPORTS,
  hotelReservations: ALL_BUT_REPORTS,
  hotelOrder: ALL_BUT_REPORTS,
  packageCheckout: ALL_BUT_REPORTS,
  packageReservations: ALL_BUT_REPORTS,
  packageOrder: ALL_BUT_REPORTS,
  flights: ['Super Admin', 'Admin', 'Viewer', 'Tickets', 'Packages'],
  flightClasses: ['Super Admin', 'Admin', 'Viewer', 'Tickets', 'Packages'],
  flightDisruption: ['Super Admin', 'Admin', 'Viewer', 'Tickets', 'Packages'],
  hotelRoomTypes: ['Super Admin', 'Admin', 'Viewer', 'Hotels', 'Packages'],
  agents: ['Super Admin', 'Admin', 'Viewer', 'Tickets', 'Hotels', 'Packages'],
  agentInfo: ['Super Admin', 'Admin', 'Viewer', 'Tickets', 'Hotels', 'Packages'],
  passengers: ['Super Admin', 'Admin', 'Viewer', 'Tickets', 'Hotels', 'Packages'],
  settings: ['Super Admin', 'Admin', 'Viewer', 'Tickets', 'Hotels', 'Packages'],
  flightReports: ['Super Admin', 'Admin', 'Viewer', 'Reports'],
  profile: EVERYONE,
  currency: EVERYONE,
  developers: ['user'],
  developersGuide: ['user'],
};

function allowedKeys(role: TRole): TPrivateRouteKey[] {
  return PRIVATE_ROUTES.filter((route) => SPEC_TABLE[route.key].includes(role)).map((route) => route.key);
}

/** A concrete URL of a route, e.g. /flights/17 for /flights/:id. */
function urlOf(path: string): string {
  return path.replace(':id', '17');
}

/** The matrix renders the screens without the shell (faster); the shell's own tests cover the layout. */
function renderRoutesAt(role: TRole, url: string, { withShell = false } = {}) {
  const profile = profileFor(role);
  stubShellApi(profile);
  return renderWithProviders(
    <CurrentUserContext value={{ profile, role }}>
      {withShell ? <PrivateRoutes role={role} /> : <PrivateRoutes role={role} layout={<Outlet />} />}
    </CurrentUserContext>,
    { route: url },
  );
}

describe.each(ROLES)('routes of the role %s', (role) => {
  const allowed = allowedKeys(role);

  it('the contract grants exactly the routes of the specification', () => {
    expect(privateRoutesFor(role).map((route) => route.key)).toEqual(allowed);
  });

  it.each(PRIVATE_ROUTES.map((route) => [route.key, route.path] as const))('%s (%s)', async (key, path) => {
    renderRoutesAt(role, urlOf(path));
    if (allowed.includes(key)) {
      expect(await screen.findByTestId('page-title')).toHaveTextContent(i18n.t(`routes.${key}`));
      expect(screen.queryByTestId('not-found')).not.toBeInTheDocument();
    } else {
      expect(await screen.findByTestId('not-found')).toHaveTextContent(
        'Ներողություն, Ձեր այցելած էջը գոյություն չունի',
      );
      expect(screen.queryByTestId('page-title')).not.toBeInTheDocument();
    }
  });
});

describe('other paths of a logged-in user', () => {
  it.each(['/', '/login', '/register', '/passwordSetting'])('public path %s redirects to /search', async (url) => {
    renderRoutesAt('user', url);
    expect(await screen.findByTestId('page-title')).toHaveTextContent('Որոնում');
    expect(screen.getByTestId('location')).toHaveTextContent('/search');
  });

  it('an unknown path shows the not-found page inside the shell', async () => {
    renderRoutesAt('Admin', '/no/such/page', { withShell: true });
    expect(await screen.findByTestId('not-found')).toBeInTheDocument();
    expect(screen.getByTestId('nav-drawer')).toBeInTheDocument();
  });
});
