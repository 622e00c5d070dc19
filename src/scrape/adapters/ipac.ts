// IPAC — Instituto Português de Acreditação (Portugal).
//
// What this assumes of the register, and how sure that is (the same rows as
// ASSUMPTIONS below and the IPAC table in docs/registers.md):
// - Record page per lab: https://www.ipac.pt/pesquisa/ficha_lae.asp?ID=L0705
//   CONFIRMED (stored copies of ficha_lae.asp?ID=L0705 and ?id=L0424): a
//   "Informação geral" block of label/value rows — Acreditação, Referencial,
//   Entidade, Sigla, Data de Concessão (YYYY-MM-DD), Certificado em vigor,
//   Contacto — then "Locais abrangidos" (Endereço on two lines, Distrito,
//   Telefone, Fax, E-mail; several sites repeat the block, the first is the
//   main one), then "Âmbito de acreditação - Local: …", "Anexo técnico em
//   vigor: <date>" and the scope table with columns Produto | Ensaio |
//   Método | Categoria, grouped under one-cell rows "[ Águas ]". "Categoria"
//   is IPAC's flexible-scope category (0, I, II...), not a classification,
//   so the group heading is the field.
// - A flexible-scope record says "Consulte também a respetiva Lista de
//   Ensaios" (CONFIRMED wording; the fixture now prints it instead of an
//   invented "Anexo Técnico" link). Technical annexes are /docsig/?XXXX-…
//   documents (CONFIRMED by a stored annex, L0242-1); which link on the
//   record page leads there is ASSUMED: the adapter takes the first link
//   naming the annex or the Lista de Ensaios, or pointing into /docsig/.
// - Numbers: L#### testing, M#### calibration (bodies.ts, verified).
// - Listing: ASSUMED. The search form at /pesquisa/acredita.asp is taken to
//   list results as a table (Acreditação linking to ficha_lae.asp, Entidade,
//   Localidade, Estado) paged by a "Seguinte" link. Clinical labs (ISO 15189)
//   are filtered by the referencial column when the listing shows it.
// - Status wording ASSUMED: Acreditado / Suspenso / Anulado, in the listing
//   and as "Estado" on the record page when shown there (the stored copies
//   print none).
// - Encoding: a classic ASP site; ASSUMED to serve ISO-8859-1 with its
//   charset declared (the client decodes whatever is declared).
// - Website ("Internet") is an ASSUMED record label (the annex prints one).
// - No session cookie is needed as far as known.
import type { Adapter, Assumption, ListedLab } from '../adapter.ts';
import { isoDate } from '../parse/dates.ts';
import { statusFromText } from '../parse/status.ts';
import {
  cellOf,
  elementLines,
  htmlScope,
  linkMatching,
  linkOf,
  readHtmlListing,
  readRecordPage,
  resultTable,
} from '../shapes/html-listing.ts';
import { emailIn, rawLab, splitAddress, websiteUrl } from '../shapes/lab-fields.ts';

const SOURCE = 'https://www.ipac.pt/pesquisa/acredita.asp';
const LISTING = 'https://www.ipac.pt/pesquisa/acredita.asp?tipo=LAB&pag=1';
const NUMBER = /^[LM]\d{4}$/;

const RECORD_COPIES =
  'http://www.ipac.pt/pesquisa/ficha_lae.asp?ID=L0705 and http://www.ipac.pt/pesquisa/ficha_lae.asp?id=L0424 ' +
  '(stored copies)';

/** What the adapter takes for granted, step by step (docs/registers.md prints the same rows). */
const ASSUMPTIONS: readonly Assumption[] = [
  {
    step: 'reachable',
    text:
      'www.ipac.pt serves the register under /pesquisa/: the laboratory search acredita.asp and a record page ' +
      'ficha_lae.asp per lab.',
    status: 'confirmed',
    evidence: `record pages: ${RECORD_COPIES}; the search address is from src/domain/bodies.ts`,
  },
  {
    step: 'robots',
    text: 'robots.txt on www.ipac.pt allows /pesquisa/acredita.asp and /pesquisa/ficha_lae.asp.',
    status: 'assumed',
    evidence: 'no copy of ipac.pt/robots.txt found',
  },
  {
    step: 'listing',
    text:
      'The laboratory search acredita.asp?tipo=LAB&pag=N lists results in a table (table.resultados) headed ' +
      "'Acreditação | Entidade | Referencial | Localidade | Estado', the number linking to " +
      'ficha_lae.asp?ID=<number>.',
    status: 'assumed',
    evidence: 'modelled on classic ASP result tables; the results page was not seen',
  },
  {
    step: 'listing',
    text:
      'Testing laboratories are numbered L#### and calibration laboratories M####; rows whose Referencial is ISO ' +
      '15189 (clinical) are skipped.',
    status: 'confirmed',
    evidence: `${RECORD_COPIES} (L numbers, Referencial NP EN ISO/IEC 17025); M series: src/domain/bodies.ts (verified)`,
  },
  {
    step: 'pager',
    text: "Result pages advance through a 'Seguinte' link (pag=N).",
    status: 'assumed',
    evidence: 'modelled on Portuguese ASP sites; not seen',
  },
  {
    step: 'record',
    text:
      "The record page prints 'Informação geral' label/value rows (Acreditação, Referencial, Entidade, " +
      "Sigla, Data de Concessão YYYY-MM-DD, Certificado em vigor, Contacto) and then 'Locais abrangidos' " +
      '(Endereço on two lines, Distrito, Telefone, Fax, E-mail), the first site being the main one.',
    status: 'confirmed',
    evidence: RECORD_COPIES,
  },
  {
    step: 'record',
    text:
      "The status is the listing's Estado (Acreditado / Suspenso / Anulado), or an 'Estado' row on the record " +
      'page when it prints one.',
    status: 'assumed',
    evidence: 'the stored record pages print no status',
  },
  {
    step: 'record',
    text: 'Pages are ISO-8859-1 with their charset declared.',
    status: 'assumed',
    evidence: 'classic ASP site; the stored copies do not show their charset',
  },
  {
    step: 'record',
    text: "A website, when printed, is labelled 'Internet'.",
    status: 'assumed',
    evidence:
      "the technical annex's contact block uses 'Internet' " +
      '(https://1library.org/document/qvr5881y-anexo-tecnico-de-acreditacao-no-l-accreditation-annex.html); ' +
      'the stored record pages show none',
  },
  {
    step: 'scope',
    text:
      "The scope is the record page's own table headed 'Produto | Ensaio | Método | Categoria', grouped under " +
      "one-cell rows such as '[ Águas ]', after 'Anexo técnico em vigor: YYYY-MM-DD'.",
    status: 'confirmed',
    evidence: RECORD_COPIES,
  },
  {
    step: 'scope',
    text:
      'The technical annex is a /docsig/?XXXX-XXXX-XXXX-XXXX document, linked from the record page as the annex ' +
      "or, for flexible scopes, the 'Lista de Ensaios'.",
    status: 'assumed',
    evidence:
      'docsig addresses: stored annex L0242-1 ' +
      '(https://1library.org/document/qvr5881y-anexo-tecnico-de-acreditacao-no-l-accreditation-annex.html); ' +
      "'Lista de Ensaios' wording: http://www.ipac.pt/pesquisa/ficha_lae.asp?ID=L0705; the link target was not " +
      'seen',
  },
];

function labType(number: string): string {
  return number.startsWith('M') ? 'calibration' : 'testing';
}

export const adapter: Adapter = {
  body: 'IPAC',
  country: 'PT',
  source: SOURCE,
  assumptions: ASSUMPTIONS,

  async list(ctx) {
    return readHtmlListing(ctx, {
      start: LISTING,
      rows: (page) =>
        resultTable(page, 'table.resultados', [/^Acredita/i, /^Entidade/i]).map((row): ListedLab | null => {
          const number = cellOf(row, /^Acredita/i)?.toUpperCase();
          if (!number || !NUMBER.test(number)) return null;
          if (/15189/.test(cellOf(row, /^Referencial/i) ?? '')) return null;
          const link = linkOf(row, /^Acredita/i) ?? `https://www.ipac.pt/pesquisa/ficha_lae.asp?ID=${number}`;
          return {
            register_id: number,
            detail_url: link,
            partial: {
              accreditation_number: number,
              name: cellOf(row, /^Entidade/i) ?? undefined,
              city: cellOf(row, /^Localidade/i),
              accreditation_status: statusFromText(cellOf(row, /^Estado/i)),
              lab_type: labType(number),
            },
          };
        }),
    });
  },

  async detail(ctx, listed) {
    const url = listed.detail_url ?? `https://www.ipac.pt/pesquisa/ficha_lae.asp?ID=${listed.register_id}`;
    const page = await readRecordPage(ctx, url);
    const { labels, $ } = page;
    const number = labels.get('Acreditação') ?? listed.register_id;
    const name = labels.get('Entidade') ?? listed.partial.name;
    if (!name) throw new Error(`IPAC ${listed.register_id}: record page names no entity`);
    // The address cell prints street and "postcode locality" on separate lines.
    const addressCell = $('td,th')
      .filter((_, el) => /^Endereço$/i.test($(el).text().trim()))
      .first()
      .next();
    const address = splitAddress(elementLines($, addressCell).join('\n') || labels.get('Endereço'), 'PT');
    const annex = /Anexo técnico em vigor:\s*(\d{4}-\d{2}-\d{2})/i.exec($('body').text());
    const capabilities = htmlScope(
      $,
      { testPrefix: /^Produto$/i, test: /^Ensaio$/i, method: /^Método$/i },
      { where: 'table.ambito', style: 'grouped' },
    );
    const status =
      statusFromText(labels.get('Estado', 'Estado da acreditação')) ?? listed.partial.accreditation_status ?? null;
    return rawLab({
      ...listed.partial,
      register_id: listed.register_id,
      name,
      country: 'PT',
      accreditation_number: number,
      accreditation_status: status,
      lab_type: labType(number),
      ...address,
      city: address.city ?? listed.partial.city ?? null,
      phone: labels.get('Telefone'),
      email: emailIn(labels.get('E-mail')),
      contact_person: labels.get('Contacto'),
      website_url: websiteUrl(labels.get('Internet', 'Website', 'Sítio')),
      scope_document_url: linkMatching($, page.url, /anexo\s+t[ée]cnico|lista\s+de\s+ensaios|docsig/i),
      source_url: page.url,
      accreditation_date: isoDate(labels.get('Data de Concessão')),
      last_verified: annex ? isoDate(annex[1]) : isoDate(labels.get('Certificado em vigor')),
      capabilities,
    });
  },
};
