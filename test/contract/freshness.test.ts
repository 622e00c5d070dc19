// GET /metadata/freshness over real HTTP: per-body scrape times and counts,
// ages on the injected clock, caching, and that it ignores keys and limits.
// Expected values come from the fixture's raw snapshots and built lab files.
import { readFile, readdir } from 'node:fs/promises';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { readFullLabs, readManifest } from '../../src/directory/build-files.ts';
import type { Lab, RawSnapshot } from '../../src/domain/types.ts';
import { startTestServer, type TestServer } from '../support/server.ts';

const DAY_MS = 86_400_000;

interface BodyFreshness {
  country: string | null;
  last_scraped: string;
  labs_count: number;
  age_days: number;
}

let server: TestServer;
let labs: Lab[];
/** Body code → what its raw snapshot says. */
const snapshots = new Map<string, { country: string; scraped_at: string }>();

const freshness = (init: RequestInit = {}, query = '') => server.api(`/metadata/freshness${query}`, init);

beforeAll(async () => {
  server = await startTestServer();
  const build = inject('fixtureBuild');
  labs = await readFullLabs(build, await readManifest(build));
  // The global setup writes the raw snapshots next to the build.
  const raw = path.join(path.dirname(build), 'raw');
  for (const file of await readdir(raw)) {
    const s = JSON.parse(await readFile(path.join(raw, file), 'utf8')) as RawSnapshot;
    snapshots.set(s.body, { country: s.country, scraped_at: s.scraped_at });
  }
});
afterAll(() => server.close());

describe('GET /metadata/freshness', () => {
  it('reports every accreditation body with {country, last_scraped, labs_count, age_days}', async () => {
    server.clock.set('2026-11-22T10:00:30Z');
    const r = await freshness();
    expect(r.status).toBe(200);
    expect(Object.keys(r.body).sort()).toEqual(['bodies', 'generated_at', 'total_labs']);
    const bodies = r.body.bodies as Record<string, BodyFreshness>;
    expect(Object.keys(bodies).sort()).toEqual([...snapshots.keys()].sort());
    expect(Object.keys(bodies).length).toBe(20);
    for (const [code, b] of Object.entries(bodies)) {
      const snapshot = snapshots.get(code)!;
      expect(Object.keys(b).sort(), code).toEqual(['age_days', 'country', 'labs_count', 'last_scraped']);
      expect(b.country, code).toBe(snapshot.country);
      expect(Date.parse(b.last_scraped), code).toBe(Date.parse(snapshot.scraped_at));
      expect(b.labs_count, code).toBe(labs.filter((l) => l.accreditation_body === code).length);
      expect(Number.isInteger(b.age_days)).toBe(true);
    }
  });

  it('gives total_labs equal to the sum of labs_count (every lab of every status)', async () => {
    const r = await freshness();
    const sum = Object.values(r.body.bodies as Record<string, BodyFreshness>).reduce((s, b) => s + b.labs_count, 0);
    expect(r.body.total_labs).toBe(sum);
    expect(r.body.total_labs).toBe(labs.length);
    expect(labs.some((l) => l.accreditation_status !== 'active')).toBe(true);
  });

  it('is as of the start of the current UTC hour: generated_at is that time and age_days counts whole days to it', async () => {
    const HOUR_MS = 3_600_000;
    for (const now of ['2026-11-22T10:00:30Z', '2026-12-31T23:59:59.500Z', '2027-03-01T00:00:00Z']) {
      server.clock.set(now);
      const asOf = Math.floor(Date.parse(now) / HOUR_MS) * HOUR_MS;
      const r = await freshness();
      expect(r.status).toBe(200);
      expect(Date.parse(r.body.generated_at)).toBe(asOf);
      for (const [code, b] of Object.entries(r.body.bodies as Record<string, BodyFreshness>)) {
        const scraped = Date.parse(snapshots.get(code)!.scraped_at);
        expect(b.age_days, `${code} at ${now}`).toBe(Math.floor((asOf - scraped) / DAY_MS));
      }
    }
    // At the day boundary of one body: the hour that starts before its 44th day is 43 days old, the first hour after is 44.
    const nah = Date.parse(snapshots.get('NAH')!.scraped_at);
    const boundaryHour = Math.ceil((nah + 44 * DAY_MS) / HOUR_MS) * HOUR_MS;
    server.clock.set(new Date(boundaryHour - 1000).toISOString());
    expect((await freshness()).body.bodies.NAH.age_days).toBe(43);
    server.clock.set(new Date(boundaryHour + 1000).toISOString());
    const exact = await freshness();
    expect(exact.body.bodies.NAH.age_days).toBe(44);
    expect(exact.body.generated_at).toBe(new Date(boundaryHour).toISOString());
    // The body scraped long before the others is the oldest.
    server.clock.set('2026-11-22T10:00:30Z');
    const ages = (await freshness()).body.bodies as Record<string, BodyFreshness>;
    expect(ages.NAH!.age_days).toBeGreaterThan(30);
    expect(Math.max(...Object.values(ages).map((b) => b.age_days))).toBe(ages.NAH!.age_days);
  });

  it('is cached for an hour: Cache-Control: public, max-age=3600', async () => {
    const r = await freshness();
    expect(r.headers.get('cache-control')).toBe('public, max-age=3600');
    expect(r.headers.get('etag')).toBeTruthy();
  });

  it('answers 200 to an invalid X-Api-Key, to api_key=whatever, and to both, with the same body as without a key', async () => {
    server.clock.set('2026-11-22T10:00:30Z');
    const plain = await freshness();
    const invalidHeader = await freshness({ headers: { 'X-Api-Key': 'ld_live_not-a-real-key-000000000000' } });
    const queryKey = await freshness({}, '?api_key=whatever');
    const both = await freshness({ headers: { 'X-Api-Key': 'whatever' } }, '?api_key=whatever');
    const revoked = await server.issue('pro');
    await server.revoke(revoked);
    const inactive = await freshness({ headers: { 'X-Api-Key': revoked } });
    for (const r of [invalidHeader, queryKey, both, inactive]) {
      expect(r.status, r.text).toBe(200);
      expect(r.body).toEqual(plain.body);
      expect(r.headers.get('cache-control')).toBe('public, max-age=3600');
    }
    // Before the api_key sunset too.
    server.clock.set('2026-05-01T12:00:00Z');
    expect((await freshness({}, '?api_key=whatever')).status).toBe(200);
  });

  it('gives every tier the same body', async () => {
    server.clock.set('2026-11-22T10:00:30Z');
    const anonymous = await freshness();
    for (const tier of ['free', 'pro', 'enterprise'] as const) {
      const key = await server.issue(tier);
      const r = await freshness({ headers: { 'X-Api-Key': key } });
      expect(r.status).toBe(200);
      expect(r.headers.get('x-api-tier')).toBe(tier);
      expect(r.body).toEqual(anonymous.body);
    }
  });

  it('does not count against the limits of anonymous callers, and still answers when they are exhausted', async () => {
    server.clock.set('2026-11-24T08:00:05Z');
    const before = await server.api('/labs?per_page=1');
    expect(before.status).toBe(200);
    const remaining = Number(before.headers.get('x-ratelimit-remaining'));
    const daily = Number(before.headers.get('x-ratelimit-daily-remaining'));
    expect(remaining).toBe(9);
    for (let i = 0; i < 15; i++) {
      const r = await freshness();
      expect(r.status).toBe(200);
      expect(Number(r.headers.get('x-ratelimit-remaining'))).toBe(remaining);
      expect(Number(r.headers.get('x-ratelimit-daily-remaining'))).toBe(daily);
    }
    const after = await server.api('/labs?per_page=1');
    expect(after.status).toBe(200);
    expect(Number(after.headers.get('x-ratelimit-remaining'))).toBe(remaining - 1);
    expect(Number(after.headers.get('x-ratelimit-daily-remaining'))).toBe(daily - 1);
    // Exhaust the minute: /labs is refused, freshness still answers.
    for (let i = 0; i < remaining - 1; i++) expect((await server.api('/labs?per_page=1')).status).toBe(200);
    expect((await server.api('/labs?per_page=1')).status).toBe(429);
    const exhausted = await freshness();
    expect(exhausted.status).toBe(200);
    expect(Number(exhausted.headers.get('x-ratelimit-remaining'))).toBe(0);
  });

  it('does not count against the limits of a key', async () => {
    server.clock.set('2026-11-25T08:00:05Z');
    const key = await server.issue('free');
    const headers = { 'X-Api-Key': key };
    const first = await server.api('/categories', { headers });
    const remaining = Number(first.headers.get('x-ratelimit-remaining'));
    expect(remaining).toBe(59);
    for (let i = 0; i < 5; i++) {
      const r = await freshness({ headers });
      expect(r.status).toBe(200);
      expect(Number(r.headers.get('x-ratelimit-remaining'))).toBe(remaining);
    }
    expect(Number((await server.api('/categories', { headers })).headers.get('x-ratelimit-remaining'))).toBe(
      remaining - 1,
    );
  });

  it('answers 400 {error, docs} to an unknown parameter', async () => {
    const r = await freshness({}, '?body=DAKKS');
    expect(r.status).toBe(400);
    expect(Object.keys(r.body).sort()).toEqual(['docs', 'error']);
    expect(r.body.error).toMatch(/\bbody\b/);
    expect(r.headers.get('cache-control')).toBe('no-store');
  });
});
