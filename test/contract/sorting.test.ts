// API 1.1, GET /labs?sort=…: name, relevance, newest accreditation, most
// recently verified, and distance (pro and enterprise), over real HTTP. Expected
// orders are written out from the lab records of the build each server serves.
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { buildData } from '../../src/build/build-data.ts';
import { readFullLabs, readManifest } from '../../src/directory/build-files.ts';
import type { Lab } from '../../src/domain/types.ts';
import { removeTempDirs, sampleSnapshots, tempDir, writeRaw } from '../fixtures/sample-dir.ts';
import { budgetedCallers } from '../support/callers.ts';
import { startTestServer, type TestServer } from '../support/server.ts';
import {
  active,
  byName,
  bySlug,
  expect400,
  expect403,
  fetchAll,
  loadFixture,
  slugs,
  type Fixture,
} from '../support/v11.ts';

const SORTS = ['name', 'relevance', '-accreditation_date', '-last_verified', 'distance'];

let server: TestServer;
let fx: Fixture;
const callers = budgetedCallers(() => server);
const { caller, ok, get } = callers;

/** Newest first by a YYYY-MM-DD field, a lab without it last, ties by slug. */
const newestFirst = (field: 'accreditation_date' | 'last_verified') => (a: Lab, b: Lab) => {
  const x = a[field];
  const y = b[field];
  if (x !== y) {
    if (x === null) return 1;
    if (y === null) return -1;
    return x < y ? 1 : -1;
  }
  return bySlug(a, b);
};

beforeAll(async () => {
  server = await startTestServer();
  fx = await loadFixture(inject('fixtureBuild'));
});
afterAll(async () => {
  await server.close();
  removeTempDirs();
});

// ---------------------------------------------------------------------------
describe('GET /labs?sort=name', () => {
  it('is the default without q: /labs and /labs?sort=name list the same labs in name order, then slug', async () => {
    const pro = await caller('pro');
    const expected = slugs(fx.labs.filter(active).sort(byName));
    const plain = slugs(await fetchAll(callers, pro, ''));
    const named = slugs(await fetchAll(callers, pro, 'sort=name'));
    expect(plain).toEqual(expected);
    expect(named).toEqual(expected);
  });

  it('orders a filtered list by name too (status=all&country=CZ&sort=name)', async () => {
    const items = await fetchAll(callers, await caller('pro'), 'status=all&country=CZ&sort=name');
    expect(slugs(items)).toEqual(slugs(fx.labs.filter((l) => l.country === 'CZ').sort(byName)));
  });

  it('with q, orders the labs the search finds by name instead of relevance', async () => {
    const pro = await caller('pro');
    const relevance = await fetchAll(callers, pro, 'q=praha');
    const named = await fetchAll(callers, pro, 'q=praha&sort=name');
    expect(relevance.length).toBeGreaterThan(5);
    const expected = slugs(relevance.map((i) => fx.bySlug.get(i.slug)!).sort(byName));
    expect(slugs(named)).toEqual(expected);
    expect(slugs(relevance)).not.toEqual(expected);
  });
});

// ---------------------------------------------------------------------------
describe('GET /labs?sort=relevance', () => {
  it('without q is the name order: every lab is equally relevant, and name then slug is the relevance tie-break', async () => {
    const pro = await caller('pro');
    const relevance = await fetchAll(callers, pro, 'country=CZ&sort=relevance');
    expect(relevance.length).toBeGreaterThan(5);
    expect(slugs(relevance)).toEqual(slugs(await fetchAll(callers, pro, 'country=CZ')));
    expect(slugs(relevance)).toEqual(slugs(relevance.map((i) => fx.bySlug.get(i.slug)!).sort(byName)));
  });

  it('with q, is the order q gives by default', async () => {
    const pro = await caller('pro');
    for (const q of ['fischer', 'salmonella', 'praha']) {
      const plain = slugs(await fetchAll(callers, pro, `q=${q}`));
      const relevance = slugs(await fetchAll(callers, pro, `q=${q}&sort=relevance`));
      expect(relevance, q).toEqual(plain);
    }
  });
});

// ---------------------------------------------------------------------------
describe('GET /labs?sort=-accreditation_date', () => {
  it('lists the newest accreditation first, ties by slug, over every page', async () => {
    const items = await fetchAll(callers, await caller('pro'), 'status=all&sort=-accreditation_date');
    const expected = [...fx.labs].sort(newestFirst('accreditation_date'));
    expect(slugs(items)).toEqual(slugs(expected));
    // The fixture has labs accredited on the same day: the slug breaks the tie.
    const days = new Map<string | null, number>();
    for (const l of fx.labs) days.set(l.accreditation_date, (days.get(l.accreditation_date) ?? 0) + 1);
    expect([...days.values()].some((n) => n > 1)).toBe(true);
  });

  it('keeps the default status filter and other filters (country=DE)', async () => {
    const items = await fetchAll(callers, await caller('free'), 'country=de&sort=-accreditation_date');
    expect(slugs(items)).toEqual(
      slugs(fx.labs.filter((l) => active(l) && l.country === 'DE').sort(newestFirst('accreditation_date'))),
    );
  });
});

// ---------------------------------------------------------------------------
describe('GET /labs?sort=-last_verified', () => {
  it('lists the most recently verified first, labs never verified last, ties by slug', async () => {
    const items = await fetchAll(callers, await caller('pro'), 'status=all&sort=-last_verified');
    const expected = [...fx.labs].sort(newestFirst('last_verified'));
    expect(slugs(items)).toEqual(slugs(expected));
    const unverified = fx.labs.filter((l) => l.last_verified === null).length;
    expect(unverified).toBeGreaterThan(1);
    expect(items.slice(-unverified).every((i) => fx.bySlug.get(i.slug)!.last_verified === null)).toBe(true);
  });

  it('with q, orders the labs the search finds by last_verified', async () => {
    const pro = await caller('pro');
    const found = await fetchAll(callers, pro, 'q=water');
    const sorted = await fetchAll(callers, pro, 'q=water&sort=-last_verified');
    expect(slugs(sorted)).toEqual(slugs(found.map((i) => fx.bySlug.get(i.slug)!).sort(newestFirst('last_verified'))));
  });
});

// ---------------------------------------------------------------------------
describe('GET /labs?sort=-accreditation_date over labs without a date', () => {
  let small: TestServer;
  let smallLabs: Lab[];
  const smallCallers = budgetedCallers(() => small);

  beforeAll(async () => {
    const snapshots = sampleSnapshots(240, 'sorting-nulls');
    // Some labs with no accreditation date, some sharing one.
    snapshots.forEach((s, i) => {
      if (s.labs[0]) s.labs[0].accreditation_date = null;
      if (s.labs[1] && i % 2 === 0) s.labs[1].accreditation_date = null;
      if (s.labs[2]) s.labs[2].accreditation_date = '2020-02-02';
    });
    const root = await tempDir('sorting');
    await writeRaw(path.join(root, 'raw'), snapshots);
    const dataDir = path.join(root, 'build');
    await buildData({ rawDir: path.join(root, 'raw'), outDir: dataDir });
    smallLabs = await readFullLabs(dataDir, await readManifest(dataDir));
    small = await startTestServer({ dataDir });
  });
  afterAll(() => small.close());

  it('lists labs without an accreditation date last, by slug', async () => {
    const undated = smallLabs.filter((l) => l.accreditation_date === null);
    expect(undated.length).toBeGreaterThan(5);
    expect(smallLabs.filter((l) => l.accreditation_date === '2020-02-02').length).toBeGreaterThan(5);
    const pro = await smallCallers.caller('pro');
    const items = await fetchAll(smallCallers, pro, 'status=all&sort=-accreditation_date', 50);
    expect(slugs(items)).toEqual(slugs([...smallLabs].sort(newestFirst('accreditation_date'))));
    expect(slugs(items.slice(-undated.length))).toEqual(slugs([...undated].sort(bySlug)));
  });
});

// ---------------------------------------------------------------------------
describe('GET /labs?sort: stable pages', () => {
  it.each([
    'sort=name',
    'sort=-accreditation_date',
    'sort=-last_verified',
    'q=water&sort=relevance',
    'status=all&sort=-last_verified',
    'q=salmonella&sort=-accreditation_date',
  ])('%s: page 1 and page 2 together equal one page twice the size', async (query) => {
    const pro = await caller('pro');
    for (const size of [7, 25]) {
      const one = await ok(pro, `/labs?${query}&per_page=${size}&page=1`);
      const two = await ok(pro, `/labs?${query}&per_page=${size}&page=2`);
      const both = await ok(pro, `/labs?${query}&per_page=${size * 2}&page=1`);
      expect(both.body.data.length).toBe(Math.min(size * 2, both.body.meta.total));
      expect([...slugs(one.body.data), ...slugs(two.body.data)], `${query} per_page=${size}`).toEqual(
        slugs(both.body.data),
      );
    }
    // And small pages walked to the end give each lab once, in the order of the big pages.
    const big = slugs(await fetchAll(callers, pro, query, 100));
    const little = slugs(await fetchAll(callers, pro, query, 33));
    expect(little).toEqual(big);
    expect(new Set(little).size).toBe(little.length);
  });
});

// ---------------------------------------------------------------------------
describe('GET /labs?sort: unknown values', () => {
  it.each(['date', 'accreditation_date', 'last_verified', '-name', 'distance_km', '', 'name,relevance'])(
    'sort=%s → 400 listing the allowed values',
    async (value) => {
      const r = await get(await caller('free'), `/labs?sort=${encodeURIComponent(value)}`);
      expect400(r, 'sort', SORTS);
    },
  );
});

// ---------------------------------------------------------------------------
describe('GET /labs?sort=distance', () => {
  it.each(['anonymous', 'free'] as const)('for %s callers → 403 with exactly {error, upgrade_url}', async (tier) => {
    const c = await caller(tier);
    for (const query of [
      'sort=distance',
      'sort=distance&near=48.1374,11.5755',
      'sort=distance&near=48.1374,11.5755&radius_km=100&q=water',
    ]) {
      const r = await get(c, `/labs?${query}`);
      expect403(r);
      expect(r.body.error, query).toMatch(/pro/);
    }
  });

  it.each(['pro', 'enterprise'] as const)('for %s callers without near → 400 naming sort and near', async (tier) => {
    const c = await caller(tier);
    for (const query of ['sort=distance', 'sort=distance&near_city=Lyon', 'sort=distance&q=water']) {
      const r = await get(c, `/labs?${query}`);
      expect400(r, 'sort');
      expect(r.body.error).toContain('near');
    }
  });
});
