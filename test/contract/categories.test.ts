// GET /categories over real HTTP: every category, counts that agree with the
// list each category links to, links, and parameter checking. Expected values
// come from the project's category list and the fixture build's lab files.
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { readFullLabs, readManifest } from '../../src/directory/build-files.ts';
import { CATEGORIES } from '../../src/domain/categories.ts';
import type { Lab, Tier } from '../../src/domain/types.ts';
import { startTestServer, type ApiResponse, type TestServer } from '../support/server.ts';

const ORIGIN = 'http://labs.test';
const TIERS: readonly Tier[] = ['anonymous', 'free', 'pro', 'enterprise'];

interface CategoryItem {
  slug: string;
  name: string;
  lab_count: number;
  _links: { labs: string; html: string };
}

let server: TestServer;
let labs: Lab[];
const keys = new Map<Tier, string>();

async function get(tier: Tier, pathAndQuery: string): Promise<ApiResponse> {
  const key = keys.get(tier);
  const r = await server.api(pathAndQuery, key ? { headers: { 'X-Api-Key': key } } : {});
  expect(r.headers.get('x-api-tier')).toBe(tier);
  return r;
}

/** Active labs (the default of /labs) holding at least one capability in the category. */
const activeLabsIn = (slug: string) =>
  labs.filter((l) => l.accreditation_status === 'active' && l.capabilities.some((c) => c.category_slug === slug))
    .length;

beforeAll(async () => {
  server = await startTestServer();
  for (const tier of TIERS) if (tier !== 'anonymous') keys.set(tier, await server.issue(tier));
  const dir = inject('fixtureBuild');
  labs = await readFullLabs(dir, await readManifest(dir));
});
afterAll(() => server.close());

describe('GET /categories', () => {
  it('lists every top-level category, each once, with its name', async () => {
    const r = await get('pro', '/categories');
    expect(r.status).toBe(200);
    expect(Object.keys(r.body)).toEqual(['data']);
    const data = r.body.data as CategoryItem[];
    expect(data.map((c) => ({ slug: c.slug, name: c.name }))).toEqual(
      CATEGORIES.map((c) => ({ slug: c.slug, name: c.name })),
    );
    expect(new Set(data.map((c) => c.slug)).size).toBe(CATEGORIES.length);
    for (const c of data) expect(Object.keys(c).sort()).toEqual(['_links', 'lab_count', 'name', 'slug']);
    expect(r.headers.get('cache-control')).toBe('public, max-age=300');
  });

  it('gives each category the number of labs with capabilities in it', async () => {
    const r = await get('pro', '/categories');
    const data = r.body.data as CategoryItem[];
    for (const c of data) expect(c.lab_count, c.slug).toBe(activeLabsIn(c.slug));
    expect(data.some((c) => c.lab_count > 100)).toBe(true);
    // Labs hold several categories: the counts add up to more than the labs.
    expect(data.reduce((sum, c) => sum + c.lab_count, 0)).toBeGreaterThan(
      labs.filter((l) => l.accreditation_status === 'active').length,
    );
  });

  it('gives each category a lab_count equal to meta.total of its _links.labs URL, for every category', async () => {
    const r = await get('pro', '/categories');
    for (const c of r.body.data as CategoryItem[]) {
      expect(c._links.labs).toBe(`${ORIGIN}/api/v1/labs?category=${c.slug}`);
      const list = await get('pro', c._links.labs.slice(`${ORIGIN}/api/v1`.length));
      expect(list.status, c.slug).toBe(200);
      expect(list.body.meta.total, c.slug).toBe(c.lab_count);
    }
  });

  it('links each category to a web search in it: _links.html is http://labs.test/search?category=<slug>', async () => {
    const r = await get('free', '/categories');
    for (const c of r.body.data as CategoryItem[]) expect(c._links.html).toBe(`${ORIGIN}/search?category=${c.slug}`);
  });

  it('gives every tier the same categories and counts', async () => {
    const bodies = [];
    for (const tier of TIERS) {
      const r = await get(tier, '/categories');
      expect(r.status, tier).toBe(200);
      bodies.push(r.body);
    }
    for (const b of bodies) expect(b).toEqual(bodies[0]);
  });

  it('answers 400 {error, docs} naming an unknown parameter', async () => {
    for (const tier of ['anonymous', 'pro'] as const) {
      const r = await get(tier, '/categories?page=2');
      expect(r.status).toBe(400);
      expect(Object.keys(r.body).sort()).toEqual(['docs', 'error']);
      expect(r.body.error).toMatch(/\bpage\b/);
      expect(r.body.docs.startsWith(`${ORIGIN}/`)).toBe(true);
      expect(r.headers.get('cache-control')).toBe('no-store');
    }
    const typo = await get('pro', '/categories?category=water');
    expect(typo.status).toBe(400);
    expect(typo.body.error).toMatch(/\bcategory\b/);
  });
});
