// The server as production runs it: src/server.ts compiled by
// scripts/server-bundle.ts and started with its node flags, as `npm start`,
// `npm run serve` and the systemd units do, and `npm run serve` itself. The
// other tests run the sources.
import { existsSync, readFileSync } from 'node:fs';
import { mkdtemp, readdir, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildServer, latin1Source, NODE_FLAGS, SERVER_BUNDLE } from '../../scripts/server-bundle.ts';
import { startServerProcess, type ServerProcess } from '../support/server-process.ts';
import { startTestServer } from '../support/server.ts';

// Inside the project, where the compiled server finds node_modules; one directory per run.
const OUT = path.join('.vitest', `server-bundle-${process.pid}`);
let dir: string;
let entry: string;
let port: number;
let server: ServerProcess;

beforeAll(async () => {
  dir = await mkdtemp(path.join(tmpdir(), 'labdir-bundle-'));
  entry = await buildServer('src/server.ts', OUT);
  server = await startServerProcess([...NODE_FLAGS, entry], path.join(dir, 'keys.json'), { LOG_LEVEL: 'silent' });
  port = server.port;
}, 40_000);

afterAll(async () => {
  if (server && server.child.exitCode === null) server.child.kill('SIGKILL');
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

  it('holds its sources in Latin-1: a character beyond it is written as its escape', async () => {
    const sources = (await readdir(OUT)).filter((f) => f.endsWith('.js'));
    for (const file of sources)
      expect(readFileSync(path.join(OUT, file), 'utf8').match(/[^\u0000-\u00ff]/g), file).toBeNull();
    expect(latin1Source('/[łŁ]/.test("Łódź 😀")')).toBe('/[\\u0142\\u0141]/.test("\\u0141ód\\u017a \\ud83d\\ude00")');
  });

  it('compiles snowball-stemmers in and loads the other packages from node_modules', async () => {
    const sources = (await readdir(OUT)).filter((f) => f.endsWith('.js'));
    const text = sources.map((f) => readFileSync(path.join(OUT, f), 'utf8')).join('\n');
    expect(text).not.toMatch(/from "snowball-stemmers"/);
    expect(text).toMatch(/czechStemmer/);
    expect(text).toMatch(/from "lru-cache"/);
  });

  it('searches as the sources do, words written beyond Latin-1 included', async () => {
    const sources = await startTestServer();
    try {
      for (const q of ['Łódź', 'zkoušky tahem', 'rozpuštěného kyslíku', 'δοκιμή εφελκυσμού', 'Prüfungen Wasser']) {
        const search = `/labs?q=${encodeURIComponent(q)}&per_page=5`;
        // The links' origin differs (each server's public URL); the labs, their order and the meta may not.
        const answer = (body: { data: Array<{ slug: string }>; meta: unknown }) => ({
          slugs: body.data.map((lab) => lab.slug),
          meta: body.meta,
        });
        const compiled = answer(await (await fetch(`http://127.0.0.1:${port}/api/v1${search}`)).json());
        expect(compiled.slugs.length, q).toBeGreaterThan(0);
        expect(compiled, q).toEqual(answer((await sources.api(search)).body));
      }
    } finally {
      await sources.close();
    }
  });

  it('loads the MCP server on the first POST /mcp and answers it', async () => {
    const response = await fetch(`http://127.0.0.1:${port}/mcp`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', Accept: 'application/json, text/event-stream' },
      body: JSON.stringify({
        jsonrpc: '2.0',
        id: 1,
        method: 'initialize',
        params: { protocolVersion: '2025-06-18', capabilities: {}, clientInfo: { name: 'test', version: '1' } },
      }),
    });
    expect(response.status).toBe(200);
    expect(((await response.json()) as { result: { serverInfo: { name: string } } }).result.serverInfo.name).toBe(
      'lab-directory',
    );
  });

  it('compacts its heap once the build is loaded (node started with --expose-gc)', async () => {
    expect(NODE_FLAGS).toContain('--expose-gc');
    const compacted = /directory: build \w{12} loaded; heap compacted in \d+ ms/;
    expect(await server.stderrMatching(compacted)).toMatch(compacted);
  });

  it('drains and exits 0 on SIGTERM', async () => {
    const exited = new Promise<number | null>((resolve) => server.child.once('exit', (code) => resolve(code)));
    server.child.kill('SIGTERM');
    expect(await exited).toBe(0);
    expect(existsSync(entry)).toBe(true);
  });
});

describe('npm run serve', () => {
  it('compiles the server and becomes it: same process, node flags of scripts/server-bundle.ts', async () => {
    const serve = await startServerProcess(['scripts/serve.ts'], path.join(dir, 'keys-serve.json'), {
      LOG_LEVEL: 'silent',
    });
    try {
      const pid = serve.child.pid!;
      const argv = readFileSync(`/proc/${pid}/cmdline`, 'utf8').split('\0').filter(Boolean);
      expect(argv.slice(1)).toEqual([...NODE_FLAGS, SERVER_BUNDLE]);
      expect((await fetch(`http://127.0.0.1:${serve.port}/api/v1/labs?per_page=1`)).status).toBe(200);
      // No child left behind by the compile step (esbuild's service), zombie or not.
      expect(readFileSync(`/proc/${pid}/task/${pid}/children`, 'utf8').trim()).toBe('');
      const exited = new Promise<number | null>((resolve) => serve.child.once('exit', (code) => resolve(code)));
      serve.child.kill('SIGTERM');
      expect(await exited).toBe(0);
    } finally {
      if (serve.child.exitCode === null) serve.child.kill('SIGKILL');
    }
  }, 40_000);
});

describe('a compiled server whose MCP chunk cannot be loaded', () => {
  it('answers POST /mcp with a JSON 503 and keeps serving the API', async () => {
    const out = path.join('.vitest', `server-bundle-broken-${process.pid}`);
    const broken = await buildServer('src/server.ts', out);
    for (const file of await readdir(out)) if (/^handler-\w+\.js$/.test(file)) await rm(path.join(out, file));
    const server = await startServerProcess([...NODE_FLAGS, broken], path.join(dir, 'keys-broken.json'), {
      LOG_LEVEL: 'silent',
    });
    try {
      const mcp = await fetch(`http://127.0.0.1:${server.port}/mcp`, {
        method: 'POST',
        headers: { 'Content-Type': 'application/json' },
        body: '{}',
      });
      expect(mcp.status).toBe(503);
      expect(mcp.headers.get('content-type')).toMatch(/^application\/json/);
      expect(((await mcp.json()) as { error: string }).error).toMatch(/MCP server is unavailable/);
      const logged = /mcp: the MCP server could not be loaded/;
      expect(await server.stderrMatching(logged)).toMatch(logged);
      expect((await fetch(`http://127.0.0.1:${server.port}/api/v1/labs?per_page=1`)).status).toBe(200);
      expect(server.child.exitCode).toBeNull();
    } finally {
      server.child.kill('SIGKILL');
      await rm(out, { recursive: true, force: true });
    }
  }, 40_000);
});
