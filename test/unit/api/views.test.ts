// The bodies the API precomputes or assembles per build read byte for byte as
// the plain serialisation of the model would, whatever shortcut builds them.
import { beforeAll, describe, expect, inject, it } from 'vitest';
import { createViews, type Views } from '../../../src/api/views.ts';
import { labLinks } from '../../../src/api/links.ts';
import { detailItem } from '../../../src/api/mask.ts';
import { loadDirectory, type LoadedDirectory } from '../../../src/directory/load.ts';

const ORIGIN = 'https://labs.example.org';
const UPGRADE = `${ORIGIN}/docs/#tiers`;
let directory: LoadedDirectory;
let views: Views;

beforeAll(async () => {
  directory = await loadDirectory(inject('fixtureBuild'));
  views = createViews(directory, { origin: ORIGIN, upgradeUrl: UPGRADE });
});

describe('full details', () => {
  it('are byte for byte the JSON of the lab as pro and enterprise see it, for every lab', () => {
    for (const lab of directory.labs) {
      const expected = JSON.stringify(detailItem(lab, true, labLinks(ORIGIN, lab.slug), UPGRADE));
      expect(views.labDetail(lab.slug, 'full')!.body.toString('utf8')).toBe(expected);
    }
  });

  it('have an ETag of their own per lab, stable for the build', () => {
    const [a, b] = directory.labs;
    const first = views.labDetail(a!.slug, 'full')!.etag;
    expect(first).toMatch(/^"[\w-]+"$/);
    expect(views.labDetail(b!.slug, 'full')!.etag).not.toBe(first);
    expect(createViews(directory, { origin: ORIGIN, upgradeUrl: UPGRADE }).labDetail(a!.slug, 'full')!.etag).toBe(first);
    expect(createViews(directory, { origin: 'https://other.example.org', upgradeUrl: UPGRADE }).labDetail(a!.slug, 'full')!.etag).not.toBe(first);
  });

  it('are kept for the next request only once asked for again, so a walk over every lab does not churn the cache', () => {
    const lookups: boolean[] = [];
    const fresh = createViews(directory, { origin: ORIGIN, upgradeUrl: UPGRADE, onLookup: (cache, hit) => cache === 'full_detail' && lookups.push(hit) });
    const [a, b] = directory.labs;
    for (let i = 0; i < 3; i++) fresh.labDetail(a!.slug, 'full');
    expect(lookups).toEqual([false, false, true]);
    lookups.length = 0;
    // A walk over every lab: the first request for each is not kept, so a second walk still misses (all but the lab kept above).
    for (const lab of directory.labs) fresh.labDetail(lab.slug, 'full');
    expect(lookups.filter(Boolean)).toEqual([true]);
    lookups.length = 0;
    for (const lab of directory.labs) fresh.labDetail(lab.slug, 'full');
    expect(lookups.filter(Boolean)).toEqual([true]);
    expect(fresh.labDetail(b!.slug, 'full')!.body.equals(views.labDetail(b!.slug, 'full')!.body)).toBe(true);
  });
});
