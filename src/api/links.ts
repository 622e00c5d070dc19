// Absolute links built from the configured public origin. Links keep the
// request's filters in one canonical order and never carry a key.
import type { ListQuery } from '../domain/lab-query.ts';

export const API_PREFIX = '/api/v1';

export function apiUrl(origin: string, path: string, params?: ReadonlyArray<[string, string]>): string {
  const search = params && params.length > 0 ? `?${new URLSearchParams(params as [string, string][]).toString()}` : '';
  return `${origin}${API_PREFIX}${path}${search}`;
}

export function labLinks(origin: string, slug: string): { self: string; html: string } {
  return {
    self: apiUrl(origin, `/labs/${encodeURIComponent(slug)}`),
    html: `${origin}/labs/${encodeURIComponent(slug)}/`,
  };
}

export function categoryLinks(origin: string, slug: string): { labs: string; html: string } {
  return {
    labs: apiUrl(origin, '/labs', [['category', slug]]),
    html: `${origin}/search?category=${encodeURIComponent(slug)}`,
  };
}

/** The request's filters, normalised, in canonical order. */
export function filterParams(query: ListQuery): Array<[string, string]> {
  const params: Array<[string, string]> = [];
  if (query.country) params.push(['country', query.country]);
  if (query.body) params.push(['body', query.body]);
  if (query.category) params.push(['category', query.category]);
  if (query.standard) params.push(['standard', query.standard]);
  if (query.q) params.push(['q', query.q]);
  if (query.statusGiven) params.push(['status', query.status]);
  // 1.1 parameters, only when given: a v1 request's links are as they were.
  if (query.sort) params.push(['sort', query.sort]);
  if (query.near) params.push(['near', `${query.near.latitude},${query.near.longitude}`]);
  if (query.nearCity) params.push(['near_city', query.nearCity.text]);
  if (query.radiusGiven && query.radiusKm !== null && query.radiusKm !== undefined)
    params.push(['radius_km', String(query.radiusKm)]);
  if (query.updatedSince) params.push(['updated_since', query.updatedSince.text]);
  if (query.facets?.length) params.push(['facets', query.facets.join(',')]);
  if (query.fields) params.push(['fields', query.fields.join(',')]);
  return params;
}

export function listPageUrl(origin: string, query: ListQuery, page: number): string {
  return apiUrl(origin, '/labs', [...filterParams(query), ['page', String(page)], ['per_page', String(query.perPage)]]);
}

export interface PageLinks {
  self: string;
  next: string | null;
  prev: string | null;
}

/** RFC 8288 `Link` header of a list page: next, prev, first and last (last only when there are results). */
export function linkHeader(origin: string, query: ListQuery, links: PageLinks, totalPages: number): string {
  const parts: string[] = [];
  if (links.next) parts.push(`<${links.next}>; rel="next"`);
  if (links.prev) parts.push(`<${links.prev}>; rel="prev"`);
  parts.push(`<${listPageUrl(origin, query, 1)}>; rel="first"`);
  if (totalPages > 0) parts.push(`<${listPageUrl(origin, query, totalPages)}>; rel="last"`);
  return parts.join(', ');
}

/** Past the end, `prev` points to the last page that has results (null when there are none). */
export function pageLinks(origin: string, query: ListQuery, totalPages: number): PageLinks {
  const { page } = query;
  return {
    self: listPageUrl(origin, query, page),
    next: page < totalPages ? listPageUrl(origin, query, page + 1) : null,
    prev: page <= 1 || totalPages === 0 ? null : listPageUrl(origin, query, Math.min(page - 1, totalPages)),
  };
}

/** Where a caller over its tier's limits or below pro is sent: the tiers on the docs page. */
export function upgradeUrlOf(origin: string): string {
  return `${origin}/docs/#tiers`;
}
