// GET /suggest over real HTTP (API 1.1): typed suggestions with their links,
// prefix, diacritic and typo tolerance, `limit`, masking, counting and 400s.
// Expected values come from the fixture build (loadDirectory) and its raw
// snapshots, never from the server's answers or the suggest code itself.
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { loadDirectory } from '../../src/directory/load.ts';
import type { Lab, Tier } from '../../src/domain/types.ts';
import { budgetedCallers, type Caller } from '../support/callers.ts';
import { startTestServer, type ApiResponse, type TestServer } from '../support/server.ts';
import { pathOf, rawCitations } from '../support/v11.ts';

const ORIGIN = 'http://labs.test';
const API = `${ORIGIN}/api/v1`;

/** The keys each kind of suggestion carries, and its links (the contract, written out). */
const SHAPES: Record<string, { keys: string[]; links: string[] }> = {
  lab: { keys: ['_links', 'city', 'country', 'label', 'slug', 'type'], links: ['self'] },
  city: { keys: ['_links', 'city', 'country', 'lab_count', 'label', 'type'], links: ['labs'] },
  standard: { keys: ['_links', 'id', 'lab_count', 'label', 'reference', 'type'], links: ['labs', 'self'] },
  category: { keys: ['_links', 'lab_count', 'label', 'slug', 'type'], links: ['labs'] },
};
const PAID_KEYS = ['latitude', 'longitude', 'capabilities', 'distance_km'];

interface Suggestion {
  type: 'lab' | 'city' | 'standard' | 'category';
  label: string;
  slug?: string;
  id?: string;
  reference?: string;
  city?: string | null;
  country?: string;
  lab_count?: number;
  /** Which links a suggestion carries depends on its type (SHAPES). */
  _links: Record<'self' | 'labs', string>;
}

let server: TestServer;
let labs: Lab[];
let active: Lab[];
/** Raw test names (as the registers word them) → the standard keys of the methods cited with them. */
let rawTestKeys: Map<string, Set<string>>;

const { caller, get, ok, anonymous } = budgetedCallers(() => server);
let pro: Caller;

const suggestions = (r: ApiResponse): Suggestion[] => r.body.data as Suggestion[];
const q = (text: string, extra = '') => `/suggest?q=${encodeURIComponent(text)}${extra}`;

/** Every key anywhere in a JSON value. */
function keysOf(value: unknown, into = new Set<string>()): Set<string> {
  if (Array.isArray(value)) for (const v of value) keysOf(v, into);
  else if (value !== null && typeof value === 'object') {
    for (const [k, v] of Object.entries(value)) {
      into.add(k);
      keysOf(v, into);
    }
  }
  return into;
}

const fold = (s: string) => s.normalize('NFKD').replace(/\p{M}/gu, '').toLowerCase();

beforeAll(async () => {
  server = await startTestServer();
  const build = inject('fixtureBuild');
  const dir = await loadDirectory(build);
  labs = dir.labs;
  active = labs.filter((l) => l.accreditation_status === 'active');
  rawTestKeys = (await rawCitations(build, labs)).testKeys;
  pro = await caller('pro');
});
afterAll(() => server.close());

describe('GET /suggest', () => {
  it('returns typed suggestions (lab, city, standard, category), each with exactly its keys and its _links', async () => {
    const seen = new Set<string>();
    for (const text of ['me', 'munch', 'zugv', 'kalibrierservice']) {
      const r = await ok(pro, q(text));
      expect(Object.keys(r.body)).toEqual(['data']);
      for (const s of suggestions(r)) {
        const shape = SHAPES[s.type];
        expect(shape, `type ${s.type}`).toBeDefined();
        expect(Object.keys(s).sort(), JSON.stringify(s)).toEqual(shape!.keys);
        expect(Object.keys(s._links).sort(), JSON.stringify(s)).toEqual(shape!.links);
        for (const link of Object.values(s._links)) pathOf(link);
        expect(s.label.length).toBeGreaterThan(0);
        seen.add(s.type);
      }
    }
    expect([...seen].sort()).toEqual(['category', 'city', 'lab', 'standard']);
  });

  it('gives lab suggestions whose slug exists: their _links.self answers 200 with that lab, which is active', async () => {
    const r = await ok(pro, q('kalibrierservice'));
    const found = suggestions(r).filter((s) => s.type === 'lab');
    expect(found.length).toBeGreaterThan(0);
    for (const s of found) {
      expect(s._links.self).toBe(`${API}/labs/${s.slug}`);
      const lab = labs.find((l) => l.slug === s.slug);
      expect(lab, s.slug).toBeDefined();
      expect(s.label).toBe(lab!.name);
      expect(s.city).toBe(lab!.city);
      expect(s.country).toBe(lab!.country);
      expect(lab!.accreditation_status).toBe('active');
      const detail = await ok(pro, pathOf(s._links.self));
      expect(detail.body.slug).toBe(s.slug);
    }
  });

  it('suggests no lab whose accreditation is not active, even typed by its full name', async () => {
    const names = new Map<string, Lab[]>();
    for (const l of labs) names.set(l.name, [...(names.get(l.name) ?? []), l]);
    const inactive = labs
      .filter((l) => l.accreditation_status === 'withdrawn' && names.get(l.name)!.length === 1)
      .slice(0, 3);
    expect(inactive.length).toBeGreaterThan(0);
    for (const lab of inactive) {
      const r = await ok(pro, q(lab.name, '&limit=20'));
      expect(
        suggestions(r).map((s) => s.slug),
        lab.name,
      ).not.toContain(lab.slug);
    }
  });

  it('gives category suggestions whose _links.labs lists exactly the active labs of that category, lab_count of them', async () => {
    const r = await ok(pro, q('me'));
    const categories = suggestions(r).filter((s) => s.type === 'category');
    expect(categories.length).toBeGreaterThan(0);
    for (const c of categories) {
      const expected = active.filter((l) => l.categories.includes(c.slug!));
      expect(c.lab_count, c.slug).toBe(expected.length);
      expect(c._links.labs).toBe(`${API}/labs?category=${c.slug}`);
      const list = await ok(pro, `${pathOf(c._links.labs)}&per_page=100`);
      expect(list.body.meta.total, c.slug).toBe(expected.length);
      for (const item of list.body.data) expect(item.categories, item.slug).toContain(c.slug);
    }
  });

  it('gives standard suggestions whose lab_count equals meta.total of their _links.labs, and whose _links.self is the standard', async () => {
    const r = await ok(pro, q('zugv'));
    const standards = suggestions(r).filter((s) => s.type === 'standard');
    expect(standards.length).toBeGreaterThan(0);
    for (const s of standards) {
      const expected = active.filter((l) => l.capabilities.some((c) => c.standard_key === s.reference)).length;
      expect(s.lab_count, s.reference).toBe(expected);
      const list = await ok(pro, `${pathOf(s._links.labs)}&per_page=1`);
      expect(list.body.meta.total, s.reference).toBe(s.lab_count);
      const standard = await ok(pro, pathOf(s._links.self));
      expect(standard.body.id).toBe(s.id);
      expect(standard.body.reference).toBe(s.reference);
      expect(standard.body.lab_count).toBe(s.lab_count);
    }
  });

  it('gives city suggestions with the number of active labs in the city, and a _links.labs (near_city) that lists every one of them', async () => {
    const r = await ok(pro, q('munch'));
    const cities = suggestions(r).filter((s) => s.type === 'city');
    expect(cities.length).toBeGreaterThan(0);
    for (const c of cities) {
      const expected = active.filter((l) => l.city === c.city && l.country === c.country);
      expect(c.lab_count, c.city!).toBe(expected.length);
      const link = new URL(c._links.labs);
      expect(link.searchParams.get('near_city')).toBe(`${c.city}, ${c.country}`);
      const list = await ok(pro, `${pathOf(c._links.labs)}&per_page=100`);
      const listed = new Set((list.body.data as Array<{ slug: string }>).map((i) => i.slug));
      for (const lab of expected) expect(listed.has(lab.slug), lab.slug).toBe(true);
    }
  });

  it("completes a half-typed word: 'zugv' (German for the tensile test) suggests the standard ISO 6892-1", async () => {
    // The registers call the ISO 6892-1 test 'Zugversuch'.
    expect(rawTestKeys.get('Zugversuch')?.has('ISO 6892-1')).toBe(true);
    const r = await ok(pro, q('zugv'));
    const standard = suggestions(r).find((s) => s.type === 'standard' && s.reference === 'ISO 6892-1');
    expect(standard).toBeDefined();
    expect(standard!.id).toBe('iso-6892-1');
  });

  it('completes a prefix of a real lab name to that lab', async () => {
    const lab = active.find((l) => l.name === 'Kalibrierservice München GmbH');
    expect(lab, 'the fixture has Kalibrierservice München GmbH').toBeDefined();
    const r = await ok(pro, q('kalibrierservice mün'));
    expect(
      suggestions(r)
        .filter((s) => s.type === 'lab')
        .map((s) => s.slug),
    ).toContain(lab!.slug);
  });

  it.each([
    ['munch', 'München', 'DE'],
    ['kobenhavn', 'København', 'DK'],
    ['malmo', 'Malmö', 'SE'],
  ])("ignores diacritics: '%s' suggests the city %s first", async (typed, city, country) => {
    expect(
      active.some((l) => l.city === city && l.country === country),
      `the fixture has active labs in ${city}`,
    ).toBe(true);
    const r = await ok(pro, q(typed));
    const first = suggestions(r)[0]!;
    expect(first.type).toBe('city');
    expect(first.city).toBe(city);
    expect(first.country).toBe(country);
    expect(first.lab_count).toBe(active.filter((l) => l.city === city && l.country === country).length);
  });

  it("tolerates a typo in a longer word: 'saarbruken' suggests Saarbrücken and its labs", async () => {
    const inCity = active.filter((l) => l.city === 'Saarbrücken');
    expect(inCity.length).toBeGreaterThan(0);
    const r = await ok(pro, q('saarbruken', '&limit=20'));
    const found = suggestions(r);
    expect(found.some((s) => s.type === 'city' && s.city === 'Saarbrücken')).toBe(true);
    const namedAfterIt = inCity.filter((l) => fold(l.name).includes('saarbrucken'));
    for (const lab of namedAfterIt)
      expect(
        found.map((s) => s.slug),
        lab.name,
      ).toContain(lab.slug);
  });

  it("tolerates a typo in a lab's name: 'kalibrierservise' suggests Kalibrierservice labs", async () => {
    const r = await ok(pro, q('kalibrierservise'));
    const found = suggestions(r).filter((s) => s.type === 'lab');
    expect(found.length).toBeGreaterThan(0);
    for (const s of found) expect(fold(s.label)).toContain('kalibrierservice');
  });

  it('returns 8 suggestions by default, and at most `limit` (1 to 20)', async () => {
    // 'labor' starts the names of well over 20 active labs.
    expect(
      active.filter((l) =>
        fold(l.name)
          .split(/[^\p{L}\p{N}]+/u)
          .some((w) => w.startsWith('labor')),
      ).length,
    ).toBeGreaterThan(20);
    expect(suggestions(await ok(pro, q('labor')))).toHaveLength(8);
    for (const limit of [1, 5, 20])
      expect(suggestions(await ok(pro, q('labor', `&limit=${limit}`))), `limit=${limit}`).toHaveLength(limit);
    // A query with fewer matches than the limit returns what there is.
    expect(suggestions(await ok(pro, q('kalibrierservice mün', '&limit=20'))).length).toBeLessThan(20);
  });

  it('gives the first `limit` suggestions of a larger limit (the order does not depend on the limit)', async () => {
    const all = suggestions(await ok(pro, q('me', '&limit=20')));
    const few = suggestions(await ok(pro, q('me', '&limit=3')));
    expect(few).toEqual(all.slice(0, 3));
  });

  it.each(['anonymous', 'free'] as const)(
    'never carries latitude, longitude, capabilities or distance_km for the %s tier',
    async (tier: Tier) => {
      const c = tier === 'anonymous' ? anonymous : await caller(tier);
      for (const text of ['me', 'munch', 'zugv', 'kalibrierservice', '6892']) {
        const r = await ok(c, q(text, '&limit=20'));
        expect(r.headers.get('x-api-tier')).toBe(tier);
        const keys = keysOf(r.body);
        for (const paid of PAID_KEYS) {
          expect(keys.has(paid), `${tier} ${text}: ${paid}`).toBe(false);
          expect(r.text).not.toContain(`"${paid}"`);
        }
      }
    },
  );

  it('is counted: X-RateLimit-Remaining and X-RateLimit-Daily-Remaining go down by one per request', async () => {
    const key = await server.issue('free');
    const headers = { 'X-Api-Key': key };
    const first = await server.api(q('munch'), { headers });
    const second = await server.api(q('munch'), { headers });
    expect(first.status).toBe(200);
    expect(second.status).toBe(200);
    expect(Number(first.headers.get('x-ratelimit-remaining'))).toBe(59);
    expect(Number(second.headers.get('x-ratelimit-remaining'))).toBe(58);
    expect(Number(second.headers.get('x-ratelimit-daily-remaining'))).toBe(
      Number(first.headers.get('x-ratelimit-daily-remaining')) - 1,
    );
  });

  it.each([
    ['missing q', '/suggest', /'q' is required/],
    ['no parameters but limit', '/suggest?limit=5', /'q' is required/],
    ['an empty q', '/suggest?q=', /'q' must be from 1 to 200 characters; got 0/],
    ['a q over 200 characters', `/suggest?q=${'a'.repeat(201)}`, /'q' must be from 1 to 200 characters; got 201/],
    ['limit=0', '/suggest?q=munch&limit=0', /'limit' must be from 1 to 20; got 0/],
    ['limit=21', '/suggest?q=munch&limit=21', /'limit' must be from 1 to 20; got 21/],
    ['limit=abc', '/suggest?q=munch&limit=abc', /'limit' must be a whole number from 1 to 20; got 'abc'/],
    ['an unknown parameter', '/suggest?q=munch&country=DE', /Unknown query parameter 'country'/],
    ['a repeated parameter', '/suggest?q=munch&q=koln', /'q' is given more than once/],
  ])('answers 400 {error, docs} to %s', async (_name, target, message) => {
    const r = await get(pro, target);
    expect(r.status).toBe(400);
    expect(Object.keys(r.body).sort()).toEqual(['docs', 'error']);
    expect(r.body.error).toMatch(message);
    expect(r.headers.get('cache-control')).toBe('no-store');
  });

  it('accepts a q of exactly 200 characters', async () => {
    const r = await get(pro, `/suggest?q=${'a'.repeat(200)}`);
    expect(r.status).toBe(200);
    expect(r.body.data).toEqual([]);
  });

  it("refuses a q of only spaces with 400, and the served document's q schema refuses it too (valid by the document = accepted by the server)", async () => {
    const r = await get(pro, '/suggest?q=%20%20%20');
    expect(r.status).toBe(400);
    const document = (await server.api('/openapi.json')).body;
    const parameter = (
      document.paths['/suggest'].get.parameters as Array<{
        name: string;
        in: string;
        schema: { pattern?: string; minLength?: number; maxLength?: number };
      }>
    ).find((p) => p.name === 'q' && p.in === 'query')!;
    const { pattern, minLength = 0, maxLength = Infinity } = parameter.schema;
    const value = '   ';
    const allowed =
      (pattern === undefined || new RegExp(pattern, 'u').test(value)) &&
      [...value].length >= minLength &&
      [...value].length <= maxLength;
    expect(allowed, `q schema ${JSON.stringify(parameter.schema)} allows '${value}'`).toBe(false);
  });
});
