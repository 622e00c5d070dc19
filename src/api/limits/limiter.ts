// Per-subject rate limiting (DECISIONS "Limits"): a burst budget per wall-clock
// minute and a daily budget per UTC day, counted together in one atomic store call.
import type { Tier } from '../../domain/types.ts';
import { TIER_RULES } from '../../domain/tiers.ts';
import type { LimitStore, WindowSpec } from './store.ts';

export interface WindowState {
  limit: number;
  remaining: number;
  /** Unix seconds when the window resets */
  reset: number;
  /** Whole seconds until it resets (rounded up), for the IETF `RateLimit` field. */
  resetIn: number;
}

export interface LimitDecision {
  allowed: boolean;
  tier: Tier;
  burst: WindowState;
  daily: WindowState;
  /** seconds until the exhausted window (minute or day) resets; only when !allowed */
  retryAfter?: number;
}

/** Requests allowed per wall-clock minute and per UTC day. */
export interface Budget {
  burst: number;
  daily: number;
}

const MINUTE_MS = 60_000;
const DAY_MS = 86_400_000;

/** One window of the current moment: its store key and its bounds. */
interface Window {
  key: string;
  limit: number;
  /** Unix ms when the window ends (exclusive). */
  endMs: number;
}

/** The wall-clock minute containing `now`; the key carries its start so a new minute starts at zero. */
function minuteWindow(subject: string, limit: number, now: number): Window {
  const startMs = Math.floor(now / MINUTE_MS) * MINUTE_MS;
  return { key: `rl:m:${subject}:${startMs / 1000}`, limit, endMs: startMs + MINUTE_MS };
}

/** The UTC calendar day containing `now`; the key carries its date so midnight starts at zero. */
function dayWindow(subject: string, limit: number, now: number): Window {
  const startMs = Math.floor(now / DAY_MS) * DAY_MS;
  return { key: `rl:d:${subject}:${dayLabel(startMs)}`, limit, endMs: startMs + DAY_MS };
}

// Formatting a date on every request shows in profiles; the day changes once a day.
let lastDay = { startMs: NaN, label: '' };
function dayLabel(startMs: number): string {
  if (lastDay.startMs !== startMs) lastDay = { startMs, label: new Date(startMs).toISOString().slice(0, 10) };
  return lastDay.label;
}

function windowState(window: Window, count: number, now: number): WindowState {
  return {
    limit: window.limit,
    remaining: Math.max(0, window.limit - count),
    reset: Math.floor(window.endMs / 1000),
    resetIn: Math.max(0, Math.ceil((window.endMs - now) / 1000)),
  };
}

/** Whole seconds (rounded up, at least 1) until the latest exhausted window ends. */
function retryAfter(exhausted: readonly Window[], now: number): number {
  // A refusal always has an exhausted window; `now` is only a guard for a misbehaving store.
  const endMs = Math.max(now, ...exhausted.map((w) => w.endMs));
  return Math.max(1, Math.ceil((endMs - now) / 1000));
}

export class Limiter {
  readonly #store: LimitStore;
  readonly #now: () => number;

  /** `now` is Unix ms, injectable for tests. */
  constructor(store: LimitStore, now: () => number = Date.now) {
    this.#store = store;
    this.#now = now;
  }

  /**
   * Counts one request unless a budget is spent; a refused request changes nothing. `budget` is the tier's unless
   * given (the site's own search counts against a budget of its own, under a subject of its own).
   */
  async consume(subject: string, tier: Tier, budget: Budget = TIER_RULES[tier]): Promise<LimitDecision> {
    const now = this.#now();
    const windows = this.#windows(subject, budget, now);
    const specs: WindowSpec[] = windows.map((w) => ({ key: w.key, limit: w.limit, expiresAt: w.endMs }));
    const { allowed, counts } = await this.#store.consume(specs);
    return decide(tier, windows, counts, allowed, now);
  }

  /** The caller's state without counting (for requests that carry headers but are free). */
  async peek(subject: string, tier: Tier): Promise<LimitDecision> {
    const now = this.#now();
    const windows = this.#windows(subject, TIER_RULES[tier], now);
    const counts = await this.#store.peek(windows.map((w) => w.key));
    // For peek, "allowed" means the next request would pass.
    return decide(tier, windows, counts, fits(windows, counts), now);
  }

  #windows(subject: string, budget: Budget, now: number): [Window, Window] {
    return [minuteWindow(subject, budget.burst, now), dayWindow(subject, budget.daily, now)];
  }
}

/** The decision for the given counts; `allowed` comes from the store (consume) or the counts (peek). */
function decide(
  tier: Tier,
  [minute, day]: [Window, Window],
  counts: readonly number[],
  allowed: boolean,
  now: number,
): LimitDecision {
  const burstCount = counts[0] ?? 0;
  const dailyCount = counts[1] ?? 0;
  const decision: LimitDecision = {
    allowed,
    tier,
    burst: windowState(minute, burstCount, now),
    daily: windowState(day, dailyCount, now),
  };
  if (!allowed) {
    const exhausted = [minute, day].filter((w, i) => (counts[i] ?? 0) >= w.limit);
    decision.retryAfter = retryAfter(exhausted, now);
  }
  return decision;
}

/** Whether one more request would fit every window. */
function fits(windows: readonly Window[], counts: readonly number[]): boolean {
  return windows.every((w, i) => (counts[i] ?? 0) < w.limit);
}

/** The rate headers every response carries (spec section 8), values as strings. */
/** The start of every refusal for a spent budget, in the API's errors and the MCP server's tool errors alike. */
export function limitExceeded(tier: Tier): string {
  const rules = TIER_RULES[tier];
  return `Rate limit exceeded for the ${tier} tier (${rules.burst} per minute, ${rules.daily} per day)`;
}

export function rateLimitHeaders(decision: LimitDecision): Record<string, string> {
  return {
    'X-RateLimit-Limit': String(decision.burst.limit),
    'X-RateLimit-Remaining': String(decision.burst.remaining),
    'X-RateLimit-Reset': String(decision.burst.reset),
    'X-RateLimit-Daily-Limit': String(decision.daily.limit),
    'X-RateLimit-Daily-Remaining': String(decision.daily.remaining),
    'X-Api-Tier': decision.tier,
    // The IETF fields (draft-ietf-httpapi-ratelimit-headers, structured-field lists): each window a named policy.
    'RateLimit-Policy': `"burst";q=${decision.burst.limit};w=60, "daily";q=${decision.daily.limit};w=86400`,
    RateLimit:
      `"burst";r=${decision.burst.remaining};t=${decision.burst.resetIn}, ` +
      `"daily";r=${decision.daily.remaining};t=${decision.daily.resetIn}`,
  };
}
