import { mkdtemp, readdir, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { ValidatorCache, loadValidatorCache, saveValidatorCache } from '../../../src/scrape/http/validators.ts';

const bytes = (s: string) => new Uint8Array(Buffer.from(s, 'latin1'));

describe('ValidatorCache', () => {
  it('gives If-None-Match and If-Modified-Since for a remembered URL', () => {
    const c = new ValidatorCache();
    c.store(
      'https://r.example/a',
      { etag: 'W/"v1"', lastModified: 'Tue, 01 Sep 2026 10:00:00 GMT' },
      'text/html',
      bytes('x'),
      0,
    );
    expect(c.conditionalHeaders('https://r.example/a')).toEqual({
      'if-none-match': 'W/"v1"',
      'if-modified-since': 'Tue, 01 Sep 2026 10:00:00 GMT',
    });
    expect(c.conditionalHeaders('https://r.example/b')).toEqual({});
  });

  it('forgets a URL whose new response has no validators', () => {
    const c = new ValidatorCache();
    c.store('https://r.example/a', { etag: '"v1"' }, 'text/html', bytes('x'), 0);
    c.store('https://r.example/a', {}, 'text/html', bytes('y'), 1);
    expect(c.get('https://r.example/a')).toBeUndefined();
  });

  it('takes new validators from a 304 and keeps the body', () => {
    const c = new ValidatorCache();
    c.store('https://r.example/a', { etag: '"v1"' }, 'text/html', bytes('body'), 0);
    const e = c.revalidated('https://r.example/a', { etag: '"v2"' }, 5);
    expect(e?.etag).toBe('"v2"');
    expect(Buffer.from(e!.body).toString('latin1')).toBe('body');
  });
});

describe('cache file', () => {
  let dir: string;
  beforeEach(async () => {
    dir = await mkdtemp(path.join(tmpdir(), 'scrape-cache-'));
  });
  afterEach(async () => {
    await rm(dir, { recursive: true, force: true });
  });

  it('survives save and load, bytes exact, and leaves no temporary file', async () => {
    const c = new ValidatorCache();
    const body = new Uint8Array([0x5a, 0x9a, 0xf8, 0x00, 0xff]);
    c.store(
      'https://r.example/a',
      { etag: '"v1"', lastModified: 'Tue, 01 Sep 2026 10:00:00 GMT' },
      'text/html; charset=windows-1250',
      body,
      Date.UTC(2026, 10, 20),
    );
    const file = path.join(dir, 'nested', 'DAKKS.json');
    await saveValidatorCache(c, file);
    const loaded = await loadValidatorCache(file);
    expect(loaded.get('https://r.example/a')).toEqual(c.get('https://r.example/a'));
    expect(await readdir(path.dirname(file))).toEqual(['DAKKS.json']);
  });

  it('a missing file is an empty cache', async () => {
    expect((await loadValidatorCache(path.join(dir, 'none.json'))).size).toBe(0);
  });

  it('a malformed file is an error', async () => {
    const file = path.join(dir, 'bad.json');
    await writeFile(file, '{"version": 2}');
    await expect(loadValidatorCache(file)).rejects.toThrow(TypeError);
  });

  it('keeps no more body bytes than its budget, forgetting the URLs it cannot keep', () => {
    const c = new ValidatorCache(10);
    c.store('https://r.example/a', { etag: '"a"' }, 'text/html', new Uint8Array(6), 0);
    c.store('https://r.example/b', { etag: '"b"' }, 'text/html', new Uint8Array(6), 0);
    expect(c.bytes).toBe(6);
    expect(c.conditionalHeaders('https://r.example/b')).toEqual({});
    c.store('https://r.example/a', { etag: '"a2"' }, 'text/html', new Uint8Array(4), 0);
    c.store('https://r.example/b', { etag: '"b"' }, 'text/html', new Uint8Array(6), 0);
    expect(c.bytes).toBe(10);
    expect(c.conditionalHeaders('https://r.example/b')).toEqual({ 'if-none-match': '"b"' });
  });
});
