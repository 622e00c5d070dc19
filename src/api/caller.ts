// Who is calling: the tier that decides what they see, and the subject their
// requests are counted under. Keys come in X-Api-Key; the api_key query
// parameter is past its sunset (DECISIONS, "Keys and tiers").
import type { IncomingMessage } from 'node:http';
import type { Tier } from '../domain/types.ts';
import { keySubject, type KeyStore } from './auth/key-store.ts';

export const API_KEY_SUNSET = '2026-06-01';
const SUNSET_MS = Date.parse(`${API_KEY_SUNSET}T00:00:00Z`);

export const DEPRECATION_HEADERS = { Deprecation: 'true', Sunset: API_KEY_SUNSET } as const;

export type Caller =
  | { ok: true; tier: Tier; subject: string; headers: Record<string, string> }
  /** Refused: counted against the IP's anonymous budget. */
  | { ok: false; error: string; subject: string; headers: Record<string, string> };

/** The X-Api-Key header as sent (the first when repeated), or null without one. */
export function headerKey(req: IncomingMessage): string | null {
  const value = req.headers['x-api-key'];
  if (value === undefined) return null;
  return Array.isArray(value) ? (value[0] ?? '') : value;
}

/** Why a presented key is refused, and where a valid one goes (`sendIn`): the API's 401 and the MCP server's. */
export function keyRefused(status: 'unknown' | 'inactive', sendIn: string): string {
  return (
    `The API key is ${status === 'inactive' ? 'inactive (revoked)' : 'invalid'}. Send a valid key in ${sendIn}, ` +
    'or none for anonymous access.'
  );
}

export function identifyCaller(
  req: IncomingMessage,
  query: URLSearchParams,
  ip: string,
  keys: KeyStore,
  now: number,
): Caller {
  const anonymous = `ip:${ip}`;
  const queryKey = query.get('api_key');
  const headers: Record<string, string> = queryKey !== null ? { ...DEPRECATION_HEADERS } : {};
  const fromHeader = headerKey(req);

  if (queryKey !== null && now >= SUNSET_MS) {
    return {
      ok: false,
      subject: anonymous,
      headers,
      error:
        `The api_key query parameter is no longer accepted (sunset ${API_KEY_SUNSET}). Send your key in the ` +
        'X-Api-Key header instead.',
    };
  }
  // A header sent with nothing in it is a mistake worth naming (DECISIONS, round 3), not an anonymous request.
  if (fromHeader !== null && fromHeader.trim() === '') {
    return {
      ok: false,
      subject: anonymous,
      headers,
      error: 'The X-Api-Key header is empty. Send your key in it, or leave the header out for anonymous access.',
    };
  }
  const presented = fromHeader ?? queryKey;
  if (presented === null) return { ok: true, tier: 'anonymous', subject: anonymous, headers };

  const found = keys.lookup(presented.trim());
  if (found.status !== 'valid') {
    return { ok: false, subject: anonymous, headers, error: keyRefused(found.status, 'the X-Api-Key header') };
  }
  // A key read from the query string is never used to count limits: the IP is.
  const subject = fromHeader !== null ? keySubject(found.record) : anonymous;
  return { ok: true, tier: found.record.tier, subject, headers };
}

/** For endpoints that ignore keys' validity (freshness, the OpenAPI document): whose rate headers to show. */
export function peekIdentity(req: IncomingMessage, ip: string, keys: KeyStore): { tier: Tier; subject: string } {
  const presented = headerKey(req);
  if (presented !== null) {
    const found = keys.lookup(presented.trim());
    if (found.status === 'valid') return { tier: found.record.tier, subject: keySubject(found.record) };
  }
  return { tier: 'anonymous', subject: `ip:${ip}` };
}
