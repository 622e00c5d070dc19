// The search page's state, pure (no DOM, no fetch): the URL's parameters ↔
// the form's filters, which country shards a state needs, and the filtering,
// ordering and capping of results. test/unit/site/search-client.test.ts covers it.
import type { SearchLab, ShardManifest } from '../search-shard.ts';
import { queryTerms } from '../../domain/search-rules.ts';

export const STATUS_FILTERS = ['active', 'suspended', 'withdrawn', 'all'] as const;
export type StatusFilter = (typeof STATUS_FILTERS)[number];
/** The API's default (`/labs` without `status`), so `/search?category=x` lists what the category's `lab_count` counts. */
export const DEFAULT_STATUS: StatusFilter = 'active';

/** Labs listed at most; the count says how many more match. */
export const DISPLAY_LIMIT = 100;

export interface SearchState {
  q: string;
  /** Upper-case ISO code, or '' for any country. */
  country: string;
  /** Category slug, or '' for any. */
  category: string;
  /** Upper-case body code, or '' for any. */
  body: string;
  status: StatusFilter;
}

export const EMPTY_STATE: Readonly<SearchState> = Object.freeze({ q: '', country: '', category: '', body: '', status: DEFAULT_STATUS });

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
  return {
    q: (params.get('q') ?? '').slice(0, 200),
    country: pick('country', (v) => v.toUpperCase(), allowed?.countries),
    category: pick('category', (v) => v.toLowerCase(), allowed?.categories),
    body: pick('body', (v) => v.toUpperCase(), allowed?.bodies),
    status: (STATUS_FILTERS as readonly string[]).includes(status) ? (status as StatusFilter) : DEFAULT_STATUS,
  };
}

/** The query string for a state (`?q=…&country=…`, or '' for none): empty values and the default status are left out. */
export function stateQuery(state: SearchState): string {
  const params = new URLSearchParams();
  if (state.q.trim() !== '') params.set('q', state.q.trim());
  if (state.country) params.set('country', state.country);
  if (state.category) params.set('category', state.category);
  if (state.body) params.set('body', state.body);
  if (state.status !== DEFAULT_STATUS) params.set('status', state.status);
  const query = params.toString();
  return query === '' ? '' : `?${query}`;
}

/** Whether the state asks for anything: searchable words, or any filter other than the default status. */
export function hasCriteria(state: SearchState): boolean {
  return queryTerms(state.q).length > 0 || state.country !== '' || state.category !== '' || state.body !== '' || state.status !== DEFAULT_STATUS;
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
      return (!state.body || shard.bodies.includes(state.body)) && (!state.category || shard.categories.includes(state.category));
    })
    .sort();
}

/** Whether a lab passes the state's filters (not the query). */
export function matchesFilters(lab: SearchLab, state: SearchState): boolean {
  return (
    (!state.country || lab.country === state.country) &&
    (!state.body || lab.accreditation_body === state.body) &&
    (!state.category || lab.categories.includes(state.category)) &&
    (state.status === 'all' || lab.accreditation_status === state.status)
  );
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

/** No query: the filtered labs in name order (the listings' and the API's order). */
export function listFiltered(labs: Iterable<SearchLab>, state: SearchState): Results {
  const matched: SearchLab[] = [];
  for (const lab of labs) if (matchesFilters(lab, state)) matched.push(lab);
  return capped(matched.sort((a, b) => a.rank - b.rank));
}

export interface Hit {
  lab: SearchLab;
  score: number;
}

/** A query: the hits that pass the filters, by relevance, ties in name order. */
export function rankHits(hits: Iterable<Hit>, state: SearchState): Results {
  const matched: Hit[] = [];
  for (const hit of hits) if (matchesFilters(hit.lab, state)) matched.push(hit);
  matched.sort((a, b) => b.score - a.score || a.lab.rank - b.lab.rank);
  return capped(matched.map((h) => h.lab));
}

const fmt = (n: number) => n.toLocaleString('en');

/** The text of `#result-count`: "37 labs", "1 lab", "No labs match", "1,234 labs — showing 100 of 1,234". */
export function countText(results: { labs: readonly unknown[]; total: number }): string {
  const { total, labs } = results;
  if (total === 0) return 'No labs match';
  const all = `${fmt(total)} ${total === 1 ? 'lab' : 'labs'}`;
  return labs.length < total ? `${all} — showing ${fmt(labs.length)} of ${fmt(total)}` : all;
}

/** How a lab's status reads in a result: suspended and withdrawn in capitals, never by colour alone. */
export function statusText(status: SearchLab['accreditation_status']): string {
  return status === 'active' ? 'active' : status === 'suspended' ? 'SUSPENDED' : status === 'withdrawn' ? 'WITHDRAWN' : 'status not published';
}
