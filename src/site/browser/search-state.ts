// The search page's state, pure (no DOM, no fetch): the URL ⇄ state, the
// changes a visitor makes (transitions), the state → the site's own search
// request (/_site/search, src/api/site-search.ts), and the words the view
// shows for an answer. test/unit/site/search-state.test.ts covers it;
// search-page.ts wires it to the page.
import type { FacetCount, FacetDimension } from '../../domain/facets.ts';
import type { SiteResult, SiteSearchAnswer } from '../../domain/site-search.ts';
import { queryTerms } from '../../domain/search-rules.ts';
import { standardKey } from '../../domain/standards.ts';
import { fill, formatNumber, plural } from '../i18n/format.ts';
import type { BrowserText } from '../i18n/messages.ts';

/** The words the view is written in: the page's language's (src/site/i18n/messages). */
export type ViewText = Pick<BrowserText, 'lang' | 'status' | 'results' | 'plural'>;

export const STATUS_FILTERS = ['active', 'suspended', 'withdrawn', 'all'] as const;
export type StatusFilter = (typeof STATUS_FILTERS)[number];
/** The API's default (`/labs` without `status`), so `/search?category=x` lists what the category's `lab_count` counts. */
export const DEFAULT_STATUS: StatusFilter = 'active';

/** Orders the page offers. Relevance needs words; distance a place (from the labs' city centres, public facts). */
export const SORT_ORDERS = ['relevance', 'name', '-accreditation_date', '-last_verified', 'distance'] as const;
export type SortOrder = (typeof SORT_ORDERS)[number];
/** The order chosen, or '' for the default (relevance with words, else distance with a place, else name). */
export type SortChoice = '' | SortOrder;

/** Radii offered around a place, km; the API's default first. */
export const RADII_KM = [50, 10, 25, 100, 200] as const;
export const DEFAULT_RADIUS_KM = 50;

export interface SearchState {
  q: string;
  /** Upper-case ISO code, or '' for any country. */
  country: string;
  /** Category slug, or '' for any. */
  category: string;
  /** Upper-case body code, or '' for any. */
  body: string;
  status: StatusFilter;
  /** A place ("Lyon" or "Lyon, FR"), or '' for anywhere. */
  near_city: string;
  radius_km: number;
  sort: SortChoice;
  /** 1-based. */
  page: number;
}

export const EMPTY_STATE: Readonly<SearchState> = Object.freeze({
  q: '',
  country: '',
  category: '',
  body: '',
  status: DEFAULT_STATUS,
  near_city: '',
  radius_km: DEFAULT_RADIUS_KM,
  sort: '' as SortChoice,
  page: 1,
});

/** The values the page offers; anything else in a URL is dropped (the select could not show it). */
export interface AllowedValues {
  countries: ReadonlySet<string>;
  categories: ReadonlySet<string>;
  bodies: ReadonlySet<string>;
}

const MAX_Q = 200;
const MAX_PLACE = 100;

/** The state a URL's query string describes. Unknown values fall back to "any" (status: the default). */
export function parseState(params: URLSearchParams, allowed?: AllowedValues): SearchState {
  const text = (name: string) => (params.get(name) ?? '').trim();
  const pick = (name: string, normalise: (v: string) => string, set: ReadonlySet<string> | undefined) => {
    const value = normalise(text(name));
    return value !== '' && (!set || set.has(value)) ? value : '';
  };
  const status = text('status').toLowerCase();
  const sort = text('sort').toLowerCase();
  const radius = Number(text('radius_km'));
  const page = Number(text('page'));
  return {
    q: (params.get('q') ?? '').slice(0, MAX_Q),
    country: pick('country', (v) => v.toUpperCase(), allowed?.countries),
    category: pick('category', (v) => v.toLowerCase(), allowed?.categories),
    body: pick('body', (v) => v.toUpperCase(), allowed?.bodies),
    status: (STATUS_FILTERS as readonly string[]).includes(status) ? (status as StatusFilter) : DEFAULT_STATUS,
    near_city: text('near_city').slice(0, MAX_PLACE),
    radius_km: (RADII_KM as readonly number[]).includes(radius) ? radius : DEFAULT_RADIUS_KM,
    sort: (SORT_ORDERS as readonly string[]).includes(sort) ? (sort as SortOrder) : '',
    page: Number.isInteger(page) && page >= 1 && page <= 100_000 ? page : 1,
  };
}

/** Whether the state has words the search can use. */
const hasWords = (state: SearchState) => queryTerms(state.q).length > 0;

/** The order results come in: the one chosen where it can apply, else the default for the state. */
export function effectiveSort(state: SearchState): SortOrder {
  const fallback: SortOrder = hasWords(state) ? 'relevance' : state.near_city ? 'distance' : 'name';
  if (state.sort === 'relevance' && !hasWords(state)) return fallback;
  if (state.sort === 'distance' && !state.near_city) return fallback;
  return state.sort || fallback;
}

/** Which orders can be chosen now (the select disables the others). */
export function sortAvailable(state: SearchState, order: SortOrder): boolean {
  if (order === 'relevance') return hasWords(state);
  if (order === 'distance') return state.near_city !== '';
  return true;
}

/** The state as a URL query (`?q=…&page=2`, '' for none): defaults are left out, so a link stays short. */
export function stateQuery(state: SearchState): string {
  const params = new URLSearchParams();
  if (state.q.trim() !== '') params.set('q', state.q.trim());
  if (state.country) params.set('country', state.country);
  if (state.category) params.set('category', state.category);
  if (state.body) params.set('body', state.body);
  if (state.status !== DEFAULT_STATUS) params.set('status', state.status);
  if (state.near_city) {
    params.set('near_city', state.near_city);
    if (state.radius_km !== DEFAULT_RADIUS_KM) params.set('radius_km', String(state.radius_km));
  }
  const sort = effectiveSort(state);
  if (state.sort && state.sort === sort) params.set('sort', sort);
  if (state.page > 1) params.set('page', String(state.page));
  const query = params.toString();
  return query === '' ? '' : `?${query}`;
}

/** Whether the state asks for anything: words, a filter other than the default status, a place, or an order. */
export function hasCriteria(state: SearchState): boolean {
  return (
    hasWords(state) ||
    state.country !== '' ||
    state.category !== '' ||
    state.body !== '' ||
    state.status !== DEFAULT_STATUS ||
    state.near_city !== '' ||
    state.sort !== ''
  );
}

/** Standards bodies' prefixes, which a reference may carry beside its number. */
const PUBLISHERS =
  /\b(?:ISO|IEC|EN|CEN|CLC|DIN|VDE|BS|NF|UNI|CEI|UNE|NEN|NBN|PN|ČSN|CSN|STN|MSZ|SS|DS|SFS|NS|SN|ÖNORM|ONORM|I\.S\.|ELOT|ΕΛΟΤ|ASTM|CISPR|ETSI|IEEE|TS|TR|PAS)\b/giu;

/** Whether the words are one standard reference and nothing else ('ISO 17025 calibration pressure' is not). */
export function isOneStandard(words: string): boolean {
  return standardKey(words) !== null && !/\p{L}{3,}/u.test(words.replace(PUBLISHERS, ''));
}

/**
 * The site's search request for a state. Words that are one standard reference ('ISO 6892-1') go as `standard`,
 * which matches that standard in any year or national adoption and nothing else; any other words as `q`.
 */
export function searchRequest(state: SearchState, path = '/_site/search'): string {
  const params = new URLSearchParams();
  const words = state.q.trim();
  if (words) params.set(isOneStandard(words) ? 'standard' : 'q', words);
  if (state.country) params.set('country', state.country);
  if (state.category) params.set('category', state.category);
  if (state.body) params.set('body', state.body);
  params.set('status', state.status);
  if (state.near_city) {
    params.set('near_city', state.near_city);
    params.set('radius_km', String(state.radius_km));
  }
  const sort = effectiveSort(state);
  if (sort !== 'relevance') params.set('sort', sort);
  if (state.page > 1) params.set('page', String(state.page));
  return `${path}?${params}`;
}

/** What a visitor does, and what the page's URL does. */
export type Transition =
  /** A filter, the place, the radius or the order changed: it applies at once, from the first page. */
  | { type: 'set'; field: 'country' | 'category' | 'body' | 'status' | 'near_city' | 'sort'; value: string }
  | { type: 'set'; field: 'radius_km'; value: number }
  /** The words, submitted (Enter or Search): from the first page. */
  | { type: 'search'; q: string }
  | { type: 'page'; page: number }
  | { type: 'clear' }
  /** Back or forward: the state the URL holds. */
  | { type: 'url'; query: string };

/** The state after a transition. Anything but paging starts again from page 1. */
export function next(state: SearchState, t: Transition, allowed?: AllowedValues): SearchState {
  switch (t.type) {
    case 'set': {
      const changed = { ...state, [t.field]: t.value, page: 1 } as SearchState;
      // Through the URL form, so a value the page cannot show is dropped as it would be from a link.
      return parseState(new URLSearchParams(stateQuery(changed).slice(1)), allowed);
    }
    case 'search':
      return { ...state, q: t.q.slice(0, MAX_Q), page: 1 };
    case 'page':
      return { ...state, page: Math.max(1, Math.floor(t.page)) };
    case 'clear':
      return { ...EMPTY_STATE };
    case 'url':
      return parseState(new URLSearchParams(t.query), allowed);
  }
}

/** One lab in an answer, and the answer (src/domain/site-search.ts, which the route fills). */
export type ResultLab = SiteResult;
export type SearchAnswer = SiteSearchAnswer;

/** The total, stated once: "No labs match", "1 lab", "556 labs · page 2 of 23". */
export function countText(answer: Pick<SearchAnswer, 'total' | 'page' | 'pages'>, text: ViewText): string {
  if (answer.total === 0) return text.results.none;
  const all = plural(text.lang, text.plural.labs, answer.total);
  if (answer.pages <= 1) return all;
  const page = fill(text.results.pageOf, {
    page: formatNumber(text.lang, answer.page),
    pages: formatNumber(text.lang, answer.pages),
  });
  return `${all} · ${page}`;
}

/** What the answer says beside the count: the words left out, the place the distances are from. */
export function answerNotes(
  answer: Pick<SearchAnswer, 'q_words' | 'near'>,
  state: SearchState,
  text: ViewText,
  /** The page's name for a country code (the country filter's own labels). */
  countryName: (cc: string) => string = (cc) => cc,
): string[] {
  const notes: string[] = [];
  if (answer.q_words) {
    const quoted = (words: string[]) => words.map((w) => `'${w}'`).join(', ');
    const { used, left_out } = answer.q_words;
    notes.push(
      used.length > 0
        ? fill(text.results.leftOut, { missing: quoted(left_out), used: quoted(used) })
        : fill(text.results.leftOutAll, { missing: quoted(left_out) }),
    );
  }
  if (answer.near)
    notes.push(
      fill(text.results.within, {
        km: state.radius_km,
        city: answer.near.city,
        country: countryName(answer.near.country),
      }),
    );
  return notes;
}

/** The pages to link from a result page: the first, the last, and the two either side of the current one. */
export function pageNumbers(page: number, pages: number): (number | null)[] {
  const wanted = new Set([1, pages, page - 2, page - 1, page, page + 1, page + 2].filter((p) => p >= 1 && p <= pages));
  const sorted = [...wanted].sort((a, b) => a - b);
  const out: (number | null)[] = [];
  sorted.forEach((p, i) => {
    if (i > 0 && p - sorted[i - 1]! > 1) out.push(null); // a gap: "…"
    out.push(p);
  });
  return out;
}

/**
 * The count a select's option shows: its value's, 0 when absent; for the status "all", every status's (including
 * none); null for an option without a value ("Any country"), which shows none.
 */
export function optionCount(dimension: FacetDimension, value: string, counts: readonly FacetCount[]): number | null {
  if (value === '') return null;
  if (dimension === 'status' && value === 'all') return counts.reduce((sum, c) => sum + c.count, 0);
  return counts.find((c) => c.value === value)?.count ?? 0;
}

/** An option's text with its count: "Germany (1,234)". */
export function countedLabel(label: string, count: number | null, lang: string): string {
  return count === null ? label : `${label} (${formatNumber(lang, count)})`;
}

/** What to tell a visitor whose search allowance is spent (the route's 429). */
export function limitedText(retryAfter: number, daily: boolean, text: ViewText): string {
  if (daily) return text.results.limitedDaily;
  return fill(text.results.limited, { wait: plural(text.lang, text.plural.seconds, retryAfter) });
}
