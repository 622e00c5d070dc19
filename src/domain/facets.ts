// Facet counts, the standard faceted-search rule: for each dimension, the labs
// matching every filter except that dimension's own, counted by value. One
// rule for the API (src/directory/facets.ts), whose counts the site's search
// page shows through its own route. Pure and browser-safe.

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
  /**
   * Optional, the same as `passes` for every dimension at once: bit i set when the lab fails FACET_DIMENSIONS[i]'s
   * filter.
   */
  failures?(lab: L): number;
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
  // Arrays and counters held by reference: this runs over the whole directory per request.
  const dimensions = [...new Set(wanted)];
  const tallies = dimensions.map(() => new Map<string | null, { n: number }>());
  let tally = tallies[0]!;
  const add = (value: string | null) => {
    const counter = tally.get(value);
    if (counter) counter.n++;
    else tally.set(value, { n: 1 });
  };
  const failuresOf =
    subject.failures?.bind(subject) ??
    ((lab: L) => {
      let mask = 0;
      FACET_DIMENSIONS.forEach((dimension, i) => {
        if (!subject.passes(lab, dimension)) mask |= 1 << i;
      });
      return mask;
    });
  for (const lab of labs) {
    const mask = failuresOf(lab);
    // More than one filter failed: the lab counts nowhere.
    if ((mask & (mask - 1)) !== 0) continue;
    const failures = mask === 0 ? 0 : 1;
    const failed = mask === 0 ? null : FACET_DIMENSIONS[31 - Math.clz32(mask)]!;
    for (let i = 0; i < dimensions.length; i++) {
      if (failures === 1 && dimensions[i] !== failed) continue;
      tally = tallies[i]!;
      subject.values(lab, dimensions[i]!, add);
    }
  }
  const facets: Facets = {};
  dimensions.forEach((dimension, i) => {
    facets[dimension] = [...tallies[i]!].map(([value, counter]) => ({ value, count: counter.n })).sort(facetOrder);
  });
  return facets;
}
