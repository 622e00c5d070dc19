import { afterEach, describe, expect, it, vi } from 'vitest';
import { Limiter, rateLimitHeaders } from '../../../src/api/limits/limiter.ts';
import { MemoryLimitStore } from '../../../src/api/limits/memory.ts';
import { TIER_RULES } from '../../../src/domain/tiers.ts';
import { TIERS, type Tier } from '../../../src/domain/types.ts';

/** A settable clock in Unix ms, shared by the limiter and its store. */
function clock(start: number) {
  let t = start;
  return {
    now: () => t,
    set: (ms: number) => {
      t = ms;
    },
    advance: (ms: number) => {
      t += ms;
    },
  };
}

const at = (h: number, m: number, s = 0, ms = 0) => Date.UTC(2025, 0, 15, h, m, s, ms);
const secs = (ms: number) => Math.floor(ms / 1000);

const stores: MemoryLimitStore[] = [];
function setup(start: number) {
  const c = clock(start);
  const store = new MemoryLimitStore(c.now);
  stores.push(store);
  return { c, store, limiter: new Limiter(store, c.now) };
}

afterEach(async () => {
  await Promise.all(stores.splice(0).map((s) => s.close()));
  vi.useRealTimers();
});

async function spend(limiter: Limiter, subject: string, tier: Tier, n: number) {
  const decisions = [];
  for (let i = 0; i < n; i++) decisions.push(await limiter.consume(subject, tier));
  return decisions;
}

describe('Limiter burst window', () => {
  it.each(TIERS)('lets %s spend its burst in a minute, then refuses until the minute ends', async (tier) => {
    const { limiter } = setup(at(10, 0, 5));
    const burst = TIER_RULES[tier].burst;
    const passed = await spend(limiter, 'key:a', tier, burst);
    expect(passed.every((d) => d.allowed)).toBe(true);
    expect(passed.at(-1)?.burst.remaining).toBe(0);

    const refused = await limiter.consume('key:a', tier);
    expect(refused.allowed).toBe(false);
    expect(refused.retryAfter).toBe(55);
    expect(refused.burst).toMatchObject({ limit: burst, remaining: 0, reset: secs(at(10, 1)) });
  });

  it('rounds retryAfter up to whole seconds', async () => {
    const { c, limiter } = setup(at(10, 0, 0));
    await spend(limiter, 'ip:1.2.3.4', 'anonymous', 10);
    c.set(at(10, 0, 59, 500));
    expect((await limiter.consume('ip:1.2.3.4', 'anonymous')).retryAfter).toBe(1);
  });

  it('resets at the wall-clock minute boundary, not 60 s after the first request', async () => {
    const { c, limiter } = setup(at(10, 0, 50));
    await spend(limiter, 'key:a', 'anonymous', 10);
    c.set(at(10, 0, 59, 999));
    expect((await limiter.consume('key:a', 'anonymous')).allowed).toBe(false);

    c.set(at(10, 1, 0));
    const next = await limiter.consume('key:a', 'anonymous');
    expect(next.allowed).toBe(true);
    expect(next.burst).toMatchObject({ limit: 10, remaining: 9, reset: secs(at(10, 2)) });
  });
});

describe('Limiter daily window', () => {
  /** Spends the anonymous daily budget (100) as 10 per minute from 23:40 to 23:49 UTC. */
  async function exhaustDay() {
    const env = setup(at(23, 40));
    for (let minute = 40; minute < 50; minute++) {
      env.c.set(at(23, minute, 1));
      const decisions = await spend(env.limiter, 'key:a', 'anonymous', 10);
      expect(decisions.every((d) => d.allowed)).toBe(true);
    }
    return env;
  }

  it('refuses after the daily budget until 00:00 UTC, with retryAfter to midnight', async () => {
    const { c, limiter } = await exhaustDay();
    c.set(at(23, 50, 30));
    const refused = await limiter.consume('key:a', 'anonymous');
    expect(refused.allowed).toBe(false);
    expect(refused.retryAfter).toBe(9 * 60 + 30);
    expect(refused.daily).toMatchObject({ limit: 100, remaining: 0, reset: secs(Date.UTC(2025, 0, 16)) });
    // The burst state is still reported for the current minute, untouched.
    expect(refused.burst).toMatchObject({ limit: 10, remaining: 10, reset: secs(at(23, 51)) });
  });

  it('gives the daily budget back at 00:00 UTC', async () => {
    const { c, limiter } = await exhaustDay();
    c.set(Date.UTC(2025, 0, 16) - 1);
    expect((await limiter.consume('key:a', 'anonymous')).allowed).toBe(false);

    c.set(Date.UTC(2025, 0, 16));
    const next = await limiter.consume('key:a', 'anonymous');
    expect(next.allowed).toBe(true);
    expect(next.daily.remaining).toBe(99);
    expect(next.daily.reset).toBe(secs(Date.UTC(2025, 0, 17)));
  });

  it('retries after the later window when minute and day are both exhausted', async () => {
    const { c, limiter } = await exhaustDay();
    c.set(at(23, 49, 30)); // the minute of the last 10 requests: burst spent too
    const refused = await limiter.consume('key:a', 'anonymous');
    expect(refused.burst.remaining).toBe(0);
    expect(refused.daily.remaining).toBe(0);
    expect(refused.retryAfter).toBe(10 * 60 + 30);
  });
});

describe('Limiter counting', () => {
  it('does not count a refused request', async () => {
    const { c, limiter } = setup(at(10, 0));
    await spend(limiter, 'key:a', 'anonymous', 10);
    const refused = await spend(limiter, 'key:a', 'anonymous', 5);
    expect(refused.every((d) => !d.allowed)).toBe(true);

    c.set(at(10, 1));
    const next = await spend(limiter, 'key:a', 'anonymous', 11);
    expect(next.slice(0, 10).every((d) => d.allowed)).toBe(true);
    expect(next[9]?.daily.remaining).toBe(80);
    expect(next[10]?.allowed).toBe(false);
  });

  it.each(TIERS)('is exact under concurrency for %s: N of N+5 simultaneous requests pass', async (tier) => {
    const { limiter } = setup(at(10, 0));
    const burst = TIER_RULES[tier].burst;
    const decisions = await Promise.all(Array.from({ length: burst + 5 }, () => limiter.consume('key:a', tier)));
    expect(decisions.filter((d) => d.allowed)).toHaveLength(burst);
    expect(decisions.filter((d) => !d.allowed)).toHaveLength(5);
  });

  it('peek does not count and reports the same remaining', async () => {
    const { limiter } = setup(at(10, 0));
    const last = (await spend(limiter, 'key:a', 'free', 3)).at(-1);
    const first = await limiter.peek('key:a', 'free');
    const second = await limiter.peek('key:a', 'free');
    expect(first).toEqual(last);
    expect(second).toEqual(last);
    expect((await limiter.consume('key:a', 'free')).burst.remaining).toBe(56);
  });

  it('peek of an exhausted subject reports it refused, with retryAfter', async () => {
    const { limiter } = setup(at(10, 0, 15));
    await spend(limiter, 'key:a', 'anonymous', 10);
    const peeked = await limiter.peek('key:a', 'anonymous');
    expect(peeked.allowed).toBe(false);
    expect(peeked.retryAfter).toBe(45);
  });

  it('counts subjects independently (two keys, key vs IP)', async () => {
    const { limiter } = setup(at(10, 0));
    await spend(limiter, 'key:a', 'anonymous', 10);
    expect((await limiter.consume('key:a', 'anonymous')).allowed).toBe(false);
    for (const subject of ['key:b', 'ip:a', 'ip:203.0.113.7']) {
      const d = await limiter.consume(subject, 'anonymous');
      expect(d.allowed).toBe(true);
      expect(d.burst.remaining).toBe(9);
    }
  });
});

describe('rateLimitHeaders', () => {
  it('produces the rate headers as strings, the X- ones and the IETF fields', async () => {
    const { limiter } = setup(at(10, 0, 20));
    await spend(limiter, 'key:a', 'pro', 2);
    const decision = await limiter.consume('key:a', 'pro');
    expect(rateLimitHeaders(decision)).toEqual({
      'X-RateLimit-Limit': '200',
      'X-RateLimit-Remaining': '197',
      'X-RateLimit-Reset': String(secs(at(10, 1))),
      'X-RateLimit-Daily-Limit': '10000',
      'X-RateLimit-Daily-Remaining': '9997',
      'X-Api-Tier': 'pro',
      'RateLimit-Policy': '"burst";q=200;w=60, "daily";q=10000;w=86400',
      RateLimit: '"burst";r=197;t=40, "daily";r=9997;t=50380',
    });
  });
});

describe('MemoryLimitStore', () => {
  it('changes nothing when any window is at its limit', async () => {
    const c = clock(0);
    const store = new MemoryLimitStore(c.now);
    stores.push(store);
    const windows = [
      { key: 'a', limit: 5, expiresAt: 1000 },
      { key: 'b', limit: 1, expiresAt: 1000 },
    ];
    expect(await store.consume(windows)).toEqual({ allowed: true, counts: [1, 1] });
    expect(await store.consume(windows)).toEqual({ allowed: false, counts: [1, 1] });
    expect(await store.peek(['a', 'b', 'unknown'])).toEqual([1, 1, 0]);
  });

  it('reads an expired window as 0 and sweeps it away', async () => {
    const c = clock(0);
    const store = new MemoryLimitStore(c.now);
    stores.push(store);
    await store.consume([{ key: 'old', limit: 5, expiresAt: 1000 }]);
    await store.consume([{ key: 'new', limit: 5, expiresAt: 5000 }]);
    c.set(1000);
    expect(await store.peek(['old', 'new'])).toEqual([0, 1]);
    expect(store.size).toBe(2);
    expect(store.sweep()).toBe(1);
    expect(store.size).toBe(1);
  });

  it('sweeps periodically on its own interval', async () => {
    vi.useFakeTimers();
    const c = clock(0);
    const store = new MemoryLimitStore(c.now, 1000);
    stores.push(store);
    await store.consume([{ key: 'old', limit: 5, expiresAt: 500 }]);
    c.set(600);
    vi.advanceTimersByTime(1000);
    expect(store.size).toBe(0);
  });

  it('forgets the limiter windows once the minute and the day are over', async () => {
    const { c, store, limiter } = setup(at(10, 0));
    await limiter.consume('key:a', 'free');
    expect(store.size).toBe(2);
    c.set(at(10, 1));
    store.sweep();
    expect(store.size).toBe(1); // the day window lives on
    c.set(Date.UTC(2025, 0, 16));
    store.sweep();
    expect(store.size).toBe(0);
  });
});
