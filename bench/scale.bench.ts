// npm run bench:scale: the server as production runs it (compiled,
// `node <NODE_FLAGS> dist/app/server.js`, JSON access logs on stdout, metrics,
// the real limiter counting every request), measured against a bare node:http
// baseline sending the same bytes, in the same run:
//   1. one process and WORKERS=2, limits in memory and in a real redis-server;
//      the cost of Redis per request;
//   2. compression of API answers: bytes saved and what it costs in req/s;
//   3. the directory at 100,000 labs next to the 10,000-lab build: start
//      time, RSS, req/s and the p99 of searches no cache has seen.
// Writes its section of bench/RESULTS.md between the scale markers.
//
//   BENCH_SECONDS      seconds of load per target and case (default 6)
//   BENCH_CONNECTIONS  concurrent connections (default 50)
//   BENCH_DATA_DIR     the 10,000-lab build (default data/build)
//   BENCH_100K_DIR     the 100,000-lab build (default bench/tmp/build-100k; sampled and built when missing)
import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { existsSync } from 'node:fs';
import { mkdtemp, readFile, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { generateKey } from '../src/api/auth/api-keys.ts';
import { newKeyRecord } from '../src/api/auth/key-store.ts';
import { BUILD_FORMAT, buildPaths, readBuildFormat, readManifest } from '../src/directory/build-files.ts';
import { startRedisServer, type RedisServer } from '../test/support/redis-server.ts';
import type { ChildMessage } from './api-server.ts';
import { buildServer, NODE_FLAGS, SERVER_BUNDLE } from '../scripts/server-bundle.ts';
import {
  combine,
  freePort,
  HOST,
  procCpuSeconds,
  processTree,
  procStatus,
  QUERIES,
  runLoad,
  stats,
  uncachedSuffix,
  writeResultsSection,
  sampleResponses,
  type Measured,
  type SampledResponse,
} from './load.ts';
import { positive, RunResources } from './load.ts';

const ROOT = path.resolve(import.meta.dirname, '..');
const DATA_DIR = path.resolve(ROOT, process.env.BENCH_DATA_DIR ?? 'data/build');
const DATA_100K = path.resolve(ROOT, process.env.BENCH_100K_DIR ?? 'bench/tmp/build-100k');
const SECONDS = positive('BENCH_SECONDS', 6);
const CONNECTIONS = positive('BENCH_CONNECTIONS', 50);
const WARMUP_SECONDS = 1;
/** Enterprise keys the load cycles through: each key's 500-a-minute budget then stays far from spent. */
const KEY_COUNT = 4000;
const COLD_ROUNDS = 4;
const API = '/api/v1';

const say = (line: string) => console.error(`bench:scale: ${line}`);
const sleep = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));
const int = (value: number) => Math.round(value).toLocaleString('en');
const pct = (ratio: number) => `${(ratio * 100).toFixed(1)}%`;
const ms = (value: number) => value.toFixed(2);
const mb = (bytes: number) => `${Math.round(bytes / 1e6)} MB`;
const kb = (bytes: number) => `${(bytes / 1000).toFixed(1)} kB`;

// ---- processes ----

let redis: RedisServer | null = null;
const run = new RunResources('bench:scale', () => void redis?.close());

interface Running {
  pid: number;
  port: number;
  /** Spawn → /readyz answering 200 (every worker, with WORKERS=2). */
  readyMs: number;
  stop(): Promise<void>;
}

function track(child: ChildProcess): () => Promise<void> {
  run.children.add(child);
  child.once('exit', () => run.children.delete(child));
  return async () => {
    if (child.exitCode !== null || child.signalCode !== null) return;
    const gone = new Promise<void>((resolve) => child.once('exit', () => resolve()));
    child.kill('SIGTERM');
    const timer = setTimeout(() => child.kill('SIGKILL'), 15_000);
    await gone;
    clearTimeout(timer);
  };
}

/** The production entry point; its access log (stdout) goes to /dev/null. */
async function startServer(env: Record<string, string>, workers: number): Promise<Running> {
  const port = await freePort();
  const spawnedAt = performance.now();
  const child = spawn(process.execPath, [...NODE_FLAGS, SERVER_BUNDLE], {
    cwd: ROOT,
    env: { ...process.env, HOST, PORT: String(port), WORKERS: String(workers), LOG_LEVEL: 'info', ...env },
    stdio: ['ignore', 'ignore', 'pipe'],
  });
  let stderr = '';
  child.stderr!.on('data', (chunk) => (stderr = (stderr + chunk).slice(-2000)));
  const stop = track(child);
  // Ready once /readyz has said 200 as many times in a row as there are workers, times 4 (the primary hands connections round-robin).
  let inARow = 0;
  while (inARow < workers * 4) {
    if (child.exitCode !== null) throw new Error(`the server exited at start: ${stderr}`);
    if (performance.now() - spawnedAt > 180_000) throw new Error(`the server was not ready within 180 s: ${stderr}`);
    try {
      const response = await fetch(`http://${HOST}:${port}/readyz`, { headers: { Connection: 'close' } });
      await response.arrayBuffer();
      inARow = response.status === 200 ? inARow + 1 : 0;
    } catch {
      inARow = 0;
    }
    if (inARow === 0) await sleep(10);
  }
  return { pid: child.pid!, port, readyMs: performance.now() - spawnedAt, stop };
}

/** bench/api-server.ts baseline: bare node:http sending the sampled response's headers and body. */
async function startBaseline(response: SampledResponse): Promise<Running> {
  const bodyFile = path.join(run.tmpDir!, `baseline-${process.hrtime.bigint()}.body`);
  await writeFile(bodyFile, response.body);
  const child = spawn(process.execPath, ['bench/api-server.ts', 'baseline'], {
    cwd: ROOT,
    env: {
      ...process.env,
      HOST,
      PORT: '0',
      BASELINE_BODY_FILE: bodyFile,
      BASELINE_HEADERS: JSON.stringify(response.headers),
    },
    stdio: ['ignore', 'inherit', 'inherit', 'ipc'],
  });
  const stop = track(child);
  const message = await new Promise<ChildMessage>((resolve, reject) => {
    child.once('message', resolve);
    child.once('exit', (code) => reject(new Error(`the baseline exited with ${code}`)));
  });
  return { pid: child.pid!, port: message.port!, readyMs: 0, stop };
}

// ---- requests ----

function cycle<T>(values: readonly T[]): () => T {
  let i = 0;
  return () => values[i++ % values.length]!;
}

interface Paired {
  server: Measured;
  baseline: Measured;
  ratio: number;
  /** CPU µs per request: the server's processes, and redis-server's (0 without Redis). */
  serverUs: number;
  redisUs: number;
}

/** Server and baseline in alternating slices (A B B A), after a warm-up of each. */
async function paired(
  server: Running,
  baseline: Running,
  paths: readonly string[],
  headers: () => Record<string, string>,
  redisPid: number | null,
): Promise<Paired> {
  const pids = processTree(server.pid);
  const load = (target: Running, targetPids: number[], seconds: number) =>
    runLoad({
      port: target.port,
      pids: targetPids,
      headers: {},
      nextHeaders: headers,
      next: cycle(paths),
      seconds,
      connections: CONNECTIONS,
    });
  await load(server, pids, WARMUP_SECONDS);
  await load(baseline, [baseline.pid], WARMUP_SECONDS);
  const serverRuns = [];
  const baselineRuns = [];
  let redisCpu = 0;
  for (const order of [
    ['server', 'baseline'],
    ['baseline', 'server'],
  ] as const) {
    for (const side of order) {
      if (side === 'server') {
        const redis0 = redisPid ? procCpuSeconds(redisPid) : 0;
        serverRuns.push(await load(server, pids, SECONDS / 2));
        redisCpu += redisPid ? procCpuSeconds(redisPid) - redis0 : 0;
      } else baselineRuns.push(await load(baseline, [baseline.pid], SECONDS / 2));
    }
  }
  const s = combine(serverRuns);
  const b = combine(baselineRuns);
  if (s.non2xx > 0 || s.errors > 0)
    throw new Error(`the server answered ${s.non2xx} non-2xx responses and ${s.errors} errors under load`);
  const seconds = serverRuns.reduce((a, r) => a + r.seconds, 0);
  return {
    server: s,
    baseline: b,
    ratio: s.rps / b.rps,
    serverUs: (s.serverCpu / s.rps) * 1e6,
    redisUs: (redisCpu / seconds / s.rps) * 1e6,
  };
}

/** Sequential GETs on one connection: per-request latency with nothing else queued. */
async function sequential(
  port: number,
  paths: readonly string[],
  headers: () => Record<string, string>,
): Promise<number[]> {
  const times: number[] = [];
  for (const p of paths) {
    const t0 = performance.now();
    const response = await fetch(`http://${HOST}:${port}${p}`, { headers: headers() });
    await response.arrayBuffer();
    times.push(performance.now() - t0);
    if (response.status !== 200) throw new Error(`GET ${p} answered ${response.status}`);
  }
  return times;
}

// ---- set-up ----

async function slugsOf(dir: string, count: number): Promise<string[]> {
  const manifest = await readManifest(dir);
  const slugs: string[] = [];
  for (const country of manifest.countries) {
    const shard = JSON.parse(await readFile(path.join(dir, buildPaths.publicShard(country)), 'utf8')) as Array<{
      slug: string;
    }>;
    for (const lab of shard) slugs.push(lab.slug);
  }
  slugs.sort();
  const step = Math.max(1, Math.floor(slugs.length / count));
  return Array.from({ length: Math.min(count, slugs.length) }, (_, i) => slugs[i * step]!);
}

/** A keys file of KEY_COUNT enterprise keys (written directly: issuing them one by one rewrites the file each time). */
async function writeKeys(file: string): Promise<string[]> {
  const keys: string[] = [];
  const records = [];
  const now = new Date();
  for (let i = 0; i < KEY_COUNT; i++) {
    const generated = generateKey((n) => crypto.getRandomValues(new Uint8Array(n)));
    keys.push(generated.key);
    records.push(newKeyRecord(generated, { tier: 'enterprise', label: `bench:scale ${i + 1}` }, now));
  }
  await writeFile(file, `${JSON.stringify({ keys: records })}\n`, { mode: 0o600 });
  return keys;
}

async function ensure100k(): Promise<void> {
  const format = await readBuildFormat(DATA_100K);
  if (format === BUILD_FORMAT) return;
  const raw = path.join(path.dirname(DATA_100K), 'raw-100k');
  const steps = [['scripts/build-data.ts', '--raw', raw, '--out', DATA_100K, '--force']];
  if (!existsSync(raw)) steps.unshift(['scripts/sample.ts', '--labs', '100000', '--out', raw]);
  say(
    `${format === null ? 'no 100,000-lab build' : `the 100,000-lab build is in format ${format}, not ${BUILD_FORMAT}`} at ${path.relative(ROOT, DATA_100K)}: ${steps.length > 1 ? 'sampling and building it' : 'rebuilding it'} (about a minute)`,
  );
  for (const args of steps) {
    const run = spawnSync(process.execPath, args, { cwd: ROOT, stdio: 'inherit' });
    if (run.status !== 0) throw new Error(`${args.join(' ')} failed`);
  }
}

// ---- the run ----

interface ProcessCase {
  title: string;
  workers: number;
  redis: boolean;
  result: Paired;
}
interface EncodingCase {
  encoding: string;
  result: Paired;
}
interface SizeCase {
  labs: number;
  readyMs: number;
  rss: number;
  detail: Paired;
  search: Paired;
  cold: ReturnType<typeof stats>;
}

async function main(): Promise<void> {
  await buildServer();
  await ensure100k();
  const tmp = await mkdtemp(path.join(os.tmpdir(), 'lab-directory-scale-'));
  run.tmpDir = tmp;
  const keysFile = path.join(tmp, 'keys.json');
  const keys = await writeKeys(keysFile);
  const nextKey = cycle(keys.map((key) => ({ 'X-Api-Key': key })));
  redis = await startRedisServer();
  const prefix = 'bench:';
  const migrate = spawnSync(process.execPath, ['scripts/keys.ts', 'migrate'], {
    cwd: ROOT,
    env: { ...process.env, KEYS_FILE: keysFile, REDIS_URL: redis.url, REDIS_PREFIX: prefix },
    encoding: 'utf8',
  });
  if (migrate.status !== 0) throw new Error(`keys migrate failed: ${migrate.stderr}`);
  say(
    `${KEY_COUNT} enterprise keys in a file and in redis-server on port ${redis.port}; ${SECONDS} s per target and case, ${CONNECTIONS} connections`,
  );

  const detailPaths = (await slugsOf(DATA_DIR, 200)).map((slug) => `${API}/labs/${encodeURIComponent(slug)}`);
  const env = { DATA_DIR, KEYS_FILE: keysFile };

  // 1. Processes and where the limits are counted.
  const processes: ProcessCase[] = [];
  let baseline: Running | null = null;
  for (const [workers, withRedis] of [
    [1, false],
    [1, true],
    [2, false],
    [2, true],
  ] as const) {
    const title = `${workers === 1 ? '1 process' : `WORKERS=${workers}`}, limits ${withRedis ? 'in Redis' : 'in memory'}`;
    const server = await startServer(withRedis ? { ...env, REDIS_URL: redis.url, REDIS_PREFIX: prefix } : env, workers);
    try {
      if (!baseline) {
        const s = (await sampleResponses(server.port, detailPaths, nextKey)).median;
        baseline = await startBaseline(s);
      }
      say(`${title}: GET /labs/{slug}, enterprise keys`);
      const result = await paired(server, baseline, detailPaths, nextKey, withRedis ? redis.pid : null);
      say(
        `  ${int(result.server.rps)} req/s, p99 ${ms(result.server.p99)} ms; baseline ${int(result.baseline.rps)}: ${pct(result.ratio)}`,
      );
      processes.push({ title, workers, redis: withRedis, result });
    } finally {
      await server.stop();
    }
  }
  await baseline?.stop();

  // 2. Compression of list pages (100 labs a page).
  const listPaths = Array.from({ length: 20 }, (_, i) => `${API}/labs?per_page=100&page=${i + 1}`);
  const encodings: EncodingCase[] = [];
  {
    const server = await startServer(env, 1);
    try {
      for (const encoding of ['identity', 'gzip', 'br']) {
        const headers = () => ({ ...nextKey(), 'Accept-Encoding': encoding });
        const s = (await sampleResponses(server.port, listPaths, headers)).median;
        const base = await startBaseline(s);
        try {
          say(`GET /labs?per_page=100, Accept-Encoding: ${encoding}`);
          const result = await paired(server, base, listPaths, headers, null);
          say(`  ${int(result.server.rps)} req/s, ${kb(result.server.bytesPerResponse)} a response`);
          encodings.push({ encoding, result });
        } finally {
          await base.stop();
        }
      }
    } finally {
      await server.stop();
    }
  }

  // 3. 10,000 and 100,000 labs.
  const sizes: SizeCase[] = [];
  for (const dir of [DATA_DIR, DATA_100K]) {
    const labs = (await readManifest(dir)).labs;
    const slugs = (await slugsOf(dir, 200)).map((slug) => `${API}/labs/${encodeURIComponent(slug)}`);
    const searches = QUERIES.map((q) => `${API}/labs?q=${encodeURIComponent(q)}`);
    const server = await startServer({ DATA_DIR: dir, KEYS_FILE: keysFile }, 1);
    try {
      const detailSample = (await sampleResponses(server.port, slugs, nextKey)).median;
      await sampleResponses(server.port, searches, nextKey);
      const rss = procStatus(server.pid).rss;
      // Searches no cache has seen: the same queries with punctuation that changes the cache key, not the search.
      const coldPaths = Array.from({ length: COLD_ROUNDS }, (_, round) =>
        QUERIES.map((q, i) => `${API}/labs?q=${encodeURIComponent(q + uncachedSuffix(round * QUERIES.length + i))}`),
      ).flat();
      const cold = stats(await sequential(server.port, coldPaths, nextKey));
      say(
        `${int(labs)} labs: ready in ${int(server.readyMs)} ms, RSS ${mb(rss)}, cold search p50 ${ms(cold.p50)} p99 ${ms(cold.p99)} ms`,
      );
      const detailBase = await startBaseline(detailSample);
      const detail = await paired(server, detailBase, slugs, nextKey, null).finally(() => detailBase.stop());
      const searchSample = (await sampleResponses(server.port, searches, nextKey)).median;
      const searchBase = await startBaseline(searchSample);
      const search = await paired(server, searchBase, searches, nextKey, null).finally(() => searchBase.stop());
      say(
        `  detail ${int(detail.server.rps)} req/s (${pct(detail.ratio)}), search ${int(search.server.rps)} req/s (${pct(search.ratio)})`,
      );
      sizes.push({ labs, readyMs: server.readyMs, rss, detail, search, cold });
    } finally {
      await server.stop();
    }
  }
  await redis.close();
  redis = null;

  const markdown = render(processes, encodings, sizes);
  await writeResultsSection(
    ROOT,
    'scale',
    'Scale-out: processes, Redis, compression, 100,000 labs (`npm run bench:scale`)',
    markdown,
  );
  say('written to bench/RESULTS.md');
}

function render(processes: ProcessCase[], encodings: EncodingCase[], sizes: SizeCase[]): string {
  const lines: string[] = [];
  lines.push(
    `Measured ${new Date().toISOString().slice(0, 10)} on ${os.platform()}/${os.arch()}, ${os.cpus().length} cores, Node ${process.version}. ` +
      `The server is the production entry point, compiled (\`node ${NODE_FLAGS.join(' ')} ${SERVER_BUNDLE}\`) with a JSON access-log line per request (stdout to /dev/null), the metrics, ` +
      `and the real limiter counting every request: the load cycles through ${int(KEY_COUNT)} enterprise keys so no budget is spent. ` +
      `The baseline is bare node:http in one process sending the same bytes: the header block and body of the server's median-sized response in the case, as the server sent them (compressed when it compressed). ` +
      `autocannon in the bench's process, ${CONNECTIONS} connections, ${SECONDS} s per target in alternating slices after ${WARMUP_SECONDS} s of warm-up each; all on 127.0.0.1.`,
    '',
    '### One process and two, limits in memory and in Redis',
    '',
    'GET /labs/{slug} with enterprise keys (200 labs), 10,000 labs.',
    '',
    '| case | req/s | p50 / p99 ms | ÷ baseline | server CPU per request | redis-server CPU per request |',
    '|---|---:|---|---:|---:|---:|',
  );
  for (const c of processes) {
    const r = c.result;
    lines.push(
      `| ${c.title} | ${int(r.server.rps)} | ${ms(r.server.p50)} / ${ms(r.server.p99)} | ${pct(r.ratio)} | ${r.serverUs.toFixed(1)} µs | ${c.redis ? `${r.redisUs.toFixed(1)} µs` : '–'} |`,
    );
  }
  const one = (redisOn: boolean, workers: number) =>
    processes.find((c) => c.redis === redisOn && c.workers === workers)?.result;
  const memory1 = one(false, 1);
  const redis1 = one(true, 1);
  const memory2 = one(false, 2);
  const redis2 = one(true, 2);
  lines.push('');
  if (memory1 && redis1) {
    lines.push(
      `- **The cost of Redis per request** (one process): ${(redis1.serverUs - memory1.serverUs).toFixed(1)} µs more CPU in the server ` +
        `(the Lua call's round trip through ioredis) plus ${redis1.redisUs.toFixed(1)} µs in redis-server; ` +
        `p50 ${ms(memory1.server.p50)} → ${ms(redis1.server.p50)} ms; req/s ${pct(redis1.server.rps / memory1.server.rps)} of the in-memory store's.`,
    );
  }
  if (memory1 && memory2) {
    lines.push(
      `- **WORKERS=2 against one process**: ${pct(memory2.server.rps / memory1.server.rps)} of its req/s with limits in memory` +
        (redis1 && redis2 ? `, ${pct(redis2.server.rps / redis1.server.rps)} with Redis` : '') +
        `. This machine has ${os.cpus().length} cores and the load generator needs about one of them, so a second worker competes with it; ` +
        'on a machine with cores to spare each worker adds one core of serving. With limits in memory each worker counts alone (budgets per worker); with Redis they are shared and exact.',
    );
  }
  lines.push(
    '',
    '### Compression of API answers',
    '',
    'GET /labs?per_page=100 (20 pages), one process, limits in memory; bytes per response as received (headers and body).',
    '',
    '| Accept-Encoding | bytes per response | saved | req/s | ÷ identity | ÷ baseline (same bytes) | p50 / p99 ms | server CPU per request |',
    '|---|---:|---:|---:|---:|---:|---|---:|',
  );
  const identity = encodings.find((e) => e.encoding === 'identity')?.result;
  for (const e of encodings) {
    const r = e.result;
    const saved = identity ? 1 - r.server.bytesPerResponse / identity.server.bytesPerResponse : 0;
    lines.push(
      `| ${e.encoding} | ${kb(r.server.bytesPerResponse)} | ${e.encoding === 'identity' ? '–' : pct(saved)} | ${int(r.server.rps)} | ${identity ? pct(r.server.rps / identity.server.rps) : '–'} | ${pct(r.ratio)} | ${ms(r.server.p50)} / ${ms(r.server.p99)} | ${r.serverUs.toFixed(1)} µs |`,
    );
  }
  lines.push(
    '',
    'Each cached page is compressed once per encoding (kept with the page for as long as the page LRU keeps it), so a repeated page costs a lookup, not a compression. ' +
      'The load generator (autocannon) decodes every body as UTF-8 text, which costs it far more for compressed bytes than for JSON: with compression on it, not the server, ' +
      'is the limit here (compare the server CPU per request, and the baseline, which sends the same compressed bytes and meets the same limit). ' +
      'The server CPU per request is higher when the server is not saturated (less work shared per event-loop turn), so the column overstates what compression costs. ' +
      'Over a real network the saving is bandwidth and transfer time.',
    '',
    '### 10,000 and 100,000 labs',
    '',
    `Sample data (\`npm run sample -- --labs 100000\` then \`npm run build:data\`, into ${path.relative(ROOT, DATA_100K)}). One process, limits in memory. ` +
      `Ready: spawn → /readyz answers 200 (directory loaded). RSS after one pass over the 200 labs and ${QUERIES.length} searches. ` +
      `Cold search: ${QUERIES.length} queries × ${COLD_ROUNDS} rounds, each with punctuation that changes the cache key but not the search, one at a time on one connection, over HTTP.`,
    '',
    '| labs | ready | RSS | GET /labs/{slug} req/s (÷ baseline) | GET /labs?q= warm req/s (÷ baseline) | cold search p50 / p90 / p99 / max ms |',
    '|---:|---:|---:|---:|---:|---|',
  );
  for (const s of sizes) {
    lines.push(
      `| ${int(s.labs)} | ${int(s.readyMs)} ms | ${mb(s.rss)} | ${int(s.detail.server.rps)} (${pct(s.detail.ratio)}) | ${int(s.search.server.rps)} (${pct(s.search.ratio)}) | ${ms(s.cold.p50)} / ${ms(s.cold.p90)} / ${ms(s.cold.p99)} / ${ms(s.cold.max)} |`,
    );
  }
  lines.push(
    '',
    'Reproduce: `npm run bench:scale` (needs `redis-server`; the 100,000-lab build is made in `bench/tmp/` when missing).',
  );
  return lines.join('\n');
}

try {
  await main();
} catch (error) {
  say((error as Error).stack ?? String(error));
  await (redis as RedisServer | null)?.close();
  run.release();
  process.exit(1);
}
