// The search page's state, pure (no DOM, no fetch): the URL's parameters ↔
// the form's filters and sort, which country shards a state (and its facet
// counts) need, and the filtering, ordering and capping of results.
// test/unit/site/search-client.test.ts and search-facets-sort.test.ts cover it.
import type { SearchLab, SearchLabFields, ShardManifest } from '../search-shard.ts';
import { FACET_DIMENSIONS, type FacetCount, type FacetDimension, type FacetSubject } from '../../domain/facets.ts';
import { SORTS } from '../../domain/lab-query.ts';
import { queryTerms } from '../../domain/search-rules.ts';

export const STATUS_FILTERS = ['active', 'suspended', 'withdrawn', 'all'] as const;
export type StatusFilter = (typeof STATUS_FILTERS)[number];
/**
 * The API's default (`/labs` without `status`), so `/search?category=x` lists what the category's `lab_count` counts.
 */
export const DEFAULT_STATUS: StatusFilter = 'active';

/** Labs listed at most; the count says how many more match. */
export const DISPLAY_LIMIT = 100;

/** The API's `sort` values the page offers: all but distance (the page has no coordinates). */
export const SORT_ORDERS = SORTS.filter((s): s is Exclude<(typeof SORTS)[number], 'distance'> => s !== 'distance');
export type SortOrder = Exclude<(typeof SORTS)[number], 'distance'>;
/**
 * The sort a state asks for: '' for the default (relevance with words, name
 * without, as the API's), else one chosen. Relevance is never kept as a
 * choice: it is the default wherever it means anything.
 */
export type SortChoice = '' | Exclude<SortOrder, 'relevance'>;

export interface SearchState {
  q: string;
  /** Upper-case ISO code, or '' for any country. */
  country: string;
  /** Category slug, or '' for any. */
  category: string;
  /** Upper-case body code, or '' for any. */
  body: string;
  status: StatusFilter;
  sort: SortChoice;
}

export const EMPTY_STATE: Readonly<SearchState> = Object.freeze({
  q: '',
  country: '',
  category: '',
  body: '',
  status: DEFAULT_STATUS,
  sort: '' as SortChoice,
});

/** The values the page offers; anything else in a URL is dropped (the select could not show it). */
export interface AllowedValues {
  countries: ReadonlySet<string>;
  categories: ReadonlySet<string>;
  bodies: ReadonlySet<string>;
}

/** The state a URL's query string describes. Unknown values fall back to "any" (status: the default). */
export function parseState(params: URLSearchParams, allowed?: AllowedValues): SearchState {
  const pick = (name: string, normalise: (v: string) => string, set: ReadonlySet<string> | undefined) => {
    const value = normalise((params.get(name) ?? '').trim());
    return value !== '' && (!set || set.has(value)) ? value : '';
  };
  const status = (params.get('status') ?? '').trim().toLowerCase();
  const sort = (params.get('sort') ?? '').trim().toLowerCase();
  return {
    q: (params.get('q') ?? '').slice(0, 200),
    country: pick('country', (v) => v.toUpperCase(), allowed?.countries),
    category: pick('category', (v) => v.toLowerCase(), allowed?.categories),
    body: pick('body', (v) => v.toUpperCase(), allowed?.bodies),
    status: (STATUS_FILTERS as readonly string[]).includes(status) ? (status as StatusFilter) : DEFAULT_STATUS,
    sort: sort !== 'relevance' && (SORT_ORDERS as readonly string[]).includes(sort) ? (sort as SortChoice) : '',
  };
}

/**
 * The query string for a state (`?q=…&country=…`, or '' for none): empty values and the default status are left out.
 */
export function stateQuery(state: SearchState): string {
  const params = new URLSearchParams();
  if (state.q.trim() !== '') params.set('q', state.q.trim());
  if (state.country) params.set('country', state.country);
  if (state.category) params.set('category', state.category);
  if (state.body) params.set('body', state.body);
  if (state.status !== DEFAULT_STATUS) params.set('status', state.status);
  if (state.sort) params.set('sort', state.sort);
  const query = params.toString();
  return query === '' ? '' : `?${query}`;
}

/**
 * Whether the state asks for anything: searchable words, any filter other than the default status, or a chosen order
 * (the newest labs, say).
 */
export function hasCriteria(state: SearchState): boolean {
  return (
    queryTerms(state.q).length > 0 ||
    state.country !== '' ||
    state.category !== '' ||
    state.body !== '' ||
    state.status !== DEFAULT_STATUS ||
    state.sort !== ''
  );
}

/** The order results come in: the one chosen, else relevance with words and name without. */
export function effectiveSort(state: SearchState): SortOrder {
  return state.sort || (queryTerms(state.q).length > 0 ? 'relevance' : 'name');
}

/**
 * The country shards that can hold a match: the chosen country's alone, else
 * every country whose labs include the chosen body and category (no filter:
 * all of them).
 */
export function shardsFor(state: SearchState, manifest: ShardManifest): string[] {
  return Object.keys(manifest.countries)
    .filter((cc) => !state.country || cc === state.country)
    .filter((cc) => {
      const shard = manifest.countries[cc]!;
      return (
        (!state.body || shard.bodies.includes(state.body)) &&
        (!state.category || shard.categories.includes(state.category))
      );
    })
    .sort();
}

/**
 * Facet counts (src/domain/facets.ts: for each dimension, the labs matching
 * the words and every other filter) need more than the results' shards: the
 * country dimension every country holding the chosen body and category, the
 * body dimension every country holding the category, and so on. Per
 * dimension, the shards its counts need: `shardsFor` the state without that
 * dimension's filter. A dimension's counts are only ever computed once all of
 * its shards are loaded (search-worker.ts), never from some of them.
 */
export function facetShards(state: SearchState, manifest: ShardManifest): Record<FacetDimension, string[]> {
  return {
    country: shardsFor({ ...state, country: '' }, manifest),
    body: shardsFor({ ...state, body: '' }, manifest),
    category: shardsFor({ ...state, category: '' }, manifest),
    status: shardsFor(state, manifest),
  };
}

/** The fields filters and facets read. */
type FilterFields = Pick<SearchLabFields, 'country' | 'accreditation_body' | 'categories' | 'accreditation_status'>;

/** How labs stand against the state's filters: for `countFacets`, and `matchesFilters`'s tests. */
export function facetSubject(state: SearchState): FacetSubject<FilterFields> {
  return {
    passes(lab, dimension) {
      switch (dimension) {
        case 'country':
          return !state.country || lab.country === state.country;
        case 'body':
          return !state.body || lab.accreditation_body === state.body;
        case 'category':
          return !state.category || lab.categories.includes(state.category);
        case 'status':
          return state.status === 'all' || lab.accreditation_status === state.status;
      }
    },
    values(lab, dimension, add) {
      switch (dimension) {
        case 'country':
          return add(lab.country);
        case 'body':
          return add(lab.accreditation_body);
        case 'category':
          return lab.categories.forEach(add);
        case 'status':
          return add(lab.accreditation_status);
      }
    },
  };
}

/**
 * The count a select's option shows: its value's, 0 when absent; for the
 * status "all", every status's (including none); null for an option without a
 * value ("Any country"), which shows none.
 */
export function optionCount(dimension: FacetDimension, value: string, counts: readonly FacetCount[]): number | null {
  if (value === '') return null;
  if (dimension === 'status' && value === 'all') return counts.reduce((sum, c) => sum + c.count, 0);
  return counts.find((c) => c.value === value)?.count ?? 0;
}

/** An option's text with its count: "Germany (1,234)". */
export function countedLabel(label: string, count: number | null): string {
  return count === null ? label : `${label} (${fmt(count)})`;
}

/** Whether a lab passes the state's filters (not the query): every facet dimension's test. */
export function matchesFilters(lab: FilterFields, state: SearchState): boolean {
  const subject = facetSubject(state);
  return FACET_DIMENSIONS.every((dimension) => subject.passes(lab, dimension));
}

export interface Results {
  /** Labs to show, at most DISPLAY_LIMIT. */
  labs: SearchLab[];
  /** Labs matching in all. */
  total: number;
}

function capped(labs: SearchLab[]): Results {
  return { labs: labs.slice(0, DISPLAY_LIMIT), total: labs.length };
}

const byRank = (a: SearchLab, b: SearchLab) => a.rank - b.rank;
const bySlug = (a: SearchLab, b: SearchLab) => (a.slug < b.slug ? -1 : a.slug > b.slug ? 1 : 0);

/**
 * The first DISPLAY_LIMIT of `labs` by `field` ('YYYY-MM-DD'), newest first,
 * labs without the date last, equal dates by slug (the API's tie-break). Slugs
 * are derived on first use (search-shard.ts), so only the labs that can be
 * shown are compared by slug: those dated no earlier than the last one shown.
 */
export function newestFirst(labs: SearchLab[], field: 'accreditation_date' | 'last_verified'): SearchLab[] {
  const byDate = (a: SearchLab, b: SearchLab) => {
    const x = a[field];
    const y = b[field];
    return x === y ? 0 : x === null ? 1 : y === null ? -1 : x < y ? 1 : -1;
  };
  labs.sort(byDate);
  if (labs.length === 0) return labs;
  const edge = labs[Math.min(DISPLAY_LIMIT, labs.length) - 1]!;
  let end = Math.min(DISPLAY_LIMIT, labs.length);
  while (end < labs.length && byDate(labs[end]!, edge) === 0) end++;
  return labs
    .slice(0, end)
    .sort((a, b) => byDate(a, b) || bySlug(a, b))
    .slice(0, DISPLAY_LIMIT);
}

/** Matched labs in a stored order (name: the rank, which breaks ties by slug). */
function ordered(labs: SearchLab[], sort: SortOrder): Results {
  if (sort === '-accreditation_date' || sort === '-last_verified')
    return {
      labs: newestFirst(labs, sort === '-accreditation_date' ? 'accreditation_date' : 'last_verified'),
      total: labs.length,
    };
  return capped(labs.sort(byRank));
}

/** No query: the filtered labs in the state's order (name by default: the listings' and the API's order). */
export function listFiltered(labs: Iterable<SearchLab>, state: SearchState): Results {
  const matched: SearchLab[] = [];
  for (const lab of labs) if (matchesFilters(lab, state)) matched.push(lab);
  return ordered(matched, effectiveSort(state));
}

export interface Hit {
  lab: SearchLab;
  score: number;
}

/** A query: the hits that pass the filters, by relevance (ties in name order) unless another order is chosen. */
export function rankHits(hits: Iterable<Hit>, state: SearchState): Results {
  const matched: Hit[] = [];
  for (const hit of hits) if (matchesFilters(hit.lab, state)) matched.push(hit);
  const sort = effectiveSort(state);
  if (sort !== 'relevance')
    return ordered(
      matched.map((h) => h.lab),
      sort,
    );
  matched.sort((a, b) => b.score - a.score || a.lab.rank - b.lab.rank);
  return capped(matched.map((h) => h.lab));
}

function fmt(n: number): string {
  return n.toLocaleString('en');
}

/** The text of `#result-count`: "37 labs", "1 lab", "No labs match", "1,234 labs — showing 100 of 1,234". */
export function countText(results: { labs: readonly unknown[]; total: number }): string {
  const { total, labs } = results;
  if (total === 0) return 'No labs match';
  const all = `${fmt(total)} ${total === 1 ? 'lab' : 'labs'}`;
  return labs.length < total ? `${all} — showing ${fmt(labs.length)} of ${fmt(total)}` : all;
}

/** How a lab's status reads in a result: suspended and withdrawn in capitals, never by colour alone. */
export function statusText(status: SearchLab['accreditation_status']): string {
  return status === 'active'
    ? 'active'
    : status === 'suspended'
      ? 'SUSPENDED'
      : status === 'withdrawn'
        ? 'WITHDRAWN'
        : 'status not published';
}
