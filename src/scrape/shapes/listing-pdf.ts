// Shape: a register whose PDF document IS the record (FINAS's "Liite 1 /
// Appendix 1", ESYD's "Annex … to the Certificate No.", NAH's "Részletező
// okirat", PCA's "Zakres akredytacji"): one download gives the letterhead
// facts (decision date, expiry, the lab's address block) and the scope
// table. This module reads the PDF once and offers:
//
//   readPdf(ctx, url)                      → the PDF's rows (throws on a PDF without text)
//   pdfLabelValue(rows, /Date of decision/) → the value beside or under a printed label
//   pdfBlocks(rows, columns, until)        → a small table as records of lines per column
//                                            (an address block printed on several lines)
//   pdfText(rows)                          → the whole text, rows joined by newlines
//   scopeFromRows(rows, columns, options)  → capabilities, as listing-scope.ts's pdfScope
//                                            reads them, plus group headings as the field
//                                            and a tidy hook for numbering / markers
//
// scopeFromRows builds on listing-scope.ts's scopeLines (same column rules:
// header text finds the columns, block cells printed once carry down, a row
// without a method continues the line above) and throws when no scope line
// can be read, so the runner keeps the lab's last good scope.
import type { ScrapeContext } from '../adapter.ts';
import type { RawCapability } from '../../lib/types.ts';
import { pdfRows, type PdfRow } from '../parse/pdf.ts';
import { clean } from '../parse/html.ts';
import { splitScopeLine } from '../parse/scope-text.ts';
import { scopeLines, type PdfScopeColumns } from './listing-scope.ts';

/** The rows of the PDF at `url`; throws when it has no text at all (a scanned image, an error page). */
export async function readPdf(ctx: ScrapeContext, url: string): Promise<PdfRow[]> {
  const rows = await pdfRows(await ctx.http.bytes(url));
  if (!rows.length) throw new Error(`PDF ${url} has no text`);
  return rows;
}

/** Every row's text, one line each. */
export function pdfText(rows: readonly PdfRow[]): string {
  return rows.map((r) => r.text).join('\n');
}

/**
 * The value printed for a label: the cell right of the label in its row, else
 * the cell of the next row that starts nearest below the label (label boxes
 * with the value underneath). Null when the label is not printed.
 */
export function pdfLabelValue(rows: readonly PdfRow[], label: RegExp): string | null {
  for (let i = 0; i < rows.length; i++) {
    const row = rows[i]!;
    const at = row.cells.findIndex((c) => label.test(c.text));
    if (at < 0) continue;
    const beside = row.cells[at + 1];
    if (beside) return clean(beside.text);
    const below = rows[i + 1];
    if (!below || below.page !== row.page || !below.cells.length) return null;
    const x = row.cells[at]!.x;
    const nearest = [...below.cells].sort((a, b) => Math.abs(a.x - x) - Math.abs(b.x - x))[0]!;
    return Math.abs(nearest.x - x) < 60 ? clean(nearest.text) : null;
  }
  return null;
}

export interface PdfBlockColumn<K extends string> {
  key: K;
  header: RegExp;
}

/**
 * A small table under a header row (matching every column's header) whose
 * cells run over several lines: each record starts at a row that fills the
 * first column and keeps its lines per column. Reading stops at a row with a
 * cell matching `until` (the next table's header) or at the end.
 */
export function pdfBlocks<K extends string>(rows: readonly PdfRow[], columns: readonly PdfBlockColumn<K>[], until?: RegExp): Record<K, string[]>[] {
  const records: Record<K, string[]>[] = [];
  let starts: { key: K; x: number }[] | null = null;
  for (const row of rows) {
    const header = columns.map((c) => {
      const cell = row.cells.find((cell) => c.header.test(cell.text));
      return cell ? { key: c.key, x: cell.x } : null;
    });
    if (header.every((h) => h !== null)) {
      starts = (header as { key: K; x: number }[]).sort((a, b) => a.x - b.x);
      continue;
    }
    if (!starts) continue;
    if (until && row.cells.some((c) => until.test(c.text))) break;
    const lines = Object.fromEntries(columns.map((c) => [c.key, [] as string[]])) as Record<K, string[]>;
    for (const cell of row.cells) {
      let column = starts[0]!;
      for (const start of starts) if (cell.x >= start.x - 2) column = start;
      lines[column.key].push(cell.text);
    }
    const previous = records.at(-1);
    if (lines[starts[0]!.key].length || !previous) records.push(lines);
    else for (const { key } of starts) previous[key].push(...lines[key]);
  }
  return records;
}

/** Cells that are no scope text: "continued" markers. */
const NOISE = /^(\(?cont(inued)?\.?\)?|jatkuu|forts\.?|cd\.|c\.d\.|folyt\.?|folytatás)$/i;

export interface ScopeOptions {
  /** A row of one cell matching this is a group heading ("Chemical testing"): it becomes the field of the lines below. */
  heading?: RegExp;
  /** Rows whose whole text matches this are no table text (footers: "Kelt: Budapest, …", "Page 2 of 6"): dropped. */
  skip?: RegExp;
  /** Tidies a cell's text (numbering, flexible-scope markers) before it is used. */
  tidy?: (text: string) => string;
}

/**
 * Capabilities from a PDF's rows (see listing-scope.ts for the column rules),
 * group headings as field. Throws when no scope line can be read.
 */
export function scopeFromRows(rows: readonly PdfRow[], columns: PdfScopeColumns, source: string, options: ScopeOptions = {}): RawCapability[] {
  const tidy = (text: string | undefined) => {
    const t = clean(text);
    return t && options.tidy ? clean(options.tidy(t)) : t;
  };
  const isHeader = (row: PdfRow) => columns.test && row.cells.some((c) => columns.test.test(c.text)) && (!columns.method || row.cells.some((c) => columns.method!.test(c.text)));
  // Cut the rows at group headings; each segment is read under the latest table header.
  const segments: { field: string | null; rows: PdfRow[] }[] = [{ field: null, rows: [] }];
  let header: PdfRow | null = null;
  for (const row of rows) {
    if (options.skip?.test(row.text)) continue;
    if (isHeader(row)) header = row;
    if (options.heading && header && row !== header && row.cells.length === 1 && options.heading.test(row.cells[0]!.text)) {
      segments.push({ field: clean(row.cells[0]!.text), rows: [header] });
      continue;
    }
    segments.at(-1)!.rows.push(row);
  }
  const capabilities: RawCapability[] = [];
  for (const segment of segments) {
    let prefix: string | null = null;
    let field: string | null = segment.field;
    for (const line of scopeLines(segment.rows, columns)) {
      const prefixCell = tidy(line.prefix);
      // A prefix cell wholly in parentheses qualifies the block above ("Water" / "(potable, surface)"): it continues it.
      prefix = prefixCell && prefix && /^\(.*\)$/.test(prefixCell) ? `${prefix} ${prefixCell}` : (prefixCell ?? prefix);
      field = tidy(line.field) ?? field;
      const testCell = tidy(line.test);
      if (!testCell || NOISE.test(testCell)) continue;
      const base = columns.method ? { test: testCell, method: tidy(line.method) } : splitScopeLine(testCell);
      const test = prefix ? `${prefix} – ${base.test}` : base.test;
      capabilities.push({ test, method: base.method, ...(field ? { field } : {}) });
    }
  }
  if (!capabilities.length) throw new Error(`scope PDF ${source}: no scope table lines found (headers not recognised)`);
  return capabilities;
}

/** Leading item numbering ("1.", "2)", "1.1") and trailing markers ("(*)", "*") as scope PDFs print them; a bare "1 mg" is no numbering. */
export function stripNumbering(text: string): string {
  return text
    .replace(/^\s*(?:(?:\d+\.)+\d*|\d+\))\s+(?=\S)/, '')
    .replace(/\s*\(\*+\)\s*$|\s*\*+\s*$/, '')
    .trim();
}
