import {
  API_PATHS,
  ZCompanySettings,
  ZLoginResponse,
  ZProfile,
  ZRateByRangeResponse,
  type TCompanySettings,
  type TLoginResponse,
  type TProfile,
  type TRateRow,
} from '@frs/contract';
import { appUrl } from './env';

export async function apiStatus(path: string, token: string): Promise<number> {
  const response = await fetch(appUrl(path), { headers: { authorization: `Bearer ${token}` } });
  await response.arrayBuffer();
  return response.status;
}

async function json(response: Response): Promise<unknown> {
  const text = await response.text();
  if (!response.ok) throw new Error(`${response.status} ${response.url}: ${text}`);
  return JSON.parse(text) as unknown;
}

export async function fetchCompanySettings(token: string): Promise<TCompanySettings> {
  const response = await fetch(appUrl(API_PATHS.companySettings), { headers: { authorization: `Bearer ${token}` } });
  return ZCompanySettings.parse(await json(response));
}

/** Today's rate row, asked for exactly as the header asks for it. */
export async function fetchRateRow(isoDate: string): Promise<TRateRow> {
  const response = await fetch(appUrl(API_PATHS.rateByRange), {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ startDate: isoDate, endDate: isoDate }),
  });
  const rows = ZRateByRangeResponse.parse(await json(response));
  const row = rows.find((candidate) => candidate.date === isoDate);
  if (!row) throw new Error(`No rate row for ${isoDate} in ${JSON.stringify(rows)}`);
  return row;
}

/** Today as yyyy-mm-dd in local time, written here rather than taken from the app's helpers. */
export function localIsoDate(now: Date = new Date()): string {
  const pad = (value: number): string => String(value).padStart(2, '0');
  return `${now.getFullYear()}-${pad(now.getMonth() + 1)}-${pad(now.getDate())}`;
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
  const response = await fetch(appUrl(API_PATHS.login), {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email, password }),
  });
  return ZLoginResponse.parse(await json(response));
}

/** A JSON call with a bearer token (or none); rejects on any non-2xx answer with the body in the message. */
export async function apiCall(
  path: string,
  options: { method?: 'GET' | 'POST' | 'PUT'; body?: unknown; token?: string },
): Promise<unknown> {
  const headers: Record<string, string> = {};
  if (options.body !== undefined) headers['content-type'] = 'application/json';
  if (options.token) headers.authorization = `Bearer ${options.token}`;
  const response = await fetch(appUrl(path), {
    method: options.method ?? (options.body === undefined ? 'GET' : 'POST'),
    headers,
    ...(options.body === undefined ? {} : { body: JSON.stringify(options.body) }),
  });
  return json(response);
}

export async function fetchProfile(token: string): Promise<TProfile> {
  return ZProfile.parse(await apiCall(API_PATHS.profile, { token }));
}
