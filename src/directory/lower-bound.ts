// Binary search over words sorted in code-unit order (JavaScript's own
// string order), for the suggest index and the typo lookup's vocabularies.

/** First index in the sorted `words` whose word is ≥ `value`. */
export function lowerBound(words: readonly string[], value: string): number {
  let lo = 0;
  let hi = words.length;
  while (lo < hi) {
    const mid = (lo + hi) >>> 1;
    if (words[mid]! < value) lo = mid + 1;
    else hi = mid;
  }
  return lo;
}
