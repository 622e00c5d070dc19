// Answers a list query from the loaded directory: filters by posting lists,
// full-text search over the two indexes, order, and the page to serve.
import type { ListQuery } from '../domain/lab-query.ts';
import { queryTerms, termQuery } from '../domain/search-rules.ts';
import type { LoadedDirectory, Postings } from './load.ts';

export interface Found {
  /** Positions of every matching lab, in the order they are served. */
  positions: Uint32Array;
}

/**
 * Ranking favours name, then standard references, then capability names in
 * any language, then city (DECISIONS); a city's other names count as the city.
 */
const LAB_BOOST = { name: 8, city: 1, places: 1 };
const SCOPE_BOOST = { standards: 4, capabilities: 2, terms: 2 };
/** A scope line that cites no standard: an in-house method, or a test the register names without one. */
const uncited = (id: string) => id.startsWith('in-house-') || id.startsWith('test-');

/**
 * The order of a search's results, most important first: a name that is the
 * whole query; more of the query's words found as typed (not only as the start
 * of a longer word, or with a typo: 'Rome' finds Roma by its English name
 * before 'Laboratorio Romero'); more of them met by the lab itself or a
 * standard it is accredited to, rather than only by an in-house method; more
 * of them met by one capability or by the name ('prova di trazione' in one
 * scope line before 'prova' in one and 'trazione' in another); then the
 * relevance score. Packed into one number, each tier far above the next.
 */
const TIER = { exactName: 1e15, wordsAsTyped: 1e11, wordsCited: 1e8, wordsTogether: 1e5 } as const;

const popcount = (mask: number) => {
  let count = 0;
  for (let m = mask; m !== 0; m &= m - 1) count++;
  return count;
};

/** Query terms beyond this count are matched, but not told apart in the tiers (bit masks). */
const MAX_TIERED_TERMS = 30;

/**
 * Labs matching every term of `q` (AND), each term in any field, with their
 * score (see TIER). A term's relevance for a lab is its name/city score plus
 * the best score of the lab's capabilities for that term. Typed arrays, not
 * maps: a short prefix can reach most of the directory through the scope index.
 */
export function searchScores(dir: LoadedDirectory, q: string): Map<number, number> {
  const terms = queryTerms(q);
  const n = dir.labs.length;
  const total = new Float64Array(n);
  const matchedTerms = new Uint8Array(n);
  /** Per lab: which terms it has as typed, anywhere; which its name has as typed; which its own fields or a cited standard meet. */
  const asTyped = new Uint32Array(n);
  const inName = new Uint32Array(n);
  const cited = new Uint32Array(n);
  /** Per capability: which terms it has as typed. */
  const inCapability = new Map<string, number>();
  const own = new Float64Array(n);
  const scope = new Float64Array(n);
  terms.forEach((term, i) => {
    own.fill(0);
    scope.fill(0);
    const bit = i < MAX_TIERED_TERMS ? 1 << i : 0;
    const query = termQuery(term, i === terms.length - 1);
    for (const hit of dir.labIndex.search(query, { fields: ['name', 'city', 'places'], boost: LAB_BOOST })) {
      const position = dir.positionBySlug.get(hit.id as string);
      if (position === undefined) continue;
      own[position] = hit.score;
      cited[position] = cited[position]! | bit;
      if (hit.terms.includes(term)) {
        asTyped[position] = asTyped[position]! | bit;
        if (hit.match[term]?.includes('name')) inName[position] = inName[position]! | bit;
      }
    }
    for (const hit of dir.scopeIndex.search(query, { fields: ['standards', 'capabilities', 'terms'], boost: SCOPE_BOOST })) {
      const id = hit.id as string;
      const holders = dir.labsByCapability.get(id);
      if (!holders) continue;
      const exact = hit.terms.includes(term);
      const citing = !uncited(id);
      if (exact) inCapability.set(id, (inCapability.get(id) ?? 0) | bit);
      for (const position of holders) {
        if (scope[position]! < hit.score) scope[position] = hit.score;
        if (exact) asTyped[position] = asTyped[position]! | bit;
        if (citing) cited[position] = cited[position]! | bit;
      }
    }
    for (let p = 0; p < n; p++) {
      const score = own[p]! + scope[p]!;
      if (score > 0 && matchedTerms[p] === i) {
        matchedTerms[p] = i + 1;
        total[p] = total[p]! + score;
      }
    }
  });
  const scores = new Map<number, number>();
  if (terms.length === 0) return scores;
  // Most words as typed that one capability (or the name) holds together.
  const together = new Uint8Array(n);
  for (let p = 0; p < n; p++) if (matchedTerms[p] === terms.length) together[p] = popcount(inName[p]!);
  for (const [id, mask] of inCapability) {
    const count = popcount(mask);
    if (count < 2) continue;
    for (const position of dir.labsByCapability.get(id)!) if (together[position]! < count) together[position] = count;
  }
  const phrase = terms.join(' ');
  for (let p = 0; p < n; p++) {
    if (matchedTerms[p] !== terms.length) continue;
    const exactName = dir.nameTerms[p] === phrase ? 1 : 0;
    scores.set(
      p,
      exactName * TIER.exactName + popcount(asTyped[p]!) * TIER.wordsAsTyped + popcount(cited[p]!) * TIER.wordsCited + together[p]! * TIER.wordsTogether + total[p]!,
    );
  }
  return scores;
}

function intersect(lists: readonly Postings[], total: number): Uint32Array {
  if (lists.length === 0) return Uint32Array.from({ length: total }, (_, i) => i);
  const sorted = [...lists].sort((a, b) => a.length - b.length);
  let result = sorted[0]!;
  for (const other of sorted.slice(1)) {
    const member = new Uint8Array(total);
    for (const p of other) member[p] = 1;
    result = result.filter((p) => member[p] === 1);
  }
  return result;
}

const EMPTY = new Uint32Array(0);

/** Filter lists for a query; null when a filter value has no labs at all. */
function filterLists(dir: LoadedDirectory, query: ListQuery): Postings[] | null {
  const lists: Postings[] = [];
  const add = (list: Postings | undefined): boolean => {
    if (!list) return false;
    lists.push(list);
    return true;
  };
  if (query.status !== 'all' && !add(dir.byStatus.get(query.status))) return null;
  if (query.country && !add(dir.byCountry.get(query.country))) return null;
  if (query.body && !add(dir.byBody.get(query.body))) return null;
  if (query.category && !add(dir.byCategory.get(query.category))) return null;
  if (query.standardKey && !add(dir.byStandardKey.get(query.standardKey))) return null;
  return lists;
}

export function findLabs(dir: LoadedDirectory, query: ListQuery, scoresFor: (q: string) => Map<number, number> = (q) => searchScores(dir, q)): Found {
  const lists = filterLists(dir, query);
  if (lists === null) return { positions: EMPTY };
  const filtered = intersect(lists, dir.labs.length);
  if (!query.q) return { positions: filtered };
  const scores = scoresFor(query.q);
  const member = new Uint8Array(dir.labs.length);
  for (const p of filtered) member[p] = 1;
  const matched = [...scores].filter(([p]) => member[p] === 1);
  // Relevance, then name order (positions are in name order, slug breaking ties).
  matched.sort((a, b) => b[1] - a[1] || a[0] - b[0]);
  return { positions: Uint32Array.from(matched, ([p]) => p) };
}
