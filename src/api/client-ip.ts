// The client address limits are counted by. X-Forwarded-For is believed only
// for as many proxy hops as configured, so it cannot be spoofed to dodge limits.
import type { IncomingMessage } from 'node:http';

export function clientIp(req: IncomingMessage, trustedHops: number): string {
  const socketAddress = req.socket.remoteAddress ?? 'unknown';
  if (trustedHops <= 0) return socketAddress;
  const header = req.headers['x-forwarded-for'];
  const chain = (Array.isArray(header) ? header.join(',') : (header ?? ''))
    .split(',')
    .map((s) => s.trim())
    .filter(Boolean);
  if (chain.length === 0) return socketAddress;
  // Each trusted proxy appended the address it saw: the client is `trustedHops` from the right.
  return chain[Math.max(0, chain.length - trustedHops)]!;
}
