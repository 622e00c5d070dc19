// /llms.txt and /llms-full.txt (https://llmstxt.org): a Markdown map of the
// site and the API for language models, and the full API reference rendered
// from the OpenAPI document. Pure and I/O-free: the endpoints in src/pages
// gather the inputs (public data only) and write what comes out.
//
// llms.txt is a static file, so it shows only what the anonymous tier may see
// (DECISIONS): names and counts, never coordinates or capabilities.
import type { TierRules } from '../domain/tiers.ts';
import { LISTING_PAGE_SIZE } from './sitemap.ts';

/** A category listing: its page and how many labs it lists. */
export interface LlmsCategory {
  slug: string;
  name: string;
  /** Labs of every status in the category (what its listing pages show). */
  labs: number;
  /** Active labs in the category (what `/api/v1/labs?category=` lists by default). */
  active: number;
}

export interface LlmsCountry {
  /** ISO 3166-1 alpha-2, any case. */
  code: string;
  /** English name. */
  name: string;
  labs: number;
}

export interface LlmsBody {
  code: string;
  short_name: string;
  name_en: string;
  /** English name of the body's country. */
  country_name: string;
  labs: number;
  /** ISO 8601 time of the last scrape of its register, if known. */
  last_scraped?: string | null;
}

export interface LlmsInput {
  /** Public origin without a trailing slash. */
  origin: string;
  /** The directory holds generated sample data. */
  sample: boolean;
  totalLabs: number;
  categories: readonly LlmsCategory[];
  countries: readonly LlmsCountry[];
  bodies: readonly LlmsBody[];
  /** Tier name → limits (TIER_RULES), in order. */
  tiers: Readonly<Record<string, TierRules>>;
  /** The sunset date of the `api_key` query parameter (YYYY-MM-DD). */
  apiKeySunset: string;
  /** A real lab slug for the example detail URL. */
  exampleSlug?: string | null;
  /** The site's language versions besides English: code, name in English and itself, the registers written in it. */
  languages?: ReadonlyArray<{ code: string; name: string; autonym: string; registers: readonly string[] }>;
}

const count = (n: number): string => n.toLocaleString('en-US');
const plural = (n: number, one: string, many: string): string => `${count(n)} ${n === 1 ? one : many}`;

/** Text safe inside a Markdown link title: brackets and backslashes escaped, no line breaks. */
export function linkTitle(text: string): string {
  return text
    .replace(/\s+/g, ' ')
    .trim()
    .replace(/[\\[\]]/g, (c) => `\\${c}`);
}

/** A Markdown link destination: spaces, parentheses and angle brackets percent-encoded. */
function linkUrl(url: string): string {
  return url.replace(/[\s()<>]/g, (c) => encodeURIComponent(c).replace(/\(/g, '%28').replace(/\)/g, '%29'));
}

/** One llmstxt.org list item: `- [title](url): note`. */
export function linkItem(title: string, url: string, note?: string): string {
  const clean = note?.replace(/\s+/g, ' ').trim();
  return `- [${linkTitle(title)}](${linkUrl(url)})${clean ? `: ${clean}` : ''}`;
}

/** English name of an ISO 3166-1 alpha-2 code (falls back to the code). */
export function countryName(code: string): string {
  try {
    return new Intl.DisplayNames(['en'], { type: 'region' }).of(code.toUpperCase()) ?? code.toUpperCase();
  } catch {
    return code.toUpperCase();
  }
}

/** The tiers and limits as a Markdown table. */
export function tiersTable(tiers: Readonly<Record<string, TierRules>>): string {
  const rows = Object.entries(tiers).map(
    ([tier, r]) => `| ${tier} | ${count(r.daily)} | ${count(r.burst)} | ${r.full ? 'yes' : 'no'} |`,
  );
  return [
    '| Tier | Requests per UTC day | Requests per minute | Coordinates and capabilities |',
    '|---|---:|---:|---|',
    ...rows,
  ].join('\n');
}

/** /llms.txt */
export function renderLlmsTxt(input: LlmsInput): string {
  const o = input.origin.replace(/\/+$/, '');
  const api = `${o}/api/v1`;
  const countriesWithLabs = input.countries.filter((c) => c.labs > 0).length;
  const bodiesWithLabs = input.bodies.filter((b) => b.labs > 0).length;
  const summary =
    `> Lab Directory is a public, read-only directory and JSON API of ${count(input.totalLabs)} ISO/IEC 17025 ` +
    'accredited testing and calibration laboratories in Europe, collected from the public registers of ' +
    `${bodiesWithLabs} national accreditation bodies in ${countriesWithLabs} countries. Find a lab by test ` +
    'category, country, accreditation body or standard.';
  const sampleNotice = input.sample
    ? "> **Sample data:** this instance serves generated sample data in the registers' format. Its laboratories, " +
      'addresses and accreditation numbers are synthetic and do not describe real laboratories.'
    : null;
  const exampleSlug = input.exampleSlug ?? null;

  const lines: string[] = [
    '# Lab Directory',
    '',
    summary,
    ...(sampleNotice ? ['>', sampleNotice] : []),
    '',
    'Every lab has a web page at `/labs/<slug>/` (name, address, accreditation body, number and status, test ' +
      'categories, date last verified) and the same content as Markdown at `/labs/<slug>.md`. Labs are listed by ' +
      `test category, country and accreditation body, ${LISTING_PAGE_SIZE} per page. Listings include labs of every ` +
      'accreditation ' +
      'status (active, suspended, withdrawn).',
    '',
    'Static pages and this file show public fields only. Coordinates and the detailed scope of accreditation (the ' +
      'tests and standards a lab is accredited for) are available only through the API with a pro or enterprise ' +
      'key; searching by standard or test works for everyone.',
    '',
    '## API',
    '',
    `The JSON API is at ${api}: read-only (\`GET\`, \`HEAD\`), open to every origin (CORS), metered per key or, ` +
      'without a key, per client IP. Version 1.1 adds facet counts, search near a city or a point, sorting, sparse ' +
      'fields, a change feed, autocomplete, a standards lookup and a bulk export; typed clients can be generated ' +
      'from the OpenAPI document (for example with openapi-typescript and openapi-fetch).',
    '',
    linkItem(
      'OpenAPI document',
      `${api}/openapi.json`,
      'OpenAPI 3.1 description of every endpoint, parameter, response, header and field; not counted against limits',
    ),
    linkItem(
      'List labs',
      `${api}/labs`,
      '`GET /api/v1/labs`, paginated. Filters: `country` (ISO 3166-1 alpha-2, case-insensitive), `body` ' +
        '(accreditation body code), `category` (category slug), `q` (full-text over name, city, tests and standard ' +
        'references; all terms must match, the last as a prefix), `standard` (a standard reference such as an EN ' +
        'or ISO number, normalised, any edition year), `status` (`active` by default, `suspended`, `withdrawn`, ' +
        '`all`), `page` (from 1), `per_page` (1 to 100, default 25). Since 1.1 also `facets`, `sort`, `fields`, ' +
        '`near_city`, `near` with `radius_km`, and `updated_since` (below). Unknown, repeated or malformed ' +
        'parameters get 400 naming the parameter. Page links are also in an RFC 8288 `Link` header',
    ),
    linkItem(
      'Facet counts',
      `${api}/labs?q=tensile&facets=country,category`,
      '`facets` (any of `country`, `body`, `category`, `status`, comma-separated) adds `meta.facets`: per ' +
        'dimension, the number of labs per value matching every other filter, most first',
    ),
    linkItem(
      'Labs near a city',
      `${api}/labs?near_city=Lyon&radius_km=20`,
      "`near_city` (a city name, optionally `, CC` for its country) keeps labs whose city's public centre lies " +
        'within `radius_km` (default 50, at most 500); every tier. `meta.near_city` names the city used; a city ' +
        'that cannot be placed gives an empty page',
    ),
    linkItem(
      'Labs near a point',
      `${api}/labs?near=48.1374,11.5755&radius_km=25&sort=distance`,
      '`near=LAT,LON` with `radius_km`, and `sort=distance`: pro and enterprise only (others get 403 with ' +
        '`upgrade_url`); each item carries `distance_km`',
    ),
    linkItem(
      'Order and sparse items',
      `${api}/labs?country=AT&sort=-accreditation_date&fields=slug,name,city`,
      '`sort`: `name` (default), `relevance` (default with `q`), `-accreditation_date`, `-last_verified`, ' +
        '`distance` (needs `near`). `fields` keeps only the keys named',
    ),
    linkItem(
      'Change feed',
      `${api}/labs?updated_since=2026-11-01T00:00:00Z`,
      '`updated_since` (an ISO 8601 date-time with offset, or a date) lists labs whose record changed since ' +
        'then, oldest change first, every status unless `status` is given; each item carries `changed_at`',
    ),
    linkItem(
      'Autocomplete',
      `${api}/suggest?q=munch`,
      '`GET /api/v1/suggest?q=&limit=`: suggestions while typing (labs, cities, standards, categories), each ' +
        'with the id or filter it maps to',
    ),
    linkItem(
      'Standards lookup',
      `${api}/standards?q=din en iso 6892-1:2020`,
      '`GET /api/v1/standards?q=&limit=`: a standard reference in any national adoption or year, a number, or ' +
        'test words in any register language, resolved to canonical standards with the number of active labs and ' +
        'a link to them; `GET /api/v1/standards/{id}` gives one',
    ),
    linkItem(
      'Bulk export',
      `${api}/export?format=ndjson`,
      '`GET /api/v1/export?format=ndjson|csv&updated_since=`: enterprise only; the whole directory as full ' +
        'records, streamed, gzip when accepted, with `ETag` and `Last-Modified`; counts as one request',
    ),
    linkItem(
      'One lab',
      exampleSlug ? `${api}/labs/${exampleSlug}` : `${api}/labs`,
      '`GET /api/v1/labs/{slug}`: one lab with address, contact, dates and links; 404 for an unknown slug. ' +
        'Below the pro tier coordinates and capabilities are null',
    ),
    linkItem(
      'Categories',
      `${api}/categories`,
      '`GET /api/v1/categories`: the test categories with the number of active labs in each',
    ),
    linkItem(
      'Data freshness',
      `${api}/metadata/freshness`,
      '`GET /api/v1/metadata/freshness`: when each register was last scraped and its lab count; needs no key ' +
        'and is not counted',
    ),
    linkItem('API documentation', `${o}/docs/`, 'the API guide for developers, with examples'),
    linkItem(
      'MCP server',
      `${o}/mcp`,
      'Model Context Protocol (Streamable HTTP, stateless, POST): tools `search_labs`, `get_lab`, ' +
        '`find_standard`, `list_categories`, `data_freshness`; the same keys (`X-Api-Key` or ' +
        '`Authorization: Bearer`), limits and masking as the API',
    ),
    '',
    'Keys are optional and go in the `X-Api-Key` request header. The `api_key` query parameter is past its sunset ' +
      `(${input.apiKeySunset}) and gets 401. Limits per tier (per key, or per client IP without a key); every ` +
      'response states them in `X-RateLimit-*` and in the IETF `RateLimit-Policy` and `RateLimit` headers, and a ' +
      'request over a limit gets 429 with `Retry-After`:',
    '',
    tiersTable(input.tiers),
    '',
    'Attribution: every API response carries `X-Attribution-Required: true`. A public product that shows data ' +
      `from the directory must show a visible link to ${o}/. Internal or private use needs no attribution.`,
    '',
    '## Categories',
    '',
    ...input.categories
      .filter((c) => c.labs > 0)
      .map((c) =>
        linkItem(
          c.name,
          `${o}/categories/${c.slug}/`,
          `${plural(c.labs, 'lab', 'labs')} (${count(c.active)} active); API filter \`category=${c.slug}\``,
        ),
      ),
    '',
    '## Countries',
    '',
    ...input.countries
      .filter((c) => c.labs > 0)
      .map((c) =>
        linkItem(
          c.name,
          `${o}/countries/${c.code.toLowerCase()}/`,
          `${plural(c.labs, 'lab', 'labs')}; API filter \`country=${c.code.toUpperCase()}\``,
        ),
      ),
    '',
    '## Accreditation bodies',
    '',
    ...input.bodies
      .filter((b) => b.labs > 0)
      .map((b) => {
        const scraped = b.last_scraped ? `; register last scraped ${b.last_scraped.slice(0, 10)}` : '';
        const title = b.short_name === b.name_en ? b.short_name : `${b.short_name} — ${b.name_en}`;
        return linkItem(
          title,
          `${o}/bodies/${b.code.toLowerCase()}/`,
          `${b.country_name}, ${plural(b.labs, 'lab', 'labs')}${scraped}; API filter \`body=${b.code}\``,
        );
      }),
    '',
    ...languageSection(o, input.languages ?? []),
    '## Optional',
    '',
    linkItem(
      'Full API reference',
      `${o}/llms-full.txt`,
      'every path, parameter, response, header and schema field of the API in Markdown',
    ),
    linkItem('About', `${o}/about/`, 'where the data comes from, how it is cleaned and how often it is refreshed'),
    linkItem(
      'Sitemap',
      `${o}/sitemap-index.xml`,
      'every listing page and every lab page, with the date each lab was last verified',
    ),
    '',
  ];
  return lines.join('\n');
}

/** "## Languages": the site's language versions, and which labs' pages each has. */
function languageSection(o: string, languages: NonNullable<LlmsInput['languages']>): string[] {
  if (languages.length === 0) return [];
  return [
    '## Languages',
    '',
    'The site is in English at the root and in each register language under `/<lang>/`: home, search, the ' +
      "category, country and body listings, about, the API docs landing page and the key page. A lab's page is in " +
      'English at `/labs/<slug>/` and in each language its register publishes in at `/<lang>/labs/<slug>/`; every ' +
      'page names its other versions with `<link rel="alternate" hreflang>`, and so do the sitemaps.',
    '',
    ...languages.map((l) =>
      linkItem(
        `${l.autonym} (${l.code})`,
        `${o}/${l.code}/`,
        `${l.name}${l.registers.length ? `; lab pages of ${l.registers.join(', ')}` : ''}`,
      ),
    ),
    '',
  ];
}

// ---------------------------------------------------------------------------
// llms-full.txt: the OpenAPI document as Markdown

// The document is plain JSON; walk it loosely.
// biome-ignore lint/suspicious/noExplicitAny: walks the generated OpenAPI document, whose shape is read field by field
type J = Record<string, any>;

export interface LlmsFullOptions {
  origin: string;
  sample: boolean;
  tiers: Readonly<Record<string, TierRules>>;
  apiKeySunset: string;
}

const REF = /^#\/components\/(\w+)\/(.+)$/;

function refName(ref: string): string {
  return ref.replace(REF, '$2');
}

function resolve(doc: J, node: J | undefined): J {
  let current = node ?? {};
  for (let i = 0; i < 10 && typeof current.$ref === 'string'; i++) {
    const m = REF.exec(current.$ref);
    current = (m ? doc.components?.[m[1]!]?.[m[2]!] : undefined) ?? {};
  }
  return current;
}

const oneLine = (text: unknown): string => (typeof text === 'string' ? text.replace(/\s*\n\s*/g, ' ').trim() : '');
const code = (value: unknown): string => `\`${typeof value === 'string' ? value : JSON.stringify(value)}\``;

/** A schema's type in words: `string | null`, `array of Capability`, `one of "a", "b"`, … */
function typeText(schema: J): string {
  if (typeof schema.$ref === 'string') return `\`${refName(schema.$ref)}\``;
  if ('const' in schema) return `always ${code(schema.const)}`;
  if (Array.isArray(schema.anyOf) || Array.isArray(schema.oneOf)) {
    const parts: J[] = schema.anyOf ?? schema.oneOf;
    return `${schema.oneOf ? 'one of' : 'any of'} ${parts.map(typeText).join(', ')}`;
  }
  const types: string[] = Array.isArray(schema.type) ? schema.type : schema.type ? [schema.type] : [];
  if (Array.isArray(schema.enum)) {
    const values = schema.enum.map((v: unknown) => (v === null ? 'null' : code(v)));
    return `${types.filter((t) => t !== 'null').join(' | ') || 'value'}, one of ${values.join(', ')}`;
  }
  return (
    types.map((t) => (t === 'array' && schema.items ? `array of ${typeText(schema.items)}` : t)).join(' | ') || 'any'
  );
}

/** Constraints worth stating: format, pattern, range, length, default, example. */
function constraints(schema: J): string[] {
  const out: string[] = [];
  if (schema.format) out.push(`format ${schema.format}`);
  if (schema.pattern) out.push(`pattern ${code(schema.pattern)}`);
  if (schema.minimum !== undefined && schema.maximum !== undefined) out.push(`${schema.minimum} to ${schema.maximum}`);
  else if (schema.minimum !== undefined) out.push(`minimum ${schema.minimum}`);
  else if (schema.maximum !== undefined) out.push(`maximum ${schema.maximum}`);
  if (schema.minLength !== undefined) out.push(`at least ${schema.minLength} characters`);
  if (schema.maxLength !== undefined) out.push(`at most ${schema.maxLength} characters`);
  if (schema.uniqueItems) out.push('unique items');
  if (schema.default !== undefined) out.push(`default ${code(schema.default)}`);
  return out;
}

/** The fields of an object schema as list items, nested objects flattened to `a.b`. */
function fieldLines(doc: J, schema: J, prefix = ''): string[] {
  const lines: string[] = [];
  const required = new Set<string>(Array.isArray(schema.required) ? schema.required : []);
  for (const [name, raw] of Object.entries<J>(schema.properties ?? {})) {
    const field = `${prefix}${name}`;
    const parts = [typeText(raw), required.has(name) ? 'always present' : 'optional', ...constraints(raw)];
    const description = oneLine(raw.description);
    lines.push(`- \`${field}\` (${parts.join(', ')})${description ? `: ${description}` : ''}`);
    if (raw.type === 'object' && raw.properties) lines.push(...fieldLines(doc, raw, `${field}.`));
  }
  if (schema.additionalProperties && typeof schema.additionalProperties === 'object') {
    const keys = schema.propertyNames?.enum ? ` (keys: ${schema.propertyNames.enum.map(code).join(', ')})` : '';
    lines.push(`- \`${prefix}<key>\`${keys}: ${typeText(schema.additionalProperties)}`);
  }
  if (schema.additionalProperties === false && lines.length > 0) lines.push('- No other fields.');
  return lines;
}

function renderSchema(doc: J, name: string, schema: J): string[] {
  const out = [`### ${name}`, ''];
  const about = [schema.title ? `**${oneLine(schema.title)}.**` : '', oneLine(schema.description)]
    .filter(Boolean)
    .join(' ');
  if (about) out.push(about, '');
  if (schema.properties || (schema.additionalProperties && typeof schema.additionalProperties === 'object')) {
    out.push(...fieldLines(doc, schema), '');
  } else {
    const extra = constraints(schema);
    out.push(`Type: ${typeText(schema)}${extra.length ? ` (${extra.join(', ')})` : ''}.`, '');
  }
  return out;
}

function renderParameter(doc: J, ref: J): string {
  const p = resolve(doc, ref);
  const schema: J = p.schema ?? {};
  const parts = [`in ${p.in}`, typeText(schema), p.required ? 'required' : 'optional', ...constraints(schema)];
  if (p.deprecated) parts.push('deprecated');
  if (p.example !== undefined) parts.push(`example ${code(p.example)}`);
  return `- \`${p.name}\` (${parts.join(', ')}): ${oneLine(p.description)}`;
}

function renderResponse(doc: J, status: string, ref: J): string[] {
  const r = resolve(doc, ref);
  const out = [`- **${status}**: ${oneLine(r.description)}`];
  for (const [type, media] of Object.entries<J>(r.content ?? {}))
    out.push(`  - Body (${type}): ${typeText(media.schema ?? {})}`);
  const headers = Object.entries<J>(r.headers ?? {}).map(([name, h]) => {
    const resolved = resolve(doc, h);
    const value = resolved.schema?.const !== undefined ? `: ${code(resolved.schema.const)}` : '';
    return `\`${name}\`${value}${resolved.required === false ? ' (when applicable)' : ''}`;
  });
  if (headers.length) out.push(`  - Headers: ${headers.join(', ')}`);
  return out;
}

/** Demote Markdown headings by `levels` (so a document's `##` fits under our `##`). */
function demote(markdown: string, levels: number): string {
  return markdown.replace(/^(#{1,6}) /gm, (_, hashes: string) => `${'#'.repeat(Math.min(6, hashes.length + levels))} `);
}

/** /llms-full.txt: the full API reference, from the OpenAPI document. */
export function renderLlmsFullTxt(doc: J, options: LlmsFullOptions): string {
  const o = options.origin.replace(/\/+$/, '');
  const info: J = doc.info ?? {};
  const server: string = doc.servers?.[0]?.url ?? `${o}/api/v1`;
  const out: string[] = [
    `# ${info.title ?? 'Lab Directory API'} reference`,
    '',
    `> ${oneLine(info.summary)} Version ${info.version ?? '1'} (OpenAPI ${doc.openapi ?? '3.1'}), base URL ` +
      `${server}. This is the Markdown rendering of ${o}/api/v1/openapi.json; the site map for language models is ` +
      `${o}/llms.txt.` +
      (options.sample
        ? ' **Sample data:** this instance serves generated sample data; its laboratories are synthetic.'
        : ''),
    '',
    '## Overview',
    '',
    demote(String(info.description ?? ''), 1),
    '',
    '## Tiers and limits',
    '',
    'Limits are counted per key (in the `X-Api-Key` header), or per client IP without a key.',
    '',
    tiersTable(options.tiers),
    '',
    `The \`api_key\` query parameter is past its sunset (${options.apiKeySunset}): a request carrying it gets 401 ` +
      'telling the client to send the key in `X-Api-Key`, with the headers `Deprecation: true` and ' +
      `\`Sunset: ${options.apiKeySunset}\`.`,
    '',
  ];

  const schemes = Object.entries<J>(doc.components?.securitySchemes ?? {});
  if (schemes.length) {
    out.push('## Authentication', '');
    for (const [name, s] of schemes)
      out.push(`- \`${name}\`: ${s.type} in ${s.in} \`${s.name}\`. ${oneLine(s.description)}`);
    out.push('');
  }

  out.push('## Endpoints', '', `Paths are relative to ${server}.`, '');
  for (const [path, item] of Object.entries<J>(doc.paths ?? {})) {
    for (const [method, op] of Object.entries<J>(item)) {
      if (!['get', 'put', 'post', 'delete', 'patch', 'head', 'options'].includes(method)) continue;
      out.push(`### ${method.toUpperCase()} ${path}`, '');
      out.push(
        `**${oneLine(op.summary)}** (operation ` +
          `\`${op.operationId}\`${op.tags?.length ? `, tag ${op.tags.join(', ')}` : ''}). ` +
          `${oneLine(op.description)}`,
        '',
      );
      const security: J[] | undefined = op.security ?? doc.security;
      if (Array.isArray(security)) {
        const keyed = security.some((s) => Object.keys(s).length > 0);
        out.push(keyed ? 'Key: optional, in `X-Api-Key`.' : 'Key: none (keys are ignored).', '');
      }
      const params: J[] = [...(item.parameters ?? []), ...(op.parameters ?? [])];
      if (params.length) out.push('Parameters:', '', ...params.map((p) => renderParameter(doc, p)), '');
      out.push('Responses:', '');
      for (const [status, r] of Object.entries<J>(op.responses ?? {})) out.push(...renderResponse(doc, status, r));
      out.push('');
    }
  }

  const responses = Object.entries<J>(doc.components?.responses ?? {});
  const used = new Set(
    JSON.stringify(doc.paths ?? {})
      .match(/#\/components\/responses\/\w+/g)
      ?.map(refName) ?? [],
  );
  const unused = responses.filter(([name]) => !used.has(name));
  if (unused.length) {
    out.push('## Other responses', '', 'Answers that any path under the API can give:', '');
    for (const [name, r] of unused) out.push(...renderResponse(doc, name, r));
    out.push('');
  }

  const headers = Object.entries<J>(doc.components?.headers ?? {});
  if (headers.length) {
    out.push('## Headers', '');
    for (const [name, h] of headers) {
      const schema: J = h.schema ?? {};
      const parts = [typeText(schema), ...constraints(schema)];
      out.push(`- \`${name}\` (${parts.join(', ')}): ${oneLine(h.description)}`);
    }
    out.push('', 'Header names starting `CacheControl` are the variants of the `Cache-Control` response header.', '');
  }

  const schemas = Object.entries<J>(doc.components?.schemas ?? {});
  if (schemas.length) {
    out.push('## Schemas', '');
    for (const [name, s] of schemas) out.push(...renderSchema(doc, name, s));
  }
  return out
    .join('\n')
    .replace(/\n{3,}/g, '\n\n')
    .replace(/\n*$/, '\n');
}
