// Every adapter, driven by the scrape runner against its msw-backed copy of
// the register, writes a valid raw snapshot; build:data turns them into one
// directory; the freshness endpoint then reports each body's scrape.
import { mkdtemp, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildData } from '../../src/build/build-data.ts';
import { readManifest, readPublicLabs } from '../../src/directory/build-files.ts';
import { BODIES } from '../../src/domain/bodies.ts';
import { checkSnapshot } from '../../src/domain/validate.ts';
import { ADAPTERS } from '../../src/scrape/adapters/index.ts';
import { scrape, type BodyReport } from '../../src/scrape/runner.ts';
import { REGISTERS } from '../fixtures/registers/index.ts';
import { http, useMswServer } from '../support/msw.ts';
import { passthrough } from 'msw';
import { testHttp } from '../support/scrape-http.ts';
import { startTestServer, type TestServer } from '../support/server.ts';

useMswServer(
  ...Object.values(REGISTERS).flatMap((r) => r.handlers),
  // The test's own API server on loopback is real, not a register.
  http.all(/^http:\/\/127\.0\.0\.1:\d+\//, () => passthrough()),
);

const SCRAPED_AT = '2026-11-21T05:00:00.000Z';
let root: string;
let reports: BodyReport[];

beforeAll(async () => {
  root = await mkdtemp(path.join(tmpdir(), 'labdir-registers-'));
  reports = await scrape({
    rawDir: path.join(root, 'raw'),
    adapters: ADAPTERS,
    concurrency: 4,
    now: () => new Date(SCRAPED_AT),
    httpFor: () => testHttp(),
  });
}, 120_000);

afterAll(async () => {
  await rm(root, { recursive: true, force: true });
});

describe('the adapters', () => {
  it('cover every body of the sample directory', () => {
    expect(ADAPTERS.map((a) => a.body)).toEqual(BODIES.map((b) => b.code));
    expect(Object.keys(REGISTERS).sort()).toEqual(BODIES.map((b) => b.code).sort());
  });
});

describe.each(BODIES.map((b) => b.code))('scraping %s', (code) => {
  it('writes a snapshot of every lab its register lists', () => {
    const report = reports.find((r) => r.body === code)!;
    expect(report.reason).toBeNull();
    expect(report).toMatchObject({
      outcome: 'written',
      found: REGISTERS[code]!.FIXTURE_LABS,
      new: REGISTERS[code]!.FIXTURE_LABS,
      errors: 0,
    });
    expect(report.pages).toBeGreaterThan(1);
  });

  it('writes a valid raw snapshot with no record to reject', async () => {
    const snapshot = JSON.parse(await readFile(path.join(root, 'raw', `${code}.json`), 'utf8'));
    const checked = checkSnapshot(snapshot, code);
    expect(checked.rejects).toEqual([]);
    expect(snapshot).toMatchObject({ body: code, sample: false, scraped_at: SCRAPED_AT });
    expect(snapshot.source).toMatch(/^https:\/\//);
    // Every lab in force has its scope read (a withdrawn lab's scope may be gone from the register).
    const inForce = checked.snapshot.labs.filter((l) => l.accreditation_status !== 'withdrawn');
    expect(inForce.filter((l) => l.capabilities.length === 0).map((l) => l.register_id)).toEqual([]);
  });
});

describe('the scraped directory', () => {
  let server: TestServer;
  let outDir: string;

  beforeAll(async () => {
    outDir = path.join(root, 'build');
    await buildData({ rawDir: path.join(root, 'raw'), outDir });
    server = await startTestServer({ dataDir: outDir, now: '2026-11-22T10:00:30Z' });
  }, 120_000);
  afterAll(async () => {
    await server?.close();
  });

  it('holds every scraped lab', async () => {
    const total = Object.values(REGISTERS).reduce((n, r) => n + r.FIXTURE_LABS, 0);
    expect(await readPublicLabs(outDir, await readManifest(outDir))).toHaveLength(total);
  });

  it('reports each body’s last scrape, lab count and age on the freshness endpoint', async () => {
    const res = await server.api('/metadata/freshness');
    expect(res.status).toBe(200);
    for (const code of BODIES.map((b) => b.code)) {
      expect(res.body.bodies[code], code).toMatchObject({
        last_scraped: SCRAPED_AT,
        labs_count: REGISTERS[code]!.FIXTURE_LABS,
        age_days: 1,
      });
    }
  });
});
