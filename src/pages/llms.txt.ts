// /llms.txt (https://llmstxt.org): what the directory is, the API in brief,
// and every category, country and body listing with its lab count. Built from
// the public side of data/build only (src/site/llms.ts renders it).
import type { APIRoute } from 'astro';
import { API_KEY_SUNSET } from '../api/caller.ts';
import { countryName, renderLlmsTxt } from '../site/llms.ts';
import { listingCounts } from '../site/sitemap.ts';
import { BODIES } from '../domain/bodies.ts';
import { TIER_RULES } from '../domain/tiers.ts';
import { autonym, PREFIXED_LANGUAGES } from '../site/i18n/languages.ts';
import { REGISTER_LANGUAGES } from '../site/i18n/paths.ts';
import { loadPublicLabs, loadSiteSummary, SITE_ORIGIN } from '../site/site-data.ts';

export const GET: APIRoute = async () => {
  const [{ manifest, categories, freshness, bodies }, labs] = await Promise.all([loadSiteSummary(), loadPublicLabs()]);
  const counts = listingCounts(labs);
  const example =
    labs
      .filter((l) => l.accreditation_status === 'active')
      .map((l) => l.slug)
      .sort()[0] ??
    labs[0]?.slug ??
    null;
  const text = renderLlmsTxt({
    origin: SITE_ORIGIN,
    sample: manifest.sample,
    totalLabs: labs.length,
    categories: categories.map((c) => ({
      slug: c.slug,
      name: c.name,
      labs: counts.categories.get(c.slug) ?? 0,
      active: c.lab_count,
    })),
    countries: [...counts.countries.keys()]
      .map((code) => ({ code, name: countryName(code), labs: counts.countries.get(code) ?? 0 }))
      .sort((a, b) => a.name.localeCompare(b.name, 'en')),
    bodies: bodies.map((b) => ({
      code: b.code,
      short_name: b.short_name,
      name_en: b.name_en,
      country_name: countryName(b.country),
      labs: counts.bodies.get(b.code) ?? 0,
      last_scraped: freshness.bodies[b.code]?.last_scraped ?? null,
    })),
    tiers: TIER_RULES,
    apiKeySunset: API_KEY_SUNSET,
    exampleSlug: example,
    languages: PREFIXED_LANGUAGES.map((code) => ({
      code,
      name: new Intl.DisplayNames(['en'], { type: 'language' }).of(code) ?? code,
      autonym: autonym(code),
      registers: BODIES.filter((b) => REGISTER_LANGUAGES[b.code]?.includes(code)).map((b) => b.short_name),
    })),
  });
  return new Response(text, { headers: { 'Content-Type': 'text/plain; charset=utf-8' } });
};
