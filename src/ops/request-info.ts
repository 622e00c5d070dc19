// What the access log and the metrics say about a request beyond its method
// and status: its route, the caller's tier and key id, and the limiter's
// decision. The API notes them as it learns them; one entry per request.
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
}

const infos = new WeakMap<IncomingMessage, RequestInfo>();
const ACCEPTED_ID = /^[\w.-]{8,64}$/;

/** The request's info, created on first use. */
export function requestInfo(req: IncomingMessage): RequestInfo {
  let info = infos.get(req);
  if (!info) {
    const given = req.headers['x-request-id'];
    const id = typeof given === 'string' && ACCEPTED_ID.test(given) ? given : randomUUID();
    info = { id, route: 'other', tier: 'anonymous', keyId: null, limit: null };
    infos.set(req, info);
  }
  return info;
}

/** A subject of the limiter ('key:<id>' or 'ip:<address>') → the key id, if any. */
export function keyIdOf(subject: string): string | null {
  return subject.startsWith('key:') ? subject.slice(4) : null;
}
