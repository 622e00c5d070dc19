// Faults lose nothing (DECISIONS, Data): each scenario scrapes the RvA
// fixture register once to get a last good snapshot, breaks the register in
// one way, scrapes again and counts the labs before and after. INAB's
// register runs beside it to show one body's failure never touches another.
import { spawn } from 'node:child_process';
import { mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { buildData } from '../../src/build/build-data.ts';
import { readFreshness, readManifest, readPublicLabs } from '../../src/directory/build-files.ts';
import type { RawSnapshot } from '../../src/domain/types.ts';
import { adapter as inab } from '../../src/scrape/adapters/inab.ts';
import { adapter as rva } from '../../src/scrape/adapters/rva.ts';
import type { Adapter } from '../../src/scrape/adapter.ts';
import { scrape, type BodyReport } from '../../src/scrape/runner.ts';
import * as inabRegister from '../fixtures/registers/inab/handlers.ts';
import * as rvaRegister from '../fixtures/registers/rva/handlers.ts';
import { delay, http, HttpResponse, recordRequests, useMswServer } from '../support/msw.ts';
import { testHttp } from '../support/scrape-http.ts';

const server = useMswServer(...rvaRegister.handlers, ...inabRegister.handlers);
const requests = recordRequests(server);

const FIRST = '2026-11-01T06:00:00.000Z';
const SECOND = '2026-11-20T06:00:00.000Z';
const RVA = 'https://www.rva.nl/alle-geaccrediteerden';
const fixture = (name: string) => readFile(new URL(`../fixtures/registers/rva/${name}`, import.meta.url), 'utf8');

/** The RvA listing with some registrations gone (rows removed, the printed total lowered to match). */
async function listingWithout(...ids: string[]) {
  const pages = await Promise.all(['listing-1.html', 'listing-2.html'].map(fixture));
  const edited = pages.map((html) => {
    for (const id of ids) html = html.replace(new RegExp(`<tr>\\s*<td><a href="[^"]*${id}/">[\\s\\S]*?</tr>`), '');
    return html.replace('8 geaccrediteerde', `${8 - ids.length} geaccrediteerde`);
  });
  return [
    http.get(`${RVA}/`, () => HttpResponse.html(edited[0]!)),
    http.get(`${RVA}/page/2/`, () => HttpResponse.html(edited[1]!)),
  ];
}

let rawDir: string;

beforeEach(async () => {
  rawDir = await mkdtemp(path.join(tmpdir(), 'labdir-scrape-'));
});
afterEach(async () => {
  await rm(rawDir, { recursive: true, force: true });
});

function run(
  adapters: Adapter[],
  at: string,
  extra: { force?: boolean; timeoutMs?: number } = {},
): Promise<BodyReport[]> {
  return scrape({
    rawDir,
    adapters,
    force: extra.force,
    now: () => new Date(at),
    httpFor: () => testHttp(extra.timeoutMs ? { timeoutMs: extra.timeoutMs } : {}),
  });
}

async function stored(body: string): Promise<RawSnapshot> {
  return JSON.parse(await readFile(path.join(rawDir, `${body}.json`), 'utf8')) as RawSnapshot;
}

/** The last good snapshot: a first, clean scrape of both registers. */
async function lastGood(): Promise<{ rva: RawSnapshot; inab: RawSnapshot; rvaText: string }> {
  const reports = await run([rva, inab], FIRST);
  expect(reports.map((r) => r.outcome)).toEqual(['written', 'written']);
  requests.clear();
  return {
    rva: await stored('RVA'),
    inab: await stored('INAB'),
    rvaText: await readFile(path.join(rawDir, 'RVA.json'), 'utf8'),
  };
}

/** The last good RvA snapshot is on disk unchanged: same bytes, same labs, same scrape time. */
async function expectKept(before: { rvaText: string; rva: RawSnapshot }, report: BodyReport) {
  expect(report.outcome).toBe('kept');
  expect(await readFile(path.join(rawDir, 'RVA.json'), 'utf8')).toBe(before.rvaText);
  const after = await stored('RVA');
  expect(after.labs).toHaveLength(rvaRegister.FIXTURE_LABS);
  expect(after.scraped_at).toBe(FIRST);
}

describe('a register that fails keeps its last good snapshot', () => {
  it('keeps it when the register is unreachable', async () => {
    const before = await lastGood();
    server.use(http.all(/^https:\/\/www\.rva\.nl\//, () => HttpResponse.error()));
    const [report] = await run([rva], SECOND);
    await expectKept(before, report!);
    expect(report!.reason).toMatch(/rva\.nl/);
  });

  it('keeps it when the register answers 5xx after every retry', async () => {
    const before = await lastGood();
    server.use(http.get(`${RVA}/`, () => new HttpResponse('Service Unavailable', { status: 503 })));
    const [report] = await run([rva], SECOND);
    await expectKept(before, report!);
    expect(requests.count(`${RVA}/`)).toBe(5); // the first attempt and four retries
  });

  it('keeps it when the register times out', async () => {
    const before = await lastGood();
    server.use(
      http.get(`${RVA}/`, async () => {
        await delay(1_000);
        return HttpResponse.html('<p>too late</p>');
      }),
    );
    const [report] = await run([rva], SECOND, { timeoutMs: 50 });
    await expectKept(before, report!);
    expect(report!.reason).toMatch(/no complete response within 50 ms/);
  });

  it('keeps it when a changed page layout parses to nothing', async () => {
    const before = await lastGood();
    server.use(
      http.get(`${RVA}/`, () =>
        HttpResponse.html('<html><body><h1>Onze nieuwe website</h1><div class="cards"></div></body></html>'),
      ),
    );
    const [report] = await run([rva], SECOND);
    await expectKept(before, report!);
  });

  it('keeps it when the record pages are garbage', async () => {
    const before = await lastGood();
    server.use(
      http.get(
        `${RVA}/:id/`,
        () =>
          new HttpResponse(new Uint8Array([0xff, 0xfe, 0x00, 0x13, 0x37]), {
            headers: { 'Content-Type': 'text/html' },
          }),
      ),
    );
    const [report] = await run([rva], SECOND);
    await expectKept(before, report!);
    expect(report!.reason).toMatch(/could not be read/);
  });

  it('keeps it when the listing shrinks by more than 20%, unless forced', async () => {
    const before = await lastGood();
    server.use(...(await listingWithout('l245', 'l311')));
    const [refused] = await run([rva], SECOND);
    await expectKept(before, refused!);
    expect(refused!.reason).toMatch(/shrank from 4 to 3 labs/);

    const [forced] = await run([rva], SECOND, { force: true });
    expect(forced!.outcome).toBe('written');
    const after = await stored('RVA');
    expect(after.labs).toHaveLength(rvaRegister.FIXTURE_LABS); // the two that vanished stay, withdrawn
    expect(after.labs.find((l) => l.register_id === 'L245')!.accreditation_status).toBe('withdrawn');
  });
});

describe('a stored snapshot that cannot be read', () => {
  it('is left for a human, not written over, unless forced', async () => {
    const { rva: good } = await lastGood();
    // Hand-edited: a scrape time without its offset makes the envelope invalid.
    const damaged = JSON.stringify({ ...good, scraped_at: '2026-11-01 06:00' });
    await writeFile(path.join(rawDir, 'RVA.json'), damaged);
    const [refused] = await run([rva], SECOND);
    expect(refused).toMatchObject({ outcome: 'kept' });
    expect(refused!.reason).toMatch(/cannot be read.*--force/);
    expect(await readFile(path.join(rawDir, 'RVA.json'), 'utf8')).toBe(damaged);

    const [forced] = await run([rva], SECOND, { force: true });
    expect(forced!.outcome).toBe('written');
    expect((await stored('RVA')).labs).toHaveLength(rvaRegister.FIXTURE_LABS);
  });
});

describe('a complete scrape loses no lab', () => {
  it('keeps a lab the register no longer lists, as withdrawn', async () => {
    await lastGood();
    server.use(...(await listingWithout('l245')));
    const [report] = await run([rva], SECOND);
    expect(report).toMatchObject({ outcome: 'written', found: 4, withdrawn: 1 });
    const after = await stored('RVA');
    expect(after.labs).toHaveLength(rvaRegister.FIXTURE_LABS);
    expect(after.scraped_at).toBe(SECOND);
    expect(after.labs.find((l) => l.register_id === 'L245')).toMatchObject({
      name: 'Polderlab Materiaaltechniek B.V.',
      accreditation_status: 'withdrawn',
    });
  });

  it('keeps the previous record of a lab whose record page keeps failing', async () => {
    const before = await lastGood();
    server.use(http.get(`${RVA}/l245/`, () => new HttpResponse(null, { status: 500 })));
    const [report] = await run([rva], SECOND);
    expect(report).toMatchObject({ outcome: 'written', keptPrevious: 1 });
    expect(report!.errors).toBeGreaterThan(0);
    const after = await stored('RVA');
    expect(after.labs).toHaveLength(rvaRegister.FIXTURE_LABS);
    expect(after.labs.find((l) => l.register_id === 'L245')).toEqual(
      before.rva.labs.find((l) => l.register_id === 'L245'),
    );
    expect(requests.count(`${RVA}/l245/`)).toBeGreaterThan(5); // retried by the client, then once more by the runner
  });

  it('never lets one body’s failure touch another’s snapshot', async () => {
    const before = await lastGood();
    server.use(http.all(/^https:\/\/www\.rva\.nl\//, () => HttpResponse.error()));
    const reports = await run([rva, inab], SECOND);
    expect(reports.map((r) => r.outcome)).toEqual(['kept', 'written']);
    await expectKept(before, reports[0]!);
    const inabAfter = await stored('INAB');
    expect(inabAfter.scraped_at).toBe(SECOND);
    expect(inabAfter.labs).toHaveLength(before.inab.labs.length);
  });

  it('builds a directory that still holds every lab, with the failed body’s freshness ageing', async () => {
    await lastGood();
    server.use(http.all(/^https:\/\/www\.rva\.nl\//, () => HttpResponse.error()));
    await run([rva, inab], SECOND);
    const outDir = path.join(rawDir, 'build');
    await buildData({ rawDir, outDir });
    const manifest = await readManifest(outDir);
    const labs = await readPublicLabs(outDir, manifest);
    expect(labs).toHaveLength(rvaRegister.FIXTURE_LABS + inabRegister.FIXTURE_LABS);
    const freshness = await readFreshness(outDir);
    expect(freshness.bodies.RVA!.last_scraped).toBe(FIRST);
    expect(freshness.bodies.INAB!.last_scraped).toBe(SECOND);
    expect(freshness.bodies.RVA!.sample).toBe(false);
  });
});

describe('a run interrupted half-way', () => {
  it('leaves every snapshot either old or new, never half-written', async () => {
    const before = await lastGood();
    const inabText = await readFile(path.join(rawDir, 'INAB.json'), 'utf8');
    const child = spawn(process.execPath, ['test/support/scrape-child.ts', rawDir, SECOND], {
      stdio: ['ignore', 'ignore', 'pipe'],
    });
    let stderr = '';
    child.stderr.on('data', (chunk) => (stderr += chunk));
    const exited = new Promise((resolve) => child.on('exit', resolve));
    // Wait until RvA's new snapshot is in place (INAB's run hangs on its PDFs), then kill the run outright.
    for (let i = 0; i < 300; i++) {
      const rvaNow = await stored('RVA').catch(() => null);
      if (rvaNow?.scraped_at === SECOND) break;
      if (child.exitCode !== null) throw new Error(`the scrape exited early: ${stderr}`);
      await new Promise((r) => setTimeout(r, 100));
    }
    child.kill('SIGKILL');
    await exited;

    const rvaAfter = await stored('RVA');
    expect(rvaAfter.scraped_at).toBe(SECOND);
    expect(rvaAfter.labs).toHaveLength(before.rva.labs.length);
    expect(await readFile(path.join(rawDir, 'INAB.json'), 'utf8')).toBe(inabText);
    // What the build reads is whole: every lab of both bodies.
    const outDir = path.join(rawDir, 'build');
    await buildData({ rawDir, outDir });
    expect(await readPublicLabs(outDir, await readManifest(outDir))).toHaveLength(
      rvaRegister.FIXTURE_LABS + inabRegister.FIXTURE_LABS,
    );
  });
});
