// The search page's worker: fetches the country shards a search needs (each
// once, kept in memory), indexes them when a query has words, filters, orders
// and caps, counts the facets, and posts back the labs to show. Parsing and
// indexing 10,000 labs takes a phone about a second: off the main thread,
// typing and scrolling never wait for it.
//
// Facet counts (the one rule, src/domain/facets.ts) may need more shards than
// the results: with a country chosen, the country dimension counts the labs of
// every other country too (`facetShards` in search-state.ts says which
// dimension needs which shards). The results never wait for those: they come
// with the counts of every dimension whose shards are all loaded, and name the
// others `pending`; the worker then fetches the missing shards and posts a
// second message, `facets`, with the pending dimensions' counts. A dimension's
// counts are computed from all of its shards or not at all: never a partial
// count shown as a total.
import { countFacets, FACET_DIMENSIONS, type FacetDimension, type Facets } from '../../domain/facets.ts';
import { queryTerms } from '../../domain/search-rules.ts';
import { decodeShard, shardPath, type SearchLab, type SearchShard } from '../search-shard.ts';
import { addShard, searchLabs } from './search-engine.ts';
import { facetSubject, listFiltered, rankHits, type Results, type SearchState } from './search-state.ts';

/**
 * What the page asks: the state, the country shards that can hold a match (`shardsFor`), and those each facet
 * dimension's counts need (`facetShards`).
 */
export interface SearchRequest {
  id: number;
  state: SearchState;
  countries: string[];
  facetCountries: Record<FacetDimension, string[]>;
}

/**
 * A result as the page shows it (plain data: it crosses to the page by
 * structured clone). The dates are there for results from the shards, not
 * for those from the API (test-search.ts), whose lists leave them out.
 */
export type ResultLab = Omit<SearchLab, 'rank' | 'categories' | 'accreditation_date' | 'last_verified'> &
  Partial<Pick<SearchLab, 'accreditation_date' | 'last_verified'>>;

export type SearchResponse =
  /** `facets` holds the dimensions not `pending`; a `facets` message with the same id follows when any are. */
  | {
      id: number;
      type: 'results';
      labs: ResultLab[];
      total: number;
      facets: Facets;
      pending: FacetDimension[];
      loaded: string[];
    }
  /**
   * The counts of `dimensions` (the results' `pending`), or null with a message when a shard they need could not be
   * fetched.
   */
  | {
      id: number;
      type: 'facets';
      dimensions: FacetDimension[];
      facets: Facets | null;
      message?: string;
      loaded: string[];
    }
  | { id: number; type: 'error'; message: string; loaded: string[] };

const scope = self as unknown as {
  onmessage: ((event: MessageEvent<SearchRequest>) => void) | null;
  postMessage(message: SearchResponse): void;
};

const shards = new Map<string, Promise<SearchLab[]>>();
/** The shards fetched and decoded so far. */
const ready = new Map<string, SearchLab[]>();

function loadShard(cc: string): Promise<SearchLab[]> {
  let pending = shards.get(cc);
  if (!pending) {
    pending = fetch(shardPath(cc))
      .then((response) => {
        if (!response.ok) throw new Error(`${shardPath(cc)}: HTTP ${response.status}`);
        return response.json() as Promise<SearchShard>;
      })
      .then(decodeShard);
    pending.then(
      (labs) => ready.set(cc, labs),
      // A failed fetch is not kept: the next search tries again.
      () => shards.delete(cc),
    );
    shards.set(cc, pending);
  }
  return pending;
}

/** Fetched, and indexed when the search has words (each shard as it arrives, while the others download). */
function loadFor(state: SearchState, cc: string): Promise<SearchLab[]> {
  return queryTerms(state.q).length > 0
    ? loadShard(cc).then((labs) => {
        addShard(labs);
        return labs;
      })
    : loadShard(cc);
}

let latest = 0;

/** The labs of `countries` (all loaded) that match the state's words, with their scores when it has words. */
function matching(state: SearchState, countries: readonly string[]) {
  const labs = countries.map((cc) => ready.get(cc)!);
  return queryTerms(state.q).length > 0
    ? { hits: searchLabs(labs, state.q), labs: null }
    : { hits: null, labs: labs.flat() };
}

const loadedList = () => [...ready.keys()];

async function answer({ id, state, countries, facetCountries }: SearchRequest): Promise<SearchResponse> {
  await Promise.all(countries.map((cc) => loadFor(state, cc)));
  // superseded: the page ignores it
  if (id !== latest) return { id, type: 'results', labs: [], total: 0, facets: {}, pending: [], loaded: loadedList() };
  // Every facet shard already at hand joins the results' shards: labs of the
  // others cannot pass every filter (shardsFor), so the results are the same.
  const wanted = new Set(
    [...countries, ...FACET_DIMENSIONS.flatMap((d) => facetCountries[d])].filter((cc) => ready.has(cc)),
  );
  const complete = FACET_DIMENSIONS.filter((d) => facetCountries[d].every((cc) => wanted.has(cc)));
  const { hits, labs } = matching(state, [...wanted]);
  const results: Results = hits ? rankHits(hits, state) : listFiltered(labs, state);
  const facets = countFacets(hits ? hits.map((h) => h.lab) : labs, complete, facetSubject(state));
  const shown = results.labs.map(
    ({
      slug,
      name,
      city,
      country,
      accreditation_body,
      accreditation_status,
      accreditation_number,
      accreditation_date,
      last_verified,
    }) => ({
      slug,
      name,
      city,
      country,
      accreditation_body,
      accreditation_status,
      accreditation_number,
      accreditation_date,
      last_verified,
    }),
  );
  const pending = FACET_DIMENSIONS.filter((d) => !complete.includes(d));
  return { id, type: 'results', labs: shown, total: results.total, facets, pending, loaded: loadedList() };
}

/** The pending dimensions' counts once all their shards are loaded; null when superseded meanwhile. */
async function pendingFacets(
  { id, state, facetCountries }: SearchRequest,
  pending: FacetDimension[],
): Promise<Facets | null> {
  const countries = [...new Set(pending.flatMap((d) => facetCountries[d]))];
  await Promise.all(countries.map((cc) => loadFor(state, cc)));
  if (id !== latest) return null;
  const { hits, labs } = matching(state, countries);
  return countFacets(hits ? hits.map((h) => h.lab) : labs, pending, facetSubject(state));
}

const messageOf = (error: unknown) => (error instanceof Error ? error.message : String(error));

async function handle(request: SearchRequest): Promise<void> {
  let response: SearchResponse;
  try {
    response = await answer(request);
  } catch (error) {
    scope.postMessage({ id: request.id, type: 'error', message: messageOf(error), loaded: loadedList() });
    return;
  }
  scope.postMessage(response);
  if (response.type !== 'results' || response.pending.length === 0 || request.id !== latest) return;
  const dimensions = response.pending;
  try {
    const facets = await pendingFacets(request, dimensions);
    if (facets) scope.postMessage({ id: request.id, type: 'facets', dimensions, facets, loaded: loadedList() });
  } catch (error) {
    if (request.id === latest)
      scope.postMessage({
        id: request.id,
        type: 'facets',
        dimensions,
        facets: null,
        message: messageOf(error),
        loaded: loadedList(),
      });
  }
}

scope.onmessage = (event) => {
  latest = event.data.id;
  void handle(event.data);
};
