// Scope documents published as PDF (DAkkS annexes, UKAS schedules, COFRAC
// annexes, ENAC technical annexes) → the raw format's capabilities.
//
// Two layouts cover these registers:
//
// - `table`: a scope table whose header row names its columns ("Type of
//   test", "Standard specifications", "ENSAYO", "NORMA/PROCEDIMIENTO"). The
//   header is repeated on every page; everything above the first header is the
//   document's head (letterhead, holder, address, dates), everything above a
//   repeated header is that page's running head and is skipped. A row with
//   text in every *anchor* column (by default test and method) starts a new
//   scope line; any other row continues the line above (wrapped cell text),
//   as does a row whose every cell starts in lower case or with "(".
//   The grouping column (`field`, "Materials/Products tested") is filled down:
//   a register prints it once for the rows below it; field text that starts
//   in lower case continues the field above ("Metallic materials and" /
//   "welded joints"), even on a row that starts a new line.
// - `list`: scope lines without a table header, one method reference per line
//   ("DIN EN ISO 6892-1   2020-06   Metallische Werkstoffe – Zugversuch"),
//   grouped under numbered section headings ("1 Mechanisch-technologische
//   Prüfungen"). A line that does not start with a reference continues the
//   title above.
//
// Both layouts: numbered section headings (one cell, matching `section`) set
// the `field` of the lines below; page numbering and running footers
// (`ignore`) are dropped wherever they are. A document in which no scope line
// is found throws: an unreadable scope must not look like an empty one.
import type { RawCapability } from '../../lib/types.ts';
import { pdfRows, type PdfRow } from '../parse/pdf.ts';
import { splitScopeLine } from '../parse/scope-text.ts';

/** Page numbering as the registers print it: "Page 2 of 5", "Seite 2 von 5", "Página 2 de 5", "Page 2 sur 5", "2 / 5". */
export const PAGE_NUMBERING = /^(?:(?:page|seite|página|pagina|pág\.?)\s*\d+\s*(?:of|von|de|sur|\/)\s*\d+|\d+\s*\/\s*\d+)$/i;

export interface TableColumn {
  /** `field`, `test` and `method` feed the capability directly; other keys are read by `compose`. */
  key: string;
  /** Matches the column's header cell. */
  header: RegExp;
}

export interface TableLayout {
  kind: 'table';
  columns: readonly TableColumn[];
  /**
   * Keys that must all hold text for a row to start a new scope line (default:
   * `test` and `method`, those of them that are columns). A row lacking one
   * continues the line above: a wrapped test, method or field.
   */
  anchors?: readonly string[];
  /** Keys printed once for the lines below them, filled down into those lines (default: `field`); reset by a section heading. */
  fillDown?: readonly string[];
  /**
   * Builds the capability from one scope line's cells (`field` already filled
   * down, or the current section heading). Default: test, method and field
   * columns as they are; with no method column text the test is split with
   * splitScopeLine. Return null to drop the line.
   */
  compose?: (cells: Readonly<Record<string, string>>) => RawCapability | null;
}

export interface ListLayout {
  kind: 'list';
  /** A row whose first cell matches starts a scope line; that cell is the method reference. */
  item: RegExp;
  /** The cell right after the reference, when it matches, is its edition: "DIN EN ISO 6892-1" + "2020-06" → "DIN EN ISO 6892-1:2020-06". */
  edition?: RegExp;
}

export interface ScopeOptions {
  layout: TableLayout | ListLayout;
  /** A one-cell row matching this is a section heading: it becomes the `field` of the lines below (its leading number removed). */
  section?: RegExp;
  /** Rows to drop wherever they are (running heads and footers); page numbering is always dropped. */
  ignore?: readonly RegExp[];
}

export interface ScopeDocument {
  capabilities: RawCapability[];
  /** The rows above the scope (page 1 head: holder, address, contact, dates), for the adapter to read. */
  head: PdfRow[];
  /** The head's rows as text lines. */
  headLines: string[];
}

/** Reads a scope PDF; throws when it holds no scope line. */
export async function readScopePdf(data: Uint8Array, options: ScopeOptions): Promise<ScopeDocument> {
  const rows = await pdfRows(data);
  return scopeFromRows(rows, options);
}

/** The same, from rows already read (the adapter may need them for its head). */
export function scopeFromRows(allRows: readonly PdfRow[], options: ScopeOptions): ScopeDocument {
  const ignore = [PAGE_NUMBERING, ...(options.ignore ?? [])];
  const rows = allRows.filter((row) => !ignore.some((pattern) => pattern.test(row.text)));
  const result = options.layout.kind === 'table' ? readTable(rows, options.layout, options.section) : readList(rows, options.layout, options.section);
  if (result.capabilities.length === 0) {
    throw new Error(
      options.layout.kind === 'table'
        ? `scope document: no scope table found (no row with the headers ${options.layout.columns.map((c) => c.header.source).join(' | ')}, or no line under it)`
        : `scope document: no scope line found (no row starting with ${options.layout.item.source})`,
    );
  }
  return { ...result, headLines: result.head.map((row) => row.text) };
}

/** A section heading's text without its number ("1.2 Chemische Analysen" → "Chemische Analysen"). */
function headingText(text: string): string {
  return text.replace(/^\s*(?:\d+(?:\.\d+)*\.?|[A-Z]\.)\s+/, '').trim();
}

function isSection(row: PdfRow, section: RegExp | undefined): boolean {
  return !!section && row.cells.length === 1 && section.test(row.text);
}

// ---------------------------------------------------------------- table layout

interface Start {
  key: string;
  x: number;
}

function headerStarts(row: PdfRow, columns: readonly TableColumn[]): Start[] | null {
  const starts: Start[] = [];
  for (const column of columns) {
    const cell = row.cells.find((c) => column.header.test(c.text));
    if (!cell) return null;
    starts.push({ key: column.key, x: cell.x });
  }
  return starts.sort((a, b) => a.x - b.x);
}

function defaultCompose(cells: Readonly<Record<string, string>>): RawCapability | null {
  const field = cells.field || null;
  const test = cells.test ?? '';
  const method = cells.method ?? '';
  if (method) return { test: test || field || method, method, field };
  if (!test) return null;
  const split = splitScopeLine(test);
  return { ...split, field };
}

function readTable(rows: readonly PdfRow[], layout: TableLayout, section: RegExp | undefined): { capabilities: RawCapability[]; head: PdfRow[] } {
  const keys = new Set(layout.columns.map((c) => c.key));
  const anchors = layout.anchors ?? ['test', 'method'].filter((k) => keys.has(k));
  const hasFieldColumn = layout.columns.some((c) => c.key === 'field');
  const pagesWithHeader = new Set(rows.filter((r) => headerStarts(r, layout.columns)).map((r) => r.page));
  const head: PdfRow[] = [];
  const records: { cells: Record<string, string>; ownField: boolean; section: string | null }[] = [];
  let starts: Start[] | null = null;
  let inTableOnPage = -1;
  let currentSection: string | null = null;
  let pendingField: string | null = null;

  const appendTo = (cells: Record<string, string>, key: string, text: string) => {
    cells[key] = cells[key] ? `${cells[key]} ${text}` : text;
  };

  for (const row of rows) {
    const header = headerStarts(row, layout.columns);
    if (header) {
      starts = header;
      inTableOnPage = row.page;
      continue;
    }
    if (!starts) {
      // Above the first header: the document's head, unless it is already a section heading.
      if (isSection(row, section)) currentSection = headingText(row.text);
      else head.push(row);
      continue;
    }
    // A later page's running head, above that page's repeated header (a section heading there still counts).
    if (row.page !== inTableOnPage && pagesWithHeader.has(row.page)) {
      if (isSection(row, section)) currentSection = headingText(row.text);
      continue;
    }
    if (isSection(row, section)) {
      currentSection = headingText(row.text);
      pendingField = null;
      continue;
    }
    const cells: Record<string, string> = {};
    for (const cell of row.cells) {
      let column = starts[0]!;
      for (const start of starts) if (cell.x >= start.x - 2) column = start;
      appendTo(cells, column.key, cell.text);
    }
    const filled = Object.keys(cells);
    const previous = records[records.length - 1];
    const fieldOwner = records.findLast((r) => r.cells.field);
    if (cells.field && fieldOwner && /^\p{Ll}/u.test(cells.field) && pendingField === null) {
      // The lower-case end of the field above, printed beside the next line.
      appendTo(fieldOwner.cells, 'field', cells.field);
      delete cells.field;
      if (Object.keys(cells).length === 0) continue;
    }
    // Every cell starting in lower case or with "(" is the wrapped rest of the line above, even across the anchors.
    const wrapped = Object.values(cells).every((text) => /^[\p{Ll}(]/u.test(text));
    if (anchors.length > 0 && anchors.every((k) => cells[k]) && !(wrapped && previous)) {
      let ownField = !!cells.field;
      if (pendingField !== null) {
        if (!cells.field) {
          // A field printed on its own line above the rows it heads.
          cells.field = pendingField;
          ownField = true;
        } else if (previous) {
          appendTo(previous.cells, 'field', pendingField);
        }
        pendingField = null;
      }
      records.push({ cells, ownField, section: currentSection });
    } else if (hasFieldColumn && filled.length === 1 && filled[0] === 'field' && cells.field) {
      // Field text alone: the wrapped end of the field above (when that line printed its own
      // field), else a field heading for the lines below.
      if (previous && previous.ownField && pendingField === null && previous.cells.field) appendTo(previous.cells, 'field', cells.field!);
      else pendingField = pendingField ? `${pendingField} ${cells.field}` : cells.field!;
    } else if (previous) {
      for (const key of Object.keys(cells)) appendTo(previous.cells, key, cells[key]!);
    }
  }
  if (pendingField !== null && records.length) appendTo(records[records.length - 1]!.cells, 'field', pendingField);

  const compose = layout.compose ?? defaultCompose;
  const fillDown = layout.fillDown ?? ['field'];
  const capabilities: RawCapability[] = [];
  let last: Record<string, string> = {};
  let lastSection: string | null = null;
  for (const record of records) {
    if (record.section !== lastSection) {
      last = {};
      lastSection = record.section;
    }
    const cells = { ...record.cells };
    for (const key of fillDown) {
      if (cells[key]) last[key] = cells[key];
      else if (last[key]) cells[key] = last[key];
    }
    if (!cells.field && record.section) cells.field = record.section;
    const capability = compose(cells);
    if (capability) capabilities.push(tidy(capability));
  }
  return { capabilities, head };
}

// ----------------------------------------------------------------- list layout

function readList(rows: readonly PdfRow[], layout: ListLayout, section: RegExp | undefined): { capabilities: RawCapability[]; head: PdfRow[] } {
  const head: PdfRow[] = [];
  const capabilities: RawCapability[] = [];
  let started = false;
  let field: string | null = null;
  let current: RawCapability | null = null;
  for (const row of rows) {
    const first = row.cells[0]!;
    if (layout.item.test(first.text)) {
      started = true;
      let method = first.text;
      let rest = row.cells.slice(1);
      if (layout.edition && rest[0] && layout.edition.test(rest[0].text)) {
        method = `${method}:${rest[0].text}`;
        rest = rest.slice(1);
      }
      current = { test: rest.map((c) => c.text).join(' '), method, field };
      capabilities.push(current);
      continue;
    }
    if (isSection(row, section)) {
      started = true;
      field = headingText(row.text);
      current = null;
      continue;
    }
    if (!started) {
      head.push(row);
      continue;
    }
    // Wrapped title of the line above; anything else between sections (notes) is not a scope line.
    if (current && first.x > 60) current.test = current.test ? `${current.test} ${row.text}` : row.text;
  }
  return {
    capabilities: capabilities.map((c) => tidy({ ...c, test: c.test || c.field || c.method || '' })).filter((c) => c.test),
    head,
  };
}

function tidy(capability: RawCapability): RawCapability {
  const clean = (t: string | null | undefined) => (t ?? '').replace(/\s+/g, ' ').trim();
  const out: RawCapability = { test: clean(capability.test), method: clean(capability.method) || null };
  if (capability.field !== undefined) out.field = clean(capability.field) || null;
  return out;
}

// ------------------------------------------------------------ reading the head

/**
 * The value after a label in the head ("Issue date: 14 March 2025",
 * "Gültig ab: 03.05.2023"), from the cell holding the label or the one after it.
 */
export function headValue(head: readonly PdfRow[], label: RegExp): string | null {
  for (const row of head) {
    for (let i = 0; i < row.cells.length; i++) {
      const text = row.cells[i]!.text;
      const match = label.exec(text);
      if (!match) continue;
      const after = text.slice(match.index + match[0].length).replace(/^\s*[:.]?\s*/, '').trim();
      if (after) return after;
      const next = row.cells[i + 1]?.text.trim();
      if (next) return next;
    }
  }
  return null;
}
