// Shape: a register whose search page fills itself from a JSON endpoint
// (an AJAX search), paged by a page number, with a JSON record per lab.
// readJsonPages asks for page after page until the register's stated total
// is reached or a page comes back short, and throws when a page is not of
// the expected shape or the total cannot be reached: a partial listing must
// never look complete.
import type { ListedLab, RequestOptions, ScrapeContext } from '../adapter.ts';

export interface JsonPage<T> {
  items: T[];
  /** Items in the whole listing, if the endpoint says. */
  total: number | null;
}

export interface JsonListingConfig<T> {
  /** Address of page `page` (1-based). */
  url(page: number): string;
  request?: RequestOptions;
  /** The page's items and total; throw (or return null) when the body is not of the expected shape. */
  page(body: unknown): JsonPage<T> | null;
  /** Items per page the endpoint serves; a shorter page is the last. */
  pageSize: number;
  /** One item → one listed lab; null for an item that is no ISO/IEC 17025 lab. */
  item(item: T): ListedLab | null;
  maxPages?: number;
}

export async function readJsonPages<T>(ctx: ScrapeContext, config: JsonListingConfig<T>): Promise<ListedLab[]> {
  const labs = new Map<string, ListedLab>();
  const maxPages = config.maxPages ?? 500;
  let seen = 0;
  let total: number | null = null;
  for (let n = 1; ; n++) {
    if (n > maxPages) throw new Error(`json listing: more than ${maxPages} pages, stopping`);
    ctx.signal?.throwIfAborted();
    const url = config.url(n);
    const page = config.page(await ctx.http.json(url, config.request));
    if (!page || !Array.isArray(page.items)) throw new Error(`json listing page ${url} is not of the expected shape: the API changed`);
    total = page.total ?? total;
    seen += page.items.length;
    for (const item of page.items) {
      const lab = config.item(item);
      if (lab && !labs.has(lab.register_id)) labs.set(lab.register_id, lab);
    }
    if (total !== null ? seen >= total : page.items.length < config.pageSize) break;
    if (!page.items.length) throw new Error(`json listing page ${url} is empty after ${seen} of ${total ?? '?'} items`);
  }
  if (!labs.size) throw new Error(`json listing ${config.url(1)}: no laboratories found`);
  return [...labs.values()];
}

/** A property path of an untyped JSON value, as text (numbers too), or null. */
export function jsonText(value: unknown, ...path: (string | number)[]): string | null {
  let current: unknown = value;
  for (const key of path) {
    if (current === null || typeof current !== 'object') return null;
    current = (current as Record<string | number, unknown>)[key];
  }
  if (typeof current === 'number') return String(current);
  if (typeof current !== 'string') return null;
  const t = current.replace(/[\s\u00a0]+/g, ' ').trim();
  return t || null;
}
