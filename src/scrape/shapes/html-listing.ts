// Registers that publish HTML: a paginated listing (a results table, or one
// block per result), a record page per lab with label/value pairs, and
// sometimes the scope as an HTML table. The shape fetches and walks the
// pages; the adapter only says how one page reads and where the next is.
//
// Completeness rules the runner relies on: a listing page with no results
// throws (layout changed, or an error page served as 200), a results table
// that lost its table or one of its columns throws, a page seen twice throws
// (pagination loop), a register that prints its total ("Risultati: 128",
// "Antal träffar: 8", "7 Treffer") must match what was read, and a listing
// that comes to no laboratory at all throws.
import type { RawCapability } from '../../domain/types.ts';
import type { ListedLab, RequestOptions, ScrapeContext, TextResponse } from '../adapter.ts';
import { absoluteUrl, clean, labelledValues, loadHtml, tableRows, type Html, type TableRow } from '../parse/html.ts';
import { checkAborted, Labels, layoutError } from './lab-fields.ts';

export interface HtmlPage {
  /** The final URL, after redirects: the base for relative links. */
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

// ----------------------------------------------------------------- listings

export interface HtmlListingOptions {
  /** Names the listing in error messages (default "listing"). */
  label?: string;
  /** The first listing page; several for registers that list e.g. testing and calibration apart. */
  start: string | readonly string[];
  request?: RequestOptions;
  /**
   * Every result row on one page, each as a listed lab or null for a row that
   * is no lab (a group heading, a medical lab); [] means the page did not read
   * and throws.
   */
  rows(page: HtmlPage): readonly (ListedLab | null)[];
  /** The next page's URL, or null on the last page. `index` is the 0-based page just read. Default: nextLink(page). */
  next?(page: HtmlPage, index: number, readSoFar: number): string | null;
  /**
   * The total the register prints on its first page, if it prints one: then it must print it, and it must match the
   * rows read.
   */
  total?(page: HtmlPage): number | null;
  /** The message for a printed total that does not match (default "<label> says N results but M were read"). */
  mismatch?(announced: number, read: number): string;
  /** Labs to keep (e.g. only ISO/IEC 17025 labs from a register of every kind of body). */
  keep?(lab: ListedLab): boolean;
  /** A register id listed twice: keep the first and log it (default), or throw. */
  duplicates?: 'first' | 'throw';
  /** Safety stop against endless pagination (default 500 pages). */
  maxPages?: number;
}

/** Every lab of a paginated HTML listing; throws rather than return a partial one. */
export async function readHtmlListing(ctx: ScrapeContext, options: HtmlListingOptions): Promise<ListedLab[]> {
  const label = options.label ?? 'listing';
  const starts = typeof options.start === 'string' ? [options.start] : options.start;
  const maxPages = options.maxPages ?? 500;
  const seenPages = new Set<string>();
  const byId = new Map<string, ListedLab>();
  for (const start of starts) {
    let rows = 0;
    let total: number | null = null;
    let url: string | null = start;
    for (let index = 0; url; index++) {
      if (seenPages.size >= maxPages) layoutError(`${label} did not end after ${seenPages.size} pages (${url})`);
      if (seenPages.has(url)) layoutError(`${label} pagination loops back to ${url}`);
      seenPages.add(url);
      const page = await fetchPage(ctx, url, options.request);
      const found = options.rows(page);
      if (found.length === 0)
        layoutError(`${label} page ${index + 1} (${url}) holds no results: layout changed or error page`);
      rows += found.length;
      if (index === 0 && options.total) total = options.total(page);
      const labs = found.filter((lab): lab is ListedLab => lab !== null);
      if (!labs.length) ctx.log(`${label} page ${url}: ${found.length} rows, none a laboratory`);
      for (const lab of labs) {
        if (!lab.register_id) layoutError(`a ${label} row on ${url} has no register id`);
        if (!byId.has(lab.register_id)) byId.set(lab.register_id, lab);
        else if (options.duplicates === 'throw') layoutError(`${label}: ${lab.register_id} is listed twice`);
        else ctx.log(`${label} shows ${lab.register_id} twice; kept the first`);
      }
      url = options.next ? options.next(page, index, rows) : nextLink(page);
      if (ctx.probe) {
        // The first-run check reads one page of the first listing: what it held, then its labs.
        ctx.probe.firstPage({
          label,
          url: start,
          rows: found.length,
          labs: labs.length,
          total,
          more: url !== null || (total ?? 0) > found.length,
        });
        return labs;
      }
    }
    if (options.total && total === null) layoutError(`${label} no longer prints its total at ${start}`);
    if (total !== null && rows !== total)
      layoutError(options.mismatch?.(total, rows) ?? `${label} says ${total} results but ${rows} were read`);
  }
  const labs = [...byId.values()];
  const kept = options.keep ? labs.filter(options.keep) : labs;
  if (!kept.length) layoutError(`${label} ${starts.join(', ')}: no laboratories found`);
  return kept;
}

/**
 * The rows of a page's results table (by header text, see parse/html.ts's
 * tableRows). Throws when the page has no such table, when the table lacks
 * one of the `columns` (renamed columns would otherwise map every row to
 * nothing), or when it holds no row of its header's shape.
 */
export function resultTable(page: HtmlPage, table: string, columns: readonly RegExp[] = []): TableRow[] {
  if (!page.$(table).length)
    layoutError(`listing page ${page.url}: no table '${table}' (no result table; the page layout changed)`);
  const rows = tableRows(page.$, table, page.url);
  const headers = rows[0] ? Object.keys(rows[0].cells) : [];
  const missing = columns.filter((c) => !headers.some((h) => c.test(h)));
  if (rows.length && missing.length)
    layoutError(`listing page ${page.url}: table '${table}' lacks columns ${missing.join(', ')}: the layout changed`);
  if (!rows.length) layoutError(`listing page ${page.url}: table '${table}' has no rows of its header's shape`);
  return rows;
}

/** Words registers use on their "next page" link, in the languages covered here. */
const NEXT_WORDS =
  /^(next|next page|seuraava|neste|neste side|próxima|seguinte|następna|nastepna|další|dalsi|ďalšia|dalsia|következő|kovetkezo|επόμενη|›|»|>|>>)$/i;

/**
 * The page's "next" link, absolute: the first element matching `selector`
 * when one is given (null when none matches), else `rel=next`, else a link
 * whose text, title or aria-label is a "next" word.
 */
export function nextLink(page: Pick<HtmlPage, '$' | 'url'>, selector?: string): string | null {
  const { $ } = page;
  const explicit = selector ? $(selector).first() : $('a[rel~="next"]').first();
  if (explicit.length) return absoluteUrl(explicit.attr('href'), page.url);
  if (selector) return null;
  const says = (t: string | null) => !!t && (NEXT_WORDS.test(t) || NEXT_WORDS.test(t.replace(/[\s»›>]+$/, '')));
  const link = $('a[href]')
    .toArray()
    .find((a) => says(clean($(a).text())) || says(clean($(a).attr('title'))) || says(clean($(a).attr('aria-label'))));
  return link ? absoluteUrl($(link).attr('href'), page.url) : null;
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

/** The cell under the first header matching a pattern (patterns tried in turn). */
export function cellOf(row: TableRow, ...headers: RegExp[]): string | null {
  for (const header of headers)
    for (const [name, value] of Object.entries(row.cells)) if (header.test(name)) return value;
  return null;
}

// ------------------------------------------------------------- record pages

export interface RecordPage extends HtmlPage {
  labels: Labels;
}

/**
 * A lab's record page with its label/value pairs (dl, two-cell rows, "<b>Label:</b> value"); throws when it holds none.
 */
export async function readRecordPage(
  ctx: ScrapeContext,
  url: string,
  request?: RequestOptions,
  scope?: string,
): Promise<RecordPage> {
  const page = await fetchPage(ctx, url, request);
  const labels = new Labels(labelledValues(page.$, scope));
  if (!labels.size) throw new Error(`record page ${url} has no label/value pairs: the layout changed`);
  return { ...page, labels };
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
 * and `<dt>/<dd>`, with each value's lines and first link. For registers that
 * print one small table or definition list per result or per record.
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
  $(element)
    .find('tr')
    .each((_, tr) => {
      const cells = $(tr).children('th,td');
      if (cells.length === 2) put(cells.get(0)!, cells.get(1)!);
    });
  $(element)
    .find('dt')
    .each((_, dt) => {
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

/**
 * The link under the first label (a labelled block) or header (a table row) matching a pattern (patterns tried in
 * turn).
 */
export function linkOf(source: LabelledBlock | TableRow, ...patterns: RegExp[]): string | null {
  const links: Iterable<[string, string | null]> =
    source.links instanceof Map ? source.links : Object.entries(source.links);
  for (const pattern of patterns) for (const [label, link] of links) if (pattern.test(label)) return link;
  return null;
}

/**
 * An element's text lines, split at `<br>` and (unless `breaksOnly`) at the
 * ends of p, div and li blocks (for addresses printed on lines); [] when the
 * element is missing or empty.
 */
export function elementLines($: Html, element: Parameters<Html>[0], options: { breaksOnly?: boolean } = {}): string[] {
  const el = $(element).first().clone();
  if (!el.length) return [];
  el.find('br').replaceWith('\n');
  if (!options.breaksOnly) {
    el.find('p,div,li').each((_, e) => {
      $(e).append('\n');
    });
  }
  return el
    .text()
    .split('\n')
    .map((l) => clean(l))
    .filter((l): l is string => l !== null);
}

/**
 * Label → value element on a record page: `<dt>`/`<dd>` pairs and `<tr>` rows
 * of a `<th>` label and a `<td>` value inside `scope` (labels without a
 * trailing colon; the first of a label wins). For values read as elements
 * (links, lines, mailto).
 */
export function labelledElements($: Html, scope: string): Map<string, ReturnType<Html>> {
  const map = new Map<string, ReturnType<Html>>();
  const put = (label: string | undefined, value: ReturnType<Html>) => {
    if (label && value.length && !map.has(label)) map.set(label, value);
  };
  $(scope)
    .find('dt')
    .each((_, dt) => put(clean($(dt).text())?.replace(/\s*:\s*$/, ''), $(dt).nextAll('dd').first()));
  $(scope)
    .find('tr')
    .each((_, tr) =>
      put(clean($(tr).children('th').first().text())?.replace(/\s*:\s*$/, ''), $(tr).children('td').first()),
    );
  return map;
}

/** A cell's text with line breaks as spaces ("Dureza Total<br>Titulimetria" → "Dureza Total Titulimetria"). */
export function cellText($: Html, element: Parameters<Html>[0]): string | null {
  const el = $(element).first().clone();
  el.find('br').replaceWith(' ');
  return clean(el.text());
}

/** The first link whose text, href or title matches (a scope PDF, a record link), absolute. */
export function linkMatching($: Html, pageUrl: string, pattern: RegExp, scope?: string): string | null {
  const links = (scope ? $(scope).find('a[href]') : $('a[href]')).toArray();
  const hit = links.find(
    (a) =>
      pattern.test(clean($(a).text()) ?? '') ||
      pattern.test($(a).attr('href') ?? '') ||
      pattern.test($(a).attr('title') ?? ''),
  );
  return hit ? absoluteUrl($(hit).attr('href'), pageUrl) : null;
}

// ---------------------------------------------------------------- HTML scope

export interface ScopeColumns {
  test: RegExp;
  method: RegExp;
  /** A column with the register's classification, if any. */
  field?: RegExp;
  /** A column whose text goes before the test ("Produto" + "Ensaio" → "Produto – Ensaio"). */
  testPrefix?: RegExp;
}

export interface HtmlScopeOptions {
  /** Tables to consider (default every `table`); the first whose header matches a column set is read. */
  where?: string;
  /**
   * How a register prints its table (default 'plain'):
   * - 'plain': cell text as is; rows of another width skipped; with a field
   *   column, `field` is always set (null when the cell is empty).
   * - 'grouped': `<br>` in a cell reads as a space; a one-cell row (a colspan
   *   heading such as "[ Águas ]") is the field of the rows under it when the
   *   table has no field column; `field` is set only when there is one.
   */
  style?: 'plain' | 'grouped';
}

/**
 * The scope as an HTML table, found by its header cells: the first table
 * whose headers match one of the column sets (testing and calibration scopes
 * differ), tried in turn. Rows without a test are skipped. Throws when no
 * table has known headers, or the table holds no rows (layout changed).
 */
export function htmlScope(
  $: Html,
  columnSets: ScopeColumns | readonly ScopeColumns[],
  options: HtmlScopeOptions = {},
): RawCapability[] {
  const sets = Array.isArray(columnSets) ? columnSets : [columnSets as ScopeColumns];
  const grouped = options.style === 'grouped';
  for (const columns of sets) {
    for (const table of $(options.where ?? 'table').toArray()) {
      let headerRow = $(table).find('thead tr').first();
      let bodyRows = $(table).find('tbody tr');
      if (!headerRow.length) {
        headerRow = $(table).find('tr').first();
        bodyRows = $(table).find('tr').slice(1);
      }
      const headers = headerRow
        .children('th,td')
        .toArray()
        .map((h) => clean($(h).text()) ?? '');
      const at = (re: RegExp | undefined) => (re ? headers.findIndex((h) => re.test(h)) : -1);
      const iTest = at(columns.test);
      const iMethod = at(columns.method);
      const iField = at(columns.field);
      const iPrefix = at(columns.testPrefix);
      if (iTest < 0 || iMethod < 0) continue;
      const out: RawCapability[] = [];
      let group: string | null = null;
      bodyRows.each((_, tr) => {
        const cells = $(tr).children('td,th');
        if (grouped && cells.length === 1) {
          group = clean(cells.first().text())?.replace(/^\[\s*|\s*\]$/g, '') ?? null;
          return;
        }
        if (cells.length !== headers.length) return;
        const cell = (i: number) => (i < 0 ? null : grouped ? cellText($, cells.eq(i)) : clean(cells.eq(i).text()));
        const test = [cell(iPrefix), cell(iTest)].filter(Boolean).join(' – ');
        if (!test) return;
        if (!grouped) {
          out.push(
            columns.field ? { test, method: cell(iMethod), field: cell(iField) } : { test, method: cell(iMethod) },
          );
          return;
        }
        const field = iField >= 0 ? cell(iField) : group;
        out.push({ test, method: cell(iMethod), ...(field ? { field } : {}) });
      });
      if (out.length === 0) layoutError('the scope table holds no rows');
      return out;
    }
  }
  return layoutError(`no scope table with the expected headers${options.where ? ` (${options.where})` : ''}`);
}
