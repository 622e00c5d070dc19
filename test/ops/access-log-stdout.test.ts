// The access log as an operator meets it: `node src/server.ts` writing one
// JSON line per request to stdout, written asynchronously, and none lost when
// the process is told to stop right after answering.
import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { freePort } from '../support/redis-server.ts';

let dir: string;
let port: number;
let server: ChildProcess;
let stdout = '';
let stderr = '';

beforeAll(async () => {
  dir = await mkdtemp(path.join(tmpdir(), 'labdir-log-'));
  port = await freePort();
  server = spawn(process.execPath, ['src/server.ts'], {
    env: {
      ...process.env,
      PORT: String(port),
      HOST: '127.0.0.1',
      DATA_DIR: inject('fixtureBuild'),
      SITE_DIR: path.join(inject('fixtureSite'), 'client'),
      KEYS_FILE: path.join(dir, 'keys.json'),
      LOG_LEVEL: 'info',
      WORKERS: '1',
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  server.stdout!.on('data', (c) => (stdout += c));
  server.stderr!.on('data', (c) => (stderr += c));
  const until = Date.now() + 30_000;
  for (;;) {
    const status = await fetch(`http://127.0.0.1:${port}/readyz`).then((r) => r.status, () => 0);
    if (status === 200) break;
    if (Date.now() > until) throw new Error(`the server did not become ready: ${stderr}`);
    await new Promise((r) => setTimeout(r, 100));
  }
}, 40_000);

afterAll(async () => {
  if (server.exitCode === null) server.kill('SIGKILL');
  await rm(dir, { recursive: true, force: true });
});

describe('the access log on stdout', () => {
  it('writes every answered request before the process exits on SIGTERM', async () => {
    const ids: string[] = [];
    for (const p of ['/api/v1/categories', '/api/v1/labs?per_page=2', '/api/v1/labs/no-such-lab']) {
      const response = await fetch(`http://127.0.0.1:${port}${p}`);
      await response.arrayBuffer();
      ids.push(response.headers.get('x-request-id')!);
    }
    const exited = new Promise<number | null>((resolve) => server.once('exit', (code) => resolve(code)));
    server.kill('SIGTERM');
    expect(await exited).toBe(0);
    const lines = stdout.trim().split('\n').map((line) => JSON.parse(line) as { req_id: string; route: string; status: number });
    const logged = new Map(lines.map((line) => [line.req_id, line]));
    expect(ids.map((id) => logged.get(id)?.status)).toEqual([200, 200, 404]);
    expect(logged.get(ids[2]!)?.route).toBe('/api/v1/labs/{slug}');
  }, 20_000);

  it('writes lines still pending when the process exits', () => {
    // Lines are written on the next event-loop turn; exiting in this one must not lose them.
    const script = `import { logDestination } from './src/ops/access-log.ts'; const d = logDestination(1); d.write('{"a":1}\\n'); d.write('{"b":2}\\n'); process.exit(0);`;
    const child = spawnSync(process.execPath, ['--input-type=module', '-e', script], { encoding: 'utf8' });
    expect(child.stderr).toBe('');
    expect(child.stdout).toBe('{"a":1}\n{"b":2}\n');
  });
});
