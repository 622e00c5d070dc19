// Registers that publish HTML: a paginated listing (a results table, or one
// block per result), a record page per lab with label/value pairs, and
// sometimes the scope as an HTML table. The shape fetches and walks the
// pages; the adapter only says how one page reads and where the next is.
//
// Completeness rules the runner relies on: a listing page with no results
// throws (layout changed, or an error page served as 200), a page seen twice
// throws (pagination loop), and a register that prints its total
// ("Risultati: 128", "Antal träffar: 8") must match what was read.
import type { RawCapability } from '../../lib/types.ts';
import type { ListedLab, RequestOptions, ScrapeContext, TextResponse } from '../adapter.ts';
import { absoluteUrl, clean, loadHtml, type Html } from '../parse/html.ts';
import { checkAborted, layoutError } from './register-common.ts';

export interface HtmlPage {
  url: string;
  $: Html;
  response: TextResponse;
}

export async function fetchPage(ctx: ScrapeContext, url: string, options?: RequestOptions): Promise<HtmlPage> {
  checkAborted(ctx);
  const response = await ctx.http.text(url, options);
  if (response.status >= 400) throw new Error(`${url} answered ${response.status}`);
  return { url: response.url || url, $: loadHtml(response.text), response };
}

export interface HtmlListingOptions {
  /** The first listing page. */
  start: string;
  request?: RequestOptions;
  /** Every result row on one page (before any filtering); [] means the page did not read. */
  parse(page: HtmlPage): ListedLab[];
  /** The next page's URL, or null on the last page. `index` is the 0-based page just read. */
  next(page: HtmlPage, index: number, readSoFar: number): string | null;
  /** The total the register prints, if it prints one (checked against the rows read). */
  total?(page: HtmlPage): number | null;
  /** Rows to keep (e.g. only ISO/IEC 17025 labs from a register of every kind of body). */
  keep?(lab: ListedLab): boolean;
  /** Safety stop against endless pagination. */
  maxPages?: number;
}

/** Every row of a paginated HTML listing; throws rather than return a partial one. */
export async function readHtmlListing(ctx: ScrapeContext, options: HtmlListingOptions): Promise<ListedLab[]> {
  const seenPages = new Set<string>();
  const byId = new Map<string, ListedLab>();
  let rows = 0;
  let total: number | null = null;
  let url: string | null = options.start;
  for (let index = 0; url; index++) {
    if (index >= (options.maxPages ?? 500)) layoutError(`listing did not end after ${index} pages (${url})`);
    if (seenPages.has(url)) layoutError(`listing pagination loops back to ${url}`);
    seenPages.add(url);
    const page = await fetchPage(ctx, url, options.request);
    const labs = options.parse(page);
    if (labs.length === 0) layoutError(`listing page ${index + 1} (${url}) holds no results: layout changed or error page`);
    rows += labs.length;
    if (index === 0 && options.total) total = options.total(page);
    for (const lab of labs) {
      if (!lab.register_id) layoutError(`a listing row on ${url} has no register id`);
      if (byId.has(lab.register_id)) ctx.log(`listing shows ${lab.register_id} twice; kept the first`);
      else byId.set(lab.register_id, lab);
    }
    url = options.next(page, index, rows);
  }
  if (options.total && total === null) layoutError(`listing no longer prints its total at ${options.start}`);
  if (total !== null && rows !== total) layoutError(`listing says ${total} results but ${rows} were read`);
  const labs = [...byId.values()];
  return options.keep ? labs.filter(options.keep) : labs;
}

/** The absolute href of the first element matching `selector` (a "next" link), or null. */
export function nextLink(page: HtmlPage, selector: string): string | null {
  return absoluteUrl(page.$(selector).first().attr('href'), page.url);
}

/** `url` with one query parameter set (page numbers, offsets). */
export function withParam(url: string, name: string, value: string | number): string {
  const u = new URL(url);
  u.searchParams.set(name, String(value));
  return u.toString();
}

/** A number printed with thousands separators ("1.234", "1 234", "1,234") out of a text, or null. */
export function countIn(text: string | null | undefined, pattern: RegExp): number | null {
  const m = text ? pattern.exec(text.replace(/\u00a0/g, ' ')) : null;
  return m?.[1] ? Number(m[1].replace(/[.,\s']/g, '')) : null;
}

export interface LabelledBlock {
  /** Label → value text on one line (labels without their trailing colon). */
  values: Map<string, string>;
  /** Label → the value's lines as printed (a `<br>`-separated address). */
  lines: Map<string, string[]>;
  /** Label → first link in the value, absolute (or the `mailto:` href). */
  links: Map<string, string>;
}

/**
 * Label/value pairs inside one element: `<tr><th|td>Label</th><td>Value</td></tr>`
 * and `<dt>/<dd>`. For registers that print one small table or definition
 * list per result or per record.
 */
export function labelledBlock($: Html, element: Parameters<Html>[0], base: string): LabelledBlock {
  const block: LabelledBlock = { values: new Map(), lines: new Map(), links: new Map() };
  const put = (labelEl: Parameters<Html>[0], valueEl: Parameters<Html>[0]) => {
    const label = clean($(labelEl).text())?.replace(/\s*:\s*$/, '');
    if (!label || block.values.has(label)) return;
    const parts = ($(valueEl).html() ?? '')
      .split(/<br\s*\/?>|<\/p>|<\/div>|<\/li>/i)
      .map((fragment) => clean(loadHtml(`<div>${fragment}</div>`)('div').first().text()))
      .filter((line): line is string => !!line);
    const value = clean($(valueEl).text());
    if (!value) return;
    block.values.set(label, parts.length ? parts.join(', ') : value);
    block.lines.set(label, parts.length ? parts : [value]);
    const href = absoluteUrl($(valueEl).find('a[href]').not('[href^="mailto:"]').first().attr('href'), base);
    const mail = $(valueEl).find('a[href^="mailto:"]').first().attr('href');
    if (href) block.links.set(label, href);
    else if (mail) block.links.set(label, mail);
  };
  $(element).find('tr').each((_, tr) => {
    const cells = $(tr).children('th,td');
    if (cells.length === 2) put(cells.get(0)!, cells.get(1)!);
  });
  $(element).find('dt').each((_, dt) => {
    const dd = $(dt).nextAll('dd').first();
    if (dd.length) put(dt, dd.get(0)!);
  });
  return block;
}

/** The lines of the first label matching a pattern. */
export function linesOf(block: LabelledBlock, ...patterns: RegExp[]): string[] {
  for (const pattern of patterns) for (const [label, lines] of block.lines) if (pattern.test(label)) return lines;
  return [];
}

/** The link of the first label matching a pattern. */
export function linkOf(block: LabelledBlock, ...patterns: RegExp[]): string | null {
  for (const pattern of patterns) for (const [label, link] of block.links) if (pattern.test(label)) return link;
  return null;
}

export interface ScopeColumns {
  test: RegExp;
  method: RegExp;
  field?: RegExp;
}

/**
 * The scope as an HTML table, found by its header cells: the first table
 * whose headers match one of the column sets (testing and calibration scopes
 * differ). Rows without a test are skipped. Throws when no table has known
 * headers, or the table holds no rows (layout changed).
 */
export function htmlScope($: Html, columnSets: ScopeColumns | readonly ScopeColumns[], where = 'table'): RawCapability[] {
  const sets = Array.isArray(columnSets) ? columnSets : [columnSets as ScopeColumns];
  for (const columns of sets) {
    for (const table of $(where).toArray()) {
      let headerRow = $(table).find('thead tr').first();
      let bodyRows = $(table).find('tbody tr');
      if (!headerRow.length) {
        headerRow = $(table).find('tr').first();
        bodyRows = $(table).find('tr').slice(1);
      }
      const headers = headerRow.children('th,td').toArray().map((h) => clean($(h).text()) ?? '');
      const at = (re: RegExp | undefined) => (re ? headers.findIndex((h) => re.test(h)) : -1);
      const iTest = at(columns.test);
      const iMethod = at(columns.method);
      const iField = at(columns.field);
      if (iTest < 0 || iMethod < 0) continue;
      const out: RawCapability[] = [];
      bodyRows.each((_, tr) => {
        const cells = $(tr).children('td,th');
        if (cells.length !== headers.length) return;
        const cell = (i: number) => (i < 0 ? null : clean(cells.eq(i).text()));
        const test = cell(iTest);
        if (!test) return;
        out.push(columns.field ? { test, method: cell(iMethod), field: cell(iField) } : { test, method: cell(iMethod) });
      });
      if (out.length === 0) layoutError('the scope table holds no rows');
      return out;
    }
  }
  return layoutError('no scope table with the expected headers');
}
