// Scope lines in the register's language: a DAkkS annex says 'Zugversuch',
// COFRAC 'Essai de traction', PCA 'Próba rozciągania', each with the method
// reference as the lab cites it. The words come from the terminology table
// (src/domain/terminology/, every term with its source); where it has no
// name for a test in that language, the line names the test by its
// category's heading in that language, as annexes group their tests.
import { standardKey } from '../domain/standards.ts';
import { categoryBySlug } from '../domain/categories.ts';
import { categoryHeading, conceptsOfStandard, scopeName, type Language } from '../domain/terminology.ts';
import type { RawCapability } from '../domain/types.ts';
import type { CatalogStandard } from '../domain/catalog.ts';
import type { NonStandardMethod } from './scope-writing.ts';

/** One line of a lab's scope before it is worded: what is tested, and the method reference as cited. */
export type ScopeItem =
  | { kind: 'standard'; standard: CatalogStandard; method: string; category: string }
  | { kind: 'in-house'; standard: CatalogStandard; method: string; category: string }
  | { kind: 'non-standard'; nonStandard: NonStandardMethod; category: string };

/** Swiss cantons whose registers' labs write French or Italian (others: German). */
const CH_FRENCH = new Set(['Genève', 'Vaud', 'Neuchâtel', 'Jura', 'Fribourg', 'Valais']);
const CH_ITALIAN = new Set(['Ticino']);

/** The language a lab's scope is written in: its register's, and in Belgium and Switzerland its region's. */
export function scopeLanguage(country: string, admin1: string | null): Language {
  switch (country) {
    case 'BE':
      return admin1 && /wallon/i.test(admin1) ? 'fr' : admin1 && /brux|brus/i.test(admin1) ? 'fr' : 'nl';
    case 'CH':
      return admin1 && CH_FRENCH.has(admin1) ? 'fr' : admin1 && CH_ITALIAN.has(admin1) ? 'it' : 'de';
    default:
      return COUNTRY_LANGUAGE[country] ?? 'en';
  }
}

const COUNTRY_LANGUAGE: Readonly<Record<string, Language>> = {
  DE: 'de',
  AT: 'de',
  GB: 'en',
  IE: 'en',
  FR: 'fr',
  IT: 'it',
  ES: 'es',
  PT: 'pt',
  NL: 'nl',
  PL: 'pl',
  CZ: 'cs',
  SK: 'sk',
  HU: 'hu',
  SE: 'sv',
  DK: 'da',
  FI: 'fi',
  NO: 'nb',
  GR: 'el',
};

/** Whether the terminology names a standard's test in `lang`: only such standards become in-house lines. */
export function namedIn(standard: CatalogStandard, lang: Language): boolean {
  return testName(standard, lang) !== null;
}

/**
 * Per standard and language: every lab draws from the same few hundred standards, so each is parsed and looked up once.
 */
const testNames = new Map<CatalogStandard, Map<Language, string | null>>();

function testName(standard: CatalogStandard, lang: Language): string | null {
  if (lang === 'en') return standard.test;
  let byLang = testNames.get(standard);
  if (!byLang) testNames.set(standard, (byLang = new Map()));
  if (!byLang.has(lang)) {
    const key = standardKey(standard.ref);
    const concept = (key ? conceptsOfStandard(key) : []).find((c) => scopeName(c, lang) !== null);
    byLang.set(lang, concept ? scopeName(concept, lang) : null);
  }
  return byLang.get(lang)!;
}

function heading(category: string, lang: Language): string {
  return categoryHeading(category, lang) ?? categoryBySlug(category)?.name ?? category;
}

/** A scope item as the register writes it in `lang`. */
export function wordScopeItem(item: ScopeItem, lang: Language): RawCapability {
  const field = heading(item.category, lang);
  switch (item.kind) {
    case 'standard':
      return { test: testName(item.standard, lang) ?? field, method: item.method, field };
    case 'in-house':
      return { test: testName(item.standard, lang) ?? item.standard.test, method: item.method, field };
    case 'non-standard':
      // The terminology has no sourced names for US and pharmacopoeia methods: the sample keeps their English titles.
      return { test: item.nonStandard.test, method: item.nonStandard.method, field };
  }
}
