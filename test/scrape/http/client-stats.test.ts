// The counters the runner's report prints.
import { describe, expect, it } from 'vitest';
import { HttpResponse, http, robotsTxt, useMswServer } from '../../support/msw.ts';
import { testHttp } from '../../support/scrape-http.ts';

const A = 'https://a.example';
const B = 'https://b.example';
let flaky = 0;
const server = useMswServer(
  http.get(`${A}/page`, () => HttpResponse.text('12345')),
  http.get(`${A}/flaky`, () => (flaky++ === 0 ? new HttpResponse(null, { status: 503 }) : HttpResponse.text('ok'))),
  http.get(`${A}/cached`, ({ request }) =>
    request.headers.get('if-none-match') === '"e"'
      ? new HttpResponse(null, { status: 304 })
      : HttpResponse.text('abc', { headers: { etag: '"e"' } }),
  ),
  http.get(`${B}/missing`, () => new HttpResponse('nope', { status: 404 })),
  http.get(`${B}/private`, () => HttpResponse.text('secret')),
);

describe('stats', () => {
  it('counts requests, pages, 304s, retries, failures and bytes, per client and per host', async () => {
    server.use(robotsTxt(B, 'User-agent: *\nDisallow: /private\n'));
    const client = testHttp();
    await client.text(`${A}/page`); // robots(404) + 200 (5 bytes)
    await client.text(`${A}/flaky`); // 503 + 200 (2 bytes)
    await client.text(`${A}/cached`); // 200 (3 bytes)
    await client.text(`${A}/cached`); // 304
    await client.text(`${B}/missing`).catch(() => {}); // robots + 404 (4 bytes)
    await client.text(`${B}/private`).catch(() => {}); // refused, never sent

    const robotsB = 'User-agent: *\nDisallow: /private\n'.length;
    const s = client.stats();
    expect(s.hosts['a.example']).toEqual({
      requests: 6,
      pages: 3,
      notModified: 1,
      retries: 1,
      failures: 0,
      robotsDisallowed: 0,
      bytes: 5 + 2 + 3,
    });
    expect(s.hosts['b.example']).toEqual({
      requests: 2,
      pages: 0,
      notModified: 0,
      retries: 0,
      failures: 2,
      robotsDisallowed: 1,
      bytes: robotsB + 4,
    });
    expect(s).toMatchObject({
      requests: 8,
      pages: 3,
      notModified: 1,
      retries: 1,
      failures: 2,
      robotsDisallowed: 1,
      bytes: 10 + robotsB + 4,
    });
  });
});
