// npm run bench:search: search quality and speed on the judged query set
// (test/support/search-queries.ts) over the built directory (default
// data/build, from the 10,000-lab sample in data/raw): recall, recall@25,
// precision@10 and nDCG@10 per kind of query, the server time of each query
// (findLabs in-process, no cache: every query is answered cold) as p50/p99,
// and the process's RSS with the directory loaded. Writes its section of
// bench/RESULTS.md between the search-quality markers.
//
//   BENCH_DATA_DIR  the data build (default data/build)
//   BENCH_RAW_DIR   the raw snapshots it was built from (default data/raw)
//   BENCH_ROUNDS    timed rounds over the query set (default 20)
import { readdir, readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { parseListQuery } from '../src/api/list-request.ts';
import { findLabs } from '../src/directory/find.ts';
import { loadDirectory } from '../src/directory/load.ts';
import type { RawSnapshot } from '../src/domain/types.ts';
import { evaluate, JUDGED_QUERIES, summarise } from '../test/support/search-quality.ts';

const ROOT = path.resolve(import.meta.dirname, '..');
const DATA_DIR = path.resolve(ROOT, process.env.BENCH_DATA_DIR ?? 'data/build');
const RAW_DIR = path.resolve(ROOT, process.env.BENCH_RAW_DIR ?? 'data/raw');
const ROUNDS = Number(process.env.BENCH_ROUNDS ?? 20);

async function readRaw(dir: string): Promise<RawSnapshot[]> {
  const files = (await readdir(dir)).filter((f) => f.endsWith('.json')).sort();
  return Promise.all(files.map(async (f) => JSON.parse(await readFile(path.join(dir, f), 'utf8')) as RawSnapshot));
}

const quantile = (sorted: readonly number[], q: number) =>
  sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))]!;
const pct = (v: number) => `${(v * 100).toFixed(1)}%`;

const rssBefore = process.memoryUsage().rss;
const dir = await loadDirectory(DATA_DIR);
const snapshots = await readRaw(RAW_DIR);
const rssLoaded = process.memoryUsage().rss;
const scores = JUDGED_QUERIES.map((query) => evaluate(dir, snapshots, query));
const summary = summarise(scores);

// Server time: each query parsed and answered from scratch, ROUNDS times over the set.
const known = { bodies: dir.bodies, categories: dir.categorySlugs };
const times: number[] = [];
for (let round = 0; round < ROUNDS; round++) {
  for (const query of JUDGED_QUERIES) {
    const params = new URLSearchParams({ q: query.q });
    if (query.country) params.set('country', query.country);
    const started = performance.now();
    const parsed = parseListQuery(params, known, { coordinates: true });
    if (parsed.ok) findLabs(dir, parsed.value);
    times.push(performance.now() - started);
  }
}
times.sort((a, b) => a - b);
const rssEnd = process.memoryUsage().rss;

const worst = scores
  .filter((s) => s.relevant > 0 && (s.recall < 0.85 || s.precisionAt10 < 0.9))
  .map(
    (s) =>
      `| ${s.query.kind} | \`${s.query.q}\`${s.query.country ? ` (country ${s.query.country})` : ''} | ${s.relevant} | ${s.returned} | ${pct(s.recall)} | ${pct(s.precisionAt10)} |`,
  );

const markdown = [
  `Judged query set: ${JUDGED_QUERIES.length} queries in ${new Set(JUDGED_QUERIES.map((q) => q.lang).filter((l) => l !== '-')).size} languages, ${scores.filter((s) => s.relevant > 0).length} with relevant labs in ${dir.labs.length.toLocaleString('en')} labs (\`${path.relative(ROOT, DATA_DIR)}\`). Relevance by rule over the raw snapshots (the standard a capability cites, the city a lab is in, a word of its name), never by wording. Means per kind over the queries with relevant labs; recall counts every result, recall@25 the top 25 out of at most 25.`,
  '',
  '| kind | queries | recall | recall@25 | precision@10 | nDCG@10 |',
  '|---|---:|---:|---:|---:|---:|',
  ...summary.map(
    (r) =>
      `| ${r.kind} | ${r.queries} | ${pct(r.recall)} | ${pct(r.recallAt25)} | ${pct(r.precisionAt10)} | ${pct(r.ndcgAt10)} |`,
  ),
  '',
  `Server time per query (parse + findLabs, no cache, ${ROUNDS} rounds × ${JUDGED_QUERIES.length} queries): p50 ${quantile(times, 0.5).toFixed(2)} ms, p99 ${quantile(times, 0.99).toFixed(2)} ms, max ${times.at(-1)!.toFixed(2)} ms. RSS: ${(rssBefore / 1e6).toFixed(0)} MB before loading, ${(rssLoaded / 1e6).toFixed(0)} MB with the directory and raw snapshots loaded, ${(rssEnd / 1e6).toFixed(0)} MB after the rounds.`,
  '',
  worst.length === 0
    ? 'Every judged query meets recall ≥ 85% and precision@10 ≥ 90%.'
    : [
        'Queries below recall 85% or precision@10 90%:',
        '',
        '| kind | query | relevant | returned | recall | precision@10 |',
        '|---|---|---:|---:|---:|---:|',
        ...worst,
      ].join('\n'),
].join('\n');

const file = path.join(ROOT, 'bench/RESULTS.md');
const text = await readFile(file, 'utf8');
const block = `<!-- search-quality:start -->\n${markdown}\n<!-- search-quality:end -->`;
const pattern = /<!-- search-quality:start -->[\s\S]*?<!-- search-quality:end -->/;
await writeFile(
  file,
  pattern.test(text)
    ? text.replace(pattern, block)
    : `${text.trimEnd()}\n\n## Search quality (\`npm run bench:search\`)\n\n${block}\n`,
);
console.log(markdown);
console.error(
  `bench:search: ${summary.at(-1)!.queries} judged queries, recall ${pct(summary.at(-1)!.recall)}, precision@10 ${pct(summary.at(-1)!.precisionAt10)}, p99 ${quantile(times, 0.99).toFixed(2)} ms`,
);
