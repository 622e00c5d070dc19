// What each MiniSearch index holds and how its text is processed. The build
// writes the indexes with these options and every reader loads them with the
// same ones, so they live in one place.
//
// Full-text search (every tier: masking limits what is returned, not what is
// matched) uses two small indexes instead of one per-lab index over all scope
// text: thousands of labs share the same capabilities, so each distinct
// capability is indexed once and points at the labs that hold it.
//  - the lab index: name and city, one document per lab;
//  - the scope index: one document per canonical capability id, with the
//    words of its name and of every way its reference is written.
import type { Options, Query } from 'minisearch';
import { categoryBySlug } from './categories.ts';
import { placeAliases } from './place-names.ts';
import type { Capability, Lab, PublicLab } from './types.ts';

/**
 * Lowercase and fold diacritics and their spelled-out forms, so 'München',
 * 'MUNCHEN', 'munchen' and 'muenchen' meet, and 'Göteborg' meets 'Goteborg'.
 * German and Scandinavian spell umlauts and å out when typing in ASCII
 * (ü → ue, ö → oe, ä → ae, å → aa): those pairs fold to the bare vowel on
 * both sides, index and query, so they always agree.
 */
export function foldTerm(term: string): string | null {
  const folded = withoutDiacritics(term).replace(SPELLED_OUT_VOWELS, (pair) => pair.charAt(0));
  return folded === '' ? null : folded;
}

/** Lowercase, without diacritics: foldTerm before the spelled-out vowels. */
function withoutDiacritics(term: string): string {
  const lower = term.toLowerCase();
  // Most terms are plain ASCII: skip Unicode decomposition for them.
  if (/^[\x00-\x7f]*$/.test(lower)) return lower;
  return lower
    .normalize('NFKD')
    .replace(/\p{M}/gu, '')
    .replace(/[ßłøđæœıþ]/g, (ch) => LETTERS_WITHOUT_DECOMPOSITION[ch] ?? ch);
}

/** Letters Unicode does not decompose into a base letter and a mark: 'Łódź' must meet 'lodz'. */
const LETTERS_WITHOUT_DECOMPOSITION: Readonly<Record<string, string>> = {
  ß: 'ss',
  ł: 'l',
  ø: 'o',
  đ: 'd',
  æ: 'ae',
  œ: 'oe',
  ı: 'i',
  þ: 'th',
};

/** ae, oe, ue (ä, ö, ü) and aa (å), written out. */
const SPELLED_OUT_VOWELS = /ae|oe|ue|aa/g;

/**
 * Words that tell labs apart by nothing: function words of the registers'
 * languages ('essai de traction', 'prova di trazione', 'Prüfung von Beton')
 * and words too common in standard titles. Dropped from the indexes and,
 * through the same processTerm, from queries. Compared after folding.
 */
const STOP_WORDS = new Set([
  // English, and words of standard titles
  'a',
  'an',
  'and',
  'or',
  'of',
  'the',
  'for',
  'in',
  'on',
  'at',
  'by',
  'to',
  'with',
  'from',
  'as',
  'its',
  'into',
  'part',
  'method',
  'methods',
  'determination',
  // German
  'der',
  'die',
  'das',
  'des',
  'dem',
  'den',
  'und',
  'oder',
  'von',
  'vom',
  'zu',
  'zur',
  'zum',
  'im',
  'am',
  'auf',
  'fur',
  'mit',
  'bei',
  'nach',
  'aus',
  'ein',
  'eine',
  'einer',
  'eines',
  // French
  'le',
  'la',
  'les',
  'l',
  'de',
  'du',
  'd',
  'et',
  'ou',
  'en',
  'au',
  'aux',
  'pour',
  'par',
  'sur',
  'dans',
  'un',
  'une',
  // Italian
  'il',
  'lo',
  'gli',
  'di',
  'del',
  'dello',
  'della',
  'dei',
  'degli',
  'delle',
  'da',
  'dal',
  'dalla',
  'e',
  'ed',
  'per',
  'con',
  'su',
  'nel',
  'nella',
  'uno',
  // Spanish and Portuguese
  'el',
  'los',
  'las',
  'y',
  'o',
  'os',
  'do',
  'dos',
  'em',
  'no',
  'na',
  'para',
  'com',
  'um',
  'uma',
  'ao',
  // Dutch
  'het',
  'een',
  'van',
  'voor',
  'met',
  'op',
  'aan',
  'bij',
  'door',
  // Italian, Spanish, Portuguese: articles joined with prepositions
  'nei',
  'negli',
  'nello',
  'nelle',
  'al',
  'allo',
  'alla',
  'alle',
  'ai',
  'agli',
  'sul',
  'sulla',
  'sui',
  'dai',
  'dalle',
  'tra',
  'fra',
  'por',
  'sobre',
  'nos',
  'nas',
  'pelo',
  'pela',
  'pelos',
  'pelas',
  // Polish, Czech, Slovak
  'po',
  'przy',
  'pri',
  'vo',
  'zo',
  'so',
  'pre',
  'u',
  'i',
  'w',
  'z',
  've',
  'ze',
  'we',
  'dla',
  'od',
  'oraz',
  'lub',
  'pro',
  'k',
  's',
  'v',
  // Hungarian
  'az',
  'es',
  'vagy',
  // Swedish, Danish, Norwegian, Finnish
  'och',
  'og',
  'eller',
  'pa',
  'av',
  'til',
  'till',
  'med',
  'ett',
  'det',
  'ja',
  'tai',
  // Greek
  'και',
  'η',
  'ο',
  'του',
  'της',
  'των',
  'το',
  'σε',
  'για',
  'με',
]);

/** Fold a term and drop stop words: the processTerm of every index and every query. */
export function indexTerm(term: string): string | null {
  const folded = foldTerm(term);
  if (folded === null || !STOP_WORDS.has(folded)) return folded;
  // A word is a stop word as written, diacritics aside: 'OES' of ICP-OES, which folds to 'os' as 'Goethe' to 'gothe',
  // is not the Portuguese article, and is kept as written (then it processes to itself again: the indexes hold
  // processed words and process them once more). Typed-out umlauts of stop words ('fuer', 'paa') still are stop words.
  const plain = withoutDiacritics(term);
  return plain === folded || SPELLED_OUT_STOP_WORDS.has(plain) ? null : plain;
}

/** Stop words with an umlaut or å, as typed without one (German 'für', Danish and Norwegian 'på'). */
const SPELLED_OUT_STOP_WORDS = new Set(['fuer', 'paa']);

/** MiniSearch's own word boundary: whitespace and punctuation. */
export const WORD_BOUNDARY = /[\n\r\p{Z}\p{P}]+/u;

/** Words that may stand before the accreditation standard's number: 'ISO/IEC 17025', 'EN ISO/IEC 17025'. */
const ACCREDITATION_STANDARD_PREFIX = new Set(['iso', 'iec', 'en']);

/** A word of a query as typed, and its processed term. */
export interface QueryWord {
  word: string;
  term: string;
}

/** The words of a query that search, in order, each with its processed term (stop words and 17025 left out). */
export function queryWords(q: string): QueryWord[] {
  const words: QueryWord[] = [];
  for (const word of q.split(WORD_BOUNDARY)) {
    const term = indexTerm(word);
    if (term !== null) words.push({ word, term });
  }
  return dropAccreditationStandard(words);
}

/** The processed terms of a query, in order. */
export function queryTerms(q: string): string[] {
  return queryWords(q).map((w) => w.term);
}

/**
 * Every lab in the directory is accredited to ISO/IEC 17025, so 'ISO 17025
 * calibration pressure' means 'calibration pressure': the standard's number,
 * with the ISO/IEC/EN before it, narrows nothing and is dropped.
 */
function dropAccreditationStandard(words: QueryWord[]): QueryWord[] {
  const at = words.findIndex((w) => w.term === '17025');
  if (at < 0) return words;
  let from = at;
  while (from > 0 && ACCREDITATION_STANDARD_PREFIX.has(words[from - 1]!.term)) from--;
  return dropAccreditationStandard([...words.slice(0, from), ...words.slice(at + 1)]);
}

/**
 * The `q` rules (DECISIONS), shared by the API and the site's search page:
 * the last term matches as a prefix, unless it is a lone digit ('ISO 6892-1'
 * → '1' names a part, not the start of every number)...
 */
export function matchesAsPrefix(term: string, isLast: boolean): boolean {
  return isLast && !/^\d$/.test(term);
}

/** ...and words of five or more characters with a letter tolerate small typos ('17025' must not match '17020'). */
export function typoTolerance(term: string): number | false {
  return term.length >= 5 && /\p{L}/u.test(term) ? 0.2 : false;
}

/**
 * A typed word with two neighbouring letters swapped ('Elketro' for
 * 'Elektro'): each such swap of a typo-tolerant term, since MiniSearch's
 * edit distance counts a swap as two edits and a five-letter word tolerates one.
 */
export function transpositions(term: string): string[] {
  if (typoTolerance(term) === false) return [];
  const variants = new Set<string>();
  for (let i = 0; i < term.length - 1; i++) {
    if (term[i] === term[i + 1]) continue;
    variants.add(term.slice(0, i) + term[i + 1] + term[i] + term.slice(i + 2));
  }
  variants.delete(term);
  return [...variants];
}

/**
 * One processed query term as a MiniSearch query: the term with its prefix
 * and typo rules, or any of its swapped-letter variants (with the same prefix
 * rule, no further typos). The API and the search page both search with it;
 * `holds`, when the caller knows the index's vocabulary, names the variants worth asking for;
 * `known`, when the caller knows the word (or one of its stems) is held as it is, asks for no typos.
 */
export function termQuery(
  term: string,
  isLast: boolean,
  holds?: (variant: string, prefix: boolean) => boolean,
  known = false,
): Query {
  const prefix = matchesAsPrefix(term, isLast);
  // A word the directory holds as typed is no typo: 'tracción' must not also find 'reacción' (fire tests).
  if (known) return { queries: [term], prefix, fuzzy: false, weights: MATCH_WEIGHTS };
  const exact: Query = { queries: [term], prefix, fuzzy: typoTolerance(term), weights: MATCH_WEIGHTS };
  // A variant the index does not hold (as a word, or as the start of one when a prefix) matches nothing there:
  // leaving it out saves its lookup and changes no score.
  const swapped = holds ? transpositions(term).filter((variant) => holds(variant, prefix)) : transpositions(term);
  if (swapped.length === 0) return exact;
  return {
    combineWith: 'OR',
    queries: [
      exact,
      { combineWith: 'OR', queries: swapped, prefix, fuzzy: false, boostTerm: () => MATCH_WEIGHTS.fuzzy },
    ],
  };
}

/**
 * How much a word matched only as the start of a longer one, or only with a
 * typo, counts against the word itself: little, so 'Rome' finds Roma's labs
 * (by the alias) before 'Laboratorio Romero' (by a prefix of its name), and
 * 'Geneva' Genève's before Genova's.
 */
const MATCH_WEIGHTS = { prefix: 0.1, fuzzy: 0.2 };

/** All terms of a query, each as `termQuery`, every one required (AND). */
export function allTermsQuery(terms: readonly string[]): Query {
  return { combineWith: 'AND', queries: terms.map((term, i) => termQuery(term, i === terms.length - 1)) };
}

/** Each distinct processed word once, space-separated; `termsOf` processes a text (queryTerms, or a memo of it). */
export function distinctWords(
  texts: Iterable<string>,
  termsOf: (text: string) => readonly string[] = queryTerms,
): string {
  const words = new Set<string>();
  for (const text of texts) for (const word of termsOf(text)) words.add(word);
  return [...words].join(' ');
}

export interface LabIndexDoc {
  id: string; // lab slug
  name: string;
  city: string;
  /** Other names of the city, for search only: 'Munich' for München, 'Brussel' for Bruxelles. */
  places: string;
}

export const labIndexOptions: Options<LabIndexDoc> = {
  idField: 'id',
  fields: ['name', 'city', 'places'],
  storeFields: [],
  processTerm: indexTerm,
};

export function labIndexDoc(lab: Lab): LabIndexDoc {
  return { id: lab.slug, name: lab.name, city: lab.city ?? '', places: placeAliases(lab.country, lab.city).join(' ') };
}

export interface ScopeIndexDoc {
  id: string; // canonical capability id
  /** Words of the references as labs write them, their matching keys, and the canonical id. */
  standards: string;
  /** Words of the canonical (English) name. */
  capabilities: string;
  /** Words of the test's and its category's names in every register language, and of the labs' own scope lines. */
  terms: string;
  /**
   * Words of the names of the kinds of test its test is, in every register language (a tensile test, for the
   * tensile properties of plastics): they find the capability, in a tier below its own names.
   */
  kinds: string;
}

export const scopeIndexOptions: Options<ScopeIndexDoc> = {
  idField: 'id',
  fields: ['standards', 'capabilities', 'terms', 'kinds'],
  storeFields: [],
  processTerm: indexTerm,
};

export interface ScopeIndexSource {
  docs: ScopeIndexDoc[];
  /** Canonical id → ordinals (positions in `labs` as given) of the labs holding it. */
  labs: Record<string, number[]>;
}

/**
 * One document per canonical capability id, and who holds it. `termsOf`
 * gives a capability's other-language words (the build passes the
 * terminology's and the registers' own scope lines), `kindsOf` the names of
 * the kinds of test it is.
 */
export function scopeIndexSource(
  labs: readonly Lab[],
  termsOf: (capability: Capability) => Iterable<string> = () => [],
  kindsOf: (capability: Capability) => Iterable<string> = () => [],
): ScopeIndexSource {
  const texts = new Map<
    string,
    {
      standards: Set<string>;
      names: Set<string>;
      terms: Set<string>;
      kinds: Set<string>;
      categories: Set<string | null>;
      labs: number[];
    }
  >();
  labs.forEach((lab, ordinal) => {
    for (const c of lab.capabilities) {
      let entry = texts.get(c.canonical_id);
      if (!entry) {
        entry = {
          standards: new Set([c.canonical_id]),
          names: new Set(),
          terms: new Set(),
          kinds: new Set(),
          categories: new Set(),
          labs: [],
        };
        texts.set(c.canonical_id, entry);
      }
      // A standard's lines take the words of every category they are filed under: one register files ISO 7027 under
      // water, another under no heading, and 'Wasser' must find both. A line that cites no standard (an in-house
      // method, a test named without one) has an id shared by labs of every field ('in-house-density'): it keeps the
      // first line's.
      const first = entry.categories.size === 0;
      if (first || (c.standard_key !== null && !entry.categories.has(c.category_slug))) {
        entry.categories.add(c.category_slug);
        for (const term of termsOf(c)) entry.terms.add(term);
        for (const kind of kindsOf(c)) entry.kinds.add(kind);
      }
      if (c.standard) entry.standards.add(c.standard);
      if (c.standard_key) entry.standards.add(c.standard_key);
      entry.names.add(c.name);
      if (entry.labs[entry.labs.length - 1] !== ordinal) entry.labs.push(ordinal);
    }
  });
  const ids = [...texts.keys()].sort();
  // A category's and a test's words recur in the documents of all their standards: each text is processed once.
  const processed = new Map<string, readonly string[]>();
  const processedTerms = (text: string) => {
    let terms = processed.get(text);
    if (!terms) processed.set(text, (terms = queryTerms(text)));
    return terms;
  };
  return {
    docs: ids.map((id) => {
      const text = texts.get(id)!;
      return {
        id,
        standards: distinctWords(text.standards, processedTerms),
        capabilities: distinctWords(text.names, processedTerms),
        terms: distinctWords(text.terms, processedTerms),
        kinds: distinctWords(text.kinds, processedTerms),
      };
    }),
    labs: Object.fromEntries(ids.map((id) => [id, texts.get(id)!.labs])),
  };
}

/** Public index: only what anonymous callers may see; it is shipped to browsers. */
export interface PublicIndexDoc {
  id: string; // lab slug
  name: string;
  city: string;
  /** Other names of the city (public facts), for search only. */
  places: string;
  country: string;
  body: string;
  status: string;
  accreditation_number: string;
  categories: string;
}

export const publicIndexOptions: Options<PublicIndexDoc> = {
  idField: 'id',
  fields: ['name', 'city', 'places', 'accreditation_number', 'body', 'categories'],
  storeFields: ['name', 'city', 'country', 'body', 'status'],
  processTerm: indexTerm,
};

export function publicIndexDoc(lab: PublicLab): PublicIndexDoc {
  return {
    id: lab.slug,
    name: lab.name,
    city: lab.city ?? '',
    places: placeAliases(lab.country, lab.city).join(' '),
    country: lab.country,
    body: lab.accreditation_body,
    status: lab.accreditation_status ?? '',
    accreditation_number: lab.accreditation_number ?? '',
    categories: lab.categories.map((slug) => `${slug} ${categoryBySlug(slug)?.name ?? ''}`).join(' \n '),
  };
}

/** "No lab mentions 'Schrauben': showing labs for 'Zugversuch'." (meta.q_words, DECISIONS round 3): what the MCP tool and the site say. */
export function leftOutNote(words: { used: string[]; left_out: string[] }): string {
  const quoted = (list: string[]) => list.map((w) => `'${w}'`).join(', ');
  const missing = `No lab mentions ${quoted(words.left_out)}`;
  return words.used.length > 0 ? `${missing}: showing labs for ${quoted(words.used)}.` : `${missing}.`;
}

/**
 * Words that name the act of testing rather than what is tested, in the registers' languages ('test', 'Prüfung',
 * 'essai', 'stanovení', 'badanie', 'count', 'Anzahl'): a register's line names the test ('pH', 'Zugversuch') and rarely
 * the act, so beside a word that says what is tested they are not required; a lab that has them ranks first.
 * Compared after folding. (Our list, from the registers' own scope wording; see docs/api.md, Search.)
 */
const GENERIC_WORDS = new Set(
  [
    // en
    'test',
    'tests',
    'testing',
    'analysis',
    'analyses',
    'measurement',
    'measurements',
    'examination',
    'count',
    'counts',
    'number',
    'detection',
    'enumeration',
    'quantification',
    'assay',
    // de
    'prüfung',
    'prüfungen',
    'untersuchung',
    'untersuchungen',
    'bestimmung',
    'messung',
    'messungen',
    'analyse',
    'nachweis',
    'anzahl',
    'zahl',
    'versuch',
    'versuche',
    // fr
    'essai',
    'essais',
    'analyses',
    'mesure',
    'mesures',
    'dosage',
    'détermination',
    'recherche',
    'dénombrement',
    'détection',
    // it
    'prova',
    'prove',
    'analisi',
    'determinazione',
    'misura',
    'misure',
    'ricerca',
    'conta',
    'conteggio',
    // es, pt
    'ensayo',
    'ensayos',
    'análisis',
    'determinación',
    'medición',
    'recuento',
    'detección',
    'ensaio',
    'ensaios',
    'análise',
    'determinação',
    'medição',
    'contagem',
    'pesquisa',
    'prueba',
    'pruebas',
    'teste',
    'testes',
    // nl
    'onderzoek',
    'bepaling',
    'meting',
    'telling',
    'aantal',
    'proef',
    'proeven',
    'beproeving',
    // pl, cs, sk
    'badanie',
    'badania',
    'oznaczanie',
    'pomiar',
    'analiza',
    'liczba',
    'wykrywanie',
    'próba',
    'próby',
    'zkouška',
    'zkoušky',
    'stanovení',
    'měření',
    'rozbor',
    'počet',
    'analýza',
    'skúška',
    'skúšky',
    'stanovenie',
    'meranie',
    // hu
    'vizsgálat',
    'vizsgálata',
    'meghatározás',
    'meghatározása',
    'mérés',
    'szám',
    'elemzés',
    // sv, da, nb, fi
    'provning',
    'analys',
    'bestämning',
    'mätning',
    'antal',
    'prøvning',
    'bestemmelse',
    'måling',
    'prøving',
    'antall',
    'prov',
    'prøve',
    'testi',
    'määritys',
    'mittaus',
    'analyysi',
    'lukumäärä',
    // el
    'δοκιμή',
    'δοκιμές',
    'προσδιορισμός',
    'μέτρηση',
    'ανάλυση',
    'έλεγχος',
    // 'testing' as Finnish, Czech, Polish, Slovak, Hungarian and Swedish also write it ('palokäyttäytymisen testaus').
    'testaus',
    'testování',
    'testowanie',
    'testovanie',
    'tesztelés',
    'testning',
  ]
    .map(foldTerm)
    .filter((w): w is string => w !== null),
);

/** The generic words, processed. */
export const GENERIC_WORD_LIST: readonly string[] = [...GENERIC_WORDS];

/** Whether a processed word names the act of testing (GENERIC_WORDS). */
export function isGenericWord(term: string): boolean {
  return GENERIC_WORDS.has(term);
}
