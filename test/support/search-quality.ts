// Search quality against a judged query set: which labs each query should find
// is decided by rules over the raw snapshots that do not depend on how
// anything is worded (the standard a capability cites, the city a lab is in,
// a word of its name), and the directory's answer is scored against them:
// recall (all results and the top 25), precision@10 and nDCG@10. Used by the
// quality test (test/search/quality.test.ts, floors) and the benchmark
// (bench/search-quality.bench.ts, the figures in bench/RESULTS.md).
import { parseListQuery } from '../../src/api/list-request.ts';
import { findLabs } from '../../src/directory/find.ts';
import type { LoadedDirectory } from '../../src/directory/load.ts';
import { STANDARDS } from '../../src/domain/catalog.ts';
import { parseMethod, standardKey } from '../../src/domain/standards.ts';
import testTable from '../../src/domain/terminology/tests.json' with { type: 'json' };
import type { RawSnapshot } from '../../src/domain/types.ts';
import { placeAliases } from '../../src/domain/place-names.ts';
import { foldTerm } from '../../src/domain/search-rules.ts';
import { JUDGED_QUERIES, type JudgedQuery } from './search-queries.ts';

export { JUDGED_QUERIES, type JudgedQuery };

interface ConceptRow {
  id: string;
  standards?: string[];
  category?: string;
}

const keyOf = (ref: string) => standardKey(ref);

/** The standard keys a concept covers: its standards, or for a category-wide concept every catalog standard of the category. */
export function keysOfConcept(id: string): ReadonlySet<string> {
  const concept = (testTable.concepts as ConceptRow[]).find((c) => c.id === id);
  // An unknown id throws, so a renamed concept cannot empty a query silently.
  if (!concept) throw new Error(`judged query names concept '${id}', which the terminology does not have`);
  const refs = concept.category
    ? STANDARDS.filter((s) => s.category === concept.category).map((s) => s.ref)
    : (concept.standards ?? []);
  return new Set(refs.map(keyOf).filter((k): k is string => k !== null));
}

const words = (text: string | null) =>
  (text ?? '')
    .split(/[^\p{L}\p{N}]+/u)
    .map((w) => foldTerm(w))
    .filter((w): w is string => w !== null);

/** A lab's city is the judged one when written in its own form (or, in data that writes exonyms, one of its other names). */
function sameCity(city: string | null, judged: { country: string; name: string }): boolean {
  return city === judged.name || (city !== null && placeAliases(judged.country, judged.name).includes(city));
}

/** Ids (`BODY:register_id`) of the active labs a query should find. */
export function judge(snapshots: readonly RawSnapshot[], query: JudgedQuery): Set<string> {
  const rule = query.expect;
  const keys = rule.concepts
    ? new Set(rule.concepts.flatMap((id) => [...keysOfConcept(id)]))
    : rule.standard
      ? new Set([keyOf(rule.standard.replace(/^ISO 17025 /, ''))!])
      : rule.title
        ? new Set(
            STANDARDS.filter((s) => rule.title!.test(s.title) || rule.title!.test(s.test))
              .map((s) => keyOf(s.ref))
              .filter((k): k is string => k !== null),
          )
        : null;
  const namePrefix = rule.namePrefix ? foldTerm(rule.namePrefix) : null;
  const relevant = new Set<string>();
  for (const snapshot of snapshots) {
    for (const lab of snapshot.labs) {
      if (lab.accreditation_status !== 'active') continue;
      if (query.country && lab.country !== query.country) continue;
      if (rule.city && !(lab.country === rule.city.country && sameCity(lab.city, rule.city))) continue;
      if (namePrefix && !words(lab.name).some((w) => w.startsWith(namePrefix))) continue;
      if (
        keys &&
        !lab.capabilities.some((c) => {
          const key = c.method ? parseMethod(c.method)?.key : null;
          return key ? keys.has(key) : false;
        })
      )
        continue;
      relevant.add(`${snapshot.body}:${lab.register_id}`);
    }
  }
  return relevant;
}

export interface QueryScore {
  query: JudgedQuery;
  relevant: number;
  returned: number;
  /** Share of the relevant labs found at all. */
  recall: number;
  /** Share of the relevant labs in the top 25, out of at most 25. */
  recallAt25: number;
  precisionAt10: number;
  ndcgAt10: number;
}

/** Scores of one ranked answer (lab ids, best first) against the relevant set. */
export function score(query: JudgedQuery, ranked: readonly string[], relevant: ReadonlySet<string>): QueryScore {
  const hits = (k: number) => ranked.slice(0, k).filter((id) => relevant.has(id)).length;
  const found = ranked.filter((id) => relevant.has(id)).length;
  // Precision over the first ten, or over the first R where fewer than ten labs are relevant (R-precision), so a perfect answer scores 1.
  const k = Math.min(10, relevant.size);
  let dcg = 0;
  ranked.slice(0, 10).forEach((id, i) => (dcg += relevant.has(id) ? 1 / Math.log2(i + 2) : 0));
  let ideal = 0;
  for (let i = 0; i < Math.min(10, relevant.size); i++) ideal += 1 / Math.log2(i + 2);
  return {
    query,
    relevant: relevant.size,
    returned: ranked.length,
    recall: relevant.size === 0 ? 1 : found / relevant.size,
    recallAt25: relevant.size === 0 ? 1 : hits(25) / Math.min(25, relevant.size),
    precisionAt10: k === 0 ? 1 : hits(k) / k,
    ndcgAt10: ideal === 0 ? 1 : dcg / ideal,
  };
}

/** Run one query through the directory as the API would (status active, the query's filters) and score it. */
export function evaluate(dir: LoadedDirectory, snapshots: readonly RawSnapshot[], query: JudgedQuery): QueryScore {
  const params = new URLSearchParams({ q: query.q });
  if (query.country) params.set('country', query.country);
  const parsed = parseListQuery(params, { bodies: dir.bodies, categories: dir.categorySlugs }, { coordinates: true });
  if (!parsed.ok) throw new Error(`judged query '${query.q}': ${parsed.error}`);
  const { positions } = findLabs(dir, parsed.value);
  const ranked = Array.from(positions, (p) => dir.labs[p]!.id);
  return score(query, ranked, judge(snapshots, query));
}

export interface KindSummary {
  kind: string;
  queries: number;
  recall: number;
  recallAt25: number;
  precisionAt10: number;
  ndcgAt10: number;
}

const mean = (values: readonly number[]) =>
  values.length === 0 ? 0 : values.reduce((s, v) => s + v, 0) / values.length;

/** Means per kind of query (and over all), over the queries that have relevant labs in this directory. */
export function summarise(scores: readonly QueryScore[]): KindSummary[] {
  const judged = scores.filter((s) => s.relevant > 0);
  const kinds = [...new Set(judged.map((s) => s.query.kind))].sort();
  const row = (kind: string, list: readonly QueryScore[]): KindSummary => ({
    kind,
    queries: list.length,
    recall: mean(list.map((s) => s.recall)),
    recallAt25: mean(list.map((s) => s.recallAt25)),
    precisionAt10: mean(list.map((s) => s.precisionAt10)),
    ndcgAt10: mean(list.map((s) => s.ndcgAt10)),
  });
  return [
    ...kinds.map((kind) =>
      row(
        kind,
        judged.filter((s) => s.query.kind === kind),
      ),
    ),
    row('all', judged),
  ];
}
