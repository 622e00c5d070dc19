// Rate limits that survive a Redis outage (DECISIONS "Limits"): the API is public
// and read-only, so when the shared store fails no request fails with it: each
// process counts in memory until Redis answers again. Fail-open, not fail-closed.
//
// Policy:
// - `shared`: every call goes to the primary (Redis), bounded by a short timeout
//   (250 ms) so a hung Redis cannot stall requests. A call that fails or times out
//   is answered from the in-memory fallback and the store turns `degraded`.
// - `degraded`: calls are answered from memory only (no Redis latency on the
//   request path) while the primary is probed (PING) with exponential backoff,
//   250 ms doubling to 10 s, and at once when its client reports it reconnected.
//   The first probe that answers turns the store `shared` again, by itself.
// - Each change is reported once (onStateChange, with the reason), so the server
//   can log a line, count it in metrics and show `state` on /readyz.
//
// What is lost on a switch, honestly:
// - Degrading: the Redis counts are not visible from memory, so memory counts for
//   the current windows start from zero (or from what this process counted in
//   memory in an earlier outage in the same window). Until Redis is back each
//   process enforces the budgets alone: with P processes a caller can get up to
//   P times a budget per window, on top of what Redis had counted before.
// - Recovering: Redis counts resume where Redis has them (empty if Redis restarted
//   without persistence); what was counted in memory meanwhile is not copied back.
//   Memory counts are kept (they expire with their windows), so a flapping Redis
//   does not hand out a fresh memory budget each time.
// - A call that timed out may still have been applied by Redis later (a command
//   once sent cannot be recalled): that request is then counted in both places.
import { MemoryLimitStore } from './memory.ts';
import type { ConsumeResult, LimitStore, WindowSpec } from './store.ts';

export type LimitStoreState = 'shared' | 'degraded';

export interface StateChange {
  state: LimitStoreState;
  previous: LimitStoreState;
  /** Why: the primary's error (`connect ECONNREFUSED …`, `timed out after 250 ms`) or `primary answered`. */
  reason: string;
  /** Unix ms of the change. */
  at: number;
}

export type StateListener = (change: StateChange) => void;

/** A primary the fail-open store can probe; RedisLimitStore is one. */
export interface ProbeableLimitStore extends LimitStore {
  /** Resolves when the primary answers a cheap request (Redis: PING). */
  ping(): Promise<void>;
  /** Optional: subscribe to "reconnected" so recovery need not wait for the next probe; returns an unsubscribe. */
  onReady?(listener: () => void): () => void;
}

export interface FailOpenOptions {
  /** Where counts go while degraded; a new MemoryLimitStore by default (closed with this store). */
  fallback?: LimitStore;
  /** Upper bound on every primary call, ms (default 250). */
  callTimeoutMs?: number;
  /** First probe delay after degrading, ms (default 250); doubles per failed probe… */
  probeMinMs?: number;
  /** …up to this, ms (default 10 000). */
  probeMaxMs?: number;
  /** Called on every state change (same as onStateChange). */
  onStateChange?: StateListener;
}

const DEFAULTS = { callTimeoutMs: 250, probeMinMs: 250, probeMaxMs: 10_000 };

/** A rejection after `ms`, so a hung primary cannot hold a request. */
function withTimeout<T>(promise: Promise<T>, ms: number): Promise<T> {
  let timer: ReturnType<typeof setTimeout> | undefined;
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new Error(`timed out after ${ms} ms`)), ms);
  });
  return Promise.race([promise, timeout]).finally(() => clearTimeout(timer));
}

function messageOf(error: unknown): string {
  return error instanceof Error ? error.message : String(error);
}

export class FailOpenLimitStore implements LimitStore {
  readonly #primary: ProbeableLimitStore;
  readonly #fallback: LimitStore;
  readonly #ownsFallback: boolean;
  readonly #callTimeoutMs: number;
  readonly #probeMinMs: number;
  readonly #probeMaxMs: number;
  readonly #listeners = new Set<StateListener>();
  readonly #unsubscribeReady: (() => void) | undefined;
  readonly #started: Promise<void>;

  #state: LimitStoreState = 'shared';
  #reason = 'starting';
  #since = Date.now();
  #probeDelayMs: number;
  #probeTimer: ReturnType<typeof setTimeout> | undefined;
  #probing = false;
  #closed = false;

  /**
   * Starts probing the primary at once, so a store created while Redis is down
   * turns `degraded` (and says so) without waiting for a request; `ready()` tells when that first probe is done.
   */
  constructor(primary: ProbeableLimitStore, options: FailOpenOptions = {}) {
    this.#primary = primary;
    this.#ownsFallback = options.fallback === undefined;
    this.#fallback = options.fallback ?? new MemoryLimitStore();
    this.#callTimeoutMs = options.callTimeoutMs ?? DEFAULTS.callTimeoutMs;
    this.#probeMinMs = options.probeMinMs ?? DEFAULTS.probeMinMs;
    this.#probeMaxMs = options.probeMaxMs ?? DEFAULTS.probeMaxMs;
    this.#probeDelayMs = this.#probeMinMs;
    if (options.onStateChange) this.#listeners.add(options.onStateChange);
    this.#unsubscribeReady = primary.onReady?.(() => this.#onPrimaryReady());
    this.#started = this.#startupCheck();
  }

  /** `shared` (counting in the primary, across processes) or `degraded` (counting in this process's memory). */
  get state(): LimitStoreState {
    return this.#state;
  }

  /** The reason of the last change (or `starting`). */
  get reason(): string {
    return this.#reason;
  }

  /** Unix ms of the last change (or of construction). */
  get since(): number {
    return this.#since;
  }

  /** For /readyz and metrics. */
  status(): { state: LimitStoreState; reason: string; since: number } {
    return { state: this.#state, reason: this.#reason, since: this.#since };
  }

  /** Resolves with the state once the first probe of the primary has answered or failed. */
  async ready(): Promise<LimitStoreState> {
    await this.#started;
    return this.#state;
  }

  /** Subscribe to state changes; returns an unsubscribe. */
  onStateChange(listener: StateListener): () => void {
    this.#listeners.add(listener);
    return () => {
      this.#listeners.delete(listener);
    };
  }

  async consume(windows: readonly WindowSpec[]): Promise<ConsumeResult> {
    if (this.#state === 'degraded') return this.#fallback.consume(windows);
    try {
      return await withTimeout(this.#primary.consume(windows), this.#callTimeoutMs);
    } catch (error) {
      this.#degrade(messageOf(error));
      return this.#fallback.consume(windows);
    }
  }

  async peek(keys: readonly string[]): Promise<number[]> {
    if (this.#state === 'degraded') return this.#fallback.peek(keys);
    try {
      return await withTimeout(this.#primary.peek(keys), this.#callTimeoutMs);
    } catch (error) {
      this.#degrade(messageOf(error));
      return this.#fallback.peek(keys);
    }
  }

  async close(): Promise<void> {
    this.#closed = true;
    clearTimeout(this.#probeTimer);
    this.#probeTimer = undefined;
    this.#unsubscribeReady?.();
    this.#listeners.clear();
    await this.#primary.close();
    if (this.#ownsFallback) await this.#fallback.close();
  }

  /** The first probe: `shared` stays if the primary answers, otherwise degrade and start backing off. */
  async #startupCheck(): Promise<void> {
    try {
      await withTimeout(this.#primary.ping(), this.#callTimeoutMs);
    } catch (error) {
      this.#degrade(messageOf(error));
    }
  }

  #degrade(reason: string): void {
    if (this.#closed || this.#state === 'degraded') return;
    this.#probeDelayMs = this.#probeMinMs;
    this.#change('degraded', reason);
    this.#scheduleProbe();
  }

  #recover(): void {
    if (this.#closed || this.#state === 'shared') return;
    clearTimeout(this.#probeTimer);
    this.#probeTimer = undefined;
    this.#change('shared', 'primary answered');
  }

  #change(state: LimitStoreState, reason: string): void {
    const change: StateChange = { state, previous: this.#state, reason, at: Date.now() };
    this.#state = state;
    this.#reason = reason;
    this.#since = change.at;
    for (const listener of this.#listeners) {
      // A failing logger or metric must not break rate limiting.
      try {
        listener(change);
      } catch {}
    }
  }

  #scheduleProbe(): void {
    if (this.#closed || this.#probeTimer !== undefined) return;
    const delay = this.#probeDelayMs;
    this.#probeDelayMs = Math.min(delay * 2, this.#probeMaxMs);
    this.#probeTimer = setTimeout(() => {
      this.#probeTimer = undefined;
      void this.#probe();
    }, delay);
    // A pending probe must never keep the process alive.
    this.#probeTimer.unref();
  }

  /** One PING; on success back to `shared`, otherwise the next probe after a longer wait. */
  async #probe(): Promise<void> {
    if (this.#closed || this.#probing || this.#state === 'shared') return;
    this.#probing = true;
    try {
      await withTimeout(this.#primary.ping(), this.#callTimeoutMs);
      this.#recover();
    } catch {
      this.#scheduleProbe();
    } finally {
      this.#probing = false;
    }
  }

  /** The primary's client reconnected: probe now rather than at the end of a long backoff. */
  #onPrimaryReady(): void {
    if (this.#state !== 'degraded' || this.#closed) return;
    clearTimeout(this.#probeTimer);
    this.#probeTimer = undefined;
    void this.#probe();
  }
}
