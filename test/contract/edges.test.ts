// What an outside tester found at the API's edges (issue 27), over real HTTP:
// an empty X-Api-Key header (DECISIONS, round 3), a request without Host,
// paths that differ from /api/v1/… only in case or repeated slashes, invalid
// UTF-8 in a query, path parameters that are not slugs or ids, and the
// spellings of numbers. Every answer is a JSON error with CORS and the API's
// headers, naming what was wrong.
import { connect } from 'node:net';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from '../support/server.ts';

let server: TestServer;
let slug: string;
let enterprise: string;

beforeAll(async () => {
  server = await startTestServer();
  enterprise = await server.issue('enterprise');
  slug = (await server.api('/labs?per_page=1')).body.data[0].slug;
});
afterAll(() => server.close());
// A new UTC day per test: every test starts with full budgets.
let day = 0;
beforeEach(() => {
  server.clock.set(new Date(Date.parse('2026-11-22T10:00:30Z') + ++day * 86_400_000).toISOString());
});

/** A request written byte for byte (what fetch and node:http will not send), answered and closed. */
function rawRequest(
  port: number,
  text: string,
): Promise<{ status: number; headers: Record<string, string>; body: string }> {
  return new Promise((resolve, reject) => {
    const socket = connect(port, '127.0.0.1');
    const chunks: Buffer[] = [];
    socket.on('data', (c: Buffer) => chunks.push(c));
    socket.on('error', reject);
    socket.on('close', () => {
      const all = Buffer.concat(chunks).toString('utf8');
      const [head = '', ...rest] = all.split('\r\n\r\n');
      const [statusLine = '', ...lines] = head.split('\r\n');
      const headers: Record<string, string> = {};
      for (const line of lines) {
        const at = line.indexOf(':');
        headers[line.slice(0, at).trim().toLowerCase()] = line.slice(at + 1).trim();
      }
      resolve({ status: Number(statusLine.split(' ')[1]), headers, body: rest.join('\r\n\r\n') });
    });
    socket.write(text);
  });
}

/** The answer is the API's: JSON `{error}` naming `words`, CORS, attribution, no-store. */
function expectApiError(
  r: { status: number; headers: Record<string, string>; body: string },
  status: number,
  words: RegExp,
) {
  expect(r.status, r.body).toBe(status);
  expect(r.headers['content-type']).toBe('application/json; charset=utf-8');
  expect(r.headers['access-control-allow-origin']).toBe('*');
  expect(r.headers['x-attribution-required']).toBe('true');
  expect(r.headers['cache-control']).toBe('no-store');
  const body = JSON.parse(r.body.replace(/^[0-9a-f]+\r\n|\r\n0\r\n$/g, '')) as { error: string };
  expect(body.error).toMatch(words);
}

describe('an X-Api-Key header that is present but empty (DECISIONS, round 3)', () => {
  it.each([
    ['empty', ''],
    ['blank', '   '],
  ])('answers an %s header with 401 naming the empty header, counted against the IP', async (_name, value) => {
    for (const path of ['/labs', '/openapi.json']) {
      const port = server.app.port;
      const r = await rawRequest(
        port,
        `GET /api/v1${path} HTTP/1.1\r\nHost: x\r\nX-Api-Key:${value}\r\nConnection: close\r\n\r\n`,
      );
      expectApiError(r, 401, /X-Api-Key header is empty/);
    }
  });
});

describe('a request without Host on HTTP/1.1', () => {
  it('gets a JSON 400 with CORS and the rate headers under /api/v1', async () => {
    const r = await rawRequest(server.app.port, 'GET /api/v1/labs HTTP/1.1\r\nConnection: close\r\n\r\n');
    expectApiError(r, 400, /Host header/);
    expect(r.headers['x-ratelimit-limit']).toBe('10');
  });

  it('gets the same JSON 400 elsewhere, and HTTP/1.0 without Host is still served', async () => {
    const r = await rawRequest(server.app.port, 'GET /healthz HTTP/1.1\r\nConnection: close\r\n\r\n');
    expectApiError(r, 400, /Host header/);
    const old = await rawRequest(server.app.port, 'GET /api/v1/categories HTTP/1.0\r\n\r\n');
    expect(old.status).toBe(200);
  });
});

describe('paths that differ from /api/v1/… only in case or repeated slashes', () => {
  it.each([
    '/API/V1/LABS',
    '/Api/v1/labs',
    '//api/v1//labs',
    '/api//v1/labs',
    '/api/v1//labs',
    '/api/v1/labs//x',
    '/api/V1/categories?x=1',
  ])('answers %s with a JSON 404 naming the canonical path', async (target) => {
    const r = await rawRequest(server.app.port, `GET ${target} HTTP/1.1\r\nHost: x\r\nConnection: close\r\n\r\n`);
    expectApiError(r, 404, /case-sensitive.*single slashes/);
    const canonical = target
      .split('?')[0]!
      .toLowerCase()
      .replace(/\/{2,}/g, '/');
    expect(JSON.parse(r.body).error).toContain(canonical);
    expect(r.headers['x-ratelimit-limit']).toBe('10');
  });
});

describe('invalid UTF-8 in a query', () => {
  it.each([
    ['/labs?q=%C3%28', 'q'],
    ['/labs?near_city=Lyon%FF', 'near_city'],
    ['/suggest?q=ab%E2%82', 'q'],
    ['/standards?q=%80iso', 'q'],
    ['/labs?per_page=%FF', 'per_page'],
    ['/labs?%C3%28=1', '%C3%28'],
  ])('answers %s with 400 naming the parameter', async (target, name) => {
    const r = await server.api(target, { headers: { 'X-Api-Key': enterprise } });
    expect(r.status, r.text).toBe(400);
    expect(r.body.error).toContain(`'${name}'`);
    expect(r.body.error).toMatch(/UTF-8/);
    expect(r.text).not.toContain('\uFFFD');
  });

  it('still accepts valid UTF-8 and a literal U+FFFD', async () => {
    for (const target of ['/labs?q=Pr%C3%BCf', '/labs?q=%EF%BF%BD', '/labs?q=caf%C3%A9+lyon'])
      expect((await server.api(target)).status, target).toBe(200);
  });
});

describe('path parameters: slugs and ids', () => {
  it.each(['Pruflabor', 'a--b', '-a', 'a-', 'a_b', '%20a', 'a%2Fb', '%C3%28', 'pr%C3%BCf', '...'])(
    'answers /labs/%s with 400 naming the slug rule',
    async (value) => {
      const r = await server.api(`/labs/${value}`);
      expect(r.status, r.text).toBe(400);
      expect(r.body.error).toMatch(/Path parameter 'slug'/);
    },
  );

  it('answers /standards/{id} that is not an id with 400, a well-formed unknown one with 404', async () => {
    const bad = await server.api('/standards/ISO%206892');
    expect(bad.status).toBe(400);
    expect(bad.body.error).toMatch(/Path parameter 'id'/);
    expect((await server.api('/standards/iso-999999-9')).status).toBe(404);
  });

  it('answers a well-formed slug that names no lab with 404, a real one with 200', async () => {
    expect((await server.api('/labs/no-such-lab-anywhere')).status).toBe(404);
    expect((await server.api(`/labs/${slug}`)).status).toBe(200);
  });

  it('normalises dot segments and a trailing slash as documented: /labs/. and /labs/%2e are /labs', async () => {
    const list = await server.api('/labs?per_page=1');
    for (const target of ['/labs/', '/labs/.', '/labs/%2e', `/labs/${slug}/..`, '/labs/x/%2E%2E', '/labs/./']) {
      const r = await rawRequest(
        server.app.port,
        `GET /api/v1${target}?per_page=1 HTTP/1.1\r\nHost: x\r\nConnection: close\r\n\r\n`,
      );
      expect(r.status, target).toBe(200);
      expect(JSON.parse(r.body).data, target).toEqual(list.body.data);
    }
  });
});

describe('numbers are JSON numbers, as the document types them', () => {
  it.each(['2.0', '1e1', '1E1', '10.000', '2e0', '0.2e1'])(
    'accepts limit=%s (an integer under JSON Schema)',
    async (v) => {
      const r = await server.api(`/suggest?q=iso&limit=${v}`);
      expect(r.status, r.text).toBe(200);
    },
  );

  it.each(['007', '%205', '5%20', '+5', '0x10', '1.5', '1e-1', '.5', '5.', '1_0', '', '-0', '1e400'])(
    'refuses per_page=%s with 400 naming what is allowed',
    async (v) => {
      const r = await server.api(`/labs?per_page=${v}`);
      expect(r.status, r.text).toBe(400);
      expect(r.body.error).toMatch(/Query parameter 'per_page' must be (a whole number )?from 1 to 100/);
    },
  );

  it('reads radius_km as a JSON number too', async () => {
    expect((await server.api('/labs?near_city=Lyon&radius_km=2.5e1')).status).toBe(200);
    for (const v of ['007', '%2010', '+5', '.5'])
      expect((await server.api(`/labs?near_city=Lyon&radius_km=${v}`)).status, v).toBe(400);
  });

  it('refuses radius_km without near or near_city, as its description in the document says', async () => {
    const r = await server.api('/labs?radius_km=10');
    expect(r.status).toBe(400);
    const document = (await server.api('/openapi.json')).body;
    const radius = document.paths['/labs'].get.parameters.find((p: { name: string }) => p.name === 'radius_km');
    expect(radius.description).toMatch(/Needs `near` or `near_city`/);
    expect(radius.schema.description).toMatch(/Needs `near` or `near_city`/);
  });
});
