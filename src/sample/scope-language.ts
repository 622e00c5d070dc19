// Scope lines in the register's language: a DAkkS annex says 'Zugversuch',
// COFRAC 'Essai de traction', PCA 'Próba rozciągania', each with the method
// reference as the lab cites it. The words come from the terminology
// (src/domain/terminology/, every term with its source); where it has no
// name for a test in that language, the line names the test by its
// category's heading in that language, as annexes group their tests.
//
// Real annexes word the same test many ways, and a sample that always wrote
// the terminology's own scope name would flatter the search, which reads that
// same table. So the wording varies, generated here per line from the lab's
// seeded stream (deterministic; none of it is a real lab's scope):
// - 40% of lines keep the plain wording above (the test's scope name, or the
//   category heading), so every kind of line still exists;
// - the others take, by weight among the variants that exist for the line:
//   the standard's official title in the register's language
//   (standard-vocabulary.json `titles`), else its English title
//   (catalog.json), as annexes quote titles; a list of the properties the
//   standard measures ('Zugfestigkeit, Streckgrenze', standard-vocabulary.json
//   `properties`, each property's first term); product and test
//   ('Bauprodukte — Zugversuch', 'Zugversuch (Baustoffe)'), the product being
//   the category's heading or one of its other names (categories.json);
//   another form of the test's name, inflected, plural or abbreviated
//   ('Zugprüfung', 'Salmonellen', 'UT': the concept's `also` in tests.json).
//   A title exists for every standard, the other variants often do not, so
//   the title weighs half as much as each of them, and a line that could vary
//   only by an English title in another language's annex stays plain 60% of
//   the time.
// Over the default 10,000-lab sample that gives about 47% plain lines (21%
// test name, 22% category heading, 3% in-house), 23% titles (almost all
// English), 21% product and test, 5% property lists, 2% other forms and 2%
// methods outside the terminology.
// Every word comes from that data, and the new variants use only terms whose
// source is not the compiler's own ('own'): no word is invented. An in-house
// line cites no standard, so it varies only by another form of its test's
// name or by product and test, and only where those words still name the same
// test (the build names an in-house capability by the test its words name).
// The English titles of US and pharmacopoeia methods are kept as they are.
import { standardKey } from '../domain/standards.ts';
import { categoryBySlug } from '../domain/categories.ts';
import {
  categoryHeading,
  conceptOfWording,
  conceptsOfStandard,
  namesMethodOf,
  scopeName,
  type Concept,
  type Language,
} from '../domain/terminology.ts';
import categoryTable from '../domain/terminology/categories.json' with { type: 'json' };
import standardTable from '../domain/terminology/standard-vocabulary.json' with { type: 'json' };
import type { RawCapability } from '../domain/types.ts';
import type { CatalogStandard } from '../domain/catalog.ts';
import type { Rng } from './random.ts';
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

/** The share of lines worded plainly (the test's scope name, or the category heading): the rest vary. */
const PLAIN_SHARE = 0.4;

/** A term of a table, with the key of its source ('own': the compiler's, unverified). */
interface Sourced {
  source: string;
}

const sourced = <T extends Sourced>(entry: T | undefined): entry is T => entry !== undefined && entry.source !== 'own';

interface StandardEntry {
  titles: Partial<Record<Language, { text: string; source: string }>>;
  properties: readonly string[];
}
const STANDARD_ENTRIES = standardTable.standards as unknown as Readonly<Record<string, StandardEntry>>;
const PROPERTIES = standardTable.properties as unknown as Readonly<
  Record<string, Partial<Record<Language, Sourced & { terms: string[] }>>>
>;
const CATEGORY_TERMS = categoryTable.categories as unknown as Readonly<
  Record<string, Partial<Record<Language, Sourced & { heading?: string; also?: string[] }>>>
>;

/** The words a line of one standard can vary by in one language (each list empty where the data has none). */
interface Variants {
  /** The official title in `lang`, or the English one. */
  title: string;
  /** The first (headword) term of each property the standard measures, in the table's order. */
  properties: string[];
  /** Other forms of the test's name: the `also` of the standard's concepts in `lang`. */
  forms: string[];
}

const variantsByStandard = new Map<CatalogStandard, Map<Language, Variants>>();

function variantsOf(standard: CatalogStandard, lang: Language): Variants {
  let byLang = variantsByStandard.get(standard);
  if (!byLang) variantsByStandard.set(standard, (byLang = new Map()));
  let variants = byLang.get(lang);
  if (!variants) {
    const entry = STANDARD_ENTRIES[standard.ref];
    const properties = (entry?.properties ?? [])
      .map((id) => PROPERTIES[id]?.[lang])
      .filter(sourced)
      .flatMap((p) => p.terms.slice(0, 1));
    const key = standardKey(standard.ref);
    const concepts: readonly Concept[] = key ? conceptsOfStandard(key) : [];
    // A form naming another method than the standard's ('ICP-OES' for ISO 17294-2, an ICP-MS method) is not its.
    const forms = concepts.flatMap((c) => {
      const term = c.terms[lang];
      return sourced(term) ? (term.also ?? []).filter((form) => !key || namesMethodOf(form, c, key)) : [];
    });
    variants = {
      title: entry?.titles[lang]?.text ?? standard.title,
      properties: [...new Set(properties)],
      forms: [...new Set(forms)],
    };
    byLang.set(lang, variants);
  }
  return variants;
}

/** The words a line may name its product or matrix by: the category's heading and its sourced other names. */
function productWords(category: string, lang: Language): string[] {
  const term = CATEGORY_TERMS[category]?.[lang];
  return [heading(category, lang), ...(sourced(term) ? (term.also ?? []) : [])];
}

/** Product and test, as annexes with a product column are read into one line. */
function productAndTest(test: string, category: string, lang: Language, rng: Rng): string {
  const product = rng.pick(productWords(category, lang));
  switch (rng.int(0, 3)) {
    case 0:
      return `${product} — ${test}`;
    case 1:
      return `${product} - ${test}`;
    case 2:
      return `${product}: ${test}`;
    default:
      return `${test} (${product})`;
  }
}

/** At most eight properties, in the table's order (annexes list the parameters a method covers). */
function propertyList(properties: readonly string[], rng: Rng): string {
  if (properties.length <= 8) return properties.join(', ');
  const kept = new Set(rng.sample(properties, 8));
  return properties.filter((p) => kept.has(p)).join(', ');
}

const conceptIds = new Map<string, string | null>();

/** The id of the test a wording names, as the build reads it (remembered: lines repeat across labs). */
function namedConcept(text: string): string | null {
  let id = conceptIds.get(text);
  if (id === undefined) {
    id = conceptOfWording(text)?.id ?? null;
    conceptIds.set(text, id);
  }
  return id;
}

/** A way to word a line, and its weight among the variants that exist for the line. */
type Wording = [weight: number, word: () => string];

/** The plain wording with `plainShare`, else one of the variants that exist for the line, by weight. */
function vary(plain: string, variants: readonly Wording[], rng: Rng, plainShare = PLAIN_SHARE): string {
  if (variants.length === 0 || rng.chance(plainShare)) return plain;
  return rng.weighted(variants, ([weight]) => weight)[1]();
}

/**
 * A line that could vary only by an English title in another language's annex keeps its plain wording this often: an
 * annex quotes a foreign title less often than it names the field (the English title would be nearly a third of all
 * lines otherwise, since a third of the lines have no test name in their language and most of those no property).
 */
const FOREIGN_TITLE_PLAIN_SHARE = 0.6;

function standardLine(standard: CatalogStandard, category: string, lang: Language, rng: Rng): string {
  const name = testName(standard, lang);
  const plain = name ?? heading(category, lang);
  const { title, properties, forms } = variantsOf(standard, lang);
  // A title exists for every standard (the English one at least), where the other variants often do not: it weighs
  // less, or it would take most of the varied lines.
  const foreign = title === standard.title && lang !== 'en';
  const variants: Wording[] = [[1, () => title]];
  if (properties.length > 0) variants.push([2, () => propertyList(properties, rng)]);
  if (name !== null) variants.push([2, () => productAndTest(name, category, lang, rng)]);
  if (forms.length > 0) variants.push([2, () => rng.pick(forms)]);
  return vary(plain, variants, rng, foreign && variants.length === 1 ? FOREIGN_TITLE_PLAIN_SHARE : PLAIN_SHARE);
}

function inHouseLine(standard: CatalogStandard, category: string, lang: Language, rng: Rng): string {
  const plain = testName(standard, lang) ?? standard.test;
  const { forms } = variantsOf(standard, lang);
  const variants: Wording[] = [[2, () => productAndTest(plain, category, lang, rng)]];
  if (forms.length > 0) variants.push([2, () => rng.pick(forms)]);
  const worded = vary(plain, variants, rng);
  // The build names an in-house capability by the test its words name: a variant that names another is not taken.
  return worded === plain || namedConcept(worded) === namedConcept(plain) ? worded : plain;
}

/**
 * A scope item as the register writes it in `lang`, its wording varied by `rng` (the lab's own stream, so the sample
 * stays deterministic).
 */
export function wordScopeItem(item: ScopeItem, lang: Language, rng: Rng): RawCapability {
  const field = heading(item.category, lang);
  switch (item.kind) {
    case 'standard':
      return { test: standardLine(item.standard, item.category, lang, rng), method: item.method, field };
    case 'in-house':
      return { test: inHouseLine(item.standard, item.category, lang, rng), method: item.method, field };
    case 'non-standard':
      // The terminology has no sourced names for US and pharmacopoeia methods: the sample keeps their English titles.
      return { test: item.nonStandard.test, method: item.nonStandard.method, field };
  }
}
