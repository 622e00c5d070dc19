// NAH — Nemzeti Akkreditáló Hatóság (Hungary).
//
// What this adapter assumes about the register, and how sure that is (the
// same, row by row, in `assumptions` below and in docs/registers.md):
// - CONFIRMED by NAH's own pages:
//   · https://www.nah.gov.hu/instructions-use ("Az akkreditált szervezetek
//     adatbázisának ismertetése"): the online database "Akkreditált
//     szervezetek adatbázisa" publishes per accredited body its registration
//     number (nyilvántartási szám), name, seat and sites (székhely,
//     telephelyek), accredited activity and field, start and expiry of the
//     accredited status, partial or full suspension or withdrawal, and — as
//     given in the application — phone, fax, e-mail, web address and the
//     name and title of the person leading the accredited unit
//     (contact_person).
//   · https://www.nah.gov.hu/en/categories: each accredited organisation has
//     an identification page whose last row, "Tevékenység részletezve",
//     links the detailed certificate in force (Részletező okirat); suspended
//     and withdrawn statuses stay on the "Accredited Organisations" tab for
//     half a year.
//   · https://www.nah.gov.hu/en/posts/396: numbers NAH-1-2345/201X.
//   CHANGED: the record is that identification page (label/value rows, the
//   okirat linked from "Tevékenység részletezve"); the JSON API assumed
//   before (api/szervezetek) rests on nothing NAH publishes, and is dropped.
// - CONFIRMED in layout by stored okiratok of the NAH era (docplayer.hu
//   96495114): "RÉSZLETEZŐ OKIRAT (2) a NAH-1-…/2017 nyilvántartási számú
//   akkreditált státuszhoz", numbered sections (1) name and address, sites;
//   2) standard; 3) "Az akkreditált státusz kezdetének napja" / "lejáratának
//   napja"; 4) the accredited area), then "I. Az akkreditált területhez
//   tartozó laboratóriumi vizsgálatok" and the table from "A vizsgált
//   termék/anyag"; every page ends "Budapest, 2018. február 1." and "1/42
//   NAH-1-…/2017" — that date (the okirat's issue) is last_verified.
// - ASSUMED: the database list at https://nah.gov.hu/hu/akkreditalt-
//   szervezetek/ (bodies.ts) as an HTML table (Nyilvántartási szám | Név |
//   Tevékenység | Státusz) paged by ?oldal=N with a "Következő" link; the
//   identification page's labels (the fields are confirmed, their wording is
//   not); the okirat's remaining column headings and group headings
//   ("Kémiai vizsgálatok") read as the field; status words Hatályos /
//   Felfüggesztett / Visszavont (részlegesen felfüggesztett stays active).
//   Only "Vizsgálólaboratórium" and "Kalibrálólaboratórium" are taken
//   (inspection, certification, medical labs and PT providers are skipped).
//   UTF-8.
import type { Adapter, Assumption, ListedLab } from '../adapter.ts';
import type { AccreditationStatus, RawLab } from '../../domain/types.ts';
import { isoDate } from '../parse/dates.ts';
import { statusFromText } from '../parse/status.ts';
import { labelledValues } from '../parse/html.ts';
import { cellOf, fetchPage, linkMatching, linkOf, readHtmlListing, resultTable } from '../shapes/html-listing.ts';
import { Labels, emailIn, phoneOf, rawLab, splitAddress, websiteUrl } from '../shapes/lab-fields.ts';
import { pdfText, readPdf, scopeFromRows, type LineLayout } from '../shapes/pdf-scope.ts';

const SOURCE = 'https://nah.gov.hu/hu/akkreditalt-szervezetek/';
const NUMBER = /^NAH-([12])-\d{4}\/\d{4}$/;
const LAB_KINDS = /^(vizsgáló|kalibráló)\s*laboratórium/i;

const TESTING: LineLayout = {
  kind: 'lines',
  testPrefix: /^A vizsgált termék/i,
  test: /^A vizsgált jellemző/i,
  // Read as its own column so ranges do not run into the method.
  number: /^Mérési tartomány/i,
  method: /^A vizsgálati módszer/i,
};
const CALIBRATION: LineLayout = {
  kind: 'lines',
  testPrefix: /^A kalibrált mennyiség/i,
  test: /^Méréstartomány/i,
  method: /^A kalibrálási eljárás/i,
  // The best measurement capability sits right of the method; read into `number` so it stays out of it.
  number: /^Legjobb mérési/i,
};
/** Page furniture of an okirat: "Budapest, 2023. május 10." and "2/38 NAH-1-1377/2019". */
const FOOTER = [/^[\p{Lu}][\p{L}-]+,\s*\d{4}\.\s*\p{L}+\s+\d{1,2}\.$/u, /^\d+\s*\/\s*\d+\s+NAH-\d-\d{4}\/\d{4}/];
const HEADING = /^[\p{L} ]+vizsgálatok$|^Mintavétel$/u;

const MONTHS = [
  'január',
  'február',
  'március',
  'április',
  'május',
  'június',
  'július',
  'augusztus',
  'szeptember',
  'október',
  'november',
  'december',
];

/** "2018. február 1." (as okiratok print their date) or "2019.03.15." → YYYY-MM-DD. */
function hungarianDate(text: string | null | undefined): string | null {
  const m = /(\d{4})\.\s*(\p{L}+)\s+(\d{1,2})\./u.exec(text ?? '');
  const month = m ? MONTHS.indexOf(m[2]!.toLowerCase()) + 1 : 0;
  if (m && month > 0) return isoDate(`${m[1]}-${String(month).padStart(2, '0')}-${m[3]!.padStart(2, '0')}`);
  return isoDate(text);
}

function status(text: string | null | undefined): AccreditationStatus | null {
  if (!text) return null;
  if (/részleges/i.test(text)) return 'active';
  if (/lejárt|visszavon/i.test(text)) return 'withdrawn';
  return statusFromText(text);
}

const labType = (number: string) => (NUMBER.exec(number)?.[1] === '2' ? 'calibration' : 'testing');

export const ASSUMPTIONS: readonly Assumption[] = [
  {
    step: 'reachable',
    text:
      "nah.gov.hu answers with its database of accredited organisations ('Akkreditált szervezetek adatbázisa') " +
      'at https://nah.gov.hu/hu/akkreditalt-szervezetek/.',
    status: 'assumed',
    evidence:
      'the database is confirmed by https://www.nah.gov.hu/instructions-use; its address is taken from ' +
      'src/domain/bodies.ts',
  },
  {
    step: 'robots',
    text:
      'robots.txt lets a crawler read the database list with its ?oldal=N pages, the identification pages and ' +
      'the okirat PDFs.',
    status: 'assumed',
    evidence: "not read; NAH's public pages carry no crawler restriction that was seen",
  },
  {
    step: 'listing',
    text:
      'The database list is one HTML table (table.szervezetek) ' +
      "'Nyilvántartási szám | Név | Tevékenység | Státusz' whose number or name links to the " +
      "organisation's identification page; only Vizsgálólaboratórium and Kalibrálólaboratórium rows are " +
      'kept.',
    status: 'assumed',
    evidence:
      "modelled on the 'Accredited Organisations' tab that https://www.nah.gov.hu/en/categories describes; the " +
      'list itself was not seen',
  },
  {
    step: 'listing',
    text:
      'Registration numbers are NAH-1-NNNN/YYYY for testing and NAH-2-NNNN/YYYY for calibration laboratories ' +
      '(the year of the status).',
    status: 'confirmed',
    evidence:
      'https://www.nah.gov.hu/en/posts/396 (NAH-1-2345/201X); ' +
      'http://docplayer.hu/96495114-Reszletezo-okirat-2-a-nah-2017-nyilvantartasi-szamu-akkreditalt-statuszhoz.' +
      'html',
  },
  {
    step: 'pager',
    text: "List pages advance by ?oldal=N, with a 'Következő' link on every page but the last.",
    status: 'assumed',
    evidence: 'modelled on common CMS pagers; the list was not seen',
  },
  {
    step: 'record',
    text:
      'An identification page per organisation shows its registration number, name, seat and sites, accredited ' +
      'activity, start and expiry of the status, any suspension or withdrawal, phone, fax, e-mail, web address ' +
      'and the name and title of the person leading the unit.',
    status: 'confirmed',
    evidence: 'https://www.nah.gov.hu/instructions-use; https://www.nah.gov.hu/en/categories (the identification page)',
  },
  {
    step: 'record',
    text:
      "The identification page prints them as label/value rows, inside an element of class 'szervezet' when it " +
      'has one (Nyilvántartási szám, Név, Székhely, Telephely, Tevékenység, Az akkreditált státusz ' +
      'kezdete and lejárata, Státusz, Telefon, Fax, E-mail, Honlap, Vezető neve, Vezető beosztása), dates ' +
      "as '2019.03.15.'.",
    status: 'assumed',
    evidence:
      'the fields are confirmed by https://www.nah.gov.hu/instructions-use; the wording of the labels and the ' +
      'markup are assumed',
  },
  {
    step: 'scope',
    text:
      "The identification page's last row, 'Tevékenység részletezve', links the detailed certificate in force " +
      '(Részletező okirat) as a PDF.',
    status: 'confirmed',
    evidence: 'https://www.nah.gov.hu/en/categories',
  },
  {
    step: 'scope',
    text:
      'The okirat reads ' +
      "'RÉSZLETEZŐ OKIRAT (n) a NAH-…/YYYY nyilvántartási számú akkreditált státuszhoz', then " +
      "'I. Az akkreditált területhez tartozó laboratóriumi vizsgálatok' and a table from " +
      "'A vizsgált termék/anyag'; each page ends with the issue date 'Budapest, 2018. február 1.' (read as " +
      "last_verified) and 'page/pages NAH-…/YYYY'.",
    status: 'confirmed',
    evidence:
      'http://docplayer.hu/96495114-Reszletezo-okirat-2-a-nah-2017-nyilvantartasi-szamu-akkreditalt-statuszhoz.html',
  },
  {
    step: 'scope',
    text:
      "The okirat's other columns are headed " +
      "'A vizsgált jellemző, vizsgálati módszer | Mérési tartomány | A vizsgálati módszert tartalmazó " +
      "dokumentum azonosítója' (calibration: " +
      "'A kalibrált mennyiség, eszköz | Méréstartomány | A kalibrálási eljárás azonosítója | Legjobb " +
      "mérési képesség'), with group headings such as 'Kémiai vizsgálatok' read as the field.",
    status: 'assumed',
    evidence:
      'the stored okiratok are text extracts in which the other headings are not legible; modelled on the ' +
      'product, property, technique, range and standard they list',
  },
];

export const adapter: Adapter = {
  body: 'NAH',
  country: 'HU',
  source: SOURCE,
  assumptions: ASSUMPTIONS,

  async list(ctx) {
    return readHtmlListing(ctx, {
      start: SOURCE,
      rows: (page) =>
        resultTable(page, 'table.szervezetek', [/^Nyilvántartási szám/i, /^Név/i, /^Tevékenység/i]).map(
          (row): ListedLab | null => {
            const number = cellOf(row, /^Nyilvántartási szám/i)?.replace(/\s+/g, '');
            const name = cellOf(row, /^Név/i);
            if (!number || !NUMBER.test(number) || !name || !LAB_KINDS.test(cellOf(row, /^Tevékenység/i) ?? ''))
              return null;
            return {
              register_id: number,
              detail_url: linkOf(row, /^Nyilvántartási szám/i) ?? linkOf(row, /^Név/i),
              partial: {
                accreditation_number: number,
                name,
                lab_type: labType(number),
                accreditation_status: status(cellOf(row, /^Státusz/i)),
              },
            };
          },
        ),
    });
  },

  async detail(ctx, listed): Promise<RawLab> {
    if (!listed.detail_url) throw new Error(`NAH ${listed.register_id}: no identification page`);
    const page = await fetchPage(ctx, listed.detail_url);
    const { $ } = page;
    // The record's rows inside '.szervezet' when the page has one, else anywhere on the page.
    const scope = $('.szervezet').length ? '.szervezet' : undefined;
    const labels = new Labels(labelledValues($, scope));
    if (!labels.size)
      throw new Error(
        `NAH ${listed.register_id}: record page ${page.url} has no label/value pairs: the layout changed`,
      );
    const name = labels.get(/^(cegnev|nev)$/) ?? listed.partial.name;
    if (!name) throw new Error(`NAH ${listed.register_id}: identification page ${page.url} names no organisation`);
    const number = labels.get(/^nyilvantartasi szam/)?.replace(/\s+/g, '') ?? listed.register_id;
    const kind = labType(number);
    // The laboratory works at its first site; the seat is the fallback.
    const address = splitAddress(labels.get(/^telephely/) ?? labels.get(/^szekhely/), 'HU');
    const expires = hungarianDate(labels.get(/lejarat/));
    // The row "Tevékenység részletezve" links the okirat in force, whatever the link's own text.
    const row = $(scope ?? 'html')
      .find('tr, dt')
      .filter((_, el) => /^\s*Tevékenység részletezve/i.test($(el).children().first().text() || $(el).text()))
      .first();
    const rowLink = (row.is('dt') ? row.next('dd') : row).find('a[href]').first().attr('href');
    const scopeUrl =
      (rowLink ? new URL(rowLink, page.url).toString() : null) ??
      linkMatching($, page.url, /részletező okirat/i, scope);
    let capabilities: RawLab['capabilities'] = [];
    let issued: string | null = null;
    if (scopeUrl) {
      const rows = await readPdf(ctx, scopeUrl);
      issued = hungarianDate(/^[\p{Lu}][\p{L}-]+,\s*(\d{4}\.\s*\p{L}+\s+\d{1,2}\.)\s*$/mu.exec(pdfText(rows))?.[1]);
      capabilities = scopeFromRows(rows, {
        layout: kind === 'calibration' ? CALIBRATION : TESTING,
        section: HEADING,
        ignore: FOOTER,
        source: scopeUrl,
      }).capabilities;
    }
    return rawLab({
      register_id: listed.register_id,
      name,
      country: 'HU',
      accreditation_number: number,
      accreditation_status:
        status(labels.get(/^statusz$/, /statusz$/)) ??
        listed.partial.accreditation_status ??
        (expires ? (expires > new Date().toISOString().slice(0, 10) ? 'active' : 'withdrawn') : null),
      lab_type: kind,
      ...address,
      phone: phoneOf(labels.get(/^telefon/)),
      email: emailIn(labels.get(/^e-?mail/)),
      contact_person: labels.get(/^vezeto neve/, /^vezeto$/),
      website_url: websiteUrl(labels.get(/^(honlap|weblap|web)/)),
      scope_document_url: scopeUrl,
      source_url: page.url,
      accreditation_date: hungarianDate(labels.get(/kezdet/)),
      last_verified: issued,
      capabilities,
    });
  },
};
