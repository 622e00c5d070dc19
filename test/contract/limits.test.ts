// Contract: rate limits (spec section 8; DECISIONS "Limits") over real HTTP.
// Every expected header value is computed from the injected clock. Each test
// moves the clock to a day of its own, so no test sees another's budget.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type ApiResponse, type TestServer } from '../support/server.ts';

const DAY_MS = 86_400_000;
const unix = (iso: string): number => Date.parse(iso) / 1000;

interface Rate {
  limit: string | null;
  remaining: string | null;
  reset: string | null;
  dailyLimit: string | null;
  dailyRemaining: string | null;
  tier: string | null;
}

function rate(r: ApiResponse): Rate {
  return {
    limit: r.headers.get('x-ratelimit-limit'),
    remaining: r.headers.get('x-ratelimit-remaining'),
    reset: r.headers.get('x-ratelimit-reset'),
    dailyLimit: r.headers.get('x-ratelimit-daily-limit'),
    dailyRemaining: r.headers.get('x-ratelimit-daily-remaining'),
    tier: r.headers.get('x-api-tier'),
  };
}

const LIMITS = {
  anonymous: { burst: 10, daily: 100 },
  free: { burst: 60, daily: 1000 },
  pro: { burst: 200, daily: 10_000 },
  enterprise: { burst: 500, daily: 100_000 },
} as const;
type TierName = keyof typeof LIMITS;

/** The rate headers expected for `tier` after `usedMinute` / `usedDay` counted requests; `minuteEnd` is the ISO end of the window. */
function expected(tier: TierName, usedMinute: number, usedDay: number, minuteEnd: string): Rate {
  return {
    limit: String(LIMITS[tier].burst),
    remaining: String(Math.max(0, LIMITS[tier].burst - usedMinute)),
    reset: String(unix(minuteEnd)),
    dailyLimit: String(LIMITS[tier].daily),
    dailyRemaining: String(Math.max(0, LIMITS[tier].daily - usedDay)),
    tier,
  };
}

/** A day no other test in the file uses; the clock is set to `time` on it. Returns the date (YYYY-MM-DD). */
let dayCounter = 0;
function freshDay(server: TestServer, time = '10:00:30'): string {
  dayCounter += 1;
  const date = new Date(Date.parse('2027-01-01T00:00:00Z') + dayCounter * DAY_MS).toISOString().slice(0, 10);
  server.clock.set(`${date}T${time}Z`);
  return date;
}

const key = (k: string): RequestInit => ({ headers: { 'X-Api-Key': k } });

async function spend(server: TestServer, n: number, init?: RequestInit): Promise<ApiResponse[]> {
  const out: ApiResponse[] = [];
  for (let i = 0; i < n; i++) out.push(await server.api('/categories', init));
  return out;
}

function expect429(r: ApiResponse, retryAfter: number): void {
  expect(r.status).toBe(429);
  expect(r.headers.get('retry-after')).toBe(String(retryAfter));
  expect(r.headers.get('cache-control')).toBe('no-store');
  expect(Object.keys(r.body).sort()).toEqual(['error', 'retry_after', 'upgrade_url']);
  expect(r.body.retry_after).toBe(retryAfter);
  expect(typeof r.body.error).toBe('string');
  expect(r.body.error).toMatch(/rate limit/i);
  expect(r.body.upgrade_url).toMatch(/^https?:\/\//);
}

describe('rate limit headers on every response', () => {
  let server: TestServer;
  let slug: string;
  beforeAll(async () => {
    server = await startTestServer();
    slug = (await server.api('/labs?per_page=1')).body.data[0].slug;
  });
  afterAll(() => server.close());

  // [name, request, expected status, counted requests the response reflects]
  const cases: [string, (s: TestServer, slug: string) => Promise<ApiResponse>, number, number][] = [
    ['a 200 list', (s) => s.api('/labs?per_page=2'), 200, 1],
    ['a 200 detail', (s, slug) => s.api(`/labs/${slug}`), 200, 1],
    [
      'a 304',
      async (s) => {
        const first = await s.api('/categories');
        return s.api('/categories', { headers: { 'If-None-Match': first.headers.get('etag')! } });
      },
      304,
      2,
    ],
    ['a 400', (s) => s.api('/labs?per_page=0'), 400, 1],
    ['a 401', (s) => s.api('/labs', key('ldk_00000000000000000000000000000000')), 401, 1],
    ['a 404 for an unknown lab', (s) => s.api('/labs/no-such-lab-anywhere'), 404, 1],
    ['a 404 for an unknown path', (s) => s.api('/no-such-endpoint'), 404, 0],
    ['a 405', (s) => s.api('/labs', { method: 'POST' }), 405, 0],
    [
      'an OPTIONS preflight',
      (s) =>
        s.api('/labs', {
          method: 'OPTIONS',
          headers: { Origin: 'https://example.org', 'Access-Control-Request-Method': 'GET' },
        }),
      204,
      0,
    ],
    ['the freshness report', (s) => s.api('/metadata/freshness'), 200, 0],
    ['the OpenAPI document', (s) => s.api('/openapi.json'), 200, 0],
    [
      'a 429',
      async (s) => {
        await spend(s, 10);
        return s.api('/categories');
      },
      429,
      10,
    ],
  ];

  it.each(cases)(
    'carries the five X-RateLimit-* headers and X-Api-Tier on %s',
    async (_name, request, status, used) => {
      const date = freshDay(server);
      const r = await request(server, slug);
      expect(r.status).toBe(status);
      expect(rate(r)).toEqual(expected('anonymous', used, used, `${date}T10:01:00Z`));
    },
  );

  it("carries the key's own bucket on uncounted responses for a key holder", async () => {
    const date = freshDay(server);
    const pro = await server.issue('pro');
    await server.api('/categories', key(pro));
    for (const path of ['/metadata/freshness', '/openapi.json']) {
      expect(rate(await server.api(path, key(pro)))).toEqual(expected('pro', 1, 1, `${date}T10:01:00Z`));
    }
    const preflight = await server.api('/labs', { method: 'OPTIONS', headers: { 'X-Api-Key': pro } });
    expect(rate(preflight)).toEqual(expected('pro', 1, 1, `${date}T10:01:00Z`));
  });
});

describe('burst limit: anonymous, 10 per wall-clock minute', () => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer();
  });
  afterAll(() => server.close());

  it('allows 10 requests in a minute, counting down X-RateLimit-Remaining', async () => {
    const date = freshDay(server, '10:00:30');
    const responses = await spend(server, 10);
    responses.forEach((r, i) => {
      expect(r.status).toBe(200);
      expect(rate(r)).toEqual(expected('anonymous', i + 1, i + 1, `${date}T10:01:00Z`));
    });
  });

  it('answers the 11th with 429 {error, retry_after, upgrade_url}, Retry-After to the end of the minute and no-store', async () => {
    const date = freshDay(server, '10:00:47');
    await spend(server, 10);
    const r = await server.api('/categories');
    expect429(r, 13);
    expect(rate(r)).toEqual(expected('anonymous', 10, 10, `${date}T10:01:00Z`));
  });

  it('rounds Retry-After up to whole seconds (at least 1)', async () => {
    const date = freshDay(server, '10:00:10');
    await spend(server, 10);
    server.clock.set(`${date}T10:00:30.250Z`);
    expect429(await server.api('/categories'), 30);
    server.clock.set(`${date}T10:00:59.500Z`);
    expect429(await server.api('/categories'), 1);
  });

  it('starts a new window at the minute boundary', async () => {
    const date = freshDay(server, '10:00:30');
    await spend(server, 10);
    server.clock.set(`${date}T10:00:59.999Z`);
    expect((await server.api('/categories')).status).toBe(429);
    server.clock.set(`${date}T10:01:00.000Z`);
    const r = await server.api('/categories');
    expect(r.status).toBe(200);
    expect(rate(r)).toEqual(expected('anonymous', 1, 11, `${date}T10:02:00Z`));
  });

  it('does not count a 429', async () => {
    const date = freshDay(server, '10:00:30');
    await spend(server, 10);
    for (let i = 0; i < 5; i++) expect((await server.api('/categories')).status).toBe(429);
    server.clock.set(`${date}T10:01:05Z`);
    const r = await server.api('/categories');
    expect(rate(r)).toEqual(expected('anonymous', 1, 11, `${date}T10:02:00Z`));
  });

  it('counts a 400 and a 404', async () => {
    const date = freshDay(server);
    const end = `${date}T10:01:00Z`;
    const bad = await server.api('/labs?per_page=0');
    expect(bad.status).toBe(400);
    expect(rate(bad)).toEqual(expected('anonymous', 1, 1, end));
    const typo = await server.api('/labs?contry=DE');
    expect(typo.status).toBe(400);
    expect(rate(typo)).toEqual(expected('anonymous', 2, 2, end));
    const missing = await server.api('/labs/no-such-lab-anywhere');
    expect(missing.status).toBe(404);
    expect(rate(missing)).toEqual(expected('anonymous', 3, 3, end));
  });

  it('does not count freshness, openapi.json or OPTIONS, which still carry the caller’s headers', async () => {
    const date = freshDay(server);
    const end = `${date}T10:01:00Z`;
    await spend(server, 3);
    for (let i = 0; i < 5; i++) {
      expect(rate(await server.api('/metadata/freshness'))).toEqual(expected('anonymous', 3, 3, end));
      expect(rate(await server.api('/openapi.json'))).toEqual(expected('anonymous', 3, 3, end));
      const preflight = await server.api('/labs', { method: 'OPTIONS' });
      expect(preflight.status).toBe(204);
      expect(rate(preflight)).toEqual(expected('anonymous', 3, 3, end));
    }
    expect(rate(await server.api('/categories'))).toEqual(expected('anonymous', 4, 4, end));
  });

  it('still serves freshness and openapi.json when the burst is spent', async () => {
    const date = freshDay(server);
    await spend(server, 10);
    for (const path of ['/metadata/freshness', '/openapi.json']) {
      const r = await server.api(path);
      expect(r.status).toBe(200);
      expect(rate(r)).toEqual(expected('anonymous', 10, 10, `${date}T10:01:00Z`));
    }
  });
});

describe('daily limit: anonymous, 100 per UTC day', () => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer();
  });
  afterAll(() => server.close());

  /** Spends the 100 in 10 minutes ending at 23:54, 10 a minute. */
  async function spendDay(date: string): Promise<void> {
    for (let m = 0; m < 10; m++) {
      server.clock.set(`${date}T23:${String(45 + m).padStart(2, '0')}:10Z`);
      const responses = await spend(server, 10);
      expect(responses.every((r) => r.status === 200)).toBe(true);
    }
  }

  it('answers the 101st request of the day with 429 and Retry-After to 00:00 UTC', async () => {
    const date = freshDay(server);
    await spendDay(date);
    server.clock.set(`${date}T23:55:10Z`);
    const r = await server.api('/categories');
    expect429(r, 290);
    // The burst window is fresh; the daily one is spent.
    expect(rate(r)).toEqual(expected('anonymous', 0, 100, `${date}T23:56:00Z`));
  });

  it('gives the budget back at 00:00 UTC', async () => {
    const date = freshDay(server);
    await spendDay(date);
    server.clock.set(`${date}T23:59:59Z`);
    expect429(await server.api('/categories'), 1);
    const next = new Date(Date.parse(`${date}T00:00:00Z`) + DAY_MS).toISOString().slice(0, 10);
    server.clock.set(`${next}T00:00:00Z`);
    const r = await server.api('/categories');
    expect(r.status).toBe(200);
    expect(rate(r)).toEqual(expected('anonymous', 1, 1, `${next}T00:01:00Z`));
  });
});

describe('burst limit: free key, 60 per minute', () => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer();
  });
  afterAll(() => server.close());

  it('allows a free key 60 requests a minute, then 429', async () => {
    const date = freshDay(server, '10:00:20');
    const free = await server.issue('free');
    const responses = await spend(server, 60, key(free));
    responses.forEach((r, i) => {
      expect(r.status).toBe(200);
      expect(rate(r)).toEqual(expected('free', i + 1, i + 1, `${date}T10:01:00Z`));
    });
    const r = await server.api('/categories', key(free));
    expect429(r, 40);
    expect(rate(r)).toEqual(expected('free', 60, 60, `${date}T10:01:00Z`));
  });

  it('is exact under concurrency: 65 concurrent requests with a fresh free key give exactly 60 × 200 and 5 × 429', async () => {
    const date = freshDay(server);
    const free = await server.issue('free');
    const responses = await Promise.all(Array.from({ length: 65 }, () => server.api('/categories', key(free))));
    const ok = responses.filter((r) => r.status === 200);
    const refused = responses.filter((r) => r.status === 429);
    expect(ok).toHaveLength(60);
    expect(refused).toHaveLength(5);
    // Each success saw a distinct count: remaining 59 … 0, each exactly once.
    expect(ok.map((r) => Number(r.headers.get('x-ratelimit-remaining'))).sort((a, b) => a - b)).toEqual(
      Array.from({ length: 60 }, (_, i) => i),
    );
    for (const r of refused) expect429(r, 30);
    const after = await server.api('/metadata/freshness', key(free));
    expect(rate(after)).toEqual(expected('free', 60, 60, `${date}T10:01:00Z`));
  });
});

describe('budgets per key and per IP are independent', () => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer();
  });
  afterAll(() => server.close());

  it("gives a key its own budget when its IP's anonymous budget is spent", async () => {
    const date = freshDay(server);
    const free = await server.issue('free');
    await spend(server, 10);
    expect((await server.api('/categories')).status).toBe(429);
    const r = await server.api('/categories', key(free));
    expect(r.status).toBe(200);
    expect(rate(r)).toEqual(expected('free', 1, 1, `${date}T10:01:00Z`));
  });

  it("leaves the IP's anonymous budget alone when a key spends its own", async () => {
    const date = freshDay(server);
    const free = await server.issue('free');
    await spend(server, 60, key(free));
    expect((await server.api('/categories', key(free))).status).toBe(429);
    const r = await server.api('/categories');
    expect(r.status).toBe(200);
    expect(rate(r)).toEqual(expected('anonymous', 1, 1, `${date}T10:01:00Z`));
  });

  it('counts two keys separately, even from the same IP', async () => {
    const date = freshDay(server);
    const a = await server.issue('free', 'key a');
    const b = await server.issue('free', 'key b');
    await spend(server, 60, key(a));
    expect((await server.api('/categories', key(a))).status).toBe(429);
    const r = await server.api('/categories', key(b));
    expect(r.status).toBe(200);
    expect(rate(r)).toEqual(expected('free', 1, 1, `${date}T10:01:00Z`));
  });
});

describe('client IP without a trusted proxy (TRUST_PROXY 0, the default)', () => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer();
  });
  afterAll(() => server.close());

  it('does not give a fresh budget for a spoofed X-Forwarded-For', async () => {
    const date = freshDay(server);
    await spend(server, 10, { headers: { 'X-Forwarded-For': '203.0.113.1' } });
    const spoofed = await server.api('/categories', { headers: { 'X-Forwarded-For': '203.0.113.99' } });
    expect(spoofed.status).toBe(429);
    expect(rate(spoofed)).toEqual(expected('anonymous', 10, 10, `${date}T10:01:00Z`));
    expect((await server.api('/categories')).status).toBe(429);
  });
});

describe('client IP behind one trusted proxy (TRUST_PROXY 1)', () => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer({ trustProxy: 1 });
  });
  afterAll(() => server.close());

  const from = (xff: string): RequestInit => ({ headers: { 'X-Forwarded-For': xff } });

  it('gives different X-Forwarded-For client addresses separate anonymous budgets', async () => {
    const date = freshDay(server);
    await spend(server, 10, from('203.0.113.7'));
    expect((await server.api('/categories', from('203.0.113.7'))).status).toBe(429);
    const other = await server.api('/categories', from('203.0.113.8'));
    expect(other.status).toBe(200);
    expect(rate(other)).toEqual(expected('anonymous', 1, 1, `${date}T10:01:00Z`));
  });

  it('believes only the entry the trusted proxy appended, not what the client put before it', async () => {
    const date = freshDay(server);
    await spend(server, 10, from('203.0.113.7'));
    // The client sent "X-Forwarded-For: 198.51.100.1"; the proxy appended the address it saw.
    const r = await server.api('/categories', from('198.51.100.1, 203.0.113.7'));
    expect(r.status).toBe(429);
    expect(rate(r)).toEqual(expected('anonymous', 10, 10, `${date}T10:01:00Z`));
  });
});
