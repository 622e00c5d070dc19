// Registers whose search page is a front for a JSON endpoint: the page
// script asks for one page of hits at a time and the answer carries the
// total. The shape walks the pages until the total is read; the adapter maps
// one hit. An answer without the hit list or the total throws (the endpoint
// changed), and so does a page that comes back empty before the total.
import type { ListedLab, RequestOptions, ScrapeContext } from '../adapter.ts';
import { checkAborted, layoutError } from './register-common.ts';

export interface JsonListingOptions<Item> {
  /** The URL of page `page` (numbered from `firstPage`). */
  url(page: number): string;
  firstPage?: number;
  request?: RequestOptions;
  /** The hits on one answer, or undefined when the answer has none (throws). */
  items(body: unknown): Item[] | undefined;
  /** The total number of hits the endpoint reports. */
  total(body: unknown): number | undefined;
  /** One hit as a listed lab, or null for hits the directory does not cover (inspection bodies...). */
  toListed(item: Item): ListedLab | null;
  maxPages?: number;
}

export async function readJsonListing<Item>(ctx: ScrapeContext, options: JsonListingOptions<Item>): Promise<ListedLab[]> {
  const first = options.firstPage ?? 0;
  const byId = new Map<string, ListedLab>();
  let total: number | undefined;
  let read = 0;
  for (let page = first; total === undefined || read < total; page++) {
    if (page - first >= (options.maxPages ?? 500)) layoutError(`JSON listing did not end after ${page - first} pages`);
    checkAborted(ctx);
    const url = options.url(page);
    const body = await ctx.http.json<unknown>(url, options.request);
    const items = options.items(body);
    const reported = options.total(body);
    if (!Array.isArray(items)) layoutError(`${url} has no list of hits`);
    if (typeof reported !== 'number' || !Number.isInteger(reported) || reported < 0) layoutError(`${url} does not report its total`);
    if (total === undefined) total = reported;
    else if (reported !== total) layoutError(`the total changed from ${total} to ${reported} while paging; try again later`);
    if (items.length === 0 && read < total) layoutError(`${url} is empty after ${read} of ${total} hits`);
    if (total === 0) layoutError(`${url} reports no hits at all`);
    read += items.length;
    for (const item of items) {
      const lab = options.toListed(item);
      if (!lab) continue;
      if (byId.has(lab.register_id)) ctx.log(`listing shows ${lab.register_id} twice; kept the first`);
      else byId.set(lab.register_id, lab);
    }
  }
  if (read !== total) layoutError(`listing says ${total} hits but ${read} were read`);
  return [...byId.values()];
}

/** A string property of a JSON object, trimmed; null when absent, empty or not a string/number. */
export function str(item: unknown, key: string): string | null {
  if (item === null || typeof item !== 'object') return null;
  const value = (item as Record<string, unknown>)[key];
  if (typeof value === 'number') return String(value);
  if (typeof value !== 'string') return null;
  const t = value.replace(/\s+/g, ' ').trim();
  return t === '' ? null : t;
}

/** A numeric property (numbers or numeric strings), else null. */
export function num(item: unknown, key: string): number | null {
  if (item === null || typeof item !== 'object') return null;
  const value = (item as Record<string, unknown>)[key];
  const n = typeof value === 'string' ? Number(value.replace(',', '.')) : value;
  return typeof n === 'number' && Number.isFinite(n) ? n : null;
}

/** A nested property by path ("adresse.plz"). */
export function at(item: unknown, path: string): unknown {
  let current = item;
  for (const key of path.split('.')) {
    if (current === null || typeof current !== 'object') return undefined;
    current = (current as Record<string, unknown>)[key];
  }
  return current;
}
