// The API key store in Redis, for deployments of several server processes
// (REDIS_URL): a key issued or revoked on one machine is honoured or refused by
// every process within a second, without a restart. Same records as the keys
// file (hashes only, never key text), same checks and messages.
//
// Layout, under a prefix (REDIS_PREFIX, default `labdir:`):
//   <prefix>keys          hash: key id → the record as JSON
//   <prefix>keys:version  counter, INCRed by every write
//   <prefix>keys:changed  pub/sub channel, PUBLISHed to by every write
// Every write, its INCR and its PUBLISH run in one Lua script, so they happen
// together or not at all, and a reader that sees the new version sees the write.
//
// Written for one Redis (standalone or behind Sentinel): the keys above are not
// hash-tagged into one slot, so Redis Cluster is not supported.
import { LRUCache } from 'lru-cache';
import { randomBytes } from 'node:crypto';
import { Redis, type RedisOptions } from 'ioredis';
import { generateKey, isKeyId } from './api-keys.ts';
import {
  checkKeyInput,
  keyRecordSchema,
  listKeys,
  lookupKey,
  newKeyRecord,
  type KeyLookup,
  type KeyRecord,
  type KeyStore,
} from './key-store.ts';
import type { Tier } from '../../domain/types.ts';

/** Same default as the server's REDIS_PREFIX (OPS_DEFAULTS.redisPrefix in src/ops/config.ts). */
export const DEFAULT_REDIS_PREFIX = 'labdir:';

/**
 * How often a running store asks Redis whether the keys changed: with pub/sub down, a change is still seen within 1 s.
 */
export const VERSION_POLL_MS = 500;
const COMMAND_TIMEOUT_MS = 2_000;
const CONNECT_TIMEOUT_MS = 5_000;
/** Attempts at a revoke whose record another writer changed meanwhile. */
const REVOKE_ATTEMPTS = 10;

export interface RedisKeyNames {
  records: string;
  version: string;
  channel: string;
}

export function redisKeyNames(prefix: string): RedisKeyNames {
  return { records: `${prefix}keys`, version: `${prefix}keys:version`, channel: `${prefix}keys:changed` };
}

// ---- configuration ----------------------------------------------------------

/**
 * REDIS_URL and REDIS_PREFIX read the way the server reads them (loadOps in
 * src/ops/config.ts): an empty REDIS_URL is unset. Null when REDIS_URL is unset:
 * keys live in the file. Throws a message naming the variable when a value is bad.
 */
export function redisKeysConfig(env: NodeJS.ProcessEnv = process.env): { url: string; prefix: string } | null {
  const raw = env.REDIS_URL?.trim() ?? '';
  if (raw === '') return null;
  if (!/^rediss?:\/\/[^\s]+$/.test(raw))
    throw new Error(`REDIS_URL must be a redis:// or rediss:// URL, got '${raw.replace(/\/\/[^@/]*@/, '//…@')}'`);
  const prefix = env.REDIS_PREFIX ?? DEFAULT_REDIS_PREFIX;
  if (!/^[\w:.-]{0,64}$/.test(prefix))
    throw new Error(`REDIS_PREFIX must be up to 64 letters, digits, '_', ':', '.' or '-', got '${prefix}'`);
  return { url: raw, prefix };
}

/** Where a client points, for messages: never its password or user name. */
export function describeRedis(redis: Redis): string {
  const { host, port, db, path: socket, tls } = redis.options as RedisOptions & { path?: string; tls?: unknown };
  const where = socket ? `unix:${socket}` : `${tls ? 'rediss' : 'redis'}://${host}:${port}`;
  return db ? `${where}/${db}` : where;
}

/** Where a REDIS_URL points, for messages, in describeRedis's form: never its password or user name. */
export function describeRedisUrl(url: string): string {
  let parsed: URL;
  try {
    parsed = new URL(url);
  } catch {
    return 'the Redis of REDIS_URL';
  }
  const db = Number(parsed.pathname.slice(1) || '0');
  return `${parsed.protocol}//${parsed.hostname}:${parsed.port || '6379'}${db ? `/${db}` : ''}`;
}

/**
 * A connected client for one-off work (the keys CLI, migrate): no reconnecting,
 * no queueing, so an unreachable Redis is a clear error at once instead of a hang.
 * The caller quits it.
 */
export async function connectRedis(url: string): Promise<Redis> {
  const redis = new Redis(url, {
    lazyConnect: true,
    enableOfflineQueue: false,
    retryStrategy: () => null,
    connectTimeout: CONNECT_TIMEOUT_MS,
    commandTimeout: COMMAND_TIMEOUT_MS,
  });
  // A lost connection reaches the caller as a rejected command; unheard, ioredis would print it too.
  redis.on('error', () => {});
  await connectOrExplain(redis);
  return redis;
}

/** Connects; on failure disconnects and throws naming the server (not the password) and the socket's reason. */
async function connectOrExplain(redis: Redis): Promise<void> {
  let cause: Error | undefined;
  const remember = (error: Error) => (cause = error);
  redis.on('error', remember);
  try {
    await redis.connect();
  } catch (error) {
    redis.disconnect();
    // connect() rejects with a bare "Connection is closed."; the 'error' event had the reason.
    const reason = cause?.message ?? (error as Error).message;
    throw new Error(`cannot reach Redis at ${describeRedis(redis)}: ${oneLine(reason)}`);
  } finally {
    redis.off('error', remember);
  }
}

function oneLine(text: string): string {
  return text.replace(/\s*\n\s*/g, ' ').trim();
}

// ---- records ----------------------------------------------------------------

/** The record as stored: always the same fields in the same order, so equal records are equal strings. */
export function serializeRecord(record: KeyRecord): string {
  const { id, hash, tier, active, label, created_at, revoked_at, budget_id } = record;
  return JSON.stringify({
    id,
    hash,
    tier,
    active,
    label,
    created_at,
    revoked_at,
    ...(budget_id === undefined ? {} : { budget_id }),
  });
}

/** The record stored under `field`; throws a clear Error when it is not one. */
function parseRecord(names: RedisKeyNames, field: string, value: string): KeyRecord {
  const where = `Redis hash ${names.records} holds an invalid record under '${field}'`;
  let json: unknown;
  try {
    json = JSON.parse(value);
  } catch (error) {
    throw new Error(`${where}: not JSON (${oneLine((error as Error).message)})`);
  }
  const result = keyRecordSchema.safeParse(json);
  if (!result.success) {
    const issue = result.error.issues[0];
    throw new Error(`${where}: ${issue?.path.join('.') || 'the record'} ${oneLine(issue?.message ?? 'is malformed')}`);
  }
  if (result.data.id !== field) throw new Error(`${where}: its id is '${result.data.id}'`);
  return result.data;
}

/** Records from HGETALL's flat [field, value, …] list, in the order issued. */
function parseRecords(names: RedisKeyNames, flat: readonly string[]): KeyRecord[] {
  const records: KeyRecord[] = [];
  for (let i = 0; i + 1 < flat.length; i += 2)
    records.push(parseRecord(names, flat[i] as string, flat[i + 1] as string));
  // A hash has no order; the file lists keys as issued, so list them that way too.
  return records.sort((a, b) => a.created_at.localeCompare(b.created_at) || a.id.localeCompare(b.id));
}

// ---- scripts ------------------------------------------------------------------
// KEYS[1] the records hash, KEYS[2] the version counter; ARGV[1] the channel.
// Replies are plain integers and arrays, the same under RESP2 and RESP3.

/** ARGV[2] id, ARGV[3] record. Adds the record unless the id is taken: 1 added, 0 taken. */
const ISSUE_SCRIPT = `
if redis.call('HSETNX', KEYS[1], ARGV[2], ARGV[3]) == 0 then return 0 end
redis.call('PUBLISH', ARGV[1], redis.call('INCR', KEYS[2]))
return 1
`;

/**
 * ARGV[2] id, ARGV[3] the record as read, ARGV[4] the new record. Replaces it only if unchanged since read: 1 done, 0
 * changed meanwhile.
 */
const REPLACE_SCRIPT = `
if redis.call('HGET', KEYS[1], ARGV[2]) ~= ARGV[3] then return 0 end
redis.call('HSET', KEYS[1], ARGV[2], ARGV[4])
redis.call('PUBLISH', ARGV[1], redis.call('INCR', KEYS[2]))
return 1
`;

/**
 * ARGV[2] old id, ARGV[3] the old record as read, ARGV[4] it revoked, ARGV[5] new id, ARGV[6] new record. Both in one
 * step, only if the old record is unchanged since read and the new id free: 1 done, 0 changed meanwhile, -1 id taken.
 */
const ROTATE_SCRIPT = `
if redis.call('HGET', KEYS[1], ARGV[2]) ~= ARGV[3] then return 0 end
if redis.call('HEXISTS', KEYS[1], ARGV[5]) == 1 then return -1 end
redis.call('HSET', KEYS[1], ARGV[2], ARGV[4], ARGV[5], ARGV[6])
redis.call('PUBLISH', ARGV[1], redis.call('INCR', KEYS[2]))
return 1
`;

/**
 * ARGV[2] id, ARGV[3] record. Adds it when the id is free ({1}); otherwise changes nothing and returns {0, the stored
 * record}.
 */
const COPY_SCRIPT = `
local stored = redis.call('HGET', KEYS[1], ARGV[2])
if stored then return {0, stored} end
redis.call('HSET', KEYS[1], ARGV[2], ARGV[3])
redis.call('PUBLISH', ARGV[1], redis.call('INCR', KEYS[2]))
return {1}
`;

/** The version and every record, read together (a script runs atomically). */
const SNAPSHOT_SCRIPT = `return {redis.call('GET', KEYS[2]), redis.call('HGETALL', KEYS[1])}`;

function runScript(redis: Redis, names: RedisKeyNames, script: string, ...args: string[]): Promise<unknown> {
  return redis.eval(script, 2, names.records, names.version, names.channel, ...args);
}

// ---- issue, list, revoke ----------------------------------------------------

/** Adds a new key in Redis and returns its text (the only time it exists outside the caller) and its record. */
export async function issueRedisKey(
  redis: Redis,
  prefix: string,
  input: { tier: Tier; label: string },
  now: Date = new Date(),
  random: (n: number) => Uint8Array = randomBytes,
): Promise<{ key: string; record: KeyRecord }> {
  checkKeyInput(input);
  const names = redisKeyNames(prefix);
  // Ids are 8 base62 characters (~47 bits): a clash is rare but must not overwrite another key (HSETNX).
  for (let tries = 0; tries <= 100; tries++) {
    const generated = generateKey(random);
    const record = newKeyRecord(generated, input, now);
    if (Number(await runScript(redis, names, ISSUE_SCRIPT, record.id, serializeRecord(record))) === 1)
      return { key: generated.key, record };
  }
  throw new Error('could not draw a key with an unused id; is the random source broken?');
}

/** Every record in Redis, in the order issued. */
export async function listRedisKeys(redis: Redis, prefix: string): Promise<KeyRecord[]> {
  const names = redisKeyNames(prefix);
  const all = await redis.hgetall(names.records);
  return parseRecords(names, Object.entries(all).flat());
}

/** Marks the key inactive. Revoking a revoked key changes nothing and returns its record. */
export async function revokeRedisKey(
  redis: Redis,
  prefix: string,
  id: string,
  now: Date = new Date(),
): Promise<KeyRecord> {
  if (!isKeyId(id)) throw new Error(`key id must be the 8 letters or digits shown by list; got '${id}'`);
  const names = redisKeyNames(prefix);
  // Read, decide, then write only if nobody changed the record meanwhile (compare-and-set in the script).
  for (let attempt = 0; attempt < REVOKE_ATTEMPTS; attempt++) {
    const stored = await redis.hget(names.records, id);
    if (stored === null) throw new Error(`no key with id '${id}' in Redis hash ${names.records}`);
    const found = parseRecord(names, id, stored);
    if (!found.active && found.revoked_at !== null) return found;
    const revoked: KeyRecord = { ...found, active: false, revoked_at: found.revoked_at ?? now.toISOString() };
    if (Number(await runScript(redis, names, REPLACE_SCRIPT, id, stored, serializeRecord(revoked))) === 1)
      return revoked;
  }
  throw new Error(`key '${id}' kept changing while it was being revoked; try again`);
}

/**
 * Replaces an active key by a new one of the same tier and label, spending the same limits, atomically: of two
 * rotations of the same key one succeeds, the other gets null (the key is no longer active).
 */
export async function rotateRedisKey(
  redis: Redis,
  prefix: string,
  id: string,
  now: Date = new Date(),
  random: (n: number) => Uint8Array = randomBytes,
): Promise<{ key: string; record: KeyRecord } | null> {
  if (!isKeyId(id)) throw new Error(`key id must be 8 letters or digits; got '${id}'`);
  const names = redisKeyNames(prefix);
  for (let attempt = 0; attempt < REVOKE_ATTEMPTS; attempt++) {
    const stored = await redis.hget(names.records, id);
    if (stored === null) return null;
    const found = parseRecord(names, id, stored);
    if (!found.active || found.revoked_at !== null) return null;
    const generated = generateKey(random);
    const record: KeyRecord = {
      ...newKeyRecord(generated, { tier: found.tier, label: found.label }, now),
      budget_id: found.budget_id ?? found.id,
    };
    const revoked: KeyRecord = { ...found, active: false, revoked_at: now.toISOString() };
    const done = Number(
      await runScript(
        redis,
        names,
        ROTATE_SCRIPT,
        id,
        stored,
        serializeRecord(revoked),
        record.id,
        serializeRecord(record),
      ),
    );
    if (done === 1) return { key: generated.key, record };
  }
  throw new Error(`key '${id}' kept changing while it was being rotated; try again`);
}

// ---- migration --------------------------------------------------------------

export interface MigrationResult {
  copied: number;
  alreadyThere: number;
  /** Ids present in Redis with a different record; Redis's record was left as it is. */
  conflicts: { id: string; differs: string[] }[];
}

/** Which fields of the stored record differ from the file's (all of them when the stored one is unreadable). */
function differingFields(names: RedisKeyNames, record: KeyRecord, stored: string): string[] {
  let other: KeyRecord;
  try {
    other = parseRecord(names, record.id, stored);
  } catch {
    return ['the whole record (unreadable in Redis)'];
  }
  return (Object.keys(record) as (keyof KeyRecord)[]).filter((field) => record[field] !== other[field]);
}

/**
 * Copies every record of the keys file into Redis. A record already in Redis
 * is never overwritten: identical ones count as already there, different ones
 * as conflicts (for a person to settle). Running it again copies nothing new.
 */
export async function migrateFileKeysToRedis(file: string, redis: Redis, prefix: string): Promise<MigrationResult> {
  const names = redisKeyNames(prefix);
  const result: MigrationResult = { copied: 0, alreadyThere: 0, conflicts: [] };
  for (const record of await listKeys(file)) {
    const reply = (await runScript(redis, names, COPY_SCRIPT, record.id, serializeRecord(record))) as [number, string?];
    const stored = reply[1];
    if (Number(reply[0]) === 1) result.copied++;
    else if (stored === serializeRecord(record)) result.alreadyThere++;
    else {
      const differs = differingFields(names, record, stored ?? '');
      if (differs.length === 0)
        result.alreadyThere++; // same record, stored with other spacing or field order
      else result.conflicts.push({ id: record.id, differs });
    }
  }
  return result;
}

// ---- the live store ---------------------------------------------------------

interface Snapshot {
  version: string | null;
  records: KeyRecord[];
}

async function readSnapshot(redis: Redis, names: RedisKeyNames): Promise<Snapshot> {
  const reply = (await runScript(redis, names, SNAPSHOT_SCRIPT)) as [string | null, string[]];
  return { version: reply[0] ?? null, records: parseRecords(names, reply[1] ?? []) };
}

function indexById(records: readonly KeyRecord[]): Map<string, KeyRecord> {
  return new Map(records.map((r) => [r.id, Object.freeze({ ...r })]));
}

/** Options of the store's own connections. */
function storeClientOptions(): RedisOptions {
  return {
    lazyConnect: true,
    // The poll must fail at once while Redis is away (and warn), not queue up behind the outage.
    enableOfflineQueue: false,
    commandTimeout: COMMAND_TIMEOUT_MS,
    connectTimeout: CONNECT_TIMEOUT_MS,
    // Reconnect every second at most, so the store catches up soon after Redis is back.
    retryStrategy: (times: number) => Math.min(100 * times, 1_000),
  };
}

/**
 * Opens the key store in Redis and keeps an in-memory copy current, so lookups
 * stay synchronous: a subscriber on `<prefix>keys:changed` reloads on every
 * write, and the version counter is polled every 500 ms because pub/sub
 * messages are lost while a connection is down. Both connections reconnect on
 * their own; after a reconnect the store reloads in full.
 *
 * While Redis is unreachable (or its records invalid) the store keeps the last
 * good set and writes one warning line to stderr, and one line when it is back.
 * A Redis that comes back empty (no version counter: restarted without
 * persistence, or flushed) does not wipe a non-empty set either: the store
 * warns and keeps it until the next write, which makes Redis's content the truth again.
 *
 * Throws when Redis cannot be reached at open (or holds an invalid record):
 * there is no good set yet, like an unreadable keys file. Given a URL, the store
 * owns its connections; given a client, it uses that one for reads (close()
 * leaves it open) and a duplicate of it for the subscription.
 */
export async function openRedisKeyStore(
  target: string | Redis,
  prefix: string = DEFAULT_REDIS_PREFIX,
): Promise<KeyStore> {
  const names = redisKeyNames(prefix);
  const ownsClient = typeof target === 'string';
  const redis = typeof target === 'string' ? new Redis(target, storeClientOptions()) : target;
  const where = describeRedis(redis);
  const subscriber = redis.duplicate(storeClientOptions());
  const ignore = () => {}; // without a listener ioredis prints every failed reconnect; the poll reports outages
  subscriber.on('error', ignore);
  if (ownsClient) redis.on('error', ignore);

  let byId: Map<string, KeyRecord>;
  let loadedVersion: string | null;
  try {
    if (redis.status === 'wait') await connectOrExplain(redis);
    const snapshot = await readSnapshot(redis, names).catch((error: Error) => {
      throw error.message.startsWith('Redis hash')
        ? error
        : new Error(`cannot read the API keys from Redis at ${where}: ${oneLine(error.message)}`);
    });
    byId = indexById(snapshot.records);
    loadedVersion = snapshot.version;
    await connectOrExplain(subscriber);
    await subscriber.subscribe(names.channel);
  } catch (error) {
    subscriber.disconnect();
    if (ownsClient) redis.disconnect();
    throw error;
  }

  // Hashing the presented key is most of a keyed request's cost: remember keys
  // already verified as valid (only those, so random keys cannot fill it) until the next reload.
  const verified = new LRUCache<string, KeyLookup>({ max: 10_000 });
  let closed = false;
  /** What the last stderr line said about the store's situation: 'ok', or a kind of trouble. */
  let situation = 'ok';

  function report(kind: string, line: string): void {
    if (kind === situation) return;
    situation = kind;
    process.stderr.write(`${line}\n`);
  }

  /** Reads Redis and replaces the set; `force` reads the records even if the version looks unchanged. */
  async function sync(force: boolean): Promise<void> {
    if (closed) return;
    try {
      // After trouble, read in full: a restarted Redis can reach the same version number with other records.
      if (!force && situation === 'ok' && (await redis.get(names.version)) === loadedVersion) return;
      const snapshot = await readSnapshot(redis, names);
      if (closed) return;
      if (snapshot.version === null && snapshot.records.length === 0 && byId.size > 0) {
        report(
          'emptied',
          `warning: Redis at ${where} has no API keys under ${names.records} (restarted without persistence, ` +
            `or flushed?); keeping the last good set of ${byId.size} key(s) until the next write there; run ` +
            '`npm run keys -- migrate` or restore Redis',
        );
        return;
      }
      byId = indexById(snapshot.records);
      loadedVersion = snapshot.version;
      verified.clear();
      report('ok', `API key store back in sync with Redis at ${where}: ${byId.size} key(s)`);
    } catch (error) {
      if (closed) return; // the connection was dropped by close() itself
      const message = oneLine((error as Error).message);
      // One line per outage, whatever ioredis calls each failed attempt; a bad record is its own situation.
      const kind = message.startsWith('Redis hash') ? `invalid:${message}` : 'unreachable';
      const what = kind === 'unreachable' ? `cannot read the API keys from Redis at ${where} (${message})` : message;
      report(kind, `warning: ${what}; keeping the last good set of ${byId.size} key(s)`);
    }
  }

  // Syncs run one after another; one that has not started yet serves every caller that asks meanwhile.
  let tail: Promise<void> = Promise.resolve();
  let queued: Promise<void> | null = null;
  let queuedForce = false;
  function schedule(force: boolean): Promise<void> {
    queuedForce ||= force;
    if (queued) return queued;
    const next = tail.then(() => {
      queued = null;
      const full = queuedForce;
      queuedForce = false;
      return sync(full);
    });
    queued = next;
    tail = next;
    return next;
  }

  const onChange = () => void schedule(true);
  const onReconnect = () => void schedule(true); // messages published while disconnected are gone
  subscriber.on('message', (channel: string) => {
    if (channel === names.channel) onChange();
  });
  subscriber.on('ready', onReconnect);
  redis.on('ready', onReconnect);
  const poll = setInterval(() => void schedule(false), VERSION_POLL_MS);
  poll.unref();

  return {
    lookup: (key) => lookupKey(key, byId, verified),
    reload: () => schedule(true),
    close(): void {
      if (closed) return;
      closed = true;
      clearInterval(poll);
      redis.off('ready', onReconnect);
      subscriber.disconnect();
      if (ownsClient) redis.disconnect();
    },
  };
}
