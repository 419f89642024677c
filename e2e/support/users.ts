/** The demo users of the seed (all share one password) and what docs/PRODUCT.md §6 lets each see. */
export const DEMO_PASSWORD = 'demo1234';

export type TNavigationKey =
  | 'search'
  | 'reservations'
  | 'flights'
  | 'agents'
  | 'passengers'
  | 'history'
  | 'flightReports'
  | 'approvals'
  | 'developers';

export interface TDemoUser {
  email: string;
  /** Effective role, as the specification names it. */
  role: string;
  navigation: readonly TNavigationKey[];
  /** Paths this role may not use; the app must show its not-found page there. Empty when the role may use all. */
  forbiddenPaths: readonly string[];
  /** The Settings entry of the user menu is hidden for 'user' and 'Reports'. */
  seesSettings: boolean;
}

const EVERY_NAVIGATION: readonly TNavigationKey[] = [
  'search',
  'reservations',
  'flights',
  'agents',
  'passengers',
  'history',
  'flightReports',
  // Four-eyes approval (issue 19): every staff role reads the approvals list.
  'approvals',
];

/** Hard-coded from the specification's table, independently of the contract package. */
export const DEMO_USERS: readonly TDemoUser[] = [
  {
    email: 'superadmin@demo.test',
    role: 'Super Admin',
    navigation: EVERY_NAVIGATION,
    forbiddenPaths: [],
    seesSettings: true,
  },
  { email: 'admin@demo.test', role: 'Admin', navigation: EVERY_NAVIGATION, forbiddenPaths: [], seesSettings: true },
  { email: 'viewer@demo.test', role: 'Viewer', navigation: EVERY_NAVIGATION, forbiddenPaths: [], seesSettings: true },
  {
    email: 'tickets@demo.test',
    role: 'Tickets',
    navigation: ['search', 'reservations', 'flights', 'agents', 'passengers', 'history', 'approvals'],
    forbiddenPaths: ['/hotels/room_type/1', '/reports/flight'],
    seesSettings: true,
  },
  {
    email: 'hotels@demo.test',
    role: 'Hotels',
    navigation: ['search', 'reservations', 'agents', 'passengers', 'history', 'approvals'],
    forbiddenPaths: ['/flights', '/flights/1', '/reports/flight'],
    seesSettings: true,
  },
  {
    email: 'packages@demo.test',
    role: 'Packages',
    navigation: ['search', 'reservations', 'flights', 'agents', 'passengers', 'history', 'approvals'],
    forbiddenPaths: ['/reports/flight'],
    seesSettings: true,
  },
  {
    email: 'reports@demo.test',
    role: 'Reports',
    navigation: ['search', 'flightReports'],
    forbiddenPaths: ['/history', '/reservations/flight', '/checkout', '/flights', '/agents', '/settings', '/approvals'],
    seesSettings: false,
  },
  {
    email: 'agent@demo.test',
    role: 'user',
    // Issue 33: an agency's API keys and webhooks.
    navigation: ['search', 'reservations', 'history', 'developers'],
    forbiddenPaths: ['/flights', '/agents', '/agents/1', '/passengers', '/reports/flight', '/settings', '/approvals'],
    seesSettings: false,
  },
  {
    email: 'agent2@demo.test',
    role: 'user',
    // Issue 33: an agency's API keys and webhooks.
    navigation: ['search', 'reservations', 'history', 'developers'],
    forbiddenPaths: ['/flights', '/hotels/room_type/1'],
    seesSettings: false,
  },
];

export function demoUser(email: string): TDemoUser {
  const user = DEMO_USERS.find((candidate) => candidate.email === email);
  if (!user) throw new Error(`No demo user ${email}`);
  return user;
}
