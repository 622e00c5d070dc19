// Swedac — Styrelsen för ackreditering och teknisk kontroll (Sweden).
//
// What this adapter assumes about the register, and how sure that is (the
// same, row by row, in `assumptions` below and in docs/registers.md):
// - The register is https://ackrediteringar.swedac.se/ (it replaced
//   search.swedac.se, which now redirects there; older public code still
//   links http://search.swedac.se/en/accreditations/1850). A search prints
//   "Antal träffar: N" and each accreditation has a record page at
//   https://ackrediteringar.swedac.se/<number> (e.g. /1489, /10243: numbers
//   have four or five digits, one series for every kind of body). CONFIRMED by
//   a public research note (on GitHub) that read the register on 2026-09-30.
// - Record pages name the standard (SS-EN ISO/IEC 17025:2018), the latest
//   decision date ("Senaste beslutsdatum") and list the scope on the page:
//   method designation ("SS-ISO 11665-4:2021/SSM metodbeskrivning …"), test
//   object/property ("Radon, långtidsmätning, bostäder"), technique
//   ("Spårfilmsmätning") and measuring range. CONFIRMED as content; the markup
//   (a definition list, a scope table with those headings) is ASSUMED.
// - Listing markup: ASSUMED one `li.search-result` per hit (number, name,
//   standard, town) with a "Nästa" link (`a[rel=next]`, `?page=N`). Every kind
//   of body is listed; rows whose standard is not ISO/IEC 17025 are skipped,
//   so no guessed filter parameter is sent. An empty query lists everything
//   (ASSUMED; `?q=radon` is confirmed to search).
// - Status wording ASSUMED: Aktiv / Tillfälligt återkallad / Återkallad.
//   Swedish "tillfälligt återkallad" (temporarily revoked) is a suspension,
//   which the shared status words would read as withdrawn: mapped explicitly.
// - UTF-8, no session. robots.txt not read (ASSUMED to allow the search).
import type { AccreditationStatus } from '../../domain/types.ts';
import type { Adapter, Assumption, ListedLab } from '../adapter.ts';
import { splitPostcodeCity } from '../parse/address.ts';
import { isoDate } from '../parse/dates.ts';
import { absoluteUrl, clean } from '../parse/html.ts';
import { statusFromText } from '../parse/status.ts';
import { emailIn, layoutError, lookup, merge, phoneOf, rawLab, websiteUrl } from '../shapes/lab-fields.ts';
import {
  countIn,
  fetchPage,
  htmlScope,
  labelledBlock,
  linesOf,
  linkOf,
  nextLink,
  readHtmlListing,
  type HtmlPage,
} from '../shapes/html-listing.ts';

const ORIGIN = 'https://ackrediteringar.swedac.se';
const SOURCE = `${ORIGIN}/`;

export function swedacStatus(text: string | null | undefined): AccreditationStatus | null {
  const t = clean(text)?.toLowerCase();
  if (!t) return null;
  if (/tillfälligt återkallad|suspender/.test(t)) return 'suspended';
  if (/återkallad|upphört|upphörd|avslutad/.test(t)) return 'withdrawn';
  if (/^aktiv|^gällande|^giltig/.test(t)) return 'active';
  return statusFromText(t);
}

const notLabs = new WeakSet<ListedLab>();

function parseListing(page: HtmlPage): ListedLab[] {
  const { $ } = page;
  const out: ListedLab[] = [];
  $('li.search-result').each((_, li) => {
    const link = $(li).find('a[href]').first();
    const number = clean($(li).find('.accreditation-number').text())?.replace(/^\D+/, '') ?? null;
    const name = clean(link.text());
    if (!number || !/^\d{3,6}$/.test(number) || !name) return;
    const standard = clean($(li).find('.standard').text());
    const lab: ListedLab = {
      register_id: number,
      detail_url: absoluteUrl(link.attr('href'), page.url) ?? `${ORIGIN}/${number}`,
      partial: {
        register_id: number,
        name,
        accreditation_number: number,
        city: clean($(li).find('.city').text()),
        country: 'SE',
      },
    };
    if (!standard || !/17025/.test(standard)) notLabs.add(lab);
    out.push(lab);
  });
  return out;
}

const RESEARCH_NOTE =
  'a public research note on GitHub that read https://ackrediteringar.swedac.se/?q=radon and the record pages ' +
  '/10243, /1489 and /1989 on 2026-09-30';

/** What this adapter takes for granted about the register (docs/registers.md shows the same rows). */
export const ASSUMPTIONS: readonly Assumption[] = [
  {
    step: 'reachable',
    text:
      'https://ackrediteringar.swedac.se/ answers over HTTPS; it replaced search.swedac.se, which now redirects ' +
      'there.',
    status: 'confirmed',
    evidence: RESEARCH_NOTE,
  },
  {
    step: 'robots',
    text: 'robots.txt lets a crawler read the search (/?q=) with its ?page=N pages and the record pages /<number>.',
    status: 'assumed',
    evidence: "the register's robots.txt was not read",
  },
  {
    step: 'listing',
    text: 'A search with an empty query (/?q=) lists every accreditation, of every kind of body.',
    status: 'assumed',
    evidence: `/?q=radon is confirmed to search (${RESEARCH_NOTE}); the empty query is not`,
  },
  {
    step: 'listing',
    text:
      'Each hit is an li.search-result with a link to its record page and its number (.accreditation-number), ' +
      'standard (.standard) and town (.city); hits whose standard is not ISO/IEC 17025 are skipped.',
    status: 'assumed',
    evidence: 'modelled on common search-result markup; no public copy of the result markup was found',
  },
  {
    step: 'total',
    text: "The result page prints 'Antal träffar: N', and the hits read must come to N.",
    status: 'confirmed',
    evidence: `'Antal träffar: 8' for ?q=radon, in ${RESEARCH_NOTE}`,
  },
  {
    step: 'pager',
    text: 'Result pages advance by a next link (a[rel=next]) to ?page=N.',
    status: 'assumed',
    evidence: 'modelled on common pagers; not seen on the register',
  },
  {
    step: 'record',
    text:
      'Each accreditation has a record page at https://ackrediteringar.swedac.se/<number>, numbers of four or ' +
      'five digits in one series for every kind of body (1489, 10243).',
    status: 'confirmed',
    evidence: RESEARCH_NOTE,
  },
  {
    step: 'record',
    text:
      'The record page names the standard (SS-EN ISO/IEC 17025:2018) and the latest decision date (Senaste ' +
      'beslutsdatum).',
    status: 'confirmed',
    evidence: RESEARCH_NOTE,
  },
  {
    step: 'record',
    text:
      'Its facts are a definition list (dl.accreditation-facts: Ackrediteringsnummer, Status Aktiv, Tillfälligt ' +
      'återkallad or Återkallad, Adress, Telefon, E-post, Webbplats, Typ) under the name in h1.',
    status: 'assumed',
    evidence: "labels follow Swedac's Swedish wording; the markup was not seen",
  },
  {
    step: 'scope',
    text:
      'The scope is listed on the record page itself: method designation, test object or property, technique and ' +
      'measuring range per row.',
    status: 'confirmed',
    evidence: RESEARCH_NOTE,
  },
  {
    step: 'scope',
    text:
      'That scope is a table (table.scope) whose headers name Ämnesområde, the test object or property ' +
      '(Provningsobjekt, Egenskap, Kalibreringsobjekt or Storhet) and Metod.',
    status: 'assumed',
    evidence: 'the content is confirmed, the table markup and header words are not',
  },
];

export const adapter: Adapter = {
  body: 'SWEDAC',
  country: 'SE',
  source: SOURCE,
  assumptions: ASSUMPTIONS,

  list(ctx) {
    return readHtmlListing(ctx, {
      start: `${ORIGIN}/?q=`,
      rows: parseListing,
      total: (page) => countIn(page.$('.search-summary, body').first().text(), /Antal träffar:\s*([\d\s]+)/i),
      next: (page) => nextLink(page, 'a[rel="next"]'),
      keep: (lab) => !notLabs.has(lab),
    });
  },

  async detail(ctx, listed) {
    const page = await fetchPage(ctx, listed.detail_url ?? `${ORIGIN}/${listed.register_id}`);
    const { $ } = page;
    const details = $('dl.accreditation-facts').first();
    if (!details.length) layoutError(`${page.url}: no facts list`);
    const block = labelledBlock($, details.get(0)!, page.url);
    const number = lookup(block.values, /^ackrediteringsnummer/i);
    if (number !== listed.register_id)
      layoutError(`${page.url}: shows number ${number ?? 'none'}, expected ${listed.register_id}`);
    const name = clean($('h1').first().text());
    if (!name) layoutError(`${page.url}: no name`);
    const address = linesOf(block, /^(besöks)?adress/i);
    const place = splitPostcodeCity(address.at(-1), 'SE');
    const kinds = lookup(block.values, /^typ/i, /^ackrediteringstyp/i) ?? '';
    const capabilities = htmlScope(
      $,
      { field: /^ämnesområde/i, test: /provningsobjekt|egenskap|kalibreringsobjekt|storhet/i, method: /^metod/i },
      { where: 'table.scope' },
    );

    const fields = merge(listed.partial, {
      name,
      accreditation_number: number,
      accreditation_status: swedacStatus(lookup(block.values, /^status/i)),
      lab_type:
        /kalibrering/i.test(kinds) && /provning/i.test(kinds)
          ? 'testing and calibration'
          : /kalibrering/i.test(kinds)
            ? 'calibration'
            : /provning/i.test(kinds)
              ? 'testing'
              : null,
      street_address: place.postcode && address.length > 1 ? address.slice(0, -1).join(', ') : null,
      postcode: place.postcode?.replace(/^SE-/i, '') ?? null,
      city: place.postcode ? place.city : (listed.partial.city ?? null),
      phone: phoneOf(lookup(block.values, /^telefon/i)),
      email: emailIn(linkOf(block, /^e-?post/i) ?? lookup(block.values, /^e-?post/i), { take: 'link' }),
      website_url: websiteUrl(linkOf(block, /^webb/i, /^hemsida/i) ?? lookup(block.values, /^webb/i, /^hemsida/i), {
        take: 'whole',
      }),
      contact_person: lookup(block.values, /^kontaktperson/i),
      scope_document_url: page.url,
      source_url: page.url,
      accreditation_date: isoDate(lookup(block.values, /^första ackreditering/i, /^ackrediterad sedan/i)),
      last_verified: isoDate(lookup(block.values, /^senaste beslutsdatum/i)),
      capabilities,
    });
    return rawLab({ ...fields, register_id: listed.register_id, name, country: 'SE' });
  },
};
