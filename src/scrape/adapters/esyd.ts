// ESYD — Εθνικό Σύστημα Διαπίστευσης / Hellenic Accreditation System (Greece).
//
// What this assumes of the register, and how sure that is:
// - CONFIRMED: ESYD's portal https://esydops.gr/portal/p/esyd/en/ (a JSP
//   portal; its menu has "Catalogues of Accredited Bodies & Laboratories"
//   at catalogs.jsp and "Search Accredited Bodies & Laboratories"); numbers
//   "Certificate No. 285-5", "734-2", "142-3" (NNN-N). The scope is a PDF
//   annex, CONFIRMED in shape by stored copies: "Annex F1/15 to the
//   Certificate No. 285-5 of the Testing Laboratory", a table Materials/
//   Products tested | Types of test/Properties measured | Applied methods/
//   Techniques used with numbered items ("1. Water", "1. Determination of pH
//   (*)"), group headings ("Microbiological testing", "Chemical testing",
//   "Sampling") and a closing text: "Site of assessment: Laboratory permanent
//   premises: 21, G. Fota str., Argos Orestico, Kastoria, Greece.", "The
//   Accreditation Certificate No. 734-2, to ELOT EN ISO/IEC 17025:2005, is
//   valid until 23.05.2019.", "Athens, dd.mm.yyyy".
// - ASSUMED: each catalogue is an HTML table (table.catalog) per kind —
//   catalog.jsp?type=TL (testing laboratories), ?type=CL (calibration) —
//   with columns Cert. No | Name | Address | Status | Valid until | Scope (a
//   link to the annex PDF), paged by a "Next" link. Names appear as
//   registered, often in Greek. There is no record page: catalogue row +
//   annex are the record; ESYD publishes no phone, e-mail, website or
//   contact person there, and no first accreditation date.
// - Status wording ASSUMED: Active / Suspended / Withdrawn.
// - Encoding ASSUMED windows-1253 (a Greek JSP portal of that age), declared
//   in the Content-Type; the client decodes it.
// - Calibration annexes ASSUMED: Measured quantity / Instrument | Range |
//   Calibration method | CMC.
import type { Adapter, ListedLab } from '../adapter.ts';
import type { RawLab } from '../../domain/types.ts';
import { isoDate } from '../parse/dates.ts';
import { statusFromText } from '../parse/status.ts';
import { cellOf, linkOf, readHtmlListing, resultTable } from '../shapes/html-listing.ts';
import { rawLab, splitAddress } from '../shapes/lab-fields.ts';
import { pdfText, readPdf, scopeFromRows, stripNumbering, type LineLayout } from '../shapes/pdf-scope.ts';

const PORTAL = 'https://esydops.gr/portal/p/esyd/en/';
const SOURCE = `${PORTAL}catalogs.jsp`;
const NUMBER = /^\d{1,4}-\d{1,2}$/;

const TESTING: LineLayout = {
  kind: 'lines',
  testPrefix: /^(Materials\/Products tested|Tested materials)/i,
  test: /^Types of test/i,
  method: /^Applied (methods|standards)/i,
};
const CALIBRATION: LineLayout = {
  kind: 'lines',
  testPrefix: /^Measured quantity/i,
  test: /^Range/i,
  method: /^Calibration method/i,
  number: /^CMC/i,
};
/** Group headings of ESYD annexes: they become the field. */
const HEADING = /^((Micro)?biological|Chemical|Physical|Physicochemical|Sensory|Mechanical|Electrical)\s+(testing|tests|analyses)$|^Sampling$/i;
/** Closing text and page furniture of an annex. */
const FOOTER = /^(Site of assessment|Approved signatories|This Scope of Accreditation|The Accreditation Certificate|Athens,|Page \d+ of \d+|Annex \S+ to the Certificate)/i;

const labType = (kind: 'TL' | 'CL') => (kind === 'CL' ? 'calibration' : 'testing');

export const adapter: Adapter = {
  body: 'ESYD',
  country: 'GR',
  source: SOURCE,

  async list(ctx) {
    const listing = (kind: 'TL' | 'CL') =>
      readHtmlListing(ctx, {
        start: `${PORTAL}catalog.jsp?type=${kind}&page=1`,
        rows: (page) =>
          resultTable(page, 'table.catalog', [/^Cert/i, /^Name/i, /^Scope/i]).map((row): ListedLab | null => {
            const number = cellOf(row, /^Cert/i)?.replace(/\s+/g, '');
            const name = cellOf(row, /^Name/i);
            if (!number || !NUMBER.test(number) || !name) return null;
            const scope = linkOf(row, /^Scope/i);
            return {
              register_id: number,
              detail_url: scope,
              partial: {
                accreditation_number: number,
                name,
                lab_type: labType(kind),
                accreditation_status: statusFromText(cellOf(row, /^Status/i)),
                ...splitAddress(cellOf(row, /^Address/i), 'GR'),
                scope_document_url: scope,
                source_url: `${PORTAL}catalog.jsp?type=${kind}`,
              },
            };
          }),
      });
    // Testing and calibration catalogues are read one after the other; a number in both stays once.
    const labs = new Map<string, ListedLab>();
    for (const kind of ['TL', 'CL'] as const) for (const lab of await listing(kind)) if (!labs.has(lab.register_id)) labs.set(lab.register_id, lab);
    return [...labs.values()];
  },

  async detail(ctx, listed): Promise<RawLab> {
    const p = listed.partial;
    if (!p.name) throw new Error(`ESYD ${listed.register_id}: catalogue row without a name`);
    const url = p.scope_document_url ?? null;
    let capabilities: RawLab['capabilities'] = [];
    let dated: string | null = null;
    let site = { street_address: p.street_address ?? null, postcode: p.postcode ?? null, city: p.city ?? null };
    if (url) {
      const rows = await readPdf(ctx, url);
      const text = pdfText(rows);
      dated = isoDate(/Athens,\s*(\d{1,2}\.\d{1,2}\.\d{4})/i.exec(text)?.[1]);
      // The annex names where the lab works; the catalogue's address is the fallback.
      const premises = /Site of assessment:\s*(?:[^:\n]*premises:\s*)?([^\n]+?)\.?\s*$/im.exec(text)?.[1];
      const fromAnnex = premises ? splitAddress(premises, 'GR') : null;
      if (fromAnnex?.postcode || (fromAnnex?.city && !site.city)) site = fromAnnex;
      capabilities = scopeFromRows(rows, { layout: { ...(p.lab_type === 'calibration' ? CALIBRATION : TESTING), tidy: stripNumbering }, section: HEADING, ignore: [FOOTER], source: url }).capabilities;
    }
    return rawLab({
      ...p,
      register_id: listed.register_id,
      name: p.name,
      country: 'GR',
      ...site,
      scope_document_url: url,
      last_verified: dated,
      capabilities,
    });
  },
};
