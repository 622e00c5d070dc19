// Conditional requests: validators remembered, sent, and 304 answered from memory (or a file).
import { mkdtemp, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { HttpResponse, http, recordRequests, useMswServer } from '../../support/msw.ts';
import { testHttp } from '../../support/scrape-http.ts';

const R = 'https://register.example';
const ETAG = '"listing-v1"';
const LAST_MODIFIED = 'Tue, 01 Sep 2026 10:00:00 GMT';
const BODY = '<table><tr><td>Zkušební laboratoř</td></tr></table>';

/** Answers 304 when the request carries our validators, else 200 with them. */
const conditional = http.get(`${R}/list`, ({ request }) => {
  if (request.headers.get('if-none-match') === ETAG || request.headers.get('if-modified-since') === LAST_MODIFIED) {
    return new HttpResponse(null, { status: 304, headers: { etag: ETAG } });
  }
  return HttpResponse.html(BODY, {
    headers: { etag: ETAG, 'last-modified': LAST_MODIFIED, 'content-type': 'text/html; charset=utf-8' },
  });
});
const server = useMswServer(conditional);
const requests = recordRequests(server);
const listRequests = () => requests.all.filter((r) => r.url === `${R}/list`);

describe('conditional requests', () => {
  it('first GET sends no validators; the second sends If-None-Match and If-Modified-Since', async () => {
    const client = testHttp();
    await client.text(`${R}/list`);
    await client.text(`${R}/list`);
    const [first, second] = listRequests();
    expect(first!.headers['if-none-match']).toBeUndefined();
    expect(second!.headers['if-none-match']).toBe(ETAG);
    expect(second!.headers['if-modified-since']).toBe(LAST_MODIFIED);
  });

  it('a 304 returns the remembered body as a 200', async () => {
    const client = testHttp();
    const first = await client.text(`${R}/list`);
    const second = await client.text(`${R}/list`);
    expect(second).toEqual(first);
    expect(second).toMatchObject({ status: 200, text: BODY });
    expect(client.stats()).toMatchObject({ pages: 1, notModified: 1 });
  });

  it('the cache survives saveCache and a new client loading the file', async () => {
    const dir = await mkdtemp(path.join(tmpdir(), 'scrape-cache-'));
    try {
      const cacheFile = path.join(dir, 'scrape-cache', 'TEST.json');
      const first = testHttp({ cacheFile });
      await first.text(`${R}/list`);
      await first.saveCache();
      expect(JSON.parse(await readFile(cacheFile, 'utf8')).entries[`${R}/list`].etag).toBe(ETAG);

      requests.clear();
      const second = testHttp({ cacheFile });
      await expect(second.text(`${R}/list`)).resolves.toMatchObject({ status: 200, text: BODY });
      expect(listRequests()[0]!.headers['if-none-match']).toBe(ETAG);
      expect(second.stats()).toMatchObject({ pages: 0, notModified: 1 });
    } finally {
      await rm(dir, { recursive: true, force: true });
    }
  });

  it('a POST is never conditional', async () => {
    let seen: string | null = 'unset';
    server.use(
      http.post(`${R}/list`, ({ request }) => {
        seen = request.headers.get('if-none-match');
        return HttpResponse.html('<p>results</p>', { headers: { etag: '"p"' } });
      }),
    );
    const client = testHttp();
    await client.text(`${R}/list`);
    await client.text(`${R}/list`, { method: 'POST', form: { q: 'x' } });
    expect(seen).toBeNull();
  });
});

describe('cacheFile option', () => {
  let dir: string;
  beforeEach(async () => {
    dir = await mkdtemp(path.join(tmpdir(), 'scrape-cache-'));
  });
  afterEach(async () => {
    await rm(dir, { recursive: true, force: true });
  });

  it('a corrupt cache file is logged and ignored, not fatal', async () => {
    const cacheFile = path.join(dir, 'bad.json');
    await (await import('node:fs/promises')).writeFile(cacheFile, 'not json');
    const lines: string[] = [];
    await expect(testHttp({ cacheFile, log: (l) => lines.push(l) }).text(`${R}/list`)).resolves.toMatchObject({
      text: BODY,
    });
    expect(lines.join('\n')).toContain('could not be read');
  });
});

describe('cache limits', () => {
  it('does not keep a body larger than cacheMaxBodyBytes (so no conditional request for it)', async () => {
    const client = testHttp({ cacheMaxBodyBytes: 10 });
    await client.text(`${R}/list`);
    await client.text(`${R}/list`);
    expect(listRequests()[1]!.headers['if-none-match']).toBeUndefined();
    expect(client.stats()).toMatchObject({ pages: 2, notModified: 0 });
  });
});
