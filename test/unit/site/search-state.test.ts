// The search page's state module: URL ⇄ state, the visitor's transitions,
// the request to the site's own route, and what the view says.
import { searchPageText } from '../../../src/site/i18n/messages.ts';
import { describe, expect, it } from 'vitest';
import {
  answerNotes,
  countText,
  DEFAULT_RADIUS_KM,
  EMPTY_STATE,
  effectiveSort,
  hasCriteria,
  next,
  optionCount,
  pageNumbers,
  parseState,
  searchRequest,
  sortAvailable,
  stateQuery,
  type SearchState,
} from '../../../src/site/browser/search-state.ts';

const allowed = {
  countries: new Set(['DE', 'FR']),
  categories: new Set(['mechanical', 'food']),
  bodies: new Set(['DAKKS', 'COFRAC']),
};
const state = (extra: Partial<SearchState> = {}): SearchState => ({ ...EMPTY_STATE, ...extra });
const params = (url: string) => Object.fromEntries(new URL(url, 'http://x').searchParams);

const EN = searchPageText('en');

describe('the URL and the state', () => {
  it('round-trips every part of the state through the URL', () => {
    const full = state({
      q: 'Zugversuch',
      country: 'DE',
      category: 'mechanical',
      body: 'DAKKS',
      status: 'all',
      near_city: 'Lyon, FR',
      radius_km: 100,
      sort: '-accreditation_date',
      page: 3,
    });
    expect(parseState(new URLSearchParams(stateQuery(full)), allowed)).toEqual(full);
  });

  it('leaves defaults out of the URL, so a plain search stays short', () => {
    expect(stateQuery(EMPTY_STATE)).toBe('');
    expect(stateQuery(state({ q: ' salmonella ' }))).toBe('?q=salmonella');
    expect(stateQuery(state({ near_city: 'Lyon', radius_km: DEFAULT_RADIUS_KM }))).toBe('?near_city=Lyon');
  });

  it('drops values the page cannot show, and falls back to the defaults', () => {
    const parsed = parseState(
      new URLSearchParams('country=XX&category=nope&body=ZZ&status=odd&sort=up&page=0&radius_km=7'),
      allowed,
    );
    expect(parsed).toEqual(EMPTY_STATE);
  });

  it('reads codes in any case', () => {
    expect(parseState(new URLSearchParams('country=de&body=dakks&category=FOOD'), allowed)).toMatchObject({
      country: 'DE',
      body: 'DAKKS',
      category: 'food',
    });
  });

  it('counts a place or a filter as a search, the default status alone not', () => {
    expect(hasCriteria(EMPTY_STATE)).toBe(false);
    expect(hasCriteria(state({ near_city: 'Lyon' }))).toBe(true);
    expect(hasCriteria(state({ status: 'withdrawn' }))).toBe(true);
  });
});

describe('transitions', () => {
  it('a filter change applies from the first page', () => {
    const s = next(state({ q: 'pH', page: 4 }), { type: 'set', field: 'country', value: 'FR' }, allowed);
    expect(s).toMatchObject({ q: 'pH', country: 'FR', page: 1 });
  });

  it('submitted words start from the first page, paging keeps everything else', () => {
    const s = next(state({ country: 'DE', page: 2 }), { type: 'search', q: 'Härte' }, allowed);
    expect(s).toMatchObject({ q: 'Härte', country: 'DE', page: 1 });
    expect(next(s, { type: 'page', page: 5 }, allowed)).toEqual({ ...s, page: 5 });
  });

  it('clearing returns to the empty state; the URL transition restores what the URL says', () => {
    expect(next(state({ q: 'x', country: 'DE' }), { type: 'clear' }, allowed)).toEqual(EMPTY_STATE);
    expect(next(EMPTY_STATE, { type: 'url', query: '?q=pH&page=2' }, allowed)).toMatchObject({ q: 'pH', page: 2 });
  });

  it('a filter value the page does not offer is dropped', () => {
    expect(next(EMPTY_STATE, { type: 'set', field: 'country', value: 'XX' }, allowed).country).toBe('');
  });
});

describe('orders', () => {
  it('defaults to relevance with words, distance with a place, name otherwise', () => {
    expect(effectiveSort(state({ q: 'pH', near_city: 'Lyon' }))).toBe('relevance');
    expect(effectiveSort(state({ near_city: 'Lyon' }))).toBe('distance');
    expect(effectiveSort(EMPTY_STATE)).toBe('name');
  });

  it('offers relevance only with words and distance only with a place', () => {
    expect(sortAvailable(EMPTY_STATE, 'relevance')).toBe(false);
    expect(sortAvailable(EMPTY_STATE, 'distance')).toBe(false);
    expect(sortAvailable(state({ near_city: 'Lyon' }), 'distance')).toBe(true);
    expect(effectiveSort(state({ sort: 'distance' }))).toBe('name');
  });
});

describe('the request', () => {
  it('sends words as q, the filters, the status, the place with its radius, the order and the page', () => {
    const url = searchRequest(
      state({ q: ' essai de traction ', country: 'FR', near_city: 'Lyon', sort: 'name', page: 2 }),
    );
    expect(url.startsWith('/_site/search?')).toBe(true);
    expect(params(url)).toEqual({
      q: 'essai de traction',
      country: 'FR',
      status: 'active',
      near_city: 'Lyon',
      radius_km: '50',
      sort: 'name',
      page: '2',
    });
  });

  it('sends one standard reference as the standard filter, and words around a reference as q', () => {
    for (const ref of ['ISO 6892-1', 'DIN EN 12390-3:2019', 'EN ISO 6579-1']) {
      expect(params(searchRequest(state({ q: ref }))), ref).toMatchObject({ standard: ref });
    }
    expect(params(searchRequest(state({ q: 'calibration ISO 17025 pressure' })))).toHaveProperty('q');
  });

  it('never sends the relevance order (the route default with words)', () => {
    expect(params(searchRequest(state({ q: 'pH' })))).not.toHaveProperty('sort');
  });
});

describe('what the view says', () => {
  it('states the total once, with the page when there are several', () => {
    expect(countText({ total: 0, page: 1, pages: 1 }, EN)).toBe('No labs match');
    expect(countText({ total: 1, page: 1, pages: 1 }, EN)).toBe('1 lab');
    expect(countText({ total: 556, page: 2, pages: 23 }, EN)).toBe('556 labs · page 2 of 23');
  });

  it('states the total in the page’s language, with its plural forms and digit grouping', () => {
    expect(countText({ total: 3, page: 1, pages: 1 }, searchPageText('pl'))).toMatch(/^3 \S+$/);
    expect(countText({ total: 3, page: 1, pages: 1 }, searchPageText('pl'))).not.toBe(
      countText({ total: 5, page: 1, pages: 1 }, searchPageText('pl')).replace('5', '3'),
    );
    expect(countText({ total: 1556, page: 1, pages: 1 }, searchPageText('de'))).toMatch(/^1\.556 /);
  });

  it('links the first, the last and the pages around the current one, with gaps', () => {
    expect(pageNumbers(1, 1)).toEqual([1]);
    expect(pageNumbers(1, 10)).toEqual([1, 2, 3, null, 10]);
    expect(pageNumbers(6, 23)).toEqual([1, null, 4, 5, 6, 7, 8, null, 23]);
    expect(pageNumbers(23, 23)).toEqual([1, null, 21, 22, 23]);
  });

  it('says which words were left out and which place distances are from', () => {
    const notes = answerNotes(
      { q_words: { used: ['Zugversuch'], left_out: ['Schrauben'] }, near: { city: 'Lyon', country: 'FR' } },
      state({ radius_km: 25 }),
      EN,
    );
    expect(notes).toEqual(["No lab mentions 'Schrauben': showing labs for 'Zugversuch'.", 'Within 25 km of Lyon, FR.']);
  });

  it('counts an option from the facets: 0 when absent, every status for "all", none for "any"', () => {
    const counts = [
      { value: 'active', count: 5 },
      { value: null, count: 2 },
    ];
    expect(optionCount('status', 'active', counts)).toBe(5);
    expect(optionCount('status', 'withdrawn', counts)).toBe(0);
    expect(optionCount('status', 'all', counts)).toBe(7);
    expect(optionCount('country', '', counts)).toBeNull();
  });
});
