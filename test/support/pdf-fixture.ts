// Writes small, real PDF files for scraper fixtures: registers publish scope
// annexes as PDFs whose text sits in table-like rows. Each page is a list of
// rows; each row a list of cells placed at fixed column x positions, the way
// a table-generating report tool lays them out. Standard Helvetica with
// WinAnsiEncoding, so Latin-1 text (ä, é, ß) round-trips; Central European
// letters (ł, ą, ř, ő...) are mapped onto spare codes with a /Differences
// array naming their standard glyphs, as PDF producers do.

export interface PdfPage {
  rows: string[][];
  /** x position (points) of each column; defaults to evenly spaced. */
  columns?: number[];
}

/** Standard glyph names of Latin Extended-A letters that Helvetica carries. */
const GLYPHS: Record<string, string> = {
  ą: 'aogonek',
  Ą: 'Aogonek',
  ć: 'cacute',
  Ć: 'Cacute',
  ę: 'eogonek',
  Ę: 'Eogonek',
  ł: 'lslash',
  Ł: 'Lslash',
  ń: 'nacute',
  Ń: 'Nacute',
  ś: 'sacute',
  Ś: 'Sacute',
  ź: 'zacute',
  Ź: 'Zacute',
  ż: 'zdotaccent',
  Ż: 'Zdotaccent',
  č: 'ccaron',
  Č: 'Ccaron',
  ď: 'dcaron',
  Ď: 'Dcaron',
  ě: 'ecaron',
  Ě: 'Ecaron',
  ň: 'ncaron',
  Ň: 'Ncaron',
  ř: 'rcaron',
  Ř: 'Rcaron',
  š: 'scaron',
  Š: 'Scaron',
  ť: 'tcaron',
  Ť: 'Tcaron',
  ů: 'uring',
  Ů: 'Uring',
  ž: 'zcaron',
  Ž: 'Zcaron',
  ő: 'ohungarumlaut',
  Ő: 'Ohungarumlaut',
  ű: 'uhungarumlaut',
  Ű: 'Uhungarumlaut',
  ľ: 'lcaron',
  Ľ: 'Lcaron',
  ĺ: 'lacute',
  ŕ: 'racute',
  ă: 'abreve',
  ș: 'scommaaccent',
  ț: 'tcommaaccent',
  ğ: 'gbreve',
  ı: 'dotlessi',
};

/** WinAnsiEncoding's codes 128..159 (typographic quotes, dashes, €). */
const WIN_ANSI: Record<string, number> = {
  '€': 0x80,
  '‚': 0x82,
  ƒ: 0x83,
  '„': 0x84,
  '…': 0x85,
  '†': 0x86,
  '‡': 0x87,
  ˆ: 0x88,
  '‰': 0x89,
  Š: 0x8a,
  '‹': 0x8b,
  Œ: 0x8c,
  Ž: 0x8e,
  '‘': 0x91,
  '’': 0x92,
  '“': 0x93,
  '”': 0x94,
  '•': 0x95,
  '–': 0x96,
  '—': 0x97,
  '˜': 0x98,
  '™': 0x99,
  š: 0x9a,
  '›': 0x9b,
  œ: 0x9c,
  ž: 0x9e,
  Ÿ: 0x9f,
};

function winAnsiCode(ch: string): number | undefined {
  const code = ch.charCodeAt(0);
  if (WIN_ANSI[ch] !== undefined) return WIN_ANSI[ch];
  return code <= 255 && (code < 0x80 || code > 0x9f) ? code : undefined;
}

function pdfString(text: string, extra: Map<string, number>): string {
  const bytes: number[] = [];
  for (const ch of text) {
    const code = extra.get(ch) ?? winAnsiCode(ch) ?? 256;
    bytes.push(code);
  }
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
  // Letters outside WinAnsi get codes this document does not otherwise use, named in /Differences.
  const chars = new Set(pages.flatMap((page) => page.rows.flatMap((row) => row.flatMap((cell) => [...cell]))));
  const used = new Set([...chars].map(winAnsiCode).filter((c) => c !== undefined));
  const spare = Array.from({ length: 128 }, (_, i) => 128 + i).filter((code) => !used.has(code));
  const extra = new Map<string, number>();
  for (const ch of chars) {
    if (winAnsiCode(ch) !== undefined) continue;
    if (!GLYPHS[ch]) throw new Error(`makePdf: no standard glyph for '${ch}'`);
    extra.set(ch, spare.shift()!);
  }
  const differences = [...extra].map(([ch, code]) => `${code} /${GLYPHS[ch]}`).join(' ');
  const font = add(
    `<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica /Encoding << /Type /Encoding /BaseEncoding /WinAnsiEncoding${differences ? ` /Differences [${differences}]` : ''} >> >>`,
  );
  const pageRefs: number[] = [];
  for (const page of pages) {
    const width = Math.max(1, ...page.rows.map((r) => r.length));
    const columns = page.columns ?? Array.from({ length: width }, (_, i) => 40 + i * Math.floor(520 / width));
    const lines: string[] = ['BT', '/F1 9 Tf'];
    page.rows.forEach((row, r) => {
      const y = 800 - r * 14;
      row.forEach((cell, c) => {
        if (cell === '') return;
        lines.push(`1 0 0 1 ${columns[c] ?? 40 + c * 100} ${y} Tm`, `${pdfString(cell, extra)} Tj`);
      });
    });
    lines.push('ET');
    const stream = lines.join('\n');
    const content = add(`<< /Length ${Buffer.byteLength(stream, 'latin1')} >>\nstream\n${stream}\nendstream`);
    pageRefs.push(
      add(
        `<< /Type /Page /Parent ${pagesObj} 0 R /MediaBox [0 0 595 842] /Resources << /Font << /F1 ${font} 0 R >> >> /Contents ${content} 0 R >>`,
      ),
    );
  }
  objects[catalog - 1] = `<< /Type /Catalog /Pages ${pagesObj} 0 R >>`;
  objects[pagesObj - 1] =
    `<< /Type /Pages /Kids [${pageRefs.map((p) => `${p} 0 R`).join(' ')}] /Count ${pageRefs.length} >>`;

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
