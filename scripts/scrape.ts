// npm run scrape -- [--body DAKKS,UKAS] [--concurrency N] [--force] [--delay-ms N] [--timeout-ms N] [--retries N] [--raw DIR]
// Scrapes the registers into data/raw/<BODY>.json, then prints a run report.
// Exit status: 0 when every body was written, 1 when any kept its last good
// snapshot or has none (so a scheduler can alert), 2 for a bad command line.
//
// npm run scrape -- --check [--body A,B] [--record]
// The first-run check: per body one listing page, one record and its scope,
// and a table of what the adapter expected and found, each miss with the
// assumption it breaks. Writes nothing (no snapshot, no cache); --record saves
// what it fetched as fixtures under test/fixtures/registers/<body>/recorded/.
// Exit status 0 when every body passes, 1 otherwise, 2 for a bad command line.
import path from 'node:path';
import { createProgress } from './progress.ts';
import { loadConfig } from '../src/ops/config.ts';
import { selectAdapters, UnknownBodyError } from '../src/scrape/adapters/index.ts';
import { createHttp } from '../src/scrape/http/client.ts';
import { formatReport, summaryLine } from '../src/scrape/report.ts';
import { scrape } from '../src/scrape/runner.ts';
import { checkBody, formatCheck } from '../src/scrape/check.ts';
import { recordFixture } from '../src/scrape/record-fixture.ts';
import { cliArgs } from './args.ts';

const usage =
  'npm run scrape -- [--body DAKKS,UKAS] [--concurrency N] [--force] [--delay-ms N] [--timeout-ms N] [--retries N] [--raw DIR] [--cache DIR]\n       npm run scrape -- --check [--body DAKKS,UKAS] [--record] [--delay-ms N] [--timeout-ms N] [--retries N]';
const { values, positionals } = cliArgs(
  {
    body: { type: 'string' },
    concurrency: { type: 'string' },
    force: { type: 'boolean' },
    'delay-ms': { type: 'string' },
    'timeout-ms': { type: 'string' },
    retries: { type: 'string' },
    raw: { type: 'string' },
    cache: { type: 'string' },
    check: { type: 'boolean' },
    record: { type: 'boolean' },
  },
  usage,
);

function whole(name: string, raw: string | undefined, fallback: number, min: number, max: number): number {
  if (raw === undefined) return fallback;
  const value = Number(raw);
  if (!Number.isInteger(value) || value < min || value > max) {
    console.error(`--${name} must be a whole number from ${min} to ${max}, got '${raw}'\n\nusage: ${usage}`);
    process.exit(2);
  }
  return value;
}

if (positionals.length) {
  console.error(
    `unexpected argument '${positionals[0]}': bodies are chosen with --body ${positionals[0]}\n\nusage: ${usage}`,
  );
  process.exit(2);
}

const concurrency = whole('concurrency', values.concurrency, 4, 1, 32);
// Politeness floor: never less than a second between requests to one register.
const minDelayMs = whole('delay-ms', values['delay-ms'], 1000, 1000, 60_000);
const timeoutMs = whole('timeout-ms', values['timeout-ms'], 30_000, 1000, 300_000);
const retries = whole('retries', values.retries, 4, 0, 10);
const rawDir = values.raw ?? 'data/raw';
const cacheDir = values.cache ?? 'data/scrape-cache';

let adapters: ReturnType<typeof selectAdapters>;
try {
  adapters = selectAdapters(values.body);
} catch (error) {
  if (!(error instanceof UnknownBodyError)) throw error;
  console.error(`${error.message}\n\nusage: ${usage}`);
  process.exit(2);
}

// The User-Agent names our about page as the contact: it must be one a register's operator can open.
let publicUrl: string;
try {
  publicUrl = loadConfig().publicUrl;
} catch (error) {
  console.error((error as Error).message);
  process.exit(2);
}
if (!process.env.PUBLIC_URL || /^https?:\/\/(localhost|127\.|\[::1\])/i.test(publicUrl)) {
  console.error(
    `PUBLIC_URL must be the site's public origin (e.g. PUBLIC_URL=https://labs.example.org npm run scrape): the scraper's User-Agent names <PUBLIC_URL>/about/#scraping as the contact page registers can reach us at, and '${publicUrl}' is not reachable from outside`,
  );
  process.exit(2);
}
if (values.record && !values.check) {
  console.error(`--record saves what the check fetched: use it with --check\n\nusage: ${usage}`);
  process.exit(2);
}
if (values.check && (values.force || values.raw || values.cache || values.concurrency)) {
  console.error(
    `--check reads one page, one record and one scope per body and writes nothing: --force, --raw, --cache and --concurrency do not apply\n\nusage: ${usage}`,
  );
  process.exit(2);
}
const controller = new AbortController();
// Ctrl-C stops the run; snapshots already written stay, the others stay as they were.
process.once('SIGINT', () => controller.abort(new Error('interrupted')));
process.once('SIGTERM', () => controller.abort(new Error('terminated')));

if (values.check) {
  const progress = createProgress();
  let passed = 0;
  const tables: string[] = [];
  const recorded: string[] = [];
  for (const [i, adapter] of adapters.entries()) {
    progress.update(`checking ${adapter.body}`, i, adapters.length);
    // No cache file: the check changes nothing on disk unless asked to record.
    const http = createHttp({ publicUrl, minDelayMs, timeoutMs, retries, signal: controller.signal });
    const check = await checkBody(adapter, http, { signal: controller.signal });
    if (check.passed) passed++;
    tables.push(formatCheck(check));
    if (values.record) {
      const fixture = await recordFixture(
        path.join('test/fixtures/registers', adapter.body.toLowerCase(), 'recorded'),
        check.fetched,
      );
      recorded.push(
        `${adapter.body}: ${fixture.files} answers in ${fixture.dir} (${fixture.scrubbed} personal e-mail addresses scrubbed)` +
          (fixture.review.length ? `; review before committing, kept as fetched: ${fixture.review.join(', ')}` : ''),
      );
    }
  }
  progress.done(tables.join('\n\n'));
  if (recorded.length)
    console.log(
      `\nrecorded:\n${recorded.map((l) => `  ${l}`).join('\n')}\n  Check the files for personal names before committing them.`,
    );
  console.log(`check: ${passed} of ${adapters.length} bodies pass`);
  process.exit(passed === adapters.length ? 0 : 1);
}

const progress = createProgress();
const done = new Map<string, [number, number]>();
const finished = new Set<string>();
const lines: string[] = [];
const started = performance.now();
const reports = await scrape({
  rawDir,
  adapters,
  concurrency,
  force: values.force ?? false,
  signal: controller.signal,
  httpFor: (adapter) =>
    createHttp({
      publicUrl,
      minDelayMs,
      timeoutMs,
      retries,
      signal: controller.signal,
      cacheFile: path.join(cacheDir, `${adapter.body}.json`),
      log: (line) => lines.push(`${adapter.body}: ${line}`),
    }),
  onProgress(body, n, total) {
    done.set(body, [n, total]);
    // One live line: every body in flight with its records read so far, then the overall count.
    const inFlight = [...done].filter(([, [a, b]]) => a < b).map(([code, [a, b]]) => `${code} ${a}/${b}`);
    progress.update(`${inFlight.join(' · ') || 'listing'} · bodies done`, finished.size, adapters.length);
  },
  onBodyDone(report) {
    finished.add(report.body);
    done.delete(report.body);
    progress.update('bodies done', finished.size, adapters.length);
  },
  log: (line) => lines.push(line),
});
progress.done(formatReport(reports));
if (process.env.SCRAPE_LOG !== '0' && lines.length) console.error(`\nlog:\n${lines.map((l) => `  ${l}`).join('\n')}`);
console.log(summaryLine(reports, (performance.now() - started) / 1000));
process.exitCode = reports.every((r) => r.outcome === 'written') ? 0 : 1;
