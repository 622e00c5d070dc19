// What a list request asks of the directory, once parsed: the filters, the
// search, the order and the page. The API parses it from a query string
// (src/api/list-request.ts); the directory answers it (src/directory/find.ts,
// src/api/views.ts).
import type { FacetDimension } from './facets.ts';
import type { LatLon } from './geo.ts';
import { ACCREDITATION_STATUSES } from './types.ts';

export const STATUS_FILTERS = [...ACCREDITATION_STATUSES, 'all'] as const;
export type StatusFilter = (typeof STATUS_FILTERS)[number];

export const SORTS = ['name', 'relevance', '-accreditation_date', '-last_verified', 'distance'] as const;
export type Sort = (typeof SORTS)[number];

/** The keys of a list item `fields` may keep (spec 2.1, plus the 1.1 keys that appear with their parameter). */
export const LIST_FIELDS = [
  'slug',
  'name',
  'accreditation_number',
  'accreditation_body',
  'accreditation_status',
  'country',
  'city',
  'postcode',
  'latitude',
  'longitude',
  'categories',
  'distance_km',
  'changed_at',
  '_links',
] as const;
export type ListField = (typeof LIST_FIELDS)[number];

/** A point in decimal degrees (`near`). */
export type GeoPoint = LatLon;

/** A named city resolved to its public centre (null: the directory cannot place it). */
export interface NearCity {
  /** As given (trimmed), for links. */
  text: string;
  centre: (GeoPoint & { name: string; country: string }) | null;
}

export interface ListQuery {
  country: string | null;
  body: string | null;
  category: string | null;
  q: string | null;
  /** As given (trimmed), for links. */
  standard: string | null;
  /** The normalised matching key of `standard` (null when the text names no standard the rules know). */
  standardKey: string | null;
  status: StatusFilter;
  /** Whether `status` was given (links keep only what the request had). */
  statusGiven: boolean;
  page: number;
  perPage: number;
  /** 1.1: null keeps the v1 order (name, or relevance with `q`). */
  sort?: Sort | null;
  facets?: readonly FacetDimension[];
  fields?: readonly ListField[] | null;
  near?: GeoPoint | null;
  nearCity?: NearCity | null;
  /** Given with `near` or `near_city` (default applied). */
  radiusKm?: number | null;
  /** Whether `radius_km` was given (links keep only what the request had). */
  radiusGiven?: boolean;
  updatedSince?: { text: string; ms: number } | null;
}

/** Whether a query uses anything beyond v1 (such a query takes the general path). */
export function usesV11(query: ListQuery): boolean {
  return Boolean(
    query.sort || query.facets?.length || query.fields || query.near || query.nearCity || query.updatedSince,
  );
}
