// The bodies the API answers with, described once: the OpenAPI document's
// component schemas are generated from these (src/api/openapi.ts), the
// TypeScript types of the answers are inferred from them, and the contract
// tests check real responses against the generated document.
//
// Every object is closed (a leaked key breaks the schema). Masked fields are
// nullable with the tier rule in their description, so a generated client
// still sees them (DECISIONS, round 2).
import * as z from 'zod';
import { BODIES } from '../../domain/bodies.ts';
import { CATEGORIES } from '../../domain/categories.ts';
import { FACET_DIMENSIONS } from '../../domain/facets.ts';
import { ACCREDITATION_STATUSES } from '../../domain/types.ts';

export const SLUG_PATTERN = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;
export const EXAMPLE_SLUG = 'pruflabor-nord-gmbh-hamburg';

const uri = (description: string) => z.string().meta({ format: 'uri', description });
const nullableText = (description: string, example?: string) =>
  z
    .string()
    .nullable()
    .meta({ description, ...(example ? { examples: [example] } : {}) });
const count = (description: string) => z.number().int().min(0).meta({ description });
const httpUrl = (description: string) =>
  z
    .string()
    .regex(/^https?:\/\//)
    .nullable()
    .meta({ description });

export const CategorySlug = z
  .enum(CATEGORIES.map((c) => c.slug) as [string, ...string[]])
  .meta({ id: 'CategorySlug', description: 'A top-level category slug (see `/categories`).' });
const bodyCode = z.enum(BODIES.map((b) => b.code) as [string, ...string[]]);

export const LabLinks = z
  .strictObject({ self: uri('API URL of the lab.'), html: uri('Web page of the lab.') })
  .meta({ id: 'LabLinks' });

const coordinate = (name: 'latitude' | 'longitude') =>
  z
    .number()
    .min(name === 'latitude' ? -90 : -180)
    .max(name === 'latitude' ? 90 : 180)
    .nullable()
    .meta({
      description:
        `WGS 84 ${name} in degrees. Pro and enterprise: filled where known (else null). Anonymous and free: ` +
        'always null (a paid field).',
    });

const listFields = {
  slug: z
    .string()
    .regex(SLUG_PATTERN)
    .meta({ description: 'URL-safe, stable lab identifier.', examples: [EXAMPLE_SLUG] }),
  name: z
    .string()
    .min(1)
    .meta({ description: 'Display name.', examples: ['Prüflabor Nord GmbH'] }),
  accreditation_number: nullableText('Accreditation certificate number as the body writes it.', 'D-PL-14368-01-00'),
  accreditation_body: bodyCode.meta({ description: 'Accreditation body code.', examples: ['DAKKS'] }),
  accreditation_status: z
    .enum(ACCREDITATION_STATUSES)
    .nullable()
    .meta({ description: 'Accreditation status; null when the register does not say.' }),
  country: z
    .string()
    .regex(/^[A-Z]{2}$/)
    .meta({ description: 'ISO 3166-1 alpha-2 country code.', examples: ['DE'] }),
  city: nullableText('City.', 'Hamburg'),
  postcode: nullableText('Postcode.', '20457'),
  latitude: coordinate('latitude'),
  longitude: coordinate('longitude'),
  categories: z
    .array(CategorySlug)
    .meta({ description: "Category slugs of the lab's capabilities (filled for every tier).", uniqueItems: true }),
};
const extraListFields = {
  distance_km: z
    .number()
    .min(0)
    .meta({ description: 'Pro and enterprise, with `near`: great-circle distance from `near` in km, 1 decimal.' }),
  changed_at: z
    .string()
    .meta({ format: 'date-time', description: "With `updated_since`: when the lab's record last changed." }),
};

export const Lab = z
  .strictObject({
    ...listFields,
    ...Object.fromEntries(Object.entries(extraListFields).map(([k, v]) => [k, v.optional()])),
    _links: LabLinks,
  })
  .meta({
    id: 'Lab',
    description:
      'A lab list item. Every v1 key is always present (nullable values are null, never absent); `distance_km` ' +
      'and `changed_at` appear with their parameter.',
  });

export const LabFields = z
  .strictObject(
    Object.fromEntries(
      Object.entries({ ...listFields, ...extraListFields, _links: LabLinks }).map(([k, v]) => [k, v.optional()]),
    ),
  )
  .meta({ id: 'LabFields', description: 'A list item trimmed by `fields`: only the keys named, in that order.' });

export const Capability = z
  .strictObject({
    canonical_id: z
      .string()
      .min(1)
      .meta({ description: 'Normalised capability identifier.', examples: ['iso-6892-1'] }),
    name: z.string().min(1).meta({ description: 'Human-readable capability name.' }),
    category_slug: CategorySlug.nullable().meta({ description: 'Parent category slug.' }),
    category_name: nullableText('Parent category name.'),
  })
  .meta({ id: 'Capability' });

export const LabMeta = z
  .strictObject({
    capabilities_available: z.literal(false).meta({ description: 'Always false: capabilities need the pro tier.' }),
    upgrade_url: uri('Where to upgrade for capability access.'),
  })
  .meta({ id: 'LabMeta' });

const detailFields = {
  street_address: nullableText('Street address.'),
  phone: nullableText('Phone number.'),
  email: z
    .string()
    .nullable()
    .meta({ format: 'email', description: 'Business contact e-mail address (personal addresses are filtered out).' }),
  website_url: httpUrl("The lab's website."),
  scope_document_url: httpUrl('URL of the original accreditation scope document.'),
  source_url: httpUrl("URL of the lab's record in the national accreditation register."),
  accreditation_date: z.string().nullable().meta({ format: 'date', description: 'Date of accreditation (ISO 8601).' }),
  last_verified: z
    .string()
    .nullable()
    .meta({ format: 'date', description: 'Date the record was last verified against its source.' }),
};

export const LabDetail = z
  .strictObject({
    ...listFields,
    ...detailFields,
    capabilities: z.array(Capability).nullable().meta({
      description: 'Scope of accreditation. Pro and enterprise: an array. Anonymous and free: null (see `_meta`).',
    }),
    _links: LabLinks,
    _meta: LabMeta.optional().meta({
      description: 'Anonymous and free only: how to get capabilities and coordinates.',
    }),
  })
  .meta({
    id: 'LabDetail',
    description: 'A single lab. Every key but `_meta` is always present (nullable values are null).',
  });

export const FacetCount = z
  .strictObject({
    value: z.string().nullable().meta({ description: 'The filter value (a status of null: the register gives none).' }),
    count: count('Labs matching every other filter with this value.'),
  })
  .meta({ id: 'FacetCount' });

export const PaginationMeta = z
  .strictObject({
    page: z.number().int().min(1).meta({ description: 'Current page (1-indexed).' }),
    per_page: z.number().int().min(1).max(100).meta({ description: 'Page size.' }),
    total: count('Number of matching labs.'),
    total_pages: count('ceil(total / per_page).'),
    facets: z
      .strictObject(Object.fromEntries(FACET_DIMENSIONS.map((d) => [d, z.array(FacetCount).optional()])))
      .optional()
      .meta({
        description: 'With `facets`: per dimension, counts of the labs matching all the other filters, most first.',
      }),
    near_city: z
      .strictObject({
        query: z.string(),
        name: z.string().nullable(),
        country: z.string().nullable(),
        latitude: z.number().nullable(),
        longitude: z.number().nullable(),
        radius_km: z.number(),
      })
      .optional()
      .meta({
        description:
          'With `near_city`: the city used (its public GeoNames centre), or nulls when the directory cannot place it.',
      }),
    q_words: z
      .strictObject({
        used: z.array(z.string()).meta({ description: 'Words of `q` the search used, as typed.' }),
        left_out: z
          .array(z.string())
          .min(1)
          .meta({ description: 'Words of `q` that match no lab in the whole directory, as typed: left out.' }),
      })
      .optional()
      .meta({
        description:
          'Present only when a word of `q` matches no lab at all (after folding, stemming, compound splitting ' +
          'and the vocabulary) and was left out rather than answering 0; the other words still combine with ' +
          'AND.',
      }),
  })
  .meta({ id: 'PaginationMeta' });

export const PaginationLinks = z
  .strictObject({
    self: uri('This page, filters in canonical order.'),
    next: z.string().nullable().meta({ format: 'uri', description: 'Next page; null on the last page.' }),
    prev: z.string().nullable().meta({
      format: 'uri',
      description: 'Previous page (past the end: the last page with results); null on the first page.',
    }),
  })
  .meta({ id: 'PaginationLinks' });

/**
 * The media type of a list answered with `fields`: its items are `LabFields`, not `Lab`. A separate media type
 * rather than a union of item shapes, so a client generated from the document types the items of a plain list as
 * the full `Lab` (a union with all-optional `LabFields` made every field `T | undefined`).
 */
export const FIELDS_MEDIA_TYPE = 'application/vnd.lab-directory.fields+json';

export const LabList = z.strictObject({ data: z.array(Lab), meta: PaginationMeta, _links: PaginationLinks }).meta({
  id: 'LabList',
  description: `A page of labs: every item a full \`Lab\`. (With \`fields\`: \`LabFieldsList\`, as ${FIELDS_MEDIA_TYPE}.)`,
});

export const LabFieldsList = z
  .strictObject({ data: z.array(LabFields), meta: PaginationMeta, _links: PaginationLinks })
  .meta({
    id: 'LabFieldsList',
    description: `A page of labs trimmed by \`fields\`, sent as ${FIELDS_MEDIA_TYPE}: each item has only the keys named.`,
  });

export const Category = z
  .strictObject({
    slug: CategorySlug,
    name: z.string().min(1),
    lab_count: count('Labs listed by the `_links.labs` URL (default status filter).'),
    _links: z.strictObject({
      labs: uri('API URL listing the labs in the category.'),
      html: uri('Web URL of a search in the category.'),
    }),
  })
  .meta({ id: 'Category' });

export const CategoryList = z.strictObject({ data: z.array(Category) }).meta({ id: 'CategoryList' });

export const BodyFreshness = z
  .strictObject({
    country: z
      .string()
      .regex(/^[A-Z]{2}$/)
      .nullable()
      .meta({ description: 'ISO 3166-1 alpha-2 country of the body.' }),
    last_scraped: z
      .string()
      .meta({ format: 'date-time', description: 'Time of the last successful scrape of the register.' }),
    labs_count: count('Labs from this body.'),
    age_days: count('Whole days from the last successful scrape to `generated_at`.'),
  })
  .meta({ id: 'BodyFreshness' });

export const Freshness = z
  .strictObject({
    bodies: z.partialRecord(bodyCode, BodyFreshness).meta({ description: 'Keyed by accreditation body code.' }),
    total_labs: count('Labs across all bodies.'),
    generated_at: z.string().meta({
      format: 'date-time',
      description:
        'The start of the current UTC hour: the report (and its ETag) stays the same within the hour while the ' +
        'data are unchanged, so `If-None-Match` gets 304.',
    }),
  })
  .meta({ id: 'Freshness' });

const errorText = z.string().min(1).meta({ description: 'What went wrong, and what is allowed.' });
export const ErrorBody = z.strictObject({ error: errorText }).meta({ id: 'Error', description: 'An error.' });
export const ErrorWithDocs = z
  .strictObject({ error: errorText, docs: uri('Link to the API documentation.') })
  .meta({ id: 'ErrorWithDocs', description: 'An error with a link to the documentation (400, 401).' });
export const UpgradeError = z
  .strictObject({ error: errorText, upgrade_url: uri('Where to upgrade the tier.') })
  .meta({ id: 'UpgradeError', description: 'Needs a higher tier (403).' });
export const RateLimitError = z
  .strictObject({
    error: errorText,
    retry_after: count('Seconds until the exhausted rate-limit window resets.'),
    upgrade_url: uri('Where to upgrade the tier.'),
  })
  .meta({ id: 'RateLimitError', description: 'Rate limit exceeded (429).' });

export const Standard = z
  .strictObject({
    id: z.string().meta({ description: 'Canonical id (for `/standards/{id}`).', examples: ['iso-6892-1'] }),
    reference: z.string().meta({
      description: 'The standard, without year or national adoption prefix: what `standard=` matches.',
      examples: ['ISO 6892-1'],
    }),
    title: z.string().nullable().meta({ description: 'Official English title, where the catalog has it.' }),
    category: z.strictObject({ slug: CategorySlug, name: z.string() }).nullable(),
    lab_count: count('Active labs accredited for it: what `_links.labs` lists.'),
    names: z.array(z.string()).meta({
      description:
        "How the catalog names the test (empty for a standard the catalog does not hold: the labs' own wording " +
        'is their scope, a paid field).',
    }),
    _links: z.strictObject({
      self: uri('This standard.'),
      labs: uri('The labs accredited for it (`/labs?standard=`).'),
    }),
  })
  .meta({ id: 'Standard' });

export const StandardList = z.strictObject({ data: z.array(Standard) }).meta({ id: 'StandardList' });

export const Suggestion = z
  .discriminatedUnion('type', [
    z.strictObject({
      type: z.literal('lab'),
      label: z.string(),
      slug: z.string(),
      city: z.string().nullable(),
      country: z.string(),
      _links: z.strictObject({ self: uri('The lab.') }),
    }),
    z.strictObject({
      type: z.literal('city'),
      label: z.string(),
      city: z.string(),
      country: z.string(),
      lab_count: count('Active labs in the city.'),
      _links: z.strictObject({ labs: uri('Labs in this city (`near_city`).') }),
    }),
    z.strictObject({
      type: z.literal('standard'),
      label: z.string(),
      id: z.string(),
      reference: z.string(),
      lab_count: count('Active labs accredited for it.'),
      _links: z.strictObject({ self: uri('The standard.'), labs: uri('Labs accredited for it.') }),
    }),
    z.strictObject({
      type: z.literal('category'),
      label: z.string(),
      slug: CategorySlug,
      lab_count: count('Active labs in the category.'),
      _links: z.strictObject({ labs: uri('Labs in the category.') }),
    }),
  ])
  .meta({ id: 'Suggestion', description: 'What the typed text may mean, with the id or filter it maps to.' });

export const SuggestionList = z.strictObject({ data: z.array(Suggestion) }).meta({ id: 'SuggestionList' });

export type LabBody = z.infer<typeof Lab>;
export type LabDetailBody = z.infer<typeof LabDetail>;
export type StandardBody = z.infer<typeof Standard>;
export type SuggestionBody = z.infer<typeof Suggestion>;
