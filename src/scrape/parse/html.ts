// Shared HTML reading for registers that publish listings and record pages
// as HTML: whitespace-normalised text, tables as header-keyed records,
// definition lists and label/value pairs as maps, absolute links.
import * as cheerio from 'cheerio';

export type Html = cheerio.CheerioAPI;

export function loadHtml(html: string): Html {
  return cheerio.load(html);
}

/** Text with runs of whitespace (incl. &nbsp;) collapsed; empty → null. */
export function clean(text: string | null | undefined): string | null {
  const t = (text ?? '').replace(/[\s\u00a0]+/g, ' ').trim();
  return t === '' || t === '-' || t === '–' ? null : t;
}

/** An attribute resolved against `base` (for href/src), or null. */
export function absoluteUrl(href: string | null | undefined, base: string): string | null {
  if (!href || /^(javascript|mailto|tel):/i.test(href.trim())) return null;
  try {
    return new URL(href.trim(), base).toString();
  } catch {
    return null;
  }
}

export interface TableRow {
  /** Cell text by header text (as printed, whitespace-normalised). */
  cells: Record<string, string | null>;
  /** First link in each cell, by header, resolved against the page URL. */
  links: Record<string, string | null>;
}

/**
 * A table's body rows keyed by its header cells (`thead th`, else the first
 * row). Rows with a different cell count than the header (group headings,
 * colspans) are skipped rather than misassigned.
 */
export function tableRows($: Html, table: string, base: string): TableRow[] {
  const el = $(table).first();
  if (!el.length) return [];
  let headerCells = el.find('thead tr').first().find('th,td');
  let bodyRows = el.find('tbody tr');
  if (!headerCells.length) {
    const first = el.find('tr').first();
    headerCells = first.find('th,td');
    bodyRows = el.find('tr').slice(1);
  }
  const headers = headerCells.toArray().map((h) => clean($(h).text()) ?? '');
  const rows: TableRow[] = [];
  bodyRows.each((_, tr) => {
    const tds = $(tr).find('td,th');
    if (tds.length !== headers.length) return;
    const cells: Record<string, string | null> = {};
    const links: Record<string, string | null> = {};
    tds.each((i, td) => {
      cells[headers[i]!] = clean($(td).text());
      links[headers[i]!] = absoluteUrl($(td).find('a[href]').first().attr('href'), base);
    });
    rows.push({ cells, links });
  });
  return rows;
}

/**
 * Label → value pairs from a record page: `<dl><dt>/<dd>`, two-cell table
 * rows (`<th>Label</th><td>Value</td>`) and `<strong>Label:</strong> value`
 * lines. Labels lose a trailing colon.
 */
export function labelledValues($: Html, scope?: string): Map<string, string> {
  const root = scope ? $(scope) : $.root();
  const values = new Map<string, string>();
  const put = (label: string | null, value: string | null) => {
    const key = label?.replace(/\s*:\s*$/, '');
    if (key && value && !values.has(key)) values.set(key, value);
  };
  root.find('dt').each((_, dt) => put(clean($(dt).text()), clean($(dt).nextAll('dd').first().text())));
  root.find('tr').each((_, tr) => {
    const cells = $(tr).children('th,td');
    if (cells.length === 2) put(clean(cells.eq(0).text()), clean(cells.eq(1).text()));
  });
  root.find('strong,b,label').each((_, el) => {
    const label = clean($(el).text());
    if (!label?.endsWith(':')) return;
    const parent = $(el).parent().clone();
    parent.find('strong,b,label').first().remove();
    put(label, clean(parent.text()));
  });
  return values;
}

/** First `mailto:` address on the page (or inside `scope`). */
export function mailto($: Html, scope?: string): string | null {
  const href = (scope ? $(scope).find('a[href^="mailto:"]') : $('a[href^="mailto:"]')).first().attr('href');
  return href ? clean(decodeURIComponent(href.slice(7).split('?')[0]!)) : null;
}
