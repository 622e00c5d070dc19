// One request at a time per host, spaced; hosts independent; who we are.
import { describe, expect, it } from 'vitest';
import { buildUserAgent } from '../../../src/scrape/http/client.ts';
import { HttpResponse, http, recordRequests, useMswServer } from '../../support/msw.ts';
import { fakeClock, testHttp, TEST_USER_AGENT } from '../../support/scrape-http.ts';

const A = 'https://a.example';
const B = 'https://b.example';
const clockRef: { now: () => number } = { now: () => 0 };
const sent: Array<{ url: string; at: number }> = [];
const page = ({ request }: { request: Request }) => {
  sent.push({ url: request.url, at: clockRef.now() });
  return HttpResponse.html('<p>ok</p>');
};
const server = useMswServer(http.get(`${A}/p/:n`, page), http.get(`${B}/p/:n`, page));
const requests = recordRequests(server);

function useClock() {
  const clock = fakeClock();
  clockRef.now = clock.now;
  sent.length = 0;
  return clock;
}

describe('politeness', () => {
  it('spaces two requests to one host by at least minDelayMs', async () => {
    const clock = useClock();
    const client = testHttp({ minDelayMs: 1000, now: clock.now, sleep: clock.sleep });
    await Promise.all([client.text(`${A}/p/1`), client.text(`${A}/p/2`), client.text(`${A}/p/3`)]);
    const times = sent.map((s) => s.at);
    expect(times).toHaveLength(3);
    for (let i = 1; i < times.length; i++) expect(times[i]! - times[i - 1]!).toBeGreaterThanOrEqual(1000);
  });

  it('also spaces the first page after robots.txt on the same host', async () => {
    const clock = useClock();
    const client = testHttp({ minDelayMs: 1000, now: clock.now, sleep: clock.sleep });
    await client.text(`${A}/p/1`);
    expect(sent[0]!.at).toBeGreaterThanOrEqual(1000);
  });

  it('two hosts interleave: neither waits for the other', async () => {
    const clock = useClock();
    const client = testHttp({ minDelayMs: 1000, now: clock.now, sleep: clock.sleep });
    await Promise.all([
      (async () => {
        await client.text(`${A}/p/1`);
        await client.text(`${A}/p/2`);
      })(),
      (async () => {
        await client.text(`${B}/p/1`);
        await client.text(`${B}/p/2`);
      })(),
    ]);
    const at = (u: string) => sent.find((s) => s.url === u)!.at;
    // per host: robots (t=0), page 1 (≥1000), page 2 (≥2000)
    expect(at(`${A}/p/2`) - at(`${A}/p/1`)).toBeGreaterThanOrEqual(1000);
    expect(at(`${B}/p/2`) - at(`${B}/p/1`)).toBeGreaterThanOrEqual(1000);
    // B's first page went out before A's second: the hosts did not queue behind each other
    expect(at(`${B}/p/1`)).toBeLessThan(at(`${A}/p/2`));
    // with one shared queue six requests would need 5 s; two independent ones need 2 s
    expect(Math.max(...sent.map((s) => s.at))).toBe(2000);
  });

  it('maxConcurrency 1 makes even different hosts wait their turn', async () => {
    useClock();
    let inFlight = 0;
    let most = 0;
    const slow = async () => {
      inFlight++;
      most = Math.max(most, inFlight);
      await new Promise((r) => setTimeout(r, 20));
      inFlight--;
      return HttpResponse.html('<p>ok</p>');
    };
    server.use(http.get(`${A}/slow`, slow), http.get(`${B}/slow`, slow));
    const client = testHttp({ maxConcurrency: 1 });
    await Promise.all([client.text(`${A}/slow`), client.text(`${B}/slow`)]);
    expect(most).toBe(1);
  });

  it('sends a User-Agent naming the project and a contact URL, also for robots.txt', async () => {
    useClock();
    await testHttp().text(`${A}/p/1`);
    expect(requests.all.map((r) => r.headers['user-agent'])).toEqual([TEST_USER_AGENT, TEST_USER_AGENT]);
    expect(requests.urls()).toEqual([`${A}/robots.txt`, `${A}/p/1`]);
  });

  it('builds the User-Agent from the public URL, and adapters cannot replace it', async () => {
    useClock();
    expect(buildUserAgent('https://labs.example/')).toBe('LabDirectoryBot/1.0 (+https://labs.example/about/#scraping)');
    const client = testHttp({ userAgent: undefined, publicUrl: 'https://directory.test' });
    await client.text(`${A}/p/1`, { headers: { 'User-Agent': 'Mozilla/5.0' } });
    expect(requests.all.at(-1)!.headers['user-agent']).toBe(
      'LabDirectoryBot/1.0 (+https://directory.test/about/#scraping)',
    );
  });
});

describe('abort', () => {
  it("the run's signal stops a request waiting for its turn, with HttpAbortedError, and nothing more is sent", async () => {
    useClock();
    const clock = fakeClock(0, 50); // time moves only after 50 ms of real quiet; the abort comes first
    clockRef.now = clock.now;
    const controller = new AbortController();
    const client = testHttp({ minDelayMs: 60_000, now: clock.now, sleep: clock.sleep, signal: controller.signal });
    await client.text(`${A}/p/1`); // robots.txt, then page 1 after 60 s of fake time
    const pending = client.text(`${A}/p/2`); // waits for another 60 s
    setTimeout(() => controller.abort(), 1);
    await expect(pending).rejects.toMatchObject({ name: 'HttpAbortedError', url: `${A}/p/2` });
    expect(requests.count(`${A}/p/2`)).toBe(0);
    expect(clock.now()).toBe(60_000); // it stopped waiting; the pause was not sat out
  });
});
