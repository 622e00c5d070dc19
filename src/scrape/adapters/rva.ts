// RvA — Raad voor Accreditatie (Netherlands).
//
// What this adapter assumes about the register, and how sure that is (the
// same, row by row, in `assumptions` below and in docs/registers.md):
// - Record pages live at https://www.rva.nl/alle-geaccrediteerden/<number>/
//   with the number in lower case and without its space ("L 028" → l028).
//   CONFIRMED: public code links https://www.rva.nl/alle-geaccrediteerden/i385/
//   and https://www.rva.nl/en/alle-geaccrediteerden/k161/; a public note quotes
//   such a page as "RvA-registratie K161 … scope geldig 19-12-2024 t/m 01-01-2029".
// - Numbers: L = testing, K = calibration (17025); the register also lists
//   M (medical), I (inspection), C (certification), P (reference materials),
//   R (proficiency testing). CONFIRMED: VSL publishes its RvA numbers as K999
//   (calibration, ISO/IEC 17025), P002 and R006; I385 is an inspection body.
// - The listing is the WordPress page https://www.rva.nl/alle-geaccrediteerden/
//   ("all accredited bodies", which RvA's FAQ points to; the record pages sit
//   under it): ASSUMED to be a results table (Registratienummer, Organisatie,
//   Plaats, Norm, Status) with the WordPress pager (`a.next.page-numbers` →
//   /page/N/) and a printed count. The table markup and the class names are
//   ASSUMED; no public copy of the listing was found. Every kind of body is
//   listed; this adapter keeps L and K numbers only, so it needs no guessed
//   filter parameter.
// - Record page: a definition list in Dutch (Registratienummer, Norm, Status,
//   Adres with <br> lines, Telefoon, E-mail, Website, Contactpersoon, Eerste
//   accreditatie, Scope geldig vanaf/tot) and a link to the scope PDF. ASSUMED
//   (labels follow RvA's Dutch wording; matched loosely).
// - Scope: a PDF table. Testing scopes: Materiaal of product / Type activiteit
//   en meetprincipe / Meetgrootheid / Norm of interne referentie; calibration
//   scopes: Meetgrootheid / Meetbereik / CMC / Methode. Column wording follows
//   RvA's scope policy (Beleidsregel Scope van Accreditatie, RvA-T025) and
//   InfoMil's description of a scope (matrix, test or parameter, method) as
//   far as known; ASSUMED, no scope PDF was read.
// - Status words: Actief / Geschorst / Ingetrokken (RvA's FAQ explains
//   suspension). UTF-8, no session, no cookies needed. robots.txt ASSUMED to be
//   WordPress's default (only /wp-admin/ disallowed).
import type { Adapter, Assumption, ListedLab } from '../adapter.ts';
import { splitPostcodeCity } from '../parse/address.ts';
import { isoDate } from '../parse/dates.ts';
import { clean } from '../parse/html.ts';
import { statusFromText } from '../parse/status.ts';
import { emailIn, layoutError, lookup, merge, phoneOf, rawLab, websiteUrl } from '../shapes/lab-fields.ts';
import { joinParts, readScope, type RecordLayout } from '../shapes/pdf-scope.ts';
import {
  countIn,
  fetchPage,
  labelledBlock,
  linesOf,
  linkOf,
  nextLink,
  readHtmlListing,
  type HtmlPage,
} from '../shapes/html-listing.ts';

const SOURCE = 'https://www.rva.nl/alle-geaccrediteerden/';

/** "L 028", "L028", "k 161" → { number: "L 028", id: "L028" } for the 17025 series; null for other kinds of body. */
export function rvaNumber(text: string | null | undefined): { number: string; id: string; type: string } | null {
  const m = /\b([LK])\s?-?(\d{1,4})\b/i.exec(text ?? '');
  if (!m) return null;
  const letter = m[1]!.toUpperCase();
  return { number: `${letter} ${m[2]}`, id: `${letter}${m[2]}`, type: letter === 'L' ? 'testing' : 'calibration' };
}

function recordUrl(id: string): string {
  return `${SOURCE}${id.toLowerCase()}/`;
}

function parseListing(page: HtmlPage): ListedLab[] {
  const { $ } = page;
  const table = $('table.accredited-table, table#accredited-organisations').first();
  if (!table.length) return [];
  const headers = table
    .find('thead th')
    .toArray()
    .map((th) => clean($(th).text()) ?? '');
  const col = (re: RegExp) => headers.findIndex((h) => re.test(h));
  const iNumber = col(/registratie|nummer|number/i);
  const iName = col(/organisatie|naam|name/i);
  const iCity = col(/plaats|vestiging|city/i);
  const iNorm = col(/norm|standard/i);
  const iStatus = col(/status/i);
  if (iNumber < 0 || iName < 0) return [];
  const out: ListedLab[] = [];
  table.find('tbody tr').each((_, tr) => {
    const cells = $(tr).children('td');
    if (cells.length !== headers.length) return;
    const cell = (i: number) => (i < 0 ? null : clean(cells.eq(i).text()));
    const numberText = cell(iNumber);
    const name = cell(iName);
    if (!numberText || !name) return;
    const href = cells.eq(iNumber).find('a[href]').attr('href') ?? cells.eq(iName).find('a[href]').attr('href');
    const number = rvaNumber(numberText);
    // Rows of other kinds of body still count as read (the printed total counts them too).
    const id = number?.id ?? numberText.replace(/\s+/g, '');
    const lab: ListedLab = {
      register_id: id,
      detail_url: href ? new URL(href, page.url).toString() : number ? recordUrl(number.id) : null,
      partial: {
        register_id: id,
        name,
        accreditation_number: number?.number ?? numberText,
        accreditation_status: statusFromText(cell(iStatus)),
        lab_type: number?.type ?? null,
        city: cell(iCity),
        country: 'NL',
      },
    };
    // Rows of other bodies (M, I, C numbers, or an L number under another norm) are read but not kept.
    const norm = cell(iNorm);
    if (!number || (norm && !/17025/.test(norm))) notLabs.add(lab);
    out.push(lab);
  });
  return out;
}

const notLabs = new WeakSet<ListedLab>();

const TESTING: RecordLayout<'field' | 'activity' | 'quantity' | 'method'> = {
  kind: 'records',
  name: 'testing',
  columns: [
    { key: 'field', header: /^Materiaal( of product)?$/i },
    { key: 'activity', header: /^Type activiteit/i },
    { key: 'quantity', header: /^(Meetgrootheid|Parameter)/i },
    { key: 'method', header: /(Norm|referentie)/i },
  ],
  toCapability: (r) =>
    r.activity
      ? {
          test: r.quantity ? `${r.activity} (${r.quantity})` : r.activity,
          method: r.method || null,
          field: r.field || null,
        }
      : null,
};

const CALIBRATION: RecordLayout<'quantity' | 'range' | 'cmc' | 'method'> = {
  kind: 'records',
  name: 'calibration',
  columns: [
    { key: 'quantity', header: /^Meetgrootheid/i },
    { key: 'range', header: /^Meetbereik/i },
    { key: 'cmc', header: /CMC|meetonzekerheid/i },
    { key: 'method', header: /^(Methode|Werkvoorschrift|Opmerking)/i },
  ],
  toCapability: (r) =>
    r.quantity ? { test: joinParts([r.quantity, r.range]), method: r.method || null, field: null } : null,
};

/** What this adapter takes for granted about the register (docs/registers.md shows the same rows). */
export const ASSUMPTIONS: readonly Assumption[] = [
  {
    step: 'reachable',
    text:
      'www.rva.nl answers over HTTPS and keeps its register of accredited bodies under ' +
      'https://www.rva.nl/alle-geaccrediteerden/.',
    status: 'confirmed',
    evidence:
      'https://www.rva.nl/en/frequently-asked-questions-rva-accreditation/ (points to the all accredited ' +
      'bodies page); record links https://www.rva.nl/alle-geaccrediteerden/i385/ and ' +
      'https://www.rva.nl/en/alle-geaccrediteerden/k161/ in public code',
  },
  {
    step: 'robots',
    text:
      'robots.txt lets a crawler read /alle-geaccrediteerden/, its /page/N/ pages, the record pages and the ' +
      'scope PDFs under /wp-content/uploads/.',
    status: 'assumed',
    evidence: "WordPress's default robots.txt, which disallows /wp-admin/ only; rva.nl's own was not read",
  },
  {
    step: 'listing',
    text:
      'The listing is server-rendered HTML with one table row per accreditation (table.accredited-table) under ' +
      "the headers 'Registratienummer, Organisatie, Plaats, Norm, Status', every kind of body mixed together.",
    status: 'assumed',
    evidence: 'modelled on WordPress archive pages; no public copy of the listing markup was found',
  },
  {
    step: 'listing',
    text:
      'Registration numbers are a letter and three digits: L for testing and K for calibration laboratories ' +
      '(ISO/IEC 17025), other letters (M, I, C, P, R) for other kinds of body, which are skipped.',
    status: 'confirmed',
    evidence:
      'https://www.vsl.nl/over-vsl/kwaliteit (K999 calibration under ISO/IEC 17025, P002 reference materials, ' +
      'R006 proficiency testing); I385 inspection in public code',
  },
  {
    step: 'total',
    text:
      "The first listing page prints how many bodies the listing holds ('8 geaccrediteerde organisaties' in " +
      '.results-count), and the rows read must come to that number.',
    status: 'assumed',
    evidence: 'modelled on WordPress result counts; not seen on rva.nl',
  },
  {
    step: 'pager',
    text: "Listing pages advance by WordPress's next link (a.next.page-numbers) to /alle-geaccrediteerden/page/N/.",
    status: 'assumed',
    evidence: 'WordPress paginate_links() markup; not seen on rva.nl',
  },
  {
    step: 'record',
    text:
      'Each accreditation has a record page at https://www.rva.nl/alle-geaccrediteerden/<number in lower case, ' +
      'without its space>/ (l028, k161).',
    status: 'confirmed',
    evidence:
      'https://www.rva.nl/alle-geaccrediteerden/i385/ and https://www.rva.nl/en/alle-geaccrediteerden/k161/, ' +
      'linked from public code',
  },
  {
    step: 'record',
    text:
      'The record page is a Dutch definition list (dl.accreditation-details: Registratienummer, Norm, Status ' +
      'Actief/Geschorst/Ingetrokken, Adres, Telefoon, E-mail, Website, Eerste accreditatie, Scope geldig vanaf) ' +
      'with a link to the scope PDF.',
    status: 'assumed',
    evidence:
      "labels follow RvA's Dutch wording; a public note quotes a record page only as " +
      "'scope geldig 19-12-2024 t/m 01-01-2029'",
  },
  {
    step: 'scope',
    text:
      'The scope is a PDF table: for testing ' +
      "'Materiaal of product, Type activiteit en meetprincipe, Meetgrootheid, Norm of interne referentie'; for " +
      "calibration 'Meetgrootheid, Meetbereik, CMC, Methode'.",
    status: 'assumed',
    evidence:
      "RvA's Beleidsregel Scope van Accreditatie (wetten.nl BWBR0046188) and RvA-T025; InfoMil's description " +
      'of a scope ' +
      '(https://www.infomil.nl/onderwerpen/lucht-water/lucht/vragen-antwoorden/vragen-antwoorden/meten/' +
      'kwaliteitsborging/); no scope PDF was read',
  },
];

export const adapter: Adapter = {
  body: 'RVA',
  country: 'NL',
  source: SOURCE,
  assumptions: ASSUMPTIONS,

  list(ctx) {
    return readHtmlListing(ctx, {
      start: SOURCE,
      rows: parseListing,
      next: (page) => nextLink(page, 'a.next.page-numbers, .pagination a[rel="next"]'),
      total: (page) => countIn(page.$('.results-count, .search-results__count').first().text(), /(\d[\d.]*)/),
      keep: (lab) => !notLabs.has(lab),
    });
  },

  async detail(ctx, listed) {
    const url = listed.detail_url ?? recordUrl(listed.register_id);
    const page = await fetchPage(ctx, url);
    const { $ } = page;
    const details = $('dl.accreditation-details, dl.organisation-details').first();
    if (!details.length) layoutError(`${url}: no details list`);
    const block = labelledBlock($, details.get(0)!, page.url);
    const numberText = lookup(block.values, /^registratienummer/i, /^nummer/i);
    const number = rvaNumber(numberText);
    if (!number || number.id !== listed.register_id)
      layoutError(`${url}: shows number ${numberText ?? 'none'}, expected ${listed.register_id}`);
    const name = clean($('h1').first().text());
    if (!name) layoutError(`${url}: no name`);

    const address = linesOf(block, /^(bezoek)?adres/i);
    const last = address.at(-1) ?? null;
    const place = splitPostcodeCity(last, 'NL');
    const scopeHref = $('a.scope-download, a[href$=".pdf"]')
      .filter((_, a) => /scope/i.test($(a).text() + ($(a).attr('href') ?? '')))
      .first()
      .attr('href');
    const scopeUrl = scopeHref ? new URL(scopeHref, page.url).toString() : null;
    const scope = scopeUrl ? await readScope(ctx, scopeUrl, { layout: [TESTING, CALIBRATION] }) : null;

    const fields = merge(listed.partial, {
      name,
      accreditation_number: number.number,
      accreditation_status:
        statusFromText(lookup(block.values, /^status/i)) ?? listed.partial.accreditation_status ?? null,
      lab_type: number.type,
      street_address: place.postcode && address.length > 1 ? address.slice(0, -1).join(', ') : null,
      postcode: place.postcode,
      city: place.postcode ? place.city : (listed.partial.city ?? null),
      phone: phoneOf(lookup(block.values, /^telefoon/i, /^tel/i)),
      email: emailIn(linkOf(block, /^e-?mail/i) ?? lookup(block.values, /^e-?mail/i), { take: 'link' }),
      contact_person: lookup(block.values, /^contactpersoon/i),
      website_url: websiteUrl(linkOf(block, /^website/i) ?? lookup(block.values, /^website/i), { take: 'whole' }),
      scope_document_url: scopeUrl,
      source_url: page.url,
      accreditation_date: isoDate(lookup(block.values, /^(datum )?eerste accreditatie/i)),
      last_verified: isoDate(lookup(block.values, /^scope geldig (vanaf|van)/i, /^laatste besluit/i)),
      capabilities: scope?.capabilities ?? [],
    });
    return rawLab({ ...fields, register_id: listed.register_id, name, country: 'NL' });
  },
};
