// npm run bench:lighthouse: Lighthouse (the registry package, run
// programmatically, mobile form factor with its default simulated throttling)
// against the REAL site in dist/client (`npm run build` first), served by the
// real server: a lab page, a category listing and the search page, empty and
// with a test search's results; a lab page and a search with results in German and in Polish. Categories: performance, accessibility, best practices, SEO.
// After one discarded warm-up run, each page is measured BENCH_LIGHTHOUSE_RUNS
// times (default 3) and the median score per category is reported. Prints the scores, the audits that cost
// points, writes the full reports to bench/tmp/lighthouse/, and its section of
// bench/RESULTS.md between the lighthouse markers.
//
// Environment: PORT / PUBLIC_URL / DATA_DIR / SITE_DIR as for the server (the
// build and this run must agree on PUBLIC_URL, which the pages' canonical
// URLs use); LIGHTHOUSE_URL=http://host:port measures an already running
// server instead of starting one; CHROMIUM_PATH (default /usr/bin/chromium);
// BENCH_LIGHTHOUSE_RUNS (default 3); BENCH_LIGHTHOUSE_ALL=1 adds the home,
// country, body, docs and about pages.
import { spawn, type ChildProcess } from 'node:child_process';
import { mkdir, readFile, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse, { type Result as Lhr } from 'lighthouse';
import { loadConfig } from '../src/ops/config.ts';
import { readCategories, readManifest, readPublicLabs } from '../src/directory/build-files.ts';
import { NODE_FLAGS } from '../scripts/server-bundle.ts';

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
process.chdir(ROOT);

const CATEGORIES = ['performance', 'accessibility', 'best-practices', 'seo'] as const;
type CategoryId = (typeof CATEGORIES)[number];
const TARGETS: Record<CategoryId, number> = { performance: 95, accessibility: 95, 'best-practices': 95, seo: 100 };
const LABELS: Record<CategoryId, string> = {
  performance: 'Performance',
  accessibility: 'Accessibility',
  'best-practices': 'Best practices',
  seo: 'SEO',
};
const CHROMIUM_PATH = process.env.CHROMIUM_PATH || '/usr/bin/chromium';
const CHROME_FLAGS = [
  '--headless',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
];
const RUNS = Math.max(1, Number(process.env.BENCH_LIGHTHOUSE_RUNS ?? 3) || 3);
const REPORT_DIR = path.join(ROOT, 'bench/tmp/lighthouse');

const status = (line: string) => console.error(`lighthouse: ${line}`);

// ---------------------------------------------------------------------------
// What to measure: pages chosen from the build by rule.

const config = loadConfig();
const manifest = await readManifest(config.dataDir).catch((error: Error) => {
  console.error(`lighthouse: no data build in ${config.dataDir} (${error.message}); run 'npm run build' first`);
  process.exit(1);
});
const labs = (await readPublicLabs(config.dataDir, manifest)).sort((a, b) => (a.slug < b.slug ? -1 : 1));
const categories = await readCategories(config.dataDir);
// A typical active lab page: every public field filled, so nothing is left out of the measurement.
const typical = (l: (typeof labs)[number], body?: string) =>
  l.accreditation_status === 'active' &&
  Boolean(l.email && l.phone && l.website_url && l.scope_document_url) &&
  l.categories.length >= 2 &&
  (body === undefined || l.accreditation_body === body);
const lab = labs.find((l) => typical(l)) ?? labs[0]!;
// The same in German (a DAkkS lab) and Polish (a PCA lab): the site in the registers' languages.
const germanLab = labs.find((l) => typical(l, 'DAKKS')) ?? lab;
const polishLab = labs.find((l) => typical(l, 'PCA')) ?? lab;
// The biggest category: its first page is a full listing (LISTING_PAGE_SIZE labs).
const category = [...categories].sort((a, b) => b.lab_count - a.lab_count)[0]!;
// A test search with results: 25 labs, their matched lines, the filters' counts (the site's own route answers).
const PAGES: Array<{ id: string; name: string; path: string }> = [
  { id: 'lab', name: 'Lab page', path: `/labs/${lab.slug}/` },
  { id: 'category', name: 'Category listing', path: `/categories/${category.slug}/` },
  { id: 'search', name: 'Search page', path: '/search' },
  { id: 'search-query', name: 'Search page with results', path: '/search?q=tensile' },
  { id: 'de-lab', name: 'Lab page, German', path: `/de/labs/${germanLab.slug}/` },
  { id: 'de-search-query', name: 'Search page with results, German', path: '/de/search?q=Zugversuch' },
  { id: 'pl-lab', name: 'Lab page, Polish', path: `/pl/labs/${polishLab.slug}/` },
  {
    id: 'pl-search-query',
    name: 'Search page with results, Polish',
    path: '/pl/search?q=pr%C3%B3ba%20rozci%C4%85gania',
  },
  // BENCH_LIGHTHOUSE_ALL=1: the site's other kinds of page too.
  ...(process.env.BENCH_LIGHTHOUSE_ALL === '1'
    ? [
        { id: 'home', name: 'Home', path: '/' },
        { id: 'country', name: 'Country listing', path: `/countries/${lab.country.toLowerCase()}/` },
        { id: 'body', name: 'Body listing', path: `/bodies/${lab.accreditation_body.toLowerCase()}/` },
        { id: 'docs', name: 'API docs', path: '/docs/' },
        { id: 'about', name: 'About', path: '/about/' },
        { id: 'shortlist', name: 'Shortlist', path: '/shortlist/' },
        { id: 'get-a-key', name: 'Get a free key', path: '/get-a-key/' },
      ]
    : []),
];

try {
  await readFile(path.join(config.siteDir, 'index.html'));
} catch {
  console.error(`lighthouse: no site in ${config.siteDir}; run 'npm run build' first`);
  process.exit(1);
}

// ---------------------------------------------------------------------------
// The server: the real one, in its own process (as `npm run serve` runs it).

async function waitFor(url: string, child: ChildProcess | null, timeoutMs = 60_000): Promise<void> {
  const until = Date.now() + timeoutMs;
  for (;;) {
    if (child && child.exitCode !== null) throw new Error(`the server exited (${child.exitCode}) before answering`);
    try {
      const response = await fetch(url);
      if (response.ok) return;
    } catch {
      // not listening yet
    }
    if (Date.now() > until) throw new Error(`${url} did not answer within ${timeoutMs / 1000} s`);
    await new Promise((r) => setTimeout(r, 200));
  }
}

let server: ChildProcess | null = null;
let origin: string;
if (process.env.LIGHTHOUSE_URL) {
  origin = process.env.LIGHTHOUSE_URL.replace(/\/+$/, '');
} else {
  origin = `http://localhost:${config.port}`;
  server = spawn(process.execPath, [...NODE_FLAGS, 'src/server.ts'], {
    env: { ...process.env, HOST: '127.0.0.1' },
    stdio: ['ignore', 'ignore', 'pipe'],
  });
  let stderr = '';
  server.stderr!.on('data', (chunk) => (stderr += chunk));
  try {
    await waitFor(`${origin}/`, server);
  } catch (error) {
    console.error(`lighthouse: ${(error as Error).message}\n${stderr.slice(-2000)}`);
    server.kill('SIGTERM');
    process.exit(1);
  }
}
if (config.publicUrl !== origin)
  status(`note: the site was built for ${config.publicUrl} and is measured at ${origin} (canonical URLs point there)`);

// ---------------------------------------------------------------------------
// Lighthouse

interface AuditLoss {
  category: CategoryId;
  id: string;
  title: string;
  score: number | null;
  weight: number;
  display: string;
}

interface PageResult {
  id: string;
  name: string;
  url: string;
  /** Per category: every run's score (0–100). */
  runs: Record<CategoryId, number[]>;
  median: Record<CategoryId, number>;
  /** Audits below full marks in the median-performance run (weighted ones, or failing ones). */
  losses: AuditLoss[];
  metrics: Record<string, string>;
  warnings: string[];
}

const median = (values: number[]) => {
  const sorted = [...values].sort((a, b) => a - b);
  const mid = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[mid]! : Math.round((sorted[mid - 1]! + sorted[mid]!) / 2);
};

function lossesOf(lhr: Lhr): AuditLoss[] {
  const out: AuditLoss[] = [];
  for (const id of CATEGORIES) {
    for (const ref of lhr.categories[id]?.auditRefs ?? []) {
      const audit = lhr.audits[ref.id];
      if (!audit || audit.score === null || audit.score >= 1) continue;
      if (
        audit.scoreDisplayMode === 'informative' ||
        audit.scoreDisplayMode === 'notApplicable' ||
        audit.scoreDisplayMode === 'manual'
      )
        continue;
      if (ref.weight === 0 && audit.score >= 0.9) continue;
      out.push({
        category: id,
        id: ref.id,
        title: audit.title,
        score: audit.score,
        weight: ref.weight,
        display: audit.displayValue ?? '',
      });
    }
  }
  return out;
}

const METRICS = [
  'first-contentful-paint',
  'largest-contentful-paint',
  'total-blocking-time',
  'cumulative-layout-shift',
  'speed-index',
];

const chrome = await chromeLauncher.launch({
  chromePath: CHROMIUM_PATH,
  chromeFlags: CHROME_FLAGS,
  logLevel: 'silent',
});
const browserVersion = await fetch(`http://127.0.0.1:${chrome.port}/json/version`)
  .then((r) => r.json() as Promise<{ Browser?: string }>)
  .then(
    (v) => v.Browser ?? 'unknown',
    () => 'unknown',
  );
const lighthouseVersion = (
  JSON.parse(await readFile(path.join(ROOT, 'node_modules/lighthouse/package.json'), 'utf8')) as { version: string }
).version;
const results: PageResult[] = [];
const started = performance.now();
const loadBefore = os.loadavg()[0]!;
try {
  await mkdir(REPORT_DIR, { recursive: true });
  // A fresh Chromium pays one-off start-up costs (font configuration, caches) in its first page's main thread,
  // which would land in whichever page is measured first: one discarded run takes them.
  status(`warm-up run (${origin}/, discarded)`);
  await lighthouse(`${origin}/`, {
    port: chrome.port,
    output: 'json',
    logLevel: 'error',
    onlyCategories: ['performance'],
  });
  for (const page of PAGES) {
    const url = `${origin}${page.path}`;
    const runs: Lhr[] = [];
    for (let run = 1; run <= RUNS; run++) {
      status(`${page.name} (${url}), run ${run} of ${RUNS}`);
      const result = await lighthouse(url, {
        port: chrome.port,
        output: 'json',
        logLevel: 'error',
        onlyCategories: [...CATEGORIES],
      });
      if (!result) throw new Error(`no result for ${url}`);
      if (result.lhr.runtimeError)
        throw new Error(`${url}: ${result.lhr.runtimeError.code}: ${result.lhr.runtimeError.message}`);
      runs.push(result.lhr);
    }
    const scores = Object.fromEntries(
      CATEGORIES.map((c) => [c, runs.map((lhr) => Math.round((lhr.categories[c]?.score ?? 0) * 100))]),
    ) as Record<CategoryId, number[]>;
    const med = Object.fromEntries(CATEGORIES.map((c) => [c, median(scores[c])])) as Record<CategoryId, number>;
    // The run whose performance score is the median stands for the page.
    const representative =
      runs.find((lhr) => Math.round((lhr.categories.performance?.score ?? 0) * 100) === med.performance) ?? runs[0]!;
    await writeFile(path.join(REPORT_DIR, `${page.id}.json`), JSON.stringify(representative, null, 1));
    results.push({
      id: page.id,
      name: page.name,
      url,
      runs: scores,
      median: med,
      losses: lossesOf(representative),
      metrics: Object.fromEntries(METRICS.map((m) => [m, representative.audits[m]?.displayValue ?? '?'])),
      warnings: representative.runWarnings ?? [],
    });
  }
} finally {
  await chrome.kill();
  server?.kill('SIGTERM');
}

// ---------------------------------------------------------------------------
// Report

const met = (c: CategoryId, score: number) => score >= TARGETS[c];
const cell = (c: CategoryId, r: PageResult) => {
  const all = r.runs[c];
  const spread =
    all.length > 1 && Math.min(...all) !== Math.max(...all) ? ` (${Math.min(...all)}–${Math.max(...all)})` : '';
  return `${met(c, r.median[c]) ? '' : '**'}${r.median[c]}${met(c, r.median[c]) ? '' : '**'}${spread}`;
};

for (const r of results) {
  console.log(
    `${r.name.padEnd(26)} ${CATEGORIES.map((c) => `${LABELS[c]} ${String(r.median[c]).padStart(3)}${met(c, r.median[c]) ? '' : ` (target ${c === 'seo' ? '' : '≥'}${TARGETS[c]})`}`).join('  ')}`,
  );
  for (const loss of r.losses)
    console.log(
      `    ${LABELS[loss.category]}: ${loss.id} (${loss.title}) score ${loss.score}${loss.weight ? `, weight ${loss.weight}` : ''}${loss.display ? `: ${loss.display}` : ''}`,
    );
}

const date = new Date().toISOString().slice(0, 10);
const lines = [
  `Measured ${date} on ${os.platform()}/${os.arch()}, ${os.cpus().length} cores, Lighthouse ${lighthouseVersion} ` +
    `with ${browserVersion} (${CHROMIUM_PATH}, headless), mobile form factor with simulated throttling (Lighthouse's default), ` +
    `over the ${labs.length.toLocaleString('en')}-lab build${manifest.sample ? ' (sample data)' : ''}. Median of ${RUNS} run${RUNS > 1 ? 's' : ''} per page ` +
    `after a discarded warm-up run; the range when the runs differ. Machine load average (1 min) ${loadBefore.toFixed(1)} at the start, ` +
    `${os.loadavg()[0]!.toFixed(1)} at the end: Lighthouse's simulated performance scales the main-thread work it observes, so a busy machine costs points.`,
  '',
  `| page | ${CATEGORIES.map((c) => LABELS[c]).join(' | ')} |`,
  `|---|${CATEGORIES.map(() => '---:').join('|')}|`,
  ...results.map(
    (r) => `| ${r.name} (\`${r.url.slice(origin.length)}\`) | ${CATEGORIES.map((c) => cell(c, r)).join(' | ')} |`,
  ),
  `| target | ${CATEGORIES.map((c) => `${c === 'seo' ? '' : '≥ '}${TARGETS[c]}`).join(' | ')} |`,
  '',
  'Performance metrics of the median run (simulated slow 4G, 4× CPU slowdown):',
  '',
  `| page | FCP | LCP | TBT | CLS | Speed Index |`,
  `|---|---:|---:|---:|---:|---:|`,
  ...results.map((r) => `| ${r.name} | ${METRICS.map((m) => r.metrics[m]).join(' | ')} |`),
  '',
];
const losses = results.flatMap((r) => r.losses.map((l) => ({ ...l, page: r.name })));
if (losses.length) {
  lines.push('Audits below full marks (median run):', '');
  for (const l of losses)
    lines.push(
      `- ${l.page}, ${LABELS[l.category]}: \`${l.id}\` (${l.title}), score ${l.score}${l.weight ? `, weight ${l.weight}` : ''}${l.display ? `: ${l.display}` : ''}`,
    );
  lines.push('');
}
const warnings = [...new Set(results.flatMap((r) => r.warnings))];
if (warnings.length) lines.push(`Lighthouse warnings: ${warnings.join(' ')}`, '');
lines.push('Reproduce: `npm run build && npm run bench:lighthouse` (full JSON reports in `bench/tmp/lighthouse/`).');

const resultsFile = path.join(ROOT, 'bench/RESULTS.md');
const current = await readFile(resultsFile, 'utf8').catch(() => '# Benchmark results\n');
const block = `<!-- lighthouse:start -->\n${lines.join('\n')}\n<!-- lighthouse:end -->`;
const pattern = /<!-- lighthouse:start -->[\s\S]*?<!-- lighthouse:end -->/;
const next = pattern.test(current)
  ? current.replace(pattern, block)
  : `${current.replace(/\s*$/, '')}\n\n## Lighthouse\n\n${block}\n`;
await writeFile(resultsFile, next);

const missed = results.flatMap((r) =>
  CATEGORIES.filter((c) => !met(c, r.median[c])).map((c) => `${r.name} ${LABELS[c]} ${r.median[c]}`),
);
console.error(
  `lighthouse: ${results.length} pages × ${RUNS} runs in ${((performance.now() - started) / 1000).toFixed(0)} s; ` +
    (missed.length ? `below target: ${missed.join(', ')}` : 'every page meets every target') +
    '; written to bench/RESULTS.md',
);
