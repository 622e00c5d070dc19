// Facet counts, the standard faceted-search rule: for each dimension, the labs
// matching every filter except that dimension's own, counted by value. One
// rule for the API (src/directory/facets.ts) and the site's search page
// (src/site/browser/search-worker.ts). Pure and browser-safe.

export const FACET_DIMENSIONS = ['country', 'body', 'category', 'status'] as const;
export type FacetDimension = (typeof FACET_DIMENSIONS)[number];

export interface FacetCount {
  /** The filter value (a status of null is a lab whose register gives none: listed with `status=all`). */
  value: string | null;
  count: number;
}

export type Facets = Partial<Record<FacetDimension, FacetCount[]>>;

/** How the labs stand against the request's filters, dimension by dimension. */
export interface FacetSubject<L> {
  /** Whether the lab passes this dimension's filter (true when the request has none). */
  passes(lab: L, dimension: FacetDimension): boolean;
  /** Calls `add` with each of the lab's values in this dimension (categories: several). */
  values(lab: L, dimension: FacetDimension, add: (value: string | null) => void): void;
}

/** Most labs first; equal counts by value, a null value last. */
export function facetOrder(a: FacetCount, b: FacetCount): number {
  if (a.count !== b.count) return b.count - a.count;
  if (a.value === b.value) return 0;
  if (a.value === null) return 1;
  if (b.value === null) return -1;
  return a.value < b.value ? -1 : 1;
}

/**
 * Counts for the `wanted` dimensions over `labs`, which must already match
 * everything that is not a facet dimension (the search, a standard). A lab
 * failing no facet filter counts in every wanted dimension; one failing
 * exactly one counts only in that dimension (its own filter is the one left out).
 */
export function countFacets<L>(labs: Iterable<L>, wanted: readonly FacetDimension[], subject: FacetSubject<L>): Facets {
  const counts = new Map<FacetDimension, Map<string | null, number>>(wanted.map((d) => [d, new Map()]));
  let tally!: Map<string | null, number>;
  const add = (value: string | null) => tally.set(value, (tally.get(value) ?? 0) + 1);
  for (const lab of labs) {
    let failed: FacetDimension | null = null;
    let failures = 0;
    for (const dimension of FACET_DIMENSIONS) {
      if (!subject.passes(lab, dimension)) {
        failed = dimension;
        if (++failures > 1) break;
      }
    }
    if (failures > 1) continue;
    for (const [dimension, tallies] of counts) {
      if (failures === 1 && dimension !== failed) continue;
      tally = tallies;
      subject.values(lab, dimension, add);
    }
  }
  const facets: Facets = {};
  for (const [dimension, tallies] of counts) {
    facets[dimension] = [...tallies].map(([value, count]) => ({ value, count })).sort(facetOrder);
  }
  return facets;
}
