// /sitemap-index.xml: the index over /sitemaps/pages.xml and /sitemaps/labs-N.xml
// (src/site/sitemap.ts decides the split). Public labs only.
import type { APIRoute } from 'astro';
import { BODIES } from '../domain/bodies.ts';
import { CATEGORIES } from '../domain/categories.ts';
import { renderSitemapIndex, sitemapFiles, sitemapIndexEntries } from '../site/sitemap.ts';
import { loadPublicLabs, SITE_ORIGIN } from '../site/site-data.ts';

export const GET: APIRoute = async () => {
  const labs = await loadPublicLabs();
  const files = sitemapFiles({
    origin: SITE_ORIGIN,
    labs,
    categoryOrder: CATEGORIES.map((c) => c.slug),
    bodyOrder: BODIES.map((b) => b.code),
  });
  return new Response(renderSitemapIndex(sitemapIndexEntries(SITE_ORIGIN, files)), {
    headers: { 'Content-Type': 'application/xml; charset=utf-8' },
  });
};
