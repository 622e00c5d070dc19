// Contract: keys and tiers (spec section 5; DECISIONS "Keys and tiers") over real HTTP.
import { readFile, rename, writeFile } from 'node:fs/promises';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { revokeKey } from '../../src/api/auth/key-store.ts';
import { parseKey } from '../../src/api/auth/api-keys.ts';
import { startTestServer, type ApiResponse, type TestServer } from '../support/server.ts';

const DAY_MS = 86_400_000;
const unix = (iso: string): number => Date.parse(iso) / 1000;
const key = (k: string): RequestInit => ({ headers: { 'X-Api-Key': k } });

/** Well-formed (prefix and 32 base62 characters) but never issued. */
const UNKNOWN_KEY = 'ldk_Zz9Yy8Xx7Ww6Vv5Uu4Tt3Ss2Rr1Qq0Pp';

let dayCounter = 0;
/** Moves the clock to a day no other test in this file uses, so budgets start full. */
function freshDay(server: TestServer, time = '10:00:30'): string {
  dayCounter += 1;
  const date = new Date(Date.parse('2027-03-01T00:00:00Z') + dayCounter * DAY_MS).toISOString().slice(0, 10);
  server.clock.set(`${date}T${time}Z`);
  return date;
}

function idOf(k: string): string {
  const parsed = parseKey(k);
  if (!parsed) throw new Error(`not a key: ${k}`);
  return parsed.id;
}

function expect401(r: ApiResponse, message: RegExp): void {
  expect(r.status).toBe(401);
  expect(r.headers.get('cache-control')).toBe('no-store');
  expect(r.headers.get('content-type')).toBe('application/json; charset=utf-8');
  expect(Object.keys(r.body).sort()).toEqual(['docs', 'error']);
  expect(r.body.error).toMatch(message);
  expect(r.body.docs).toMatch(/^https?:\/\/\S+$/);
  expect(r.headers.get('x-api-tier')).toBe('anonymous');
}

describe('keys in the X-Api-Key header', () => {
  let server: TestServer;
  let slug: string;
  beforeAll(async () => {
    server = await startTestServer();
    slug = (await server.api('/labs?per_page=1')).body.data[0].slug;
  });
  afterAll(() => server.close());

  it.each([
    ['anonymous', 10, 100],
    ['free', 60, 1000],
    ['pro', 200, 10_000],
    ['enterprise', 500, 100_000],
  ] as const)('resolves the %s tier in X-Api-Tier, with its limits', async (tier, burst, daily) => {
    const date = freshDay(server);
    const init = tier === 'anonymous' ? {} : key(await server.issue(tier));
    const r = await server.api('/labs?per_page=1', init);
    expect(r.status).toBe(200);
    expect(r.headers.get('x-api-tier')).toBe(tier);
    expect(r.headers.get('x-ratelimit-limit')).toBe(String(burst));
    expect(r.headers.get('x-ratelimit-remaining')).toBe(String(burst - 1));
    expect(r.headers.get('x-ratelimit-daily-limit')).toBe(String(daily));
    expect(r.headers.get('x-ratelimit-daily-remaining')).toBe(String(daily - 1));
    expect(r.headers.get('x-ratelimit-reset')).toBe(String(unix(`${date}T10:01:00Z`)));
  });

  it.each([
    ['free', false],
    ['pro', true],
    ['enterprise', true],
  ] as const)('serves a %s key the content of its tier (capabilities: %s)', async (tier, full) => {
    freshDay(server);
    const r = await server.api(`/labs/${slug}`, key(await server.issue(tier)));
    expect(r.status).toBe(200);
    expect(Array.isArray(r.body.capabilities)).toBe(full);
    expect('_meta' in r.body).toBe(!full);
  });

  it('answers an unknown, well-formed key with 401 {error, docs} and no-store', async () => {
    freshDay(server);
    expect401(await server.api('/labs', key(UNKNOWN_KEY)), /invalid/i);
  });

  it('answers a key that is not even key-shaped with 401', async () => {
    freshDay(server);
    expect401(await server.api('/categories', key('hunter2')), /invalid/i);
  });

  it('answers a valid key with its last character changed with 401', async () => {
    freshDay(server);
    const real = await server.issue('pro');
    const forged = real.slice(0, -1) + (real.endsWith('a') ? 'b' : 'a');
    expect401(await server.api('/categories', key(forged)), /invalid/i);
  });

  it('answers an inactive key (active: false in the keys file) with 401', async () => {
    freshDay(server);
    const k = await server.issue('pro', 'to deactivate');
    const file = JSON.parse(await readFile(server.keysFile, 'utf8')) as { keys: { id: string; active: boolean }[] };
    for (const record of file.keys) if (record.id === idOf(k)) record.active = false;
    const temp = `${server.keysFile}.edit`;
    await writeFile(temp, JSON.stringify(file));
    await rename(temp, server.keysFile);
    await server.app.keys.reload();
    expect401(await server.api('/labs', key(k)), /inactive/i);
  });

  it('refuses a key revoked through the store while the server runs, from the next request', async () => {
    freshDay(server);
    const k = await server.issue('enterprise', 'to revoke');
    expect((await server.api('/categories', key(k))).status).toBe(200);
    await server.revoke(k);
    expect401(await server.api('/categories', key(k)), /inactive|revoked/i);
  });

  it('refuses a key revoked by the CLI writing the keys file, within 3 s and without a reload call', async () => {
    freshDay(server);
    const k = await server.issue('pro', 'revoked by the CLI');
    expect((await server.api('/categories', key(k))).status).toBe(200);
    await revokeKey(server.keysFile, idOf(k));
    const deadline = Date.now() + 3_000;
    let r = await server.api('/categories', key(k));
    while (r.status === 200 && Date.now() < deadline) {
      await new Promise((resolve) => setTimeout(resolve, 50));
      r = await server.api('/categories', key(k));
    }
    expect401(r, /inactive|revoked/i);
  });

  it('leaves other keys working when one is revoked', async () => {
    freshDay(server);
    const revoked = await server.issue('pro', 'revoked');
    const kept = await server.issue('pro', 'kept');
    await server.revoke(revoked);
    const r = await server.api('/categories', key(kept));
    expect(r.status).toBe(200);
    expect(r.headers.get('x-api-tier')).toBe('pro');
  });

  it('ignores keys entirely on the freshness report, even invalid ones', async () => {
    freshDay(server);
    const r = await server.api('/metadata/freshness', key(UNKNOWN_KEY));
    expect(r.status).toBe(200);
    expect(r.headers.get('x-api-tier')).toBe('anonymous');
  });
});

describe('a 401 counts against the IP’s anonymous budget', () => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer();
  });
  afterAll(() => server.close());

  it('counts each bad-key request, so the 11th in a minute gets 429 with or without the bad key', async () => {
    const date = freshDay(server, '10:00:30');
    for (let i = 1; i <= 10; i++) {
      const r = await server.api('/categories', key(UNKNOWN_KEY));
      expect401(r, /invalid/i);
      expect(r.headers.get('x-ratelimit-remaining')).toBe(String(10 - i));
      expect(r.headers.get('x-ratelimit-daily-remaining')).toBe(String(100 - i));
    }
    const withKey = await server.api('/categories', key(UNKNOWN_KEY));
    expect(withKey.status).toBe(429);
    expect(withKey.headers.get('retry-after')).toBe('30');
    const without = await server.api('/categories');
    expect(without.status).toBe(429);
    expect(without.headers.get('x-ratelimit-reset')).toBe(String(unix(`${date}T10:01:00Z`)));
  });

  it('does not touch the budget of a valid key from the same IP', async () => {
    freshDay(server);
    const free = await server.issue('free');
    for (let i = 0; i < 10; i++) await server.api('/categories', key(UNKNOWN_KEY));
    const r = await server.api('/categories', key(free));
    expect(r.status).toBe(200);
    expect(r.headers.get('x-ratelimit-remaining')).toBe('59');
  });
});

describe('the api_key query parameter before its sunset (clock 2026-05-15)', () => {
  let server: TestServer;
  let slug: string;
  beforeAll(async () => {
    server = await startTestServer({ now: '2026-05-15T12:00:00Z' });
    slug = (await server.api('/labs?per_page=1', key(await server.issue('pro')))).body.data[0].slug;
  });
  afterAll(() => server.close());

  /** A day before the sunset that no other test here uses. */
  let day = 0;
  const preSunsetDay = (): string => {
    day += 1;
    const date = new Date(Date.parse('2026-05-01T00:00:00Z') + day * DAY_MS).toISOString().slice(0, 10);
    server.clock.set(`${date}T12:00:30Z`);
    return date;
  };

  it('accepts a valid key in api_key and applies its tier', async () => {
    preSunsetDay();
    const pro = await server.issue('pro');
    const r = await server.api(`/labs/${slug}?api_key=${pro}`);
    expect(r.status).toBe(200);
    expect(r.headers.get('x-api-tier')).toBe('pro');
    expect(Array.isArray(r.body.capabilities)).toBe(true);
    expect(typeof r.body.latitude).toBe('number');
  });

  it('marks the response with Deprecation: true and Sunset: 2026-06-01', async () => {
    preSunsetDay();
    const free = await server.issue('free');
    const r = await server.api(`/labs?per_page=1&api_key=${free}`);
    expect(r.status).toBe(200);
    expect(r.headers.get('deprecation')).toBe('true');
    expect(r.headers.get('sunset')).toBe('2026-06-01');
  });

  it('does not send Deprecation or Sunset without api_key', async () => {
    preSunsetDay();
    const r = await server.api('/labs?per_page=1', key(await server.issue('free')));
    expect(r.headers.get('deprecation')).toBeNull();
    expect(r.headers.get('sunset')).toBeNull();
  });

  it('never echoes the key in links', async () => {
    preSunsetDay();
    const pro = await server.issue('pro');
    const list = await server.api(`/labs?per_page=2&country=DE&api_key=${pro}`);
    expect(list.status).toBe(200);
    expect(list.body._links.next).toMatch(/^http/);
    expect(list.text).not.toContain(pro);
    expect(list.text).not.toContain('api_key');
    const detail = await server.api(`/labs/${slug}?api_key=${pro}`);
    expect(detail.status).toBe(200);
    expect(detail.text).not.toContain(pro);
    expect(detail.text).not.toContain('api_key');
  });

  it("does not count api_key requests under the key: the key's header budget stays full", async () => {
    const date = preSunsetDay();
    const free = await server.issue('free');
    for (let i = 0; i < 5; i++) expect((await server.api(`/categories?api_key=${free}`)).status).toBe(200);
    const r = await server.api('/categories', key(free));
    expect(r.status).toBe(200);
    expect(r.headers.get('x-api-tier')).toBe('free');
    expect(r.headers.get('x-ratelimit-remaining')).toBe('59');
    expect(r.headers.get('x-ratelimit-daily-remaining')).toBe('999');
    expect(r.headers.get('x-ratelimit-reset')).toBe(String(unix(`${date}T12:01:00Z`)));
  });

  it('counts api_key requests against the client IP instead', async () => {
    preSunsetDay();
    const free = await server.issue('free');
    for (let i = 0; i < 3; i++) await server.api(`/categories?api_key=${free}`);
    const anonymous = await server.api('/categories');
    expect(anonymous.headers.get('x-api-tier')).toBe('anonymous');
    expect(anonymous.headers.get('x-ratelimit-remaining')).toBe('6');
  });

  it('answers an unknown key in api_key with 401 and the deprecation headers', async () => {
    preSunsetDay();
    const r = await server.api(`/categories?api_key=${UNKNOWN_KEY}`);
    expect401(r, /invalid/i);
    expect(r.headers.get('deprecation')).toBe('true');
    expect(r.headers.get('sunset')).toBe('2026-06-01');
  });

  it('accepts api_key up to the last millisecond of 2026-05-31 and refuses it from 2026-06-01T00:00:00Z', async () => {
    const pro = await server.issue('pro');
    server.clock.set('2026-05-31T23:59:59.999Z');
    expect((await server.api(`/categories?api_key=${pro}`)).status).toBe(200);
    server.clock.set('2026-06-01T00:00:00.000Z');
    expect401(await server.api(`/categories?api_key=${pro}`), /X-Api-Key/);
  });
});

describe('the api_key query parameter from its sunset on (clock 2026-11-22)', () => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer();
  });
  afterAll(() => server.close());

  it('answers a valid key in api_key with 401 whose error says to use X-Api-Key, with Deprecation and Sunset', async () => {
    freshDay(server);
    const pro = await server.issue('pro');
    const r = await server.api(`/labs?api_key=${pro}`);
    expect401(r, /X-Api-Key/);
    expect(r.body.error).toMatch(/api_key/);
    expect(r.headers.get('deprecation')).toBe('true');
    expect(r.headers.get('sunset')).toBe('2026-06-01');
    expect(r.text).not.toContain(pro);
  });

  it('refuses api_key even when a valid X-Api-Key header is sent too', async () => {
    freshDay(server);
    const pro = await server.issue('pro');
    const r = await server.api(`/categories?api_key=${pro}`, key(pro));
    expect401(r, /X-Api-Key/);
    expect(r.headers.get('deprecation')).toBe('true');
  });

  it('still accepts the same key in the X-Api-Key header', async () => {
    freshDay(server);
    const pro = await server.issue('pro');
    await server.api(`/categories?api_key=${pro}`);
    const r = await server.api('/categories', key(pro));
    expect(r.status).toBe(200);
    expect(r.headers.get('x-api-tier')).toBe('pro');
    expect(r.headers.get('deprecation')).toBeNull();
  });
});
