// The real scrape HTTP client, set up for tests (use with ./msw.ts).
//
//   const http = testHttp();                    // no waiting, fixed User-Agent, jitter 0
//   const http = testHttp({ retries: 0 });      // any createHttp option overrides
//
//   const clock = fakeClock();                  // virtual time, for politeness tests
//   const http = testHttp({ minDelayMs: 1000, now: clock.now, sleep: clock.sleep });
//
// testHttp's defaults: minDelayMs 0, a jumpClock (sleep resolves at once and
// moves the client's time on, so backoff and Retry-After cost no real time),
// random () => 0 (full jitter → no backoff),
// timeoutMs 30000, the other defaults as in production. robots.txt is still
// read: useMswServer answers 404 (allow all) unless a test says otherwise.
import { createHttp, type CreateHttpOptions, type HttpClient } from '../../src/scrape/http/client.ts';

export const TEST_PUBLIC_URL = 'https://labs.example';
export const TEST_USER_AGENT = 'LabDirectoryBot/1.0 (+https://labs.example/about/#scraping)';

export interface JumpClock {
  now(): number;
  sleep(ms: number, signal?: AbortSignal): Promise<void>;
}

/**
 * A clock whose sleep returns at once and moves its time forward by `ms`
 * (never backwards), starting at the real time. What testHttp uses unless
 * told otherwise: waits cost nothing, yet Retry-After and politeness see
 * time pass.
 */
export function jumpClock(start = Date.now()): JumpClock {
  let t = start;
  return {
    now: () => t,
    sleep(ms, signal) {
      signal?.throwIfAborted();
      t += Math.max(0, ms);
      return Promise.resolve();
    },
  };
}

export function testHttp(overrides: CreateHttpOptions = {}): HttpClient {
  const clock = jumpClock();
  return createHttp({
    userAgent: TEST_USER_AGENT,
    minDelayMs: 0,
    // Generous: a loaded CI machine must not turn a slow answer into a retry that changes counts.
    timeoutMs: 30_000,
    now: clock.now,
    sleep: clock.sleep,
    random: () => 0,
    ...overrides,
  });
}

export interface FakeClock {
  now(): number;
  sleep(ms: number, signal?: AbortSignal): Promise<void>;
  /** Every sleep asked for, in ms, in order. */
  readonly sleeps: readonly number[];
}

/**
 * Virtual time. sleep(ms) resolves when the clock reaches now + ms; the clock
 * moves to the earliest pending deadline once no new sleep has been asked for
 * during `settleMs` of real time (so concurrent sleepers, e.g. two hosts,
 * all register before time moves). A test of N sleeps costs about N × settleMs.
 */
export function fakeClock(start = 0, settleMs = 5): FakeClock {
  let t = start;
  const sleeps: number[] = [];
  const timers: Array<{ at: number; resolve: () => void; seq: number }> = [];
  let seq = 0;
  let pending: ReturnType<typeof setTimeout> | undefined;

  const schedule = () => {
    if (pending) clearTimeout(pending);
    pending = setTimeout(fire, settleMs);
  };
  const fire = () => {
    pending = undefined;
    if (timers.length === 0) return;
    timers.sort((a, b) => a.at - b.at || a.seq - b.seq);
    t = Math.max(t, timers[0]!.at);
    while (timers.length > 0 && timers[0]!.at <= t) timers.shift()!.resolve();
    if (timers.length > 0) schedule();
  };

  return {
    now: () => t,
    sleeps,
    sleep(ms, signal) {
      sleeps.push(ms);
      signal?.throwIfAborted();
      return new Promise<void>((resolve, reject) => {
        const timer = { at: t + Math.max(0, ms), resolve, seq: seq++ };
        timers.push(timer);
        signal?.addEventListener(
          'abort',
          () => {
            const i = timers.indexOf(timer);
            if (i >= 0) timers.splice(i, 1);
            reject(signal.reason);
          },
          { once: true },
        );
        schedule();
      });
    },
  };
}
