// The access log as an operator meets it: `node src/server.ts` writing one
// JSON line per request to stdout, written asynchronously, and none lost when
// the process is told to stop right after answering.
import { spawnSync } from 'node:child_process';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startServerProcess, type ServerProcess } from '../support/server-process.ts';

let dir: string;
let port: number;
let server: ServerProcess;

beforeAll(async () => {
  dir = await mkdtemp(path.join(tmpdir(), 'labdir-log-'));
  server = await startServerProcess(['src/server.ts'], path.join(dir, 'keys.json'), { LOG_LEVEL: 'info' });
  port = server.port;
}, 40_000);

afterAll(async () => {
  if (server && server.child.exitCode === null) server.child.kill('SIGKILL');
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
    const exited = new Promise<number | null>((resolve) => server.child.once('exit', (code) => resolve(code)));
    server.child.kill('SIGTERM');
    expect(await exited).toBe(0);
    const lines = server.stdout
      .trim()
      .split('\n')
      .map((line) => JSON.parse(line) as { req_id: string; route: string; status: number });
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
