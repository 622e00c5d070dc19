// Writing API responses: the headers every response carries, JSON bodies,
// errors, ETags and 304s. Nothing here knows about endpoints.
import { createHash } from 'node:crypto';
import type { IncomingMessage, ServerResponse } from 'node:http';

export const CACHE_OK = 'public, max-age=300';
export const CACHE_FRESHNESS = 'public, max-age=3600';
const CACHE_NONE = 'no-store';

const EXPOSED = ['X-RateLimit-Limit', 'X-RateLimit-Remaining', 'X-RateLimit-Reset', 'X-RateLimit-Daily-Limit', 'X-RateLimit-Daily-Remaining', 'X-Api-Tier', 'X-Attribution-Required', 'Deprecation', 'Sunset', 'Retry-After', 'ETag', 'X-Request-Id'].join(', ');

export function baseHeaders(): Record<string, string> {
  return {
    'Content-Type': 'application/json; charset=utf-8',
    'Access-Control-Allow-Origin': '*',
    'Access-Control-Expose-Headers': EXPOSED,
    'X-Attribution-Required': 'true',
    // A shared cache must never hand one tier's body to another tier.
    Vary: 'X-Api-Key',
    // Answers carry per-caller rate headers and count per caller: a CDN must pass every one through (RFC 9213);
    // Cache-Control, for the client itself, stays as the contract says.
    'CDN-Cache-Control': 'no-store',
    'X-Content-Type-Options': 'nosniff',
  };
}

export function etagOf(body: string | Buffer): string {
  return `"${createHash('sha1').update(body).digest('base64url')}"`;
}

function matchesEtag(req: IncomingMessage, etag: string): boolean {
  const header = req.headers['if-none-match'];
  if (!header) return false;
  const bare = etag.replace(/^W\//, '');
  return header.split(',').some((candidate) => {
    const t = candidate.trim();
    return t === '*' || t.replace(/^W\//, '') === bare;
  });
}

/** A 200 with caching, or a 304 when the client already has this body. */
/** `headers` is the request's own object: it is completed in place rather than copied. */
export function sendOk(req: IncomingMessage, res: ServerResponse, headers: Record<string, string>, body: string | Buffer, cacheControl: string, etag = etagOf(body)): void {
  headers['Cache-Control'] = cacheControl;
  headers.ETag = etag;
  if (matchesEtag(req, etag)) {
    delete headers['Content-Type'];
    res.writeHead(304, headers).end();
    return;
  }
  send(req, res, 200, headers, body);
}

export function sendError(req: IncomingMessage, res: ServerResponse, status: number, headers: Record<string, string>, error: Record<string, unknown> & { error: string }): void {
  headers['Cache-Control'] = CACHE_NONE;
  send(req, res, status, headers, JSON.stringify(error));
}

/** Bodies served often are cached as bytes: measuring and encoding a string costs more than the rest of a cached response. */
export function send(req: IncomingMessage, res: ServerResponse, status: number, headers: Record<string, string>, body: string | Buffer): void {
  headers['Content-Length'] = String(typeof body === 'string' ? Buffer.byteLength(body) : body.length);
  res.writeHead(status, headers);
  res.end(req.method === 'HEAD' ? undefined : body);
}
