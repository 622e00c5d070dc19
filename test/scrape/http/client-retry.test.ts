// Retries: what is retried, how long we wait, when we give up.
import { describe, expect, it } from 'vitest';
import {
  HttpNetworkError,
  HttpStatusError,
  HttpTimeoutError,
  RetryAfterTooLongError,
} from '../../../src/scrape/http/errors.ts';
import { HttpResponse, delay, http, recordRequests, useMswServer } from '../../support/msw.ts';
import { fakeClock, testHttp } from '../../support/scrape-http.ts';

const R = 'https://register.example';
const URL1 = `${R}/labs`;
const server = useMswServer();
const requests = recordRequests(server);

/** A handler answering the given responses in turn (the last one repeats), recording the clock at each hit. */
function sequence(
  url: string,
  responses: Array<() => Response | Promise<Response>>,
  clock?: { now(): number },
  method: 'get' | 'post' = 'get',
) {
  const times: number[] = [];
  server.use(
    http[method](url, async () => {
      times.push(clock?.now() ?? 0);
      const next = responses[Math.min(times.length - 1, responses.length - 1)]!;
      return next();
    }),
  );
  return times;
}
const status =
  (s: number, headers: Record<string, string> = {}) =>
  () =>
    new HttpResponse(null, { status: s, headers });
const ok = () => HttpResponse.html('<p>ok</p>');

describe('retries', () => {
  it('retries a 503 and then succeeds', async () => {
    sequence(URL1, [status(503), status(503), ok]);
    const client = testHttp();
    await expect(client.text(URL1)).resolves.toMatchObject({ status: 200, text: '<p>ok</p>' });
    expect(requests.count(URL1)).toBe(3);
    expect(client.stats()).toMatchObject({ retries: 2, pages: 1, failures: 0 });
  });

  it('retries 429, 500, 502 and 504 too', async () => {
    sequence(URL1, [status(429), status(500), status(502), status(504), ok]);
    await expect(testHttp().text(URL1)).resolves.toMatchObject({ status: 200 });
    expect(requests.count(URL1)).toBe(5);
  });

  it('backs off exponentially with jitter between attempts', async () => {
    const clock = fakeClock();
    sequence(URL1, [status(503), status(503), status(503), status(503), ok]);
    await testHttp({ now: clock.now, sleep: clock.sleep, random: () => 0.5 }).text(URL1);
    // full jitter with random 0.5: half of 1 s, 2 s, 4 s, 8 s
    expect(clock.sleeps).toEqual([500, 1000, 2000, 4000]);
  });

  it('honours Retry-After in seconds', async () => {
    const clock = fakeClock();
    const times = sequence(URL1, [status(503, { 'retry-after': '7' }), ok], clock);
    await testHttp({ now: clock.now, sleep: clock.sleep }).text(URL1);
    expect(times).toHaveLength(2);
    expect(times[1]! - times[0]!).toBeGreaterThanOrEqual(7000);
  });

  it('honours Retry-After as an HTTP-date', async () => {
    const start = Date.parse('2026-11-20T10:00:00Z');
    const clock = fakeClock(start);
    const times = sequence(
      URL1,
      [
        () =>
          new HttpResponse(null, { status: 429, headers: { 'retry-after': new Date(start + 30_000).toUTCString() } }),
        ok,
      ],
      clock,
    );
    await testHttp({ now: clock.now, sleep: clock.sleep }).text(URL1);
    expect(times[1]! - start).toBeGreaterThanOrEqual(30_000);
  });

  it('an absurd Retry-After fails at once with RetryAfterTooLongError instead of sleeping', async () => {
    const clock = fakeClock();
    sequence(URL1, [status(503, { 'retry-after': '86400' }), ok], clock);
    const err = await testHttp({ now: clock.now, sleep: clock.sleep })
      .text(URL1)
      .catch((e: unknown) => e);
    expect(err).toBeInstanceOf(RetryAfterTooLongError);
    expect(err).toMatchObject({ url: URL1, status: 503, retryAfterMs: 86_400_000 });
    expect(requests.count(URL1)).toBe(1);
    expect(clock.now()).toBeLessThan(86_400_000);
  });

  it('sends nothing more to a host whose Retry-After was longer than it waits', async () => {
    const clock = fakeClock();
    sequence(URL1, [status(429, { 'retry-after': '3600' })], clock);
    const client = testHttp({ now: clock.now, sleep: clock.sleep });
    await expect(client.text(URL1)).rejects.toBeInstanceOf(RetryAfterTooLongError);
    await expect(client.text(`${R}/labs/2`)).rejects.toBeInstanceOf(RetryAfterTooLongError);
    expect(requests.urls().filter((u) => !u.endsWith('/robots.txt'))).toEqual([URL1]);
  });

  it('makes the next request to a host wait out a Retry-After left standing when retries ran out', async () => {
    const clock = fakeClock();
    const times = sequence(URL1, [status(503, { 'retry-after': '20' })], clock);
    const client = testHttp({ now: clock.now, sleep: clock.sleep, retries: 0 });
    await expect(client.text(URL1)).rejects.toBeInstanceOf(HttpStatusError);
    await expect(client.text(URL1)).rejects.toBeInstanceOf(HttpStatusError);
    expect(times[1]! - times[0]!).toBeGreaterThanOrEqual(20_000);
  });

  it('gives up after N retries with an HttpStatusError naming URL, status and attempts', async () => {
    sequence(URL1, [status(503)]);
    const client = testHttp({ retries: 4 });
    const err = await client.text(URL1).catch((e: unknown) => e);
    expect(err).toBeInstanceOf(HttpStatusError);
    expect(err).toMatchObject({ status: 503, url: URL1, attempts: 5 });
    expect((err as Error).message).toBe(`GET ${URL1} failed: HTTP 503 Service Unavailable after 5 attempts`);
    expect(requests.count(URL1)).toBe(5);
    expect(client.stats()).toMatchObject({ retries: 4, failures: 1, pages: 0 });
  });

  it('does not retry a 404', async () => {
    sequence(URL1, [status(404), ok]);
    const err = await testHttp()
      .text(URL1)
      .catch((e: unknown) => e);
    expect(err).toBeInstanceOf(HttpStatusError);
    expect(err).toMatchObject({ status: 404, url: URL1, attempts: 1 });
    expect(requests.count(URL1)).toBe(1);
  });

  it('does not retry other 4xx (400, 401, 403, 410)', async () => {
    for (const s of [400, 401, 403, 410]) {
      requests.clear();
      sequence(URL1, [status(s), ok]);
      await expect(testHttp().text(URL1)).rejects.toMatchObject({ status: s });
      expect(requests.count(URL1)).toBe(1);
    }
  });

  it('a timeout aborts the attempt and retries', async () => {
    sequence(URL1, [
      async () => {
        await delay(2000);
        return ok();
      },
      ok,
    ]);
    const started = Date.now();
    await expect(testHttp({ timeoutMs: 50 }).text(URL1)).resolves.toMatchObject({ status: 200 });
    expect(requests.count(URL1)).toBe(2);
    expect(Date.now() - started).toBeLessThan(1500);
  });

  it('a timeout on every attempt ends with HttpTimeoutError', async () => {
    sequence(URL1, [
      async () => {
        await delay(2000);
        return ok();
      },
    ]);
    const err = await testHttp({ timeoutMs: 30, retries: 1 })
      .text(URL1)
      .catch((e: unknown) => e);
    expect(err).toBeInstanceOf(HttpTimeoutError);
    expect(err).toMatchObject({ url: URL1, attempts: 2, timeoutMs: 30, code: 'timeout' });
  });

  it('retries a network error, and reports it clearly when it persists', async () => {
    sequence(URL1, [() => HttpResponse.error(), ok]);
    await expect(testHttp().text(URL1)).resolves.toMatchObject({ status: 200 });
    requests.clear();
    sequence(URL1, [() => HttpResponse.error()]);
    const err = await testHttp({ retries: 2 })
      .text(URL1)
      .catch((e: unknown) => e);
    expect(err).toBeInstanceOf(HttpNetworkError);
    expect((err as Error).message).toMatch(new RegExp(`^GET ${URL1} failed after 3 attempts: `));
    expect(requests.count(URL1)).toBe(3);
  });

  it('POST: a 500 is not retried', async () => {
    sequence(URL1, [status(500), ok], undefined, 'post');
    await expect(testHttp().text(URL1, { method: 'POST', form: { q: 'x' } })).rejects.toMatchObject({
      status: 500,
      attempts: 1,
    });
    expect(requests.count(URL1)).toBe(1);
  });

  it('POST: a 503 without Retry-After is not retried; with Retry-After it is', async () => {
    sequence(URL1, [status(503), ok], undefined, 'post');
    await expect(testHttp().text(URL1, { method: 'POST', form: { q: 'x' } })).rejects.toMatchObject({ status: 503 });
    requests.clear();
    sequence(URL1, [status(503, { 'retry-after': '2' }), ok], undefined, 'post');
    await expect(testHttp().text(URL1, { method: 'POST', form: { q: 'x' } })).resolves.toMatchObject({ status: 200 });
    expect(requests.count(URL1)).toBe(2);
  });

  it('POST: a 429 is retried', async () => {
    sequence(URL1, [status(429), ok], undefined, 'post');
    await expect(testHttp().text(URL1, { method: 'POST', json: { q: 'x' } })).resolves.toMatchObject({ status: 200 });
  });
});
