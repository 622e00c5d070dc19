// Where a page lives in each language: English at the site's root, every
// other language under /<lang>/, and a lab's page only in English and its
// register's languages. Light (no tables), so the browser's scripts use it too.
import type { Language } from '../../domain/terminology.ts';

export type SiteLanguage = Language;
export const DEFAULT_LANGUAGE: SiteLanguage = 'en';

/**
 * The languages each register publishes in (besides English, which every lab page has): a lab's page exists in these.
 * UKAS and INAB publish in English only.
 */
export const REGISTER_LANGUAGES: Readonly<Record<string, readonly SiteLanguage[]>> = {
  DAKKS: ['de'],
  AA: ['de'],
  COFRAC: ['fr'],
  BELAC: ['fr', 'nl'],
  SAS: ['de', 'fr', 'it'],
  ACCREDIA: ['it'],
  ENAC: ['es'],
  IPAC: ['pt'],
  RVA: ['nl'],
  PCA: ['pl'],
  CIA: ['cs'],
  SNAS: ['sk'],
  NAH: ['hu'],
  SWEDAC: ['sv'],
  DANAK: ['da'],
  NA: ['nb'],
  FINAS: ['fi'],
  ESYD: ['el'],
  UKAS: [],
  INAB: [],
};

/** The languages a lab's page is written in: English, then its register's. */
export function labLanguages(body: string): SiteLanguage[] {
  return [DEFAULT_LANGUAGE, ...(REGISTER_LANGUAGES[body.toUpperCase()] ?? [])];
}

/** A language-neutral site path (`/labs/x/`, `/search`) in a language: `/de/labs/x/`; English keeps it as it is. */
export function localePath(lang: SiteLanguage, path: string): string {
  if (lang === DEFAULT_LANGUAGE) return path;
  return path === '/' ? `/${lang}/` : `/${lang}${path}`;
}

/** A lab's page in a language: there when its register writes that language, else the English page. */
export function labPagePath(lang: SiteLanguage, lab: { slug: string; accreditation_body: string }): string {
  const page = `/labs/${encodeURIComponent(lab.slug)}/`;
  return labLanguages(lab.accreditation_body).includes(lang) ? localePath(lang, page) : page;
}

/** The site language a browser's preference names (`de-AT` → de; Norwegian `no`/`nn` → nb), if any. */
export function siteLanguageOf(preference: string, offered: readonly string[]): string | null {
  const base = preference.toLowerCase().split('-')[0] ?? '';
  const code = base === 'no' || base === 'nn' ? 'nb' : base;
  return offered.includes(code) ? code : null;
}

/**
 * A page's hreflang set: its path in each of its languages (this one included, in the order given), then `x-default`,
 * the English page. The same on every version, so the links go both ways; the pages and the sitemaps both use it.
 */
export function alternatePaths(
  path: string,
  languages: readonly SiteLanguage[],
): Array<{ hreflang: SiteLanguage | 'x-default'; path: string }> {
  return [
    ...languages.map((lang) => ({ hreflang: lang, path: localePath(lang, path) })),
    { hreflang: 'x-default' as const, path: localePath(DEFAULT_LANGUAGE, path) },
  ];
}
