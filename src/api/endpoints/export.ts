// GET /export (enterprise): the whole directory as full records, streamed as
// NDJSON or CSV, gzip-compressed when accepted; `updated_since` limits it to
// the labs changed since then. Counted as one request.
import type { Writable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { createGzip } from 'node:zlib';
import { labLinks, upgradeUrlOf } from '../links.ts';
import { parseQuery } from '../list-request.ts';
import { detailItem, type DetailItem } from '../mask.ts';
import { CACHE_OK, matchesEtag, sendError } from '../respond.ts';
import { exportQuery } from '../schemas/query.ts';
import { acceptsGzip } from '../../ops/accept-encoding.ts';
import { giveBack, SLICE_MS } from '../../directory/pace.ts';
import type { Endpoint } from './context.ts';

const schema = exportQuery();

export const CSV_COLUMNS = [
  'slug',
  'name',
  'accreditation_number',
  'accreditation_body',
  'accreditation_status',
  'country',
  'city',
  'postcode',
  'latitude',
  'longitude',
  'categories',
  'street_address',
  'phone',
  'email',
  'website_url',
  'scope_document_url',
  'source_url',
  'accreditation_date',
  'last_verified',
  'capabilities',
  'changed_at',
] as const;

/**
 * RFC 4180: a field with a comma, quote or line break is quoted, its quotes
 * doubled. Register text that starts like a spreadsheet formula (=, +, -, @,
 * tab, CR) gets a leading apostrophe so a spreadsheet shows it rather than runs it.
 */
export function csvField(value: unknown): string {
  if (value === null || value === undefined) return '';
  const text = typeof value === 'string' && /^[=+\-@\t\r]/.test(value) ? `'${value}` : String(value);
  return /[",\r\n]/.test(text) ? `"${text.replace(/"/g, '""')}"` : text;
}

/** One lab's line of an export: a JSON object and newline (NDJSON), or a CSV row. */
export function exportLine(item: DetailItem, changedAt: string, format: 'ndjson' | 'csv'): string {
  return format === 'csv' ? csvRow(item, changedAt) : `${JSON.stringify({ ...item, changed_at: changedAt })}\n`;
}

function csvRow(item: DetailItem, changedAt: string): string {
  const row: Record<(typeof CSV_COLUMNS)[number], unknown> = {
    ...item,
    categories: item.categories.join(';'),
    capabilities: (item.capabilities ?? []).map((c) => c.canonical_id).join(';'),
    changed_at: changedAt,
  } as never;
  return `${CSV_COLUMNS.map((c) => csvField(row[c])).join(',')}\r\n`;
}

export const exportLabs: Endpoint = (ctx) => {
  const parsed = parseQuery(schema, ctx.params);
  if (!parsed.ok) return sendError(ctx.req, ctx.res, 400, ctx.headers, { error: parsed.error, docs: ctx.docsUrl });
  if (ctx.tier !== 'enterprise') {
    return sendError(ctx.req, ctx.res, 403, ctx.headers, {
      error:
        `Bulk export needs the enterprise tier (this request is ${ctx.tier}). Page through /labs instead, or ` +
        'upgrade.',
      upgrade_url: upgradeUrlOf(ctx.origin),
    });
  }
  const format = parsed.value.format ?? 'ndjson';
  const since = parsed.value.updated_since ?? null;
  const dir = ctx.views.directory;
  // Oldest change first, as the change feed: a mirror can resume from the last line it stored.
  const positions =
    since === null ? [...dir.changeOrder] : dir.changeOrder.filter((p) => dir.changedAt[p]! >= since.ms);
  // An empty export was last modified when the directory last changed at all.
  const lastModified =
    positions.length > 0
      ? dir.changedAt[positions[positions.length - 1]!]!
      : (dir.changedAt[dir.changeOrder[dir.changeOrder.length - 1] ?? 0] ?? 0);
  // gzip only when the client takes it (an export streams through one compressor; brotli is not offered for it).
  const gzip = acceptsGzip(ctx.req.headers['accept-encoding']);
  const tag = `"export-${dir.manifest.content_hash.slice(0, 24)}-${format}-${since?.ms ?? 'all'}${gzip ? '-gz' : ''}"`;
  const headers: Record<string, string> = {
    ...ctx.headers,
    'Content-Type': format === 'csv' ? 'text/csv; charset=utf-8' : 'application/x-ndjson; charset=utf-8',
    'Content-Disposition': `attachment; filename="labs.${format}"`,
    'Cache-Control': CACHE_OK,
    ETag: tag,
    'Last-Modified': new Date(lastModified).toUTCString(),
  };
  if (matchesEtag(ctx.req, tag)) {
    delete headers['Content-Type'];
    ctx.res.writeHead(304, headers).end();
    return;
  }
  if (gzip) headers['Content-Encoding'] = 'gzip';
  ctx.res.writeHead(200, headers);
  if (ctx.req.method === 'HEAD') return void ctx.res.end();

  const upgradeUrl = upgradeUrlOf(ctx.origin);
  const line = (p: number): string => {
    const lab = dir.labs[p]!;
    const item = detailItem(lab, true, labLinks(ctx.origin, lab.slug), upgradeUrl);
    const changedAt = new Date(dir.changedAt[p]!).toISOString();
    return exportLine(item, changedAt, format);
  };
  const compressor = gzip ? createGzip({ level: 5 }) : null;
  const out: Writable = compressor ?? ctx.res;
  if (compressor) {
    pipeline(compressor, ctx.res).catch((error: Error) => {
      // A client that leaves mid-export is not a fault; anything else is logged (the status line is already sent).
      if ((error as NodeJS.ErrnoException).code !== 'ERR_STREAM_PREMATURE_CLOSE') ctx.log?.(`export: ${error.message}`);
    });
  }
  writeInSlices(out, positions, line, format === 'csv' ? `${CSV_COLUMNS.join(',')}\r\n` : '').catch((error: Error) => {
    ctx.log?.(`export: ${error.message}`);
    out.destroy(error);
  });
};

/** A slice is this much text at most (~64 KB) or SLICE_MS in the making, whichever comes first. */
const SLICE_CHARS = 32 * 1024;

/**
 * Writes the export a slice at a time and gives the event loop back between slices (setImmediate, or the
 * stream's 'drain' when its buffer is full): one export never holds the loop for more than a slice's making,
 * compressed or not, however fast the client reads.
 */
async function writeInSlices(out: Writable, positions: ArrayLike<number>, line: (p: number) => string, head: string) {
  let i = 0;
  let slice = head;
  while (i < positions.length) {
    const started = performance.now();
    while (i < positions.length && slice.length < SLICE_CHARS && performance.now() - started < SLICE_MS)
      slice += line(positions[i++]!);
    if (out.destroyed) return;
    const full = !out.write(slice);
    slice = '';
    if (full) await settled(out, 'drain');
    else await giveBack();
  }
  if (out.destroyed) return;
  if (slice) out.write(slice);
  out.end();
}

/** Resolves on `event`, or when the stream closes first (a client that left: nothing more to write). */
function settled(stream: Writable, event: string): Promise<void> {
  return new Promise((resolve) => {
    const done = () => {
      stream.off(event, done);
      stream.off('close', done);
      resolve();
    };
    stream.on(event, done);
    stream.on('close', done);
  });
}
