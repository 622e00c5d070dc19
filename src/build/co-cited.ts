// The standards a scope line cites beside the one it is normalised by.
import { normaliseScopeLine } from '../domain/normalise.ts';
import { parseMethod, references } from '../domain/standards.ts';
import type { RawSnapshot } from '../domain/types.ts';

/**
 * Canonical capability id → the other standards its lines cite beside the one they are normalised by: a row such as
 * 'ASTM D638; UNE-EN ISO 527-1; UNE-EN ISO 527-2' is kept under ASTM D638, and is a tensile test of plastics by every
 * one of them; so is a row whose reference stands after a lab's own code ('IPP 250 (STN EN ISO 11885)', 'As BS EN ISO
 * 22232-1'), or that lists several with spaces only ('ISO 19458:2006 ISO 5667-1:2006').
 */
export function coCitedStandards(snapshots: readonly Pick<RawSnapshot, 'labs'>[]): Map<string, Set<string>> {
  const cited = new Map<string, Set<string>>();
  // A method cited by many lines is parsed once; most cite one reference and are passed over.
  const keysOfMethod = new Map<string, Array<string | null>>();
  for (const snapshot of snapshots) {
    for (const lab of snapshot.labs) {
      for (const line of lab.capabilities) {
        if (!line.method) continue;
        let keys = keysOfMethod.get(line.method);
        if (!keys) {
          const pieces = [...new Set(references(line.method))];
          keys = pieces.length < 2 ? [] : [...new Set(pieces.map((piece) => parseMethod(piece).key))];
          keysOfMethod.set(line.method, keys);
        }
        if (keys.length < 2) continue;
        const own = normaliseScopeLine(line);
        for (const key of keys) {
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
