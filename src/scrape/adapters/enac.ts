// ENAC (Entidad Nacional de Acreditación, Spain): the search engine of
// accredited bodies, https://www.enac.es/entidades-acreditadas/buscador-de-acreditados.
//
// What this assumes, and how sure it is (the `assumptions` rows below say the
// same, one per check step):
// - Search page address: CONFIRMED (bodies.ts; driven by public Selenium
//   code). www.enac.es serves its documents from a Liferay document library,
//   https://www.enac.es/documents/7020/<uuid> (CONFIRMED in public code).
// - Listing: the one public scraper of the search page shows its shape: the
//   matching entities come as the options of a `<select id="empresas">`
//   (after the search button, `.btn.btn-grey`), and choosing one shows that
//   entity's details in a `.CompletaInfo` block (an element id
//   `detalleDireccionEntidad<id>`): the address in its first `<p>`, a
//   `.row-fluid` whose `<div>`s hold the phone and the e-mail, a second
//   `.row-fluid` whose first `<div>` holds the website. CONFIRMED from that
//   code (its selectors), which contradicted the result table with a Liferay
//   pager assumed before. So: one listed lab per entity (register id = the
//   option's value, ENAC's entity id), no pager and no printed total (the
//   select holds every match). ASSUMED: that the search can be asked for
//   laboratories with `…_actividad=LAB` and answers server-rendered HTML
//   holding the select; that each entity's details come from the portlet's
//   resource URL (`p_p_lifecycle=2`, `p_p_resource_id=detalleEntidad`,
//   `…_idEntidad=<id>`), the Liferay way the page would load them on choice;
//   that the details list the entity's accreditations in a table
//   (`table.acreditaciones`: Nº acreditación | Norma | Estado | Anexo técnico,
//   the annex linked). Only laboratory accreditations (N/LE…, N/LC…) are read.
// - Numbers: CONFIRMED format (56/LE156 testing, 75/LC10.050 calibration; the
//   part before "/" is the entity's file, shared by its accreditations).
// - Technical annex PDFs: CONFIRMED layout from stored copies of published
//   annexes (56/LE156 Rev. 35 of 2024, 4/LE024 Rev. 22 of 2021, 26/LC10.247
//   of 2022, 216/LC10.173 of 2020; older 2013–2018 editions): bilingual
//   Spanish/English. Head: "Anexo Técnico/Technical Annex Nº 56/LE156 Rev./Ed.
//   35", "Dirección/Address: street; postcode City (Province)", "Acreditación/
//   Accreditation nº: 56/LE156", "Fecha de entrada en vigor/Coming into
//   effect: 23/11/1993" (the accreditation date), "(Rev./Ed. 35 fecha/date
//   27/09/2024)" (last_verified; older editions "Fecha / Date 11/05/2018").
//   Areas: "Área en español/Area in English" headings (older: "Título: …",
//   "Categoría 0 (…)" lines), an index with dotted leaders. Testing table:
//   "PRODUCTO/MATERIAL A ENSAYAR | ENSAYO | NORMA/PROCEDIMIENTO DE ENSAYO",
//   its header over several lines with the English "PRODUCTS/MATERIALS TESTED
//   | TYPE OF TEST | STANDARD SPECIFICATIONS/TEST PROCEDURE" under it; an
//   entry is a test title (with qualifier lines such as "Fuerza: (0,02 N -
//   250 kN)" and the English title below it) beside one or more methods, one
//   per line. Calibration table: "CAMPO DE MEDIDA / Range | CMC(*) |
//   INSTRUMENTOS A CALIBRAR / Instruments", the measured quantity in capitals
//   ("MASA", then "Mass") at the left, one range per line. ASSUMED: the
//   column positions (only flattened text was seen), hence the reading rules
//   below.
// Reading rules (testing): a row with a test title (capital first letter, no
// colon) and a method (not itself a continuation) starts an entry; the entry's test is its title (plus
// lower-case continuation lines), each method line is one capability (a line
// opening with "(" qualifies the method above); the product filled down from
// the entry that printed it. Calibration: a row with range and CMC is one
// capability "Quantity range (instrument)", no method.
// Mapping: status from the accreditation's Estado (Vigente / Suspendida /
// Retirada); accreditation_date = the annex's "Fecha de entrada en vigor";
// last_verified = the annex's revision date; no contact person is published.
import type { AccreditationStatus, RawCapability, RawLab } from '../../domain/types.ts';
import type { Adapter, Assumption, ListedLab, ScrapeContext } from '../adapter.ts';
import { splitPostcodeCity } from '../parse/address.ts';
import { isoDate } from '../parse/dates.ts';
import { absoluteUrl, clean } from '../parse/html.ts';
import { statusFromText } from '../parse/status.ts';
import { emailIn, layoutError, websiteUrl } from '../shapes/lab-fields.ts';
import { cellText, fetchPage, readHtmlListing, type HtmlPage } from '../shapes/html-listing.ts';
import { readPdf, type PdfRow } from '../shapes/pdf-scope.ts';

const ORIGIN = 'https://www.enac.es';
const SEARCH_PAGE = `${ORIGIN}/entidades-acreditadas/buscador-de-acreditados`;
const PORTLET = 'es_enac_buscador_BuscadorAcreditadosPortlet';
const LISTING_URL = `${SEARCH_PAGE}?p_p_id=${PORTLET}&p_p_lifecycle=0&_${PORTLET}_actividad=LAB`;

/** The entity's details, as the page loads them when the entity is chosen (ASSUMED address). */
export function detailsUrl(entityId: string): string {
  return (
    `${SEARCH_PAGE}?p_p_id=${PORTLET}&p_p_lifecycle=2&p_p_resource_id=detalleEntidad&_${PORTLET}_idEntidad=` +
    `${encodeURIComponent(entityId)}`
  );
}

const STATUS: Record<string, AccreditationStatus> = {
  vigente: 'active',
  acreditada: 'active',
  suspendida: 'suspended',
  'suspendida parcialmente': 'suspended',
  retirada: 'withdrawn',
  anulada: 'withdrawn',
  'baja voluntaria': 'withdrawn',
};

function status(text: string | null): AccreditationStatus | null {
  const t = clean(text)?.toLowerCase();
  return t ? (STATUS[t] ?? statusFromText(t)) : null;
}

/** A laboratory accreditation number: "56/LE156" (testing), "75/LC10.050" (calibration). */
const LAB_NUMBER = /^\d{1,4}\/L([EC])\s?\d[\d.]*$/i;

function labType(number: string): 'testing' | 'calibration' | null {
  const kind = LAB_NUMBER.exec(number)?.[1]?.toUpperCase();
  return kind === 'E' ? 'testing' : kind === 'C' ? 'calibration' : null;
}

// ------------------------------------------------------------------ listing

function readEntities(page: HtmlPage): ListedLab[] {
  const { $ } = page;
  const select = $('select#empresas');
  if (!select.length)
    layoutError(`ENAC search ${page.url}: no select#empresas (the list of entities); the page layout changed`);
  const out: ListedLab[] = [];
  select.find('option').each((_, option) => {
    const id = clean($(option).attr('value'));
    const name = clean($(option).text());
    // The first option is a prompt ("Seleccione una entidad") without a value.
    if (!id || !name || !/^\d+$/.test(id)) return;
    out.push({ register_id: id, detail_url: detailsUrl(id), partial: { name, country: 'ES' } });
  });
  return out;
}

function list(ctx: ScrapeContext): Promise<ListedLab[]> {
  return readHtmlListing(ctx, {
    label: 'ENAC search',
    start: LISTING_URL,
    rows: readEntities,
    // The select holds every match: no further page, no printed total.
    next: () => null,
    duplicates: 'throw',
  });
}

// ------------------------------------------------------------------ details

interface Accreditation {
  number: string;
  type: 'testing' | 'calibration';
  status: AccreditationStatus | null;
  annex: string;
}

interface EntityDetails {
  street: string | null;
  postcode: string | null;
  city: string | null;
  phone: string | null;
  email: string | null;
  website: string | null;
  accreditations: Accreditation[];
}

/** "Calle X, 12; 48015 Bilbao (Bizkaia)" (the annexes' form, also lines) → street, postcode, city. */
function splitAddress(text: string | null): Pick<EntityDetails, 'street' | 'postcode' | 'city'> {
  const parts = (text ?? '')
    .split(/\s*[;\n]\s*/)
    .map((p) => clean(p))
    .filter((p): p is string => !!p);
  const at = parts.findIndex((p) => /^\d{5}\b/.test(p));
  if (at < 0) return { street: parts.join(', ') || null, postcode: null, city: null };
  const { postcode, city } = splitPostcodeCity(parts[at]!.replace(/\s*\([^)]*\)\s*$/, ''), 'ES');
  return { street: parts.slice(0, at).join(', ') || null, postcode, city };
}

/** A `.row-fluid` cell's text without its label ("Tel.: 944 99 21 87", "Email: …", "Web: …"). */
function unlabel(text: string | null): string | null {
  return clean(
    text?.replace(/^(tel[ée]fono|tel|tfno|fax|e-?mail|correo electr[óo]nico|correo|web|p[áa]gina web)\.?\s*:?\s*/i, ''),
  );
}

function readDetails(page: HtmlPage, entityId: string): EntityDetails {
  const { $ } = page;
  const info = $(`#detalleDireccionEntidad${entityId}`).length
    ? $(`#detalleDireccionEntidad${entityId}`).first()
    : $('.CompletaInfo').first();
  if (!info.length)
    layoutError(`ENAC entity ${entityId} ${page.url}: no .CompletaInfo details block; the page layout changed`);
  const addressP = info.find('p').first().clone();
  addressP.find('br').replaceWith('\n');
  const rows = info.find('.row-fluid');
  const contact = rows.eq(0).children('div');
  const phone = unlabel(cellText($, contact.get(0)));
  const mail = contact.eq(1).find('a[href^="mailto:"]').attr('href') ?? cellText($, contact.get(1));
  const webCell = rows.eq(1).children('div').first();
  const web = webCell.find('a[href]').attr('href') ?? unlabel(cellText($, webCell.get(0)));

  const accreditations: Accreditation[] = [];
  const table = $('table.acreditaciones');
  if (!table.length)
    layoutError(
      `ENAC entity ${entityId} ${page.url}: no table.acreditaciones (the entity's accreditations); the page ` +
        'layout changed',
    );
  table.find('tr').each((_, tr) => {
    const cells = $(tr).children('td');
    if (cells.length < 2) return;
    const number = clean(cells.eq(0).text())?.replace(/\s+/g, '') ?? '';
    const type = labType(number);
    if (!type) return; // inspection, certification, verification: not a laboratory
    const annex = absoluteUrl($(tr).find('a[href]').first().attr('href'), page.url);
    if (!annex) layoutError(`ENAC entity ${entityId}: accreditation ${number} links no technical annex`);
    accreditations.push({ number, type, status: status(cells.eq(2).text()), annex });
  });
  return {
    ...splitAddress(addressP.text()),
    phone: phone && (phone.match(/\d/g)?.length ?? 0) >= 6 ? phone : null,
    email: emailIn(mail, { take: 'link' }),
    website: websiteUrl(web, { take: 'any' }),
    accreditations,
  };
}

// -------------------------------------------------------------------- annex

/** Running heads, footers and validation notes printed on every page of an annex. */
const FURNITURE = [
  /^Anexo T[ée]cnico\s*(\/|Rev)/i,
  /^ANEXO T[ÉE]CNICO$/i,
  /^N[º°o]\s*\d+\/L[EC]/i,
  /^Acreditaci[óo]n\s*(\/\s*Accreditation)?\s*n[º°o]/i,
  /^P[áa]g(ina)?\.?\s*(\/\s*Page)?\s*\d+\s*de\s*\d+/i,
  /^Hoja\s*(\/\s*Page)?\s*\d+/i,
  /^ENAC is signatory/i,
  /^For more information/i,
  /^Accreditation will remain/i,
  /^This accreditation is subject/i,
  /^Its validity can be confirmed/i,
  /^The present technical annex/i,
  /^The validity status/i,
  /^El presente anexo/i,
  /^La vigencia/i,
  /^http/i,
  /^C[óo]digo Validaci[óo]n Electr[óo]nica/i,
  /^Entidad Nacional de Acreditaci[óo]n/i,
];
const INDEX_LINE = /\.{4,}\s*\d+\s*$/;
const CATEGORY = /^(Categor[íi]a|Category)\s+\d/i;
const AREAS_INTRO = /^(ENSAYOS|CALIBRACIONES)\s+EN\s+LAS?\s+SIGUIENTES?\s+[ÁA]REAS?|^Calibraciones en las siguientes/i;

interface Cell {
  x: number;
  text: string;
}

const furniture = (row: PdfRow) => FURNITURE.some((p) => p.test(row.text)) || INDEX_LINE.test(row.text);

/**
 * The Spanish half of a bilingual heading: "Masa (Mass)" → Masa, "Plásticos/Plastics" → Plásticos, "Título: Plásticos"
 * → Plásticos.
 */
function headingText(text: string): string {
  const t = text.replace(/^T[íi]tulo\s*:\s*/i, '');
  return clean(t.split('/')[0]!.replace(/\s*\([^)]*\)\s*$/, '')) ?? t;
}

interface Table {
  /** Index of the header's first row, and of the row after it. */
  at: number;
  body: number;
  columns: { key: string; x: number }[];
  field: string | null;
}

function findHeader(
  rows: readonly PdfRow[],
  i: number,
  kind: 'testing' | 'calibration',
): { columns: { key: string; x: number }[]; end: number } | null {
  const row = rows[i]!;
  if (kind === 'testing') {
    const product = row.cells.find((c) => /^PRODUCTO\s*\/\s*MATERIAL/i.test(c.text));
    if (!product) return null;
    // The header runs over up to five lines (Spanish, then English): collect them.
    const block: Cell[] = [...row.cells];
    let end = i + 1;
    while (
      end < rows.length &&
      end <= i + 5 &&
      rows[end]!.page === row.page &&
      rows[end]!.cells.every((c) =>
        /^(A ENSAYAR|ENSAYO|DE ENSAYO|NORMA\s*\/\s*PROCEDIMIENTO.*|PRODUCTS?\s*\/\s*MATERIALS?.*|TESTED|TYPE OF TEST|TEST|STANDARD SPECIFICATIONS\s*\/?.*|TEST PROCEDURE|STANDARD\s*\/\s*PROCEDURE)$/i.test(
          c.text,
        ),
      )
    ) {
      block.push(...rows[end]!.cells);
      end++;
    }
    const method = block.find((c) => /^NORMA\s*\/\s*PROCEDIMIENTO/i.test(c.text));
    const test = block.find(
      (c) => /^(ENSAYO|TYPE OF TEST)$/i.test(c.text) && c.x > product.x + 2 && (!method || c.x < method.x - 2),
    );
    if (!method || !test)
      layoutError(`ENAC annex: a 'PRODUCTO/MATERIAL' header without its ENSAYO and NORMA/PROCEDIMIENTO columns`);
    return {
      columns: [
        { key: 'product', x: product.x },
        { key: 'test', x: test.x },
        { key: 'method', x: method.x },
      ],
      end,
    };
  }
  const range = row.cells.find((c) => /^CAMPO DE MEDIDA/i.test(c.text));
  const cmc = row.cells.find((c) => /^CMC/i.test(c.text));
  const instrument = row.cells.find((c) => /^INSTRUMENTOS?\s+A\s+CALIBRAR/i.test(c.text));
  if (!range || !cmc || !instrument) return null;
  let end = i + 1;
  // The English line under the header ("Range", "Instruments").
  while (
    end < rows.length &&
    rows[end]!.cells.every((c) => /^(Range|Measuring range|Instruments?|CMC\s*\(\*\))$/i.test(c.text))
  )
    end++;
  return {
    columns: [
      { key: 'quantity', x: 0 },
      { key: 'range', x: range.x },
      { key: 'cmc', x: cmc.x },
      { key: 'instrument', x: instrument.x },
    ],
    end,
  };
}

/** The annex's tables: each header with its columns and the area heading printed above it (or the one before). */
function tablesOf(rows: readonly PdfRow[], kind: 'testing' | 'calibration'): Table[] {
  const tables: Table[] = [];
  let field: string | null = null;
  for (let i = 0; i < rows.length; i++) {
    const header = findHeader(rows, i, kind);
    if (!header) continue;
    // The area heading: the nearest one-cell row above the header on its page, past category lines.
    for (let j = i - 1; j >= 0 && rows[j]!.page === rows[i]!.page; j--) {
      const row = rows[j]!;
      if (furniture(row) || CATEGORY.test(row.text) || !row.cells.length) continue;
      if (
        row.cells.length === 1 &&
        !AREAS_INTRO.test(row.text) &&
        !/:\s*\S/.test(row.text.replace(/^T[íi]tulo\s*:/i, ''))
      )
        field = headingText(row.text);
      break;
    }
    tables.push({ at: i, body: header.end, columns: header.columns, field });
    i = header.end - 1;
  }
  return tables;
}

function columnAt(columns: readonly { key: string; x: number }[], x: number): string {
  let key = columns[0]!.key;
  for (const column of columns) if (x >= column.x - 2) key = column.key;
  return key;
}

/** The body rows of each table: up to the next table's heading or header, without running heads and footers. */
function bodies(rows: readonly PdfRow[], tables: readonly Table[]): { table: Table; rows: Record<string, string>[] }[] {
  return tables.map((table, n) => {
    const stop = tables[n + 1]?.at ?? rows.length;
    const body: Record<string, string>[] = [];
    for (let i = table.body; i < stop; i++) {
      const row = rows[i]!;
      if (furniture(row) || CATEGORY.test(row.text) || AREAS_INTRO.test(row.text)) continue;
      const cells: Record<string, string> = {};
      for (const cell of row.cells) {
        const key = columnAt(table.columns, cell.x);
        cells[key] = cells[key] ? `${cells[key]} ${cell.text}` : cell.text;
      }
      body.push(cells);
    }
    // The next table's heading closes this body: drop it.
    const next = tables[n + 1];
    if (next?.field && body.length) {
      const last = body[body.length - 1]!;
      if (Object.keys(last).length === 1 && headingText(Object.values(last)[0]!) === next.field) body.pop();
    }
    return { table, rows: body };
  });
}

const starts = {
  title: (text: string | undefined) => !!text && /^[\p{Lu}\d]/u.test(text) && !text.includes(':'),
  continuation: (text: string | undefined) => !!text && /^[\p{Ll}(]/u.test(text),
};

function testingCapabilities(rows: readonly PdfRow[]): RawCapability[] {
  const capabilities: RawCapability[] = [];
  for (const { table, rows: body } of bodies(rows, tablesOf(rows, 'testing'))) {
    let product: string | null = null;
    let entry: {
      title: string;
      titleOpen: boolean;
      productOpen: boolean;
      methods: string[];
      product: string | null;
    } | null = null;
    const flush = () => {
      if (!entry) return;
      for (const method of entry.methods)
        capabilities.push({
          test: entry.product ? `${entry.title} (${entry.product})` : entry.title,
          method,
          field: table.field,
        });
      entry = null;
    };
    for (const cells of body) {
      // A method line in lower case or opening with "(" continues the method above: its row starts nothing.
      if (starts.title(cells.test) && cells.method && !starts.continuation(cells.method)) {
        flush();
        if (cells.product) product = cells.product;
        entry = { title: cells.test!, titleOpen: true, productOpen: !!cells.product, methods: [], product };
      } else if (entry) {
        if (cells.test && entry.titleOpen && starts.continuation(cells.test)) entry.title += ` ${cells.test}`;
        else if (cells.test) entry.titleOpen = false;
        if (cells.product && entry.productOpen && starts.continuation(cells.product))
          entry.product = product = `${entry.product} ${cells.product}`;
        else if (cells.product) entry.productOpen = false;
      }
      if (!entry || !cells.method) continue;
      if (starts.continuation(cells.method) && entry.methods.length)
        entry.methods[entry.methods.length - 1] += ` ${cells.method}`;
      else entry.methods.push(cells.method);
    }
    flush();
  }
  return capabilities;
}

/** "MASA" → "Masa", "PRESIÓN Y VACÍO" → "Presión y vacío". */
function sentenceCase(text: string): string {
  const lower = text.toLocaleLowerCase('es');
  return lower.charAt(0).toLocaleUpperCase('es') + lower.slice(1);
}

function calibrationCapabilities(rows: readonly PdfRow[]): RawCapability[] {
  const capabilities: RawCapability[] = [];
  for (const { table, rows: body } of bodies(rows, tablesOf(rows, 'calibration'))) {
    let quantity: string | null = null;
    let instrument: { text: string } | null = null;
    const entries: { range: string; instrument: { text: string } | null; quantity: string | null }[] = [];
    for (const cells of body) {
      // The quantity in capitals starts a group; its English name under it does not.
      if (cells.quantity && /^[\p{Lu}\d\s,()/–-]+$/u.test(cells.quantity) && /\p{Lu}{2}/u.test(cells.quantity))
        quantity = sentenceCase(cells.quantity);
      if (cells.instrument) {
        if (instrument && starts.continuation(cells.instrument)) instrument.text += ` ${cells.instrument}`;
        else instrument = { text: cells.instrument };
      }
      if (cells.range && cells.cmc) entries.push({ range: cells.range, instrument, quantity });
      else if (cells.range && entries.length) entries[entries.length - 1]!.range += ` ${cells.range}`;
    }
    for (const e of entries) {
      const test = [e.quantity, e.range].filter(Boolean).join(' ');
      capabilities.push({
        test: e.instrument ? `${test} (${e.instrument.text})` : test,
        method: null,
        field: table.field ?? e.quantity,
      });
    }
  }
  return capabilities;
}

interface Annex {
  capabilities: RawCapability[];
  accreditationDate: string | null;
  revisionDate: string | null;
  address: string | null;
}

async function readAnnex(ctx: ScrapeContext, url: string, type: 'testing' | 'calibration'): Promise<Annex> {
  const rows = await readPdf(ctx, url);
  const capabilities = type === 'calibration' ? calibrationCapabilities(rows) : testingCapabilities(rows);
  if (!capabilities.length) {
    layoutError(
      `${url}: no scope table lines found (no ` +
        `${
          type === 'calibration'
            ? "'CAMPO DE MEDIDA | CMC | INSTRUMENTOS A CALIBRAR'"
            : "'PRODUCTO/MATERIAL A ENSAYAR | ENSAYO | NORMA/PROCEDIMIENTO DE ENSAYO'"
        } ` +
        'table with lines)',
    );
  }
  const first = rows
    .filter((r) => r.page === 1)
    .map((r) => r.text)
    .join('\n');
  const date = (pattern: RegExp) => isoDate(pattern.exec(first)?.[1]);
  return {
    capabilities,
    accreditationDate: date(
      /Fecha de entrada en vigor\s*(?:\/\s*Coming into effect)?\s*:?\s*(\d{1,2}\/\d{1,2}\/\d{4})/i,
    ),
    // "(Rev./Ed. 35 fecha/date 27/09/2024)"; older editions "Fecha / Date 11/05/2018", "Fecha 03/09/2013".
    revisionDate: date(/\bFecha\s*(?:\/\s*Date)?\s*:?\s*(\d{1,2}\/\d{1,2}\/\d{4})/i),
    address: clean(/Direcci[óo]n\s*(?:\/\s*Address)?\s*:\s*([^\n]+)/i.exec(first)?.[1]),
  };
}

async function detail(ctx: ScrapeContext, listed: ListedLab): Promise<RawLab> {
  const url = listed.detail_url ?? detailsUrl(listed.register_id);
  const page = await fetchPage(ctx, url);
  const details = readDetails(page, listed.register_id);
  if (!details.accreditations.length)
    layoutError(
      `ENAC entity ${listed.register_id} (${listed.partial.name}) holds no laboratory accreditation (N/LE…, N/LC…)`,
    );
  const annexes: Annex[] = [];
  for (const accreditation of details.accreditations)
    annexes.push(await readAnnex(ctx, accreditation.annex, accreditation.type));
  const types = [...new Set(details.accreditations.map((a) => a.type))];
  const fromAnnex = details.street || details.postcode ? null : splitAddress(annexes[0]!.address);
  const name = listed.partial.name;
  if (!name) layoutError(`ENAC entity ${listed.register_id}: no name`);
  return {
    register_id: listed.register_id,
    name,
    accreditation_number: details.accreditations.map((a) => a.number).join(', '),
    accreditation_status: details.accreditations[0]!.status,
    lab_type: types.join(', '),
    country: 'ES',
    street_address: fromAnnex ? fromAnnex.street : details.street,
    city: fromAnnex ? fromAnnex.city : details.city,
    postcode: fromAnnex ? fromAnnex.postcode : details.postcode,
    latitude: null,
    longitude: null,
    phone: details.phone,
    email: details.email,
    contact_person: null,
    website_url: details.website,
    scope_document_url: details.accreditations[0]!.annex,
    source_url: page.url,
    accreditation_date:
      annexes
        .map((a) => a.accreditationDate)
        .filter((d): d is string => !!d)
        .sort()[0] ?? null,
    last_verified:
      annexes
        .map((a) => a.revisionDate)
        .filter((d): d is string => !!d)
        .sort()
        .at(-1) ?? null,
    capabilities: annexes.flatMap((a) => a.capabilities),
  };
}

/** What this adapter takes for granted, step by step (docs/registers.md prints the same rows). */
const ASSUMPTIONS: readonly Assumption[] = [
  {
    step: 'reachable',
    text:
      'The search engine of accredited bodies answers at ' +
      'https://www.enac.es/entidades-acreditadas/buscador-de-acreditados.',
    status: 'confirmed',
    evidence:
      'Public Selenium scraping code for accreditation registers (its getLinks() for ENAC; repository not ' +
      'named by the code index); src/domain/bodies.ts',
  },
  {
    step: 'robots',
    text: "www.enac.es's robots.txt allows the search page, its portlet resource URL and /documents/.",
    status: 'assumed',
    evidence: 'No copy of www.enac.es/robots.txt found',
  },
  {
    step: 'listing',
    text:
      'The search lists the matching entities as the options of a select#empresas (value = the entity id, text = ' +
      'its name), shown after the search button (.btn.btn-grey).',
    status: 'confirmed',
    evidence:
      'Public Selenium scraping code for accreditation registers (its getLinks() for ENAC; repository not ' +
      'named by the code index): selectors .btn.btn-grey.text-center, select#empresas option',
  },
  {
    step: 'listing',
    text:
      'The search is asked for laboratories with _es_enac_buscador_BuscadorAcreditadosPortlet_actividad=LAB and ' +
      'answers server-rendered HTML that holds the select.',
    status: 'assumed',
    evidence:
      'Modelled on Liferay portlet search forms; the public code loads the page in a browser and clicks the button',
  },
  {
    step: 'total',
    text: 'No total is printed: the select holds every matching entity.',
    status: 'assumed',
    evidence: 'The public code takes every entity from the options of the one select, reading no count',
  },
  {
    step: 'pager',
    text: 'There is no pager: one search page holds every matching entity.',
    status: 'assumed',
    evidence: 'The public code reads one page and pages nowhere',
  },
  {
    step: 'record',
    text:
      "An entity's details are a .CompletaInfo block (id detalleDireccionEntidad<id>): the address in its first " +
      '<p>, a .row-fluid whose <div>s hold the phone and the e-mail, a second .row-fluid whose first <div> holds ' +
      'the website.',
    status: 'confirmed',
    evidence:
      'Public Selenium scraping code for accreditation registers (its getLinks() for ENAC; repository not ' +
      'named by the code index): selectors .CompletaInfo p, .row-fluid div, id detalleDireccionEntidad1651',
  },
  {
    step: 'record',
    text:
      "The details come from the portlet's resource URL (p_p_lifecycle=2, p_p_resource_id=detalleEntidad, " +
      "_…_idEntidad=<id>) with the entity's accreditations in a table.acreditaciones: Nº acreditación, " +
      'Norma, Estado, Anexo técnico (linked).',
    status: 'assumed',
    evidence:
      'Modelled on Liferay resource URLs; the public code waits for the details after choosing an entity; no ' +
      'copy of the accreditations list seen',
  },
  {
    step: 'scope',
    text:
      'Technical annexes are PDFs in the Liferay document library at https://www.enac.es/documents/7020/<uuid>; ' +
      'laboratory numbers read N/LE… (testing) and N/LC… (calibration).',
    status: 'confirmed',
    evidence:
      'Public code linking ENAC documents, e.g. ' +
      'https://www.enac.es/documents/7020/635abf3f-262a-4b3b-952f-10336cdfae9e; numbers on stored annexes ' +
      '(56/LE156, 75/LC10.050)',
  },
  {
    step: 'scope',
    text:
      "The annex head prints 'Fecha de entrada en vigor/Coming into effect: dd/mm/yyyy' and '(Rev./Ed. N " +
      "fecha/date dd/mm/yyyy)', and a bilingual 'Área/Area' heading precedes each table.",
    status: 'confirmed',
    evidence:
      'Stored copies of annexes: https://es.scribd.com/document/790301337/AIMPLAS (56/LE156 Rev. 35, 2024), ' +
      'https://documents.pub/document/fundacin-tecnalia-research-amp-innovation.html (4/LE024, 2021), ' +
      'https://fdocuments.net/document/ac6-metrologia-sl.html (26/LC10.247, 2022)',
  },
  {
    step: 'scope',
    text:
      "Testing annexes print the table 'PRODUCTO/MATERIAL A ENSAYAR | ENSAYO | NORMA/PROCEDIMIENTO DE ENSAYO', " +
      'its header over several lines with the English under it, each test (title, qualifiers, English title) ' +
      'beside one method per line.',
    status: 'confirmed',
    evidence:
      'Stored copies of annexes: https://es.scribd.com/document/790301337/AIMPLAS (2024), ' +
      'https://dokumen.tips/documents/categoria-0-ensayos-en-el-laboratorio-permanente-densidad-y-densidad-' +
      'relativa.html (2013)',
  },
  {
    step: 'scope',
    text:
      'Each column starts where its header word starts, and a test starts on a row with a capitalised title ' +
      'without a colon beside a method that is no continuation.',
    status: 'assumed',
    evidence: 'Designed from the annexes seen as flattened text; column positions not seen',
  },
  {
    step: 'scope',
    text:
      "Calibration annexes print 'CAMPO DE MEDIDA / Range | CMC(*) | INSTRUMENTOS A CALIBRAR / Instruments' with " +
      "the quantity in capitals at the left ('MASA', then 'Mass') and one range per line.",
    status: 'confirmed',
    evidence:
      'Stored copies of 2016–2018 annexes: ' +
      'https://es.scribd.com/document/373815548/Alcance-Acreditacion-Ejemplo-ENAC (94/LC10.065), ' +
      'https://vdocuments.mx/anexo-tcnico-acreditacin-n-75lc10050-schedule-of-2019-02-06-acreditacin.html ' +
      '(75/LC10.050)',
  },
];

export const adapter: Adapter = {
  body: 'ENAC',
  country: 'ES',
  source: SEARCH_PAGE,
  assumptions: ASSUMPTIONS,
  list,
  detail,
};
