// Compression over real HTTP: API answers above 1 KB go brotli or gzip as the
// client's Accept-Encoding and q-values allow, with Vary and a per-encoding
// ETag that still revalidates; small answers and errors go as they are; the
// static site honours q=0 too.
import { request } from 'node:http';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { chooseEncoding } from '../../src/ops/accept-encoding.ts';
import { startTestServer, type TestServer } from '../support/server.ts';
import { startSiteServer, type SiteServer } from '../support/site-server.ts';

let server: TestServer;
let site: SiteServer;

beforeAll(async () => {
  [server, site] = await Promise.all([startTestServer(), startSiteServer()]);
});

afterAll(async () => {
  await Promise.all([server?.close(), site?.close()]);
});

interface Raw {
  status: number;
  headers: Record<string, string | string[] | undefined>;
  body: Buffer;
}

/** A GET whose body is read as sent (fetch would decompress it). */
function raw(port: number, path: string, headers: Record<string, string> = {}): Promise<Raw> {
  return new Promise((resolve, reject) => {
    const req = request({ host: '127.0.0.1', port, path, headers }, (res) => {
      const chunks: Buffer[] = [];
      res.on('data', (c: Buffer) => chunks.push(c));
      res.on('end', () => resolve({ status: res.statusCode ?? 0, headers: res.headers, body: Buffer.concat(chunks) }));
    });
    req.on('error', reject);
    req.end();
  });
}

const decode = (r: Raw) =>
  r.headers['content-encoding'] === 'br'
    ? brotliDecompressSync(r.body)
    : r.headers['content-encoding'] === 'gzip'
      ? gunzipSync(r.body)
      : r.body;

describe('choosing an encoding', () => {
  it.each([
    ['gzip, deflate, br', 'br'],
    ['br;q=0, gzip', 'gzip'],
    ['gzip;q=0.5, br;q=0.4', 'gzip'],
    ['*', 'br'],
    ['*;q=0', 'identity'],
    ['identity', 'identity'],
    ['', 'identity'],
    ['gzip;q=0, br;q=0', 'identity'],
  ] as const)('Accept-Encoding %j → %s', (header, expected) => {
    expect(chooseEncoding(header)).toBe(expected);
  });
});

describe('API answers', () => {
  const path = '/api/v1/labs?per_page=100';

  it('sends a large list brotli-compressed when accepted, far smaller, the same JSON', async () => {
    const plain = await raw(server.app.port, path);
    const br = await raw(server.app.port, path, { 'Accept-Encoding': 'gzip, br' });
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(br.headers['content-encoding']).toBe('br');
    expect(br.headers.vary).toBe('X-Api-Key, Accept-Encoding');
    expect(br.body.length).toBeLessThan(plain.body.length / 4);
    expect(JSON.parse(decode(br).toString())).toEqual(JSON.parse(plain.body.toString()));
    expect(Number(br.headers['content-length'])).toBe(br.body.length);
  });

  it('honours q=0: br;q=0, gzip gets gzip', async () => {
    const r = await raw(server.app.port, path, { 'Accept-Encoding': 'br;q=0, gzip' });
    expect(r.headers['content-encoding']).toBe('gzip');
    expect(JSON.parse(gunzipSync(r.body).toString()).data).toHaveLength(100);
  });

  it('gives each encoding its own ETag, and revalidates across them with 304', async () => {
    const plain = await raw(server.app.port, path);
    const br = await raw(server.app.port, path, { 'Accept-Encoding': 'br' });
    expect(br.headers.etag).not.toBe(plain.headers.etag);
    expect(String(br.headers.etag)).toMatch(/-br"$/);
    const again = await raw(server.app.port, path, {
      'Accept-Encoding': 'br',
      'If-None-Match': String(br.headers.etag),
    });
    expect(again.status).toBe(304);
    const fromPlain = await raw(server.app.port, path, {
      'Accept-Encoding': 'br',
      'If-None-Match': String(plain.headers.etag),
    });
    expect(fromPlain.status).toBe(304);
  });

  it('sends small answers and errors as they are', async () => {
    const small = await raw(server.app.port, '/api/v1/labs?per_page=1&q=zzzzzzzzzz', { 'Accept-Encoding': 'br' });
    expect(small.headers['content-encoding']).toBeUndefined();
    const error = await raw(server.app.port, '/api/v1/labs?contry=DE', { 'Accept-Encoding': 'br' });
    expect(error.status).toBe(400);
    expect(error.headers['content-encoding']).toBeUndefined();
  });
});

describe('the static site', () => {
  it('honours q=0: br;q=0, gzip gets gzip, and identity gets the file as it is', async () => {
    const gz = await raw(site.port, '/search', {
      'Accept-Encoding': 'br;q=0, gzip',
      Host: new URL(site.publicUrl).host,
    });
    expect(gz.status).toBe(200);
    expect(gz.headers['content-encoding']).toBe('gzip');
    const none = await raw(site.port, '/search', {
      'Accept-Encoding': 'br;q=0, gzip;q=0',
      Host: new URL(site.publicUrl).host,
    });
    expect(none.headers['content-encoding']).toBeUndefined();
    expect(none.body.toString()).toContain('<html');
  });
});
