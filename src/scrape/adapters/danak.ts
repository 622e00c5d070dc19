// DANAK — Den Danske Akkrediteringsfond (Denmark).
//
// What this adapter assumes about the register, and how sure that is (the
// same rows as ASSUMPTIONS below and the DANAK table in docs/registers.md):
// - CONFIRMED only that DANAK publishes "the register information for
//   laboratories on the DANAK website" (english.danak.dk, testing pages) and
//   that danak.dk answers (stored pages such as https://danak.dk/om-ordninger-schemes).
//   A second search (public code on GitHub, stored pages, docs) found no
//   scraper, export, API or stored copy of the register itself, so nothing
//   below changed: the register's address and shape remain unconfirmed.
// - The register address https://www.danak.dk/akkrediterede-virksomheder is
//   taken from src/domain/bodies.ts (believed). danak.dk's page addresses
//   ("mappe-3/copy_of_…") point to a Plone CMS, so the listing is ASSUMED to be
//   a Plone table with batching (`?b_start:int=N`, a "Næste" link with class
//   `next`) — the table (Reg.nr., Virksomhed, By, Område) is ASSUMED.
// - Every kind of accreditation is listed; rows whose Område is neither
//   prøvning (testing) nor kalibrering (calibration) are skipped (ASSUMED).
// - Record page (ASSUMED): a two-column table — Reg.nr., Virksomhed, Adresse,
//   Postnr. og by, Telefon, E-mail, Hjemmeside, Kontaktperson, Status (Aktiv /
//   Suspenderet / Ophørt), Akkrediteret siden, Seneste afgørelse — and a link
//   to the scope annex (Akkrediteringsomfang) as PDF.
// - Scope PDF (ASSUMED layout): testing columns Prøvningsområde / Prøvning /
//   Metode; calibration columns Størrelse / Måleområde / Metode.
// - Reg. numbers: up to three digits, one series (believed). UTF-8, no session.
import type { Adapter, Assumption, ListedLab } from '../adapter.ts';
import { splitPostcodeCity } from '../parse/address.ts';
import { isoDate } from '../parse/dates.ts';
import { clean, tableRows } from '../parse/html.ts';
import { statusFromText } from '../parse/status.ts';
import { emailIn, layoutError, lookup, merge, phoneOf, rawLab, websiteUrl } from '../shapes/lab-fields.ts';
import { joinParts, readScope, type RecordLayout } from '../shapes/pdf-scope.ts';
import { fetchPage, labelledBlock, linkOf, nextLink, readHtmlListing, type HtmlPage } from '../shapes/html-listing.ts';

const SOURCE = 'https://www.danak.dk/akkrediterede-virksomheder';

/** What the adapter takes for granted, step by step (docs/registers.md prints the same rows). */
const ASSUMPTIONS: readonly Assumption[] = [
  {
    step: 'reachable',
    text: 'The register is served at https://www.danak.dk/akkrediterede-virksomheder.',
    status: 'assumed',
    evidence:
      'address from src/domain/bodies.ts; danak.dk itself answers (https://danak.dk/om-ordninger-schemes) but ' +
      'no copy of this page was found',
  },
  {
    step: 'robots',
    text:
      'robots.txt on www.danak.dk allows the listing, the record pages under /akkrediterede-virksomheder/ and ' +
      'their PDF annexes.',
    status: 'assumed',
    evidence: 'no copy of danak.dk/robots.txt found; public registers of other bodies allow their registers',
  },
  {
    step: 'listing',
    text:
      'The listing is a server-rendered Plone table (table.akkrediterede) with one row per accredited company ' +
      "under the header 'Reg.nr. | Virksomhed | By | Område', the number and name linking to the record page.",
    status: 'assumed',
    evidence:
      "modelled on Plone folder listings (danak.dk's page addresses such as " +
      "https://danak.dk/mappe-3/copy_of_om-danak-1 are Plone's)",
  },
  {
    step: 'listing',
    text:
      "Every kind of accredited company is listed; rows whose Område names neither 'prøvning' nor " +
      "'kalibrering' are no laboratories and are skipped.",
    status: 'assumed',
    evidence:
      'DANAK accredits testing, calibration, medical, certification and inspection bodies ' +
      '(https://danak.dk/om-ordninger-schemes); the Område column is modelled, not seen',
  },
  {
    step: 'pager',
    text:
      "Batches of the listing advance through Plone's b_start:int parameter, linked as a.next " +
      "('Næste 20 elementer') in nav.pagination or .listingBar.",
    status: 'assumed',
    evidence: 'modelled on Plone batching (b_start:int, listingBar)',
  },
  {
    step: 'record',
    text:
      'Each record page holds a two-column table (table.registeroplysninger) labelled Reg.nr., Virksomhed, ' +
      'Adresse, Postnr. og by, Telefon, E-mail, Hjemmeside, Kontaktperson, Status (Aktiv / Suspenderet / ' +
      'Ophørt), Akkrediteret siden and Seneste afgørelse (dd.mm.yyyy).',
    status: 'assumed',
    evidence:
      "modelled on DANAK's wording 'registeroplysninger' " +
      '(http://english.danak.dk/danaks-main-fields-of-accreditation/testing/physical-mechanical-and-electrical-' +
      'testing: register information for laboratories on the DANAK website)',
  },
  {
    step: 'record',
    text: 'Reg. numbers are up to three digits, in one series for every kind of body.',
    status: 'assumed',
    evidence: 'src/domain/bodies.ts (believed)',
  },
  {
    step: 'scope',
    text: "The record page links the scope annex as a PDF whose link text names 'omfang' or 'bilag'.",
    status: 'assumed',
    evidence: 'modelled on other registers that publish the annex as PDF; no DANAK annex address seen',
  },
  {
    step: 'scope',
    text:
      "The scope PDF is a table headed 'Prøvningsområde | Prøvning | Metode' for testing and " +
      "'Størrelse | Måleområde | Metode' for calibration.",
    status: 'assumed',
    evidence: 'modelled on Nordic scope annexes; no DANAK annex seen',
  },
];

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
    const name = cells.Virksomhed;
    if (!number || !name) continue;
    const type = labType(cells.Område ?? null);
    const lab: ListedLab = {
      register_id: number,
      detail_url: links.Virksomhed ?? links['Reg.nr.'] ?? null,
      partial: {
        register_id: number,
        name,
        accreditation_number: number,
        lab_type: type,
        city: cells.By ?? null,
        country: 'DK',
      },
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
  toCapability: (r) =>
    r.quantity ? { test: joinParts([r.quantity, r.range]), method: r.method || null, field: null } : null,
};

export const adapter: Adapter = {
  body: 'DANAK',
  country: 'DK',
  source: SOURCE,
  assumptions: ASSUMPTIONS,

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
    if (number !== listed.register_id)
      layoutError(`${page.url}: shows reg.nr. ${number ?? 'none'}, expected ${listed.register_id}`);
    const name = lookup(block.values, /^virksomhed/i) ?? clean($('h1').first().text());
    if (!name) layoutError(`${page.url}: no name`);
    const place = splitPostcodeCity(lookup(block.values, /^post\s?nr/i), 'DK');
    const scopeUrl = $('a[href$=".pdf"]')
      .filter((_, a) => /omfang|bilag/i.test($(a).text()))
      .first()
      .attr('href');
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
      website_url: websiteUrl(linkOf(block, /^hjemmeside/i, /^web/i) ?? lookup(block.values, /^hjemmeside/i, /^web/i), {
        take: 'whole',
      }),
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
