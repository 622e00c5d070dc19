// The /api/v1 shim: routing, methods, CORS preflight, authentication, limits,
// and dispatch to one module per endpoint. Plain node:http, no framework.
import type { IncomingMessage, ServerResponse } from 'node:http';
import type { DirectoryStore } from '../directory/store.ts';
import type { LoadedDirectory } from '../directory/load.ts';
import { prepareDirectory } from '../directory/prepare.ts';
import { API_PREFIX, upgradeUrlOf } from './links.ts';
import { EXAMPLE_SLUG, SLUG_PATTERN } from './schemas/responses.ts';
import type { Tier } from '../domain/types.ts';
import { visibilityOf } from '../domain/visibility.ts';
import type { KeyStore } from './auth/key-store.ts';
import { identifyCaller, peekIdentity } from './caller.ts';
import { clientIp } from './client-ip.ts';
import type { Endpoint } from './endpoints/context.ts';
import { freshness } from './endpoints/freshness.ts';
import { getLab } from './endpoints/get-lab.ts';
import { listCategories } from './endpoints/list-categories.ts';
import { listLabs } from './endpoints/list-labs.ts';
import { openApi } from './endpoints/openapi-document.ts';
import { exportLabs } from './endpoints/export.ts';
import { getStandard, listStandards } from './endpoints/standards.ts';
import { suggest } from './endpoints/suggest.ts';
import { limitExceeded, rateLimitHeaders, type Limiter } from './limits/limiter.ts';
import { baseHeaders, sendError } from './respond.ts';
import { keyIdOf, requestInfo } from '../ops/request-info.ts';
import type { Views } from './views.ts';

export interface ApiOptions {
  origin: string;
  trustProxy: number;
  directories: DirectoryStore;
  keys: KeyStore;
  limiter: Limiter;
  now?: () => number;
  log?: (line: string) => void;
  /** The views per build (src/app.ts shares them with the MCP server and counts their cache lookups). */
  viewsOf: (directory: LoadedDirectory) => Views;
}

interface Route {
  endpoint: Endpoint;
  /** The path pattern, for logs and metrics. */
  pattern: string;
  /** Counted against the caller's limits; the others only show their rate headers. */
  counted: boolean;
  pathParams: Record<string, string>;
  /** A path parameter that is not a slug or id: a 400 naming it (counted, as a malformed query is). */
  pathError?: string;
}

const ALLOW = 'GET, HEAD, OPTIONS';

/** Longest request target accepted; longer gets 414. */
export const MAX_URL_LENGTH = 8192;

function route(path: string): Route | null {
  if (path === '/labs') return { endpoint: listLabs, pattern: '/api/v1/labs', counted: true, pathParams: {} };
  if (path === '/categories')
    return { endpoint: listCategories, pattern: '/api/v1/categories', counted: true, pathParams: {} };
  if (path === '/suggest') return { endpoint: suggest, pattern: '/api/v1/suggest', counted: true, pathParams: {} };
  if (path === '/standards')
    return { endpoint: listStandards, pattern: '/api/v1/standards', counted: true, pathParams: {} };
  if (path === '/export') return { endpoint: exportLabs, pattern: '/api/v1/export', counted: true, pathParams: {} };
  if (path === '/metadata/freshness')
    return { endpoint: freshness, pattern: '/api/v1/metadata/freshness', counted: false, pathParams: {} };
  if (path === '/openapi.json')
    return { endpoint: openApi, pattern: '/api/v1/openapi.json', counted: false, pathParams: {} };
  const one = /^\/(labs|standards)\/([^/]+)$/.exec(path);
  if (one) {
    const [endpoint, pattern, name] =
      one[1] === 'labs' ? [getLab, '/api/v1/labs/{slug}', 'slug'] : [getStandard, '/api/v1/standards/{id}', 'id'];
    let value: string | null = one[2]!;
    try {
      value = decodeURIComponent(value);
    } catch {
      // A malformed escape, or bytes that are not UTF-8: not a slug or id.
      value = null;
    }
    if (value === null || !SLUG_PATTERN.test(value)) {
      const what = name === 'slug' ? 'a lab slug' : 'a standard id';
      const example = name === 'slug' ? EXAMPLE_SLUG : 'iso-6892-1';
      return {
        endpoint,
        pattern,
        counted: true,
        pathParams: {},
        pathError:
          `Path parameter '${name}' must be ${what}: lowercase letters a-z and digits in words joined by single ` +
          `hyphens, such as ${example}; got '${(value ?? one[2]!).slice(0, 200)}'.`,
      };
    }
    return { endpoint, pattern, counted: true, pathParams: { [name]: value } };
  }
  return null;
}

/** HTTP/1.1 requires Host (RFC 9112, 3.2); node's own answer to its absence is a bare 400 without a body. */
export function missingHost(req: IncomingMessage): boolean {
  return req.headers.host === undefined && req.httpVersionMajor === 1 && req.httpVersionMinor >= 1;
}
export const MISSING_HOST_ERROR = 'The request has no Host header, which HTTP/1.1 requires (RFC 9112, section 3.2).';

/**
 * A path under /api/v1 once lowercased and with repeated slashes made single (`/API/V1/LABS`, `//api/v1//labs`):
 * answered by the API (a JSON 404 naming the canonical path), not by the site.
 */
export function nearApiPath(pathname: string): boolean {
  const folded = pathname.toLowerCase().replace(/\/{2,}/g, '/');
  return folded === API_PREFIX || folded.startsWith(`${API_PREFIX}/`);
}

/** The first query parameter (its name, or the name of its value) whose percent-decoded bytes are not UTF-8. */
export function invalidUtf8Parameter(search: string): string | null {
  // Only an escape of a byte above 0x7f can start an invalid sequence: most queries are done here.
  if (!HIGH_BYTE_ESCAPE.test(search)) return null;
  for (const pair of search.replace(/^\?/, '').split('&')) {
    const at = pair.indexOf('=');
    const name = at < 0 ? pair : pair.slice(0, at);
    const value = at < 0 ? '' : pair.slice(at + 1);
    const decodedName = utf8Decoded(name);
    if (decodedName === null) return name;
    if (utf8Decoded(value) === null) return decodedName;
  }
  return null;
}
const HIGH_BYTE_ESCAPE = /%[89a-fA-F][0-9a-fA-F]/;
/** A form-encoded component decoded, or null when its bytes are not UTF-8 (a lone `%` stays as text, as URLSearchParams keeps it). */
function utf8Decoded(component: string): string | null {
  if (!HIGH_BYTE_ESCAPE.test(component)) return component;
  try {
    return decodeURIComponent(component.replace(/\+/g, ' ').replace(/%(?![0-9a-fA-F]{2})/g, '%25'));
  } catch {
    return null;
  }
}

/** A fault after a body was chosen must not send that body's ETag or length with the error. */
function withoutEntityHeaders(headers: Record<string, string>): Record<string, string> {
  const { ETag: _etag, 'Content-Length': _length, ...rest } = headers;
  return { ...rest, 'Content-Type': 'application/json; charset=utf-8' };
}

export function createApiHandler(options: ApiOptions) {
  const { origin, trustProxy, directories, keys, limiter } = options;
  const now = options.now ?? Date.now;
  const log = options.log ?? ((line: string) => console.error(line));
  const docsUrl = `${origin}/docs/`;
  const upgradeUrl = upgradeUrlOf(origin);
  // Views are built once per loaded build; a swapped-in build gets its own.
  const { viewsOf } = options;
  // Build a directory's views and tables when it loads, not on the first request that needs them.
  directories.onLoad((directory) => {
    viewsOf(directory);
    prepareDirectory(directory);
  });

  async function peekHeaders(subject: string, tier: Tier): Promise<Record<string, string>> {
    return rateLimitHeaders(await limiter.peek(subject, tier));
  }

  return async function handleApi(req: IncomingMessage, res: ServerResponse, url: URL): Promise<void> {
    const headers = baseHeaders();
    const info = requestInfo(req);
    // In the headers object writeHead takes, not through setHeader: its per-header checks cost more than the rest of a
    // cached answer.
    headers['X-Request-Id'] = info.id;
    try {
      const ip = clientIp(req, trustProxy);
      if ((req.url ?? '').length > MAX_URL_LENGTH) {
        // Not counted (it reaches no endpoint), but it carries the caller's rate headers like every API response.
        const who = peekIdentity(req, ip, keys);
        Object.assign(headers, await peekHeaders(who.subject, who.tier));
        return sendError(req, res, 414, headers, { error: `The request URL is longer than ${MAX_URL_LENGTH} bytes.` });
      }
      if (missingHost(req)) {
        // Not counted (it reaches no endpoint), but it carries the caller's rate headers like every API response.
        const who = peekIdentity(req, ip, keys);
        Object.assign(headers, await peekHeaders(who.subject, who.tier));
        return sendError(req, res, 400, headers, { error: MISSING_HOST_ERROR });
      }
      const exact = url.pathname === API_PREFIX || url.pathname.startsWith(`${API_PREFIX}/`);
      const path = exact ? url.pathname.slice(API_PREFIX.length).replace(/(.)\/$/, '$1') || '/' : null;
      const found = path === null ? null : route(path);
      info.route = found?.pattern ?? '/api/v1 (no such endpoint)';

      if (!found || req.method === 'OPTIONS' || (req.method !== 'GET' && req.method !== 'HEAD')) {
        const who = peekIdentity(req, ip, keys);
        Object.assign(headers, await peekHeaders(who.subject, who.tier));
        // Every preflight gets its 204, on a known path or not: a browser asks before it knows the answer.
        if (req.method === 'OPTIONS') {
          const { 'Content-Type': _noBody, ...preflight } = headers;
          res.writeHead(204, {
            ...preflight,
            'Access-Control-Allow-Methods': ALLOW,
            'Access-Control-Allow-Headers': 'X-Api-Key, If-None-Match',
            'Access-Control-Max-Age': '86400',
            'Cache-Control': 'public, max-age=86400',
          });
          return void res.end();
        }
        if (!found) {
          const canonical = url.pathname.toLowerCase().replace(/\/{2,}/g, '/');
          const hint =
            canonical !== url.pathname && nearApiPath(url.pathname)
              ? ` Paths are case-sensitive and take single slashes: did you mean ${canonical.slice(0, 200)}?`
              : '';
          return sendError(req, res, 404, headers, {
            error:
              `No such endpoint: ${url.pathname.slice(0, 200)}.${hint} The API is described at ` +
              `${origin}${API_PREFIX}/openapi.json.`,
          });
        }
        return sendError(
          req,
          res,
          405,
          { ...headers, Allow: ALLOW },
          { error: `Method ${req.method} is not allowed. Allowed: ${ALLOW}.` },
        );
      }

      const directory = directories.current;
      if (!directory) {
        // Not counted (nothing was served), but it carries the caller's rate headers like every API response.
        const who = peekIdentity(req, ip, keys);
        Object.assign(headers, await peekHeaders(who.subject, who.tier));
        return sendError(
          req,
          res,
          503,
          { ...headers, 'Retry-After': '1' },
          { error: 'The directory is loading; try again in a second.' },
        );
      }
      const views = viewsOf(directory);
      const at = now();
      let tier: Tier = 'anonymous';

      if (found.counted) {
        const caller = identifyCaller(req, url.searchParams, ip, keys, at);
        Object.assign(headers, caller.headers);
        // A refused key counts against its IP's anonymous budget, so keys cannot be guessed at full speed.
        const decision = await limiter.consume(caller.subject, caller.ok ? caller.tier : 'anonymous');
        Object.assign(headers, rateLimitHeaders(decision));
        info.tier = decision.tier;
        info.keyId = keyIdOf(caller.subject);
        info.limit = decision.allowed ? 'allowed' : decision.daily.remaining === 0 ? 'daily' : 'burst';
        if (!decision.allowed) {
          const retryAfter = decision.retryAfter ?? 1;
          return sendError(
            req,
            res,
            429,
            { ...headers, 'Retry-After': String(retryAfter) },
            {
              error: `${limitExceeded(decision.tier)}. Retry after ${retryAfter} s, or upgrade.`,
              retry_after: retryAfter,
              upgrade_url: upgradeUrl,
            },
          );
        }
        if (!caller.ok)
          return sendError(req, res, 401, headers, { error: caller.error, docs: `${docsUrl}#authentication` });
        tier = caller.tier;
      } else {
        if (found.endpoint === openApi) {
          // The document declares the key parameters and their 401: a refused key is refused here too (not counted).
          const caller = identifyCaller(req, url.searchParams, ip, keys, at);
          Object.assign(headers, caller.headers);
          if (!caller.ok) {
            const who = peekIdentity(req, ip, keys);
            Object.assign(headers, await peekHeaders(who.subject, 'anonymous'));
            info.tier = 'anonymous';
            return sendError(req, res, 401, headers, { error: caller.error, docs: `${docsUrl}#authentication` });
          }
        }
        const who = peekIdentity(req, ip, keys);
        tier = who.tier;
        info.tier = tier;
        info.keyId = keyIdOf(who.subject);
        Object.assign(headers, await peekHeaders(who.subject, who.tier));
      }

      const badParameter = found.pathError ?? invalidUtf8Parameter(url.search);
      if (badParameter !== null) {
        const error =
          found.pathError ??
          `Query parameter '${badParameter.slice(0, 100)}' is not valid UTF-8 once percent-decoded: send text ` +
            'as UTF-8, each byte outside ASCII percent-encoded.';
        return sendError(req, res, 400, headers, { error, docs: docsUrl });
      }

      await found.endpoint({
        req,
        res,
        params: url.searchParams,
        pathParams: found.pathParams,
        views,
        visibility: visibilityOf(tier),
        tier,
        headers,
        now: at,
        docsUrl,
        origin,
        sample: directory.manifest.sample,
        log,
      });
    } catch (error) {
      log(`api: ${req.method} ${url.pathname} failed: ${(error as Error).stack ?? String(error)}`);
      if (!res.headersSent)
        sendError(req, res, 500, withoutEntityHeaders(headers), {
          error: 'Internal server error. It has been logged; please try again later.',
        });
      else res.destroy();
    }
  };
}
