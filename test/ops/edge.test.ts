// The edge of the process, over raw sockets: slow clients are cut within the
// headers timeout (plus the one-second check), and a request line or header
// block too large for the server gets the API's JSON error with CORS and the
// caller's rate headers, not node's bare status line.
import { connect, type Socket } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from '../support/server.ts';

const HEADERS_TIMEOUT_MS = 2000;
let server: TestServer;

beforeAll(async () => {
  server = await startTestServer({
    ops: { headersTimeoutMs: HEADERS_TIMEOUT_MS, requestTimeoutMs: 5000, maxConnections: 50 },
  });
});

afterAll(async () => {
  await server?.close();
});

interface Exchange {
  /** Everything the server sent before it closed. */
  text: string;
  /** Milliseconds from connecting to the server closing the connection. */
  closedAfterMs: number;
}

/** Connect, let `talk` write, and collect the answer until the server closes (15 s at most). */
function exchange(talk: (socket: Socket) => void): Promise<Exchange> {
  return new Promise((resolve, reject) => {
    const started = Date.now();
    const socket = connect(server.app.port, '127.0.0.1', () => talk(socket));
    let text = '';
    socket.on('data', (chunk) => (text += chunk.toString('latin1')));
    socket.on('error', () => undefined);
    const guard = setTimeout(() => {
      socket.destroy();
      reject(new Error(`the server kept the connection open for 15 s; it sent: ${text.slice(0, 200)}`));
    }, 15_000);
    socket.on('close', () => {
      clearTimeout(guard);
      resolve({ text, closedAfterMs: Date.now() - started });
    });
  });
}

function parse(text: string): { status: number; headers: Map<string, string>; body: unknown } {
  const [head = '', body = ''] = text.split('\r\n\r\n');
  const [statusLine = '', ...lines] = head.split('\r\n');
  const headers = new Map(
    lines.map((l) => [l.slice(0, l.indexOf(':')).toLowerCase(), l.slice(l.indexOf(':') + 1).trim()]),
  );
  return { status: Number(statusLine.split(' ')[1]), headers, body: body ? JSON.parse(body) : null };
}

describe('slow clients', () => {
  it('cuts a client that sends half a request line within the headers timeout, with a JSON 408', async () => {
    const r = await exchange((s) => s.write('GET /api/v1/lab'));
    expect(r.closedAfterMs).toBeGreaterThanOrEqual(HEADERS_TIMEOUT_MS - 100);
    // The limit, plus up to a second for the check, plus slack for a loaded machine: far under the 11–39 s node allowed before.
    expect(r.closedAfterMs).toBeLessThan(HEADERS_TIMEOUT_MS + 2500);
    const answer = parse(r.text);
    expect(answer.status).toBe(408);
    expect(answer.headers.get('content-type')).toBe('application/json; charset=utf-8');
    expect(answer.headers.get('access-control-allow-origin')).toBe('*');
    expect((answer.body as { error: string }).error).toMatch(/not received in time/);
  });

  it('cuts a client that dribbles a header every half second, however long it keeps going', async () => {
    const r = await exchange((s) => {
      s.write('GET /api/v1/labs HTTP/1.1\r\nHost: x\r\n');
      let n = 0;
      const timer = setInterval(() => (s.writable ? s.write(`X-Slow-${n++}: a\r\n`) : clearInterval(timer)), 500);
      s.on('close', () => clearInterval(timer));
    });
    // The limit, plus up to a second for the check, plus slack for a loaded machine: far under the 11–39 s node allowed before.
    expect(r.closedAfterMs).toBeLessThan(HEADERS_TIMEOUT_MS + 2500);
    expect(parse(r.text).status).toBe(408);
  });
});

describe('oversized requests', () => {
  it("answers a 40 KB request line with the API's JSON 414, CORS and the rate headers", async () => {
    const r = await exchange((s) => s.write(`GET /api/v1/labs?q=${'a'.repeat(40_000)} HTTP/1.1\r\nHost: x\r\n\r\n`));
    const answer = parse(r.text);
    expect(answer.status).toBe(414);
    expect(answer.headers.get('access-control-allow-origin')).toBe('*');
    expect(answer.headers.get('x-ratelimit-limit')).toBe('10');
    expect(answer.headers.get('cache-control')).toBe('no-store');
    expect((answer.body as { error: string }).error).toMatch(/longer than 8192 bytes/);
  });

  it('answers a header block over 32 KB with a JSON 431', async () => {
    const r = await exchange((s) =>
      s.write(`GET /api/v1/labs HTTP/1.1\r\nHost: x\r\nX-Big: ${'b'.repeat(40_000)}\r\n\r\n`),
    );
    const answer = parse(r.text);
    expect(answer.status).toBe(431);
    expect(answer.headers.get('content-type')).toBe('application/json; charset=utf-8');
    expect((answer.body as { error: string }).error).toMatch(/headers are larger than 32768 bytes/);
  });

  it('refuses a path with a backslash (a proxy and this server would read it differently)', async () => {
    const r = await exchange((s) =>
      s.write('GET /api/v1/..\\..\\metrics HTTP/1.1\r\nHost: x\r\nConnection: close\r\n\r\n'),
    );
    const answer = parse(r.text);
    expect(answer.status).toBe(400);
    expect((answer.body as { error: string }).error).toMatch(/backslash/);
  });

  it('answers a malformed request with a JSON 400', async () => {
    const r = await exchange((s) => s.write('BLAH\x01 / HTTP/9\r\n\r\n'));
    expect(parse(r.text).status).toBe(400);
  });
});
