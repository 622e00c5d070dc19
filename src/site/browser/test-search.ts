// Labs accredited for a test or a standard, for the search page: the static
// shards hold no capabilities (nothing from which they could be rebuilt may
// be a static file), so such a query is answered by the anonymous JSON API,
// whose `q` matches capability names in every register language and
// standard references (masking limits what it returns, not what it matches).
// Asked when the visitor submits, never per keystroke: each answer counts
// against the visitor's anonymous budget.
import { leftOutNote } from '../../domain/search-rules.ts';
import { standardKey } from '../../domain/standards.ts';
import type { ResultLab } from './search-worker.ts';
import type { SearchState } from './search-state.ts';

/** Labs shown from the API: one page. */
export const API_PAGE_SIZE = 25;

export type TestSearchAnswer =
  /** `note`: which words no lab mentions, when some were left out (the API's meta.q_words). */
  | { type: 'results'; labs: ResultLab[]; total: number; note: string }
  /** The anonymous budget is spent: try again after `retryAfter` seconds. */
  | { type: 'limited'; retryAfter: number; daily: boolean }
  | { type: 'error'; message: string };

/**
 * The API request for a state: its words and filters, the API's first page.
 * Words that are one standard reference ('ISO 6892-1', 'DIN EN 12390-3:2019')
 * go as the `standard` filter, which matches that standard in any year or
 * national adoption and nothing else; any other words as `q`.
 */
export function testSearchUrl(state: SearchState): string {
  const words = state.q.trim();
  const params = new URLSearchParams(isOneStandard(words) ? { standard: words } : { q: words });
  if (state.country) params.set('country', state.country);
  if (state.category) params.set('category', state.category);
  if (state.body) params.set('body', state.body);
  params.set('status', state.status);
  params.set('per_page', String(API_PAGE_SIZE));
  return `/api/v1/labs?${params}`;
}

/** Standards bodies' prefixes, which a reference may carry beside its number. */
const PUBLISHERS =
  /\b(?:ISO|IEC|EN|CEN|CLC|DIN|VDE|BS|NF|UNI|CEI|UNE|NEN|NBN|PN|ČSN|CSN|STN|MSZ|SS|DS|SFS|NS|SN|ÖNORM|ONORM|I\.S\.|ELOT|ΕΛΟΤ|ASTM|CISPR|ETSI|IEEE|TS|TR|PAS)\b/giu;

/** Whether the words are one standard reference and nothing else ('ISO 17025 calibration pressure' is not). */
function isOneStandard(words: string): boolean {
  return standardKey(words) !== null && !/\p{L}{3,}/u.test(words.replace(PUBLISHERS, ''));
}

interface ApiList {
  data: ResultLab[];
  meta: { total: number; q_words?: { used: string[]; left_out: string[] } };
}

/** Ask the API; a spent budget and a failure are answers, not exceptions. */
export async function searchTests(state: SearchState, fetchImpl: typeof fetch = fetch): Promise<TestSearchAnswer> {
  try {
    const response = await fetchImpl(testSearchUrl(state), { headers: { Accept: 'application/json' } });
    if (response.status === 429) {
      const retryAfter = Number(response.headers.get('Retry-After')) || 60;
      return { type: 'limited', retryAfter, daily: response.headers.get('X-RateLimit-Daily-Remaining') === '0' };
    }
    if (!response.ok) return { type: 'error', message: `the API answered ${response.status}` };
    const body = (await response.json()) as ApiList;
    const note = body.meta.q_words ? leftOutNote(body.meta.q_words) : '';
    return { type: 'results', labs: body.data, total: body.meta.total, note };
  } catch (error) {
    return { type: 'error', message: (error as Error).message };
  }
}

/** What to tell a visitor whose anonymous budget is spent. */
export function limitedText(answer: { retryAfter: number; daily: boolean }): string {
  const wait = answer.daily
    ? 'tomorrow (UTC)'
    : `in ${answer.retryAfter} ${answer.retryAfter === 1 ? 'second' : 'seconds'}`;
  return (
    `This browser has used its free test and standard searches for now: try again ${wait}. Searching by name, ` +
    'city or number still works, and an API key raises the limit (see the API docs).'
  );
}
