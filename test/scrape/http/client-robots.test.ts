// robots.txt: read once per origin, obeyed, and failure to read it means "stay away".
import { describe, expect, it } from 'vitest';
import { HttpStatusError, RobotsDisallowedError } from '../../../src/scrape/http/errors.ts';
import { HttpResponse, http, recordRequests, robotsTxt, useMswServer } from '../../support/msw.ts';
import { fakeClock, testHttp } from '../../support/scrape-http.ts';

const R = 'https://register.example';
const server = useMswServer(
  http.get(`${R}/labs`, () => HttpResponse.html('<p>labs</p>')),
  http.get(`${R}/labs/:id`, () => HttpResponse.html('<p>lab</p>')),
  http.get(`${R}/private/:x`, () => HttpResponse.html('<p>secret</p>')),
  http.get(`${R}/go-private`, () => new HttpResponse(null, { status: 302, headers: { location: '/private/x' } })),
);
const requests = recordRequests(server);

describe('robots.txt', () => {
  it('obeys Disallow: throws RobotsDisallowedError and never requests the URL', async () => {
    server.use(robotsTxt(R, 'User-agent: *\nDisallow: /private/\n'));
    const client = testHttp();
    const err = await client.text(`${R}/private/x`).catch((e: unknown) => e);
    expect(err).toBeInstanceOf(RobotsDisallowedError);
    expect(err).toMatchObject({ url: `${R}/private/x`, reason: 'disallowed' });
    expect(requests.count(`${R}/private/x`)).toBe(0);
    // other paths stay allowed
    await expect(client.text(`${R}/labs`)).resolves.toMatchObject({ text: '<p>labs</p>' });
  });

  it('checks every redirect hop: a redirect into a disallowed path is not followed', async () => {
    server.use(robotsTxt(R, 'User-agent: *\nDisallow: /private/\n'));
    await expect(testHttp().text(`${R}/go-private`)).rejects.toBeInstanceOf(RobotsDisallowedError);
    expect(requests.count(`${R}/go-private`)).toBe(1);
    expect(requests.count(`${R}/private/x`)).toBe(0);
  });

  it('uses the group for our User-Agent token over the * group', async () => {
    server.use(robotsTxt(R, 'User-agent: *\nDisallow: /\n\nUser-agent: LabDirectoryBot\nDisallow: /private/\n'));
    const client = testHttp();
    await expect(client.text(`${R}/labs`)).resolves.toMatchObject({ status: 200 });
    await expect(client.text(`${R}/private/x`)).rejects.toBeInstanceOf(RobotsDisallowedError);
  });

  it('fetches robots.txt once per origin, even for concurrent first requests', async () => {
    const client = testHttp();
    await Promise.all([client.text(`${R}/labs/1`), client.text(`${R}/labs/2`), client.text(`${R}/labs/3`)]);
    expect(requests.count(`${R}/robots.txt`)).toBe(1);
  });

  it('404 robots.txt allows everything', async () => {
    await expect(testHttp().text(`${R}/private/x`)).resolves.toMatchObject({ status: 200 });
  });

  it('robots.txt 5xx (after its retries) → the whole origin is disallowed for the run', async () => {
    server.use(robotsTxt(R, 503));
    const client = testHttp({ retries: 2 });
    const err = await client.text(`${R}/labs`).catch((e: unknown) => e);
    expect(err).toBeInstanceOf(RobotsDisallowedError);
    expect(err).toMatchObject({ reason: 'robots-unavailable' });
    expect(requests.count(`${R}/robots.txt`)).toBe(3);
    expect(requests.count(`${R}/labs`)).toBe(0);
    // remembered for the run: not asked again
    await expect(client.text(`${R}/labs/1`)).rejects.toBeInstanceOf(RobotsDisallowedError);
    expect(requests.count(`${R}/robots.txt`)).toBe(3);
  });

  it('robots.txt 403 → disallowed (forbidden), not retried', async () => {
    server.use(robotsTxt(R, 403));
    await expect(testHttp().text(`${R}/labs`)).rejects.toMatchObject({
      name: 'RobotsDisallowedError',
      reason: 'robots-forbidden',
    });
    expect(requests.count(`${R}/robots.txt`)).toBe(1);
    expect(requests.count(`${R}/labs`)).toBe(0);
  });

  it('robots.txt unreachable → disallowed', async () => {
    server.use(http.get(`${R}/robots.txt`, () => HttpResponse.error()));
    await expect(testHttp({ retries: 1 }).text(`${R}/labs`)).rejects.toMatchObject({
      name: 'RobotsDisallowedError',
      reason: 'robots-unavailable',
    });
    expect(requests.count(`${R}/labs`)).toBe(0);
  });

  it('a disallowed URL is not retried and is not an HttpStatusError', async () => {
    server.use(robotsTxt(R, 'User-agent: *\nDisallow: /\n'));
    const client = testHttp();
    const err = await client.text(`${R}/labs`).catch((e: unknown) => e);
    expect(err).not.toBeInstanceOf(HttpStatusError);
    expect(client.stats()).toMatchObject({ retries: 0, failures: 1, robotsDisallowed: 1, requests: 1 });
  });

  it('honours a Crawl-delay larger than minDelay', async () => {
    server.use(robotsTxt(R, 'User-agent: *\nCrawl-delay: 5\n'));
    const clock = fakeClock();
    const times: number[] = [];
    server.use(
      http.get(`${R}/labs/:id`, () => {
        times.push(clock.now());
        return HttpResponse.html('<p>lab</p>');
      }),
    );
    const client = testHttp({ minDelayMs: 1000, now: clock.now, sleep: clock.sleep });
    for (const id of [1, 2, 3]) await client.text(`${R}/labs/${id}`);
    expect(times).toHaveLength(3);
    expect(times[1]! - times[0]!).toBeGreaterThanOrEqual(5000);
    expect(times[2]! - times[1]!).toBeGreaterThanOrEqual(5000);
  });
});
