import { describe, expect, it } from 'vitest';
import { guardedLookup, isBlockedAddress, urlRefusal } from './address-policy';

/** The SSRF rules without a network: which addresses a delivery may reach, which URLs registration refuses. */

describe('isBlockedAddress', () => {
  it.each([
    '127.0.0.1',
    '127.8.9.10',
    '10.0.0.1',
    '172.16.0.1',
    '172.31.255.255',
    '192.168.1.1',
    '169.254.169.254',
    '100.64.0.1',
    '0.0.0.0',
    '::',
    '::1',
    'fc00::1',
    'fd12:3456::1',
    'fe80::1',
    '::ffff:127.0.0.1',
    '::ffff:10.0.0.1',
    '::ffff:a9fe:a9fe',
    '64:ff9b::a00:1',
    'not an address',
  ])('refuses %s', (address) => {
    expect(isBlockedAddress(address)).toBe(true);
  });

  it.each(['8.8.8.8', '93.184.216.34', '172.32.0.1', '100.128.0.1', '2606:4700::1111', '::ffff:8.8.8.8'])(
    'allows %s',
    (address) => {
      expect(isBlockedAddress(address)).toBe(false);
    },
  );
});

describe('urlRefusal', () => {
  it('refuses http and internal literals unless insecure; http only to loopback even then', () => {
    expect(urlRefusal('https://hooks.example.com/frs', false)).toBeNull();
    expect(urlRefusal('https://8.8.8.8/frs', false)).toBeNull();
    for (const url of [
      'http://hooks.example.com/',
      'https://127.0.0.1/',
      'https://[::1]/',
      'https://localhost:8443/',
    ]) {
      expect(urlRefusal(url, false), url).toBe('webhookAddressNotAllowed');
    }
    expect(urlRefusal('http://127.0.0.1:4000/hook', true)).toBeNull();
    expect(urlRefusal('http://hooks.example.com/', true)).toBe('webhookAddressNotAllowed');
    expect(urlRefusal('ftp://hooks.example.com/', false)).toBe('invalidUrl');
    expect(urlRefusal('https://user:secret@hooks.example.com/', false)).toBe('invalidUrl');
  });
});

describe('guardedLookup', () => {
  it('refuses a name that resolves to loopback and hands out only checked addresses', async () => {
    const error = await new Promise<Error | null>((resolve) =>
      guardedLookup('localhost', { all: true }, (failure) => resolve(failure)),
    );
    expect(error?.message).toMatch(/^address not allowed: localhost resolves to/);
  });
});
