// Akkreditierung Austria (Austria).
//
// What this adapter assumes about the register, and how sure that is:
// - The register is published under https://www.akkreditierung-austria.gv.at
//   (the body's own domain, cited by Wikipedia; register page address from
//   src/lib/bodies.ts, believed). Nothing public shows how its list of
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
import { emailOf, httpUrl, merge, phoneOf, rawLab, webUrl } from '../shapes/register-common.ts';
import { at, readJsonListing, str } from '../shapes/register-json.ts';
import { readPdfScope, type ScopeLayout } from '../shapes/register-pdf-scope.ts';

const ORIGIN = 'https://www.akkreditierung-austria.gv.at';
const SOURCE = `${ORIGIN}/akkreditierte-stellen`;
const PAGE_SIZE = 50;

export function listUrl(page: number): string {
  return `${ORIGIN}/api/akkreditierte-stellen?seite=${page}&proSeite=${PAGE_SIZE}`;
}

const LAB_TYPES: Record<string, string> = { Prüfstelle: 'testing', Kalibrierstelle: 'calibration' };

export function toListed(item: unknown): ListedLab | null {
  const number = str(item, 'kennnummer');
  const name = str(item, 'name');
  const type = LAB_TYPES[str(item, 'typ') ?? ''];
  if (!number || !name || !type) return null;
  const id = number.padStart(4, '0');
  const scope = str(item, 'umfangPdf');
  return {
    register_id: id,
    detail_url: `${SOURCE}/${id}`,
    partial: {
      register_id: id,
      name,
      accreditation_number: id,
      accreditation_status: statusFromText(str(item, 'status')),
      lab_type: type,
      country: 'AT',
      street_address: str(at(item, 'adresse'), 'strasse'),
      postcode: str(at(item, 'adresse'), 'plz'),
      city: str(at(item, 'adresse'), 'ort'),
      phone: phoneOf(str(item, 'telefon')),
      email: emailOf(str(item, 'email')),
      website_url: webUrl(str(item, 'web')),
      contact_person: str(item, 'ansprechperson'),
      scope_document_url: scope ? httpUrl(new URL(scope, ORIGIN).toString()) : null,
      source_url: `${SOURCE}/${id}`,
      accreditation_date: isoDate(str(item, 'erstakkreditierung')),
      last_verified: isoDate(str(item, 'letzterBescheid')),
    },
  };
}

const SCOPE: ScopeLayout<'norm' | 'title' | 'edition'> = {
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
      toListed,
    });
  },

  async detail(ctx, listed) {
    const url = listed.partial.scope_document_url;
    const scope = url ? await readPdfScope(ctx, url, [SCOPE]) : null;
    const name = listed.partial.name!;
    return rawLab({ ...merge(listed.partial, { capabilities: scope?.capabilities ?? [] }), register_id: listed.register_id, name, country: 'AT' });
  },
};
