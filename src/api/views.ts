// The JSON the API serves, precomputed per loaded directory: list items and
// public details are built once per build (they are most of the traffic),
// full details are assembled from those bytes (full-details.ts), and full
// details, search results and whole pages asked for again are cached.
import { LRUCache } from 'lru-cache';
import { findLabs, searchScores, termMatch, termMatchBytes, type Matches, type TermMatch } from '../directory/find.ts';
import type { LoadedDirectory } from '../directory/load.ts';
import { perBuild } from '../directory/per-build.ts';
import { categoryLinks, labLinks, linkHeader, pageLinks } from './links.ts';
import { answerList, changeTimesFor } from '../directory/list-answer.ts';
import { detailItem, listItem } from './mask.ts';
import { usesV11, type ListQuery } from '../domain/lab-query.ts';
import type { Visibility } from '../domain/visibility.ts';
import { etagOf } from './respond.ts';
import { fullDetailAssembler } from './full-details.ts';
import { keptBytes } from './kept-bytes.ts';
import { byteTable, lazyByteTable, type ByteTable } from './byte-table.ts';

export interface Body {
  /** UTF-8 bytes, encoded once. */
  body: Buffer;
  etag: string;
  /** A list page's RFC 8288 `Link` header. */
  link?: string;
  /**
   * Stands for the body when its compressed forms are kept (a page rebuilt from a cached entry is new bytes each time).
   */
  formsKey?: object;
}

/**
 * A cached page of list items as what it is made of, not its bytes: the labs' positions and the closing meta and
 * links (~1.3 kB with its Link header and key, where the page is ~12 kB). Kept as bytes, the page LRU's 32 MB turned
 * over every few seconds on a long tail, and every evicted page waited in V8's old generation for a full collection:
 * most of the server's RSS under load. The bytes are joined again on a hit (~12 kB, freed young), and kept for pages
 * asked for again (hotPages).
 */
interface ItemsPage {
  visibility: Visibility;
  positions: Uint32Array;
  tail: Buffer;
  etag: string;
  link: string;
  formsKey: object;
}

export interface Views {
  directory: LoadedDirectory;
  labDetail(slug: string, visibility: Visibility): Body | null;
  /** A page of labs; a query using 1.1 parameters and not cached is made over event-loop turns (pace.ts). */
  labList(query: ListQuery, visibility: Visibility): Body | Promise<Body>;
  categories: Body;
}

/** The caches views keep per build, as counted in the metrics. */
export type CacheName = 'public_detail' | 'full_detail' | 'page' | 'search' | 'term';

export interface ViewOptions {
  origin: string;
  upgradeUrl: string;
  /** Told of every cache lookup (for the hit rates in the metrics). */
  onLookup?: (cache: CacheName, hit: boolean) => void;
}

const OPEN_DATA = Buffer.from('{"data":[');
const COMMA = 0x2c;

function body(content: string | Buffer): Body {
  const bytes = typeof content === 'string' ? Buffer.from(content) : content;
  return { body: bytes, etag: etagOf(bytes) };
}

export function createViews(
  directory: LoadedDirectory,
  { origin, upgradeUrl, onLookup = () => undefined }: ViewOptions,
): Views {
  // Made when needed rather than kept per lab: two URLs per lab are 3.3 MB of heap at 10k labs, and a pair costs ~0.2
  // µs.
  const linksOf = (position: number) => labLinks(origin, directory.labs[position]!.slug);
  // UTF-8 bytes: half the memory of the strings for names with diacritics, and pages are joined without re-encoding.
  // Full items only for the labs keyed lists have shown: most deployments serve few keyed lists (4.7 MB at 10k labs).
  const itemText = (full: boolean) => (i: number) => JSON.stringify(listItem(directory.labs[i]!, full, linksOf(i)));
  const items: Record<Visibility, ByteTable> = {
    public: byteTable(directory.labs.length, itemText(false)),
    full: lazyByteTable(directory.labs.length, itemText(true)),
  };
  const publicDetailBytes = byteTable(directory.labs.length, (i) =>
    JSON.stringify(detailItem(directory.labs[i]!, false, linksOf(i), upgradeUrl)),
  );
  // A public detail's body (a view of those bytes) and ETag are made on request and kept for the labs asked for
  // recently, with their compressed forms: held for every lab, they were 2.5 MB of objects and strings, and every
  // compressed form ever made (~1.3 kB each) stayed for the life of the build.
  const publicDetails = new LRUCache<number, Body>({ max: 2000 });
  const fullDetails = new LRUCache<number, Body>({ max: 2000 });
  // Full details and whole searches are kept only when asked for again recently (a doorkeeper before their LRU): on a
  // walk over every lab or a long tail most come once, and an insert with its eviction costs more than building the
  // answer (a walk over every lab: 19.5k → ~24k req/s). Pages are kept at once: with a doorkeeper the long tail's page
  // hits fell from 82% to 72% and its req/s by a quarter.
  const detailAskedBefore = askedBefore<number>(2_000);
  const searchAskedBefore = askedBefore<string>(2_000);
  // Long-tail queries are new as a whole but made of terms seen before: each term's lookup in the indexes is kept.
  const terms = new LRUCache<string, TermMatch>({ maxSize: 16_000_000, sizeCalculation: termMatchBytes });
  /** The cached value, else a new one (kept when `keep` says so); every lookup counted for the metrics. */
  const fromCache = <K extends {}, V extends {}>(
    cache: LRUCache<K, V>,
    name: CacheName,
    key: K,
    make: () => V,
    keep: (key: K) => boolean = () => true,
  ): V => {
    let value = cache.get(key);
    onLookup(name, value !== undefined);
    if (value === undefined) {
      value = make();
      if (keep(key)) cache.set(key, value);
    }
    return value;
  };
  const termMatchFor = (term: string, prefix: boolean) =>
    fromCache(terms, 'term', prefix ? `${term}*` : term, () => termMatch(directory, term, prefix));
  const searches = new LRUCache<string, Matches>({
    maxSize: 8_000_000,
    sizeCalculation: (m) => m.positions.length * 12 + 100,
  });
  // Sized by what an entry holds: bytes, or positions, tail, Link header and key (~1.3 kB for 25 items).
  const pages = new LRUCache<string, Body | ItemsPage>({
    maxSize: 16_000_000,
    sizeCalculation: (page, key) =>
      ('body' in page ? page.body.length : page.positions.length * 4 + page.tail.length + page.link.length + 200) +
      key.length +
      100,
  });
  /** A cached page served: the items at its positions between `{"data":[` and its tail, in an allocation of its own. */
  const bodyOf = (page: ItemsPage): Body => {
    const table = items[page.visibility];
    let length = OPEN_DATA.length + Math.max(0, page.positions.length - 1) + page.tail.length;
    for (const p of page.positions) length += table.size(p);
    const body = Buffer.allocUnsafeSlow(length);
    let at = OPEN_DATA.copy(body, 0);
    page.positions.forEach((p, i) => {
      if (i > 0) body[at++] = COMMA;
      at = table.copyInto(p, body, at);
    });
    page.tail.copy(body, at);
    return { body, etag: page.etag, link: page.link, formsKey: page.formsKey };
  };
  // The pages asked for again and again (a site's first pages, the head of the long tail) keep their bytes too, in a
  // small LRU: joining ~12 kB on every hit cost the warm list route about a tenth of its req/s.
  const hotPages = new LRUCache<string, Body>({
    maxSize: 4_000_000,
    sizeCalculation: (page, key) => page.body.length + key.length + 100,
  });
  const served = (pageKey: string, page: Body | ItemsPage): Body => {
    if ('body' in page) return page;
    const body = bodyOf(page);
    hotPages.set(pageKey, body);
    return body;
  };

  const categories = body(
    JSON.stringify({
      data: directory.categories.map((c) => ({
        slug: c.slug,
        name: c.name,
        lab_count: c.lab_count,
        _links: categoryLinks(origin, c.slug),
      })),
    }),
  );

  const buildTag = `${directory.manifest.content_hash}|${origin}`;
  /**
   * A page is a function of the build, the origin, the visibility and its canonical self link (its cache key), so its
   * ETag names those rather than hashing 12 kB or more: a SHA-1 over the bytes was 3% of an uncached search's CPU.
   */
  const pageEtag = (pageKey: string) => etagOf(`${buildTag}|${pageKey}`);
  const assembleFullDetail = fullDetailAssembler(directory.labs, publicDetailBytes.bytes);
  // Its ETag names the build and origin (hashed once) and the lab's position in the build: no hash of 6 KB per request.
  const fullTag = etagOf(`${buildTag}|full`).slice(0, -1);
  const fullDetail = (position: number): Body => ({
    body: assembleFullDetail(position),
    etag: `${fullTag}-${position}"`,
  });

  return {
    directory,
    categories,
    labDetail(slug, visibility) {
      const position = directory.positionBySlug.get(slug);
      if (position === undefined) return null;
      if (visibility === 'public')
        return fromCache(publicDetails, 'public_detail', position, () => body(publicDetailBytes.bytes(position)));
      return fromCache(fullDetails, 'full_detail', position, () => fullDetail(position), detailAskedBefore);
    },
    labList(query, visibility) {
      const pageKey = `${visibility}|${pageLinks(origin, query, 0).self}`;
      const hot = hotPages.get(pageKey);
      if (hot) {
        onLookup('page', true);
        return hot;
      }
      const cached = pages.get(pageKey);
      onLookup('page', cached !== undefined);
      if (cached) return served(pageKey, cached);
      // The search this page is made from, kept for meta.q_words: asked again, a search the cache's doorkeeper did not
      // keep would be computed twice.
      let searched: Matches | undefined;
      const matchesFor = (q: string) =>
        (searched = fromCache(
          searches,
          'search',
          q,
          () => searchScores(directory, q, termMatchFor),
          searchAskedBefore,
        ));
      const wordsOf = () => wordsLeftOut(query, searched);
      if (usesV11(query))
        return generalPage(query, visibility, matchesFor, wordsOf, pageKey).then((page) => {
          pages.set(pageKey, page);
          return page;
        });
      const found = findLabs(directory, query, matchesFor, query.page * query.perPage);
      const total = found.total;
      const totalPages = Math.ceil(total / query.perPage);
      const start = (query.page - 1) * query.perPage;
      const meta = {
        page: query.page,
        per_page: query.perPage,
        total,
        total_pages: totalPages,
        ...wordsOf(),
      };
      const links = pageLinks(origin, query, totalPages);
      const page: ItemsPage = {
        visibility,
        // Its own small array, not a view that would keep the search's whole answer alive.
        positions: start < total ? found.positions.slice(start, start + query.perPage) : new Uint32Array(0),
        tail: keptBytes(`],"meta":${JSON.stringify(meta)},"_links":${JSON.stringify(links)}}`),
        etag: pageEtag(pageKey),
        link: linkHeader(origin, query, links, totalPages),
        formsKey: {},
      };
      pages.set(pageKey, page);
      return bodyOf(page);
    },
  };

  /** A page of a query using 1.1 parameters: items built for it (fields, distance, change time), meta with facets. */
  async function generalPage(
    query: ListQuery,
    visibility: Visibility,
    matchesFor: (q: string) => Matches,
    wordsOf: () => { q_words?: QWords },
    pageKey: string,
  ): Promise<Body> {
    const answer = await answerList(directory, query, matchesFor, visibility);
    const changedAt = changeTimesFor(directory, visibility);
    const total = answer.positions.length;
    const totalPages = Math.ceil(total / query.perPage);
    const start = (query.page - 1) * query.perPage;
    const slice = start < total ? answer.positions.subarray(start, start + query.perPage) : new Uint32Array(0);
    const full = visibility === 'full';
    const data = [...slice].map((p) => {
      const lab = directory.labs[p]!;
      const item: Record<string, unknown> = listItem(lab, full, linksOf(p));
      // Distance is a paid field: `near` is refused below pro, so it is only ever computed for full visibility.
      if (answer.distanceOf && full) item.distance_km = Math.round(answer.distanceOf(p) * 10) / 10;
      if (query.updatedSince) item.changed_at = new Date(changedAt[p]!).toISOString();
      if (!query.fields) return item;
      const trimmed: Record<string, unknown> = {};
      for (const field of query.fields) if (field in item) trimmed[field] = item[field];
      return trimmed;
    });
    const meta: Record<string, unknown> = {
      page: query.page,
      per_page: query.perPage,
      total,
      total_pages: totalPages,
      ...wordsOf(),
    };
    if (answer.facets) meta.facets = answer.facets;
    if (query.nearCity) {
      const centre = query.nearCity.centre;
      meta.near_city = centre
        ? {
            query: query.nearCity.text,
            name: centre.name,
            country: centre.country,
            latitude: centre.latitude,
            longitude: centre.longitude,
            radius_km: query.radiusKm,
          }
        : {
            query: query.nearCity.text,
            name: null,
            country: null,
            latitude: null,
            longitude: null,
            radius_km: query.radiusKm,
          };
    }
    const pageLinksOf = pageLinks(origin, query, totalPages);
    const bytes = keptBytes(JSON.stringify({ data, meta, _links: pageLinksOf }));
    return { body: bytes, etag: pageEtag(pageKey), link: linkHeader(origin, query, pageLinksOf, totalPages) };
  }
}

/** Whether a key was asked for since the last `forgetAfter` keys asked for the first time; remembers it when not. */
function askedBefore<K>(forgetAfter: number): (key: K) => boolean {
  let seen = new Set<K>();
  return (key) => {
    if (seen.has(key)) return true;
    if (seen.size >= forgetAfter) seen = new Set();
    seen.add(key);
    return false;
  };
}

/** Views built once per loaded build, for every part of the server that answers from them (the API, the MCP server). */
export function viewsPerBuild(options: ViewOptions): (directory: LoadedDirectory) => Views {
  return perBuild((directory) => createViews(directory, options));
}

/**
 * `meta.q_words` when words of `q` match no lab and were left out (DECISIONS, round 3): the words used and those left
 * out, as typed. Absent otherwise, so answers to queries whose every word matches are as before.
 */
function wordsLeftOut(query: ListQuery, searched: Matches | undefined): { q_words?: QWords } {
  if (!query.q || !searched) return {};
  const { leftOut, used } = searched;
  return leftOut?.length ? { q_words: { used: [...(used ?? [])], left_out: [...leftOut] } } : {};
}

interface QWords {
  used: string[];
  left_out: string[];
}
