// ACCREDIA — Ente Italiano di Accreditamento (Italy).
//
// What this adapter assumes about the register, and how sure that is (the
// `assumptions` rows below say the same, one per check step):
// - The laboratory search is the JSP application on services.accredia.it:
//   accredia_labsearch.jsp?ID_LINK=1734&area=310&dipartimento=L&submit1=Everybody
//   (CONFIRMED: this address, with these parameters, is in public scraping
//   code). `dipartimento` selects the department: L = laboratori di prova
//   (numbers "0123 L"), and ASSUMED T = laboratori di taratura (numbers "LAT
//   N° 185"). The `page` parameter is added to it.
// - Result pages: ASSUMED to work like ACCREDIA's sister search for certified
//   companies (ppsearch/accredia_companymask_remote.jsp), whose result pages
//   are CONFIRMED by a public downloader and its test fixture
//   (github.com/matteolepera/script-accredia: accredia_downloader/parser.py,
//   tests/fixtures/result_page.html, README.md): the total printed as
//   "Risultati: 36.913" (dot as thousands separator) above the results, one
//   `<table>` per result as a direct child of `div.ppsearch`, its single cell
//   holding "<strong>Label:</strong> value<br>" lines (N.Certificato:, Norma:,
//   …), the status as a bare bold line, the name linked; a zero-based `page`
//   parameter with every other parameter kept, 20 results a page; a
//   "Verifica reCAPTCHA richiesta" page when the session is not validated.
//   The lab search is assumed to share that engine; its labels (N.Accreditamento,
//   the name linked to the record page) are ASSUMED; two-cell label/value rows
//   are read as well. The company search sits behind a reCAPTCHA; the lab
//   search is ASSUMED not to be: if it is, list() fails naming the gate.
// - Encoding: the JSP pages are ASSUMED to be served as ISO-8859-1 (an old
//   Java stack; "Località", "Forlì" must decode). The client decodes by the
//   declared charset, so this holds whatever the register declares.
// - Record page (ASSUMED, same engine): label/value rows — Numero
//   accreditamento, Ragione sociale, Indirizzo, CAP, Località "Modena (MO)",
//   Telefono, E-mail, Sito web, Responsabile, Stato dell'accreditamento
//   (Accreditato / Sospeso / Revocato), Data prima emissione, Data ultima
//   emissione — and an "Elenco prove" link to the scope.
// - Scope: an HTML table ("Elenco prove accreditate"): testing columns
//   Materiale/Prodotto/Matrice, Denominazione della prova, Norma/Metodo;
//   calibration columns Grandezza, Strumento in taratura, Procedura. ASSUMED
//   (ACCREDIA publishes test lists per lab; the exact column wording is not
//   confirmed). As the public downloader shows for the sister search, the
//   session the first result page opens is what later pages need; the
//   client's cookie jar carries it (a page without results, e.g. "session
//   expired", throws).
import type { Adapter, Assumption, ListedLab, ScrapeContext } from '../adapter.ts';
import { isoDate } from '../parse/dates.ts';
import { absoluteUrl, clean, loadHtml, type Html } from '../parse/html.ts';
import { statusFromText } from '../parse/status.ts';
import { emailIn, layoutError, lookup, merge, phoneOf, rawLab, websiteUrl } from '../shapes/lab-fields.ts';
import {
  countIn,
  fetchPage,
  htmlScope,
  labelledBlock,
  linkOf,
  readHtmlListing,
  withParam,
  type HtmlPage,
  type LabelledBlock,
} from '../shapes/html-listing.ts';

const BASE = 'https://services.accredia.it/';
const SEARCH = `${BASE}accredia_labsearch.jsp?ID_LINK=1734&area=310`;

/** The two departments of the lab search: testing (L) and calibration (T, LAT numbers). */
const DEPARTMENTS = [
  { code: 'L', lab_type: 'testing' },
  { code: 'T', lab_type: 'calibration' },
] as const;

export function searchUrl(department: string, page: number): string {
  return withParam(withParam(withParam(SEARCH, 'dipartimento', department), 'submit1', 'Everybody'), 'page', page);
}

/** The page the sister search serves when its reCAPTCHA session is missing. */
const CAPTCHA_GATE = /Verifica reCAPTCHA richiesta/i;

interface Line {
  text: string;
  /** The line's first link, absolute (or its mailto: href). */
  href: string | null;
  /** Set for "Label: value" lines. */
  label: string | null;
  value: string | null;
  /** The whole line is bold (<strong>/<b>): how the sister search prints the status. */
  bold: boolean;
}

/** The "<strong>Label:</strong> value<br>" lines of one cell. */
function cellLines($: Html, cell: Parameters<Html>[0], base: string): Line[] {
  const lines: Line[] = [];
  for (const fragment of ($(cell).html() ?? '').split(/<br\s*\/?>/i)) {
    const $f = loadHtml(`<div>${fragment}</div>`);
    const text = clean($f('div').first().text());
    if (!text) continue;
    const link = absoluteUrl($f('a[href]').not('[href^="mailto:"]').first().attr('href'), base);
    const mail = $f('a[href^="mailto:"]').first().attr('href') ?? null;
    const m = /^([^:/]{2,40}?)\s*:\s*(.*)$/.exec(text);
    const label = m && !/^https?$/i.test(m[1]!) ? clean(m[1]) : null;
    lines.push({
      text,
      href: link ?? mail,
      label,
      value: label ? clean(m![2]) : null,
      bold: clean($f('strong, b').text()) === text,
    });
  }
  return lines;
}

interface Fields extends LabelledBlock {
  /** Every line of the single-cell rows, labelled or not. */
  textLines: Line[];
}

/**
 * A result's or record's fields: two-cell label/value rows, and the
 * "Label: value" lines of single-cell rows (the sister search's form). The
 * first of a label wins.
 */
function fieldsOf($: Html, table: Parameters<Html>[0], base: string): Fields {
  const block = labelledBlock($, table, base);
  const lines: Line[] = [];
  $(table)
    .find('tr')
    .each((_, tr) => {
      const cells = $(tr).children('td,th');
      if (cells.length === 1) lines.push(...cellLines($, cells.get(0)!, base));
    });
  for (const line of lines) {
    if (!line.label || !line.value || block.values.has(line.label)) continue;
    block.values.set(line.label, line.value);
    block.lines.set(line.label, [line.value]);
    if (line.href) block.links.set(line.label, line.href);
  }
  return { ...block, textLines: lines };
}

/** A lab's record link: under a name label, else the first link to one of the register's lab pages. */
function recordLink(fields: Fields): { name: string | null; url: string | null } {
  for (const [label, url] of fields.links)
    if (/^ragione sociale|^denominazione/i.test(label))
      return { name: lookup(fields.values, /^ragione sociale|^denominazione/i), url };
  const line = fields.textLines.find((l) => !l.label && l.href && /accredia_lab/i.test(l.href));
  return line
    ? { name: line.text, url: line.href }
    : { name: lookup(fields.values, /^ragione sociale/i, /^denominazione/i), url: null };
}

/** The status: under a "Stato" label, else a short bare bold line that reads as a status ("Accreditato", "Sospeso"). */
function statusOf(fields: Fields) {
  const labelled = lookup(fields.values, /^stato/i);
  if (labelled) return statusFromText(labelled);
  const bare = fields.textLines.find(
    (l) => !l.label && !l.href && l.bold && l.text.length <= 40 && statusFromText(l.text),
  );
  return bare ? statusFromText(bare.text) : null;
}

/** "0123 L" → 0123L, "LAT N° 185" → LAT185; null when the text holds no ACCREDIA lab number. */
export function accrediaNumber(text: string | null | undefined): { number: string; id: string } | null {
  const t = clean(text) ?? '';
  const lat = /\bLAT\s*N?[°º.]?\s*(\d{1,4})\b/i.exec(t);
  if (lat) return { number: `LAT N° ${lat[1]}`, id: `LAT${lat[1]}` };
  const lab = /\b(\d{3,4})\s*([A-Z])\b/.exec(t);
  if (lab) return { number: `${lab[1]} ${lab[2]}`, id: `${lab[1]}${lab[2]}` };
  return null;
}

function resultBlocks(page: HtmlPage, labType: string): ListedLab[] {
  const { $ } = page;
  if (CAPTCHA_GATE.test($('body').text())) {
    layoutError(
      `ACCREDIA lab search ${page.url} answers with its reCAPTCHA gate ("Verifica reCAPTCHA richiesta"): no ` +
        'results can be read without a validated browser session',
    );
  }
  const out: ListedLab[] = [];
  $('div.ppsearch > table').each((_, table) => {
    const fields = fieldsOf($, table, page.url);
    const number = accrediaNumber(lookup(fields.values, /^n\.?\s*accreditamento/i, /^numero/i));
    const { name, url } = recordLink(fields);
    if (!number || !name) return;
    out.push({
      register_id: number.id,
      detail_url: url,
      partial: {
        register_id: number.id,
        name,
        accreditation_number: number.number,
        accreditation_status: statusOf(fields),
        lab_type: labType,
        country: 'IT',
      },
    });
  });
  return out;
}

function readDepartment(ctx: ScrapeContext, department: (typeof DEPARTMENTS)[number]): Promise<ListedLab[]> {
  let total: number | null = null;
  return readHtmlListing(ctx, {
    label: `ACCREDIA lab search (dipartimento=${department.code})`,
    start: searchUrl(department.code, 0),
    rows: (page) => resultBlocks(page, department.lab_type),
    // Printed above div.ppsearch in the sister search, so the whole page is searched.
    total: (page) => (total = countIn(page.$('body').text(), /Risultati\s*:\s*([\d.]+)/i)),
    next: (_page, index, read) => (total !== null && read < total ? searchUrl(department.code, index + 1) : null),
  });
}

/** "Modena (MO)" → Modena. */
function cityOf(text: string | null): string | null {
  return clean(text?.replace(/\(\s*[A-Z]{2}\s*\)\s*$/, ''));
}

/** What this adapter takes for granted, step by step (docs/registers.md prints the same rows). */
const ASSUMPTIONS: readonly Assumption[] = [
  {
    step: 'reachable',
    text:
      'The lab search answers at https://services.accredia.it/accredia_labsearch.jsp?ID_LINK=1734&area=310 with ' +
      'dipartimento=L&submit1=Everybody.',
    status: 'confirmed',
    evidence:
      'Public scraping code (a Selenium script for accreditation registers) using ' +
      'https://services.accredia.it/accredia_labsearch.jsp?ID_LINK=1734&area=310&dipartimento=L&submit1=' +
      'Everybody',
  },
  {
    step: 'reachable',
    text:
      'The lab search opens without the reCAPTCHA that gates the company search (whose pages then say ' +
      '"Verifica reCAPTCHA richiesta").',
    status: 'assumed',
    evidence:
      'github.com/matteolepera/script-accredia: README.md, accredia_downloader/parser.py (the gate on the ' +
      'company search)',
  },
  {
    step: 'robots',
    text:
      "services.accredia.it's robots.txt allows accredia_labsearch.jsp and the record and test-list pages it " +
      'links.',
    status: 'assumed',
    evidence: 'No copy of services.accredia.it/robots.txt found',
  },
  {
    step: 'listing',
    text:
      "dipartimento=T lists the calibration laboratories (numbers 'LAT N° 185') as dipartimento=L lists the " +
      "testing ones ('0123 L').",
    status: 'assumed',
    evidence: 'Modelled on the confirmed dipartimento=L address',
  },
  {
    step: 'listing',
    text:
      "Each result is a table directly under div.ppsearch whose single cell holds '<strong>Label:</strong> " +
      "value' lines (N.Accreditamento: …), the status as a bold line and the lab's name linked to its record " +
      'page; pages are ISO-8859-1.',
    status: 'assumed',
    evidence:
      'Modelled on the company search of the same register: github.com/matteolepera/script-accredia: ' +
      'tests/fixtures/result_page.html, accredia_downloader/parser.py',
  },
  {
    step: 'total',
    text: "The result page prints the total as 'Risultati: N' with a dot as thousands separator.",
    status: 'assumed',
    evidence:
      'Confirmed for the company search: github.com/matteolepera/script-accredia: ' +
      'accredia_downloader/parser.py (TOTAL_PATTERN), tests/test_parser.py',
  },
  {
    step: 'pager',
    text:
      'Result pages advance by the zero-based page parameter with every other parameter kept, up to the total, ' +
      'and later pages need the session cookie the first one sets.',
    status: 'assumed',
    evidence:
      'Confirmed for the company search: github.com/matteolepera/script-accredia: README.md, ' +
      'accredia_downloader/parser.py (build_page_url), accredia_downloader/client.py (requests with the ' +
      'browser session)',
  },
  {
    step: 'record',
    text:
      'The record page holds a table under div.ppsearch with the labels Numero accreditamento, Ragione sociale, ' +
      "Indirizzo, CAP, Località, Telefono, E-mail, Sito web, Responsabile, Stato dell'accreditamento, Data " +
      'prima emissione, Data ultima emissione and an Elenco prove link.',
    status: 'assumed',
    evidence: "Modelled on the register's result fields; no stored copy of a lab record page found",
  },
  {
    step: 'scope',
    text:
      "The 'Elenco prove' is an HTML table with the columns Materiale/Prodotto/Matrice, Denominazione della " +
      'prova, Norma/Metodo (calibration: Grandezza, Strumento in taratura, Procedura).',
    status: 'assumed',
    evidence: 'Modelled on the test lists ACCREDIA publishes per laboratory; column wording not seen',
  },
];

export const adapter: Adapter = {
  body: 'ACCREDIA',
  country: 'IT',
  source: SEARCH,
  assumptions: ASSUMPTIONS,

  async list(ctx) {
    const all: ListedLab[] = [];
    for (const department of DEPARTMENTS) {
      all.push(...(await readDepartment(ctx, department)));
      // The first-run check reads one listing page: the testing department's.
      if (ctx.probe) break;
    }
    return all;
  },

  async detail(ctx, listed) {
    if (!listed.detail_url) layoutError(`${listed.register_id}: the listing gave no record link`);
    const page = await fetchPage(ctx, listed.detail_url);
    const { $ } = page;
    const table = $('div.ppsearch table').first();
    if (!table.length) layoutError(`${page.url}: no record table`);
    const block = fieldsOf($, table.get(0)!, page.url);
    const number = accrediaNumber(lookup(block.values, /^n(umero|\.)?\s*(di\s+)?accreditamento/i));
    if (!number || number.id !== listed.register_id)
      layoutError(`${page.url}: not the record of ${listed.register_id}`);
    const name = lookup(block.values, /^ragione sociale/i);
    if (!name) layoutError(`${page.url}: no name`);

    const scopeUrl = linkOf(block, /^elenco prove/i, /^elenco tarature/i) ?? null;
    let capabilities = listed.partial.capabilities ?? [];
    if (scopeUrl) {
      const scope = await fetchPage(ctx, scopeUrl);
      capabilities = htmlScope(scope.$, [
        {
          field: /^materiale|prodotto|matrice/i,
          test: /^denominazione della prova|^prova$/i,
          method: /^norma|metodo/i,
        },
        { field: /^grandezza/i, test: /^strumento|campione/i, method: /^procedura|metodo/i },
      ]);
    }

    const fields = merge(listed.partial, {
      name,
      accreditation_number: number.number,
      accreditation_status:
        statusFromText(lookup(block.values, /^stato/i)) ?? listed.partial.accreditation_status ?? null,
      street_address: lookup(block.values, /^indirizzo/i),
      postcode: lookup(block.values, /^c\.?a\.?p\.?$/i),
      city: cityOf(lookup(block.values, /^localit/i, /^comune/i, /^citt/i)),
      phone: phoneOf(lookup(block.values, /^telefono/i, /^tel/i)),
      email: emailIn(linkOf(block, /^e-?mail/i) ?? lookup(block.values, /^e-?mail/i), { take: 'link' }),
      website_url: websiteUrl(linkOf(block, /^sito/i) ?? lookup(block.values, /^sito/i), { take: 'whole' }),
      contact_person: lookup(block.values, /^responsabile/i, /^referente/i),
      scope_document_url: scopeUrl,
      source_url: page.url,
      accreditation_date: isoDate(lookup(block.values, /^data (di )?prima emissione/i)),
      last_verified: isoDate(lookup(block.values, /^data (di )?ultima emissione/i, /^data (di )?ultima modifica/i)),
      capabilities,
    });
    return rawLab({ ...fields, register_id: listed.register_id, name, country: 'IT' });
  },
};
