// Registers whose search page loads its results as JSON from an endpoint, one
// page at a time (UKAS's WordPress REST API, COFRAC's easysearch,
// Akkreditierung Austria, SAS, NAH). The shape walks every page and refuses
// to return a listing it cannot prove complete:
//
// - a response without its list of results throws (the endpoint changed);
// - a first page that holds nothing throws, and so does a later empty page
//   before the announced number of pages or results is reached;
// - a total that changes while paging, or that does not match what was
//   collected, throws;
// - a register that must announce its total (`requireTotal`) throws when an
//   answer does not;
// - a listing from which no laboratory is kept throws.
//
// Paging ends at the announced number of pages, else at the announced total,
// else at a page shorter than `pageSize`, else at the first empty page.
//
// The typed readers (at, textAt, numberAt, arrayAt) read untyped JSON by a
// dotted path ("data.organisations", "adresse.plz") or a key list.
import type { ListedLab, ListingProbe, RequestOptions, ScrapeContext } from '../adapter.ts';
import { checkAborted, layoutError } from './lab-fields.ts';

export interface JsonPage<T> {
  items: T[];
  /** Results the register announces for the whole search, when it says. */
  total: number | null;
  /** Pages the register announces, when it says. */
  pages?: number | null;
}

export interface PagingOptions {
  /** Number of the first page (default 1). */
  firstPage?: number;
  /** A run-away guard (default 2,000 pages). */
  maxPages?: number;
  /** Every answer must announce its total (a non-negative integer). */
  requireTotal?: boolean;
  /** Results per page the endpoint serves: a shorter page is the last (when no total or page count is announced). */
  pageSize?: number;
  signal?: AbortSignal;
  /** The first-run check: read the first page only and tell it what it held (pass the context's `probe`). */
  probe?: ListingProbe;
}

/** Every item of a paged JSON search. `label` names the search in error messages. */
export async function allJsonPages<T>(
  label: string,
  fetchPage: (page: number) => Promise<JsonPage<T>>,
  options: PagingOptions = {},
): Promise<T[]> {
  const first = options.firstPage ?? 1;
  const maxPages = options.maxPages ?? 2000;
  const items: T[] = [];
  let announcedTotal: number | null = null;
  let announcedPages: number | null = null;
  for (let page = first; ; page++) {
    if (page - first >= maxPages)
      throw new Error(`${label}: more than ${maxPages} pages, giving up rather than looping`);
    options.signal?.throwIfAborted();
    const result = await fetchPage(page);
    if (!Array.isArray(result.items))
      layoutError(`${label} page ${page} has no list of hits: not of the expected shape (the endpoint changed?)`);
    const total = result.total;
    if (options.requireTotal && (typeof total !== 'number' || !Number.isInteger(total) || total < 0))
      layoutError(`${label} page ${page} does not report its total`);
    if (total !== null && announcedTotal !== null && total !== announcedTotal) {
      layoutError(`${label}: the total changed from ${announcedTotal} to ${total} while paging; try again later`);
    }
    announcedTotal ??= total;
    announcedPages ??= result.pages ?? null;
    if (result.items.length === 0) {
      if (page === first) throw new Error(`${label}: the first page holds no result`);
      const before = announcedPages !== null && page - first < announcedPages;
      if (before || (announcedTotal !== null && items.length < announcedTotal)) {
        throw new Error(
          `${label}: page ${page}${announcedPages !== null ? ` of ${announcedPages}` : ''} holds no result, ` +
            `empty after ${items.length} of ${announcedTotal ?? '?'}`,
        );
      }
      break;
    }
    items.push(...result.items);
    if (options.probe) {
      const more =
        (announcedPages ?? 1) > 1 ||
        (announcedTotal ?? 0) > items.length ||
        (options.pageSize !== undefined && result.items.length >= options.pageSize);
      options.probe.firstPage({
        label,
        url: label,
        rows: result.items.length,
        labs: result.items.length,
        total: announcedTotal,
        more,
      });
      return items;
    }
    if (announcedPages !== null) {
      if (page - first + 1 >= announcedPages) break;
    } else if (announcedTotal !== null) {
      if (items.length >= announcedTotal) break;
    } else if (options.pageSize !== undefined && result.items.length < options.pageSize) {
      break;
    }
  }
  if (announcedTotal !== null && items.length !== announcedTotal) {
    throw new Error(`${label}: the register announces ${announcedTotal} results but ${items.length} were read`);
  }
  return items;
}

export interface JsonListingOptions<Item> extends Omit<PagingOptions, 'signal'> {
  /** Names the listing in error messages (default: the first page's URL). */
  label?: string;
  /** The URL of page `page` (numbered from `firstPage`, default 1). */
  url(page: number): string;
  request?: RequestOptions;
  /** The hits on one answer, or undefined when the answer has none (throws). */
  items(body: unknown): Item[] | undefined;
  /** The total number of hits the answer reports, or null/undefined when it does not say. */
  total(body: unknown): number | null | undefined;
  /** One hit as a listed lab, or null for hits the directory does not cover (inspection bodies...). */
  toListed(item: Item): ListedLab | null;
}

/**
 * A register's JSON listing fetched with GET per page, as listed labs: each
 * lab once (a repeat is logged and the first kept); throws when no hit is a
 * laboratory.
 */
export async function readJsonListing<Item>(
  ctx: ScrapeContext,
  options: JsonListingOptions<Item>,
): Promise<ListedLab[]> {
  const label = options.label ?? `JSON listing ${options.url(options.firstPage ?? 1)}`;
  const items = await allJsonPages<Item>(
    label,
    async (page) => {
      checkAborted(ctx);
      const url = options.url(page);
      const body = await ctx.http.json<unknown>(url, options.request);
      const items = options.items(body);
      if (!Array.isArray(items)) layoutError(`${url} has no list of hits: not of the expected shape (the API changed)`);
      const total = options.total(body);
      return { items, total: typeof total === 'number' ? total : null };
    },
    { ...options, maxPages: options.maxPages ?? 500, signal: ctx.signal, ...(ctx.probe ? { probe: ctx.probe } : {}) },
  );
  const byId = new Map<string, ListedLab>();
  for (const item of items) {
    const lab = options.toListed(item);
    if (!lab) continue;
    if (byId.has(lab.register_id)) ctx.log(`listing shows ${lab.register_id} twice; kept the first`);
    else byId.set(lab.register_id, lab);
  }
  if (!byId.size) layoutError(`${label}: no laboratories found`);
  return [...byId.values()];
}

// ------------------------------------------------------------ typed readers

type Path = string | readonly (string | number)[];

/** The value at a dotted path ("data.results") or key list (['telephelyek', 0, 'cim']), or undefined. */
export function at(value: unknown, path: Path): unknown {
  let current = value;
  for (const key of typeof path === 'string' ? path.split('.') : path) {
    if (current === null || typeof current !== 'object') return undefined;
    current = (current as Record<string | number, unknown>)[key];
  }
  return current;
}

/** The array at `path`; throws naming the path when the response has none there (the endpoint changed). */
export function arrayAt(value: unknown, path: Path, label: string): unknown[] {
  const found = at(value, path);
  if (!Array.isArray(found))
    throw new Error(
      `${label}: the response has no array at '${typeof path === 'string' ? path : path.join('.')}' (the ` +
        "endpoint's format changed?)",
    );
  return found;
}

/** A number at `path` (also a numeric string), else null. */
export function numberAt(value: unknown, path: Path): number | null {
  const found = at(value, path);
  const n = typeof found === 'string' && found.trim() !== '' ? Number(found) : found;
  return typeof n === 'number' && Number.isFinite(n) ? n : null;
}

/** A string at `path`, whitespace collapsed and trimmed (numbers as text); empty or absent → null. */
export function textAt(value: unknown, path: Path): string | null {
  const found = at(value, path);
  if (typeof found === 'number') return String(found);
  if (typeof found !== 'string') return null;
  const t = found.replace(/[\s\u00a0]+/g, ' ').trim();
  return t === '' ? null : t;
}
