// Keys shared through a real redis-server by two instances of the real app:
// a key issued or revoked (as the keys CLI does, in Redis) is honoured or
// refused by both within a second, without a restart; a sign-up asked of one
// is confirmed on the other, its limits counted once across both, and a
// rotation on one is seen by the other within a second.
import { Redis } from 'ioredis';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { issueRedisKey, revokeRedisKey } from '../../src/api/auth/redis-key-store.ts';
import { startRedisServer, type RedisServer } from '../support/redis-server.ts';
import { startTestServer, type TestServer } from '../support/server.ts';
import { startSmtp, type TestSmtp } from '../support/smtp.ts';
import { SIGNUP_BUDGET_PER_EMAIL } from '../../src/api/key-service.ts';

const PREFIX = 'sharedkeys:';
let redis: RedisServer;
let client: Redis;
let servers: TestServer[];
let smtp: TestSmtp;

beforeAll(async () => {
  redis = await startRedisServer();
  client = new Redis(redis.url);
  smtp = await startSmtp();
  const ops = { redisUrl: redis.url, redisPrefix: PREFIX };
  servers = await Promise.all([
    startTestServer({ ops, smtpUrl: smtp.url }),
    startTestServer({ ops, smtpUrl: smtp.url }),
  ]);
});

afterAll(async () => {
  await Promise.all((servers ?? []).map((s) => s.close()));
  client?.disconnect();
  await redis?.close();
  await smtp?.close();
});

async function post(server: TestServer, path: string, body?: unknown, key?: string) {
  const response = await fetch(`${server.origin}${path}`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', ...(key ? { 'X-Api-Key': key } : {}) },
    ...(body === undefined ? {} : { body: JSON.stringify(body) }),
  });
  return { status: response.status, body: (await response.json()) as { key?: string; error?: string } };
}

function tokenFor(email: string): string {
  const mail = [...smtp.mails].reverse().find((m) => m.to.includes(email))!;
  return /#token=([A-Za-z0-9_-]+)/.exec(mail.text)![1]!;
}

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

  it('confirms on one server a sign-up asked of the other, once, and counts its limits across both', async () => {
    // Limits in Redis expire at their window's end: on the real clock, or they would be gone at once.
    for (const s of servers) s.clock.set(new Date().toISOString());
    const email = `shared.${Date.now()}@example.org`;
    expect((await post(servers[0]!, '/keys/signup', { email })).status).toBe(202);
    const token = tokenFor(email);
    const confirmed = await post(servers[1]!, '/keys/confirm', { token });
    expect(confirmed.status).toBe(201);
    expect((await post(servers[0]!, '/keys/confirm', { token })).status).toBe(410);
    expect(await untilAll(confirmed.body.key!, 200)).toBeLessThan(1000);
    // The per-address budget is one across both servers.
    const statuses: number[] = [];
    for (let i = 1; i <= SIGNUP_BUDGET_PER_EMAIL.daily; i++)
      statuses.push((await post(servers[i % 2]!, '/keys/signup', { email })).status);
    expect(statuses).toEqual([...Array(SIGNUP_BUDGET_PER_EMAIL.daily - 1).fill(202), 429]);
  });

  it('refuses a rotated key on every server within a second, and honours the new one', async () => {
    const { key } = await issueRedisKey(client, PREFIX, { tier: 'free', label: 'to rotate' });
    expect(await untilAll(key, 200)).toBeLessThan(1000);
    const rotated = await post(servers[0]!, '/keys/rotate', undefined, key);
    expect(rotated.status).toBe(201);
    expect(await untilAll(key, 401)).toBeLessThan(1000);
    expect(await untilAll(rotated.body.key!, 200)).toBeLessThan(1000);
  });
});
