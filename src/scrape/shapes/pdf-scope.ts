// Scope documents published as PDF (DAkkS annexes, UKAS schedules, COFRAC and
// ENAC annexes, RvA/BELAC/AA/SAS/DANAK annexes, FINAS/INAB/PCA/ESYD/NAH
// scopes) → the raw format's capabilities, plus what the same PDF prints
// around the scope (letterhead, labelled values, address blocks).
//
// Reading: readPdf fetches a PDF and throws when it is none, or holds no text
// (a scanned image, an error page). pdfText, headValue ("Label: value" or
// label + next cell), labelValue (value beside or in the box under a label)
// and pdfBlocks (a small table of multi-line cells) read what is around the
// scope.
//
// Scope: scopeFromRows / readScope try the given layouts in turn; the first
// whose header row (or first list item) is found is read, and a document in
// which no layout is found, or whose layout holds no scope line, throws: an
// unreadable scope must not look like an empty one. Every table layout finds
// its columns by header text (the header repeats on every page) and puts each
// cell in the column whose header starts at or left of it. Four layouts:
//
// - `table`: a row with text in every *anchor* column (by default test and
//   method) starts a new scope line; any other row continues the line above
//   (wrapped cell text), as does a row whose every cell starts in lower case
//   or with "(". The grouping column (`field`, "Materials/Products tested")
//   is filled down: a register prints it once for the rows below it; field
//   text that starts in lower case continues the field above ("Metallic
//   materials and" / "welded joints"), even on a row that starts a new line;
//   field text alone on a row heads the rows below. Everything above the
//   first header is the document's head, everything above a repeated header
//   is that page's running head and is skipped.
// - `list`: scope lines without a table header, one method reference per line
//   ("DIN EN ISO 6892-1   2020-06   Metallische Werkstoffe – Zugversuch"). A
//   line that does not start with a reference continues the title above.
// - `records`: a row with text in the left-most column starts a record, any
//   other row continues it; the adapter maps each record (`toCapability`).
// - `lines`: a row with a method cell (a test cell, without a method column)
//   starts a scope line, any other continues it; prefix ("Material/product
//   tested") and field cells printed once carry down to the lines below,
//   "continued" markers are dropped, cells may be tidied (numbering).
//
// Section headings (`section`: a one-cell row) become the `field` of the
// lines below them, their leading number removed ("1.2 Chemische Analysen").
// Rows matching `ignore` (running heads and footers) are dropped wherever
// they are; the table and list layouts also drop page numbering.
import type { RawCapability } from '../../domain/types.ts';
import type { ScrapeContext } from '../adapter.ts';
import { clean } from '../parse/html.ts';
import { pdfRows, type PdfRow } from '../parse/pdf.ts';
import { splitScopeLine } from '../parse/scope-text.ts';
import { checkAborted, layoutError } from './lab-fields.ts';

export type { PdfRow };

// ------------------------------------------------------------- reading PDFs

/**
 * The rows of the PDF at `url`; throws when the answer is no PDF or has no text at all (a scanned image, an error
 * page).
 */
export async function readPdf(ctx: ScrapeContext, url: string): Promise<PdfRow[]> {
  checkAborted(ctx);
  const bytes = await ctx.http.bytes(url);
  if (!isPdf(bytes)) layoutError(`${url} is not a PDF`);
  const rows = await pdfRows(bytes);
  if (!rows.length) layoutError(`scope PDF ${url} has no text (scanned image?): no scope table lines can be read`);
  return rows;
}

function isPdf(bytes: Uint8Array): boolean {
  return bytes.length > 4 && bytes[0] === 0x25 && bytes[1] === 0x50 && bytes[2] === 0x44 && bytes[3] === 0x46;
}

/** Every row's text, one line each. */
export function pdfText(rows: readonly PdfRow[]): string {
  return rows.map((r) => r.text).join('\n');
}

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
      const after = text
        .slice(match.index + match[0].length)
        .replace(/^\s*[:.]?\s*/, '')
        .trim();
      if (after) return after;
      const next = row.cells[i + 1]?.text.trim();
      if (next) return next;
    }
  }
  return null;
}

/**
 * The value printed for a label: the cell right of the label in its row, else
 * the cell of the next row that starts nearest below the label (label boxes
 * with the value underneath). Null when the label is not printed.
 */
export function labelValue(rows: readonly PdfRow[], label: RegExp): string | null {
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

export interface PdfColumn<K extends string = string> {
  key: K;
  /** Matches the column's header cell. */
  header: RegExp;
}

/**
 * A small table under a header row (matching every column's header) whose
 * cells run over several lines: each record starts at a row that fills the
 * left-most column and keeps its lines per column. Reading stops at a row with
 * a cell matching `until` (the next table's header) or at the end.
 */
export function pdfBlocks<K extends string>(
  rows: readonly PdfRow[],
  columns: readonly PdfColumn<K>[],
  until?: RegExp,
): Record<K, string[]>[] {
  return tableLines(rows, columns, null, until);
}

// ------------------------------------------------------------ table columns

interface Start<K extends string> {
  key: K;
  x: number;
}

/** The columns' x starts when `row` is their header row (a cell matching every column), else null. */
function headerStarts<K extends string>(row: PdfRow, columns: readonly PdfColumn<K>[]): Start<K>[] | null {
  const starts: Start<K>[] = [];
  for (const column of columns) {
    const cell = row.cells.find((c) => column.header.test(c.text));
    if (!cell) return null;
    starts.push({ key: column.key, x: cell.x });
  }
  return starts.sort((a, b) => a.x - b.x);
}

/** The column a cell at `x` belongs to: the right-most whose header starts at or left of it. */
function columnAt<K extends string>(starts: readonly Start<K>[], x: number): K {
  let column = starts[0]!;
  for (const start of starts) if (x >= start.x - 2) column = start;
  return column.key;
}

/**
 * Rows under the (latest) header as records of cell texts per column: a row
 * with text in the `starter` column (null: the left-most) starts a record,
 * any other continues the one above. Rows above the first header are skipped.
 */
function tableLines<K extends string>(
  rows: readonly PdfRow[],
  columns: readonly PdfColumn<K>[],
  starter: K | null,
  until?: RegExp,
): Record<K, string[]>[] {
  const records: Record<K, string[]>[] = [];
  let starts: Start<K>[] | null = null;
  for (const row of rows) {
    const header = headerStarts(row, columns);
    if (header) {
      starts = header;
      continue;
    }
    if (!starts) continue;
    if (until && row.cells.some((c) => until.test(c.text))) break;
    const lines = Object.fromEntries(columns.map((c) => [c.key, [] as string[]])) as Record<K, string[]>;
    for (const cell of row.cells) lines[columnAt(starts, cell.x)].push(cell.text);
    const previous = records.at(-1);
    if (lines[starter ?? starts[0]!.key].length || !previous) records.push(lines);
    else for (const { key } of starts) previous[key].push(...lines[key]);
  }
  return records;
}

// -------------------------------------------------------------------- scope

/**
 * Page numbering as the registers print it: "Page 2 of 5", "Seite 2 von 5", "Página 2 de 5", "Page 2 sur 5", "2 / 5".
 */
export const PAGE_NUMBERING =
  /^(?:(?:page|seite|página|pagina|pág\.?)\s*\d+\s*(?:of|von|de|sur|\/)\s*\d+|\d+\s*\/\s*\d+)$/i;

/** Cells that are no scope text: "continued" markers. */
const CONTINUED = /^(\(?cont(inued)?\.?\)?|jatkuu|forts\.?|cd\.|c\.d\.|pokrač\.?|pokrac\.?|folyt\.?|folytatás)$/i;

export interface TableLayout {
  kind: 'table';
  /** For messages (default: the header patterns). */
  name?: string;
  /** `field`, `test` and `method` feed the capability directly; other keys are read by `compose`. */
  columns: readonly PdfColumn[];
  /**
   * Keys that must all hold text for a row to start a new scope line (default:
   * `test` and `method`, those of them that are columns). A row lacking one
   * continues the line above: a wrapped test, method or field.
   */
  anchors?: readonly string[];
  /**
   * Keys printed once for the lines below them, filled down into those lines (default: `field`); reset by a section
   * heading.
   */
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
  name?: string;
  /** A row whose first cell matches starts a scope line; that cell is the method reference. */
  item: RegExp;
  /**
   * The cell right after the reference, when it matches, is its edition: "DIN EN ISO 6892-1" + "2020-06" → "DIN EN ISO
   * 6892-1:2020-06".
   */
  edition?: RegExp;
}

export interface RecordLayout<K extends string = string> {
  kind: 'records';
  /** For messages ("testing", "calibration", "français"). */
  name: string;
  columns: readonly PdfColumn<K>[];
  /** One table record as a capability; null skips it (sub-headings, footnotes). */
  toCapability(record: Record<K, string>): RawCapability | null;
}

export interface LineLayout {
  kind: 'lines';
  name?: string;
  test: RegExp;
  /** The method column; without one each test cell is split by splitScopeLine. */
  method?: RegExp;
  /** The register's classification column. */
  field?: RegExp;
  /** A column whose text goes before the test ("Material/product tested" + "Type of test"). */
  testPrefix?: RegExp;
  /** A numbering or other non-scope column ("No.", "Lp.", a range): read so its cells do not spill into the test. */
  number?: RegExp;
  /** Tidies a cell's text (numbering, flexible-scope markers) before it is used. */
  tidy?: (text: string) => string;
  /**
   * A prefix cell wholly in parentheses qualifies the prefix above ("Water" /
   * "(potable, surface)") instead of replacing it (default true).
   */
  qualifiedPrefix?: boolean;
}

// biome-ignore lint/suspicious/noExplicitAny: a layout of any record type; each adapter fixes its own
export type ScopeLayout = TableLayout | ListLayout | RecordLayout<any> | LineLayout;

/** The commonest scope table: a field (material, product), the test, the method, each found by its header. */
export function fieldTestMethodLayout(
  name: string,
  field: RegExp,
  test: RegExp,
  method: RegExp,
): RecordLayout<'field' | 'test' | 'method'> {
  return {
    kind: 'records',
    name,
    columns: [
      { key: 'field', header: field },
      { key: 'test', header: test },
      { key: 'method', header: method },
    ],
    toCapability: (r) => (r.test ? { test: r.test, method: r.method || null, field: r.field || null } : null),
  };
}

export interface ScopeOptions {
  /** The register's layout, or several (testing and calibration scopes, languages) tried in turn. */
  layout: ScopeLayout | readonly ScopeLayout[];
  /**
   * A one-cell row matching this is a section heading: it becomes the `field` of the lines below (its leading number
   * removed).
   */
  section?: RegExp;
  /** Rows to drop wherever they are (running heads and footers). */
  ignore?: readonly RegExp[];
  /** Names the document in messages (readScope: its URL). */
  source?: string;
}

export interface ScopeDocument {
  capabilities: RawCapability[];
  /** The rows above the scope (page 1 head: holder, address, contact, dates), for the adapter to read. */
  head: PdfRow[];
  /** The head's rows as text lines. */
  headLines: string[];
  /** Every row of the document. */
  rows: PdfRow[];
  /** The name of the layout read. */
  layout: string;
}

/** Fetches a scope PDF and reads its scope; throws when it is no PDF, has no text or no scope line. */
export async function readScope(ctx: ScrapeContext, url: string, options: ScopeOptions): Promise<ScopeDocument> {
  return scopeFromRows(await readPdf(ctx, url), { source: url, ...options });
}

/** A scope from a PDF's rows (already read: the adapter may need them for more); throws when no scope line is found. */
export function scopeFromRows(allRows: readonly PdfRow[], options: ScopeOptions): ScopeDocument {
  const source = options.source ?? 'scope document';
  const layouts: readonly ScopeLayout[] = Array.isArray(options.layout)
    ? options.layout
    : [options.layout as ScopeLayout];
  for (const layout of layouts) {
    const ignore =
      layout.kind === 'table' || layout.kind === 'list'
        ? [PAGE_NUMBERING, ...(options.ignore ?? [])]
        : (options.ignore ?? []);
    const rows = allRows.filter((row) => !ignore.some((pattern) => pattern.test(row.text)));
    const columns = columnsOf(layout);
    // A layout applies when its header row (a list: its first item) is printed.
    const found = columns
      ? rows.some((row) => headerStarts(row, columns))
      : rows.some((row) => (layout as ListLayout).item.test(row.cells[0]!.text));
    if (!found) continue;
    const read =
      layout.kind === 'table'
        ? readTable(rows, layout, options.section)
        : layout.kind === 'list'
          ? readList(rows, layout, options.section)
          : layout.kind === 'records'
            ? readRecords(rows, layout)
            : readLines(rows, layout, options.section);
    if (read.capabilities.length === 0) {
      layoutError(
        layout.kind === 'list'
          ? `${source}: no scope line found (no row starting with ${layout.item.source} holds one)`
          : `${source}: no scope table lines found (the ${describe(layout)} table holds no rows)`,
      );
    }
    return {
      capabilities: read.capabilities,
      head: read.head,
      headLines: read.head.map((row) => row.text),
      rows: [...allRows],
      layout: describe(layout),
    };
  }
  return layoutError(
    `${source}: no scope table lines found (no scope table with a known header: ${layouts.map(describe).join('; ')})`,
  );
}

function describe(layout: ScopeLayout): string {
  if (layout.name) return layout.name;
  if (layout.kind === 'list') return `list of ${layout.item.source}`;
  return (columnsOf(layout) ?? []).map((c) => c.header.source).join(' | ');
}

function columnsOf(layout: ScopeLayout): readonly PdfColumn[] | null {
  switch (layout.kind) {
    case 'list':
      return null;
    case 'table':
    case 'records':
      return layout.columns;
    case 'lines':
      return lineColumns(layout);
  }
}

interface Read {
  capabilities: RawCapability[];
  head: PdfRow[];
}

/** A section heading's text without its number ("1.2 Chemische Analysen" → "Chemische Analysen"). */
function headingText(text: string): string {
  return text.replace(/^\s*(?:\d+(?:\.\d+)*\.?|[A-Z]\.)\s+/, '').trim();
}

function isSection(row: PdfRow, section: RegExp | undefined): boolean {
  return !!section && row.cells.length === 1 && section.test(row.text);
}

function headOf(rows: readonly PdfRow[], columns: readonly PdfColumn[]): PdfRow[] {
  const at = rows.findIndex((row) => headerStarts(row, columns));
  return rows.slice(0, Math.max(at, 0));
}

// -------------------------------------------------------------- table layout

function defaultCompose(cells: Readonly<Record<string, string>>): RawCapability | null {
  const field = cells.field || null;
  const test = cells.test ?? '';
  const method = cells.method ?? '';
  if (method) return { test: test || field || method, method, field };
  if (!test) return null;
  const split = splitScopeLine(test);
  return { ...split, field };
}

function readTable(rows: readonly PdfRow[], layout: TableLayout, section: RegExp | undefined): Read {
  const keys = new Set(layout.columns.map((c) => c.key));
  const anchors = layout.anchors ?? ['test', 'method'].filter((k) => keys.has(k));
  const hasFieldColumn = layout.columns.some((c) => c.key === 'field');
  const pagesWithHeader = new Set(rows.filter((r) => headerStarts(r, layout.columns)).map((r) => r.page));
  const head: PdfRow[] = [];
  const records: { cells: Record<string, string>; ownField: boolean; section: string | null }[] = [];
  let starts: Start<string>[] | null = null;
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
    for (const cell of row.cells) appendTo(cells, columnAt(starts, cell.x), cell.text);
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
      if (previous?.ownField && pendingField === null && previous.cells.field)
        appendTo(previous.cells, 'field', cells.field!);
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

// --------------------------------------------------------------- list layout

function readList(rows: readonly PdfRow[], layout: ListLayout, section: RegExp | undefined): Read {
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
    capabilities: capabilities
      .map((c) => tidy({ ...c, test: c.test || c.field || c.method || '' }))
      .filter((c) => c.test),
    head,
  };
}

function tidy(capability: RawCapability): RawCapability {
  const clean = (t: string | null | undefined) => (t ?? '').replace(/\s+/g, ' ').trim();
  const out: RawCapability = { test: clean(capability.test), method: clean(capability.method) || null };
  if (capability.field !== undefined) out.field = clean(capability.field) || null;
  return out;
}

// ------------------------------------------------------------ records layout

function readRecords(rows: readonly PdfRow[], layout: RecordLayout): Read {
  const capabilities = tableLines(rows, layout.columns, null)
    .map((lines) =>
      layout.toCapability(Object.fromEntries(Object.entries(lines).map(([key, texts]) => [key, texts.join(' ')]))),
    )
    .filter((c): c is RawCapability => c !== null && c.test.trim() !== '');
  return { capabilities, head: headOf(rows, layout.columns) };
}

// -------------------------------------------------------------- lines layout

type LineKey = 'test' | 'method' | 'field' | 'prefix' | 'number';

function lineColumns(layout: LineLayout): PdfColumn<LineKey>[] {
  const columns: PdfColumn<LineKey>[] = [{ key: 'test', header: layout.test }];
  if (layout.method) columns.push({ key: 'method', header: layout.method });
  if (layout.field) columns.push({ key: 'field', header: layout.field });
  if (layout.testPrefix) columns.push({ key: 'prefix', header: layout.testPrefix });
  if (layout.number) columns.push({ key: 'number', header: layout.number });
  return columns;
}

function readLines(rows: readonly PdfRow[], layout: LineLayout, section: RegExp | undefined): Read {
  const columns = lineColumns(layout);
  const tidy = (text: string | undefined) => {
    const t = clean(text);
    return t && layout.tidy ? clean(layout.tidy(t)) : t;
  };
  const isHeader = (row: PdfRow) =>
    row.cells.some((c) => layout.test.test(c.text)) &&
    (!layout.method || row.cells.some((c) => layout.method!.test(c.text)));
  // Cut the rows at section headings; each segment is read under the latest table header.
  const segments: { field: string | null; rows: PdfRow[] }[] = [{ field: null, rows: [] }];
  let header: PdfRow | null = null;
  for (const row of rows) {
    if (isHeader(row)) header = row;
    if (section && header && row !== header && row.cells.length === 1 && section.test(row.cells[0]!.text)) {
      segments.push({ field: headingText(row.cells[0]!.text) || null, rows: [header] });
      continue;
    }
    segments.at(-1)!.rows.push(row);
  }
  const starter: LineKey = layout.method ? 'method' : 'test';
  const capabilities: RawCapability[] = [];
  for (const segment of segments) {
    let prefix: string | null = null;
    let field: string | null = segment.field;
    for (const lines of tableLines(segment.rows, columns, starter)) {
      const line = (key: LineKey) => (lines[key]?.length ? lines[key].join(' ') : undefined);
      const prefixCell = tidy(line('prefix'));
      // A prefix cell wholly in parentheses qualifies the block above ("Water" / "(potable, surface)"): it continues
      // it.
      const qualifies: boolean =
        layout.qualifiedPrefix !== false && !!prefixCell && !!prefix && /^\(.*\)$/.test(prefixCell!);
      prefix = qualifies ? `${prefix} ${prefixCell}` : (prefixCell ?? prefix);
      field = tidy(line('field')) ?? field;
      const testCell = tidy(line('test'));
      if (!testCell || CONTINUED.test(testCell)) continue;
      const base = layout.method ? { test: testCell, method: tidy(line('method')) } : splitScopeLine(testCell);
      const test = prefix ? `${prefix} – ${base.test}` : base.test;
      capabilities.push({ test, method: base.method, ...(field ? { field } : {}) });
    }
  }
  return { capabilities, head: headOf(rows, columns) };
}

// -------------------------------------------------------------- cell helpers

/**
 * Leading item numbering ("1.", "2)", "1.1") and trailing markers ("(*)", "*") as scope PDFs print them; a bare "1 mg"
 * is no numbering.
 */
export function stripNumbering(text: string): string {
  return text
    .replace(/^\s*(?:(?:\d+\.)+\d*|\d+\))\s+(?=\S)/, '')
    .replace(/\s*\(\*+\)\s*$|\s*\*+\s*$/, '')
    .trim();
}

/** Joins non-empty parts with a separator ("Zugversuch", "bei Raumtemperatur"). */
export function joinParts(parts: (string | null | undefined)[], separator = ' – '): string {
  return parts
    .map((p) => p?.trim())
    .filter(Boolean)
    .join(separator);
}
