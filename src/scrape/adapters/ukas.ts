// UKAS (United Kingdom Accreditation Service): "Find an organisation",
// https://www.ukas.com/find-an-organisation/.
//
// What this assumes, and how sure it is:
// - Search page address: confirmed (bodies.ts; linked in public code).
// - Listing: the search page is WordPress and loads its results from
//   https://www.ukas.com/wp-admin/admin-ajax.php (named as UKAS's search
//   endpoint in public scraper code: weakly confirmed). The POST form fields
//   (`action=ukas_find_organisation`, `standard`, `paged`) and the JSON shape
//   are ASSUMED, after WordPress conventions: `wp_send_json_success` wraps the
//   answer as {success, data}; data holds WP_Query's paging (`found_posts`,
//   `max_num_pages`, `paged`) and `organisations`, each with id, title,
//   accreditation_number, accreditation_type ("Testing"/"Calibration"),
//   standard, status ("Accredited"/"Suspended"/"Withdrawn"), town, postcode,
//   permalink, schedule (PDF address), latitude/longitude (the search has a
//   location filter, so UKAS geocodes organisations) and date_accredited.
//   Every page is read; the count must equal `found_posts`. WordPress's usual
//   robots.txt (Disallow /wp-admin/, Allow /wp-admin/admin-ajax.php) lets the
//   endpoint be fetched.
// - Numbers: confirmed four digits; the same number can be held once for
//   testing and once for calibration (0001 Testing, 0001 Calibration), so the
//   register id is "<number> <type>".
// - Schedule of accreditation: one PDF per number and type, confirmed address
//   pattern https://www.ukas.com/wp-content/uploads/schedule_uploads/<folder>/
//   <number><Type>-<Single|Multiple>.pdf (taken from the listing, never built).
//   Layout (from published schedules): the head names the number, "Accredited
//   to ISO/IEC 17025:2017", the holder, "Issue No: … Issue date: …", the
//   address down the left and "Contact:", "Tel:", "E-Mail:", "Website:" down
//   the right; the scope table's columns are "Materials/Products tested |
//   Type of test/Properties measured/Range of measurement | Standard
//   specifications/Equipment/Techniques used" (testing) and "Measured
//   Quantity Instrument or Gauge | Range | Calibration and Measurement
//   Capability (CMC) … | Remarks" (calibration), with headers repeated per page.
// Mapping: status from the listing; accreditation_date = date_accredited;
// last_verified = the schedule's issue date; address and contact from the
// schedule head, town/postcode from the listing when the head lacks them.
import type { AccreditationStatus, RawCapability, RawLab } from '../../domain/types.ts';
import type { Adapter, ListedLab, ScrapeContext } from '../adapter.ts';
import { splitPostcodeCity } from '../parse/address.ts';
import { isoDate } from '../parse/dates.ts';
import { absoluteUrl, clean } from '../parse/html.ts';
import type { PdfRow } from '../parse/pdf.ts';
import { statusFromText } from '../parse/status.ts';
import { websiteUrl } from '../shapes/lab-fields.ts';
import { allJsonPages, arrayAt, numberAt, textAt } from '../shapes/json-listing.ts';
import { headValue, readPdf, scopeFromRows, type ScopeOptions } from '../shapes/pdf-scope.ts';

const ORIGIN = 'https://www.ukas.com';
const SEARCH_PAGE = `${ORIGIN}/find-an-organisation/`;
const AJAX = `${ORIGIN}/wp-admin/admin-ajax.php`;
const STANDARD = 'ISO/IEC 17025:2017';

const STATUS: Record<string, AccreditationStatus> = {
  accredited: 'active',
  active: 'active',
  suspended: 'suspended',
  'voluntarily suspended': 'suspended',
  withdrawn: 'withdrawn',
  'voluntarily withdrawn': 'withdrawn',
  cancelled: 'withdrawn',
};

function status(text: string | null): AccreditationStatus | null {
  const t = clean(text)?.toLowerCase();
  return t ? (STATUS[t] ?? statusFromText(t)) : null;
}

function coordinate(value: number | null, limit: number): number | null {
  return value !== null && Math.abs(value) <= limit && value !== 0 ? value : null;
}

async function list(ctx: ScrapeContext): Promise<ListedLab[]> {
  const organisations = await allJsonPages('UKAS find-an-organisation', async (paged) => {
    const body = await ctx.http.json(AJAX, { method: 'POST', form: { action: 'ukas_find_organisation', standard: STANDARD, paged: String(paged) } });
    if (body === null || typeof body !== 'object' || (body as { success?: unknown }).success !== true) {
      throw new Error(`UKAS find-an-organisation page ${paged}: the endpoint did not answer {success: true}`);
    }
    return {
      items: arrayAt(body, 'data.organisations', `UKAS find-an-organisation page ${paged}`),
      total: numberAt(body, 'data.found_posts'),
      pages: numberAt(body, 'data.max_num_pages'),
    };
  });
  const seen = new Set<string>();
  return organisations.map((org) => {
    const number = textAt(org, 'accreditation_number');
    const type = textAt(org, 'accreditation_type');
    const name = textAt(org, 'title');
    if (!number || !type || !name) throw new Error('UKAS find-an-organisation: a result lacks its title, accreditation_number or accreditation_type');
    const registerId = `${number} ${type}`;
    if (seen.has(registerId)) throw new Error(`UKAS find-an-organisation: ${registerId} is listed twice`);
    seen.add(registerId);
    return {
      register_id: registerId,
      detail_url: absoluteUrl(textAt(org, 'schedule'), ORIGIN),
      partial: {
        name,
        accreditation_number: number,
        accreditation_status: status(textAt(org, 'status')),
        lab_type: /calibration/i.test(type) ? 'calibration' : /testing/i.test(type) ? 'testing' : null,
        city: textAt(org, 'town'),
        postcode: textAt(org, 'postcode'),
        latitude: coordinate(numberAt(org, 'latitude'), 90),
        longitude: coordinate(numberAt(org, 'longitude'), 180),
        source_url: absoluteUrl(textAt(org, 'permalink'), ORIGIN),
        accreditation_date: isoDate(textAt(org, 'date_accredited')),
      },
    };
  });
}

/** Running head and foot of every schedule page. */
const SCHEDULE_FURNITURE = [/^Schedule of Accreditation/i, /^issued by$/i, /^United Kingdom Accreditation Service$/i, /^2 Pine Trees/i, /^Assessment Manager:/i, /^DETAIL OF ACCREDITATION$/i];

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

const CALIBRATION_SCOPE: ScopeOptions = {
  layout: {
    kind: 'table',
    columns: [
      { key: 'quantity', header: /^Measured Quantity/i },
      { key: 'range', header: /^Range$/i },
      { key: 'cmc', header: /^Calibration and Measurement/i },
      { key: 'remarks', header: /^Remarks$/i },
    ],
    anchors: ['range'],
    fillDown: ['quantity'],
    compose: (cells): RawCapability | null => {
      const test = [cells.quantity, cells.range].filter(Boolean).join(' ');
      return test ? { test, method: cells.remarks || null, field: null } : null;
    },
  },
  ignore: [...SCHEDULE_FURNITURE, /^Instrument or Gauge/i, /^Expressed as an Expanded/i, /^Uncertainty \(k/i],
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

/** Address (left) and contact lines (right) between the issue line and "… performed at …". */
function readHead(head: readonly PdfRow[], listedCity: string | null): ScheduleHead {
  const out: ScheduleHead = { street: null, city: null, postcode: null, contact: null, phone: null, email: null, website: null, issued: isoDate(headValue(head, /Issue date:?/i)) };
  const start = head.findIndex((row) => /Issue No/i.test(row.text));
  const end = head.findIndex((row) => /performed at|performed on site|calibration performed|testing performed/i.test(row.text));
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
    const split = splitPostcodeCity(address[postcodeAt], 'GB');
    out.postcode = split.postcode;
    let streetEnd = postcodeAt;
    if (split.city) out.city = split.city;
    else if (postcodeAt > 0) {
      // "…, Town" then "POSTCODE" on the next line; the listing's town names the town line when a county follows it.
      const townAt = listedCity ? address.findIndex((line) => line.toLowerCase() === listedCity.toLowerCase()) : -1;
      const at = townAt >= 0 && townAt < postcodeAt ? townAt : postcodeAt - 1;
      out.city = address[at]!;
      streetEnd = at;
    }
    out.street = address.slice(0, streetEnd).join(', ') || null;
  } else if (address.length) {
    out.street = address.join(', ');
  }
  return out;
}


async function detail(ctx: ScrapeContext, listed: ListedLab): Promise<RawLab> {
  const scheduleUrl = listed.detail_url;
  if (!scheduleUrl) throw new Error(`UKAS ${listed.register_id}: the listing gave no schedule of accreditation`);
  const rows = await readPdf(ctx, scheduleUrl);
  const calibration = listed.partial.lab_type === 'calibration';
  const scope = scopeFromRows(rows, { ...(calibration ? CALIBRATION_SCOPE : TESTING_SCOPE), source: scheduleUrl });
  const number = listed.partial.accreditation_number ?? listed.register_id.split(' ')[0]!;
  if (!rows.some((row) => row.cells.some((cell) => cell.text === number))) {
    throw new Error(`UKAS ${listed.register_id}: ${scheduleUrl} does not name accreditation ${number}`);
  }
  const head = readHead(scope.head, listed.partial.city ?? null);
  const name = listed.partial.name;
  if (!name) throw new Error(`UKAS ${listed.register_id}: no name`);
  return {
    register_id: listed.register_id,
    name,
    accreditation_number: number,
    accreditation_status: listed.partial.accreditation_status ?? null,
    lab_type: listed.partial.lab_type ?? null,
    country: 'GB',
    street_address: head.street,
    city: head.city ?? listed.partial.city ?? null,
    postcode: head.postcode ?? listed.partial.postcode ?? null,
    latitude: listed.partial.latitude ?? null,
    longitude: listed.partial.longitude ?? null,
    phone: head.phone,
    email: head.email,
    contact_person: head.contact,
    website_url: websiteUrl(head.website, { take: 'any' }),
    scope_document_url: scheduleUrl,
    source_url: listed.partial.source_url ?? SEARCH_PAGE,
    accreditation_date: listed.partial.accreditation_date ?? null,
    last_verified: head.issued,
    capabilities: scope.capabilities,
  };
}

export const adapter: Adapter = {
  body: 'UKAS',
  country: 'GB',
  source: SEARCH_PAGE,
  list,
  detail,
};
