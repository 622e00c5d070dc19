// Other labs a buyer could ask as well, for a lab's page: active labs in the
// same city (and country) sharing at least one category, the most categories
// shared first, then by name. Computed once per site build.
import type { PublicLab } from '../domain/types.ts';

export interface NearbyLab {
  slug: string;
  name: string;
  /** Its own register (a lab in the same city may have another: its pages are in that register's languages). */
  accreditation_body: string;
  /** The categories it shares with the lab. */
  categories: string[];
}

/** Labs listed per page at most. */
export const NEARBY_MAX = 5;

export function sameCityLabs(labs: readonly PublicLab[]): (lab: PublicLab) => NearbyLab[] {
  const byCity = new Map<string, PublicLab[]>();
  for (const lab of labs) {
    if (!lab.city || lab.accreditation_status !== 'active') continue;
    const key = `${lab.country}\u0000${lab.city.toLowerCase()}`;
    const group = byCity.get(key);
    if (group) group.push(lab);
    else byCity.set(key, [lab]);
  }
  return (lab) => {
    if (!lab.city) return [];
    const own = new Set(lab.categories);
    return (byCity.get(`${lab.country}\u0000${lab.city.toLowerCase()}`) ?? [])
      .filter((other) => other.slug !== lab.slug)
      .map((other) => ({ other, shared: other.categories.filter((c) => own.has(c)) }))
      .filter((o) => o.shared.length > 0)
      .sort((a, b) => b.shared.length - a.shared.length || a.other.name.localeCompare(b.other.name, 'en'))
      .slice(0, NEARBY_MAX)
      .map(({ other, shared }) => ({
        slug: other.slug,
        name: other.name,
        accreditation_body: other.accreditation_body,
        categories: shared,
      }));
  };
}
