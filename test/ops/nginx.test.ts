// The deployment recipe for real: deploy/nginx/lab-directory.conf in a real
// nginx in front of two shim processes (`node src/server.ts`, as systemd
// starts them) sharing one real redis-server. Everything is checked through
// nginx: the site served from disk as the node server serves it, the API and
// the health checks proxied with their own headers, /metrics refused, one
// budget per client (X-Forwarded-For) across both shims, a revoked key refused
// by both, a stopped shim skipped.
import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtemp, readdir, rm } from 'node:fs/promises';
import { request, type IncomingHttpHeaders } from 'node:http';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { gunzipSync } from 'node:zlib';
import { Redis } from 'ioredis';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { issueRedisKey, revokeRedisKey } from '../../src/api/auth/redis-key-store.ts';
import { startNginx, type Nginx } from '../support/nginx.ts';
import { freePort, startRedisServer, type RedisServer } from '../support/redis-server.ts';

const TOKEN = 'nginx-test-metrics-token-0123456';
const PREFIX = `nginxtest${Date.now()}:`;

interface Shim {
  port: number;
  child: ChildProcess;
  output: string;
}

let dir: string;
let siteDir: string;
let redis: RedisServer;
let client: Redis;
let shims: Shim[] = [];
let nginx: Nginx;

interface Answer {
  status: number;
  headers: IncomingHttpHeaders;
  body: Buffer;
  text: string;
}

/** A GET (or other method) with exactly these headers and this raw target (no URL normalisation, unlike fetch). */
function get(port: number, target: string, headers: Record<string, string> = {}, method = 'GET'): Promise<Answer> {
  return new Promise((resolve, reject) => {
    const req = request({ host: '127.0.0.1', port, path: target, method, headers, agent: false }, (res) => {
      const chunks: Buffer[] = [];
      res.on('data', (c: Buffer) => chunks.push(c));
      res.on('end', () => {
        const body = Buffer.concat(chunks);
        resolve({ status: res.statusCode ?? 0, headers: res.headers, body, text: body.toString('utf8') });
      });
      res.on('error', reject);
    });
    req.on('error', reject);
    req.end();
  });
}

/** Through nginx, as the client `ip` behind the CDN (the test client, 127.0.0.1, is the trusted CDN). */
const via = (target: string, ip: string, headers: Record<string, string> = {}) =>
  get(nginx.port, target, { 'X-Forwarded-For': ip, ...headers });

const logs = () => shims.map((s) => `--- shim ${s.port}\n${s.output.slice(-1500)}`).join('\n');

async function waitFor(what: string, check: () => Promise<boolean>, timeoutMs = 30_000): Promise<void> {
  const until = Date.now() + timeoutMs;
  while (Date.now() < until) {
    if (await check().catch(() => false)) return;
    await new Promise((r) => setTimeout(r, 100));
  }
  throw new Error(`timed out waiting for ${what}:\n${logs()}`);
}

/** Real time, clear of a minute boundary, so one anonymous burst window (10 a minute) holds the check. */
async function freshMinute(): Promise<void> {
  const intoMinute = Date.now() % 60_000;
  if (intoMinute > 50_000) await new Promise((r) => setTimeout(r, 60_000 - intoMinute + 100));
}

function startShim(port: number): Shim {
  const child = spawn(process.execPath, ['src/server.ts'], {
    env: {
      ...process.env,
      PORT: String(port),
      HOST: '127.0.0.1',
      PUBLIC_URL: inject('fixtureOrigin'),
      DATA_DIR: inject('fixtureBuild'),
      SITE_DIR: siteDir,
      // Unused with REDIS_URL; a path of the test's own all the same.
      KEYS_FILE: path.join(dir, 'keys.json'),
      REDIS_URL: redis.url,
      REDIS_PREFIX: PREFIX,
      WORKERS: '1',
      TRUST_PROXY: '1',
      METRICS_TOKEN: TOKEN,
      LOG_LEVEL: 'warn',
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  const shim: Shim = { port, child, output: '' };
  child.stdout?.on('data', (c) => (shim.output += c));
  child.stderr?.on('data', (c) => (shim.output += c));
  return shim;
}

async function stopShim(shim: Shim): Promise<void> {
  if (shim.child.exitCode !== null || shim.child.signalCode !== null) return;
  const exited = new Promise<void>((resolve) => shim.child.once('exit', () => resolve()));
  shim.child.kill('SIGTERM');
  const timer = setTimeout(() => shim.child.kill('SIGKILL'), 12_000);
  await exited;
  clearTimeout(timer);
}

// Whatever way the test process ends, no shim outlives it.
const killShims = () => shims.forEach((s) => s.child.kill('SIGKILL'));

beforeAll(async () => {
  process.once('exit', killShims);
  dir = await mkdtemp(path.join(tmpdir(), 'labdir-nginx-test-'));
  siteDir = path.join(inject('fixtureSite'), 'client');
  redis = await startRedisServer();
  client = new Redis(redis.url);
  const ports = [await freePort(), await freePort()];
  shims = ports.map(startShim);
  await waitFor('both shims ready', async () =>
    (await Promise.all(shims.map(async (s) => (await get(s.port, '/readyz')).status))).every((st) => st === 200),
  );
  nginx = await startNginx({ siteDir, upstreams: ports });
}, 60_000);

afterAll(async () => {
  await nginx?.close();
  await Promise.all(shims.map(stopShim));
  process.removeListener('exit', killShims);
  client?.disconnect();
  await redis?.close();
  if (dir) await rm(dir, { recursive: true, force: true });
});

describe('the site, from disk', () => {
  it('answers every kind of path as the node server does: status, type, cache lifetime, bytes', async () => {
    const labs = await readdir(path.join(siteDir, 'labs'), { withFileTypes: true });
    const slug = labs.find((e) => e.isDirectory())!.name;
    const asset = (await readdir(path.join(siteDir, '_astro'))).find((f) => /\.(js|css)$/.test(f))!;
    const paths = [
      '/',
      '/index.html',
      '/search',
      '/search/',
      `/labs/${slug}`,
      `/labs/${slug}/`,
      `/labs/${slug}.md`,
      `/_astro/${asset}`,
      '/robots.txt',
      '/sitemap-index.xml',
      '/llms.txt',
      '/404.html',
      '/no-such-page',
      '/no-such-page/',
      '/_astro/',
      '/_astro/missing.js',
      '/labs/no-such-lab/',
      '/de/',
      '/de/search',
      '/pl/labs/no-such-lab/',
    ];
    const identity = { 'Accept-Encoding': 'identity' };
    for (const p of paths) {
      const [direct, proxied] = await Promise.all([get(shims[0]!.port, p, identity), get(nginx.port, p, identity)]);
      const pick = (a: Answer) => ({
        status: a.status,
        type: a.headers['content-type'],
        cache: a.headers['cache-control'],
        nosniff: a.headers['x-content-type-options'],
      });
      expect(pick(proxied), p).toEqual(pick(direct));
      expect(proxied.body.equals(direct.body), `${p}: the same bytes`).toBe(true);
      // Served by nginx itself, not proxied.
      expect(proxied.headers['x-ratelimit-limit'], p).toBeUndefined();
    }
  });

  it('sends hashed assets immutable, pages for 5 minutes with revalidation, and the 404 page with 404', async () => {
    const asset = (await readdir(path.join(siteDir, '_astro'))).find((f) => /\.(js|css)$/.test(f))!;
    expect((await get(nginx.port, `/_astro/${asset}`)).headers['cache-control']).toBe(
      'public, max-age=31536000, immutable',
    );
    const page = await get(nginx.port, '/');
    expect(page.status).toBe(200);
    expect(page.headers['content-type']).toBe('text/html; charset=utf-8');
    expect(page.headers['cache-control']).toBe('public, max-age=300');
    expect(page.headers['x-request-id']).toMatch(/^[0-9a-f]{32}$/);
    // After 5 minutes a browser or CDN asks again and gets a 304.
    const again = await get(nginx.port, '/', { 'If-None-Match': page.headers.etag! });
    expect(again.status).toBe(304);
    const missing = await get(nginx.port, '/labs/no-such-lab/');
    expect(missing.status).toBe(404);
    expect(missing.headers['content-type']).toBe('text/html; charset=utf-8');
    expect(missing.headers['cache-control']).toBe('public, max-age=300');
    expect(missing.text).toContain('<html');
  });

  it('answers a missing page under /<lang>/ with that language’s 404 page', async () => {
    const missing = await get(nginx.port, '/pl/labs/no-such-lab/');
    expect(missing.status).toBe(404);
    expect(missing.text).toContain('<html lang="pl"');
    expect((await get(nginx.port, '/xx/no-such-page/')).text).toContain('<html lang="en"');
  });

  it('compresses text with gzip, also for a CDN (Via), and says so in Vary', async () => {
    const plain = await get(nginx.port, '/', { 'Accept-Encoding': 'identity' });
    const zipped = await get(nginx.port, '/', { 'Accept-Encoding': 'gzip', Via: '1.1 cdn.example' });
    expect(zipped.headers['content-encoding']).toBe('gzip');
    expect(zipped.headers.vary).toMatch(/Accept-Encoding/);
    expect(gunzipSync(zipped.body).equals(plain.body)).toBe(true);
  });
});

describe('the API and the health checks, proxied', () => {
  it("answers the API with the shims' headers: JSON, Vary on the key, no CDN storage, nginx's request id", async () => {
    const answer = await via('/api/v1/categories', '203.0.113.20');
    expect(answer.status).toBe(200);
    expect(answer.headers['content-type']).toBe('application/json; charset=utf-8');
    expect(JSON.parse(answer.text)).toBeTypeOf('object');
    expect(answer.headers['cache-control']).toBe('public, max-age=300');
    expect(answer.headers.vary).toMatch(/X-Api-Key/);
    expect(answer.headers['cdn-cache-control']).toBe('no-store');
    expect(answer.headers['x-ratelimit-limit']).toBe('10');
    expect(answer.headers.etag).toBeTruthy();
    // nginx's $request_id (32 hex digits) reached the shim, which echoed it; nginx logged it too.
    const id = answer.headers['x-request-id'] as string;
    expect(id).toMatch(/^[0-9a-f]{32}$/);
    expect(await nginx.accessLog((log) => log.includes(`id=${id}`))).toContain(`id=${id}`);

    const revalidated = await via('/api/v1/categories', '203.0.113.20', { 'If-None-Match': answer.headers.etag! });
    expect(revalidated.status).toBe(304);
    expect(revalidated.body.length).toBe(0);
    expect(revalidated.headers.etag).toBe(answer.headers.etag);
  });

  it("proxies the site's own search and the key routes to the shims", async () => {
    const search = await via('/_site/search?status=all', '203.0.113.23');
    expect(search.status).toBe(200);
    expect(search.headers['cache-control']).toBe('no-store');
    expect(JSON.parse(search.text).total).toBeGreaterThan(0);
    const keys = await via('/keys/openapi.json', '203.0.113.23');
    expect(keys.status).toBe(200);
    expect(JSON.parse(keys.text).paths).toHaveProperty('/signup');
  });

  it('leaves compression of API answers to the shims (their br, their per-encoding ETag)', async () => {
    const answer = await via('/api/v1/labs?per_page=20', '203.0.113.21', { 'Accept-Encoding': 'br' });
    expect(answer.status).toBe(200);
    expect(answer.headers['content-encoding']).toBe('br');
    expect(answer.headers.etag).toMatch(/^"[^"]+-br"$/);
  });

  it("lets a URL just over the shims' 8 KB reach them (their JSON 414), and answers longer ones in the same JSON", async () => {
    const justOver = await via(`/api/v1/labs?q=${'a'.repeat(9000)}`, '203.0.113.22');
    expect(justOver.status).toBe(414);
    expect(justOver.headers['content-type']).toBe('application/json; charset=utf-8');
    expect(justOver.headers['x-ratelimit-limit']).toBe('10');
    const wayOver = await via(`/api/v1/labs?q=${'a'.repeat(20_000)}`, '203.0.113.22');
    expect(wayOver.status).toBe(414);
    expect(JSON.parse(wayOver.text)).toEqual({ error: 'The request URL is longer than 8192 bytes.' });
  });

  it('proxies /healthz and /readyz', async () => {
    const health = await get(nginx.port, '/healthz');
    expect(health.status).toBe(200);
    expect(JSON.parse(health.text)).toEqual({ status: 'ok' });
    const ready = await get(nginx.port, '/readyz');
    expect(ready.status).toBe(200);
    expect(ready.headers['cache-control']).toBe('no-store');
    expect(JSON.parse(ready.text)).toMatchObject({ status: 'ready', limits: 'shared', keys: 'redis' });
  });

  it('never serves /metrics, not even with the token, nor by a detour', async () => {
    const bearer = { Authorization: `Bearer ${TOKEN}` };
    // The token is good: a shim on its own port answers it.
    expect((await get(shims[0]!.port, '/metrics', bearer)).text).toContain('labdir_http_requests_total');
    for (const target of [
      '/metrics',
      '/metrics?x=1',
      '/metrics/',
      '//metrics',
      '/api/v1/../../metrics',
      '/api/v1/%2e%2e/%2e%2e/metrics',
      '/api/v1/..\\..\\metrics',
      '/healthz/../metrics',
    ]) {
      for (const method of ['GET', 'HEAD']) {
        const answer = await get(nginx.port, target, bearer, method);
        expect(answer.status, `${method} ${target}`).toBeGreaterThanOrEqual(400);
        expect(answer.text, `${method} ${target}`).not.toContain('labdir_');
      }
    }
  });
});

describe('limits and keys across both shims', () => {
  it('lets exactly the anonymous burst (10 of 12) through per client, alternating shims, and another client still gets in', async () => {
    await freshMinute();
    const a = '203.0.113.10';
    const answers: Answer[] = [];
    for (let i = 0; i < 12; i++) answers.push(await via('/api/v1/categories', a));
    expect(answers.map((r) => r.status)).toEqual([...Array(10).fill(200), 429, 429]);
    // One count across both shims: remaining goes 9 … 0 whichever shim answered.
    expect(answers.slice(0, 10).map((r) => r.headers['x-ratelimit-remaining'])).toEqual([
      '9',
      '8',
      '7',
      '6',
      '5',
      '4',
      '3',
      '2',
      '1',
      '0',
    ]);
    // A client cannot start afresh by writing another address before its own: nginx believes only the rightmost untrusted one.
    expect((await via('/api/v1/categories', `198.51.100.7, ${a}`)).status).toBe(429);
    expect((await via('/api/v1/categories', '203.0.113.11')).status).toBe(200);

    // nginx sent them round-robin: its log names the shim of every request (client address first).
    const fromA = (log: string) => log.split('\n').filter((line) => line.startsWith(`${a} `)).length;
    const upstreams = (await nginx.accessLog((log) => fromA(log) >= 13))
      .split('\n')
      .filter((line) => line.startsWith(`${a} `))
      .map((line) => /upstream=(\S+)/.exec(line)![1]!);
    expect(upstreams.length).toBe(13);
    expect(new Set(upstreams)).toEqual(new Set(shims.map((s) => `127.0.0.1:${s.port}`)));
    for (let i = 1; i < 12; i++) expect(upstreams[i], `request ${i + 1}`).not.toBe(upstreams[i - 1]);
  });

  it('honours a key issued in Redis on both shims, and refuses it on both within a second of its revocation', async () => {
    const { key, record } = await issueRedisKey(client, PREFIX, { tier: 'pro', label: 'nginx test' });
    // A refused key counts against its address's anonymous budget (10 a minute): each round of six comes from an address of its own.
    let round = 0;
    const six = async () => {
      const from = `192.0.2.${++round}`;
      const answers: Answer[] = [];
      for (let i = 0; i < 6; i++)
        answers.push(await get(nginx.port, '/api/v1/categories', { 'X-Api-Key': key, 'X-Forwarded-For': from }));
      return answers;
    };
    await waitFor(
      'the key honoured by both shims',
      async () => (await six()).every((r) => r.status === 200 && r.headers['x-api-tier'] === 'pro'),
      3000,
    );

    await revokeRedisKey(client, PREFIX, record.id);
    const revoked = Date.now();
    let statuses: number[] = [];
    while (Date.now() - revoked < 3000) {
      statuses = (await six()).map((r) => r.status);
      if (statuses.every((s) => s === 401)) break;
      await new Promise((r) => setTimeout(r, 50));
    }
    expect(statuses).toEqual([401, 401, 401, 401, 401, 401]);
    expect(Date.now() - revoked).toBeLessThan(1000);
  });
});

describe('a shim going away', () => {
  it('is skipped while the other answers, and with none left nginx says 503 in JSON', async () => {
    await stopShim(shims[0]!);
    const during = [];
    for (let i = 0; i < 6; i++) during.push((await get(nginx.port, '/api/v1/metadata/freshness')).status);
    expect(during).toEqual([200, 200, 200, 200, 200, 200]);

    await stopShim(shims[1]!);
    const none = await get(nginx.port, '/api/v1/metadata/freshness');
    expect(none.status).toBe(503);
    expect(none.headers['content-type']).toBe('application/json; charset=utf-8');
    expect(none.headers['cache-control']).toBe('no-store');
    expect(none.headers['retry-after']).toBe('5');
    expect(JSON.parse(none.text).error).toMatch(/unavailable/);
    // The site does not need the shims.
    expect((await get(nginx.port, '/')).status).toBe(200);
  }, 30_000);
});
