/** API paths of this product, written once for the server's routes and the web client. */
export const API_PATHS = {
  health: '/api/health',
  login: '/user/login',
  logout: '/api/auth/logout',
  profile: '/api/profile',
  userById: (id: number | string) => `/api/users/get-user/${id}`,
  rateByRange: '/exchange/rate-by-range',
  companySettings: '/api/companySettings',
} as const;
