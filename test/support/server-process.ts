// The server as an operator starts it: a node process of its own on a free
// port, serving the fixture build and site, its output collected; resolves
// once /readyz answers 200.
import { spawn, type ChildProcess } from 'node:child_process';
import path from 'node:path';
import { inject } from 'vitest';
import { freePort } from './redis-server.ts';

export interface ServerProcess {
  child: ChildProcess;
  port: number;
  /** Everything written so far. */
  readonly stdout: string;
  readonly stderr: string;
  /** Its stderr once it matches `pattern`: output reaches this process after the responses it may follow. */
  stderrMatching(pattern: RegExp, timeoutMs?: number): Promise<string>;
}

/** `node <args>` (e.g. ['src/server.ts']) with the fixture data, `keysFile`, and `env` on top. */
export async function startServerProcess(
  args: readonly string[],
  keysFile: string,
  env: Record<string, string> = {},
): Promise<ServerProcess> {
  const port = await freePort();
  const child = spawn(process.execPath, [...args], {
    env: {
      ...process.env,
      PORT: String(port),
      HOST: '127.0.0.1',
      DATA_DIR: inject('fixtureBuild'),
      SITE_DIR: path.join(inject('fixtureSite'), 'client'),
      KEYS_FILE: keysFile,
      WORKERS: '1',
      ...env,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let stdout = '';
  let stderr = '';
  child.stdout!.on('data', (c) => (stdout += c));
  child.stderr!.on('data', (c) => (stderr += c));
  const until = Date.now() + 30_000;
  for (;;) {
    const status = await fetch(`http://127.0.0.1:${port}/readyz`).then(
      (r) => r.status,
      () => 0,
    );
    if (status === 200) break;
    if (child.exitCode !== null || Date.now() > until)
      throw new Error(`node ${args.join(' ')} did not become ready: ${stderr}`);
    await new Promise((r) => setTimeout(r, 100));
  }
  return {
    child,
    port,
    get stdout() {
      return stdout;
    },
    get stderr() {
      return stderr;
    },
    async stderrMatching(pattern, timeoutMs = 5_000) {
      const deadline = Date.now() + timeoutMs;
      while (!pattern.test(stderr) && Date.now() < deadline) await new Promise((r) => setTimeout(r, 20));
      return stderr;
    },
  };
}
