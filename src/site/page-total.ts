// How many files the site build writes, known before it starts, so the build
// can say how far it is: every route file without parameters is one page, and
// each under src/pages/[lang] one page per language but English; each lab has
// its HTML and Markdown page, and an HTML page in each of its register's
// languages; each category (all of them, an empty one still has its page),
// country and body present has its paginated listing in every language; and
// the sitemaps.
import { BODIES } from '../domain/bodies.ts';
import { CATEGORIES } from '../domain/categories.ts';
import type { PublicLab } from '../domain/types.ts';
import { PREFIXED_LANGUAGES, SITE_LANGUAGES } from './i18n/languages.ts';
import { labLanguages } from './i18n/paths.ts';
import { listingCounts, pageCount, siteSitemapInput, sitemapFiles } from './sitemap.ts';

/**
 * `fixedRoutes`: the route files without parameters (src/pages entries whose path has no '['); `languageRoutes`: those
 * under src/pages/[lang] with no other parameter.
 */
export function sitePageTotal(
  labs: readonly PublicLab[],
  fixedRoutes: number,
  origin: string,
  languageRoutes: number,
): number {
  const counts = listingCounts(labs);
  const listings = (keys: Iterable<string>, count: (key: string) => number) =>
    [...keys].reduce((sum, key) => sum + pageCount(count(key)), 0);
  const sitemaps = sitemapFiles(siteSitemapInput(origin, labs)).length;
  // Its Markdown twin, and an HTML page in each of its languages.
  const labPages = labs.reduce((sum, lab) => sum + 1 + labLanguages(lab.accreditation_body).length, 0);
  const listingPages =
    listings(
      CATEGORIES.map((c) => c.slug),
      (slug) => counts.categories.get(slug) ?? 0,
    ) +
    listings(counts.countries.keys(), (cc) => counts.countries.get(cc)!) +
    listings(
      BODIES.filter((b) => counts.bodies.has(b.code)).map((b) => b.code),
      (code) => counts.bodies.get(code)!,
    );
  return (
    fixedRoutes +
    languageRoutes * PREFIXED_LANGUAGES.length +
    labPages +
    listingPages * SITE_LANGUAGES.length +
    sitemaps
  );
}
