// Text out of the PDF scope annexes registers publish (DAkkS, UKAS, ENAC,
// COFRAC...). Their scopes are tables; a PDF only knows glyph runs at x/y
// positions, so rows are rebuilt from runs sharing a baseline and cells from
// the gaps between runs.
import { getDocument } from 'pdfjs-dist/legacy/build/pdf.mjs';

export interface PdfRow {
  page: number;
  /** Baseline, top of page = largest. */
  y: number;
  /** Cell texts left to right, with their x start. */
  cells: { x: number; text: string }[];
  /** The whole row as one line, cells joined by a single space. */
  text: string;
}

/** Horizontal gap (points) wider than this starts a new cell. */
const CELL_GAP = 12;
/** Runs whose baselines differ by less than this share a row. */
const ROW_TOLERANCE = 2;

interface Run {
  x: number;
  y: number;
  end: number;
  text: string;
}

export async function pdfRows(data: Uint8Array): Promise<PdfRow[]> {
  // pdf.js takes ownership of (and detaches) the buffer: hand it a copy.
  const doc = await getDocument({ data: data.slice(), useSystemFonts: false, isEvalSupported: false, verbosity: 0 }).promise;
  const rows: PdfRow[] = [];
  try {
    for (let p = 1; p <= doc.numPages; p++) {
      const page = await doc.getPage(p);
      const content = await page.getTextContent();
      const runs: Run[] = [];
      for (const item of content.items) {
        if (!('str' in item) || item.str.trim() === '') continue;
        const [, , , , x, y] = item.transform as number[];
        runs.push({ x: x!, y: y!, end: x! + item.width, text: item.str });
      }
      runs.sort((a, b) => b.y - a.y || a.x - b.x);
      let current: Run[] = [];
      const flush = () => {
        if (current.length) rows.push(toRow(p, current));
        current = [];
      };
      for (const run of runs) {
        if (current.length && Math.abs(current[0]!.y - run.y) > ROW_TOLERANCE) flush();
        current.push(run);
      }
      flush();
      page.cleanup();
    }
  } finally {
    await doc.destroy();
  }
  return rows;
}

function toRow(page: number, runs: Run[]): PdfRow {
  runs.sort((a, b) => a.x - b.x);
  const cells: { x: number; text: string }[] = [];
  let last: Run | null = null;
  for (const run of runs) {
    if (last && run.x - last.end <= CELL_GAP) {
      const cell = cells[cells.length - 1]!;
      cell.text += (run.x - last.end > 1 ? ' ' : '') + run.text;
    } else {
      cells.push({ x: run.x, text: run.text });
    }
    last = run;
  }
  for (const cell of cells) cell.text = cell.text.replace(/\s+/g, ' ').trim();
  return { page, y: runs[0]!.y, cells, text: cells.map((c) => c.text).join(' ') };
}

export interface PdfColumn<K extends string> {
  key: K;
  /** Matches the column's header cell ("Prüfverfahren", "Test method"). */
  header: RegExp;
}

/**
 * A scope table as records: finds the header row (a row matching every
 * column), then puts each later cell in the column whose header starts at or
 * left of it. Repeated headers (one per page) are skipped; a row that leaves
 * the first column empty continues the record above (wrapped cell text).
 * Rows before the first header (letterhead, the lab's name) are ignored.
 */
export function pdfTable<K extends string>(rows: readonly PdfRow[], columns: readonly PdfColumn<K>[]): Record<K, string>[] {
  const records: Record<K, string>[] = [];
  let starts: { key: K; x: number }[] | null = null;
  for (const row of rows) {
    const header = headerStarts(row, columns);
    if (header) {
      starts = header;
      continue;
    }
    if (!starts) continue;
    const record = Object.fromEntries(columns.map((c) => [c.key, ''])) as Record<K, string>;
    for (const cell of row.cells) {
      let column = starts[0]!;
      for (const start of starts) if (cell.x >= start.x - 2) column = start;
      record[column.key] = record[column.key] ? `${record[column.key]} ${cell.text}` : cell.text;
    }
    const previous = records[records.length - 1];
    if (previous && record[starts[0]!.key] === '') {
      for (const { key } of starts) if (record[key]) previous[key] = previous[key] ? `${previous[key]} ${record[key]}` : record[key];
    } else {
      records.push(record);
    }
  }
  return records;
}

function headerStarts<K extends string>(row: PdfRow, columns: readonly PdfColumn<K>[]): { key: K; x: number }[] | null {
  const starts: { key: K; x: number }[] = [];
  for (const column of columns) {
    const cell = row.cells.find((c) => column.header.test(c.text));
    if (!cell) return null;
    starts.push({ key: column.key, x: cell.x });
  }
  return starts.sort((a, b) => a.x - b.x);
}
