// Akkreditierung Austria (Austria).
//
// What this adapter assumes about the register, and how sure that is:
// - The register is published under https://www.akkreditierung-austria.gv.at
//   (the body's own domain, cited by Wikipedia; register page address from
//   src/domain/bodies.ts, believed). Nothing public shows how its list of
//   accredited bodies is served. This adapter ASSUMES the list page is filled
//   by a JSON search endpoint, /api/akkreditierte-stellen, paged with
//   `seite` (from 1) and `proSeite`, answering { gesamt, eintraege: [...] }
//   with German field names (kennnummer, name, typ, status, adresse{strasse,
//   plz, ort}, telefon, email, web, ansprechperson, erstakkreditierung,
//   letzterBescheid, umfangPdf). All of that is DESIGNED, not confirmed:
//   check the list page's network calls before the first real run.
// - CONFIRMED: identification numbers are four digits in one series for
//   Prüfstellen and Kalibrierstellen ("Identifikationsnummer / ID-number:
//   0626" heads a published scope annex, with the lab's name and address);
//   accreditation is granted by Bescheid; the scope annex is a PDF.
// - Scope PDF (ASSUMED layout): a table Norm / Verfahren — Titel — Ausgabe,
//   the way Austrian scopes cite ÖNORM editions by date.
// - Only Prüfstellen and Kalibrierstellen (ISO/IEC 17025) are kept; status
//   words aktiv / ruhend (suspended) / zurückgezogen (withdrawn).
import type { Adapter, ListedLab } from '../adapter.ts';
import { isoDate } from '../parse/dates.ts';
import { statusFromText } from '../parse/status.ts';
import { emailIn, httpUrl, merge, phoneOf, rawLab, websiteUrl } from '../shapes/lab-fields.ts';
import { at, readJsonListing, textAt } from '../shapes/json-listing.ts';
import { readScope, type RecordLayout } from '../shapes/pdf-scope.ts';

const ORIGIN = 'https://www.akkreditierung-austria.gv.at';
const SOURCE = `${ORIGIN}/akkreditierte-stellen`;
const PAGE_SIZE = 50;

export function listUrl(page: number): string {
  return `${ORIGIN}/api/akkreditierte-stellen?seite=${page}&proSeite=${PAGE_SIZE}`;
}

const LAB_TYPES: Record<string, string> = { Prüfstelle: 'testing', Kalibrierstelle: 'calibration' };

export function toListed(item: unknown): ListedLab | null {
  const number = textAt(item, 'kennnummer');
  const name = textAt(item, 'name');
  const type = LAB_TYPES[textAt(item, 'typ') ?? ''];
  if (!number || !name || !type) return null;
  const id = number.padStart(4, '0');
  const scope = textAt(item, 'umfangPdf');
  return {
    register_id: id,
    detail_url: `${SOURCE}/${id}`,
    partial: {
      register_id: id,
      name,
      accreditation_number: id,
      accreditation_status: statusFromText(textAt(item, 'status')),
      lab_type: type,
      country: 'AT',
      street_address: textAt(at(item, 'adresse'), 'strasse'),
      postcode: textAt(at(item, 'adresse'), 'plz'),
      city: textAt(at(item, 'adresse'), 'ort'),
      phone: phoneOf(textAt(item, 'telefon')),
      email: emailIn(textAt(item, 'email'), { take: 'link' }),
      website_url: websiteUrl(textAt(item, 'web'), { take: 'whole' }),
      contact_person: textAt(item, 'ansprechperson'),
      scope_document_url: scope ? httpUrl(new URL(scope, ORIGIN).toString()) : null,
      source_url: `${SOURCE}/${id}`,
      accreditation_date: isoDate(textAt(item, 'erstakkreditierung')),
      last_verified: isoDate(textAt(item, 'letzterBescheid')),
    },
  };
}

const SCOPE: RecordLayout<'norm' | 'title' | 'edition'> = {
  kind: 'records',
  name: 'Normen',
  columns: [
    { key: 'norm', header: /^Norm\s*\/\s*Verfahren|^Verfahren/i },
    { key: 'title', header: /^Titel/i },
    { key: 'edition', header: /^Ausgabe/i },
  ],
  // "ÖNORM EN ISO 6892-1" + "2020-02-15" → "ÖNORM EN ISO 6892-1:2020-02-15", the way Austrian standards are cited.
  toCapability: (r) => (r.title && r.norm ? { test: r.title, method: r.edition && !/:\d{4}/.test(r.norm) ? `${r.norm}:${r.edition}` : r.norm, field: null } : null),
};

export const adapter: Adapter = {
  body: 'AA',
  country: 'AT',
  source: SOURCE,

  list(ctx) {
    return readJsonListing(ctx, {
      url: listUrl,
      firstPage: 1,
      items: (body) => at(body, 'eintraege') as unknown[] | undefined,
      total: (body) => at(body, 'gesamt') as number | undefined,
      requireTotal: true,
      toListed,
    });
  },

  async detail(ctx, listed) {
    const url = listed.partial.scope_document_url;
    const scope = url ? await readScope(ctx, url, { layout: SCOPE }) : null;
    const name = listed.partial.name!;
    return rawLab({ ...merge(listed.partial, { capabilities: scope?.capabilities ?? [] }), register_id: listed.register_id, name, country: 'AT' });
  },
};
