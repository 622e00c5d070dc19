// RvA — Raad voor Accreditatie (Netherlands).
//
// What this adapter assumes about the register, and how sure that is:
// - Record pages live at https://www.rva.nl/alle-geaccrediteerden/<number>/
//   with the number in lower case and without its space ("L 028" → l028).
//   CONFIRMED: public pages link https://www.rva.nl/alle-geaccrediteerden/i385/
//   and https://www.rva.nl/en/alle-geaccrediteerden/k161/; a public note quotes
//   such a page as "RvA-registratie K161 … scope geldig 19-12-2024 t/m 01-01-2029".
// - Numbers: L = testing, K = calibration (17025); the register also lists
//   M (medical), I (inspection), C (certification), etc. CONFIRMED by RvA's own
//   news ("herkenbaar aan een RvA-logo met een L- of M-nummer").
// - The listing is the WordPress page https://www.rva.nl/alle-geaccrediteerden/
//   ("all accredited bodies", linked from RvA's FAQ): ASSUMED to be a results
//   table (Registratienummer, Organisatie, Plaats, Norm, Status) with the
//   WordPress pager (`a.next.page-numbers` → /page/N/) and a printed count.
//   The table markup and the class names are ASSUMED; only the URL is known.
//   Every kind of body is listed; this adapter keeps L and K numbers only, so
//   it needs no guessed filter parameter.
// - Record page: a definition list in Dutch (Registratienummer, Norm, Status,
//   Adres with <br> lines, Telefoon, E-mail, Website, Contactpersoon, Eerste
//   accreditatie, Scope geldig vanaf/tot) and a link to the scope PDF. ASSUMED
//   (labels follow RvA's Dutch wording; matched loosely).
// - Scope: a PDF table. Testing scopes: Materiaal of product / Type activiteit
//   en meetprincipe / Meetgrootheid / Norm of interne referentie; calibration
//   scopes: Meetgrootheid / Meetbereik / CMC / Methode. Column wording follows
//   RvA's scope policy (SAP-L000 / former T025) as far as known; ASSUMED.
// - Status words: Actief / Geschorst / Ingetrokken (RvA's FAQ explains
//   suspension). UTF-8, no session, no cookies needed.
import type { Adapter, ListedLab } from '../adapter.ts';
import { splitPostcodeCity } from '../parse/address.ts';
import { isoDate } from '../parse/dates.ts';
import { clean } from '../parse/html.ts';
import { statusFromText } from '../parse/status.ts';
import { emailIn, layoutError, lookup, merge, phoneOf, rawLab, websiteUrl } from '../shapes/lab-fields.ts';
import { joinParts, readScope, type RecordLayout } from '../shapes/pdf-scope.ts';
import { countIn, fetchPage, labelledBlock, linesOf, linkOf, nextLink, readHtmlListing, type HtmlPage } from '../shapes/html-listing.ts';

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
  const headers = table.find('thead th').toArray().map((th) => clean($(th).text()) ?? '');
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
  toCapability: (r) => (r.activity ? { test: r.quantity ? `${r.activity} (${r.quantity})` : r.activity, method: r.method || null, field: r.field || null } : null),
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
  toCapability: (r) => (r.quantity ? { test: joinParts([r.quantity, r.range]), method: r.method || null, field: null } : null),
};

export const adapter: Adapter = {
  body: 'RVA',
  country: 'NL',
  source: SOURCE,

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
    if (!number || number.id !== listed.register_id) layoutError(`${url}: shows number ${numberText ?? 'none'}, expected ${listed.register_id}`);
    const name = clean($('h1').first().text());
    if (!name) layoutError(`${url}: no name`);

    const address = linesOf(block, /^(bezoek)?adres/i);
    const last = address.at(-1) ?? null;
    const place = splitPostcodeCity(last, 'NL');
    const scopeHref = $('a.scope-download, a[href$=".pdf"]').filter((_, a) => /scope/i.test($(a).text() + ($(a).attr('href') ?? ''))).first().attr('href');
    const scopeUrl = scopeHref ? new URL(scopeHref, page.url).toString() : null;
    const scope = scopeUrl ? await readScope(ctx, scopeUrl, { layout: [TESTING, CALIBRATION] }) : null;

    const fields = merge(listed.partial, {
      name,
      accreditation_number: number.number,
      accreditation_status: statusFromText(lookup(block.values, /^status/i)) ?? listed.partial.accreditation_status ?? null,
      lab_type: number.type,
      street_address: place.postcode && address.length > 1 ? address.slice(0, -1).join(', ') : null,
      postcode: place.postcode,
      city: place.postcode ? place.city : listed.partial.city ?? null,
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
