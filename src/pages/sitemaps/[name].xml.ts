// /sitemaps/<name>.xml: one file of the sitemap set (pages, labs-1, labs-2, …),
// exactly as listed in /sitemap-index.xml. Public labs only; every page in
// each of its languages, with its alternates (xhtml:link hreflang).
import type { APIRoute, GetStaticPaths } from 'astro';
import { renderUrlset, siteSitemapInput, sitemapFiles, type SitemapUrl } from '../../site/sitemap.ts';
import { loadPublicLabs, SITE_ORIGIN } from '../../site/site-data.ts';

export const getStaticPaths = (async () => {
  const labs = await loadPublicLabs();
  const files = sitemapFiles(siteSitemapInput(SITE_ORIGIN, labs));
  return files.map((file) => ({ params: { name: file.name }, props: { urls: file.urls } }));
}) satisfies GetStaticPaths;

export const GET: APIRoute<{ urls: SitemapUrl[] }> = ({ props }) =>
  new Response(renderUrlset(props.urls), { headers: { 'Content-Type': 'application/xml; charset=utf-8' } });
