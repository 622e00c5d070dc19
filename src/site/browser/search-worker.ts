// The search page's worker: fetches the country shards a search needs (each
// once, kept in memory), indexes them when a query has words, filters, orders
// and caps, and posts back the labs to show. Parsing and indexing 10,000 labs
// takes a phone about a second: off the main thread, typing and scrolling
// never wait for it.
import { decodeShard, shardPath, type SearchLab, type SearchShard } from '../search-shard.ts';
import { queryTerms } from '../../domain/search-rules.ts';
import { addShard, searchLabs } from './search-engine.ts';
import { listFiltered, rankHits, type Results, type SearchState } from './search-state.ts';

/** What the page asks: the state and the country shards that can hold a match (`shardsFor`). */
export interface SearchRequest {
  id: number;
  state: SearchState;
  countries: string[];
}

/** A result as the page shows it (plain data: it crosses to the page by structured clone). */
export type ResultLab = Omit<SearchLab, 'rank' | 'categories'>;

export type SearchResponse =
  | { id: number; type: 'results'; labs: ResultLab[]; total: number; loaded: string[] }
  | { id: number; type: 'error'; message: string; loaded: string[] };

const scope = self as unknown as {
  onmessage: ((event: MessageEvent<SearchRequest>) => void) | null;
  postMessage(message: SearchResponse): void;
};

const shards = new Map<string, Promise<SearchLab[]>>();
const loaded = new Set<string>();

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
      () => loaded.add(cc),
      // A failed fetch is not kept: the next search tries again.
      () => shards.delete(cc),
    );
    shards.set(cc, pending);
  }
  return pending;
}

let latest = 0;

async function answer({ id, state, countries }: SearchRequest): Promise<SearchResponse> {
  const searching = queryTerms(state.q).length > 0;
  // A query indexes each shard as it arrives, while the others download.
  const labs = await Promise.all(countries.map((cc) => (searching ? loadShard(cc).then((l) => (addShard(l), l)) : loadShard(cc))));
  if (id !== latest) return { id, type: 'results', labs: [], total: 0, loaded: [...loaded] }; // superseded: the page ignores it
  const results: Results = searching ? rankHits(searchLabs(labs, state.q), state) : listFiltered(labs.flat(), state);
  const shown = results.labs.map(({ slug, name, city, country, accreditation_body, accreditation_status, accreditation_number }) => ({ slug, name, city, country, accreditation_body, accreditation_status, accreditation_number }));
  return { id, type: 'results', labs: shown, total: results.total, loaded: [...loaded] };
}

scope.onmessage = (event) => {
  const request = event.data;
  latest = request.id;
  answer(request).then(
    (response) => scope.postMessage(response),
    (error: unknown) =>
      scope.postMessage({ id: request.id, type: 'error', message: error instanceof Error ? error.message : String(error), loaded: [...loaded] }),
  );
};
