// Keys shared through a real redis-server by two instances of the real app:
// a key issued or revoked (as the keys CLI does, in Redis) is honoured or
// refused by both within a second, without a restart.
import { Redis } from 'ioredis';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { issueRedisKey, revokeRedisKey } from '../../src/api/auth/redis-key-store.ts';
import { startRedisServer, type RedisServer } from '../support/redis-server.ts';
import { startTestServer, type TestServer } from '../support/server.ts';

const PREFIX = 'sharedkeys:';
let redis: RedisServer;
let client: Redis;
let servers: TestServer[];

beforeAll(async () => {
  redis = await startRedisServer();
  client = new Redis(redis.url);
  const ops = { redisUrl: redis.url, redisPrefix: PREFIX };
  servers = await Promise.all([startTestServer({ ops }), startTestServer({ ops })]);
});

afterAll(async () => {
  await Promise.all((servers ?? []).map((s) => s.close()));
  client?.disconnect();
  await redis?.close();
});

/** Milliseconds until every server answers `key` with `status` (fails after 3 s). */
async function untilAll(key: string, status: number): Promise<number> {
  const started = Date.now();
  while (Date.now() - started < 3000) {
    const statuses = await Promise.all(
      servers.map(async (s) => (await s.api('/categories', { headers: { 'X-Api-Key': key }, validate: false })).status),
    );
    if (statuses.every((st) => st === status)) return Date.now() - started;
    await new Promise((r) => setTimeout(r, 50));
  }
  throw new Error(`not every server answered ${status} within 3 s`);
}

describe('keys shared through Redis', () => {
  it('says on /readyz that keys are in Redis', async () => {
    expect(await (await fetch(`${servers[0]!.origin}/readyz`)).json()).toMatchObject({ keys: 'redis' });
  });

  it('honours a key issued in Redis on every server within a second, and refuses it once revoked', async () => {
    const { key, record } = await issueRedisKey(client, PREFIX, { tier: 'pro', label: 'shared' });
    expect(await untilAll(key, 200)).toBeLessThan(1000);
    const answer = await servers[1]!.api('/categories', { headers: { 'X-Api-Key': key }, validate: false });
    expect(answer.headers.get('x-api-tier')).toBe('pro');
    await revokeRedisKey(client, PREFIX, record.id);
    expect(await untilAll(key, 401)).toBeLessThan(1000);
  });
});
