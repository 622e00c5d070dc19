// API 1.1's standard headers over real HTTP: the RFC 8288 `Link` header on
// /labs, and the IETF `RateLimit-Policy` / `RateLimit` fields on every API
// response, agreeing with the X-RateLimit-* headers and the injected clock.
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import type { Tier } from '../../src/domain/types.ts';
import { budgetedCallers, BURST, DAILY } from '../support/callers.ts';
import { startTestServer, type ApiResponse, type TestServer } from '../support/server.ts';
import {
  active,
  byName,
  LABS_URL,
  ORIGIN,
  loadFixture,
  parseLink,
  slugs,
  V1_ITEM_KEYS,
  V1_META_KEYS,
  type Fixture,
} from '../support/v11.ts';

const DAY_MS = 86_400_000;

let fx: Fixture;
beforeAll(async () => {
  fx = await loadFixture(inject('fixtureBuild'));
});

// ---------------------------------------------------------------------------
describe('GET /labs: the Link header', () => {
  let server: TestServer;
  const callers = budgetedCallers(() => server);
  let total: number;
  let pages: number;
  beforeAll(async () => {
    server = await startTestServer();
    total = fx.labs.filter((l) => active(l) && l.country === 'DE').length;
    pages = Math.ceil(total / 25);
    expect(pages).toBeGreaterThan(4);
  });
  afterAll(() => server.close());

  const page = (query: string, n: number, perPage = 25) => `${LABS_URL}?${query}&page=${n}&per_page=${perPage}`;

  /** The Link header of a response, checked against its `_links`: next and prev are the same URLs. */
  function linksOf(r: ApiResponse): Record<string, string> {
    const links = parseLink(r.headers.get('link'));
    expect(links.next ?? null, 'Link next = _links.next').toBe(r.body._links.next);
    expect(links.prev ?? null, 'Link prev = _links.prev').toBe(r.body._links.prev);
    return links;
  }

  it('first page: next, first and last; no prev', async () => {
    const r = await callers.ok(await callers.caller('pro'), '/labs?country=DE');
    expect(linksOf(r)).toEqual({
      next: page('country=DE', 2),
      first: page('country=DE', 1),
      last: page('country=DE', pages),
    });
  });

  it('middle page: next, prev, first and last', async () => {
    const r = await callers.ok(await callers.caller('free'), '/labs?country=DE&page=3');
    expect(linksOf(r)).toEqual({
      next: page('country=DE', 4),
      prev: page('country=DE', 2),
      first: page('country=DE', 1),
      last: page('country=DE', pages),
    });
  });

  it('last page: prev, first and last; no next', async () => {
    const r = await callers.ok(callers.anonymous, `/labs?country=DE&page=${pages}`);
    expect(linksOf(r)).toEqual({
      prev: page('country=DE', pages - 1),
      first: page('country=DE', 1),
      last: page('country=DE', pages),
    });
  });

  it('past the end: prev (the last page with results), first and last; no next', async () => {
    const r = await callers.ok(await callers.caller('pro'), '/labs?country=DE&page=50');
    expect(r.body.data).toEqual([]);
    expect(linksOf(r)).toEqual({
      prev: page('country=DE', pages),
      first: page('country=DE', 1),
      last: page('country=DE', pages),
    });
  });

  it('a single page: first and last are both page 1', async () => {
    const n = fx.labs.filter((l) => active(l) && l.country === 'AT').length;
    expect(n).toBeLessThanOrEqual(100);
    const r = await callers.ok(await callers.caller('pro'), '/labs?country=AT&per_page=100');
    expect(linksOf(r)).toEqual({ first: page('country=AT', 1, 100), last: page('country=AT', 1, 100) });
  });

  it('an empty result: first only, no last', async () => {
    for (const query of ['country=JP', 'country=JP&page=3', 'near_city=Atlantis']) {
      const r = await callers.ok(await callers.caller('pro'), `/labs?${query}`);
      expect(r.body.meta.total).toBe(0);
      const links = linksOf(r);
      expect(Object.keys(links), query).toEqual(['first']);
      expect(links.first).toMatch(/&page=1&per_page=25$/);
    }
  });

  it('keeps the 1.1 parameters in every link, as _links does, and following them walks the list', async () => {
    const pro = await callers.caller('pro');
    const query = 'country=DE&sort=-last_verified&facets=country&fields=slug,name';
    const r = await callers.ok(pro, `/labs?${query}&page=2&per_page=40`);
    const links = linksOf(r);
    expect(Object.keys(links).sort()).toEqual(['first', 'last', 'next', 'prev']);
    for (const url of Object.values(links)) {
      const params = new URL(url).searchParams;
      expect(params.get('sort')).toBe('-last_verified');
      expect(params.get('facets')).toBe('country');
      expect(params.get('fields')).toBe('slug,name');
      expect(params.get('per_page')).toBe('40');
    }
    const last = await callers.ok(pro, links.last!.slice(`${ORIGIN}/api/v1`.length));
    expect(last.body._links.next).toBeNull();
    expect(last.body.meta.page).toBe(Math.ceil(total / 40));
    const first = await callers.ok(pro, links.first!.slice(`${ORIGIN}/api/v1`.length));
    expect(first.body._links.prev).toBeNull();
    expect(first.body._links.self).toBe(links.first);
  });

  it('is not sent on other endpoints’ single answers', async () => {
    const r = await callers.ok(await callers.caller('pro'), `/labs/${fx.labs[0]!.slug}`);
    expect(r.headers.get('link')).toBeNull();
  });
});

// ---------------------------------------------------------------------------
describe('RateLimit-Policy and RateLimit on every API response', () => {
  let server: TestServer;
  let day = 0;
  /** Moves the clock to a day no other test uses, at `time`: every budget is whole. */
  const freshDay = (time: string) => {
    day++;
    server.clock.set(
      `${new Date(Date.parse('2027-03-01T00:00:00Z') + day * DAY_MS).toISOString().slice(0, 10)}T${time}`,
    );
  };
  const keyed = (key: string | null, init: RequestInit = {}): RequestInit =>
    key ? { ...init, headers: { ...(init.headers as Record<string, string>), 'X-Api-Key': key } } : init;

  beforeAll(async () => {
    server = await startTestServer();
  });
  afterAll(() => server.close());

  /**
   * The IETF fields agree with the X-RateLimit-* headers and the clock: q is the limit, r what remains,
   * t the whole seconds (rounded up) until the window ends: the minute (X-RateLimit-Reset) or the UTC day.
   */
  function expectRateLimitFields(r: ApiResponse, tier: Tier, label: string): void {
    const h = (name: string) => r.headers.get(name);
    const now = server.clock.now;
    expect(h('x-api-tier'), label).toBe(tier);
    expect(h('x-ratelimit-limit'), label).toBe(String(BURST[tier]));
    expect(h('x-ratelimit-daily-limit'), label).toBe(String(DAILY[tier]));
    const minuteEnd = (Math.floor(now / 60_000) + 1) * 60;
    expect(h('x-ratelimit-reset'), label).toBe(String(minuteEnd));
    const policy = h('ratelimit-policy');
    const rate = h('ratelimit');
    expect(policy, `${label}: RateLimit-Policy`).toMatch(/^"burst";q=\d+;w=60, "daily";q=\d+;w=86400$/);
    expect(rate, `${label}: RateLimit`).toMatch(/^"burst";r=\d+;t=\d+, "daily";r=\d+;t=\d+$/);
    expect(policy, label).toBe(
      `"burst";q=${h('x-ratelimit-limit')};w=60, "daily";q=${h('x-ratelimit-daily-limit')};w=86400`,
    );
    const burstT = Math.ceil(Number(h('x-ratelimit-reset')) - now / 1000);
    const dayEnd = (Math.floor(now / DAY_MS) + 1) * DAY_MS;
    const dailyT = Math.ceil((dayEnd - now) / 1000);
    expect(rate, label).toBe(
      `"burst";r=${h('x-ratelimit-remaining')};t=${burstT}, "daily";r=${h('x-ratelimit-daily-remaining')};t=${dailyT}`,
    );
    const exposed = (h('access-control-expose-headers') ?? '').split(',').map((s) => s.trim().toLowerCase());
    for (const name of ['ratelimit-policy', 'ratelimit', 'link'])
      expect(exposed, `${label}: exposes ${name}`).toContain(name);
  }

  it.each(['anonymous', 'free', 'pro', 'enterprise'] as const)(
    'on 200, 400, 403, 404, OPTIONS 204 and freshness answers to %s callers',
    async (tier) => {
      freshDay('10:00:30Z');
      const key = tier === 'anonymous' ? null : await server.issue(tier);
      const slug = fx.labs[0]!.slug;
      const cases: Array<[string, string, RequestInit, number]> = [
        ['200 /labs', '/labs?per_page=2', {}, 200],
        ['200 /labs 1.1', '/labs?facets=country&sort=-last_verified&fields=slug', {}, 200],
        ['200 /labs/{slug}', `/labs/${slug}`, {}, 200],
        ['200 /categories', '/categories', {}, 200],
        ['400 /labs', '/labs?page=0', {}, 400],
        ['400 /labs facets', '/labs?facets=colour', {}, 400],
        ['404 no such endpoint', '/nope', {}, 404],
        ['404 no such lab', '/labs/no-such-lab-anywhere', {}, 404],
        [
          '204 preflight',
          '/labs',
          {
            method: 'OPTIONS',
            headers: {
              Origin: 'https://example.org',
              'Access-Control-Request-Method': 'GET',
              'Access-Control-Request-Headers': 'x-api-key',
            },
          },
          204,
        ],
        ['200 freshness', '/metadata/freshness', {}, 200],
      ];
      if (tier === 'anonymous' || tier === 'free') cases.push(['403 near', '/labs?near=48.1,11.5', {}, 403]);
      for (const [label, path, init, status] of cases) {
        const r = await server.api(path, keyed(key, init));
        expect(r.status, `${label}: ${r.text.slice(0, 200)}`).toBe(status);
        expectRateLimitFields(r, tier, `${tier} ${label}`);
      }
    },
  );

  it('r counts down with each counted request (a 400 too), and an uncounted one leaves it', async () => {
    freshDay('10:00:30Z');
    const key = await server.issue('free');
    const rOf = (r: ApiResponse) =>
      /^"burst";r=(\d+);t=\d+, "daily";r=(\d+);/
        .exec(r.headers.get('ratelimit') ?? '')!
        .slice(1)
        .map(Number);
    const a = await server.api('/labs?per_page=1', keyed(key));
    const b = await server.api('/labs?sort=colour', keyed(key));
    const c = await server.api('/metadata/freshness', keyed(key));
    const d = await server.api('/categories', keyed(key));
    expect(b.status).toBe(400);
    expect(rOf(a)).toEqual([BURST.free - 1, DAILY.free - 1]);
    expect(rOf(b)).toEqual([BURST.free - 2, DAILY.free - 2]);
    expect(rOf(c)).toEqual([BURST.free - 2, DAILY.free - 2]);
    expect(rOf(d)).toEqual([BURST.free - 3, DAILY.free - 3]);
    for (const r of [a, b, c, d]) expectRateLimitFields(r, 'free', 'count-down');
  });

  it('on a 429: r is 0 and t is the time to the minute’s end', async () => {
    freshDay('10:00:30Z');
    for (let i = 0; i < BURST.anonymous; i++) expect((await server.api('/categories')).status).toBe(200);
    const refused = await server.api('/labs?per_page=1');
    expect(refused.status).toBe(429);
    expectRateLimitFields(refused, 'anonymous', '429');
    expect(refused.headers.get('ratelimit')).toMatch(/^"burst";r=0;t=30, /);
    expect(refused.headers.get('retry-after')).toBe('30');
    // Freshness and a preflight, uncounted, show the spent budget the same way.
    expectRateLimitFields(await server.api('/metadata/freshness'), 'anonymous', '429 freshness');
    expect((await server.api('/metadata/freshness')).headers.get('ratelimit')).toMatch(/^"burst";r=0;t=30, /);
  });

  it('t is whole seconds rounded up, for the minute and for the UTC day', async () => {
    for (const time of ['23:59:59.250Z', '00:00:00.000Z', '12:34:56.789Z']) {
      freshDay(time);
      const r = await server.api('/labs?per_page=1');
      expect(r.status).toBe(200);
      expectRateLimitFields(r, 'anonymous', time);
    }
    freshDay('23:59:59.250Z');
    expect((await server.api('/categories')).headers.get('ratelimit')).toBe(
      `"burst";r=${BURST.anonymous - 1};t=1, "daily";r=${DAILY.anonymous - 1};t=1`,
    );
    freshDay('00:00:00.000Z');
    expect((await server.api('/categories')).headers.get('ratelimit')).toBe(
      `"burst";r=${BURST.anonymous - 1};t=60, "daily";r=${DAILY.anonymous - 1};t=86400`,
    );
  });
});

// ---------------------------------------------------------------------------
describe('GET /labs (v1): the body is unchanged', () => {
  let server: TestServer;
  const callers = budgetedCallers(() => server);
  beforeAll(async () => {
    server = await startTestServer();
  });
  afterAll(() => server.close());

  it('has exactly the v1 keys: {data, meta, _links}, the v1 meta, the v1 item keys in order', async () => {
    for (const [tier, query] of [
      ['anonymous', 'country=de&per_page=3'],
      ['pro', 'q=water&page=2'],
      ['free', 'status=all&category=water&per_page=100'],
      ['enterprise', ''],
    ] as const) {
      const r = await callers.ok(await callers.caller(tier), `/labs?${query}`);
      expect(Object.keys(r.body), query).toEqual(['data', 'meta', '_links']);
      expect(Object.keys(r.body.meta), query).toEqual([...V1_META_KEYS]);
      expect(Object.keys(r.body._links), query).toEqual(['self', 'next', 'prev']);
      expect(r.body.data.length).toBeGreaterThan(0);
      for (const item of r.body.data) {
        expect(Object.keys(item), query).toEqual([...V1_ITEM_KEYS]);
        expect(Object.keys(item._links)).toEqual(['self', 'html']);
      }
    }
  });

  it('lists in the v1 order with the v1 links', async () => {
    const r = await callers.ok(callers.anonymous, '/labs?country=SE&per_page=10&page=2');
    const expected = fx.labs.filter((l) => active(l) && l.country === 'SE').sort(byName);
    expect(slugs(r.body.data)).toEqual(slugs(expected.slice(10, 20)));
    expect(r.body._links).toEqual({
      self: `${LABS_URL}?country=SE&page=2&per_page=10`,
      next: expected.length > 20 ? `${LABS_URL}?country=SE&page=3&per_page=10` : null,
      prev: `${LABS_URL}?country=SE&page=1&per_page=10`,
    });
  });
});
