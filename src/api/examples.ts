// The example answers of the OpenAPI document (src/api/openapi.ts), made by the
// code that makes the real answers: one sample lab run through the tier masking
// (src/api/mask.ts) for each tier, the links of src/api/links.ts, and the
// endpoints' own body functions, so an example cannot drift from the API.
import { CATEGORIES } from '../domain/categories.ts';
import type { Lab } from '../domain/types.ts';
import type { ListQuery } from '../domain/lab-query.ts';
import { CSV_COLUMNS, exportLine } from './endpoints/export.ts';
import { freshnessOf } from './endpoints/freshness.ts';
import { standardBody } from './endpoints/standards.ts';
import { suggestionBody } from './endpoints/suggest.ts';
import { categoryLinks, labLinks, pageLinks, upgradeUrlOf } from './links.ts';
import { detailItem, listItem } from './mask.ts';
import { EXAMPLE_SLUG } from './schemas/responses.ts';

/** The sample lab every example shows (synthetic, in a real register's format). */
const SAMPLE_LAB: Lab = {
  id: 'DAKKS:D-PL-14368-01-00',
  slug: EXAMPLE_SLUG,
  name: 'Prüflabor Nord GmbH',
  accreditation_number: 'D-PL-14368-01-00',
  accreditation_body: 'DAKKS',
  accreditation_status: 'active',
  country: 'DE',
  city: 'Hamburg',
  postcode: '20457',
  latitude: 53.54321,
  longitude: 9.98765,
  categories: ['mechanical', 'metallurgy-materials'],
  street_address: 'Am Sandtorkai 12',
  phone: '+49 40 1234567',
  email: 'info@pruflabor-nord.example',
  website_url: 'https://www.pruflabor-nord.example',
  scope_document_url: 'https://www.pruflabor-nord.example/scope.pdf',
  source_url: 'https://www.dakks.de/de/akkreditierte-stellen-suche.html',
  accreditation_date: '2019-04-12',
  last_verified: '2026-05-28',
  capabilities: [
    {
      canonical_id: 'iso-6892-1',
      name: 'Metallic materials — Tensile testing — Part 1: Method of test at room temperature',
      category_slug: 'metallurgy-materials',
      category_name: 'Metallurgy and materials testing',
      standard: 'DIN EN ISO 6892-1:2020-06',
      standard_key: 'ISO 6892-1',
    },
  ],
};

/** The query of the list example: `/labs?country=DE&q=tensile+hamburg`. */
const LIST_QUERY: ListQuery = {
  country: 'DE',
  body: null,
  category: null,
  q: 'tensile hamburg',
  standard: null,
  standardKey: null,
  status: 'active',
  statusGiven: false,
  page: 1,
  perPage: 25,
};

const CHANGED_AT = '2026-05-28T03:15:00.000Z';
const GENERATED_AT = Date.parse('2026-06-01T09:00:00Z');

/** One answer as each tier gets it. */
export interface ByTier<T = unknown> {
  /** Anonymous and free: coordinates null, capabilities withheld with `_meta` saying so. */
  anonymous: T;
  /** Pro and enterprise: the full record. */
  pro: T;
}

export interface ApiExamples {
  list: ByTier;
  detail: ByTier;
  categories: unknown;
  standards: unknown;
  standard: unknown;
  suggestions: unknown;
  freshness: unknown;
  /** The enterprise export of the sample lab (other tiers get 403). */
  exportNdjson: string;
  exportCsv: string;
}

export function apiExamples(origin: string): ApiExamples {
  const links = labLinks(origin, SAMPLE_LAB.slug);
  const upgradeUrl = upgradeUrlOf(origin);
  const list = (full: boolean) => ({
    data: [listItem(SAMPLE_LAB, full, links)],
    meta: { page: 1, per_page: LIST_QUERY.perPage, total: 1, total_pages: 1 },
    _links: pageLinks(origin, LIST_QUERY, 1),
  });
  const detail = (full: boolean) => detailItem(SAMPLE_LAB, full, links, upgradeUrl);
  const category = CATEGORIES.find((c) => c.slug === SAMPLE_LAB.categories[0])!;
  const capability = SAMPLE_LAB.capabilities[0]!;
  const standard = standardBody(origin, {
    id: capability.canonical_id,
    reference: capability.standard_key!,
    title: 'Metallic materials — Tensile testing — Part 1: Method of test at room temperature',
    category: { slug: capability.category_slug!, name: capability.category_name! },
    lab_count: 1,
    names: ['Tensile test at room temperature'],
    wording: [capability.name],
  });
  const full = detail(true);
  return {
    list: { anonymous: list(false), pro: list(true) },
    detail: { anonymous: detail(false), pro: full },
    categories: {
      data: [{ slug: category.slug, name: category.name, lab_count: 1, _links: categoryLinks(origin, category.slug) }],
    },
    standards: { data: [standard] },
    standard,
    suggestions: {
      data: [
        suggestionBody(origin, {
          type: 'lab',
          label: SAMPLE_LAB.name,
          slug: SAMPLE_LAB.slug,
          city: SAMPLE_LAB.city,
          country: SAMPLE_LAB.country,
        }),
        suggestionBody(origin, {
          type: 'city',
          label: `${SAMPLE_LAB.city}, ${SAMPLE_LAB.country}`,
          city: SAMPLE_LAB.city!,
          country: SAMPLE_LAB.country,
          lab_count: 1,
        }),
      ],
    },
    freshness: freshnessOf(
      {
        bodies: { DAKKS: { country: 'DE', last_scraped: '2026-06-01T03:15:00Z', labs_count: 1, sample: true } },
        total_labs: 1,
      },
      GENERATED_AT,
    ),
    exportNdjson: exportLine(full, CHANGED_AT, 'ndjson'),
    exportCsv: `${CSV_COLUMNS.join(',')}\r\n${exportLine(full, CHANGED_AT, 'csv')}`,
  };
}
