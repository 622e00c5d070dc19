// The standards a scope line cites beside the one it is normalised by.
import { normaliseScopeLine } from '../domain/normalise.ts';
import { parseMethod } from '../domain/standards.ts';
import type { RawSnapshot } from '../domain/types.ts';

/**
 * Canonical capability id → the other standards its lines cite beside the one they are normalised by: a row such as
 * 'ASTM D638; UNE-EN ISO 527-1; UNE-EN ISO 527-2' is kept under ASTM D638, and is a tensile test of plastics by every
 * one of them. The references of a method are the pieces between ';' and '|' that parse as a standard.
 */
export function coCitedStandards(snapshots: readonly Pick<RawSnapshot, 'labs'>[]): Map<string, Set<string>> {
  const cited = new Map<string, Set<string>>();
  for (const snapshot of snapshots) {
    for (const lab of snapshot.labs) {
      for (const line of lab.capabilities) {
        if (!line.method || !/[;|]/.test(line.method)) continue;
        const own = normaliseScopeLine(line);
        for (const piece of line.method.split(/[;|]/)) {
          const key = parseMethod(piece).key;
          if (!key || key === own.standard_key) continue;
          let set = cited.get(own.canonical_id);
          if (!set) cited.set(own.canonical_id, (set = new Set()));
          set.add(key);
        }
      }
    }
  }
  return cited;
}
