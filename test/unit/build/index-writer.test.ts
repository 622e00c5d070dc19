import MiniSearch, { type AsPlainObject } from 'minisearch';
import { describe, expect, it } from 'vitest';
import { assembleDirectory } from '../../../src/build/assemble.ts';
import { writeIndex } from '../../../src/build/index-writer.ts';
import {
  labIndexDoc,
  labIndexOptions,
  publicIndexDoc,
  publicIndexOptions,
  scopeIndexOptions,
  scopeIndexSource,
} from '../../../src/domain/search-rules.ts';
import { checkSnapshot } from '../../../src/domain/validate.ts';
import { toPublicLab } from '../../../src/domain/visibility.ts';
import { sampleSnapshots } from '../../fixtures/sample-dir.ts';

const labs = assembleDirectory(
  sampleSnapshots(400, 'index-writer').map((s) => checkSnapshot(s).snapshot),
  null,
).labs;

function sortedIndex(plain: AsPlainObject): AsPlainObject {
  return { ...plain, index: [...plain.index].sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0)) };
}

describe('writeIndex', () => {
  it('writes exactly what MiniSearch serialises for the lab index', () => {
    const docs = labs.map(labIndexDoc);
    const reference = new MiniSearch(labIndexOptions);
    reference.addAll(docs);
    expect(JSON.parse(JSON.stringify(writeIndex(docs, labIndexOptions)))).toEqual(
      JSON.parse(JSON.stringify(sortedIndex(reference.toJSON()))),
    );
  });

  it('writes exactly what MiniSearch serialises for the scope index', () => {
    const { docs } = scopeIndexSource(labs);
    const reference = new MiniSearch(scopeIndexOptions);
    reference.addAll(docs);
    expect(JSON.parse(JSON.stringify(writeIndex(docs, scopeIndexOptions)))).toEqual(
      JSON.parse(JSON.stringify(sortedIndex(reference.toJSON()))),
    );
  });

  it('writes exactly what MiniSearch serialises for the public index, stored fields included', () => {
    const docs = labs.map(toPublicLab).map(publicIndexDoc);
    const reference = new MiniSearch(publicIndexOptions);
    reference.addAll(docs);
    expect(JSON.parse(JSON.stringify(writeIndex(docs, publicIndexOptions)))).toEqual(
      JSON.parse(JSON.stringify(sortedIndex(reference.toJSON()))),
    );
  });

  it('loads into MiniSearch and ranks like an index built by MiniSearch', () => {
    const { docs } = scopeIndexSource(labs);
    const reference = new MiniSearch(scopeIndexOptions);
    reference.addAll(docs);
    const loaded = MiniSearch.loadJSON(JSON.stringify(writeIndex(docs, scopeIndexOptions)), scopeIndexOptions);
    for (const q of ['tensile', 'water', 'iso 6892', 'salmonella', 'en 12390']) {
      const ranked = (index: MiniSearch) =>
        index
          .search(q, { prefix: true })
          .map((r) => ({ id: r.id as string, score: r.score }))
          .sort((a, b) => b.score - a.score || (a.id < b.id ? -1 : 1));
      const got = ranked(loaded);
      const want = ranked(reference);
      expect(got.map((r) => r.id)).toEqual(want.map((r) => r.id));
      got.forEach((r, i) => expect(r.score).toBeCloseTo(want[i]!.score, 9));
    }
  });
});
