// Typed errors of the scrapers' HTTP client. Every one names the URL and
// what went wrong in its message, in a sentence fit for the run's log; the
// runner prints `message` (or `toJSON()`), never the stack.

export type HttpErrorCode =
  | 'robots-disallowed'
  | 'http-status'
  | 'network'
  | 'timeout'
  | 'retry-after-too-long'
  | 'too-many-redirects'
  | 'bad-redirect'
  | 'too-large'
  | 'parse'
  | 'aborted'
  | 'bad-encoding';

/** Base class: `url` is the address that failed (the hop, when a redirect was followed). */
export class ScrapeHttpError extends Error {
  readonly code: HttpErrorCode;
  readonly url: string;
  constructor(code: HttpErrorCode, url: string, message: string, options?: { cause?: unknown }) {
    super(message, options);
    this.name = new.target.name;
    this.code = code;
    this.url = url;
  }
  /** What a log or report may show: no stack, no cause chain. */
  toJSON(): { name: string; code: HttpErrorCode; url: string; message: string } {
    return { name: this.name, code: this.code, url: this.url, message: this.message };
  }
}

export type RobotsReason =
  /** robots.txt has a rule that disallows the URL for our User-Agent. */
  | 'disallowed'
  /** robots.txt answered 401 or 403: the whole origin is off limits for this run. */
  | 'robots-forbidden'
  /** robots.txt answered 5xx (or 429) after retries, or could not be reached: disallow-all for this run. */
  | 'robots-unavailable';

/** The URL may not be fetched. Never retried; the URL was not requested. */
export class RobotsDisallowedError extends ScrapeHttpError {
  readonly reason: RobotsReason;
  readonly robotsUrl: string;
  constructor(url: string, robotsUrl: string, reason: RobotsReason, detail?: string) {
    const why =
      reason === 'disallowed'
        ? `${robotsUrl} disallows it`
        : reason === 'robots-forbidden'
          ? `${robotsUrl} answered ${detail ?? '401/403'}, so the whole site is treated as disallowed for this run`
          : `${robotsUrl} could not be read (${detail ?? 'unavailable'}), so the whole site is treated as ` +
            'disallowed for this run';
    super('robots-disallowed', url, `Not fetching ${url}: ${why}`);
    this.reason = reason;
    this.robotsUrl = robotsUrl;
  }
}

/** A status the client does not turn into a page: 4xx other than 429, or 429/5xx after the last retry. */
export class HttpStatusError extends ScrapeHttpError {
  readonly status: number;
  readonly method: string;
  readonly attempts: number;
  constructor(method: string, url: string, status: number, attempts: number, statusText = '') {
    const tries = attempts > 1 ? ` after ${attempts} attempts` : '';
    super('http-status', url, `${method} ${url} failed: HTTP ${status}${statusText ? ` ${statusText}` : ''}${tries}`);
    this.status = status;
    this.method = method;
    this.attempts = attempts;
  }
}

/** The connection failed (DNS, refused, reset, TLS...) on every attempt. */
export class HttpNetworkError extends ScrapeHttpError {
  readonly method: string;
  readonly attempts: number;
  constructor(
    method: string,
    url: string,
    detail: string,
    attempts: number,
    code: HttpErrorCode = 'network',
    options?: { cause?: unknown },
  ) {
    const tries = attempts > 1 ? ` after ${attempts} attempts` : '';
    super(code, url, `${method} ${url} failed${tries}: ${detail}`, options);
    this.method = method;
    this.attempts = attempts;
  }
}

/** No complete response within `timeoutMs` on every attempt. */
export class HttpTimeoutError extends HttpNetworkError {
  readonly timeoutMs: number;
  constructor(method: string, url: string, timeoutMs: number, attempts: number) {
    super(method, url, `no complete response within ${timeoutMs} ms`, attempts, 'timeout');
    this.timeoutMs = timeoutMs;
  }
}

/** The server asked us to come back later than the client is willing to wait. */
export class RetryAfterTooLongError extends ScrapeHttpError {
  readonly status: number;
  readonly retryAfterMs: number;
  readonly maxRetryAfterMs: number;
  constructor(url: string, status: number, retryAfterMs: number, maxRetryAfterMs: number) {
    super(
      'retry-after-too-long',
      url,
      `${url} answered HTTP ${status} with Retry-After of ${Math.ceil(retryAfterMs / 1000)} s, more than the ` +
        `${Math.round(maxRetryAfterMs / 1000)} s the client will wait`,
    );
    this.status = status;
    this.retryAfterMs = retryAfterMs;
    this.maxRetryAfterMs = maxRetryAfterMs;
  }
}

export class TooManyRedirectsError extends ScrapeHttpError {
  readonly startUrl: string;
  constructor(startUrl: string, lastUrl: string, maxRedirects: number) {
    super('too-many-redirects', lastUrl, `${startUrl} redirected more than ${maxRedirects} times (last: ${lastUrl})`);
    this.startUrl = startUrl;
  }
}

/** A 3xx without a usable Location (missing, unparsable, or not http/https). */
export class BadRedirectError extends ScrapeHttpError {
  constructor(url: string, status: number, location: string | null) {
    super(
      'bad-redirect',
      url,
      `${url} answered HTTP ${status} with ${location === null ? 'no Location' : `an unusable Location "${location}"`}`,
    );
  }
}

export class ResponseTooLargeError extends ScrapeHttpError {
  readonly maxBytes: number;
  constructor(url: string, maxBytes: number) {
    super('too-large', url, `${url}: the response is larger than ${maxBytes} bytes`);
    this.maxBytes = maxBytes;
  }
}

/** `json()` got a body that is not JSON. */
export class ResponseParseError extends ScrapeHttpError {
  constructor(url: string, detail: string) {
    super('parse', url, `${url}: the response is not valid JSON (${detail})`);
  }
}

/** The run's signal was aborted. */
export class HttpAbortedError extends ScrapeHttpError {
  constructor(url: string) {
    super('aborted', url, `${url}: aborted`);
  }
}

/** `options.encoding` (or a cached charset) is not a label TextDecoder knows. */
export class UnknownEncodingError extends ScrapeHttpError {
  readonly encoding: string;
  constructor(url: string, encoding: string) {
    super('bad-encoding', url, `${url}: unknown character encoding "${encoding}"`);
    this.encoding = encoding;
  }
}
