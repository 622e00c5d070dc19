// Client addresses as the logs keep them: truncated, so a log line names a
// network, never a person's machine (IPv4 to its /24, IPv6 to its /48).
import { isIPv4, isIPv6 } from 'node:net';

// A client sends many requests from one address (keep-alive, a page and its API calls): the networks of the last
// few thousand addresses are looked up, not parsed again (parsing was ~1% of a cached answer's CPU).
const networks = new Map<string, string>();

export function truncatedAddress(ip: string): string {
  let network = networks.get(ip);
  if (network === undefined) {
    if (networks.size >= 4096) networks.clear();
    networks.set(ip, (network = networkOf(ip)));
  }
  return network;
}

function networkOf(ip: string): string {
  const v4 = ip.startsWith('::ffff:') && isIPv4(ip.slice(7)) ? ip.slice(7) : ip;
  if (isIPv4(v4)) return `${v4.split('.').slice(0, 3).join('.')}.0/24`;
  if (isIPv6(ip)) return `${expandIPv6(ip).slice(0, 3).join(':')}::/48`;
  return 'unknown';
}

/** The eight groups of an IPv6 address, '::' filled in. */
function expandIPv6(ip: string): string[] {
  const [head, tail] = ip.split('::') as [string, string | undefined];
  const left = head ? head.split(':') : [];
  const right = tail ? tail.split(':') : [];
  const middle = tail === undefined ? [] : Array(8 - left.length - right.length).fill('0');
  return [...left, ...middle, ...right].map((g) => g.replace(/^0+(?=.)/, '').toLowerCase());
}
