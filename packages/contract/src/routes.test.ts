import { describe, expect, it } from 'vitest';
import { ROLES, type TRole } from './roles';
import {
  navigationRoutesFor,
  privateRoutesFor,
  PRIVATE_ROUTES,
  PUBLIC_ROUTES,
  routePath,
  showsSettingsMenu,
} from './routes';

/** Spec section 6, written out by hand so that a slip in the table in routes.ts shows up here. */
const SPEC_TABLE: Record<string, TRole[]> = {
  '/search': ['Super Admin', 'Admin', 'user', 'Viewer', 'Tickets', 'Hotels', 'Reports', 'Packages'],
  '/checkout': ['Super Admin', 'Admin', 'user', 'Viewer', 'Tickets', 'Hotels', 'Packages'],
  '/reservations/flight': ['Super Admin', 'Admin', 'user', 'Viewer', 'Tickets', 'Hotels', 'Packages'],
  '/history': ['Super Admin', 'Admin', 'user', 'Viewer', 'Tickets', 'Hotels', 'Packages'],
  '/confirm': ['Super Admin', 'Admin', 'user', 'Viewer', 'Tickets', 'Hotels', 'Packages'],
  '/reservation/edit/:id': ['Super Admin', 'Admin', 'user', 'Viewer', 'Tickets', 'Hotels', 'Packages'],
  '/flights': ['Super Admin', 'Admin', 'Viewer', 'Tickets', 'Packages'],
  '/flights/:id': ['Super Admin', 'Admin', 'Viewer', 'Tickets', 'Packages'],
  '/hotels/room_type/:id': ['Super Admin', 'Admin', 'Viewer', 'Hotels', 'Packages'],
  '/agents': ['Super Admin', 'Admin', 'Viewer', 'Tickets', 'Hotels', 'Packages'],
  '/agents/:id': ['Super Admin', 'Admin', 'Viewer', 'Tickets', 'Hotels', 'Packages'],
  '/passengers': ['Super Admin', 'Admin', 'Viewer', 'Tickets', 'Hotels', 'Packages'],
  '/settings': ['Super Admin', 'Admin', 'Viewer', 'Tickets', 'Hotels', 'Packages'],
  '/reports/flight': ['Super Admin', 'Admin', 'Viewer', 'Reports'],
  '/profile': ['Super Admin', 'Admin', 'user', 'Viewer', 'Tickets', 'Hotels', 'Reports', 'Packages'],
  '/currency': ['Super Admin', 'Admin', 'user', 'Viewer', 'Tickets', 'Hotels', 'Reports', 'Packages'],
  // Not in docs/PRODUCT.md §2: the hotels issue's screens (its "hotel tab in /reservations, the flight list stays at
  // /reservations/flight", the hotel order page and the hotel checkout), for the roles of their flight twins.
  '/checkout/hotel': ['Super Admin', 'Admin', 'user', 'Viewer', 'Tickets', 'Hotels', 'Packages'],
  '/reservations/hotel': ['Super Admin', 'Admin', 'user', 'Viewer', 'Tickets', 'Hotels', 'Packages'],
  '/reservation/hotel/:id': ['Super Admin', 'Admin', 'user', 'Viewer', 'Tickets', 'Hotels', 'Packages'],
  // The packages issue's screens (its "packages tab in /reservations" and "package order page"), the same way.
  '/checkout/package': ['Super Admin', 'Admin', 'user', 'Viewer', 'Tickets', 'Hotels', 'Packages'],
  '/reservations/package': ['Super Admin', 'Admin', 'user', 'Viewer', 'Tickets', 'Hotels', 'Packages'],
  '/reservation/package/:id': ['Super Admin', 'Admin', 'user', 'Viewer', 'Tickets', 'Hotels', 'Packages'],
  // Issue 19: a disrupted flight's screen, for the roles of the flight page it opens from.
  '/flights/:id/disruption': ['Super Admin', 'Admin', 'Viewer', 'Tickets', 'Packages'],
  // Issue 19: four-eyes approval's list, for the staff who may request or decide (never agents).
  '/approvals': ['Super Admin', 'Admin', 'Viewer', 'Tickets', 'Hotels', 'Packages'],
  // Issue 33: an agency's API keys, webhooks and the integration guide (agents only).
  '/developers': ['user'],
  '/developers/guide': ['user'],
};

const SPEC_NAVIGATION = [
  '/search',
  '/reservations/flight',
  '/flights',
  '/agents',
  '/passengers',
  '/history',
  '/approvals',
  '/reports/flight',
];

describe('route permission table', () => {
  it('holds every private route of docs/PRODUCT.md §2 exactly once', () => {
    const paths = PRIVATE_ROUTES.map((route) => route.path);
    expect(new Set(paths).size).toBe(paths.length);
    expect([...paths].sort()).toEqual(Object.keys(SPEC_TABLE).sort());
  });

  it.each(Object.entries(SPEC_TABLE))('%s is for exactly the roles of docs/PRODUCT.md §6', (path, roles) => {
    const route = PRIVATE_ROUTES.find((candidate) => candidate.path === path);
    expect([...(route?.roles ?? [])].sort()).toEqual([...roles].sort());
  });

  it.each([...ROLES])('registers for %s exactly the routes the table allows', (role) => {
    const expected = Object.entries(SPEC_TABLE)
      .filter(([, roles]) => roles.includes(role))
      .map(([path]) => path)
      .sort();
    expect(
      privateRoutesFor(role)
        .map((route) => route.path)
        .sort(),
    ).toEqual(expected);
  });

  it('puts the navigation routes of docs/PRODUCT.md §2 in the drawer, filtered by role', () => {
    expect(
      navigationRoutesFor('Super Admin')
        .map((route) => route.path)
        .sort(),
    ).toEqual([...SPEC_NAVIGATION].sort());
    expect(navigationRoutesFor('user').map((route) => route.path)).toEqual([
      '/search',
      '/reservations/flight',
      '/history',
      '/developers',
    ]);
    expect(navigationRoutesFor('Reports').map((route) => route.path)).toEqual(['/search', '/reports/flight']);
    expect(navigationRoutesFor('Hotels').map((route) => route.path)).toEqual([
      '/search',
      '/reservations/flight',
      '/agents',
      '/passengers',
      '/history',
      '/approvals',
    ]);
  });

  it('hides the Settings menu entry for user and Reports only', () => {
    expect(ROLES.filter((role) => !showsSettingsMenu(role))).toEqual(['user', 'Reports']);
  });

  it('lists the public routes of docs/PRODUCT.md §2', () => {
    expect(PUBLIC_ROUTES.map((route) => route.path)).toEqual([
      '/',
      '/login',
      '/register',
      '/reset',
      '/resetVerification',
      '/verification',
      '/passwordSetting',
    ]);
  });
});

describe('routePath', () => {
  it('fills a pattern’s parameters, encoded', () => {
    expect(routePath('hotelOrder', { id: 42 })).toBe('/reservation/hotel/42');
    expect(routePath('agentInfo', { id: 'a/b' })).toBe('/agents/a%2Fb');
  });

  it('adds the query without empty values', () => {
    expect(routePath('reservations', {}, { pnr: 'M3KQ7Z', status: undefined, page: '' })).toBe(
      '/reservations/flight?pnr=M3KQ7Z',
    );
    expect(routePath('search')).toBe('/search');
  });

  it('links a public key written twice to its first path', () => {
    expect(routePath('login')).toBe('/');
    expect(routePath('register')).toBe('/register');
  });

  it('refuses a missing parameter', () => {
    expect(() => routePath('flightClasses', { id: '' })).toThrow(/needs 'id'/);
  });
});
