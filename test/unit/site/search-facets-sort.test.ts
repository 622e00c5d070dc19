// The search page's facet counts and sorting, pure parts: the shards' date
// columns, which shards each dimension's counts need, the page's facet
// subject against a brute-force reading of the standard rule, the counts the
// options show, the `sort` state in the URL, and the orders.
import { describe, expect, it } from 'vitest';
import { countFacets, FACET_DIMENSIONS, type FacetDimension } from '../../../src/domain/facets.ts';
import type { PublicLab } from '../../../src/domain/types.ts';
import { searchLabs } from '../../../src/site/browser/search-engine.ts';
import {
  countedLabel,
  DISPLAY_LIMIT,
  effectiveSort,
  EMPTY_STATE,
  facetShards,
  facetSubject,
  hasCriteria,
  listFiltered,
  matchesFilters,
  newestFirst,
  optionCount,
  parseState,
  rankHits,
  shardsFor,
  stateQuery,
  type SearchState,
} from '../../../src/site/browser/search-state.ts';
import {
  decodeShard,
  encodeShard,
  rankedByCountry,
  SHARD_FORMAT,
  shardManifest,
  type SearchLab,
} from '../../../src/site/search-shard.ts';

/** A small deterministic generator, so the fixture is the same every run. */
function random(seed: number) {
  return () => (seed = (seed * 1103515245 + 12345) % 2147483648) / 2147483648;
}

const COUNTRIES: Array<[string, string[]]> = [
  ['DE', ['DAKKS', 'SAS']],
  ['AT', ['AA']],
  ['FR', ['COFRAC']],
  ['CH', ['SAS']],
];
const CATEGORIES = ['chemical', 'water', 'mechanical', 'calibration', 'food-feed'];
const STATUSES = ['active', 'active', 'active', 'suspended', 'withdrawn', null] as const;

function makeLabs(n: number): PublicLab[] {
  const next = random(17);
  const pick = <T>(list: readonly T[]) => list[Math.floor(next() * list.length)]!;
  return Array.from({ length: n }, (_, i) => {
    const [country, bodies] = pick(COUNTRIES);
    const categories = CATEGORIES.filter(() => next() < 0.3);
    // Few distinct dates: many ties, some labs without.
    const date = (year: number) =>
      next() < 0.1
        ? null
        : `${year + Math.floor(next() * 4)}-0${1 + Math.floor(next() * 3)}-1${Math.floor(next() * 3)}`;
    return {
      id: `X:${i}`,
      slug: `lab-${(i * 7919) % 1000}-${i}`,
      name: `Lab ${pick(['Alpha', 'Beta', 'Gamma', 'Delta'])} ${i}`,
      accreditation_number: `N-${i}`,
      accreditation_body: pick(bodies),
      accreditation_status: pick(STATUSES),
      country,
      city: pick(['Berlin', 'Wien', 'Paris', 'Basel', null]),
      postcode: null,
      categories,
      street_address: null,
      phone: null,
      email: null,
      website_url: null,
      scope_document_url: null,
      source_url: null,
      accreditation_date: date(1995),
      last_verified: date(2024),
    };
  });
}

const LABS = makeLabs(600);
const ranked = rankedByCountry(LABS);
const shards = new Map(
  [...ranked].map(([cc, labs]) => [cc, decodeShard(JSON.parse(JSON.stringify(encodeShard(cc, labs))))]),
);
const allLabs = [...shards.values()].flat();
const manifest = shardManifest(ranked);
const state = (s: Partial<SearchState>): SearchState => ({ ...EMPTY_STATE, ...s });

/** The standard rule, by brute force: per dimension, the labs matching every other filter, counted by value. */
function bruteFacets(labs: readonly SearchLab[], s: SearchState) {
  const out: Record<string, Map<string | null, number>> = {};
  for (const d of FACET_DIMENSIONS) {
    const relaxed = { ...s, [d]: d === 'status' ? 'all' : '' };
    const counts = new Map<string | null, number>();
    const add = (v: string | null) => counts.set(v, (counts.get(v) ?? 0) + 1);
    for (const lab of labs) {
      if (!matchesFilters(lab, relaxed)) continue;
      if (d === 'country') add(lab.country);
      else if (d === 'body') add(lab.accreditation_body);
      else if (d === 'category') lab.categories.forEach(add);
      else add(lab.accreditation_status);
    }
    out[d] = counts;
  }
  return out;
}

const asMap = (counts: ReadonlyArray<{ value: string | null; count: number }> | undefined) =>
  new Map((counts ?? []).map((c) => [c.value, c.count]));

describe('the shards’ dates', () => {
  it('round-trip both dates of every lab, none included', () => {
    expect(SHARD_FORMAT).toBe(2);
    const bySlug = new Map(allLabs.map((l) => [l.slug, l]));
    for (const lab of LABS) {
      const decoded = bySlug.get(lab.slug)!;
      expect([decoded.accreditation_date, decoded.last_verified], lab.slug).toEqual([
        lab.accreditation_date,
        lab.last_verified,
      ]);
    }
    expect(LABS.some((l) => l.accreditation_date === null) && LABS.some((l) => l.last_verified === null)).toBe(true);
  });

  it('are stored as small day numbers in columns, not as dates in the rows', () => {
    const shard = encodeShard('AT', ranked.get('AT')!);
    const text = JSON.stringify(shard);
    expect(text).not.toMatch(/\d{4}-\d{2}-\d{2}/);
    expect(shard.dates.accreditation.days).toHaveLength(shard.labs.length);
    expect(Math.max(...(shard.dates.verified.days.filter((d) => d !== null) as number[]))).toBeLessThan(4 * 366);
  });

  it('refuse a date that is not YYYY-MM-DD', () => {
    const [lab] = ranked.get('AT')!;
    expect(() => encodeShard('AT', [{ ...lab!, accreditation_date: '2020-13-45' }])).toThrow(/not a date/);
    expect(() => encodeShard('AT', [{ ...lab!, last_verified: '1 May 2020' }])).toThrow(/not a date/);
  });
});

describe('facet counts', () => {
  const states: Array<Partial<SearchState>> = [
    {},
    { country: 'DE' },
    { country: 'DE', body: 'SAS', status: 'all' },
    { category: 'water', status: 'suspended' },
    { body: 'SAS', category: 'chemical' },
    { q: 'alpha', country: 'AT' },
    { q: 'beta', category: 'mechanical', status: 'all' },
  ];

  it('follow the standard rule: each dimension counts the labs matching every other filter', () => {
    for (const partial of states) {
      const s = state(partial);
      const matching = s.q ? searchLabs([...shards.values()], s.q).map((h) => h.lab) : allLabs;
      const facets = countFacets(matching, FACET_DIMENSIONS, facetSubject(s));
      const brute = bruteFacets(matching, s);
      for (const d of FACET_DIMENSIONS) expect(asMap(facets[d]), `${JSON.stringify(partial)}: ${d}`).toEqual(brute[d]);
    }
  });

  it('of a value equal the results its filter gives', () => {
    for (const partial of states.filter((p) => !p.q)) {
      const s = state(partial);
      const facets = countFacets(allLabs, FACET_DIMENSIONS, facetSubject(s));
      for (const { value, count } of facets.country!)
        expect(listFiltered(allLabs, { ...s, country: value! }).total).toBe(count);
      for (const { value, count } of facets.category!)
        expect(listFiltered(allLabs, { ...s, category: value! }).total).toBe(count);
      for (const { value, count } of facets.status!.filter((c) => c.value !== null))
        expect(listFiltered(allLabs, { ...s, status: value as SearchState['status'] }).total).toBe(count);
      expect(optionCount('status', 'all', facets.status!)).toBe(listFiltered(allLabs, { ...s, status: 'all' }).total);
    }
  });

  it('of the page without a search come with the manifest', () => {
    const brute = bruteFacets(allLabs, EMPTY_STATE);
    for (const d of FACET_DIMENSIONS) expect(asMap(manifest.facets[d]), d).toEqual(brute[d]);
  });

  it('need, per dimension, the shards of the state without that dimension’s filter', () => {
    const s = state({ country: 'AT', body: 'SAS' });
    expect(shardsFor(s, manifest)).toEqual([]);
    const need = facetShards(s, manifest);
    expect(need).toEqual({ country: ['CH', 'DE'], body: ['AT'], category: [], status: [] } satisfies Record<
      FacetDimension,
      string[]
    >);
    expect(facetShards(state({ country: 'DE', category: 'water' }), manifest).country).toEqual([
      'AT',
      'CH',
      'DE',
      'FR',
    ]);
    expect(facetShards(state({ q: 'lab' }), manifest)).toEqual({
      country: ['AT', 'CH', 'DE', 'FR'],
      body: ['AT', 'CH', 'DE', 'FR'],
      category: ['AT', 'CH', 'DE', 'FR'],
      status: ['AT', 'CH', 'DE', 'FR'],
    });
  });

  it('read in the options: 0 for a value none has, every status for "all", none for "any"', () => {
    const counts = [
      { value: 'active', count: 1234 },
      { value: 'withdrawn', count: 2 },
      { value: null, count: 1 },
    ];
    expect(optionCount('status', 'active', counts)).toBe(1234);
    expect(optionCount('status', 'suspended', counts)).toBe(0);
    expect(optionCount('status', 'all', counts)).toBe(1237);
    expect(optionCount('country', '', counts)).toBeNull();
    expect(countedLabel('Germany', 1234)).toBe('Germany (1,234)');
    expect(countedLabel('Malta', 0)).toBe('Malta (0)');
    expect(countedLabel('Any country', null)).toBe('Any country');
  });
});

describe('sorting', () => {
  const allowed = { countries: new Set(['DE']), categories: new Set<string>(), bodies: new Set<string>() };

  it('is read from the URL and written back only when chosen; relevance is the default it can only be', () => {
    expect(parseState(new URLSearchParams('sort=-accreditation_date'), allowed).sort).toBe('-accreditation_date');
    expect(parseState(new URLSearchParams('q=x&sort=-last_verified'), allowed).sort).toBe('-last_verified');
    expect(parseState(new URLSearchParams('sort=name'), allowed).sort).toBe('name');
    expect(parseState(new URLSearchParams('q=x&sort=relevance'), allowed).sort).toBe('');
    expect(parseState(new URLSearchParams('sort=accreditation_date'), allowed).sort).toBe('');
    expect(stateQuery(state({ country: 'DE', sort: '-accreditation_date' }))).toBe(
      '?country=DE&sort=-accreditation_date',
    );
    expect(stateQuery(state({ q: 'x' }))).toBe('?q=x');
    const s = state({ q: 'lab', country: 'DE', status: 'all', sort: '-last_verified' });
    expect(parseState(new URLSearchParams(stateQuery(s)), allowed)).toEqual(s);
  });

  it('defaults to relevance with words and name without', () => {
    expect(effectiveSort(state({ q: 'lab' }))).toBe('relevance');
    expect(effectiveSort(state({ q: ' the ' }))).toBe('name');
    expect(effectiveSort(state({}))).toBe('name');
    expect(effectiveSort(state({ q: 'lab', sort: 'name' }))).toBe('name');
  });

  it('chosen alone is a search (the newest labs, say)', () => {
    expect(hasCriteria(state({ sort: '-accreditation_date' }))).toBe(true);
  });

  const expectNewestFirst = (labs: readonly SearchLab[], field: 'accreditation_date' | 'last_verified') => {
    for (let i = 1; i < labs.length; i++) {
      const [a, b] = [labs[i - 1]!, labs[i]!];
      const x = a[field] ?? '';
      const y = b[field] ?? '';
      expect(x > y || (x === y && a.slug < b.slug), `${a.slug} (${a[field]}) before ${b.slug} (${b[field]})`).toBe(
        true,
      );
    }
  };

  it('by newest accreditation: dates descending, undated last, ties by slug, over all matches (not the first page by name)', () => {
    const s = state({ status: 'all', sort: '-accreditation_date' });
    const { labs, total } = listFiltered(allLabs, s);
    expect(total).toBe(allLabs.length);
    expect(labs).toHaveLength(DISPLAY_LIMIT);
    expectNewestFirst(labs, 'accreditation_date');
    const expected = [...allLabs].sort((a, b) =>
      (b.accreditation_date ?? '') < (a.accreditation_date ?? '')
        ? -1
        : (b.accreditation_date ?? '') > (a.accreditation_date ?? '')
          ? 1
          : a.slug < b.slug
            ? -1
            : 1,
    );
    expect(labs.map((l) => l.slug)).toEqual(expected.slice(0, DISPLAY_LIMIT).map((l) => l.slug));
    // Few dates: the hundredth lab shares its date with others.
    expect(allLabs.filter((l) => l.accreditation_date === labs.at(-1)!.accreditation_date).length).toBeGreaterThan(1);
  });

  it('puts labs without the date last', () => {
    const few = allLabs.filter((l) => l.country === 'AT').slice(0, 80);
    expect(few.some((l) => l.last_verified === null)).toBe(true);
    const sorted = newestFirst([...few], 'last_verified');
    expectNewestFirst(sorted, 'last_verified');
    const undated = sorted.findIndex((l) => l.last_verified === null);
    expect(undated).toBeGreaterThan(0);
    expect(sorted.slice(undated).every((l) => l.last_verified === null)).toBe(true);
  });

  it('compares by slug (derived on first use) only the labs that can be shown', () => {
    const read = new Set<number>();
    const day = (k: number) => new Date(Date.UTC(2000, 0, 1 + k)).toISOString().slice(0, 10);
    // Three labs a day: ties everywhere, in an order unrelated to the dates.
    const labs = Array.from({ length: 1000 }, (_, i) => {
      const lab = {
        rank: i,
        accreditation_date: day(Math.floor(((i * 7919) % 1000) / 3)),
        last_verified: null,
      } as unknown as SearchLab;
      Object.defineProperty(lab, 'slug', {
        get: () => {
          read.add(i);
          return `s-${String(1000 - i).padStart(4, '0')}`;
        },
      });
      return lab;
    });
    const shown = newestFirst([...labs], 'accreditation_date');
    expect(shown).toHaveLength(DISPLAY_LIMIT);
    expectNewestFirst(shown, 'accreditation_date');
    const edge = shown.at(-1)!.accreditation_date!;
    expect(read.size).toBeGreaterThan(0);
    expect([...read].filter((i) => labs[i]!.accreditation_date! < edge)).toEqual([]);
    expect(read.size).toBeLessThanOrEqual(DISPLAY_LIMIT + 2);
  });

  it('applies to a search with words too; name and relevance keep the name order for ties', () => {
    const hits = searchLabs([...shards.values()], 'lab');
    const byDate = rankHits(hits, state({ q: 'lab', status: 'all', sort: '-last_verified' }));
    expectNewestFirst(byDate.labs, 'last_verified');
    const byName = rankHits(hits, state({ q: 'lab', status: 'all', sort: 'name' }));
    expect(byName.labs.map((l) => l.rank)).toEqual([...byName.labs.map((l) => l.rank)].sort((a, b) => a - b));
    expect(byName.total).toBe(byDate.total);
    const byRelevance = rankHits(hits, state({ q: 'lab', status: 'all' }));
    expect(byRelevance.total).toBe(byDate.total);
  });
});
