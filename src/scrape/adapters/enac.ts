// ENAC (Entidad Nacional de Acreditación, Spain): the search engine of
// accredited bodies, https://www.enac.es/entidades-acreditadas/buscador-de-acreditados.
//
// What this assumes, and how sure it is:
// - Search page address: confirmed (bodies.ts). www.enac.es is a Liferay
//   portal (its documents are served from the Liferay document library,
//   https://www.enac.es/documents/7020/<uuid>: confirmed in public code).
// - Listing: ASSUMED to be the portlet's server-rendered search container
//   (HTML, UTF-8), filtered to laboratories with `…_actividad=LAB`: a table
//   with the columns "Entidad" (linked to the record page), "Nº Acreditación",
//   "Norma", "Provincia", "Estado"; Liferay's result summary "Mostrando X - Y
//   de N resultados" and its pagination (`…_cur=N`, a "Siguiente" link that
//   is disabled on the last page). Every page is followed; the rows read must
//   equal N.
// - Record page ("ficha"): ASSUMED a <dl> with Spanish labels: Nº de
//   acreditación, Estado, Norma, Actividad, Dirección, Código postal,
//   Localidad, Provincia, Teléfono, Correo electrónico, Página web, Persona de
//   contacto, Fecha de acreditación inicial, and an "Anexo técnico" link.
// - Numbers: confirmed format (493/LE1255 testing, 75/LC10.050 calibration).
// - Technical annex PDF (Anexo Técnico), its address taken from the record
//   page's link. Layout (ENAC's annex format): head with "Acreditación nº",
//   the entity, "Anexo Técnico Rev. N" and "Fecha: dd/mm/yyyy"; numbered area
//   headings; testing table "PRODUCTO/MATERIAL A ENSAYAR | ENSAYO |
//   NORMA/PROCEDIMIENTO DE ENSAYO" (headers over two lines); calibration table "MAGNITUD | INSTRUMENTO
//   | INTERVALO DE MEDIDA | CMC | PROCEDIMIENTO" (column wording of the
//   calibration table ASSUMED).
// Mapping: Vigente / Suspendida / Retirada (also via statusFromText);
// accreditation_date = Fecha de acreditación inicial; last_verified = the
// annex's Fecha (its revision date).
import type { AccreditationStatus, RawCapability, RawLab } from '../../domain/types.ts';
import type { Adapter, ListedLab, ScrapeContext } from '../adapter.ts';
import { isoDate } from '../parse/dates.ts';
import { absoluteUrl, clean, mailto } from '../parse/html.ts';
import { statusFromText } from '../parse/status.ts';
import { websiteUrl } from '../shapes/lab-fields.ts';
import { countIn, fetchPage, labelledElements, readHtmlListing, resultTable, type HtmlPage } from '../shapes/html-listing.ts';
import { headValue, readScope, type ScopeOptions } from '../shapes/pdf-scope.ts';

const ORIGIN = 'https://www.enac.es';
const SEARCH_PAGE = `${ORIGIN}/entidades-acreditadas/buscador-de-acreditados`;
const PORTLET = 'es_enac_buscador_BuscadorAcreditadosPortlet';
const LISTING_URL = `${SEARCH_PAGE}?p_p_id=${PORTLET}&p_p_lifecycle=0&_${PORTLET}_actividad=LAB&_${PORTLET}_cur=1`;

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

function labType(number: string | null | undefined): string | null {
  if (!number) return null;
  return /\/LE/i.test(number) ? 'testing' : /\/LC/i.test(number) ? 'calibration' : null;
}

function readListingPage(page: HtmlPage): ListedLab[] {
  return resultTable(page, '.buscador-acreditados table').map((row) => {
    const number = row.cells['Nº Acreditación'];
    const name = row.cells['Entidad'];
    if (!number || !name) throw new Error(`ENAC listing ${page.url}: a result row lacks its Entidad or Nº Acreditación; the columns changed`);
    return {
      register_id: number,
      detail_url: row.links['Entidad'] ?? null,
      partial: { name, accreditation_number: number, accreditation_status: status(row.cells['Estado'] ?? null), lab_type: labType(number) },
    };
  });
}

function nextPage({ $, url }: HtmlPage): string | null {
  const href = $('ul.pagination li')
    .filter((_, li) => /siguiente/i.test($(li).text()) && !$(li).hasClass('disabled'))
    .find('a[href]')
    .first()
    .attr('href');
  return absoluteUrl(href, url);
}

function list(ctx: ScrapeContext): Promise<ListedLab[]> {
  return readHtmlListing(ctx, {
    label: 'ENAC listing',
    start: LISTING_URL,
    rows: readListingPage,
    next: nextPage,
    total: (page) => countIn(clean(page.$('.search-results, .pagination-results').first().text()), /de\s+(\d[\d.]*)\s+resultados/i),
    mismatch: (announced, read) => `ENAC listing: ${announced} resultados announced but ${read} rows read`,
    duplicates: 'throw',
  });
}

const HEADING = /^\d{1,2}(?:\.\d{1,2})*\.?\s+\p{Lu}/u;
const FURNITURE = [/^ANEXO T[ÉE]CNICO$/i, /^Entidad Nacional de Acreditaci[óo]n/i, /^C[óo]digo Validaci[óo]n Electr[óo]nica/i];

const TESTING_SCOPE: ScopeOptions = {
  section: HEADING,
  // The header's second line ("A ENSAYAR | DE ENSAYO").
  ignore: [...FURNITURE, /^A ENSAYAR\b/i],
  layout: {
    kind: 'table',
    columns: [
      { key: 'product', header: /^PRODUCTO\s*\/\s*MATERIAL/i },
      { key: 'test', header: /^ENSAYO$/i },
      { key: 'method', header: /^NORMA\s*\/\s*PROCEDIMIENTO/i },
    ],
    fillDown: ['product'],
    compose: (cells): RawCapability | null =>
      cells.test ? { test: cells.product ? `${cells.test} (${cells.product})` : cells.test, method: cells.method || null, field: cells.field || null } : null,
  },
};

const CALIBRATION_SCOPE: ScopeOptions = {
  section: HEADING,
  ignore: FURNITURE,
  layout: {
    kind: 'table',
    columns: [
      { key: 'quantity', header: /^MAGNITUD$/i },
      { key: 'instrument', header: /^INSTRUMENTO/i },
      { key: 'range', header: /^INTERVALO DE MEDIDA/i },
      { key: 'cmc', header: /^CMC/i },
      { key: 'method', header: /^PROCEDIMIENTO/i },
    ],
    anchors: ['range', 'method'],
    fillDown: ['quantity', 'instrument'],
    compose: (cells): RawCapability | null => {
      const test = [cells.quantity, cells.range].filter(Boolean).join(' ');
      if (!test) return null;
      return { test: cells.instrument ? `${test} (${cells.instrument})` : test, method: cells.method || null, field: cells.field || cells.quantity || null };
    },
  },
};



async function detail(ctx: ScrapeContext, listed: ListedLab): Promise<RawLab> {
  if (!listed.detail_url) throw new Error(`ENAC ${listed.register_id}: the listing gave no record page`);
  const page = await fetchPage(ctx, listed.detail_url);
  const { $ } = page;
  const dl = '.ficha-acreditado dl';
  if (!$(dl).length) throw new Error(`ENAC record ${page.url}: no details list (${dl}); the page layout changed`);
  const values = labelledElements($, dl);
  const value = (label: string) => {
    const el = values.get(label);
    return el ? clean(el.text()) : null;
  };
  const number = value('Nº de acreditación') ?? listed.register_id;
  if (number !== listed.register_id) throw new Error(`ENAC record ${page.url} is for ${number}, not ${listed.register_id}`);
  const name = clean($('.ficha-acreditado h2').first().text()) ?? listed.partial.name;
  if (!name) throw new Error(`ENAC record ${page.url}: no name`);

  const annexHref = values.get('Anexo técnico')?.find('a[href]').first().attr('href');
  const scopeUrl = absoluteUrl(annexHref, page.url);
  if (!scopeUrl) throw new Error(`ENAC record ${page.url}: no link to the technical annex`);
  const type = labType(number) ?? (/calibraci/i.test(value('Actividad') ?? '') ? 'calibration' : /ensayo/i.test(value('Actividad') ?? '') ? 'testing' : null);
  const scope = await readScope(ctx, scopeUrl, type === 'calibration' ? CALIBRATION_SCOPE : TESTING_SCOPE);

  const website = values.get('Página web')?.find('a[href]').first().attr('href') ?? value('Página web');
  return {
    register_id: listed.register_id,
    name,
    accreditation_number: number,
    accreditation_status: status(value('Estado')) ?? listed.partial.accreditation_status ?? null,
    lab_type: type,
    country: 'ES',
    street_address: value('Dirección'),
    city: value('Localidad'),
    postcode: value('Código postal'),
    latitude: null,
    longitude: null,
    phone: value('Teléfono'),
    email: mailto($, dl) ?? value('Correo electrónico'),
    contact_person: value('Persona de contacto'),
    website_url: websiteUrl(website, { take: 'any' }),
    scope_document_url: scopeUrl,
    source_url: page.url,
    accreditation_date: isoDate(value('Fecha de acreditación inicial')),
    last_verified: isoDate(headValue(scope.head, /^Fecha\b/i)),
    capabilities: scope.capabilities,
  };
}

export const adapter: Adapter = {
  body: 'ENAC',
  country: 'ES',
  source: SEARCH_PAGE,
  list,
  detail,
};
