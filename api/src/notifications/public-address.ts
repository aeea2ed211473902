import { lookup } from 'node:dns/promises';
import type { LookupFunction } from 'node:net';
import { BlockList, isIP } from 'node:net';
import { Agent } from 'node:https';
import { lookup as lookupCallback, type LookupAddress } from 'node:dns';

/**
 * Addresses a request on a user's behalf must never reach: this machine, the private network
 * behind it, link-local (cloud metadata at 169.254.169.254 and fd00:ec2::254), multicast and
 * the reserved ranges. A push subscription's endpoint is a URL the user chooses.
 */
const NON_PUBLIC = new BlockList();
for (const [network, prefix] of [
  ['0.0.0.0', 8],
  ['10.0.0.0', 8],
  ['100.64.0.0', 10],
  ['127.0.0.0', 8],
  ['169.254.0.0', 16],
  ['172.16.0.0', 12],
  ['192.0.0.0', 24],
  ['192.0.2.0', 24],
  ['192.168.0.0', 16],
  ['198.18.0.0', 15],
  ['198.51.100.0', 24],
  ['203.0.113.0', 24],
  ['224.0.0.0', 4],
  ['240.0.0.0', 4],
] as const) {
  NON_PUBLIC.addSubnet(network, prefix, 'ipv4');
}
for (const [network, prefix] of [
  ['::', 128],
  ['::1', 128],
  ['64:ff9b::', 96],
  ['100::', 64],
  ['2001:db8::', 32],
  ['fc00::', 7],
  ['fe80::', 10],
  ['ff00::', 8],
] as const) {
  NON_PUBLIC.addSubnet(network, prefix, 'ipv6');
}

/** Whether an IP address is on the public internet. */
export function isPublicAddress(address: string): boolean {
  const family = isIP(address);
  if (family === 0) return false;
  // An IPv4-mapped IPv6 address (::ffff:10.0.0.1) is judged as the IPv4 address it carries.
  const mapped = /^::ffff:(\d+\.\d+\.\d+\.\d+)$/i.exec(address);
  if (mapped) return isPublicAddress(mapped[1]!);
  return !NON_PUBLIC.check(address, family === 4 ? 'ipv4' : 'ipv6');
}

/** Every address a host name resolves to. */
export type HostResolver = (host: string) => Promise<string[]>;

const systemResolver: HostResolver = async (host) =>
  (await lookup(host, { all: true, verbatim: true })).map(({ address }) => address);

/** Why a URL's host is not a public one, or null when every address it resolves to is. */
export async function nonPublicHostProblem(
  url: URL,
  resolve: HostResolver = systemResolver,
): Promise<string | null> {
  const host = url.hostname.replace(/^\[|\]$/g, '');
  if (isIP(host)) return isPublicAddress(host) ? null : 'is not a public address';
  try {
    const addresses = await resolve(host);
    if (addresses.length === 0) return 'does not resolve';
    return addresses.every((address) => isPublicAddress(address))
      ? null
      : 'resolves to an address that is not public';
  } catch {
    return 'does not resolve';
  }
}

/**
 * A DNS lookup that fails for non-public addresses, so a host that resolved to a public
 * address when it was checked cannot be pointed inward before a later send (DNS rebinding).
 */
const publicOnlyLookup: LookupFunction = (hostname, options, callback) => {
  lookupCallback(hostname, { ...options, all: true }, (error, addresses: LookupAddress[]) => {
    if (error) return callback(error, '', 0);
    const open = addresses.filter(({ address }) => isPublicAddress(address));
    const first = open[0];
    if (!first) {
      const refused: NodeJS.ErrnoException = new Error(`${hostname} has no public address`);
      refused.code = 'EACCES';
      return callback(refused, '', 0);
    }
    if (options.all) return callback(null, open);
    return callback(null, first.address, first.family);
  });
};

/** An HTTPS agent that connects to public addresses only. */
export function publicOnlyAgent(): Agent {
  return new Agent({ keepAlive: true, lookup: publicOnlyLookup });
}
