// /sitemap-index.xml: the index over /sitemaps/pages.xml and /sitemaps/labs-N.xml
// (src/site/sitemap.ts decides the split). Public labs only.
import type { APIRoute } from 'astro';
import { renderSitemapIndex, siteSitemapInput, sitemapFiles, sitemapIndexEntries } from '../site/sitemap.ts';
import { loadPublicLabs, SITE_ORIGIN } from '../site/site-data.ts';

export const GET: APIRoute = async () => {
  const labs = await loadPublicLabs();
  const files = sitemapFiles(siteSitemapInput(SITE_ORIGIN, labs));
  return new Response(renderSitemapIndex(sitemapIndexEntries(SITE_ORIGIN, files)), {
    headers: { 'Content-Type': 'application/xml; charset=utf-8' },
  });
};
