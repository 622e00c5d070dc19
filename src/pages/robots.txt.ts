// /robots.txt: every page may be crawled; the JSON API may not (it is metered
// per client and documented at /api/v1/openapi.json and /llms.txt instead),
// nor the search page's own route (/_site/, a person's budget).
import type { APIRoute } from 'astro';
import { SITE_ORIGIN } from '../site/site-data.ts';

export const GET: APIRoute = () =>
  new Response(
    [
      'User-agent: *',
      'Allow: /',
      'Disallow: /api/',
      'Disallow: /_site/',
      '',
      `Sitemap: ${SITE_ORIGIN}/sitemap-index.xml`,
      '',
    ].join('\n'),
    {
      headers: { 'Content-Type': 'text/plain; charset=utf-8' },
    },
  );
