// API 1.1, GET /labs?facets=…: counts per filter value, by the standard
// faceted-search rule, over real HTTP. Expected counts are computed from the
// fixture build's lab records (and, for a search, from the labs the search
// lists), then cross-checked against the totals of real filtered requests.
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import type { Lab } from '../../src/domain/types.ts';
import { budgetedCallers } from '../support/callers.ts';
import { startTestServer, type TestServer } from '../support/server.ts';
import {
  byName,
  expect400,
  fetchAll,
  holds,
  LABS_URL,
  loadFixture,
  slugs,
  V1_META_KEYS,
  type Fixture,
} from '../support/v11.ts';

const DIMENSIONS = ['country', 'body', 'category', 'status'] as const;
type Dimension = (typeof DIMENSIONS)[number];
interface FacetCount {
  value: string | null;
  count: number;
}
type Facets = Partial<Record<Dimension, FacetCount[]>>;

/** A request's facet filters; status defaults to active, as the API's does. */
interface Filters {
  country?: string;
  body?: string;
  category?: string;
  status?: 'active' | 'suspended' | 'withdrawn' | 'all';
}

let server: TestServer;
let fx: Fixture;
const callers = budgetedCallers(() => server);
const { caller, ok, get } = callers;

/** Whether a lab passes one dimension's filter. */
function passes(l: Lab, d: Dimension, f: Filters): boolean {
  switch (d) {
    case 'country':
      return f.country === undefined || l.country === f.country;
    case 'body':
      return f.body === undefined || l.accreditation_body === f.body;
    case 'category':
      return f.category === undefined || l.categories.includes(f.category);
    case 'status': {
      const s = f.status ?? 'active';
      return s === 'all' || l.accreditation_status === s;
    }
  }
}

const valuesOf = (l: Lab, d: Dimension): Array<string | null> =>
  d === 'country'
    ? [l.country]
    : d === 'body'
      ? [l.accreditation_body]
      : d === 'category'
        ? l.categories
        : [l.accreditation_status];

/** Most first; equal counts by value (code-unit order), a null value last. */
function countOrder(a: FacetCount, b: FacetCount): number {
  if (a.count !== b.count) return b.count - a.count;
  if (a.value === null) return 1;
  if (b.value === null) return -1;
  return a.value < b.value ? -1 : a.value > b.value ? 1 : 0;
}

/** The standard rule, written out: for each dimension, the labs of `pool` passing every other dimension's filter, by value. */
function expectedFacets(pool: readonly Lab[], f: Filters, wanted: readonly Dimension[]): Facets {
  const out: Facets = {};
  for (const d of wanted) {
    const counts = new Map<string | null, number>();
    for (const l of pool) {
      if (!DIMENSIONS.every((other) => other === d || passes(l, other, f))) continue;
      for (const v of valuesOf(l, d)) counts.set(v, (counts.get(v) ?? 0) + 1);
    }
    out[d] = [...counts].map(([value, count]) => ({ value, count })).sort(countOrder);
  }
  return out;
}

/** The query string of a set of filters (status only when given). */
function filterQuery(f: Filters, extra = ''): string {
  const parts: string[] = [];
  if (f.country) parts.push(`country=${f.country}`);
  if (f.body) parts.push(`body=${f.body}`);
  if (f.category) parts.push(`category=${f.category}`);
  if (f.status) parts.push(`status=${f.status}`);
  if (extra) parts.push(extra);
  return parts.join('&');
}

/** The filter a facet value stands for: the dimension's own filter replaced by that value. */
const withValue = (f: Filters, d: Dimension, value: string): Filters => ({ ...f, [d]: value });

/** Checks the first, a middle and the last values of every dimension against the totals of real filtered requests. */
async function crossCheck(facets: Facets, f: Filters, extra = ''): Promise<number> {
  const pro = await caller('pro');
  let checked = 0;
  for (const d of DIMENSIONS) {
    const list = (facets[d] ?? []).filter((c) => c.value !== null);
    const picks = [...new Set([list[0], list[Math.floor(list.length / 2)], list[list.length - 1]])].filter(
      (c): c is FacetCount => c !== undefined,
    );
    for (const { value, count } of picks) {
      const q = filterQuery(withValue(f, d, value!), extra);
      const r = await ok(pro, `/labs?${q}&per_page=1`);
      expect(r.body.meta.total, `${d}=${value}: /labs?${q}`).toBe(count);
      checked++;
    }
  }
  return checked;
}

beforeAll(async () => {
  server = await startTestServer();
  fx = await loadFixture(inject('fixtureBuild'));
});
afterAll(() => server.close());

// ---------------------------------------------------------------------------
describe('GET /labs?facets: meta.facets has exactly the named dimensions', () => {
  it.each([
    ['country'],
    ['status'],
    ['country,body'],
    ['category,status'],
    ['country,body,category,status'],
    ['status,category,body,country'],
  ])('facets=%s gives those dimensions and no other', async (facets) => {
    const r = await ok(await caller('pro'), `/labs?facets=${facets}&per_page=1`);
    expect(Object.keys(r.body.meta.facets).sort()).toEqual(facets.split(',').sort());
    for (const d of facets.split(',')) {
      for (const c of r.body.meta.facets[d]) expect(Object.keys(c).sort()).toEqual(['count', 'value']);
    }
  });

  it('names a dimension once even when it is repeated (facets=country,country)', async () => {
    const r = await ok(await caller('pro'), '/labs?facets=country,country&per_page=1');
    expect(Object.keys(r.body.meta.facets)).toEqual(['country']);
    expect(r.body.meta.facets.country).toEqual(expectedFacets(fx.labs, {}, ['country']).country);
  });

  it('keeps meta.page, per_page, total and total_pages beside facets', async () => {
    const r = await ok(await caller('pro'), '/labs?facets=country&country=DE&per_page=10');
    const total = fx.labs.filter((l) => l.accreditation_status === 'active' && l.country === 'DE').length;
    expect(Object.keys(r.body.meta).sort()).toEqual([...V1_META_KEYS, 'facets'].sort());
    expect(r.body.meta).toMatchObject({ page: 1, per_page: 10, total, total_pages: Math.ceil(total / 10) });
  });
});

// ---------------------------------------------------------------------------
describe('GET /labs?facets: each count is the total of the list filtered by that value', () => {
  it('without filters: every count equals /labs?<dimension>=<value> (status active by default)', async () => {
    const r = await ok(await caller('pro'), '/labs?facets=country,body,category,status&per_page=1');
    const expected = expectedFacets(fx.labs, {}, DIMENSIONS);
    expect(r.body.meta.facets).toEqual(expected);
    expect(await crossCheck(r.body.meta.facets, {})).toBeGreaterThanOrEqual(10);
  });

  it('with country, category and status filters: every count equals the total of the filters with that value swapped in', async () => {
    const f: Filters = { country: 'DE', category: 'chemical', status: 'all' };
    const r = await ok(await caller('pro'), `/labs?${filterQuery(f)}&facets=country,body,category,status&per_page=1`);
    expect(r.body.meta.facets).toEqual(expectedFacets(fx.labs, f, DIMENSIONS));
    expect(await crossCheck(r.body.meta.facets, f)).toBeGreaterThanOrEqual(10);
  });

  it('with a body filter and status=withdrawn: the counts follow the same rule', async () => {
    const f: Filters = { body: 'UKAS', status: 'withdrawn' };
    const r = await ok(await caller('pro'), `/labs?${filterQuery(f)}&facets=country,body,category,status&per_page=1`);
    const expected = expectedFacets(fx.labs, f, DIMENSIONS);
    expect(expected.status!.length).toBeGreaterThan(1);
    expect(r.body.meta.facets).toEqual(expected);
    await crossCheck(r.body.meta.facets, f);
  });

  it('counts labs with no status under a null status value, last among equal counts', async () => {
    const r = await ok(await caller('pro'), '/labs?facets=status&per_page=1');
    const none = fx.labs.filter((l) => l.accreditation_status === null).length;
    expect(none).toBeGreaterThan(0);
    expect(r.body.meta.facets.status).toContainEqual({ value: null, count: none });
    const all = await ok(await caller('pro'), '/labs?status=all&per_page=1');
    const sum = r.body.meta.facets.status.reduce((n: number, c: FacetCount) => n + c.count, 0);
    expect(sum).toBe(all.body.meta.total);
  });

  it('gives every tier the same counts (facets reveal how many, never a masked field)', async () => {
    const expected = expectedFacets(fx.labs, { country: 'CZ' }, DIMENSIONS);
    for (const tier of ['anonymous', 'free', 'pro', 'enterprise'] as const) {
      const r = await ok(await caller(tier), '/labs?country=cz&facets=country,body,category,status&per_page=1');
      expect(r.body.meta.facets, tier).toEqual(expected);
    }
  });
});

// ---------------------------------------------------------------------------
describe('GET /labs?facets: the standard rule', () => {
  it("a country filter does not narrow the country counts, but narrows the others'", async () => {
    const pro = await caller('pro');
    const none = (await ok(pro, '/labs?facets=country,body,category,status&per_page=1')).body.meta.facets;
    const de = (await ok(pro, '/labs?country=DE&facets=country,body,category,status&per_page=1')).body.meta.facets;
    expect(de.country).toEqual(none.country);
    expect(de.country.length).toBeGreaterThan(10);
    // The others count only German labs.
    const german = fx.labs.filter((l) => l.country === 'DE');
    expect(de.body).toEqual(expectedFacets(german, {}, ['body']).body);
    expect(de.body).not.toEqual(none.body);
    const sum = (list: FacetCount[]) => list.reduce((n, c) => n + c.count, 0);
    expect(sum(de.status)).toBe(german.length);
    expect(sum(de.category)).toBeLessThan(sum(none.category));
    expect(de.category).toEqual(expectedFacets(german, { country: 'DE' }, ['category']).category);
  });

  it('a category filter does not narrow the category counts; a status filter does not narrow the status counts', async () => {
    const pro = await caller('pro');
    const none = (await ok(pro, '/labs?facets=category,status&per_page=1')).body.meta.facets;
    const water = (await ok(pro, '/labs?category=water&facets=category,status&per_page=1')).body.meta.facets;
    expect(water.category).toEqual(none.category);
    expect(water.status).toEqual(expectedFacets(fx.labs, { category: 'water' }, ['status']).status);
    const suspended = (await ok(pro, '/labs?status=suspended&facets=category,status&per_page=1')).body.meta.facets;
    expect(suspended.status).toEqual(none.status);
    expect(suspended.category).toEqual(expectedFacets(fx.labs, { status: 'suspended' }, ['category']).category);
  });

  it('a lab failing two filters counts nowhere; failing one, only in that dimension', async () => {
    // country=PL&body=DAKKS matches no lab, yet each dimension still counts the labs matching the other filter.
    const pro = await caller('pro');
    const r = await ok(pro, '/labs?country=PL&body=DAKKS&facets=country,body&per_page=1');
    expect(r.body.meta.total).toBe(0);
    expect(r.body.meta.facets).toEqual(expectedFacets(fx.labs, { country: 'PL', body: 'DAKKS' }, ['country', 'body']));
    expect(r.body.meta.facets.country.length).toBeGreaterThan(0);
    expect(r.body.meta.facets.body.length).toBeGreaterThan(0);
  });
});

// ---------------------------------------------------------------------------
describe('GET /labs?facets: with q and with standard', () => {
  it('with q: the counts are over the labs the search finds', async () => {
    const pro = await caller('pro');
    // The labs the search finds, of every status: the pool facets count.
    const found = (await fetchAll(callers, pro, 'q=salmonella&status=all')).map((i) => fx.bySlug.get(i.slug)!);
    expect(found.length).toBeGreaterThan(10);
    expect(found.length).toBeLessThan(fx.labs.length / 2);
    const f: Filters = { country: 'PL' };
    const r = await ok(pro, '/labs?q=salmonella&country=PL&facets=country,body,category,status&per_page=1');
    expect(r.body.meta.facets).toEqual(expectedFacets(found, f, DIMENSIONS));
    await crossCheck(r.body.meta.facets, f, 'q=salmonella');
  });

  it('with standard: the counts are over the labs holding that standard', async () => {
    const pro = await caller('pro');
    const pool = fx.labs.filter((l) => holds(l, 'iso-6892-1'));
    expect(pool.length).toBeGreaterThan(10);
    const standard = `standard=${encodeURIComponent('EN ISO 6892-1:2019')}`;
    const r = await ok(pro, `/labs?${standard}&facets=country,body,category,status&per_page=1`);
    expect(r.body.meta.facets).toEqual(expectedFacets(pool, {}, DIMENSIONS));
    await crossCheck(r.body.meta.facets, {}, standard);
  });
});

// ---------------------------------------------------------------------------
describe('GET /labs?facets: order', () => {
  it('lists each dimension by count, most first, then by value', async () => {
    const r = await ok(await caller('pro'), '/labs?status=all&facets=country,body,category,status&per_page=1');
    let ties = 0;
    for (const d of DIMENSIONS) {
      const list: FacetCount[] = r.body.meta.facets[d];
      for (let i = 1; i < list.length; i++) {
        expect(
          countOrder(list[i - 1]!, list[i]!),
          `${d}: ${JSON.stringify(list[i - 1])} before ${JSON.stringify(list[i])}`,
        ).toBeLessThan(0);
        if (list[i - 1]!.count === list[i]!.count) ties++;
      }
    }
    // The fixture has equal counts, so the value order is exercised.
    expect(ties).toBeGreaterThan(0);
  });
});

// ---------------------------------------------------------------------------
describe('GET /labs without facets (v1)', () => {
  it('has no meta.facets: meta is exactly page, per_page, total, total_pages', async () => {
    for (const query of ['', 'country=DE', 'q=water', 'status=all&category=water&page=2']) {
      const r = await ok(await caller('pro'), `/labs?${query}`);
      expect(Object.keys(r.body), query).toEqual(['data', 'meta', '_links']);
      expect(Object.keys(r.body.meta), query).toEqual([...V1_META_KEYS]);
    }
  });

  it('serves a body byte-identical to the v1 answer written out from the lab records', async () => {
    for (const tier of ['anonymous', 'pro'] as const) {
      const r = await ok(await caller(tier), '/labs?country=CZ&per_page=7&page=2');
      const listed = fx.labs.filter((l) => l.accreditation_status === 'active' && l.country === 'CZ').sort(byName);
      const full = tier === 'pro';
      const item = (l: Lab) => ({
        slug: l.slug,
        name: l.name,
        accreditation_number: l.accreditation_number,
        accreditation_body: l.accreditation_body,
        accreditation_status: l.accreditation_status,
        country: l.country,
        city: l.city,
        postcode: l.postcode,
        latitude: full ? l.latitude : null,
        longitude: full ? l.longitude : null,
        categories: l.categories,
        _links: { self: `${LABS_URL}/${l.slug}`, html: `http://labs.test/labs/${l.slug}/` },
      });
      const pages = Math.ceil(listed.length / 7);
      const expected = {
        data: listed.slice(7, 14).map(item),
        meta: { page: 2, per_page: 7, total: listed.length, total_pages: pages },
        _links: {
          self: `${LABS_URL}?country=CZ&page=2&per_page=7`,
          next: `${LABS_URL}?country=CZ&page=3&per_page=7`,
          prev: `${LABS_URL}?country=CZ&page=1&per_page=7`,
        },
      };
      expect(r.text, tier).toBe(JSON.stringify(expected));
      expect(slugs(r.body.data)).toEqual(slugs(listed.slice(7, 14)));
    }
  });
});

// ---------------------------------------------------------------------------
describe('GET /labs?facets: bad values', () => {
  it.each(['colour', '', 'country,,body', 'country,', ',country', 'countries'])(
    'facets=%s → 400 naming facets and the allowed values',
    async (value) => {
      const r = await get(await caller('free'), `/labs?facets=${encodeURIComponent(value)}`);
      expect400(r, 'facets', DIMENSIONS);
    },
  );

  it('a 400 is counted like any request (X-RateLimit-Remaining decreases)', async () => {
    const free = await caller('free');
    // A fresh caller: its minute starts at the full budget.
    const first = await get(free, '/labs?per_page=1');
    const bad = await get(free, '/labs?facets=colour');
    const after = await get(free, '/labs?facets=country,,body');
    const remaining = [first, bad, after].map((r) => Number(r.headers.get('x-ratelimit-remaining')));
    expect(bad.status).toBe(400);
    expect(after.status).toBe(400);
    expect(remaining[1]).toBe(remaining[0]! - 1);
    expect(remaining[2]).toBe(remaining[1]! - 1);
    const daily = [first, bad, after].map((r) => Number(r.headers.get('x-ratelimit-daily-remaining')));
    expect(daily[2]).toBe(daily[0]! - 2);
  });
});
