// ČIA — Český institut pro akreditaci (Czech Republic).
//
// What this adapter assumes about the register, and how sure that is (the
// same, row by row, in `assumptions` below and in docs/registers.md):
// - CONFIRMED: www.cai.cz is a WordPress site (pages addressed as
//   ?page_id=N, e.g. https://www.cai.cz/?page_id=1748 and ?page_id=12864&
//   lang=en). The list of accredited subjects is ?page_id=4499 filtered by
//   ?kategorie_subjektu=<category slug> (a public link to
//   …&kategorie_subjektu=overovatele-vykazu-emisi-sklenikovych-plyn), and
//   each subject has a record page ?subjekt=<number>-<name slug> (public
//   links to ?subjekt=1599-naturchem-s-r-o — the laboratory's own site calls
//   itself "akreditovaná laboratoř č. 1599" — and ?subjekt=1150-foster-
//   bohemia-s-r-o). CHANGED from the assumed /akreditovane-subjekty/?druh=
//   …&strana=N and …/detail/?cislo=N, which match nothing seen.
// - CONFIRMED by a public scraper of the earlier register (2018, the
//   ASP.NET page /Subjekty?ScopeId=L&page=N): what ČIA prints per subject —
//   IČ, name, description, accreditation information, then label/value rows
//   Adresa, Telefon, Fax, Email, Webové stránky, Kontaktní osoba. The record
//   page is read by those labels (and their likely variants).
// - CONFIRMED by ČIA itself (an answer published under the information act):
//   the annex to a laboratory's certificate ("příloha osvědčení o akreditaci
//   č. 425/2017 ze dne 18. 7. 2017") is published with the subject in the
//   list, its items numbered ("pořadové číslo 4") and each naming the test,
//   the procedure's identification and the test subject ("Zkoumání ručního
//   písma - texty KÚP-SOP-25 forenzní materiál"). The annex's date ("ze dne
//   d. m. yyyy") is read as last_verified.
// - Numbers CONFIRMED (testing 1xxx, calibration 2xxx, some multi-site labs
//   "1018.3"); medical laboratories (8xxx) and other subjects are skipped.
// - ASSUMED: the category slugs zkusebni-laboratore and kalibracni-
//   laboratore; the list as a table (Číslo subjektu | Název subjektu | Sídlo
//   | Stav) paged by WordPress's ?paged=N with a "Další" link; the record's
//   labels as rows of a two-cell table; the annex as an HTML table with the
//   columns Pořadové číslo | Přesný název zkušebního postupu/metody |
//   Identifikace zkušebního postupu/metody | Předmět zkoušky, next to a PDF
//   link; status words platná / pozastavená / zrušená. UTF-8 (WordPress's
//   own charset; the earlier windows-1250 guess is dropped).
import type { Adapter, Assumption, ListedLab } from '../adapter.ts';
import { isoDate } from '../parse/dates.ts';
import { clean, labelledValues } from '../parse/html.ts';
import { statusFromText } from '../parse/status.ts';
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

const SITE = 'https://www.cai.cz/';
const SOURCE = `${SITE}?page_id=4499`;
const CATEGORIES = { 'zkusebni-laboratore': 'testing', 'kalibracni-laboratore': 'calibration' } as const;
const NUMBER = /^[12]\d{3}(\.\d+)?$/;

const labType = (number: string) => (number.startsWith('2') ? 'calibration' : 'testing');

export const ASSUMPTIONS: readonly Assumption[] = [
  {
    step: 'reachable',
    text:
      'www.cai.cz answers as a WordPress site: pages at ?page_id=N, the list of accredited subjects at ' +
      '?page_id=4499 and one record page per subject at ?subjekt=<number>-<name slug>.',
    status: 'confirmed',
    evidence:
      'https://www.cai.cz/?page_id=1748 and https://www.cai.cz/?page_id=12864&lang=en; record links ' +
      'https://www.cai.cz/?subjekt=1599-naturchem-s-r-o (github.com/Zluti/naturchem-web: src/lib/site.ts) and ' +
      'https://www.cai.cz/?subjekt=1150-foster-bohemia-s-r-o',
  },
  {
    step: 'robots',
    text:
      'robots.txt lets a crawler read ?page_id=4499 with its category and page parameters and the ?subjekt= ' +
      "record pages (WordPress's default disallows /wp-admin/ only).",
    status: 'assumed',
    evidence: "WordPress's default robots.txt; ČIA's own was not read",
  },
  {
    step: 'listing',
    text:
      'The list is filtered by category: ?page_id=4499&kategorie_subjektu=<slug>, here zkusebni-laboratore ' +
      '(testing) and kalibracni-laboratore (calibration).',
    status: 'assumed',
    evidence:
      'the parameter is confirmed by a public link to ' +
      'https://www.cai.cz/?page_id=4499&kategorie_subjektu=overovatele-vykazu-emisi-sklenikovych-plyn; the two ' +
      'laboratory slugs are assumed',
  },
  {
    step: 'listing',
    text:
      "Each category page is one table (table.subjekty) 'Číslo subjektu | Název subjektu | Sídlo | Stav' " +
      "whose number or name links to the subject's ?subjekt= page.",
    status: 'assumed',
    evidence:
      'modelled on WordPress lists; the 2018 register printed one block per subject instead (the public ' +
      'scraper of http://www.cai.cz/Subjekty?ScopeId=L)',
  },
  {
    step: 'listing',
    text:
      'Subject numbers are four digits, 1xxx for testing and 2xxx for calibration laboratories, with .N for a ' +
      'site of a multi-site laboratory (1018.3); other series (8xxx medical) are skipped.',
    status: 'confirmed',
    evidence:
      'src/domain/bodies.ts; laboratory 1599 (github.com/Zluti/naturchem-web: src/lib/seo-landings.ts) and ' +
      '1494 (http://www.cia.cz/o-nas/uredni-deska/seznam-informaci-poskytnutych-dle-zakona-c-1061999-sb.aspx)',
  },
  {
    step: 'pager',
    text: "Category pages advance by WordPress's ?paged=N, with a 'Další' link on every page but the last.",
    status: 'assumed',
    evidence: 'WordPress pagination; the 2018 register paged by &page=N (52 pages of laboratories)',
  },
  {
    step: 'record',
    text:
      'ČIA publishes per subject, as its 2018 register did, label/value rows Adresa, Telefon, Fax, E-mail, ' +
      'Webové stránky (or WWW) and Kontaktní osoba besides IČ; the record page is read by those labels.',
    status: 'confirmed',
    evidence:
      'a public GitHub scraper of 2018 that read them from ' +
      'http://www.cai.cz/Subjekty?DisableFilter=true&page=N&ScopeId=L (its columns: IČ, Kód a název, Popis, ' +
      'Informace o akreditaci, Adresa, Telefon, Fax, Email, Webové stránky, Kontaktní osoba)',
  },
  {
    step: 'record',
    text:
      "The rows sit in a two-cell table inside an element of class 'subjekt' (else anywhere on the page), with " +
      'Číslo subjektu, Název subjektu, Druh subjektu, Datum udělení akreditace and Stav akreditace ' +
      '(platná, pozastavená, zrušená).',
    status: 'assumed',
    evidence: 'modelled on the 2018 register; the current record markup was not seen',
  },
  {
    step: 'scope',
    text:
      "The annex ('Příloha osvědčení o akreditaci č. N/YYYY ze dne d. m. yyyy', the date read as " +
      "last_verified) is published with the subject; its items are numbered and name the test, the procedure's " +
      'identification and the test subject.',
    status: 'confirmed',
    evidence:
      'http://www.cia.cz/o-nas/uredni-deska/seznam-informaci-poskytnutych-dle-zakona-c-1061999-sb.aspx (annex ' +
      'no. 425/2017 of 18. 7. 2017, item 4)',
  },
  {
    step: 'scope',
    text:
      "The annex's table has the columns " +
      "'Pořadové číslo | Přesný název zkušebního postupu/metody | Identifikace zkušebního " +
      "postupu/metody | Předmět zkoušky' (in ČIA's English annexes " +
      "'Ordinal number | Test procedure / method name | Test procedure / method identification | Tested object').",
    status: 'confirmed',
    evidence:
      'a stored English annex: ' +
      'https://dokumenty.site/document/the-appendix-is-an-integral-part-of-certificate-of-' +
      'estiforgsolarkeymarknewimagesacccertitczlin-acc-certificate-2pdfusp.html',
  },
  {
    step: 'scope',
    text: 'The record page prints the annex as an HTML table (table.rozsah) beside a link to its PDF.',
    status: 'assumed',
    evidence: 'whether the site prints the table or only links the PDF was not seen',
  },
];

export const adapter: Adapter = {
  body: 'CIA',
  country: 'CZ',
  source: SOURCE,
  assumptions: ASSUMPTIONS,

  async list(ctx) {
    return readHtmlListing(ctx, {
      start: Object.keys(CATEGORIES).map((slug) => `${SOURCE}&kategorie_subjektu=${slug}`),
      rows: (page) =>
        resultTable(page, 'table.subjekty', [/^Číslo/i, /^Název/i]).map((row): ListedLab | null => {
          const number = cellOf(row, /^Číslo/i)?.replace(/\s+/g, '');
          if (!number || !NUMBER.test(number)) return null;
          const link = linkOf(row, /^Číslo/i) ?? linkOf(row, /^Název/i);
          return {
            register_id: number,
            detail_url: link,
            partial: {
              accreditation_number: number,
              name: cellOf(row, /^Název/i) ?? undefined,
              city: cellOf(row, /^Sídlo/i),
              accreditation_status: statusFromText(cellOf(row, /^Stav/i)),
              lab_type: labType(number),
            },
          };
        }),
    });
  },

  async detail(ctx, listed) {
    if (!listed.detail_url) throw new Error(`ČIA ${listed.register_id}: no record page`);
    const page = await fetchPage(ctx, listed.detail_url);
    const { $ } = page;
    // The record's rows inside '.subjekt' when the page has one, else anywhere on the page.
    const scope = $('.subjekt').length ? '.subjekt' : undefined;
    const labels = new Labels(labelledValues($, scope));
    if (!labels.size)
      throw new Error(
        `ČIA ${listed.register_id}: record page ${page.url} has no label/value pairs: the layout changed`,
      );
    const name = labels.get('Název subjektu', 'Název') ?? listed.partial.name;
    if (!name) throw new Error(`ČIA ${listed.register_id}: record page names no subject`);
    const number = labels.get('Číslo subjektu') ?? listed.register_id;
    const kind = labels.get('Druh subjektu');
    // "Příloha osvědčení o akreditaci č. 250/2023 ze dne 14. 6. 2023": the annex in force and its date.
    const annexTitle = $('h2, h3, caption, p')
      .toArray()
      .map((el) => clean($(el).text()))
      .find((t) => !!t && /příloha osvědčení/i.test(t) && /ze dne/i.test(t));
    return rawLab({
      register_id: listed.register_id,
      name,
      country: 'CZ',
      accreditation_number: number,
      accreditation_status:
        statusFromText(labels.get('Stav akreditace', 'Stav')) ?? listed.partial.accreditation_status ?? null,
      lab_type: kind ? (/kalibra/i.test(kind) ? 'calibration' : 'testing') : labType(number),
      ...splitAddress(labels.get('Adresa', 'Sídlo'), 'CZ'),
      phone: labels.get('Telefon'),
      email: emailIn(labels.get('E-mail', 'Email')),
      contact_person: labels.get('Kontaktní osoba'),
      website_url: websiteUrl(labels.get('Webové stránky', 'WWW', 'Web')),
      scope_document_url: linkMatching($, page.url, /příloha osvědčení|\.pdf$/i),
      source_url: page.url,
      accreditation_date: isoDate(labels.get('Datum udělení akreditace')),
      last_verified:
        isoDate(/ze dne\s*([\d. ]+\d{4})/i.exec(annexTitle ?? '')?.[1]) ??
        isoDate(labels.get('Datum vydání osvědčení')),
      capabilities: htmlScope(
        $,
        {
          test: /^Přesný název/i,
          method: /^Identifikace/i,
          testPrefix: /^Předmět zkoušky/i,
        },
        { where: 'table.rozsah', style: 'grouped' },
      ),
    });
  },
};
