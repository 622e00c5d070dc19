// The one node:http server: /api/v1 through the API shim, the operator's
// /healthz, /readyz and /metrics, everything else from the built site.
// Started by src/server.ts and by the tests.
import type { IncomingMessage, Server, ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { openKeyStore, type KeyStore } from './api/auth/key-store.ts';
import { createApiHandler, MAX_URL_LENGTH, MISSING_HOST_ERROR, missingHost, nearApiPath } from './api/handler.ts';
import { Limiter } from './api/limits/limiter.ts';
import { MemoryLimitStore } from './api/limits/memory.ts';
import type { LimitStore } from './api/limits/store.ts';
import { baseHeaders, sendError } from './api/respond.ts';
import { opsOf, type Config, type OpsConfig } from './ops/config.ts';
import { logAccess, type Logger } from './ops/access-log.ts';
import { createClientErrorHandler } from './ops/client-errors.ts';
import { createOpsHandler, OPS_PATHS, sendMetrics, type Readiness } from './ops/endpoints.ts';
import { createMetrics, type Metrics } from './ops/metrics.ts';
import { requestInfo } from './ops/request-info.ts';
import { clientIp } from './api/client-ip.ts';
import { rateLimitHeaders } from './api/limits/limiter.ts';
import type { LoadedDirectory } from './directory/load.ts';
import { openDirectoryStore, type DirectoryStore } from './directory/store.ts';
import { createStaticHandler } from './site/static-files.ts';
import { createSiteSearchHandler, SITE_SEARCH_PREFIX } from './api/site-search.ts';
import { createKeyService, KEY_SERVICE_PREFIX } from './api/key-service.ts';
import { fileKeyAdmin } from './api/auth/key-admin.ts';
import { createMailer, DEFAULT_MAIL_FROM } from './ops/mailer.ts';
import { API_PREFIX, upgradeUrlOf } from './api/links.ts';
import { viewsPerBuild } from './api/views.ts';
import { MCP_PATH } from './mcp/path.ts';
import { collectGarbage } from './ops/collect-garbage.ts';

// node:http as its CommonJS object, not an ES import: importing it as a module reads every export, and its WebSocket
// getter loads node's fetch stack (undici), which the server never uses (~2 MB of the loaded server's RSS).
const { createServer } = process.getBuiltinModule('node:http');

export interface AppOptions {
  config: Config;
  /** Unix ms; injectable so tests can move time. */
  now?: () => number;
  limitStore?: LimitStore;
  log?: (line: string) => void;
  /** JSON access logs (one line per request); none when left out, as in the tests. */
  logger?: Logger;
  /** The metrics registry to count into (created when left out). */
  metrics?: Metrics;
  /** How the limit store is doing, for /readyz and the metrics (the embedded memory store: always 'memory'). */
  limitState?: () => Readiness['limits'];
  /** How often to look for a new data build (ms). */
  reloadPollMs?: number;
}

export interface App {
  server: Server;
  port: number;
  directories: DirectoryStore;
  keys: KeyStore;
  metrics: Metrics;
  /** The separate /metrics server on METRICS_PORT, when configured. */
  metricsServer: Server | null;
  /** Stop accepting, let requests in flight finish, release everything. */
  close(): Promise<void>;
}

/**
 * Longest request target accepted; longer gets 414 (under /api/v1, from the API handler, with the caller's rate
 * headers).
 */
export { MAX_URL_LENGTH };

/** The largest request line plus headers node reads; beyond it, the JSON 414 or 431 of ops/client-errors.ts. */
const MAX_HEADER_BYTES = 32 * 1024;

/**
 * The limits' store: Redis shared by every process when REDIS_URL is set,
 * failing open to this process's memory while Redis is unreachable (each
 * change logged once and shown in the metrics and /readyz); else memory.
 */
async function openLimitStore(
  ops: OpsConfig,
  now: () => number,
  metrics: Metrics,
  log: (line: string) => void,
): Promise<{ limitStore: LimitStore; limitState: () => Readiness['limits'] }> {
  if (!ops.redisUrl) return { limitStore: new MemoryLimitStore(now), limitState: () => 'memory' };
  const [{ FailOpenLimitStore }, { RedisLimitStore }] = await Promise.all([
    import('./api/limits/fail-open.ts'),
    import('./api/limits/redis.ts'),
  ]);
  const store = new FailOpenLimitStore(new RedisLimitStore(ops.redisUrl, { prefix: ops.redisPrefix }), {
    fallback: new MemoryLimitStore(now),
    onStateChange: (change) => {
      metrics.setDegraded(change.state === 'degraded');
      log(
        change.state === 'degraded'
          ? `limits: Redis unreachable (${change.reason}); counting in this process's memory until it answers`
          : 'limits: Redis answers again; limits are shared',
      );
    },
  });
  return { limitStore: store, limitState: () => store.state };
}

function listen(server: Server, port: number, host: string): Promise<void> {
  return new Promise((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, host, () => resolve());
  });
}

/** Whole days since each body's last scrape in a loaded build. */
function dataAges(directory: LoadedDirectory, nowMs: number): Record<string, number> {
  return Object.fromEntries(
    Object.entries(directory.freshness.bodies).map(([body, f]) => [
      body,
      Math.max(0, Math.floor((nowMs - Date.parse(f.last_scraped)) / 86_400_000)),
    ]),
  );
}

export async function startApp(options: AppOptions): Promise<App> {
  const { config } = options;
  const now = options.now ?? Date.now;
  const log = options.log ?? ((line: string) => console.error(line));
  const directories = openDirectoryStore(config.dataDir, options.reloadPollMs ?? 2000, log);
  directories.ready.catch((error: Error) =>
    log(`directory: cannot load ${config.dataDir}: ${error.message} (run 'npm run build:data')`),
  );
  const ops = opsOf(config);
  const metrics = options.metrics ?? createMetrics();
  // With REDIS_URL the keys live in Redis, shared by every process (a start while Redis is unreachable fails, as an
  // unreadable key file does).
  // The Redis modules (and the client library) load only when Redis is configured: the embedded default never pays for
  // them.
  const keys = ops.redisUrl
    ? await (await import('./api/auth/redis-key-store.ts')).openRedisKeyStore(ops.redisUrl, ops.redisPrefix)
    : await openKeyStore(config.keysFile);
  const { limitStore, limitState } = options.limitStore
    ? { limitStore: options.limitStore, limitState: options.limitState ?? (() => 'memory' as const) }
    : await openLimitStore(ops, now, metrics, log);
  const limiter = new Limiter(limitStore, now);
  // The API and the MCP server answer from the same views, built once per build.
  const viewsOf = viewsPerBuild({
    origin: config.publicUrl,
    upgradeUrl: upgradeUrlOf(config.publicUrl),
    onLookup: metrics.cacheLookup,
  });
  const handleApi = createApiHandler({
    origin: config.publicUrl,
    trustProxy: config.trustProxy,
    directories,
    keys,
    limiter,
    now,
    log,
    viewsOf,
  });
  // The MCP server (and its SDK, ~10 MB of RSS) loads on the first POST /mcp: a process agents never call never pays
  // for it.
  const mcpOptions = {
    origin: config.publicUrl,
    trustProxy: config.trustProxy,
    directories,
    keys,
    limiter,
    viewsOf,
    now,
    log,
  };
  let mcpHandler: Promise<(req: IncomingMessage, res: ServerResponse) => Promise<void>> | null = null;
  const handleMcp = async (req: IncomingMessage, res: ServerResponse): Promise<void> => {
    mcpHandler ??= import('./mcp/handler.ts').then(({ createMcpHandler }) => createMcpHandler(mcpOptions));
    let handler: Awaited<typeof mcpHandler>;
    try {
      handler = await mcpHandler;
    } catch (error) {
      // A module that cannot load (e.g. a compiled chunk removed under a running server): this request fails, the next
      // tries again.
      mcpHandler = null;
      log(`mcp: the MCP server could not be loaded: ${(error as Error).message}`);
      return sendError(req, res, 503, baseHeaders(), { error: 'The MCP server is unavailable; try again shortly.' });
    }
    return handler(req, res);
  };
  const serveStatic = createStaticHandler(config.siteDir);
  // Keys their holders get and manage (outside /api/v1); mail to SMTP_URL, else to the log.
  const mailer = createMailer(config.smtpUrl ?? null, config.mailFrom ?? DEFAULT_MAIL_FROM, log);
  if (mailer.mode === 'log')
    log('mail: SMTP_URL is not set, so sign-up links for free API keys are written to this log instead of mailed');
  const keyAdmin = ops.redisUrl
    ? (await import('./api/auth/redis-key-admin.ts')).redisKeyAdmin(ops.redisUrl, ops.redisPrefix)
    : fileKeyAdmin(config.keysFile);
  const handleKeys = createKeyService({
    origin: config.publicUrl,
    trustProxy: config.trustProxy,
    keys,
    admin: keyAdmin,
    limiter,
    mailer,
    now,
    log,
  });
  const handleSiteSearch = createSiteSearchHandler({
    directories,
    limiter,
    trustProxy: config.trustProxy,
    dataDir: config.dataDir,
    log,
  });
  directories.onLoad((d) => {
    metrics.setBuild(d.manifest.content_hash, dataAges(d, now()));
    // Last of the build's listeners (its views and tables are built): return the load's garbage now, before serving it.
    const ms = collectGarbage();
    if (ms > 0)
      log(`directory: build ${d.manifest.content_hash.slice(0, 12)} loaded; heap compacted in ${Math.round(ms)} ms`);
  });
  const readiness = (): Readiness => {
    const d = directories.current;
    const ages = d ? Object.values(dataAges(d, now())) : [];
    return {
      build: d?.manifest.content_hash ?? null,
      dataAgeDays: ages.length ? Math.max(...ages) : null,
      limits: limitState(),
      keys: ops.redisUrl ? 'redis' : 'file',
    };
  };
  const handleOps = createOpsHandler({ readiness, metrics, metricsToken: ops.metricsToken });

  // While draining, every response closes its connection, so close() does not wait out keep-alive timeouts.
  let draining = false;
  const inFlight = new Set<ServerResponse>();

  // One listener for every response (a closure and once() wrapper per request were garbage on the hottest path).
  function finished(this: ServerResponse): void {
    const req = this.req;
    const info = requestInfo(req);
    inFlight.delete(this);
    const seconds = Number(process.hrtime.bigint() - info.startedNs) / 1e9;
    metrics.observe(info.route, this.statusCode, info.tier, seconds);
    if (info.limit) metrics.limit(info.limit, limitState() === 'degraded');
    if (options.logger) logAccess(options.logger, req, this, clientIp(req, config.trustProxy), seconds);
  }

  async function handleRequest(req: IncomingMessage, res: ServerResponse): Promise<void> {
    const info = requestInfo(req);
    if (draining) res.setHeader('Connection', 'close');
    inFlight.add(res);
    res.on('close', finished);
    // URL parsing reads a backslash as '/': '/api/v1/..\..\metrics' would name one path to a proxy and another here.
    if ((req.url ?? '').includes('\\'))
      return sendError(req, res, 400, baseHeaders(), { error: 'The request URL must not contain a backslash.' });
    let url: URL;
    try {
      // An origin-form target is read as a path even when it starts with '//' (as a base-relative URL it would name a host).
      const target = req.url ?? '/';
      url = target.startsWith('/') ? new URL(`http://localhost${target}`) : new URL(target, 'http://localhost');
    } catch {
      return sendError(req, res, 400, baseHeaders(), { error: 'The request URL is malformed.' });
    }
    // Also `/API/V1/…` and `//api/v1//…`: the API's JSON 404 names the canonical path.
    if (nearApiPath(url.pathname)) return handleApi(req, res, url);
    if (missingHost(req)) return sendError(req, res, 400, baseHeaders(), { error: MISSING_HOST_ERROR });
    if (url.pathname === MCP_PATH) return handleMcp(req, res);
    // The API sets its own, with its other headers; the rest of the server here.
    res.setHeader('X-Request-Id', info.id);
    if ((OPS_PATHS as readonly string[]).includes(url.pathname)) {
      // Named before answering: the response's close event, which logs it, may come before this function resumes.
      info.route = url.pathname;
      await handleOps(req, res, url.pathname);
      return;
    }
    if (url.pathname.startsWith(KEY_SERVICE_PREFIX)) {
      info.route = 'keys';
      return handleKeys(req, res, url);
    }
    if (url.pathname.startsWith(SITE_SEARCH_PREFIX)) {
      info.route = 'site_search';
      return handleSiteSearch(req, res, url);
    }
    info.route = 'site';
    if ((req.url ?? '').length > MAX_URL_LENGTH) {
      return sendError(req, res, 414, baseHeaders(), {
        error: `The request URL is longer than ${MAX_URL_LENGTH} bytes.`,
      });
    }
    try {
      if (!(await serveStatic(req, res, url.pathname))) {
        res
          .writeHead(405, { Allow: 'GET, HEAD', 'Content-Type': 'text/plain; charset=utf-8' })
          .end('Method not allowed\n');
      }
    } catch (error) {
      log(`site: ${req.method} ${url.pathname} failed: ${(error as Error).stack ?? String(error)}`);
      if (!res.headersSent) res.writeHead(500, { 'Content-Type': 'text/plain; charset=utf-8' });
      res.end();
    }
  }

  // Headers up to 32 KB reach the handler, so an over-long URL gets a clear 414 rather than 431.
  const server = createServer(
    {
      maxHeaderSize: MAX_HEADER_BYTES,
      headersTimeout: ops.headersTimeoutMs,
      requestTimeout: ops.requestTimeoutMs,
      keepAliveTimeout: ops.keepAliveTimeoutMs,
      // Node checks the two timeouts above this often (30 s by default): a slow client is cut within a second of its
      // limit.
      connectionsCheckingInterval: 1000,
      // A request without Host gets the JSON 400 of handleRequest, with CORS, not node's bare one.
      requireHostHeader: false,
    },
    handleRequest,
  );
  server.maxConnections = ops.maxConnections;
  server.on(
    'clientError',
    createClientErrorHandler({
      maxHeaderBytes: MAX_HEADER_BYTES,
      maxUrlBytes: MAX_URL_LENGTH,
      baseHeaders,
      apiPrefix: API_PREFIX,
      rateHeaders: async (ip) => rateLimitHeaders(await limiter.peek(`ip:${ip}`, 'anonymous')),
    }),
  );

  await listen(server, config.port, config.host);
  const metricsServer =
    ops.metricsPort === null ? null : createServer((req, res) => void sendMetrics(res, metrics, req.method === 'HEAD'));
  if (metricsServer) await listen(metricsServer, ops.metricsPort!, config.host);

  return {
    server,
    port: (server.address() as AddressInfo).port,
    directories,
    keys,
    metrics,
    metricsServer,
    close: async () => {
      directories.close();
      keys.close();
      metricsServer?.close();
      draining = true;
      await new Promise<void>((resolve) => {
        server.close(() => resolve());
        server.closeIdleConnections();
        // Requests already inside the handler answer with Connection: close too.
        for (const res of inFlight) if (!res.headersSent) res.setHeader('Connection', 'close');
      });
      await limitStore.close();
      mailer.close();
      await keyAdmin.close();
    },
  };
}
