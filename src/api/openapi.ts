// The OpenAPI 3.1 document served at GET /api/v1/openapi.json. It describes
// exactly what the server answers, tightly enough (every object closed with
// `additionalProperties: false`, every always-emitted key required) that the
// contract tests can check each response against it and catch a leaked field.
// Generated from the same constants the server uses (bodies, categories,
// tiers, query limits), so the two cannot drift apart.
import { BODIES } from '../domain/bodies.ts';
import { CATEGORIES } from '../domain/categories.ts';
import { STATUS_FILTERS } from '../domain/lab-query.ts';
import { DEFAULT_PER_PAGE, MAX_PAGE, MAX_PER_PAGE, MAX_Q_LENGTH, MAX_STANDARD_LENGTH } from './list-request.ts';
import { TIER_RULES } from '../domain/tiers.ts';
import { ACCREDITATION_STATUSES, TIERS } from '../domain/types.ts';
import { API_KEY_SUNSET } from './caller.ts';

export interface OpenApiContext {
  /** The configured public origin, e.g. 'http://localhost:4321'. */
  publicUrl: string;
  /** True when the directory holds the generated sample data. */
  sample: boolean;
}

type Json = Record<string, unknown>;


const EXAMPLE_SLUG = 'pruflabor-nord-gmbh-hamburg';
const SLUG_PATTERN = '^[a-z0-9]+(?:-[a-z0-9]+)*$';

const schema = (name: string): Json => ({ $ref: `#/components/schemas/${name}` });
const header = (name: string): Json => ({ $ref: `#/components/headers/${name}` });
const response = (name: string): Json => ({ $ref: `#/components/responses/${name}` });
const parameter = (name: string): Json => ({ $ref: `#/components/parameters/${name}` });

/** A closed object: every listed key required unless named in `optional`. */
function closedObject(properties: Json, extra: Json = {}, optional: readonly string[] = []): Json {
  return {
    type: 'object',
    additionalProperties: false,
    required: Object.keys(properties).filter((key) => !optional.includes(key)),
    properties,
    ...extra,
  };
}

const nullableString = (description: string, extra: Json = {}): Json => ({ type: ['string', 'null'], description, ...extra });

function formatCount(n: number): string {
  return n.toLocaleString('en-US');
}

// ---------------------------------------------------------------------------
// Description

function tiersTable(): string {
  const rows = TIERS.map((tier) => {
    const rules = TIER_RULES[tier];
    const yes = rules.full ? 'yes' : 'no';
    return `| ${tier} | ${formatCount(rules.daily)} | ${formatCount(rules.burst)} | ${yes} | ${yes} |`;
  });
  return ['| Tier | Daily limit | Burst per minute | Coordinates | Capabilities |', '|---|---:|---:|---|---|', ...rows].join('\n');
}

function description(ctx: OpenApiContext, origin: string): string {
  const bodies = BODIES.map((b) => `\`${b.code}\` (${b.short_name}, ${b.country})`).join(', ');
  const parts = [
    `Public, read-only JSON API over a directory of ISO/IEC 17025 accredited testing and calibration laboratories in Europe, ` +
      `collected from the public registers of the national accreditation bodies: ${bodies}.`,
    '',
    'All operations are `GET` (with `HEAD` answering the same headers without a body). Responses are JSON ' +
      '(`Content-Type: application/json; charset=utf-8`) and carry `Access-Control-Allow-Origin: *`.',
    '',
    '## Attribution',
    '',
    `Every response carries \`X-Attribution-Required: true\`. A public product that shows data from this service must show a ` +
      `visible link to the service (${origin}). Internal or private use does not require attribution.`,
    '',
    '## Keys, tiers and limits',
    '',
    'Keys are optional. Send a key in the `X-Api-Key` request header. Without a key a request is anonymous and its limits are ' +
      'counted per client IP; with a key they are counted per key. An unknown or inactive key gets `401` with `{error, docs}`. ' +
      'The resolved tier is returned in `X-Api-Tier`.',
    '',
    tiersTable(),
    '',
    '- **Burst limit**: fixed one-minute windows aligned to the wall clock; `X-RateLimit-Reset` is the Unix time (seconds) when the current window ends.',
    '- **Daily limit**: per UTC calendar day, reset at 00:00 UTC.',
    '- Every response carries `X-RateLimit-Limit`, `X-RateLimit-Remaining`, `X-RateLimit-Reset`, `X-RateLimit-Daily-Limit`, ' +
      '`X-RateLimit-Daily-Remaining` and `X-Api-Tier` (exposed to browsers with `Access-Control-Expose-Headers`).',
    '- Every request to `/labs`, `/labs/{slug}` and `/categories` counts, whatever its status (400 and 404 too). A request with an ' +
      'invalid key (401) counts against its IP address\'s anonymous budget. A `429` does not count. `/metadata/freshness`, this ' +
      'document and CORS preflights do not count, but still carry the rate headers of the caller.',
    '- When a limit is exceeded the answer is `429` with `{error, retry_after, upgrade_url}` and a `Retry-After` header, both the ' +
      'seconds until the exhausted window (minute or day) resets.',
    '- Below `pro`, `latitude` and `longitude` are `null`, and a lab\'s `capabilities` are `null` with a `_meta` object saying how to upgrade.',
    '',
    '### Sunset of the `api_key` query parameter',
    '',
    `Passing the key as the \`api_key\` query parameter was deprecated, with a sunset date of ${API_KEY_SUNSET}. From that date on, ` +
      'a request carrying `api_key` gets `401` with an error telling the client to send the key in the `X-Api-Key` header instead. ' +
      `Responses to requests that carry \`api_key\` have the headers \`Deprecation: true\` and \`Sunset: ${API_KEY_SUNSET}\`. ` +
      'A key sent in the query string is never logged and never echoed in links. (`/metadata/freshness` ignores keys entirely.)',
    '',
    '## Requests and errors',
    '',
    'Error bodies are `{ "error": "..." }`, with `docs` (a link to this documentation) on `400` and `401`, and `retry_after` and `upgrade_url` on `429`.',
    '',
    '- **400**: an unknown query parameter (a typo must not silently widen a result), a parameter given more than once, a malformed ' +
      'or out-of-range value, or a filter value that can never match (a `category` or `body` not in the directory). The message names the parameter and what is allowed.',
    '- **401**: an unknown or inactive key, or the `api_key` query parameter (see above).',
    '- **404**: `/labs/{slug}` with a slug that matches no lab, and any unknown path under `/api/v1`: `{error}`.',
    '- **414**: a request URL longer than 8 KB: `{error}`.',
    '- **405**: any method other than `GET`, `HEAD` and `OPTIONS`: `{error}` with an `Allow: GET, HEAD, OPTIONS` header.',
    '- **OPTIONS** on any path is a CORS preflight answered with `204` and no body, allowing the `X-Api-Key` request header.',
    '- **500**: a server fault, `{error}` without internals; **503**: the directory is not loaded yet, `{error}` with `Retry-After`.',
    '',
    '## Caching',
    '',
    '`200` responses carry `Cache-Control: public, max-age=300` (`/metadata/freshness`: `max-age=3600`) and an `ETag`; a request with a ' +
      'matching `If-None-Match` gets `304` without a body. Errors, `401`, `429` and `5xx` carry `Cache-Control: no-store`. Every ' +
      'response carries `Vary: X-Api-Key`, so a shared cache never hands one tier\'s body to another.',
    '',
    '## Links, pagination and order',
    '',
    '`_links` are absolute URLs; a list\'s `self` keeps the request\'s filters in a canonical order. `total_pages = ceil(total / per_page)`; ' +
      'a page past the end is `200` with empty `data`, `next: null` and `prev` pointing to the last page that has results. Without `q` labs ' +
      'are ordered by name (then slug); with `q` by relevance, then name, then slug.',
    '',
    '## Privacy',
    '',
    'Only business contact e-mail addresses are returned; personal addresses and personal names never are.',
  ];
  if (ctx.sample) {
    parts.push(
      '',
      '## Sample data',
      '',
      '**This instance serves generated sample data.** The laboratories, addresses, accreditation numbers and contacts are synthetic, ' +
        'made to look like the real registers; they do not describe real laboratories.',
    );
  }
  return parts.join('\n');
}

// ---------------------------------------------------------------------------
// Schemas

function schemas(origin: string): Json {
  const bodyCodes = BODIES.map((b) => b.code);
  const categorySlugs = CATEGORIES.map((c) => c.slug);
  const labLinksExample = { self: `${origin}/api/v1/labs/${EXAMPLE_SLUG}`, html: `${origin}/labs/${EXAMPLE_SLUG}/` };

  const coordinate = (name: 'latitude' | 'longitude', full: boolean): Json => {
    const limit = name === 'latitude' ? 90 : 180;
    return full
      ? { type: ['number', 'null'], minimum: -limit, maximum: limit, description: `WGS 84 ${name} in degrees; pro and enterprise only (null when unknown).`, examples: [name === 'latitude' ? 53.54321 : 9.98765] }
      : { type: 'null', description: `Always null below the pro tier.` };
  };

  const listProperties = (full: boolean): Json => ({
    slug: { type: 'string', pattern: SLUG_PATTERN, description: 'URL-safe, stable lab identifier.', examples: [EXAMPLE_SLUG] },
    name: { type: 'string', minLength: 1, description: 'Display name.', examples: ['Prüflabor Nord GmbH'] },
    accreditation_number: nullableString('Accreditation certificate number as the body writes it.', { examples: ['D-PL-14368-01-00'] }),
    accreditation_body: { type: ['string', 'null'], enum: [...bodyCodes, null], description: 'Accreditation body code.', examples: ['DAKKS'] },
    accreditation_status: { type: ['string', 'null'], enum: [...ACCREDITATION_STATUSES, null], description: 'Accreditation status; null when the register does not say.' },
    country: { type: 'string', pattern: '^[A-Z]{2}$', description: 'ISO 3166-1 alpha-2 country code.', examples: ['DE'] },
    city: nullableString('City.', { examples: ['Hamburg'] }),
    postcode: nullableString('Postcode.', { examples: ['20457'] }),
    latitude: coordinate('latitude', full),
    longitude: coordinate('longitude', full),
    categories: { type: 'array', uniqueItems: true, items: schema('CategorySlug'), description: "Category slugs of the lab's capabilities (filled for every tier)." },
    _links: schema('LabLinks'),
  });

  const detailProperties = (full: boolean): Json => {
    const { _links, ...list } = listProperties(full);
    return {
      ...list,
      street_address: nullableString('Street address.', { examples: ['Am Sandtorkai 12'] }),
      phone: nullableString('Phone number.', { examples: ['+49 40 1234567'] }),
      email: nullableString('Business contact e-mail address (personal addresses are filtered out).', { format: 'email', examples: ['info@pruflabor-nord.example'] }),
      website_url: nullableString("The lab's website.", { pattern: '^https?://' }),
      scope_document_url: nullableString('URL of the original accreditation scope document.', { pattern: '^https?://' }),
      source_url: nullableString("URL of the lab's record in the national accreditation register.", { pattern: '^https?://' }),
      accreditation_date: nullableString('Date of accreditation (ISO 8601).', { format: 'date' }),
      last_verified: nullableString('Date the record was last verified against its source.', { format: 'date' }),
      capabilities: full
        ? { type: 'array', items: schema('Capability'), description: 'Scope of accreditation (pro and enterprise).' }
        : { type: 'null', description: 'Withheld below the pro tier; see `_meta`.' },
      _links,
      ...(full ? {} : { _meta: schema('LabMeta') }),
    };
  };

  const integer = (description: string, minimum = 0): Json => ({ type: 'integer', minimum, description });

  const errorProperties: Json = {
    error: { type: 'string', minLength: 1, description: 'What went wrong.' },
    docs: { type: 'string', format: 'uri', description: 'Link to the API documentation.' },
    retry_after: integer('Seconds until the exhausted rate-limit window resets (429 only).'),
    upgrade_url: { type: 'string', format: 'uri', description: 'Where to upgrade the tier (429 only).' },
  };

  return {
    CategorySlug: { type: 'string', enum: categorySlugs, description: 'A top-level category slug (see `/categories`).' },
    LabLinks: closedObject({
      self: { type: 'string', format: 'uri', description: 'API URL of the lab.', examples: [labLinksExample.self] },
      html: { type: 'string', format: 'uri', description: 'Web page of the lab.', examples: [labLinksExample.html] },
    }),
    LabPublic: closedObject(listProperties(false), {
      title: 'Lab (anonymous and free tiers)',
      description: 'A lab as listed to anonymous and free callers: coordinates are null.',
    }),
    LabFull: closedObject(listProperties(true), {
      title: 'Lab (pro and enterprise tiers)',
      description: 'A lab as listed to pro and enterprise callers: coordinates are filled where known.',
    }),
    Lab: {
      description: 'A lab list item. Every key is always present; nullable values are null, never absent.',
      anyOf: [schema('LabPublic'), schema('LabFull')],
    },
    Capability: closedObject({
      canonical_id: { type: 'string', minLength: 1, description: 'Normalised capability identifier.', examples: ['iso-6892-1'] },
      name: { type: 'string', minLength: 1, description: 'Human-readable capability name.', examples: ['Metallic materials — Tensile testing — Part 1: Method of test at room temperature'] },
      category_slug: { type: ['string', 'null'], enum: [...categorySlugs, null], description: 'Parent category slug.' },
      category_name: nullableString('Parent category name.', { examples: ['Metallurgy and materials testing'] }),
    }),
    LabMeta: closedObject({
      capabilities_available: { const: false, description: 'Always false: capabilities need the pro tier.' },
      upgrade_url: { type: 'string', format: 'uri', description: 'Where to upgrade for capability access.' },
    }),
    LabDetailPublic: closedObject(detailProperties(false), {
      title: 'Lab detail (anonymous and free tiers)',
      description: 'Capabilities and coordinates are null and `_meta` says how to get them.',
    }),
    LabDetailFull: closedObject(detailProperties(true), {
      title: 'Lab detail (pro and enterprise tiers)',
      description: 'Capabilities are listed and coordinates filled where known; there is no `_meta`.',
    }),
    LabDetail: {
      description: 'A single lab. Every key shown is always present (nullable values are null).',
      oneOf: [schema('LabDetailPublic'), schema('LabDetailFull')],
    },
    PaginationMeta: closedObject({
      page: integer('Current page (1-indexed).', 1),
      per_page: { type: 'integer', minimum: 1, maximum: MAX_PER_PAGE, description: 'Page size.' },
      total: integer('Number of matching labs.'),
      total_pages: integer('ceil(total / per_page).'),
    }),
    PaginationLinks: closedObject({
      self: { type: 'string', format: 'uri', description: 'This page, filters in canonical order.' },
      next: { type: ['string', 'null'], format: 'uri', description: 'Next page; null on the last page.' },
      prev: { type: ['string', 'null'], format: 'uri', description: 'Previous page (past the end: the last page with results); null on the first page.' },
    }),
    LabList: closedObject({
      data: { type: 'array', items: schema('Lab') },
      meta: schema('PaginationMeta'),
      _links: schema('PaginationLinks'),
    }),
    Category: closedObject({
      slug: schema('CategorySlug'),
      name: { type: 'string', minLength: 1, examples: ['Mechanical testing'] },
      lab_count: integer('Labs listed by the `_links.labs` URL (default status filter).'),
      _links: closedObject({
        labs: { type: 'string', format: 'uri', description: 'API URL listing the labs in the category.' },
        html: { type: 'string', format: 'uri', description: 'Web URL of a search in the category.' },
      }),
    }),
    CategoryList: closedObject({ data: { type: 'array', items: schema('Category') } }),
    BodyFreshness: closedObject({
      country: { type: ['string', 'null'], pattern: '^[A-Z]{2}$', description: 'ISO 3166-1 alpha-2 country of the body.' },
      last_scraped: { type: 'string', format: 'date-time', description: 'Time of the last successful scrape of the register.' },
      labs_count: integer('Labs from this body.'),
      age_days: integer('Whole days since the last successful scrape.'),
    }),
    Freshness: closedObject({
      bodies: {
        type: 'object',
        description: 'Keyed by accreditation body code.',
        propertyNames: { enum: bodyCodes },
        additionalProperties: schema('BodyFreshness'),
      },
      total_labs: integer('Labs across all bodies.'),
      generated_at: { type: 'string', format: 'date-time', description: 'When this response was generated.' },
    }),
    Error: closedObject(errorProperties, { description: 'An error.' }, ['docs', 'retry_after', 'upgrade_url']),
    ErrorWithDocs: closedObject(errorProperties, { description: 'An error with a link to the documentation (400, 401).' }, ['retry_after', 'upgrade_url']),
    RateLimitError: closedObject(errorProperties, { description: 'Rate limit exceeded (429).' }, ['docs']),
    OpenApiDocument: {
      type: 'object',
      description: 'This OpenAPI 3.1 document.',
      required: ['openapi', 'info', 'paths'],
      properties: {
        openapi: { type: 'string', pattern: '^3\\.1\\.\\d+$' },
        info: { type: 'object' },
        jsonSchemaDialect: { type: 'string' },
        servers: { type: 'array' },
        paths: { type: 'object' },
        webhooks: { type: 'object' },
        components: { type: 'object' },
        security: { type: 'array' },
        tags: { type: 'array' },
        externalDocs: { type: 'object' },
      },
      patternProperties: { '^x-': true },
      additionalProperties: false,
    },
  };
}

// ---------------------------------------------------------------------------
// Headers

function headers(): Json {
  const integerHeader = (description: string): Json => ({ description, required: true, schema: { type: 'integer', minimum: 0 } });
  return {
    'X-RateLimit-Limit': integerHeader('Burst limit: requests per one-minute window for the caller (key, or client IP when anonymous).'),
    'X-RateLimit-Remaining': integerHeader('Requests left in the current one-minute window.'),
    'X-RateLimit-Reset': integerHeader('Unix time (seconds) when the current one-minute window ends.'),
    'X-RateLimit-Daily-Limit': integerHeader("Requests per UTC day for the caller's tier."),
    'X-RateLimit-Daily-Remaining': integerHeader('Requests left today (resets at 00:00 UTC).'),
    'X-Api-Tier': { description: 'The resolved tier.', required: true, schema: { type: 'string', enum: [...TIERS] } },
    'X-Attribution-Required': {
      description: 'A public product showing this data must show a visible link to the service.',
      required: true,
      schema: { type: 'string', const: 'true' },
    },
    'Access-Control-Allow-Origin': { description: 'CORS is open to every origin.', required: true, schema: { type: 'string', const: '*' } },
    'Access-Control-Expose-Headers': {
      description: 'Lets browsers read the rate-limit, tier and attribution headers.',
      required: true,
      schema: { type: 'string', pattern: '[Xx]-[Rr]ate[Ll]imit-[Rr]emaining' },
    },
    Vary: {
      description: 'Always names `X-Api-Key`: a shared cache must never hand one tier\'s body to another.',
      required: true,
      schema: { type: 'string', pattern: '(?:^|,)\\s*[Xx]-[Aa][Pp][Ii]-[Kk][Ee][Yy]\\s*(?:,|$)' },
    },
    CacheControlApi: { description: 'API responses are cacheable for 5 minutes.', required: true, schema: { type: 'string', const: 'public, max-age=300' } },
    CacheControlFreshness: { description: 'The freshness report is cacheable for 1 hour.', required: true, schema: { type: 'string', const: 'public, max-age=3600' } },
    CacheControlNoStore: { description: 'Errors are never cached.', required: true, schema: { type: 'string', const: 'no-store' } },
    ETag: {
      description: 'Validator of the body; send it back in `If-None-Match` to get `304`.',
      required: true,
      schema: { type: 'string', pattern: '^(?:W/)?"[^"]*"$' },
    },
    Deprecation: {
      description: 'Present (`true`) on responses to requests that carry the deprecated `api_key` query parameter.',
      required: false,
      schema: { type: 'string', const: 'true' },
    },
    Sunset: {
      description: `Present (\`${API_KEY_SUNSET}\`) on responses to requests that carry the deprecated \`api_key\` query parameter.`,
      required: false,
      schema: { type: 'string', const: API_KEY_SUNSET },
    },
    'Retry-After': { description: 'Seconds to wait before retrying.', required: true, schema: { type: 'integer', minimum: 0 } },
    Allow: { description: 'The methods the path answers.', required: true, schema: { type: 'string', pattern: '\\bGET\\b' }, example: 'GET, HEAD, OPTIONS' },
    'Access-Control-Allow-Methods': { description: 'Methods allowed cross-origin.', required: true, schema: { type: 'string', pattern: '\\bGET\\b' } },
    'Access-Control-Allow-Headers': {
      description: 'Request headers allowed cross-origin; includes `X-Api-Key`.',
      required: true,
      schema: { type: 'string', pattern: '[Xx]-[Aa][Pp][Ii]-[Kk][Ee][Yy]' },
    },
    'Access-Control-Max-Age': { description: 'Seconds a browser may cache the preflight.', required: false, schema: { type: 'integer', minimum: 0 } },
  };
}

const RATE_HEADERS = ['X-RateLimit-Limit', 'X-RateLimit-Remaining', 'X-RateLimit-Reset', 'X-RateLimit-Daily-Limit', 'X-RateLimit-Daily-Remaining', 'X-Api-Tier'] as const;

type CacheKind = 'api' | 'freshness' | 'no-store' | 'none';

interface HeaderSet {
  cache: CacheKind;
  etag?: boolean;
  /** Deprecation and Sunset (every operation that reads keys). */
  deprecation?: boolean;
  retryAfter?: boolean;
  /** Rate headers may be missing (a fault before the caller's bucket was known). */
  rateOptional?: boolean;
  extra?: readonly string[];
}

function responseHeaders(set: HeaderSet, all: Json): Json {
  const out: Json = {};
  const optional = (name: string): Json => {
    const { required: _required, ...rest } = all[name] as Json;
    return { ...rest, required: false };
  };
  for (const name of RATE_HEADERS) out[name] = set.rateOptional ? optional(name) : header(name);
  out['X-Attribution-Required'] = header('X-Attribution-Required');
  out['Access-Control-Allow-Origin'] = header('Access-Control-Allow-Origin');
  out['Access-Control-Expose-Headers'] = set.rateOptional ? optional('Access-Control-Expose-Headers') : header('Access-Control-Expose-Headers');
  out.Vary = header('Vary');
  if (set.cache === 'api') out['Cache-Control'] = header('CacheControlApi');
  if (set.cache === 'freshness') out['Cache-Control'] = header('CacheControlFreshness');
  if (set.cache === 'no-store') out['Cache-Control'] = header('CacheControlNoStore');
  if (set.etag) out.ETag = header('ETag');
  if (set.retryAfter) out['Retry-After'] = header('Retry-After');
  if (set.deprecation) {
    out.Deprecation = header('Deprecation');
    out.Sunset = header('Sunset');
  }
  for (const name of set.extra ?? []) out[name] = header(name);
  return out;
}

const json = (body: Json, examples?: Json): Json => ({ 'application/json': { schema: body, ...(examples ? { examples } : {}) } });

// ---------------------------------------------------------------------------
// Responses, parameters, paths

function responses(origin: string, all: Json): Json {
  const errorHeaders = (extra: Partial<HeaderSet> = {}) => responseHeaders({ cache: 'no-store', deprecation: true, ...extra }, all);
  const errorExample = (error: string, more: Json = {}): Json => ({ default: { value: { error, ...more } } });
  return {
    NotModified: {
      description: 'Not modified: the `If-None-Match` request header matched the current `ETag`. No body.',
      headers: responseHeaders({ cache: 'api', etag: true, deprecation: true }, all),
    },
    NotModifiedFreshness: {
      description: 'Not modified: the `If-None-Match` request header matched the current `ETag`. No body.',
      headers: responseHeaders({ cache: 'freshness', etag: true }, all),
    },
    BadRequest: {
      description:
        'Bad request: an unknown or repeated query parameter, or a malformed or out-of-range value, or a filter value that can never match. ' +
        'The message names the parameter and what is allowed.',
      headers: errorHeaders(),
      content: json(schema('ErrorWithDocs'), errorExample("Unknown query parameter 'contry'. Allowed: country, body, category, q, standard, status, page, per_page.", { docs: `${origin}/api/v1/openapi.json` })),
    },
    BadRequestFreshness: {
      description: 'Bad request: this endpoint takes no query parameters.',
      headers: responseHeaders({ cache: 'no-store' }, all),
      content: json(schema('ErrorWithDocs')),
    },
    Unauthorized: {
      description:
        `Unauthorized: the \`X-Api-Key\` is unknown or inactive, or the request carries the \`api_key\` query parameter (from ${API_KEY_SUNSET}; ` +
        'the message says to send the key in `X-Api-Key`, and `Deprecation` and `Sunset` are set). Counted against the client IP\'s anonymous budget.',
      headers: errorHeaders(),
      content: json(schema('ErrorWithDocs'), errorExample('Invalid or inactive API key.', { docs: `${origin}/api/v1/openapi.json` })),
    },
    LabNotFound: {
      description: 'No lab has this slug.',
      headers: errorHeaders(),
      content: json(schema('Error'), errorExample(`Lab not found: '${EXAMPLE_SLUG}-x'.`)),
    },
    TooManyRequests: {
      description: 'Rate limit exceeded (burst or daily). `retry_after` and `Retry-After` give the seconds until the exhausted window resets.',
      headers: errorHeaders({ retryAfter: true }),
      content: json(schema('RateLimitError'), errorExample('Rate limit exceeded.', { retry_after: 42, upgrade_url: `${origin}/pricing` })),
    },
    ServerError: {
      description: 'A server fault. The message carries no internals.',
      headers: errorHeaders({ rateOptional: true }),
      content: json(schema('Error'), errorExample('Internal server error.')),
    },
    ServiceUnavailable: {
      description: 'The directory is not loaded yet; retry after `Retry-After` seconds.',
      headers: errorHeaders({ retryAfter: true }),
      content: json(schema('Error'), errorExample('The directory is loading; try again shortly.')),
    },
    UnknownPath: {
      description: 'Not found: no such path under `/api/v1` (any method).',
      headers: responseHeaders({ cache: 'no-store' }, all),
      content: json(schema('Error')),
    },
    UriTooLong: {
      description: 'The request URL is longer than 8 KB (any path under `/api/v1`). Not counted against limits.',
      headers: responseHeaders({ cache: 'no-store' }, all),
      content: json(schema('Error')),
    },
    MethodNotAllowed: {
      description: 'A method other than `GET`, `HEAD` and `OPTIONS`. The `Allow` header lists the methods the path answers.',
      headers: responseHeaders({ cache: 'no-store', extra: ['Allow'] }, all),
      content: json(schema('Error')),
    },
    Preflight: {
      description: 'CORS preflight (`OPTIONS` on any path): no body, allows the `X-Api-Key` request header. Not counted against limits.',
      headers: (() => {
        const { ['Access-Control-Expose-Headers']: _expose, ...rest } = responseHeaders({ cache: 'none', extra: ['Access-Control-Allow-Methods', 'Access-Control-Allow-Headers', 'Access-Control-Max-Age'] }, all);
        return rest;
      })(),
    },
  };
}

function parameters(): Json {
  const bodyList = BODIES.map((b) => `\`${b.code}\` (${b.short_name}, ${b.country})`).join(', ');
  const categoryList = CATEGORIES.map((c) => `\`${c.slug}\``).join(', ');
  const query = (name: string, desc: string, paramSchema: Json, example?: unknown): Json => ({
    name,
    in: 'query',
    required: false,
    description: desc,
    schema: paramSchema,
    ...(example === undefined ? {} : { example }),
  });
  return {
    Country: query('country', 'ISO 3166-1 alpha-2 country code, case-insensitive (`DE` or `de`). A well-formed code with no labs gives an empty page; anything else (e.g. `DEU`) gets 400.', { type: 'string', pattern: '^[A-Za-z]{2}$' }, 'DE'),
    Body: query(
      'body',
      `Accreditation body code, case-insensitive. One of: ${bodyList}. Any other value gets 400.`,
      { type: 'string', minLength: 1 },
      'DAKKS',
    ),
    Category: query('category', `Category slug (see \`/categories\`). One of: ${categoryList}. Any other value gets 400.`, { type: 'string', enum: CATEGORIES.map((c) => c.slug) }, 'mechanical'),
    Q: query(
      'q',
      `Full-text search over lab name, city, capability names, canonical IDs and standard references (for every tier; masking limits what is returned, not what is matched). ` +
        'All terms must match; the last term matches as a prefix; small typos are tolerated on longer words. Results are ordered by relevance ' +
        `(name, then standard references, then capability names, then city). At most ${MAX_Q_LENGTH} characters; empty means no search.`,
      { type: 'string', maxLength: MAX_Q_LENGTH },
      'tensile hamburg',
    ),
    Standard: query(
      'standard',
      'Standard reference of a capability, normalised before matching (adoption prefixes, spacing, case and year do not matter): ' +
        '`EN ISO 6892-1:2019`, `DIN EN ISO 6892-1`, `iso 6892-1` and `ISO6892-1` all match a capability whose reference normalises to ISO 6892-1, whatever its year. ' +
        `At most ${MAX_STANDARD_LENGTH} characters; a value that is not a standard reference gets 400.`,
      { type: 'string', maxLength: MAX_STANDARD_LENGTH },
      'ISO 6892-1',
    ),
    Status: query(
      'status',
      'Accreditation status filter (case-insensitive). `all` also includes labs whose status is unknown (null).',
      { type: 'string', enum: [...STATUS_FILTERS], default: 'active' },
    ),
    Page: query('page', `Page number, 1-indexed, at most ${formatCount(MAX_PAGE)}. A page past the end is an empty page.`, { type: 'integer', minimum: 1, maximum: MAX_PAGE, default: 1 }),
    PerPage: query('per_page', `Labs per page, 1 to ${MAX_PER_PAGE}.`, { type: 'integer', minimum: 1, maximum: MAX_PER_PAGE, default: DEFAULT_PER_PAGE }),
    Slug: { name: 'slug', in: 'path', required: true, description: "The lab's URL-safe identifier.", schema: { type: 'string', pattern: SLUG_PATTERN }, example: EXAMPLE_SLUG },
    IfNoneMatch: {
      name: 'If-None-Match',
      in: 'header',
      required: false,
      description: 'An `ETag` from an earlier response; when it still matches, the answer is `304` without a body.',
      schema: { type: 'string' },
    },
    ApiKeyQuery: {
      name: 'api_key',
      in: 'query',
      required: false,
      deprecated: true,
      description:
        `Deprecated; sunset ${API_KEY_SUNSET}. Send the key in the \`X-Api-Key\` header instead. From the sunset date, a request carrying this ` +
        'parameter gets 401; responses to such requests carry `Deprecation: true` and `Sunset: ' + API_KEY_SUNSET + '`.',
      schema: { type: 'string' },
    },
  };
}

function examples(origin: string): { publicDetail: Json; fullDetail: Json; list: Json; categories: Json; freshness: Json } {
  const links = { self: `${origin}/api/v1/labs/${EXAMPLE_SLUG}`, html: `${origin}/labs/${EXAMPLE_SLUG}/` };
  const base = {
    slug: EXAMPLE_SLUG,
    name: 'Prüflabor Nord GmbH',
    accreditation_number: 'D-PL-14368-01-00',
    accreditation_body: 'DAKKS',
    accreditation_status: 'active',
    country: 'DE',
    city: 'Hamburg',
    postcode: '20457',
    latitude: null,
    longitude: null,
    categories: ['mechanical', 'metallurgy-materials'],
  };
  const detailExtra = {
    street_address: 'Am Sandtorkai 12',
    phone: '+49 40 1234567',
    email: 'info@pruflabor-nord.example',
    website_url: 'https://www.pruflabor-nord.example',
    scope_document_url: 'https://www.pruflabor-nord.example/scope.pdf',
    source_url: 'https://www.dakks.de/de/akkreditierte-stellen-suche.html',
    accreditation_date: '2019-04-12',
    last_verified: '2026-05-28',
  };
  const publicDetail = {
    ...base,
    ...detailExtra,
    capabilities: null,
    _links: links,
    _meta: { capabilities_available: false, upgrade_url: `${origin}/pricing` },
  };
  const fullDetail = {
    ...base,
    latitude: 53.54321,
    longitude: 9.98765,
    ...detailExtra,
    capabilities: [
      {
        canonical_id: 'iso-6892-1',
        name: 'Metallic materials — Tensile testing — Part 1: Method of test at room temperature',
        category_slug: 'metallurgy-materials',
        category_name: 'Metallurgy and materials testing',
      },
    ],
    _links: links,
  };
  const list = {
    data: [{ ...base, _links: links }],
    meta: { page: 1, per_page: 25, total: 1, total_pages: 1 },
    _links: { self: `${origin}/api/v1/labs?country=DE&q=tensile+hamburg&page=1&per_page=25`, next: null, prev: null },
  };
  const categories = {
    data: [
      {
        slug: 'mechanical',
        name: 'Mechanical testing',
        lab_count: 1234,
        _links: { labs: `${origin}/api/v1/labs?category=mechanical`, html: `${origin}/search?category=mechanical` },
      },
    ],
  };
  const freshness = {
    bodies: { DAKKS: { country: 'DE', last_scraped: '2026-06-01T03:15:00Z', labs_count: 2600, age_days: 0 } },
    total_labs: 2600,
    generated_at: '2026-06-01T09:00:00Z',
  };
  return { publicDetail, fullDetail, list, categories, freshness };
}

function paths(origin: string): Json {
  const ex = examples(origin);
  const headersAll = headers();
  const ok = (description: string, body: Json, cache: CacheKind, exampleSet: Json, deprecation = true): Json => ({
    description,
    headers: responseHeaders({ cache, etag: true, deprecation }, headersAll),
    content: json(body, exampleSet),
  });
  const keyed = [parameter('IfNoneMatch'), parameter('ApiKeyQuery')];
  const errors = (extra: Json = {}): Json => ({
    '304': response('NotModified'),
    '400': response('BadRequest'),
    '401': response('Unauthorized'),
    ...extra,
    '429': response('TooManyRequests'),
    '500': response('ServerError'),
    '503': response('ServiceUnavailable'),
  });

  return {
    '/labs': {
      get: {
        operationId: 'listLabs',
        tags: ['Labs'],
        summary: 'List labs',
        description: 'A paginated, filtered list of labs. Unknown parameters, repeated parameters and malformed or out-of-range values get 400.',
        parameters: [
          parameter('Country'),
          parameter('Body'),
          parameter('Category'),
          parameter('Q'),
          parameter('Standard'),
          parameter('Status'),
          parameter('Page'),
          parameter('PerPage'),
          ...keyed,
        ],
        responses: { '200': ok('A page of labs.', schema('LabList'), 'api', { default: { value: ex.list } }), ...errors() },
      },
    },
    '/labs/{slug}': {
      get: {
        operationId: 'getLab',
        tags: ['Labs'],
        summary: 'Get one lab',
        description:
          'One lab in full. For pro and enterprise, `capabilities` is an array, coordinates are filled and there is no `_meta`; for ' +
          'anonymous and free, `capabilities`, `latitude` and `longitude` are null and `_meta` is present.',
        parameters: [parameter('Slug'), ...keyed],
        responses: {
          '200': ok('The lab.', schema('LabDetail'), 'api', {
            anonymousOrFree: { summary: 'Anonymous and free tiers', value: ex.publicDetail },
            proOrEnterprise: { summary: 'Pro and enterprise tiers', value: ex.fullDetail },
          }),
          ...errors({ '404': response('LabNotFound') }),
        },
      },
    },
    '/categories': {
      get: {
        operationId: 'listCategories',
        tags: ['Categories'],
        summary: 'List categories',
        description: 'Every top-level test category with the number of labs in it. No pagination; takes no query parameters (any gets 400).',
        parameters: keyed,
        responses: { '200': ok('All categories.', schema('CategoryList'), 'api', { default: { value: ex.categories } }), ...errors() },
      },
    },
    '/metadata/freshness': {
      get: {
        operationId: 'getDataFreshness',
        tags: ['Metadata'],
        summary: 'Data freshness',
        description:
          'When each accreditation body was last scraped and how many labs it holds, plus the overall total. Needs no key: keys ' +
          '(valid, invalid, in the header or the query) are ignored. Not counted against limits. Cached for 1 hour.',
        security: [],
        parameters: [parameter('IfNoneMatch')],
        responses: {
          '200': ok('The freshness report.', schema('Freshness'), 'freshness', { default: { value: ex.freshness } }, false),
          '304': response('NotModifiedFreshness'),
          '400': response('BadRequestFreshness'),
          '500': response('ServerError'),
          '503': response('ServiceUnavailable'),
        },
      },
    },
    '/openapi.json': {
      get: {
        operationId: 'getOpenApi',
        tags: ['Metadata'],
        summary: 'This document',
        description: 'The OpenAPI 3.1 description of this API. Not counted against limits; takes no query parameters.',
        parameters: keyed,
        responses: {
          '200': {
            description: 'The OpenAPI document.',
            headers: responseHeaders({ cache: 'api', etag: true, deprecation: true }, headersAll),
            content: json(schema('OpenApiDocument')),
          },
          '304': response('NotModified'),
          '400': response('BadRequest'),
          '401': response('Unauthorized'),
          '500': response('ServerError'),
          '503': response('ServiceUnavailable'),
        },
      },
    },
  };
}

// ---------------------------------------------------------------------------

export function openApiDocument(ctx: OpenApiContext): Record<string, unknown> {
  const origin = ctx.publicUrl.replace(/\/+$/, '');
  const allHeaders = headers();
  return {
    openapi: '3.1.0',
    info: {
      title: 'Lab Directory API',
      version: '1.0.0',
      summary: 'Read-only JSON API over ISO/IEC 17025 accredited laboratories in Europe.',
      description: description(ctx, origin),
    },
    servers: [{ url: `${origin}/api/v1`, description: ctx.sample ? 'This instance (generated sample data)' : 'This instance' }],
    security: [{}, { ApiKey: [] }],
    tags: [
      { name: 'Labs', description: 'Accredited laboratories.' },
      { name: 'Categories', description: 'Top-level test categories.' },
      { name: 'Metadata', description: 'Data freshness and this document.' },
    ],
    paths: paths(origin),
    components: {
      securitySchemes: {
        ApiKey: {
          type: 'apiKey',
          in: 'header',
          name: 'X-Api-Key',
          description: 'Optional. Without a key a request is anonymous (lowest limits, counted per client IP). An unknown or inactive key gets 401.',
        },
      },
      schemas: schemas(origin),
      parameters: parameters(),
      headers: allHeaders,
      responses: responses(origin, allHeaders),
    },
  };
}
