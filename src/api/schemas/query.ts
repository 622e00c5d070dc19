// The query parameters of every endpoint, described once: the server validates
// with these schemas (src/api/list-request.ts) and the OpenAPI document is
// generated from the same objects (src/api/openapi.ts), so "valid by the
// document" means "accepted by the server" (DECISIONS, round 2).
//
// Values are trimmed and `body`/`country` are case-insensitive (v1), so the
// document says so in each pattern rather than with an enum a generated
// client would read as stricter than the server. Messages are the v1 ones.
import * as z from 'zod';
import { FACET_DIMENSIONS } from '../../domain/facets.ts';
import { LIST_FIELDS, SORTS, STATUS_FILTERS } from '../../domain/lab-query.ts';

export const MAX_PAGE = 100_000;
export const MAX_PER_PAGE = 100;
export const DEFAULT_PER_PAGE = 25;
export const MAX_Q_LENGTH = 200;
export const MAX_STANDARD_LENGTH = 100;
export const MAX_RADIUS_KM = 500;
export const DEFAULT_RADIUS_KM = 50;
export const MAX_CITY_LENGTH = 100;
export const MAX_SUGGEST = 20;
export const DEFAULT_SUGGEST = 8;
export const MAX_STANDARDS = 50;
export const DEFAULT_STANDARDS = 10;
export const EXPORT_FORMATS = ['ndjson', 'csv'] as const;

/** What the loaded build holds: `body` and `category` accept exactly these. */
export interface KnownValues {
  bodies: ReadonlySet<string>;
  categories: ReadonlySet<string>;
}

/** Escapes what is special in a pattern (not `-` or `/`: escaping those is an error in unicode-mode patterns). */
const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
/** A value from `values`, any case, surrounded by optional whitespace. */
function oneOfPattern(values: readonly string[], caseInsensitive: boolean): RegExp {
  const letters = (value: string) =>
    [...value]
      .map((ch) =>
        caseInsensitive && ch.toLowerCase() !== ch.toUpperCase()
          ? `[${ch.toUpperCase()}${ch.toLowerCase()}]`
          : escapeRegExp(ch),
      )
      .join('');
  return new RegExp(`^\\s*(?:${values.map(letters).join('|')})\\s*$`);
}
/** A comma-separated list of `values` (repeats allowed), no spaces inside. */
function listOfPattern(values: readonly string[]): RegExp {
  const one = `(?:${values.map(escape).join('|')})`;
  return new RegExp(`^\\s*${one}(?:,${one})*\\s*$`);
}

/** The value as the message quotes it: trimmed, as v1 did. */
/** Optional, keeping the description at the parameter (zod-openapi reads it from the outer schema). */
const optional = <T extends z.ZodType>(schema: T) => schema.optional().meta({ description: schema.description });

const got = (iss: { input?: unknown }) => String(iss.input).trim();
const trimmed = (s: string) => s.trim();
/** Length in characters (code points, as the document's maxLength counts them), after trimming. */
const lengthOf = (s: string) => [...s.trim()].length;

/** Describes a number parameter as a number: the string rule it is parsed by is the server's reading of the number. */
const asNumber =
  (schema: Record<string, unknown>) =>
  ({ jsonSchema }: { jsonSchema: Record<string, unknown> }) => {
    delete jsonSchema.pattern;
    Object.assign(jsonSchema, schema);
  };

/**
 * A number as the document types it, read the way a JSON Schema tool reads a query value: a JSON number (RFC 8259:
 * an optional '-', no leading zeros, an optional fraction and exponent), nothing around it. So `2.0` and `1e1` are
 * the integers 2 and 10, as JSON Schema counts integers; `007`, ` 5`, `+5` and `0x10` are not numbers.
 */
export const JSON_NUMBER = /^-?(?:0|[1-9]\d*)(?:\.\d+)?(?:[eE][+-]?\d+)?$/;
const AS_JSON_NUMBER = 'Write it as a JSON number: digits, no spaces, no leading zeros, no +.';
/** The value exactly as sent (numbers are not trimmed: a space is part of what was wrong). */
const sent = (iss: { input?: unknown }) => String(iss.input);

/** A whole number parameter: a JSON number whose value is whole, then the range. Described to clients as an integer. */
function integerParameter(name: string, min: number, max: number, fallback: number, description: string) {
  return z
    .string()
    .refine((s) => JSON_NUMBER.test(s) && Number.isInteger(Number(s)), {
      error: (iss) =>
        `Query parameter '${name}' must be a whole number from ${min} to ${max}; got '${sent(iss)}'. ${AS_JSON_NUMBER}`,
    })
    .transform(Number)
    .pipe(
      z
        .number()
        .min(min, { error: (iss) => `Query parameter '${name}' must be from ${min} to ${max}; got ${sent(iss)}.` })
        .max(max, { error: (iss) => `Query parameter '${name}' must be from ${min} to ${max}; got ${sent(iss)}.` }),
    )
    .optional()
    .meta({
      description: `${description} ${INTEGER_SPELLING}`,
      override: asNumber({ type: 'integer', minimum: min, maximum: max, default: fallback }),
    });
}
const INTEGER_SPELLING =
  'Written as a JSON number (`2`, also `2.0` or `2e0`, which JSON Schema counts as integers); not `02`, ` 2` or ' +
  '`+2`.';

/** Free text bounded in length after trimming (the bound in code points, as JSON Schema counts). */
function textParameter(
  name: string,
  max: number,
  description: string,
  options: { min?: number; example?: string } = {},
) {
  const min = options.min ?? 0;
  const lengthRule = min > 0 ? `from ${min} to ${max} characters` : `at most ${max} characters`;
  return z
    .string()
    .refine((s) => lengthOf(s) <= max && lengthOf(s) >= min, {
      error: (iss) => `Query parameter '${name}' must be ${lengthRule}; got ${lengthOf(String(iss.input))}.`,
    })
    .transform(trimmed)
    .meta({
      description,
      ...(options.example ? { example: options.example } : {}),
      // Whitespace around the text is trimmed and not counted.
      override: {
        type: 'string',
        pattern: min > 0 ? `^\\s*(?=\\S)[\\s\\S]{${min},${max}}\\s*$` : `^\\s*[\\s\\S]{0,${max}}\\s*$`,
        ...(min > 0 ? { minLength: min } : {}),
      },
    });
}

const enumParameter = <T extends string>(
  name: string,
  values: readonly T[],
  description: string,
  caseInsensitive = true,
) =>
  z
    .string()
    .regex(oneOfPattern(values, caseInsensitive), {
      error: (iss) => `Query parameter '${name}' must be one of ${values.join(', ')}; got '${got(iss)}'.`,
    })
    .transform((s) => s.trim().toLowerCase() as T)
    .meta({
      description:
        `${description} One of: ` +
        `${values.map((v) => `\`${v}\``).join(', ')}${caseInsensitive ? ' (case-insensitive)' : ''}.`,
    });

/** `LAT,LON` in decimal degrees: latitude −90…90, longitude −180…180, at most 6 decimals. */
export const LAT_LON =
  /^\s*(-?(?:90(?:\.0{1,6})?|[1-8]?\d(?:\.\d{1,6})?)),(-?(?:180(?:\.0{1,6})?|(?:1[0-7]\d|[1-9]?\d)(?:\.\d{1,6})?))\s*$/;

/** An RFC 3339 date-time with its offset, or a full date (midnight UTC). */
export const ISO_TIME =
  /^\s*(\d{4})-(0[1-9]|1[0-2])-(0[1-9]|[12]\d|3[01])(?:T([01]\d|2[0-3]):([0-5]\d)(?::([0-5]\d)(\.\d{1,9})?)?(Z|[+-](?:[01]\d|2[0-3]):[0-5]\d))?\s*$/;

/** Milliseconds since the epoch of an `ISO_TIME` value (a day past its month's end rolls over, as Date.UTC does). */
export function isoTimeMs(text: string): number {
  const m = ISO_TIME.exec(text)!;
  const [, y, mo, d, h = '0', mi = '0', s = '0', frac = '', offset = 'Z'] = m;
  const ms = Math.floor(Number(`0${frac || '.0'}`) * 1000);
  const base = Date.UTC(Number(y), Number(mo) - 1, Number(d), Number(h), Number(mi), Number(s), ms);
  if (offset === 'Z') return base;
  const sign = offset[0] === '-' ? -1 : 1;
  return base - sign * (Number(offset.slice(1, 3)) * 60 + Number(offset.slice(4, 6))) * 60_000;
}

export const updatedSinceParameter = z
  .string()
  .regex(ISO_TIME, {
    error: (iss) =>
      "Query parameter 'updated_since' must be an ISO 8601 date-time with its offset (2026-11-01T00:00:00Z) or " +
      `a date (2026-11-01); got '${got(iss)}'.`,
  })
  .transform((s) => ({ text: s.trim(), ms: isoTimeMs(s) }))
  .optional()
  .meta({
    description:
      'Only labs whose record changed (any field, including a status turning `withdrawn`) at or after this ' +
      'time, oldest change first; each item carries its `changed_at`. Without `status`, every status is ' +
      'listed. A date means midnight UTC.',
    example: '2026-11-01T00:00:00Z',
    override: { type: 'string', pattern: ISO_TIME.source },
  });

/** The parameters of GET /labs, in the order they are checked (the first problem is the one reported). */
export function listLabsQuery(known: KnownValues) {
  const bodies = [...known.bodies].sort();
  const categories = [...known.categories];
  return z.object({
    country: z
      .string()
      .regex(/^\s*[A-Za-z]{2}\s*$/, {
        error: (iss) =>
          `Query parameter 'country' must be an ISO 3166-1 alpha-2 code such as DE or FR; got '${got(iss)}'.`,
      })
      .transform((s) => s.trim().toUpperCase())
      .optional()
      .meta({
        description: 'ISO 3166-1 alpha-2 country code (case-insensitive). A code with no labs gives an empty page.',
        example: 'DE',
      }),
    body: z
      .string()
      .regex(oneOfPattern(bodies, true), {
        error: (iss) =>
          "Query parameter 'body' must be one of the accreditation bodies in the directory (case-insensitive): " +
          `${bodies.join(', ')}; got '${got(iss)}'.`,
      })
      .transform((s) => s.trim().toUpperCase())
      .optional()
      .meta({
        description: `Accreditation body code, case-insensitive: one of ${bodies.map((b) => `\`${b}\``).join(', ')}.`,
        example: 'DAKKS',
      }),
    category: z
      .string()
      .regex(oneOfPattern(categories, false), {
        error: (iss) =>
          "Query parameter 'category' must be one of the category slugs listed by /categories: " +
          `${categories.join(', ')}; got '${got(iss)}'.`,
      })
      .transform(trimmed)
      .optional()
      .meta({
        description: `Category slug (see \`/categories\`): one of ${categories.map((c) => `\`${c}\``).join(', ')}.`,
        example: 'mechanical',
      }),
    q: optional(
      textParameter(
        'q',
        MAX_Q_LENGTH,
        'Full-text search over lab name, city, capability names in every register language, canonical ids and ' +
          'standard references. All words must match (a word that matches no lab at all is left out, and ' +
          'meta.q_words names the words used and left out); the last may be a prefix; longer words tolerate a typo.',
        {
          example: 'tensile hamburg',
        },
      ),
    ),
    standard: z
      .string()
      .refine((s) => lengthOf(s) <= MAX_STANDARD_LENGTH, {
        error: (iss) =>
          `Query parameter 'standard' must be at most ${MAX_STANDARD_LENGTH} characters; got ` +
          `${lengthOf(String(iss.input))}.`,
      })
      .regex(STANDARD_SHAPE, {
        error: (iss) =>
          "Query parameter 'standard' must be a standard reference such as 'ISO 6892-1', 'EN 12390-3' or " +
          `'ASTM E8'; got '${got(iss)}'.`,
      })
      .transform(trimmed)
      .optional()
      .meta({
        description:
          "A standard reference, normalised before matching: 'EN ISO 6892-1:2019', 'DIN EN ISO 6892-1' and " +
          "'iso 6892-1' all match ISO 6892-1, whatever the year. A reference the directory does not know gives " +
          'an empty page.',
        example: 'ISO 6892-1',
        override: { type: 'string', pattern: STANDARD_SHAPE.source },
      }),
    status: optional(
      enumParameter(
        'status',
        STATUS_FILTERS,
        'Accreditation status; `all` includes labs whose register gives none. Default `active` (with ' +
          '`updated_since`: `all`).',
      ),
    ),
    page: integerParameter('page', 1, MAX_PAGE, 1, 'Page number (1-indexed). A page past the end is empty.'),
    per_page: integerParameter('per_page', 1, MAX_PER_PAGE, DEFAULT_PER_PAGE, 'Results per page.'),
    sort: optional(
      enumParameter(
        'sort',
        SORTS,
        'Order: `name` (default without `q`), `relevance` (default with `q`; without `q` every lab is equally ' +
          'relevant, so by name), newest `-accreditation_date`, most recently verified `-last_verified`, or ' +
          '`distance` (pro and enterprise; needs `near`). Ties by slug.',
      ),
    ),
    facets: z
      .string()
      .regex(listOfPattern(FACET_DIMENSIONS), {
        error: (iss) =>
          `Query parameter 'facets' must be a comma-separated list of ${FACET_DIMENSIONS.join(', ')}; got ` +
          `'${got(iss)}'.`,
      })
      .transform((s) => [...new Set(s.trim().split(','))] as Array<(typeof FACET_DIMENSIONS)[number]>)
      .optional()
      .meta({
        description:
          `Adds \`meta.facets\`: for each named dimension (${FACET_DIMENSIONS.join(', ')}), the counts of labs ` +
          'matching all the other filters, most first.',
        example: 'country,category',
      }),
    fields: z
      .string()
      .regex(listOfPattern(LIST_FIELDS), {
        error: (iss) =>
          `Query parameter 'fields' must be a comma-separated list of ${LIST_FIELDS.join(', ')}; got '${got(iss)}'.`,
      })
      .transform((s) => [...new Set(s.trim().split(','))] as Array<(typeof LIST_FIELDS)[number]>)
      .optional()
      .meta({
        description:
          'Keeps only these keys of each list item, in this order (a masked field stays null: `fields` never ' +
          'reveals one).',
        example: 'slug,name,city',
      }),
    near: z
      .string()
      .regex(LAT_LON, {
        error: (iss) =>
          "Query parameter 'near' must be LAT,LON in decimal degrees (latitude -90 to 90, longitude -180 to " +
          `180, at most 6 decimals), such as 48.1374,11.5755; got '${got(iss)}'.`,
      })
      .transform((s) => {
        const m = LAT_LON.exec(s)!;
        return { latitude: Number(m[1]), longitude: Number(m[2]) };
      })
      .optional()
      .meta({
        description:
          "Pro and enterprise: keeps labs within `radius_km` of this point by the labs' own coordinates; each " +
          'item carries `distance_km`.',
        example: '48.1374,11.5755',
        override: { type: 'string', pattern: LAT_LON.source },
      }),
    radius_km: z
      .string()
      // An exponent can overflow to Infinity, which is not a radius either.
      .refine((text) => JSON_NUMBER.test(text) && Number.isFinite(Number(text)), {
        error: (iss) =>
          "Query parameter 'radius_km' must be a number of kilometres greater than 0 and at most " +
          `${MAX_RADIUS_KM}; got '${sent(iss)}'. ${AS_JSON_NUMBER}`,
      })
      .transform(Number)
      .pipe(
        z
          .number()
          .gt(0, {
            error: (iss) =>
              `Query parameter 'radius_km' must be greater than 0 and at most ${MAX_RADIUS_KM}; got ${sent(iss)}.`,
          })
          .max(MAX_RADIUS_KM, {
            error: (iss) =>
              `Query parameter 'radius_km' must be greater than 0 and at most ${MAX_RADIUS_KM}; got ${sent(iss)}.`,
          }),
      )
      .optional()
      .meta({
        description:
          `Radius for \`near\` or \`near_city\`, in km (default ${DEFAULT_RADIUS_KM}). Needs \`near\` or ` +
          '`near_city`: without either it gets 400 (a radius around nothing). Written as a JSON number (`25`, ' +
          '`2.5e1`); not `025` or ` 25`.',
        override: asNumber({ type: 'number', exclusiveMinimum: 0, maximum: MAX_RADIUS_KM, default: DEFAULT_RADIUS_KM }),
      }),
    near_city: optional(
      textParameter(
        'near_city',
        MAX_CITY_LENGTH,
        "Every tier: keeps labs whose city's public centre (GeoNames) lies within `radius_km` of this city's " +
          'centre; a lab counts by its city, never by its own coordinates. A name, optionally with a country: ' +
          '`Lyon`, `Frankfurt am Main, DE`. A city the directory cannot place gives an empty page; ' +
          '`meta.near_city` says which city was used.',
        {
          min: 1,
          example: 'Lyon',
        },
      ),
    ),
    updated_since: updatedSinceParameter,
  });
}

type ListParameters = Partial<z.output<ReturnType<typeof listLabsQuery>>>;

/**
 * The two rules between GET /labs parameters that a parameter's own schema
 * cannot say; the document lists them (`x-parameter-dependencies`) and a
 * request breaking one gets 400. Everything else combines freely.
 */
export const PARAMETER_DEPENDENCIES: ReadonlyArray<{
  parameter: string;
  value?: string;
  requires: readonly string[];
  error: string;
  broken(p: ListParameters): boolean;
}> = [
  {
    parameter: 'radius_km',
    requires: ['near', 'near_city'],
    error:
      "Query parameter 'radius_km' needs 'near' or 'near_city': a radius around nothing would silently keep every lab.",
    broken: (p) => p.radius_km !== undefined && p.near === undefined && p.near_city === undefined,
  },
  {
    parameter: 'sort',
    value: 'distance',
    requires: ['near'],
    error: "Query parameter 'sort' is 'distance', which needs 'near' (LAT,LON): the distance is from that point.",
    broken: (p) => p.sort === 'distance' && p.near === undefined,
  },
];

const listSchemas = new WeakMap<
  ReadonlySet<string>,
  { categories: ReadonlySet<string>; schema: ReturnType<typeof listLabsQuery> }
>();
/** The GET /labs schema of a build's known values, made once per build (the sets are the build's own). */
export function listLabsQueryFor(known: KnownValues): ReturnType<typeof listLabsQuery> {
  const made = listSchemas.get(known.bodies);
  if (made && made.categories === known.categories) return made.schema;
  const schema = listLabsQuery(known);
  listSchemas.set(known.bodies, { categories: known.categories, schema });
  return schema;
}

/**
 * The letters a standard reference may use: Latin (with Latin-1 and Extended-A/B), Greek and Cyrillic, the scripts
 * of the registers' standards bodies. Written as ranges of literal characters rather than \p{L}, so the pattern
 * means the same to regular expression engines without Unicode mode (Spectral, older validators).
 */
const REFERENCE_LETTERS = 'A-Za-z\u00C0-\u00D6\u00D8-\u00F6\u00F8-\u024F\u0370-\u03FF\u0400-\u04FF';
/** A standard reference's shape: a letter and a digit among letters, digits, dashes and the punctuation references use. */
export const STANDARD_SHAPE = new RegExp(
  `^\\s*(?=[^${REFERENCE_LETTERS}]*[${REFERENCE_LETTERS}])(?=[^0-9]*[0-9])` +
    `[${REFERENCE_LETTERS}0-9\u2010-\u2015 .,:;/()+&'_-]{2,100}\\s*$`,
);

export const noQuery = z.object({});

export function suggestQuery() {
  return z.object({
    q: textParameter(
      'q',
      MAX_Q_LENGTH,
      'What the user has typed so far: the last word may be half-typed, longer words may carry a typo.',
      { min: 1, example: 'tensile ham' },
    ),
    limit: integerParameter('limit', 1, MAX_SUGGEST, DEFAULT_SUGGEST, 'Most suggestions to return.'),
  });
}

export function standardsQuery() {
  return z.object({
    q: textParameter(
      'q',
      MAX_STANDARD_LENGTH,
      "A reference ('din en iso 6892-1:2020', '17025') or words of a title or test name in any register " +
        "language ('salmonella', 'Zugversuch').",
      { min: 1, example: 'din en iso 6892-1:2020' },
    ),
    limit: integerParameter('limit', 1, MAX_STANDARDS, DEFAULT_STANDARDS, 'Most standards to return.'),
  });
}

export function exportQuery() {
  return z.object({
    format: optional(enumParameter('format', EXPORT_FORMATS, 'Export format; default `ndjson`.')),
    updated_since: updatedSinceParameter,
  });
}
