// The two visibility classes of the directory. Public (anonymous, free, and
// every static file) never carries coordinates or capabilities.
import type { Lab, PublicLab, Tier } from './types.ts';

export type Visibility = 'public' | 'full';

export function visibilityOf(tier: Tier): Visibility {
  return tier === 'pro' || tier === 'enterprise' ? 'full' : 'public';
}

export function toPublicLab(lab: Lab): PublicLab {
  const { latitude: _lat, longitude: _lon, capabilities: _caps, ...rest } = lab;
  return rest;
}
