// npm run --silent keys -- issue --tier <tier> --label <text> | list | revoke <id> | migrate
// Issues, lists and revokes API keys in the keys file (KEYS_FILE, default data/keys.json),
// or, when REDIS_URL is set, in Redis (where every server process sees a change within 1 s).
// `migrate` copies the keys file into Redis. The key text is printed once, at issue;
// the store keeps only its hash.
import { existsSync } from 'node:fs';
import type { Redis } from 'ioredis';
import { isKeyId } from '../src/api/auth/api-keys.ts';
import { TIERS, type Tier } from '../src/domain/types.ts';
import {
  DEFAULT_KEYS_FILE,
  issueKey,
  labelProblem,
  listKeys,
  revokeKey,
  tierProblem,
  type KeyRecord,
} from '../src/api/auth/key-store.ts';
import {
  connectRedis,
  describeRedisUrl,
  issueRedisKey,
  listRedisKeys,
  migrateFileKeysToRedis,
  redisKeyNames,
  redisKeysConfig,
  revokeRedisKey,
} from '../src/api/auth/redis-key-store.ts';
import { cliArgs, fail } from './args.ts';

const USAGE = [
  `npm run --silent keys -- issue --tier <${TIERS.join('|')}> --label <text>`,
  '       npm run --silent keys -- list',
  '       npm run --silent keys -- revoke <id>',
  '       npm run --silent keys -- migrate',
  `KEYS_FILE overrides the keys file (default ${DEFAULT_KEYS_FILE}).`,
  'With REDIS_URL set, issue, list and revoke work on the keys in Redis (REDIS_PREFIX, default labdir:),',
  'and migrate copies the keys file into it.',
].join('\n');
const COMMANDS = ['issue', 'list', 'revoke', 'migrate'] as const;

/** A mistake in how the CLI was called: exit code 2, with the usage. */
function usageError(message: string): never {
  console.error(`${message}\n\nusage: ${USAGE}`);
  process.exit(2);
}

function keysFile(): string {
  const file = process.env.KEYS_FILE ?? DEFAULT_KEYS_FILE;
  if (file.trim() === '') usageError('KEYS_FILE must be a file path when set; got an empty value');
  return file;
}

/** Where REDIS_URL points, or null when unset: then the keys file is the store. */
function redisConfig(): { url: string; prefix: string } | null {
  try {
    return redisKeysConfig(process.env);
  } catch (error) {
    usageError((error as Error).message);
  }
}

/** Where the keys live and how to change them: the keys file, or Redis. */
interface KeysBackend {
  /** For messages: the file's path, or the Redis server (never its password) and hash. */
  where: string;
  issue(input: { tier: Tier; label: string }): Promise<{ key: string; record: KeyRecord }>;
  list(): Promise<KeyRecord[]>;
  revoke(id: string, now: Date): Promise<KeyRecord>;
  close(): Promise<void>;
}

function fileBackend(file: string): KeysBackend {
  return {
    where: file,
    issue: (input) => issueKey(file, input),
    list: () => listKeys(file),
    revoke: (id, now) => revokeKey(file, id, now),
    close: async () => {},
  };
}

/** Connects on first use, so a usage mistake never waits for Redis. */
function redisBackend(url: string, prefix: string): KeysBackend {
  let connection: Promise<Redis> | null = null;
  const redis = () => (connection ??= connectRedis(url));
  return {
    where: `Redis at ${describeRedisUrl(url)} (hash ${redisKeyNames(prefix).records})`,
    issue: async (input) => issueRedisKey(await redis(), prefix, input),
    list: async () => listRedisKeys(await redis(), prefix),
    revoke: async (id, now) => revokeRedisKey(await redis(), prefix, id, now),
    async close() {
      if (!connection) return;
      const client = await connection.catch(() => null);
      await client?.quit().catch(() => client.disconnect());
    },
  };
}

/** Options given to a command that does not take them. */
function rejectOptions(command: string, values: Record<string, unknown>, allowed: readonly string[]): void {
  const extra = Object.keys(values).filter((name) => !allowed.includes(name));
  if (extra.length)
    usageError(
      `${command} does not take --${extra.join(', --')}; it takes ${allowed.length ? allowed.map((o) => `--${o}`).join(' and ') : 'no options'}`,
    );
}

async function issue(store: KeysBackend, tier: string | undefined, label: string | undefined): Promise<void> {
  if (tier === undefined) usageError(`issue needs --tier, one of ${TIERS.join(', ')}`);
  if (label === undefined) usageError('issue needs --label <text> (1 to 200 characters) saying whom the key is for');
  const problem = tierProblem(tier) ?? labelProblem(label);
  if (problem) usageError(problem);
  const { key, record } = await store.issue({ tier: tier as Tier, label });
  process.stdout.write(`${key}\n`);
  console.error(`Issued key ${record.id} (tier ${record.tier}, label "${record.label}") into ${store.where}.`);
  console.error('The key is shown this once: store it now. Only its SHA-256 hash is kept.');
}

function table(records: readonly KeyRecord[]): string {
  const header = ['id', 'tier', 'active', 'label', 'created_at', 'revoked_at', 'hash'];
  // Never the key, and only enough of the hash to tell records apart.
  const rows = records.map((r) => [
    r.id,
    r.tier,
    r.active ? 'yes' : 'no',
    r.label,
    r.created_at,
    r.revoked_at ?? '-',
    `${r.hash.slice(0, 8)}…`,
  ]);
  const widths = header.map((h, i) => Math.max(h.length, ...rows.map((row) => [...(row[i] ?? '')].length)));
  const line = (cells: string[]) =>
    cells
      .map((c, i) => c + ' '.repeat((widths[i] ?? 0) - [...c].length))
      .join('  ')
      .trimEnd();
  return [line(header), ...rows.map(line)].join('\n');
}

async function list(store: KeysBackend, inRedis: boolean): Promise<void> {
  const records = await store.list();
  if (records.length === 0) {
    console.error(`no keys in ${store.where}`);
    return;
  }
  // The file store's list says nothing on stderr; with Redis, say which one was read.
  if (inRedis) console.error(`${records.length} key(s) in ${store.where}`);
  process.stdout.write(`${table(records)}\n`);
}

async function revoke(store: KeysBackend, inRedis: boolean, id: string | undefined): Promise<void> {
  if (id === undefined) usageError('revoke needs the id of the key (the 8 characters shown by list)');
  if (!isKeyId(id)) usageError(`revoke needs a key id: the 8 letters or digits shown by list; got '${id}'`);
  const now = new Date();
  const record = await store.revoke(id, now);
  const when =
    record.revoked_at === now.toISOString()
      ? `revoked at ${record.revoked_at}`
      : `was already revoked at ${record.revoked_at}`;
  process.stdout.write(
    `${record.id} (tier ${record.tier}, label "${record.label}", created ${record.created_at}) ${when}\n`,
  );
  if (inRedis) console.error(`in ${store.where}; every server refuses the key within 1 s`);
}

/** Copies the keys file into Redis; exit 1 when a record there differs from the file's (never overwritten). */
async function migrate(file: string, redisUrl: string, prefix: string): Promise<void> {
  // A missing file would "migrate" nothing and look like success: most likely KEYS_FILE is wrong.
  if (!existsSync(file))
    throw new Error(`keys file ${file} does not exist; set KEYS_FILE to the file the servers used`);
  const redis = await connectRedis(redisUrl);
  try {
    const result = await migrateFileKeysToRedis(file, redis, prefix);
    const conflicts = result.conflicts.length;
    process.stdout.write(
      `Migrated ${file} into Redis at ${describeRedisUrl(redisUrl)} (hash ${redisKeyNames(prefix).records}): ` +
        `${result.copied} copied, ${result.alreadyThere} already there, ${conflicts} conflict${conflicts === 1 ? '' : 's'}\n`,
    );
    for (const { id, differs } of result.conflicts) {
      console.error(`conflict: key ${id} differs in Redis (${differs.join(', ')}); Redis's record was left as it is`);
    }
    if (conflicts) {
      console.error('Settle each conflict by hand (in Redis, or in the file) and run migrate again.');
      process.exitCode = 1;
    }
  } finally {
    await redis.quit().catch(() => redis.disconnect());
  }
}

const { values, positionals } = cliArgs(
  { tier: { type: 'string' }, label: { type: 'string' }, help: { type: 'boolean', short: 'h' } },
  USAGE,
);
if (values.help) {
  process.stdout.write(`usage: ${USAGE}\n`);
  process.exit(0);
}
const [command, ...rest] = positionals;
if (command === undefined) usageError(`missing command: one of ${COMMANDS.join(', ')}`);
const file = keysFile();
const redis = redisConfig();
const store = redis ? redisBackend(redis.url, redis.prefix) : fileBackend(file);
try {
  if (command === 'issue') {
    rejectOptions('issue', values, ['tier', 'label']);
    if (rest.length) usageError(`issue takes no arguments besides --tier and --label; got '${rest.join(' ')}'`);
    await issue(store, values.tier, values.label);
  } else if (command === 'list') {
    rejectOptions('list', values, []);
    if (rest.length) usageError(`list takes no arguments; got '${rest.join(' ')}'`);
    await list(store, redis !== null);
  } else if (command === 'revoke') {
    rejectOptions('revoke', values, []);
    if (rest.length > 1) usageError(`revoke takes one key id; got ${rest.length}: '${rest.join(' ')}'`);
    await revoke(store, redis !== null, rest[0]);
  } else if (command === 'migrate') {
    rejectOptions('migrate', values, []);
    if (rest.length) usageError(`migrate takes no arguments (it reads KEYS_FILE); got '${rest.join(' ')}'`);
    if (!redis) usageError('migrate needs REDIS_URL: the Redis to copy the keys file into');
    await migrate(file, redis.url, redis.prefix);
  } else {
    usageError(`unknown command '${command}': use one of ${COMMANDS.join(', ')}`);
  }
} catch (error) {
  // Store errors (unknown id, unreadable or invalid file, unreachable Redis) carry a message made for people: no stack trace.
  fail(`keys ${command}: ${(error as Error).message}`);
} finally {
  await store.close();
}
