// The API key store: a JSON file of key records (hashes only, never key text),
// read into memory for the per-request lookup and re-read when it changes, so
// an issued or revoked key takes effect without a restart.
import { LRUCache } from 'lru-cache';
import { randomBytes } from 'node:crypto';
import { watch, type FSWatcher } from 'node:fs';
import { mkdir, open, readFile, rm, stat } from 'node:fs/promises';
import path from 'node:path';
import { writeFileAtomically } from '../../ops/write-atomically.ts';
import { z } from 'zod';
import { generateKey, hashKey, isKeyHash, isKeyId, keysMatch, parseKey } from './api-keys.ts';
import { TIERS, type Tier } from '../../domain/types.ts';

export interface KeyRecord {
  id: string;
  hash: string;
  tier: Tier;
  active: boolean;
  label: string;
  created_at: string;
  revoked_at: string | null;
  /**
   * The key whose limits this one spends, when it replaced it by rotation: rotating does not start a fresh daily
   * budget. Absent: its own id.
   */
  budget_id?: string;
}

/** The subject a key's requests are counted under: its budget's key (itself unless it replaced one by rotation). */
export function keySubject(record: Pick<KeyRecord, 'id' | 'budget_id'>): string {
  return `key:${record.budget_id ?? record.id}`;
}

export type KeyLookup =
  | { status: 'valid'; record: KeyRecord }
  | { status: 'unknown' }
  | { status: 'inactive'; record: KeyRecord };

export interface KeyStore {
  /** Synchronous and fast (it is on every request): parse id → record by id → constant-time hash compare. */
  lookup(key: string): KeyLookup;
  /** Re-read the file now (also happens automatically when the file changes). */
  reload(): Promise<void>;
  close(): void;
}

export const DEFAULT_KEYS_FILE = 'data/keys.json';
export const LABEL_MAX_LENGTH = 200;

const POLL_MS = 1_000;
const DEBOUNCE_MS = 25;
const LOCK_WAIT_MS = 10_000;
/** A writer holds the lock for milliseconds; an older lock was left by a crashed one. */
const LOCK_STALE_MS = 30_000;
const UNKNOWN: KeyLookup = Object.freeze({ status: 'unknown' });
/** Compared against when the id is unknown, so timing does not tell known ids from unknown ones. */
const DUMMY_HASH = '0'.repeat(64);

// ---- input checks -----------------------------------------------------------

/** Why the value is not a tier, or null when it is one. */
export function tierProblem(value: string): string | null {
  return (TIERS as readonly string[]).includes(value)
    ? null
    : `tier must be one of ${TIERS.join(', ')}; got '${value}'`;
}

/** Why the value is not an acceptable label, or null when it is one. */
export function labelProblem(value: string): string | null {
  const length = [...value].length;
  if (value.trim() === '') return `label must be 1 to ${LABEL_MAX_LENGTH} characters of text; got an empty label`;
  if (length > LABEL_MAX_LENGTH) return `label must be 1 to ${LABEL_MAX_LENGTH} characters; got ${length}`;
  if (/\p{Cc}/u.test(value))
    return 'label must not contain control characters (tabs, newlines and the like); use plain text';
  return null;
}

// ---- the file ---------------------------------------------------------------

/** One key record as stored, in the file or in Redis. */
export const keyRecordSchema = z.object({
  id: z.string().refine(isKeyId, 'must be 8 letters or digits'),
  hash: z.string().refine(isKeyHash, 'must be a SHA-256 hash in 64 lower-case hex digits'),
  tier: z.enum(TIERS),
  active: z.boolean(),
  label: z.string(),
  created_at: z.iso.datetime(),
  revoked_at: z.iso.datetime().nullable(),
  budget_id: z.string().refine(isKeyId, 'must be 8 letters or digits').optional(),
});

const keyFileSchema = z.object({ keys: z.array(keyRecordSchema) }).superRefine((value, ctx) => {
  const seen = new Set<string>();
  value.keys.forEach((record, index) => {
    if (seen.has(record.id))
      ctx.addIssue({
        code: 'custom',
        path: ['keys', index, 'id'],
        message: `repeats the id '${record.id}'; ids must be unique`,
      });
    seen.add(record.id);
  });
});

function errorCode(error: unknown): string | undefined {
  return (error as NodeJS.ErrnoException | null)?.code;
}

/** One line, whatever the underlying message looks like. */
function oneLine(text: string): string {
  return text.replace(/\s*\n\s*/g, ' ').trim();
}

/**
 * The records in the file; a missing file holds no keys. Throws a clear Error when it cannot be read or is not a keys
 * file.
 */
async function readKeyFile(file: string): Promise<KeyRecord[]> {
  let text: string;
  try {
    text = await readFile(file, 'utf8');
  } catch (error) {
    if (errorCode(error) === 'ENOENT') return [];
    throw new Error(`cannot read keys file ${file}: ${oneLine((error as Error).message)}`);
  }
  let json: unknown;
  try {
    json = JSON.parse(text);
  } catch (error) {
    throw new Error(`keys file ${file} is not valid JSON (${oneLine((error as Error).message)})`);
  }
  const result = keyFileSchema.safeParse(json);
  if (!result.success) {
    const issue = result.error.issues[0];
    const where = issue?.path.length ? issue.path.join('.') : 'the top level';
    throw new Error(
      `keys file ${file} is not a valid keys file: ${where} ${oneLine(issue?.message ?? 'is malformed')}; ` +
        'expected { "keys": [ { id, hash, tier, active, label, created_at, revoked_at } ] }',
    );
  }
  return result.data.keys;
}

/** Readers (a running server) see the old key file or the new one, never half of one; only the owner may read it. */
function writeKeyFile(file: string, records: readonly KeyRecord[]): Promise<void> {
  return writeFileAtomically(file, `${JSON.stringify({ keys: records }, null, 2)}\n`, { mode: 0o600 });
}

const sleep = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

async function lockIsStale(lock: string): Promise<boolean> {
  try {
    return Date.now() - (await stat(lock)).mtimeMs > LOCK_STALE_MS;
  } catch {
    return false; // gone already: the next attempt will take it
  }
}

/** Runs the read-modify-write under a lock file, so two CLIs at once cannot drop each other's key. */
async function withFileLock<T>(file: string, work: () => Promise<T>): Promise<T> {
  const lock = `${file}.lock`;
  await mkdir(path.dirname(file), { recursive: true });
  const deadline = Date.now() + LOCK_WAIT_MS;
  for (;;) {
    try {
      await (await open(lock, 'wx', 0o600)).close();
      break;
    } catch (error) {
      if (errorCode(error) !== 'EEXIST') throw error;
      if (await lockIsStale(lock)) await rm(lock, { force: true });
      else if (Date.now() > deadline)
        throw new Error(`keys file ${file} is locked by another writer; if none is running, delete ${lock}`);
      else await sleep(20);
    }
  }
  try {
    return await work();
  } finally {
    await rm(lock, { force: true });
  }
}

// ---- issue, list, revoke ----------------------------------------------------

/** Throws naming what is wrong when the tier or label of a key to issue is not acceptable. */
export function checkKeyInput(input: { tier: string; label: string }): void {
  const problem = tierProblem(input.tier) ?? labelProblem(input.label);
  if (problem) throw new Error(problem);
}

/** The record of a newly drawn key: its hash, never its text; active from `now`. */
export function newKeyRecord(
  generated: { id: string; key: string },
  input: { tier: Tier; label: string },
  now: Date,
): KeyRecord {
  return {
    id: generated.id,
    hash: hashKey(generated.key),
    tier: input.tier,
    active: true,
    label: input.label,
    created_at: now.toISOString(),
    revoked_at: null,
  };
}

/** Adds a new key to the file and returns its text (the only time it exists outside the caller) and its record. */
export async function issueKey(
  file: string,
  input: { tier: Tier; label: string },
  now: Date = new Date(),
  random: (n: number) => Uint8Array = randomBytes,
): Promise<{ key: string; record: KeyRecord }> {
  checkKeyInput(input);
  return withFileLock(file, async () => {
    const records = await readKeyFile(file);
    const taken = new Set(records.map((r) => r.id));
    let generated = generateKey(random);
    // Ids are 8 base62 characters (~47 bits): a clash is rare but must not share an id.
    for (let tries = 0; taken.has(generated.id); tries++) {
      if (tries > 100) throw new Error('could not draw a key with an unused id; is the random source broken?');
      generated = generateKey(random);
    }
    const record = newKeyRecord(generated, input, now);
    await writeKeyFile(file, [...records, record]);
    return { key: generated.key, record };
  });
}

/** Every record in the file, in the order issued. */
export async function listKeys(file: string): Promise<KeyRecord[]> {
  return readKeyFile(file);
}

/** Marks the key inactive. Revoking a revoked key changes nothing and returns its record. */
export async function revokeKey(file: string, id: string, now: Date = new Date()): Promise<KeyRecord> {
  if (!isKeyId(id)) throw new Error(`key id must be the 8 letters or digits shown by list; got '${id}'`);
  return withFileLock(file, async () => {
    const records = await readKeyFile(file);
    const found = records.find((r) => r.id === id);
    if (!found) throw new Error(`no key with id '${id}' in ${file}`);
    if (!found.active && found.revoked_at !== null) return found;
    const revoked: KeyRecord = { ...found, active: false, revoked_at: found.revoked_at ?? now.toISOString() };
    await writeKeyFile(
      file,
      records.map((r) => (r === found ? revoked : r)),
    );
    return revoked;
  });
}

/**
 * Replaces an active key by a new one of the same tier and label, spending the same limits, in one write under the
 * lock: two rotations of the same key cannot both succeed (the second finds it revoked and gets null).
 */
export async function rotateKey(
  file: string,
  id: string,
  now: Date = new Date(),
  random: (n: number) => Uint8Array = randomBytes,
): Promise<{ key: string; record: KeyRecord } | null> {
  if (!isKeyId(id)) throw new Error(`key id must be 8 letters or digits; got '${id}'`);
  return withFileLock(file, async () => {
    const records = await readKeyFile(file);
    const found = records.find((r) => r.id === id);
    if (!found?.active || found.revoked_at !== null) return null;
    const taken = new Set(records.map((r) => r.id));
    let generated = generateKey(random);
    for (let tries = 0; taken.has(generated.id); tries++) {
      if (tries > 100) throw new Error('could not draw a key with an unused id; is the random source broken?');
      generated = generateKey(random);
    }
    const record: KeyRecord = {
      ...newKeyRecord(generated, { tier: found.tier, label: found.label }, now),
      budget_id: found.budget_id ?? found.id,
    };
    const revoked: KeyRecord = { ...found, active: false, revoked_at: now.toISOString() };
    await writeKeyFile(file, [...records.map((r) => (r === found ? revoked : r)), record]);
    return { key: generated.key, record };
  });
}

/** Runs `work` under the same lock as the key file's writers, for files kept beside it (pending sign-ups). */
export function withKeyFileLock<T>(file: string, work: () => Promise<T>): Promise<T> {
  return withFileLock(file, work);
}

// ---- the live store ---------------------------------------------------------

function indexById(records: readonly KeyRecord[]): Map<string, KeyRecord> {
  return new Map(records.map((r) => [r.id, Object.freeze({ ...r })]));
}

/** What identifies one version of the file cheaply: a rename changes the inode, an edit the size or mtime. */
async function fileSignature(file: string): Promise<string> {
  try {
    const s = await stat(file);
    return `${s.ino}:${s.size}:${s.mtimeMs}:${s.ctimeMs}`;
  } catch (error) {
    return errorCode(error) === 'ENOENT' ? 'missing' : 'unreadable';
  }
}

/** Watches the file's directory (the file itself is replaced by rename, so watching it would lose track). */
function watchDirectory(file: string, onChange: () => void, onError: () => void): FSWatcher | null {
  const name = path.basename(file);
  try {
    const watcher = watch(path.dirname(file), { persistent: false }, (_event, changed) => {
      if (changed === null || changed === name) onChange();
    });
    watcher.on('error', () => {
      watcher.close();
      onError(); // the poll carries on alone, and tries to watch again
    });
    return watcher;
  } catch {
    return null; // no directory yet, or no watching here: the poll covers it
  }
}

/**
 * Loads the file (a missing file = no keys) and keeps it current: fs.watch on
 * the directory, plus an mtime/size check every second because fs.watch is
 * unreliable on some filesystems. A file that later turns unreadable or
 * invalid keeps the last good set and logs one warning line to stderr.
 * Throws when the file is unreadable or invalid at open: there is no good set yet.
 */
/**
 * The per-request lookup over a store's records (id → record): parse the key,
 * compare its hash in constant time (against a dummy when the id is unknown,
 * so timing does not tell known ids from unknown ones), and remember keys
 * verified as valid (only those: random keys cannot fill the cache) until the
 * store reloads and clears `verified`.
 */
export function lookupKey(
  key: string,
  byId: ReadonlyMap<string, KeyRecord>,
  verified: LRUCache<string, KeyLookup>,
): KeyLookup {
  const known = verified.get(key);
  if (known) return known;
  const parsed = parseKey(key);
  if (!parsed) return UNKNOWN;
  const record = byId.get(parsed.id);
  if (!keysMatch(key, record?.hash ?? DUMMY_HASH) || !record) return UNKNOWN;
  if (!record.active || record.revoked_at !== null) return { status: 'inactive', record };
  const valid: KeyLookup = { status: 'valid', record };
  verified.set(key, valid);
  return valid;
}

export async function openKeyStore(file: string): Promise<KeyStore> {
  let knownSignature = await fileSignature(file);
  let byId = indexById(await readKeyFile(file));
  // Hashing the presented key is most of a keyed request's cost: remember keys
  // already verified as valid (only those, so random keys cannot fill it) until the next reload.
  const verified = new LRUCache<string, KeyLookup>({ max: 10_000 });
  let lastWarning: string | null = null;
  let closed = false;

  async function load(): Promise<void> {
    if (closed) return;
    knownSignature = await fileSignature(file);
    try {
      const records = await readKeyFile(file);
      if (closed) return;
      byId = indexById(records);
      verified.clear();
      lastWarning = null;
    } catch (error) {
      const warning = `${(error as Error).message}; keeping the last good set of ${byId.size} key(s)`;
      if (warning !== lastWarning) process.stderr.write(`warning: ${warning}\n`);
      lastWarning = warning;
    }
  }

  // Loads run one after another; a load that has not started yet serves every caller that asks meanwhile.
  let tail: Promise<void> = Promise.resolve();
  let queued: Promise<void> | null = null;
  function reload(): Promise<void> {
    if (queued) return queued;
    const next = tail.then(() => {
      queued = null;
      return load();
    });
    queued = next;
    tail = next;
    return next;
  }

  let debounce: NodeJS.Timeout | undefined;
  function changed(): void {
    clearTimeout(debounce);
    debounce = setTimeout(() => void reload(), DEBOUNCE_MS);
    debounce.unref();
  }

  let watcher: FSWatcher | null = null;
  const startWatching = () => watchDirectory(file, changed, () => (watcher = null));
  watcher = startWatching();
  let polling = false;
  const poll = setInterval(async () => {
    if (polling || closed) return;
    polling = true;
    try {
      watcher ??= startWatching(); // the directory may have appeared since
      if ((await fileSignature(file)) !== knownSignature) await reload();
    } finally {
      polling = false;
    }
  }, POLL_MS);
  poll.unref();

  return {
    lookup: (key) => lookupKey(key, byId, verified),
    reload,
    close(): void {
      closed = true;
      clearInterval(poll);
      clearTimeout(debounce);
      watcher?.close();
      watcher = null;
    },
  };
}
