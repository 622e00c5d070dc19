// DANAK — Den Danske Akkrediteringsfond (Denmark).
//
// What this adapter assumes about the register, and how sure that is:
// - DANAK publishes "registeroplysningerne for laboratorierne på DANAKs
//   hjemmeside" (CONFIRMED wording on danak.dk's testing pages); the register
//   address https://www.danak.dk/akkrediterede-virksomheder is taken from
//   src/domain/bodies.ts (believed, not confirmed here). danak.dk's page addresses
//   ("mappe-3/copy_of_…") point to a Plone CMS, so the listing is ASSUMED to be
//   a Plone table with batching (`?b_start:int=N`, a "Næste" link with class
//   `next`) — the table (Reg.nr., Virksomhed, By, Område) is ASSUMED.
// - Every kind of accreditation is listed; rows whose Område is neither
//   prøvning (testing) nor kalibrering (calibration) are skipped.
// - Record page (ASSUMED): a two-column table — Reg.nr., Virksomhed, Adresse,
//   Postnr. og by, Telefon, E-mail, Hjemmeside, Kontaktperson, Status (Aktiv /
//   Suspenderet / Ophørt), Akkrediteret siden, Seneste afgørelse — and a link
//   to the scope annex (Akkrediteringsomfang) as PDF.
// - Scope PDF (ASSUMED layout): testing columns Prøvningsområde / Prøvning /
//   Metode; calibration columns Størrelse / Måleområde / Metode.
// - Reg. numbers: up to three digits, one series (believed). UTF-8, no session.
import type { Adapter, ListedLab } from '../adapter.ts';
import { splitPostcodeCity } from '../parse/address.ts';
import { isoDate } from '../parse/dates.ts';
import { clean, tableRows } from '../parse/html.ts';
import { statusFromText } from '../parse/status.ts';
import { emailIn, layoutError, lookup, merge, phoneOf, rawLab, websiteUrl } from '../shapes/lab-fields.ts';
import { joinParts, readScope, type RecordLayout } from '../shapes/pdf-scope.ts';
import { fetchPage, labelledBlock, linkOf, nextLink, readHtmlListing, type HtmlPage } from '../shapes/html-listing.ts';

const SOURCE = 'https://www.danak.dk/akkrediterede-virksomheder';

const notLabs = new WeakSet<ListedLab>();

function labType(area: string | null): string | null {
  const t = area?.toLowerCase() ?? '';
  const testing = /prøvning/.test(t);
  const calibration = /kalibrering/.test(t);
  return testing && calibration ? 'testing and calibration' : testing ? 'testing' : calibration ? 'calibration' : null;
}

function parseListing(page: HtmlPage): ListedLab[] {
  const rows = tableRows(page.$, 'table.akkrediterede', page.url);
  const out: ListedLab[] = [];
  for (const { cells, links } of rows) {
    const number = cells['Reg.nr.']?.replace(/\D/g, '');
    const name = cells['Virksomhed'];
    if (!number || !name) continue;
    const type = labType(cells['Område'] ?? null);
    const lab: ListedLab = {
      register_id: number,
      detail_url: links['Virksomhed'] ?? links['Reg.nr.'] ?? null,
      partial: { register_id: number, name, accreditation_number: number, lab_type: type, city: cells['By'] ?? null, country: 'DK' },
    };
    if (!type) notLabs.add(lab);
    out.push(lab);
  }
  return out;
}

const TESTING: RecordLayout<'field' | 'test' | 'method'> = {
  kind: 'records',
  name: 'prøvning',
  columns: [
    { key: 'field', header: /^Prøvningsområde/i },
    { key: 'test', header: /^Prøvning(styper)?( \/ parameter)?$/i },
    { key: 'method', header: /^Metode/i },
  ],
  toCapability: (r) => (r.test ? { test: r.test, method: r.method || null, field: r.field || null } : null),
};

const CALIBRATION: RecordLayout<'quantity' | 'range' | 'method'> = {
  kind: 'records',
  name: 'kalibrering',
  columns: [
    { key: 'quantity', header: /^Størrelse/i },
    { key: 'range', header: /^Måleområde/i },
    { key: 'method', header: /^Metode/i },
  ],
  toCapability: (r) => (r.quantity ? { test: joinParts([r.quantity, r.range]), method: r.method || null, field: null } : null),
};

export const adapter: Adapter = {
  body: 'DANAK',
  country: 'DK',
  source: SOURCE,

  list(ctx) {
    return readHtmlListing(ctx, {
      start: SOURCE,
      rows: parseListing,
      next: (page) => nextLink(page, 'nav.pagination a.next, .listingBar a.next'),
      keep: (lab) => !notLabs.has(lab),
    });
  },

  async detail(ctx, listed) {
    const page = await fetchPage(ctx, listed.detail_url ?? `${SOURCE}/${listed.register_id}`);
    const { $ } = page;
    const table = $('table.registeroplysninger').first();
    if (!table.length) layoutError(`${page.url}: no register table`);
    const block = labelledBlock($, table.get(0)!, page.url);
    const number = lookup(block.values, /^reg\.?\s*nr/i)?.replace(/\D/g, '');
    if (number !== listed.register_id) layoutError(`${page.url}: shows reg.nr. ${number ?? 'none'}, expected ${listed.register_id}`);
    const name = lookup(block.values, /^virksomhed/i) ?? clean($('h1').first().text());
    if (!name) layoutError(`${page.url}: no name`);
    const place = splitPostcodeCity(lookup(block.values, /^post\s?nr/i), 'DK');
    const scopeUrl = $('a[href$=".pdf"]').filter((_, a) => /omfang|bilag/i.test($(a).text())).first().attr('href');
    const scopeDoc = scopeUrl ? new URL(scopeUrl, page.url).toString() : null;
    const scope = scopeDoc ? await readScope(ctx, scopeDoc, { layout: [TESTING, CALIBRATION] }) : null;

    const fields = merge(listed.partial, {
      name,
      accreditation_number: number,
      accreditation_status: statusFromText(lookup(block.values, /^status/i)),
      street_address: lookup(block.values, /^adresse/i),
      postcode: place.postcode,
      city: place.city ?? listed.partial.city ?? null,
      phone: phoneOf(lookup(block.values, /^telefon/i, /^tlf/i)),
      email: emailIn(linkOf(block, /^e-?mail/i) ?? lookup(block.values, /^e-?mail/i), { take: 'link' }),
      website_url: websiteUrl(linkOf(block, /^hjemmeside/i, /^web/i) ?? lookup(block.values, /^hjemmeside/i, /^web/i), { take: 'whole' }),
      contact_person: lookup(block.values, /^kontaktperson/i),
      scope_document_url: scopeDoc,
      source_url: page.url,
      accreditation_date: isoDate(lookup(block.values, /^akkrediteret siden/i, /^første akkreditering/i)),
      last_verified: isoDate(lookup(block.values, /^seneste afgørelse/i)),
      capabilities: scope?.capabilities ?? [],
    });
    return rawLab({ ...fields, register_id: listed.register_id, name, country: 'DK' });
  },
};
