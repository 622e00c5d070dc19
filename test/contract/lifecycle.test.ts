// Contract: the server's lifecycle — before the directory is loaded, a new
// build swapped in without a restart, and a SIGTERM that drains requests.
import { spawn, type ChildProcess } from 'node:child_process';
import { cp, mkdir, mkdtemp, rename, rm, writeFile } from 'node:fs/promises';
import { createServer, connect } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, afterEach, beforeAll, describe, expect, inject, it } from 'vitest';
import { openApiDocument } from '../../src/api/openapi.ts';
import { startApp, type App } from '../../src/app.ts';
import { buildData } from '../../src/build/build-data.ts';
import { FIXTURE_LABS } from '../support/global-setup.ts';
import { createResponseValidator } from '../support/openapi-validator.ts';
import { startTestServer, type TestServer } from '../support/server.ts';
import { sampleSnapshots, writeRaw } from '../fixtures/sample-dir.ts';

const ROOT = path.resolve(import.meta.dirname, '../..');
const validator = createResponseValidator(openApiDocument({ publicUrl: 'http://labs.test', sample: true }));
const sleep = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

const temps: string[] = [];
async function tempDir(prefix: string): Promise<string> {
  const dir = await mkdtemp(path.join(tmpdir(), `labdir-${prefix}-`));
  temps.push(dir);
  return dir;
}
afterAll(async () => {
  await Promise.all(temps.map((dir) => rm(dir, { recursive: true, force: true })));
});

async function getJson(
  origin: string,
  pathAndQuery: string,
  init: RequestInit = {},
): Promise<{ status: number; headers: Headers; body: any }> {
  const r = await fetch(`${origin}/api/v1${pathAndQuery}`, init);
  const text = await r.text();
  const body = text ? JSON.parse(text) : null;
  validator.validate(init.method ?? 'GET', pathAndQuery, r.status, body, r.headers);
  return { status: r.status, headers: r.headers, body };
}

/** Publishes `from` as `dataDir` the way the build does: rename the live one away, rename the new one in. */
async function publish(from: string, dataDir: string): Promise<void> {
  const retired = `${dataDir}.old-${Date.now()}`;
  await rename(dataDir, retired);
  await rename(from, dataDir);
  await rm(retired, { recursive: true, force: true });
}

/** Polls `check` every 50 ms until it returns true or `ms` pass. */
async function eventually(ms: number, check: () => Promise<boolean>): Promise<boolean> {
  const deadline = Date.now() + ms;
  for (;;) {
    if (await check()) return true;
    if (Date.now() > deadline) return false;
    await sleep(50);
  }
}

describe('before the directory is loaded', () => {
  let app: App;
  let dataDir: string;
  beforeAll(async () => {
    const dir = await tempDir('empty');
    dataDir = path.join(dir, 'build');
    await mkdir(dataDir);
    app = await startApp({
      config: {
        port: 0,
        host: '127.0.0.1',
        publicUrl: 'http://labs.test',
        dataDir,
        siteDir: dir,
        keysFile: path.join(dir, 'keys.json'),
        trustProxy: 0,
      },
      reloadPollMs: 100,
      log: () => undefined,
    });
    await app.directories.ready.catch(() => undefined);
  });
  afterAll(() => app.close());

  it.each(['/labs', '/labs/some-lab', '/categories', '/metadata/freshness'])(
    'answers GET %s with 503 {error}, Retry-After and no-store',
    async (p) => {
      const r = await getJson(`http://127.0.0.1:${app.port}`, p);
      expect(r.status).toBe(503);
      expect(Object.keys(r.body)).toEqual(['error']);
      expect(Number(r.headers.get('retry-after'))).toBeGreaterThanOrEqual(1);
      expect(r.headers.get('retry-after')).toMatch(/^\d+$/);
      expect(r.headers.get('cache-control')).toBe('no-store');
      expect(r.headers.get('content-type')).toBe('application/json; charset=utf-8');
      expect(r.headers.get('access-control-allow-origin')).toBe('*');
    },
  );

  it('carries the rate headers on the 503 without counting it', async () => {
    for (let i = 0; i < 12; i++) await getJson(`http://127.0.0.1:${app.port}`, '/labs');
    const r = await getJson(`http://127.0.0.1:${app.port}`, '/labs');
    expect(r.status).toBe(503);
    expect(r.headers.get('x-api-tier')).toBe('anonymous');
    expect(r.headers.get('x-ratelimit-limit')).toBe('10');
    expect(r.headers.get('x-ratelimit-remaining')).toBe('10');
    expect(r.headers.get('x-ratelimit-daily-remaining')).toBe('100');
  });

  it('loads a build published into the data directory later, without a restart', async () => {
    const staging = `${dataDir}.tmp`;
    await cp(inject('fixtureBuild'), staging, { recursive: true });
    await publish(staging, dataDir);
    const loaded = await eventually(
      3_000,
      async () => (await getJson(`http://127.0.0.1:${app.port}`, '/metadata/freshness')).status === 200,
    );
    expect(loaded).toBe(true);
    const r = await getJson(`http://127.0.0.1:${app.port}`, '/labs?per_page=1');
    expect(r.status).toBe(200);
    expect(r.body.meta.total).toBeGreaterThan(0);
  });
});

describe('a new build published into the data directory', () => {
  let server: TestServer;
  let dataDir: string;
  let root: string;
  beforeAll(async () => {
    root = await tempDir('swap');
    dataDir = path.join(root, 'build');
    await cp(inject('fixtureBuild'), dataDir, { recursive: true });
    server = await startTestServer({ dataDir, reloadPollMs: 100 });
  });
  afterAll(() => server.close());

  it('is swapped in without a restart, and no request fails meanwhile', async () => {
    const before = await server.api('/metadata/freshness');
    expect(before.body.total_labs).toBe(FIXTURE_LABS);

    await writeRaw(path.join(root, 'raw'), sampleSnapshots(400, 'lifecycle-swap'));
    const staging = path.join(root, 'staging');
    const summary = await buildData({ rawDir: path.join(root, 'raw'), outDir: staging });
    expect(summary.labs).not.toBe(FIXTURE_LABS);
    await publish(staging, dataDir);

    const statuses: number[] = [];
    const swapped = await eventually(5_000, async () => {
      server.clock.advance(86_400_000); // keep the anonymous budget full while polling
      const list = await server.api('/labs?per_page=1');
      const fresh = await server.api('/metadata/freshness');
      statuses.push(list.status, fresh.status);
      return fresh.body.total_labs === summary.labs;
    });
    expect(swapped).toBe(true);
    expect(statuses.every((s) => s === 200)).toBe(true);
    const list = await server.api('/labs?per_page=1&status=all');
    expect(list.body.meta.total).toBe(summary.labs);
  });

  it('keeps serving the current build when a published one cannot be loaded', async () => {
    const current = (await server.api('/metadata/freshness')).body.total_labs;
    const broken = path.join(root, 'broken');
    await mkdir(broken);
    await writeFile(path.join(broken, 'manifest.json'), JSON.stringify({ content_hash: 'f'.repeat(64) }));
    await publish(broken, dataDir);
    await sleep(500); // several poll intervals
    server.clock.advance(86_400_000);
    const r = await server.api('/metadata/freshness');
    expect(r.status).toBe(200);
    expect(r.body.total_labs).toBe(current);
    expect((await server.api('/labs?per_page=1')).status).toBe(200);
  });
});

describe('SIGTERM', () => {
  let child: ChildProcess | undefined;
  afterEach(() => {
    if (child && child.exitCode === null && child.signalCode === null) child.kill('SIGKILL');
  });

  async function freePort(): Promise<number> {
    const probe = createServer();
    await new Promise<void>((resolve) => probe.listen(0, '127.0.0.1', resolve));
    const port = (probe.address() as { port: number }).port;
    await new Promise<void>((resolve) => probe.close(() => resolve()));
    return port;
  }

  it('lets a request in flight complete with 200 and exits with code 0', async () => {
    const dir = await tempDir('sigterm');
    const port = await freePort();
    child = spawn(process.execPath, [path.join(ROOT, 'src/server.ts')], {
      cwd: ROOT,
      env: {
        ...process.env,
        PORT: String(port),
        HOST: '127.0.0.1',
        DATA_DIR: inject('fixtureBuild'),
        KEYS_FILE: path.join(dir, 'keys.json'),
        SITE_DIR: dir,
        PUBLIC_URL: 'http://labs.test',
        TRUST_PROXY: '0',
      },
      stdio: ['ignore', 'ignore', 'pipe'],
    });
    let stderr = '';
    child.stderr!.setEncoding('utf8');
    child.stderr!.on('data', (chunk: string) => (stderr += chunk));
    const exited = new Promise<{ code: number | null; signal: NodeJS.Signals | null }>((resolve) =>
      child!.once('exit', (code, signal) => resolve({ code, signal })),
    );

    expect(await eventually(20_000, async () => /listening on/.test(stderr) && /labs loaded/.test(stderr))).toBe(true);

    // A request whose headers are on their way: the server has begun reading it when SIGTERM arrives.
    const socket = connect(port, '127.0.0.1');
    await new Promise<void>((resolve, reject) => socket.once('connect', resolve).once('error', reject));
    let response = '';
    socket.setEncoding('utf8');
    socket.on('data', (chunk: string) => (response += chunk));
    const socketClosed = new Promise<void>((resolve) => socket.once('close', () => resolve()));
    socket.write('GET /api/v1/labs?per_page=5 HTTP/1.1\r\nHost: 127.0.0.1\r\n');
    await sleep(200);

    child.kill('SIGTERM');
    expect(await eventually(3_000, async () => /SIGTERM: draining/.test(stderr))).toBe(true);
    // Draining: no new connections are accepted.
    await expect(fetch(`http://127.0.0.1:${port}/api/v1/categories`)).rejects.toThrow();

    socket.write('Accept: application/json\r\n\r\n');
    const started = Date.now();
    const { code, signal } = await exited;
    const drainMs = Date.now() - started;
    await socketClosed;

    expect(response).toMatch(/^HTTP\/1\.1 200 OK\r\n/);
    expect(response).toMatch(/\r\nConnection: close\r\n/i);
    const body = JSON.parse(response.slice(response.indexOf('\r\n\r\n') + 4)) as { data: unknown[] };
    expect(body.data).toHaveLength(5);
    expect({ code, signal }).toEqual({ code: 0, signal: null });
    // Drained promptly: not held open by the kept-alive connection until a timeout.
    expect(drainMs).toBeLessThan(2_000);
  });

  it('exits with code 0 at once when idle', async () => {
    const dir = await tempDir('sigterm-idle');
    const port = await freePort();
    child = spawn(process.execPath, [path.join(ROOT, 'src/server.ts')], {
      cwd: ROOT,
      env: {
        ...process.env,
        PORT: String(port),
        HOST: '127.0.0.1',
        DATA_DIR: inject('fixtureBuild'),
        KEYS_FILE: path.join(dir, 'keys.json'),
        SITE_DIR: dir,
      },
      stdio: ['ignore', 'ignore', 'pipe'],
    });
    let stderr = '';
    child.stderr!.setEncoding('utf8');
    child.stderr!.on('data', (chunk: string) => (stderr += chunk));
    const exited = new Promise<number | null>((resolve) => child!.once('exit', (code) => resolve(code)));
    expect(await eventually(20_000, async () => /labs loaded/.test(stderr))).toBe(true);
    // A finished request leaves a kept-alive connection behind.
    expect((await fetch(`http://127.0.0.1:${port}/api/v1/categories`)).status).toBe(200);
    const started = Date.now();
    child.kill('SIGTERM');
    expect(await exited).toBe(0);
    expect(Date.now() - started).toBeLessThan(2_000);
  });
});
