import { randomUUID } from 'node:crypto';
import {
  AUTH_ENDPOINTS,
  CURRENCY_ENDPOINTS,
  endpointPath,
  IDEMPOTENCY_HEADER,
  SETTINGS_ENDPOINTS,
  USER_ENDPOINTS,
  type TCompanySettings,
  type TEndpointDefinition,
  type TEndpointResponse,
  type TLoginResponse,
  type TProfile,
  type TRateRow,
} from '@frs/contract';
import { appUrl } from './env';

interface TApiCall {
  params?: Record<string, string | number>;
  query?: Record<string, string | number>;
  body?: unknown;
  token?: string;
}

/** Sends a call of the contract's endpoint (its method and path, a fresh Idempotency-Key where it declares one). */
function send(endpoint: TEndpointDefinition, call: TApiCall): Promise<Response> {
  const headers: Record<string, string> = {};
  if (call.body !== undefined) headers['content-type'] = 'application/json';
  if (call.token) headers.authorization = `Bearer ${call.token}`;
  if (endpoint.idempotent) headers[IDEMPOTENCY_HEADER] = randomUUID();
  const query = new URLSearchParams(Object.entries(call.query ?? {}).map(([key, value]) => [key, String(value)]));
  const search = query.size > 0 ? `?${query.toString()}` : '';
  return fetch(appUrl(`${endpointPath(endpoint, call.params)}${search}`), {
    method: endpoint.method,
    headers,
    ...(call.body === undefined ? {} : { body: JSON.stringify(call.body) }),
  });
}

/** The status a caller gets from an endpoint, with the path's values, the query and the body of `call` if any. */
export async function apiStatus(
  endpoint: TEndpointDefinition,
  token: string,
  call: Omit<TApiCall, 'token'> = {},
): Promise<number> {
  const response = await send(endpoint, { ...call, token });
  await response.arrayBuffer();
  return response.status;
}

async function json(response: Response): Promise<unknown> {
  const text = await response.text();
  if (!response.ok) throw new Error(`${response.status} ${response.url}: ${text}`);
  return JSON.parse(text) as unknown;
}

export async function fetchCompanySettings(token: string): Promise<TCompanySettings> {
  return apiCall(SETTINGS_ENDPOINTS.company, { token });
}

/** Today's rate row, asked for exactly as the header asks for it. */
export async function fetchRateRow(isoDate: string): Promise<TRateRow> {
  const rows = await apiCall(CURRENCY_ENDPOINTS.rateByRange, { body: { startDate: isoDate, endDate: isoDate } });
  const row = rows.find((candidate) => candidate.date === isoDate);
  if (!row) throw new Error(`No rate row for ${isoDate} in ${JSON.stringify(rows)}`);
  return row;
}

/** Today as yyyy-mm-dd in local time, written here rather than taken from the app's helpers. */
export function localIsoDate(now: Date = new Date()): string {
  const pad = (value: number): string => String(value).padStart(2, '0');
  return `${now.getFullYear()}-${pad(now.getMonth() + 1)}-${pad(now.getDate())}`;
}

/** The reader's day `days` from today (yyyy-mm-dd, local time). */
export function daysFromToday(days: number): string {
  const date = new Date();
  date.setDate(date.getDate() + days);
  return localIsoDate(date);
}

/** 391.4567 -> "391.45": truncated, never rounded, with thousands separators; done on the decimal text. */
export function truncateTwoDecimals(value: number): string {
  const [whole = '0', fraction = ''] = Math.abs(value).toFixed(8).split('.');
  const grouped = whole.replace(/\B(?=(\d{3})+(?!\d))/g, ',');
  const text = `${grouped}.${fraction.slice(0, 2)}`;
  return value < 0 && /[1-9]/.test(text) ? `-${text}` : text;
}

/** Logs in through the API (not the form): for the steps of a test that are not what it is about. */
export async function apiLogin(email: string, password: string): Promise<TLoginResponse> {
  return apiCall(AUTH_ENDPOINTS.login, { body: { email, password } });
}

/**
 * A JSON call of an endpoint with a bearer token (or none), its answer checked against the endpoint's response
 * schema; rejects on any non-2xx answer with the body in the message.
 */
export async function apiCall<const TEndpoint extends TEndpointDefinition>(
  endpoint: TEndpoint,
  call: TApiCall = {},
): Promise<TEndpointResponse<TEndpoint>> {
  const data = await json(await send(endpoint, call));
  if (endpoint.response === 'file') throw new Error(`${endpoint.path} answers a file, not JSON`);
  return endpoint.response.parse(data) as TEndpointResponse<TEndpoint>;
}

export async function fetchProfile(token: string): Promise<TProfile> {
  return apiCall(USER_ENDPOINTS.profile, { token });
}

/**
 * Tops up a demo user's balance from the Super Admin's own (a transfer: an agent's top-up would wait for a second
 * approval). The e2e files run one after another against one seeded server, and the files that book and pay many
 * trips would otherwise leave the demo agent's balance short for the files after them.
 */
export async function fundFromSuperAdmin(email: string, amount: number, password: string): Promise<void> {
  const [admin, user] = await Promise.all([apiLogin('superadmin@demo.test', password), apiLogin(email, password)]);
  const { userId: id } = await fetchProfile(user.token);
  await apiCall(USER_ENDPOINTS.transfer, {
    token: admin.token,
    params: { id },
    body: { amount, reason: 'E2E: funds for the bookings of a test file' },
  });
}
