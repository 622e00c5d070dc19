// Names in a page's language: countries from CLDR (Intl.DisplayNames),
// categories from the terminology table (src/domain/terminology/categories.json,
// each heading with its source; English keeps the catalogue's own names).
import type { AccreditationBody } from '../../domain/bodies.ts';
import { categoryBySlug } from '../../domain/categories.ts';
import { categoryHeading } from '../../domain/terminology.ts';
import type { SiteLanguage } from './paths.ts';

// Looked up once per language and country: a listing page names a hundred countries, and there are thousands of them.
const countries = new Map<string, string>();

export function countryName(lang: SiteLanguage, cc: string): string {
  const key = `${lang} ${cc}`;
  let name = countries.get(key);
  if (name === undefined) {
    name = new Intl.DisplayNames([lang], { type: 'region' }).of(cc.toUpperCase()) ?? cc;
    countries.set(key, name);
  }
  return name;
}

export function categoryName(lang: SiteLanguage, slug: string): string {
  const english = categoryBySlug(slug)?.name ?? slug;
  return lang === 'en' ? english : (categoryHeading(slug, lang) ?? english);
}

/** A body as a lab page names it: `Deutsche Akkreditierungsstelle GmbH (DAkkS)`. */
export function bodyLabel(body: AccreditationBody): string {
  return body.short_name === body.name ? body.name : `${body.name} (${body.short_name})`;
}
