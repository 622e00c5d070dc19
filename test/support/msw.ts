// msw 3 for tests that make HTTP requests (scrape client, register adapters).
//
//   import { useMswServer, recordRequests, robotsTxt, http, HttpResponse } from './msw.ts';
//
//   const server = useMswServer(                       // call once, at the top level of a test file
//     http.get('https://register.example/list', () => HttpResponse.html('<table>…</table>')),
//   );
//   const requests = recordRequests(server);          // optional: every request msw saw, in order
//
//   it('…', async () => {
//     server.use(robotsTxt('https://register.example', 'User-agent: *\nDisallow: /private/'));
//     …
//     expect(requests.urls()).toContain('https://register.example/list');
//   });
//
// useMswServer(...handlers)
//   Starts an msw server in beforeAll with `onUnhandledFrame: 'error'`: a
//   request no handler matches fails (fetch rejects), so no test reaches the
//   network. resetHandlers() after each test (back to these handlers),
//   close() in afterAll. Handlers added with server.use() inside a test come
//   first and are gone after it.
//   The initial handlers end with a catch-all answering 404 to GET
//   /robots.txt on every host ("no robots.txt: everything allowed"), so the
//   scrape client works against handlers that know nothing of robots; use
//   robotsTxt() or your own handler to give a host a robots.txt.
//
// robotsTxt(origin, body | status) — a handler for `${origin}/robots.txt`.
// recordRequests(server) — a log of the requests msw received (method, url,
//   headers), emptied after each test.
//
// msw 3 keeps no cookies between requests: the scrape client's own jar does.
import { afterAll, afterEach, beforeAll } from 'vitest';
import { http, HttpResponse, type AnyHandler } from 'msw';
import { setupServer, type SetupServer } from 'msw/node';

export { http, HttpResponse, delay, type AnyHandler } from 'msw';
export type { SetupServer } from 'msw/node';

/** GET /robots.txt on any host → 404. Last of the initial handlers, so any other handler wins. */
export const robotsNotFound = http.get(
  /^https?:\/\/[^/]+\/robots\.txt$/,
  () => new HttpResponse(null, { status: 404 }),
);

export function useMswServer(...handlers: AnyHandler[]): SetupServer {
  const server = setupServer(...handlers, robotsNotFound);
  beforeAll(() => server.listen({ onUnhandledFrame: 'error' }));
  afterEach(() => server.resetHandlers());
  afterAll(() => server.close());
  return server;
}

/** A handler for `${origin}/robots.txt`: a text/plain body, or just a status (e.g. 503). */
export function robotsTxt(origin: string, bodyOrStatus: string | number): AnyHandler {
  const url = new URL('/robots.txt', origin).href;
  return http.get(url, () =>
    typeof bodyOrStatus === 'number'
      ? new HttpResponse(null, { status: bodyOrStatus })
      : HttpResponse.text(bodyOrStatus, { headers: { 'content-type': 'text/plain; charset=utf-8' } }),
  );
}

export interface RecordedRequest {
  method: string;
  url: string;
  headers: Record<string, string>;
}

export interface RequestLog {
  /** Every request msw received since the test began, in order. */
  readonly all: readonly RecordedRequest[];
  /** Their URLs ("METHOD " prefix when `withMethod`). */
  urls(withMethod?: boolean): string[];
  /** How many requests went to exactly this URL. */
  count(url: string): number;
  clear(): void;
}

export function recordRequests(server: SetupServer): RequestLog {
  const all: RecordedRequest[] = [];
  server.events.on('request:start', ({ request }) => {
    all.push({ method: request.method, url: request.url, headers: Object.fromEntries(request.headers) });
  });
  afterEach(() => {
    all.length = 0;
  });
  return {
    all,
    urls: (withMethod = false) => all.map((r) => (withMethod ? `${r.method} ${r.url}` : r.url)),
    count: (url) => all.filter((r) => r.url === url).length,
    clear: () => {
      all.length = 0;
    },
  };
}
