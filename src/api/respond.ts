// Writing API responses: the headers every response carries, JSON bodies,
// errors, ETags and 304s. Nothing here knows about endpoints.
import { createHash } from 'node:crypto';
import type { IncomingMessage, ServerResponse } from 'node:http';
import { brotliCompressSync, gzipSync, constants as zlib } from 'node:zlib';
import { chooseEncoding, type Encoding } from '../ops/accept-encoding.ts';

export const CACHE_OK = 'public, max-age=300';
export const CACHE_FRESHNESS = 'public, max-age=3600';
const CACHE_NONE = 'no-store';

const EXPOSED = [
  'X-RateLimit-Limit',
  'X-RateLimit-Remaining',
  'X-RateLimit-Reset',
  'X-RateLimit-Daily-Limit',
  'X-RateLimit-Daily-Remaining',
  'RateLimit-Policy',
  'RateLimit',
  'X-Api-Tier',
  'X-Attribution-Required',
  'Deprecation',
  'Sunset',
  'Retry-After',
  'ETag',
  'Link',
  'Last-Modified',
  'X-Request-Id',
].join(', ');

export function baseHeaders(): Record<string, string> {
  return {
    'Content-Type': 'application/json; charset=utf-8',
    'Access-Control-Allow-Origin': '*',
    'Access-Control-Expose-Headers': EXPOSED,
    'X-Attribution-Required': 'true',
    // A shared cache must never hand one tier's body to another tier, nor a compressed body to a client that cannot
    // read it.
    Vary: 'X-Api-Key, Accept-Encoding',
    // Answers carry per-caller rate headers and count per caller: a CDN must pass every one through (RFC 9213);
    // Cache-Control, for the client itself, stays as the contract says.
    'CDN-Cache-Control': 'no-store',
    'X-Content-Type-Options': 'nosniff',
  };
}

export function etagOf(body: string | Buffer): string {
  return `"${createHash('sha1').update(body).digest('base64url')}"`;
}

/** An ETag without its weak prefix and its encoding suffix: every encoding of one body is the same content. */
const bareTag = (tag: string) => tag.replace(/^W\//, '').replace(/-(?:br|gz)"$/, '"');

/** Whether the request's If-None-Match names this body (any encoding of it, weak or strong). */
export function matchesEtag(req: IncomingMessage, etag: string): boolean {
  const header = req.headers['if-none-match'];
  if (!header) return false;
  const bare = bareTag(etag);
  return header.split(',').some((candidate) => {
    const t = candidate.trim();
    return t === '*' || bareTag(t) === bare;
  });
}

/** Bodies below this are sent as they are: compressing them saves less than it costs. */
export const COMPRESS_MIN_BYTES = 1024;
const SUFFIX: Record<Exclude<Encoding, 'identity'>, string> = { br: '-br', gzip: '-gz' };

/**
 * The compressed forms of bodies cached per build, made once each: keyed by
 * the body's Buffer (views keep it for the build's life) or by what stands for
 * a body rebuilt on every hit (`formsKey`); string bodies are compressed as
 * they are sent.
 */
const compressedForms = new WeakMap<object, Partial<Record<'br' | 'gzip', Buffer>>>();

function compress(body: Buffer, encoding: 'br' | 'gzip', formsKey: object | null): Buffer {
  const forms = formsKey ? (compressedForms.get(formsKey) ?? {}) : {};
  let out = forms[encoding];
  if (!out) {
    const cached = formsKey !== null;
    out =
      encoding === 'br'
        ? brotliCompressSync(body, {
            params: { [zlib.BROTLI_PARAM_QUALITY]: cached ? 5 : 4, [zlib.BROTLI_PARAM_SIZE_HINT]: body.length },
          })
        : gzipSync(body, { level: cached ? 6 : 5 });
    if (formsKey) compressedForms.set(formsKey, { ...forms, [encoding]: out });
  }
  return out;
}

/**
 * A 200 with caching, or a 304 when the client already has this body. `headers` is the request's own object: it is
 * completed in place rather than copied. `formsKey` stands for a body rebuilt on every hit, for its compressed forms.
 */
export function sendOk(
  req: IncomingMessage,
  res: ServerResponse,
  headers: Record<string, string>,
  body: string | Buffer,
  cacheControl: string,
  etag = etagOf(body),
  formsKey?: object,
): void {
  headers['Cache-Control'] = cacheControl;
  const encoding = encodingFor(req, body);
  headers.ETag = encoding === 'identity' ? etag : etag.replace(/"$/, `${SUFFIX[encoding]}"`);
  if (matchesEtag(req, etag)) {
    delete headers['Content-Type'];
    res.writeHead(304, headers).end();
    return;
  }
  send(req, res, 200, headers, body, encoding, formsKey);
}

function encodingFor(req: IncomingMessage, body: string | Buffer): Encoding {
  return body.length < COMPRESS_MIN_BYTES ? 'identity' : chooseEncoding(req.headers['accept-encoding']);
}

export function sendError(
  req: IncomingMessage,
  res: ServerResponse,
  status: number,
  headers: Record<string, string>,
  error: Record<string, unknown> & { error: string },
): void {
  headers['Cache-Control'] = CACHE_NONE;
  send(req, res, status, headers, JSON.stringify(error), 'identity');
}

/**
 * Bodies served often are cached as bytes: measuring and encoding a string
 * costs more than the rest of a cached response. Above 1 KB, the body goes
 * compressed when the client accepts it (brotli, else gzip, by its q-values).
 */
export function send(
  req: IncomingMessage,
  res: ServerResponse,
  status: number,
  headers: Record<string, string>,
  body: string | Buffer,
  encoding: Encoding = encodingFor(req, body),
  formsKey?: object,
): void {
  let bytes: string | Buffer = body;
  if (encoding !== 'identity') {
    bytes = compress(
      typeof body === 'string' ? Buffer.from(body) : body,
      encoding,
      typeof body === 'string' ? null : (formsKey ?? body),
    );
    headers['Content-Encoding'] = encoding;
  }
  headers['Content-Length'] = String(typeof bytes === 'string' ? Buffer.byteLength(bytes) : bytes.length);
  res.writeHead(status, headers);
  res.end(req.method === 'HEAD' ? undefined : bytes);
}
