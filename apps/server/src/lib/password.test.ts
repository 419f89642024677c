import { describe, expect, it } from 'vitest';
import { hashPassword, verifyPassword } from './password';

describe('password hashing', () => {
  it('salts every hash and verifies only the right password', async () => {
    const first = await hashPassword('demo1234');
    const second = await hashPassword('demo1234');
    expect(first).toMatch(/^scrypt\$32768\$8\$1\$/);
    expect(first).not.toBe(second);
    expect(first).not.toContain('demo1234');
    expect(await verifyPassword('demo1234', first)).toBe(true);
    expect(await verifyPassword('demo1235', first)).toBe(false);
    expect(await verifyPassword('', first)).toBe(false);
  });

  it('refuses hashes of an unknown format', async () => {
    expect(await verifyPassword('demo1234', 'md5$abc')).toBe(false);
    expect(await verifyPassword('demo1234', '')).toBe(false);
  });
});
