// The storage contract of the rate limiter. One consume is ONE atomic call, so
// a shared store (Redis with a Lua script) keeps limits exact across processes.

/** One counting window: its key, its budget and when it can be forgotten. */
export interface WindowSpec {
  key: string;
  limit: number;
  /** Unix ms when this window ends; the store may forget the key after it. */
  expiresAt: number;
}

export interface ConsumeResult {
  allowed: boolean;
  /** counts after the call (unchanged when not allowed) */
  counts: number[];
}

export interface LimitStore {
  /**
   * Atomically: if every window's count is below its limit, increment them all and allow; otherwise change nothing and
   * refuse.
   */
  consume(windows: readonly WindowSpec[]): Promise<ConsumeResult>;
  /** Current counts (0 for unknown or expired keys), changing nothing. */
  peek(keys: readonly string[]): Promise<number[]>;
  close(): Promise<void>;
}
