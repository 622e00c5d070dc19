// /sitemaps/<name>.xml: one file of the sitemap set (pages, labs-1, labs-2, …),
// exactly as listed in /sitemap-index.xml. Public labs only.
import type { APIRoute, GetStaticPaths } from 'astro';
import { BODIES } from '../../domain/bodies.ts';
import { CATEGORIES } from '../../domain/categories.ts';
import { renderUrlset, sitemapFiles, type SitemapUrl } from '../../site/sitemap.ts';
import { loadPublicLabs, SITE_ORIGIN } from '../../site/site-data.ts';

export const getStaticPaths = (async () => {
  const labs = await loadPublicLabs();
  const files = sitemapFiles({
    origin: SITE_ORIGIN,
    labs,
    categoryOrder: CATEGORIES.map((c) => c.slug),
    bodyOrder: BODIES.map((b) => b.code),
  });
  return files.map((file) => ({ params: { name: file.name }, props: { urls: file.urls } }));
}) satisfies GetStaticPaths;

export const GET: APIRoute<{ urls: SitemapUrl[] }> = ({ props }) =>
  new Response(renderUrlset(props.urls), { headers: { 'Content-Type': 'application/xml; charset=utf-8' } });
