import type { TProfile } from '@frs/contract';
import { jsonResponse, stubFetch } from './fetch-mock';
import { COMPANY_SETTINGS, rateRowForToday } from './fixtures';

/** The calls the logged-in shell makes, answered with fixtures; `overrides` replaces or adds handlers. */
export function stubShellApi(profile: TProfile, overrides: Parameters<typeof stubFetch>[0] = {}) {
  return stubFetch({
    'GET /api/profile': () => jsonResponse(200, profile),
    'POST /exchange/rate-by-range': () => jsonResponse(200, [rateRowForToday(389.987, 421.5)]),
    'GET /api/companySettings': () => jsonResponse(200, COMPANY_SETTINGS),
    'POST /api/auth/logout': () => jsonResponse(200, { success: true }),
    'GET /api/notifications/mine': () => jsonResponse(200, { result: [], unread: 0 }),
    ...overrides,
  });
}
