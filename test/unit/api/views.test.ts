// The bodies the API precomputes or assembles per build read byte for byte as
// the plain serialisation of the model would, whatever shortcut builds them.
import { beforeAll, describe, expect, inject, it } from 'vitest';
import { createViews, type Views } from '../../../src/api/views.ts';
import { labLinks } from '../../../src/api/links.ts';
import { detailItem } from '../../../src/api/mask.ts';
import { loadDirectory, type LoadedDirectory } from '../../../src/directory/load.ts';
import { keptBytes } from '../../../src/api/kept-bytes.ts';
import { etagOf } from '../../../src/api/respond.ts';
import { listQueryOf } from '../../support/list-query.ts';
import { listItem } from '../../../src/api/mask.ts';
import type { ListQuery } from '../../../src/domain/lab-query.ts';

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
    expect(createViews(directory, { origin: ORIGIN, upgradeUrl: UPGRADE }).labDetail(a!.slug, 'full')!.etag).toBe(
      first,
    );
    expect(
      createViews(directory, { origin: 'https://other.example.org', upgradeUrl: UPGRADE }).labDetail(a!.slug, 'full')!
        .etag,
    ).not.toBe(first);
  });

  it('are kept for the next request only once asked for again, so a walk over every lab does not churn the cache', () => {
    const lookups: boolean[] = [];
    const fresh = createViews(directory, {
      origin: ORIGIN,
      upgradeUrl: UPGRADE,
      onLookup: (cache, hit) => cache === 'full_detail' && lookups.push(hit),
    });
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

describe('public details', () => {
  it('are byte for byte the JSON of the lab as anonymous and free callers see it, with the ETag of those bytes, for every lab', () => {
    for (const lab of directory.labs) {
      const detail = views.labDetail(lab.slug, 'public')!;
      expect(detail.body.toString('utf8')).toBe(
        JSON.stringify(detailItem(lab, false, labLinks(ORIGIN, lab.slug), UPGRADE)),
      );
      expect(detail.etag).toBe(etagOf(detail.body));
    }
  });

  it('asked for again are the same body, so their compressed forms are kept with it', () => {
    const lookups: boolean[] = [];
    const fresh = createViews(directory, {
      origin: ORIGIN,
      upgradeUrl: UPGRADE,
      onLookup: (cache, hit) => cache === 'public_detail' && lookups.push(hit),
    });
    const slug = directory.labs[3]!.slug;
    expect(fresh.labDetail(slug, 'public')).toBe(fresh.labDetail(slug, 'public'));
    expect(lookups).toEqual([false, true]);
  });
});

describe('list pages', () => {
  const query = (search: string): ListQuery => listQueryOf(directory, search, false);

  it('served again from the cache read byte for byte as first served, as new bytes with the same ETag, Link and compressed forms', async () => {
    const fresh = createViews(directory, { origin: ORIGIN, upgradeUrl: UPGRADE });
    for (const search of ['', 'page=2&per_page=5', 'q=calibration', 'q=nothingmatcheszzz', 'country=DE&per_page=3']) {
      const first = await fresh.labList(query(search), 'public');
      const again = await fresh.labList(query(search), 'public');
      expect(again.body.equals(first.body), search).toBe(true);
      expect(again.body).not.toBe(first.body);
      expect([again.etag, again.link, again.formsKey]).toEqual([first.etag, first.link, first.formsKey]);
      expect(again.formsKey).toBe(first.formsKey);
      // Asked for again and again, a page keeps its bytes too.
      expect((await fresh.labList(query(search), 'public')).body).toBe(
        (await fresh.labList(query(search), 'public')).body,
      );
    }
  });

  it('hold the list items of their labs, as the plain serialisation reads', async () => {
    const page = JSON.parse((await views.labList(query('per_page=7&page=3'), 'public')).body.toString('utf8')) as {
      data: unknown[];
    };
    const expected = directory.labs
      .filter((lab) => lab.accreditation_status === 'active')
      .slice(14, 21)
      .map((lab) => listItem(lab, false, labLinks(ORIGIN, lab.slug)));
    expect(page.data).toEqual(JSON.parse(JSON.stringify(expected)));
  });

  it('hold the full list items of their labs for keyed callers, byte for byte, the same when served again', async () => {
    const fresh = createViews(directory, { origin: ORIGIN, upgradeUrl: UPGRADE });
    const expected = (labs: typeof directory.labs) =>
      labs.map((lab) => JSON.stringify(listItem(lab, true, labLinks(ORIGIN, lab.slug)))).join(',');
    const active = directory.labs.filter((lab) => lab.accreditation_status === 'active');
    for (const [perPage, pageNumber] of [
      [4, 2],
      [6, 1],
    ] as const) {
      const search = `per_page=${perPage}&page=${pageNumber}`;
      const page = (await fresh.labList(query(search), 'full')).body.toString('utf8');
      const start = (pageNumber - 1) * perPage;
      expect(page.startsWith(`{"data":[${expected(active.slice(start, start + perPage))}],"meta":`), search).toBe(true);
      expect((await fresh.labList(query(search), 'full')).body.toString('utf8')).toBe(page);
    }
  });
});

describe('kept bytes', () => {
  it('are an allocation of their own, never a slice of the shared pool a kept slice would pin', () => {
    const small = keptBytes('{"data":[]}');
    expect(small.toString('utf8')).toBe('{"data":[]}');
    expect(small.byteOffset).toBe(0);
    expect(small.buffer.byteLength).toBe(small.length);
    expect(Buffer.from('{"data":[]}').buffer.byteLength).toBeGreaterThan(small.length);
  });
});
