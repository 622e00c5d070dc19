// GET /export over real HTTP (API 1.1, enterprise): the whole directory as
// NDJSON or CSV, full records with changed_at in change-feed order, gzip when
// accepted, updated_since, caching validators, HEAD, counting as one request,
// 403 below enterprise and 400s. Expected values come from the fixture build
// (loadDirectory for the labs, changes.json for the change times).
import { request as httpRequest } from 'node:http';
import { gunzipSync } from 'node:zlib';
import { parse as parseCsv } from 'csv-parse/sync';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { readChanges } from '../../src/directory/build-files.ts';
import { loadDirectory } from '../../src/directory/load.ts';
import type { Lab } from '../../src/domain/types.ts';
import { startTestServer, type TestServer } from '../support/server.ts';

const ORIGIN = 'http://labs.test';
const DAY_MS = 86_400_000;

/** The keys of a full lab detail (the contract's LabDetail without `_meta`), in order, plus `changed_at`. */
const DETAIL_KEYS = [
  'slug',
  'name',
  'accreditation_number',
  'accreditation_body',
  'accreditation_status',
  'country',
  'city',
  'postcode',
  'latitude',
  'longitude',
  'categories',
  'street_address',
  'phone',
  'email',
  'website_url',
  'scope_document_url',
  'source_url',
  'accreditation_date',
  'last_verified',
  'capabilities',
  '_links',
];

let server: TestServer;
let enterprise: string;
let labs: Lab[];
let bySlug: Map<string, Lab>;
/** slug → change time (ms), from the build's changes.json. */
let changedAt: Map<string, number>;
/** Slugs in the change feed's order: changed_at, then slug. */
let feedOrder: string[];

const asEnterprise = (extra: Record<string, string> = {}): RequestInit => ({
  headers: { 'X-Api-Key': enterprise, ...extra },
});

/** The export line a lab must give: its full detail, as the contract has it, plus changed_at. */
function expectedLine(lab: Lab): Record<string, unknown> {
  return {
    slug: lab.slug,
    name: lab.name,
    accreditation_number: lab.accreditation_number,
    accreditation_body: lab.accreditation_body,
    accreditation_status: lab.accreditation_status,
    country: lab.country,
    city: lab.city,
    postcode: lab.postcode,
    latitude: lab.latitude,
    longitude: lab.longitude,
    categories: lab.categories,
    street_address: lab.street_address,
    phone: lab.phone,
    email: lab.email,
    website_url: lab.website_url,
    scope_document_url: lab.scope_document_url,
    source_url: lab.source_url,
    accreditation_date: lab.accreditation_date,
    last_verified: lab.last_verified,
    capabilities: lab.capabilities.map((c) => ({
      canonical_id: c.canonical_id,
      name: c.name,
      category_slug: c.category_slug,
      category_name: c.category_name,
    })),
    _links: { self: `${ORIGIN}/api/v1/labs/${lab.slug}`, html: `${ORIGIN}/labs/${lab.slug}/` },
    changed_at: new Date(changedAt.get(lab.slug)!).toISOString(),
  };
}

/** NDJSON text → one object per line (every line, including the last, ends with \n). */
function ndjson(text: string): Array<Record<string, any>> {
  expect(text.endsWith('\n')).toBe(true);
  const lines = text.slice(0, -1).split('\n');
  return lines.map((line, i) => {
    expect(line.trim(), `line ${i + 1} is not empty`).not.toBe('');
    const value = JSON.parse(line);
    expect(typeof value === 'object' && value !== null && !Array.isArray(value), `line ${i + 1} is an object`).toBe(
      true,
    );
    return value;
  });
}

/** A raw request, to see the bytes as sent (fetch decompresses, and always offers compression). */
function raw(
  method: string,
  target: string,
  headers: Record<string, string>,
): Promise<{ status: number; headers: Record<string, string | string[] | undefined>; body: Buffer }> {
  return new Promise((resolve, reject) => {
    const req = httpRequest(
      { host: '127.0.0.1', port: server.app.port, method, path: `/api/v1${target}`, headers },
      (res) => {
        const chunks: Buffer[] = [];
        res.on('data', (c: Buffer) => chunks.push(c));
        res.on('end', () =>
          resolve({ status: res.statusCode ?? 0, headers: res.headers, body: Buffer.concat(chunks) }),
        );
        res.on('error', reject);
      },
    );
    req.on('error', reject);
    req.end();
  });
}

beforeAll(async () => {
  server = await startTestServer();
  enterprise = await server.issue('enterprise');
  const build = inject('fixtureBuild');
  labs = (await loadDirectory(build)).labs;
  bySlug = new Map(labs.map((l) => [l.slug, l]));
  const changes = await readChanges(build);
  changedAt = new Map(Object.entries(changes).map(([slug, at]) => [slug, Date.parse(at)]));
  feedOrder = labs
    .map((l) => l.slug)
    .sort((a, b) => changedAt.get(a)! - changedAt.get(b)! || (a < b ? -1 : a > b ? 1 : 0));
});
afterAll(() => server.close());

// A new UTC day per test: every test starts with full budgets.
let day = 0;
const freshDay = () => server.clock.set(new Date(Date.parse('2026-11-22T10:00:30Z') + ++day * DAY_MS).toISOString());

describe('GET /export', () => {
  it('sends NDJSON by default: Content-Type application/x-ndjson, one JSON object per line', async () => {
    freshDay();
    const r = await server.api('/export', asEnterprise());
    expect(r.status).toBe(200);
    expect(r.headers.get('content-type')).toBe('application/x-ndjson; charset=utf-8');
    expect(ndjson(r.text).length).toBeGreaterThan(0);
  });

  it('exports one line per lab of the directory, every status included', async () => {
    freshDay();
    const lines = ndjson((await server.api('/export', asEnterprise())).text);
    expect(lines).toHaveLength(labs.length);
    expect(lines.map((l) => l.slug).sort()).toEqual(labs.map((l) => l.slug).sort());
    const statuses = new Set(lines.map((l) => String(l.accreditation_status)));
    expect([...statuses].sort()).toEqual(['active', 'null', 'suspended', 'withdrawn']);
  });

  it('gives each lab in full (capabilities array, coordinates, every detail field) plus changed_at', async () => {
    freshDay();
    const lines = ndjson((await server.api('/export', asEnterprise())).text);
    for (const line of lines) {
      expect(Object.keys(line), line.slug).toEqual([...DETAIL_KEYS, 'changed_at']);
      expect(line, line.slug).toEqual(expectedLine(bySlug.get(line.slug)!));
      expect(Array.isArray(line.capabilities)).toBe(true);
    }
    expect(lines.some((l) => typeof l.latitude === 'number' && typeof l.longitude === 'number')).toBe(true);
  });

  it('gives each lab as GET /labs/{slug} gives it to an enterprise key, plus changed_at', async () => {
    freshDay();
    const lines = ndjson((await server.api('/export', asEnterprise())).text);
    for (const line of [lines[0]!, lines[Math.floor(lines.length / 2)]!, lines[lines.length - 1]!]) {
      const detail = await server.api(`/labs/${line.slug}`, asEnterprise());
      expect(detail.status).toBe(200);
      const { changed_at: _changedAt, ...rest } = line;
      expect(rest).toEqual(detail.body);
    }
  });

  it('orders the labs by changed_at, then slug (the change feed: oldest change first)', async () => {
    freshDay();
    const lines = ndjson((await server.api('/export', asEnterprise())).text);
    expect(lines.map((l) => l.slug)).toEqual(feedOrder);
    // The fixture has ties of change time, so the slug order is exercised.
    expect(new Set(changedAt.values()).size).toBeLessThan(labs.length);
  });

  it('sends gzip to a client that accepts it (Content-Encoding: gzip), the same body once decoded', async () => {
    freshDay();
    const plain = await raw('GET', '/export', { 'X-Api-Key': enterprise });
    const zipped = await raw('GET', '/export', { 'X-Api-Key': enterprise, 'Accept-Encoding': 'gzip' });
    expect(plain.status).toBe(200);
    expect(zipped.status).toBe(200);
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(zipped.headers['content-encoding']).toBe('gzip');
    expect(zipped.body.subarray(0, 2)).toEqual(Buffer.from([0x1f, 0x8b]));
    const decoded = gunzipSync(zipped.body);
    expect(decoded.equals(plain.body)).toBe(true);
    expect(zipped.body.length).toBeLessThan(plain.body.length);
    expect(ndjson(plain.body.toString('utf8')).map((l) => l.slug)).toEqual(feedOrder);
  });

  it('does not send gzip to a client that accepts only br', async () => {
    freshDay();
    const r = await raw('GET', '/export', { 'X-Api-Key': enterprise, 'Accept-Encoding': 'br' });
    expect(r.status).toBe(200);
    expect(
      r.headers['content-encoding'] === undefined || r.headers['content-encoding'] === 'br',
      `Content-Encoding: ${String(r.headers['content-encoding'])}`,
    ).toBe(true);
  });

  it('does not send gzip to a client that refuses it (gzip;q=0)', async () => {
    freshDay();
    const r = await raw('GET', '/export', { 'X-Api-Key': enterprise, 'Accept-Encoding': 'gzip;q=0, identity' });
    expect(r.status).toBe(200);
    expect(r.headers['content-encoding']).toBeUndefined();
  });

  it('sends CSV with format=csv: text/csv, a header row and one row per lab in the same order', async () => {
    freshDay();
    const r = await server.api('/export?format=csv', asEnterprise());
    expect(r.status).toBe(200);
    expect(r.headers.get('content-type')).toBe('text/csv; charset=utf-8');
    const rows = parseCsv(r.text, { columns: true, skip_empty_lines: false }) as Array<Record<string, string>>;
    const header = (parseCsv(r.text, { to_line: 1 }) as string[][])[0]!;
    for (const column of [
      'slug',
      'name',
      'accreditation_status',
      'country',
      'city',
      'latitude',
      'longitude',
      'categories',
      'capabilities',
      'changed_at',
    ])
      expect(header).toContain(column);
    expect(rows).toHaveLength(labs.length);
    expect(rows.map((row) => row.slug)).toEqual(feedOrder);
    for (const row of rows) {
      const lab = bySlug.get(row.slug!)!;
      expect(row.name, row.slug).toBe(lab.name);
      expect(row.city, row.slug).toBe(lab.city ?? '');
      expect(row.street_address, row.slug).toBe(lab.street_address ?? '');
      expect(row.accreditation_status, row.slug).toBe(lab.accreditation_status ?? '');
      expect(Number(row.latitude), row.slug).toBe(lab.latitude);
      expect(Number(row.longitude), row.slug).toBe(lab.longitude);
      expect(row.categories!.split(';'), row.slug).toEqual(lab.categories);
      expect(row.capabilities!.split(';'), row.slug).toEqual(lab.capabilities.map((c) => c.canonical_id));
      expect(Date.parse(row.changed_at!), row.slug).toBe(changedAt.get(row.slug!));
    }
  });

  it('quotes CSV fields as RFC 4180 says: CRLF line ends, and a name with a comma round-trips quoted', async () => {
    freshDay();
    const withComma = labs.find((l) => l.name.includes(','));
    expect(withComma, 'the fixture has a lab name with a comma').toBeDefined();
    const r = await server.api('/export?format=csv', asEnterprise());
    expect(r.text.endsWith('\r\n')).toBe(true);
    expect(
      r.text
        .split('\r\n')
        .slice(0, -1)
        .every((line) => !line.includes('\n')),
    ).toBe(true);
    expect(r.text).toContain(`,"${withComma!.name.replace(/"/g, '""')}",`);
    const rows = parseCsv(r.text, { columns: true }) as Array<Record<string, string>>;
    for (const lab of labs.filter((l) => /[",]/.test(l.name) || /[",]/.test(l.street_address ?? ''))) {
      const row = rows.find((x) => x.slug === lab.slug)!;
      expect(row.name).toBe(lab.name);
      expect(row.street_address).toBe(lab.street_address ?? '');
    }
  });

  it('limits the export to labs changed at or after updated_since, in the same order, every status', async () => {
    freshDay();
    const times = [...new Set(changedAt.values())].sort((a, b) => a - b);
    const since = times[Math.floor(times.length / 2)]!;
    const expected = feedOrder.filter((slug) => changedAt.get(slug)! >= since);
    expect(expected.length).toBeGreaterThan(0);
    expect(expected.length).toBeLessThan(labs.length);
    const r = await server.api(`/export?updated_since=${new Date(since).toISOString()}`, asEnterprise());
    expect(r.status).toBe(200);
    const lines = ndjson(r.text);
    expect(lines.map((l) => l.slug)).toEqual(expected);
    for (const line of lines) expect(line).toEqual(expectedLine(bySlug.get(line.slug)!));
    const csv = await server.api(`/export?format=csv&updated_since=${new Date(since).toISOString()}`, asEnterprise());
    expect((parseCsv(csv.text, { columns: true }) as Array<{ slug: string }>).map((row) => row.slug)).toEqual(expected);
  });

  it('exports no lab for an updated_since after every change (200, empty body)', async () => {
    freshDay();
    const r = await server.api('/export?updated_since=2030-01-01', asEnterprise());
    expect(r.status).toBe(200);
    expect(r.text).toBe('');
  });

  it('sends an ETag and a Last-Modified that is the latest change time exported', async () => {
    freshDay();
    const r = await server.api('/export', asEnterprise());
    expect(r.headers.get('etag')).toMatch(/^(W\/)?"[^"]+"$/);
    const latest = Math.max(...changedAt.values());
    expect(r.headers.get('last-modified')).toBe(new Date(latest).toUTCString());
    expect(r.headers.get('cache-control')).toBe('public, max-age=300');
  });

  it('gives different ETags to the NDJSON, the CSV and an updated_since export', async () => {
    freshDay();
    const tags = await Promise.all(
      ['/export', '/export?format=csv', '/export?updated_since=2026-11-18'].map(async (t) =>
        (await server.api(t, asEnterprise())).headers.get('etag'),
      ),
    );
    expect(new Set(tags).size).toBe(3);
  });

  it('answers If-None-Match with the ETag with 304 and no body', async () => {
    freshDay();
    const first = await server.api('/export', asEnterprise());
    const etag = first.headers.get('etag')!;
    const r = await server.api('/export', asEnterprise({ 'If-None-Match': etag }));
    expect(r.status).toBe(304);
    expect(r.text).toBe('');
    expect(r.headers.get('etag')).toBe(etag);
  });

  it('answers HEAD with the headers of GET and no body', async () => {
    freshDay();
    const get = await server.api('/export', asEnterprise());
    const head = await server.api('/export', { ...asEnterprise(), method: 'HEAD' });
    expect(head.status).toBe(200);
    expect(head.text).toBe('');
    for (const name of [
      'content-type',
      'content-encoding',
      'content-disposition',
      'etag',
      'last-modified',
      'cache-control',
      'x-api-tier',
      'vary',
    ]) {
      expect(head.headers.get(name), name).toBe(get.headers.get(name));
    }
  });

  it('is counted as ONE request: X-RateLimit-Remaining goes down by exactly one for the whole export', async () => {
    freshDay();
    const before = await server.api('/categories', asEnterprise());
    const remaining = Number(before.headers.get('x-ratelimit-remaining'));
    const daily = Number(before.headers.get('x-ratelimit-daily-remaining'));
    const r = await server.api('/export', asEnterprise());
    expect(r.status).toBe(200);
    expect(Number(r.headers.get('x-ratelimit-remaining'))).toBe(remaining - 1);
    expect(Number(r.headers.get('x-ratelimit-daily-remaining'))).toBe(daily - 1);
    const after = await server.api('/categories', asEnterprise());
    expect(Number(after.headers.get('x-ratelimit-remaining'))).toBe(remaining - 2);
    expect(Number(after.headers.get('x-ratelimit-daily-remaining'))).toBe(daily - 2);
  });

  it.each(['anonymous', 'free', 'pro'] as const)('refuses the %s tier with 403 {error, upgrade_url}', async (tier) => {
    freshDay();
    const init = tier === 'anonymous' ? {} : { headers: { 'X-Api-Key': await server.issue(tier) } };
    for (const target of ['/export', '/export?format=csv']) {
      const r = await server.api(target, init);
      expect(r.status, target).toBe(403);
      expect(Object.keys(r.body).sort()).toEqual(['error', 'upgrade_url']);
      expect(r.body.error).toMatch(/enterprise/);
      expect(r.body.upgrade_url).toBe(`${ORIGIN}/docs/#tiers`);
      expect(r.headers.get('x-api-tier')).toBe(tier);
      expect(r.headers.get('cache-control')).toBe('no-store');
    }
  });

  it.each([
    ['format=xml', /'format' must be one of ndjson, csv; got 'xml'/],
    ['format=', /'format' must be one of ndjson, csv/],
    ['updated_since=yesterday', /'updated_since' must be an ISO 8601 date-time/],
    ['page=2', /Unknown query parameter 'page'/],
  ])('answers 400 {error, docs} to %s', async (query, message) => {
    freshDay();
    const r = await server.api(`/export?${query}`, asEnterprise());
    expect(r.status).toBe(400);
    expect(Object.keys(r.body).sort()).toEqual(['docs', 'error']);
    expect(r.body.error).toMatch(message);
    expect(r.headers.get('cache-control')).toBe('no-store');
  });
});
