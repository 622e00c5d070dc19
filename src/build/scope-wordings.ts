// The scope lines as the registers word them, in their own languages, per
// canonical capability: searchable beside the canonical English name
// (DECISIONS: a lab's own wording is searchable, never shown in its place).
import { normaliseScopeLine } from '../domain/normalise.ts';
import type { Lab, RawCapability, RawSnapshot } from '../domain/types.ts';

/** Canonical capability id → each distinct wording of its scope lines. */
export function scopeWordings(snapshots: readonly Pick<RawSnapshot, 'labs'>[]): Map<string, Set<string>> {
  const wordings = new Map<string, Set<string>>();
  for (const snapshot of snapshots) {
    for (const lab of snapshot.labs) {
      for (const line of lab.capabilities) {
        const id = normaliseScopeLine(line).canonical_id;
        let set = wordings.get(id);
        if (!set) wordings.set(id, (set = new Set()));
        set.add(line.test);
      }
    }
  }
  return wordings;
}

/**
 * Each lab's own wording of its capabilities, in the order of `lab.capabilities` (the first line the register lists
 * for each canonical id, as normalisation keeps it), grouped by country: what the site's search shows as the lines
 * that matched. Labs carried from a previous build without a record in these snapshots keep no wording.
 */
export function labWordings(
  snapshots: readonly Pick<RawSnapshot, 'body' | 'labs'>[],
  labs: readonly Pick<Lab, 'id' | 'slug' | 'country' | 'capabilities'>[],
): Map<string, Record<string, string[]>> {
  const linesById = new Map<string, RawCapability[]>();
  for (const snapshot of snapshots)
    for (const lab of snapshot.labs) linesById.set(`${snapshot.body}:${lab.register_id}`, lab.capabilities);
  const byCountry = new Map<string, Record<string, string[]>>();
  for (const lab of labs) {
    const lines = linesById.get(lab.id);
    if (!lines) continue;
    const first = new Map<string, string>();
    for (const line of lines) {
      const id = normaliseScopeLine(line).canonical_id;
      if (!first.has(id)) first.set(id, line.test);
    }
    let group = byCountry.get(lab.country);
    if (!group) byCountry.set(lab.country, (group = {}));
    group[lab.slug] = lab.capabilities.map((c) => first.get(c.canonical_id) ?? c.name);
  }
  return new Map([...byCountry].sort(([a], [b]) => (a < b ? -1 : 1)));
}
