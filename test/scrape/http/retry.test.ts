import { describe, expect, it } from 'vitest';
import { backoffDelay, isRetryable, parseRetryAfter, retryDelay } from '../../../src/scrape/http/retry.ts';

const opts = { baseMs: 1000, capMs: 60_000, jitter: 'full' } as const;

describe('backoffDelay', () => {
  it('doubles from the base: 1 s, 2 s, 4 s, 8 s before jitter', () => {
    const none = { ...opts, jitter: 'none' } as const;
    expect([0, 1, 2, 3].map((i) => backoffDelay(i, none, () => 0.5))).toEqual([1000, 2000, 4000, 8000]);
  });

  it('never exceeds the cap', () => {
    expect(backoffDelay(20, { ...opts, jitter: 'none' }, () => 0)).toBe(60_000);
    expect(backoffDelay(20, opts, () => 0.999999)).toBeLessThanOrEqual(60_000);
  });

  it('full jitter spans [0, d]', () => {
    expect(backoffDelay(2, opts, () => 0)).toBe(0);
    expect(backoffDelay(2, opts, () => 0.5)).toBe(2000);
    expect(backoffDelay(2, opts, () => 0.999999)).toBe(4000);
  });

  it('equal jitter spans [d/2, d]', () => {
    const equal = { ...opts, jitter: 'equal' } as const;
    expect(backoffDelay(2, equal, () => 0)).toBe(2000);
    expect(backoffDelay(2, equal, () => 0.999999)).toBe(4000);
  });
});

describe('parseRetryAfter', () => {
  const now = Date.parse('2026-11-20T10:00:00Z');

  it('reads delay-seconds', () => {
    expect(parseRetryAfter('120', now)).toBe(120_000);
    expect(parseRetryAfter(' 0 ', now)).toBe(0);
  });

  it('reads an HTTP-date as the time from now', () => {
    expect(parseRetryAfter('Fri, 20 Nov 2026 10:00:30 GMT', now)).toBe(30_000);
  });

  it('a date in the past means now', () => {
    expect(parseRetryAfter('Fri, 20 Nov 2026 09:00:00 GMT', now)).toBe(0);
  });

  it('absent or garbage is undefined (the backoff applies)', () => {
    expect(parseRetryAfter(null, now)).toBeUndefined();
    expect(parseRetryAfter('', now)).toBeUndefined();
    expect(parseRetryAfter('soon', now)).toBeUndefined();
    expect(parseRetryAfter('-5', now)).toBeUndefined();
  });
});

describe('isRetryable', () => {
  it('GET: network errors, timeouts, 429 and 5xx; not other 4xx', () => {
    expect(isRetryable('GET', { kind: 'network' })).toBe(true);
    expect(isRetryable('GET', { kind: 'timeout' })).toBe(true);
    for (const status of [429, 500, 502, 503, 504]) expect(isRetryable('GET', { kind: 'status', status })).toBe(true);
    for (const status of [400, 401, 403, 404, 410]) expect(isRetryable('GET', { kind: 'status', status })).toBe(false);
  });

  it('POST: network errors, 429, and 503 only with Retry-After', () => {
    expect(isRetryable('POST', { kind: 'network' })).toBe(true);
    expect(isRetryable('POST', { kind: 'status', status: 429 })).toBe(true);
    expect(isRetryable('POST', { kind: 'status', status: 503, retryAfterMs: 5000 })).toBe(true);
    expect(isRetryable('POST', { kind: 'status', status: 503 })).toBe(false);
    expect(isRetryable('POST', { kind: 'status', status: 500 })).toBe(false);
    expect(isRetryable('POST', { kind: 'status', status: 502, retryAfterMs: 5000 })).toBe(false);
  });
});

describe('retryDelay', () => {
  it('uses Retry-After when it is longer than the backoff', () => {
    expect(retryDelay(0, { kind: 'status', status: 503, retryAfterMs: 7000 }, opts, () => 0.5)).toBe(7000);
  });

  it('keeps the backoff when Retry-After is shorter', () => {
    expect(retryDelay(3, { kind: 'status', status: 503, retryAfterMs: 0 }, { ...opts, jitter: 'none' }, () => 0)).toBe(
      8000,
    );
  });
});
