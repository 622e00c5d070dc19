// Full-text search over the loaded country shards, in the browser (and in the
// unit tests). A MiniSearch index built from the shards' documents as they
// arrive, with the public index's own options (fields, tokenizer,
// processTerm: src/domain/search-rules.ts), so a query is tokenised and folded
// exactly as the build and the API do it. Runs in the page's worker
// (search-worker.ts), off the main thread.
import MiniSearch, { type Options, type SearchOptions } from 'minisearch';
import { allTermsQuery, publicIndexOptions, queryTerms, type PublicIndexDoc } from '../../domain/search-rules.ts';
import { searchIndexDoc, type SearchLab } from '../search-shard.ts';
import type { Hit } from './search-state.ts';

/** The public index's options; nothing stored (the shard's labs are at hand). */
const INDEX_OPTIONS: Options<PublicIndexDoc> = { ...publicIndexOptions, storeFields: [] };

/** Name first, then the accreditation number, city (by any of its names), body and categories. */
const BOOST = { name: 8, accreditation_number: 6, city: 3, places: 3, body: 1, categories: 1 };

/**
 * The API's rules for `q` come with the query (allTermsQuery): every term must match, with the same prefix, typo and
 * swapped-letter rules.
 */
export const SEARCH_OPTIONS: SearchOptions = { boost: BOOST };

/**
 * One index over every shard loaded so far: a shard's documents are added the
 * first time a search covers it. Relevance then weighs a word by how rare it
 * is across all of them, not within one country (with a shard per index,
 * a name in a small country's shard would outrank the same name in a large one).
 */
const index = new MiniSearch<PublicIndexDoc>(INDEX_OPTIONS);
/** Index id (the lab's rank) → lab. */
const byId = new Map<string, SearchLab>();
const added = new WeakSet<readonly SearchLab[]>();

/** Index a shard's labs, once (the worker calls it as each shard arrives). */
export function addShard(labs: readonly SearchLab[]): void {
  if (added.has(labs)) return;
  const docs = labs.map(searchIndexDoc).filter((doc) => !byId.has(doc.id));
  labs.forEach((lab) => byId.set(String(lab.rank), lab));
  index.addAll(docs);
  added.add(labs);
}

/** Every lab of the given shards matching `q`, with its relevance score. */
export function searchLabs(shards: ReadonlyArray<readonly SearchLab[]>, q: string): Hit[] {
  const terms = queryTerms(q);
  if (terms.length === 0) return [];
  shards.forEach(addShard);
  const wanted = new Set(shards.flatMap((labs) => labs.map((l) => l.country)));
  const hits: Hit[] = [];
  for (const result of index.search(allTermsQuery(terms), SEARCH_OPTIONS)) {
    const lab = byId.get(result.id as string);
    if (lab && wanted.has(lab.country)) hits.push({ lab, score: result.score });
  }
  return hits;
}
