// Cookies (our jar: msw keeps none) and redirects (followed by hand).
import { describe, expect, it } from 'vitest';
import { BadRedirectError, TooManyRedirectsError } from '../../../src/scrape/http/errors.ts';
import { HttpResponse, http, recordRequests, useMswServer } from '../../support/msw.ts';
import { testHttp } from '../../support/scrape-http.ts';

const R = 'https://register.example';
const server = useMswServer(
  http.get(`${R}/start`, () =>
    HttpResponse.html('<p>start</p>', { headers: { 'set-cookie': 'JSESSIONID=abc123; Path=/; HttpOnly' } }),
  ),
  http.get(`${R}/page2`, ({ request }) => HttpResponse.text(`cookie: ${request.headers.get('cookie')}`)),
  http.get(
    `${R}/login`,
    () => new HttpResponse(null, { status: 302, headers: { location: '/page2', 'set-cookie': 'sid=xyz; Path=/' } }),
  ),
);
const requests = recordRequests(server);

describe('cookies', () => {
  it('a cookie set on page 1 is sent on page 2', async () => {
    const client = testHttp();
    await client.text(`${R}/start`);
    await expect(client.text(`${R}/page2`)).resolves.toMatchObject({ text: 'cookie: JSESSIONID=abc123' });
  });

  it('a cookie set by a redirect hop is sent to the redirect target', async () => {
    const res = await testHttp().text(`${R}/login`);
    expect(res).toMatchObject({ url: `${R}/page2`, status: 200, text: 'cookie: sid=xyz' });
  });

  it('the jar belongs to one client', async () => {
    await testHttp().text(`${R}/start`);
    await expect(testHttp().text(`${R}/page2`)).resolves.toMatchObject({ text: 'cookie: null' });
  });

  it("merges the adapter's own Cookie header with the jar's", async () => {
    const client = testHttp();
    await client.text(`${R}/start`);
    await expect(client.text(`${R}/page2`, { headers: { Cookie: 'lang=cs' } })).resolves.toMatchObject({
      text: 'cookie: JSESSIONID=abc123; lang=cs',
    });
  });
});

describe('redirects', () => {
  it('reports the final URL', async () => {
    server.use(
      http.get(`${R}/old`, () => new HttpResponse(null, { status: 301, headers: { location: `${R}/start` } })),
    );
    await expect(testHttp().text(`${R}/old`)).resolves.toMatchObject({ url: `${R}/start`, text: '<p>start</p>' });
  });

  it('follows 10 hops and refuses the 11th', async () => {
    server.use(
      http.get(
        `${R}/hop/:n`,
        ({ params }) => new HttpResponse(null, { status: 302, headers: { location: `/hop/${Number(params.n) + 1}` } }),
      ),
    );
    server.use(http.get(`${R}/hop/10`, () => HttpResponse.text('arrived')));
    await expect(testHttp().text(`${R}/hop/0`)).resolves.toMatchObject({ text: 'arrived', url: `${R}/hop/10` });
    server.use(
      http.get(`${R}/hop/10`, () => new HttpResponse(null, { status: 302, headers: { location: '/hop/11' } })),
    );
    requests.clear();
    const err = await testHttp()
      .text(`${R}/hop/0`)
      .catch((e: unknown) => e);
    expect(err).toBeInstanceOf(TooManyRedirectsError);
    expect(requests.count(`${R}/hop/11`)).toBe(0);
  });

  it('a POST answered 303 continues as a GET without a body', async () => {
    server.use(
      http.post(`${R}/search`, () => new HttpResponse(null, { status: 303, headers: { location: '/results' } })),
    );
    server.use(http.get(`${R}/results`, () => HttpResponse.text('results')));
    await expect(testHttp().text(`${R}/search`, { method: 'POST', form: { q: 'x' } })).resolves.toMatchObject({
      text: 'results',
    });
    expect(requests.urls(true)).toContain(`GET ${R}/results`);
  });

  it('a redirect without Location is a BadRedirectError', async () => {
    server.use(http.get(`${R}/broken`, () => new HttpResponse(null, { status: 302 })));
    await expect(testHttp().text(`${R}/broken`)).rejects.toBeInstanceOf(BadRedirectError);
  });
});
