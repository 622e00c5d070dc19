// Words that name a field of testing rather than a test ('water', 'Trinkwasser',
// 'eau potable', 'vody', 'food', 'Beton'): the categories' headings and search
// words in the 16 register languages (terminology/categories.json, each with
// its source), folded and stemmed as the search folds and stems them.
// Registers often put the field in a heading above the lines ('Wasser' over
// 'pH-Wert'), which a scraped line may not carry: the search does not require
// such a word of a lab whose line names no field.
import categoryTable from './terminology/categories.json' with { type: 'json' };
import { shortSingular, stemsOf } from './analysis.ts';
import { polishStem } from './polish-stemmer.ts';
import { isGenericWord, queryTerms } from './search-rules.ts';

interface Term {
  heading?: string;
  also?: string[];
}

/** Shorter words say too little to name a field. */
const MIN_LENGTH = 3;

/** A compound's head (its last part) names what the compound names: at least this long. */
const MIN_HEAD = 4;

/** The register languages whose cases the Polish light stemmer's endings fit. */
const WEST_SLAVIC = new Set(['pl', 'cs', 'sk']);

/** The register languages that write a compound as one word ('Trinkwasser', 'dricksvatten', 'ivóvíz'). */
const COMPOUNDING = new Set(['de', 'nl', 'sv', 'da', 'nb', 'fi', 'hu']);

/** Each form of a field word (the word, its stems, its short form) → the categories whose words have it. */
let fieldForms: Map<string, Set<string>> | undefined;
/** The field words of the compounding languages long enough to be compounds, for their heads, with their category. */
const compounds: Array<{ word: string; slug: string }> = [];

function forms(): Map<string, Set<string>> {
  if (fieldForms) return fieldForms;
  const known = new Map<string, Set<string>>();
  const add = (form: string, slug: string) => {
    let slugs = known.get(form);
    if (!slugs) known.set(form, (slugs = new Set()));
    slugs.add(slug);
  };
  const categories = categoryTable.categories as unknown as Record<string, Record<string, Term | string[]>>;
  for (const [slug, languages] of Object.entries(categories)) {
    for (const [lang, term] of Object.entries(languages)) {
      if (Array.isArray(term) || typeof term !== 'object') continue;
      for (const text of [term.heading ?? '', ...(term.also ?? [])]) {
        for (const word of queryTerms(text)) {
          if (word.length < MIN_LENGTH || /\d/.test(word)) continue;
          if (COMPOUNDING.has(lang) && word.length >= MIN_HEAD + 3) compounds.push({ word, slug });
          add(word, slug);
          for (const stem of stemsOf(word)) add(stem, slug);
          const short = shortForm(word);
          if (short) add(short, slug);
          // Compared with a query word's Polish stem, marked (fieldsOfNew): Czech 'potravinách' meets 'potraviny'. Only
          // the West Slavic languages' words: the light stemmer's endings cut other languages' words wrongly.
          if (WEST_SLAVIC.has(lang) && word.length >= 5) add(`${polishStem(word)}~`, slug);
        }
      }
    }
  }
  fieldForms = known;
  return known;
}

/**
 * A short word without its final vowels, marked ('voda', 'vody', 'vodě' → 'vod~'; 'νερό', 'νερού' → 'νερ~'): the
 * endings of the inflected languages, on words too short for a stemmer to be asked.
 */
function shortForm(word: string): string | null {
  if (word.length > 6) return null;
  const stripped = word.replace(/[aeiouyαεηιουω]+$/, '');
  return stripped.length >= 3 && stripped !== word ? `${stripped}~` : null;
}

/**
 * The fields (category slugs) a processed query word names in some register language: as one of their words, a stem
 * of one, a short one inflected ('vody' as 'voda'), a compound whose head is one ('drinkwater', 'Grundwasser' as
 * 'water', 'Wasser'; not 'Zugprüfung', whose head names the act of testing), or the head of a field's compound
 * ('vatten' of 'dricksvatten', 'vann' of 'drikkevann'). Empty when it names none.
 */
export function fieldsOfWord(term: string): string[] {
  let fields = fieldsMemo.get(term);
  if (!fields) {
    fields = fieldsOfNew(term);
    if (fieldsMemo.size >= 10_000) fieldsMemo.clear();
    fieldsMemo.set(term, fields);
  }
  return fields;
}

/** Words already looked up: a query asks for each of its words several times. */
const fieldsMemo = new Map<string, string[]>();

function fieldsOfNew(term: string): string[] {
  const known = forms();
  const found = new Set<string>();
  const take = (form: string) => {
    for (const slug of known.get(form) ?? []) found.add(slug);
  };
  take(term);
  for (const stem of stemsOf(term)) take(stem);
  const short = shortForm(term);
  if (short) take(short);
  // A four-letter plural, which the stemmers leave whole ('eaux', waters).
  const singular = shortSingular(term);
  if (singular) take(singular);
  // The Polish locative changes the consonant too ('wodzie', of 'woda').
  take(`${polishStem(term)}~`);
  if (found.size > 0) return [...found];
  // From the third letter: a German compound may start with a two-letter particle ('Abwasser', 'Abluft').
  for (let at = 2; at <= term.length - MIN_HEAD; at++) {
    const head = term.slice(at);
    if (known.has(head) && !isGenericWord(head)) take(head);
  }
  if (found.size > 0 || term.length < MIN_HEAD || isGenericWord(term)) return [...found];
  for (const { word, slug } of compounds) if (word.length - term.length >= 3 && word.endsWith(term)) found.add(slug);
  return [...found];
}

/**
 * A category's names of one word (its headings and other names in every register language: 'Calibration',
 * 'Kalibrierung', 'étalonnage'), processed as queries are. A name of several words is left out: its words ('services',
 * 'laboratorium') do not name the field alone.
 */
export function namesOfField(slug: string): string[] {
  const categories = categoryTable.categories as unknown as Record<string, Record<string, Term | string[]>>;
  const names = new Set<string>();
  for (const term of Object.values(categories[slug] ?? {})) {
    if (Array.isArray(term) || typeof term !== 'object') continue;
    for (const text of [term.heading ?? '', ...(term.also ?? [])]) {
      const words = queryTerms(text);
      if (words.length === 1 && words[0]!.length >= MIN_LENGTH) names.add(words[0]!);
    }
  }
  return [...names];
}

/** The fields' one-word names, and their stems ('soil', 'water', 'woda', 'Lebensmittel'). */
let fieldNames: Set<string> | undefined;

/** Whether a processed word is one of a field's one-word names (namesOfField) or an inflection of one ('soils'). */
export function isNameOfAField(word: string): boolean {
  fieldNames ??= new Set(
    Object.keys(categoryTable.categories).flatMap((slug) =>
      namesOfField(slug).flatMap((name) => [name, ...stemsOf(name)]),
    ),
  );
  return fieldNames.has(word) || stemsOf(word).some((stem) => fieldNames!.has(stem));
}

/**
 * The fields a scope line's name names as its matrix in brackets after the test ('Stężenie chlorków … (Woda)', 'water
 * content of soil (Soils)'). Of a line the register `filed` under a field, only a field's own one-word name counts
 * (isNameOfAField): a bracket there more often spells out an abbreviation or a condition ('(General method)', '(TOC)').
 */
export function fieldsNamedInBrackets(name: string, filed: boolean): string[] {
  const matrix = /\((.*)\)/s.exec(name)?.[1] ?? '';
  const words = [...new Set(queryTerms(matrix))].filter((word) => !filed || isNameOfAField(word));
  return [...new Set(words.flatMap((word) => fieldsOfWord(word)))];
}

/** Whether a processed query word names a field of testing in some register language (see fieldsOfWord). */
export function isFieldWord(term: string): boolean {
  return fieldsOfWord(term).length > 0;
}
