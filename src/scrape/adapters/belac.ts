// BELAC — Belgian accreditation body (FPS Economy).
//
// What this adapter assumes about the register, and how sure that is:
// - The list of accredited organisations is published on the FPS Economy
//   site (Drupal), https://economie.fgov.be/en/themes/quality-safety/accreditation-belac/accredited-organisations
//   (address CONFIRMED in public code; the FPS pages say to "consult the BELAC
//   database" for accredited bodies per domain). Its markup is ASSUMED: one
//   table (Accreditation number, Organisation, City, Standard, Status, Scope)
//   with the Drupal pager (`?page=N` from 0, `li.pager__item--next a`).
// - CONFIRMED: numbers "NNN-TEST" (testing, e.g. 056-TEST), and by the same
//   pattern NNN-CAL (calibration, believed), NNN-INSP (inspection, confirmed
//   "197-INSP"), NNN-PROD… Only -TEST and -CAL rows are kept.
// - There is no record page: the scope annex (PDF, linked from the row) is
//   where BELAC prints the lab's name and address, its validity and the scope
//   table. ASSUMED letterhead lines: number, name, street, "NNNN City",
//   "Valid from … to …" (or Dutch "Geldig van … tot …", French "Valable du …
//   au …"), optional contact lines. Scope tables are in the lab's language
//   (Dutch, French or English; ASSUMED headers Product/Proef/Methode,
//   Produit/Essai/Méthode, Product/Test/Method; calibration Quantity/Range/Method).
// - Status column wording ASSUMED (Active / Suspended / Withdrawn, or their
//   Dutch/French forms). UTF-8, no session.
import type { Adapter, ListedLab } from '../adapter.ts';
import { splitPostcodeCity } from '../parse/address.ts';
import { isoDate } from '../parse/dates.ts';
import { tableRows } from '../parse/html.ts';
import { statusFromText } from '../parse/status.ts';
import { emailIn, layoutError, merge, phoneOf, rawLab } from '../shapes/lab-fields.ts';
import { fieldTestMethodLayout, joinParts, readScope, type ScopeLayout } from '../shapes/pdf-scope.ts';
import { nextLink, readHtmlListing, type HtmlPage } from '../shapes/html-listing.ts';

const SOURCE = 'https://economie.fgov.be/en/themes/quality-safety/accreditation-belac/accredited-organisations';

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
    const name = cells['Organisation'];
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
        accreditation_status: statusFromText(cells['Status']),
        lab_type: number?.type ?? null,
        city: cells['City'] ?? null,
        country: 'BE',
        scope_document_url: links['Scope'] ?? null,
        source_url: page.url.replace(/[?&]page=0$/, ''),
      },
    };
    if (!number || !/17025/.test(cells['Standard'] ?? '17025')) notLabs.add(lab);
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
    toCapability: (r: Record<'quantity' | 'range' | 'method', string>) => (r.quantity ? { test: joinParts([r.quantity, r.range]), method: r.method || null, field: null } : null),
  },
];

/** Address, validity and contact lines from the annex letterhead. */
export function readLetterhead(lines: string[]): Partial<ReturnType<typeof rawLab>> {
  const placeAt = lines.findIndex((l) => /^\d{4}\s+\p{L}/u.test(l));
  const place = placeAt >= 0 ? splitPostcodeCity(lines[placeAt], 'BE') : { postcode: null, city: null };
  const validity = lines.find((l) => /^(valid|geldig|valable)/i.test(l));
  const first = lines.find((l) => /^(first accreditation|eerste accreditatie|première accréditation)/i.test(l));
  const value = (re: RegExp) => lines.find((l) => re.test(l))?.replace(re, '').trim() ?? null;
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

export const adapter: Adapter = {
  body: 'BELAC',
  country: 'BE',
  source: SOURCE,

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
    if (!scope.headLines.some((l) => l.includes(listed.register_id))) layoutError(`${url}: not the annex of ${listed.register_id}`);
    const name = listed.partial.name!;
    const fields = merge(listed.partial, readLetterhead(scope.headLines), { capabilities: scope.capabilities });
    return rawLab({ ...fields, register_id: listed.register_id, name, country: 'BE' });
  },
};
