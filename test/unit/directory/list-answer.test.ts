// A list query that walks the whole directory (facets over every lab, the
// change feed, a distance filter) gives the event loop back between bounded
// passes, and answers the same however often it does.
import { beforeAll, describe, expect, inject, it } from 'vitest';
import { answerList } from '../../../src/directory/list-answer.ts';
import { loadDirectory, type LoadedDirectory } from '../../../src/directory/load.ts';
import { pacer, STRIDE } from '../../../src/directory/pace.ts';
import { listQueryOf } from '../../support/list-query.ts';

let dir: LoadedDirectory;
beforeAll(async () => {
  dir = await loadDirectory(inject('fixtureBuild'));
});

const listQuery = (search: string) => listQueryOf(dir, search);

/** How many check-phase turns of the event loop ran while `work` was answering. */
async function turnsDuring(work: () => Promise<unknown>): Promise<number> {
  let turns = 0;
  let ticking = true;
  const tick = () => {
    if (!ticking) return;
    turns++;
    setImmediate(tick);
  };
  setImmediate(tick);
  await work();
  ticking = false;
  return turns;
}

const WALKS = [
  'facets=country,body,category,status&status=all',
  'updated_since=2000-01-01T00:00:00Z&status=all',
  'near=50.1,8.7&radius_km=500&sort=distance&status=all',
];

describe('answerList', () => {
  it('walks more labs than one pass takes, so each walk below is paced', () => {
    expect(dir.labs.length).toBeGreaterThan(STRIDE);
  });

  for (const search of WALKS) {
    it(`gives the event loop back between passes when its slice is used up (${search.split('&')[0]})`, async () => {
      const query = listQuery(search);
      // A slice of 0 ms is always used up: every pass after the first gives the loop back.
      const turns = await turnsDuring(() => answerList(dir, query, undefined, 'full', pacer(0)));
      expect(turns).toBeGreaterThanOrEqual(2);
    });

    it(`answers the same paced, unpaced and while another walk interleaves (${search.split('&')[0]})`, async () => {
      const query = listQuery(search);
      const unpaced = await answerList(dir, query, undefined, 'full', pacer(Infinity));
      const [paced, other] = await Promise.all([
        answerList(dir, query, undefined, 'full', pacer(0)),
        answerList(dir, listQuery('facets=country&country=DE'), undefined, 'full', pacer(0)),
      ]);
      expect([...paced.positions]).toEqual([...unpaced.positions]);
      expect(paced.facets).toEqual(unpaced.facets);
      expect(other.facets?.country?.length).toBeGreaterThan(1);
    });
  }
});
