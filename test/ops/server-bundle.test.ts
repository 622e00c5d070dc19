// The server as production runs it: src/server.ts compiled by
// scripts/server-bundle.ts and started with its node flags, as `npm start`,
// `npm run serve` and the systemd units do. The other tests run the sources.
import { spawn, type ChildProcess } from 'node:child_process';
import { existsSync } from 'node:fs';
import { mkdtemp, readdir, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { buildServer, NODE_FLAGS } from '../../scripts/server-bundle.ts';
import { freePort } from '../support/redis-server.ts';

// Inside the project, where the compiled server finds node_modules; one directory per run.
const OUT = path.join('.vitest', `server-bundle-${process.pid}`);
let dir: string;
let entry: string;
let port: number;
let server: ChildProcess;
let stderr = '';

beforeAll(async () => {
  dir = await mkdtemp(path.join(tmpdir(), 'labdir-bundle-'));
  entry = await buildServer('src/server.ts', OUT);
  port = await freePort();
  server = spawn(process.execPath, [...NODE_FLAGS, entry], {
    env: {
      ...process.env,
      PORT: String(port),
      HOST: '127.0.0.1',
      DATA_DIR: inject('fixtureBuild'),
      SITE_DIR: path.join(inject('fixtureSite'), 'client'),
      KEYS_FILE: path.join(dir, 'keys.json'),
      LOG_LEVEL: 'silent',
      WORKERS: '1',
    },
    stdio: ['ignore', 'ignore', 'pipe'],
  });
  server.stderr!.on('data', (c) => (stderr += c));
  const until = Date.now() + 30_000;
  for (;;) {
    const status = await fetch(`http://127.0.0.1:${port}/readyz`).then((r) => r.status, () => 0);
    if (status === 200) break;
    if (server.exitCode !== null || Date.now() > until) throw new Error(`the compiled server did not become ready: ${stderr}`);
    await new Promise((r) => setTimeout(r, 100));
  }
}, 40_000);

afterAll(async () => {
  if (server && server.exitCode === null) server.kill('SIGKILL');
  await rm(dir, { recursive: true, force: true });
  await rm(OUT, { recursive: true, force: true });
});

describe('the compiled server', () => {
  it('is one entry file, with what loads on demand (the MCP server, Redis) in chunks of its own', async () => {
    expect(path.basename(entry)).toBe('server.js');
    const files = await readdir(OUT);
    expect(files.some((f) => /^handler-\w+\.js$/.test(f))).toBe(true);
    expect(files.some((f) => /^redis-\w+\.js$/.test(f))).toBe(true);
  });

  it('serves the API and the site', async () => {
    const list = await fetch(`http://127.0.0.1:${port}/api/v1/labs?per_page=1`);
    expect(list.status).toBe(200);
    const { data } = (await list.json()) as { data: Array<{ slug: string }> };
    const detail = await fetch(`http://127.0.0.1:${port}/api/v1/labs/${data[0]!.slug}`);
    expect(detail.status).toBe(200);
    expect(((await detail.json()) as { slug: string }).slug).toBe(data[0]!.slug);
    const home = await fetch(`http://127.0.0.1:${port}/`);
    expect(home.status).toBe(200);
    expect(home.headers.get('content-type')).toMatch(/^text\/html/);
  });

  it('loads the MCP server on the first POST /mcp and answers it', async () => {
    const response = await fetch(`http://127.0.0.1:${port}/mcp`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', Accept: 'application/json, text/event-stream' },
      body: JSON.stringify({ jsonrpc: '2.0', id: 1, method: 'initialize', params: { protocolVersion: '2025-06-18', capabilities: {}, clientInfo: { name: 'test', version: '1' } } }),
    });
    expect(response.status).toBe(200);
    expect(((await response.json()) as { result: { serverInfo: { name: string } } }).result.serverInfo.name).toBe('lab-directory');
  });

  it('compacts its heap once the build is loaded (node started with --expose-gc)', () => {
    expect(NODE_FLAGS).toContain('--expose-gc');
    expect(stderr).toMatch(/directory: build \w{12} loaded; heap compacted in \d+ ms/);
  });

  it('drains and exits 0 on SIGTERM', async () => {
    const exited = new Promise<number | null>((resolve) => server.once('exit', (code) => resolve(code)));
    server.kill('SIGTERM');
    expect(await exited).toBe(0);
    expect(existsSync(entry)).toBe(true);
  });
});
