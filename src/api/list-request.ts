// Parsing and validating each endpoint's query string with its schema
// (src/api/schemas/query.ts): `parseQuery` for any endpoint, `parseListQuery`
// for GET /labs and the MCP tool that lists labs. A malformed, out-of-range or unknown parameter
// is an error naming the parameter and what is allowed, never a silently
// wider result (DECISIONS, "Requests and errors"); the first problem, in the
// schema's order, is the one reported.
import type * as z from 'zod';
import type { ListQuery } from '../domain/lab-query.ts';
import { standardKey } from '../domain/standards.ts';
import { resolveCity } from '../directory/city-centres.ts';
import {
  DEFAULT_PER_PAGE,
  DEFAULT_RADIUS_KM,
  listLabsQueryFor,
  PARAMETER_DEPENDENCIES,
  type KnownValues,
} from './schemas/query.ts';

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
export function parseQuery<S extends z.ZodObject<Shape>>(
  schema: S,
  params: URLSearchParams,
): Parsed<Partial<z.output<S>>> {
  const names = checkParameterNames(params, Object.keys(schema.shape));
  if (names) return fail(names);
  const value: Record<string, unknown> = {};
  for (const [name, field] of Object.entries(schema.shape as Shape)) {
    const raw = params.get(name);
    if (raw === null) {
      if (field.safeParse(undefined).success) continue;
      return fail(`Query parameter '${name}' is required: ${field.description ?? 'see the API reference'}`);
    }
    const result = field.safeParse(raw);
    if (!result.success) return fail(result.error.issues[0]!.message);
    value[name] = result.data;
  }
  return { ok: true, value: value as Partial<z.output<S>> };
}

/** A list query, or why not: 400 for what is malformed, 403 for what the caller's tier may not use. */
export type ParsedList = { ok: true; value: ListQuery } | { ok: false; status: 400 | 403; error: string };

/**
 * `coordinates`: whether the caller's tier sees coordinates. Below pro, `near`
 * and `sort=distance` are refused (403) once every value is valid, before the
 * rules between parameters: coordinates are a paid field, and a radius or a
 * distance order around a point would let a client triangulate them.
 */
export function parseListQuery(
  params: URLSearchParams,
  known: KnownValues,
  { coordinates }: { coordinates: boolean },
): ParsedList {
  const parsed = parseQuery(listLabsQueryFor(known), params);
  if (!parsed.ok) return { ...parsed, status: 400 };
  const p = parsed.value;
  if (!coordinates && (p.near !== undefined || p.sort === 'distance')) {
    return {
      ok: false,
      status: 403,
      error:
        "'near', 'sort=distance' and 'distance_km' use the labs' coordinates, which need the pro or enterprise " +
        "tier. 'near_city' (by city centre) is open to every tier.",
    };
  }
  // Rules across parameters, after each one is valid on its own (the document states them in
  // `x-parameter-dependencies`).
  for (const rule of PARAMETER_DEPENDENCIES) if (rule.broken(p)) return { ok: false, status: 400, error: rule.error };

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
