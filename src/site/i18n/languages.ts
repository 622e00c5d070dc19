// The site's languages: the registers' sixteen (src/domain/terminology.ts),
// English at the root of the site and every other under /<lang>/, and which
// of them a lab's page is written in (its register's).
import { LANGUAGES } from '../../domain/terminology.ts';
import { DEFAULT_LANGUAGE, type SiteLanguage } from './paths.ts';

export type { SiteLanguage };
/** English first, then the others in the registers' order. */
export const SITE_LANGUAGES: readonly SiteLanguage[] = LANGUAGES;
/** The languages with a /<lang>/ prefix: every one but English. */
export const PREFIXED_LANGUAGES: readonly SiteLanguage[] = LANGUAGES.filter((l) => l !== DEFAULT_LANGUAGE);

/** The /<lang>/ routes' paths: one per language but English. */
export function languagePaths(): Array<{ params: { lang: SiteLanguage } }> {
  return PREFIXED_LANGUAGES.map((lang) => ({ params: { lang } }));
}

/** A language's name in itself, from CLDR (`Deutsch`, `polski` → `Polski`, `norsk bokmål` → `Norsk bokmål`). */
export function autonym(lang: SiteLanguage): string {
  return AUTONYMS[lang];
}

const AUTONYMS = Object.fromEntries(
  LANGUAGES.map((lang) => {
    const name = new Intl.DisplayNames([lang], { type: 'language' }).of(lang) ?? lang;
    return [lang, name.charAt(0).toLocaleUpperCase(lang) + name.slice(1)];
  }),
) as Record<SiteLanguage, string>;

/** Open Graph's locale for each language (language_TERRITORY: the register's country). */
export const OG_LOCALE: Readonly<Record<SiteLanguage, string>> = {
  en: 'en_GB',
  de: 'de_DE',
  fr: 'fr_FR',
  it: 'it_IT',
  es: 'es_ES',
  pt: 'pt_PT',
  nl: 'nl_NL',
  pl: 'pl_PL',
  cs: 'cs_CZ',
  sk: 'sk_SK',
  hu: 'hu_HU',
  sv: 'sv_SE',
  da: 'da_DK',
  fi: 'fi_FI',
  el: 'el_GR',
  nb: 'nb_NO',
};
