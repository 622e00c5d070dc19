// POST /mcp: the MCP Streamable HTTP transport (the official SDK),
// stateless, so any shim process answers any request. The caller is who the
// JSON API would see: a key in X-Api-Key or Authorization: Bearer, or none
// (anonymous, counted by address); an unknown or revoked key is refused here
// with 401, before any MCP message is read.
import type { IncomingMessage, ServerResponse } from 'node:http';
import { StreamableHTTPServerTransport } from '@modelcontextprotocol/sdk/server/streamableHttp.js';
import { keySubject, type KeyStore } from '../api/auth/key-store.ts';
import { keyRefused } from '../api/caller.ts';
import { clientIp } from '../api/client-ip.ts';
import { upgradeUrlOf } from '../api/links.ts';
import { limitExceeded, type Limiter } from '../api/limits/limiter.ts';
import { baseHeaders, sendError } from '../api/respond.ts';
import type { Views } from '../api/views.ts';
import type { DirectoryStore } from '../directory/store.ts';
import type { LoadedDirectory } from '../directory/load.ts';
import type { Tier } from '../domain/types.ts';
import { visibilityOf } from '../domain/visibility.ts';
import { keyIdOf, requestInfo } from '../ops/request-info.ts';
import { MCP_PATH } from './path.ts';
import { createMcpServer } from './tools.ts';

/** JSON-RPC messages are small: a body beyond this is refused before parsing. */
const MAX_BODY_BYTES = 64 * 1024;

export interface McpOptions {
  origin: string;
  trustProxy: number;
  directories: DirectoryStore;
  keys: KeyStore;
  limiter: Limiter;
  viewsOf: (directory: LoadedDirectory) => Views;
  now?: () => number;
  log?: (line: string) => void;
}

/** The key the caller presents, if any: X-Api-Key, else Authorization: Bearer. */
function presentedKey(req: IncomingMessage): string | null {
  const header = req.headers['x-api-key'];
  if (typeof header === 'string') return header.trim();
  const auth = req.headers.authorization;
  if (auth && /^Bearer\s+/i.test(auth)) return auth.replace(/^Bearer\s+/i, '').trim();
  return null;
}

function readBody(req: IncomingMessage): Promise<string | null> {
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    let size = 0;
    req.on('data', (chunk: Buffer) => {
      size += chunk.length;
      // Past the cap the rest is read and dropped, so the 413 reaches the client before the connection closes.
      if (size > MAX_BODY_BYTES) resolve(null);
      else chunks.push(chunk);
    });
    req.on('end', () => resolve(Buffer.concat(chunks).toString('utf8')));
    req.on('error', reject);
  });
}

export function createMcpHandler(options: McpOptions) {
  const { origin, trustProxy, directories, keys, limiter, viewsOf } = options;
  const now = options.now ?? Date.now;
  const log = options.log ?? ((line: string) => console.error(line));
  const upgradeUrl = upgradeUrlOf(origin);

  return async function handleMcp(req: IncomingMessage, res: ServerResponse): Promise<void> {
    const info = requestInfo(req);
    info.route = MCP_PATH;
    const headers: Record<string, string> = { ...baseHeaders(), 'X-Request-Id': info.id };
    try {
      const ip = clientIp(req, trustProxy);
      let tier: Tier = 'anonymous';
      let subject = `ip:${ip}`;
      const key = presentedKey(req);
      if (key !== null) {
        const found = keys.lookup(key);
        if (found.status !== 'valid') {
          // As in the API: a refused key counts against its address's anonymous budget, so keys cannot be guessed at
          // full speed.
          const decision = await limiter.consume(subject, 'anonymous');
          if (!decision.allowed) {
            const retryAfter = decision.retryAfter ?? 1;
            return sendError(
              req,
              res,
              429,
              { ...headers, 'Retry-After': String(retryAfter) },
              { error: `${limitExceeded('anonymous')}. Retry after ${retryAfter} s.`, retry_after: retryAfter },
            );
          }
          return sendError(
            req,
            res,
            401,
            { ...headers, 'WWW-Authenticate': 'Bearer realm="lab-directory"' },
            {
              error: keyRefused(found.status, 'X-Api-Key or Authorization: Bearer'),
              docs: `${origin}/docs/#mcp`,
            },
          );
        }
        tier = found.record.tier;
        subject = keySubject(found.record);
      }
      info.tier = tier;
      info.keyId = keyIdOf(subject);
      // Open to every origin, as the API is: a browser-based client's preflight.
      if (req.method === 'OPTIONS') {
        res.writeHead(204, {
          ...headers,
          'Access-Control-Allow-Methods': 'POST, OPTIONS',
          'Access-Control-Allow-Headers':
            'Content-Type, Accept, Authorization, X-Api-Key, Mcp-Protocol-Version, Mcp-Session-Id, Last-Event-ID',
          'Access-Control-Max-Age': '86400',
          'Cache-Control': 'public, max-age=86400',
        });
        return void res.end();
      }
      // Stateless: no session to resume or end, and no stream of server-initiated messages to hold open (GET).
      if (req.method !== 'POST') {
        return sendError(
          req,
          res,
          405,
          { ...headers, Allow: 'POST, OPTIONS' },
          {
            error:
              `Method ${req.method} is not allowed on ${MCP_PATH}: this server is stateless and answers JSON-RPC ` +
              'messages sent with POST (MCP Streamable HTTP).',
          },
        );
      }
      const raw = await readBody(req);
      if (raw === null)
        return sendError(
          req,
          res,
          413,
          { ...headers, Connection: 'close' },
          {
            error: `The request body is larger than ${MAX_BODY_BYTES} bytes: MCP messages are small JSON-RPC objects.`,
          },
        );
      let body: unknown;
      try {
        body = JSON.parse(raw);
      } catch {
        return sendError(req, res, 400, headers, {
          error: 'The request body is not JSON: send JSON-RPC 2.0 messages (Model Context Protocol, Streamable HTTP).',
        });
      }

      const server = createMcpServer({
        views: () => {
          const directory = directories.current;
          return directory ? viewsOf(directory) : null;
        },
        visibility: visibilityOf(tier),
        now,
        consume: async () => {
          const decision = await limiter.consume(subject, tier);
          info.limit = decision.allowed ? 'allowed' : decision.daily.remaining === 0 ? 'daily' : 'burst';
          if (decision.allowed) return null;
          return (
            `${limitExceeded(tier)}: every tool call counts like one API request. Retry after ` +
            `${decision.retryAfter ?? 1} s, or upgrade: ${upgradeUrl}`
          );
        },
      });
      // One transport per request, no session: the JSON answer comes in the HTTP response itself.
      const transport = new StreamableHTTPServerTransport({ sessionIdGenerator: undefined, enableJsonResponse: true });
      res.on('close', () => {
        void transport.close();
        void server.close();
      });
      for (const [name, value] of Object.entries(headers)) if (name !== 'Content-Type') res.setHeader(name, value);
      res.setHeader('Cache-Control', 'no-store');
      await server.connect(transport);
      await transport.handleRequest(req, res, body);
    } catch (error) {
      log(`mcp: ${req.method} ${MCP_PATH} failed: ${(error as Error).stack ?? String(error)}`);
      if (!res.headersSent)
        sendError(req, res, 500, headers, {
          error: 'Internal server error. It has been logged; please try again later.',
        });
      else res.destroy();
    }
  };
}
