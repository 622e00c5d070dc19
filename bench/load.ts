// What the HTTP benchmarks share: autocannon (the slice of its API they use),
// /proc readings of memory and CPU, order statistics, and one load run
// against a server with its CPU and the load generator's measured alongside.
import { execFileSync, type ChildProcess } from 'node:child_process';
import { readFileSync, rmSync } from 'node:fs';
import { request } from 'node:http';
import { readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { createRequire } from 'node:module';
import { createServer } from 'node:net';

// ---- autocannon (CommonJS, no bundled types) ----

export interface AutocannonRequest {
  method: 'GET';
  path: string;
  headers?: Record<string, string>;
  setupRequest?: (request: AutocannonRequest) => AutocannonRequest;
}
interface AutocannonResult {
  duration: number;
  errors: number;
  timeouts: number;
  non2xx: number;
  requests: { average: number; total: number };
}
interface AutocannonInstance extends PromiseLike<AutocannonResult> {
  on(
    event: 'response',
    listener: (client: unknown, statusCode: number, bytes: number, responseTime: number) => void,
  ): void;
}
type Autocannon = (options: {
  url: string;
  connections: number;
  duration: number;
  requests: AutocannonRequest[];
  timeout?: number;
}) => AutocannonInstance;
const autocannon = createRequire(import.meta.url)('autocannon') as Autocannon;

export const HOST = '127.0.0.1';

// ---- settings and numbers ----

/** A positive number from the environment, or `fallback`; anything else ends the run with a message naming it. */
export function positive(name: string, fallback: number): number {
  const raw = process.env[name];
  if (raw === undefined || raw === '') return fallback;
  const value = Number(raw);
  if (!Number.isFinite(value) || value <= 0) {
    console.error(`${name} must be a positive number, got '${raw}'`);
    process.exit(2);
  }
  return value;
}

/** Deterministic PRNG (mulberry32) so the request sets are the same in every run. */
export function prng(seed: number): () => number {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

export function percentile(sorted: ArrayLike<number>, p: number): number {
  if (sorted.length === 0) return Number.NaN;
  return sorted[Math.min(sorted.length - 1, Math.max(0, Math.ceil(p * sorted.length) - 1))]!;
}

export function stats(samples: number[]): {
  n: number;
  mean: number;
  p50: number;
  p90: number;
  p99: number;
  max: number;
} {
  const sorted = Float64Array.from(samples).sort();
  const mean = samples.reduce((a, b) => a + b, 0) / Math.max(1, samples.length);
  return {
    n: samples.length,
    mean,
    p50: percentile(sorted, 0.5),
    p90: percentile(sorted, 0.9),
    p99: percentile(sorted, 0.99),
    max: percentile(sorted, 1),
  };
}

export function median(values: number[]): number {
  return percentile(Float64Array.from(values).sort(), 0.5);
}

// ---- the machine ----

export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(0, HOST, () => {
      const { port } = server.address() as { port: number };
      server.close(() => resolve(port));
    });
  });
}

export interface ProcMemory {
  rss: number;
  /** peak RSS */
  hwm: number;
  /** RSS that is anonymous memory, and file-backed (the node binary and libraries, shared between processes) */
  anon: number;
  file: number;
}

/** /proc/<pid>/status memory fields, in bytes. */
export function procStatus(pid: number): ProcMemory {
  const text = readFileSync(`/proc/${pid}/status`, 'utf8');
  const kb = (field: string) => Number(new RegExp(`^${field}:\\s+(\\d+) kB`, 'm').exec(text)?.[1] ?? Number.NaN) * 1024;
  return { rss: kb('VmRSS'), hwm: kb('VmHWM'), anon: kb('RssAnon'), file: kb('RssFile') + kb('RssShmem') };
}

/** Clock ticks per second, the unit of /proc/<pid>/stat's CPU times (`getconf CLK_TCK`; 100 on Linux when getconf is missing). */
export const CLK_TCK = (() => {
  try {
    const ticks = Number(execFileSync('getconf', ['CLK_TCK'], { encoding: 'utf8' }).trim());
    return Number.isFinite(ticks) && ticks > 0 ? ticks : 100;
  } catch {
    return 100;
  }
})();

/** Busy CPU seconds of the whole machine so far (every core; idle and iowait excluded). */
export function machineBusySeconds(): number {
  const fields = readFileSync('/proc/stat', 'utf8').split('\n')[0]!.trim().split(/\s+/).slice(1).map(Number);
  const total = fields.slice(0, 8).reduce((a, b) => a + b, 0);
  return (total - fields[3]! - fields[4]!) / CLK_TCK; // clock ticks, like /proc/<pid>/stat
}

/**
 * CPU seconds (user + system) a process has used so far, every thread of it (the thread group's times, threads
 * already ended included); 0 once it has gone. Resolution one clock tick (1 / CLK_TCK s).
 */
export function procCpuSeconds(pid: number): number {
  let stat: string;
  try {
    stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
  } catch {
    return 0;
  }
  const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
  return (Number(fields[11]) + Number(fields[12])) / CLK_TCK; // utime, stime in clock ticks
}

/** A process and its children (e.g. a cluster primary and its workers). */
export function processTree(pid: number): number[] {
  let children: number[] = [];
  try {
    children = readFileSync(`/proc/${pid}/task/${pid}/children`, 'utf8')
      .trim()
      .split(/\s+/)
      .filter(Boolean)
      .map(Number);
  } catch {
    // gone
  }
  return [pid, ...children.flatMap(processTree)];
}

/** One GET as the bytes came (no decompression, unlike fetch): status, headers, body. */
export function fetchRaw(
  port: number,
  requestPath: string,
  headers: Record<string, string>,
): Promise<{ status: number; headers: Record<string, string>; body: Buffer }> {
  return new Promise((resolve, reject) => {
    const req = request({ host: HOST, port, path: requestPath, headers }, (res) => {
      const chunks: Buffer[] = [];
      res.on('data', (chunk: Buffer) => chunks.push(chunk));
      res.on('end', () => {
        const flat: Record<string, string> = {};
        for (const [name, value] of Object.entries(res.headers))
          if (value !== undefined) flat[name] = Array.isArray(value) ? value.join(', ') : value;
        resolve({ status: res.statusCode ?? 0, headers: flat, body: Buffer.concat(chunks) });
      });
      res.on('error', reject);
    });
    req.on('error', reject);
    req.end();
  });
}

/** Headers node:http writes itself on every response: left out of what a baseline is told to send. */
const NODE_WRITES = new Set(['date', 'connection', 'keep-alive', 'content-length', 'transfer-encoding']);

export interface SampledResponse {
  body: Buffer;
  /** Without the ones node:http writes itself. */
  headers: Record<string, string>;
}

/**
 * GET each path once, each answer checked (200, then `check`); every body size,
 * and the median-sized response as it came, for a baseline to send the same bytes.
 */
export async function sampleResponses(
  port: number,
  paths: readonly string[],
  headers: () => Record<string, string>,
  check: (response: SampledResponse, requestPath: string) => void = () => undefined,
): Promise<{ sizes: number[]; median: SampledResponse }> {
  const seen: SampledResponse[] = [];
  for (const p of paths) {
    const response = await fetchRaw(port, p, headers());
    if (response.status !== 200) throw new Error(`GET ${p} answered ${response.status}`);
    const sampled = {
      body: response.body,
      headers: Object.fromEntries(Object.entries(response.headers).filter(([name]) => !NODE_WRITES.has(name))),
    };
    check(sampled, p);
    seen.push(sampled);
  }
  return {
    sizes: seen.map((s) => s.body.length),
    median: [...seen].sort((a, b) => a.body.length - b.body.length)[Math.floor((seen.length - 1) / 2)]!,
  };
}

/**
 * What a bench run owns, released however it ends (its end, an error, or
 * Ctrl-C): the servers it started (killed) and its temporary folder (removed).
 */
export class RunResources {
  readonly children = new Set<ChildProcess>();
  tmpDir: string | null = null;

  constructor(name: string, onSignal: () => void = () => undefined) {
    process.on('exit', () => this.release());
    for (const signal of ['SIGINT', 'SIGTERM', 'SIGHUP'] as const) {
      process.on(signal, () => {
        console.error(`${name}: ${signal}, stopping the servers`);
        onSignal();
        this.release();
        process.exit(130);
      });
    }
  }

  release(): void {
    for (const child of this.children) if (child.exitCode === null && child.signalCode === null) child.kill('SIGKILL');
    this.children.clear();
    if (this.tmpDir) rmSync(this.tmpDir, { recursive: true, force: true });
    this.tmpDir = null;
  }
}

// ---- load ----

export interface RunResult {
  requests: number;
  seconds: number;
  non2xx: number;
  errors: number;
  latencies: number[];
  /** Response bytes received (headers and body), over the 2xx responses. */
  bytes: number;
  /** CPU seconds per wall second: the server's processes, this (load generator) process, everything else on the machine. */
  serverCpu: number;
  generatorCpu: number;
  otherCpu: number;
}

export interface LoadOptions {
  port: number;
  /** The server's processes, whose CPU is measured. */
  pids: readonly number[];
  headers: Record<string, string>;
  /** The next request path. */
  next: () => string;
  /** The next request's headers, when they change per request (e.g. one API key after another). */
  nextHeaders?: () => Record<string, string>;
  seconds: number;
  connections: number;
  /** Requests a second over all connections (autocannon's overallRate); as fast as the server answers without. */
  rate?: number;
}

/** CPU shares of a run, from its start: the server processes', the load generator's (this process) and the rest of the machine's, each in cores. */
export function cpuMeter(
  pids: readonly number[],
): () => { wall: number; serverCpu: number; generatorCpu: number; otherCpu: number } {
  const serverCpuNow = () => pids.reduce((sum, pid) => sum + procCpuSeconds(pid), 0);
  const cpu0 = serverCpuNow();
  const machine0 = machineBusySeconds();
  const self0 = process.cpuUsage();
  const wall0 = performance.now();
  return () => {
    const wall = (performance.now() - wall0) / 1000;
    const self = process.cpuUsage(self0);
    const serverCpu = (serverCpuNow() - cpu0) / wall;
    const generatorCpu = (self.user + self.system) / 1e6 / wall;
    return {
      wall,
      serverCpu,
      generatorCpu,
      otherCpu: Math.max(0, (machineBusySeconds() - machine0) / wall - serverCpu - generatorCpu),
    };
  };
}

export async function runLoad(options: LoadOptions): Promise<RunResult> {
  const { port, pids, headers, next, nextHeaders, seconds, connections, rate } = options;
  const latencies: number[] = [];
  let non2xx = 0;
  let bytes = 0;
  const cpu = cpuMeter(pids);
  const instance = autocannon({
    url: `http://${HOST}:${port}`,
    connections,
    duration: seconds,
    ...(rate ? { overallRate: rate } : {}),
    timeout: 30,
    requests: [
      {
        method: 'GET',
        path: next(),
        headers: nextHeaders?.() ?? headers,
        setupRequest: (request) => ({ ...request, path: next(), headers: nextHeaders?.() ?? headers }),
      },
    ],
  });
  instance.on('response', (_client, statusCode, responseBytes, responseTime) => {
    if (statusCode >= 200 && statusCode < 300) {
      latencies.push(responseTime);
      bytes += responseBytes;
    } else non2xx++;
  });
  const result = await instance;
  const { serverCpu, generatorCpu, otherCpu } = cpu();
  return {
    requests: latencies.length,
    seconds: result.duration,
    non2xx,
    errors: result.errors + result.timeouts,
    latencies,
    bytes,
    serverCpu,
    generatorCpu,
    otherCpu,
  };
}

export interface Measured {
  rps: number;
  p50: number;
  p90: number;
  p99: number;
  requests: number;
  /** Mean bytes per 2xx response as received (headers and body). */
  bytesPerResponse: number;
  non2xx: number;
  errors: number;
  serverCpu: number;
  generatorCpu: number;
  otherCpu: number;
}

export function combine(runs: RunResult[]): Measured {
  const latencies = runs.flatMap((r) => r.latencies);
  const s = stats(latencies);
  const seconds = runs.reduce((a, r) => a + r.seconds, 0);
  const requests = latencies.length;
  return {
    rps: requests / seconds,
    p50: s.p50,
    p90: s.p90,
    p99: s.p99,
    requests,
    bytesPerResponse: runs.reduce((a, r) => a + r.bytes, 0) / Math.max(1, requests),
    non2xx: runs.reduce((a, r) => a + r.non2xx, 0),
    errors: runs.reduce((a, r) => a + r.errors, 0),
    serverCpu: runs.reduce((a, r) => a + r.serverCpu * r.seconds, 0) / seconds,
    generatorCpu: runs.reduce((a, r) => a + r.generatorCpu * r.seconds, 0) / seconds,
    otherCpu: runs.reduce((a, r) => a + r.otherCpu * r.seconds, 0) / seconds,
  };
}

// ---- what to request ----

/** What lab buyers type: tests, analytes, standards, cities, German words, typos, half-typed prefixes. */
export const QUERIES = [
  'tensile',
  'salmonella',
  'legionella',
  'charpy',
  'emc',
  'noise',
  'asbestos',
  'pfas',
  'ICP-MS',
  'EN 12390-3',
  'ISO 6892-1',
  'Hamburg',
  'Lyon',
  'kalibrier',
  'calibration pressure',
  'water microbiology',
  'salmonela',
  'ultras',
  'hardness',
  'vickers',
  'listeria',
  'e. coli',
  'pesticides',
  'aflatoxin',
  'heavy metals',
  'concrete compressive',
  'fire resistance',
  'reaction to fire',
  'vibration',
  'sound insulation',
  'radon',
  'torque',
  'temperature calibration',
  'gauge blocks',
  'pipette',
  'electrical safety',
  'IEC 61010',
  'ultrasonic testing',
  'magnetic particle',
  'welding',
  'salt spray',
  'ISO 9227',
  'air quality',
  'PM10',
  'formaldehyde',
  'colour fastness',
  'EN 71',
  'ASTM E8',
  'ISO 17294-2',
  'Milano',
  'materialprüfung',
  'legionela',
  'tensil',
  'Hamburg tensile',
  'micro',
  'drinking water',
];

/**
 * Punctuation the query parser splits words on ('.', '-', '_' are URL-safe):
 * 'tensile' and 'tensile.-' search exactly the same terms but are different
 * cache keys, so every request misses both the search and the page LRU.
 */
export function uncachedSuffix(n: number): string {
  let suffix = '';
  for (let v = n + 1; v > 0; v = Math.floor(v / 3)) suffix = '.-_'[v % 3]! + suffix;
  return suffix;
}

// ---- bench/RESULTS.md ----

/** Replaces the section between `<!-- name:start -->` and `<!-- name:end -->`, or appends it under `heading`. */
export async function writeResultsSection(
  root: string,
  name: string,
  heading: string,
  markdown: string,
): Promise<void> {
  const file = path.join(root, 'bench/RESULTS.md');
  const current = await readFile(file, 'utf8').catch(() => '# Benchmark results\n');
  const block = `<!-- ${name}:start -->\n${markdown}\n<!-- ${name}:end -->`;
  const pattern = new RegExp(`<!-- ${name}:start -->[\\s\\S]*?<!-- ${name}:end -->`);
  const next = pattern.test(current)
    ? current.replace(pattern, () => block)
    : `${current.trimEnd()}\n\n## ${heading}\n\n${block}\n`;
  await writeFile(file, next);
}
