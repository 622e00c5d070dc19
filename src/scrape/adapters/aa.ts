// Akkreditierung Austria (Austria).
//
// What this adapter assumes about the register, and how sure that is (the
// same, row by row, in `assumptions` below and in docs/registers.md):
// - The register is published under https://www.akkreditierung-austria.gv.at
//   (the body's own domain, cited by Wikipedia as read in May 2024; register
//   page address from src/domain/bodies.ts, believed). Akkreditierung Austria
//   is a unit of the ministry (BMAW) and keeps its accreditations in the
//   DigiDAISY application and database (a consultancy's public description).
//   Nothing public shows how the list of accredited bodies is served. This
//   adapter ASSUMES the list page is filled by a JSON search endpoint,
//   /api/akkreditierte-stellen, paged with `seite` (from 1) and `proSeite`,
//   answering { gesamt, eintraege: [...] } with German field names (kennnummer,
//   name, typ, status, adresse{strasse, plz, ort}, telefon, email, web,
//   ansprechperson, erstakkreditierung, letzterBescheid, umfangPdf). All of
//   that is DESIGNED, not confirmed: check the list page's network calls
//   before the first real run.
// - CONFIRMED: the kinds are named Prüfstellen (testing) and Kalibrierstellen
//   (calibration) beside medizinische Laboratorien, Inspektionsstellen and
//   Zertifizierungsstellen (BMAW's statistics page, 204 Prüfstellen and 38
//   Kalibrierstellen on 2024-12-19); identification numbers are four digits
//   in one series ("Identifikationsnummer / ID-number: 0626" heads a published
//   scope annex; older annexes are titled "Akkreditierungsumfang der Prüfstelle
//   (EN ISO/IEC 17025:2005) <name> / (Ident.Nr.: 0318)"); accreditation is
//   granted by Bescheid; the scope annex is a PDF.
// - Scope PDF (ASSUMED layout): a table Norm / Verfahren — Titel — Ausgabe,
//   the way Austrian scopes cite ÖNORM editions by date.
// - Only Prüfstellen and Kalibrierstellen (ISO/IEC 17025) are kept; status
//   words aktiv / ruhend (suspended) / zurückgezogen (withdrawn) ASSUMED.
import type { Adapter, Assumption, ListedLab } from '../adapter.ts';
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
  toCapability: (r) =>
    r.title && r.norm
      ? { test: r.title, method: r.edition && !/:\d{4}/.test(r.norm) ? `${r.norm}:${r.edition}` : r.norm, field: null }
      : null,
};

/** What this adapter takes for granted about the register (docs/registers.md shows the same rows). */
export const ASSUMPTIONS: readonly Assumption[] = [
  {
    step: 'reachable',
    text: 'www.akkreditierung-austria.gv.at answers over HTTPS.',
    status: 'confirmed',
    evidence:
      'https://de.m.wikipedia.org/wiki/Akkreditierung_Austria (cites akkreditierung-austria.gv.at, read on 3 May 2024)',
  },
  {
    step: 'robots',
    text: 'robots.txt lets a crawler read /api/akkreditierte-stellen and the scope PDFs the entries link.',
    status: 'assumed',
    evidence: "the site's robots.txt was not read",
  },
  {
    step: 'listing',
    text:
      'The list of accredited bodies is served as JSON by /api/akkreditierte-stellen?seite=N&proSeite=50, ' +
      'answering { gesamt, eintraege: [...] } with German field names (kennnummer, name, typ, status, adresse, ' +
      'umfangPdf).',
    status: 'assumed',
    evidence:
      'designed, not seen: Akkreditierung Austria keeps its accreditations in the DigiDAISY database ' +
      '(https://metras.at/akkreditierungs-antrag-im-detail/), whose public interface was not found',
  },
  {
    step: 'listing',
    text:
      'Laboratories are Prüfstellen (testing) and Kalibrierstellen (calibration); medizinische Laboratorien, ' +
      'Inspektionsstellen, Zertifizierungsstellen and the other kinds are skipped.',
    status: 'confirmed',
    evidence:
      'https://bmaw.gv.at/Services/Akkreditierung/Statistik_Jahresabschluss.html (204 Prüfstellen and 38 ' +
      'Kalibrierstellen among 488 bodies on 2024-12-19)',
  },
  {
    step: 'listing',
    text: 'Identification numbers are four digits in one series for Prüfstellen and Kalibrierstellen (0626).',
    status: 'confirmed',
    evidence:
      "a published scope annex headed 'Identifikationsnummer / ID-number: 0626'; annex titles '(Ident.Nr.: " +
      "0318)' and '(Ident.Nr.: 0233)' listed at " +
      'https://docplayer.org/amp/78975478-anlage-zur-akkreditierungsurkunde-d-pl-nach-din-en-iso-iec-17025-' +
      '2005.html',
  },
  {
    step: 'total',
    text: 'Every answer announces the number of entries in gesamt, and the entries read must come to it.',
    status: 'assumed',
    evidence: 'designed with the endpoint; not seen',
  },
  {
    step: 'pager',
    text: 'Pages advance by the seite parameter, from 1, 50 entries a page, until gesamt entries are read.',
    status: 'assumed',
    evidence: 'designed with the endpoint; not seen',
  },
  {
    step: 'record',
    text:
      'There is no record page to read: address, contact, dates and status come from the entry (adresse strasse, ' +
      'plz, ort; telefon, email, web; erstakkreditierung, letzterBescheid; status aktiv, ruhend or ' +
      'zurückgezogen).',
    status: 'assumed',
    evidence: 'designed with the endpoint; not seen',
  },
  {
    step: 'scope',
    text:
      "Each entry links its scope annex (umfangPdf), a PDF headed with the lab's name, address and ID number " +
      "whose table reads 'Norm / Verfahren, Titel, Ausgabe'.",
    status: 'assumed',
    evidence:
      "the heading is confirmed by a published annex ('Identifikationsnummer / ID-number: 0626'); the table " +
      'layout is modelled on how Austrian scopes cite ÖNORM editions',
  },
];

export const adapter: Adapter = {
  body: 'AA',
  country: 'AT',
  source: SOURCE,
  assumptions: ASSUMPTIONS,

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
    return rawLab({
      ...merge(listed.partial, { capabilities: scope?.capabilities ?? [] }),
      register_id: listed.register_id,
      name,
      country: 'AT',
    });
  },
};
