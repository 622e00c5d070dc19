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
  const doc = await getDocument({ data: data.slice(), useSystemFonts: false, isEvalSupported: false, verbosity: 0 })
    .promise;
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
