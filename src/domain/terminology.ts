// The multilingual vocabulary of testing: what each test and each category is
// called in the registers' languages, with a source for every term
// (terminology/tests.json, terminology/categories.json, terminology/SOURCES.md).
// The build indexes every language's words beside the canonical English ones,
// so 'Zugversuch', 'essai de traction' and 'próba rozciągania' find the
// tensile-testing labs whatever language their register writes; the sample
// writes its scope lines with it.
import categoryTable from './terminology/categories.json' with { type: 'json' };
import productTable from './terminology/products.json' with { type: 'json' };
import standardTable from './terminology/standard-vocabulary.json' with { type: 'json' };
import testTable from './terminology/tests.json' with { type: 'json' };
import { isActWord } from './act-words.ts';
import { UNITS_OF_PROPERTY } from './unit-words.ts';
import { STEMMED_FROM, stemIn, wordAndStems } from './analysis.ts';
import { catalogEntry } from './catalog.ts';
import { queryTerms } from './search-rules.ts';
import { standardKey } from './standards.ts';
import type { Capability } from './types.ts';

/** The registers' languages (ISO 639-1; nb: Norwegian Bokmål). */
export const LANGUAGES = [
  'en',
  'de',
  'fr',
  'it',
  'es',
  'pt',
  'nl',
  'pl',
  'cs',
  'sk',
  'hu',
  'sv',
  'da',
  'fi',
  'el',
  'nb',
] as const;
export type Language = (typeof LANGUAGES)[number];

interface Term {
  /** As a scope annex or a standard's title writes it. */
  scope?: string;
  heading?: string;
  /** Other forms people type. */
  also?: string[];
  source: string;
}

export interface Concept {
  id: string;
  /** Catalog references the concept covers, as the catalog writes them. */
  standards?: readonly string[];
  /** A category-wide concept ('Kalibrierung') names every capability of its category. */
  category?: string;
  /**
   * Concepts this one is a kind of: the tensile properties of plastics are a tensile test, so 'Zugversuch' and
   * 'zkouška tahem' find ISO 527 lines. Their scope names only: their other forms may belong to their own kind
   * ('Warmzugversuch').
   */
  broader?: readonly string[];
  terms: Partial<Record<Language, Term>>;
}

const CONCEPTS = testTable.concepts as unknown as readonly Concept[];
const CATEGORY_TERMS = categoryTable.categories as unknown as Readonly<Record<string, Partial<Record<Language, Term>>>>;

let conceptsByKey: Map<string, Concept[]> | undefined;

/** The concepts a standard reference's matching key belongs to ('ISO 6892-1' → tensile test). */
export function conceptsOfStandard(key: string): readonly Concept[] {
  if (!conceptsByKey) {
    conceptsByKey = new Map();
    for (const concept of CONCEPTS) {
      for (const ref of concept.standards ?? []) {
        const k = standardKey(ref);
        if (!k) continue;
        const list = conceptsByKey.get(k) ?? [];
        if (!list.includes(concept)) list.push(concept);
        conceptsByKey.set(k, list);
      }
    }
  }
  // A standard later divided into parts goes on as its part 1 (see standardVocabulary).
  return conceptsByKey.get(key) ?? (/-\d+$/.test(key) ? [] : (conceptsByKey.get(`${key}-1`) ?? []));
}

function wordsOf(term: Term | undefined): string[] {
  if (!term) return [];
  return [term.scope ?? term.heading ?? '', ...(term.also ?? [])].filter((t) => t !== '');
}

/** Every language's words for a concept. */
export function conceptTerms(concept: Concept): string[] {
  return LANGUAGES.flatMap((lang) => wordsOf(concept.terms[lang]));
}

/** Every language's words for a category (headings and the forms people type). */
export function categoryTerms(slug: string): string[] {
  const terms = CATEGORY_TERMS[slug];
  return terms ? LANGUAGES.flatMap((lang) => wordsOf(terms[lang])) : [];
}

/** How a scope line in `lang` names the test of a concept, or null when no source gives it. */
export function scopeName(concept: Concept, lang: Language): string | null {
  return concept.terms[lang]?.scope ?? null;
}

/** How a scope annex in `lang` heads a category's tests, or null. */
export function categoryHeading(slug: string, lang: Language): string | null {
  return CATEGORY_TERMS[slug]?.[lang]?.heading ?? null;
}

interface Phrase {
  /** The term's processed words, and their stems in its language, each joined and padded with spaces. */
  words: string;
  stems: string;
  lang: Language;
  concept: Concept;
  /** Its place among all terms, longest first: the longest term a line holds names it. */
  rank: number;
}

/** The concepts' terms by their first processed word, and per language by that word's stem. */
let phrasesByFirst: { words: Map<string, Phrase[]>; stems: Map<Language, Map<string, Phrase[]>> } | undefined;

function conceptPhrases(): NonNullable<typeof phrasesByFirst> {
  if (phrasesByFirst) return phrasesByFirst;
  const all = CONCEPTS.flatMap((concept) =>
    LANGUAGES.flatMap((lang) =>
      wordsOf(concept.terms[lang]).map((term) => ({ lang, concept, terms: queryTerms(term) })),
    ),
  ).filter((p) => p.terms.length > 0);
  // Longest first; a stable sort keeps the table's order among terms of one length, as scanning them in turn did.
  all.sort((a, b) => b.terms.join(' ').length - a.terms.join(' ').length);
  const byWord = new Map<string, Phrase[]>();
  const byStem = new Map<Language, Map<string, Phrase[]>>();
  const add = <K>(map: Map<K, Phrase[]>, key: K, phrase: Phrase) => {
    const list = map.get(key);
    if (list) list.push(phrase);
    else map.set(key, [phrase]);
  };
  all.forEach(({ lang, concept, terms }, rank) => {
    const stems = terms.map((w) => stemIn(lang, w));
    const phrase: Phrase = { words: ` ${terms.join(' ')} `, stems: ` ${stems.join(' ')} `, lang, concept, rank };
    add(byWord, terms[0]!, phrase);
    let byFirstStem = byStem.get(lang);
    if (!byFirstStem) byStem.set(lang, (byFirstStem = new Map()));
    add(byFirstStem, stems[0]!, phrase);
  });
  phrasesByFirst = { words: byWord, stems: byStem };
  return phrasesByFirst;
}

/**
 * The concept a scope line names in any language ('Zugversuch (Hausverfahren)'
 * → tensile test), by its longest term found as whole words, each word as
 * written or inflected (the same Snowball stem in the term's language:
 * 'Tensile test for …' names 'Tensile testing'); null when none. Gives
 * in-house methods, which cite no standard, their canonical concept.
 */
export function conceptOfWording(text: string): Concept | null {
  let found = wordingMemo.get(text);
  if (found === undefined) {
    found = conceptOfWordingNew(text);
    // Registers and the sample word many lines alike: each wording is read once (the build reads every line).
    if (wordingMemo.size >= 20_000) wordingMemo.clear();
    wordingMemo.set(text, found);
  }
  return found;
}

function conceptOfWordingNew(text: string): Concept | null {
  const { words: byWord, stems: byStem } = conceptPhrases();
  const terms = queryTerms(text);
  const words = ` ${terms.join(' ')} `;
  const stemmed = new Map<Language, { line: string; stems: string[] }>();
  const stemsIn = (lang: Language) => {
    let line = stemmed.get(lang);
    if (line === undefined) {
      const stems = terms.map((w) => stemIn(lang, w));
      stemmed.set(lang, (line = { line: ` ${stems.join(' ')} `, stems }));
    }
    return line;
  };
  // Only the terms whose first word (or its stem in the term's language) the line holds can be in it.
  let best: Phrase | null = null;
  const consider = (phrase: Phrase) => {
    if (best && best.rank <= phrase.rank) return;
    if (words.includes(phrase.words) || stemsIn(phrase.lang).line.includes(phrase.stems)) best = phrase;
  };
  for (const term of terms) for (const phrase of byWord.get(term) ?? []) consider(phrase);
  for (const [lang, stems] of byStem)
    for (const stem of new Set(stemsIn(lang).stems)) for (const phrase of stems.get(stem) ?? []) consider(phrase);
  return (best as Phrase | null)?.concept ?? null;
}
const wordingMemo = new Map<string, Concept | null>();

/** The concept's English name as a scope line writes it: the canonical name of an in-house method for it. */
export function englishName(concept: Concept): string {
  return concept.terms.en?.scope ?? concept.id;
}

let conceptsById: Map<string, Concept> | undefined;

/** The concept of an id in the terminology, if any. */
function conceptById(id: string): Concept | undefined {
  conceptsById ??= new Map(CONCEPTS.map((c) => [c.id, c]));
  return conceptsById.get(id);
}

/**
 * Every language's words for a capability: its test's (through the standard
 * it cites, or the concept an uncatalogued line was named by) and its
 * category's. What the scope index holds beside the English name.
 */
export function capabilityTerms(capability: CapabilityRef): string[] {
  const concepts = conceptsOfCapability(capability);
  const slug = capability.category_slug;
  const category = slug ? categoryTerms(slug) : [];
  const key = capability.standard_key;
  const vocabulary = key ? standardVocabulary(key) : [];
  const conceptWords = [...concepts].flatMap((concept) =>
    conceptTerms(concept).filter((term) => !key || namesMethodOf(term, concept, key)),
  );
  return [...conceptWords, ...category, ...vocabulary];
}

/**
 * Whether a concept's term fits one of its standards. Where the concept's terms name two methods by abbreviations
 * that its standards' titles write ('ICP-OES', 'ICP-MS': the heavy metals by ISO 11885 and by ISO 17294-2), or by the
 * names of the people they are named after ('Brinell', 'Vickers', 'Rockwell': ISO 6506, 6507, 6508), a term writing
 * one of them does not fit a standard whose titles write another: a search for 'ICP-OES' is not answered by a lab that
 * does ICP-MS, nor 'Vickers' by a Brinell line. A concept named by one method ('PCR') keeps it for every standard,
 * whatever a title writes.
 */
export function namesMethodOf(term: string, concept: Concept, key: string): boolean {
  const abbreviations = methodNamesIn(term);
  if (abbreviations.length === 0) return true;
  const methods = methodsOf(concept);
  if (methods.size < 2 || !abbreviations.some((a) => methods.has(a))) return true;
  const written = titlesOf(key).flatMap(methodNamesIn);
  // A title that writes none of the concept's methods (EN 14385, EN 71-3) keeps them all.
  return written.some((a) => abbreviations.includes(a)) || !written.some((a) => methods.has(a));
}

/** The method names of a concept's terms that a title of its standards writes: the methods it tells apart. */
function methodsOf(concept: Concept): ReadonlySet<string> {
  let methods = methodsMemo.get(concept);
  if (!methods) {
    const written = new Set(
      (concept.standards ?? []).flatMap((ref) => {
        const k = standardKey(ref);
        return k ? titlesOf(k).flatMap(methodNamesIn) : [];
      }),
    );
    methods = new Set(
      conceptTerms(concept)
        .flatMap(methodNamesIn)
        .filter((a) => written.has(a)),
    );
    methodsMemo.set(concept, methods);
  }
  return methods;
}
const methodsMemo = new Map<Concept, ReadonlySet<string>>();

/**
 * People whose names name a test method, as standards' titles write them (hardness: Brinell, Vickers, Rockwell,
 * Knoop, Shore, Leeb; impact: Charpy, Izod; abrasion: Martindale, Taber; nitrogen: Kjeldahl, Dumas; fat: Soxhlet;
 * water: Karl Fischer; softening: Vicat; asphalt: Marshall; soil compaction: Proctor). Our list, each the name its
 * standards' titles give the method (ISO 6506, 6507, 6508, 4545, 868, 16859, 148, 180, 12947, 9352, 5983, 16634,
 * 760, 306, EN 12697-34, EN 13286-2).
 */
const EPONYMS = [
  'brinell',
  'vickers',
  'rockwell',
  'knoop',
  'shore',
  'leeb',
  'charpy',
  'izod',
  'martindale',
  'taber',
  'kjeldahl',
  'dumas',
  'soxhlet',
  'fischer',
  'vicat',
  'marshall',
  'proctor',
];

/**
 * The methods a text names: its abbreviations, and the method eponyms its words begin with, inflected or compounded
 * ('podle Vickerse', 'Vickershardheid', 'twardości Brinella').
 */
function methodNamesIn(text: string): string[] {
  let found = methodNameMemo.get(text);
  if (!found) {
    const words = queryTerms(text);
    found = [...abbreviationsIn(text), ...EPONYMS.filter((name) => words.some((word) => word.startsWith(name)))];
    methodNameMemo.set(text, found);
  }
  return found;
}
const methodNameMemo = new Map<string, string[]>();

/** The upper-case abbreviations a text writes: words of at least two capitals and no small letter ('ICP-OES'). */
function abbreviationsIn(text: string): string[] {
  let found = abbreviationMemo.get(text);
  if (!found) {
    found = text.split(/[^\p{L}\p{N}-]+/u).filter((w) => !/\p{Ll}/u.test(w) && (w.match(/\p{Lu}/gu)?.length ?? 0) >= 2);
    abbreviationMemo.set(text, found);
  }
  return found;
}
const abbreviationMemo = new Map<string, string[]>();

/** A catalogued standard's official titles: the catalog's English one and those of standard-vocabulary.json. */
function titlesOf(key: string): readonly string[] {
  const english = catalogEntry(key)?.title;
  return [...(english ? [english] : []), ...officialTitles(key)];
}

/** A standard's official titles in other languages (standard-vocabulary.json). */
function officialTitles(key: string): readonly string[] {
  return (vocabularyEntries().get(key) ?? []).flatMap(titlesOfEntry);
}

const titlesOfEntry = (entry: StandardVocabulary) => Object.values(entry.titles).map((title) => title!.text);

let entriesByKey: Map<string, StandardVocabulary[]> | undefined;

/** standard-vocabulary.json's entries by matching key: several references may key alike ('EN ISO 7027', 'ISO 7027'). */
function vocabularyEntries(): ReadonlyMap<string, readonly StandardVocabulary[]> {
  if (!entriesByKey) {
    entriesByKey = new Map();
    for (const [ref, entry] of Object.entries(
      standardTable.standards as unknown as Record<string, StandardVocabulary>,
    )) {
      const k = standardKey(ref);
      if (k) entriesByKey.set(k, [...(entriesByKey.get(k) ?? []), entry]);
    }
  }
  return entriesByKey;
}

/**
 * Every language's names of the kinds of test a capability's test is (`broader`: 'Zugversuch' for ISO 527), kept
 * apart from its own terms so that they rank below them.
 */
export function capabilityKinds(capability: CapabilityRef): string[] {
  return [...conceptsOfCapability(capability)]
    .flatMap((concept) => concept.broader ?? [])
    .flatMap((id) => {
      const kind = conceptById(id);
      return kind ? LANGUAGES.flatMap((lang) => scopeName(kind, lang) ?? []) : [];
    });
}

/**
 * The tests a capability is (through the standard it cites, or the concept an uncatalogued line was named by; not
 * its category's), and the tests those are kinds of: what a query naming a test exactly lifts.
 */
export function testsOfCapability(capability: CapabilityRef): { tests: string[]; kindOf: string[] } {
  const concepts = testConceptsOf(capability);
  const tests = [...concepts].map((c) => c.id);
  const kindOf = [...new Set([...concepts].flatMap((c) => c.broader ?? []))].filter((id) => !tests.includes(id));
  return { tests, kindOf };
}

/**
 * A test's name as compared with a query: its words that name what is tested (`content`: the act of testing left
 * out), as `lang` stems them.
 */
function nameKey(lang: Language, content: readonly string[]): string {
  return content.map((w) => stemIn(lang, w)).join(' ');
}

const contentWords = (words: readonly string[]) => words.filter((w) => !isActWord(w));

/** The field (category slug) a field-wide test names ('Kalibrierung': calibration), or null for a test. */
export function fieldOfTest(id: string): string | null {
  return conceptById(id)?.category ?? null;
}

/**
 * The fields a test is in: a field-wide test's own, and those its standards are catalogued under. Remembered per test
 * (a search asks for the tests its query names).
 */
export function fieldsOfTest(id: string): ReadonlySet<string> {
  let fields = fieldsOfTestMemo.get(id);
  if (!fields) {
    const concept = conceptById(id);
    fields = new Set<string>(concept?.category ? [concept.category] : []);
    for (const ref of concept?.standards ?? []) {
      const key = standardKey(ref);
      const field = key ? catalogEntry(key)?.category : undefined;
      if (field) fields.add(field);
    }
    fieldsOfTestMemo.set(id, fields);
  }
  return fields;
}
/** Bounded by the terminology's tests: ids come from testsNamedBy. */
const fieldsOfTestMemo = new Map<string, Set<string>>();

let testsByName: Map<string, string[]> | undefined;

/**
 * The tests a query's processed words name, whole: the concepts with a name in some language whose words, the act of
 * testing aside, are the query's, each compared by that language's stem ('Zugversuche', 'essai de traction', 'salt
 * spray' name the tensile and the salt spray tests; 'Zugversuch Schrauben' names none).
 */
export function testsNamedBy(terms: readonly string[]): string[] {
  if (!testsByName) {
    testsByName = new Map();
    for (const concept of CONCEPTS) {
      for (const lang of LANGUAGES) {
        for (const name of wordsOf(concept.terms[lang])) {
          const key = nameKey(lang, contentWords(queryTerms(name)));
          if (key === '') continue;
          const ids = testsByName.get(`${lang} ${key}`) ?? [];
          if (!ids.includes(concept.id)) ids.push(concept.id);
          testsByName.set(`${lang} ${key}`, ids);
        }
      }
    }
  }
  const asked = terms.join(' ');
  let named = namedMemo.get(asked);
  if (!named) {
    const content = contentWords(terms);
    const found = new Set<string>();
    for (const lang of content.length > 0 ? LANGUAGES : []) {
      const key = nameKey(lang, content);
      for (const id of testsByName.get(`${lang} ${key}`) ?? []) found.add(id);
    }
    named = [...found];
    if (namedMemo.size >= 10_000) namedMemo.clear();
    namedMemo.set(asked, named);
  }
  return named;
}

/** Queries already looked up (each word sequence once; a query asks for its words less one each too). */
const namedMemo = new Map<string, string[]>();

type CapabilityRef = Pick<Capability, 'canonical_id' | 'standard_key' | 'category_slug'>;

/** A capability's own tests: its standard's concepts, and the one an uncatalogued line was named by. */
function testConceptsOf(capability: CapabilityRef): Set<Concept> {
  const concepts = new Set(capability.standard_key ? conceptsOfStandard(capability.standard_key) : []);
  const named = /^(?:in-house|test)-(.+)$/.exec(capability.canonical_id)?.[1];
  const own = named ? conceptById(named) : undefined;
  if (own) concepts.add(own);
  return concepts;
}

/** A capability's concepts: its own tests (testConceptsOf) and its category's. */
function conceptsOfCapability(capability: CapabilityRef): Set<Concept> {
  const concepts = testConceptsOf(capability);
  const slug = capability.category_slug;
  if (slug) for (const concept of CONCEPTS) if (concept.category === slug) concepts.add(concept);
  return concepts;
}

interface StandardVocabulary {
  titles: Partial<Record<Language, { text: string; source: string }>>;
  properties: readonly string[];
}

let testNamePhrases: string[] | undefined;

/**
 * Whether a property's term names a test, or holds a test's name ('Zugversuch' under tensile strength; 'máquina de
 * ensayo de tracción' under testing machines): such terms are left to the concepts, which map a test to exactly its
 * standards, where a property (or an instrument) spans more. Compared as processed words.
 */
function namesATest(term: string): boolean {
  testNamePhrases ??= [...new Set(CONCEPTS.flatMap(conceptTerms).map((t) => ` ${queryTerms(t).join(' ')} `))].filter(
    (p) => p.trim() !== '',
  );
  let names = namesATestMemo.get(term);
  if (names === undefined) {
    const words = ` ${queryTerms(term).join(' ')} `;
    names = testNamePhrases.some((phrase) => words.includes(phrase));
    namesATestMemo.set(term, names);
  }
  return names;
}
/** Terms already looked at: a property's terms are given to many standards. */
const namesATestMemo = new Map<string, boolean>();

/**
 * The tests a property's term names by their own words, less the act of testing: 'brouillards salins' names the
 * salt spray test ('Essais aux brouillards salins'), 'saltdimma' the 'Saltdimmaprovning'. A property that spans
 * tests (corrosion resistance: salt spray, intergranular, pitting) keeps such a term only for the named test's
 * standards: a lab that tests intergranular corrosion is not found by 'brouillard salin'.
 */
function testsATermNames(term: string, lang: Language): Concept[] {
  const key = `${lang} ${term}`;
  let named = namedByTermMemo.get(key);
  if (!named) {
    const words = contentWords(queryTerms(term));
    named =
      words.length === 0
        ? []
        : conceptNamesIn(lang)
            .filter(({ concept }) => (concept.standards ?? []).length > 0)
            .filter(({ names }) =>
              names.some((name) =>
                name.length === 1 && words.length === 1 && name[0]!.startsWith(words[0]!)
                  ? isActWord(name[0]!.slice(words[0]!.length))
                  : name.length === words.length && name.every((w, i) => inflectionOf(w, words[i]!, lang)),
              ),
            )
            .map(({ concept }) => concept);
    namedByTermMemo.set(key, named);
  }
  return named;
}
/** Property terms already compared: the same properties are given to many standards. */
const namedByTermMemo = new Map<string, Concept[]>();

/** Each concept's names in one language, as their words less the act of testing (made once per language). */
function conceptNamesIn(lang: Language): ReadonlyArray<{ concept: Concept; names: string[][] }> {
  let names = conceptNamesMemo.get(lang);
  if (!names) {
    names = CONCEPTS.map((concept) => ({
      concept,
      names: wordsOf(concept.terms[lang]).map((name) => contentWords(queryTerms(name))),
    }));
    conceptNamesMemo.set(lang, names);
  }
  return names;
}
const conceptNamesMemo = new Map<Language, ReadonlyArray<{ concept: Concept; names: string[][] }>>();

/**
 * Whether two words of one language are one word inflected: the same stem, or, for words too short to stem
 * ('mlha', 'mlhou'), three letters in common before vowel endings of at most three letters.
 */
function inflectionOf(a: string, b: string, lang: Language): boolean {
  if (a === b || stemIn(lang, a) === stemIn(lang, b)) return true;
  if (a.length >= STEMMED_FROM && b.length >= STEMMED_FROM) return false;
  let common = 0;
  while (common < a.length && a[common] === b[common]) common++;
  // Case endings of vowels ('mlh|a', 'mlh|ou'), not another word ('lea|d', 'lea|k').
  const ending = (word: string) => word.slice(common);
  return common >= 3 && [a, b].every((word) => ending(word).length <= 3 && /^[aeiouy]*$/.test(ending(word)));
}

/**
 * Every language's words for a standard (standard-vocabulary.json): its official titles in other languages and
 * the names of the properties it measures ('Zugfestigkeit' for ISO 527-2, 'pevnost v tahu'), so a lab citing it is
 * found by them whatever its own line says.
 */
export function standardVocabulary(key: string): readonly string[] {
  // A standard later divided into parts goes on as its part 1 (ISO 7027 as ISO 7027-1, ISO 6579 as ISO 6579-1): a line
  // citing the undivided edition is found by the vocabulary of part 1.
  const entries = vocabularyEntries();
  const k = entries.has(key) || /-\d+$/.test(key) ? key : `${key}-1`;
  let words = vocabularyByKey.get(k);
  if (!words) {
    // Made per standard on first use: a build asks for those its labs cite, not the whole table.
    words = (entries.get(k) ?? []).flatMap((entry) => vocabularyOfEntry(k, entry));
    vocabularyByKey.set(k, words);
  }
  return words;
}
const vocabularyByKey = new Map<string, readonly string[]>();

/** One standard-vocabulary.json entry's words for its standard (see standardVocabulary). */
function vocabularyOfEntry(key: string, entry: StandardVocabulary): string[] {
  // Titles name exactly their standard; a property's terms are kept only where they name no test.
  const titles = titlesOfEntry(entry);
  // A catalogued standard's category tells a test from the verification of its machines (ISO 148-2's title names
  // the Charpy test; it is a calibration).
  const category = catalogEntry(key)?.category ?? null;
  return [
    ...titles,
    // What a title names (the properties it measures, the test) in every language: 'Ammonium, nitrate, nitrite…'.
    ...titles.flatMap((title) => vocabularyOfWording(title, category, key)),
    ...entry.properties.flatMap((id) =>
      termsOfThing(
        id,
        (term, lang) =>
          !namesATest(term) && testsATermNames(term, lang).every((c) => conceptsOfStandard(key).includes(c)),
      ),
    ),
  ];
}

interface PropertyPhrase {
  /** The phrase's processed words, stemmed in the term's language (domain/analysis.ts). */
  words: readonly string[];
  lang: Language;
  /** The processed words joined, to tell a phrase inside a longer one. */
  text: string;
  id: string;
}

/** Property phrases by the stem of their first word. */
let propertyPhrases: Map<string, PropertyPhrase[]> | undefined;

let things: Record<string, Partial<Record<Language, { terms: string[] }>>> | undefined;

/**
 * What a line or a title can name, each with its words per language: the properties of standard-vocabulary.json and
 * the products of products.json (CPV labels: 'Concrete', 'Beton', 'beton'; 'Bolts and screws', 'Schrauben und
 * Bolzen').
 */
function namedThings(): Record<string, Partial<Record<Language, { terms: string[] }>>> {
  if (!things) {
    things = {
      ...(standardTable.properties as unknown as Record<string, Partial<Record<Language, { terms: string[] }>>>),
    };
    for (const [code, labels] of Object.entries(productTable.products as Record<string, Record<string, string>>)) {
      things[`cpv-${code}`] = Object.fromEntries(
        Object.entries(labels).map(([lang, label]) => [lang, { terms: [label] }]),
      ) as Partial<Record<Language, { terms: string[] }>>;
    }
  }
  return things;
}

/**
 * Every language's terms for the properties and products a scope line names in any language ('Dusičnany' → nitrate:
 * 'nitrate', 'Nitrat', 'azotany'…; 'betonu' → concrete: 'Concrete', 'Calcestruzzo'; namedThings): a line that cites no
 * standard the vocabulary knows is still found by what it measures and what it tests.
 * Phrases are matched as whole processed words, each word as written or inflected (the same Snowball stem in the
 * term's language: 'stanovení dusičnanů' names 'dusičnany'); those under four letters ('pH', 'UT') are too ambiguous to name a
 * property inside a line, and name it only when they are the whole line ('pH (vesi)').
 */
export function propertyTermsOfWording(text: string, category: string | null = null): readonly string[] {
  const key = `${category}\u0000${text}`;
  let terms = propertyTermsMemo.get(key);
  if (!terms) {
    terms = termsOfThings(propertiesOfWording(text, category));
    // A wording recurs under every standard its lines cite: the build reads it once per field.
    if (propertyTermsMemo.size >= 20_000) propertyTermsMemo.clear();
    propertyTermsMemo.set(key, terms);
  }
  return terms;
}
const propertyTermsMemo = new Map<string, readonly string[]>();

/** Every language's terms for properties and products by id; a property's, those that name no test. */
function termsOfThings(ids: readonly string[]): string[] {
  return ids.flatMap((id) => termsOfThing(id, (term) => id.startsWith('cpv-') || !namesATest(term)));
}

/**
 * A property's or product's terms in every language that `keep` keeps, and the units its results are given in ('NTU'
 * of turbidity): a query may name the property by them alone.
 */
function termsOfThing(id: string, keep: (term: string, lang: Language) => boolean): string[] {
  const named = namedThings()[id];
  return [
    ...LANGUAGES.flatMap((lang) => (named?.[lang]?.terms ?? []).filter((term) => keep(term, lang))),
    ...(UNITS_OF_PROPERTY[id] ?? []),
  ];
}

/** The properties and products (`cpv-…`) a line or a title names, by id (see propertyTermsOfWording). */
function propertiesOfWording(text: string, category: string | null): string[] {
  const properties = namedThings();
  if (!propertyPhrases) {
    propertyPhrases = new Map();
    for (const [id, languages] of Object.entries(properties)) {
      for (const lang of LANGUAGES) {
        for (const term of languages[lang]?.terms ?? []) {
          const words = queryTerms(term);
          if (words.length === 0) continue;
          const phrase = { words: words.map((w) => stemIn(lang, w)), lang, text: ` ${words.join(' ')} `, id };
          const list = propertyPhrases.get(phrase.words[0]!) ?? [];
          list.push(phrase);
          propertyPhrases.set(phrase.words[0]!, list);
        }
      }
    }
  }
  // The words before a parenthesis are what the line measures; inside it, the product or the conditions.
  const head = queryTerms(text.replace(/\(.*$/s, ''));
  const found = new Set<PropertyPhrase>();
  const findIn = (all: readonly string[]) => {
    const stems = new Map<string, string[]>();
    all.forEach((word, i) => {
      for (const first of wordAndStems(word)) {
        for (const phrase of propertyPhrases!.get(first) ?? []) {
          if (found.has(phrase) || i + phrase.words.length > all.length) continue;
          if (stemIn(phrase.lang, word) !== first) continue;
          const short = phrase.text.length - 2 < 4;
          if (short && !(i === 0 && head.length === phrase.words.length)) continue;
          const stemmed = stems.get(phrase.lang) ?? all.map((w) => stemIn(phrase.lang, w));
          stems.set(phrase.lang, stemmed);
          if (phrase.words.every((w, j) => stemmed[i + j] === w)) found.add(phrase);
        }
      }
    });
  };
  findIn(queryTerms(text));
  // A phrase a parenthesis interrupts is still named: 'Water (Moisture) Content of Soil' names the water content.
  if (text.includes('(')) findIn(queryTerms(text.replace(/\([^()]*\)/g, ' ')));
  const list = [...found];
  // A phrase inside a longer one of another property names that one: 'dureté de l'eau' is water hardness, not the
  // hardness of materials that 'dureté' alone names.
  const named = new Set(
    list
      .filter((p) => !list.some((q) => q.id !== p.id && q.text.length > p.text.length && q.text.includes(p.text)))
      .map((p) => p.id),
  );
  // A product's name is kept even where a concept lists it as a test's short name ('aggregati' for the tests of
  // aggregates): a line on aggregates in any language is found by it.
  // A property of another field than the line's is a word the two share, not what the line measures: the pressure of a
  // pressure digestion is not the pressure whose gauges are calibrated, nor is a fabric's water penetration bitumen's
  // needle penetration.
  const isProduct = (id: string) => id.startsWith('cpv-');
  return [...named].filter((id) => isProduct(id) || propertyFits(id, category));
}

let propertiesOfConcepts: Map<Concept, Set<string>> | undefined;

/**
 * The one test that measures every property a line names, when exactly one does: the properties of a test are those
 * standard-vocabulary.json gives its standards. 'Tensile strength (Rm), elongation after fracture' of a standard the
 * vocabulary does not know names the tensile test by what it measures, as a register words it; a property that
 * several tests measure names none of them.
 */
function conceptMeasuring(ids: readonly string[]): Concept | null {
  if (ids.length === 0) return null;
  if (!propertiesOfConcepts) {
    propertiesOfConcepts = new Map();
    const entries = vocabularyEntries();
    for (const concept of CONCEPTS) {
      if (concept.category) continue;
      const measured = new Set<string>();
      for (const ref of concept.standards ?? []) {
        const key = standardKey(ref);
        for (const entry of (key && entries.get(key)) || []) for (const id of entry.properties) measured.add(id);
      }
      if (measured.size > 0) propertiesOfConcepts.set(concept, measured);
    }
  }
  // A quantity that instruments are calibrated in (mass, pressure, force) names the instrument's calibration, not one
  // test: a balance and a weight are both calibrated in mass.
  if (ids.some((id) => categoriesOfProperty(id)?.has('calibration'))) return null;
  let found: Concept | null = null;
  for (const [concept, measured] of propertiesOfConcepts) {
    if (!ids.every((id) => measured.has(id))) continue;
    if (found) return null;
    found = concept;
  }
  return found;
}

let propertyCategories: Map<string, Set<string>> | undefined;

/**
 * Whether a line of `category` (null: none) can measure a property: a property fits the categories of the catalogued
 * standards it is given for in standard-vocabulary.json, and any line when it is given for none.
 */
function propertyFits(id: string, category: string | null): boolean {
  if (category === null) return true;
  const categories = categoriesOfProperty(id);
  return !categories || categories.has(category);
}

/** The categories of the catalogued standards a property is given for in standard-vocabulary.json. */
function categoriesOfProperty(id: string): ReadonlySet<string> | undefined {
  if (!propertyCategories) {
    propertyCategories = new Map();
    for (const [ref, entry] of Object.entries(
      standardTable.standards as unknown as Record<string, StandardVocabulary>,
    )) {
      const category = catalogCategoryOf(ref);
      if (!category) continue;
      for (const property of entry.properties) {
        let categories = propertyCategories.get(property);
        if (!categories) propertyCategories.set(property, (categories = new Set()));
        categories.add(category);
      }
    }
  }
  return propertyCategories.get(id);
}

/**
 * Every language's words for what a scope line names in its own words: the properties it measures
 * (propertyTermsOfWording) and the test it names (conceptOfWording: 'Stanovení dusičnanů', 'Kimtall'), so a line that
 * cites a standard the vocabulary does not know is found in every language by the test it words.
 */
export function vocabularyOfWording(text: string, category: string | null = null, key: string | null = null): string[] {
  const named = propertiesOfWording(text, category);
  const concept = conceptOfWording(text) ?? conceptMeasuring(named.filter((id) => !id.startsWith('cpv-')));
  // A category-wide concept ('Kalibrierung') says less than the line's category does; a concept of another category
  // than the line's is a word the two share, not the test ('dimensional change in washing' is not length calibration).
  const fits = concept && !concept.category && (category === null || categoriesOf(concept).has(category));
  // A standard's title names its concept: the concept's terms naming another of its standards' methods stay theirs.
  const terms = fits ? conceptTerms(concept).filter((term) => !key || namesMethodOf(term, concept, key)) : [];
  return [...termsOfThings(named), ...terms];
}

const conceptCategories = new Map<Concept, Set<string>>();

/** The categories of the catalogued standards a concept covers. */
function categoriesOf(concept: Concept): Set<string> {
  let categories = conceptCategories.get(concept);
  if (!categories) {
    categories = new Set();
    for (const ref of concept.standards ?? []) {
      const category = catalogCategoryOf(ref);
      if (category) categories.add(category);
    }
    conceptCategories.set(concept, categories);
  }
  return categories;
}

/** The catalog category of the standard a reference names, if the catalog holds it. */
function catalogCategoryOf(ref: string): string | undefined {
  const key = standardKey(ref);
  return key ? catalogEntry(key)?.category : undefined;
}
