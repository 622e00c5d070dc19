// What the site's own search route (src/api/site-search.ts) answers and the
// search page (src/site/browser/search-state.ts) reads: described once, for
// both. Types only.
import type { Facets } from './facets.ts';

/** A scope line that matched, in the lab's own wording, with the method as the register wrote it. */
export interface MatchedLine {
  test: string;
  standard: string | null;
}

/** One lab of a result page: the anonymous list fields, and why it matched. */
export interface SiteResult {
  slug: string;
  name: string;
  accreditation_number: string | null;
  accreditation_body: string;
  accreditation_status: string | null;
  country: string;
  city: string | null;
  categories: string[];
  accreditation_date: string | null;
  last_verified: string | null;
  /** Kilometres between the place asked for and the lab's city centre (public facts), with `near_city`. */
  city_distance_km?: number;
  /** At most two scope lines that matched (empty for a search by name, place or filters alone). */
  matched: MatchedLine[];
}

export interface SiteSearchAnswer {
  results: SiteResult[];
  total: number;
  page: number;
  pages: number;
  per_page: number;
  facets: Facets;
  /** The words used and left out, when some matched nothing (the API's meta.q_words). */
  q_words?: { used: string[]; left_out: string[] };
  /** The place the distances are from, as resolved ("Lyon, FR"). */
  near?: { city: string; country: string };
}
