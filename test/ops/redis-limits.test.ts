// Rate limits shared through a REAL redis-server (started here on a free port):
// exact across processes, atomic over both windows, expiring with the window,
// and fail-open when Redis goes away, with recovery by itself when it is back.
import { Redis } from 'ioredis';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { FailOpenLimitStore, type StateChange } from '../../src/api/limits/fail-open.ts';
import { RedisLimitStore } from '../../src/api/limits/redis.ts';
import type { WindowSpec } from '../../src/api/limits/store.ts';
import { startRedisServer, type RedisServer } from '../support/redis-server.ts';

const HOUR_MS = 3_600_000;
/** Bound on every wait for a state change: well under the ~15 s a test may take. */
const RECOVERY_MS = 8_000;

/** Everything a test opens, closed after it whatever happened. */
const closers: (() => Promise<void>)[] = [];
function closeLater<T extends { close(): Promise<void> }>(thing: T): T {
  closers.push(() => thing.close());
  return thing;
}
function redisStore(url: string, prefix = 'test:'): RedisLimitStore {
  return closeLater(new RedisLimitStore(url, { prefix }));
}
/** A plain client for looking at Redis from the outside. */
function inspector(url: string): Redis {
  const client = new Redis(url, { lazyConnect: true, retryStrategy: () => 100 });
  client.on('error', () => {}); // the servers stop and start on purpose
  closers.push(async () => client.disconnect());
  return client;
}

afterEach(async () => {
  // Newest first: stores before the servers they talk to.
  for (const close of closers.splice(0).reverse()) await close();
});

const windowOf = (key: string, limit: number, expiresAt = Date.now() + HOUR_MS): WindowSpec => ({
  key,
  limit,
  expiresAt,
});

describe('RedisLimitStore against a real Redis', () => {
  let server: RedisServer;
  let redis: Redis;

  beforeAll(async () => {
    server = await startRedisServer();
    redis = new Redis(server.url);
  });
  afterAll(async () => {
    await redis?.quit();
    await server?.close();
  });
  beforeEach(async () => {
    await redis.flushall();
  });

  it('lets exactly 20 of 50 concurrent requests through a budget of 20 across three processes', async () => {
    const processes = [redisStore(server.url), redisStore(server.url), redisStore(server.url)];
    const spec = [windowOf('m:key:a', 20), windowOf('d:key:a', 1000)];
    const results = await Promise.all(Array.from({ length: 50 }, (_, i) => processes[i % 3]!.consume(spec)));
    expect(results.filter((r) => r.allowed)).toHaveLength(20);
    expect(results.filter((r) => !r.allowed)).toHaveLength(30);
    // Every allowed call saw a distinct count: no two requests got the same slot.
    const slots = results.filter((r) => r.allowed).map((r) => r.counts[0]);
    expect(new Set(slots).size).toBe(20);
    expect(await redis.mget('test:m:key:a', 'test:d:key:a')).toEqual(['20', '20']);
  });

  it('checks both windows in one call: an exhausted day refuses with burst left and increments nothing', async () => {
    const store = redisStore(server.url);
    const burst = windowOf('m:key:a', 10);
    const day = windowOf('d:key:a', 3);
    for (let i = 0; i < 3; i++) expect((await store.consume([burst, day])).allowed).toBe(true);

    const refused = await store.consume([burst, day]);
    expect(refused).toEqual({ allowed: false, counts: [3, 3] });
    expect(await redis.mget('test:m:key:a', 'test:d:key:a')).toEqual(['3', '3']);
  });

  it('a refused call changes no count and no expiry', async () => {
    const store = redisStore(server.url);
    const spec = [windowOf('m:key:a', 2, Date.now() + HOUR_MS)];
    await store.consume(spec);
    await store.consume(spec);
    const expiry = await redis.pexpiretime('test:m:key:a');

    const later = [windowOf('m:key:a', 2, Date.now() + 2 * HOUR_MS)];
    const refusals = await Promise.all(Array.from({ length: 5 }, () => store.consume(later)));
    expect(refusals.every((r) => !r.allowed && r.counts[0] === 2)).toBe(true);
    expect(await store.peek(['m:key:a'])).toEqual([2]);
    expect(await redis.pexpiretime('test:m:key:a')).toBe(expiry);
  });

  it('keys expire at the window end', async () => {
    const store = redisStore(server.url);
    const endsAt = Date.now() + 300;
    expect((await store.consume([windowOf('m:key:a', 5, endsAt)])).allowed).toBe(true);
    expect(await redis.pexpiretime('test:m:key:a')).toBe(endsAt);

    await vi.waitFor(async () => expect(await redis.exists('test:m:key:a')).toBe(0), { timeout: 2_000, interval: 50 });
    expect(Date.now()).toBeGreaterThanOrEqual(endsAt);
    expect(await store.peek(['m:key:a'])).toEqual([0]);
    expect((await store.consume([windowOf('m:key:a', 5)])).counts).toEqual([1]);
  });

  it('the prefix keeps two deployments apart', async () => {
    const production = redisStore(server.url, 'labdir:');
    const staging = redisStore(server.url, 'labdir-staging:');
    const spec = [windowOf('m:key:a', 1)];
    expect((await production.consume(spec)).allowed).toBe(true);
    expect((await production.consume(spec)).allowed).toBe(false);

    expect(await staging.consume(spec)).toEqual({ allowed: true, counts: [1] });
    expect((await redis.keys('*')).sort()).toEqual(['labdir-staging:m:key:a', 'labdir:m:key:a']);
  });

  it('peek returns 0 for unknown keys and creates none', async () => {
    const store = redisStore(server.url);
    await store.consume([windowOf('m:key:a', 5)]);
    expect(await store.peek(['m:key:a', 'm:unknown', 'd:unknown'])).toEqual([1, 0, 0]);
    expect(await store.peek([])).toEqual([]);
    expect(await redis.dbsize()).toBe(1);
  });

  it('loads the script again when Redis has forgotten it (NOSCRIPT after SCRIPT FLUSH)', async () => {
    const store = redisStore(server.url);
    await store.consume([windowOf('m:key:a', 5)]);
    await redis.script('FLUSH');
    expect(await store.consume([windowOf('m:key:a', 5)])).toEqual({ allowed: true, counts: [2] });
  });

  it('does no I/O when built: a client is connected on first use', async () => {
    const store = redisStore(server.url);
    expect(store.client.status).toBe('wait');
    await store.ping();
    expect(store.client.status).toBe('ready');
  });
});

describe('FailOpenLimitStore over Redis', () => {
  /** A fail-open store over its own Redis connection, recording every state change. */
  function failOpen(url: string) {
    const changes: StateChange[] = [];
    const store = closeLater(
      new FailOpenLimitStore(new RedisLimitStore(url, { prefix: 'test:' }), { onStateChange: (c) => changes.push(c) }),
    );
    return { store, changes };
  }

  async function ownServer(): Promise<RedisServer> {
    const server = await startRedisServer();
    closers.push(() => server.close());
    return server;
  }

  const spec = [windowOf('m:key:a', 5)];

  it('keeps answering from memory when Redis stops, says so, and returns to Redis by itself when it is back', {
    timeout: 15_000,
  }, async () => {
    const server = await ownServer();
    const redis = inspector(server.url);
    const { store, changes } = failOpen(server.url);
    expect(await store.ready()).toBe('shared');
    await store.consume(spec);
    await store.consume(spec);
    expect(await redis.get('test:m:key:a')).toBe('2');

    await server.stop();
    // Memory starts from zero: the first answer after the switch counts 1, not 3.
    const during = await Promise.all([store.consume(spec), store.consume(spec)]);
    expect(during.every((r) => r.allowed)).toBe(true);
    expect(during.map((r) => r.counts[0]).sort()).toEqual([1, 2]);
    expect(store.state).toBe('degraded');
    expect(changes).toHaveLength(1);
    expect(changes[0]).toMatchObject({ state: 'degraded', previous: 'shared' });
    expect(changes[0]?.reason).toMatch(/\S/);
    // While degraded the budget still holds, per process.
    const rest = await Promise.all(Array.from({ length: 5 }, () => store.consume(spec)));
    expect(rest.filter((r) => r.allowed)).toHaveLength(3);

    await server.start();
    await vi.waitFor(() => expect(store.state).toBe('shared'), { timeout: RECOVERY_MS, interval: 50 });
    expect(changes.map((c) => c.state)).toEqual(['degraded', 'shared']);
    // Counting is back in Redis (empty after its restart, nothing persisted).
    expect(await store.consume(spec)).toEqual({ allowed: true, counts: [1] });
    expect(await redis.get('test:m:key:a')).toBe('1');
  });

  it('a store created while Redis is down starts degraded and recovers when Redis comes up', {
    timeout: 15_000,
  }, async () => {
    const server = await ownServer();
    await server.stop();
    const { store, changes } = failOpen(server.url);
    expect(await store.ready()).toBe('degraded');
    expect(changes).toMatchObject([{ state: 'degraded', previous: 'shared' }]);
    expect(changes[0]?.reason).toMatch(/ECONNREFUSED|not connected/);
    expect(await store.consume(spec)).toEqual({ allowed: true, counts: [1] });
    expect(await store.peek(['m:key:a'])).toEqual([1]);

    await server.start();
    await vi.waitFor(() => expect(store.state).toBe('shared'), { timeout: RECOVERY_MS, interval: 50 });
    expect(changes.map((c) => c.state)).toEqual(['degraded', 'shared']);
    expect(await store.consume(spec)).toEqual({ allowed: true, counts: [1] });
    expect(await inspector(server.url).get('test:m:key:a')).toBe('1');
  });

  it('a hung Redis cannot stall requests: calls answer within the timeout, from memory, until it answers again', {
    timeout: 15_000,
  }, async () => {
    const server = await ownServer();
    const admin = inspector(server.url);
    const { store, changes } = failOpen(server.url);
    expect(await store.ready()).toBe('shared');

    // Redis keeps the connection but answers no command for 1.5 s.
    await admin.client('PAUSE', 1_500, 'ALL');
    const started = performance.now();
    const result = await store.consume(spec);
    expect(performance.now() - started).toBeLessThan(500);
    expect(result.allowed).toBe(true);
    expect(changes[0]).toMatchObject({ state: 'degraded', reason: expect.stringMatching(/timed out/i) });

    await vi.waitFor(() => expect(store.state).toBe('shared'), { timeout: RECOVERY_MS, interval: 50 });
  });
});
