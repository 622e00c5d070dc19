// ACCREDIA — Ente Italiano di Accreditamento (Italy).
//
// What this adapter assumes about the register, and how sure that is:
// - The laboratory search is the JSP application on services.accredia.it:
//   accredia_labsearch.jsp?ID_LINK=1734&area=310&dipartimento=L (CONFIRMED:
//   the address, with these parameters, appears in public scraping code and
//   research notes). `dipartimento` selects the department: L = laboratori di
//   prova (numbers "0123 L"), and ASSUMED T = laboratori di taratura
//   (numbers "LAT N° 185").
// - Result pages: ASSUMED to work like ACCREDIA's sister search for certified
//   companies (ppsearch/accredia_companymask_remote.jsp), whose structure is
//   CONFIRMED by a public downloader's specification: results inside
//   `div.ppsearch`, one `<table>` of label/value rows per result, the total
//   printed as "Risultati: 1.234" (dot as thousands separator), a zero-based
//   `page` parameter with every other parameter kept, 20 results a page. The
//   lab search is assumed to share that engine; its row labels (N.
//   Accreditamento, Ragione sociale, Sede, Stato) are ASSUMED. The company
//   search sits behind a reCAPTCHA; the lab search is ASSUMED not to (if it
//   does, list() fails loudly: the gate page has no results and throws).
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
//   confirmed). ASSUMED, as JSP searches commonly do: the first result page
//   opens a JSESSIONID session that later pages need; the client's cookie jar
//   carries it (a page without results, e.g. "session expired", throws).
import type { Adapter, ListedLab, ScrapeContext } from '../adapter.ts';
import { isoDate } from '../parse/dates.ts';
import { clean } from '../parse/html.ts';
import { statusFromText } from '../parse/status.ts';
import { emailIn, layoutError, lookup, merge, phoneOf, rawLab, websiteUrl } from '../shapes/lab-fields.ts';
import { countIn, fetchPage, htmlScope, labelledBlock, linkOf, readHtmlListing, withParam, type HtmlPage } from '../shapes/html-listing.ts';

const BASE = 'https://services.accredia.it/';
const SEARCH = `${BASE}accredia_labsearch.jsp?ID_LINK=1734&area=310`;

/** The two departments of the lab search: testing (L) and calibration (T, LAT numbers). */
const DEPARTMENTS = [
  { code: 'L', lab_type: 'testing' },
  { code: 'T', lab_type: 'calibration' },
] as const;

export function searchUrl(department: string, page: number): string {
  return withParam(withParam(withParam(SEARCH, 'dipartimento', department), 'page', page), 'submit', 'Cerca');
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
  const out: ListedLab[] = [];
  $('div.ppsearch > table').each((_, table) => {
    const block = labelledBlock($, table, page.url);
    const number = accrediaNumber(lookup(block.values, /^n\.?\s*accreditamento/i, /^numero/i));
    const name = lookup(block.values, /^ragione sociale/i, /^denominazione/i);
    if (!number || !name) return;
    out.push({
      register_id: number.id,
      detail_url: linkOf(block, /^ragione sociale/i, /^dettaglio/i, /^scheda/i),
      partial: {
        register_id: number.id,
        name,
        accreditation_number: number.number,
        accreditation_status: statusFromText(lookup(block.values, /^stato/i)),
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
    start: searchUrl(department.code, 0),
    rows: (page) => resultBlocks(page, department.lab_type),
    total: (page) => (total = countIn(page.$('div.ppsearch, body').first().text(), /Risultati:\s*([\d.]+)/i)),
    next: (page, index, read) => (total !== null && read < total ? searchUrl(department.code, index + 1) : null),
  });
}

/** "Modena (MO)" → Modena. */
function cityOf(text: string | null): string | null {
  return clean(text?.replace(/\(\s*[A-Z]{2}\s*\)\s*$/, ''));
}

export const adapter: Adapter = {
  body: 'ACCREDIA',
  country: 'IT',
  source: SEARCH,

  async list(ctx) {
    const all: ListedLab[] = [];
    for (const department of DEPARTMENTS) all.push(...(await readDepartment(ctx, department)));
    return all;
  },

  async detail(ctx, listed) {
    if (!listed.detail_url) layoutError(`${listed.register_id}: the listing gave no record link`);
    const page = await fetchPage(ctx, listed.detail_url);
    const { $ } = page;
    const table = $('div.ppsearch table').first();
    if (!table.length) layoutError(`${page.url}: no record table`);
    const block = labelledBlock($, table.get(0)!, page.url);
    const number = accrediaNumber(lookup(block.values, /^n(umero|\.)?\s*(di\s+)?accreditamento/i));
    if (!number || number.id !== listed.register_id) layoutError(`${page.url}: not the record of ${listed.register_id}`);
    const name = lookup(block.values, /^ragione sociale/i);
    if (!name) layoutError(`${page.url}: no name`);

    const scopeUrl = linkOf(block, /^elenco prove/i, /^elenco tarature/i) ?? null;
    let capabilities = listed.partial.capabilities ?? [];
    if (scopeUrl) {
      const scope = await fetchPage(ctx, scopeUrl);
      capabilities = htmlScope(scope.$, [
        { field: /^materiale|prodotto|matrice/i, test: /^denominazione della prova|^prova$/i, method: /^norma|metodo/i },
        { field: /^grandezza/i, test: /^strumento|campione/i, method: /^procedura|metodo/i },
      ]);
    }

    const fields = merge(listed.partial, {
      name,
      accreditation_number: number.number,
      accreditation_status: statusFromText(lookup(block.values, /^stato/i)) ?? listed.partial.accreditation_status ?? null,
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
