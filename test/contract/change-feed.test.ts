// API 1.1, GET /labs?updated_since=…: the change feed over real HTTP. In the
// fixture (a first build) every lab changed when its register was scraped, so
// expected answers come from the raw snapshots' scraped_at; a second part
// builds a small directory twice and checks that a real change shows up.
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { buildData } from '../../src/build/build-data.ts';
import { readFullLabs, readManifest } from '../../src/directory/build-files.ts';
import type { Lab, RawSnapshot } from '../../src/domain/types.ts';
import { removeTempDirs, sampleSnapshots, tempDir, writeRaw } from '../fixtures/sample-dir.ts';
import { budgetedCallers } from '../support/callers.ts';
import { startTestServer, type TestServer } from '../support/server.ts';
import { byName, bySlug, eventually, expect400, fetchAll, loadFixture, slugs, type Fixture } from '../support/v11.ts';

const DAY_MS = 86_400_000;
const iso = (ms: number) => new Date(ms).toISOString();
const param = (text: string) => `updated_since=${encodeURIComponent(text)}`;

let server: TestServer;
let fx: Fixture;
const callers = budgetedCallers(() => server);
const { caller, ok, get } = callers;

/** When a lab of the fixture last changed: its body's scrape. */
const changedAt = (l: Lab) => fx.scrapedAt.get(l.accreditation_body)!;
/** The feed, written out: labs changed at or after `since`, oldest change first, then slug. */
const feed = (since: number, keep: (l: Lab) => boolean = () => true) =>
  fx.labs.filter((l) => changedAt(l) >= since && keep(l)).sort((a, b) => changedAt(a) - changedAt(b) || bySlug(a, b));
/** The scrape times of the fixture's bodies, oldest first. */
let times: number[];

beforeAll(async () => {
  server = await startTestServer();
  fx = await loadFixture(inject('fixtureBuild'));
  times = [...new Set(fx.scrapedAt.values())].sort((a, b) => a - b);
  expect(times.length).toBeGreaterThan(5);
});
afterAll(async () => {
  await server.close();
  removeTempDirs();
});

// ---------------------------------------------------------------------------
describe('GET /labs?updated_since: the change feed', () => {
  it('lists the labs changed at or after the time, oldest change first, then slug', async () => {
    const since = times[Math.floor(times.length / 2)]!;
    const items = await fetchAll(callers, await caller('pro'), param(iso(since)));
    const expected = feed(since);
    expect(expected.length).toBeGreaterThan(100);
    expect(expected.length).toBeLessThan(fx.labs.length);
    expect(slugs(items)).toEqual(slugs(expected));
    // The time itself is included: the labs changed exactly then are listed.
    expect(items.some((i) => Date.parse(i.changed_at) === since)).toBe(true);
  });

  it('gives each item changed_at, an ISO 8601 UTC time: when that lab last changed', async () => {
    const items = await fetchAll(callers, await caller('free'), param(iso(times[times.length - 3]!)));
    expect(items.length).toBeGreaterThan(0);
    for (const item of items) {
      expect(item.changed_at).toMatch(/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}(\.\d+)?Z$/);
      expect(Date.parse(item.changed_at), item.slug).toBe(changedAt(fx.bySlug.get(item.slug)!));
    }
  });

  it('lists every status by default: withdrawn labs and labs with no status appear', async () => {
    const items = await fetchAll(callers, await caller('pro'), param('2000-01-01'));
    expect(slugs(items)).toEqual(slugs(feed(0)));
    expect(items.length).toBe(fx.labs.length);
    const statuses = new Set(items.map((i) => i.accreditation_status));
    expect(statuses).toEqual(new Set(['active', 'suspended', 'withdrawn', null]));
  });

  it('with status=active, lists only active labs', async () => {
    const since = times[2]!;
    const items = await fetchAll(callers, await caller('pro'), `${param(iso(since))}&status=active`);
    expect(slugs(items)).toEqual(slugs(feed(since, (l) => l.accreditation_status === 'active')));
    expect(items.every((i) => i.accreditation_status === 'active')).toBe(true);
    const withdrawn = await fetchAll(callers, await caller('pro'), `${param(iso(since))}&status=withdrawn`);
    expect(slugs(withdrawn)).toEqual(slugs(feed(since, (l) => l.accreditation_status === 'withdrawn')));
  });

  it('combines with the other filters (country, q)', async () => {
    const pro = await caller('pro');
    const items = await fetchAll(callers, pro, `${param('2026-11-01')}&country=DE`);
    expect(slugs(items)).toEqual(slugs(feed(Date.parse('2026-11-01T00:00:00Z'), (l) => l.country === 'DE')));
    const found = new Set(slugs(await fetchAll(callers, pro, 'q=water&status=all')));
    const searched = await fetchAll(callers, pro, `${param('2026-11-01')}&q=water`);
    expect(slugs(searched)).toEqual(slugs(feed(Date.parse('2026-11-01T00:00:00Z'), (l) => found.has(l.slug))));
  });

  it('lists the same labs for every tier', async () => {
    const since = iso(times[times.length - 4]!);
    const lists: string[][] = [];
    for (const tier of ['anonymous', 'free', 'pro', 'enterprise'] as const) {
      lists.push(slugs((await ok(await caller(tier), `/labs?${param(since)}&per_page=100`)).body.data));
    }
    for (const list of lists) expect(list).toEqual(lists[0]);
  });
});

// ---------------------------------------------------------------------------
describe('GET /labs?updated_since: how the time is read', () => {
  it('a date (YYYY-MM-DD) means midnight UTC', async () => {
    // A day on which a register was scraped, with another scraped the day before.
    const day = times
      .map((t) => Math.floor(t / DAY_MS) * DAY_MS)
      .find((d, i, days) => i > 0 && days[i - 1]! < d && days[i - 1]! >= d - DAY_MS);
    expect(day).toBeDefined();
    const date = iso(day!).slice(0, 10);
    const pro = await caller('pro');
    const byDate = slugs(await fetchAll(callers, pro, param(date)));
    expect(byDate).toEqual(slugs(feed(day!)));
    expect(byDate).toEqual(slugs(await fetchAll(callers, pro, param(`${date}T00:00:00Z`))));
    // Not the previous day's midnight: registers scraped that day are left out.
    expect(byDate).not.toEqual(slugs(feed(day! - DAY_MS)));
  });

  it('an offset time (+02:00, -05:00) is honoured', async () => {
    const pro = await caller('pro');
    const at = times[times.length - 2]!;
    const local = (offsetHours: number, plusMs = 0) => {
      const t = new Date(at + offsetHours * 3_600_000 + plusMs).toISOString().slice(0, 19);
      const sign = offsetHours >= 0 ? '+' : '-';
      return `${t}${sign}${String(Math.abs(offsetHours)).padStart(2, '0')}:00`;
    };
    // The same instant written at +02:00 and -05:00 includes the labs changed at it…
    for (const offset of [2, -5]) {
      const r = await ok(pro, `/labs?${param(local(offset))}&per_page=100`);
      expect(slugs(r.body.data), local(offset)).toEqual(slugs(feed(at).slice(0, 100)));
      expect(r.body.meta.total).toBe(feed(at).length);
    }
    // …one second later excludes them.
    const later = await ok(pro, `/labs?${param(local(2, 1000))}&per_page=1`);
    expect(later.body.meta.total).toBe(feed(at + 1000).length);
    expect(feed(at + 1000).length).toBeLessThan(feed(at).length);
  });

  it('fractions of a second count (a millisecond after a change excludes it)', async () => {
    const at = times[times.length - 1]!;
    const pro = await caller('pro');
    expect((await ok(pro, `/labs?${param(iso(at))}&per_page=1`)).body.meta.total).toBe(feed(at).length);
    expect((await ok(pro, `/labs?${param(iso(at + 1))}&per_page=1`)).body.meta.total).toBe(feed(at + 1).length);
    expect(feed(at).length).toBeGreaterThan(feed(at + 1).length);
  });

  it('a time in the future → 200 and an empty page', async () => {
    for (const since of ['2030-01-01', '2099-12-31T23:59:59Z', iso(times[times.length - 1]! + 1000)]) {
      const r = await ok(callers.anonymous, `/labs?${param(since)}`);
      expect(r.body.data).toEqual([]);
      expect(r.body.meta).toMatchObject({ page: 1, total: 0, total_pages: 0 });
    }
  });
});

// ---------------------------------------------------------------------------
describe('GET /labs?updated_since: bad values', () => {
  it.each([
    '2026-13-01',
    '2026-11-32',
    'yesterday',
    '2026-11-01T10:00',
    '2026-11-01T25:00:00Z',
    '2026/11/01',
    '1700000000',
    '',
    '2026-11-01T10:00:00+2',
  ])('updated_since=%s → 400 naming updated_since', async (value) => {
    expect400(await get(await caller('free'), `/labs?${param(value)}`), 'updated_since');
  });

  it('sort=name with updated_since lists the same changed labs in name order instead of change order', async () => {
    const pro = await caller('pro');
    const since = times[times.length - 1]!;
    const sorted = await fetchAll(callers, pro, `${param(iso(since))}&sort=name`);
    const expected = feed(since).sort(byName);
    expect(expected.length).toBeGreaterThan(1);
    expect(slugs(sorted)).toEqual(slugs(expected));
  });
});

// ---------------------------------------------------------------------------
describe('GET /labs?updated_since across two builds', () => {
  const LATER = '2026-12-01T09:00:00.000Z';
  const NEW_PHONE = '+49 30 1234567';
  let feedServer: TestServer;
  let dataDir: string;
  let raw: string;
  let first: RawSnapshot[];
  let before: Lab[];
  const feedCallers = budgetedCallers(() => feedServer);

  beforeAll(async () => {
    first = sampleSnapshots(300, 'change-feed');
    const root = await tempDir('feed');
    raw = path.join(root, 'raw');
    dataDir = path.join(root, 'build');
    await writeRaw(raw, first);
    await buildData({ rawDir: raw, outDir: dataDir });
    before = await readFullLabs(dataDir, await readManifest(dataDir));
    feedServer = await startTestServer({ dataDir, reloadPollMs: 100 });
  });
  afterAll(() => feedServer.close());

  it('lists exactly the lab whose phone changed and the lab that left its register', async () => {
    const lastScrape = Math.max(...first.map((s) => Date.parse(s.scraped_at)));
    expect(lastScrape).toBeLessThan(Date.parse(LATER));
    // A time between the two scrapes: after every first-build change, before the second build's.
    const between = iso(lastScrape + 3_600_000);
    const pro = await feedCallers.caller('pro');
    expect((await feedCallers.ok(pro, `/labs?${param(between)}`)).body.meta.total).toBe(0);

    // The second scrape of the largest register: one lab's phone changed, one lab gone.
    const body = [...first].sort((a, b) => b.labs.length - a.labs.length)[0]!;
    const second: RawSnapshot = { ...structuredClone(body), scraped_at: LATER };
    const changedId = `${body.body}:${second.labs[0]!.register_id}`;
    expect(second.labs[0]!.phone).not.toBe(NEW_PHONE);
    second.labs[0]!.phone = NEW_PHONE;
    const [gone] = second.labs.splice(1, 1);
    const goneId = `${body.body}:${gone!.register_id}`;
    await writeRaw(raw, [second]);
    await buildData({ rawDir: raw, outDir: dataDir });

    const slugOf = (id: string) => before.find((l) => l.id === id)!.slug;
    const changed = slugOf(changedId);
    const withdrawn = slugOf(goneId);
    const swapped = await eventually(10_000, async () => {
      feedServer.clock.advance(60_000);
      feedCallers.resetWindows();
      const r = await feedServer.api(`/labs?${param(between)}`, { headers: { 'X-Api-Key': pro.key! } });
      return r.status === 200 && r.body.meta.total > 0;
    });
    expect(swapped, 'the server reloads the second build').toBe(true);
    feedServer.clock.advance(60_000);
    feedCallers.resetWindows();

    const r = await feedCallers.ok(pro, `/labs?${param(between)}`);
    expect(slugs(r.body.data)).toEqual([changed, withdrawn].sort());
    for (const item of r.body.data) expect(item.changed_at).toBe(LATER);
    const byStatus = Object.fromEntries(
      r.body.data.map((i: { slug: string; accreditation_status: string }) => [i.slug, i.accreditation_status]),
    );
    expect(byStatus[withdrawn]).toBe('withdrawn');
    expect(byStatus[changed]).toBe(before.find((l) => l.slug === changed)!.accreditation_status);
    // A phone and a status are public: an anonymous caller's feed lists the same two.
    const anonymous = await feedCallers.ok(feedCallers.anonymous, `/labs?${param(between)}`);
    expect(slugs(anonymous.body.data)).toEqual([changed, withdrawn].sort());
    // The change is the phone, as the detail shows.
    expect((await feedCallers.ok(pro, `/labs/${changed}`)).body.phone).toBe(NEW_PHONE);
    // With status=withdrawn only the lab that left; a date before both scrapes lists every lab.
    const onlyGone = await feedCallers.ok(pro, `/labs?${param(between)}&status=withdrawn`);
    expect(slugs(onlyGone.body.data)).toEqual([withdrawn]);
    const everything = await feedCallers.ok(feedCallers.anonymous, `/labs?${param('2000-01-01')}&per_page=1`);
    expect(everything.body.meta.total).toBe(before.length);
  });
});
