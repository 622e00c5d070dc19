// API 1.1, GET /labs geo parameters over real HTTP: `near`/`radius_km`,
// `sort=distance` and `distance_km` for pro and enterprise only (coordinates
// are a paid field), `near_city` (by public city centres) for every tier.
// Distances are computed here with our own haversine on R = 6371.0088 km from
// the fixture's lab records; city centres come from the public table.
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { cityCentreOf, resolveCity } from '../../src/directory/city-centres.ts';
import type { Lab, Tier } from '../../src/domain/types.ts';
import { budgetedCallers } from '../support/callers.ts';
import { startTestServer, type ApiResponse, type TestServer } from '../support/server.ts';
import {
  active,
  byName,
  bySlug,
  expect400,
  expect403,
  fetchAll,
  hasKeyDeep,
  haversineKm,
  loadFixture,
  slugs,
  type Fixture,
} from '../support/v11.ts';

const MASKED: readonly Tier[] = ['anonymous', 'free'];
const FULL: readonly Tier[] = ['pro', 'enterprise'];
/** Distances this close to the radius are left to floating point: the fixture must have none. */
const EPS = 1e-6;

let server: TestServer;
let fx: Fixture;
const callers = budgetedCallers(() => server);
const { caller, ok, get } = callers;

const ownKm = (l: Lab, lat: number, lon: number) =>
  l.latitude === null || l.longitude === null ? Infinity : haversineKm(lat, lon, l.latitude, l.longitude);

/** Labs (active unless `all`) whose own coordinates lie within `r` km of the point; fails on one too close to call. */
function withinOwn(lat: number, lon: number, r: number, all = false): Lab[] {
  const pool = all ? fx.labs : fx.labs.filter(active);
  for (const l of pool) expect(Math.abs(ownKm(l, lat, lon) - r), `${l.slug} lies on the circle`).toBeGreaterThan(EPS);
  return pool.filter((l) => ownKm(l, lat, lon) <= r);
}

/** Labs (active) whose CITY centre lies within `r` km of the named city's centre. */
function withinByCity(city: string, r: number): Lab[] {
  const centre = resolveCity(city)!;
  expect(centre, city).not.toBeNull();
  return fx.labs.filter(active).filter((l) => {
    const c = cityCentreOf(l.city, l.country);
    if (!c) return false;
    const d = haversineKm(centre.latitude, centre.longitude, c.latitude, c.longitude);
    expect(Math.abs(d - r), `${l.city} lies on the circle`).toBeGreaterThan(EPS);
    return d <= r;
  });
}

/** No masked value in a response to a caller below pro: no distance anywhere, no number in any item. */
function expectNothingMasked(r: ApiResponse, label: string): void {
  expect([200, 400, 403], `${label}: ${r.text.slice(0, 200)}`).toContain(r.status);
  expect(hasKeyDeep(r.body, 'distance_km'), `${label}: distance_km`).toBe(false);
  if (r.status === 403) expect403(r);
  if (r.status !== 200) return;
  for (const item of r.body.data) {
    if ('latitude' in item) expect(item.latitude, `${label}: latitude`).toBeNull();
    if ('longitude' in item) expect(item.longitude, `${label}: longitude`).toBeNull();
    for (const [key, value] of Object.entries(item))
      expect(typeof value, `${label}: ${key} is a number`).not.toBe('number');
  }
}

beforeAll(async () => {
  server = await startTestServer();
  fx = await loadFixture(inject('fixtureBuild'));
});
afterAll(() => server.close());

// ---------------------------------------------------------------------------
describe('GET /labs geo: masking below pro', () => {
  it.each(MASKED)('near=… for %s callers → 403 with upgrade_url', async (tier) => {
    const c = await caller(tier);
    for (const query of [
      'near=48.1374,11.5755',
      'near=48.1374,11.5755&radius_km=10',
      'near=50,8&radius_km=500&fields=slug,distance_km',
      'near=48.1374,11.5755&status=all&facets=country',
    ]) {
      const r = await get(c, `/labs?${query}`);
      expect403(r);
      expect(r.body.upgrade_url).toBe('http://labs.test/docs/#tiers');
    }
  });

  it.each(MASKED)('sort=distance for %s callers → 403', async (tier) => {
    const c = await caller(tier);
    expect403(await get(c, '/labs?sort=distance&near=48.1374,11.5755'));
    expect403(await get(c, '/labs?sort=distance'));
  });

  const COMBINATIONS = [
    'near_city=Köln',
    'near_city=Köln&radius_km=80',
    'near_city=Lyon&radius_km=200&fields=slug,latitude,longitude,distance_km',
    'near_city=Praha&sort=-last_verified&fields=latitude,longitude',
    'near_city=Berlin&radius_km=1&status=all',
    'near_city=Berlin&facets=country,body,category,status',
    'near_city=Praha&radius_km=100&updated_since=2026-01-01',
    'near_city=München&sort=distance',
    'near_city=München&sort=distance&fields=distance_km',
    'radius_km=50',
    'radius_km=5&fields=latitude,longitude',
    'fields=distance_km,latitude,longitude',
    'fields=slug,distance_km&sort=-accreditation_date',
    'sort=-accreditation_date&fields=latitude',
    'sort=name&fields=longitude,latitude',
    'facets=country&fields=longitude',
    'facets=country,body&near_city=Lyon&radius_km=300',
    'updated_since=2026-11-19&fields=slug,latitude,longitude,distance_km,changed_at',
    'updated_since=2026-01-01&status=all',
    'q=water&near_city=Praha&radius_km=150&fields=latitude,distance_km',
  ];

  it.each(MASKED)(
    'no response to %s callers carries distance_km or a coordinate, whatever the 1.1 parameters',
    async (tier) => {
      const c = await caller(tier);
      let listed = 0;
      for (const query of COMBINATIONS) {
        const r = await get(c, `/labs?${query}&per_page=100`);
        expectNothingMasked(r, `${tier} ${query}`);
        if (r.status === 200) listed += r.body.data.length;
      }
      expect(listed).toBeGreaterThan(200);
    },
  );
});

// ---------------------------------------------------------------------------
describe('GET /labs?near=LAT,LON&radius_km=R (pro and enterprise)', () => {
  const POINTS: Array<[string, number, number, number]> = [
    ['München', 48.1374, 11.5755, 50],
    ['Köln', 50.9375, 6.9603, 50],
    ['between Frankfurt and Mainz', 50.05, 8.45, 100],
    ['Brussels', 50.8503, 4.3517, 250],
    ['Praha', 50.088, 14.4208, 500],
  ];

  it.each(POINTS)('near %s: exactly the labs whose own coordinates lie within R km', async (_name, lat, lon, r) => {
    for (const tier of FULL) {
      const items = await fetchAll(callers, await caller(tier), `near=${lat},${lon}&radius_km=${r}`);
      const expected = withinOwn(lat, lon, r);
      expect(expected.length).toBeGreaterThan(0);
      expect(expected.length).toBeLessThan(fx.labs.length);
      expect(slugs(items).sort(), tier).toEqual(slugs(expected).sort());
    }
  });

  it('uses 50 km when radius_km is left out', async () => {
    const pro = await caller('pro');
    const items = await fetchAll(callers, pro, 'near=50.9375,6.9603');
    expect(slugs(items).sort()).toEqual(slugs(withinOwn(50.9375, 6.9603, 50)).sort());
  });

  it('combines with the other filters (status=all, country, category)', async () => {
    const pro = await caller('pro');
    const items = await fetchAll(callers, pro, 'near=50.088,14.4208&radius_km=300&status=all&category=chemical');
    const expected = withinOwn(50.088, 14.4208, 300, true).filter((l) => l.categories.includes('chemical'));
    expect(expected.some((l) => !active(l))).toBe(true);
    expect(slugs(items).sort()).toEqual(slugs(expected).sort());
  });

  it('gives each item distance_km, the km from the point rounded to 1 decimal', async () => {
    const items = await fetchAll(callers, await caller('enterprise'), 'near=50.05,8.45&radius_km=100&status=all');
    expect(items.length).toBeGreaterThan(10);
    for (const item of items) {
      const lab = fx.bySlug.get(item.slug)!;
      const km = haversineKm(50.05, 8.45, lab.latitude!, lab.longitude!);
      expect(item.distance_km, item.slug).toBe(Math.round(km * 10) / 10);
      expect(item.latitude).toBe(lab.latitude);
    }
  });

  it('keeps the name order when no sort is asked for', async () => {
    const items = await fetchAll(callers, await caller('pro'), 'near=50.9375,6.9603&radius_km=80');
    expect(slugs(items)).toEqual(slugs(withinOwn(50.9375, 6.9603, 80).sort(byName)));
  });

  it('sort=distance orders by distance, nearest first, ties by slug', async () => {
    // A point where two labs share their coordinates: a tie for the slug to break.
    const seen = new Map<string, Lab[]>();
    for (const l of fx.labs)
      seen.set(`${l.latitude},${l.longitude}`, [...(seen.get(`${l.latitude},${l.longitude}`) ?? []), l]);
    const shared = [...seen.values()].filter((ls) => ls.length > 1);
    expect(shared.length).toBeGreaterThan(0);
    const [twin] = shared[0]!;
    const lat = twin!.latitude!;
    const lon = twin!.longitude!;
    const pro = await caller('pro');
    const items = await fetchAll(callers, pro, `near=${lat},${lon}&radius_km=400&status=all&sort=distance`, 30);
    const expected = withinOwn(lat, lon, 400, true).sort(
      (a, b) => ownKm(a, lat, lon) - ownKm(b, lat, lon) || bySlug(a, b),
    );
    expect(slugs(items)).toEqual(slugs(expected));
    expect(items[0].distance_km).toBe(0);
    expect(items[1].distance_km).toBe(0);
    for (let i = 1; i < items.length; i++)
      expect(items[i].distance_km).toBeGreaterThanOrEqual(items[i - 1].distance_km);
    // And every pair of twins within the radius is in slug order.
    for (const twins of shared) {
      const at = twins.map((t) => slugs(items).indexOf(t.slug)).filter((i) => i >= 0);
      expect(at).toEqual([...at].sort((a, b) => a - b));
    }
  });
});

// ---------------------------------------------------------------------------
describe('GET /labs?near_city=…&radius_km=R (every tier)', () => {
  const CITIES: Array<[string, number]> = [
    ['Lyon', 200],
    ['Köln', 50],
    ['Praha', 100],
    ['Berlin', 30],
    ['Frankfurt am Main', 100],
    ['München', 50],
  ];

  it.each(CITIES)(
    'near_city=%s&radius_km=%d for an anonymous caller: exactly the labs whose city centre lies within R of the city’s centre',
    async (city, r) => {
      const items = await fetchAll(callers, callers.anonymous, `near_city=${encodeURIComponent(city)}&radius_km=${r}`);
      const expected = withinByCity(city, r);
      expect(expected.length).toBeGreaterThan(0);
      expect(slugs(items)).toEqual(slugs(expected.sort(byName)));
      for (const item of items) expect(item.latitude).toBeNull();
    },
  );

  it('counts a lab by its city, never by its own coordinates', async () => {
    // Somewhere the two readings differ: proof the server does not use the lab's own position.
    let differing = 0;
    for (const [city, r] of [
      ...CITIES,
      ['Lyon', 150] as [string, number],
      ['Wien', 60] as [string, number],
      ['Milano', 40] as [string, number],
    ]) {
      const centre = resolveCity(city)!;
      const byCity = slugs(withinByCity(city, r)).sort();
      const byOwn = slugs(withinOwn(centre.latitude, centre.longitude, r)).sort();
      const served = slugs(
        await fetchAll(callers, await caller('pro'), `near_city=${encodeURIComponent(city)}&radius_km=${r}`),
      ).sort();
      expect(served, city).toEqual(byCity);
      if (JSON.stringify(byOwn) !== JSON.stringify(byCity)) differing++;
    }
    expect(differing).toBeGreaterThan(0);
  });

  it('meta.near_city names the city used and its centre', async () => {
    for (const [asked, r] of [
      ['Lyon', 200],
      ['lyon', 10],
      ['Munich', 50],
      ['Frankfurt am Main, DE', 100],
    ] as const) {
      const res = await ok(
        await caller('free'),
        `/labs?near_city=${encodeURIComponent(asked)}&radius_km=${r}&per_page=1`,
      );
      const centre = resolveCity(asked)!;
      expect(centre).not.toBeNull();
      expect(res.body.meta.near_city, asked).toMatchObject({
        name: centre.name,
        country: centre.country,
        latitude: centre.latitude,
        longitude: centre.longitude,
      });
      expect(res.body.meta.near_city.radius_km).toBe(r);
    }
    // English and local names are the same city.
    const munich = await ok(await caller('free'), '/labs?near_city=Munich&per_page=100');
    const munchen = await ok(await caller('free'), `/labs?near_city=${encodeURIComponent('München')}&per_page=100`);
    expect(munich.body.meta.near_city.name).toBe('München');
    expect(slugs(munich.body.data)).toEqual(slugs(munchen.body.data));
    expect(slugs(munich.body.data).sort()).toEqual(slugs(withinByCity('München', 50)).sort());
  });

  it('gives every tier the same labs', async () => {
    const lists: string[][] = [];
    for (const tier of ['anonymous', 'free', 'pro', 'enterprise'] as const) {
      lists.push(slugs((await ok(await caller(tier), '/labs?near_city=Praha&radius_km=100&per_page=100')).body.data));
    }
    for (const list of lists) expect(list).toEqual(lists[0]);
  });

  it('an unknown city → 200, an empty page, and meta.near_city with nulls', async () => {
    for (const city of ['Atlantis', 'Qwertzuiop', 'Lyon, JP']) {
      const r = await ok(callers.anonymous, `/labs?near_city=${encodeURIComponent(city)}`);
      expect(r.body.data).toEqual([]);
      expect(r.body.meta).toMatchObject({ page: 1, total: 0, total_pages: 0 });
      expect(r.body.meta.near_city).toMatchObject({ name: null, country: null, latitude: null, longitude: null });
    }
  });
});

// ---------------------------------------------------------------------------
describe('GET /labs geo: bad inputs → 400', () => {
  it.each([
    ['near=91,0', 'near'],
    ['near=-90.5,0', 'near'],
    ['near=0,181', 'near'],
    ['near=abc', 'near'],
    ['near=48.1', 'near'],
    ['near=48.1;11.5', 'near'],
    ['near=', 'near'],
    ['near=1.1234567,2', 'near'],
    ['near=1,2.1234567', 'near'],
    ['near_city=Lyon&radius_km=0', 'radius_km'],
    ['near_city=Lyon&radius_km=501', 'radius_km'],
    ['near_city=Lyon&radius_km=-5', 'radius_km'],
    ['near_city=Lyon&radius_km=abc', 'radius_km'],
    ['near=48.1,11.5&radius_km=0', 'radius_km'],
    ['radius_km=10', 'radius_km'],
    ['radius_km=10&q=water', 'radius_km'],
    ['near_city=', 'near_city'],
    ['near_city=%20%20', 'near_city'],
  ])('%s → 400 naming %s', async (query, parameter) => {
    for (const tier of ['pro', 'anonymous'] as const) {
      const r = await get(await caller(tier), `/labs?${query}`);
      // Below pro, a malformed near may be refused for the tier instead: never a 200.
      if (tier === 'anonymous' && parameter === 'near' && r.status === 403) continue;
      expect400(r, parameter);
    }
  });

  it('near with near_city keeps the labs meeting both: within R of the point by their own coordinates and within R of the city by their city', async () => {
    const pro = await caller('pro');
    const both = await fetchAll(callers, pro, 'near=45.7485,4.8467&near_city=Lyon&radius_km=40');
    const byPoint = new Set(slugs(withinOwn(45.7485, 4.8467, 40)));
    const expected = withinByCity('Lyon', 40).filter((l) => byPoint.has(l.slug));
    expect(expected.length).toBeGreaterThan(0);
    expect(slugs(both).sort()).toEqual(slugs(expected).sort());
  });
});
