import { createHmac } from 'node:crypto';

const base64url = (value: object | string) =>
  Buffer.from(typeof value === 'string' ? value : JSON.stringify(value)).toString('base64url');

/** Builds a JWT by hand, to test tokens the server must refuse (expired, wrong key, alg none). */
export function handMadeToken(options: {
  secret: string;
  payload: Record<string, unknown>;
  algorithm?: 'HS256' | 'none';
}): string {
  const algorithm = options.algorithm ?? 'HS256';
  const unsigned = `${base64url({ alg: algorithm, typ: 'JWT' })}.${base64url(options.payload)}`;
  if (algorithm === 'none') return `${unsigned}.`;
  return `${unsigned}.${createHmac('sha256', options.secret).update(unsigned).digest('base64url')}`;
}
