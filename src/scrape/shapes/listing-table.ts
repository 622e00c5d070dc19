// Shape: a register that lists its labs in an HTML table, page after page,
// with a record page per lab (label/value pairs) and the scope either as an
// HTML table on a page or as a PDF annex (see listing-scope.ts).
//
// readListingTable follows every listing page (a "next" link, or a page
// number in the query until a page adds nothing new) and throws when a page
// has lost its table, when a table row cannot be mapped at all, or when the
// whole listing comes to nothing: a partial listing must never look complete.
import type { RequestOptions, ScrapeContext, ListedLab } from '../adapter.ts';
import type { RawCapability } from '../../lib/types.ts';
import { absoluteUrl, clean, labelledValues, loadHtml, tableRows, type Html, type TableRow } from '../parse/html.ts';
import { Labels } from './listing-fields.ts';

export interface HtmlPage {
  $: Html;
  /** The final URL, after redirects: the base for relative links. */
  url: string;
}

export async function fetchHtml(ctx: ScrapeContext, url: string, request?: RequestOptions): Promise<HtmlPage> {
  const response = await ctx.http.text(url, request);
  return { $: loadHtml(response.text), url: response.url || url };
}

/** Words registers use on their "next page" link, in the languages covered here. */
const NEXT_WORDS = /^(next|next page|seuraava|neste|neste side|próxima|seguinte|następna|nastepna|další|dalsi|ďalšia|dalsia|következő|kovetkezo|επόμενη|›|»|>|>>)$/i;

/** The page's "next" link: `rel=next`, else a pager link whose text is a next word. */
export function nextLink($: Html, pageUrl: string, selector?: string): string | null {
  const explicit = selector ? $(selector).first() : $('a[rel~="next"]').first();
  if (explicit.length) return absoluteUrl(explicit.attr('href'), pageUrl);
  if (selector) return null;
  const says = (t: string | null) => !!t && (NEXT_WORDS.test(t) || NEXT_WORDS.test(t.replace(/[\s»›>]+$/, '')));
  const link = $('a[href]')
    .toArray()
    .find((a) => says(clean($(a).text())) || says(clean($(a).attr('title'))) || says(clean($(a).attr('aria-label'))));
  return link ? absoluteUrl($(link).attr('href'), pageUrl) : null;
}

/** The cell under the first header matching `header`. */
export function cellOf(row: TableRow, header: RegExp): string | null {
  for (const [name, value] of Object.entries(row.cells)) if (header.test(name)) return value;
  return null;
}

/** The first link in the cell under the first header matching `header`. */
export function linkOf(row: TableRow, header: RegExp): string | null {
  for (const [name, value] of Object.entries(row.links)) if (header.test(name)) return value;
  return null;
}

export interface ListingTableConfig {
  /** First page of each listing (e.g. testing and calibration listed apart). */
  start: string | readonly string[];
  /** Selector of the listing table on every page. */
  table: string;
  /** Request options for every listing page (e.g. an encoding the register mislabels). */
  request?: RequestOptions;
  /** Selector of the "next page" link; default: rel=next or a pager link saying "next" in the register's language. */
  next?: string;
  /** Headers every listing page's table must have; a page missing one throws (renamed columns would otherwise map every row to nothing). */
  columns: readonly RegExp[];
  /** One table row → one listed lab; null for a row that is no lab (a group heading, a medical lab). */
  row(row: TableRow, pageUrl: string): ListedLab | null;
  /** Guard against a pager that never ends. */
  maxPages?: number;
}

/** Every lab of every listing page. Throws on a page without its table, and when nothing at all is listed. */
export async function readListingTable(ctx: ScrapeContext, config: ListingTableConfig): Promise<ListedLab[]> {
  const starts = typeof config.start === 'string' ? [config.start] : config.start;
  const maxPages = config.maxPages ?? 500;
  const seenPages = new Set<string>();
  const labs = new Map<string, ListedLab>();
  for (const start of starts) {
    let url: string | null = start;
    while (url) {
      if (seenPages.has(url)) break;
      if (seenPages.size >= maxPages) throw new Error(`listing: more than ${maxPages} pages, stopping (last ${url})`);
      seenPages.add(url);
      ctx.signal?.throwIfAborted();
      const page = await fetchHtml(ctx, url, config.request);
      if (!page.$(config.table).length) throw new Error(`listing page ${url} has no table '${config.table}': the layout changed`);
      const rows = tableRows(page.$, config.table, page.url);
      const headers = rows[0] ? Object.keys(rows[0].cells) : [];
      const missing = config.columns.filter((c) => !headers.some((h) => c.test(h)));
      if (rows.length && missing.length) throw new Error(`listing page ${url}: table '${config.table}' lacks columns ${missing.join(', ')}: the layout changed`);
      if (!rows.length) throw new Error(`listing page ${url}: table '${config.table}' has no rows of its header's shape`);
      let mapped = 0;
      for (const row of rows) {
        const lab = config.row(row, page.url);
        if (!lab) continue;
        mapped++;
        if (!labs.has(lab.register_id)) labs.set(lab.register_id, lab);
      }
      if (!mapped && rows.length) ctx.log(`listing page ${url}: ${rows.length} rows, none a laboratory`);
      url = nextLink(page.$, page.url, config.next);
    }
  }
  if (!labs.size) throw new Error(`listing ${starts.join(', ')}: no laboratories found`);
  return [...labs.values()];
}

export interface RecordPage extends HtmlPage {
  labels: Labels;
}

/** A lab's record page with its label/value pairs (dl, two-cell rows, "<b>Label:</b> value"); throws when it holds none. */
export async function readRecordPage(ctx: ScrapeContext, url: string, request?: RequestOptions, scope?: string): Promise<RecordPage> {
  const page = await fetchHtml(ctx, url, request);
  const labels = new Labels(labelledValues(page.$, scope));
  if (!labels.size) throw new Error(`record page ${url} has no label/value pairs: the layout changed`);
  return { ...page, labels };
}

/** Text of an element with `<br>` and block ends as line breaks (for addresses printed on lines). */
export function linesOf($: Html, element: Parameters<Html>[0]): string | null {
  const el = $(element).first().clone();
  if (!el.length) return null;
  el.find('br').replaceWith('\n');
  el.find('p,div,li').each((_, e) => {
    $(e).append('\n');
  });
  const lines = el
    .text()
    .split('\n')
    .map((l) => clean(l))
    .filter((l): l is string => l !== null);
  return lines.length ? lines.join('\n') : null;
}

export interface HtmlScopeColumns {
  test: RegExp;
  method: RegExp;
  /** A column with the register's classification, if any. */
  field?: RegExp;
  /** Further columns whose text is appended to the test ("Produto" + "Ensaio"). */
  testPrefix?: RegExp;
}

/**
 * A scope table on a page → capabilities. Columns are found by header text.
 * A row of one cell (a colspan group heading such as "[ Águas ]") sets the
 * field for the rows under it when the table has no field column of its own.
 * Throws when the table or one of its test/method columns is missing.
 */
export function htmlScopeTable($: Html, table: string, columns: HtmlScopeColumns): RawCapability[] {
  const el = $(table).first();
  if (!el.length) throw new Error(`scope table '${table}' not found`);
  const headerRow = el.find('thead tr').first().length ? el.find('thead tr').first() : el.find('tr').first();
  const headers = headerRow
    .children('th,td')
    .toArray()
    .map((h) => clean($(h).text()) ?? '');
  const index = (pattern: RegExp | undefined) => (pattern ? headers.findIndex((h) => pattern.test(h)) : -1);
  const testAt = index(columns.test);
  const methodAt = index(columns.method);
  const fieldAt = index(columns.field);
  const prefixAt = index(columns.testPrefix);
  if (testAt < 0 || methodAt < 0) throw new Error(`scope table '${table}': no test/method columns among ${JSON.stringify(headers)}`);
  const body = el.find('tbody tr').length && el.find('thead tr').length ? el.find('tbody tr') : el.find('tr').slice(1);
  const capabilities: RawCapability[] = [];
  let group: string | null = null;
  body.each((_, tr) => {
    const cells = $(tr).children('td,th');
    if (cells.length === 1) {
      group = clean(cells.first().text())?.replace(/^\[\s*|\s*\]$/g, '') ?? null;
      return;
    }
    if (cells.length !== headers.length) return;
    const cell = (i: number) => (i >= 0 ? cellText($, cells.eq(i)) : null);
    const test = [cell(prefixAt), cell(testAt)].filter(Boolean).join(' – ');
    if (!test) return;
    const field = fieldAt >= 0 ? cell(fieldAt) : group;
    capabilities.push({ test, method: cell(methodAt), ...(field ? { field } : {}) });
  });
  return capabilities;
}

/** A cell's text with line breaks as spaces ("Dureza Total<br>Titulimetria" → "Dureza Total Titulimetria"). */
export function cellText($: Html, element: Parameters<Html>[0]): string | null {
  const el = $(element).first().clone();
  el.find('br').replaceWith(' ');
  return clean(el.text());
}

/** The first link whose text or href matches (a scope PDF, a record link), absolute. */
export function linkMatching($: Html, pageUrl: string, pattern: RegExp, scope?: string): string | null {
  const links = (scope ? $(scope).find('a[href]') : $('a[href]')).toArray();
  const hit = links.find((a) => pattern.test(clean($(a).text()) ?? '') || pattern.test($(a).attr('href') ?? '') || pattern.test($(a).attr('title') ?? ''));
  return hit ? absoluteUrl($(hit).attr('href'), pageUrl) : null;
}
