// The sitemaps (sitemaps.org protocol 0.9): which URLs the site lists, how
// they are split into files within the protocol's limits, and the XML of each
// file and of the index. Pure and I/O-free: the endpoints in src/pages pass
// the public labs in and write what comes out.
//
// Every page is listed in each of its languages with its alternates (the
// same hreflang set as the page's own <link rel="alternate"> elements).
//
// Only what the anonymous tier may see goes in (DECISIONS): page URLs and a
// lab's `last_verified` date, never coordinates or capabilities.

import { BODIES } from '../domain/bodies.ts';
import { CATEGORIES } from '../domain/categories.ts';
import { SITE_LANGUAGES } from './i18n/languages.ts';
import { alternatePaths, labLanguages, localePath, type SiteLanguage } from './i18n/paths.ts';

/** One `<url>` of a sitemap. */
export interface SitemapUrl {
  /** Absolute URL, unescaped (escaped when rendered). */
  loc: string;
  /** W3C date or date-time; anything else is left out. */
  lastmod?: string | null;
  /**
   * Every language version of the page, this one included, and `x-default` (Google's sitemap form of hreflang:
   * `<xhtml:link rel="alternate">`); absent for a page in one language only.
   */
  alternates?: ReadonlyArray<{ hreflang: string; href: string }>;
}

/** One file of the sitemap set, named as served: `/sitemaps/<name>.xml`. */
export interface SitemapFile {
  name: string;
  urls: SitemapUrl[];
}

export interface SitemapLimits {
  /** URLs per file (protocol: 50,000). */
  maxUrls: number;
  /** Uncompressed bytes per file (protocol: 50 MB = 52,428,800). */
  maxBytes: number;
}

export const SITEMAP_LIMITS: Readonly<SitemapLimits> = Object.freeze({ maxUrls: 50_000, maxBytes: 50 * 1024 * 1024 });

/**
 * Labs per page on the category, country and body listings (the site's pagination). 100, not fewer: each listing page
 * exists in sixteen languages, and a page's fixed part (head, alternates, switcher) weighs as much as 50 labs.
 */
export const LISTING_PAGE_SIZE = 100;

const XML_HEAD = '<?xml version="1.0" encoding="UTF-8"?>\n';
const URLSET_OPEN =
  '<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9" xmlns:xhtml="http://www.w3.org/1999/xhtml">\n';
const URLSET_CLOSE = '</urlset>\n';
const INDEX_OPEN = '<sitemapindex xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n';
const INDEX_CLOSE = '</sitemapindex>\n';

// Characters XML 1.0 does not allow at all (C0 controls other than tab, LF, CR; lone surrogates; U+FFFE/U+FFFF).
const INVALID_XML =
  /[\u0000-\u0008\u000B\u000C\u000E-\u001F\uFFFE\uFFFF]|[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/g;

/** Escape text for an XML element or attribute: `& < > " '` become entities; characters XML forbids are dropped. */
export function escapeXml(text: string): string {
  return text
    .replace(INVALID_XML, '')
    .replace(
      /[&<>"']/g,
      (c) => `&${({ '&': 'amp', '<': 'lt', '>': 'gt', '"': 'quot', "'": 'apos' } as const)[c as '&']};`,
    );
}

const W3C_DATE =
  /^\d{4}-(0[1-9]|1[0-2])-(0[1-9]|[12]\d|3[01])(T([01]\d|2[0-3]):[0-5]\d(:[0-5]\d(\.\d+)?)?(Z|[+-]([01]\d|2[0-3]):[0-5]\d))?$/;

/** The value if it is a W3C Datetime the protocol accepts (`2026-10-01`, `2026-10-01T06:30:00Z`), else null. */
export function validLastmod(value: string | null | undefined): string | null {
  return value && W3C_DATE.test(value) ? value : null;
}

function urlEntry(url: SitemapUrl): string {
  const lastmod = validLastmod(url.lastmod);
  const links = (url.alternates ?? [])
    .map((a) => `<xhtml:link rel="alternate" hreflang="${escapeXml(a.hreflang)}" href="${escapeXml(a.href)}"/>`)
    .join('');
  return `  <url><loc>${escapeXml(url.loc)}</loc>${lastmod ? `<lastmod>${lastmod}</lastmod>` : ''}${links}</url>\n`;
}

/** One sitemap file (`<urlset>`). Does not split: see `splitUrls`. */
export function renderUrlset(urls: readonly SitemapUrl[]): string {
  return XML_HEAD + URLSET_OPEN + urls.map(urlEntry).join('') + URLSET_CLOSE;
}

/** The sitemap index (`<sitemapindex>`) over absolute sitemap URLs. */
export function renderSitemapIndex(sitemaps: readonly SitemapUrl[], limits: SitemapLimits = SITEMAP_LIMITS): string {
  if (sitemaps.length > limits.maxUrls)
    throw new Error(`sitemap index: ${sitemaps.length} sitemaps, the protocol allows ${limits.maxUrls}`);
  const entries = sitemaps.map((s) => {
    const lastmod = validLastmod(s.lastmod);
    return `  <sitemap><loc>${escapeXml(s.loc)}</loc>${lastmod ? `<lastmod>${lastmod}</lastmod>` : ''}</sitemap>\n`;
  });
  return XML_HEAD + INDEX_OPEN + entries.join('') + INDEX_CLOSE;
}

/**
 * Split URLs, in order, into the fewest consecutive groups such that each
 * group's rendered `<urlset>` holds at most `maxUrls` URLs and `maxBytes`
 * bytes (UTF-8). An empty list gives one empty group, so a sitemap file can
 * still be served. A single URL too long for a file on its own is an error.
 */
export function splitUrls(urls: readonly SitemapUrl[], limits: SitemapLimits = SITEMAP_LIMITS): SitemapUrl[][] {
  if (limits.maxUrls < 1) throw new Error('sitemap: maxUrls must be at least 1');
  const frame = Buffer.byteLength(XML_HEAD + URLSET_OPEN + URLSET_CLOSE);
  const groups: SitemapUrl[][] = [];
  let current: SitemapUrl[] = [];
  let bytes = frame;
  for (const url of urls) {
    const size = Buffer.byteLength(urlEntry(url));
    if (frame + size > limits.maxBytes)
      throw new Error(`sitemap: the URL ${url.loc} alone exceeds ${limits.maxBytes} bytes`);
    if (current.length > 0 && (current.length >= limits.maxUrls || bytes + size > limits.maxBytes)) {
      groups.push(current);
      current = [];
      bytes = frame;
    }
    current.push(url);
    bytes += size;
  }
  groups.push(current);
  return groups;
}

/** The latest valid lastmod of a group (dates compare as strings when all are `YYYY-MM-DD`), or null. */
export function latestLastmod(urls: readonly SitemapUrl[]): string | null {
  let latest: string | null = null;
  for (const url of urls) {
    const lastmod = validLastmod(url.lastmod);
    if (lastmod && (latest === null || Date.parse(lastmod) > Date.parse(latest))) latest = lastmod;
  }
  return latest;
}

// ---------------------------------------------------------------------------
// What the site lists

/** The fields of a public lab the sitemap needs (a `PublicLab` fits). */
export interface SitemapLab {
  slug: string;
  country: string;
  accreditation_body: string;
  categories: readonly string[];
  last_verified: string | null;
}

export interface ListingCounts {
  /** Category slug → labs of every status whose categories include it. */
  categories: Map<string, number>;
  /** Upper-case country code → labs of every status. */
  countries: Map<string, number>;
  /** Upper-case body code → labs of every status. */
  bodies: Map<string, number>;
}

/** How many labs each category, country and body listing shows (every status), keys in first-seen order. */
export function listingCounts(labs: readonly SitemapLab[]): ListingCounts {
  const counts: ListingCounts = { categories: new Map(), countries: new Map(), bodies: new Map() };
  const add = (map: Map<string, number>, key: string) => map.set(key, (map.get(key) ?? 0) + 1);
  for (const lab of labs) {
    for (const category of new Set(lab.categories)) add(counts.categories, category);
    add(counts.countries, lab.country.toUpperCase());
    add(counts.bodies, lab.accreditation_body.toUpperCase());
  }
  return counts;
}

/** Pages a listing of `count` labs has at `perPage` per page (at least 1). */
export function pageCount(count: number, perPage: number = LISTING_PAGE_SIZE): number {
  return Math.max(1, Math.ceil(count / perPage));
}

/** Paths of a paginated listing: `/base/`, `/base/2/`, … */
export function listingPaths(base: string, count: number, perPage: number = LISTING_PAGE_SIZE): string[] {
  const root = `/${base.replace(/^\/+|\/+$/g, '')}/`;
  const paths = [root];
  for (let page = 2; page <= pageCount(count, perPage); page++) paths.push(`${root}${page}/`);
  return paths;
}

export interface SitemapInput {
  /** Public origin without a trailing slash. */
  origin: string;
  labs: readonly SitemapLab[];
  /** Category slugs in display order; only those with labs are listed. */
  categoryOrder?: readonly string[];
  /** Body codes in display order; only those with labs are listed. */
  bodyOrder?: readonly string[];
  /** Site pages outside the listings (default: home, search, docs, about). */
  staticPaths?: readonly string[];
  perPage?: number;
  limits?: SitemapLimits;
  /** The site's languages, English (unprefixed) first (default: English only). */
  languages?: readonly SiteLanguage[];
  /** The languages a lab's page is written in, English first (default: English only). */
  labLanguages?: (lab: SitemapLab) => readonly SiteLanguage[];
}

// '/search' without a trailing slash: the address the API's `_links.html` and every form use.
export const STATIC_PATHS: readonly string[] = ['/', '/search', '/docs/', '/about/'];

function ordered(keys: Iterable<string>, order: readonly string[] | undefined): string[] {
  const present = new Set(keys);
  const first = (order ?? []).filter((k) => present.has(k));
  const rest = [...present].filter((k) => !first.includes(k)).sort();
  return [...first, ...rest];
}

/** The page URLs: the static pages, then every category, country and body listing page. */
export function pageUrls(input: SitemapInput): SitemapUrl[] {
  const perPage = input.perPage ?? LISTING_PAGE_SIZE;
  const counts = listingCounts(input.labs);
  const paths = [...(input.staticPaths ?? STATIC_PATHS)];
  for (const slug of ordered(counts.categories.keys(), input.categoryOrder))
    paths.push(...listingPaths(`categories/${slug}`, counts.categories.get(slug)!, perPage));
  for (const cc of [...counts.countries.keys()].sort())
    paths.push(...listingPaths(`countries/${cc.toLowerCase()}`, counts.countries.get(cc)!, perPage));
  for (const code of ordered(counts.bodies.keys(), input.bodyOrder))
    paths.push(...listingPaths(`bodies/${code.toLowerCase()}`, counts.bodies.get(code)!, perPage));
  const languages = input.languages ?? ['en'];
  return paths.flatMap((p) => versions(input.origin, p, languages));
}

/** The URL of a page in each of its languages, each listing all of them and x-default (the English page). */
function versions(
  origin: string,
  path: string,
  languages: readonly SiteLanguage[],
  lastmod?: string | null,
): SitemapUrl[] {
  const alternates =
    languages.length > 1
      ? alternatePaths(path, languages).map((a) => ({ hreflang: a.hreflang, href: `${origin}${a.path}` }))
      : undefined;
  return languages.map((lang) => ({
    loc: `${origin}${localePath(lang, path)}`,
    ...(lastmod === undefined ? {} : { lastmod }),
    ...(alternates ? { alternates } : {}),
  }));
}

/** Every lab page in each of its languages, by slug, with its `last_verified` as lastmod. */
export function labUrls(input: Pick<SitemapInput, 'origin' | 'labs' | 'languages' | 'labLanguages'>): SitemapUrl[] {
  return [...input.labs]
    .sort((a, b) => (a.slug < b.slug ? -1 : a.slug > b.slug ? 1 : 0))
    .flatMap((lab) =>
      versions(input.origin, `/labs/${lab.slug}/`, input.labLanguages?.(lab) ?? ['en'], lab.last_verified),
    );
}

/**
 * The whole sitemap set: `pages` (then `pages-2`, … should it ever overflow)
 * and `labs-1`, `labs-2`, …, each within the limits.
 */
export function sitemapFiles(input: SitemapInput): SitemapFile[] {
  const limits = input.limits ?? SITEMAP_LIMITS;
  const pages = splitUrls(pageUrls(input), limits).map((urls, i) => ({
    name: i === 0 ? 'pages' : `pages-${i + 1}`,
    urls,
  }));
  const labs = splitUrls(labUrls(input), limits).map((urls, i) => ({ name: `labs-${i + 1}`, urls }));
  return [...pages, ...labs];
}

/** The index entries for a sitemap set: absolute URL of each file and its latest lastmod. */
export function sitemapIndexEntries(origin: string, files: readonly SitemapFile[]): SitemapUrl[] {
  return files.map((f) => ({ loc: `${origin}/sitemaps/${f.name}.xml`, lastmod: latestLastmod(f.urls) }));
}

/** The site's own sitemap set's input: its category and body order, its languages, each lab's languages. */
export function siteSitemapInput(origin: string, labs: readonly SitemapLab[]): SitemapInput {
  return {
    origin,
    labs,
    categoryOrder: CATEGORIES.map((c) => c.slug),
    bodyOrder: BODIES.map((b) => b.code),
    languages: SITE_LANGUAGES,
    labLanguages: (lab) => labLanguages(lab.accreditation_body),
  };
}
