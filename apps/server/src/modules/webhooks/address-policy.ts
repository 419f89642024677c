import { lookup as dnsLookup, type LookupAddress } from 'node:dns';
import { BlockList, isIP, type LookupFunction } from 'node:net';

/**
 * Where a webhook may go (SSRF). Unless WEBHOOK_ALLOW_INSECURE=true, a delivery never reaches a private, loopback,
 * link-local, unspecified or shared (CGNAT) address, nor an IPv6 unique-local or link-local one, nor an IPv4-mapped
 * IPv6 form of any of them: the name is resolved, every address it resolves to is checked, and the connection is made
 * to a checked address (the `lookup` below is the socket's own resolver), so a second answer of the DNS (rebinding)
 * cannot swap the address between the check and the connection.
 */

const BLOCKED = new BlockList();
for (const [network, prefix] of [
  ['0.0.0.0', 8],
  ['10.0.0.0', 8],
  ['100.64.0.0', 10],
  ['127.0.0.0', 8],
  ['169.254.0.0', 16],
  ['172.16.0.0', 12],
  ['192.0.0.0', 24],
  ['192.168.0.0', 16],
  ['198.18.0.0', 15],
  ['224.0.0.0', 4],
  ['240.0.0.0', 4],
] as const) {
  BLOCKED.addSubnet(network, prefix, 'ipv4');
}
for (const [network, prefix] of [
  ['::', 128],
  ['::1', 128],
  ['fc00::', 7],
  ['fe80::', 10],
  ['ff00::', 8],
  // NAT64 and 6to4 forms can carry an internal IPv4 address.
  ['64:ff9b::', 96],
  ['2002::', 16],
] as const) {
  BLOCKED.addSubnet(network, prefix, 'ipv6');
}

/** The IPv4 address inside an IPv4-mapped or IPv4-compatible IPv6 address (`::ffff:10.0.0.1`, `::ffff:a00:1`). */
function embeddedIpv4(address: string): string | null {
  // The URL parser writes every IPv6 form the same way (`[::ffff:a00:1]`).
  const normal = new URL(`http://[${address}]`).hostname.replace(/^\[|\]$/g, '');
  const hex = /^::(?:ffff:)?([0-9a-f]{1,4}):([0-9a-f]{1,4})$/.exec(normal);
  if (!hex?.[1] || !hex[2]) return null;
  const high = parseInt(hex[1], 16);
  const low = parseInt(hex[2], 16);
  return `${high >> 8}.${high & 255}.${low >> 8}.${low & 255}`;
}

/** An address a webhook may not reach (an IP literal; anything that is not one counts as blocked). */
export function isBlockedAddress(address: string): boolean {
  const bare = address.replace(/^\[|\]$/g, '').replace(/%.*$/, '');
  const version = isIP(bare);
  if (version === 4) return BLOCKED.check(bare, 'ipv4');
  if (version !== 6) return true;
  const inner = embeddedIpv4(bare);
  if (inner !== null && isIP(inner) === 4) return BLOCKED.check(inner, 'ipv4');
  return BLOCKED.check(bare, 'ipv6');
}

/** A loopback host: an http receiver is allowed there only (WEBHOOK_ALLOW_INSECURE=true). */
export function isLoopbackHost(hostname: string): boolean {
  const bare = hostname.replace(/^\[|\]$/g, '').toLowerCase();
  if (bare === 'localhost' || bare.endsWith('.localhost')) return true;
  if (isIP(bare) === 4) return bare.startsWith('127.');
  return bare === '::1';
}

export class AddressNotAllowedError extends Error {
  readonly code = 'WEBHOOK_ADDRESS_NOT_ALLOWED';
  constructor(host: string, address?: string) {
    super(`address not allowed: ${host}${address && address !== host ? ` resolves to ${address}` : ''}`);
  }
}

/**
 * What an endpoint's URL is refused for at registration, or null. https anywhere public; http only to a loopback
 * receiver with WEBHOOK_ALLOW_INSECURE=true; without it, an IP literal must be public (a name is checked when each
 * delivery resolves it).
 */
export function urlRefusal(url: string, allowInsecure: boolean): 'invalidUrl' | 'webhookAddressNotAllowed' | null {
  let parsed: URL;
  try {
    parsed = new URL(url);
  } catch {
    return 'invalidUrl';
  }
  if (parsed.username || parsed.password) return 'invalidUrl';
  if (parsed.protocol === 'http:') {
    return allowInsecure && isLoopbackHost(parsed.hostname) ? null : 'webhookAddressNotAllowed';
  }
  if (parsed.protocol !== 'https:') return 'invalidUrl';
  if (allowInsecure) return null;
  const host = parsed.hostname.replace(/^\[|\]$/g, '');
  if (isIP(host) !== 0) return isBlockedAddress(host) ? 'webhookAddressNotAllowed' : null;
  return isLoopbackHost(host) ? 'webhookAddressNotAllowed' : null;
}

/**
 * The sockets' resolver for deliveries: every address of the name is checked, and only checked ones are handed to
 * the connection. (An IP literal never reaches a lookup: the sender checks it itself.)
 */
export const guardedLookup: LookupFunction = (hostname, options, callback) => {
  dnsLookup(hostname, { ...options, all: true }, (error, addresses: LookupAddress[]) => {
    if (error) {
      callback(error, '', 0);
      return;
    }
    const blocked = addresses.find((entry) => isBlockedAddress(entry.address));
    if (blocked || addresses.length === 0) {
      callback(new AddressNotAllowedError(hostname, blocked?.address), '', 0);
      return;
    }
    if (options.all) (callback as unknown as (error: null, all: LookupAddress[]) => void)(null, addresses);
    else callback(null, addresses[0]!.address, addresses[0]!.family);
  });
};
