// The operator's side of the server, over real HTTP: /healthz, /readyz,
// /metrics (guarded), X-Request-Id, and one JSON access-log line per request
// that names the key's id, never the key, and the client's network, never its address.
import { PassThrough } from 'node:stream';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createLogger } from '../../src/ops/access-log.ts';
import { truncatedAddress } from '../../src/ops/client-address.ts';
import { startTestServer, type TestServer } from '../support/server.ts';

const TOKEN = 'metrics-token-for-tests-0123456789';
const lines: Array<Record<string, unknown>> = [];
let server: TestServer;

beforeAll(async () => {
  const stream = new PassThrough();
  stream.on('data', (chunk: Buffer) => {
    for (const line of chunk.toString().split('\n').filter(Boolean))
      lines.push(JSON.parse(line) as Record<string, unknown>);
  });
  server = await startTestServer({ ops: { metricsToken: TOKEN }, logger: createLogger('info', stream) });
});

afterAll(async () => {
  await server?.close();
});

const get = (path: string, headers: Record<string, string> = {}) => fetch(`${server.origin}${path}`, { headers });

describe('health and readiness', () => {
  it('answers /healthz with 200 while the process runs, never cached', async () => {
    const r = await get('/healthz');
    expect(r.status).toBe(200);
    expect(await r.json()).toEqual({ status: 'ok' });
    expect(r.headers.get('cache-control')).toBe('no-store');
  });

  it('answers /readyz with the build, the data age and how limits and keys are kept', async () => {
    const r = await get('/readyz');
    expect(r.status).toBe(200);
    const body = (await r.json()) as Record<string, unknown>;
    expect(body).toMatchObject({ status: 'ready', limits: 'memory', keys: 'file' });
    expect(body.build).toBe(server.app.directories.current!.manifest.content_hash);
    expect(typeof body.data_age_days).toBe('number');
    expect(r.headers.get('cache-control')).toBe('no-store');
  });

  it('does not count /healthz, /readyz or /metrics against any budget', async () => {
    const before = (await server.api('/metadata/freshness')).headers.get('x-ratelimit-remaining');
    for (let i = 0; i < 12; i++) await get(i % 2 ? '/healthz' : '/readyz');
    const after = (await server.api('/metadata/freshness')).headers.get('x-ratelimit-remaining');
    expect(after).toBe(before);
  });
});

describe('metrics', () => {
  it('hides /metrics without the token (404) and serves the Prometheus text format with it', async () => {
    expect((await get('/metrics')).status).toBe(404);
    expect((await get('/metrics', { Authorization: 'Bearer wrong-token-0123456789' })).status).toBe(404);
    const r = await get('/metrics', { Authorization: `Bearer ${TOKEN}` });
    expect(r.status).toBe(200);
    expect(r.headers.get('content-type')).toMatch(/^text\/plain/);
    const text = await r.text();
    for (const name of [
      'labdir_http_requests_total',
      'labdir_http_request_duration_seconds',
      'labdir_limiter_decisions_total',
      'labdir_limits_degraded',
      'labdir_build_info',
      'labdir_data_age_days',
      'process_cpu_seconds_total',
    ]) {
      expect(text, name).toContain(name);
    }
  });

  it("counts requests by route pattern, status and tier, and the limiter's decisions", async () => {
    await server.api('/labs?per_page=1');
    await server.api('/labs/no-such-lab-here', { validate: false });
    const text = await (await get('/metrics', { Authorization: `Bearer ${TOKEN}` })).text();
    expect(text).toMatch(/labdir_http_requests_total\{route="\/api\/v1\/labs",status="200",tier="anonymous"\} \d+/);
    expect(text).toMatch(
      /labdir_http_requests_total\{route="\/api\/v1\/labs\/\{slug\}",status="404",tier="anonymous"\} \d+/,
    );
    expect(text).toMatch(/labdir_limiter_decisions_total\{decision="allowed",degraded="false"\} \d+/);
    expect(text).toMatch(
      new RegExp(`labdir_build_info\\{build_id="${server.app.directories.current!.manifest.content_hash}"\\} 1`),
    );
  });
});

describe('request ids and access logs', () => {
  it("returns an X-Request-Id on every answer, keeping a proxy's plain one", async () => {
    const own = await get('/api/v1/categories');
    expect(own.headers.get('x-request-id')).toMatch(/^[0-9a-f-]{36}$/);
    const given = await get('/api/v1/categories', { 'X-Request-Id': 'nginx-0123456789abcdef' });
    expect(given.headers.get('x-request-id')).toBe('nginx-0123456789abcdef');
    const odd = await get('/api/v1/categories', { 'X-Request-Id': 'a b<script>' });
    expect(odd.headers.get('x-request-id')).not.toBe('a b<script>');
  });

  it('logs one JSON line per request with the key id, never the key, and a truncated address', async () => {
    const key = await server.issue('pro');
    const r = await server.api('/labs?per_page=1', {
      headers: { 'X-Api-Key': key, 'X-Request-Id': 'log-check-0000000001' },
    });
    expect(r.status).toBe(200);
    await new Promise((resolve) => setTimeout(resolve, 100));
    const line = lines.find((l) => l.req_id === 'log-check-0000000001');
    expect(line).toMatchObject({
      method: 'GET',
      route: '/api/v1/labs',
      status: 200,
      tier: 'pro',
      client: '127.0.0.0/24',
    });
    expect(line!.key_id).toMatch(/^[A-Za-z0-9]{8}$/);
    expect(typeof line!.duration_ms).toBe('number');
    expect(line!.time).toMatch(/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\.\d{3}Z$/);
    expect(Math.abs(Date.parse(line!.time as string) - Date.now())).toBeLessThan(60_000);
    expect(JSON.stringify(lines)).not.toContain(key);
  });

  it('logs the ops endpoints under their own route', async () => {
    await get('/readyz', { 'X-Request-Id': 'log-check-readyz-01' });
    await new Promise((resolve) => setTimeout(resolve, 100));
    expect(lines.find((l) => l.req_id === 'log-check-readyz-01')).toMatchObject({ route: '/readyz', status: 200 });
  });

  it('never logs a key sent in the query string', async () => {
    const key = await server.issue('free');
    await server.api(`/labs?api_key=${key}`, { validate: false });
    await new Promise((resolve) => setTimeout(resolve, 100));
    expect(JSON.stringify(lines)).not.toContain(key);
  });

  it('truncates IPv4 to its /24 and IPv6 to its /48', () => {
    expect(truncatedAddress('203.0.113.77')).toBe('203.0.113.0/24');
    expect(truncatedAddress('::ffff:198.51.100.9')).toBe('198.51.100.0/24');
    expect(truncatedAddress('2001:db8:abcd:12::1')).toBe('2001:db8:abcd::/48');
    expect(truncatedAddress('::1')).toBe('0:0:0::/48');
  });
});
