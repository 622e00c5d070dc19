// Child-process entry for bench/api.bench.ts, so the servers under load never
// share an event loop with the load generator.
//
//   node bench/api-server.ts app       the real app (startApp) from PORT, HOST, DATA_DIR,
//                                      KEYS_FILE, with a limit store that always allows
//   node bench/api-server.ts baseline  plain node:http answering every request with the body
//                                      in BASELINE_BODY_FILE and the headers in BASELINE_HEADERS (JSON)
//
// Talks to the parent over the IPC channel: {event:'listening'|'ready'} on
// start, {cmd:'memory'} → {event:'memory', …}, and {cmd:'usage'} →
// {event:'usage', usage: {cpuUs, requests}}: this process's CPU time so far and
// the requests it has answered, read together (bench/api.bench.ts reads them
// before and after each load slice). Exits when the parent goes.
import { readFileSync } from 'node:fs';
import type { AddressInfo } from 'node:net';
import { getHeapSpaceStatistics, setFlagsFromString } from 'node:v8';
import { runInNewContext } from 'node:vm';
import type { ConsumeResult, LimitStore } from '../src/api/limits/store.ts';
import { startApp } from '../src/app.ts';
import { createLogger, logDestination } from '../src/ops/access-log.ts';
import { loadConfig } from '../src/ops/config.ts';

export interface ChildMessage {
  event: 'listening' | 'ready' | 'memory' | 'usage' | 'failed';
  /** ms since this process started (performance.timeOrigin). */
  ms: number;
  port?: number;
  labs?: number;
  error?: string;
  memory?: {
    rss: number;
    heapUsed: number;
    heapTotal: number;
    external: number;
    arrayBuffers: number;
    afterGc: boolean /** bytes V8 has reserved for the young generation */;
    newSpace: number;
  };
  usage?: {
    /** CPU µs (user + system) this process has used so far: process.cpuUsage(), getrusage(RUSAGE_SELF), every thread. */
    cpuUs: number;
    /** Requests answered so far (the app: its labdir_http_requests_total, every status; the baseline: its own count). */
    requests: number;
  };
}

/** Never refuses and never counts: the bench measures serving, not rate limits. */
class UnlimitedStore implements LimitStore {
  async consume(): Promise<ConsumeResult> {
    return { allowed: true, counts: [0, 0] };
  }
  async peek(): Promise<number[]> {
    return [0, 0];
  }
  async close(): Promise<void> {}
}

// As src/app.ts takes it (an ES import of node:http loads node's fetch stack, which the server does not load).
const { createServer } = process.getBuiltinModule('node:http');
const send = (message: ChildMessage) => process.send?.(message);
/**
 * A full collection for the memory readings, got without --expose-gc on the command line: that flag is one of the
 * server's own (it compacts the heap after each build loads), so the run with node's defaults must not have it.
 */
let gc: (() => void) | null = null;
const benchGc = (): (() => void) => {
  if (!gc) {
    setFlagsFromString('--expose-gc');
    gc = runInNewContext('gc') as () => void;
  }
  return gc;
};

/** Requests answered so far; each mode below sets how it counts them. */
let answered: () => number | Promise<number> = () => 0;

process.on('disconnect', () => process.exit(0));
process.on('message', (message: { cmd?: string; gc?: boolean }) => {
  if (message.cmd === 'usage') {
    // The count first (the app's may wait on prom-client's collect), then the CPU: nothing is served in between,
    // as the parent asks only with no load running.
    void Promise.resolve(answered()).then((requests) => {
      const cpu = process.cpuUsage();
      send({ event: 'usage', ms: performance.now(), usage: { cpuUs: cpu.user + cpu.system, requests } });
    });
    return;
  }
  if (message.cmd !== 'memory') return;
  if (message.gc) {
    benchGc()();
    benchGc()();
  }
  const newSpace = getHeapSpaceStatistics().find((space) => space.space_name === 'new_space')?.space_size ?? 0;
  send({
    event: 'memory',
    ms: performance.now(),
    memory: { ...process.memoryUsage(), afterGc: Boolean(message.gc), newSpace },
  });
});

const mode = process.argv[2] ?? 'app';

if (mode === 'baseline') {
  // The body the server sent, held as bytes as the app holds its cached bodies.
  if (!process.env.BASELINE_BODY_FILE) {
    console.error('api-server baseline: BASELINE_BODY_FILE must name the body to send');
    process.exit(2);
  }
  const body = readFileSync(process.env.BASELINE_BODY_FILE);
  // The same header block the app sends for the scenario (BASELINE_HEADERS), so both write the same bytes.
  const headers = {
    ...(JSON.parse(process.env.BASELINE_HEADERS ?? '{}') as Record<string, string>),
    'content-length': String(body.byteLength),
  };
  // One integer increment per request: the baseline's own count of what it answered (the app counts in its metrics).
  let served = 0;
  answered = () => served;
  const server = createServer({ keepAliveTimeout: 5_000 }, (_req, res) => {
    served++;
    res.writeHead(200, headers);
    res.end(body);
  });
  server.listen(Number(process.env.PORT ?? 0), process.env.HOST ?? '127.0.0.1', () => {
    send({ event: 'listening', ms: performance.now(), port: (server.address() as AddressInfo).port });
  });
  process.on('SIGTERM', () => server.close(() => process.exit(0)));
} else if (mode === 'app') {
  try {
    // Production features on: a JSON access-log line per request (written to /dev/null, so the cost measured is
    // pino's serialisation and the write, not a terminal) and the metrics every request counts into.
    const logger = createLogger('info', logDestination('/dev/null'));
    const app = await startApp({
      config: loadConfig(),
      limitStore: new UnlimitedStore(),
      logger,
      log: (line) => process.stderr.write(`api-server: ${line}\n`),
    });
    // The app already counts every request it answers (labdir_http_requests_total, counted when the response closes,
    // so also those whose client went away): reading that adds nothing to the request path.
    const requestsTotal = app.metrics.registry.getSingleMetric('labdir_http_requests_total');
    if (!requestsTotal) throw new Error('the metrics have no labdir_http_requests_total');
    answered = async () => (await requestsTotal.get()).values.reduce((sum, v) => sum + v.value, 0);
    send({ event: 'listening', ms: performance.now(), port: app.port });
    app.directories.ready.then(
      (d) => send({ event: 'ready', ms: performance.now(), labs: d.labs.length }),
      (error: Error) => send({ event: 'failed', ms: performance.now(), error: error.message }),
    );
    process.on('SIGTERM', () => {
      const force = setTimeout(() => process.exit(1), 5_000);
      force.unref();
      app.close().then(() => process.exit(0));
    });
  } catch (error) {
    send({ event: 'failed', ms: performance.now(), error: (error as Error).message });
    process.exit(1);
  }
} else {
  console.error(`usage: node bench/api-server.ts app|baseline (got '${mode}')`);
  process.exit(2);
}
