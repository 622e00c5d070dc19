// Serves the built site (dist/client): content types, gzip/brotli for text,
// long-lived caching for Astro's hashed assets, and the site's 404 page.
import { createReadStream } from 'node:fs';
import { readFile, stat } from 'node:fs/promises';
import type { IncomingMessage, ServerResponse } from 'node:http';
import path from 'node:path';
import { brotliCompressSync, gzipSync, constants as zlib } from 'node:zlib';
import { LRUCache } from 'lru-cache';
import { chooseEncoding } from '../ops/accept-encoding.ts';

const TYPES: Readonly<Record<string, string>> = {
  '.html': 'text/html; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.mjs': 'text/javascript; charset=utf-8',
  '.json': 'application/json; charset=utf-8',
  '.xml': 'application/xml; charset=utf-8',
  '.txt': 'text/plain; charset=utf-8',
  '.md': 'text/markdown; charset=utf-8',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.jpg': 'image/jpeg',
  '.webp': 'image/webp',
  '.ico': 'image/x-icon',
  '.woff2': 'font/woff2',
  '.webmanifest': 'application/manifest+json',
};
const COMPRESSIBLE = /^(text\/|application\/(json|xml|manifest\+json)|image\/svg)/;
const MAX_CACHED_BYTES = 2_000_000;

interface Encoded {
  identity: Buffer;
  br: Buffer;
  gzip: Buffer;
}

export function createStaticHandler(root: string) {
  const absoluteRoot = path.resolve(root);
  // Compressing on every request would cost more than serving: keep results.
  const compressed = new LRUCache<string, Encoded>({
    maxSize: 64_000_000,
    sizeCalculation: (e) => e.identity.length + e.br.length + e.gzip.length,
  });

  async function resolveFile(urlPath: string): Promise<string | null> {
    let decoded: string;
    try {
      decoded = decodeURIComponent(urlPath);
    } catch {
      return null;
    }
    if (decoded.includes('\0')) return null;
    const target = path.resolve(absoluteRoot, `.${path.posix.normalize(`/${decoded}`)}`);
    if (target !== absoluteRoot && !target.startsWith(absoluteRoot + path.sep)) return null;
    for (const candidate of [target, path.join(target, 'index.html'), `${target}.html`]) {
      const info = await stat(candidate).catch(() => null);
      if (info?.isFile()) return candidate;
    }
    return null;
  }

  async function send(req: IncomingMessage, res: ServerResponse, file: string, status: number): Promise<void> {
    const type = TYPES[path.extname(file)] ?? 'application/octet-stream';
    const relative = path.relative(absoluteRoot, file);
    res.statusCode = status;
    res.setHeader('Content-Type', type);
    res.setHeader('X-Content-Type-Options', 'nosniff');
    res.setHeader(
      'Cache-Control',
      relative.startsWith(`_astro${path.sep}`) ? 'public, max-age=31536000, immutable' : 'public, max-age=300',
    );
    const info = await stat(file);
    if (COMPRESSIBLE.test(type) && info.size <= MAX_CACHED_BYTES) {
      res.setHeader('Vary', 'Accept-Encoding');
      const key = `${file}:${info.mtimeMs}`;
      let entry = compressed.get(key);
      if (!entry) {
        const identity = await readFile(file);
        entry = {
          identity,
          br: brotliCompressSync(identity, { params: { [zlib.BROTLI_PARAM_QUALITY]: 5 } }),
          gzip: gzipSync(identity),
        };
        compressed.set(key, entry);
      }
      const encoding = chooseEncoding(req.headers['accept-encoding']);
      if (encoding !== 'identity') res.setHeader('Content-Encoding', encoding);
      const body = entry[encoding];
      res.setHeader('Content-Length', body.length);
      res.end(req.method === 'HEAD' ? undefined : body);
      return;
    }
    res.setHeader('Content-Length', info.size);
    if (req.method === 'HEAD') return void res.end();
    createReadStream(file).pipe(res);
  }

  /** Answers the request from the site, or its 404 page; returns false only for methods it does not serve. */
  return async function serveStatic(req: IncomingMessage, res: ServerResponse, urlPath: string): Promise<boolean> {
    if (req.method !== 'GET' && req.method !== 'HEAD') return false;
    const file = await resolveFile(urlPath);
    if (file) {
      await send(req, res, file, 200);
      return true;
    }
    // Under /<lang>/, that language's 404 page (built at /<lang>/404/), else the English one.
    const lang = /^\/([a-z]{2})\//.exec(urlPath)?.[1];
    const candidates = [
      ...(lang ? [path.join(absoluteRoot, lang, '404', 'index.html')] : []),
      path.join(absoluteRoot, '404.html'),
    ];
    let notFound: string | undefined;
    for (const candidate of candidates) {
      if (
        await stat(candidate).then(
          (s) => s.isFile(),
          () => false,
        )
      ) {
        notFound = candidate;
        break;
      }
    }
    if (notFound) {
      await send(req, res, notFound, 404);
    } else {
      res.writeHead(404, { 'Content-Type': 'text/plain; charset=utf-8' }).end('Not found\n');
    }
    return true;
  };
}
