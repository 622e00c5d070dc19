// A LimitStore shared by every process through one Redis (DECISIONS "Limits").
// Exactness under concurrency comes from Redis running a Lua script atomically:
// one consume is ONE script call that checks every window and increments them all
// or none, so N processes sharing a budget of N let exactly N requests through.
//
// Keys are `<prefix><window key>` (REDIS_PREFIX, e.g. `labdir:`), so several
// deployments can share one Redis; every key expires at its window's end
// (PEXPIREAT, on Redis's clock: servers should keep their clocks in sync).
//
// This store fails loudly (its promises reject) when Redis is unreachable or slow;
// staying up without Redis is FailOpenLimitStore's job (fail-open.ts).
import { createHash } from 'node:crypto';
import { Redis, type RedisOptions } from 'ioredis';
import type { ConsumeResult, LimitStore, WindowSpec } from './store.ts';

/**
 * KEYS: the window keys; ARGV: limit and expiresAt (Unix ms) per key, in pairs.
 * Returns {allowed (1|0), count1, count2, ...}: the counts after the call, or the
 * unchanged counts when refused. Reads before it writes, so a refusal writes nothing.
 */
export const CONSUME_SCRIPT = `
local counts = {}
local allowed = 1
for i, key in ipairs(KEYS) do
  local count = tonumber(redis.call('GET', key) or '0')
  counts[i] = count
  if count >= tonumber(ARGV[2 * i - 1]) then allowed = 0 end
end
if allowed == 1 then
  for i, key in ipairs(KEYS) do
    counts[i] = redis.call('INCR', key)
    redis.call('PEXPIREAT', key, ARGV[2 * i])
  end
end
local reply = { allowed }
for i = 1, #counts do reply[i + 1] = counts[i] end
return reply
`;

const CONSUME_SHA = createHash('sha1').update(CONSUME_SCRIPT).digest('hex');

export const DEFAULT_COMMAND_TIMEOUT_MS = 250;

/**
 * ioredis options for a client the limiter uses; applied to the client the store
 * creates from a URL, and recommended for a client passed in.
 */
export function limitClientOptions(commandTimeoutMs: number = DEFAULT_COMMAND_TIMEOUT_MS): RedisOptions {
  return {
    // Connect on first use, not at construction: building the store does no I/O.
    lazyConnect: true,
    // A command must never wait for a connection and run later: by then the
    // request was answered from memory and a late INCR would count it twice.
    enableOfflineQueue: false,
    // Same reason: no replay after a reconnect of a consume that was sent but unanswered.
    autoResendUnfulfilledCommands: false,
    // A hung Redis rejects commands quickly instead of stalling requests.
    commandTimeout: commandTimeoutMs,
    // The consumes of one event-loop turn go to Redis in one write and come back in one read
    // (each script still runs alone and atomically): fewer system calls under load.
    enableAutoPipelining: true,
    connectTimeout: 2_000,
    // Closing while Redis is down leaves ioredis a timer of this length on a socket
    // that is already gone: keep it short so a shutdown is not held by it.
    disconnectTimeout: 200,
    // ioredis reconnects by itself; cap its backoff at 2 s so Redis is picked up
    // soon after it is back (FailOpenLimitStore probes on the `ready` event).
    retryStrategy: (times: number) => Math.min(100 * 2 ** (times - 1), 2_000),
  };
}

export interface RedisLimitStoreOptions {
  /** Prepended to every key (REDIS_PREFIX), e.g. `labdir:`; '' by default. */
  prefix?: string;
  /** Per-command timeout for a client created from a URL, ms (default 250). */
  commandTimeoutMs?: number;
  /** Extra ioredis options for a client created from a URL (override the defaults above). */
  redisOptions?: RedisOptions;
}

/** Whether an error from Redis says the script is not in its cache (a restart or SCRIPT FLUSH). */
function isNoScript(error: unknown): boolean {
  return error instanceof Error && error.message.includes('NOSCRIPT');
}

/** `{allowed, ...counts}` from the script reply (integers; RESP2 or RESP3). */
function parseConsumeReply(reply: unknown, windows: number): ConsumeResult {
  if (!Array.isArray(reply) || reply.length !== windows + 1) {
    throw new Error(`unexpected reply from the limit script: ${JSON.stringify(reply)}`);
  }
  const [allowed, ...counts] = reply.map(Number);
  return { allowed: allowed === 1, counts };
}

/** MGET values as counts: a missing (or expired) key is 0. */
function parseCounts(values: readonly (string | null)[]): number[] {
  return values.map((value) => (value === null ? 0 : Number(value)));
}

export class RedisLimitStore implements LimitStore {
  readonly client: Redis;
  readonly prefix: string;
  /** Whether close() quits the client: only when this store created it. */
  readonly #ownsClient: boolean;
  /** How long a call may wait for a first connection, ms. */
  readonly #timeoutMs: number;
  /** The last connection error of an owned client, for the reason in errors. */
  #lastError: Error | undefined;
  /** The wait for a first connection that concurrent calls share. */
  #pendingReady: Promise<void> | undefined;

  /**
   * From a URL (`redis://host:port/db`), the store creates and owns its client,
   * with limitClientOptions(); from a client, the caller owns it and close() leaves it open.
   */
  constructor(clientOrUrl: Redis | string, options: RedisLimitStoreOptions = {}) {
    this.prefix = options.prefix ?? '';
    this.#timeoutMs = options.commandTimeoutMs ?? DEFAULT_COMMAND_TIMEOUT_MS;
    if (typeof clientOrUrl === 'string') {
      const defaults = limitClientOptions(options.commandTimeoutMs);
      this.client = new Redis(clientOrUrl, { ...defaults, ...options.redisOptions });
      this.#ownsClient = true;
      // Without a listener ioredis prints every failed reconnect to stderr; the
      // failure reaches the server through rejected calls (and FailOpenLimitStore) instead.
      this.client.on('error', (error: Error) => {
        this.#lastError = error;
      });
      this.client.on('ready', () => {
        this.#lastError = undefined;
      });
    } else {
      this.client = clientOrUrl;
      this.#ownsClient = false;
    }
  }

  async consume(windows: readonly WindowSpec[]): Promise<ConsumeResult> {
    if (windows.length === 0) return { allowed: true, counts: [] };
    await this.#connected();
    const keys = windows.map((w) => this.prefix + w.key);
    const args = windows.flatMap((w) => [w.limit, Math.ceil(w.expiresAt)]);
    return parseConsumeReply(await this.#runScript(keys, args), windows.length);
  }

  async peek(keys: readonly string[]): Promise<number[]> {
    if (keys.length === 0) return [];
    await this.#connected();
    return parseCounts(await this.client.mget(keys.map((key) => this.prefix + key)));
  }

  /** Resolves when Redis answers a PING; rejects when it is down or slow (the fail-open probe). */
  async ping(): Promise<void> {
    await this.#connected();
    await this.client.ping();
  }

  /** Calls `listener` whenever the client (re)connects and is ready; returns an unsubscribe. */
  onReady(listener: () => void): () => void {
    this.client.on('ready', listener);
    return () => {
      this.client.off('ready', listener);
    };
  }

  async close(): Promise<void> {
    if (!this.#ownsClient || this.client.status === 'end') return;
    if (this.client.status !== 'ready') {
      // Nothing to flush and QUIT cannot be sent: drop the socket and stop reconnecting.
      this.client.disconnect();
      return;
    }
    try {
      await this.client.quit();
    } catch {
      this.client.disconnect();
    }
  }

  /** EVALSHA, and EVAL (which also caches the script) when Redis does not know it yet. */
  async #runScript(keys: readonly string[], args: readonly number[]): Promise<unknown> {
    try {
      return await this.client.evalsha(CONSUME_SHA, keys.length, ...keys, ...args);
    } catch (error) {
      if (!isNoScript(error)) throw error;
      return await this.client.eval(CONSUME_SCRIPT, keys.length, ...keys, ...args);
    }
  }

  /**
   * Resolves once the client can send. A client still making its first
   * connection (or a lazy one, which this starts) is waited for, up to the
   * command timeout, so the first requests after boot do not fail just because
   * the socket is a few ms old; a client that lost its connection fails at once,
   * since ioredis reconnects on its own schedule and a request must not wait for it.
   */
  async #connected(): Promise<void> {
    const { status } = this.client;
    if (status === 'ready') return;
    if (status === 'wait') this.client.connect().catch(() => {}); // the outcome arrives as events
    if (status === 'wait' || status === 'connecting' || status === 'connect') {
      await this.#readyWithin(this.#timeoutMs);
      return;
    }
    throw this.#notConnected(status);
  }

  /**
   * Waits for `ready`; rejects on `error`, `close`, `end` or after `ms`. Calls
   * arriving together share one wait (a burst at boot adds one set of listeners, not one per request).
   */
  #readyWithin(ms: number): Promise<void> {
    this.#pendingReady ??= new Promise<void>((resolve, reject) => {
      const settle = (error?: Error) => {
        clearTimeout(timer);
        this.client.off('ready', onReady);
        this.client.off('error', onError);
        this.client.off('close', onClose);
        this.client.off('end', onClose);
        this.#pendingReady = undefined;
        if (error) reject(error);
        else resolve();
      };
      const onReady = () => settle();
      const onError = (error: Error) => settle(new Error(`Redis not connected: ${error.message}`));
      const onClose = () => settle(this.#notConnected(this.client.status));
      const timer = setTimeout(() => settle(new Error(`Redis not ready within ${ms} ms (${this.client.status})`)), ms);
      this.client.once('ready', onReady);
      this.client.once('error', onError);
      this.client.once('close', onClose);
      this.client.once('end', onClose);
    });
    return this.#pendingReady;
  }

  #notConnected(status: string): Error {
    const cause = this.#lastError ? `: ${this.#lastError.message}` : '';
    return new Error(`Redis not connected (${status}${cause})`);
  }
}
