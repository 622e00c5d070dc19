// SNAS — Slovenská národná akreditačná služba (Slovakia).
//
// What this assumes of the register, and how sure that is:
// - Numbers CONFIRMED (SNAS page on its marks: "Reg. No. xxx/x-xxx", the
//   letter giving the field: S skúšobné laboratórium, K kalibračné
//   laboratórium, M medicínske...). The register address is taken from
//   bodies.ts (https://www.snas.sk/index.php/sk/akreditovane-subjekty).
//   SNAS runs an "Akreditačný informačný systém (AIS)" for applicants; its
//   public pages were not found in stored copies.
// - Listing and record structure ASSUMED: one list per field ("oblast=S",
//   "oblast=K"), a table (Registračné číslo, Názov subjektu, Sídlo,
//   Platnosť do, Stav) paged by a "Ďalšia" link; a record page of
//   label/value rows (Adresa, Telefón, E-mail, Web, Kontaktná osoba, Dátum
//   akreditácie, Dátum vydania osvedčenia, Stav) with the annex to the
//   certificate as a table (Predmet skúšky | Názov skúšky | Identifikácia
//   skúšobného postupu; calibration: Meraná veličina | Identifikácia
//   kalibračného postupu) and a link to the annex PDF.
// - Status wording: platné / pozastavené / zrušené (statusFromText).
// - Encoding ASSUMED ISO-8859-2, declared in the Content-Type.
import type { Adapter, ListedLab } from '../adapter.ts';
import { isoDate } from '../parse/dates.ts';
import { statusFromText } from '../parse/status.ts';
import { cellOf, htmlScope, linkMatching, linkOf, readHtmlListing, readRecordPage, resultTable } from '../shapes/html-listing.ts';
import { emailIn, rawLab, splitAddress, websiteUrl } from '../shapes/lab-fields.ts';

const SOURCE = 'https://www.snas.sk/index.php/sk/akreditovane-subjekty';
const NUMBER = /^[SK]-\d{3}$/;

const labType = (number: string) => (number.startsWith('K') ? 'calibration' : 'testing');

export const adapter: Adapter = {
  body: 'SNAS',
  country: 'SK',
  source: SOURCE,

  async list(ctx) {
    return readHtmlListing(ctx, {
      start: [`${SOURCE}?oblast=S&strana=1`, `${SOURCE}?oblast=K&strana=1`],
      rows: (page) =>
        resultTable(page, 'table.zoznam', [/^Registračné/i, /^Názov/i]).map((row): ListedLab | null => {
          const number = cellOf(row, /^Registračné/i)?.replace(/\s+/g, '').toUpperCase();
          if (!number || !NUMBER.test(number)) return null;
          return {
            register_id: number,
            detail_url: linkOf(row, /^Registračné/i) ?? linkOf(row, /^Názov/i),
            partial: { accreditation_number: number, name: cellOf(row, /^Názov/i) ?? undefined, accreditation_status: statusFromText(cellOf(row, /^Stav/i)), lab_type: labType(number) },
          };
        }),
    });
  },

  async detail(ctx, listed) {
    if (!listed.detail_url) throw new Error(`SNAS ${listed.register_id}: no record page`);
    const page = await readRecordPage(ctx, listed.detail_url, undefined, '.subjekt');
    const { labels, $ } = page;
    const name = labels.get('Názov subjektu', 'Názov') ?? listed.partial.name;
    if (!name) throw new Error(`SNAS ${listed.register_id}: record page names no subject`);
    return rawLab({
      register_id: listed.register_id,
      name,
      country: 'SK',
      accreditation_number: labels.get('Registračné číslo') ?? listed.register_id,
      accreditation_status: statusFromText(labels.get('Stav akreditácie', 'Stav')) ?? listed.partial.accreditation_status ?? null,
      lab_type: labType(listed.register_id),
      ...splitAddress(labels.get('Adresa', 'Sídlo'), 'SK'),
      phone: labels.get('Telefón', 'Telefon'),
      email: emailIn(labels.get('E-mail')),
      contact_person: labels.get('Kontaktná osoba'),
      website_url: websiteUrl(labels.get('Web', 'WWW')),
      scope_document_url: linkMatching($, page.url, /príloha|\.pdf$/i, '.prilohy'),
      source_url: page.url,
      accreditation_date: isoDate(labels.get('Dátum akreditácie')),
      last_verified: isoDate(labels.get('Dátum vydania osvedčenia')),
      capabilities: htmlScope($, {
        test: /^(Názov skúšky|Meraná veličina)/i,
        method: /^Identifikácia/i,
        testPrefix: /^Predmet/i,
      }, { where: 'table.rozsah', style: 'grouped' }),
    });
  },
};
