// The systemd units of deploy/systemd: their settings are a configuration the
// server accepts, they start what exists, and the exit status they do not
// restart on is the one the server gives a bad configuration. systemd itself
// checks their syntax when it is installed.
import { spawn, spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { loadConfig } from '../../src/ops/config.ts';
import { NODE_FLAGS, SERVER_BUNDLE } from '../../scripts/server-bundle.ts';

const UNITS = ['deploy/systemd/lab-directory.service', 'deploy/systemd/lab-directory@.service'];
/** Where the units say the project is installed. */
const INSTALLED = '/srv/lab-directory';
const SYSTEMD_ANALYZE = '/usr/bin/systemd-analyze';

/** `Key=value` lines of the [Service] section (comments and other sections left out), `%i` as instance 4321. */
async function serviceSettings(file: string): Promise<Array<[string, string]>> {
  const text = (await readFile(file, 'utf8')).replaceAll('%i', '4321');
  const settings: Array<[string, string]> = [];
  let section = '';
  for (const raw of text.split('\n')) {
    const line = raw.trim();
    if (line === '' || line.startsWith('#')) continue;
    if (line.startsWith('[')) section = line;
    else if (section === '[Service]') {
      const at = line.indexOf('=');
      settings.push([line.slice(0, at), line.slice(at + 1)]);
    }
  }
  return settings;
}

const all = (settings: Array<[string, string]>, key: string) => settings.filter(([k]) => k === key).map(([, v]) => v);

describe.each(UNITS)('%s', (unit) => {
  it('sets an environment the server accepts: behind one proxy, on loopback, limits and keys in Redis', async () => {
    const settings = await serviceSettings(unit);
    const env = Object.fromEntries(
      all(settings, 'Environment').map((v) => [v.slice(0, v.indexOf('=')), v.slice(v.indexOf('=') + 1)]),
    );
    const config = loadConfig({ ...env, METRICS_TOKEN: 'a-secret-from-the-environment-file' });
    expect(config).toMatchObject({
      host: '127.0.0.1',
      trustProxy: 1,
      ops: { redisUrl: expect.stringMatching(/^redis:\/\//) },
    });
    expect(config.port).toBeGreaterThan(0);
  });

  it('starts node on the compiled server directly, stops it with SIGTERM, restarts it on failure but not on a bad configuration', async () => {
    const settings = Object.fromEntries(await serviceSettings(unit));
    const [node, ...args] = settings.ExecStart!.split(/\s+/);
    expect(node).toBe(`${INSTALLED}/node_modules/.bin/node`);
    // What `npm run build` compiles and `npm start`/`npm run serve` run, with their node flags (the benchmarks measure the same).
    expect(args).toEqual([...NODE_FLAGS, SERVER_BUNDLE]);
    expect(settings.WorkingDirectory).toBe(INSTALLED);
    // The same node in this checkout (the compiled server is tested in server-bundle.test.ts).
    expect(existsSync(node!.replace(INSTALLED, '.'))).toBe(true);
    expect(settings).toMatchObject({
      KillSignal: 'SIGTERM',
      TimeoutStopSec: '20',
      Restart: 'on-failure',
      RestartPreventExitStatus: '2',
      NoNewPrivileges: 'yes',
      ProtectSystem: 'strict',
    });

    const exit = await new Promise<number | null>((resolve) => {
      const child = spawn(process.execPath, ['src/server.ts'], {
        env: { ...process.env, PORT: 'not-a-port' },
        stdio: 'ignore',
      });
      child.once('exit', (code) => resolve(code));
    });
    expect(exit).toBe(Number(settings.RestartPreventExitStatus));
  });

  it.skipIf(!existsSync(SYSTEMD_ANALYZE))('passes systemd-analyze verify', async () => {
    // Installed paths pointed at this checkout, so verify can check the command exists; no labdir user here.
    const dir = await mkdtemp(path.join(tmpdir(), 'labdir-units-'));
    try {
      const name = path.basename(unit).replace('@.service', '@4321.service');
      const text = (await readFile(unit, 'utf8'))
        .replaceAll(INSTALLED, process.cwd())
        .replace(/^(User|Group)=.*\n/gm, '');
      await writeFile(path.join(dir, name), text);
      const result = spawnSync(SYSTEMD_ANALYZE, ['verify', '--man=no', path.join(dir, name)], { encoding: 'utf8' });
      expect(`${result.stdout}${result.stderr}`.trim()).toBe('');
      expect(result.status).toBe(0);
    } finally {
      await rm(dir, { recursive: true, force: true });
    }
  });
});
