import { BlockList, isIP } from 'node:net';

/** Whether a client address is allowed by a key's address list (CIDR ranges or single addresses). */
export type TAddressCheck = (address: string) => boolean;

/** An IPv4 client seen by a dual-stack socket ("::ffff:203.0.113.7") is checked as the IPv4 address it is. */
function plainAddress(address: string): string {
  const mapped = /^::ffff:(\d{1,3}(?:\.\d{1,3}){3})$/i.exec(address);
  return mapped ? mapped[1]! : address;
}

/**
 * The check of a key's `allowed_cidrs` (IPv4 and IPv6, with or without a prefix length; the contract's `isCidr`
 * validated them), built once per cached key with node's BlockList: an empty list allows every address. An entry the
 * runtime cannot read (the contract's check is looser than node's) allows nothing, rather than everything.
 */
export function addressCheckOf(cidrs: readonly string[]): TAddressCheck {
  if (cidrs.length === 0) return () => true;
  const list = new BlockList();
  for (const entry of cidrs) {
    const [address = '', prefix] = entry.split('/');
    const version = isIP(plainAddress(address));
    if (version === 0) continue;
    const type = version === 4 ? 'ipv4' : 'ipv6';
    const length = prefix === undefined ? (version === 4 ? 32 : 128) : Number(prefix);
    try {
      list.addSubnet(plainAddress(address), length, type);
    } catch {
      // An entry node refuses (a prefix past the family's length) matches nothing.
    }
  }
  return (client) => {
    const address = plainAddress(client);
    const version = isIP(address);
    if (version === 0) return false;
    return list.check(address, version === 4 ? 'ipv4' : 'ipv6');
  };
}
