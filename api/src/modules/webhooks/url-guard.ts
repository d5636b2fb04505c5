// Where a webhook may be sent (issue 30, SSRF): https only in production, and never to a private,
// loopback, link-local, unique-local, multicast or otherwise special address. The URL is checked
// when it is registered and again at every attempt after DNS, on the very addresses the socket
// connects to (a name that resolves to 10.0.0.1 at delivery time is refused then). `npm start`
// and the tests allow plain http to loopback by configuration (WEBHOOK_ALLOW_LOCAL_HTTP).
import dns from 'node:dns';
import net from 'node:net';

export interface UrlPolicy {
  /** Plain http and loopback addresses are allowed (development and tests only). */
  allowLocalHttp: boolean;
}

const blocked = new net.BlockList();
for (const [address, prefix] of [
  ['0.0.0.0', 8],
  ['10.0.0.0', 8],
  ['100.64.0.0', 10],
  ['127.0.0.0', 8],
  ['169.254.0.0', 16],
  ['172.16.0.0', 12],
  ['192.0.0.0', 24],
  ['192.0.2.0', 24],
  ['192.88.99.0', 24],
  ['192.168.0.0', 16],
  ['198.18.0.0', 15],
  ['198.51.100.0', 24],
  ['203.0.113.0', 24],
  ['224.0.0.0', 4],
  ['240.0.0.0', 4],
] as const) {
  blocked.addSubnet(address, prefix, 'ipv4');
}
for (const [address, prefix] of [
  ['::', 128],
  ['::1', 128],
  ['64:ff9b::', 96],
  ['100::', 64],
  ['2001:db8::', 32],
  ['fc00::', 7],
  ['fe80::', 10],
  ['fec0::', 10],
  ['ff00::', 8],
] as const) {
  blocked.addSubnet(address, prefix, 'ipv6');
}

const loopback = new net.BlockList();
loopback.addSubnet('127.0.0.0', 8, 'ipv4');
loopback.addAddress('::1', 'ipv6');

/** An IPv4 address written as IPv6 (::ffff:10.0.0.1, ::ffff:a00:1) as IPv4; else as it is. */
function unmapped(address: string): { address: string; family: 'ipv4' | 'ipv6' } {
  if (net.isIPv4(address)) return { address, family: 'ipv4' };
  const lower = address.toLowerCase();
  const dotted = /^(?:0{0,4}:){0,5}:?ffff:(\d+\.\d+\.\d+\.\d+)$/.exec(lower);
  if (dotted) return { address: dotted[1]!, family: 'ipv4' };
  const hex = /^(?:0{0,4}:){0,5}:?ffff:([0-9a-f]{1,4}):([0-9a-f]{1,4})$/.exec(lower);
  if (hex) {
    const high = parseInt(hex[1]!, 16);
    const low = parseInt(hex[2]!, 16);
    return {
      address: [high >> 8, high & 255, low >> 8, low & 255].join('.'),
      family: 'ipv4',
    };
  }
  return { address: lower, family: 'ipv6' };
}

/** Whether a webhook may connect to this address under the policy. */
export function addressAllowed(address: string, policy: UrlPolicy): boolean {
  const { address: plain, family } = unmapped(address);
  if (policy.allowLocalHttp && loopback.check(plain, family)) return true;
  return !blocked.check(plain, family);
}

export const REFUSED_ADDRESS =
  '送信先のアドレスは利用できません（プライベート・ループバック・リンクローカルのアドレスには送信できません）。';
export const HTTPS_ONLY = 'URLは https:// で始まる形式で入力してください。';

const LOCAL_NAMES = new Set(['localhost']);

/** The host as the socket sees it: brackets of an IPv6 literal removed. */
const hostOf = (url: URL) => url.hostname.replace(/^\[(.*)\]$/, '$1');

/**
 * Why the URL cannot be registered, or null. The name is not resolved here (it may point
 * elsewhere at delivery time, where it is checked again).
 */
export function urlProblem(raw: string, policy: UrlPolicy): string | null {
  let url: URL;
  try {
    url = new URL(raw);
  } catch {
    return HTTPS_ONLY;
  }
  if (url.username || url.password) return 'URLにユーザー名やパスワードは含められません。';
  const host = hostOf(url);
  const local = LOCAL_NAMES.has(host.toLowerCase()) || host.toLowerCase().endsWith('.localhost');
  if (url.protocol === 'http:') {
    const loopbackHost =
      local ||
      (net.isIP(host) !== 0 && loopback.check(unmapped(host).address, unmapped(host).family));
    if (!(policy.allowLocalHttp && loopbackHost)) return HTTPS_ONLY;
  } else if (url.protocol !== 'https:') {
    return HTTPS_ONLY;
  }
  if (local && !policy.allowLocalHttp) return REFUSED_ADDRESS;
  if (net.isIP(host) && !addressAllowed(host, policy)) return REFUSED_ADDRESS;
  return null;
}

export class RefusedAddressError extends Error {
  readonly code = 'WEBHOOK_REFUSED_ADDRESS';
  constructor(readonly host: string) {
    super(`refused address for ${host}`);
  }
}

type LookupCallback = (
  error: NodeJS.ErrnoException | null,
  address: string | dns.LookupAddress[],
  family?: number,
) => void;

/**
 * A `lookup` for http(s).request: resolves every address of the name and refuses the connection
 * when any of them is not allowed, so the socket never reaches a private address.
 */
export function guardedLookup(policy: UrlPolicy) {
  return (hostname: string, options: dns.LookupOptions, callback: LookupCallback) => {
    dns.lookup(hostname, { ...options, all: true }, (error, addresses) => {
      if (error) return callback(error, '');
      const list = addresses as dns.LookupAddress[];
      if (!list.length || list.some((entry) => !addressAllowed(entry.address, policy))) {
        return callback(new RefusedAddressError(hostname) as NodeJS.ErrnoException, '');
      }
      if (options.all) return callback(null, list);
      return callback(null, list[0]!.address, list[0]!.family);
    });
  };
}

/** An IP literal in the URL never goes through lookup: checked here before connecting. */
export function literalRefused(url: URL, policy: UrlPolicy): boolean {
  const host = hostOf(url);
  return net.isIP(host) !== 0 && !addressAllowed(host, policy);
}
