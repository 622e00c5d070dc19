// The fast typo lookup answers exactly as MiniSearch's own radix-tree walk,
// and leaving out the swapped-letter variants an index does not hold changes
// no search result: the search rules stay MiniSearch's, only faster.
import MiniSearch from 'minisearch';
import SearchableMap from 'minisearch/SearchableMap';
import { beforeAll, describe, expect, inject, it } from 'vitest';
import {
  boundedDistance,
  termLookup,
  variantsHeldBy,
  withFastFuzzy,
  withFastFuzzySearch,
  withoutRadixTree,
} from '../../../src/directory/fuzzy-terms.ts';
import { cognateKey } from '../../../src/domain/analysis.ts';
import { readLabIndexJson, readScopeIndex } from '../../../src/directory/build-files.ts';
import { loadDirectory, type LoadedDirectory } from '../../../src/directory/load.ts';
import { labIndexOptions, scopeIndexOptions, termQuery, typoTolerance } from '../../../src/domain/search-rules.ts';

let directory: LoadedDirectory;
/** The build's indexes loaded as plain MiniSearch indexes, with their radix trees and MiniSearch's own look-ups. */
let reference: { labIndex: MiniSearch<unknown>; scopeIndex: MiniSearch<unknown> };

beforeAll(async () => {
  directory = await loadDirectory(inject('fixtureBuild'));
  reference = {
    labIndex: MiniSearch.loadJSON(
      await readLabIndexJson(inject('fixtureBuild')),
      labIndexOptions,
    ) as MiniSearch<unknown>,
    scopeIndex: MiniSearch.loadJS(
      (await readScopeIndex(inject('fixtureBuild'))).index,
      scopeIndexOptions,
    ) as unknown as MiniSearch<unknown>,
  };
});

/** The radix tree of an index, and its vocabulary. */
const treeOf = (index: MiniSearch<never> | MiniSearch<unknown>) =>
  (index as unknown as { _index: SearchableMap<unknown> })._index;

/** Words near the vocabulary: each term, and one of each kind of slip at its second letter. */
function queriesNear(terms: readonly string[]): string[] {
  const out = new Set<string>();
  for (const t of terms) {
    out.add(t);
    if (t.length < 4) continue;
    out.add(t.slice(0, 1) + t.slice(2));
    out.add(`${t.slice(0, 2)}x${t.slice(2)}`);
    out.add(`${t.slice(0, 1)}q${t.slice(2)}`);
    out.add(t[0]! + t[2]! + t[1]! + t.slice(3));
    out.add(`${t}s`);
  }
  return [...out];
}

const entries = (matches: Map<string, [unknown, number]>) =>
  [...matches].map(([term, [value, distance]]) => [term, value, distance]);

describe('fast typo lookup', () => {
  for (const which of ['labIndex', 'scopeIndex'] as const) {
    it(`finds in the ${which} the terms, distances and order MiniSearch's walk finds, for every word near its vocabulary`, () => {
      const map = treeOf(reference[which]);
      const walk = (query: string, distance: number) => SearchableMap.prototype.fuzzyGet.call(map, query, distance);
      const lookup = termLookup((map as unknown as { _tree: never })._tree);
      // Every 4th word (every 8th in the scope index, whose vocabulary also holds the stems and compound parts).
      const every = which === 'scopeIndex' ? 8 : 4;
      const queries = queriesNear([...map.keys()].filter((_, i) => i % every === 0));
      expect(queries.length).toBeGreaterThan(300);
      let found = 0;
      for (const query of queries) {
        for (const distance of [1, 2, 3]) {
          const expected = walk(query, distance);
          found += expected.size;
          expect(entries(lookup.fuzzy(query, distance)), `${query} within ${distance}`).toEqual(entries(expected));
        }
      }
      expect(found).toBeGreaterThan(queries.length);
    });
  }

  it('measures distance in UTF-16 units, as MiniSearch does', () => {
    expect(boundedDistance('prufung', 'pruefung', 2)).toBe(1);
    expect(boundedDistance('lodz', 'łodz', 2)).toBe(1);
    expect(boundedDistance('abcdef', 'badcfe', 2)).toBe(3);
    expect(boundedDistance('tensile', 'tensile', 0)).toBe(0);
    expect(boundedDistance('a', 'abcd', 2)).toBe(3);
  });

  it('answers a query so short the bigram bound says nothing by measuring every term', () => {
    const map = SearchableMap.from([
      ['abc', 1],
      ['abd', 2],
      ['xyz', 3],
      ['ab', 4],
    ] as Array<[string, number]>);
    withFastFuzzy(map);
    expect(entries(map.fuzzyGet('abc', 2))).toEqual(entries(SearchableMap.prototype.fuzzyGet.call(map, 'abc', 2)));
    expect([...map.fuzzyGet('abc', 2).keys()].sort()).toEqual(['ab', 'abc', 'abd']);
  });

  it('knows whether a term, or the start of one, is in the vocabulary', () => {
    const lookup = termLookup(
      (
        SearchableMap.from([
          ['tensile', 1],
          ['tension', 2],
        ] as Array<[string, number]>) as unknown as { _tree: never }
      )._tree,
    );
    expect(lookup.holds('tensile', false)).toBe(true);
    expect(lookup.holds('tens', false)).toBe(false);
    expect(lookup.holds('tens', true)).toBe(true);
    expect(lookup.holds('tensionx', true)).toBe(false);
    expect(lookup.holds('a', true)).toBe(false);
  });

  it('lists the terms that end with a suffix, the suffix itself among them, up to a limit', () => {
    const lookup = termLookup(
      (
        SearchableMap.from(
          ['gesamtharte', 'harte', 'karbonatharte', 'hartes', 'prufung', 'arte'].map((w, i) => [w, i]) as Array<
            [string, number]
          >,
        ) as unknown as { _tree: never }
      )._tree,
    );
    expect(lookup.endingWith('harte', 10).sort()).toEqual(['gesamtharte', 'harte', 'karbonatharte']);
    expect(lookup.endingWith('harte', 2)).toHaveLength(2);
    expect(lookup.endingWith('xharte', 10)).toEqual([]);
    expect(lookup.endingWith('e', 10).sort()).toEqual(['arte', 'gesamtharte', 'harte', 'karbonatharte']);
  });

  it('lists the terms of a cognate key, up to a limit', () => {
    const lookup = termLookup(
      (
        SearchableMap.from(
          ['cytotoxicity', 'zytotoxizitat', 'genotoxicity', 'toxicity'].map((w, i) => [w, i]) as Array<
            [string, number]
          >,
        ) as unknown as { _tree: never }
      )._tree,
    );
    expect(lookup.withCognateKey(cognateKey('sytotoksisuus')!, 10).sort()).toEqual(['cytotoxicity', 'zytotoxizitat']);
    expect(lookup.withCognateKey(cognateKey('sytotoksisuus')!, 1)).toHaveLength(1);
    expect(lookup.withCognateKey('nefelome', 10)).toEqual([]);
  });
});

describe('swapped-letter variants', () => {
  it('left out when the index does not hold them, change no result or score', async () => {
    // Reference indexes: the build's files loaded as the server loads them (a radix tree's order is its loading
    // order), with MiniSearch's own lookup and every variant asked for.
    let compared = 0;
    for (const which of ['labIndex', 'scopeIndex'] as const) {
      const vocabulary = [...treeOf(directory[which]).keys()].filter((t) => typoTolerance(t) !== false);
      const words = queriesNear(vocabulary.slice(0, 150));
      for (const word of words) {
        for (const prefix of [false, true]) {
          const fast = directory[which].search(termQuery(word, prefix, variantsHeldBy(directory[which])));
          const expected = reference[which].search(termQuery(word, prefix));
          expect(fast, `${word}${prefix ? '*' : ''} in ${which}`).toEqual(expected);
          compared += expected.length;
        }
      }
    }
    expect(compared).toBeGreaterThan(1000);
  });
});

/** A term's entry as field → its documents, whichever shape holds it (Maps, or compacted views). */
const postingsOf = (entry: unknown) =>
  entry === undefined
    ? undefined
    : Object.fromEntries(
        [...(entry as Map<number, Map<number, number>>).entries()].map(([field, docs]) => [field, [...docs.keys()]]),
      );

describe('an index without its radix tree', () => {
  for (const which of ['labIndex', 'scopeIndex'] as const) {
    it(`answers in the ${which} every exact and prefix look-up as its tree does, entries in the same order`, () => {
      const tree = treeOf(reference[which]);
      const treeless = treeOf(directory[which]);
      expect(treeless).not.toBeInstanceOf(SearchableMap);
      expect(treeless.size).toBe(tree.size);
      expect([...treeless.keys()]).toEqual([...tree.keys()]);
      const terms = [...tree.keys()].filter((_, i) => i % 3 === 0);
      let prefixed = 0;
      for (const term of terms) {
        expect(postingsOf(treeless.get(term)), term).toEqual(postingsOf(tree.get(term)));
        expect(treeless.get(`${term}\u0000`)).toBeUndefined();
        for (const prefix of [term.slice(0, 1), term.slice(0, 3), term.slice(0, -1), term]) {
          const expected = [...tree.atPrefix(prefix)].map(([term]) => term);
          prefixed += expected.length;
          expect(
            [...treeless.atPrefix(prefix)].map(([term]) => term),
            prefix,
          ).toEqual(expected);
        }
      }
      expect(prefixed).toBeGreaterThan(terms.length * 4);
    });
  }

  it('refuses to change: adding a document throws', () => {
    const index = new MiniSearch({ fields: ['text'] });
    index.addAll([
      { id: 1, text: 'tensile test' },
      { id: 2, text: 'hardness test' },
    ]);
    const treeless = withoutRadixTree(
      withFastFuzzySearch(MiniSearch.loadJSON(JSON.stringify(index), { fields: ['text'] })),
    );
    expect(treeless.search('test').map((hit) => hit.id)).toEqual(index.search('test').map((hit) => hit.id));
    expect(() => treeless.add({ id: 3, text: 'impact test' })).toThrow(/read-only/);
  });
});
