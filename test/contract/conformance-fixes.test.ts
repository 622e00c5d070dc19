// API 1.1 conformance fixes over real HTTP: the freshness report stable within
// a UTC hour, /openapi.json refusing bad keys, the served document's version,
// license, servers, methods and nullable masked fields, OPTIONS and HEAD on
// every documented path, and the `body` parameter's pattern agreeing with the
// build and with the server. Expected values come from the fixture build.
import { readFile, readdir } from 'node:fs/promises';
import path from 'node:path';
import { afterAll, beforeAll, beforeEach, describe, expect, inject, it } from 'vitest';
import { loadDirectory } from '../../src/directory/load.ts';
import type { Lab, RawSnapshot } from '../../src/domain/types.ts';
import { startTestServer, type ApiResponse, type TestServer } from '../support/server.ts';

const ORIGIN = 'http://labs.test';
const HOUR_MS = 3_600_000;
const DAY_MS = 86_400_000;
/** Headers that legitimately differ between two requests (and framing, which HEAD need not repeat). */
const VOLATILE = new Set(['x-request-id', 'date', 'connection', 'keep-alive', 'transfer-encoding']);

type Json = Record<string, any>;

let server: TestServer;
let labs: Lab[];
let slug: string;
/** Body codes of the fixture build: its raw snapshots' bodies, which are the labs' bodies. */
let bodyCodes: string[];

const key = (k: string, extra: Record<string, string> = {}): RequestInit => ({ headers: { 'X-Api-Key': k, ...extra } });

beforeAll(async () => {
  server = await startTestServer();
  const build = inject('fixtureBuild');
  labs = (await loadDirectory(build)).labs;
  slug = labs.find((l) => l.accreditation_status === 'active')!.slug;
  const raw = path.join(path.dirname(build), 'raw');
  const codes = new Set<string>();
  for (const file of await readdir(raw))
    codes.add((JSON.parse(await readFile(path.join(raw, file), 'utf8')) as RawSnapshot).body);
  expect([...codes].sort()).toEqual([...new Set(labs.map((l) => l.accreditation_body))].sort());
  bodyCodes = [...codes].sort();
});
afterAll(() => server.close());

// A new UTC day per test: every test starts with full budgets.
let day = 0;
beforeEach(() => {
  server.clock.set(new Date(Date.parse('2026-11-22T10:00:30Z') + ++day * DAY_MS).toISOString());
});

/** The served document (validated as an OpenAPI document by server.api). */
async function servedDocument(): Promise<Json> {
  const r = await server.api('/openapi.json');
  expect(r.status).toBe(200);
  return r.body as Json;
}

/** Follows a local `$ref`. */
function resolve(document: Json, node: Json): Json {
  let out = node;
  while (typeof out?.$ref === 'string') {
    out = out.$ref
      .slice(2)
      .split('/')
      .reduce((n: Json, part: string) => n[part.replace(/~1/g, '/').replace(/~0/g, '~')], document);
  }
  return out;
}

/** The JSON types a schema admits (through $ref, type arrays, anyOf and oneOf). */
function typesOf(document: Json, schema: Json): Set<string> {
  const s = resolve(document, schema);
  const out = new Set<string>();
  if (Array.isArray(s.type)) for (const t of s.type) out.add(t);
  else if (typeof s.type === 'string') out.add(s.type);
  for (const branch of [...(s.anyOf ?? []), ...(s.oneOf ?? [])]) for (const t of typesOf(document, branch)) out.add(t);
  return out;
}

describe('GET /metadata/freshness within a UTC hour', () => {
  it('gives the same body and ETag to two requests in the same UTC hour', async () => {
    server.clock.set('2026-11-22T10:07:13Z');
    const first = await server.api('/metadata/freshness');
    server.clock.advance(38 * 60_000);
    const second = await server.api('/metadata/freshness');
    expect(first.status).toBe(200);
    expect(second.status).toBe(200);
    expect(second.text).toBe(first.text);
    expect(second.headers.get('etag')).toBe(first.headers.get('etag'));
  });

  it('gives generated_at as the start of the current UTC hour', async () => {
    for (const [now, hour] of [
      ['2026-11-22T10:07:13Z', '2026-11-22T10:00:00.000Z'],
      ['2026-11-22T10:59:59.999Z', '2026-11-22T10:00:00.000Z'],
      ['2026-11-22T11:00:00Z', '2026-11-22T11:00:00.000Z'],
      ['2026-12-31T23:30:00Z', '2026-12-31T23:00:00.000Z'],
    ]) {
      server.clock.set(now!);
      const r = await server.api('/metadata/freshness');
      expect(Date.parse(r.body.generated_at), now).toBe(Date.parse(hour!));
    }
  });

  it('answers If-None-Match with the ETag of earlier in the hour with 304 and no body', async () => {
    server.clock.set('2026-11-22T10:02:00Z');
    const first = await server.api('/metadata/freshness');
    const etag = first.headers.get('etag')!;
    server.clock.advance(45 * 60_000);
    const r = await server.api('/metadata/freshness', { headers: { 'If-None-Match': etag } });
    expect(r.status).toBe(304);
    expect(r.text).toBe('');
    expect(r.headers.get('etag')).toBe(etag);
    expect(r.headers.get('cache-control')).toBe('public, max-age=3600');
  });

  it('moves to the next hour after the boundary: a new generated_at and ETag, and the old ETag gets 200', async () => {
    server.clock.set('2026-11-22T10:59:59Z');
    const before = await server.api('/metadata/freshness');
    server.clock.set('2026-11-22T11:00:01Z');
    const after = await server.api('/metadata/freshness', {
      headers: { 'If-None-Match': before.headers.get('etag')! },
    });
    expect(after.status).toBe(200);
    expect(after.body.generated_at).toBe('2026-11-22T11:00:00.000Z');
    expect(after.headers.get('etag')).not.toBe(before.headers.get('etag'));
  });

  it('computes age_days from generated_at (the start of the hour)', async () => {
    server.clock.set('2026-11-22T10:41:00Z');
    const r = await server.api('/metadata/freshness');
    const asOf = Math.floor(Date.parse('2026-11-22T10:41:00Z') / HOUR_MS) * HOUR_MS;
    for (const [code, b] of Object.entries(
      r.body.bodies as Record<string, { last_scraped: string; age_days: number }>,
    )) {
      expect(b.age_days, code).toBe(Math.max(0, Math.floor((asOf - Date.parse(b.last_scraped)) / DAY_MS)));
    }
  });
});

describe('GET /openapi.json and keys', () => {
  it('answers an invalid X-Api-Key with 401 {error, docs}', async () => {
    const r = await server.api('/openapi.json', key('ld_live_not-a-real-key-000000000000'));
    expect(r.status).toBe(401);
    expect(Object.keys(r.body).sort()).toEqual(['docs', 'error']);
    expect(r.body.docs).toBe(`${ORIGIN}/docs/#authentication`);
    expect(r.headers.get('cache-control')).toBe('no-store');
  });

  it('answers a revoked key with 401', async () => {
    const revoked = await server.issue('pro');
    await server.revoke(revoked);
    const r = await server.api('/openapi.json', key(revoked));
    expect(r.status).toBe(401);
    expect(r.body.error).toMatch(/inactive/);
  });

  it('does not count the 401 against the anonymous budget', async () => {
    const before = await server.api('/categories');
    const remaining = Number(before.headers.get('x-ratelimit-remaining'));
    const daily = Number(before.headers.get('x-ratelimit-daily-remaining'));
    for (let i = 0; i < 3; i++) {
      const r = await server.api('/openapi.json', key('ld_live_not-a-real-key-000000000000'));
      expect(r.status).toBe(401);
      expect(Number(r.headers.get('x-ratelimit-remaining'))).toBe(remaining);
      expect(Number(r.headers.get('x-ratelimit-daily-remaining'))).toBe(daily);
    }
    const after = await server.api('/categories');
    expect(Number(after.headers.get('x-ratelimit-remaining'))).toBe(remaining - 1);
    expect(Number(after.headers.get('x-ratelimit-daily-remaining'))).toBe(daily - 1);
  });

  it('answers the api_key query parameter (past its 2026-06-01 sunset) with 401, Deprecation: true and Sunset: 2026-06-01', async () => {
    expect(server.clock.now).toBeGreaterThan(Date.parse('2026-06-01T00:00:00Z'));
    const valid = await server.issue('pro');
    for (const value of ['whatever', valid]) {
      const r = await server.api(`/openapi.json?api_key=${encodeURIComponent(value)}`);
      expect(r.status).toBe(401);
      expect(Object.keys(r.body).sort()).toEqual(['docs', 'error']);
      expect(r.body.error).toMatch(/X-Api-Key/);
      expect(r.headers.get('deprecation')).toBe('true');
      expect(r.headers.get('sunset')).toBe('2026-06-01');
    }
  });

  it('answers a valid key with 200 and the document, the same as without a key', async () => {
    const anonymous = await server.api('/openapi.json');
    for (const tier of ['free', 'pro', 'enterprise'] as const) {
      const r = await server.api('/openapi.json', key(await server.issue(tier)));
      expect(r.status).toBe(200);
      expect(r.headers.get('x-api-tier')).toBe(tier);
      expect(r.body).toEqual(anonymous.body);
    }
  });
});

describe('The served OpenAPI document', () => {
  it("gives info.version '1.1.0'", async () => {
    expect((await servedDocument()).info.version).toBe('1.1.0');
  });

  it('gives info.license with a name', async () => {
    const { license } = (await servedDocument()).info;
    expect(license).toBeDefined();
    expect(typeof license.name).toBe('string');
    expect(license.name.length).toBeGreaterThan(0);
  });

  it('gives servers[0].url as the public origin + /api/v1', async () => {
    expect((await servedDocument()).servers[0].url).toBe(`${ORIGIN}/api/v1`);
  });

  it('lists GET, HEAD and OPTIONS for each path', async () => {
    const document = await servedDocument();
    const paths = Object.keys(document.paths);
    expect(paths.length).toBeGreaterThan(0);
    for (const p of paths) {
      const item = resolve(document, document.paths[p]);
      for (const method of ['get', 'head', 'options'])
        expect(item[method], `${method.toUpperCase()} ${p}`).toBeDefined();
    }
  });

  it.each([
    ['Lab', 'latitude', ['null', 'number']],
    ['Lab', 'longitude', ['null', 'number']],
    ['LabDetail', 'latitude', ['null', 'number']],
    ['LabDetail', 'longitude', ['null', 'number']],
    ['LabDetail', 'capabilities', ['array', 'null']],
  ])('types the masked field %s.%s as %j (a value or null, not null alone)', async (schemaName, field, types) => {
    const document = await servedDocument();
    const schema = document.components.schemas[schemaName];
    expect(schema, schemaName).toBeDefined();
    const property = resolve(document, schema).properties[field];
    expect(property, `${schemaName}.${field}`).toBeDefined();
    expect([...typesOf(document, property)].sort()).toEqual(types);
  });

  it('lists every masked field as required (always present) in Lab and LabDetail', async () => {
    const document = await servedDocument();
    for (const [name, fields] of [
      ['Lab', ['latitude', 'longitude']],
      ['LabDetail', ['latitude', 'longitude', 'capabilities']],
    ] as const) {
      const schema = resolve(document, document.components.schemas[name]);
      for (const field of fields) expect(schema.required, `${name}.${field}`).toContain(field);
    }
  });

  it('accepts every body code of the build in the /labs `body` pattern (any case, spaces around), and the server accepts each', async () => {
    const document = await servedDocument();
    const parameter = (resolve(document, document.paths['/labs']).get.parameters as Json[])
      .map((p) => resolve(document, p))
      .find((p) => p.name === 'body' && p.in === 'query')!;
    expect(parameter, 'the body parameter').toBeDefined();
    const pattern = new RegExp(parameter.schema.pattern, 'u');
    const pro = await server.issue('pro');
    for (const code of bodyCodes) {
      for (const form of [code, code.toLowerCase(), ` ${code} `]) expect(pattern.test(form), `'${form}'`).toBe(true);
      const r = await server.api(`/labs?body=${encodeURIComponent(code.toLowerCase())}&per_page=1`, key(pro));
      expect(r.status, code).toBe(200);
      expect(r.body.meta.total, code).toBe(
        labs.filter((l) => l.accreditation_body === code && l.accreditation_status === 'active').length,
      );
    }
  });

  it("refuses a body code not in the build ('XX') in both the pattern and the server (400 naming body)", async () => {
    const document = await servedDocument();
    const parameter = (resolve(document, document.paths['/labs']).get.parameters as Json[])
      .map((p) => resolve(document, p))
      .find((p) => p.name === 'body' && p.in === 'query')!;
    const pattern = new RegExp(parameter.schema.pattern, 'u');
    expect(bodyCodes).not.toContain('XX');
    for (const code of ['XX', 'DAKK', 'DAKKSX', '']) {
      expect(pattern.test(code), `'${code}'`).toBe(false);
      const r = await server.api(`/labs?body=${code}`);
      expect(r.status, `'${code}'`).toBe(400);
      expect(r.body.error).toMatch(/'body'/);
    }
  });
});

describe('OPTIONS and HEAD on the documented paths', () => {
  /** A concrete request for each documented path: its template filled in, its required parameters given. */
  const concrete = (template: string): string => {
    const targets: Record<string, string> = {
      '/labs': '/labs?per_page=3',
      '/labs/{slug}': `/labs/${slug}`,
      '/categories': '/categories',
      '/standards': '/standards?q=6892',
      '/standards/{id}': '/standards/iso-6892-1',
      '/suggest': '/suggest?q=mun',
      '/export': '/export',
      '/metadata/freshness': '/metadata/freshness',
      '/openapi.json': '/openapi.json',
    };
    expect(targets[template], `a request for the documented path ${template}`).toBeDefined();
    return targets[template]!;
  };

  it('answers OPTIONS on an unknown path under /api/v1 with 204, no body, no Content-Type, allowing X-Api-Key', async () => {
    const r = await server.api('/no/such/path', {
      method: 'OPTIONS',
      validate: false,
      headers: {
        Origin: 'https://app.example.org',
        'Access-Control-Request-Method': 'GET',
        'Access-Control-Request-Headers': 'x-api-key',
      },
    });
    expect(r.status).toBe(204);
    expect(r.text).toBe('');
    expect(r.headers.get('content-type')).toBeNull();
    const allowed = (r.headers.get('access-control-allow-headers') ?? '').split(',').map((h) => h.trim().toLowerCase());
    expect(allowed).toContain('x-api-key');
    expect(r.headers.get('access-control-allow-origin')).toBe('*');
  });

  it('answers OPTIONS on every documented path with 204, no body and no Content-Type', async () => {
    const document = await servedDocument();
    for (const template of Object.keys(document.paths)) {
      const target = concrete(template);
      const r = await server.api(target, {
        method: 'OPTIONS',
        headers: {
          Origin: 'https://app.example.org',
          'Access-Control-Request-Method': 'GET',
          'Access-Control-Request-Headers': 'x-api-key',
        },
      });
      expect(r.status, target).toBe(204);
      expect(r.text, target).toBe('');
      expect(r.headers.get('content-type'), target).toBeNull();
      expect((r.headers.get('access-control-allow-headers') ?? '').toLowerCase(), target).toContain('x-api-key');
      expect(r.headers.get('access-control-allow-methods') ?? '', target).toMatch(/\bGET\b/);
    }
  });

  it('answers HEAD on every documented GET path with the status and headers of GET, and no body', async () => {
    const document = await servedDocument();
    const enterprise = await server.issue('enterprise');
    const uncounted = new Set(['/metadata/freshness', '/openapi.json']);
    for (const template of Object.keys(document.paths)) {
      if (!resolve(document, document.paths[template]).get) continue;
      const target = concrete(template);
      const counted = !uncounted.has(template);
      const get: ApiResponse = await server.api(target, key(enterprise));
      const head: ApiResponse = await server.api(target, { method: 'HEAD', ...key(enterprise) });
      expect(get.status, target).toBe(200);
      expect(head.status, target).toBe(get.status);
      expect(head.text, target).toBe('');
      const names = new Set([...get.headers.keys(), ...head.headers.keys()].filter((n) => !VOLATILE.has(n)));
      for (const name of names) {
        if (name === 'x-ratelimit-remaining' || name === 'x-ratelimit-daily-remaining') {
          expect(Number(head.headers.get(name)), `${target} ${name}`).toBe(
            Number(get.headers.get(name)) - (counted ? 1 : 0),
          );
        } else if (name === 'ratelimit') {
          // The IETF field: what is left goes down like X-RateLimit-*; the reset times stay.
          const remaining = (v: string | null) => [...(v ?? '').matchAll(/r=(\d+)/g)].map((m) => Number(m[1]));
          expect(remaining(head.headers.get(name)), `${target} ${name}`).toEqual(
            remaining(get.headers.get(name)).map((r) => r - (counted ? 1 : 0)),
          );
          expect(head.headers.get(name)!.replace(/r=\d+/g, ''), `${target} ${name}`).toBe(
            get.headers.get(name)!.replace(/r=\d+/g, ''),
          );
        } else {
          expect(head.headers.get(name), `${target} ${name}`).toBe(get.headers.get(name));
        }
      }
    }
  });
});
