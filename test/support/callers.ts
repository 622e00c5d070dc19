// Callers with their own budgets for tests that make many requests: each keyed
// caller has its own key, anonymous requests share the one IP budget, and when
// a caller would run out the injected clock moves to the next minute (or UTC
// day), which resets every window. A 429 here is a bookkeeping bug, not a test.
import { expect } from 'vitest';
import type { Tier } from '../../src/domain/types.ts';
import type { ApiResponse, TestServer } from './server.ts';

/** The contract's numbers (spec section 8), written out independently of the code. */
export const BURST: Readonly<Record<Tier, number>> = { anonymous: 10, free: 60, pro: 200, enterprise: 500 };
export const DAILY: Readonly<Record<Tier, number>> = { anonymous: 100, free: 1_000, pro: 10_000, enterprise: 100_000 };

export interface Caller {
  tier: Tier;
  key: string | null;
  minute: number;
  day: number;
}

export interface Callers {
  /** The one anonymous caller: every anonymous request shares the IP's budget. */
  anonymous: Caller;
  caller(tier: Tier): Promise<Caller>;
  /** Forget what was spent, after moving the clock by hand to fresh windows. */
  resetWindows(): void;
  /** Move the clock to the start of the next UTC day: every budget is whole again. */
  nextDay(): void;
  get(c: Caller, pathAndQuery: string): Promise<ApiResponse>;
  ok(c: Caller, pathAndQuery: string): Promise<ApiResponse>;
}

export function budgetedCallers(server: () => TestServer): Callers {
  const anonymous: Caller = { tier: 'anonymous', key: null, minute: 0, day: 0 };
  const callers: Caller[] = [anonymous];

  function nextMinute() {
    server().clock.advance(60_000);
    for (const c of callers) c.minute = 0;
  }
  function nextDay() {
    const d = new Date(server().clock.now);
    d.setUTCDate(d.getUTCDate() + 1);
    d.setUTCHours(0, 0, 1, 0);
    server().clock.set(d.toISOString());
    for (const c of callers) {
      c.minute = 0;
      c.day = 0;
    }
  }
  async function get(c: Caller, pathAndQuery: string): Promise<ApiResponse> {
    if (c.day >= DAILY[c.tier]) nextDay();
    if (c.minute >= BURST[c.tier]) nextMinute();
    c.minute++;
    c.day++;
    const r = await server().api(pathAndQuery, c.key ? { headers: { 'X-Api-Key': c.key } } : {});
    expect(r.status, `${pathAndQuery} must not be rate limited (test budget bookkeeping)`).not.toBe(429);
    expect(r.headers.get('x-api-tier')).toBe(c.tier);
    return r;
  }
  return {
    anonymous,
    nextDay,
    resetWindows() {
      for (const c of callers) {
        c.minute = 0;
        c.day = 0;
      }
    },
    async caller(tier) {
      if (tier === 'anonymous') return anonymous;
      const c: Caller = { tier, key: await server().issue(tier), minute: 0, day: 0 };
      callers.push(c);
      return c;
    },
    get,
    async ok(c, pathAndQuery) {
      const r = await get(c, pathAndQuery);
      expect(r.status, `${pathAndQuery}: ${r.text.slice(0, 300)}`).toBe(200);
      return r;
    },
  };
}
