// A real redis-server (Debian's package; `.ci/run` installs it when missing)
// on a free loopback port, for the tests of everything shared through Redis.
// Started by the test, stopped after; nothing persisted.
import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtemp, rm } from 'node:fs/promises';
import { createServer, Socket } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';

export const REDIS_SERVER = process.env.REDIS_SERVER_PATH || '/usr/bin/redis-server';

export interface RedisServer {
  port: number;
  /** `redis://127.0.0.1:<port>` */
  url: string;
  /** The running server's process id (for its CPU time), or null while stopped. */
  readonly pid: number | null;
  /** Stop it (SIGTERM); the port stays this server's for `start`. */
  stop(): Promise<void>;
  /** Start it again on the same port, empty. */
  start(): Promise<void>;
  close(): Promise<void>;
}

export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address() as { port: number };
      server.close(() => resolve(port));
    });
  });
}

/** Whether a PING on the port gets PONG. */
function pong(port: number): Promise<boolean> {
  return new Promise((resolve) => {
    const socket = new Socket();
    const done = (ok: boolean) => {
      socket.destroy();
      resolve(ok);
    };
    socket.setTimeout(500, () => done(false));
    socket.once('error', () => done(false));
    socket.connect(port, '127.0.0.1', () => socket.write('PING\r\n'));
    socket.once('data', (data) => done(data.toString().startsWith('+PONG')));
  });
}

export async function startRedisServer(): Promise<RedisServer> {
  const port = await freePort();
  const dir = await mkdtemp(path.join(tmpdir(), 'labdir-redis-'));
  let child: ChildProcess | null = null;

  async function start(): Promise<void> {
    if (child) return;
    const spawned = spawn(
      REDIS_SERVER,
      ['--port', String(port), '--bind', '127.0.0.1', '--save', '', '--appendonly', 'no', '--dir', dir],
      {
        stdio: ['ignore', 'ignore', 'pipe'],
      },
    );
    child = spawned;
    let stderr = '';
    spawned.stderr?.on('data', (chunk) => (stderr += chunk));
    spawned.once('exit', () => {
      if (child === spawned) child = null;
    });
    const until = Date.now() + 10_000;
    while (!(await pong(port))) {
      if (child !== spawned) throw new Error(`redis-server exited at start: ${stderr.slice(-500)}`);
      if (Date.now() > until)
        throw new Error(`redis-server did not answer on port ${port} within 10 s: ${stderr.slice(-500)}`);
      await new Promise((r) => setTimeout(r, 50));
    }
  }

  async function stop(): Promise<void> {
    const running = child;
    if (!running) return;
    child = null;
    await new Promise<void>((resolve) => {
      running.once('exit', () => resolve());
      running.kill('SIGTERM');
    });
  }

  await start();
  return {
    port,
    url: `redis://127.0.0.1:${port}`,
    get pid() {
      return child?.pid ?? null;
    },
    stop,
    start,
    async close() {
      await stop();
      await rm(dir, { recursive: true, force: true });
    },
  };
}
