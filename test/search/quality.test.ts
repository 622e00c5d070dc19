// Search quality on the judged query set (test/support/search-queries.ts),
// over the fixture directory every contract test serves: the figures may not
// drop below the floors recorded here. The full figures for the 10,000-lab
// sample, and how they were reached, are in bench/RESULTS.md
// (`npm run bench:search`).
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { loadDirectory, type LoadedDirectory } from '../../src/directory/load.ts';
import type { RawSnapshot } from '../../src/domain/types.ts';
import { FIXTURE_LABS } from '../support/global-setup.ts';
import { sampleSnapshots } from '../fixtures/sample-dir.ts';
import { evaluate, JUDGED_QUERIES, summarise, type KindSummary, type QueryScore } from '../support/search-quality.ts';

/**
 * Floors per kind of query: the goal (recall ≥ 0.85, precision@10 ≥
 * 0.9) raised towards what the fixture measures (recall 1.0 for every kind,
 * precision@10 ≥ 0.985, nDCG@10 ≥ 0.98 when recorded), less a margin so that
 * a change of sample does not fail it while a change of rules that costs
 * quality does.
 */
const FLOOR = { recall: 0.95, precisionAt10: 0.95, ndcgAt10: 0.95 };
const KINDS = ['test', 'category', 'test+city', 'standard+country', 'typo', 'exonym', 'ascii', 'all'] as const;

let dir: LoadedDirectory;
let snapshots: RawSnapshot[];
let scores: QueryScore[];
let summary: KindSummary[];

beforeAll(async () => {
  dir = await loadDirectory(inject('fixtureBuild'));
  // The same raw snapshots global-setup built the fixture from.
  snapshots = sampleSnapshots(FIXTURE_LABS, 'contract');
  scores = JUDGED_QUERIES.map((query) => evaluate(dir, snapshots, query));
  summary = summarise(scores);
});

afterAll(() => {
  if (process.env.SEARCH_QUALITY_REPORT) console.table(summary);
});

describe('search quality on the judged query set', () => {
  it('has at least 80 queries in at least 10 languages', () => {
    expect(JUDGED_QUERIES.length).toBeGreaterThanOrEqual(80);
    expect(new Set(JUDGED_QUERIES.map((q) => q.lang).filter((l) => l !== '-')).size).toBeGreaterThanOrEqual(10);
  });

  it('judges most queries against labs the fixture holds', () => {
    expect(scores.filter((s) => s.relevant > 0).length).toBeGreaterThanOrEqual(60);
  });

  for (const kind of KINDS) {
    it(`keeps recall, precision@10 and nDCG@10 of '${kind}' queries at or above the floor`, () => {
      const row = summary.find((r) => r.kind === kind);
      expect(row, kind).toBeDefined();
      expect(row!.recall, `${kind} recall`).toBeGreaterThanOrEqual(FLOOR.recall);
      expect(row!.precisionAt10, `${kind} precision@10`).toBeGreaterThanOrEqual(FLOOR.precisionAt10);
      expect(row!.ndcgAt10, `${kind} nDCG@10`).toBeGreaterThanOrEqual(FLOOR.ndcgAt10);
    });
  }
});
