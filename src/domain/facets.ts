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

/**
 * How the labs stand against the request's filters, dimension by dimension. Values are counted by code (0 to
 * `size - 1` in each dimension), so counting the whole directory is a pass of array increments.
 */
export interface FacetSubject<L> {
  /** Bit i set when the lab fails FACET_DIMENSIONS[i]'s filter (0: it passes every filter, or there is none). */
  failures(lab: L): number;
  /** How many value codes the dimension has. */
  size(dimension: FacetDimension): number;
  /** The value a code stands for (a status of null: the register gives none). */
  value(dimension: FacetDimension, code: number): string | null;
  /** For the dimension: a function that adds one to `counts` at each of a lab's value codes (categories: several). */
  tally(dimension: FacetDimension): (lab: L, counts: Uint32Array) => void;
}

/** Most labs first; equal counts by value, a null value last. */
export function facetOrder(a: FacetCount, b: FacetCount): number {
  if (a.count !== b.count) return b.count - a.count;
  if (a.value === b.value) return 0;
  if (a.value === null) return 1;
  if (b.value === null) return -1;
  return a.value < b.value ? -1 : 1;
}

/** Facet counts made a batch of labs at a time (a caller may give the event loop back between batches). */
export interface FacetCounter<L> {
  /** Counts these labs. */
  count(labs: Iterable<L>): void;
  /** The counts so far, each dimension in facetOrder. */
  facets(): Facets;
}

/**
 * Counts for the `wanted` dimensions over the labs given, which must already match everything that is not a facet
 * dimension (the search, a standard). A lab failing no facet filter counts in every wanted dimension; one failing
 * exactly one counts only in that dimension (its own filter is the one left out).
 */
export function facetCounter<L>(wanted: readonly FacetDimension[], subject: FacetSubject<L>): FacetCounter<L> {
  const dimensions = [...new Set(wanted)];
  const counts = dimensions.map((dimension) => new Uint32Array(subject.size(dimension)));
  // Each wanted dimension's bit: a lab failing exactly that filter counts there only.
  const bits = dimensions.map((dimension) => 1 << FACET_DIMENSIONS.indexOf(dimension));
  const tallies = dimensions.map((dimension) => subject.tally(dimension));
  return {
    count(labs) {
      for (const lab of labs) {
        const mask = subject.failures(lab);
        // More than one filter failed: the lab counts nowhere.
        if ((mask & (mask - 1)) !== 0) continue;
        for (let i = 0; i < dimensions.length; i++) if (mask === 0 || mask === bits[i]) tallies[i]!(lab, counts[i]!);
      }
    },
    facets() {
      const facets: Facets = {};
      dimensions.forEach((dimension, i) => {
        const list: FacetCount[] = [];
        counts[i]!.forEach((count, code) => {
          if (count > 0) list.push({ value: subject.value(dimension, code), count });
        });
        facets[dimension] = list.sort(facetOrder);
      });
      return facets;
    },
  };
}
