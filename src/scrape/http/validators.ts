// The conditional-request cache: for each GET URL that answered 200 with an
// ETag and/or Last-Modified, those validators and the body. The next GET of
// that URL sends If-None-Match / If-Modified-Since; a 304 hands back the
// remembered body. In memory, with optional load/save as one JSON file
// (written atomically: a temporary file in the same directory, then rename).
import { readFile } from 'node:fs/promises';
import { writeFileAtomically } from '../../ops/write-atomically.ts';

export interface CachedBody {
  etag?: string;
  lastModified?: string;
  contentType: string;
  body: Uint8Array;
  /** Epoch ms (the client's clock) when the body was stored or last revalidated. */
  storedAt: number;
}

interface SerializedEntry {
  etag?: string;
  lastModified?: string;
  contentType: string;
  storedAt: string;
  /** base64 */
  body: string;
}

export interface SerializedCache {
  version: 1;
  entries: Record<string, SerializedEntry>;
}

export interface Validators {
  etag?: string | null | undefined;
  lastModified?: string | null | undefined;
}

export class ValidatorCache {
  #entries = new Map<string, CachedBody>();
  #bytes = 0;
  readonly #maxTotalBytes: number;

  /** `maxTotalBytes` bounds the bodies kept (in memory and in the saved file); past it, new bodies are not kept. */
  constructor(maxTotalBytes = Number.POSITIVE_INFINITY) {
    this.#maxTotalBytes = maxTotalBytes;
  }

  /** Bytes of body kept. */
  get bytes(): number {
    return this.#bytes;
  }

  get size(): number {
    return this.#entries.size;
  }

  get(url: string): CachedBody | undefined {
    return this.#entries.get(url);
  }

  /** If-None-Match / If-Modified-Since for `url`, empty when nothing is remembered. */
  conditionalHeaders(url: string): Record<string, string> {
    const e = this.#entries.get(url);
    const h: Record<string, string> = {};
    if (e?.etag) h['if-none-match'] = e.etag;
    if (e?.lastModified) h['if-modified-since'] = e.lastModified;
    return h;
  }

  /** Remember a 200; a response with neither validator forgets the URL (nothing to revalidate with). */
  store(url: string, v: Validators, contentType: string, body: Uint8Array, now: number): void {
    const etag = v.etag?.trim() || undefined;
    const lastModified = v.lastModified?.trim() || undefined;
    if (!etag && !lastModified) {
      this.delete(url);
      return;
    }
    const entry: CachedBody = { contentType, body, storedAt: now };
    if (etag) entry.etag = etag;
    if (lastModified) entry.lastModified = lastModified;
    this.set(url, entry);
  }

  /** After a 304: take any new validators the server sent, keep the body. Returns the entry. */
  revalidated(url: string, v: Validators, now: number): CachedBody | undefined {
    const e = this.#entries.get(url);
    if (!e) return undefined;
    const etag = v.etag?.trim();
    const lastModified = v.lastModified?.trim();
    if (etag) e.etag = etag;
    if (lastModified) e.lastModified = lastModified;
    e.storedAt = now;
    return e;
  }

  entries(): IterableIterator<[string, CachedBody]> {
    return this.#entries.entries();
  }

  /** Put an entry as it is (merging a loaded cache); over the size budget, the URL is forgotten instead. */
  set(url: string, entry: CachedBody): void {
    this.delete(url);
    if (this.#bytes + entry.body.byteLength > this.#maxTotalBytes) return;
    this.#entries.set(url, entry);
    this.#bytes += entry.body.byteLength;
  }

  delete(url: string): void {
    const old = this.#entries.get(url);
    if (old) this.#bytes -= old.body.byteLength;
    this.#entries.delete(url);
  }

  toJSON(): SerializedCache {
    const entries: Record<string, SerializedEntry> = {};
    for (const [url, e] of [...this.#entries].sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0))) {
      const s: SerializedEntry = {
        contentType: e.contentType,
        storedAt: new Date(e.storedAt).toISOString(),
        body: Buffer.from(e.body.buffer, e.body.byteOffset, e.body.byteLength).toString('base64'),
      };
      if (e.etag) s.etag = e.etag;
      if (e.lastModified) s.lastModified = e.lastModified;
      entries[url] = s;
    }
    return { version: 1, entries };
  }

  /** Throws TypeError when `data` is not a cache this code wrote. */
  static fromJSON(data: unknown): ValidatorCache {
    const cache = new ValidatorCache();
    if (!isObject(data) || data.version !== 1 || !isObject(data.entries)) {
      throw new TypeError('not a scrape validator cache (version 1)');
    }
    for (const [url, raw] of Object.entries(data.entries)) {
      if (!isObject(raw) || typeof raw.body !== 'string' || typeof raw.contentType !== 'string') continue;
      const storedAt = typeof raw.storedAt === 'string' ? Date.parse(raw.storedAt) : NaN;
      const v: Validators = {
        etag: typeof raw.etag === 'string' ? raw.etag : undefined,
        lastModified: typeof raw.lastModified === 'string' ? raw.lastModified : undefined,
      };
      cache.store(
        url,
        v,
        raw.contentType,
        new Uint8Array(Buffer.from(raw.body, 'base64')),
        Number.isNaN(storedAt) ? 0 : storedAt,
      );
    }
    return cache;
  }
}

function isObject(x: unknown): x is Record<string, unknown> {
  return typeof x === 'object' && x !== null && !Array.isArray(x);
}

/** Read a cache file; a missing file is an empty cache. Throws on unreadable or malformed content. */
export async function loadValidatorCache(file: string): Promise<ValidatorCache> {
  let text: string;
  try {
    text = await readFile(file, 'utf8');
  } catch (err) {
    if ((err as NodeJS.ErrnoException).code === 'ENOENT') return new ValidatorCache();
    throw err;
  }
  return ValidatorCache.fromJSON(JSON.parse(text));
}

/** Write the cache to `file` atomically; creates the directory. */
export function saveValidatorCache(cache: ValidatorCache, file: string): Promise<void> {
  return writeFileAtomically(file, `${JSON.stringify(cache.toJSON())}\n`);
}
