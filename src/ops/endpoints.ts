// The operator's endpoints, outside /api/v1, never counted and never cached:
// /healthz (the process answers), /readyz (the directory is loaded and the
// limit store reachable, or degraded to memory) and /metrics (Prometheus text
// format, behind METRICS_TOKEN; or on METRICS_PORT alone).
import { timingSafeEqual } from 'node:crypto';
import type { IncomingMessage, ServerResponse } from 'node:http';
import type { Metrics } from './metrics.ts';

export const OPS_PATHS = ['/healthz', '/readyz', '/metrics'] as const;

export interface Readiness {
  /** The served build's content hash, or null while none is loaded. */
  build: string | null;
  /** Days since the oldest body's last scrape in the served build. */
  dataAgeDays: number | null;
  /** 'memory' (one process), 'shared' (Redis) or 'degraded' (Redis unreachable: counting in memory). */
  limits: 'memory' | 'shared' | 'degraded';
  keys: 'file' | 'redis';
}

const NO_STORE = { 'Cache-Control': 'no-store', 'Content-Type': 'application/json; charset=utf-8' };

function json(res: ServerResponse, status: number, body: unknown, head: boolean): void {
  const text = JSON.stringify(body);
  res.writeHead(status, { ...NO_STORE, 'Content-Length': String(Buffer.byteLength(text)) });
  res.end(head ? undefined : text);
}

function tokenMatches(req: IncomingMessage, token: string): boolean {
  const given = /^Bearer (.+)$/.exec(req.headers.authorization ?? '')?.[1] ?? '';
  const a = Buffer.from(given);
  const b = Buffer.from(token);
  return a.length === b.length && timingSafeEqual(a, b);
}

export interface OpsEndpointOptions {
  readiness: () => Readiness;
  metrics: Metrics;
  /** Required as a Bearer token on the main port; null: /metrics is not served there. */
  metricsToken: string | null;
}

/** Answers an ops path on the main port; false when the path is not one. */
export function createOpsHandler(options: OpsEndpointOptions) {
  return async function handleOps(req: IncomingMessage, res: ServerResponse, path: string): Promise<boolean> {
    if (!(OPS_PATHS as readonly string[]).includes(path)) return false;
    const head = req.method === 'HEAD';
    if (req.method !== 'GET' && !head) {
      res.writeHead(405, { ...NO_STORE, Allow: 'GET, HEAD' });
      res.end(JSON.stringify({ error: `Method ${req.method} is not allowed. Allowed: GET, HEAD.` }));
      return true;
    }
    if (path === '/healthz') json(res, 200, { status: 'ok' }, head);
    else if (path === '/readyz') {
      const r = options.readiness();
      const status = r.build === null ? 'loading' : r.limits === 'degraded' ? 'degraded' : 'ready';
      json(
        res,
        r.build === null ? 503 : 200,
        { status, build: r.build, data_age_days: r.dataAgeDays, limits: r.limits, keys: r.keys },
        head,
      );
    } else if (options.metricsToken === null || !tokenMatches(req, options.metricsToken)) {
      // Not found without the token: a scanner learns nothing about the endpoint.
      json(res, 404, { error: 'Not found.' }, head);
    } else await sendMetrics(res, options.metrics, head);
    return true;
  };
}

export async function sendMetrics(res: ServerResponse, metrics: Metrics, head = false): Promise<void> {
  let text: string;
  try {
    text = await metrics.render();
  } catch (error) {
    // In a cluster, the primary may not answer (a worker starting or dying): say so, never crash the worker.
    return json(res, 503, { error: `Metrics are unavailable just now: ${(error as Error).message}.` }, head);
  }
  res.writeHead(200, { 'Cache-Control': 'no-store', 'Content-Type': metrics.registry.contentType });
  res.end(head ? undefined : text);
}
