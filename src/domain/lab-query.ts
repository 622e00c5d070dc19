// What a list request asks of the directory, once parsed: the filters, the
// search and the page. The API parses it from a query string (src/api/list-request.ts);
// the directory answers it (src/directory/find.ts).
import { ACCREDITATION_STATUSES } from './types.ts';

export const STATUS_FILTERS = [...ACCREDITATION_STATUSES, 'all'] as const;
export type StatusFilter = (typeof STATUS_FILTERS)[number];

export interface ListQuery {
  country: string | null;
  body: string | null;
  category: string | null;
  q: string | null;
  /** As given (trimmed), for links. */
  standard: string | null;
  /** The normalised matching key of `standard`. */
  standardKey: string | null;
  status: StatusFilter;
  /** Whether `status` was given (links keep only what the request had). */
  statusGiven: boolean;
  page: number;
  perPage: number;
}
