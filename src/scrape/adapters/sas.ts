// SAS — Schweizerische Akkreditierungsstelle (Switzerland).
//
// What this adapter assumes about the register, and how sure that is (the
// same, row by row, in `assumptions` below and in docs/registers.md):
// - The public search of accredited bodies ("Who is accredited?") is the page
//   https://www.sas.admin.ch/sas/de/home/akkreditiertestellen/akkrstellensuchesas.html
//   (src/domain/bodies.ts). CONFIRMED: SAS's page on the validity of an
//   accreditation sits under that search section
//   (…/akkrstellensuchesas/gueltigkeitakkr.html) and says that the complete
//   list of accredited bodies comes from an empty search with no selection in
//   "Accreditation Type" — so reading everything and skipping what is not a
//   laboratory is the register's own way to list them all.
// - How that page gets its results is NOT known. This adapter ASSUMES a JSON
//   endpoint beside the page, `akkrstellensuchesas.results.json?offset=N&limit=50`,
//   answering { totalHits, hits: [...] } with fields nummer ("STS 0119"),
//   name, strasse, plz, ort, telefon, email, website, kontaktperson, status,
//   erteilt, letzteAenderung, verzeichnisUrl (scope PDF). DESIGNED, not
//   confirmed: check the page's network calls before the first real run.
// - CONFIRMED: numbers STS NNNN (Swiss Testing Service, testing) and SCS NNNN
//   (Swiss Calibration Service, calibration); SAS accredits Prüf- and
//   Kalibrierlaboratorien under SN EN ISO/IEC 17025 among other kinds (SAS's
//   welcome page lists them); other schemes are skipped here.
// - Scope ("Verzeichnis", PDF): ASSUMED table Prüfgebiet / Prüfgegenstand und
//   Prüfart / Verfahren in German, Domaine d'essai / Objet et type d'essai /
//   Méthode in French (SAS publishes in the lab's language); calibration:
//   Messgrösse / Messbereich / Verfahren.
// - Status words (German and French) mapped explicitly: akkreditiert/accrédité
//   → active, suspendiert/suspendu → suspended, entzogen/retiré/zurückgezogen
//   → withdrawn. Dates dd.mm.yyyy. All ASSUMED.
import type { AccreditationStatus } from '../../domain/types.ts';
import type { Adapter, Assumption, ListedLab } from '../adapter.ts';
import { isoDate } from '../parse/dates.ts';
import { statusFromText } from '../parse/status.ts';
import { emailIn, httpUrl, merge, phoneOf, rawLab, websiteUrl } from '../shapes/lab-fields.ts';
import { at, readJsonListing, textAt } from '../shapes/json-listing.ts';
import { fieldTestMethodLayout, joinParts, readScope, type ScopeLayout } from '../shapes/pdf-scope.ts';

const SOURCE = 'https://www.sas.admin.ch/sas/de/home/akkreditiertestellen/akkrstellensuchesas.html';
const PAGE_SIZE = 50;

export function listUrl(page: number): string {
  return SOURCE.replace(/\.html$/, `.results.json?offset=${page * PAGE_SIZE}&limit=${PAGE_SIZE}`);
}

export function sasStatus(text: string | null): AccreditationStatus | null {
  const t = text?.toLowerCase() ?? '';
  if (/entzogen|zurückgezogen|retir|révoqu|revocat|ritirat/.test(t)) return 'withdrawn';
  if (/suspen|sospes/.test(t)) return 'suspended';
  if (/^(akkreditiert|accrédité|accreditato|aktiv|actif|attivo)/.test(t)) return 'active';
  return statusFromText(text);
}

/** "STS 0119", "sts0119" → { number: "STS 0119", id: "STS0119", type } for 17025 labs; null for other schemes. */
export function sasNumber(text: string | null): { number: string; id: string; type: string } | null {
  const m = /\b(STS|SCS)\s*(\d{3,4})\b/i.exec(text ?? '');
  if (!m) return null;
  const scheme = m[1]!.toUpperCase();
  const digits = m[2]!.padStart(4, '0');
  return {
    number: `${scheme} ${digits}`,
    id: `${scheme}${digits}`,
    type: scheme === 'STS' ? 'testing' : 'calibration',
  };
}

export function toListed(item: unknown): ListedLab | null {
  const number = sasNumber(textAt(item, 'nummer'));
  const name = textAt(item, 'name');
  if (!number || !name) return null;
  const scope = textAt(item, 'verzeichnisUrl');
  return {
    register_id: number.id,
    detail_url: null,
    partial: {
      register_id: number.id,
      name,
      accreditation_number: number.number,
      accreditation_status: sasStatus(textAt(item, 'status')),
      lab_type: number.type,
      country: 'CH',
      street_address: textAt(item, 'strasse'),
      postcode: textAt(item, 'plz'),
      city: textAt(item, 'ort'),
      phone: phoneOf(textAt(item, 'telefon')),
      email: emailIn(textAt(item, 'email'), { take: 'link' }),
      website_url: websiteUrl(textAt(item, 'website'), { take: 'whole' }),
      contact_person: textAt(item, 'kontaktperson'),
      scope_document_url: scope ? httpUrl(new URL(scope, SOURCE).toString()) : null,
      source_url: SOURCE,
      accreditation_date: isoDate(textAt(item, 'erteilt')),
      last_verified: isoDate(textAt(item, 'letzteAenderung')),
    },
  };
}

const LAYOUTS: ScopeLayout[] = [
  fieldTestMethodLayout('Prüfungen (de)', /^Prüfgebiet/i, /^Prüfgegenstand|^Prüfart/i, /^Verfahren|^Methode/i),
  fieldTestMethodLayout('essais (fr)', /^Domaine/i, /^Objet|^Type d'essai/i, /^Méthode/i),
  {
    kind: 'records',
    name: 'Kalibrierungen (de)',
    columns: [
      { key: 'quantity', header: /^Messgr(ö|oe|o)sse/i },
      { key: 'range', header: /^Messbereich/i },
      { key: 'method', header: /^Verfahren|^Methode/i },
    ],
    toCapability: (r: Record<'quantity' | 'range' | 'method', string>) =>
      r.quantity ? { test: joinParts([r.quantity, r.range]), method: r.method || null, field: null } : null,
  },
];

/** What this adapter takes for granted about the register (docs/registers.md shows the same rows). */
export const ASSUMPTIONS: readonly Assumption[] = [
  {
    step: 'reachable',
    text:
      'www.sas.admin.ch answers over HTTPS and its search of accredited bodies is ' +
      'https://www.sas.admin.ch/sas/de/home/akkreditiertestellen/akkrstellensuchesas.html.',
    status: 'confirmed',
    evidence:
      'https://www.sas.admin.ch/sas/en/home/akkreditiertestellen/akkrstellensuchesas/gueltigkeitakkr.html (a ' +
      'page of that search section)',
  },
  {
    step: 'robots',
    text: 'robots.txt lets a crawler read the search results and the scope PDFs under /dam/sas/.',
    status: 'assumed',
    evidence: "admin.ch's robots.txt was not read",
  },
  {
    step: 'listing',
    text:
      "An empty search with no 'Accreditation Type' selected lists every accredited body, laboratories among " +
      'inspection and certification bodies.',
    status: 'confirmed',
    evidence:
      'https://www.sas.admin.ch/sas/en/home/akkreditiertestellen/akkrstellensuchesas/gueltigkeitakkr.html ' +
      "('To get the complete list of all accredited bodies, leave the search field empty')",
  },
  {
    step: 'listing',
    text:
      'The search gets its results as JSON from akkrstellensuchesas.results.json?offset=N&limit=50 beside the ' +
      'page, answering { totalHits, hits: [...] } with the fields nummer, name, strasse, plz, ort, status and ' +
      'verzeichnisUrl.',
    status: 'assumed',
    evidence: "designed, not seen: modelled on admin.ch's CMS path style; the page's network calls were not read",
  },
  {
    step: 'listing',
    text:
      'Laboratory numbers are STS NNNN (Swiss Testing Service, testing) and SCS NNNN (Swiss Calibration Service, ' +
      'calibration); hits under other schemes are skipped.',
    status: 'confirmed',
    evidence:
      'SAS document 741 (Rules for the accreditation, naming STS Swiss Testing Service), copy at ' +
      'https://vdocument.in/rules-for-the-accreditation-federal-council-sts-swiss-testing-service-4-' +
      'accreditation.html; SCS accreditation of calibration laboratories explained at ' +
      'http://huber-instrumente.ch/1sp.php?read_article=149',
  },
  {
    step: 'total',
    text: 'Every answer announces the number of hits in totalHits, and the hits read must come to it.',
    status: 'assumed',
    evidence: 'designed with the endpoint; not seen',
  },
  {
    step: 'pager',
    text: 'Pages advance by offset in steps of 50 until totalHits hits are read.',
    status: 'assumed',
    evidence: 'designed with the endpoint; not seen',
  },
  {
    step: 'record',
    text:
      'There is no record page to read: address, contact, status and dates come from the hit (strasse, plz, ort, ' +
      'telefon, email, website; status akkreditiert, suspendiert or entzogen, or their French forms; erteilt, ' +
      'letzteAenderung as dd.mm.yyyy).',
    status: 'assumed',
    evidence: 'designed with the endpoint; not seen',
  },
  {
    step: 'scope',
    text:
      "Each hit links its scope directory (Verzeichnis, PDF) in the lab's language: " +
      "'Prüfgebiet, Prüfgegenstand und Prüfart, Verfahren' in German, " +
      "'Domaine d'essai, Objet et type d'essai, Méthode' in French, 'Messgrösse, Messbereich, Verfahren' for " +
      'calibration.',
    status: 'assumed',
    evidence: 'modelled on the wording of SAS documents; no Verzeichnis was read',
  },
];

export const adapter: Adapter = {
  body: 'SAS',
  country: 'CH',
  source: SOURCE,
  assumptions: ASSUMPTIONS,

  list(ctx) {
    return readJsonListing(ctx, {
      url: listUrl,
      firstPage: 0,
      items: (body) => at(body, 'hits') as unknown[] | undefined,
      total: (body) => at(body, 'totalHits') as number | undefined,
      requireTotal: true,
      toListed,
    });
  },

  async detail(ctx, listed) {
    const url = listed.partial.scope_document_url;
    const scope = url ? await readScope(ctx, url, { layout: LAYOUTS }) : null;
    return rawLab({
      ...merge(listed.partial, { capabilities: scope?.capabilities ?? [] }),
      register_id: listed.register_id,
      name: listed.partial.name!,
      country: 'CH',
    });
  },
};
