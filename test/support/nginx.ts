// A real nginx (Debian's /usr/sbin/nginx; `.ci/run` installs nginx-light when
// missing) running deploy/nginx/lab-directory.conf, placeholders filled in,
// on a free loopback port, in front of the given shims. Everything it writes
// (pid, logs, temp files) goes to a temp prefix dir; stopped after the test.
import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { request } from 'node:http';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { freePort } from './redis-server.ts';

export const NGINX = process.env.NGINX_PATH || '/usr/sbin/nginx';
export const NGINX_CONF = path.resolve('deploy/nginx/lab-directory.conf');

export interface NginxOptions {
  /** The built site (`dist/client`). */
  siteDir: string;
  /** Loopback ports of the shims, in upstream order. */
  upstreams: number[];
  /** What `__REAL_IP_FROM__` becomes; default: trust 127.0.0.1, so the test client can play the CDN and say who the client is in X-Forwarded-For. */
  realIpFrom?: string[];
}

export interface Nginx {
  port: number;
  /** `http://127.0.0.1:<port>` */
  origin: string;
  /** The generated site configuration (the template, filled in). */
  conf: string;
  /**
   * The site's access log (format lab_directory), once `ready` holds of it: nginx writes a request's line in its log
   * phase, after the response has gone, so a test that has its answer may read the log before the line is there. Waits
   * at most two seconds, then returns the log as it is.
   */
  accessLog(ready?: (log: string) => boolean): Promise<string>;
  close(): Promise<void>;
}

/** The template with every placeholder replaced; throws on one this helper does not know. */
export async function renderNginxConf(values: Record<string, string>): Promise<string> {
  const template = await readFile(NGINX_CONF, 'utf8');
  // Those in the header comment (which documents each by name) are replaced too: harmless there.
  return template.replace(/__([A-Z_]+)__/g, (whole, name: string) => {
    if (!(name in values)) throw new Error(`${NGINX_CONF}: no value for placeholder ${whole}`);
    return values[name]!;
  });
}

/** Whether anything answers HTTP on the port. */
function answers(port: number): Promise<boolean> {
  return new Promise((resolve) => {
    const req = request(
      { host: '127.0.0.1', port, path: '/robots.txt', method: 'HEAD', agent: false, timeout: 500 },
      (res) => {
        res.resume();
        resolve(true);
      },
    );
    req.on('timeout', () => req.destroy());
    req.on('error', () => resolve(false));
    req.end();
  });
}

export async function startNginx(options: NginxOptions): Promise<Nginx> {
  const port = await freePort();
  const dir = await mkdtemp(path.join(tmpdir(), 'labdir-nginx-'));
  const values: Record<string, string> = {
    LISTEN: `127.0.0.1:${port}`,
    SERVER_NAME: 'localhost',
    SITE_DIR: path.resolve(options.siteDir),
    UPSTREAMS: options.upstreams.map((p) => `server 127.0.0.1:${p};`).join(' '),
    REAL_IP_FROM: (options.realIpFrom ?? ['127.0.0.1']).map((cidr) => `set_real_ip_from ${cidr};`).join(' '),
    LOG_DIR: dir,
  };
  const conf = await renderNginxConf(values);
  await writeFile(path.join(dir, 'lab-directory.conf'), conf);
  // The main context Debian's nginx.conf would give, with every path in the temp dir
  // (the compiled-in ones are under /var and /run). One process, not daemonised:
  // no privilege drop to a user that could not read the test's files, and one
  // round-robin state, so requests alternate between the shims.
  await writeFile(
    path.join(dir, 'nginx.conf'),
    [
      'daemon off;',
      'master_process off;',
      'worker_processes 1;',
      `pid ${dir}/nginx.pid;`,
      `lock_file ${dir}/nginx.lock;`,
      'error_log stderr warn;',
      'events { worker_connections 256; }',
      'http {',
      `  access_log ${dir}/access.log;`,
      ...['client_body', 'proxy', 'fastcgi', 'uwsgi', 'scgi'].map((t) => `  ${t}_temp_path ${dir}/${t};`),
      `  include ${dir}/lab-directory.conf;`,
      '}',
      '',
    ].join('\n'),
  );

  let stderr = '';
  let exited = false;
  const child: ChildProcess = spawn(NGINX, ['-p', dir, '-e', 'stderr', '-c', path.join(dir, 'nginx.conf')], {
    stdio: ['ignore', 'ignore', 'pipe'],
  });
  child.stderr?.on('data', (chunk) => (stderr += chunk));
  const spawnError = new Promise<Error>((resolve) => child.once('error', resolve));
  // Ended: exited, or never started (no 'exit' follows a failed spawn).
  const exit = Promise.race([
    new Promise<void>((resolve) => child.once('exit', () => resolve())),
    spawnError.then(() => undefined),
  ]);
  void exit.then(() => (exited = true));
  // Never left running when the test process ends, whatever way it does.
  const killOnExit = () => child.kill('SIGKILL');
  process.once('exit', killOnExit);

  const close = async () => {
    process.removeListener('exit', killOnExit);
    if (!exited) {
      // SIGTERM: fast shutdown; SIGKILL if it does not go within 5 s.
      child.kill('SIGTERM');
      const timer = setTimeout(() => child.kill('SIGKILL'), 5000);
      await exit;
      clearTimeout(timer);
    }
    await rm(dir, { recursive: true, force: true });
  };

  try {
    const until = Date.now() + 10_000;
    while (!(await answers(port))) {
      const failed = await Promise.race([spawnError, new Promise<null>((r) => setTimeout(() => r(null), 50))]);
      if (failed) throw new Error(`cannot run ${NGINX} (${failed.message}); on Debian: apt-get install nginx-light`);
      if (exited) throw new Error(`nginx exited at start: ${stderr.slice(-2000)}`);
      if (Date.now() > until)
        throw new Error(`nginx did not answer on port ${port} within 10 s: ${stderr.slice(-2000)}`);
    }
  } catch (error) {
    await close();
    throw error;
  }

  return {
    port,
    origin: `http://127.0.0.1:${port}`,
    conf,
    async accessLog(ready = () => true) {
      const read = () => readFile(path.join(dir, 'lab-directory.access.log'), 'utf8').catch(() => '');
      const deadline = Date.now() + 2000;
      let log = await read();
      while (!ready(log) && Date.now() < deadline) {
        await new Promise((resolve) => setTimeout(resolve, 20));
        log = await read();
      }
      return log;
    },
    close,
  };
}
