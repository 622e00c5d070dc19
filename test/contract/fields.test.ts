// API 1.1, GET /labs?fields=…: list items trimmed to the named keys, in the
// order named, over real HTTP; a masked field stays masked. Expected values
// come from the fixture build's lab records.
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { budgetedCallers } from '../support/callers.ts';
import { startTestServer, type TestServer } from '../support/server.ts';
import {
  active,
  byName,
  expect400,
  fetchAll,
  hasKeyDeep,
  LABS_URL,
  loadFixture,
  slugs,
  V1_ITEM_KEYS,
  type Fixture,
} from '../support/v11.ts';

/** The keys `fields` may name (the v1 item keys, and the 1.1 keys that come with their parameter). */
const ALLOWED = [...V1_ITEM_KEYS, 'distance_km', 'changed_at'];

let server: TestServer;
let fx: Fixture;
const callers = budgetedCallers(() => server);
const { caller, ok, get } = callers;

beforeAll(async () => {
  server = await startTestServer();
  fx = await loadFixture(inject('fixtureBuild'));
});
afterAll(() => server.close());

// ---------------------------------------------------------------------------
describe('GET /labs?fields: items keep exactly the named keys, in that order', () => {
  it('fields=slug,name,city → each item is {slug, name, city} with the lab’s values', async () => {
    for (const tier of ['anonymous', 'free', 'pro', 'enterprise'] as const) {
      const r = await ok(await caller(tier), '/labs?fields=slug,name,city&country=AT&per_page=100');
      const expected = fx.labs.filter((l) => active(l) && l.country === 'AT').sort(byName);
      expect(r.body.data.length).toBe(expected.length);
      r.body.data.forEach((item: Record<string, unknown>, i: number) => {
        expect(Object.keys(item), tier).toEqual(['slug', 'name', 'city']);
        expect(item).toEqual({ slug: expected[i]!.slug, name: expected[i]!.name, city: expected[i]!.city });
      });
    }
  });

  it('follows the order the request names (fields=city,slug,categories)', async () => {
    const r = await ok(await caller('free'), '/labs?fields=city,slug,categories&per_page=30');
    for (const item of r.body.data) {
      expect(Object.keys(item)).toEqual(['city', 'slug', 'categories']);
      expect(item.categories).toEqual(fx.bySlug.get(item.slug)!.categories);
    }
  });

  it('keeps _links when named, and leaves meta and the page links as they are', async () => {
    const r = await ok(await caller('anonymous'), '/labs?fields=_links&country=DE&per_page=5');
    for (const item of r.body.data) {
      expect(Object.keys(item)).toEqual(['_links']);
      expect(item._links.self).toMatch(new RegExp(`^${LABS_URL}/[a-z0-9-]+$`));
    }
    const total = fx.labs.filter((l) => active(l) && l.country === 'DE').length;
    expect(r.body.meta).toEqual({ page: 1, per_page: 5, total, total_pages: Math.ceil(total / 5) });
    expect(r.body._links.next).toBe(`${LABS_URL}?country=DE&fields=_links&page=2&per_page=5`);
  });

  it('lists the same labs in the same order as without fields', async () => {
    const pro = await caller('pro');
    const all = await fetchAll(callers, pro, 'status=all&country=PL');
    const trimmed = await fetchAll(callers, pro, 'status=all&country=PL&fields=slug');
    expect(slugs(trimmed)).toEqual(slugs(all));
    expect(trimmed.every((i) => Object.keys(i).length === 1)).toBe(true);
  });

  it('fields naming every v1 key gives the v1 item, key for key', async () => {
    const r = await ok(await caller('pro'), `/labs?fields=${V1_ITEM_KEYS.join(',')}&per_page=10`);
    const plain = await ok(await caller('pro'), '/labs?per_page=10');
    expect(r.body.data).toEqual(plain.body.data);
    for (const item of r.body.data) expect(Object.keys(item)).toEqual([...V1_ITEM_KEYS]);
  });
});

// ---------------------------------------------------------------------------
describe('GET /labs?fields: masked fields stay masked', () => {
  it.each(['anonymous', 'free'] as const)(
    'fields=latitude,longitude for %s callers → null, never a coordinate',
    async (tier) => {
      const c = await caller(tier);
      const items = await fetchAll(callers, c, 'status=all&fields=slug,latitude,longitude');
      expect(items.length).toBe(fx.labs.length);
      for (const item of items) {
        expect(Object.keys(item)).toEqual(['slug', 'latitude', 'longitude']);
        expect(item.latitude).toBeNull();
        expect(item.longitude).toBeNull();
      }
      // Neither alone reveals one either.
      const one = await ok(c, '/labs?fields=latitude&per_page=100');
      expect(
        one.body.data.every((i: Record<string, unknown>) => Object.keys(i).length === 1 && i.latitude === null),
      ).toBe(true);
    },
  );

  it.each(['pro', 'enterprise'] as const)(
    'fields=latitude,longitude for %s callers → the lab’s coordinates',
    async (tier) => {
      const items = await fetchAll(callers, await caller(tier), 'status=all&fields=slug,latitude,longitude');
      expect(items.length).toBe(fx.labs.length);
      let numbers = 0;
      for (const item of items) {
        const lab = fx.bySlug.get(item.slug)!;
        expect(item.latitude).toBe(lab.latitude);
        expect(item.longitude).toBe(lab.longitude);
        if (typeof item.latitude === 'number' && typeof item.longitude === 'number') numbers++;
      }
      expect(numbers).toBe(fx.labs.filter((l) => l.latitude !== null && l.longitude !== null).length);
      expect(numbers).toBeGreaterThan(0);
    },
  );

  it('fields=distance_km for an anonymous caller → 200 and no distance key at all', async () => {
    for (const query of [
      'fields=distance_km',
      'fields=slug,distance_km',
      'fields=slug,distance_km&near_city=Lyon&radius_km=200',
    ]) {
      const r = await ok(callers.anonymous, `/labs?${query}`);
      expect(r.body.data.length, query).toBeGreaterThan(0);
      expect(hasKeyDeep(r.body, 'distance_km'), query).toBe(false);
      expect(r.text).not.toContain('distance_km":');
    }
  });

  it('fields=changed_at without updated_since → no changed_at key', async () => {
    const r = await ok(await caller('pro'), '/labs?fields=slug,changed_at&per_page=5');
    for (const item of r.body.data) expect(Object.keys(item)).toEqual(['slug']);
  });
});

// ---------------------------------------------------------------------------
describe('GET /labs?fields: bad values', () => {
  it('fields=capabilities → 400: capabilities are not a list field', async () => {
    for (const tier of ['anonymous', 'pro'] as const) {
      expect400(await get(await caller(tier), '/labs?fields=capabilities'), 'fields', ALLOWED);
      expect400(await get(await caller(tier), '/labs?fields=slug,capabilities'), 'fields');
    }
  });

  it.each(['colour', 'phone', 'email', '', 'slug,,name', 'slug,', '*'])(
    'fields=%s → 400 naming fields and the allowed keys',
    async (value) => {
      expect400(await get(await caller('free'), `/labs?fields=${encodeURIComponent(value)}`), 'fields', ALLOWED);
    },
  );
});
