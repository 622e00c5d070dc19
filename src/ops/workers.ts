// WORKERS=N: N server processes on one machine sharing the port (node:cluster).
// The primary only supervises: it starts the workers, replaces one that dies
// (after a pause that grows while they keep dying), answers their requests
// for metrics summed over all workers, and on SIGTERM asks every worker to
// drain (requests in flight finish) and exits 0 once all have.
import cluster, { type Worker } from 'node:cluster';
import { AggregatorRegistry } from 'prom-client';

const METRICS_REQUEST = 'labdir:metrics?';
const METRICS_ANSWER = 'labdir:metrics';

interface MetricsMessage {
  type: typeof METRICS_REQUEST | typeof METRICS_ANSWER;
  id: number;
  text?: string;
  error?: string;
}

/** Supervise `count` workers running this same script; resolves never (the process exits when they have drained). */
export function runPrimary(count: number, log: (line: string) => void): void {
  const aggregator = new AggregatorRegistry();
  let stopping = false;
  let restarts = 0;
  let lastRestart = 0;

  const fork = (): Worker => {
    const worker = cluster.fork();
    worker.on('message', (message: MetricsMessage) => {
      if (message?.type !== METRICS_REQUEST) return;
      aggregator.clusterMetrics().then(
        (text) => worker.send({ type: METRICS_ANSWER, id: message.id, text }),
        (error: Error) => worker.send({ type: METRICS_ANSWER, id: message.id, error: error.message }),
      );
    });
    return worker;
  };

  cluster.on('exit', (worker, code, signal) => {
    if (stopping) {
      if (Object.keys(cluster.workers ?? {}).length === 0) {
        log('workers: all drained; exiting');
        process.exit(0);
      }
      return;
    }
    // A worker that keeps dying at once is restarted less and less often (up to 10 s apart).
    const now = Date.now();
    restarts = now - lastRestart < 10_000 ? restarts + 1 : 0;
    lastRestart = now;
    const delay = Math.min(10_000, restarts * 500);
    log(
      `workers: worker ${worker.process.pid} exited (${signal ?? `code ${code}`}); starting a ` +
        `replacement${delay ? ` in ${delay} ms` : ''}`,
    );
    setTimeout(() => void (!stopping && fork()), delay);
  });

  const stop = (signal: string) => {
    if (stopping) return;
    stopping = true;
    log(`${signal}: asking ${Object.keys(cluster.workers ?? {}).length} workers to drain`);
    for (const worker of Object.values(cluster.workers ?? {})) worker?.process.kill('SIGTERM');
    setTimeout(() => process.exit(1), 15_000).unref();
  };
  process.on('SIGTERM', () => stop('SIGTERM'));
  process.on('SIGINT', () => stop('SIGINT'));
  for (let i = 0; i < count; i++) fork();
  log(`workers: ${count} started (primary ${process.pid})`);
}

let nextId = 0;
const waiting = new Map<number, { resolve: (text: string) => void; reject: (error: Error) => void }>();

/** In a worker: the metrics of every worker, summed by the primary. */
export function clusterMetrics(timeoutMs = 5000): Promise<string> {
  if (!process.send) return Promise.reject(new Error('not a cluster worker'));
  if (waiting.size === 0) process.on('message', onAnswer);
  const id = ++nextId;
  return new Promise((resolve, reject) => {
    const timer = setTimeout(() => {
      waiting.delete(id);
      reject(new Error(`the primary did not answer within ${timeoutMs} ms`));
    }, timeoutMs);
    waiting.set(id, {
      resolve: (text) => {
        clearTimeout(timer);
        resolve(text);
      },
      reject: (error) => {
        clearTimeout(timer);
        reject(error);
      },
    });
    process.send!({ type: METRICS_REQUEST, id });
  });
}

function onAnswer(message: MetricsMessage): void {
  if (message?.type !== METRICS_ANSWER) return;
  const entry = waiting.get(message.id);
  if (!entry) return;
  waiting.delete(message.id);
  if (waiting.size === 0) process.off('message', onAnswer);
  if (message.error) entry.reject(new Error(message.error));
  else entry.resolve(message.text ?? '');
}

export const isWorker = () => cluster.isWorker;
