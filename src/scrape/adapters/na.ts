// NA — Norsk akkreditering (Norway).
//
// What this assumes of the register, and how sure that is:
// - Scope page per accreditation CONFIRMED by links in public code:
//   https://www.akkreditert.no/akkrediterte-organisasjoner/akkrediteringsomfang/?AkkId=212
//   (linked as "TEST 079"). AkkId is the register's own identifier and is
//   used as register_id. Numbers: TEST NNN confirmed; calibration believed
//   KALIB NNN (also accepted: KAL NNN).
// - Listing ASSUMED: /akkrediterte-organisasjoner/ filtered to laboratories
//   shows a table (Akkr.nr. linking to the scope page, Organisasjon, Sted,
//   Standard, Status) paged by a "Neste" link. Medical labs (MED), inspection
//   and certification bodies are skipped by their number's prefix.
// - Scope page ASSUMED: the organisation's facts as a definition list
//   (Akkrediteringsnummer, Organisasjon, Besøksadresse, Telefon, E-post,
//   Nettside, Kontaktperson, Første gang akkreditert, Omfang sist endret,
//   Status) and the scope as a table Fagområde | Prøvingsobjekt |
//   Parameter/egenskap | Metode (calibration: Måleområde in place of
//   Prøvingsobjekt).
// - Status wording ASSUMED: Aktiv / Suspendert / Tilbaketrukket.
// - UTF-8; no session.
import type { Adapter, ListedLab } from '../adapter.ts';
import type { AccreditationStatus } from '../../domain/types.ts';
import { isoDate } from '../parse/dates.ts';
import { statusFromText } from '../parse/status.ts';
import { cellOf, htmlScope, linkOf, readHtmlListing, readRecordPage, resultTable } from '../shapes/html-listing.ts';
import { emailIn, rawLab, splitAddress, websiteUrl } from '../shapes/lab-fields.ts';

const SOURCE = 'https://www.akkreditert.no/akkrediterte-organisasjoner/';
const NUMBER = /^(TEST|KALIB|KAL)\s*(\d{3})$/i;

function status(text: string | null | undefined): AccreditationStatus | null {
  if (text && /tilbaketrukket|opphørt|avsluttet/i.test(text)) return 'withdrawn';
  return statusFromText(text);
}

function number(text: string | null | undefined): string | null {
  const m = NUMBER.exec(text?.trim() ?? '');
  return m ? `${m[1]!.toUpperCase()} ${m[2]}` : null;
}

const labType = (nr: string) => (nr.startsWith('TEST') ? 'testing' : 'calibration');

export const adapter: Adapter = {
  body: 'NA',
  country: 'NO',
  source: SOURCE,

  async list(ctx) {
    return readHtmlListing(ctx, {
      start: `${SOURCE}?type=laboratorier&side=1`,
      rows: (page) =>
        resultTable(page, 'table.akkrediteringer', [/^Akkr/i, /^Organisasjon/i]).map((row): ListedLab | null => {
          const nr = number(cellOf(row, /^Akkr/i));
          const link = linkOf(row, /^Akkr/i);
          if (!nr || !link) return null;
          const akkId = new URL(link).searchParams.get('AkkId');
          return {
            register_id: akkId ?? nr,
            detail_url: link,
            partial: { accreditation_number: nr, name: cellOf(row, /^Organisasjon/i) ?? undefined, city: cellOf(row, /^Sted/i), accreditation_status: status(cellOf(row, /^Status/i)), lab_type: labType(nr) },
          };
        }),
    });
  },

  async detail(ctx, listed) {
    if (!listed.detail_url) throw new Error(`NA ${listed.register_id}: no scope page`);
    const page = await readRecordPage(ctx, listed.detail_url, undefined, '.organisasjon');
    const { labels, $ } = page;
    const name = labels.get('Organisasjon') ?? listed.partial.name;
    if (!name) throw new Error(`NA ${listed.register_id}: scope page names no organisation`);
    const nr = number(labels.get('Akkrediteringsnummer')) ?? listed.partial.accreditation_number ?? null;
    return rawLab({
      register_id: listed.register_id,
      name,
      country: 'NO',
      accreditation_number: nr,
      accreditation_status: status(labels.get('Status')) ?? listed.partial.accreditation_status ?? null,
      lab_type: nr ? labType(nr) : null,
      ...splitAddress(labels.get('Besøksadresse', 'Adresse'), 'NO'),
      phone: labels.get('Telefon'),
      email: emailIn(labels.get('E-post')),
      contact_person: labels.get('Kontaktperson'),
      website_url: websiteUrl(labels.get('Nettside', 'Web')),
      // The scope is this page itself.
      scope_document_url: page.url,
      source_url: page.url,
      accreditation_date: isoDate(labels.get('Første gang akkreditert', 'Akkreditert fra')),
      last_verified: isoDate(labels.get('Omfang sist endret')),
      capabilities: htmlScope($, {
        field: /^Fagområde/i,
        testPrefix: /^(Prøvingsobjekt|Måleobjekt)/i,
        test: /^(Parameter|Måleområde|Kalibreringsobjekt)/i,
        method: /^Metode/i,
      }, { where: 'table.omfang', style: 'grouped' }),
    });
  },
};
