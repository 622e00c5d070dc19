// DAkkS (Deutsche Akkreditierungsstelle, Germany): the database of accredited
// bodies, https://www.dakks.de/de/akkreditierte-stellen-suche.html.
//
// What this assumes, and how sure it is (the `assumptions` rows below say the
// same, one per check step):
// - Search page address: CONFIRMED (bodies.ts; linked as DAkkS's register in
//   public code). The search is filtered to DIN EN ISO/IEC 17025 (testing and
//   calibration labs alike) with the query `norm=…`; the filter's parameter
//   name is ASSUMED (public code notes that the search page takes no id in its
//   address, so it may not take a filter there either).
// - Listing: ASSUMED to be server-rendered HTML (UTF-8): a result table with
//   the columns "Akkreditierte Stelle" (linked to the record page),
//   "Akkreditierungsnummer", "Ort", "Status"; a "N Treffer" count above it;
//   pagination by a `rel="next"` ("Weiter") link. Every page is followed; the
//   number of rows read must equal the announced count.
// - Record page: ASSUMED to be a <dl> of German labels: Akkreditierungsnummer,
//   Status, Art der Stelle, Norm, Erstakkreditierung, Gültig ab, Gültig bis,
//   Ausstellungsdatum, Anschrift (lines: street, "PLZ Ort", optionally the
//   country), Telefon, E-Mail, Internet, Ansprechpartner, and a link to the
//   annex.
// - Accreditation numbers: CONFIRMED format (D-PL-NNNNN-NN-NN testing,
//   D-K-NNNNN-NN-NN calibration; DAkkS's digital-symbol FAQ). One record per
//   accreditation number: a lab with both holds two.
// - Annex ("Anlage zur Akkreditierungsurkunde") PDF per accreditation at
//   https://www.dakks.de/files/data/as/pdf/<number>.pdf: address pattern
//   CONFIRMED in public code (a register link built from the number); the
//   record page's link is used when present.
// - Annex head: CONFIRMED from stored copies of published annexes
//   (D-PL-14368-01-00, D-PL-18807-01-00, D-PL-14162-01-00): "Seite 1 von N",
//   "Deutsche Akkreditierungsstelle GmbH", "Anlage zur Akkreditierungsurkunde
//   D-PL-… nach DIN EN ISO/IEC 17025:2005", "Gültigkeitsdauer: A bis B" (or
//   "Gültig ab: A"; English annexes "Valid from:"), "Ausstellungsdatum:"
//   ("Issue date:"), "Urkundeninhaber:" with holder and address, "Prüfungen in
//   den Bereichen:", "verwendete Abkürzungen: siehe letzte Seite". The dates
//   are read from the first page's text whatever its cells.
// - Annex body: ASSUMED (from published annexes seen as text): testing
//   annexes list one standard per line ("DIN EN ISO 6892-1   2020-06
//   Metallische Werkstoffe – Zugversuch …") under numbered headings ("1
//   Mechanisch-technologische Prüfungen …"); calibration annexes are a table
//   "Messgröße / Kalibriergegenstand | Messbereich / Messspanne |
//   Messbedingungen / Verfahren | Kleinste angebbare Messunsicherheit |
//   Bemerkungen".
// - No session cookie is assumed; the client keeps cookies anyway.
// Mapping: accreditation_date = Erstakkreditierung, else Gültig ab (record,
// then annex); last_verified = the annex's (else the record's)
// Ausstellungsdatum; status words gültig / ausgesetzt / zurückgezogen (also
// via statusFromText).
import type { AccreditationStatus, RawCapability, RawLab } from '../../domain/types.ts';
import type { Adapter, Assumption, ListedLab, ScrapeContext } from '../adapter.ts';
import { splitPostcodeCity } from '../parse/address.ts';
import { isoDate } from '../parse/dates.ts';
import { absoluteUrl, clean, mailto } from '../parse/html.ts';
import { statusFromText } from '../parse/status.ts';
import { websiteUrl } from '../shapes/lab-fields.ts';
import {
  countIn,
  elementLines,
  fetchPage,
  labelledElements,
  nextLink,
  readHtmlListing,
  resultTable,
  type HtmlPage,
} from '../shapes/html-listing.ts';
import { readScope, type PdfRow } from '../shapes/pdf-scope.ts';

const ORIGIN = 'https://www.dakks.de';
const SEARCH_PAGE = `${ORIGIN}/de/akkreditierte-stellen-suche.html`;
const LISTING_URL = `${SEARCH_PAGE}?norm=${encodeURIComponent('DIN EN ISO/IEC 17025')}`;
const NUMBER = /^D-(PL|K)-\d{5}-\d{2}-\d{2}$/;
/** A numbered annex heading ("1 Mechanisch-technologische Prüfungen", "2.1 Wasser"); not a "73525 Ort" line. */
const SECTION = /^\d{1,2}(?:\.\d{1,2})*\.?\s+\p{Lu}/u;

const STATUS: Record<string, AccreditationStatus> = {
  gültig: 'active',
  aktiv: 'active',
  ausgesetzt: 'suspended',
  suspendiert: 'suspended',
  zurückgezogen: 'withdrawn',
  erloschen: 'withdrawn',
  beendet: 'withdrawn',
  ungültig: 'withdrawn',
};

const COUNTRIES: Record<string, string> = {
  deutschland: 'DE',
  germany: 'DE',
  österreich: 'AT',
  schweiz: 'CH',
  frankreich: 'FR',
  niederlande: 'NL',
  italien: 'IT',
  polen: 'PL',
  tschechien: 'CZ',
  luxemburg: 'LU',
  belgien: 'BE',
  dänemark: 'DK',
};

function status(text: string | null): AccreditationStatus | null {
  const t = clean(text)?.toLowerCase();
  if (!t) return null;
  return STATUS[t] ?? statusFromText(t);
}

function labType(number: string | null): string | null {
  const kind = number ? NUMBER.exec(number)?.[1] : undefined;
  return kind === 'PL' ? 'testing' : kind === 'K' ? 'calibration' : null;
}

function readListingPage(page: HtmlPage): ListedLab[] {
  return resultTable(page, 'table.as-result-list').map((row) => {
    const number = row.cells.Akkreditierungsnummer;
    const name = row.cells['Akkreditierte Stelle'];
    if (!number || !name)
      throw new Error(`DAkkS listing ${page.url}: a result row lacks its name or number; the columns changed`);
    return {
      register_id: number,
      detail_url: row.links['Akkreditierte Stelle'] ?? null,
      partial: {
        name,
        accreditation_number: number,
        city: row.cells.Ort ?? null,
        accreditation_status: status(row.cells.Status ?? null),
        lab_type: labType(number),
      },
    };
  });
}

function list(ctx: ScrapeContext): Promise<ListedLab[]> {
  return readHtmlListing(ctx, {
    label: 'DAkkS listing',
    start: LISTING_URL,
    rows: readListingPage,
    next: (page) => nextLink(page, 'a[rel="next"]'),
    total: (page) => countIn(clean(page.$('.as-result-count').text()), /(\d[\d.]*)\s*Treffer/),
    mismatch: (announced, read) => `DAkkS listing: ${announced} Treffer announced but ${read} rows read`,
  });
}

const TESTING_SCOPE = {
  layout: {
    kind: 'list',
    item: /^(?:DIN|EN|ISO|IEC|VDI|VDA|DVGW|DWA|DAkkS|ASTM|OECD|LAGA|LFGB|BVL|ASU|DEV|TRGS|PV|SOP|PA|Hausverfahren|Hausmethode)\b/,
    edition: /^\d{4}(?:-\d{2})?$/,
  },
  section: SECTION,
  ignore: [/^Anlage zur Akkreditierungsurkunde D-/, /^Deutsche Akkreditierungsstelle/, /^Verwendete Abkürzungen/i],
} as const;

const CALIBRATION_SCOPE = {
  layout: {
    kind: 'table',
    columns: [
      { key: 'quantity', header: /^Messgr(ö|oe)(ß|ss)e/i },
      { key: 'range', header: /^Messbereich/i },
      { key: 'method', header: /^Messbedingungen|^Verfahren/i },
      { key: 'cmc', header: /^Kleinste angebbare/i },
      { key: 'remarks', header: /^Bemerkung/i },
    ],
    anchors: ['range'],
    fillDown: ['quantity'],
    compose: (cells: Readonly<Record<string, string>>): RawCapability | null => {
      const test = [cells.quantity, cells.range].filter(Boolean).join(' ');
      return test ? { test, method: cells.method || null, field: cells.field || null } : null;
    },
  },
  section: SECTION,
  // The header's second line ("Kalibriergegenstand | Messspanne | Verfahren | Messunsicherheit").
  ignore: [/^Anlage zur Akkreditierungsurkunde D-/, /^Deutsche Akkreditierungsstelle/, /^Kalibriergegenstand\b/],
} as const;

/**
 * A date printed after a label on the annex's first page, whatever the cells:
 * "Ausstellungsdatum: 20.05.2019", "Gültigkeitsdauer: 20.05.2019 bis
 * 30.05.2021" (the first date), "Gültig ab: …", in English annexes "Issue
 * date: …", "Valid from: …". The running head "Anlage zur
 * Akkreditierungsurkunde …" may share a row with them, so all rows count.
 */
function annexDate(rows: readonly PdfRow[], label: RegExp): string | null {
  const text = rows
    .filter((row) => row.page === 1)
    .map((row) => row.text)
    .join('\n');
  const match = new RegExp(`(?:${label.source})\\s*:?\\s*(\\d{1,2}\\.\\d{1,2}\\.\\d{4})`, 'i').exec(text);
  return match ? isoDate(match[1]) : null;
}

async function detail(ctx: ScrapeContext, listed: ListedLab): Promise<RawLab> {
  const recordUrl = listed.detail_url;
  if (!recordUrl) throw new Error(`DAkkS ${listed.register_id}: the listing gave no record page`);
  const page = await fetchPage(ctx, recordUrl);
  const { $ } = page;
  const dl = 'dl.as-details';
  if (!$(dl).length) throw new Error(`DAkkS record ${page.url}: no details list (${dl}); the page layout changed`);
  const values = labelledElements($, dl);
  const value = (label: string) => {
    const el = values.get(label);
    return el ? clean(el.text()) : null;
  };

  const number = value('Akkreditierungsnummer') ?? listed.partial.accreditation_number ?? listed.register_id;
  const name = clean($('h1.as-name').text()) ?? listed.partial.name;
  if (!name) throw new Error(`DAkkS record ${page.url}: no name`);

  const address = values.get('Anschrift');
  const addressLines = address ? elementLines($, address) : [];
  let country = 'DE';
  const last = addressLines[addressLines.length - 1];
  if (last && COUNTRIES[last.toLowerCase()]) {
    country = COUNTRIES[last.toLowerCase()]!;
    addressLines.pop();
  }
  const postcodeIndex = addressLines.findIndex((line) => /^(?:D-)?\d{4,5}\s+\S/.test(line));
  const { postcode, city } =
    postcodeIndex >= 0
      ? splitPostcodeCity(addressLines[postcodeIndex], country)
      : { postcode: null, city: listed.partial.city ?? null };
  const street = postcodeIndex > 0 ? addressLines.slice(0, postcodeIndex).join(', ') : null;

  const annexHref = values.get('Urkundenanlage')?.find('a[href]').first().attr('href');
  const scopeUrl = absoluteUrl(annexHref, page.url) ?? `${ORIGIN}/files/data/as/pdf/${encodeURIComponent(number)}.pdf`;
  const type =
    labType(number) ??
    (/kalibrier/i.test(value('Art der Stelle') ?? '')
      ? 'calibration'
      : /prüf/i.test(value('Art der Stelle') ?? '')
        ? 'testing'
        : null);
  const scope = await readScope(ctx, scopeUrl, type === 'calibration' ? CALIBRATION_SCOPE : TESTING_SCOPE);

  const websiteHref = values.get('Internet')?.find('a[href]').first().attr('href') ?? value('Internet');
  return {
    register_id: listed.register_id,
    name,
    accreditation_number: number,
    accreditation_status: status(value('Status')) ?? listed.partial.accreditation_status ?? null,
    lab_type: type,
    country,
    street_address: street,
    city,
    postcode,
    latitude: null,
    longitude: null,
    phone: value('Telefon'),
    email: mailto($, dl) ?? value('E-Mail'),
    contact_person: value('Ansprechpartner'),
    website_url: websiteUrl(websiteHref, { take: 'any' }),
    scope_document_url: scopeUrl,
    source_url: page.url,
    accreditation_date:
      isoDate(value('Erstakkreditierung')) ??
      isoDate(value('Gültig ab')) ??
      annexDate(scope.rows, /Gültig ab|Gültigkeitsdauer|Valid from/),
    last_verified: annexDate(scope.rows, /Ausstellungsdatum|Issue date/) ?? isoDate(value('Ausstellungsdatum')),
    capabilities: scope.capabilities,
  };
}

/** What this adapter takes for granted, step by step (docs/registers.md prints the same rows). */
const ASSUMPTIONS: readonly Assumption[] = [
  {
    step: 'reachable',
    text: 'The database of accredited bodies answers at https://www.dakks.de/de/akkreditierte-stellen-suche.html.',
    status: 'confirmed',
    evidence:
      'Linked as the DAkkS register in public code (a register link to ' +
      'https://www.dakks.de/de/akkreditierte-stellen-suche.html); src/domain/bodies.ts',
  },
  {
    step: 'robots',
    text:
      "www.dakks.de's robots.txt allows /de/akkreditierte-stellen-suche.html, its record pages and " +
      '/files/data/as/pdf/.',
    status: 'assumed',
    evidence: 'No copy of www.dakks.de/robots.txt found',
  },
  {
    step: 'listing',
    text:
      'The search filtered with ?norm=DIN EN ISO/IEC 17025 is server-rendered HTML with a table.as-result-list ' +
      "whose header is 'Akkreditierte Stelle | Akkreditierungsnummer | Ort | Status', the name linked to the " +
      'record page.',
    status: 'assumed',
    evidence:
      'Modelled on server-rendered register searches; public code notes the search page takes no id in its address',
  },
  {
    step: 'total',
    text: "The first result page announces the total as 'N Treffer' (.as-result-count).",
    status: 'assumed',
    evidence: 'Modelled on German search pages; not seen in public code',
  },
  {
    step: 'pager',
    text: "Result pages advance by a rel=next ('Weiter') link (…&page=2).",
    status: 'assumed',
    evidence: 'Modelled on server-rendered register searches; not seen in public code',
  },
  {
    step: 'record',
    text:
      'Each accreditation has a record page whose dl.as-details holds the labels Akkreditierungsnummer, Status, ' +
      'Art der Stelle, Erstakkreditierung, Gültig ab, Ausstellungsdatum, Anschrift, Telefon, E-Mail, Internet, ' +
      'Ansprechpartner and Urkundenanlage (the annex link).',
    status: 'assumed',
    evidence: 'Modelled on the labels of DAkkS certificates and annexes; no stored copy of a record page found',
  },
  {
    step: 'scope',
    text:
      'The annex is a PDF at https://www.dakks.de/files/data/as/pdf/<number>.pdf, the number being ' +
      'D-PL-NNNNN-NN-NN (testing) or D-K-NNNNN-NN-NN (calibration).',
    status: 'confirmed',
    evidence:
      'Public code building certificate links as https://www.dakks.de/files/data/as/pdf/<number>.pdf; the ' +
      'number format from the DAkkS digital-symbol FAQ',
  },
  {
    step: 'scope',
    text:
      "The annex head prints 'Anlage zur Akkreditierungsurkunde <number>', 'Gültigkeitsdauer: A bis B' or " +
      "'Gültig ab: A', 'Ausstellungsdatum: D' and 'Urkundeninhaber:' on its first page.",
    status: 'confirmed',
    evidence:
      'Stored copies of published annexes: ' +
      'https://vdocuments.pub/gltigkeitsdauer-20052019-bis-30052021-anlage-zur-akkreditierungsurkunde.html ' +
      '(D-PL-14368-01-00), ' +
      'https://vdocuments.mx/deutsche-akkreditierungsstelle-gmbh-anlage-zur-3522-1995-bestimmung-von.html ' +
      '(D-PL-18807-01-00)',
  },
  {
    step: 'scope',
    text:
      "Testing annexes list one method per line ('DIN EN ISO 6892-1  2020-06  title') under numbered headings; " +
      'calibration annexes print the table ' +
      "'Messgröße / Kalibriergegenstand | Messbereich / Messspanne | Messbedingungen / Verfahren | Kleinste " +
      "angebbare Messunsicherheit | Bemerkungen'.",
    status: 'assumed',
    evidence: 'Modelled on published annexes seen as flattened text (column positions not seen)',
  },
];

export const adapter: Adapter = {
  body: 'DAKKS',
  country: 'DE',
  source: SEARCH_PAGE,
  assumptions: ASSUMPTIONS,
  list,
  detail,
};
