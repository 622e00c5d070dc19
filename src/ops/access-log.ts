// Structured JSON access logs (pino): one line per request with the time,
// request id, method, route, status, duration, tier, key id (never the key,
// never a query string) and the client's network (/24, /48), not its address.
import type { IncomingMessage, ServerResponse } from 'node:http';
import pino, { type DestinationStream, type Logger } from 'pino';
import { truncatedAddress } from './client-address.ts';
import { requestInfo } from './request-info.ts';

export type { Logger };

/** The server's logger: JSON lines at `level` (LOG_LEVEL), on stdout unless told otherwise. */
export function createLogger(level: string, destination: DestinationStream = logDestination(1)): Logger {
  return pino({ level, base: undefined, timestamp: isoTimePerMs() }, destination);
}

/**
 * pino's ISO `time` field, formatted once per millisecond: at tens of thousands
 * of lines a second most share their millisecond, and formatting a date for
 * each was 3% of the server's CPU on the detail route.
 */
export function isoTimePerMs(now: () => number = Date.now): () => string {
  let lastMs = Number.NaN;
  let field = '';
  return () => {
    const ms = now();
    if (ms !== lastMs) {
      lastMs = ms;
      field = `,"time":"${new Date(ms).toISOString()}"`;
    }
    return field;
  };
}

/**
 * pino's asynchronous destination (a file descriptor or path), fed the lines of
 * one event-loop turn as one string. Fed line by line, it measures its whole
 * pending buffer (a growing rope of lines) on every write: 7% of the server's
 * CPU on the detail route. Whatever is pending is written before the process exits.
 */
export function logDestination(dest: number | string): DestinationStream {
  const stream = pino.destination({ dest, sync: false });
  let lines: string[] = [];
  const flush = () => {
    if (lines.length === 0) return;
    const chunk = lines.join('');
    lines = [];
    stream.write(chunk);
  };
  process.once('exit', () => {
    flush();
    stream.flushSync();
  });
  return {
    write(line: string) {
      if (lines.push(line) === 1) setImmediate(flush);
    },
  };
}

/** Log the request when its response is finished (or its connection closed first), `seconds` after it arrived. */
export function logAccess(
  logger: Logger,
  req: IncomingMessage,
  res: ServerResponse,
  clientIp: string,
  seconds: number,
): void {
  if (!logger.isLevelEnabled('info')) return;
  const info = requestInfo(req);
  const line: Record<string, unknown> = {
    req_id: info.id,
    method: req.method,
    route: info.route,
    status: res.headersSent ? res.statusCode : 0,
    duration_ms: seconds * 1e3,
    tier: info.tier,
    key_id: info.keyId,
    client: truncatedAddress(clientIp),
  };
  if (!res.writableFinished) line.aborted = true;
  logger.info(line);
}
