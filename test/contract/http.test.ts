// Contract: HTTP behaviour of /api/v1 (DECISIONS "Requests and errors",
// "Responses") over real HTTP.
import { request as httpRequest } from 'node:http';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { startTestServer, type ApiResponse, type TestServer } from '../support/server.ts';

const DAY_MS = 86_400_000;
const RATE_HEADERS = [
  'X-RateLimit-Limit',
  'X-RateLimit-Remaining',
  'X-RateLimit-Reset',
  'X-RateLimit-Daily-Limit',
  'X-RateLimit-Daily-Remaining',
];
/** Node's own headers that legitimately differ between two requests. */
const VOLATILE = new Set(['x-request-id', 'date', 'connection', 'keep-alive']);

const key = (k: string): RequestInit => ({ headers: { 'X-Api-Key': k } });

/** Signs of a leaked stack trace or server file path. */
function expectNoInternals(text: string): void {
  expect(text).not.toMatch(/\bat\s+\S+\s+\(/);
  expect(text).not.toMatch(/^\s*at\s/m);
  expect(text).not.toMatch(/\/work\/|\/src\/|node:internal|\.ts:\d+|file:\/\//);
  expect(text).not.toMatch(/TypeError|RangeError|URIError|SyntaxError|ReferenceError/);
}

/** A raw request, for what fetch will not send (unnormalised paths, malformed escapes, huge URLs). */
function raw(
  port: number,
  method: string,
  target: string,
  headers: Record<string, string> = {},
): Promise<{ status: number; headers: Record<string, string | string[] | undefined>; text: string }> {
  return new Promise((resolve, reject) => {
    const req = httpRequest({ host: '127.0.0.1', port, method, path: target, headers }, (res) => {
      const chunks: Buffer[] = [];
      res.on('data', (c: Buffer) => chunks.push(c));
      res.on('end', () =>
        resolve({ status: res.statusCode ?? 0, headers: res.headers, text: Buffer.concat(chunks).toString('utf8') }),
      );
      res.on('error', reject);
    });
    req.on('error', reject);
    req.end();
  });
}

describe('HTTP behaviour of the API', () => {
  let server: TestServer;
  let slug: string;
  let pro: string;
  beforeAll(async () => {
    server = await startTestServer();
    pro = await server.issue('pro');
    slug = (await server.api('/labs?per_page=1')).body.data[0].slug;
  });
  afterAll(() => server.close());
  // A new UTC day per test: every test starts with full budgets.
  beforeEach(() => {
    server.clock.advance(DAY_MS);
  });

  // Every kind of API response: [name, request, status].
  const responses: [string, (s: TestServer) => Promise<ApiResponse>, number][] = [
    ['200 list', (s) => s.api('/labs?per_page=3'), 200],
    ['200 detail', (s) => s.api(`/labs/${slug}`), 200],
    ['200 categories', (s) => s.api('/categories'), 200],
    ['200 freshness', (s) => s.api('/metadata/freshness'), 200],
    ['200 openapi.json', (s) => s.api('/openapi.json'), 200],
    [
      '304',
      async (s) => {
        const first = await s.api(`/labs/${slug}`);
        return s.api(`/labs/${slug}`, { headers: { 'If-None-Match': first.headers.get('etag')! } });
      },
      304,
    ],
    ['400', (s) => s.api('/labs?per_page=101'), 400],
    ['401', (s) => s.api('/labs', key('ldk_00000000000000000000000000000000')), 401],
    ['404 lab', (s) => s.api('/labs/no-such-lab-anywhere'), 404],
    ['404 path', (s) => s.api('/nothing-here'), 404],
    ['405', (s) => s.api('/labs', { method: 'DELETE' }), 405],
    [
      '429',
      async (s) => {
        for (let i = 0; i < 10; i++) await s.api('/categories');
        return s.api('/categories');
      },
      429,
    ],
    [
      '204 preflight',
      (s) =>
        s.api('/labs', {
          method: 'OPTIONS',
          headers: {
            Origin: 'https://example.org',
            'Access-Control-Request-Method': 'GET',
            'Access-Control-Request-Headers': 'x-api-key',
          },
        }),
      204,
    ],
  ];
  const withBody = responses.filter(([, , status]) => status !== 204 && status !== 304);

  it.each(withBody)('sends Content-Type: application/json; charset=utf-8 on a %s', async (_name, request, status) => {
    const r = await request(server);
    expect(r.status).toBe(status);
    expect(r.headers.get('content-type')).toBe('application/json; charset=utf-8');
    expect(() => JSON.parse(r.text)).not.toThrow();
  });

  it.each(responses.filter(([, , status]) => status === 204 || status === 304))(
    'sends no body on a %s',
    async (_name, request, status) => {
      const r = await request(server);
      expect(r.status).toBe(status);
      expect(r.text).toBe('');
    },
  );

  it.each(responses)('sends Access-Control-Allow-Origin: * on a %s', async (_name, request, status) => {
    const r = await request(server);
    expect(r.status).toBe(status);
    expect(r.headers.get('access-control-allow-origin')).toBe('*');
  });

  it.each(responses)('sends X-Attribution-Required: true on a %s', async (_name, request, status) => {
    const r = await request(server);
    expect(r.status).toBe(status);
    expect(r.headers.get('x-attribution-required')).toBe('true');
  });

  it.each(responses)('sends Vary including X-Api-Key on a %s', async (_name, request, status) => {
    const r = await request(server);
    expect(r.status).toBe(status);
    const vary = (r.headers.get('vary') ?? '').split(',').map((v) => v.trim().toLowerCase());
    expect(vary).toContain('x-api-key');
  });

  it.each(responses.filter(([, , status]) => status !== 204))(
    'exposes the rate headers to browsers on a %s',
    async (_name, request, status) => {
      const r = await request(server);
      expect(r.status).toBe(status);
      const exposed = (r.headers.get('access-control-expose-headers') ?? '')
        .split(',')
        .map((v) => v.trim().toLowerCase());
      for (const name of [...RATE_HEADERS, 'X-Api-Tier', 'Retry-After']) expect(exposed).toContain(name.toLowerCase());
    },
  );

  it.each(withBody.filter(([, , status]) => status >= 400))(
    'sends Cache-Control: no-store on a %s',
    async (_name, request, status) => {
      const r = await request(server);
      expect(r.status).toBe(status);
      expect(r.headers.get('cache-control')).toBe('no-store');
    },
  );

  it.each([
    ['/labs?per_page=3', 'public, max-age=300'],
    ['/labs/SLUG', 'public, max-age=300'],
    ['/categories', 'public, max-age=300'],
    ['/openapi.json', 'public, max-age=300'],
    ['/metadata/freshness', 'public, max-age=3600'],
  ])('caches a 200 from %s with Cache-Control %s and an ETag', async (path, cacheControl) => {
    const r = await server.api(path.replace('SLUG', slug));
    expect(r.status).toBe(200);
    expect(r.headers.get('cache-control')).toBe(cacheControl);
    expect(r.headers.get('etag')).toMatch(/^(W\/)?"[^"]+"$/);
  });

  it.each(['/labs?per_page=3', '/labs/SLUG', '/categories', '/metadata/freshness', '/openapi.json'])(
    'answers If-None-Match with the ETag of %s with 304, no body, the same ETag and the CORS and rate headers',
    async (path) => {
      const first = await server.api(path.replace('SLUG', slug), key(pro));
      const etag = first.headers.get('etag')!;
      const r = await server.api(path.replace('SLUG', slug), { headers: { 'X-Api-Key': pro, 'If-None-Match': etag } });
      expect(r.status).toBe(304);
      expect(r.text).toBe('');
      expect(r.headers.get('etag')).toBe(etag);
      expect(r.headers.get('cache-control')).toBe(first.headers.get('cache-control'));
      expect(r.headers.get('access-control-allow-origin')).toBe('*');
      expect(r.headers.get('x-api-tier')).toBe('pro');
    },
  );

  it('answers a non-matching If-None-Match with 200 and the body', async () => {
    const r = await server.api(`/labs/${slug}`, { headers: { 'If-None-Match': '"not-this-one"' } });
    expect(r.status).toBe(200);
    expect(r.body.slug).toBe(slug);
  });

  it('gives the same lab different ETags for an anonymous and a pro caller', async () => {
    const anonymous = await server.api(`/labs/${slug}`);
    const full = await server.api(`/labs/${slug}`, key(pro));
    expect(anonymous.status).toBe(200);
    expect(full.status).toBe(200);
    expect(anonymous.headers.get('etag')).not.toBe(full.headers.get('etag'));
  });

  it('gives each list page its own ETag: another page, another filter, another field set, another visibility', async () => {
    const tags = await Promise.all(
      [
        server.api('/labs?per_page=3'),
        server.api('/labs?per_page=3&page=2'),
        server.api('/labs?per_page=3&status=all'),
        server.api('/labs?per_page=3&fields=slug,name'),
        server.api('/labs?per_page=3', key(pro)),
      ].map(async (r) => (await r).headers.get('etag')),
    );
    expect(new Set(tags).size).toBe(tags.length);
  });

  it('gives a list page the same ETag each time it is asked for, and the same as its cached form', async () => {
    const first = await server.api('/labs?per_page=4&q=calibration');
    const again = await server.api('/labs?q=calibration&per_page=4');
    expect(first.status).toBe(200);
    expect(again.headers.get('etag')).toBe(first.headers.get('etag'));
    expect(again.text).toBe(first.text);
  });

  it("does not answer 304 to an anonymous caller presenting the pro body's ETag", async () => {
    const full = await server.api(`/labs/${slug}`, key(pro));
    const r = await server.api(`/labs/${slug}`, { headers: { 'If-None-Match': full.headers.get('etag')! } });
    expect(r.status).toBe(200);
    expect(r.body.capabilities).toBeNull();
  });

  it.each([
    ['/labs?per_page=3', 200, true],
    ['/labs/SLUG', 200, true],
    ['/categories', 200, true],
    ['/labs/no-such-lab-anywhere', 404, true],
    ['/labs?page=0', 400, true],
    ['/metadata/freshness', 200, false],
    ['/openapi.json', 200, false],
  ] as const)('answers HEAD %s with the status and headers of GET and no body', async (path, status, counted) => {
    const target = path.replace('SLUG', slug);
    const get = await server.api(target, key(pro));
    const head = await server.api(target, { method: 'HEAD', headers: { 'X-Api-Key': pro } });
    expect(get.status).toBe(status);
    expect(head.status).toBe(status);
    expect(head.text).toBe('');
    const names = new Set([...get.headers.keys(), ...head.headers.keys()].filter((n) => !VOLATILE.has(n)));
    for (const name of names) {
      if (name === 'x-ratelimit-remaining' || name === 'x-ratelimit-daily-remaining') {
        // HEAD counts like GET on counted endpoints: one fewer left.
        expect(Number(head.headers.get(name)), name).toBe(Number(get.headers.get(name)) - (counted ? 1 : 0));
      } else if (name === 'ratelimit') {
        // The IETF field carries the same two remainders.
        const remaining = (h: Headers) => [...(h.get(name) ?? '').matchAll(/r=(\d+)/g)].map((m) => Number(m[1]));
        expect(remaining(head.headers), name).toEqual(remaining(get.headers).map((r) => r - (counted ? 1 : 0)));
      } else {
        // freshness's generated_at is the clock, which has not moved, so even its Content-Length and ETag match.
        expect(head.headers.get(name), name).toBe(get.headers.get(name));
      }
    }
  });

  it('answers an OPTIONS preflight with 204, allowing the X-Api-Key header and GET', async () => {
    const r = await server.api(`/labs/${slug}`, {
      method: 'OPTIONS',
      headers: {
        Origin: 'https://app.example.org',
        'Access-Control-Request-Method': 'GET',
        'Access-Control-Request-Headers': 'x-api-key',
      },
    });
    expect(r.status).toBe(204);
    expect(r.text).toBe('');
    expect(r.headers.get('access-control-allow-origin')).toBe('*');
    const allowHeaders = (r.headers.get('access-control-allow-headers') ?? '')
      .split(',')
      .map((h) => h.trim().toLowerCase());
    expect(allowHeaders).toContain('x-api-key');
    const methods = (r.headers.get('access-control-allow-methods') ?? '').split(',').map((m) => m.trim());
    expect(methods).toContain('GET');
  });

  it.each(['POST', 'PUT', 'PATCH', 'DELETE'])(
    'answers %s with 405 {error} and Allow: GET, HEAD, OPTIONS',
    async (method) => {
      for (const path of ['/labs', `/labs/${slug}`, '/categories', '/metadata/freshness']) {
        const r = await server.api(path, {
          method,
          body: method === 'DELETE' ? undefined : '{}',
          headers: { 'Content-Type': 'application/json' },
        });
        expect(r.status, `${method} ${path}`).toBe(405);
        expect(r.headers.get('allow')).toBe('GET, HEAD, OPTIONS');
        expect(Object.keys(r.body)).toEqual(['error']);
        expect(r.body.error).toMatch(method);
      }
    },
  );

  it.each(['/nothing-here', '', '/', '/labs/a/b', '/LABS', '/categories/x', '/metadata'])(
    'answers the unknown path /api/v1%s with 404 {error}',
    async (path) => {
      const r = await server.api(path);
      expect(r.status).toBe(404);
      expect(Object.keys(r.body)).toEqual(['error']);
      expect(r.headers.get('content-type')).toBe('application/json; charset=utf-8');
      expect(r.headers.get('cache-control')).toBe('no-store');
    },
  );

  it('answers a request URL longer than 8 KB with 414 and a JSON error', async () => {
    const r = await server.api(`/labs?q=${'a'.repeat(8300)}`);
    expect(r.status).toBe(414);
    expect(r.headers.get('content-type')).toBe('application/json; charset=utf-8');
    expect(r.headers.get('access-control-allow-origin')).toBe('*');
    expect(r.headers.get('cache-control')).toBe('no-store');
    expect(typeof r.body.error).toBe('string');
  });

  it('accepts a request URL just under 8 KB', async () => {
    const prefix = '/api/v1/labs?q=';
    const r = await raw(server.app.port, 'GET', `${prefix}${'a'.repeat(8192 - prefix.length)}`);
    expect(r.status).not.toBe(414);
    expect(r.status).toBeLessThan(500);
  });

  it.each(['/api/v1/labs/%E0%A4%A', '/api/v1/labs/%ZZ', '/api/v1/labs/%', '/api/v1/labs/abc%FF', '/api/v1/%C0%AF'])(
    'answers the malformed percent-encoding %s in a path with 404 or 400, never 500',
    async (target) => {
      // fetch would normalise these; send them raw. (The response validator cannot decode them either.)
      const r = await raw(server.app.port, 'GET', target);
      expect([400, 404]).toContain(r.status);
      expect(r.headers['content-type']).toBe('application/json; charset=utf-8');
      expect(typeof JSON.parse(r.text).error).toBe('string');
      expectNoInternals(r.text);
    },
  );

  it.each(['/api/v1/labs?q=%ZZ', '/api/v1/labs?country=%E0%A4', '/api/v1/labs?%ZZ=1'])(
    'answers the malformed percent-encoding %s in a query without a server fault',
    async (target) => {
      // URLSearchParams keeps a malformed escape as literal text, so 200 (a search for it) is as correct as 400.
      const r = await raw(server.app.port, 'GET', target);
      expect([200, 400]).toContain(r.status);
      expect(r.headers['content-type']).toBe('application/json; charset=utf-8');
      expectNoInternals(r.text);
    },
  );

  it('carries the rate headers of the caller on a 414', async () => {
    const date = new Date(server.clock.now).toISOString().slice(0, 10);
    const minute = new Date(server.clock.now).toISOString().slice(11, 16);
    await server.api('/categories', key(pro));
    const r = await server.api(`/labs?q=${'a'.repeat(8300)}`, { headers: { 'X-Api-Key': pro } });
    expect(r.status).toBe(414);
    expect(r.headers.get('x-api-tier')).toBe('pro');
    expect(r.headers.get('x-ratelimit-limit')).toBe('200');
    // Not counted: it never reached an endpoint.
    expect(r.headers.get('x-ratelimit-remaining')).toBe('199');
    expect(r.headers.get('x-ratelimit-daily-limit')).toBe('10000');
    expect(r.headers.get('x-ratelimit-daily-remaining')).toBe('9999');
    expect(r.headers.get('x-ratelimit-reset')).toBe(String(Date.parse(`${date}T${minute}:00Z`) / 1000 + 60));
    expect(r.headers.get('vary')).toMatch(/X-Api-Key/i);
    expect(r.headers.get('x-attribution-required')).toBe('true');
  });

  it('never shows a stack trace or file path in any response', async () => {
    const targets = [
      '/api/v1/labs?per_page=abc',
      '/api/v1/labs?page=99999999999999999999',
      `/api/v1/labs?q=${encodeURIComponent('"\'\\<script>')}`,
      '/api/v1/labs?standard=%00',
      '/api/v1/labs?status=foo&status=bar',
      '/api/v1/labs/%00',
      `/api/v1/labs/${'x'.repeat(3000)}`,
      '/api/v1/labs/..%2F..%2Fetc%2Fpasswd',
      '/api/v1/../../etc/passwd',
      '/api/v1/categories?x=1',
      '/api/v1/metadata/freshness?x=1',
      '/api/v1/openapi.json?x=1',
      '/api/v1/labs/__proto__',
      '/api/v1/labs/constructor',
      '/api/v1/labs?country=__proto__',
      '/api/v1/labs?body=constructor',
    ];
    for (const target of targets) {
      server.clock.advance(DAY_MS);
      const r = await raw(server.app.port, 'GET', target);
      expect(r.status, target).toBeLessThan(500);
      expectNoInternals(r.text);
    }
    for (const k of ['x'.repeat(5000), `ldk_${'\u00e9'.repeat(32)}`, ' ', '']) {
      const r = await server.api('/labs', { headers: { 'X-Api-Key': encodeURIComponent(k) }, validate: false });
      expect(r.status).toBeLessThan(500);
      expectNoInternals(r.text);
    }
  });
});
