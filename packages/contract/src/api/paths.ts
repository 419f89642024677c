/** API paths of this product, written once for the server's routes and the web client. */
export const API_PATHS = {
  health: '/api/health',
  login: '/user/login',
  logout: '/api/auth/logout',
  profile: '/api/profile',
  userById: (id: number | string) => `/api/users/get-user/${id}`,
  rateByRange: '/exchange/rate-by-range',
  /** Not in the spec: the rate provider's state, a manual refresh, hand-entered rates, the choice of source. */
  currencyRates: '/api/currencyRates',
  currencyRatesStatus: '/api/currencyRates/status',
  currencyRatesRefresh: '/api/currencyRates/refresh',
  currencyRatesSource: '/api/currencyRates/source',
  companySettings: '/api/companySettings',
  companySettingsEdit: '/api/companySettings/edit',
  ticketSettings: '/api/ticketSettings',
  /** Not in the spec: multipart upload of an image of the given kind, and the stored file by id. */
  uploadOfKind: (kind: string) => `/api/uploads/${kind}`,
  uploadById: (id: string) => `/api/uploads/${id}`,
} as const;
