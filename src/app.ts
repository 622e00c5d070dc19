// The one node:http server: /api/v1 through the API shim, everything else
// from the built site. Started by src/server.ts and by the tests.
import { createServer, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { openKeyStore, type KeyStore } from './api/auth/key-store.ts';
import { createApiHandler, MAX_URL_LENGTH } from './api/handler.ts';
import { Limiter } from './api/limits/limiter.ts';
import { MemoryLimitStore } from './api/limits/memory.ts';
import type { LimitStore } from './api/limits/store.ts';
import { baseHeaders, sendError } from './api/respond.ts';
import type { Config } from './ops/config.ts';
import { openDirectoryStore, type DirectoryStore } from './directory/store.ts';
import { createStaticHandler } from './site/static-files.ts';
import { API_PREFIX } from './api/links.ts';

export interface AppOptions {
  config: Config;
  /** Unix ms; injectable so tests can move time. */
  now?: () => number;
  limitStore?: LimitStore;
  log?: (line: string) => void;
  /** How often to look for a new data build (ms). */
  reloadPollMs?: number;
}

export interface App {
  server: Server;
  port: number;
  directories: DirectoryStore;
  keys: KeyStore;
  /** Stop accepting, let requests in flight finish, release everything. */
  close(): Promise<void>;
}

/** Longest request target accepted; longer gets 414 (under /api/v1, from the API handler, with the caller's rate headers). */
export { MAX_URL_LENGTH };

export async function startApp(options: AppOptions): Promise<App> {
  const { config } = options;
  const now = options.now ?? Date.now;
  const log = options.log ?? ((line: string) => console.error(line));
  const directories = openDirectoryStore(config.dataDir, options.reloadPollMs ?? 2000, log);
  directories.ready.catch((error: Error) => log(`directory: cannot load ${config.dataDir}: ${error.message} (run 'npm run build:data')`));
  const keys = await openKeyStore(config.keysFile);
  const limitStore = options.limitStore ?? new MemoryLimitStore(now);
  const handleApi = createApiHandler({ origin: config.publicUrl, trustProxy: config.trustProxy, directories, keys, limiter: new Limiter(limitStore, now), now, log });
  const serveStatic = createStaticHandler(config.siteDir);

  // While draining, every response closes its connection, so close() does not wait out keep-alive timeouts.
  let draining = false;
  const inFlight = new Set<ServerResponse>();

  // Headers up to 32 KB reach the handler, so an over-long URL gets a clear 414 rather than 431.
  const server = createServer({ maxHeaderSize: 32 * 1024, headersTimeout: 10_000, requestTimeout: 30_000, keepAliveTimeout: 5_000 }, async (req, res) => {
    if (draining) res.setHeader('Connection', 'close');
    inFlight.add(res);
    res.once('close', () => inFlight.delete(res));
    let url: URL;
    try {
      url = new URL(req.url ?? '/', 'http://localhost');
    } catch {
      return sendError(req, res, 400, baseHeaders(), { error: 'The request URL is malformed.' });
    }
    if (url.pathname === API_PREFIX || url.pathname.startsWith(`${API_PREFIX}/`)) return handleApi(req, res, url);
    if ((req.url ?? '').length > MAX_URL_LENGTH) {
      return sendError(req, res, 414, baseHeaders(), { error: `The request URL is longer than ${MAX_URL_LENGTH} bytes.` });
    }
    try {
      if (!(await serveStatic(req, res, url.pathname))) {
        res.writeHead(405, { Allow: 'GET, HEAD', 'Content-Type': 'text/plain; charset=utf-8' }).end('Method not allowed\n');
      }
    } catch (error) {
      log(`site: ${req.method} ${url.pathname} failed: ${(error as Error).stack ?? String(error)}`);
      if (!res.headersSent) res.writeHead(500, { 'Content-Type': 'text/plain; charset=utf-8' });
      res.end();
    }
  });

  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(config.port, config.host, () => resolve());
  });

  return {
    server,
    port: (server.address() as AddressInfo).port,
    directories,
    keys,
    close: async () => {
      directories.close();
      keys.close();
      draining = true;
      await new Promise<void>((resolve) => {
        server.close(() => resolve());
        server.closeIdleConnections();
        // Requests already inside the handler answer with Connection: close too.
        for (const res of inFlight) if (!res.headersSent) res.setHeader('Connection', 'close');
      });
      await limitStore.close();
    },
  };
}
