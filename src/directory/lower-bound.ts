// Binary search over words sorted in code-unit order (JavaScript's own
// string order), for the suggest index and the typo lookup's vocabularies.

/** First index in the sorted `words` whose word is ≥ `value`. */
export function lowerBound(words: readonly string[], value: string): number {
  return lowerBoundBy(words.length, (i) => words[i]! < value);
}

/**
 * First index in 0 .. `count` at which `before` turns false, for any order: `before(i)` says whether the i-th item
 * sorts before the value sought (true for a run of indexes, then false to the end).
 */
export function lowerBoundBy(count: number, before: (i: number) => boolean): number {
  let lo = 0;
  let hi = count;
  while (lo < hi) {
    const mid = (lo + hi) >>> 1;
    if (before(mid)) lo = mid + 1;
    else hi = mid;
  }
  return lo;
}
