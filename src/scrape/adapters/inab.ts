// INAB — Irish National Accreditation Board (Ireland).
//
// What this assumes of the register, and how sure that is (the same rows as
// ASSUMPTIONS below and the INAB table in docs/registers.md):
// - CONFIRMED by a public scraper of the INAB directory (a Selenium script,
//   Ireland_Scraper / Ireland_Information): one listing page per scheme,
//   https://www.inab.ie/inab-directory/laboratory-accreditation/testing-laboratories/
//   and …/calibration-laboratories/, each read whole from one page (the
//   script reads each address once); the page's first <table> holds one row
//   per organisation whose first cell is the organisation's name linking to
//   its record page (…/<scheme>/<slug>.html); on the record page the second
//   `.cms-content` block holds paragraphs: address, contact, website.
//   This CHANGED the adapter: it had assumed a WordPress listing at
//   /inab-client-directory/ (the address in src/domain/bodies.ts, never seen)
//   with a "Next »" pager, every field in listing columns and no record page.
//   The script is some years old (Selenium 3 calls): INAB's site may have
//   been redesigned since; the first-run check will tell.
// - ASSUMED: the row prints the registration number (NNNT testing, NNNC
//   calibration; the format is CONFIRMED by the State Laboratory's "Lab Reg.
//   No. 146T") in a cell of its own; an a[rel=next] link if a scheme ever
//   spans pages.
// - ASSUMED record details: the address paragraph's lines (street…, town,
//   Eircode); the contact paragraph's first line is the contact person, then
//   "Tel:" and "Email:" lines; the website paragraph's link; a "Status:" line
//   when the accreditation is not in force (else a directory entry is taken
//   as accredited); an "Accredited since:" date; and a link to the scope PDF
//   ("Scope of Accreditation" / "Schedule", .pdf).
// - Scope schedules are PDFs (INAB publishes "Schedule of Accreditation"
//   documents); ASSUMED columns for testing: No. | Materials/products tested
//   | Type of test/Properties measured/Range of measurement | Standard
//   specifications/Equipment/Techniques used, and for calibration: No. |
//   Measured quantity / Instrument | Range | Calibration method. The
//   material cell is printed once per block and carried down.
// - UTF-8.
import type { Adapter, Assumption, ListedLab } from '../adapter.ts';
import type { AccreditationStatus } from '../../domain/types.ts';
import { isoDate } from '../parse/dates.ts';
import { absoluteUrl, clean } from '../parse/html.ts';
import { statusFromText } from '../parse/status.ts';
import { elementLines, fetchPage, nextLink, readHtmlListing, type HtmlPage } from '../shapes/html-listing.ts';
import { readScope, type LineLayout } from '../shapes/pdf-scope.ts';
import { emailIn, layoutError, phoneOf, rawLab, splitAddress, websiteUrl } from '../shapes/lab-fields.ts';

const SOURCE = 'https://www.inab.ie/inab-directory/';
const SCHEMES = {
  testing: `${SOURCE}laboratory-accreditation/testing-laboratories/`,
  calibration: `${SOURCE}laboratory-accreditation/calibration-laboratories/`,
} as const;
const NUMBER = /^(\d{3})\s*([TC])$/i;

const SCRAPER =
  'a public Selenium scraper of the INAB directory (functions Ireland_Scraper and Ireland_Information; its ' +
  'repository is not named by the code index)';

/** What the adapter takes for granted, step by step (docs/registers.md prints the same rows). */
const ASSUMPTIONS: readonly Assumption[] = [
  {
    step: 'reachable',
    text:
      'The directory is served at https://www.inab.ie/inab-directory/, with one page per scheme: ' +
      'laboratory-accreditation/testing-laboratories/ and laboratory-accreditation/calibration-laboratories/.',
    status: 'confirmed',
    evidence:
      `${SCRAPER}; the scraper is some years old (src/domain/bodies.ts named /inab-client-directory/, seen ` +
      'nowhere; it now names /inab-directory/)',
  },
  {
    step: 'robots',
    text: 'robots.txt on www.inab.ie allows /inab-directory/ (listings and record pages) and the scope PDFs.',
    status: 'assumed',
    evidence: 'no copy of inab.ie/robots.txt found',
  },
  {
    step: 'listing',
    text:
      "Each scheme's page holds its laboratories in the page's first table, one row per organisation, the first " +
      "cell being the organisation's name linking to its record page.",
    status: 'confirmed',
    evidence: SCRAPER,
  },
  {
    step: 'listing',
    text: 'Each row prints the registration number (NNNT testing, NNNC calibration) in a cell of its own.',
    status: 'assumed',
    evidence:
      "number format: https://www.statelab.ie/accreditation.html ('Lab Reg. No. 146T'); its place in the row " +
      'was not seen',
  },
  {
    step: 'record',
    text:
      "The record page's second .cms-content block holds paragraphs: the address first, then the contact, then " +
      'the website.',
    status: 'confirmed',
    evidence: `${SCRAPER} (read on a certification body's record page; laboratories' pages taken to share the template)`,
  },
  {
    step: 'record',
    text:
      'The address paragraph prints street lines, town and Eircode on lines; the contact paragraph starts with ' +
      "the contact person and has 'Tel:' and 'Email:' lines; the website paragraph links the website.",
    status: 'assumed',
    evidence: "the paragraphs' order is confirmed, their wording was not seen",
  },
  {
    step: 'record',
    text:
      "A record prints 'Status: Suspended' (or Withdrawn) when the accreditation is not in force, else the " +
      "directory entry is taken as accredited; an 'Accredited since:' line gives the first accreditation date.",
    status: 'assumed',
    evidence: 'modelled on the directory being a list of accredited clients; not seen',
  },
  {
    step: 'scope',
    text:
      "The record page links the schedule of accreditation as a PDF ('Scope of Accreditation' or 'Schedule', " +
      '.pdf).',
    status: 'assumed',
    evidence:
      "laboratories INAB accredits publish a 'Laboratory Scope of Accreditation' " +
      '(https://www.hse.ie/eng/services/list/1/public-analyst-laboratory/quality-and-accreditation/); the ' +
      "directory's own link was not seen",
  },
  {
    step: 'scope',
    text:
      'The schedule PDF is a table headed ' +
      "'No. | Materials/products tested | Type of test/Properties measured | Standard specifications/Techniques " +
      "used' for testing and 'No. | Measured quantity / Instrument | Range | Calibration method' for " +
      'calibration, the material printed once per block.',
    status: 'assumed',
    evidence: 'modelled on ILAC-style schedules; no INAB schedule seen',
  },
];

const TESTING: LineLayout = {
  kind: 'lines',
  qualifiedPrefix: false,
  number: /^No\.?$/i,
  testPrefix: /^Materials\/products tested/i,
  test: /^Type of test/i,
  method: /^Standard specifications/i,
};
const CALIBRATION: LineLayout = {
  kind: 'lines',
  qualifiedPrefix: false,
  number: /^No\.?$/i,
  test: /^Measured quantity/i,
  method: /^Calibration method/i,
};

/**
 * One scheme page's rows: name and record link from the first cell, the number (and so the kind) from the cell that
 * holds one.
 */
function schemeRows(page: HtmlPage): (ListedLab | null)[] {
  const { $ } = page;
  const table = $('table').first();
  if (!table.length) layoutError(`listing page ${page.url}: no table (no directory table; the page layout changed)`);
  const out: (ListedLab | null)[] = [];
  table.find('tr').each((_, tr) => {
    const cells = $(tr).children('td');
    if (!cells.length) return; // the header row
    const first = cells.first();
    const name = clean(first.text());
    const link = absoluteUrl(first.find('a[href]').first().attr('href'), page.url);
    const numberCell = cells
      .toArray()
      .map((td) => clean($(td).text())?.replace(/\s+/g, '') ?? '')
      .find((text) => NUMBER.test(text));
    const m = numberCell ? NUMBER.exec(numberCell) : null;
    if (!name || !link || !m) {
      out.push(null);
      return;
    }
    const number = `${m[1]}${m[2]!.toUpperCase()}`;
    const type = m[2]!.toUpperCase() === 'C' ? 'calibration' : 'testing';
    out.push({
      register_id: number,
      detail_url: link,
      partial: { accreditation_number: number, name, lab_type: type },
    });
  });
  return out;
}

/** "Tel: 01 295 0000" → the number; the first such line. */
function phoneIn(lines: readonly string[]): string | null {
  const line = lines.find((l) => /^(tel|phone|telephone)\b/i.test(l));
  return phoneOf(line?.replace(/^(tel|phone|telephone)\.?\s*(no\.?)?\s*:?\s*/i, ''));
}

/** The value after "Label:" on the first line starting with one of the labels. */
function labelled(lines: readonly string[], label: RegExp): string | null {
  for (const line of lines) {
    const m = label.exec(line);
    if (m) return clean(line.slice(m[0].length).replace(/^\s*:?\s*/, ''));
  }
  return null;
}

function statusOf(lines: readonly string[]): AccreditationStatus {
  const text = labelled(lines, /^(accreditation\s+)?status\b/i);
  return (text ? statusFromText(text) : null) ?? 'active';
}

export const adapter: Adapter = {
  body: 'INAB',
  country: 'IE',
  source: SOURCE,
  assumptions: ASSUMPTIONS,

  list(ctx) {
    return readHtmlListing(ctx, {
      label: 'INAB directory',
      start: [SCHEMES.testing, SCHEMES.calibration],
      rows: schemeRows,
      // One page per scheme (as the public scraper reads it); a rel=next link is followed if one appears.
      next: (page) => nextLink(page, 'a[rel~="next"]'),
    });
  },

  async detail(ctx, listed) {
    const p = listed.partial;
    if (!p.name || !listed.detail_url)
      throw new Error(`INAB ${listed.register_id}: listing row without a name or record page`);
    const page = await fetchPage(ctx, listed.detail_url);
    const { $ } = page;
    const block = $('.cms-content')
      .filter((_, el) => $(el).children('p').length > 0)
      .first();
    if (!block.length) layoutError(`${page.url}: no .cms-content block with paragraphs (record layout changed)`);
    const paragraphs = block.children('p').toArray();
    // The county line ("Co. Clare") is dropped: the town before it is the city, the Eircode the postcode.
    const addressLines = elementLines($, paragraphs[0]!, { breaksOnly: true }).filter(
      (l) => !/^(co\.?|county)\s+\w+$/i.test(l),
    );
    const address = splitAddress(addressLines.join('\n'), 'IE');
    const contact = paragraphs[1] ? elementLines($, paragraphs[1], { breaksOnly: true }) : [];
    const all = paragraphs.flatMap((el) => elementLines($, el, { breaksOnly: true }));
    const person = contact[0]?.replace(/^contact(\s+person)?\s*:?\s*/i, '').trim();
    const mail = block.find('a[href^="mailto:"]').first().attr('href');
    const site = paragraphs[2]
      ? ($(paragraphs[2]).find('a[href^="http"]').first().attr('href') ?? elementLines($, paragraphs[2])[0])
      : null;
    const scopeLink = $('.cms-content a[href]')
      .toArray()
      .find(
        (a) =>
          /\.pdf($|\?)/i.test($(a).attr('href') ?? '') && /scope|schedule/i.test(`${$(a).text()} ${$(a).attr('href')}`),
      );
    const scopeUrl = scopeLink ? absoluteUrl($(scopeLink).attr('href'), page.url) : null;
    if (!scopeUrl) layoutError(`${page.url}: no link to the scope PDF (Scope of Accreditation / Schedule)`);
    const kind = p.lab_type === 'calibration' ? 'calibration' : 'testing';
    const scope = await readScope(ctx, scopeUrl, { layout: kind === 'calibration' ? CALIBRATION : TESTING });
    return rawLab({
      register_id: listed.register_id,
      name: p.name,
      country: 'IE',
      accreditation_number: listed.register_id,
      accreditation_status: statusOf(all),
      lab_type: kind,
      ...address,
      phone: phoneIn(contact),
      email: emailIn(mail ?? contact.join(' '), { take: mail ? 'link' : 'word' }),
      contact_person: person && !/\d|@/.test(person) && !/^(tel|phone|e-?mail)\b/i.test(person) ? person : null,
      website_url: websiteUrl(site?.replace(/^(website|web|www)\s*:\s*/i, ''), { take: 'any' }),
      scope_document_url: scopeUrl,
      source_url: page.url,
      accreditation_date: isoDate(
        labelled(all, /^(accredited since|date of (initial )?accreditation|initial accreditation)\b/i),
      ),
      last_verified: null,
      capabilities: scope.capabilities,
    });
  },
};
