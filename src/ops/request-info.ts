// What the access log and the metrics say about a request beyond its method
// and status: its route, the caller's tier and key id, the limiter's decision
// and when it arrived. The API notes them as it learns them, on the request.
import { randomUUID } from 'node:crypto';
import type { IncomingMessage } from 'node:http';

export type LimitOutcome = 'allowed' | 'burst' | 'daily';

export interface RequestInfo {
  /** X-Request-Id: the proxy's, when it is a plain token, else our own. */
  id: string;
  /** The route pattern, never the URL (a query string may hold a key). */
  route: string;
  tier: string;
  /** The key's public id, never the key. */
  keyId: string | null;
  limit: LimitOutcome | null;
  /** process.hrtime.bigint() when the request's info was first asked for: as it reached the server. */
  startedNs: bigint;
}

// On the request itself, under a symbol: kept in a WeakMap, every request's entry was an ephemeron the young-generation
// collector had to trace, and its collections took three times as long as a plain server's.
const INFO = Symbol('requestInfo');
type WithInfo = IncomingMessage & { [INFO]?: RequestInfo };
const ACCEPTED_ID = /^[\w.-]{8,64}$/;

/** The request's info, created on first use. */
export function requestInfo(req: IncomingMessage): RequestInfo {
  let info = (req as WithInfo)[INFO];
  if (!info) {
    const given = req.headers['x-request-id'];
    const id = typeof given === 'string' && ACCEPTED_ID.test(given) ? given : randomUUID();
    info = { id, route: 'other', tier: 'anonymous', keyId: null, limit: null, startedNs: process.hrtime.bigint() };
    (req as WithInfo)[INFO] = info;
  }
  return info;
}

/** A subject of the limiter ('key:<id>' or 'ip:<address>') → the key id, if any. */
export function keyIdOf(subject: string): string | null {
  return subject.startsWith('key:') ? subject.slice(4) : null;
}
