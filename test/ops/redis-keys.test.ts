// The API key store in Redis (REDIS_URL), against a real redis-server: every
// server process honours or refuses a key within 1 s of its issue or revoke,
// the store rides out a Redis restart, the keys CLI works there, the keys file
// migrates into it, and Redis never holds key text.
import { execFile } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { existsSync } from 'node:fs';
import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { Redis } from 'ioredis';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { generateKey, hashKey } from '../../src/api/auth/api-keys.ts';
import {
  issueKey,
  listKeys,
  revokeKey,
  type KeyLookup,
  type KeyRecord,
  type KeyStore,
} from '../../src/api/auth/key-store.ts';
import {
  issueRedisKey,
  listRedisKeys,
  migrateFileKeysToRedis,
  openRedisKeyStore,
  redisKeyNames,
  revokeRedisKey,
  serializeRecord,
} from '../../src/api/auth/redis-key-store.ts';
import { freePort, startRedisServer, type RedisServer } from '../support/redis-server.ts';

const CLI = path.join(import.meta.dirname, '../../scripts/keys.ts');
const WITHIN_MS = 1_000;
/** Longest any wait in these tests may take before it counts as a failure. */
const WAIT_LIMIT_MS = 5_000;

let server: RedisServer;
let dir: string;
let file: string;
let prefix: string;
let prefixes = 0;
const stores: KeyStore[] = [];
const clients: Redis[] = [];

/** A client for the test's own reads and writes, closed after the test. */
async function client(url: string = server.url): Promise<Redis> {
  const redis = new Redis(url, { lazyConnect: true, retryStrategy: () => null });
  redis.on('error', () => {});
  clients.push(redis);
  await redis.connect();
  return redis;
}

/** A store as a server process would open it, closed after the test. */
async function open(url: string = server.url): Promise<KeyStore> {
  const store = await openRedisKeyStore(url, prefix);
  stores.push(store);
  return store;
}

/** Polls until `check` holds, for up to WAIT_LIMIT_MS; returns how long it took (Infinity: never). */
async function msUntil(check: () => boolean | Promise<boolean>): Promise<number> {
  const started = Date.now();
  while (!(await check())) {
    if (Date.now() - started > WAIT_LIMIT_MS) return Infinity;
    await new Promise((r) => setTimeout(r, 10));
  }
  return Date.now() - started;
}

function statusIn(store: KeyStore, key: string): KeyLookup['status'] {
  return store.lookup(key).status;
}

/** Runs the real keys CLI with REDIS_URL, REDIS_PREFIX and KEYS_FILE for this test (asynchronously: the stores keep running). */
function keys(env: NodeJS.ProcessEnv, ...args: string[]): Promise<{ code: number; stdout: string; stderr: string }> {
  return new Promise((resolve) => {
    execFile(
      process.execPath,
      [CLI, ...args],
      {
        env: { ...process.env, REDIS_URL: server.url, REDIS_PREFIX: prefix, KEYS_FILE: file, ...env },
        encoding: 'utf8',
        timeout: 20_000,
      },
      (error, stdout, stderr) => {
        resolve({ code: error ? (typeof error.code === 'number' ? error.code : -1) : 0, stdout, stderr });
      },
    );
  });
}

/** Every key name, hash field and value in the whole Redis, as text. */
async function everythingIn(redis: Redis): Promise<string[]> {
  const texts: string[] = [];
  let cursor = '0';
  do {
    const [next, names] = await redis.scan(cursor, 'COUNT', 1000);
    cursor = next;
    for (const name of names) {
      texts.push(name);
      const type = await redis.type(name);
      if (type === 'hash') texts.push(...Object.entries(await redis.hgetall(name)).flat());
      else if (type === 'string') texts.push((await redis.get(name)) ?? '');
      else throw new Error(`unexpected ${type} ${name} in Redis`);
    }
  } while (cursor !== '0');
  return texts;
}

beforeAll(async () => {
  server = await startRedisServer();
});

afterAll(async () => {
  await server?.close();
});

beforeEach(async () => {
  // A prefix per test: no test sees another's keys, and nothing needs flushing.
  prefix = `test${++prefixes}:`;
  dir = await mkdtemp(path.join(os.tmpdir(), 'redis-keys-'));
  file = path.join(dir, 'keys.json');
});

afterEach(async () => {
  for (const store of stores.splice(0)) store.close();
  for (const redis of clients.splice(0)) redis.disconnect();
  vi.restoreAllMocks();
  await rm(dir, { recursive: true, force: true });
});

describe('Redis key store', () => {
  it('a key issued in Redis is honoured by every open store within 1 s', async () => {
    const [first, second] = [await open(), await open()];
    const { key, record } = await issueRedisKey(await client(), prefix, { tier: 'pro', label: 'Acme GmbH' });
    const took = await msUntil(() => statusIn(first, key) === 'valid' && statusIn(second, key) === 'valid');
    expect(took).toBeLessThan(WITHIN_MS);
    const lookup = second.lookup(key);
    expect(lookup.status === 'valid' && lookup.record).toEqual(record);
  });

  it('a key revoked in Redis is refused by every open store within 1 s', async () => {
    const redis = await client();
    const { key, record } = await issueRedisKey(redis, prefix, { tier: 'free', label: 'leaked' });
    const [first, second] = [await open(), await open()];
    expect([statusIn(first, key), statusIn(second, key)]).toEqual(['valid', 'valid']);
    await revokeRedisKey(redis, prefix, record.id);
    const took = await msUntil(() => statusIn(first, key) === 'inactive' && statusIn(second, key) === 'inactive');
    expect(took).toBeLessThan(WITHIN_MS);
  });

  it('a change whose pub/sub message was lost is still seen within 1 s, through the version poll', async () => {
    const store = await open();
    const generated = generateKey(randomBytes);
    const record: KeyRecord = {
      id: generated.id,
      hash: hashKey(generated.key),
      tier: 'pro',
      active: true,
      label: 'written without PUBLISH',
      created_at: new Date().toISOString(),
      revoked_at: null,
    };
    const names = redisKeyNames(prefix);
    const redis = await client();
    // What a write looks like to a store whose subscriber was disconnected at the time.
    await redis.multi().hset(names.records, record.id, serializeRecord(record)).incr(names.version).exec();
    expect(await msUntil(() => statusIn(store, generated.key) === 'valid')).toBeLessThan(WITHIN_MS);
  });

  it('issue, list and revoke check their input and answer as the keys file does', async () => {
    const redis = await client();
    await expect(issueRedisKey(redis, prefix, { tier: 'gold' as never, label: 'x' })).rejects.toThrow(
      "tier must be one of anonymous, free, pro, enterprise; got 'gold'",
    );
    await expect(issueRedisKey(redis, prefix, { tier: 'pro', label: ' ' })).rejects.toThrow('got an empty label');
    await expect(revokeRedisKey(redis, prefix, 'abc')).rejects.toThrow(
      "key id must be the 8 letters or digits shown by list; got 'abc'",
    );
    await expect(revokeRedisKey(redis, prefix, 'ZZZZZZZZ')).rejects.toThrow(
      `no key with id 'ZZZZZZZZ' in Redis hash ${prefix}keys`,
    );

    const first = await issueRedisKey(
      redis,
      prefix,
      { tier: 'pro', label: 'first' },
      new Date('2026-01-01T00:00:00.000Z'),
    );
    const second = await issueRedisKey(
      redis,
      prefix,
      { tier: 'free', label: 'second' },
      new Date('2026-01-02T00:00:00.000Z'),
    );
    const revoked = await revokeRedisKey(redis, prefix, first.record.id, new Date('2026-02-01T00:00:00.000Z'));
    expect(revoked).toEqual({ ...first.record, active: false, revoked_at: '2026-02-01T00:00:00.000Z' });
    // Revoking again changes nothing, not even the date.
    expect(await revokeRedisKey(redis, prefix, first.record.id, new Date('2026-03-01T00:00:00.000Z'))).toEqual(revoked);
    expect(await listRedisKeys(redis, prefix)).toEqual([revoked, second.record]);
  });

  it('issuing never overwrites a key whose id is already taken', async () => {
    const redis = await client();
    const same = randomBytes(40);
    let draws = 0;
    // The first two keys drawn are the same key (the same id); later draws are random.
    const random = (n: number) => (draws++ < 2 ? same.subarray(0, n) : randomBytes(n));
    const first = await issueRedisKey(redis, prefix, { tier: 'pro', label: 'first' }, undefined, random);
    const second = await issueRedisKey(redis, prefix, { tier: 'free', label: 'second' }, undefined, random);
    expect(second.record.id).not.toBe(first.record.id);
    expect(await listRedisKeys(redis, prefix)).toEqual(expect.arrayContaining([first.record, second.record]));
  });

  it('opening while Redis is down fails at once, naming the server without its password', async () => {
    const port = await freePort();
    const started = Date.now();
    const opening = openRedisKeyStore(`redis://:s3cretpw@127.0.0.1:${port}`, prefix);
    await expect(opening).rejects.toThrow(
      new RegExp(`^cannot reach Redis at redis://127\\.0\\.0\\.1:${port}: .*ECONNREFUSED`),
    );
    await expect(opening).rejects.not.toThrow(/s3cretpw/);
    expect(Date.now() - started).toBeLessThan(WITHIN_MS);
  });

  it('opening over an invalid record in Redis fails with a message naming the record', async () => {
    await (await client()).hset(redisKeyNames(prefix).records, 'AAAAAAAA', '{"id":"AAAAAAAA"}');
    await expect(openRedisKeyStore(server.url, prefix)).rejects.toThrow(
      `Redis hash ${prefix}keys holds an invalid record under 'AAAAAAAA'`,
    );
  });

  it('keeps answering from its last good set while Redis is down, and sees a key issued after it is back', async () => {
    // A server of its own: this test stops and restarts it.
    const own = await startRedisServer();
    try {
      const stderr = vi.spyOn(process.stderr, 'write').mockImplementation(() => true);
      const warnings = () => stderr.mock.calls.map(([text]) => String(text));
      const before = await issueRedisKey(await client(own.url), prefix, { tier: 'pro', label: 'before the outage' });
      const store = await open(own.url);
      expect(statusIn(store, before.key)).toBe('valid');

      await own.stop();
      expect(
        await msUntil(() => warnings().some((line) => line.includes('cannot read the API keys from Redis'))),
      ).toBeLessThan(WITHIN_MS);
      await new Promise((r) => setTimeout(r, 1_200)); // several failed polls and reconnects…
      expect(warnings()).toEqual([
        expect.stringMatching(
          /^warning: cannot read the API keys from Redis at redis:\/\/127\.0\.0\.1:\d+ .*; keeping the last good set of 1 key\(s\)\n$/,
        ),
      ]); // …one line
      expect(statusIn(store, before.key)).toBe('valid');

      // Redis comes back empty (the test server keeps nothing): the store does not drop its keys for that.
      await own.start();
      expect(await msUntil(() => warnings().length === 2)).toBeLessThan(WAIT_LIMIT_MS);
      expect(warnings()[1]).toMatch(
        /has no API keys under .*keeping the last good set of 1 key\(s\) until the next write/,
      );
      expect(statusIn(store, before.key)).toBe('valid');
      // And it is subscribed to the change channel again.
      const redis = await client(own.url);
      expect(
        await msUntil(
          async () => ((await redis.pubsub('NUMSUB', redisKeyNames(prefix).channel)) as [string, number])[1] === 1,
        ),
      ).toBeLessThan(WAIT_LIMIT_MS);

      const after = await issueRedisKey(redis, prefix, { tier: 'free', label: 'after the outage' });
      expect(await msUntil(() => statusIn(store, after.key) === 'valid')).toBeLessThan(WITHIN_MS);
      expect(warnings()[2]).toMatch(/^API key store back in sync with Redis at .*: 1 key\(s\)\n$/);
      // Redis is the truth again: the key it lost is gone (run migrate, or keep Redis persistent).
      expect(statusIn(store, before.key)).toBe('unknown');
    } finally {
      for (const store of stores.splice(0)) store.close();
      await own.close();
    }
  });
});

describe('keys CLI with REDIS_URL', () => {
  it('issue and revoke work in Redis, not the keys file, and reach a running store within 1 s', async () => {
    const store = await open();
    const issued = await keys({}, 'issue', '--tier', 'pro', '--label', 'Acme GmbH');
    expect(issued.code).toBe(0);
    expect(issued.stdout).toMatch(/^ldk_[0-9A-Za-z]{32}\n$/);
    expect(issued.stderr).toContain(`into Redis at redis://127.0.0.1:${server.port} (hash ${prefix}keys).`);
    const key = issued.stdout.trim();
    expect(await msUntil(() => statusIn(store, key) === 'valid')).toBeLessThan(WITHIN_MS);

    const id = key.slice(4, 12);
    const revoked = await keys({}, 'revoke', id);
    expect(revoked.code).toBe(0);
    expect(revoked.stdout).toMatch(
      new RegExp(`^${id} \\(tier pro, label "Acme GmbH", created .*\\) revoked at \\S+\\n$`),
    );
    expect(revoked.stderr).toContain(`in Redis at redis://127.0.0.1:${server.port}`);
    expect(await msUntil(() => statusIn(store, key) === 'inactive')).toBeLessThan(WITHIN_MS);
    expect(existsSync(file)).toBe(false);
  });

  it('list shows the keys in Redis without their text or full hash', async () => {
    const key = (await keys({}, 'issue', '--tier', 'enterprise', '--label', 'Big Co')).stdout.trim();
    const [record] = await listRedisKeys(await client(), prefix);
    const result = await keys({}, 'list');
    expect(result.code).toBe(0);
    expect(result.stdout).toMatch(
      new RegExp(`^id +tier +active +label +created_at +revoked_at +hash\\n${record?.id} +enterprise +yes +Big Co `),
    );
    expect(result.stderr).toBe(`1 key(s) in Redis at redis://127.0.0.1:${server.port} (hash ${prefix}keys)\n`);
    expect(result.stdout + result.stderr).not.toContain(key.slice(12));
    expect(result.stdout).not.toContain(record?.hash);
    expect((await keys({ REDIS_PREFIX: `${prefix}empty:` }, 'list')).stderr).toMatch(/^no keys in Redis at /);
  });

  it('revoke of an unknown id exits 1 naming the id', async () => {
    const result = await keys({}, 'revoke', 'ZZZZZZZZ');
    expect(result.code).toBe(1);
    expect(result.stderr).toBe(`keys revoke: no key with id 'ZZZZZZZZ' in Redis hash ${prefix}keys\n`);
  });

  it('an unreachable REDIS_URL exits 1 naming the server without its password', async () => {
    const port = await freePort();
    const result = await keys(
      { REDIS_URL: `redis://admin:s3cretpw@127.0.0.1:${port}` },
      'issue',
      '--tier',
      'pro',
      '--label',
      'x',
    );
    expect(result.code).toBe(1);
    expect(result.stderr).toMatch(
      new RegExp(`^keys issue: cannot reach Redis at redis://127\\.0\\.0\\.1:${port}: .*ECONNREFUSED`),
    );
    expect(result.stderr).not.toMatch(/s3cretpw|admin/);
    expect(result.stdout).toBe('');
  });

  it('a REDIS_URL that is not a redis:// URL exits 2 with the usage', async () => {
    const result = await keys({ REDIS_URL: 'http://user:s3cretpw@example.org' }, 'list');
    expect(result.code).toBe(2);
    expect(result.stderr).toMatch(/^REDIS_URL must be a redis:\/\/ or rediss:\/\/ URL/);
    expect(result.stderr).not.toContain('s3cretpw');
  });
});

describe('migrating the keys file to Redis', () => {
  /** A keys file of three keys, one of them revoked; returns the keys' text. */
  async function keysFile(): Promise<string[]> {
    const issued = [
      await issueKey(file, { tier: 'pro', label: 'Acme GmbH' }),
      await issueKey(file, { tier: 'free', label: 'someone' }),
      await issueKey(file, { tier: 'enterprise', label: 'Big Co' }),
    ];
    await revokeKey(file, issued[1]!.record.id);
    return issued.map((i) => i.key);
  }

  it('copies every record, which the store then honours or refuses as the file store did', async () => {
    const [pro, revoked, enterprise] = await keysFile();
    const result = await keys({}, 'migrate');
    expect(result.code).toBe(0);
    expect(result.stdout).toBe(
      `Migrated ${file} into Redis at redis://127.0.0.1:${server.port} (hash ${prefix}keys): 3 copied, 0 already there, 0 conflicts\n`,
    );
    expect(await listRedisKeys(await client(), prefix)).toEqual(await listKeys(file));
    const store = await open();
    expect([statusIn(store, pro!), statusIn(store, revoked!), statusIn(store, enterprise!)]).toEqual([
      'valid',
      'inactive',
      'valid',
    ]);
  });

  it('a second run copies nothing and writes nothing', async () => {
    await keysFile();
    expect((await keys({}, 'migrate')).code).toBe(0);
    const redis = await client();
    const version = await redis.get(redisKeyNames(prefix).version);
    const again = await keys({}, 'migrate');
    expect(again.code).toBe(0);
    expect(again.stdout).toMatch(/: 0 copied, 3 already there, 0 conflicts\n$/);
    expect(await redis.get(redisKeyNames(prefix).version)).toBe(version);
  });

  it('reports a record that differs in Redis, leaves it as it is and exits 1', async () => {
    await keysFile();
    const redis = await client();
    expect(await migrateFileKeysToRedis(file, redis, prefix)).toEqual({ copied: 3, alreadyThere: 0, conflicts: [] });
    // Since the copy, the key was revoked in Redis; the file still says active.
    const [first] = await listKeys(file);
    const inRedis = await revokeRedisKey(redis, prefix, first!.id);

    const result = await keys({}, 'migrate');
    expect(result.code).toBe(1);
    expect(result.stdout).toMatch(/: 0 copied, 2 already there, 1 conflict\n$/);
    expect(result.stderr).toContain(
      `conflict: key ${first!.id} differs in Redis (active, revoked_at); Redis's record was left as it is`,
    );
    expect((await listRedisKeys(redis, prefix)).find((r) => r.id === first!.id)).toEqual(inRedis);
  });

  it('a missing keys file exits 1 instead of migrating nothing', async () => {
    const result = await keys({}, 'migrate');
    expect(result.code).toBe(1);
    expect(result.stderr).toBe(
      `keys migrate: keys file ${file} does not exist; set KEYS_FILE to the file the servers used\n`,
    );
  });
});

describe('what Redis holds', () => {
  it('never holds or publishes key text: only hashes', async () => {
    const redis = await client();
    const published: string[] = [];
    const listener = await client();
    listener.on('pmessage', (_pattern: string, channel: string, message: string) => published.push(channel, message));
    await listener.psubscribe('*');

    const fromFile = (await issueKey(file, { tier: 'pro', label: 'migrated' })).key;
    expect((await keys({}, 'migrate')).code).toBe(0);
    const fromCli = (await keys({}, 'issue', '--tier', 'free', '--label', 'by the CLI')).stdout.trim();
    const fromStore = await issueRedisKey(redis, prefix, { tier: 'enterprise', label: 'by the function' });
    await revokeRedisKey(redis, prefix, fromStore.record.id);
    const issued = [fromFile, fromCli, fromStore.key];

    const texts = [...(await everythingIn(redis)), ...published];
    for (const key of issued) {
      // Neither the key nor its secret part (what follows the public id), anywhere.
      expect(texts.filter((text) => text.includes(key.slice(12)))).toEqual([]);
    }
    const stored = await listRedisKeys(redis, prefix);
    expect(stored.map((r) => r.hash).sort()).toEqual(issued.map(hashKey).sort());
    expect(published.length).toBeGreaterThan(0);
  });
});
