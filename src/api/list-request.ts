// Parsing and validating each endpoint's query string with its schema
// (src/api/schemas/query.ts). A malformed, out-of-range or unknown parameter
// is an error naming the parameter and what is allowed, never a silently
// wider result (DECISIONS, "Requests and errors"); the first problem, in the
// schema's order, is the one reported.
import type * as z from 'zod';
import type { ListQuery } from '../domain/lab-query.ts';
import { standardKey } from '../domain/standards.ts';
import { resolveCity } from '../directory/city-centres.ts';
import { DEFAULT_PER_PAGE, DEFAULT_RADIUS_KM, listLabsQueryFor, PARAMETER_DEPENDENCIES, type KnownValues } from './schemas/query.ts';

export { DEFAULT_PER_PAGE, MAX_PAGE, MAX_PER_PAGE, MAX_Q_LENGTH, MAX_STANDARD_LENGTH, type KnownValues } from './schemas/query.ts';

/** Parameters every endpoint tolerates: the deprecated key parameter is handled by authentication. */
const ALWAYS_ALLOWED = ['api_key'];

export type Parsed<T> = { ok: true; value: T } | { ok: false; error: string };

const fail = (error: string): { ok: false; error: string } => ({ ok: false, error });

/** Unknown or repeated parameters; `allowed` are the endpoint's own. */
export function checkParameterNames(params: URLSearchParams, allowed: readonly string[]): string | null {
  if (params.size === 0) return null;
  const known = new Set([...allowed, ...ALWAYS_ALLOWED]);
  const seen = new Set<string>();
  for (const name of params.keys()) {
    if (!known.has(name)) {
      return allowed.length === 0
        ? `Unknown query parameter '${name}': this endpoint takes no parameters.`
        : `Unknown query parameter '${name}'. Allowed: ${allowed.join(', ')}.`;
    }
    if (seen.has(name)) return `Query parameter '${name}' is given more than once; give it once.`;
    seen.add(name);
  }
  return null;
}

type Shape = Record<string, z.ZodType>;

/** The endpoint's parameters checked with their schemas, in the schema's order; absent ones are undefined. */
export function parseQuery<S extends z.ZodObject<Shape>>(schema: S, params: URLSearchParams): Parsed<Partial<z.output<S>>> {
  const names = checkParameterNames(params, Object.keys(schema.shape));
  if (names) return fail(names);
  const value: Record<string, unknown> = {};
  if (params.size === 0) return { ok: true, value: value as Partial<z.output<S>> };
  for (const [name, field] of Object.entries(schema.shape as Shape)) {
    const raw = params.get(name);
    if (raw === null) continue;
    const result = field.safeParse(raw);
    if (!result.success) return fail(result.error.issues[0]!.message);
    value[name] = result.data;
  }
  return { ok: true, value: value as Partial<z.output<S>> };
}

/** A request below pro for what uses the labs' coordinates: refused (403) once its values are valid, before the rules between them. */
export const NEEDS_COORDINATES = 'needs-coordinates';

export function parseListQuery(params: URLSearchParams, known: KnownValues, options: { coordinates?: boolean } = {}): Parsed<ListQuery> {
  const parsed = parseQuery(listLabsQueryFor(known), params);
  if (!parsed.ok) return parsed;
  const p = parsed.value;
  // Coordinates are a paid field, and a radius or a distance order around a point would let a client triangulate them.
  if (options.coordinates === false && (p.near !== undefined || p.sort === 'distance')) return fail(NEEDS_COORDINATES);
  // Rules across parameters, after each one is valid on its own (the document states them in `x-parameter-dependencies`).
  for (const rule of PARAMETER_DEPENDENCIES) if (rule.broken(p)) return fail(rule.error);

  const standard = p.standard === undefined || p.standard === '' ? null : p.standard;
  const geo = p.near !== undefined || p.near_city !== undefined;
  return {
    ok: true,
    value: {
      country: p.country ?? null,
      body: p.body ?? null,
      category: p.category ?? null,
      q: p.q ? p.q : null,
      standard,
      standardKey: standard === null ? null : standardKey(standard),
      status: p.status ?? (p.updated_since ? 'all' : 'active'),
      statusGiven: p.status !== undefined,
      page: p.page ?? 1,
      perPage: p.per_page ?? DEFAULT_PER_PAGE,
      sort: p.sort ?? null,
      facets: p.facets ?? [],
      fields: p.fields ?? null,
      near: p.near ?? null,
      nearCity: p.near_city === undefined ? null : { text: p.near_city, centre: resolveCity(p.near_city) },
      radiusKm: geo ? (p.radius_km ?? DEFAULT_RADIUS_KM) : null,
      radiusGiven: p.radius_km !== undefined,
      updatedSince: p.updated_since ?? null,
    },
  };
}
