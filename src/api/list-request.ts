// Parsing and validating the query string of each endpoint. A malformed,
// out-of-range or unknown parameter is an error naming the parameter and what
// is allowed, never a silently wider result (DECISIONS, "Requests and errors").
import { STATUS_FILTERS, type ListQuery, type StatusFilter } from '../domain/lab-query.ts';
import { standardKey } from '../domain/standards.ts';

export const MAX_PAGE = 100_000;
export const MAX_PER_PAGE = 100;
export const DEFAULT_PER_PAGE = 25;
export const MAX_Q_LENGTH = 200;
export const MAX_STANDARD_LENGTH = 100;

/** Parameters every endpoint tolerates: the deprecated key parameter is handled by authentication. */
const ALWAYS_ALLOWED = ['api_key'];

export const LIST_PARAMETERS = ['country', 'body', 'category', 'q', 'standard', 'status', 'page', 'per_page'] as const;

export type Parsed<T> = { ok: true; value: T } | { ok: false; error: string };

export interface KnownValues {
  bodies: ReadonlySet<string>;
  categories: ReadonlySet<string>;
}

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

function integer(name: string, raw: string | null, fallback: number, min: number, max: number): Parsed<number> {
  if (raw === null) return { ok: true, value: fallback };
  if (!/^\d{1,9}$/.test(raw)) return fail(`Query parameter '${name}' must be a whole number from ${min} to ${max}; got '${raw}'.`);
  const value = Number(raw);
  if (value < min || value > max) return fail(`Query parameter '${name}' must be from ${min} to ${max}; got ${value}.`);
  return { ok: true, value };
}

export function parseListQuery(params: URLSearchParams, known: KnownValues): Parsed<ListQuery> {
  const names = checkParameterNames(params, LIST_PARAMETERS);
  if (names) return fail(names);
  const get = (name: string) => {
    const value = params.get(name);
    return value === null ? null : value.trim();
  };

  const countryRaw = get('country');
  if (countryRaw !== null && !/^[A-Za-z]{2}$/.test(countryRaw)) {
    return fail(`Query parameter 'country' must be an ISO 3166-1 alpha-2 code such as DE or FR; got '${countryRaw}'.`);
  }
  const bodyRaw = get('body');
  const body = bodyRaw === null ? null : bodyRaw.toUpperCase();
  if (body !== null && !known.bodies.has(body)) {
    return fail(`Query parameter 'body' must be one of the accreditation bodies in the directory (case-insensitive): ${[...known.bodies].sort().join(', ')}; got '${bodyRaw}'.`);
  }
  const category = get('category');
  if (category !== null && !known.categories.has(category)) {
    return fail(`Query parameter 'category' must be one of the category slugs listed by /categories: ${[...known.categories].join(', ')}; got '${category}'.`);
  }
  const q = get('q');
  if (q !== null && q.length > MAX_Q_LENGTH) return fail(`Query parameter 'q' must be at most ${MAX_Q_LENGTH} characters; got ${q.length}.`);
  const standard = get('standard');
  let key: string | null = null;
  if (standard !== null) {
    if (standard.length > MAX_STANDARD_LENGTH) return fail(`Query parameter 'standard' must be at most ${MAX_STANDARD_LENGTH} characters; got ${standard.length}.`);
    key = standardKey(standard);
    if (key === null) return fail(`Query parameter 'standard' must be a standard reference such as 'ISO 6892-1', 'EN 12390-3' or 'ASTM E8'; got '${standard}'.`);
  }
  const statusRaw = get('status');
  const status = (statusRaw ?? 'active').toLowerCase();
  if (!(STATUS_FILTERS as readonly string[]).includes(status)) {
    return fail(`Query parameter 'status' must be one of ${STATUS_FILTERS.join(', ')}; got '${statusRaw}'.`);
  }
  const page = integer('page', get('page'), 1, 1, MAX_PAGE);
  if (!page.ok) return page;
  const perPage = integer('per_page', get('per_page'), DEFAULT_PER_PAGE, 1, MAX_PER_PAGE);
  if (!perPage.ok) return perPage;

  return {
    ok: true,
    value: {
      country: countryRaw === null ? null : countryRaw.toUpperCase(),
      body,
      category,
      q: q === '' ? null : q,
      standard: standard === '' ? null : standard,
      standardKey: key,
      status: status as StatusFilter,
      statusGiven: statusRaw !== null,
      page: page.value,
      perPage: perPage.value,
    },
  };
}

