// The scrape of one or more registers: list, detail, merge with the last good
// snapshot, write atomically. Every failure mode ends in one of two states
// per body: the new snapshot written whole, or the last good one untouched.
import pLimit from 'p-limit';
import { listedBefore, listingShrank, mergeScrape, type MergeCounts, type ScrapedLab } from './snapshot-merge.ts';
import type { RawLab, RawSnapshot } from '../domain/types.ts';
import { rawLabSchema } from '../domain/validate.ts';
import type { Adapter, Http, ListedLab, ScrapeContext } from './adapter.ts';
import { readPreviousSnapshot, writeSnapshotAtomically, type PreviousSnapshot } from './snapshot-file.ts';

/** The client a body's scrape runs on, with what the report needs from it. */
export interface ScrapeHttp extends Http {
  /** Pages handed to the adapter: fresh (2xx) and answered from the conditional cache (304). */
  stats(): { pages: number; notModified: number };
  /** Persist conditional-request validators for the next run. */
  saveCache?(): Promise<void>;
}

export interface ScrapeOptions {
  rawDir: string;
  adapters: readonly Adapter[];
  /** One client per body (its own politeness queue, cookie jar and validator cache). */
  httpFor(adapter: Adapter): ScrapeHttp;
  /** Write even when the listing shrank by more than the threshold. */
  force?: boolean;
  /** Bodies scraped at once (each register is its own host). Default 4. */
  concurrency?: number;
  /** Detail requests in flight per body; the client still spaces requests per host. Default 2. */
  detailConcurrency?: number;
  /** Largest share of listed labs whose detail may fail before the scrape counts as garbage. Default 0.5. */
  maxDetailFailureRate?: number;
  /** Listing shrink (share of last good) that is refused unless forced. Default 0.2. */
  shrinkThreshold?: number;
  now?: () => Date;
  onProgress?(body: string, done: number, total: number): void;
  /** Called once per body when its scrape has ended, written or not. */
  onBodyDone?(report: BodyReport): void;
  log?(line: string): void;
  signal?: AbortSignal;
}

export type Outcome =
  /** The new snapshot was written. */
  | 'written'
  /** The scrape failed; the last good snapshot is untouched. */
  | 'kept'
  /** The scrape failed and there was no snapshot to keep. */
  | 'failed';

export interface BodyReport extends MergeCounts {
  body: string;
  outcome: Outcome;
  /** Why the snapshot was not written (for `kept` and `failed`). */
  reason: string | null;
  pages: number;
  /** Detail pages that failed, records that failed validation, and the failure that stopped the scrape. */
  errors: number;
  /** Labs in the snapshot now on disk for this body. */
  labsInSnapshot: number;
  durationMs: number;
}

export class ScrapeRefused extends Error {}

export async function scrape(options: ScrapeOptions): Promise<BodyReport[]> {
  const limit = pLimit(options.concurrency ?? 4);
  return Promise.all(
    options.adapters.map((adapter) =>
      limit(async () => {
        const report = await scrapeBody(adapter, options);
        options.onBodyDone?.(report);
        return report;
      }),
    ),
  );
}

export async function scrapeBody(adapter: Adapter, options: ScrapeOptions): Promise<BodyReport> {
  const started = performance.now();
  const log = options.log ?? (() => undefined);
  const previous = await readPreviousSnapshot(options.rawDir, adapter.body);
  const baseline: RawLab[] = previous.kind === 'scraped' ? previous.snapshot.labs : [];
  const http = options.httpFor(adapter);
  const ctx: ScrapeContext = { http, log: (line) => log(`${adapter.body}: ${line}`), signal: options.signal };
  const report: BodyReport = {
    body: adapter.body,
    outcome: 'failed',
    reason: null,
    pages: 0,
    found: 0,
    new: 0,
    changed: 0,
    withdrawn: 0,
    keptPrevious: 0,
    dropped: 0,
    errors: 0,
    labsInSnapshot: storedCount(previous),
    durationMs: 0,
  };
  const finish = () => {
    const stats = http.stats();
    report.pages = stats.pages + stats.notModified;
    report.durationMs = Math.round(performance.now() - started);
    return report;
  };

  try {
    // A stored snapshot that cannot be read is no baseline: writing over it would
    // lose the labs it holds (no withdrawn carry-over, no shrink check).
    if (previous.kind === 'unreadable' && !options.force) {
      throw new ScrapeRefused(
        `the stored snapshot cannot be read (${previous.reason}); fix or move it, or rerun with --force to replace it`,
      );
    }
    const listed = uniqueListing(await adapter.list(ctx));
    if (listed.length === 0) throw new ScrapeRefused('the listing parsed to no labs (a changed page layout?)');
    report.found = listed.length;
    const before = listedBefore(baseline);
    if (!options.force && listingShrank(before, listed.length, options.shrinkThreshold ?? 0.2)) {
      throw new ScrapeRefused(
        `the listing shrank from ${before} to ${listed.length} labs (more than ` +
          `${Math.round((options.shrinkThreshold ?? 0.2) * 100)}%); rerun with --force if the register really ` +
          'lost them',
      );
    }

    const details = pLimit(options.detailConcurrency ?? 2);
    let done = 0;
    options.onProgress?.(adapter.body, 0, listed.length);
    const scraped: ScrapedLab[] = await Promise.all(
      listed.map((entry) =>
        details(async (): Promise<ScrapedLab> => {
          const record = await detailOrNull(adapter, ctx, entry, ctx.log);
          options.onProgress?.(adapter.body, ++done, listed.length);
          return { register_id: entry.register_id, record };
        }),
      ),
    );
    options.signal?.throwIfAborted();
    // A second, sequential pass over the details that failed (the client has
    // already retried transport faults; this covers a page that parsed badly once).
    for (const [i, entry] of scraped.entries()) {
      if (entry.record === null)
        entry.record = await detailOrNull(adapter, ctx, listed[i]!, (message) =>
          ctx.log(`${message} (second attempt)`),
        );
    }
    const failed = scraped.filter((s) => s.record === null).length;
    report.errors = failed;
    const maxRate = options.maxDetailFailureRate ?? 0.5;
    if (failed / listed.length > maxRate) {
      throw new ScrapeRefused(
        `${failed} of ${listed.length} lab records could not be read (more than ` +
          `${Math.round(maxRate * 100)}%): garbage or a changed layout`,
      );
    }

    // An interrupted run writes nothing: records that failed because of the
    // interruption must not pass for a register's answer.
    options.signal?.throwIfAborted();
    const merged = mergeScrape(baseline, scraped);
    Object.assign(report, merged.counts);
    const snapshot: RawSnapshot = {
      body: adapter.body,
      country: adapter.country,
      scraped_at: (options.now?.() ?? new Date()).toISOString(),
      source: adapter.source,
      sample: false,
      labs: merged.labs,
    };
    await writeSnapshotAtomically(options.rawDir, snapshot);
    await http
      .saveCache?.()
      .catch((error: Error) => ctx.log(`could not save the conditional-request cache: ${error.message}`));
    report.outcome = 'written';
    report.labsInSnapshot = merged.labs.length;
    return finish();
  } catch (error) {
    report.errors++;
    report.reason = describe(error);
    if (options.signal?.aborted) report.reason = `interrupted (${report.reason})`;
    report.outcome = previous.kind === 'none' ? 'failed' : 'kept';
    ctx.log(
      `scrape failed, ${report.outcome === 'kept' ? 'last good snapshot kept' : 'no snapshot written'}: ` +
        `${report.reason}`,
    );
    return finish();
  }
}

async function detailOrNull(
  adapter: Adapter,
  ctx: ScrapeContext,
  entry: ListedLab,
  error: (message: string) => void,
): Promise<RawLab | null> {
  let record: RawLab;
  try {
    record = await adapter.detail(ctx, entry);
  } catch (e) {
    error(`lab ${entry.register_id}: detail failed (${describe(e)})`);
    return null;
  }
  const checked = rawLabSchema.safeParse(record);
  if (!checked.success) {
    const issue = checked.error.issues[0]!;
    error(`lab ${entry.register_id}: record invalid, field '${issue.path.join('.')}' ${issue.message}`);
    return null;
  }
  if (record.register_id !== entry.register_id) {
    error(`lab ${entry.register_id}: detail returned register id '${record.register_id}'`);
    return null;
  }
  return record;
}

function uniqueListing(listed: readonly ListedLab[]): ListedLab[] {
  const seen = new Set<string>();
  return listed.filter((entry) => !seen.has(entry.register_id) && seen.add(entry.register_id));
}

function storedCount(previous: PreviousSnapshot): number {
  return previous.kind === 'scraped' || previous.kind === 'sample' ? previous.snapshot.labs.length : 0;
}

function describe(error: unknown): string {
  return error instanceof Error ? error.message : String(error);
}
