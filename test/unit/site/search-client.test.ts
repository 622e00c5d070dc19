// The search page's pure parts: the shard format, the URL state, filtering
// and ordering, and the in-browser search (which must tokenise and fold
// exactly as the public index the build writes).
import MiniSearch from 'minisearch';
import { describe, expect, it } from 'vitest';
import { writeIndex } from '../../../src/build/index-writer.ts';
import { allTermsQuery, publicIndexDoc, publicIndexOptions, queryTerms } from '../../../src/domain/search-rules.ts';
import {
  decodeShard,
  encodeShard,
  rankedByCountry,
  searchIndexDoc,
  shardManifest,
  shardPath,
  type SearchLab,
} from '../../../src/site/search-shard.ts';
import type { PublicLab } from '../../../src/domain/types.ts';
import { SEARCH_OPTIONS, searchLabs } from '../../../src/site/browser/search-engine.ts';
import {
  countText,
  DISPLAY_LIMIT,
  EMPTY_STATE,
  hasCriteria,
  listFiltered,
  parseState,
  rankHits,
  shardsFor,
  stateQuery,
  statusText,
  type SearchState,
} from '../../../src/site/browser/search-state.ts';

let serial = 0;
function lab(overrides: Partial<PublicLab>): PublicLab {
  serial++;
  return {
    id: `X:${serial}`,
    slug: `lab-${serial}`,
    name: `Lab ${serial}`,
    accreditation_number: null,
    accreditation_body: 'DAKKS',
    accreditation_status: 'active',
    country: 'DE',
    city: null,
    postcode: '10115',
    categories: ['chemical'],
    street_address: 'Hauptstraße 1',
    phone: '+49 30 1234567',
    email: null,
    website_url: null,
    scope_document_url: null,
    source_url: null,
    accreditation_date: '2011-04-01',
    last_verified: '2026-10-01',
    ...overrides,
  };
}

const LABS: PublicLab[] = [
  lab({
    slug: 'agrarlabor-rhein-main-damme',
    name: 'Agrarlabor Rhein-Main GmbH',
    city: 'Damme',
    accreditation_number: 'D-PL-12001-02-00',
    categories: ['chemical', 'food-feed'],
  }),
  lab({
    slug: 'prueflabor-nord-muenchen',
    name: 'Prüflabor Nord GmbH',
    city: 'München',
    accreditation_number: 'D-PL-12345-01-00',
    categories: ['mechanical'],
  }),
  lab({
    slug: 'kalibrierdienst-sued-berlin',
    name: 'Kalibrierdienst Süd',
    city: 'Berlin',
    accreditation_number: 'D-K-15180-01-00',
    categories: ['calibration'],
    accreditation_status: 'withdrawn',
  }),
  lab({
    slug: 'wasserlabor-hamburg',
    name: 'Wasserlabor Hamburg',
    city: 'Hamburg',
    accreditation_number: 'D-PL-99999-01-00',
    categories: ['water'],
    accreditation_status: 'suspended',
  }),
  lab({
    slug: 'ohne-status-koeln',
    name: 'Ohne Status Labor',
    city: 'Köln',
    accreditation_number: null,
    categories: [],
    accreditation_status: null,
  }),
  lab({
    slug: 'vienna-testing-vienna',
    name: 'Vienna Testing',
    city: 'Vienna',
    country: 'AT',
    accreditation_body: 'AA',
    accreditation_number: '0123',
    categories: ['chemical'],
  }),
  lab({
    slug: 'laboratorium-lodz',
    name: 'Laboratorium Badań',
    city: 'Łódź',
    country: 'PL',
    accreditation_body: 'PCA',
    accreditation_number: 'AB 1042',
    categories: ['chemical'],
  }),
  lab({
    slug: 'norsk-test-oslo',
    name: 'Norsk Test AS',
    city: 'Oslo',
    country: 'NO',
    accreditation_body: 'NA',
    accreditation_number: 'TEST 132',
    categories: ['emc-radio'],
  }),
  lab({
    slug: 'rva-lab-utrecht',
    name: 'Utrecht Materials Lab',
    city: 'Utrecht',
    country: 'NL',
    accreditation_body: 'RVA',
    accreditation_number: 'L 372',
    categories: ['metallurgy-materials'],
  }),
  lab({
    slug: 'lab-1234-ltd-leeds',
    name: 'Analytica Ltd',
    city: 'Leeds',
    country: 'GB',
    accreditation_body: 'UKAS',
    accreditation_number: 'LAB 1234',
    categories: ['chemical'],
  }),
  lab({
    slug: 'nah-lab-budapest',
    name: 'Budapest Vizsgáló',
    city: 'Budapest',
    country: 'HU',
    accreditation_body: 'NAH',
    accreditation_number: 'NAH-1-1620/2016',
    categories: ['water'],
  }),
  lab({
    slug: 'enac-lab-madrid',
    name: 'Ensayos Madrid',
    city: 'Madrid',
    country: 'ES',
    accreditation_body: 'ENAC',
    accreditation_number: '522/LE1396',
    categories: ['construction-materials'],
  }),
  // Slugs the browser derives from name and city (not shipped), and one it cannot be trusted to.
  lab({
    slug: 'ergastirio-elegchon-athina',
    name: 'Εργαστήριο Ελέγχων',
    city: 'Αθήνα',
    country: 'GR',
    accreditation_body: 'ESYD',
    accreditation_number: '542-6',
  }),
  lab({
    slug: 'cesky-zkusebni-ustav-brno',
    name: 'Český zkušební ústav',
    city: 'Brno',
    country: 'CZ',
    accreditation_body: 'CIA',
    accreditation_number: '1098',
  }),
  lab({
    slug: 'ink-tokyo',
    name: 'ラボ Ink',
    city: 'Tokyo',
    country: 'GR',
    accreditation_body: 'ESYD',
    accreditation_number: '999-1',
  }),
  // A lab in Germany accredited by another country's body.
  lab({
    slug: 'swiss-body-lab-freiburg',
    name: 'Grenzlabor Freiburg',
    city: 'Freiburg',
    accreditation_body: 'SAS',
    accreditation_number: 'STS 0073',
    categories: ['water'],
  }),
];

const ranked = rankedByCountry(LABS);
const shards = new Map(
  [...ranked].map(([cc, labs]) => [cc, decodeShard(JSON.parse(JSON.stringify(encodeShard(cc, labs))))]),
);
const allShards = [...shards.values()];
const allLabs = allShards.flat();
const manifest = shardManifest(ranked);
const state = (s: Partial<SearchState>): SearchState => ({ ...EMPTY_STATE, ...s });
const search = (q: string, s: Partial<SearchState> = {}) =>
  rankHits(searchLabs(allShards, q), state({ ...s, q })).labs.map((l) => l.slug);

describe('shards', () => {
  it('round-trip every public field the page shows, and nothing else', () => {
    const bySlug = new Map(allLabs.map((l) => [l.slug, l]));
    for (const original of LABS) {
      const decoded = bySlug.get(original.slug)!;
      const {
        rank,
        slug,
        name,
        city,
        country,
        accreditation_body,
        accreditation_status,
        accreditation_number,
        categories,
      } = decoded;
      expect({
        rank,
        slug,
        name,
        city,
        country,
        accreditation_body,
        accreditation_status,
        accreditation_number,
        categories,
      }).toEqual({
        rank: decoded.rank,
        slug: original.slug,
        name: original.name,
        city: original.city,
        country: original.country,
        accreditation_body: original.accreditation_body,
        accreditation_status: original.accreditation_status,
        accreditation_number: original.accreditation_number,
        categories: original.categories,
      });
    }
    const text = JSON.stringify([...ranked].map(([cc, labs]) => encodeShard(cc, labs)));
    expect(text).not.toMatch(/latitude|longitude|capabilit|street|postcode|phone|Hauptstraße/i);
  });

  it('leave out the slugs the browser derives from name and city', () => {
    const rows = [...ranked].flatMap(([cc, labs]) => encodeShard(cc, labs).labs);
    const slugOf = (name: string) => rows.find((r) => r[2] === name)![1];
    expect(slugOf('Εργαστήριο Ελέγχων')).toBeNull();
    expect(slugOf('Český zkušební ústav')).toBeNull();
    expect(slugOf('ラボ Ink')).toBe('ink-tokyo'); // outside the scripts trusted to derive alike
    expect(slugOf('Agrarlabor Rhein-Main GmbH')).toBe('agrarlabor-rhein-main-damme'); // a kept slug, not the derived one
    expect(allLabs.find((l) => l.name === 'Εργαστήριο Ελέγχων')!.slug).toBe('ergastirio-elegchon-athina');
    expect(allLabs.find((l) => l.name === 'Český zkušební ústav')!.slug).toBe('cesky-zkusebni-ustav-brno');
  });

  it('rank labs in the listings’ name order, one shard per country', () => {
    expect([...shards.keys()]).toEqual(['AT', 'CZ', 'DE', 'ES', 'GB', 'GR', 'HU', 'NL', 'NO', 'PL']);
    const names = [...allLabs].sort((a, b) => a.rank - b.rank).map((l) => l.name);
    expect(names[0]).toBe('Agrarlabor Rhein-Main GmbH');
    expect(names.indexOf('Kalibrierdienst Süd')).toBeLessThan(names.indexOf('Laboratorium Badań'));
    expect(new Set(allLabs.map((l) => l.rank)).size).toBe(LABS.length);
    expect(shardPath('de')).toBe('/search-index/DE.json');
  });

  it('refuse a shard of another format', () => {
    expect(() => decodeShard({ format: 1 } as never)).toThrow(/format 1/);
  });

  it('give the public index’s documents, with the rank as id', () => {
    for (const l of LABS) {
      const searchLab = allLabs.find((s) => s.slug === l.slug)!;
      expect(searchIndexDoc(searchLab)).toEqual({ ...publicIndexDoc(l), id: String(searchLab.rank) });
    }
  });

  it('list which bodies and categories each country holds', () => {
    expect(manifest.countries.DE).toEqual({
      labs: 6,
      bodies: ['DAKKS', 'SAS'],
      categories: ['calibration', 'chemical', 'food-feed', 'mechanical', 'water'],
    });
  });
});

describe('the URL state', () => {
  const allowed = {
    countries: new Set(['DE', 'AT']),
    categories: new Set(['chemical', 'water']),
    bodies: new Set(['DAKKS', 'AA']),
  };

  it('reads filters, normalising case and dropping unknown values', () => {
    expect(
      parseState(new URLSearchParams('q=salmonella&country=de&category=Water&body=dakks&status=all'), allowed),
    ).toEqual({ q: 'salmonella', country: 'DE', category: 'water', body: 'DAKKS', status: 'all', sort: '' });
    expect(parseState(new URLSearchParams('country=XX&category=nope&body=&status=bogus'), allowed)).toEqual(
      EMPTY_STATE,
    );
    expect(parseState(new URLSearchParams(''), allowed)).toEqual({
      q: '',
      country: '',
      category: '',
      body: '',
      status: 'active',
      sort: '',
    });
  });

  it('writes only what differs from the defaults, in a fixed order', () => {
    expect(stateQuery(EMPTY_STATE)).toBe('');
    expect(stateQuery(state({ status: 'active', category: 'water' }))).toBe('?category=water');
    expect(stateQuery(state({ q: ' D-PL 12345 ', body: 'DAKKS', country: 'DE', status: 'withdrawn' }))).toBe(
      '?q=D-PL+12345&country=DE&body=DAKKS&status=withdrawn',
    );
  });

  it('round-trips', () => {
    const s = state({ q: 'Łódź & co', country: 'DE', category: 'chemical', body: 'AA', status: 'suspended' });
    expect(parseState(new URLSearchParams(stateQuery(s)), allowed)).toEqual(s);
  });

  it('asks for nothing until there are words or filters', () => {
    expect(hasCriteria(EMPTY_STATE)).toBe(false);
    expect(hasCriteria(state({ q: '  the, of  ' }))).toBe(false); // stop words and punctuation only
    expect(hasCriteria(state({ q: 'lab' }))).toBe(true);
    expect(hasCriteria(state({ status: 'all' }))).toBe(true);
    expect(hasCriteria(state({ category: 'water' }))).toBe(true);
  });
});

describe('which shards a state fetches', () => {
  it('only the chosen country', () => {
    expect(shardsFor(state({ country: 'AT', q: 'x' }), manifest)).toEqual(['AT']);
  });
  it('none when the chosen country has no lab of the chosen body', () => {
    expect(shardsFor(state({ country: 'AT', body: 'DAKKS' }), manifest)).toEqual([]);
  });
  it('the countries holding the body or category, without a country', () => {
    expect(shardsFor(state({ body: 'SAS' }), manifest)).toEqual(['DE']);
    expect(shardsFor(state({ category: 'water' }), manifest)).toEqual(['DE', 'HU']);
  });
  it('every country otherwise', () => {
    expect(shardsFor(state({ q: 'lab' }), manifest)).toEqual([...shards.keys()]);
  });
});

describe('listing by filters', () => {
  it('lists active labs by default, in name order', () => {
    const { labs, total } = listFiltered(allLabs, state({ country: 'DE' }));
    expect(labs.map((l) => l.slug)).toEqual([
      'agrarlabor-rhein-main-damme',
      'swiss-body-lab-freiburg',
      'prueflabor-nord-muenchen',
    ]);
    expect(total).toBe(3);
  });
  it('filters by status, category and body', () => {
    expect(listFiltered(allLabs, state({ status: 'withdrawn' })).labs.map((l) => l.slug)).toEqual([
      'kalibrierdienst-sued-berlin',
    ]);
    expect(listFiltered(allLabs, state({ status: 'all', country: 'DE' })).total).toBe(6);
    expect(listFiltered(allLabs, state({ category: 'water', status: 'all' })).labs.map((l) => l.slug)).toEqual([
      'nah-lab-budapest',
      'swiss-body-lab-freiburg',
      'wasserlabor-hamburg',
    ]);
    expect(listFiltered(allLabs, state({ body: 'SAS' })).labs.map((l) => l.slug)).toEqual(['swiss-body-lab-freiburg']);
  });
  it('caps the list and says so', () => {
    const many: SearchLab[] = Array.from({ length: 250 }, (_, i) => ({
      ...allLabs.find((l) => l.slug === 'agrarlabor-rhein-main-damme')!,
      slug: `x-${i}`,
      rank: 250 - i,
    }));
    const results = listFiltered(many, state({ country: 'DE' }));
    expect(results.labs).toHaveLength(DISPLAY_LIMIT);
    expect(results.total).toBe(250);
    expect(results.labs[0]!.slug).toBe('x-249');
    expect(countText(results)).toBe('250 labs — showing 100 of 250');
    expect(countText({ labs: [], total: 0 })).toBe('No labs match');
    expect(countText({ labs: [allLabs[0]!], total: 1 })).toBe('1 lab');
    expect(countText({ labs: allLabs.slice(0, 3), total: 3 })).toBe('3 labs');
  });
  it('names suspended and withdrawn unmistakably', () => {
    expect([statusText('active'), statusText('suspended'), statusText('withdrawn'), statusText(null)]).toEqual([
      'active',
      'SUSPENDED',
      'WITHDRAWN',
      'status not published',
    ]);
  });
});

describe('searching', () => {
  it('finds a lab by name, by a prefix of its last word, and with a typo', () => {
    expect(search('Agrarlabor')[0]).toBe('agrarlabor-rhein-main-damme');
    expect(search('agrarla')[0]).toBe('agrarlabor-rhein-main-damme');
    expect(search('Agrarlabr')[0]).toBe('agrarlabor-rhein-main-damme');
    expect(search('rhein main')).toEqual(['agrarlabor-rhein-main-damme']);
  });

  it('finds a lab by city, diacritics folded', () => {
    expect(search('Damme')).toEqual(['agrarlabor-rhein-main-damme']);
    expect(search('munchen')).toEqual(['prueflabor-nord-muenchen']);
    expect(search('MÜNCHEN')).toEqual(['prueflabor-nord-muenchen']);
    expect(search('lodz')).toEqual(['laboratorium-lodz']);
  });

  it('finds a lab by its accreditation number, however written', () => {
    expect(search('D-PL-12345-01-00')).toEqual(['prueflabor-nord-muenchen']);
    expect(search('d pl 12345')).toEqual(['prueflabor-nord-muenchen']);
    expect(search('12345')).toEqual(['prueflabor-nord-muenchen']);
    expect(search('0123')).toEqual(['vienna-testing-vienna']);
    expect(search('LAB 1234')).toEqual(['lab-1234-ltd-leeds']);
    expect(search('TEST 132')).toEqual(['norsk-test-oslo']);
    expect(search('L 372')).toEqual(['rva-lab-utrecht']);
    expect(search('NAH-1-1620/2016')).toEqual(['nah-lab-budapest']);
    expect(search('522/LE1396')).toEqual(['enac-lab-madrid']);
    expect(search('STS 0073')).toEqual(['swiss-body-lab-freiburg']);
  });

  it('requires every word, and ignores stop words', () => {
    expect(search('agrarlabor hamburg')).toEqual([]);
    expect(search('the agrarlabor of')).toEqual(['agrarlabor-rhein-main-damme']);
  });

  it('applies the filters after ranking; the default status hides suspended and withdrawn labs', () => {
    expect(search('Wasserlabor')).toEqual([]);
    expect(search('Wasserlabor', { status: 'all' })).toEqual(['wasserlabor-hamburg']);
    expect(search('Wasserlabor', { status: 'suspended' })).toEqual(['wasserlabor-hamburg']);
    expect(search('water', { status: 'all' })).toEqual(
      expect.arrayContaining(['wasserlabor-hamburg', 'nah-lab-budapest', 'swiss-body-lab-freiburg']),
    );
    expect(search('gmbh', { country: 'AT' })).toEqual([]);
    expect(search('dakks', { status: 'all' })).toHaveLength(5);
  });

  it('ranks a name match above a category match', () => {
    const hits = search('chemical analytica', { status: 'all' });
    expect(hits[0]).toBe('lab-1234-ltd-leeds');
  });

  it('matches what the serialised public index (as the build writes it) matches', () => {
    const docs = LABS.map(publicIndexDoc);
    const built = MiniSearch.loadJSON(JSON.stringify(writeIndex(docs, publicIndexOptions)), publicIndexOptions);
    for (const q of [
      'agrarla',
      'D-PL-12345-01-00',
      'LAB 1234',
      'munchen',
      'water',
      'dakks',
      'NAH-1-1620/2016',
      'chemical analysis',
    ]) {
      const fromBuild = built
        .search(allTermsQuery(queryTerms(q)), SEARCH_OPTIONS)
        .map((r) => r.id)
        .sort();
      const fromPage = searchLabs(allShards, q)
        .map((h) => h.lab.slug)
        .sort();
      expect(fromPage, q).toEqual(fromBuild);
    }
  });
});
