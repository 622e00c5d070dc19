// The JSON the API serves, precomputed per loaded directory: list items and
// public details are built once per build (they are most of the traffic),
// full details, search results and whole pages are cached as they are asked for.
import { LRUCache } from 'lru-cache';
import { findLabs, searchScores } from '../directory/find.ts';
import type { LoadedDirectory } from '../directory/load.ts';
import { categoryLinks, labLinks, pageLinks } from './links.ts';
import { detailItem, listItem } from './mask.ts';
import type { ListQuery } from '../domain/lab-query.ts';
import type { Visibility } from '../domain/visibility.ts';
import { etagOf } from './respond.ts';

export interface Body {
  /** UTF-8 bytes, encoded once. */
  body: Buffer;
  etag: string;
}

export interface Views {
  directory: LoadedDirectory;
  labDetail(slug: string, visibility: Visibility): Body | null;
  labList(query: ListQuery, visibility: Visibility): Body;
  categories: Body;
}

export interface ViewOptions {
  origin: string;
  upgradeUrl: string;
}

const OPEN_DATA = Buffer.from('{"data":[');
const COMMA = Buffer.from(',');

function body(json: string): Body {
  const bytes = Buffer.from(json);
  return { body: bytes, etag: etagOf(bytes) };
}

export function createViews(directory: LoadedDirectory, { origin, upgradeUrl }: ViewOptions): Views {
  const links = directory.labs.map((lab) => labLinks(origin, lab.slug));
  // UTF-8 bytes: half the memory of the strings for names with diacritics, and pages are joined without re-encoding.
  const items: Record<Visibility, Buffer[]> = {
    public: directory.labs.map((lab, i) => Buffer.from(JSON.stringify(listItem(lab, false, links[i]!)))),
    full: directory.labs.map((lab, i) => Buffer.from(JSON.stringify(listItem(lab, true, links[i]!)))),
  };
  const publicDetails = directory.labs.map((lab, i) => body(JSON.stringify(detailItem(lab, false, links[i]!, upgradeUrl))));
  const fullDetails = new LRUCache<number, Body>({ max: 2000 });
  const searches = new LRUCache<string, Map<number, number>>({ max: 500 });
  const pages = new LRUCache<string, Body>({ maxSize: 32_000_000, sizeCalculation: (b) => b.body.length + 100 });

  const categories = body(
    JSON.stringify({
      data: directory.categories.map((c) => ({ slug: c.slug, name: c.name, lab_count: c.lab_count, _links: categoryLinks(origin, c.slug) })),
    }),
  );

  return {
    directory,
    categories,
    labDetail(slug, visibility) {
      const position = directory.positionBySlug.get(slug);
      if (position === undefined) return null;
      if (visibility === 'public') return publicDetails[position]!;
      let detail = fullDetails.get(position);
      if (!detail) {
        detail = body(JSON.stringify(detailItem(directory.labs[position]!, true, links[position]!, upgradeUrl)));
        fullDetails.set(position, detail);
      }
      return detail;
    },
    labList(query, visibility) {
      const pageKey = `${visibility}|${pageLinks(origin, query, 0).self}`;
      const cached = pages.get(pageKey);
      if (cached) return cached;
      const found = findLabs(directory, query, (q) => {
        let scores = searches.get(q);
        if (!scores) searches.set(q, (scores = searchScores(directory, q)));
        return scores;
      });
      const total = found.positions.length;
      const totalPages = Math.ceil(total / query.perPage);
      const start = (query.page - 1) * query.perPage;
      const slice = start < total ? found.positions.subarray(start, start + query.perPage) : new Uint32Array(0);
      const meta = { page: query.page, per_page: query.perPage, total, total_pages: totalPages };
      const parts: Buffer[] = [OPEN_DATA];
      slice.forEach((p, i) => {
        if (i > 0) parts.push(COMMA);
        parts.push(items[visibility][p]!);
      });
      parts.push(Buffer.from(`],"meta":${JSON.stringify(meta)},"_links":${JSON.stringify(pageLinks(origin, query, totalPages))}}`));
      const bytes = Buffer.concat(parts);
      const page = { body: bytes, etag: etagOf(bytes) };
      pages.set(pageKey, page);
      return page;
    },
  };
}
