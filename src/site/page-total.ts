// How many files the site build writes, known before it starts, so the build
// can say how far it is: every route file without parameters is one page;
// each lab has its HTML and Markdown page; each category (all of them, an
// empty one still has its page), country and body present has its paginated
// listing; and the sitemaps.
import { BODIES } from '../domain/bodies.ts';
import { CATEGORIES } from '../domain/categories.ts';
import type { PublicLab } from '../domain/types.ts';
import { listingCounts, pageCount, sitemapFiles } from './sitemap.ts';

/** `fixedRoutes`: the route files without parameters (src/pages entries whose path has no '['). */
export function sitePageTotal(labs: readonly PublicLab[], fixedRoutes: number, origin: string): number {
  const counts = listingCounts(labs);
  const listings = (keys: Iterable<string>, count: (key: string) => number) =>
    [...keys].reduce((sum, key) => sum + pageCount(count(key)), 0);
  const sitemaps = sitemapFiles({
    origin,
    labs,
    categoryOrder: CATEGORIES.map((c) => c.slug),
    bodyOrder: BODIES.map((b) => b.code),
  }).length;
  return (
    fixedRoutes +
    labs.length * 2 +
    listings(
      CATEGORIES.map((c) => c.slug),
      (slug) => counts.categories.get(slug) ?? 0,
    ) +
    listings(counts.countries.keys(), (cc) => counts.countries.get(cc)!) +
    listings(
      BODIES.filter((b) => counts.bodies.has(b.code)).map((b) => b.code),
      (code) => counts.bodies.get(code)!,
    ) +
    sitemaps
  );
}
