// ČIA — Český institut pro akreditaci (Czech Republic).
//
// What this assumes of the register, and how sure that is:
// - Domain cai.cz and the numbers (testing 1xxx, calibration 2xxx, some
//   multi-site labs with a ".N" suffix, e.g. 1018.3) are CONFIRMED
//   (bodies.ts; published certificates). The register address is taken from
//   bodies.ts (https://www.cai.cz/akreditovane-subjekty/).
// - Listing and record structure ASSUMED (no stored copy of the register's
//   pages was found): a table of subjects (Číslo subjektu, Název subjektu,
//   Druh subjektu, Sídlo, Stav) paged by a "Další" link; "Číslo" links to a
//   record page of label/value rows (Adresa, Telefon, E-mail, WWW, Kontaktní
//   osoba, Datum udělení akreditace, Platnost osvědčení do, Stav akreditace)
//   with the certificate's annex ("Příloha osvědčení") as a table whose
//   columns are those of ČIA's published annexes (Pořadové číslo | Přesný
//   název zkušebního postupu/metody | Identifikace zkušebního postupu/metody
//   | Předmět zkoušky) and a link to the annex PDF. Only "Zkušební
//   laboratoř" and "Kalibrační laboratoř" rows are taken (medical labs,
//   inspection and certification bodies are skipped).
// - Status wording: platná / pozastavená / zrušená (statusFromText knows
//   platn-, pozastaven-, zrušen-).
// - Encoding ASSUMED windows-1250, declared in the Content-Type; the client
//   decodes it (an undeclared page would be sniffed from its <meta>).
import type { Adapter, ListedLab } from '../adapter.ts';
import { isoDate } from '../parse/dates.ts';
import { statusFromText } from '../parse/status.ts';
import { cellOf, htmlScope, linkMatching, linkOf, readHtmlListing, readRecordPage, resultTable } from '../shapes/html-listing.ts';
import { emailIn, rawLab, splitAddress, websiteUrl } from '../shapes/lab-fields.ts';

const SOURCE = 'https://www.cai.cz/akreditovane-subjekty/';
const LAB_KINDS = /^(zkušební|kalibrační) laboratoř/i;

function labType(kind: string | null | undefined, number: string): string {
  if (kind) return /kalibra/i.test(kind) ? 'calibration' : 'testing';
  return number.startsWith('2') ? 'calibration' : 'testing';
}

export const adapter: Adapter = {
  body: 'CIA',
  country: 'CZ',
  source: SOURCE,

  async list(ctx) {
    return readHtmlListing(ctx, {
      start: `${SOURCE}?druh=laboratore&strana=1`,
      rows: (page) =>
        resultTable(page, 'table.subjekty', [/^Číslo/i, /^Název/i, /^Druh/i]).map((row): ListedLab | null => {
          const number = cellOf(row, /^Číslo/i);
          const kind = cellOf(row, /^Druh/i);
          if (!number || !/^\d{4}(\.\d+)?$/.test(number) || !kind || !LAB_KINDS.test(kind)) return null;
          const link = linkOf(row, /^Číslo/i) ?? linkOf(row, /^Název/i);
          return {
            register_id: number,
            detail_url: link,
            partial: { accreditation_number: number, name: cellOf(row, /^Název/i) ?? undefined, accreditation_status: statusFromText(cellOf(row, /^Stav/i)), lab_type: labType(kind, number) },
          };
        }),
    });
  },

  async detail(ctx, listed) {
    if (!listed.detail_url) throw new Error(`ČIA ${listed.register_id}: no record page`);
    const page = await readRecordPage(ctx, listed.detail_url, undefined, '.subjekt');
    const { labels, $ } = page;
    const name = labels.get('Název subjektu', 'Název') ?? listed.partial.name;
    if (!name) throw new Error(`ČIA ${listed.register_id}: record page names no subject`);
    const number = labels.get('Číslo subjektu') ?? listed.register_id;
    return rawLab({
      register_id: listed.register_id,
      name,
      country: 'CZ',
      accreditation_number: number,
      accreditation_status: statusFromText(labels.get('Stav akreditace', 'Stav')) ?? listed.partial.accreditation_status ?? null,
      lab_type: labType(labels.get('Druh subjektu'), number) ?? listed.partial.lab_type,
      ...splitAddress(labels.get('Adresa', 'Sídlo'), 'CZ'),
      phone: labels.get('Telefon'),
      email: emailIn(labels.get('E-mail')),
      contact_person: labels.get('Kontaktní osoba'),
      website_url: websiteUrl(labels.get('WWW', 'Web')),
      scope_document_url: linkMatching($, page.url, /příloha osvědčení|\.pdf$/i),
      source_url: page.url,
      accreditation_date: isoDate(labels.get('Datum udělení akreditace')),
      last_verified: isoDate(labels.get('Datum vydání osvědčení')),
      capabilities: htmlScope($, {
        test: /^Přesný název/i,
        method: /^Identifikace/i,
        testPrefix: /^Předmět zkoušky/i,
      }, { where: 'table.rozsah', style: 'grouped' }),
    });
  },
};
