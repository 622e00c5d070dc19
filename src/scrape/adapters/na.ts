// NA — Norsk akkreditering (Norway).
//
// What this assumes of the register, and how sure that is (the same rows as
// ASSUMPTIONS below and the Norsk akkreditering table in docs/registers.md):
// - Scope page per accreditation CONFIRMED by links in public code
//   (github.com/akvaplan-niva/akvaplan_fresh, components/akvaplan/accreditations.tsx
//   and an earlier routes/accreditation.tsx):
//   https://www.akkreditert.no/akkrediterte-organisasjoner/akkrediteringsomfang/?AkkId=212
//   is linked as "TEST 079", and an inspection accreditation ("INSP 013") as
//   /akkrediterte-organisasjoner/inspeksjon/?AkkId=542 — inspection bodies
//   have record pages of their own, laboratories the akkrediteringsomfang
//   page. AkkId is the register's own identifier and is used as register_id.
//   Numbers: "TEST NNN" and "INSP NNN" confirmed; calibration believed
//   KALIB NNN (also accepted: KAL NNN). The same pages exist under /en/.
// - Listing ASSUMED: /akkrediterte-organisasjoner/ filtered to laboratories
//   shows a table (Akkr.nr. linking to the scope page, Organisasjon, Sted,
//   Standard, Status) paged by a "Neste" link. Medical labs (MED), inspection
//   and certification bodies are skipped by their number's prefix.
// - Scope page ASSUMED in content: the organisation's facts as a definition
//   list (Akkrediteringsnummer, Organisasjon, Besøksadresse, Telefon, E-post,
//   Nettside, Kontaktperson, Første gang akkreditert, Omfang sist endret,
//   Status) and the scope as a table Fagområde | Prøvingsobjekt |
//   Parameter/egenskap | Metode (calibration: Måleområde in place of
//   Prøvingsobjekt).
// - Status wording ASSUMED: Aktiv / Suspendert / Tilbaketrukket.
// - UTF-8; no session.
import type { Adapter, Assumption, ListedLab } from '../adapter.ts';
import type { AccreditationStatus } from '../../domain/types.ts';
import { isoDate } from '../parse/dates.ts';
import { statusFromText } from '../parse/status.ts';
import { cellOf, htmlScope, linkOf, readHtmlListing, readRecordPage, resultTable } from '../shapes/html-listing.ts';
import { emailIn, rawLab, splitAddress, websiteUrl } from '../shapes/lab-fields.ts';

const SOURCE = 'https://www.akkreditert.no/akkrediterte-organisasjoner/';
const NUMBER = /^(TEST|KALIB|KAL)\s*(\d{3})$/i;

const AKVAPLAN =
  'github.com/akvaplan-niva/akvaplan_fresh: components/akvaplan/accreditations.tsx (links TEST 079 to ' +
  'akkrediteringsomfang/?AkkId=212, INSP 013 to inspeksjon/?AkkId=542)';

/** What the adapter takes for granted, step by step (docs/registers.md prints the same rows). */
const ASSUMPTIONS: readonly Assumption[] = [
  {
    step: 'reachable',
    text: 'www.akkreditert.no serves the register under /akkrediterte-organisasjoner/.',
    status: 'confirmed',
    evidence: AKVAPLAN,
  },
  {
    step: 'robots',
    text: 'robots.txt on www.akkreditert.no allows /akkrediterte-organisasjoner/ and its akkrediteringsomfang pages.',
    status: 'assumed',
    evidence: 'no copy of akkreditert.no/robots.txt found',
  },
  {
    step: 'listing',
    text:
      'The laboratory listing /akkrediterte-organisasjoner/?type=laboratorier&side=N is a table ' +
      "(table.akkrediteringer) headed 'Akkr.nr. | Organisasjon | Sted | Standard | Status', the number linking " +
      'to the scope page.',
    status: 'assumed',
    evidence: 'modelled on server-rendered register listings; the listing page itself was not seen',
  },
  {
    step: 'listing',
    text:
      "Testing accreditations are numbered 'TEST NNN' and link to " +
      '/akkrediterte-organisasjoner/akkrediteringsomfang/?AkkId=N, whose AkkId is the register id.',
    status: 'confirmed',
    evidence: AKVAPLAN,
  },
  {
    step: 'listing',
    text:
      "Calibration accreditations are numbered 'KALIB NNN' (or 'KAL NNN'); MED, INSP and certification numbers " +
      'are no ISO/IEC 17025 laboratories and are skipped.',
    status: 'assumed',
    evidence:
      "the 'PREFIX NNN' form is confirmed by TEST 079 and INSP 013 (akvaplan_fresh, " +
      'components/akvaplan/accreditations.tsx); the calibration prefix is believed',
  },
  {
    step: 'pager',
    text: "Listing pages advance through a 'Neste' link (rel=next) to side=N+1.",
    status: 'assumed',
    evidence: 'modelled on Norwegian public sites; not seen',
  },
  {
    step: 'record',
    text:
      'The scope page lists the facts in a definition list (section.organisasjon): Akkrediteringsnummer, ' +
      'Organisasjon, Besøksadresse, Telefon, E-post, Nettside, Kontaktperson, Første gang akkreditert, Omfang ' +
      'sist endret and Status (Aktiv / Suspendert / Tilbaketrukket).',
    status: 'assumed',
    evidence:
      'the page address is confirmed (akvaplan_fresh, components/akvaplan/accreditations.tsx); its content was ' +
      'not seen',
  },
  {
    step: 'scope',
    text:
      'The scope is a table on the same page (table.omfang) headed ' +
      "'Fagområde | Prøvingsobjekt | Parameter/egenskap | Metode' (calibration: " +
      "'Fagområde | Måleobjekt | Måleområde | Metode').",
    status: 'assumed',
    evidence: 'the page is named akkrediteringsomfang (scope of accreditation); its table was not seen',
  },
];

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
  assumptions: ASSUMPTIONS,

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
            partial: {
              accreditation_number: nr,
              name: cellOf(row, /^Organisasjon/i) ?? undefined,
              city: cellOf(row, /^Sted/i),
              accreditation_status: status(cellOf(row, /^Status/i)),
              lab_type: labType(nr),
            },
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
      capabilities: htmlScope(
        $,
        {
          field: /^Fagområde/i,
          testPrefix: /^(Prøvingsobjekt|Måleobjekt)/i,
          test: /^(Parameter|Måleområde|Kalibreringsobjekt)/i,
          method: /^Metode/i,
        },
        { where: 'table.omfang', style: 'grouped' },
      ),
    });
  },
};
