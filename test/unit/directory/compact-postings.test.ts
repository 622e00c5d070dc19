// An index whose postings are compacted answers exactly as MiniSearch's own
// Maps do: the same documents, scores, terms and matches, in the same order.
import MiniSearch, { type SearchOptions } from 'minisearch';
import type SearchableMap from 'minisearch/SearchableMap';
import { beforeAll, describe, expect, inject, it } from 'vitest';
import { readLabIndexJson, readScopeIndex } from '../../../src/directory/build-files.ts';
import { withCompactPostings } from '../../../src/directory/compact-postings.ts';
import { labIndexOptions, scopeIndexOptions } from '../../../src/domain/search-rules.ts';

let scopeJson: Awaited<ReturnType<typeof readScopeIndex>>;
let labJson: string;

beforeAll(async () => {
  scopeJson = await readScopeIndex(inject('fixtureBuild'));
  labJson = await readLabIndexJson(inject('fixtureBuild'));
});

const loaders = {
  scope: () => MiniSearch.loadJS(structuredClone(scopeJson.index), scopeIndexOptions) as unknown as MiniSearch<unknown>,
  lab: () => MiniSearch.loadJSON(labJson, labIndexOptions) as unknown as MiniSearch<unknown>,
};

const vocabularyOf = (index: MiniSearch<unknown>) => [
  ...(index as unknown as { _index: SearchableMap<unknown> })._index.keys(),
];

/** Queries over an index's vocabulary: single terms, pairs (AND and OR), prefixes and typos. */
function queriesOf(terms: readonly string[]): [string, SearchOptions][] {
  const out: [string, SearchOptions][] = [];
  terms.forEach((term, i) => {
    if (i % 7 !== 0) return;
    const other = terms[(i * 31) % terms.length]!;
    out.push([term, {}]);
    out.push([`${term} ${other}`, { combineWith: 'AND' }]);
    out.push([`${term} ${other}`, { combineWith: 'OR', boost: { terms: 2 } }]);
    if (term.length > 4) {
      out.push([term.slice(0, 4), { prefix: true }]);
      out.push([`${term.slice(0, 2)}x${term.slice(3)}`, { fuzzy: 0.2 }]);
    }
  });
  return out;
}

describe('compacted postings', () => {
  for (const which of ['scope', 'lab'] as const) {
    it(`answer every query over the ${which} index's vocabulary as MiniSearch's own postings do`, () => {
      const plain = loaders[which]();
      const compact = withCompactPostings(loaders[which]());
      const queries = queriesOf(vocabularyOf(plain));
      expect(queries.length).toBeGreaterThan(500);
      let hits = 0;
      for (const [query, options] of queries) {
        const expected = plain.search(query, options);
        hits += expected.length;
        expect(compact.search(query, options), `${query} ${JSON.stringify(options)}`).toEqual(expected);
      }
      expect(hits).toBeGreaterThan(queries.length);
    });
  }

  it('keep the vocabulary and each term’s documents and frequencies', () => {
    const index = new MiniSearch({ fields: ['text'], storeFields: [] });
    index.addAll([
      { id: 1, text: 'tensile test tensile' },
      { id: 2, text: 'tensile strength' },
      { id: 3, text: 'hardness test' },
    ]);
    const plain = MiniSearch.loadJSON(JSON.stringify(index), { fields: ['text'] });
    const compact = withCompactPostings(MiniSearch.loadJSON(JSON.stringify(index), { fields: ['text'] }));
    expect(vocabularyOf(compact)).toEqual(vocabularyOf(plain));
    // 'tensile' twice in document 1: its frequency is kept, and scores it above document 2.
    expect(compact.search('tensile')).toEqual(plain.search('tensile'));
    expect(compact.search('tensile').map((hit) => hit.id)).toEqual([1, 2]);
    expect(compact.search('test hardness', { combineWith: 'AND' }).map((hit) => hit.id)).toEqual([3]);
  });

  it('keep document numbers past 65,535 (100,000 labs)', () => {
    const index = new MiniSearch({ fields: ['text'], storeFields: [] });
    index.addAll(Array.from({ length: 70_000 }, (_, i) => ({ id: i, text: i % 1000 === 999 ? 'rare word' : 'word' })));
    const plain = MiniSearch.loadJSON(JSON.stringify(index), { fields: ['text'] });
    const compact = withCompactPostings(MiniSearch.loadJSON(JSON.stringify(index), { fields: ['text'] }));
    expect(compact.search('rare')).toEqual(plain.search('rare'));
    expect(compact.search('rare').map((hit) => hit.id)).toContain(69_999);
    expect(compact.search('word')).toHaveLength(70_000);
  });

  it('refuse to change: removing a document throws rather than corrupting the shared postings', () => {
    const index = new MiniSearch({ fields: ['text'], storeFields: [] });
    index.addAll([
      { id: 1, text: 'tensile test' },
      { id: 2, text: 'tensile strength' },
    ]);
    const compact = withCompactPostings(MiniSearch.loadJSON(JSON.stringify(index), { fields: ['text'] }));
    expect(() => compact.remove({ id: 2, text: 'tensile strength' })).toThrow(/read-only/);
    expect(compact.search('tensile').map((hit) => hit.id)).toEqual([1, 2]);
  });
});
