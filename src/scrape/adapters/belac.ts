// BELAC — Belgian accreditation body (FPS Economy).
//
// What this adapter assumes about the register, and how sure that is (the
// same, row by row, in `assumptions` below and in docs/registers.md):
// - BELAC's pages are part of the FPS Economy site (Drupal). Its English
//   section is CONFIRMED to live under /en/themes/quality-and-safety/… (public
//   pages https://economie.fgov.be/en/themes/quality-and-safety/accreditation
//   and …/quality-and-safety/accreditation-belac/news/news-belac-archives, and
//   many public links to other …/quality-and-safety/… pages). The address used
//   before, …/themes/quality-safety/…, came from one public scraper's table of
//   registers and matches no page: CHANGED to quality-and-safety. The leaf
//   …/accreditation-belac/accredited-organisations is still ASSUMED (the FPS
//   pages only say to "consult the BELAC database"); src/domain/bodies.ts
//   still carries the old path in register_url.
// - The list's markup is ASSUMED: one table (Accreditation number,
//   Organisation, City, Standard, Status, Scope) with the Drupal pager
//   (`?page=N` from 0, `li.pager__item--next a`). It prints no total.
// - CONFIRMED: certificate numbers "NNN-TEST" (testing, 056-TEST), "NNN-CAL"
//   (calibration, 510-CAL beside 510-TEST), "NNN-INSP" (inspection, 197-INSP),
//   each published by the holder. Only -TEST and -CAL rows are kept.
// - There is no record page: the scope annex (PDF, linked from the row) is
//   where BELAC prints the lab's name and address, its validity and the scope
//   table. ASSUMED letterhead lines: number, name, street, "NNNN City",
//   "Valid from … to …" (or Dutch "Geldig van … tot …", French "Valable du …
//   au …"), optional contact lines. Scope tables are in the lab's language
//   (Dutch, French or English; ASSUMED headers Product/Proef/Methode,
//   Produit/Essai/Méthode, Product/Test/Method; calibration Quantity/Range/Method).
//   BELAC publishes guidance on how testing (BELAC 2-101) and calibration
//   (BELAC 2-110) scopes are written; it was not read.
// - Status column wording ASSUMED (Active / Suspended / Withdrawn, or their
//   Dutch/French forms). UTF-8, no session. robots.txt ASSUMED to be Drupal's
//   default (admin, user and search paths disallowed only).
import type { Adapter, Assumption, ListedLab } from '../adapter.ts';
import { splitPostcodeCity } from '../parse/address.ts';
import { isoDate } from '../parse/dates.ts';
import { tableRows } from '../parse/html.ts';
import { statusFromText } from '../parse/status.ts';
import { emailIn, layoutError, merge, phoneOf, rawLab } from '../shapes/lab-fields.ts';
import { fieldTestMethodLayout, joinParts, readScope, type ScopeLayout } from '../shapes/pdf-scope.ts';
import { nextLink, readHtmlListing, type HtmlPage } from '../shapes/html-listing.ts';

const SOURCE = 'https://economie.fgov.be/en/themes/quality-and-safety/accreditation-belac/accredited-organisations';

/** "056-TEST" → testing, "123-CAL" → calibration; null for other schemes. */
export function belacNumber(text: string | null | undefined): { number: string; type: string } | null {
  const m = /\b(\d{1,4})\s*-\s*(TEST|CAL)\b/i.exec(text ?? '');
  if (!m) return null;
  const scheme = m[2]!.toUpperCase();
  return { number: `${m[1]!.padStart(3, '0')}-${scheme}`, type: scheme === 'TEST' ? 'testing' : 'calibration' };
}

const notLabs = new WeakSet<ListedLab>();

function parseListing(page: HtmlPage): ListedLab[] {
  const out: ListedLab[] = [];
  for (const { cells, links } of tableRows(page.$, 'table.belac-organisations', page.url)) {
    const numberText = cells['Accreditation number'];
    const name = cells.Organisation;
    if (!numberText || !name) continue;
    const number = belacNumber(numberText);
    const id = number?.number ?? numberText;
    const lab: ListedLab = {
      register_id: id,
      detail_url: null,
      partial: {
        register_id: id,
        name,
        accreditation_number: id,
        accreditation_status: statusFromText(cells.Status),
        lab_type: number?.type ?? null,
        city: cells.City ?? null,
        country: 'BE',
        scope_document_url: links.Scope ?? null,
        source_url: page.url.replace(/[?&]page=0$/, ''),
      },
    };
    if (!number || !/17025/.test(cells.Standard ?? '17025')) notLabs.add(lab);
    out.push(lab);
  }
  return out;
}

const LAYOUTS: ScopeLayout[] = [
  fieldTestMethodLayout('nl', /^Product$/i, /^(Proef|Beproeving|Eigenschap)/i, /^Methode/i),
  fieldTestMethodLayout('fr', /^Produit/i, /^(Essai|Propriété)/i, /^Méthode/i),
  fieldTestMethodLayout('en', /^Product$/i, /^(Test|Measured property)/i, /^Method/i),
  {
    kind: 'records',
    name: 'calibration',
    columns: [
      { key: 'quantity', header: /^(Quantity|Grootheid|Grandeur)/i },
      { key: 'range', header: /^(Range|Meetbereik|Étendue|Etendue)/i },
      { key: 'method', header: /^(Method|Methode|Méthode)/i },
    ],
    toCapability: (r: Record<'quantity' | 'range' | 'method', string>) =>
      r.quantity ? { test: joinParts([r.quantity, r.range]), method: r.method || null, field: null } : null,
  },
];

/** Address, validity and contact lines from the annex letterhead. */
export function readLetterhead(lines: string[]): Partial<ReturnType<typeof rawLab>> {
  const placeAt = lines.findIndex((l) => /^\d{4}\s+\p{L}/u.test(l));
  const place = placeAt >= 0 ? splitPostcodeCity(lines[placeAt], 'BE') : { postcode: null, city: null };
  const validity = lines.find((l) => /^(valid|geldig|valable)/i.test(l));
  const first = lines.find((l) => /^(first accreditation|eerste accreditatie|première accréditation)/i.test(l));
  const value = (re: RegExp) =>
    lines
      .find((l) => re.test(l))
      ?.replace(re, '')
      .trim() ?? null;
  return {
    street_address: placeAt > 0 ? lines[placeAt - 1]! : null,
    postcode: place.postcode,
    city: place.city,
    last_verified: isoDate(validity),
    accreditation_date: isoDate(first),
    phone: phoneOf(value(/^(tel|tél)\.?\s*:?/i)),
    email: emailIn(value(/^e-?mail\s*:?/i), { take: 'link' }),
    contact_person: value(/^(contact person|contactpersoon|personne de contact)\s*:?/i),
  };
}

/** What this adapter takes for granted about the register (docs/registers.md shows the same rows). */
export const ASSUMPTIONS: readonly Assumption[] = [
  {
    step: 'reachable',
    text:
      "economie.fgov.be answers over HTTPS and keeps BELAC's English pages under " +
      '/en/themes/quality-and-safety/accreditation-belac/.',
    status: 'confirmed',
    evidence:
      'https://economie.fgov.be/en/themes/quality-and-safety/accreditation-belac/news/news-belac-archives and ' +
      'https://economie.fgov.be/en/themes/quality-and-safety/accreditation',
  },
  {
    step: 'robots',
    text:
      'robots.txt lets a crawler read the list of accredited organisations with its ?page=N pages and the scope ' +
      'PDFs under /sites/default/files/.',
    status: 'assumed',
    evidence:
      "Drupal's default robots.txt, which disallows admin, user and search paths only; economie.fgov.be's own " +
      'was not read',
  },
  {
    step: 'listing',
    text:
      'The list of accredited organisations (the BELAC database the FPS pages point to) is the page ' +
      'https://economie.fgov.be/en/themes/quality-and-safety/accreditation-belac/accredited-organisations.',
    status: 'assumed',
    evidence:
      'http://economie.fgov.be/nl/ondernemingen/leven_onderneming/kwaliteitsbeleid/Accreditatie/ ' +
      "('kunt u de BELAC databank raadplegen'); the leaf name comes from one public scraper's table, under a " +
      'path that is wrong',
  },
  {
    step: 'listing',
    text:
      'The list is server-rendered HTML, one table (table.belac-organisations) with the headers ' +
      "'Accreditation number, Organisation, City, Standard, Status, Scope' and one row per certificate, every " +
      'scheme mixed together.',
    status: 'assumed',
    evidence: 'modelled on Drupal views tables; no public copy of the list was found',
  },
  {
    step: 'listing',
    text:
      'Certificate numbers are three digits and a scheme: NNN-TEST (testing) and NNN-CAL (calibration) are ' +
      'laboratories; NNN-INSP, NNN-PROD and the other schemes are skipped.',
    status: 'confirmed',
    evidence:
      'https://www.centexbel.be/en/news/flexible-scope-allows-us-add-tests-under-accreditation-much-faster-' +
      'self-approval (056-TEST); ' +
      'https://www.construirelawallonie.be/article/des-anneaux-dynamometriques-etalonnes-pour-des-performances-' +
      'plus-precises-sur-le-terrain/ (510-CAL and 510-TEST); ' +
      'https://keuringspuittoestellen.ilvo.vlaanderen.be/nl/accreditatie (197-INSP)',
  },
  {
    step: 'pager',
    text: "List pages advance by Drupal's pager: a next link (li.pager__item--next a) to ?page=N, counted from 0.",
    status: 'assumed',
    evidence: 'Drupal core pager markup; not seen on the BELAC list',
  },
  {
    step: 'record',
    text:
      'There is no record page: name, city, status and the scope link come from the list row, and the address, ' +
      "validity dates and any contact lines from the annex letterhead (number, name, street, 'NNNN City', " +
      "'Valid from … to …' or its Dutch or French form).",
    status: 'assumed',
    evidence: 'modelled on scope annexes of other accreditation bodies; no BELAC annex was read',
  },
  {
    step: 'scope',
    text:
      "Each row links its scope annex as a PDF whose table is in the lab's language: 'Product, Proef, Methode' " +
      "(Dutch), 'Produit, Essai, Méthode' (French), 'Product, Test, Method' (English), or " +
      "'Quantity, Range, Method' for calibration.",
    status: 'assumed',
    evidence:
      'BELAC 2-101 and 2-110, guidance on writing testing and calibration scopes, listed at ' +
      'https://economie.fgov.be/en/publication/series-belac-2-1xx-guidelines (not read); no annex was read',
  },
];

export const adapter: Adapter = {
  body: 'BELAC',
  country: 'BE',
  source: SOURCE,
  assumptions: ASSUMPTIONS,

  list(ctx) {
    return readHtmlListing(ctx, {
      start: SOURCE,
      rows: parseListing,
      next: (page) => nextLink(page, 'li.pager__item--next a'),
      keep: (lab) => !notLabs.has(lab),
    });
  },

  async detail(ctx, listed) {
    const url = listed.partial.scope_document_url;
    if (!url) layoutError(`${listed.register_id}: the listing links no scope annex`);
    const scope = await readScope(ctx, url, { layout: LAYOUTS });
    if (!scope.headLines.some((l) => l.includes(listed.register_id)))
      layoutError(`${url}: not the annex of ${listed.register_id}`);
    const name = listed.partial.name!;
    const fields = merge(listed.partial, readLetterhead(scope.headLines), { capabilities: scope.capabilities });
    return rawLab({ ...fields, register_id: listed.register_id, name, country: 'BE' });
  },
};
