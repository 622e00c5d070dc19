// Retry policy, pure: what is retried, how long to wait, and Retry-After.

export type Jitter = 'full' | 'equal' | 'none';

export interface BackoffOptions {
  /** Backoff before the first retry, before jitter. */
  baseMs: number;
  /** Upper bound of the exponential term. */
  capMs: number;
  /** full: uniform in [0, d]; equal: d/2 + uniform in [0, d/2]; none: d (tests only). */
  jitter: Jitter;
}

/** What one attempt ended with, as far as retrying is concerned. */
export type AttemptOutcome =
  | { kind: 'status'; status: number; retryAfterMs?: number | undefined }
  | { kind: 'network' }
  | { kind: 'timeout' };

/**
 * Exponential backoff with jitter. `retryIndex` is 0 before the first retry:
 * d = min(cap, base * 2^retryIndex), then jittered with `random()` in [0, 1).
 */
export function backoffDelay(retryIndex: number, options: BackoffOptions, random: () => number): number {
  const exp = Math.min(options.capMs, options.baseMs * 2 ** Math.max(0, retryIndex));
  const r = Math.min(Math.max(random(), 0), 1);
  switch (options.jitter) {
    case 'full':
      return Math.round(r * exp);
    case 'equal':
      return Math.round(exp / 2 + (r * exp) / 2);
    case 'none':
      return exp;
  }
}

/**
 * Retry-After (RFC 9110 §10.2.3) as milliseconds from `nowMs`: delay-seconds
 * or an HTTP-date (a date in the past means 0). Undefined when absent or
 * unparsable, so the caller falls back to its own backoff.
 */
export function parseRetryAfter(value: string | null | undefined, nowMs: number): number | undefined {
  if (value == null) return undefined;
  const v = value.trim();
  if (v === '') return undefined;
  if (/^\d+(\.\d+)?$/.test(v)) return Math.round(Number(v) * 1000);
  // Only something that looks like a date: Date.parse would take "12abc" too.
  if (!/[a-z]/i.test(v)) return undefined;
  const at = Date.parse(v);
  if (Number.isNaN(at)) return undefined;
  return Math.max(0, at - nowMs);
}

/**
 * Whether an attempt may be repeated.
 * GET: network errors, timeouts, 429 and every 5xx.
 * POST (not idempotent in general): network errors, timeouts, 429, and 503
 * only when it carries a Retry-After (the server said explicitly it did not
 * process the request and when to come back). A 500/502/504 to a POST may
 * have had effects, so it is not repeated.
 */
export function isRetryable(method: string, outcome: AttemptOutcome): boolean {
  if (outcome.kind !== 'status') return true;
  const { status } = outcome;
  if (method === 'GET' || method === 'HEAD') return status === 429 || (status >= 500 && status <= 599);
  return status === 429 || (status === 503 && outcome.retryAfterMs !== undefined);
}

/** The wait before retry number `retryIndex + 1`: the backoff, or Retry-After when that is longer. */
export function retryDelay(
  retryIndex: number,
  outcome: AttemptOutcome,
  options: BackoffOptions,
  random: () => number,
): number {
  const backoff = backoffDelay(retryIndex, options, random);
  const retryAfter = outcome.kind === 'status' ? outcome.retryAfterMs : undefined;
  return retryAfter === undefined ? backoff : Math.max(backoff, retryAfter);
}
