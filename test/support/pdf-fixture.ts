// Writes small, real PDF files for scraper fixtures: registers publish scope
// annexes as PDFs whose text sits in table-like rows. Each page is a list of
// rows; each row a list of cells placed at fixed column x positions, the way
// a table-generating report tool lays them out. Standard Helvetica with
// WinAnsiEncoding, so Latin-1 text (ä, é, ß) round-trips.

export interface PdfPage {
  rows: string[][];
  /** x position (points) of each column; defaults to evenly spaced. */
  columns?: number[];
}

function pdfString(text: string): string {
  const bytes = Buffer.from(text, 'latin1');
  let out = '';
  for (const b of bytes) {
    const ch = String.fromCharCode(b);
    if (ch === '(' || ch === ')' || ch === '\\') out += `\\${ch}`;
    else if (b < 32 || b > 126) out += `\\${b.toString(8).padStart(3, '0')}`;
    else out += ch;
  }
  return `(${out})`;
}

export function makePdf(pages: PdfPage[]): Uint8Array {
  const objects: string[] = [];
  const add = (body: string) => objects.push(body) - 1 + 1; // 1-based object numbers
  const catalog = add('');
  const pagesObj = add('');
  const font = add('<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica /Encoding /WinAnsiEncoding >>');
  const pageRefs: number[] = [];
  for (const page of pages) {
    const width = Math.max(1, ...page.rows.map((r) => r.length));
    const columns = page.columns ?? Array.from({ length: width }, (_, i) => 40 + i * Math.floor(520 / width));
    const lines: string[] = ['BT', '/F1 9 Tf'];
    page.rows.forEach((row, r) => {
      const y = 800 - r * 14;
      row.forEach((cell, c) => {
        if (cell === '') return;
        lines.push(`1 0 0 1 ${columns[c] ?? 40 + c * 100} ${y} Tm`, `${pdfString(cell)} Tj`);
      });
    });
    lines.push('ET');
    const stream = lines.join('\n');
    const content = add(`<< /Length ${Buffer.byteLength(stream, 'latin1')} >>\nstream\n${stream}\nendstream`);
    pageRefs.push(add(`<< /Type /Page /Parent ${pagesObj} 0 R /MediaBox [0 0 595 842] /Resources << /Font << /F1 ${font} 0 R >> >> /Contents ${content} 0 R >>`));
  }
  objects[catalog - 1] = `<< /Type /Catalog /Pages ${pagesObj} 0 R >>`;
  objects[pagesObj - 1] = `<< /Type /Pages /Kids [${pageRefs.map((p) => `${p} 0 R`).join(' ')}] /Count ${pageRefs.length} >>`;

  let out = '%PDF-1.4\n';
  const offsets: number[] = [];
  objects.forEach((body, i) => {
    offsets.push(Buffer.byteLength(out, 'latin1'));
    out += `${i + 1} 0 obj\n${body}\nendobj\n`;
  });
  const xref = Buffer.byteLength(out, 'latin1');
  out += `xref\n0 ${objects.length + 1}\n0000000000 65535 f \n`;
  for (const offset of offsets) out += `${String(offset).padStart(10, '0')} 00000 n \n`;
  out += `trailer\n<< /Size ${objects.length + 1} /Root ${catalog} 0 R >>\nstartxref\n${xref}\n%%EOF\n`;
  return new Uint8Array(Buffer.from(out, 'latin1'));
}
