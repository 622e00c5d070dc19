// FINAS — FINAS-akkreditointipalvelu (Finland).
//
// What this assumes of the register, and how sure that is (the same rows as
// ASSUMPTIONS below and the FINAS table in docs/registers.md):
// - Numbers CONFIRMED: T### testing, K### calibration (bodies.ts; FINAS's own
//   article on decision ids "T999/A01/2017": letter = kind of body — T
//   testauslaboratorio, K kalibrointilaboratorio, I tarkastuslaitos, S
//   sertifiointi —, A/M = accreditation/amendment decision, number, year).
// - Scope document CONFIRMED in shape (stored copies of T039/A27/2015 and
//   T131/M23/2015): a bilingual PDF "Liite 1 / Appendix 1", "Voimassaoleva
//   pätevyysalue / Current scope of accreditation", a letterhead with the
//   decision id, "Päätöksen päiväys / Date of decision" and "Päätöksen
//   viimeinen voimassaolopäivä / Date of expiry" (dd.mm.yyyy), then a table
//   "Tunnus / Code | Laboratorio / Laboratory | Osoite / Address | Puh./e-mail/www
//   / Tel./e-mail/www" (one block per site, address and contacts on lines:
//   "<street> <no.>", "15140 LAHTI", "Puhelin: …", "E-mail: …", "www…"; the
//   English lines follow the Finnish ones), then the scope table.
// - Scope PDF address CONFIRMED (a laboratory's page links its current
//   decision as https://www.finas.fi/Documents/T293_M07_2024.pdf): PDFs live
//   under /Documents/, named by decision id with underscores. The fixture now
//   serves them there (it had invented /sites/en/accreditation/Scopes/).
// - The scope table's column wording is ASSUMED: testing "Testauskohde / Test
//   object | Testattava ominaisuus, menetelmäperiaate / Property, principle of
//   method | Menetelmä / Method" (the object printed once per block);
//   calibration "Suure / Quantity | Mittausalue / Range | Menetelmä / Method |
//   Mittausepävarmuus / Uncertainty".
// - Listing ASSUMED: the address https://www.finas.fi/sites/en/accreditation/
//   Pages/AccreditedOrganisations.aspx comes from a public scraper's table of
//   registries (not verified there); FINAS says the current scopes are on its
//   site under "akkreditoidut toimijat" (accredited operators). FINAS runs
//   SharePoint, so the listing is taken to be a SharePoint list view
//   (table.ms-listviewtable) with columns Tunnus / Code, Organisaatio /
//   Organisation, Paikkakunta / City, Standardi / Standard, Tila / Status,
//   Pätevyysalue / Scope (a link to the scope PDF), paged by SharePoint's
//   pager link titled "Next". Inspection, certification (I/S codes) and ISO
//   15189 medical laboratories are skipped.
// - There is no record page: listing row + scope PDF are the record
//   (detail_url is the PDF). FINAS publishes no contact person and no first
//   accreditation date: contact_person and accreditation_date stay null;
//   last_verified is the date of the current decision.
// - Status wording ASSUMED: Voimassa / Valid, Keskeytetty / Suspended,
//   Peruutettu / Withdrawn (statusFromText knows voimassa, keskeytet-, peruutettu).
// - UTF-8 (SharePoint); no session cookie.
import type { Adapter, Assumption, ListedLab } from '../adapter.ts';
import type { RawLab } from '../../domain/types.ts';
import { isoDate } from '../parse/dates.ts';
import { statusFromText } from '../parse/status.ts';
import { cellOf, linkOf, readHtmlListing, resultTable } from '../shapes/html-listing.ts';
import { emailIn, rawLab, splitAddress, websiteUrl } from '../shapes/lab-fields.ts';
import { pdfBlocks, labelValue, readPdf, scopeFromRows, type LineLayout } from '../shapes/pdf-scope.ts';

const SOURCE = 'https://www.finas.fi/sites/en/accreditation/Pages/AccreditedOrganisations.aspx';
const NUMBER = /^([TK])(\d{3})$/;

const TESTING: LineLayout = {
  kind: 'lines',
  testPrefix: /^(Testauskohde|Testattava kohde|Tutkimuskohde)/i,
  test: /^(Testattava ominaisuus|Ominaisuus)/i,
  method: /^(Menetelmä|Method)/i,
};
const CALIBRATION: LineLayout = {
  kind: 'lines',
  testPrefix: /^Suure/i,
  test: /^Mittausalue/i,
  method: /^(Menetelmä|Method)/i,
  // Read as its own column so the uncertainty does not run into the method (it is no capability text).
  number: /^Mittausepävarmuus/i,
};
const SITES = [
  { key: 'code', header: /^Tunnus/i },
  { key: 'lab', header: /^Laboratorio/i },
  { key: 'address', header: /^Osoite/i },
  { key: 'contact', header: /^Puh/i },
] as const;

const T039 = 'https://deploy.abcdocz.com/doc/3787328/scope-of-accreditation (stored copy of scope PDF T039/A27/2015)';

/** What the adapter takes for granted, step by step (docs/registers.md prints the same rows). */
const ASSUMPTIONS: readonly Assumption[] = [
  {
    step: 'reachable',
    text:
      'The listing of accredited organisations is served at ' +
      'https://www.finas.fi/sites/en/accreditation/Pages/AccreditedOrganisations.aspx.',
    status: 'assumed',
    evidence:
      "address from a public scraper's table of European registries (EA_MEMBER_REGISTRIES, unverified there); " +
      'finas.fi serves SharePoint pages beside it ' +
      '(https://www.finas.fi/sites/en/accreditation/Pages/default.aspx)',
  },
  {
    step: 'robots',
    text: 'robots.txt on www.finas.fi allows the listing page and the scope PDFs under /Documents/.',
    status: 'assumed',
    evidence: 'no copy of finas.fi/robots.txt found',
  },
  {
    step: 'listing',
    text:
      'The listing is a SharePoint list view (table.ms-listviewtable) with one row per accredited body under the ' +
      "header 'Tunnus / Code | Organisaatio / Organisation | Paikkakunta / City | Standardi / Standard | Tila / " +
      "Status | Pätevyysalue / Scope', the scope cell linking the current scope PDF.",
    status: 'assumed',
    evidence:
      'modelled on SharePoint list views; FINAS says the current scopes are on its site under ' +
      "'akkreditoidut toimijat' (https://www.finas.fi/akkreditointi/Sivut/Akkreditoinnin-pätevyysalue.aspx)",
  },
  {
    step: 'listing',
    text:
      'Laboratory codes are T### (testing) and K### (calibration); I and S codes (inspection, certification) and ' +
      'ISO 15189 rows are skipped.',
    status: 'confirmed',
    evidence:
      'https://www.finas.fi/ajankohtaista/artikkelit/Sivut/Pätevyyden-osoitus-–-akkreditointipäätös.aspx ' +
      '(decision ids such as T999/A01/2017: T testing, K calibration, I inspection, S certification)',
  },
  {
    step: 'record',
    text: 'The listing prints the status as Voimassa / Valid, Keskeytetty / Suspended or Peruutettu / Withdrawn.',
    status: 'assumed',
    evidence: "modelled on FINAS's bilingual wording in its scope PDFs",
  },
  {
    step: 'pager',
    text: "Listing pages advance through SharePoint's pager link titled 'Next' (Paged=TRUE&PageFirstRow=N).",
    status: 'assumed',
    evidence: 'modelled on SharePoint list view paging',
  },
  {
    step: 'record',
    text:
      "There is no record page: the scope PDF's site block " +
      "'Tunnus / Code | Laboratorio / Laboratory | Osoite / Address | Puh./e-mail/www', with the address and " +
      "'Puhelin:', 'E-mail:' and www lines, is the lab's record.",
    status: 'confirmed',
    evidence:
      `${T039}; http://docplayer.fi/3394554-Akkreditoitu-testauslaboratorio-accredited-testing-laboratory.html ` +
      '(T131/M23/2015)',
  },
  {
    step: 'record',
    text:
      "The scope PDF's letterhead prints 'Päätöksen päiväys / Date of decision' as dd.mm.yyyy, read as the " +
      'date last verified.',
    status: 'confirmed',
    evidence: T039,
  },
  {
    step: 'scope',
    text: 'Scope PDFs are served under https://www.finas.fi/Documents/, named by decision id (T293_M07_2024.pdf).',
    status: 'confirmed',
    evidence: 'https://akustiikka.turkuamk.fi/akkreditointi (links https://www.finas.fi/Documents/T293_M07_2024.pdf)',
  },
  {
    step: 'scope',
    text:
      'The scope table is headed ' +
      "'Testauskohde / Test object | Testattava ominaisuus / Property | Menetelmä / Method' for testing (the " +
      'object printed once per block) and ' +
      "'Suure / Quantity | Mittausalue / Range | Menetelmä / Method | Mittausepävarmuus / Uncertainty' for " +
      'calibration.',
    status: 'assumed',
    evidence:
      'modelled on the bilingual headers of the confirmed site block; the parts of the stored copies seen do ' +
      "not reach the scope table's header",
  },
];

const labType = (number: string) => (number.startsWith('K') ? 'calibration' : 'testing');

/** "Puhelin: 040 000 1234", "Puh. 09 123 4567" → the number. */
function phoneIn(lines: readonly string[]): string | null {
  for (const line of lines) {
    const m = /^(?:puhelin|puh\.?|phone|tel\.?)\s*:?\s*(\+?[\d][\d\s-]{5,})/i.exec(line.trim());
    if (m) return m[1]!.trim();
  }
  return null;
}

export const adapter: Adapter = {
  body: 'FINAS',
  country: 'FI',
  source: SOURCE,
  assumptions: ASSUMPTIONS,

  async list(ctx) {
    return readHtmlListing(ctx, {
      start: SOURCE,
      rows: (page) =>
        resultTable(page, 'table.ms-listviewtable', [/^Tunnus/i, /^Organisaatio/i, /^Pätevyysalue/i]).map(
          (row): ListedLab | null => {
            const m = NUMBER.exec(
              cellOf(row, /^Tunnus/i)
                ?.replace(/\s+/g, '')
                .toUpperCase() ?? '',
            );
            const name = cellOf(row, /^Organisaatio/i);
            if (!m || !name || /15189/.test(cellOf(row, /^Standardi/i) ?? '')) return null;
            const number = `${m[1]}${m[2]}`;
            const scope = linkOf(row, /^Pätevyysalue/i);
            return {
              register_id: number,
              detail_url: scope,
              partial: {
                accreditation_number: number,
                name,
                city: cellOf(row, /^Paikkakunta/i),
                accreditation_status: statusFromText(cellOf(row, /^Tila/i)),
                lab_type: labType(number),
                scope_document_url: scope,
              },
            };
          },
        ),
    });
  },

  async detail(ctx, listed): Promise<RawLab> {
    const p = listed.partial;
    const url = p.scope_document_url ?? listed.detail_url;
    if (!p.name || !url) throw new Error(`FINAS ${listed.register_id}: listing row without a name or scope PDF`);
    const rows = await readPdf(ctx, url);
    const kind = labType(listed.register_id);
    const columns = kind === 'calibration' ? CALIBRATION : TESTING;
    // The first site block is the main one; its lines are address and contacts as printed.
    const site = pdfBlocks(rows, SITES, kind === 'calibration' ? CALIBRATION.testPrefix : TESTING.testPrefix)[0];
    if (!site)
      throw new Error(`FINAS ${listed.register_id}: scope PDF ${url} has no laboratory block (Tunnus / Code …)`);
    // Further sites print no code of their own and run on under the first: its address ends at its postcode line.
    const end = site.address.findIndex((l) => /\b\d{5}\b/.test(l));
    const address = splitAddress(site.address.slice(0, end < 0 ? undefined : end + 1).join('\n'), 'FI');
    return rawLab({
      register_id: listed.register_id,
      name: p.name,
      country: 'FI',
      accreditation_number: listed.register_id,
      accreditation_status: p.accreditation_status ?? null,
      lab_type: kind,
      ...address,
      city: address.city ?? p.city ?? null,
      phone: phoneIn(site.contact),
      email: emailIn(site.contact.join(' ')),
      website_url: websiteUrl(site.contact.find((l) => /^(www\.|https?:\/\/)/i.test(l.trim()))),
      scope_document_url: url,
      source_url: SOURCE,
      accreditation_date: null,
      last_verified: isoDate(labelValue(rows, /Date of decision/i)),
      capabilities: scopeFromRows(rows, { layout: columns, source: url }).capabilities,
    });
  },
};
