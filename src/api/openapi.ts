// The OpenAPI 3.1 document served at GET /api/v1/openapi.json, generated
// (zod-openapi) from the schemas the server validates with and answers by:
// query parameters from src/api/schemas/query.ts, bodies from
// src/api/schemas/responses.ts. This module adds what only a document needs:
// the prose, the headers of each response, examples and the paths.
// Every object is closed, so the contract tests catch a leaked field.
import { createDocument } from 'zod-openapi';
import * as z from 'zod';
import { BODIES } from '../domain/bodies.ts';
import { CATEGORIES } from '../domain/categories.ts';
import { TIER_RULES } from '../domain/tiers.ts';
import { TIERS } from '../domain/types.ts';
import { API_KEY_SUNSET } from './caller.ts';
import {
  exportQuery,
  listLabsQueryFor,
  noQuery,
  PARAMETER_DEPENDENCIES,
  standardsQuery,
  suggestQuery,
  type KnownValues,
} from './schemas/query.ts';
import * as bodies from './schemas/responses.ts';
import { apiExamples, type ByTier } from './examples.ts';
import { upgradeUrlOf } from './links.ts';

export interface OpenApiContext {
  /** The configured public origin, e.g. 'http://localhost:4321'. */
  publicUrl: string;
  /** True when the directory holds the generated sample data. */
  sample: boolean;
  /**
   * The loaded build's bodies and categories: the values `body` and `category` accept (default: every one the project
   * knows).
   */
  known?: KnownValues;
}

const ALL_KNOWN: KnownValues = {
  bodies: new Set(BODIES.map((b) => b.code)),
  categories: new Set(CATEGORIES.map((c) => c.slug)),
};

/** The document's version: 1.1 adds to 1.0, a 1.0 client sees no change. */
export const API_VERSION = '1.1.0';

type Json = Record<string, unknown>;

const { EXAMPLE_SLUG, SLUG_PATTERN } = bodies;

const schema = (name: string): Json => ({ $ref: `#/components/schemas/${name}` });
const header = (name: string): Json => ({ $ref: `#/components/headers/${name}` });
const response = (name: string): Json => ({ $ref: `#/components/responses/${name}` });
const parameter = (name: string): Json => ({ $ref: `#/components/parameters/${name}` });

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
  return [
    '| Tier | Daily limit | Burst per minute | Coordinates | Capabilities |',
    '|---|---:|---:|---|---|',
    ...rows,
  ].join('\n');
}

function description(ctx: OpenApiContext, origin: string): string {
  const bodies = BODIES.map((b) => `\`${b.code}\` (${b.short_name}, ${b.country})`).join(', ');
  const parts = [
    'Public, read-only JSON API over a directory of ISO/IEC 17025 accredited testing and calibration laboratories ' +
      `in Europe, collected from the public registers of the national accreditation bodies: ${bodies}.`,
    '',
    'All operations are `GET` (with `HEAD` answering the same headers without a body). Responses are JSON ' +
      '(`Content-Type: application/json; charset=utf-8`) and carry `Access-Control-Allow-Origin: *`.',
    '',
    '## Attribution',
    '',
    'Every response carries `X-Attribution-Required: true`. A public product that shows data from this service ' +
      `must show a visible link to the service (${origin}). Internal or private use does not require attribution.`,
    '',
    '## Keys, tiers and limits',
    '',
    'Keys are optional. Send a key in the `X-Api-Key` request header. Without a key a request is anonymous and its ' +
      'limits are counted per client IP; with a key they are counted per key. An unknown or inactive key gets ' +
      '`401` with `{error, docs}`. The resolved tier is returned in `X-Api-Tier`.',
    '',
    tiersTable(),
    '',
    '- **Burst limit**: fixed one-minute windows aligned to the wall clock; `X-RateLimit-Reset` is the Unix ' +
      'time (seconds) when the current window ends.',
    '- **Daily limit**: per UTC calendar day, reset at 00:00 UTC.',
    '- Every response carries `X-RateLimit-Limit`, `X-RateLimit-Remaining`, `X-RateLimit-Reset`, ' +
      '`X-RateLimit-Daily-Limit`, `X-RateLimit-Daily-Remaining` and `X-Api-Tier` (exposed to browsers with ' +
      '`Access-Control-Expose-Headers`).',
    '- Every request to `/labs`, `/labs/{slug}`, `/categories`, `/suggest`, `/standards`, `/standards/{id}` and ' +
      '`/export` counts (an export as one), whatever its status (400, 403 and 404 too). A request with an invalid ' +
      "key (401) counts against its IP address's anonymous budget. A `429` does not count. `/metadata/freshness`, " +
      'this document and CORS preflights do not count, but still carry the rate headers of the caller.',
    '- When a limit is exceeded the answer is `429` with `{error, retry_after, upgrade_url}` and a `Retry-After` ' +
      'header, both the seconds until the exhausted window (minute or day) resets.',
    "- Below `pro`, `latitude` and `longitude` are `null`, and a lab's `capabilities` are `null` with a " +
      '`_meta` object saying how to upgrade.',
    '',
    '### Sunset of the `api_key` query parameter',
    '',
    `Passing the key as the \`api_key\` query parameter was deprecated, with a sunset date of ${API_KEY_SUNSET}. ` +
      'From that date on, a request carrying `api_key` gets `401` with an error telling the client to send the key ' +
      'in the `X-Api-Key` header instead. Responses to requests that carry `api_key` have the headers ' +
      `\`Deprecation: true\` and \`Sunset: ${API_KEY_SUNSET}\`. A key sent in the query string is never logged and ` +
      'never echoed in links. (`/metadata/freshness` ignores keys entirely.)',
    '',
    '## Requests and errors',
    '',
    'Error bodies are `{ "error": "..." }`, with `docs` (a link to this documentation) on `400` and `401`, and ' +
      '`retry_after` and `upgrade_url` on `429`.',
    '',
    '- **400**: an unknown query parameter (a typo must not silently widen a result), a parameter given more than ' +
      'once, a malformed or out-of-range value, or a filter value that can never match (a `category` or `body` not ' +
      'in the directory). The message names the parameter and what is allowed.',
    '- **401**: an unknown or inactive key, or the `api_key` query parameter (see above).',
    "- **403**: a parameter or endpoint above the caller's tier (`near`, `sort=distance`: pro; `/export`: " +
      'enterprise): `{error, upgrade_url}`.',
    '- **404**: `/labs/{slug}` or `/standards/{id}` with an id that matches nothing, and any unknown path ' +
      'under `/api/v1`: `{error}`.',
    '- **414**: a request URL longer than 8 KB: `{error}`.',
    '- **405**: any method other than `GET`, `HEAD` and `OPTIONS`: `{error}` with an ' +
      '`Allow: GET, HEAD, OPTIONS` header.',
    '- **OPTIONS** on any path under `/api/v1` (known or not) is a CORS preflight answered with `204`, no body ' +
      'and no `Content-Type`, allowing the `X-Api-Key` request header.',
    '- **500**: a server fault, `{error}` without internals; **503**: the directory is not loaded yet, ' +
      '`{error}` with `Retry-After`.',
    '',
    '## Caching',
    '',
    '`200` responses carry `Cache-Control: public, max-age=300` (`/metadata/freshness`: `max-age=3600`) and an ' +
      '`ETag`; a request with a matching `If-None-Match` gets `304` without a body. Errors, `401`, `429` and `5xx` ' +
      'carry `Cache-Control: no-store`. Every response carries `Vary: X-Api-Key`, so a shared cache never hands ' +
      "one tier's body to another.",
    '',
    '## Links, pagination and order',
    '',
    "`_links` are absolute URLs; a list's `self` keeps the request's filters in a canonical order. " +
      '`total_pages = ceil(total / per_page)`; a page past the end is `200` with empty `data`, `next: null` and ' +
      '`prev` pointing to the last page that has results. Without `q` labs are ordered by name (then slug); with ' +
      '`q` by relevance, then name, then slug.',
    '',
    '## What 1.1 adds',
    '',
    'Everything is additive: a 1.0 client sees the same fields, errors, headers and order. New parameters ' +
      'follow the same rules (a malformed or unknown value gets 400 naming what is allowed; counted like any ' +
      'request).',
    '',
    '- `/labs?facets=country,body,category,status`: `meta.facets`, per dimension the counts of the labs ' +
      'matching all the other filters, most first.',
    '- `/labs?near=LAT,LON&radius_km=R` (R ≤ 500) and `sort=distance` (pro and enterprise: coordinates are a ' +
      'paid field; others get 403 with `upgrade_url`); items carry `distance_km`. `near_city=Lyon` is open to ' +
      "every tier: a lab counts by its city's public centre, never its own coordinates.",
    '- `sort=name|relevance|-accreditation_date|-last_verified|distance`, ties by slug.',
    '- `/labs?updated_since=2026-11-01T00:00:00Z`: the change feed, oldest change first, each item with ' +
      '`changed_at` (every status unless `status` is given).',
    '- `fields=slug,name,city`: sparse list items (a masked field stays null).',
    '- `/suggest?q=`: autocomplete; `/standards?q=` and `/standards/{id}`: standards with their lab counts; ' +
      '`/export?format=ndjson|csv` (enterprise): the whole directory in one request.',
    '- Lists carry an RFC 8288 `Link` header (`next`, `prev`, `first`, `last`); every response carries the ' +
      'IETF `RateLimit-Policy` and `RateLimit` fields beside the `X-RateLimit-*` headers.',
    "- Exactness: every parameter's schema says what the server accepts. A value the schema allows is " +
      'accepted; one it forbids gets 400. Free-text names that cannot be enumerated (a standard reference in the ' +
      'accepted shape, a city) match nothing when unknown: 200 with an empty page, as for a country code with no ' +
      'labs.',
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
      '**This instance serves generated sample data.** The laboratories, addresses, accreditation numbers and ' +
        'contacts are synthetic, made to look like the real registers; they do not describe real laboratories.',
    );
  }
  return parts.join('\n');
}

// ---------------------------------------------------------------------------
// Headers

function headers(): Json {
  const integerHeader = (description: string): Json => ({
    description,
    required: true,
    schema: { type: 'integer', minimum: 0 },
  });
  return {
    'X-RateLimit-Limit': integerHeader(
      'Burst limit: requests per one-minute window for the caller (key, or client IP when anonymous).',
    ),
    'X-RateLimit-Remaining': integerHeader('Requests left in the current one-minute window.'),
    'X-RateLimit-Reset': integerHeader('Unix time (seconds) when the current one-minute window ends.'),
    'X-RateLimit-Daily-Limit': integerHeader("Requests per UTC day for the caller's tier."),
    'X-RateLimit-Daily-Remaining': integerHeader('Requests left today (resets at 00:00 UTC).'),
    'RateLimit-Policy': {
      description:
        'The IETF field (draft-ietf-httpapi-ratelimit-headers): both windows as named policies, e.g. ' +
        '`"burst";q=60;w=60, "daily";q=1000;w=86400`.',
      required: true,
      schema: { type: 'string', pattern: '^"burst";q=\\d+;w=60, "daily";q=\\d+;w=86400$' },
    },
    RateLimit: {
      description:
        'The IETF field: what is left of each window and the seconds until it resets, e.g. ' +
        '`"burst";r=59;t=42, "daily";r=998;t=3600`.',
      required: true,
      schema: { type: 'string', pattern: '^"burst";r=\\d+;t=\\d+, "daily";r=\\d+;t=\\d+$' },
    },
    Link: {
      description:
        'RFC 8288 links of a list page: `next`, `prev` (when there are such pages), `first`, and `last` (when ' +
        'there are results).',
      required: true,
      schema: { type: 'string', pattern: 'rel="first"' },
    },
    'Last-Modified': {
      description: 'The latest change time of the labs exported.',
      required: true,
      schema: { type: 'string' },
    },
    'X-Api-Tier': { description: 'The resolved tier.', required: true, schema: { type: 'string', enum: [...TIERS] } },
    'X-Attribution-Required': {
      description: 'A public product showing this data must show a visible link to the service.',
      required: true,
      schema: { type: 'string', const: 'true' },
    },
    'Access-Control-Allow-Origin': {
      description: 'CORS is open to every origin.',
      required: true,
      schema: { type: 'string', const: '*' },
    },
    'Access-Control-Expose-Headers': {
      description: 'Lets browsers read the rate-limit, tier and attribution headers.',
      required: true,
      schema: { type: 'string', pattern: '[Xx]-[Rr]ate[Ll]imit-[Rr]emaining' },
    },
    Vary: {
      description: "Always names `X-Api-Key`: a shared cache must never hand one tier's body to another.",
      required: true,
      schema: { type: 'string', pattern: '(?:^|,)\\s*[Xx]-[Aa][Pp][Ii]-[Kk][Ee][Yy]\\s*(?:,|$)' },
    },
    CacheControlApi: {
      description: 'API responses are cacheable for 5 minutes.',
      required: true,
      schema: { type: 'string', const: 'public, max-age=300' },
    },
    CacheControlFreshness: {
      description: 'The freshness report is cacheable for 1 hour.',
      required: true,
      schema: { type: 'string', const: 'public, max-age=3600' },
    },
    CacheControlNoStore: {
      description: 'Errors are never cached.',
      required: true,
      schema: { type: 'string', const: 'no-store' },
    },
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
      description:
        `Present (\`${API_KEY_SUNSET}\`) on responses to requests that carry the deprecated \`api_key\` query ` +
        'parameter.',
      required: false,
      schema: { type: 'string', const: API_KEY_SUNSET },
    },
    'Retry-After': {
      description: 'Seconds to wait before retrying.',
      required: true,
      schema: { type: 'integer', minimum: 0 },
    },
    'Access-Control-Allow-Methods': {
      description: 'Methods allowed cross-origin.',
      required: true,
      schema: { type: 'string', pattern: '\\bGET\\b' },
    },
    'Access-Control-Allow-Headers': {
      description: 'Request headers allowed cross-origin; includes `X-Api-Key`.',
      required: true,
      schema: { type: 'string', pattern: '[Xx]-[Aa][Pp][Ii]-[Kk][Ee][Yy]' },
    },
    'Access-Control-Max-Age': {
      description: 'Seconds a browser may cache the preflight.',
      required: false,
      schema: { type: 'integer', minimum: 0 },
    },
  };
}

const RATE_HEADERS = [
  'X-RateLimit-Limit',
  'X-RateLimit-Remaining',
  'X-RateLimit-Reset',
  'X-RateLimit-Daily-Limit',
  'X-RateLimit-Daily-Remaining',
  'RateLimit-Policy',
  'RateLimit',
  'X-Api-Tier',
] as const;

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
  out['Access-Control-Expose-Headers'] = set.rateOptional
    ? optional('Access-Control-Expose-Headers')
    : header('Access-Control-Expose-Headers');
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

const json = (body: Json, examples?: Json): Json => ({
  'application/json': { schema: body, ...(examples ? { examples } : {}) },
});

// ---------------------------------------------------------------------------
// Responses, parameters, paths

function responses(origin: string, all: Json): Json {
  const errorHeaders = (extra: Partial<HeaderSet> = {}) =>
    responseHeaders({ cache: 'no-store', deprecation: true, ...extra }, all);
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
        'Bad request: an unknown or repeated query parameter, or a malformed or out-of-range value, or a filter ' +
        'value that can never match. The message names the parameter and what is allowed.',
      headers: errorHeaders(),
      content: json(
        schema('ErrorWithDocs'),
        errorExample(
          "Unknown query parameter 'contry'. Allowed: country, body, category, q, standard, status, page, per_page.",
          { docs: `${origin}/api/v1/openapi.json` },
        ),
      ),
    },
    BadRequestFreshness: {
      description: 'Bad request: this endpoint takes no query parameters.',
      headers: responseHeaders({ cache: 'no-store' }, all),
      content: json(schema('ErrorWithDocs')),
    },
    Unauthorized: {
      description:
        'Unauthorized: the `X-Api-Key` is unknown or inactive, or the request carries the `api_key` query ' +
        `parameter (from ${API_KEY_SUNSET}; the message says to send the key in \`X-Api-Key\`, and \`Deprecation\` ` +
        "and `Sunset` are set). Counted against the client IP's anonymous budget.",
      headers: errorHeaders(),
      content: json(
        schema('ErrorWithDocs'),
        errorExample('Invalid or inactive API key.', { docs: `${origin}/api/v1/openapi.json` }),
      ),
    },
    NotFound: {
      description:
        'Not found: no lab (or standard) has this id. Any unknown path under `/api/v1` gets the same ' +
        '`404 {error}`, whatever the method.',
      headers: errorHeaders(),
      content: json(schema('Error'), errorExample(`Lab not found: '${EXAMPLE_SLUG}-x'.`)),
    },
    Forbidden: {
      description:
        'Needs a higher tier: `near`, `sort=distance` (coordinates) need pro or enterprise, `/export` needs ' +
        'enterprise. Counted.',
      headers: errorHeaders(),
      content: json(
        schema('UpgradeError'),
        errorExample('Bulk export needs the enterprise tier.', { upgrade_url: upgradeUrlOf(origin) }),
      ),
    },
    TooManyRequests: {
      description:
        'Rate limit exceeded (burst or daily). `retry_after` and `Retry-After` give the seconds until the ' +
        'exhausted window resets.',
      headers: errorHeaders({ retryAfter: true }),
      content: json(
        schema('RateLimitError'),
        errorExample('Rate limit exceeded.', { retry_after: 42, upgrade_url: upgradeUrlOf(origin) }),
      ),
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
    UriTooLong: {
      description: 'The request URL is longer than 8 KB (any path under `/api/v1`). Not counted against limits.',
      headers: responseHeaders({ cache: 'no-store' }, all),
      content: json(schema('Error')),
    },
    Preflight: {
      description:
        'CORS preflight (`OPTIONS` on any path): no body, allows the `X-Api-Key` request header. Not counted ' +
        'against limits.',
      headers: (() => {
        const { 'Access-Control-Expose-Headers': _expose, ...rest } = responseHeaders(
          {
            cache: 'none',
            extra: ['Access-Control-Allow-Methods', 'Access-Control-Allow-Headers', 'Access-Control-Max-Age'],
          },
          all,
        );
        return rest;
      })(),
    },
  };
}

/** Named examples of one answer per tier: anonymous (and free) masked, pro (and enterprise) full. */
function byTier(answer: ByTier): Json {
  return {
    anonymous: {
      summary: 'Anonymous and free tiers',
      description:
        "Masked: `latitude` and `longitude` are null; a lab's `capabilities` are null with `_meta` saying so.",
      value: answer.anonymous,
    },
    pro: { summary: 'Pro and enterprise tiers', description: 'The full record.', value: answer.pro },
  };
}

/** The same answer for every tier, named per tier as every operation's examples are. */
function everyTier(value: unknown): Json {
  return byTier({ anonymous: value, pro: value });
}

function paths(origin: string, known: KnownValues): Json {
  const ex = apiExamples(origin);
  const headersAll = headers();
  const ok = (
    description: string,
    body: Json | z.ZodType,
    cache: CacheKind,
    exampleSet?: Json,
    options: { deprecation?: boolean; extra?: string[]; alternatives?: Json } = {},
  ): Json => ({
    description,
    headers: responseHeaders(
      { cache, etag: true, deprecation: options.deprecation ?? true, extra: options.extra },
      headersAll,
    ),
    content: {
      'application/json': { schema: body, ...(exampleSet ? { examples: exampleSet } : {}) },
      ...options.alternatives,
    },
  });
  const keyed = [parameter('IfNoneMatch'), parameter('ApiKeyQuery')];
  const errors = (extra: Json = {}, counted = true): Json => ({
    '304': response('NotModified'),
    '400': response('BadRequest'),
    '401': response('Unauthorized'),
    ...extra,
    '414': response('UriTooLong'),
    ...(counted ? { '429': response('TooManyRequests') } : {}),
    '500': response('ServerError'),
    '503': response('ServiceUnavailable'),
  });
  /** GET, and HEAD (the same answer without a body) and OPTIONS (the CORS preflight) on the same path. */
  const item = (get: Json): Json => {
    const responses = get.responses as Record<string, Json>;
    const headResponses = Object.fromEntries(
      Object.entries(responses).map(([status, r]) => {
        if (!('content' in r)) return [status, r];
        const { content: _content, ...rest } = r;
        return [status, { ...rest, description: `${String(r.description)} (No body: HEAD.)` }];
      }),
    );
    const id = String(get.operationId);
    return {
      get,
      head: {
        ...get,
        operationId: `${id}Head`,
        summary: `${String(get.summary)} (headers only)`,
        responses: headResponses,
      },
      options: {
        operationId: `${id}Preflight`,
        tags: get.tags,
        summary: `CORS preflight for ${String(get.summary).toLowerCase()}`,
        description:
          "A browser's CORS preflight: 204 with no body and no `Content-Type`, allowing the `X-Api-Key` " +
          'request header. Not counted.',
        security: [],
        ...(get.requestParams && (get.requestParams as Json).path
          ? { requestParams: { path: (get.requestParams as Json).path } }
          : {}),
        responses: { '204': response('Preflight'), '414': response('UriTooLong') },
      },
    };
  };

  return {
    '/labs': item({
      operationId: 'listLabs',
      tags: ['Labs'],
      summary: 'List labs',
      description:
        'A paginated, filtered list of labs, with optional facet counts, geo search, sorting, sparse fields and a ' +
        'change feed. Unknown parameters, repeated parameters and malformed or out-of-range values get 400; `near` ' +
        'and `sort=distance` need pro or enterprise (403 below). The `Link` header carries `next`, `prev`, `first` ' +
        'and `last`.',
      requestParams: { query: listLabsQueryFor(known) },
      parameters: keyed,
      'x-parameter-dependencies': PARAMETER_DEPENDENCIES.map((d) => ({
        parameter: d.parameter,
        ...(d.value ? { value: d.value } : {}),
        requires_one_of: d.requires,
        description: d.error,
      })),
      responses: {
        '200': ok(
          `A page of labs: \`application/json\` (\`LabList\`, full items), or with \`fields\` ` +
            `\`${bodies.FIELDS_MEDIA_TYPE}\` (\`LabFieldsList\`, items with only the keys named).`,
          bodies.LabList,
          'api',
          byTier(ex.list),
          { extra: ['Link'], alternatives: { [bodies.FIELDS_MEDIA_TYPE]: { schema: bodies.LabFieldsList } } },
        ),
        ...errors({ '403': response('Forbidden') }),
      },
    }),
    '/labs/{slug}': item({
      operationId: 'getLab',
      tags: ['Labs'],
      summary: 'Get one lab',
      description:
        'One lab in full. For pro and enterprise, `capabilities` is an array, coordinates are filled and there is ' +
        'no `_meta`; for anonymous and free, `capabilities`, `latitude` and `longitude` are null and `_meta` is ' +
        'present.',
      requestParams: {
        path: z.object({
          slug: z
            .string()
            .regex(SLUG_PATTERN)
            .meta({
              description:
                "The lab's URL-safe identifier: lowercase letters a-z and digits in words joined by single hyphens. " +
                'Anything else gets 400; a well-formed slug that names no lab, 404. (`/labs/`, `/labs/.` and ' +
                '`/labs/%2e` are not slugs: dot segments and a trailing slash are normalised away, so they are ' +
                '`/labs`.)',
              example: EXAMPLE_SLUG,
            }),
        }),
        query: noQuery,
      },
      parameters: keyed,
      responses: {
        '200': ok('The lab.', bodies.LabDetail, 'api', byTier(ex.detail)),
        ...errors({ '404': response('NotFound') }),
      },
    }),
    '/categories': item({
      operationId: 'listCategories',
      tags: ['Categories'],
      summary: 'List categories',
      description:
        'Every top-level test category with the number of labs in it. No pagination; takes no query parameters ' +
        '(any gets 400).',
      requestParams: { query: noQuery },
      parameters: keyed,
      responses: {
        '200': ok('All categories.', bodies.CategoryList, 'api', everyTier(ex.categories)),
        ...errors(),
      },
    }),
    '/standards': item({
      operationId: 'lookupStandards',
      tags: ['Standards'],
      summary: 'Look up standards',
      description:
        'Resolves what a user typed (a reference in any national adoption and year, a number, or words of a title ' +
        'or test name in any register language) to canonical standards, each with the number of active labs ' +
        'accredited for it and a `_links.labs` that filters by it. Open to every tier; counted.',
      requestParams: { query: standardsQuery() },
      parameters: keyed,
      responses: {
        '200': ok('Matching standards, best first.', bodies.StandardList, 'api', everyTier(ex.standards)),
        ...errors(),
      },
    }),
    '/standards/{id}': item({
      operationId: 'getStandard',
      tags: ['Standards'],
      summary: 'Get one standard',
      description: 'One standard by its canonical id (as `/standards` gives it). Counted.',
      requestParams: {
        path: z.object({
          id: z
            .string()
            .regex(SLUG_PATTERN)
            .meta({
              description:
                'Canonical id of the standard: lowercase letters a-z and digits in words joined by single hyphens. ' +
                'Anything else gets 400; a well-formed id that names no standard, 404. (Dot segments and a trailing ' +
                'slash are normalised away: `/standards/.` is `/standards`.)',
              example: 'iso-6892-1',
            }),
        }),
        query: noQuery,
      },
      parameters: keyed,
      responses: {
        '200': ok('The standard.', bodies.Standard, 'api', everyTier(ex.standard)),
        ...errors({ '404': response('NotFound') }),
      },
    }),
    '/suggest': item({
      operationId: 'suggest',
      tags: ['Search'],
      summary: 'Autocomplete',
      description:
        'Typed suggestions as the user types: lab names, cities, standards and categories, each with the id or ' +
        'filter it maps to. Prefix and typo tolerant. Open to every tier; counted.',
      requestParams: { query: suggestQuery() },
      parameters: keyed,
      responses: {
        '200': ok('Suggestions, best first.', bodies.SuggestionList, 'api', everyTier(ex.suggestions)),
        ...errors(),
      },
    }),
    '/export': item({
      operationId: 'exportLabs',
      tags: ['Labs'],
      summary: 'Bulk export (enterprise)',
      description:
        'The whole directory as full records (the `/labs/{slug}` detail of the enterprise tier), streamed as ' +
        'NDJSON (one lab per line) or CSV (capabilities as a `;`-separated list of canonical ids), gzip-compressed ' +
        'when accepted. `updated_since` limits it to labs changed since then. Enterprise only (others: 403 with ' +
        '`upgrade_url`); counted as one request.',
      requestParams: { query: exportQuery() },
      parameters: keyed,
      responses: {
        '200': {
          description: 'The export.',
          headers: responseHeaders(
            { cache: 'api', etag: true, deprecation: true, extra: ['Last-Modified'] },
            headersAll,
          ),
          content: {
            'application/x-ndjson': {
              schema: { type: 'string', description: 'One `LabDetail` JSON object per line.' },
              examples: { enterprise: { summary: 'Enterprise tier (others get 403)', value: ex.exportNdjson } },
            },
            'text/csv': {
              schema: { type: 'string', description: 'A header row, then one row per lab.' },
              examples: { enterprise: { summary: 'Enterprise tier (others get 403)', value: ex.exportCsv } },
            },
          },
        },
        ...errors({ '403': response('Forbidden') }),
      },
    }),
    '/metadata/freshness': item({
      operationId: 'getDataFreshness',
      tags: ['Metadata'],
      summary: 'Data freshness',
      description:
        'When each accreditation body was last scraped and how many labs it holds, plus the overall total. Needs ' +
        'no key: keys (valid, invalid, in the header or the query) are ignored. Not counted against limits. Cached ' +
        'for 1 hour; stable (same body and ETag) within a UTC hour while the data are unchanged.',
      security: [],
      parameters: [parameter('IfNoneMatch')],
      responses: {
        '200': ok('The freshness report.', bodies.Freshness, 'freshness', everyTier(ex.freshness), {
          deprecation: false,
        }),
        '304': response('NotModifiedFreshness'),
        '400': response('BadRequestFreshness'),
        '414': response('UriTooLong'),
        '500': response('ServerError'),
        '503': response('ServiceUnavailable'),
      },
    }),
    '/openapi.json': item({
      operationId: 'getOpenApi',
      tags: ['Metadata'],
      summary: 'This document',
      description:
        'The OpenAPI 3.1 description of this API. Not counted against limits; takes no query parameters. Keys ' +
        'are checked as everywhere (an invalid key gets 401) though the document is the same for every tier.',
      requestParams: { query: noQuery },
      parameters: keyed,
      responses: {
        '200': ok('The OpenAPI document.', schema('OpenApiDocument'), 'api'),
        ...errors({}, false),
      },
    }),
  };
}

// ---------------------------------------------------------------------------

export function openApiDocument(ctx: OpenApiContext): Record<string, unknown> {
  const origin = ctx.publicUrl.replace(/\/+$/, '');
  const allHeaders = headers();
  const document = createDocument({
    openapi: '3.1.0',
    info: {
      title: 'Lab Directory API',
      version: API_VERSION,
      summary: 'Read-only JSON API over ISO/IEC 17025 accredited laboratories in Europe.',
      description: description(ctx, origin),
      license: {
        name: 'Data: attribution required (see the description); API description: CC BY 4.0',
        url: `${origin}/about/`,
      },
      contact: { name: 'Lab Directory', url: `${origin}/docs/` },
    },
    servers: [
      { url: `${origin}/api/v1`, description: ctx.sample ? 'This instance (generated sample data)' : 'This instance' },
    ],
    security: [{}, { ApiKey: [] }],
    tags: [
      { name: 'Labs', description: 'Accredited laboratories.' },
      { name: 'Search', description: 'Autocomplete.' },
      { name: 'Standards', description: 'Standards labs are accredited for.' },
      { name: 'Categories', description: 'Top-level test categories.' },
      { name: 'Metadata', description: 'Data freshness and this document.' },
    ],
    paths: paths(origin, ctx.known ?? ALL_KNOWN) as never,
    components: {
      securitySchemes: {
        ApiKey: {
          type: 'apiKey',
          in: 'header',
          name: 'X-Api-Key',
          description:
            'Optional. Without a key a request is anonymous (lowest limits, counted per client IP). An unknown ' +
            'or inactive key gets 401.',
        },
      },
      schemas: { ...componentSchemas(), OpenApiDocument: openApiDocumentSchema } as never,
      parameters: fixedParameters() as never,
      headers: allHeaders as never,
      responses: responses(origin, allHeaders) as never,
    },
  });
  offerOptionalExamplesUnticked(document as unknown as Record<string, unknown>);
  return document as unknown as Record<string, unknown>;
}

/**
 * An optional query parameter's example, also as a parameter example marked `x-disabled` (the extension interactive
 * clients such as Scalar's read): "Test Request" then shows the example beside the parameter, unticked, instead of
 * sending every example (and default) at once (`near` with `near_city`, a `radius_km` without a place…, which
 * answers 400, 403 or nothing).
 */
function offerOptionalExamplesUnticked(document: Record<string, unknown>): void {
  type Parameter = {
    in?: string;
    required?: boolean;
    schema?: { example?: unknown; default?: unknown };
    examples?: unknown;
  };
  for (const item of Object.values(document.paths as Record<string, Record<string, { parameters?: Parameter[] }>>))
    for (const operation of Object.values(item))
      for (const parameter of operation.parameters ?? []) {
        // Without an example, its default: what the server uses anyway (sent, a radius would need a place).
        const example = parameter.schema?.example ?? parameter.schema?.default;
        if (parameter.in !== 'query' || parameter.required || example === undefined || parameter.examples) continue;
        parameter.examples = {
          example: { summary: 'An example (not sent unless chosen)', value: example, 'x-disabled': true },
        };
      }
}

/** Every response body schema, registered by its id (referenced from the responses by name). */
function componentSchemas(): Record<string, z.ZodType> {
  const all: z.ZodType[] = [
    bodies.CategorySlug,
    bodies.LabLinks,
    bodies.Lab,
    bodies.LabFields,
    bodies.Capability,
    bodies.LabMeta,
    bodies.LabDetail,
    bodies.FacetCount,
    bodies.PaginationMeta,
    bodies.PaginationLinks,
    bodies.LabList,
    bodies.LabFieldsList,
    bodies.Category,
    bodies.CategoryList,
    bodies.BodyFreshness,
    bodies.Freshness,
    bodies.ErrorBody,
    bodies.ErrorWithDocs,
    bodies.UpgradeError,
    bodies.RateLimitError,
    bodies.Standard,
    bodies.StandardList,
    bodies.Suggestion,
    bodies.SuggestionList,
  ];
  return Object.fromEntries(all.map((s) => [String((z.globalRegistry.get(s) as { id?: string } | undefined)?.id), s]));
}

const openApiDocumentSchema: Json = {
  type: 'object',
  description: 'This OpenAPI 3.1 document.',
  required: ['openapi', 'info', 'paths'],
  properties: {
    openapi: { type: 'string', pattern: '^3\\.1\\.\\d+$' },
    info: { type: 'object' },
    jsonSchemaDialect: { type: 'string' },
    servers: { type: 'array', items: { type: 'object' } },
    paths: { type: 'object' },
    webhooks: { type: 'object' },
    components: { type: 'object' },
    security: { type: 'array', items: { type: 'object' } },
    tags: { type: 'array', items: { type: 'object' } },
    externalDocs: { type: 'object' },
  },
  patternProperties: { '^x-': true },
  additionalProperties: false,
};

/** The parameters that are not an endpoint's own query: validators and the deprecated key. */
function fixedParameters(): Json {
  return {
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
        `Deprecated; sunset ${API_KEY_SUNSET}. Send the key in the \`X-Api-Key\` header instead. From the sunset ` +
        'date, a request carrying this parameter gets 401; responses to such requests carry `Deprecation: true` ' +
        'and `Sunset: ' +
        API_KEY_SUNSET +
        '`.',
      schema: { type: 'string' },
    },
  };
}
