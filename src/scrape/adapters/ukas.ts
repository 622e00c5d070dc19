// UKAS (United Kingdom Accreditation Service): "Find an organisation",
// https://www.ukas.com/find-an-organisation/.
//
// What this adapter assumes about the register, and how sure that is (the
// same, row by row, in `assumptions` below and in docs/registers.md):
// - The site is WordPress and its REST API is public. CONFIRMED by public
//   scraper code (github.com/mikefsway/labs, scraper/fetch_orgs.py and
//   scraper/fetch_schedules.py, which read https://www.ukas.com/wp-json/wp/v2/
//   without authentication; its CLAUDE.md notes that robots.txt permits it).
// - Listing: GET /wp-json/wp/v2/organisation?organisation_type=274 (testing
//   laboratories) and …=273 (calibration laboratories), per_page=100, page
//   from 1. CONFIRMED (fetch_orgs.py). Each organisation has id, slug,
//   title.rendered (rendered HTML: entities are decoded here), link (its
//   page on ukas.com), and region, country, organisation_subtype and
//   schedule_categories as taxonomy term ids.
//   UKAS's own fields (number, address, contact) are ACF fields the API does
//   not expose (CONFIRMED, the same repository's CLAUDE.md in its history), so
//   the listing gives only who is accredited and of which kind.
// - Register id: "<WordPress post id> <Testing|Calibration>", the only stable
//   key the listing has (the number comes from the schedule). The type is in
//   the id because an organisation holding both kinds is listed under both.
// - Region and schedule_categories are term ids of UKAS's own taxonomies (a
//   region of the UK, sectors of the schedule); the raw format has no field
//   for either, and town and postcode come from the schedule, so neither is
//   mapped. Each organisation must carry the requested organisation_type term
//   (when it lists its terms): WordPress silently ignores an unknown filter,
//   and an unfiltered listing would mix in certification and inspection bodies.
// - Total and pager: WordPress announces the total in the X-WP-Total and
//   X-WP-TotalPages response headers (fetch_orgs.py pages by X-WP-TotalPages).
//   The adapters' Http interface returns bodies without headers, so every page
//   is asked with WordPress's `_envelope` parameter, which puts status and
//   headers into the JSON body ({body, status, headers}; core WordPress since
//   4.4, documented at developer.wordpress.org/rest-api/using-the-rest-api/
//   global-parameters/, ASSUMED to be honoured by ukas.com). Then the
//   organisations read must add up to X-WP-Total. When an answer comes back
//   bare (no envelope), nothing announces the total and paging ends at a
//   page holding fewer than 100 organisations, an empty page, or WordPress's
//   HTTP 400 `rest_post_invalid_page_number` for a page past the last
//   (fetch_orgs.py stops at that 400; our client throws it as HttpStatusError
//   400, read as the end only after a full page).
// - Record: the organisation's page (`link`) links its schedule(s) of
//   accreditation; the adapter takes the link whose file name is
//   <number><Testing|Calibration>-<Single|Multiple>.pdf for the listed kind.
//   The page's markup is ASSUMED (nothing public shows it); the file name
//   pattern is CONFIRMED (fetch_schedules.py, github.com/EC-BS/Encocam app.py
//   linking …/schedule_uploads/00002/1223Testing-Multiple.pdf). The folder is
//   not predictable (the same CLAUDE.md: "not predictable URL pattern"), so
//   the address is always taken from a link, never built. The accreditation
//   number is the file name's leading digits (four or five: UKAS references
//   in OfficeForProductSafetyAndStandards/ukmcab's cab-data.json have both),
//   checked against the schedule's first page.
// - Status: the API lists published organisations only; a "Status" label on
//   the organisation's page (ASSUMED) can say Suspended or Withdrawn,
//   otherwise the organisation is taken as accredited.
// - Schedule layout: CONFIRMED by scraper/parse_schedule.py — page 1 names the
//   holder, the number, "Accredited to ISO/IEC 17025:2017", "Issue No: …
//   Issue date: …", the address and "Contact:", "Tel:", "E-Mail:",
//   "Website:"; later pages hold the testing table "Materials/Products tested
//   | Type of test/Properties measured/Range of measurement | Standard
//   specifications/Equipment/Techniques used" under a repeated page head.
//   Calibration: "Measured Quantity Instrument or Gauge | Range | Expanded
//   Measurement Uncertainty" CONFIRMED by the same file (and CLAUDE.md); the
//   third column's "Calibration and Measurement Capability (CMC)" heading and
//   a fourth "Remarks" column are ASSUMED, after published schedules (Remarks
//   is read as the method when present; a three-column table is read too).
// Mapping: name = title.rendered; lab_type from the listing's
// organisation_type; address, contact, phone, e-mail and website from the
// schedule's head; last_verified = the schedule's issue date; no coordinates
// and no accreditation date (the API exposes neither).
import type { AccreditationStatus, RawCapability, RawLab } from '../../domain/types.ts';
import type { Adapter, Assumption, ListedLab, ScrapeContext } from '../adapter.ts';
import { HttpStatusError } from '../http/errors.ts';
import { splitPostcodeCity } from '../parse/address.ts';
import { isoDate } from '../parse/dates.ts';
import { absoluteUrl, clean, labelledValues, loadHtml } from '../parse/html.ts';
import type { PdfRow } from '../parse/pdf.ts';
import { statusFromText } from '../parse/status.ts';
import { fetchPage, type HtmlPage } from '../shapes/html-listing.ts';
import { checkAborted, layoutError, lookup, websiteUrl } from '../shapes/lab-fields.ts';
import { allJsonPages, at, numberAt, textAt, type JsonPage } from '../shapes/json-listing.ts';
import { headValue, readPdf, scopeFromRows, type ScopeOptions, type TableLayout } from '../shapes/pdf-scope.ts';

const ORIGIN = 'https://www.ukas.com';
const SEARCH_PAGE = `${ORIGIN}/find-an-organisation/`;
export const API = `${ORIGIN}/wp-json/wp/v2`;
/** WordPress's largest page size. */
export const PER_PAGE = 100;

interface LabKind {
  /** Term id of UKAS's organisation_type taxonomy. */
  term: number;
  /** As in the schedule file names and the register id. */
  type: 'Testing' | 'Calibration';
  labType: 'testing' | 'calibration';
}

export const KINDS: readonly LabKind[] = [
  { term: 274, type: 'Testing', labType: 'testing' },
  { term: 273, type: 'Calibration', labType: 'calibration' },
];

/**
 * The organisations of one kind, page `page` (numbered from 1), asked with `_envelope` so the paging headers come in
 * the body.
 */
export function organisationsUrl(term: number, page: number): string {
  return `${API}/organisation?organisation_type=${term}&per_page=${PER_PAGE}&page=${page}&_envelope=1`;
}

/** What this adapter takes for granted about the register (docs/registers.md shows the same rows). */
export const ASSUMPTIONS: readonly Assumption[] = [
  {
    step: 'reachable',
    text: 'www.ukas.com answers its WordPress REST API at https://www.ukas.com/wp-json/wp/v2/ without authentication.',
    status: 'confirmed',
    evidence: 'github.com/mikefsway/labs: scraper/fetch_orgs.py, scraper/fetch_schedules.py',
  },
  {
    step: 'robots',
    text: 'robots.txt allows the REST API under /wp-json/.',
    status: 'confirmed',
    evidence: "github.com/mikefsway/labs: CLAUDE.md (history, e.g. commit 6029c37: 'robots.txt permits API access')",
  },
  {
    step: 'robots',
    text:
      "robots.txt allows the organisation pages and the schedule PDFs under /wp-content/uploads/ (WordPress's " +
      'default robots.txt disallows only /wp-admin/).',
    status: 'assumed',
    evidence: "WordPress's default robots.txt; UKAS's own was not read",
  },
  {
    step: 'listing',
    text:
      'GET https://www.ukas.com/wp-json/wp/v2/organisation?organisation_type=274 lists the testing laboratories ' +
      'and organisation_type=273 the calibration laboratories, each answer a JSON array of organisations.',
    status: 'confirmed',
    evidence: 'github.com/mikefsway/labs: scraper/fetch_orgs.py',
  },
  {
    step: 'listing',
    text:
      'Each organisation has its post id (id), its name (title.rendered) and its page (link); region and ' +
      'schedule_categories are taxonomy term ids, and the accreditation number, address and contact are not in ' +
      'the API (ACF fields are not exposed).',
    status: 'confirmed',
    evidence: 'github.com/mikefsway/labs: scraper/fetch_orgs.py; CLAUDE.md (history, e.g. commit 6029c37)',
  },
  {
    step: 'listing',
    text:
      'Each organisation lists its organisation_type term ids, which include the term asked for (WordPress ' +
      'ignores a filter it does not know, which would mix in other kinds of body).',
    status: 'assumed',
    evidence:
      "WordPress's REST posts controller, which shows every taxonomy registered for the REST API under its " +
      'rest_base, the same name as its filter',
  },
  {
    step: 'total',
    text:
      "Asked with _envelope, every answer carries WordPress's X-WP-Total and X-WP-TotalPages headers in its body " +
      '({body, status, headers}), and the organisations read must come to X-WP-Total.',
    status: 'assumed',
    evidence:
      'X-WP-TotalPages: github.com/mikefsway/labs: scraper/fetch_orgs.py; _envelope: ' +
      'https://developer.wordpress.org/rest-api/using-the-rest-api/global-parameters/ (not seen on ukas.com)',
  },
  {
    step: 'pager',
    text:
      'Pages advance with page=1, 2, … at per_page=100 up to X-WP-TotalPages; without the envelope, a page of ' +
      'fewer than 100 organisations, an empty page or an HTTP 400 (rest_post_invalid_page_number) after a full ' +
      'page is the end.',
    status: 'confirmed',
    evidence:
      'github.com/mikefsway/labs: scraper/fetch_orgs.py; ' +
      'https://developer.wordpress.org/rest-api/using-the-rest-api/pagination/',
  },
  {
    step: 'record',
    text:
      "Each organisation's page (its link) links its schedule of accreditation by the file name " +
      '<number><Testing|Calibration>-<Single|Multiple>.pdf.',
    status: 'assumed',
    evidence:
      "the page's markup was not seen; " +
      'https://www.gov.im/about-the-government/departments/environment-food-and-agriculture/regulation-' +
      'directorate/government-laboratory/accreditations/ says the UKAS page of a laboratory leads to its ' +
      'schedule',
  },
  {
    step: 'record',
    text:
      "The accreditation number is the schedule file name's leading four or five digits, and the schedule's " +
      'first page prints it.',
    status: 'confirmed',
    evidence:
      'github.com/mikefsway/labs: app/routers/labs.py (history, e.g. commit 47669ce), ' +
      'scraper/parse_schedule.py; github.com/OfficeForProductSafetyAndStandards/ukmcab: ' +
      'src/UKMCAB.Web.UI/cab-data.json (history: UKAS references of four and five digits)',
  },
  {
    step: 'record',
    text:
      "A suspension or withdrawal shows under a 'Status' label on the organisation's page; without one the " +
      'organisation is accredited, since the API lists published organisations only.',
    status: 'assumed',
    evidence:
      "designed: the label is modelled on other registers' record pages; WordPress's REST API lists only " +
      'published posts to anonymous clients',
  },
  {
    step: 'record',
    text:
      "The schedule's first page prints 'Issue No: … Issue date: …', the address, and 'Contact:', 'Tel:', " +
      "'E-Mail:' and 'Website:' lines.",
    status: 'confirmed',
    evidence: 'github.com/mikefsway/labs: scraper/parse_schedule.py',
  },
  {
    step: 'scope',
    text:
      'Schedules are PDFs under https://www.ukas.com/wp-content/uploads/schedule_uploads/<folder>/ named ' +
      '<number><Testing|Calibration>-<Single|Multiple>.pdf, the folder not predictable.',
    status: 'confirmed',
    evidence:
      'github.com/mikefsway/labs: scraper/fetch_schedules.py, CLAUDE.md; github.com/EC-BS/Encocam: app.py ' +
      '(…/schedule_uploads/00002/1223Testing-Multiple.pdf)',
  },
  {
    step: 'scope',
    text:
      "A testing schedule's scope is the table " +
      "'Materials/Products tested | Type of test/Properties measured/Range of measurement | Standard " +
      "specifications/Equipment/Techniques used', its header repeated under each page's running head.",
    status: 'confirmed',
    evidence: 'github.com/mikefsway/labs: scraper/parse_schedule.py',
  },
  {
    step: 'scope',
    text:
      "A calibration schedule's scope is the table " +
      "'Measured Quantity Instrument or Gauge | Range | Expanded Measurement Uncertainty' (the third column may " +
      "be headed 'Calibration and Measurement Capability (CMC)'), with a 'Remarks' column read as the method " +
      'when there is one.',
    status: 'assumed',
    evidence:
      'the headings Measured Quantity, Instrument or Gauge, Range and Expanded Measurement: ' +
      'github.com/mikefsway/labs: scraper/parse_schedule.py, CLAUDE.md; the CMC heading and the Remarks column ' +
      'are modelled on published UKAS calibration schedules',
  },
];

// ------------------------------------------------------------------ listing

/** An answer asked with `_envelope`: {body, status, headers}; null for a bare answer. */
interface Envelope {
  body: unknown;
  status: number;
  headers: Record<string, unknown>;
}

function envelopeOf(answer: unknown): Envelope | null {
  if (answer === null || typeof answer !== 'object' || Array.isArray(answer)) return null;
  const { body, status, headers } = answer as Record<string, unknown>;
  if (typeof status !== 'number' || body === undefined) return null;
  return {
    body,
    status,
    headers: headers !== null && typeof headers === 'object' ? (headers as Record<string, unknown>) : {},
  };
}

function header(headers: Record<string, unknown>, name: string): number | null {
  const key = Object.keys(headers).find((k) => k.toLowerCase() === name.toLowerCase());
  return key === undefined ? null : numberAt(headers, [key]);
}

/** `title.rendered` is HTML: entities decoded, any markup dropped. */
function renderedText(html: string | null): string | null {
  return html === null ? null : clean(loadHtml(`<body>${html}</body>`)('body').text());
}

/** One page of one kind's organisations; a page past the last (a 400 after a full page) reads as empty. */
async function organisationsPage(ctx: ScrapeContext, kind: LabKind, page: number): Promise<JsonPage<unknown>> {
  checkAborted(ctx);
  const url = organisationsUrl(kind.term, page);
  let answer: unknown;
  try {
    answer = await ctx.http.json(url);
  } catch (error) {
    // WordPress answers 400 rest_post_invalid_page_number past the last page; asked only after a full page.
    if (page > 1 && error instanceof HttpStatusError && error.status === 400) return { items: [], total: null };
    throw error;
  }
  const envelope = envelopeOf(answer);
  if (envelope) {
    if (envelope.status === 400 && page > 1 && textAt(envelope.body, 'code') === 'rest_post_invalid_page_number')
      return { items: [], total: null };
    if (envelope.status !== 200)
      layoutError(`${url} answered status ${envelope.status} (${textAt(envelope.body, 'code') ?? 'no error code'})`);
    if (!Array.isArray(envelope.body))
      layoutError(`${url}: the envelope's body is not an array of organisations (the API changed?)`);
    return {
      items: envelope.body,
      total: header(envelope.headers, 'X-WP-Total'),
      pages: header(envelope.headers, 'X-WP-TotalPages'),
    };
  }
  if (!Array.isArray(answer)) layoutError(`${url} did not answer an array of organisations (the API changed?)`);
  return { items: answer, total: null };
}

function toListed(org: unknown, kind: LabKind, label: string): ListedLab {
  const id = numberAt(org, 'id');
  const name = renderedText(textAt(org, 'title.rendered'));
  const link = absoluteUrl(textAt(org, 'link'), ORIGIN);
  if (id === null || !Number.isInteger(id) || !name || !link)
    layoutError(`${label}: an organisation lacks its id, title.rendered or link (the API changed?)`);
  const types = at(org, 'organisation_type');
  if (Array.isArray(types) && !types.some((t) => Number(t) === kind.term)) {
    layoutError(`${label}: organisation ${id} is not of organisation_type ${kind.term}: the API ignored the filter`);
  }
  return {
    register_id: `${id} ${kind.type}`,
    detail_url: link,
    partial: { name, lab_type: kind.labType, source_url: link },
  };
}

async function list(ctx: ScrapeContext): Promise<ListedLab[]> {
  // The first-run check reads one page: the testing laboratories' first.
  const kinds = ctx.probe ? KINDS.slice(0, 1) : KINDS;
  const listed: ListedLab[] = [];
  const seen = new Set<string>();
  for (const kind of kinds) {
    const label = `UKAS ${kind.labType} laboratories (${API}/organisation?organisation_type=${kind.term})`;
    const organisations = await allJsonPages(label, (page) => organisationsPage(ctx, kind, page), {
      pageSize: PER_PAGE,
      maxPages: 100,
      ...(ctx.signal ? { signal: ctx.signal } : {}),
      ...(ctx.probe ? { probe: ctx.probe } : {}),
    });
    for (const org of organisations) {
      const lab = toListed(org, kind, label);
      if (seen.has(lab.register_id)) ctx.log(`${label} shows ${lab.register_id} twice; kept the first`);
      else {
        seen.add(lab.register_id);
        listed.push(lab);
      }
    }
  }
  return listed;
}

// ------------------------------------------------------------------- record

/** A schedule file name: number, kind, single- or multi-site. */
const SCHEDULE_FILE = /\/(\d{4,5})(Testing|Calibration)-(Single|Multiple)\.pdf(?:[?#].*)?$/i;

interface ScheduleLink {
  url: string;
  number: string;
}

/** The page's links to schedules of this kind, in page order, each once. */
function scheduleLinks(page: HtmlPage, type: LabKind['type']): ScheduleLink[] {
  const links: ScheduleLink[] = [];
  page.$('a[href]').each((_, a) => {
    const url = absoluteUrl(page.$(a).attr('href'), page.url);
    const m = url ? SCHEDULE_FILE.exec(new URL(url).pathname) : null;
    if (!url || !m || m[2]!.toLowerCase() !== type.toLowerCase() || links.some((l) => l.url === url)) return;
    links.push({ url, number: m[1]! });
  });
  return links;
}

const STATUS: Record<string, AccreditationStatus> = {
  accredited: 'active',
  active: 'active',
  suspended: 'suspended',
  'voluntarily suspended': 'suspended',
  'partially suspended': 'active',
  withdrawn: 'withdrawn',
  'voluntarily withdrawn': 'withdrawn',
};

function statusOf(page: HtmlPage): AccreditationStatus {
  const text = lookup(labelledValues(page.$), /^(accreditation )?status$/i);
  if (!text) return 'active';
  return STATUS[text.toLowerCase()] ?? statusFromText(text) ?? 'active';
}

// ------------------------------------------------------------------ schedule

/** Running head and foot of every schedule page. */
const SCHEDULE_FURNITURE = [
  /^Schedule of Accreditation/i,
  /^issued by$/i,
  /^United Kingdom Accreditation Service$/i,
  /^2 Pine Trees/i,
  /^Assessment Manager:/i,
  /^DETAIL OF ACCREDITATION$/i,
];

const TESTING_SCOPE: ScopeOptions = {
  layout: {
    kind: 'table',
    columns: [
      { key: 'field', header: /^Materials\/Products tested/i },
      { key: 'test', header: /^Type of test/i },
      { key: 'method', header: /^Standard specifications/i },
    ],
  },
  // The headers' second line.
  ignore: [...SCHEDULE_FURNITURE, /^measured\/Range of measurement/i],
};

const QUANTITY = { key: 'quantity', header: /^Measured Quantity/i };
const RANGE = { key: 'range', header: /^Range$/i };
const CMC = { key: 'cmc', header: /^(Calibration and Measurement|Expanded)/i };

function calibrationLayout(withRemarks: boolean): TableLayout {
  return {
    kind: 'table',
    name: withRemarks ? 'Measured Quantity | Range | CMC | Remarks' : 'Measured Quantity | Range | CMC',
    columns: withRemarks ? [QUANTITY, RANGE, CMC, { key: 'remarks', header: /^Remarks$/i }] : [QUANTITY, RANGE, CMC],
    anchors: ['range'],
    fillDown: ['quantity'],
    compose: (cells): RawCapability | null => {
      const test = [cells.quantity, cells.range].filter(Boolean).join(' ');
      return test ? { test, method: cells.remarks || null, field: null } : null;
    },
  };
}

const CALIBRATION_SCOPE: ScopeOptions = {
  layout: [calibrationLayout(true), calibrationLayout(false)],
  ignore: [
    ...SCHEDULE_FURNITURE,
    /^Instrument or Gauge/i,
    /^Expressed as an Expanded/i,
    /^Uncertainty \(k/i,
    /^Measurement Uncertainty/i,
  ],
};

interface ScheduleHead {
  street: string | null;
  city: string | null;
  postcode: string | null;
  contact: string | null;
  phone: string | null;
  email: string | null;
  website: string | null;
  issued: string | null;
}

const CONTACT_LABELS: [keyof ScheduleHead, RegExp][] = [
  ['contact', /^Contact:\s*/i],
  ['phone', /^Tel(?:ephone)?:\s*/i],
  ['email', /^E-?Mail:\s*/i],
  ['website', /^Website:\s*/i],
];

/** A county or region line printed between the town and the postcode ("Halifax", "West Yorkshire", "HX1 5QN"). */
const COUNTY =
  /^(?:(?:North|South|East|West|Mid)\s+)?(?:[A-Za-z]+shire|Yorkshire|Sussex|Kent|Essex|Surrey|Middlesex|Norfolk|Suffolk|Cornwall|Devon|Dorset|Somerset|Cumbria|Merseyside|Rutland|Northumberland|Tyne and Wear|Isle of Wight|Greater London|Greater Manchester|West Midlands|Glamorgan|Gwent|Powys|Gwynedd|Clwyd|Dyfed|Lothian|Fife|Highland|(?:County|Co\.?)\s+[A-Z][a-z]+|Durham|Riding of Yorkshire)$/;

/** Address (left) and contact lines (right) between the issue line and "… performed at …". */
function readHead(head: readonly PdfRow[]): ScheduleHead {
  const out: ScheduleHead = {
    street: null,
    city: null,
    postcode: null,
    contact: null,
    phone: null,
    email: null,
    website: null,
    issued: isoDate(headValue(head, /Issue date:?/i)),
  };
  const start = head.findIndex((row) => /Issue No/i.test(row.text));
  const end = head.findIndex((row) =>
    /performed at|performed on site|performed by|calibration performed|testing performed/i.test(row.text),
  );
  if (start < 0) return out;
  const address: string[] = [];
  for (const row of head.slice(start + 1, end > start ? end : undefined)) {
    for (const cell of row.cells) {
      const label = CONTACT_LABELS.find(([, pattern]) => pattern.test(cell.text));
      if (label) {
        const value = clean(cell.text.replace(label[1], ''));
        if (value) out[label[0]] = value;
      } else {
        address.push(cell.text);
      }
    }
  }
  const postcodeAt = address.findLastIndex((line) => splitPostcodeCity(line, 'GB').postcode !== null);
  if (postcodeAt >= 0) {
    const split = splitPostcodeCity(address[postcodeAt]!, 'GB');
    out.postcode = split.postcode;
    let streetEnd = postcodeAt;
    if (split.city) out.city = split.city;
    else if (postcodeAt > 0) {
      // "Town" then "POSTCODE" on the next line, or "Town", "County", "POSTCODE".
      const at = postcodeAt > 1 && COUNTY.test(address[postcodeAt - 1]!) ? postcodeAt - 2 : postcodeAt - 1;
      out.city = address[at]!;
      streetEnd = at;
    }
    out.street = address.slice(0, streetEnd).join(', ') || null;
  } else if (address.length) {
    out.street = address.join(', ');
  }
  return out;
}

function kindOf(listed: ListedLab): LabKind {
  const type = listed.register_id.split(' ')[1];
  const kind = KINDS.find((k) => k.type === type || k.labType === listed.partial.lab_type);
  if (!kind) throw new Error(`UKAS ${listed.register_id}: not a testing or calibration listing`);
  return kind;
}

async function detail(ctx: ScrapeContext, listed: ListedLab): Promise<RawLab> {
  const pageUrl = listed.detail_url;
  if (!pageUrl) throw new Error(`UKAS ${listed.register_id}: the listing gave no organisation page`);
  const kind = kindOf(listed);
  const page = await fetchPage(ctx, pageUrl);
  const links = scheduleLinks(page, kind.type);
  const first = links[0];
  if (!first)
    layoutError(
      `UKAS ${listed.register_id}: the organisation page ${pageUrl} links no file named ` +
        `<number>${kind.type}-<Single|Multiple>`,
    );
  if (links.length > 1)
    ctx.log(
      `UKAS ${listed.register_id}: ${pageUrl} links ${links.length} ${kind.labType} schedules; read ${first.url}`,
    );
  const scheduleUrl = first.url;
  const number = first.number;

  const rows = await readPdf(ctx, scheduleUrl);
  if (!rows.some((row) => row.cells.some((cell) => cell.text === number || cell.text.startsWith(`${number} `)))) {
    layoutError(`UKAS ${listed.register_id}: the schedule ${scheduleUrl} does not name accreditation ${number}`);
  }
  const scope = scopeFromRows(rows, {
    ...(kind.labType === 'calibration' ? CALIBRATION_SCOPE : TESTING_SCOPE),
    source: scheduleUrl,
  });
  const head = readHead(scope.head);
  const name = listed.partial.name;
  if (!name) throw new Error(`UKAS ${listed.register_id}: no name`);
  return {
    register_id: listed.register_id,
    name,
    accreditation_number: number,
    accreditation_status: statusOf(page),
    lab_type: kind.labType,
    country: 'GB',
    street_address: head.street,
    city: head.city,
    postcode: head.postcode,
    latitude: null,
    longitude: null,
    phone: head.phone,
    email: head.email,
    contact_person: head.contact,
    website_url: websiteUrl(head.website, { take: 'any' }),
    scope_document_url: scheduleUrl,
    source_url: listed.partial.source_url ?? pageUrl,
    accreditation_date: null,
    last_verified: head.issued,
    capabilities: scope.capabilities,
  };
}

export const adapter: Adapter = {
  body: 'UKAS',
  country: 'GB',
  source: SEARCH_PAGE,
  assumptions: ASSUMPTIONS,
  list,
  detail,
};
