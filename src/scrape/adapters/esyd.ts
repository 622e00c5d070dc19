// ESYD — Εθνικό Σύστημα Διαπίστευσης / Hellenic Accreditation System (Greece).
//
// What this adapter assumes about the register, and how sure that is (the
// same, row by row, in `assumptions` below and in docs/registers.md):
// - CONFIRMED: ESYD's register is a JSP portal, https://esydops.gr/portal/p/
//   esyd/en/ (its menu, e.g. on kanonismoitop.jsp: "Catalogues of Accredited
//   Bodies & Laboratories", "Search Accredited Bodies & Laboratories"); the
//   esyd.gr domain now serves ESYD's WordPress site (esyd.gr/main/en/…), the
//   portal formerly lived under www.esyd.gr/portal/p/esyd/. Numbers
//   "Certificate No. 285-5", "734-2" (NNN-N).
// - CONFIRMED: each accredited organisation has a record page on the portal,
//   showOrgInfo.jsp?id=N (a certification body's public site links
//   http://www.esyd.gr/portal/p/esyd/en/showOrgInfo.jsp?id=17589). CHANGED:
//   the catalogue row leads to that record page, which is read for the
//   name, address, contact lines, status and the annex link; the adapter no
//   longer takes the catalogue row and annex as the whole record.
// - CONFIRMED in shape by stored copies of annexes: "Annex F1/15 to the
//   Certificate No. 285-5 of the Testing Laboratory", a table Materials/
//   Products tested | Types of test/Properties measured | Applied methods/
//   Techniques used with numbered items ("1. Water", "1. Determination of pH
//   (*)"), group headings ("Microbiological testing", "Chemical testing",
//   "Sampling") and a closing text: "Site of assessment: Laboratory
//   permanent premises: <address>.", "The Accreditation Certificate No. …,
//   to ELOT EN ISO/IEC 17025:2005, is valid until dd.mm.yyyy.", "Athens,
//   dd.mm.yyyy" (→ last_verified).
// - ASSUMED: the catalogues as HTML tables (table.catalog) per kind —
//   catalog.jsp?type=TL (testing laboratories), ?type=CL (calibration) —
//   with columns Cert. No | Name | Address | Status | Valid until, the name
//   linking to showOrgInfo.jsp?id=N, paged by a "Next" link; the record
//   page's label rows (Certificate No, Name, Address, Telephone, Fax,
//   E-mail, Web site, Status, Valid until, Scope → the annex PDF); names as
//   registered, often in Greek; no contact person and no first
//   accreditation date. Status wording Active / Suspended / Withdrawn.
//   Encoding windows-1253 (a Greek JSP portal of that age), declared in the
//   Content-Type. Calibration annexes: Measured quantity / Instrument |
//   Range | Calibration method | CMC.
import type { Adapter, Assumption, ListedLab } from '../adapter.ts';
import type { RawLab } from '../../domain/types.ts';
import { isoDate } from '../parse/dates.ts';
import { statusFromText } from '../parse/status.ts';
import { labelledValues } from '../parse/html.ts';
import { cellOf, fetchPage, linkMatching, linkOf, readHtmlListing, resultTable } from '../shapes/html-listing.ts';
import { Labels, emailIn, merge, phoneOf, rawLab, splitAddress, websiteUrl } from '../shapes/lab-fields.ts';
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
const HEADING =
  /^((Micro)?biological|Chemical|Physical|Physicochemical|Sensory|Mechanical|Electrical)\s+(testing|tests|analyses)$|^Sampling$/i;
/** Closing text and page furniture of an annex. */
const FOOTER =
  /^(Site of assessment|Approved signatories|This Scope of Accreditation|The Accreditation Certificate|Athens,|Page \d+ of \d+|Annex \S+ to the Certificate)/i;

const labType = (kind: 'TL' | 'CL') => (kind === 'CL' ? 'calibration' : 'testing');

export const ASSUMPTIONS: readonly Assumption[] = [
  {
    step: 'reachable',
    text:
      "ESYD's register is the JSP portal https://esydops.gr/portal/p/esyd/en/, whose menu offers " +
      "'Catalogues of Accredited Bodies & Laboratories' (catalogs.jsp) and " +
      "'Search Accredited Bodies & Laboratories'.",
    status: 'confirmed',
    evidence: 'https://esydops.gr/portal/p/esyd/en/kanonismoitop.jsp',
  },
  {
    step: 'robots',
    text: "robots.txt lets a crawler read the portal's catalog.jsp and showOrgInfo.jsp pages and the annex PDFs.",
    status: 'assumed',
    evidence: "not read; the portal's public pages carry no crawler restriction that was seen",
  },
  {
    step: 'listing',
    text:
      'Each catalogue is an HTML table (table.catalog) per kind, catalog.jsp?type=TL (testing) and ' +
      "catalog.jsp?type=CL (calibration), with the columns 'Cert. No | Name | Address | Status | Valid until', " +
      "the name linking to the organisation's showOrgInfo.jsp?id=N page.",
    status: 'assumed',
    evidence: "modelled on the portal's menu (catalogs.jsp) and record pages; no catalogue page was seen",
  },
  {
    step: 'listing',
    text:
      "Certificate numbers are NNN-N ('Certificate No. 285-5', '734-2'); a number listed in both catalogues is " +
      'kept once.',
    status: 'confirmed',
    evidence: 'stored annexes to certificates 285-5 and 734-2; src/domain/bodies.ts',
  },
  {
    step: 'pager',
    text: "Catalogue pages advance by a 'Next' link (catalog.jsp?type=TL&page=N).",
    status: 'assumed',
    evidence: 'modelled on JSP portals of its age; no catalogue page was seen',
  },
  {
    step: 'record',
    text: 'Each accredited organisation has a record page on the portal, showOrgInfo.jsp?id=N.',
    status: 'confirmed',
    evidence:
      "http://www.esyd.gr/portal/p/esyd/en/showOrgInfo.jsp?id=17589 (linked from a certification body's public site)",
  },
  {
    step: 'record',
    text:
      'The record page prints label rows, inside #content when it has one (Certificate No, Name, Address, ' +
      'Telephone, Fax, E-mail, Web site, Status, Valid until, Scope) in windows-1253, names often in Greek, with ' +
      'no contact person and no first accreditation date; Status reads Active, Suspended or Withdrawn.',
    status: 'assumed',
    evidence: 'modelled on the catalogue columns and on records of other registers; no record page was read',
  },
  {
    step: 'scope',
    text: "The record page's Scope row links the annex to the certificate as a PDF.",
    status: 'assumed',
    evidence:
      'no record page was read; ' +
      'https://www.aade.gr/en/citizens/general-chemical-state-laboratory-services/himeio/accreditation says ' +
      "the scopes are on ESYD's website",
  },
  {
    step: 'scope',
    text:
      "The annex ('Annex F1/15 to the Certificate No. 285-5 of the Testing Laboratory') lists numbered items " +
      "under 'Materials/Products tested | Types of test/Properties measured | Applied methods/Techniques used' " +
      "(or 'Tested materials/ products | Types of test/ Properties to be measured | Applied Standards/ " +
      "Techniques to be used'), group headings read as the field, and closes with 'Site of assessment: …' and " +
      "'Athens, dd.mm.yyyy' (read as last_verified).",
    status: 'confirmed',
    evidence:
      'stored annexes: https://docsbay.net/hellenic-accreditation-system-s1 (285-5) and ' +
      'https://docsbay.net/hellenic-accreditation-system-s11 (734-2)',
  },
  {
    step: 'scope',
    text: "Calibration annexes are headed 'Measured quantity / Instrument | Range | Calibration method | CMC'.",
    status: 'assumed',
    evidence: 'modelled on the testing annexes; no calibration annex was read',
  },
];

export const adapter: Adapter = {
  body: 'ESYD',
  country: 'GR',
  source: SOURCE,
  assumptions: ASSUMPTIONS,

  async list(ctx) {
    const listing = (kind: 'TL' | 'CL') =>
      readHtmlListing(ctx, {
        start: `${PORTAL}catalog.jsp?type=${kind}&page=1`,
        rows: (page) =>
          resultTable(page, 'table.catalog', [/^Cert/i, /^Name/i]).map((row): ListedLab | null => {
            const number = cellOf(row, /^Cert/i)?.replace(/\s+/g, '');
            const name = cellOf(row, /^Name/i);
            if (!number || !NUMBER.test(number) || !name) return null;
            const record = linkOf(row, /^Name/i) ?? linkOf(row, /^Cert/i);
            const scope = linkOf(row, /^Scope/i);
            return {
              register_id: number,
              detail_url: record,
              partial: {
                accreditation_number: number,
                name,
                lab_type: labType(kind),
                accreditation_status: statusFromText(cellOf(row, /^Status/i)),
                ...splitAddress(cellOf(row, /^Address/i), 'GR'),
                scope_document_url: scope,
                source_url: record ?? `${PORTAL}catalog.jsp?type=${kind}`,
              },
            };
          }),
      });
    // Testing and calibration catalogues are read one after the other; a number in both stays once.
    const labs = new Map<string, ListedLab>();
    for (const kind of ['TL', 'CL'] as const)
      for (const lab of await listing(kind)) if (!labs.has(lab.register_id)) labs.set(lab.register_id, lab);
    return [...labs.values()];
  },

  async detail(ctx, listed): Promise<RawLab> {
    let p = listed.partial;
    if (listed.detail_url) {
      // The record page: its label rows complete (and correct) the catalogue row.
      const page = await fetchPage(ctx, listed.detail_url);
      const { $ } = page;
      const scope = $('#content').length ? '#content' : undefined;
      const labels = new Labels(labelledValues($, scope));
      if (!labels.size)
        throw new Error(
          `ESYD ${listed.register_id}: record page ${page.url} has no label/value pairs: the layout changed`,
        );
      p = merge(p, {
        name: labels.get('Name') ?? undefined,
        accreditation_status: statusFromText(labels.get('Status')),
        ...(labels.get('Address') ? splitAddress(labels.get('Address'), 'GR') : {}),
        phone: phoneOf(labels.get('Telephone', 'Tel', 'Phone')),
        email: emailIn(labels.get('E-mail', 'Email')),
        website_url: websiteUrl(labels.get('Web site', 'Website', 'Web')),
        scope_document_url: linkMatching($, page.url, /annex|scope|\.pdf$/i, scope),
        source_url: page.url,
      });
    }
    if (!p.name) throw new Error(`ESYD ${listed.register_id}: no name in the catalogue row or record page`);
    const url = p.scope_document_url ?? null;
    let capabilities: RawLab['capabilities'] = [];
    let dated: string | null = null;
    let site = { street_address: p.street_address ?? null, postcode: p.postcode ?? null, city: p.city ?? null };
    if (url) {
      const rows = await readPdf(ctx, url);
      const text = pdfText(rows);
      dated = isoDate(/Athens,\s*(\d{1,2}\.\d{1,2}\.\d{4})/i.exec(text)?.[1]);
      // The annex names where the lab works; the record's address is the fallback.
      const premises = /Site of assessment:\s*(?:[^:\n]*premises:\s*)?([^\n]+?)\.?\s*$/im.exec(text)?.[1];
      const fromAnnex = premises ? splitAddress(premises, 'GR') : null;
      if (fromAnnex?.postcode || (fromAnnex?.city && !site.city)) site = fromAnnex;
      capabilities = scopeFromRows(rows, {
        layout: { ...(p.lab_type === 'calibration' ? CALIBRATION : TESTING), tidy: stripNumbering },
        section: HEADING,
        ignore: [FOOTER],
        source: url,
      }).capabilities;
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
