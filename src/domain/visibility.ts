// The two visibility classes of the directory. Public (anonymous, free, and
// every static file) never carries coordinates or capabilities.
import { TIER_RULES } from './tiers.ts';
import type { Lab, PublicLab, Tier } from './types.ts';

export type Visibility = 'public' | 'full';

export function visibilityOf(tier: Tier): Visibility {
  return TIER_RULES[tier].full ? 'full' : 'public';
}

export function toPublicLab(lab: Lab): PublicLab {
  const { latitude: _lat, longitude: _lon, capabilities: _caps, ...rest } = lab;
  return rest;
}
