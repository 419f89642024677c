import { API_PATHS, ZCompanySettings, ZRateByRangeResponse, type TCompanySettings, type TRateRow } from '@frs/contract';
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
