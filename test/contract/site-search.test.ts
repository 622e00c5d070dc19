// The site's own search route (/_site/search, /_site/places) over real HTTP:
// what the anonymous tier may see plus the lines that matched, in the lab's
// own wording (read back from the raw snapshots beside the fixture build);
// every result reachable by paging; facet counts equal to the API's; a budget
// of its own that never touches the API's anonymous one (DECISIONS, round 3).
import { readdir, readFile } from 'node:fs/promises';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { SITE_BUDGET, SITE_PAGE_SIZE } from '../../src/api/site-search.ts';
import type { RawSnapshot } from '../../src/domain/types.ts';
import { startTestServer, type TestServer } from '../support/server.ts';
import { loadFixture, type Fixture } from '../support/v11.ts';

let server: TestServer;
let fx: Fixture;
/** Lab slug → the test names its register lists, as written. */
const rawTests = new Map<string, Set<string>>();

beforeAll(async () => {
  server = await startTestServer();
  fx = await loadFixture(inject('fixtureBuild'));
  const byId = new Map(fx.labs.map((l) => [l.id, l]));
  const raw = path.join(path.dirname(inject('fixtureBuild')), 'raw');
  for (const file of await readdir(raw)) {
    const s = JSON.parse(await readFile(path.join(raw, file), 'utf8')) as RawSnapshot;
    for (const rawLab of s.labs) {
      const lab = byId.get(`${s.body}:${rawLab.register_id}`);
      if (lab) rawTests.set(lab.slug, new Set(rawLab.capabilities.map((c) => c.test)));
    }
  }
});
afterAll(() => server?.close());

interface Answer {
  status: number;
  headers: Headers;
  body: any;
}

/** From a client address of its own (trustProxy is 0: the socket's address; the budget is per address). */
async function site(query: string, route = 'search'): Promise<Answer> {
  const response = await fetch(`${server.origin}/_site/${route}${query}`);
  return { status: response.status, headers: response.headers, body: await response.json() };
}

/** A fresh minute and day for the budgets (the server's clock is the test's). */
function freshDay(): void {
  server.clock.advance(86_400_000);
}

/**
 * A word of a test name that many labs' lines hold, from the fixture (not from the code under test): the most common
 * one that, searched alone, finds at least two pages of labs (a word naming only the act of testing finds none alone).
 */
let common: string | undefined;
async function commonTestWord(): Promise<string> {
  if (common) return common;
  const counts = new Map<string, number>();
  for (const lab of fx.labs)
    for (const word of new Set(lab.capabilities.flatMap((c) => c.name.toLowerCase().split(/[^a-z]+/))))
      if (word.length >= 7) counts.set(word, (counts.get(word) ?? 0) + 1);
  for (const [word] of [...counts].sort((a, b) => b[1] - a[1])) {
    const { body } = await server.api(`/labs?q=${word}&status=all&per_page=1`, { validate: false });
    if (body.meta.total >= 2 * SITE_PAGE_SIZE) return (common = word);
  }
  throw new Error('no common test word in the fixture');
}

describe('the site search route', () => {
  it('answers what the anonymous tier sees: no coordinates, contacts or capabilities', async () => {
    freshDay();
    const { status, headers, body } = await site(`?q=${await commonTestWord()}&status=all`);
    expect(status).toBe(200);
    expect(headers.get('cache-control')).toBe('no-store');
    expect(headers.get('x-robots-tag')).toBe('noindex');
    expect(body.results.length).toBe(SITE_PAGE_SIZE);
    for (const lab of body.results) {
      for (const key of ['latitude', 'longitude', 'capabilities', 'phone', 'email', 'street_address'])
        expect(lab, key).not.toHaveProperty(key);
    }
  });

  it('shows at most two matched lines per lab, each one of that lab own register lines as written', async () => {
    freshDay();
    const word = await commonTestWord();
    const { body } = await site(`?q=${word}&status=all`);
    let shown = 0;
    for (const lab of body.results) {
      expect(lab.matched.length).toBeLessThanOrEqual(2);
      for (const line of lab.matched) {
        expect(rawTests.get(lab.slug)?.has(line.test), `${lab.slug}: ${line.test}`).toBe(true);
        shown++;
      }
    }
    expect(shown).toBeGreaterThanOrEqual(body.results.length);
  });

  it('shows the lines citing the standard for a standard search', async () => {
    freshDay();
    const cited = fx.labs
      .flatMap((l) => l.capabilities)
      .find((c) => c.standard_key !== null && c.standard !== null && /^ISO /.test(c.standard))!;
    const { body } = await site(`?standard=${encodeURIComponent(cited.standard!)}&status=all`);
    expect(body.total).toBeGreaterThan(0);
    for (const lab of body.results) {
      expect(lab.matched.length).toBeGreaterThan(0);
      const own = fx.bySlug.get(lab.slug)!;
      for (const line of lab.matched) {
        const capability = own.capabilities.find((c) => c.standard === line.standard);
        expect(capability?.standard_key).toBe(cited.standard_key);
      }
    }
  });

  it('finds a lab by its accreditation number, whole or its start, in any case', async () => {
    freshDay();
    const lab = fx.labs.find((l) => (l.accreditation_number?.length ?? 0) >= 8 && /\d/.test(l.accreditation_number!))!;
    const number = lab.accreditation_number!;
    const whole = await site(`?q=${encodeURIComponent(number.toLowerCase())}&status=all`);
    expect(whole.body.results[0].slug).toBe(lab.slug);
    const prefix = number.slice(0, -2);
    const start = await site(`?q=${encodeURIComponent(prefix)}&status=all`);
    const key = (n: string | null) => (n ?? '').toUpperCase().replace(/\s+/g, '');
    const expected = fx.labs.filter((l) => key(l.accreditation_number).startsWith(key(prefix)));
    expect(start.body.total).toBe(expected.length);
    for (const l of start.body.results) expect(key(l.accreditation_number).startsWith(key(prefix))).toBe(true);
  });

  it('shows no lines for a search with only filters', async () => {
    freshDay();
    const { body } = await site('?country=DE');
    expect(body.results.every((lab: { matched: unknown[] }) => lab.matched.length === 0)).toBe(true);
  });

  it('reaches every result by paging: each lab once, the total stated', async () => {
    freshDay();
    const first = await site('?status=all');
    const { total, pages } = first.body;
    expect(pages).toBe(Math.ceil(total / SITE_PAGE_SIZE));
    const seen = new Set<string>();
    for (let page = 1; page <= pages; page++) {
      const { body } = await site(`?status=all&page=${page}`);
      for (const lab of body.results) seen.add(lab.slug);
      if (page % 50 === 0) freshDay();
    }
    expect(seen.size).toBe(total);
    expect(total).toBe(fx.labs.length);
  });

  it('counts each filter option as the API facets do, for the same search', async () => {
    freshDay();
    const word = await commonTestWord();
    const { body } = await site(`?q=${word}&country=DE`);
    const api = await server.api(`/labs?q=${word}&country=DE&facets=country,body,category,status`, {
      validate: false,
    });
    expect(api.status).toBe(200);
    expect(body.facets).toEqual(api.body.meta.facets);
    expect(body.total).toBe(api.body.meta.total);
  });

  it('names the words it left out, as the API does', async () => {
    freshDay();
    const word = await commonTestWord();
    const { body } = await site(`?q=${word}+Qwxzvbnm`);
    expect(body.q_words).toEqual({ used: [word], left_out: ['Qwxzvbnm'] });
    expect(body.total).toBeGreaterThan(0);
  });

  it('orders by distance from a place by the labs city centres, and says which place', async () => {
    freshDay();
    const city = fx.labs.find((l) => l.country === 'DE' && l.city)!.city!;
    const { status, body } = await site(`?near_city=${encodeURIComponent(`${city}, DE`)}&radius_km=200&sort=distance`);
    expect(status).toBe(200);
    expect(body.near.country).toBe('DE');
    const km = body.results.map((l: { city_distance_km: number }) => l.city_distance_km);
    expect(km).toEqual([...km].sort((a, b) => a - b));
    expect(km.every((d: number) => d <= 200)).toBe(true);
  });

  it('refuses a place it cannot find, an unknown parameter and a distance order without a place, naming each', async () => {
    freshDay();
    const place = await site('?near_city=Xqzwvtown');
    expect(place.status).toBe(400);
    expect(place.body.error).toMatch(/Xqzwvtown/);
    const unknown = await site('?per_page=100');
    expect(unknown.status).toBe(400);
    expect(unknown.body.error).toMatch(/'per_page'.*allowed: q, standard/);
    const sort = await site('?sort=distance');
    expect(sort.status).toBe(400);
    expect(sort.body.error).toMatch(/near_city/);
  });

  it('suggests places with labs for the near-city field', async () => {
    freshDay();
    const lab = fx.labs.find((l) => l.city && l.city.length >= 5)!;
    const { status, body } = await site(`?q=${encodeURIComponent(lab.city!.slice(0, 4))}`, 'places');
    expect(status).toBe(200);
    expect(body.places.map((p: { label: string }) => p.label)).toContain(`${lab.city}, ${lab.country}`);
  });
});

describe('the lines and records behind a lab page and a shortlist', () => {
  it('gives one lab its matched lines for the search the visitor came from', async () => {
    freshDay();
    const word = await commonTestWord();
    const { body } = await site(`?q=${word}`);
    const first = body.results[0];
    const lines = await site(`?slug=${first.slug}&q=${word}`, 'lines');
    expect(lines.status).toBe(200);
    expect(lines.body.matched).toEqual(first.matched);
    expect((await site(`?slug=${first.slug}`, 'lines')).body.matched).toEqual([]);
    expect((await site('?slug=no-such-lab&q=x', 'lines')).status).toBe(404);
  });

  it('gives the public records of the labs on a shortlist, and names the slugs it does not know', async () => {
    freshDay();
    const [a, b] = fx.labs;
    const { status, body } = await site(`?slug=${a!.slug}&slug=${b!.slug}&slug=gone-lab`, 'labs');
    expect(status).toBe(200);
    expect(body.labs.map((l: { slug: string }) => l.slug)).toEqual([a!.slug, b!.slug]);
    expect(body.missing).toEqual(['gone-lab']);
    for (const lab of body.labs)
      for (const key of ['latitude', 'longitude', 'capabilities']) expect(lab).not.toHaveProperty(key);
    const many = new URLSearchParams(Array.from({ length: 51 }, (_, i) => ['slug', `lab-${i}`]));
    expect((await site(`?${many}`, 'labs')).status).toBe(400);
  });
});

describe('the site search budget', () => {
  it(`lets a person search ${SITE_BUDGET.burst} times a minute, then says when to come back`, async () => {
    freshDay();
    const statuses: number[] = [];
    for (let i = 0; i < SITE_BUDGET.burst + 1; i++) statuses.push((await site(`?page=${i + 1}`)).status);
    expect(statuses.slice(0, SITE_BUDGET.burst).every((s) => s === 200)).toBe(true);
    const refused = await site('?page=1');
    expect(refused.status).toBe(429);
    expect(Number(refused.headers.get('retry-after'))).toBeGreaterThan(0);
    expect(refused.body.error).toMatch(/try again in \d+ s/);
  });

  it('never spends the API anonymous budget', async () => {
    freshDay();
    for (let i = 0; i < 40; i++) expect((await site(`?page=${i + 1}`)).status).toBe(200);
    const api = await server.api('/categories', { validate: false });
    expect(api.status).toBe(200);
    expect(api.headers.get('x-ratelimit-daily-remaining') ?? api.headers.get('x-ratelimit-remaining')).toMatch(
      /^9\d?$/,
    );
  });
});

describe('the site search route for crawlers and API readers', () => {
  it('is disallowed in robots.txt and absent from the API document', async () => {
    const robots = await readFile(path.join(inject('fixtureSite'), 'client', 'robots.txt'), 'utf8');
    expect(robots.split('\n')).toContain('Disallow: /_site/');
    const document = await server.api('/openapi.json', { validate: false });
    expect(JSON.stringify(document.body)).not.toContain('/_site');
  });
});
