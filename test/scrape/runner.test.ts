// The runner between two runs: conditional requests through the per-body
// cache, and what the report counts.
import { mkdtemp, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { adapter as rva } from '../../src/scrape/adapters/rva.ts';
import { formatReport, summaryLine } from '../../src/scrape/report.ts';
import { scrape } from '../../src/scrape/runner.ts';
import * as rvaRegister from '../fixtures/registers/rva/handlers.ts';
import { http, HttpResponse, recordRequests, useMswServer } from '../support/msw.ts';
import { testHttp } from '../support/scrape-http.ts';

const LISTING = 'https://www.rva.nl/alle-geaccrediteerden/';
const server = useMswServer(...rvaRegister.handlers);
const requests = recordRequests(server);

let dir: string;
beforeEach(async () => {
  dir = await mkdtemp(path.join(tmpdir(), 'labdir-runner-'));
});
afterEach(async () => {
  await rm(dir, { recursive: true, force: true });
});

const run = (at: string) =>
  scrape({
    rawDir: path.join(dir, 'raw'),
    adapters: [rva],
    now: () => new Date(at),
    httpFor: (a) => testHttp({ cacheFile: path.join(dir, 'cache', `${a.body}.json`) }),
  });

describe('a second run', () => {
  it('asks with If-None-Match and reuses a listing page the register says is unchanged', async () => {
    // The first listing page carries an ETag and answers 304 to it.
    const page = await readFile(new URL('../fixtures/registers/rva/listing-1.html', import.meta.url), 'utf8');
    server.use(
      http.get(LISTING, ({ request }) =>
        request.headers.get('if-none-match') === '"p1-v1"'
          ? new HttpResponse(null, { status: 304 })
          : HttpResponse.html(page, { headers: { etag: '"p1-v1"' } }),
      ),
    );
    const [first] = await run('2026-11-01T06:00:00Z');
    requests.clear();
    const [second] = await run('2026-11-02T06:00:00Z');

    expect(requests.all.find((r) => r.url === LISTING)?.headers['if-none-match']).toBe('"p1-v1"');
    expect(second).toMatchObject({
      outcome: 'written',
      found: rvaRegister.FIXTURE_LABS,
      new: 0,
      changed: 0,
      withdrawn: 0,
      pages: first!.pages,
    });
  });
});

describe('an interrupted run', () => {
  it('writes nothing for a body whose scrape was cut short, and keeps its last good snapshot', async () => {
    await run('2026-11-01T06:00:00Z');
    const before = await readFile(path.join(dir, 'raw', 'RVA.json'), 'utf8');
    const controller = new AbortController();
    // Ctrl-C arrives while the last record page is read: too few failures to look like garbage.
    server.use(
      http.get(`${LISTING}l311/`, () => {
        controller.abort(new Error('interrupted'));
        return new HttpResponse(null, { status: 503 });
      }),
    );
    const [report] = await scrape({
      rawDir: path.join(dir, 'raw'),
      adapters: [rva],
      signal: controller.signal,
      now: () => new Date('2026-11-02T06:00:00Z'),
      httpFor: () => testHttp({ signal: controller.signal }),
    });
    expect(report).toMatchObject({ outcome: 'kept' });
    expect(await readFile(path.join(dir, 'raw', 'RVA.json'), 'utf8')).toBe(before);
  });
});

describe('the report', () => {
  it('has a row per body with pages, found, new, changed, withdrawn, errors, duration and the snapshot outcome', async () => {
    const reports = await run('2026-11-01T06:00:00Z');
    const [header, row] = formatReport(reports).split('\n');
    expect(header!.split(/\s+/)).toEqual([
      'body',
      'pages',
      'found',
      'new',
      'changed',
      'withdrawn',
      'errors',
      'duration',
      'snapshot',
    ]);
    expect(row).toMatch(/^RVA\s+\d+\s+5\s+5\s+0\s+0\s+0\s+[\d.]+ s\s+written \(5 labs\)$/);
    expect(summaryLine(reports, 1.25)).toBe('scrape: 1 of 1 bodies written (5 labs listed) in 1.3 s');
  });

  it('names the reason and the kept snapshot when a body fails', async () => {
    await run('2026-11-01T06:00:00Z');
    server.use(http.get(LISTING, () => new HttpResponse(null, { status: 503 })));
    const reports = await run('2026-11-02T06:00:00Z');
    expect(formatReport(reports)).toMatch(
      /last good kept \(5 labs\)\n\nRVA: GET https:\/\/www\.rva\.nl\/alle-geaccrediteerden\/ failed/,
    );
    expect(summaryLine(reports, 2)).toBe(
      'scrape: 0 of 1 bodies written (0 labs listed); failed: RVA (last good kept) in 2.0 s',
    );
  });
});
