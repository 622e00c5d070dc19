// The scope lines as the registers word them, in their own languages, per
// canonical capability: searchable beside the canonical English name
// (DECISIONS: a lab's own wording is searchable, never shown in its place).
import { normaliseScopeLine } from '../domain/normalise.ts';
import type { RawSnapshot } from '../domain/types.ts';

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
