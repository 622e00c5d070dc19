// Shape: a scope of accreditation published as a PDF annex whose text is a
// table (FINAS, INAB, PCA, ESYD...). Columns are found by their header text
// (the header repeats on every page); each cell goes to the column whose
// header starts at or left of it. A row with a method cell starts a scope
// line; rows without one continue the line above (wrapped cells). Block
// cells printed once ("Water", a product group) carry down to the lines
// below. A PDF from which no scope line can be read throws, so the runner
// keeps the lab's last good scope.
//
// parse/pdf.ts's pdfTable starts a record on its left-most column, which a
// block column printed once leaves empty: hence this reader.
import type { ScrapeContext } from '../adapter.ts';
import type { RawCapability } from '../../lib/types.ts';
import { pdfRows, type PdfRow } from '../parse/pdf.ts';
import { clean } from '../parse/html.ts';
import { splitScopeLine } from '../parse/scope-text.ts';

export interface PdfScopeColumns {
  test: RegExp;
  /** The method column; without one each test cell is split by splitScopeLine. */
  method?: RegExp;
  /** The register's classification column. */
  field?: RegExp;
  /** A column whose text goes before the test ("Material/product tested" + "Type of test"). */
  testPrefix?: RegExp;
  /** A numbering column ("No.", "Lp."): read so its cells do not spill into the test. */
  number?: RegExp;
}

type Key = 'test' | 'method' | 'field' | 'prefix' | 'number';
type Line = Record<Key, string>;

/** Cells that are no scope text: "continued" markers. */
const NOISE = /^(\(?cont(inued)?\.?\)?|jatkuu|forts\.?|cd\.|pokrač\.?|pokrac\.?|folyt\.?)$/i;

/** The scope table's lines, read from the PDF's rows. Exported for the shape's tests. */
export function scopeLines(rows: readonly PdfRow[], columns: PdfScopeColumns): Line[] {
  const wanted: [Key, RegExp][] = [['test', columns.test]];
  if (columns.method) wanted.push(['method', columns.method]);
  if (columns.field) wanted.push(['field', columns.field]);
  if (columns.testPrefix) wanted.push(['prefix', columns.testPrefix]);
  if (columns.number) wanted.push(['number', columns.number]);
  const starter: Key = columns.method ? 'method' : 'test';
  let starts: { key: Key; x: number }[] | null = null;
  const lines: Line[] = [];
  for (const row of rows) {
    const header = wanted.map(([key, re]) => {
      const cell = row.cells.find((c) => re.test(c.text));
      return cell ? { key, x: cell.x } : null;
    });
    if (header.every((h) => h !== null)) {
      starts = (header as { key: Key; x: number }[]).sort((a, b) => a.x - b.x);
      continue;
    }
    if (!starts) continue;
    const line: Line = { test: '', method: '', field: '', prefix: '', number: '' };
    for (const cell of row.cells) {
      let column = starts[0]!;
      for (const start of starts) if (cell.x >= start.x - 2) column = start;
      line[column.key] = line[column.key] ? `${line[column.key]} ${cell.text}` : cell.text;
    }
    const previous = lines.at(-1);
    if (line[starter] || !previous) {
      lines.push(line);
    } else {
      for (const key of Object.keys(line) as Key[]) if (line[key]) previous[key] = previous[key] ? `${previous[key]} ${line[key]}` : line[key];
    }
  }
  return lines;
}

export async function pdfScope(ctx: ScrapeContext, url: string, columns: PdfScopeColumns): Promise<RawCapability[]> {
  const rows = await pdfRows(await ctx.http.bytes(url));
  const capabilities: RawCapability[] = [];
  let prefix: string | null = null;
  let field: string | null = null;
  for (const line of scopeLines(rows, columns)) {
    prefix = clean(line.prefix) ?? prefix;
    field = clean(line.field) ?? field;
    const testCell = clean(line.test);
    if (!testCell || NOISE.test(testCell)) continue;
    const base = columns.method ? { test: testCell, method: clean(line.method) } : splitScopeLine(testCell);
    const test = prefix ? `${prefix} – ${base.test}` : base.test;
    capabilities.push({ test, method: base.method, ...(field ? { field } : {}) });
  }
  if (!capabilities.length) throw new Error(`scope PDF ${url}: no scope table lines found (headers not recognised)`);
  return capabilities;
}
