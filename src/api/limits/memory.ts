// A single-process LimitStore. Atomic by construction: consume checks and
// increments synchronously, with no await in between.
import type { ConsumeResult, LimitStore, WindowSpec } from './store.ts';

interface Entry {
  count: number;
  /** Unix ms after which the entry counts as gone. */
  expiresAt: number;
}

const DEFAULT_SWEEP_MS = 60_000;

export class MemoryLimitStore implements LimitStore {
  readonly #entries = new Map<string, Entry>();
  readonly #now: () => number;
  #timer: ReturnType<typeof setInterval> | undefined;

  /** `now` is Unix ms and decides expiry; injectable so tests need no real waiting. */
  constructor(now: () => number = Date.now, sweepIntervalMs: number = DEFAULT_SWEEP_MS) {
    this.#now = now;
    this.#timer = setInterval(() => this.sweep(), sweepIntervalMs);
    // A sweep must never keep the process alive.
    this.#timer.unref();
  }

  /** Number of stored entries, expired or not (for tests and metrics). */
  get size(): number {
    return this.#entries.size;
  }

  async consume(windows: readonly WindowSpec[]): Promise<ConsumeResult> {
    const now = this.#now();
    const counts = windows.map((w) => this.#count(w.key, now));
    const allowed = windows.every((w, i) => (counts[i] ?? 0) < w.limit);
    if (!allowed) return { allowed, counts };
    windows.forEach((w, i) => {
      const count = (counts[i] ?? 0) + 1;
      this.#entries.set(w.key, { count, expiresAt: w.expiresAt });
      counts[i] = count;
    });
    return { allowed, counts };
  }

  async peek(keys: readonly string[]): Promise<number[]> {
    const now = this.#now();
    return keys.map((key) => this.#count(key, now));
  }

  /** Drops expired entries so memory stays bounded; returns how many went. */
  sweep(): number {
    const now = this.#now();
    let removed = 0;
    for (const [key, entry] of this.#entries) {
      if (entry.expiresAt <= now) {
        this.#entries.delete(key);
        removed += 1;
      }
    }
    return removed;
  }

  async close(): Promise<void> {
    clearInterval(this.#timer);
    this.#timer = undefined;
    this.#entries.clear();
  }

  /** The live count of a key; an expired entry reads as 0 even before a sweep. */
  #count(key: string, now: number): number {
    const entry = this.#entries.get(key);
    return entry !== undefined && entry.expiresAt > now ? entry.count : 0;
  }
}
