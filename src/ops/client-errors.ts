// Requests that never reach a handler get the same JSON errors as the rest
// of the API: a request line or header block too large (414 / 431), a client
// too slow to send its headers (408), a malformed request (400). Node would
// otherwise answer with a bare status line: no JSON, no CORS, no rate headers.
import type { Socket } from 'node:net';

interface ClientError extends Error {
  code?: string;
  rawPacket?: Buffer;
}

export interface ClientErrorOptions {
  /** The largest header block accepted (bytes), for the message. */
  maxHeaderBytes: number;
  /** The longest request target the API accepts (bytes): a longer request line is a 414. */
  maxUrlBytes: number;
  /** The headers every API answer carries (CORS, attribution, content type). */
  baseHeaders: () => Record<string, string>;
  /** The rate headers of the address's anonymous bucket, for a request to the API. */
  rateHeaders: (ip: string) => Promise<Record<string, string>>;
  apiPrefix: string;
}

function statusOf(
  error: ClientError,
  maxUrlBytes: number,
): { status: number; reason: string; message: (o: ClientErrorOptions) => string } {
  if (error.code === 'HPE_HEADER_OVERFLOW' || error.code === 'HPE_URI_OVERFLOW') {
    // The request line alone past the URL limit (or no line end yet): the URL is what is too long.
    const packet = error.rawPacket ?? Buffer.alloc(0);
    const lineEnd = packet.indexOf('\r\n');
    const lineBytes = lineEnd < 0 ? Number.POSITIVE_INFINITY : lineEnd;
    return lineBytes > maxUrlBytes
      ? {
          status: 414,
          reason: 'URI Too Long',
          message: (o) => `The request URL is longer than ${o.maxUrlBytes} bytes.`,
        }
      : {
          status: 431,
          reason: 'Request Header Fields Too Large',
          message: (o) => `The request's headers are larger than ${o.maxHeaderBytes} bytes.`,
        };
  }
  if (error.code === 'ERR_HTTP_REQUEST_TIMEOUT' || error.code === 'ERR_HTTP_HEADERS_TIMEOUT') {
    return {
      status: 408,
      reason: 'Request Timeout',
      message: () => 'The request was not received in time; send it again, whole.',
    };
  }
  return { status: 400, reason: 'Bad Request', message: () => 'The request is malformed.' };
}

/** The 'clientError' listener: answer once, in JSON, then close. */
export function createClientErrorHandler(options: ClientErrorOptions) {
  const apiRequestLine = new RegExp(`^[A-Z]+ ${options.apiPrefix}(?:[/?\\s]|$)`);
  return function onClientError(error: ClientError, socket: Socket): void {
    // A connection reset or a socket already answered: nothing to say.
    if (error.code === 'ECONNRESET' || !socket.writable) {
      socket.destroy();
      return;
    }
    const { status, reason, message } = statusOf(error, options.maxUrlBytes);
    const toApi = apiRequestLine.test(error.rawPacket?.subarray(0, 64).toString('latin1') ?? '');
    const ip = socket.remoteAddress ?? '';
    const reply = (rate: Record<string, string>) => {
      if (!socket.writable) {
        socket.destroy();
        return;
      }
      const body = JSON.stringify({ error: message(options) });
      const headers = {
        ...options.baseHeaders(),
        ...rate,
        'Cache-Control': 'no-store',
        'Content-Length': String(Buffer.byteLength(body)),
        Connection: 'close',
      };
      const head = Object.entries(headers)
        .map(([k, v]) => `${k}: ${v}\r\n`)
        .join('');
      socket.end(`HTTP/1.1 ${status} ${reason}\r\n${head}\r\n${body}`);
    };
    if (!toApi) {
      reply({});
      return;
    }
    options.rateHeaders(ip).then(reply, () => reply({}));
  };
}
