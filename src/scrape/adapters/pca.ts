// PCA — Polskie Centrum Akredytacji (Poland).
//
// What this assumes of the register, and how sure that is:
// - Record page per laboratory CONFIRMED by public scraper code (2018) and
//   its tests: https://www.pca.gov.pl/akredytowane-podmioty/akredytacje-aktywne/
//   laboratoria-badawcze/AB%20079,podmiot.html, a page of "<p><strong>Label:
//   </strong> value</p>" lines: Akredytacja: (AB 079), Akredytacja od:
//   (dd-mm-yyyy), Data ważności certyfikatu:, "Dane organizacji:" and "Dane
//   laboratorium:" each followed by a name <p> and an address <p> ("ul.
//   Wapiennikowa 21; 25-112 Kielce"), Telefon: ("41 361-01-51 wew.: brak"),
//   Komórka:, Email:, www:, then "Dziedziny badań:" and "Obiekty:" lists.
//   Numbers CONFIRMED: AB NNN testing (AB 079, AB 286, AB 1095); AP NNN
//   calibration believed (bodies.ts).
// - ASSUMED: calibration laboratories live beside them under
//   .../akredytacje-aktywne/laboratoria-wzorcujace/AP%20045,podmiot.html; each
//   section has a listing page (a table Numer akredytacji | Nazwa | Miejscowość
//   | Status, the number linking to the record) paged by "?page=N" with a
//   "Następna" link; the record page carries "Status akredytacji:" and a
//   "Zakres akredytacji" link to the scope PDF. PCA's dynamic search runs
//   under /ajax, which robots.txt disallows (noted in public research notes),
//   so the static listing pages are the way in.
// - Scope PDF CONFIRMED in title and letterhead (stored copies of AB 079, AB
//   286, AB 1095...): "ZAKRES AKREDYTACJI LABORATORIUM BADAWCZEGO Nr AB 079",
//   "Wydanie nr 27 Data wydania: 5 lipca 2013 r."; the table's column wording
//   is ASSUMED: Lp. | Badany obiekt / Grupa obiektów | Badane cechy i metody
//   badawcze | Dokumenty odniesienia (calibration: Lp. | Wielkość mierzona |
//   Zakres pomiarowy | Metoda wzorcowania | CMC).
// - Status wording ASSUMED: aktywna / zawieszona / cofnięta; a partial
//   suspension ("zawieszona częściowo") leaves the lab accredited → active.
// - The name is the organisation's, with the laboratory's own name after a
//   dash when it differs ("Okręgowa Stacja … – Dział Laboratoryjny"); the
//   address is the laboratory's. PCA names no contact person.
// - UTF-8; no session cookie.
import type { Adapter, ListedLab } from '../adapter.ts';
import type { AccreditationStatus, RawLab } from '../../domain/types.ts';
import { clean } from '../parse/html.ts';
import { isoDate } from '../parse/dates.ts';
import { statusFromText } from '../parse/status.ts';
import { cellOf, fetchPage, linkMatching, linkOf, readHtmlListing, resultTable } from '../shapes/html-listing.ts';
import { Labels, emailIn, rawLab, splitAddress, websiteUrl } from '../shapes/lab-fields.ts';
import { labelledValues } from '../parse/html.ts';
import { pdfText, readPdf, scopeFromRows, type LineLayout } from '../shapes/pdf-scope.ts';

const BASE = 'https://www.pca.gov.pl/akredytowane-podmioty/akredytacje-aktywne/';
const SOURCE = 'https://www.pca.gov.pl/akredytowane-podmioty/';
const NUMBER = /^(AB|AP)\s*(\d{3,4})$/i;

const TESTING: LineLayout = {
  kind: 'lines',
  number: /^Lp\.?$/i,
  testPrefix: /^Badany obiekt/i,
  test: /^Badane cechy/i,
  method: /^Dokumenty odniesienia/i,
};
const CALIBRATION: LineLayout = {
  kind: 'lines',
  number: /^Lp\.?$/i,
  testPrefix: /^Wielkość mierzona/i,
  test: /^Zakres pomiarowy/i,
  method: /^Metoda wzorcowania/i,
  // The CMC column is read into `field` only to keep it out of the method; it is cleared below.
  field: /^CMC/i,
};

function status(text: string | null | undefined): AccreditationStatus | null {
  if (text && /zawieszon\w*\s+częściow|częściowo\s+zawieszon/i.test(text)) return 'active';
  return statusFromText(text);
}

function number(text: string | null | undefined): string | null {
  const m = NUMBER.exec(clean(text) ?? '');
  return m ? `${m[1]!.toUpperCase()} ${m[2]}` : null;
}

const labType = (nr: string) => (nr.startsWith('AP') ? 'calibration' : 'testing');

/** "41 361-01-51 wew.: brak" → "41 361-01-51"; "brak" → null. */
function phone(text: string | null): string | null {
  const t = clean(text?.replace(/\s*wew\.?\s*:?\s*brak\b/i, '').replace(/\s*wew\.?\s*:?\s*/i, ' wew. '));
  return t && !/^brak$/i.test(t) ? t : null;
}

export const adapter: Adapter = {
  body: 'PCA',
  country: 'PL',
  source: SOURCE,

  async list(ctx) {
    return readHtmlListing(ctx, {
      start: [`${BASE}laboratoria-badawcze/`, `${BASE}laboratoria-wzorcujace/`],
      rows: (page) =>
        resultTable(page, 'table.podmioty', [/^Numer akredytacji/i, /^Nazwa/i]).map((row): ListedLab | null => {
          const nr = number(cellOf(row, /^Numer akredytacji/i));
          const link = linkOf(row, /^Numer akredytacji/i) ?? linkOf(row, /^Nazwa/i);
          if (!nr || !link) return null;
          return {
            register_id: nr,
            detail_url: link,
            partial: { accreditation_number: nr, name: cellOf(row, /^Nazwa/i) ?? undefined, city: cellOf(row, /^Miejscowo/i), accreditation_status: status(cellOf(row, /^Status/i)), lab_type: labType(nr) },
          };
        }),
    });
  },

  async detail(ctx, listed): Promise<RawLab> {
    if (!listed.detail_url) throw new Error(`PCA ${listed.register_id}: no record page`);
    const page = await fetchPage(ctx, listed.detail_url);
    const { $ } = page;
    const labels = new Labels(labelledValues($, '.podmiot'));
    const nr = number(labels.get('Akredytacja')) ?? listed.register_id;
    if (!labels.size || !labels.get('Akredytacja')) throw new Error(`PCA ${listed.register_id}: record page ${page.url} has no "Akredytacja:" line: the layout changed`);
    // "Dane organizacji:" / "Dane laboratorium:" head a block: the next two paragraphs are name and address.
    const block = (label: RegExp): [string | null, string | null] => {
      const head = $('.podmiot strong, .podmiot b')
        .filter((_, el) => label.test($(el).text()))
        .first()
        .closest('p');
      const next = head.nextAll('p');
      return [clean(next.eq(0).text()), clean(next.eq(1).text())];
    };
    const [orgName, orgAddress] = block(/^\s*Dane organizacji/i);
    const [labName, labAddress] = block(/^\s*Dane laboratorium/i);
    const organisation = orgName ?? listed.partial.name;
    if (!organisation) throw new Error(`PCA ${listed.register_id}: record page names no organisation`);
    const name = labName && labName.toLowerCase() !== organisation.toLowerCase() ? `${organisation} – ${labName}` : organisation;
    const scopeUrl = linkMatching($, page.url, /zakres akredytacji/i, '.podmiot');
    const kind = labType(nr);
    let capabilities: RawLab['capabilities'] = [];
    let issued: string | null = null;
    if (scopeUrl) {
      const rows = await readPdf(ctx, scopeUrl);
      issued = isoDate(/Data wydania:\s*([^\n]+?)(?:\s*r\.)?(?:\n|$)/i.exec(pdfText(rows))?.[1]);
      capabilities = scopeFromRows(rows, { layout: kind === 'calibration' ? CALIBRATION : TESTING, source: scopeUrl }).capabilities.map(({ test, method, field }) =>
        kind === 'calibration' ? { test, method } : { test, method, ...(field ? { field } : {}) },
      );
    }
    return rawLab({
      register_id: listed.register_id,
      name,
      country: 'PL',
      accreditation_number: nr,
      accreditation_status: status(labels.get('Status akredytacji', 'Status')) ?? listed.partial.accreditation_status ?? null,
      lab_type: kind,
      ...splitAddress(labAddress ?? orgAddress, 'PL'),
      phone: phone(labels.get('Telefon')) ?? phone(labels.get('Komórka')),
      email: emailIn(labels.get('Email', 'E-mail')),
      website_url: websiteUrl(labels.get('www')),
      scope_document_url: scopeUrl,
      source_url: page.url,
      accreditation_date: isoDate(labels.get('Akredytacja od')),
      last_verified: issued,
      capabilities,
    });
  },
};
