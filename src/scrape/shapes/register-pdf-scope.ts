// Scope annexes published as PDF tables (RvA, BELAC, Akkreditierung Austria,
// SAS, DANAK). Each register has one or more table layouts (testing and
// calibration scopes differ; multilingual bodies print headers in the lab's
// language); the first layout whose header row is found wins. The letterhead
// above the table (name, address, number, validity) comes back as lines for
// registers whose scope document is also where the address is printed.
import type { RawCapability } from '../../lib/types.ts';
import type { ScrapeContext } from '../adapter.ts';
import { pdfRows, pdfTable, type PdfColumn, type PdfRow } from '../parse/pdf.ts';
import { checkAborted, layoutError } from './register-common.ts';

export interface ScopeLayout<K extends string = string> {
  /** For messages ("testing", "calibration", "français"). */
  name: string;
  columns: readonly PdfColumn<K>[];
  /** One table record as a capability; null skips it (sub-headings, footnotes). */
  toCapability(record: Record<K, string>): RawCapability | null;
}

export interface PdfScope {
  capabilities: RawCapability[];
  /** Row texts before the first table header (letterhead). */
  letterhead: string[];
  /** Every row, for registers that print more below or between tables. */
  rows: PdfRow[];
  layout: string;
}

/** Reads a scope PDF's table; throws when no layout's header is found or the table holds nothing. */
export function scopeFromRows(rows: PdfRow[], layouts: readonly ScopeLayout<any>[], source = 'scope document'): PdfScope {
  if (rows.length === 0) layoutError(`${source} has no text (scanned image?)`);
  for (const layout of layouts) {
    const headerIndex = rows.findIndex((row) => layout.columns.every((c: PdfColumn<string>) => row.cells.some((cell) => c.header.test(cell.text))));
    if (headerIndex < 0) continue;
    const capabilities = pdfTable(rows, layout.columns)
      .map((record) => layout.toCapability(record))
      .filter((c): c is RawCapability => c !== null && c.test.trim() !== '');
    if (capabilities.length === 0) layoutError(`${source}: the ${layout.name} table holds no rows`);
    return { capabilities, letterhead: rows.slice(0, headerIndex).map((r) => r.text), rows, layout: layout.name };
  }
  return layoutError(`${source}: no scope table with a known header (${layouts.map((l) => l.name).join(', ')})`);
}

export async function readPdfScope(ctx: ScrapeContext, url: string, layouts: readonly ScopeLayout<any>[]): Promise<PdfScope> {
  checkAborted(ctx);
  const bytes = await ctx.http.bytes(url);
  if (!isPdf(bytes)) layoutError(`${url} is not a PDF`);
  return scopeFromRows(await pdfRows(bytes), layouts, url);
}

function isPdf(bytes: Uint8Array): boolean {
  return bytes.length > 4 && bytes[0] === 0x25 && bytes[1] === 0x50 && bytes[2] === 0x44 && bytes[3] === 0x46;
}

/** Joins non-empty parts with a separator ("Zugversuch", "bei Raumtemperatur"). */
export function joinParts(parts: (string | null | undefined)[], separator = ' – '): string {
  return parts.map((p) => p?.trim()).filter(Boolean).join(separator);
}
