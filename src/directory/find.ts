// Answers a list query from the loaded directory: filters by posting lists,
// full-text search over the two indexes, order, and the page to serve.
import type { SearchOptions } from 'minisearch';
import type { ListQuery } from '../domain/lab-query.ts';
import { matchesAsPrefix, queryTerms, typoTolerance } from '../domain/search-rules.ts';
import type { LoadedDirectory, Postings } from './load.ts';

export interface Found {
  /** Positions of every matching lab, in the order they are served. */
  positions: Uint32Array;
}

/** Ranking favours name, then standard references, then capability names, then city (DECISIONS). */
const LAB_BOOST = { name: 8, city: 1 };
const SCOPE_BOOST = { standards: 4, capabilities: 2 };
/** How much a single capability meeting every term outweighs terms met across capabilities. */
const WHOLE_MATCH_WEIGHT = 3;

function termOptions(term: string, last: boolean): SearchOptions {
  return { prefix: matchesAsPrefix(term, last), fuzzy: typoTolerance(term), combineWith: 'OR' };
}

/**
 * Labs matching every term of `q` (AND), each term in any field, with their
 * summed score. A term's score for a lab is its name/city score plus the best
 * score of the lab's capabilities for that term. Typed arrays, not maps: a
 * short prefix can reach most of the directory through the scope index.
 */
export function searchScores(dir: LoadedDirectory, q: string): Map<number, number> {
  const terms = queryTerms(q);
  const n = dir.labs.length;
  const total = new Float64Array(n);
  const matchedTerms = new Uint8Array(n);
  const own = new Float64Array(n);
  const scope = new Float64Array(n);
  terms.forEach((term, i) => {
    own.fill(0);
    scope.fill(0);
    const options = termOptions(term, i === terms.length - 1);
    for (const hit of dir.labIndex.search(term, { ...options, fields: ['name', 'city'], boost: LAB_BOOST })) {
      const position = dir.positionBySlug.get(hit.id as string);
      if (position !== undefined) own[position] = hit.score;
    }
    for (const hit of dir.scopeIndex.search(term, { ...options, fields: ['standards', 'capabilities'], boost: SCOPE_BOOST })) {
      const holders = dir.labsByCapability.get(hit.id as string);
      if (!holders) continue;
      for (const position of holders) if (scope[position]! < hit.score) scope[position] = hit.score;
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
  for (let p = 0; p < n; p++) if (matchedTerms[p] === terms.length) scores.set(p, total[p]!);
  // Terms may be met by different capabilities; a lab holding one capability
  // that meets them all ('iso 6892 1' → ISO 6892-1) ranks above one that doesn't.
  if (terms.length > 1) {
    const whole = dir.scopeIndex.search(terms.join(' '), { prefix: false, fuzzy: false, combineWith: 'AND', fields: ['standards', 'capabilities'], boost: SCOPE_BOOST });
    const bonus = new Float64Array(n);
    for (const hit of whole) {
      for (const position of dir.labsByCapability.get(hit.id as string) ?? []) if (bonus[position]! < hit.score) bonus[position] = hit.score;
    }
    for (const [position, score] of scores) if (bonus[position]! > 0) scores.set(position, score + WHOLE_MATCH_WEIGHT * bonus[position]!);
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
