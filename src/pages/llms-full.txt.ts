// /llms-full.txt: the full API reference in Markdown, rendered from the same
// OpenAPI document the server answers at /api/v1/openapi.json.
import type { APIRoute } from 'astro';
import { API_KEY_SUNSET } from '../api/caller.ts';
import { openApiDocument } from '../api/openapi.ts';
import { renderLlmsFullTxt } from '../site/llms.ts';
import { TIER_RULES } from '../domain/tiers.ts';
import { loadSiteSummary, SITE_ORIGIN } from '../site/site-data.ts';

export const GET: APIRoute = async () => {
  const { manifest } = await loadSiteSummary();
  const doc = openApiDocument({ publicUrl: SITE_ORIGIN, sample: manifest.sample });
  const text = renderLlmsFullTxt(doc, {
    origin: SITE_ORIGIN,
    sample: manifest.sample,
    tiers: TIER_RULES,
    apiKeySunset: API_KEY_SUNSET,
  });
  return new Response(text, { headers: { 'Content-Type': 'text/plain; charset=utf-8' } });
};
