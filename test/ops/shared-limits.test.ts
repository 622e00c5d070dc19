// Two server processes' worth of the real app sharing one real redis-server:
// one budget per caller across both, exact under concurrency; /readyz and the
// metrics say whether limits are shared; Redis down means answers from memory
// (degraded), never a failed request, and Redis back means shared again.
import { Redis } from 'ioredis';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { issueRedisKey } from '../../src/api/auth/redis-key-store.ts';
import { startRedisServer, type RedisServer } from '../support/redis-server.ts';
import { startTestServer, type TestServer } from '../support/server.ts';

const PREFIX = `sharedlimits${Date.now()}:`;
let redis: RedisServer;
let a: TestServer;
let b: TestServer;

/** Real time (Redis expires keys by its own clock), clear of a minute boundary so one burst window holds the test. */
async function freshMinute(): Promise<string> {
  const intoMinute = Date.now() % 60_000;
  if (intoMinute > 50_000) await new Promise((r) => setTimeout(r, 60_000 - intoMinute + 100));
  return new Date().toISOString();
}

beforeAll(async () => {
  redis = await startRedisServer();
  const now = await freshMinute();
  const ops = { redisUrl: redis.url, redisPrefix: PREFIX };
  [a, b] = await Promise.all([startTestServer({ now, ops }), startTestServer({ now, ops })]);
  // Both clocks follow real time.
  const tick = setInterval(() => {
    a.clock.now = Date.now();
    b.clock.now = Date.now();
  }, 20);
  tick.unref();
}, 90_000);

afterAll(async () => {
  await Promise.all([a?.close(), b?.close()]);
  await redis?.close();
});

const readyz = async (server: TestServer) =>
  (await (await fetch(`${server.origin}/readyz`)).json()) as { status: string; limits: string };

describe('limits shared through Redis', () => {
  it('says on /readyz that limits are shared', async () => {
    expect(await readyz(a)).toMatchObject({ status: 'ready', limits: 'shared' });
  });

  it('lets exactly the anonymous burst (10) of 24 concurrent requests through across two processes', async () => {
    const requests = Array.from({ length: 24 }, (_, i) => (i % 2 ? a : b).api('/categories', { validate: false }));
    const statuses = (await Promise.all(requests)).map((r) => r.status);
    expect(statuses.filter((s) => s === 200)).toHaveLength(10);
    expect(statuses.filter((s) => s === 429)).toHaveLength(14);
    // The rate headers show the shared count on either process.
    const peek = await a.api('/metadata/freshness');
    expect(peek.headers.get('x-ratelimit-remaining')).toBe('0');
  });

  it('answers every request from memory while Redis is down, says degraded, and shares again when it is back', async () => {
    // Keys live in Redis too: issue one while it is up, and let the server see it.
    const client = new Redis(redis.url);
    const { key } = await issueRedisKey(client, PREFIX, { tier: 'pro', label: 'degraded run' });
    client.disconnect();
    for (
      let i = 0;
      i < 40 && (await a.api('/categories', { headers: { 'X-Api-Key': key }, validate: false })).status !== 200;
      i++
    )
      await new Promise((r) => setTimeout(r, 50));
    await redis.stop();
    const during = await Promise.all(
      Array.from({ length: 6 }, () => a.api('/labs?per_page=1', { headers: { 'X-Api-Key': key }, validate: false })),
    );
    expect(during.map((r) => r.status)).toEqual([200, 200, 200, 200, 200, 200]);
    expect(await readyz(a)).toMatchObject({ status: 'degraded', limits: 'degraded' });
    expect(await a.app.metrics.registry.getSingleMetricAsString('labdir_limits_degraded')).toMatch(
      /^labdir_limits_degraded 1$/m,
    );
    await redis.start();
    const until = Date.now() + 12_000;
    let state = await readyz(a);
    while (state.limits !== 'shared' && Date.now() < until) {
      await a.api('/labs?per_page=1', { headers: { 'X-Api-Key': key }, validate: false });
      await new Promise((r) => setTimeout(r, 200));
      state = await readyz(a);
    }
    expect(state).toMatchObject({ status: 'ready', limits: 'shared' });
    expect(await a.app.metrics.registry.getSingleMetricAsString('labdir_limits_degraded')).toMatch(
      /^labdir_limits_degraded 0$/m,
    );
  }, 30_000);
});
