// The scrapers' polite HTTP client: the `Http` every register adapter gets.
// One client per run; see createHttp's options for the politeness settings.
//
// For every call: robots.txt of each origin is read once and obeyed; each
// host gets one request at a time with a pause between requests; redirects
// are followed by hand (each hop robots-checked, spaced, its cookies kept);
// network errors, timeouts, 429 and 5xx are retried with jittered
// exponential backoff (POST: see retry.ts); GETs are conditional when an
// ETag/Last-Modified is remembered and a 304 returns the remembered body;
// bodies are decoded with the declared charset.
import { setTimeout as delay } from 'node:timers/promises';
import { CookieJar } from 'tough-cookie';
import type { Http, RequestOptions, TextResponse } from '../adapter.ts';
import { decodeBody, normaliseEncoding } from './decode.ts';
import {
  BadRedirectError,
  HttpAbortedError,
  HttpNetworkError,
  HttpStatusError,
  HttpTimeoutError,
  ResponseParseError,
  ResponseTooLargeError,
  RetryAfterTooLongError,
  RobotsDisallowedError,
  ScrapeHttpError,
  TooManyRedirectsError,
  UnknownEncodingError,
} from './errors.ts';
import { HostQueue, type Clock } from './host-queue.ts';
import { isRetryable, parseRetryAfter, retryDelay, type AttemptOutcome, type Jitter } from './retry.ts';
import { RobotsCache, type RobotsFetchResult } from './robots.ts';
import { ValidatorCache, loadValidatorCache, saveValidatorCache } from './validators.ts';

export const DEFAULT_PUBLIC_URL = 'https://labs.example';
export const BOT_NAME = 'LabDirectoryBot';
export const BOT_VERSION = '1.0';

/** `LabDirectoryBot/1.0 (+https://labs.example/about/#scraping)` for a public URL. */
export function buildUserAgent(publicUrl: string = DEFAULT_PUBLIC_URL, version: string = BOT_VERSION): string {
  const base = publicUrl.replace(/\/+$/, '');
  return `${BOT_NAME}/${version} (+${base}/about/#scraping)`;
}

export interface CreateHttpOptions {
  /** The site's public origin, named in the User-Agent as the contact page. Default 'https://labs.example'. */
  publicUrl?: string;
  /**
   * The whole User-Agent, instead of the one built from `publicUrl`. Its product token (before '/') is matched in
   * robots.txt.
   */
  userAgent?: string;
  /** Pause between the end of one request and the start of the next to the same host. Default 1000. */
  minDelayMs?: number;
  /** Requests in flight across all hosts. Default unlimited (the runner limits hosts with p-limit). */
  maxConcurrency?: number;
  /** Per attempt, headers and body. Default 30 000. */
  timeoutMs?: number;
  /** Retries after the first attempt. Default 4. */
  retries?: number;
  /** Backoff before the first retry, before jitter. Default 1000. */
  backoffBaseMs?: number;
  /** Cap of the exponential backoff. Default 60 000. */
  backoffCapMs?: number;
  /** Default 'full'. */
  jitter?: Jitter;
  /** A Retry-After longer than this fails the request (RetryAfterTooLongError) instead of sleeping. Default 120 000. */
  maxRetryAfterMs?: number;
  /** Default 10. */
  maxRedirects?: number;
  /** Larger bodies fail (ResponseTooLargeError). Default 50 MiB. */
  maxBodyBytes?: number;
  /** Bodies larger than this are not kept for conditional requests (memory, cache file size). Default 5 MiB. */
  cacheMaxBodyBytes?: number;
  /**
   * Bodies kept for conditional requests in all, in memory and in the cache file; past it new ones are not kept.
   * Default 128 MiB.
   */
  cacheMaxTotalBytes?: number;
  /** The conditional-request cache file: loaded before the first request, written by saveCache(). */
  cacheFile?: string;
  /** Aborts every pending and future request of this client (the run's signal). */
  signal?: AbortSignal;
  /** A line for the run's log: retries, robots outcomes, Crawl-delay. Default: nothing. */
  log?: (message: string) => void;
  /** Injectable for tests. Default: real timers. */
  sleep?: (ms: number, signal?: AbortSignal) => Promise<void>;
  /** Injectable for tests. Default Date.now. */
  now?: () => number;
  /** Injectable for tests (jitter), in [0, 1). Default Math.random. */
  random?: () => number;
  /** Injectable; default the global fetch, looked up at each request (so msw's interception applies). */
  fetch?: typeof globalThis.fetch;
}

export interface HostStats {
  /** Requests sent over the wire: every attempt, redirect hop and robots.txt. */
  requests: number;
  /** 2xx responses handed to an adapter. */
  pages: number;
  /** 304s answered from the conditional cache (also handed to an adapter). */
  notModified: number;
  /** Attempts repeated after a network error, timeout, 429 or 5xx. */
  retries: number;
  /** Calls (text/json/bytes) that threw, robots refusals included. */
  failures: number;
  /** Calls refused by robots.txt (also counted in failures). */
  robotsDisallowed: number;
  /** Body bytes received (as decoded by fetch, i.e. after Content-Encoding). */
  bytes: number;
}

export interface HttpStats extends HostStats {
  /** Per host (`host[:port]`). */
  hosts: Record<string, HostStats>;
}

export interface HttpClient extends Http {
  readonly userAgent: string;
  /** Totals and per-host counters, a copy. */
  stats(): HttpStats;
  /**
   * Merge a cache file into memory (default `cacheFile`); a missing file is fine. Called lazily before the first
   * request when `cacheFile` is set.
   */
  loadCache(file?: string): Promise<void>;
  /** Write the conditional cache atomically to `file` (default `cacheFile`). */
  saveCache(file?: string): Promise<void>;
}

interface RawResponse {
  url: string;
  status: number;
  statusText: string;
  headers: Headers;
  body: Uint8Array;
}

interface FinalResponse {
  url: string;
  status: number;
  contentType: string;
  body: Uint8Array;
}

type Attempt = { kind: 'response'; response: RawResponse } | { kind: 'network'; detail: string } | { kind: 'timeout' };

const ACCEPT_HTML = 'text/html,application/xhtml+xml,application/xml;q=0.9,*/*;q=0.8';
const ACCEPT_JSON = 'application/json,*/*;q=0.5';
const ROBOTS_MAX_REDIRECTS = 5;

const emptyStats = (): HostStats => ({
  requests: 0,
  pages: 0,
  notModified: 0,
  retries: 0,
  failures: 0,
  robotsDisallowed: 0,
  bytes: 0,
});

const realSleep = (ms: number, signal?: AbortSignal): Promise<void> => delay(ms, undefined, signal ? { signal } : {});

export function createHttp(options: CreateHttpOptions = {}): HttpClient {
  const userAgent = options.userAgent ?? buildUserAgent(options.publicUrl ?? DEFAULT_PUBLIC_URL);
  const uaToken = (userAgent.split('/')[0] ?? BOT_NAME).trim() || BOT_NAME;
  const minDelayMs = options.minDelayMs ?? 1000;
  const timeoutMs = options.timeoutMs ?? 30_000;
  const retries = Math.max(0, options.retries ?? 4);
  const backoff = {
    baseMs: options.backoffBaseMs ?? 1000,
    capMs: options.backoffCapMs ?? 60_000,
    jitter: options.jitter ?? 'full',
  } as const;
  const maxRetryAfterMs = options.maxRetryAfterMs ?? 120_000;
  const maxRedirects = options.maxRedirects ?? 10;
  const maxBodyBytes = options.maxBodyBytes ?? 50 * 1024 * 1024;
  const cacheMaxBodyBytes = options.cacheMaxBodyBytes ?? 5 * 1024 * 1024;
  const runSignal = options.signal;
  const log = options.log ?? (() => {});
  const random = options.random ?? Math.random;
  const clock: Clock = { now: options.now ?? Date.now, sleep: options.sleep ?? realSleep };
  const fetchImpl = (input: string, init: RequestInit) => (options.fetch ?? globalThis.fetch)(input, init);

  const queue = new HostQueue({
    clock,
    minDelayMs,
    ...(options.maxConcurrency !== undefined ? { maxConcurrency: options.maxConcurrency } : {}),
  });
  const jar = new CookieJar();
  const validators = new ValidatorCache(options.cacheMaxTotalBytes ?? 128 * 1024 * 1024);
  let cacheLoaded: Promise<void> | undefined;

  const total = emptyStats();
  const perHost = new Map<string, HostStats>();
  const count = (host: string, key: keyof HostStats, n = 1) => {
    let h = perHost.get(host);
    if (!h) perHost.set(host, (h = emptyStats()));
    h[key] += n;
    total[key] += n;
  };

  const robots = new RobotsCache({
    userAgentToken: uaToken,
    fetchRobots: (robotsUrl) => fetchRobots(robotsUrl),
    onCrawlDelay(origin, ms) {
      queue.setCrawlDelay(origin.host, ms);
      if (ms > minDelayMs)
        log(
          `${origin.origin}/robots.txt asks for Crawl-delay ${ms / 1000} s; spacing requests to ${origin.host} ` +
            'accordingly',
        );
    },
  });

  function ensureCache(): Promise<void> {
    if (!options.cacheFile) return Promise.resolve();
    cacheLoaded ??= loadCache(options.cacheFile).catch((err: unknown) => {
      log(`conditional cache ${options.cacheFile} could not be read (${errorText(err)}); starting empty`);
    });
    return cacheLoaded;
  }

  async function loadCache(file = options.cacheFile): Promise<void> {
    if (!file) throw new TypeError('loadCache: no file given and no cacheFile option');
    const loaded = await loadValidatorCache(file);
    for (const [url, entry] of loaded.entries()) validators.set(url, entry);
    if (file === options.cacheFile) cacheLoaded ??= Promise.resolve();
  }

  async function saveCache(file = options.cacheFile): Promise<void> {
    if (!file) throw new TypeError('saveCache: no file given and no cacheFile option');
    await saveValidatorCache(validators, file);
  }

  /** One attempt, inside the host's turn. Never throws for HTTP statuses or network failures. */
  async function sendOnce(url: URL, method: string, headers: Headers, body: string | undefined): Promise<Attempt> {
    const timeout = new AbortController();
    const timer = setTimeout(() => timeout.abort(), timeoutMs);
    const signal = runSignal ? AbortSignal.any([timeout.signal, runSignal]) : timeout.signal;
    const sent = new Headers(headers);
    const cookies = await jar.getCookieString(url.href);
    if (cookies) {
      const own = sent.get('cookie');
      sent.set('cookie', own ? `${cookies}; ${own}` : cookies);
    }
    count(url.host, 'requests');
    try {
      const res = await fetchImpl(url.href, { method, headers: sent, body: body ?? null, redirect: 'manual', signal });
      for (const c of res.headers.getSetCookie()) {
        await jar.setCookie(c, url.href, { ignoreError: true });
      }
      const bytes = await readBody(url, res, signal);
      count(url.host, 'bytes', bytes.byteLength);
      return {
        kind: 'response',
        response: { url: url.href, status: res.status, statusText: res.statusText, headers: res.headers, body: bytes },
      };
    } catch (err) {
      if (runSignal?.aborted) throw new HttpAbortedError(url.href);
      if (err instanceof ScrapeHttpError) throw err;
      if (timeout.signal.aborted) return { kind: 'timeout' };
      return { kind: 'network', detail: errorText(err) };
    } finally {
      clearTimeout(timer);
    }
  }

  async function readBody(url: URL, res: Response, signal: AbortSignal): Promise<Uint8Array> {
    const declared = Number(res.headers.get('content-length'));
    if (Number.isFinite(declared) && declared > maxBodyBytes) {
      await res.body?.cancel().catch(() => {});
      throw new ResponseTooLargeError(url.href, maxBodyBytes);
    }
    if (!res.body) return new Uint8Array(0);
    const reader = res.body.getReader();
    const chunks: Uint8Array[] = [];
    let size = 0;
    for (;;) {
      signal.throwIfAborted();
      const { done, value } = await reader.read();
      if (done) break;
      size += value.byteLength;
      if (size > maxBodyBytes) {
        await reader.cancel().catch(() => {});
        throw new ResponseTooLargeError(url.href, maxBodyBytes);
      }
      chunks.push(value);
    }
    if (chunks.length === 1) return chunks[0]!;
    const out = new Uint8Array(size);
    let at = 0;
    for (const c of chunks) {
      out.set(c, at);
      at += c.byteLength;
    }
    return out;
  }

  /**
   * Hosts whose Retry-After was longer than we wait, until when (a run does not hammer a register that asked for
   * quiet).
   */
  const blockedHosts = new Map<string, { until: number; status: number }>();

  /**
   * One URL (one hop), retried as the policy says. Returns the last response
   * (which may be a 429/5xx when retries ran out; the caller decides), or
   * throws HttpNetworkError / HttpTimeoutError / RetryAfterTooLongError.
   */
  async function fetchWithRetry(
    url: URL,
    method: string,
    headers: Headers,
    body: string | undefined,
  ): Promise<{ response: RawResponse; attempts: number }> {
    // A host that asked us to stay away longer than we wait gets no request until then.
    const block = blockedHosts.get(url.host);
    if (block && block.until > clock.now())
      throw new RetryAfterTooLongError(url.href, block.status, block.until - clock.now(), maxRetryAfterMs);
    for (let attempt = 0; ; attempt++) {
      const result = await queue.run(url.host, () => sendOnce(url, method, headers, body), runSignal);
      let outcome: AttemptOutcome;
      if (result.kind === 'response') {
        const { status } = result.response;
        outcome = {
          kind: 'status',
          status,
          retryAfterMs: parseRetryAfter(result.response.headers.get('retry-after'), clock.now()),
        };
        if (!isRetryable(method, outcome) || attempt >= retries) {
          // Out of retries with a Retry-After still standing: the next call to this host waits it out too.
          if (outcome.retryAfterMs !== undefined && outcome.retryAfterMs <= maxRetryAfterMs)
            queue.deferHost(url.host, clock.now() + outcome.retryAfterMs);
          return { response: result.response, attempts: attempt + 1 };
        }
      } else {
        outcome = { kind: result.kind };
        if (attempt >= retries) {
          if (result.kind === 'timeout') throw new HttpTimeoutError(method, url.href, timeoutMs, attempt + 1);
          throw new HttpNetworkError(method, url.href, result.detail, attempt + 1);
        }
      }
      if (outcome.kind === 'status' && outcome.retryAfterMs !== undefined && outcome.retryAfterMs > maxRetryAfterMs) {
        blockedHosts.set(url.host, { until: clock.now() + outcome.retryAfterMs, status: outcome.status });
        log(
          `${url.host} asked for ${Math.ceil(outcome.retryAfterMs / 1000)} s of quiet (HTTP ` +
            `${outcome.status}); no more requests to it this run until then`,
        );
        throw new RetryAfterTooLongError(url.href, outcome.status, outcome.retryAfterMs, maxRetryAfterMs);
      }
      const wait = retryDelay(attempt, outcome, backoff, random);
      count(url.host, 'retries');
      const what =
        outcome.kind === 'status'
          ? `HTTP ${outcome.status}`
          : outcome.kind === 'timeout'
            ? `timeout after ${timeoutMs} ms`
            : (result as { detail: string }).detail;
      log(`${method} ${url.href}: ${what}; retry ${attempt + 1}/${retries} in ${(wait / 1000).toFixed(1)} s`);
      queue.deferHost(url.host, clock.now() + wait);
    }
  }

  /** robots.txt: GET with retries, redirects followed (≤5), no robots check, no cache. */
  async function fetchRobots(robotsUrl: string): Promise<RobotsFetchResult> {
    let current = new URL(robotsUrl);
    const headers = baseHeaders('text/plain,*/*;q=0.5');
    try {
      for (let hop = 0; ; hop++) {
        const { response } = await fetchWithRetry(current, 'GET', headers, undefined);
        const location = response.headers.get('location');
        if (isRedirect(response.status) && location !== null && hop < ROBOTS_MAX_REDIRECTS) {
          const next = safeUrl(location, current);
          if (!next) return { status: response.status, text: '' };
          current = next;
          continue;
        }
        const text =
          response.status >= 200 && response.status < 300 ? new TextDecoder('utf-8').decode(response.body) : '';
        if (response.status === 401 || response.status === 403 || response.status === 429 || response.status >= 500) {
          log(
            `${robotsUrl} answered HTTP ${response.status}: treating ${new URL(robotsUrl).origin} as ` +
              'disallowed for this run',
          );
        }
        return { status: response.status, text };
      }
    } catch (err) {
      if (err instanceof HttpAbortedError || runSignal?.aborted) throw err;
      const detail = err instanceof ScrapeHttpError ? err.message : errorText(err);
      log(
        `${robotsUrl} could not be read (${detail}): treating ${new URL(robotsUrl).origin} as disallowed for this run`,
      );
      return { error: detail };
    }
  }

  function baseHeaders(accept: string): Headers {
    const h = new Headers();
    h.set('user-agent', userAgent);
    h.set('accept', accept);
    return h;
  }

  /** GET/POST `url` through robots, politeness, retries, redirects and the conditional cache. */
  async function request(input: string, opts: RequestOptions, accept: string): Promise<FinalResponse> {
    const start = safeUrl(input);
    if (!start) throw new TypeError(`not an http(s) URL: ${input}`);
    let method: string = opts.method ?? (opts.form !== undefined || opts.json !== undefined ? 'POST' : 'GET');
    const headers = baseHeaders(accept);
    let body: string | undefined;
    if ((opts.form !== undefined || opts.json !== undefined) && method !== 'POST') {
      throw new TypeError(`${method} ${start.href}: a form or JSON body needs method POST`);
    }
    if (opts.form !== undefined) {
      body = new URLSearchParams(opts.form).toString();
      headers.set('content-type', 'application/x-www-form-urlencoded;charset=UTF-8');
    } else if (opts.json !== undefined) {
      body = JSON.stringify(opts.json);
      headers.set('content-type', 'application/json');
    }
    for (const [k, v] of Object.entries(opts.headers ?? {})) {
      if (k.toLowerCase() === 'user-agent') continue; // always ours: registers must see who we are
      headers.set(k, v);
    }
    const callerConditional = headers.has('if-none-match') || headers.has('if-modified-since');
    await ensureCache();

    let current = start;
    for (let hops = 0; ; hops++) {
      await robots.check(current);
      const useCache = method === 'GET' && !callerConditional;
      const hopHeaders = new Headers(headers);
      if (body === undefined) hopHeaders.delete('content-type');
      if (useCache)
        for (const [k, v] of Object.entries(validators.conditionalHeaders(current.href))) hopHeaders.set(k, v);

      const { response, attempts } = await fetchWithRetry(current, method, hopHeaders, body);
      const { status } = response;

      if (isRedirect(status)) {
        const location = response.headers.get('location');
        const next = location === null ? undefined : safeUrl(location, current);
        if (!next) throw new BadRedirectError(current.href, status, location);
        if (hops >= maxRedirects) throw new TooManyRedirectsError(start.href, next.href, maxRedirects);
        if (status === 303 || ((status === 301 || status === 302) && method === 'POST')) {
          method = 'GET';
          body = undefined;
        }
        current = next;
        continue;
      }
      if (status === 304 && useCache) {
        const cached = validators.revalidated(current.href, validatorsOf(response.headers), clock.now());
        if (cached) {
          count(current.host, 'notModified');
          return { url: current.href, status: 200, contentType: cached.contentType, body: cached.body };
        }
      }
      if (status >= 200 && status < 300) {
        const contentType = response.headers.get('content-type') ?? '';
        if (method === 'GET' && status === 200) {
          if (response.body.byteLength <= cacheMaxBodyBytes)
            validators.store(current.href, validatorsOf(response.headers), contentType, response.body, clock.now());
          else validators.delete(current.href);
        }
        count(current.host, 'pages');
        return { url: current.href, status, contentType, body: response.body };
      }
      throw new HttpStatusError(method, current.href, status, attempts, response.statusText);
    }
  }

  async function call<T>(
    url: string,
    opts: RequestOptions | undefined,
    accept: string,
    finish: (r: FinalResponse) => T,
  ): Promise<T> {
    try {
      if (opts?.encoding !== undefined && !normaliseEncoding(opts.encoding))
        throw new UnknownEncodingError(url, opts.encoding);
      return finish(await request(url, opts ?? {}, accept));
    } catch (err) {
      const failedUrl = err instanceof ScrapeHttpError ? err.url : url;
      const host = hostOf(failedUrl) ?? hostOf(url) ?? 'invalid';
      count(host, 'failures');
      if (err instanceof RobotsDisallowedError) count(host, 'robotsDisallowed');
      if (runSignal?.aborted && !(err instanceof HttpAbortedError)) throw new HttpAbortedError(failedUrl);
      throw err;
    }
  }

  return {
    userAgent,
    text(url, opts) {
      return call(
        url,
        opts,
        ACCEPT_HTML,
        (r): TextResponse => ({
          url: r.url,
          status: r.status,
          contentType: r.contentType,
          text: decodeBody(r.body, r.contentType, opts?.encoding),
        }),
      );
    },
    json<T = unknown>(url: string, opts?: RequestOptions): Promise<T> {
      return call(url, opts, ACCEPT_JSON, (r) => {
        const text = decodeBody(r.body, r.contentType, opts?.encoding);
        try {
          return JSON.parse(text) as T;
        } catch (err) {
          throw new ResponseParseError(r.url, errorText(err));
        }
      });
    },
    bytes(url, opts) {
      return call(url, opts, '*/*', (r) => r.body);
    },
    stats() {
      const hosts: Record<string, HostStats> = {};
      for (const [h, s] of [...perHost].sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0))) hosts[h] = { ...s };
      return { ...total, hosts };
    },
    loadCache,
    saveCache,
  };
}

function validatorsOf(h: Headers): { etag: string | null; lastModified: string | null } {
  return { etag: h.get('etag'), lastModified: h.get('last-modified') };
}

function isRedirect(status: number): boolean {
  return status === 301 || status === 302 || status === 303 || status === 307 || status === 308;
}

function safeUrl(input: string, base?: URL): URL | undefined {
  try {
    const u = new URL(input, base);
    if (u.protocol !== 'http:' && u.protocol !== 'https:') return undefined;
    u.hash = '';
    return u;
  } catch {
    return undefined;
  }
}

function hostOf(url: string): string | undefined {
  try {
    return new URL(url).host;
  } catch {
    return undefined;
  }
}

/** "fetch failed (ECONNREFUSED: connect ECONNREFUSED 127.0.0.1:9)" from undici's nested errors. */
function errorText(err: unknown): string {
  if (!(err instanceof Error)) return String(err);
  const parts = [err.message];
  let cause: unknown = err.cause;
  for (let depth = 0; cause && depth < 3; depth++) {
    if (cause instanceof Error) {
      const code = (cause as NodeJS.ErrnoException).code;
      parts.push(code && !cause.message.includes(code) ? `${code}: ${cause.message}` : cause.message);
      cause = cause.cause;
    } else {
      parts.push(String(cause));
      break;
    }
  }
  return parts.length === 1 ? parts[0]! : `${parts[0]} (${parts.slice(1).join('; ')})`;
}
