// SNAS — Slovenská národná akreditačná služba (Slovakia).
//
// What this adapter assumes about the register, and how sure that is (the
// same, row by row, in `assumptions` below and in docs/registers.md):
// - CONFIRMED (SNAS's page on its marks, http://snas.sk/index.php?l=sk&p=3&
//   ps=11): the registration mark "Reg. No. xxx/x-xxx" is the member number
//   and the certificate number, whose letter gives the field: S skúšobné
//   laboratórium, K kalibračné laboratórium (M medical, I inspection, P/Q/R/O
//   certification… are skipped). A number printed the mark's way
//   ("058/S-204") is read as its certificate number (S-204).
// - CONFIRMED: SNAS's site was rebuilt. Its current pages have no
//   "index.php/sk/" in their paths (https://www.snas.sk/o-snas/povinne-
//   informacie, https://www.snas.sk/en/about-us/identification-snas, the
//   news of November 2025 at https://www.snas.sk/en); the index.php/sk/ pages
//   are the former site's. CHANGED: the register is looked for at
//   https://www.snas.sk/akreditovane-subjekty (src/domain/bodies.ts too,
//   instead of the former …/index.php/sk/akreditovane-subjekty). The leaf name is
//   ASSUMED. SNAS takes applications through its "Akreditačný informačný
//   systém (AIS)"; no public page of it was found.
// - ASSUMED: one list per field ("oblast=S", "oblast=K"), a table
//   (Registračné číslo, Názov subjektu, Sídlo, Platnosť do, Stav) paged by
//   "strana" with a "Ďalšia" link; a record page of label/value rows
//   (Adresa, Telefón, E-mail, Web, Kontaktná osoba, Dátum akreditácie, Dátum
//   vydania osvedčenia, Stav) with the annex to the certificate as a table
//   (Predmet skúšky | Názov skúšky | Identifikácia skúšobného postupu;
//   calibration: Meraná veličina | Identifikácia kalibračného postupu) and a
//   link to the annex PDF. Status wording platné / pozastavené / zrušené.
// - CHANGED: UTF-8 (the rebuilt site's; the earlier ISO-8859-2 guess rested
//   on nothing). SNAS's page of obligatory information names a contact for
//   "informácie o platnom rozsahu akreditácie subjektu", so the scope may
//   not be on the web at all: the first-run check will tell.
import type { Adapter, Assumption, ListedLab } from '../adapter.ts';
import { isoDate } from '../parse/dates.ts';
import { statusFromText } from '../parse/status.ts';
import { labelledValues } from '../parse/html.ts';
import {
  cellOf,
  fetchPage,
  htmlScope,
  linkMatching,
  linkOf,
  readHtmlListing,
  resultTable,
} from '../shapes/html-listing.ts';
import { Labels, emailIn, rawLab, splitAddress, websiteUrl } from '../shapes/lab-fields.ts';

const SOURCE = 'https://www.snas.sk/akreditovane-subjekty';
/** "S-123", or the mark's "058/S-123" (member number / certificate number). */
const NUMBER = /^(?:\d{1,4}\/)?([SK]-\d{3})$/;

function number(text: string | null | undefined): string | null {
  return NUMBER.exec(text?.replace(/\s+/g, '').toUpperCase() ?? '')?.[1] ?? null;
}

const labType = (number: string) => (number.startsWith('K') ? 'calibration' : 'testing');

export const ASSUMPTIONS: readonly Assumption[] = [
  {
    step: 'reachable',
    text:
      'www.snas.sk answers with its rebuilt site, whose pages have no index.php/sk/ in their paths, and serves ' +
      'the register at https://www.snas.sk/akreditovane-subjekty.',
    status: 'assumed',
    evidence:
      'the rebuilt paths are confirmed (https://www.snas.sk/o-snas/povinne-informacie, ' +
      'https://www.snas.sk/en/about-us/identification-snas); the register leaf is assumed, after the former ' +
      'https://www.snas.sk/index.php/sk/akreditovane-subjekty (src/domain/bodies.ts had it; it now has the new ' +
      'path)',
  },
  {
    step: 'robots',
    text:
      'robots.txt lets a crawler read /akreditovane-subjekty with its oblast and strana parameters, the detail ' +
      'pages and the annex PDFs.',
    status: 'assumed',
    evidence: "not read; SNAS's public pages carry no crawler restriction that was seen",
  },
  {
    step: 'listing',
    text:
      'One list per field, ?oblast=S (testing) and ?oblast=K (calibration), each one table (table.zoznam) ' +
      "'Registračné číslo | Názov subjektu | Sídlo | Platnosť do | Stav' whose number links to the record " +
      'page.',
    status: 'assumed',
    evidence: 'modelled on registers of other accreditation bodies; no public copy of the SNAS list was found',
  },
  {
    step: 'listing',
    text:
      'Certificate numbers are a field letter and three digits, S-NNN for testing and K-NNN for calibration ' +
      "laboratories: the part after the slash of the accreditation mark 'Reg. No. NNN/S-NNN' (a number printed " +
      "the mark's way is read as its certificate number).",
    status: 'confirmed',
    evidence: 'http://snas.sk/index.php?l=sk&p=3&ps=11 (Reg. No. xxx/x-xxx; K, S, M, T, I, P, Q, R, O, V, N, G)',
  },
  {
    step: 'pager',
    text: "List pages advance by &strana=N, with a 'Ďalšia' link on every page but the last.",
    status: 'assumed',
    evidence: 'modelled on common CMS pagers; no list page was seen',
  },
  {
    step: 'record',
    text:
      "A record page prints label/value rows inside an element of class 'subjekt' (else anywhere on the page): " +
      'Registračné číslo, Názov subjektu, Adresa, Telefón, E-mail, Web, Kontaktná osoba, Dátum ' +
      'akreditácie, Dátum vydania osvedčenia and Stav (platné, pozastavené, zrušené), in UTF-8.',
    status: 'assumed',
    evidence: 'modelled on the ČIA register and on what accreditation registers publish; no SNAS record page was seen',
  },
  {
    step: 'scope',
    text:
      "The record page links the annex to the certificate (PDF, 'Príloha k osvedčeniu o akreditácii') and " +
      'prints it as a table (table.rozsah): ' +
      "'Predmet skúšky | Názov skúšky | Identifikácia skúšobného postupu', for calibration " +
      "'Meraná veličina | Identifikácia kalibračného postupu'.",
    status: 'assumed',
    evidence:
      "modelled on annexes of neighbouring bodies; SNAS's page of obligatory information " +
      "(https://www.snas.sk/o-snas/povinne-informacie) names a contact for the valid scope of a subject's " +
      'accreditation, so the scope may not be online',
  },
];

export const adapter: Adapter = {
  body: 'SNAS',
  country: 'SK',
  source: SOURCE,
  assumptions: ASSUMPTIONS,

  async list(ctx) {
    return readHtmlListing(ctx, {
      start: [`${SOURCE}?oblast=S&strana=1`, `${SOURCE}?oblast=K&strana=1`],
      rows: (page) =>
        resultTable(page, 'table.zoznam', [/^Registračné/i, /^Názov/i]).map((row): ListedLab | null => {
          const nr = number(cellOf(row, /^Registračné/i));
          if (!nr) return null;
          return {
            register_id: nr,
            detail_url: linkOf(row, /^Registračné/i) ?? linkOf(row, /^Názov/i),
            partial: {
              accreditation_number: nr,
              name: cellOf(row, /^Názov/i) ?? undefined,
              city: cellOf(row, /^Sídlo/i),
              accreditation_status: statusFromText(cellOf(row, /^Stav/i)),
              lab_type: labType(nr),
            },
          };
        }),
    });
  },

  async detail(ctx, listed) {
    if (!listed.detail_url) throw new Error(`SNAS ${listed.register_id}: no record page`);
    const page = await fetchPage(ctx, listed.detail_url);
    const { $ } = page;
    // The record's rows inside '.subjekt' when the page has one, else anywhere on the page.
    const scope = $('.subjekt').length ? '.subjekt' : undefined;
    const labels = new Labels(labelledValues($, scope));
    if (!labels.size)
      throw new Error(
        `SNAS ${listed.register_id}: record page ${page.url} has no label/value pairs: the layout changed`,
      );
    const name = labels.get('Názov subjektu', 'Názov') ?? listed.partial.name;
    if (!name) throw new Error(`SNAS ${listed.register_id}: record page names no subject`);
    return rawLab({
      register_id: listed.register_id,
      name,
      country: 'SK',
      accreditation_number: number(labels.get('Registračné číslo')) ?? listed.register_id,
      accreditation_status:
        statusFromText(labels.get('Stav akreditácie', 'Stav')) ?? listed.partial.accreditation_status ?? null,
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
      capabilities: htmlScope(
        $,
        {
          test: /^(Názov skúšky|Meraná veličina)/i,
          method: /^Identifikácia/i,
          testPrefix: /^Predmet/i,
        },
        { where: 'table.rozsah', style: 'grouped' },
      ),
    });
  },
};
