import {
  AUTH_ENDPOINTS,
  CURRENCY_ENDPOINTS,
  NOTIFICATION_ENDPOINTS,
  SETTINGS_ENDPOINTS,
  USER_ENDPOINTS,
  type TProfile,
} from '@frs/contract';
import { jsonResponse, routeOf, stubFetch } from './fetch-mock';
import { COMPANY_SETTINGS, rateRowForToday } from './fixtures';

/** The calls the logged-in shell makes, answered with fixtures; `overrides` replaces or adds handlers. */
export function stubShellApi(profile: TProfile, overrides: Parameters<typeof stubFetch>[0] = {}) {
  return stubFetch({
    [routeOf(USER_ENDPOINTS.profile)]: () => jsonResponse(200, profile),
    [routeOf(CURRENCY_ENDPOINTS.rateByRange)]: () => jsonResponse(200, [rateRowForToday(389.987, 421.5)]),
    [routeOf(SETTINGS_ENDPOINTS.company)]: () => jsonResponse(200, COMPANY_SETTINGS),
    [routeOf(AUTH_ENDPOINTS.logout)]: () => jsonResponse(200, { success: true }),
    [routeOf(NOTIFICATION_ENDPOINTS.mine)]: () => jsonResponse(200, { result: [], notices: [], unread: 0 }),
    ...overrides,
  });
}
