// The access tiers of the contract (spec section 8): quotas and what each may see.
import type { Tier } from './types.ts';

export interface TierRules {
  /** Requests per UTC day. */
  daily: number;
  /** Requests per wall-clock minute. */
  burst: number;
  /** Coordinates and capabilities are filled (pro and enterprise). */
  full: boolean;
}

export const TIER_RULES: Readonly<Record<Tier, TierRules>> = {
  anonymous: { daily: 100, burst: 10, full: false },
  free: { daily: 1_000, burst: 60, full: false },
  pro: { daily: 10_000, burst: 200, full: true },
  enterprise: { daily: 100_000, burst: 500, full: true },
};
