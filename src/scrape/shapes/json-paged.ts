// Registers whose search page loads its results as JSON from an AJAX endpoint,
// one page at a time (UKAS's WordPress admin-ajax search, COFRAC's easysearch).
// This walks every page and refuses to return a listing it cannot prove
// complete: an empty first page, a later page that holds nothing before the
// announced end, a total that does not match what was collected, or a response
// whose expected field is missing (the endpoint changed) all throw.

export interface JsonPage<T> {
  items: T[];
  /** Results the register announces for the whole search, when it says. */
  total: number | null;
  /** Pages the register announces, when it says. */
  pages: number | null;
}

export interface PagingOptions {
  /** Number of the first page (default 1). */
  firstPage?: number;
  /** A run-away guard (default 2,000 pages). */
  maxPages?: number;
}

/** Every item of a paged JSON search. `label` names the search in error messages. */
export async function allJsonPages<T>(label: string, fetchPage: (page: number) => Promise<JsonPage<T>>, options: PagingOptions = {}): Promise<T[]> {
  const first = options.firstPage ?? 1;
  const maxPages = options.maxPages ?? 2000;
  const items: T[] = [];
  let announcedTotal: number | null = null;
  let announcedPages: number | null = null;
  for (let page = first; ; page++) {
    if (page - first >= maxPages) throw new Error(`${label}: more than ${maxPages} pages, giving up rather than looping`);
    const result = await fetchPage(page);
    announcedTotal ??= result.total;
    announcedPages ??= result.pages;
    if (result.items.length === 0) {
      if (page === first) throw new Error(`${label}: the first page holds no result`);
      if (announcedPages !== null && page - first < announcedPages) throw new Error(`${label}: page ${page} of ${announcedPages} holds no result`);
      if (announcedTotal !== null && items.length < announcedTotal) throw new Error(`${label}: page ${page} holds no result after ${items.length} of ${announcedTotal}`);
      break;
    }
    items.push(...result.items);
    if (announcedPages !== null && page - first + 1 >= announcedPages) break;
    if (announcedPages === null && announcedTotal !== null && items.length >= announcedTotal) break;
  }
  if (announcedTotal !== null && items.length !== announcedTotal) {
    throw new Error(`${label}: the register announces ${announcedTotal} results but ${items.length} were read`);
  }
  return items;
}

/** The value at a dotted path ("data.results"), or undefined. */
export function at(value: unknown, path: string): unknown {
  let current = value;
  for (const key of path.split('.')) {
    if (current === null || typeof current !== 'object') return undefined;
    current = (current as Record<string, unknown>)[key];
  }
  return current;
}

/** The array at `path`; throws naming the path when the response has none there (the endpoint changed). */
export function arrayAt(value: unknown, path: string, label: string): unknown[] {
  const found = at(value, path);
  if (!Array.isArray(found)) throw new Error(`${label}: the response has no array at '${path}' (the endpoint's format changed?)`);
  return found;
}

/** A number at `path` (also a numeric string), else null. */
export function numberAt(value: unknown, path: string): number | null {
  const found = at(value, path);
  const n = typeof found === 'string' && found.trim() !== '' ? Number(found) : found;
  return typeof n === 'number' && Number.isFinite(n) ? n : null;
}

/** A string at `path`, trimmed (numbers as text); empty → null. */
export function textAt(value: unknown, path: string): string | null {
  const found = at(value, path);
  if (typeof found === 'number') return String(found);
  if (typeof found !== 'string') return null;
  const t = found.replace(/[\s\u00a0]+/g, ' ').trim();
  return t === '' ? null : t;
}
