// npm run bench:loop: the event-loop delay of one server (the 10,000-lab build
// in data/build) while it answers the long tail of searches (bench/long-tail.ts,
// an enterprise key so no limit stops it) and while an uncompressed and then a
// gzip export stream (issue 27). Read from prom-client's nodejs_eventloop_lag_*
// gauges on /metrics, scraped just before each phase (which resets them) and
// just after. Prints a table; the figures go into bench/RESULTS.md by hand.
import { spawn } from 'node:child_process';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { issueKey } from '../src/api/auth/key-store.ts';
import { freePort, HOST, runLoad } from './load.ts';
import { longTail } from './long-tail.ts';

const ROOT = path.resolve(import.meta.dirname, '..');
const DATA_DIR = process.env.DATA_DIR ?? path.join(ROOT, 'data/build');
const SECONDS = Number(process.env.BENCH_SECONDS ?? 20);
const TOKEN = 'loop-delay-bench-token-0123456789';

const dir = await mkdtemp(path.join(tmpdir(), 'labdir-loop-'));
const keysFile = path.join(dir, 'keys.json');
// Keys of their own per phase, and many for the long tail: an enterprise key's 500 a minute would otherwise turn
// the long tail into a bench of 429s.
const issue = async (label: string) =>
  (await issueKey(keysFile, { tier: 'enterprise', label: `loop-delay bench: ${label}` })).key;
const keys = [await issue('export'), await issue('export gzip')];
const tailKeys: string[] = [];
for (let i = 0; i < 300; i++) tailKeys.push(await issue(`long tail ${i}`));
const port = await freePort();
const server = spawn(process.execPath, ['src/server.ts'], {
  cwd: ROOT,
  env: {
    ...process.env,
    PORT: String(port),
    HOST,
    DATA_DIR,
    KEYS_FILE: keysFile,
    SITE_DIR: dir,
    METRICS_TOKEN: TOKEN,
    LOG_LEVEL: 'silent',
  },
  stdio: 'ignore',
});
const origin = `http://${HOST}:${port}`;
try {
  for (let i = 0; ; i++) {
    if ((await fetch(`${origin}/readyz`).catch(() => null))?.ok) break;
    if (i > 120) throw new Error('the server did not get ready in 60 s');
    await new Promise((r) => setTimeout(r, 500));
  }
  /** p99 and max event-loop delay since the last scrape, ms. */
  const lag = async () => {
    const text = await (await fetch(`${origin}/metrics`, { headers: { Authorization: `Bearer ${TOKEN}` } })).text();
    const read = (name: string) => Number(new RegExp(`^${name} (\\S+)$`, 'm').exec(text)?.[1] ?? NaN) * 1000;
    return { p99: read('nodejs_eventloop_lag_p99_seconds'), max: read('nodejs_eventloop_lag_max_seconds') };
  };
  const rows: string[] = [];
  const row = (what: string, detail: string, l: { p99: number; max: number }) =>
    rows.push(`| ${what} | ${detail} | ${l.p99.toFixed(1)} ms | ${l.max.toFixed(1)} ms |`);

  await lag();
  await new Promise((r) => setTimeout(r, 2000));
  row('idle', '2 s', await lag());

  const tail = await longTail(DATA_DIR);
  const next = tail.paths();
  let keyTurn = 0;
  const tailRun = (rate?: number) =>
    runLoad({
      port,
      pids: [server.pid!],
      headers: {},
      next,
      nextHeaders: () => ({ 'X-Api-Key': tailKeys[keyTurn++ % tailKeys.length]! }),
      seconds: SECONDS,
      connections: 8,
      rate,
    });
  await lag();
  const run = await tailRun();
  const rate = Math.round(run.requests / run.seconds);
  row(
    'long tail, saturated',
    `${SECONDS} s, ${rate} req/s, ${run.non2xx} not 2xx, ${tail.seen()} distinct`,
    await lag(),
  );
  // The same traffic at half the rate the server just sustained: the load a deployment is sized to run at, where a
  // request waits for the loop only behind the few others in flight.
  const half = Math.round(rate / 2);
  await lag();
  const halfRun = await tailRun(half);
  row(
    'long tail, half that rate',
    `${SECONDS} s, ${Math.round(halfRun.requests / halfRun.seconds)} req/s asked ${half}, ${halfRun.non2xx} not 2xx`,
    await lag(),
  );

  for (const [what, headers, key] of [
    ['export, uncompressed', {}, keys[0]!],
    ['export, gzip', { 'Accept-Encoding': 'gzip' }, keys[1]!],
  ] as const) {
    await lag();
    const started = performance.now();
    // Undici decompresses gzip as it reads; the bytes counted are what the server sent either way.
    const response = await fetch(`${origin}/api/v1/export`, { headers: { 'X-Api-Key': key, ...headers } });
    if (!response.ok) throw new Error(`the export answered ${response.status}`);
    let bytes = 0;
    for await (const chunk of response.body!) bytes += (chunk as Uint8Array).length;
    const seconds = ((performance.now() - started) / 1000).toFixed(2);
    row(what, `${(bytes / 1e6).toFixed(1)} MB in ${seconds} s`, await lag());
  }
  const load = (await import('node:os')).loadavg()[0]!.toFixed(1);
  console.log(`| phase | what | loop delay p99 | loop delay max |\n| --- | --- | ---: | ---: |\n${rows.join('\n')}`);
  console.log(`(load average ${load} at the end; prom-client's monitorEventLoopDelay, 10 ms resolution)`);
} finally {
  server.kill();
  await rm(dir, { recursive: true, force: true });
}
