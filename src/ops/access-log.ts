// Structured JSON access logs (pino): one line per request with the time,
// request id, method, route, status, duration, tier, key id (never the key,
// never a query string) and the client's network (/24, /48), not its address.
import type { IncomingMessage, ServerResponse } from 'node:http';
import pino, { type DestinationStream, type Logger } from 'pino';
import { truncatedAddress } from './client-address.ts';
import { requestInfo } from './request-info.ts';

export type { Logger };

/** The server's logger: JSON lines on stdout at `level` (LOG_LEVEL). */
export function createLogger(level: string, destination?: DestinationStream): Logger {
  return pino({ level, base: undefined, timestamp: pino.stdTimeFunctions.isoTime }, destination ?? pino.destination({ dest: 1, sync: false }));
}

/** Log the request when its response is finished (or its connection closed first). */
export function logAccess(logger: Logger, req: IncomingMessage, res: ServerResponse, clientIp: string, startedNs: bigint): void {
  if (!logger.isLevelEnabled('info')) return;
  const info = requestInfo(req);
  logger.info({
    req_id: info.id,
    method: req.method,
    route: info.route,
    status: res.headersSent ? res.statusCode : 0,
    duration_ms: Number(process.hrtime.bigint() - startedNs) / 1e6,
    tier: info.tier,
    key_id: info.keyId,
    client: truncatedAddress(clientIp),
    ...(res.writableFinished ? {} : { aborted: true }),
  });
}
