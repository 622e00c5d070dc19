// PCA — Polskie Centrum Akredytacji (Poland).
//
// What this adapter assumes about the register, and how sure that is (the
// same, row by row, in `assumptions` below and in docs/registers.md):
// - CONFIRMED by a public scraper of 2018 and its tests (github.com/
//   tburly/pca-scrape: pca/scraper.py, tests/test_pca.py, and the rows it
//   scraped, data/scraped_data.json): one record page per laboratory at
//   https://www.pca.gov.pl/akredytowane-podmioty/akredytacje-aktywne/
//   laboratoria-badawcze/AB%20079,podmiot.html (number zero-padded to three
//   digits), printing "<p><strong>Label:</strong> value</p>" lines:
//   Akredytacja: (AB 079), Akredytacja od: and Data ważności certyfikatu:
//   (dd-mm-yyyy), "Dane organizacji:" and "Dane laboratorium:" each followed
//   by a name <p> and an address <p> ("ul. Street 6A; 38-400 City", always
//   "street; postcode city" in 1,297 scraped rows), Telefon: with the number
//   on the next line ("13 432-59-23   wew.: brak", landlines always "NN
//   NNN-NN-NN"), Komórka:, Email: ("brak" when none), www: (empty when none),
//   then "Dziedziny badań:" (fields with PCA's letter codes, "Badania
//   nieniszczące (L)") and "Obiekty:" lists. A number with no accreditation
//   still answers, with an empty "Akredytacja:" line; a lapsed accreditation
//   keeps its page, with a past "Data ważności certyfikatu". Organisation and
//   laboratory names differ in most rows (1,064 of 1,297): the name is the
//   organisation's with the laboratory's after a dash.
// - CONFIRMED in title and letterhead by stored copies of scope PDFs (AB 079,
//   AB 286, AB 1095…): "ZAKRES AKREDYTACJI LABORATORIUM BADAWCZEGO Nr AB 079",
//   "Wydanie nr 27 Data wydania: 5 lipca 2013 r." (→ last_verified).
// - ASSUMED: calibration laboratories beside them under laboratoria-
//   wzorcujace/AP%20045,podmiot.html; a listing page per section (a table
//   Numer akredytacji | Nazwa | Miejscowość | Status, the number linking to
//   the record) paged by "?page=N" with a "Następna" link (the 2018 scraper
//   walked numbers 1–1700 instead, so no listing page was seen); the fields
//   inside an element of class "podmiot" (else the whole page is read); a
//   "Status akredytacji:" line (aktywna / zawieszona / zawieszona częściowo /
//   cofnięta; a partial suspension stays active) — without one a past expiry
//   date means withdrawn; the scope PDF linked as "Zakres akredytacji" under
//   /storage/file/zakresy/, and its table's column wording; robots.txt
//   allowing these paths (PCA's dynamic search under /ajax is not used).
// - UTF-8; no session cookie; PCA names no contact person.
import type { Adapter, Assumption, ListedLab } from '../adapter.ts';
import type { AccreditationStatus, RawLab } from '../../domain/types.ts';
import { clean, labelledValues } from '../parse/html.ts';
import { isoDate } from '../parse/dates.ts';
import { statusFromText } from '../parse/status.ts';
import { cellOf, fetchPage, linkMatching, linkOf, readHtmlListing, resultTable } from '../shapes/html-listing.ts';
import { Labels, emailIn, rawLab, splitAddress, websiteUrl } from '../shapes/lab-fields.ts';
import { pdfText, readPdf, scopeFromRows, type LineLayout } from '../shapes/pdf-scope.ts';

const BASE = 'https://www.pca.gov.pl/akredytowane-podmioty/akredytacje-aktywne/';
const SOURCE = 'https://www.pca.gov.pl/akredytowane-podmioty/';
const NUMBER = /^(AB|AP)\s*(\d{3,4})$/i;
const SCRAPER = 'github.com/tburly/pca-scrape: pca/scraper.py, tests/test_pca.py';

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

/**
 * "13 432-59-23 wew.: brak" → "13 432-59-23"; "61 852-44-10 wew.: 21" → "61 852-44-10 wew. 21"; "brak" or nothing →
 * null.
 */
function phone(text: string | null): string | null {
  const t = clean(text?.replace(/\s*wew\.?\s*:?\s*brak\b/i, '').replace(/\s*wew\.?\s*:?\s*/i, ' wew. '));
  return t && !/^brak$/i.test(t) && /\d{3}/.test(t) ? t : null;
}

/** "www.lab.pl", "brak" or nothing (the 2018 rows show both) → a URL or null. */
const website = (text: string | null) => (text && !/^brak$/i.test(text) ? websiteUrl(text) : null);

/** Today as YYYY-MM-DD, for comparing a certificate's expiry date. */
const today = () => new Date().toISOString().slice(0, 10);

export const ASSUMPTIONS: readonly Assumption[] = [
  {
    step: 'reachable',
    text:
      'www.pca.gov.pl answers with one record page per laboratory at ' +
      '/akredytowane-podmioty/akredytacje-aktywne/laboratoria-badawcze/AB%20NNN,podmiot.html (the number ' +
      'zero-padded to three digits).',
    status: 'confirmed',
    evidence: SCRAPER,
  },
  {
    step: 'robots',
    text:
      "robots.txt allows /akredytowane-podmioty/ and the scope PDFs under /storage/file/; only PCA's dynamic " +
      'search under /ajax is kept from crawlers, and the adapter does not use it.',
    status: 'assumed',
    evidence: 'not read; the 2018 scraper fetched the record pages without hindrance',
  },
  {
    step: 'listing',
    text:
      'Each section (laboratoria-badawcze/ for testing, laboratoria-wzorcujace/ for calibration) has a listing ' +
      "page with one table 'Numer akredytacji | Nazwa | Miejscowość | Status' whose number links to the record " +
      'page.',
    status: 'assumed',
    evidence:
      'modelled on the record addresses; the 2018 scraper walked the numbers AB 001 to AB 1700 instead of ' +
      'reading a listing',
  },
  {
    step: 'listing',
    text: 'Accreditation numbers are AB NNN for testing and AP NNN for calibration laboratories, three or four digits.',
    status: 'confirmed',
    evidence: `${SCRAPER} (AB 007, AB 445, AB 1327, AB 1578); AP for calibration from src/domain/bodies.ts`,
  },
  {
    step: 'pager',
    text: "Listing pages advance by '?page=N', with a 'Następna' link on every page but the last.",
    status: 'assumed',
    evidence: 'modelled on common CMS pagers; no listing page was seen',
  },
  {
    step: 'record',
    text:
      "A record page prints '<p><strong>Label:</strong> value</p>' lines: Akredytacja (AB NNN), Akredytacja od " +
      "and Data ważności certyfikatu (dd-mm-yyyy), Telefon ('NN NNN-NN-NN wew.: brak'), Komórka, Email " +
      "('brak' when none) and www (empty when none).",
    status: 'confirmed',
    evidence: SCRAPER,
  },
  {
    step: 'record',
    text:
      "'Dane organizacji:' and 'Dane laboratorium:' are each followed by a name paragraph and an address " +
      "paragraph 'street; NN-NNN city'; the name is the organisation's, with the laboratory's after a dash when " +
      "it differs, and the address the laboratory's.",
    status: 'confirmed',
    evidence: `${SCRAPER}; data/scraped_data.json (every lab_address in 1,297 rows is 'street; postcode city')`,
  },
  {
    step: 'record',
    text:
      "A number with no accreditation still answers, with an empty 'Akredytacja:' line (read as an error), and a " +
      "lapsed accreditation keeps its page with a past 'Data ważności certyfikatu' (read as withdrawn when the " +
      'page prints no status).',
    status: 'confirmed',
    evidence: `${SCRAPER} (is_empty, validate_lab, AB 555)`,
  },
  {
    step: 'record',
    text:
      "The record's lines sit inside an element of class 'podmiot' (else the whole page is read), calibration " +
      "records live under laboratoria-wzorcujace/AP%20NNN,podmiot.html, and a 'Status akredytacji:' line may say " +
      'aktywna, zawieszona, zawieszona częściowo (kept active) or cofnięta.',
    status: 'assumed',
    evidence: 'not in the 2018 scraper, which read lines by their labels and only testing laboratories',
  },
  {
    step: 'scope',
    text: "The record page links the scope PDF as 'Zakres akredytacji', under /storage/file/zakresy/.",
    status: 'assumed',
    evidence: 'not in the 2018 scraper, which stopped at the Obiekty list',
  },
  {
    step: 'scope',
    text:
      "The scope PDF is headed 'ZAKRES AKREDYTACJI LABORATORIUM BADAWCZEGO Nr AB NNN' with " +
      "'Wydanie nr N Data wydania: d miesiąca yyyy r.' (read as last_verified).",
    status: 'confirmed',
    evidence:
      'stored scope PDFs: ' +
      'http://docplayer.pl/1815077-Zakres-akredytacji-laboratorium-badawczego-nr-ab-079.html, ' +
      'http://docplayer.pl/125581-Zakres-akredytacji-laboratorium-badawczego-nr-ab-286.html',
  },
  {
    step: 'scope',
    text:
      "The scope table's columns are headed " +
      "'Lp. | Badany obiekt / Grupa obiektów | Badane cechy i metody badawcze | Dokumenty odniesienia' " +
      "(calibration: 'Lp. | Wielkość mierzona | Zakres pomiarowy | Metoda wzorcowania | CMC').",
    status: 'assumed',
    evidence: 'the stored copies are text extracts without the column headings; modelled on the PCA scope form',
  },
];

export const adapter: Adapter = {
  body: 'PCA',
  country: 'PL',
  source: SOURCE,
  assumptions: ASSUMPTIONS,

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
            partial: {
              accreditation_number: nr,
              name: cellOf(row, /^Nazwa/i) ?? undefined,
              city: cellOf(row, /^Miejscowo/i),
              accreditation_status: status(cellOf(row, /^Status/i)),
              lab_type: labType(nr),
            },
          };
        }),
    });
  },

  async detail(ctx, listed): Promise<RawLab> {
    if (!listed.detail_url) throw new Error(`PCA ${listed.register_id}: no record page`);
    const page = await fetchPage(ctx, listed.detail_url);
    const { $ } = page;
    const scope = $('.podmiot').length ? '.podmiot' : undefined;
    const labels = new Labels(labelledValues($, scope));
    const root = $(scope ?? 'html');
    const heading = root.find('strong, b').filter((_, el) => /^\s*Akredytacja\s*:/i.test($(el).text()));
    if (!heading.length)
      throw new Error(
        `PCA ${listed.register_id}: record page ${page.url} has no "Akredytacja:" line: the layout changed`,
      );
    // An unused number answers with the same page, its "Akredytacja:" line empty.
    if (!labels.get('Akredytacja'))
      throw new Error(
        `PCA ${listed.register_id}: record page ${page.url} is empty (no accreditation under this number)`,
      );
    const nr = number(labels.get('Akredytacja')) ?? listed.register_id;
    // "Dane organizacji:" / "Dane laboratorium:" head a block: the next two paragraphs are name and address.
    const block = (label: RegExp): [string | null, string | null] => {
      const head = root
        .find('strong, b')
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
    const name =
      labName && labName.toLowerCase() !== organisation.toLowerCase() ? `${organisation} – ${labName}` : organisation;
    // Status: the page's own line; else a lapsed certificate is withdrawn; else the listing's word; else a certificate
    // in force is active.
    const expires = isoDate(labels.get('Data ważności certyfikatu'));
    const accreditationStatus =
      status(labels.get('Status akredytacji', 'Status')) ??
      (expires && expires <= today() ? 'withdrawn' : null) ??
      listed.partial.accreditation_status ??
      (expires ? 'active' : null);
    const scopeUrl = linkMatching($, page.url, /zakres akredytacji/i, scope);
    const kind = labType(nr);
    let capabilities: RawLab['capabilities'] = [];
    let issued: string | null = null;
    if (scopeUrl) {
      const rows = await readPdf(ctx, scopeUrl);
      issued = isoDate(/Data wydania:\s*([^\n]+?)(?:\s*r\.)?(?:\n|$)/i.exec(pdfText(rows))?.[1]);
      capabilities = scopeFromRows(rows, {
        layout: kind === 'calibration' ? CALIBRATION : TESTING,
        source: scopeUrl,
      }).capabilities.map(({ test, method, field }) =>
        kind === 'calibration' ? { test, method } : { test, method, ...(field ? { field } : {}) },
      );
    }
    return rawLab({
      register_id: listed.register_id,
      name,
      country: 'PL',
      accreditation_number: nr,
      accreditation_status: accreditationStatus,
      lab_type: kind,
      ...splitAddress(labAddress ?? orgAddress, 'PL'),
      phone: phone(labels.get('Telefon')) ?? phone(labels.get('Komórka')),
      email: emailIn(labels.get('Email', 'E-mail')),
      website_url: website(labels.get('www')),
      scope_document_url: scopeUrl,
      source_url: page.url,
      accreditation_date: isoDate(labels.get('Akredytacja od')),
      last_verified: issued,
      capabilities,
    });
  },
};
