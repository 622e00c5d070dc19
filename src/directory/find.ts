// Answers a list query from the loaded directory: filters by posting lists,
// full-text search over the two indexes, order, and the page to serve.
import type { ListQuery } from '../domain/lab-query.ts';
import { catalogEntry } from '../domain/catalog.ts';
import type { Capability } from '../domain/types.ts';
import { LRUCache } from 'lru-cache';
import type { Query } from 'minisearch';
import {
  cognateKey,
  finnishSNounStems,
  isPolishInflection,
  MIN_COMPOUND,
  shareAStem,
  shortSingular,
  splitCompound,
  stemIn,
  stemsOf,
} from '../domain/analysis.ts';
import { isSideWord } from '../domain/act-words.ts';
import { unitTermsOf } from '../domain/unit-words.ts';
import { fieldsNamedInBrackets, fieldsOfWord, isFieldWord, namesOfField } from '../domain/field-words.ts';
import {
  labIndexDoc,
  queryTerms,
  queryWords,
  scopeIndexOptions,
  termQuery,
  type QueryWord,
} from '../domain/search-rules.ts';
import { fieldOfTest, fieldsOfTest, testsNamedBy, testsOfCapability } from '../domain/terminology.ts';
import { termsEndingWith, termsStartingWith, termsWithCognateKey, variantsHeldBy } from './fuzzy-terms.ts';
import type { LoadedDirectory, Postings } from './load.ts';
import { perBuild } from './per-build.ts';

/**
 * Ranking favours name, then standard references, then capability names in
 * any language, then city (DECISIONS); a city's other names count as the city.
 */
const LAB_BOOST = { name: 8, city: 1, places: 1 };
const SCOPE_BOOST = { standards: 4, capabilities: 2, terms: 2, kinds: 1 };
/** Every field of the scope index: a test's names, its standards, and the kinds of test it is. */
const SCOPE_FIELDS = scopeIndexOptions.fields;
/** A word met through a shared stem or as a compound's part weighs half a word as typed. */
const FORM_BOOST = { capabilities: 1, terms: 1 };
/** A scope line that cites no standard: an in-house method, or a test the register names without one. */
const uncited = (id: string) => id.startsWith('in-house-') || id.startsWith('test-');

/** No labs: what a table gives for a key it does not hold. */
const NO_LABS = new Uint32Array(0);

/**
 * The order of a search's results, most important first: a name that is the
 * whole query; a test the query names, whole or but one word (liftNamedTest); more of the
 * query's words met by one capability or by the name, in any form (as typed,
 * inflected, as a compound's part, through the vocabulary: 'vlhkost zeminy'
 * finds the water content of soil in one line before moisture in one and
 * soil in another); as many, a field word counted as held by the lines of its field ('chlorki w wodzie': a water line
 * with chlorides before a corrosion test in ferric chloride); more of them found as typed
 * (not only as the start of a longer word, or with a typo: 'Rome' finds Roma
 * by its English name before 'Laboratorio Romero'); more of them met by the
 * lab itself or a standard it is accredited to, rather than only by an
 * in-house method; more of them held as typed by one capability or by the
 * name ('prova di trazione' in one scope line before 'prova' in one and
 * 'trazione' in another); then the relevance score. Packed into one number,
 * each tier far above the next.
 */
const TIER = {
  exactName: 1e15,
  /**
   * 4 for a lab that has the test the query names under a standard, 3 as an in-house method; 2 and 1 for a kind of it.
   */
  testNamed: 5e13,
  wordsTogether: 1e12,
  /**
   * 1 when a line of the lab's under a standard holds as many words together as its best line: a lab accredited to
   * ISO 11885 for metals by ICP-OES in water before one whose line of as many words is an in-house method. Above
   * wordsWithField's most (30 words).
   */
  togetherCited: 4e11,
  wordsWithField: 1e10,
  wordsAsTyped: 1e9,
  wordsCited: 1e7,
  wordsTogetherAsTyped: 1e5,
} as const;

/** A score's tiers, unpacked (for tests and diagnostics): what each tier counted, and the relevance score. */
export function scoreTiers(score: number): Record<keyof typeof TIER, number> & { relevance: number } {
  let rest = score;
  const take = (unit: number) => {
    const n = Math.floor(rest / unit);
    rest -= n * unit;
    return n;
  };
  const exactName = take(TIER.exactName);
  const testNamed = take(TIER.testNamed);
  const wordsTogether = take(TIER.wordsTogether);
  const togetherCited = take(TIER.togetherCited);
  const wordsWithField = take(TIER.wordsWithField);
  const wordsAsTyped = take(TIER.wordsAsTyped);
  const wordsCited = take(TIER.wordsCited);
  const wordsTogetherAsTyped = take(TIER.wordsTogetherAsTyped);
  return {
    exactName,
    testNamed,
    wordsTogether,
    togetherCited,
    wordsWithField,
    wordsAsTyped,
    wordsCited,
    wordsTogetherAsTyped,
    relevance: rest,
  };
}

/** Set bits of a 32-bit mask, in constant time (SWAR). */
const popcount = (mask: number) => {
  let m = mask - ((mask >>> 1) & 0x55555555);
  m = (m & 0x33333333) + ((m >>> 2) & 0x33333333);
  return Math.imul((m + (m >>> 4)) & 0x0f0f0f0f, 0x01010101) >>> 24;
};

/**
 * The weight of a word's relevance beside words that name what is tested, when it only names the act of testing
 * ('Bestimmung') or the field ('water'): a lab named 'Water Laboratories' with a line on ammonium molybdate is not
 * a better answer to 'ammonium in water' than one whose line is the determination of ammonium.
 */
const SIDE_WEIGHT = 0.25;

/** Query terms beyond this count are matched, but not told apart in the tiers (bit masks). */
const MAX_TIERED_TERMS = 30;

/** Flags of a lab for one term (TermMatch.flags). */
const AS_TYPED = 1;
const IN_NAME = 2;
const CITED = 4;

/**
 * What one query term matches, whatever query it is part of: the labs it
 * reaches through their name, city or capabilities, in ascending position,
 * each with its score (name/city score plus the best capability's) and flags
 * (the term as typed anywhere, as typed in the name, met by the lab itself or
 * a standard it cites); the capabilities holding it as typed, and those
 * holding it in any form. Long-tail queries are new as a whole but share their
 * terms: this is what is cached.
 */
export interface TermMatch {
  positions: Uint32Array;
  /** 32-bit, as Lucene keeps its scores: a term's relevance needs no more, and the term cache holds a third less. */
  scores: Float32Array;
  flags: Uint8Array;
  exactCapabilities: readonly string[];
  /** Every capability the term reaches: as typed, by a stem or a compound's part, or through the vocabulary. */
  capabilities: readonly string[];
  /**
   * A field word's: `capabilities` and the lines of its fields (linesByField), which hold it with the query's other
   * words ('chlorki w wodzie' ranks a water line with chlorides above a corrosion test in ferric chloride) though they
   * may not write it (withExempt). Not in `capabilities`, the lines its words reach: the site does not show them.
   */
  capabilitiesWithField?: readonly string[];
}

/** Bytes a TermMatch holds, roughly (for a cache sized in bytes). */
export function termMatchBytes(match: TermMatch): number {
  const exact = match.exactCapabilities === match.capabilities ? 0 : match.exactCapabilities.length;
  return match.positions.length * 9 + (exact + match.capabilities.length) * 48 + 200;
}

/**
 * Working arrays for termMatch and searchScores, reused rather than allocated per term or search (60 bytes a lab: 6.0
 * MB
 * at 100,000 labs): a search's temporaries were dozens of typed arrays, each its own allocation outside V8's heap.
 */
interface Scratch {
  own: Float64Array;
  scope: Float64Array;
  flags: Uint8Array;
  seen: Uint8Array;
  /** Position → its row among a search's candidates, -1 elsewhere (left all -1 after use). */
  row: Int32Array;
  /** A multi-term search's candidates, narrowed in place term by term (rows 0 .. count). */
  candidates: {
    positions: Uint32Array;
    total: Float64Array;
    asTyped: Uint32Array;
    inName: Uint32Array;
    cited: Uint32Array;
    together: Uint8Array;
    near: Uint8Array;
    nearCited: Uint8Array;
    nearField: Uint8Array;
  };
  /** A search's matches that pass a list query's filters, before the page is chosen. */
  filtered: Matches;
}
const scratchFor = perBuild((dir): Scratch => {
  const n = dir.labs.length;
  return {
    own: new Float64Array(n),
    scope: new Float64Array(n),
    flags: new Uint8Array(n),
    seen: new Uint8Array(n),
    row: new Int32Array(n).fill(-1),
    candidates: {
      positions: new Uint32Array(n),
      total: new Float64Array(n),
      asTyped: new Uint32Array(n),
      inName: new Uint32Array(n),
      cited: new Uint32Array(n),
      together: new Uint8Array(n),
      near: new Uint8Array(n),
      nearCited: new Uint8Array(n),
      nearField: new Uint8Array(n),
    },
    filtered: { positions: new Uint32Array(n), scores: new Float64Array(n) },
  };
});

/** The positions marked 1, ascending: reading every lab's mark in order is cheaper than sorting thousands of them. */
function marked(seen: Uint8Array): Uint32Array {
  let count = 0;
  for (let p = 0; p < seen.length; p++) count += seen[p]!;
  const out = new Uint32Array(count);
  let at = 0;
  for (let p = 0; p < seen.length; p++) if (seen[p] === 1) out[at++] = p;
  return out;
}

/**
 * A term in the scope index: as typed (with its prefix and typo rules), or as
 * an analysed form (a stem in a register language, a compound's part) of the
 * index's words, through the forms map the build keeps beside the index
 * (domain/analysis.ts).
 */
function scopeQuery(
  dir: LoadedDirectory,
  term: string,
  prefix: boolean,
  known: boolean,
  words: ReadonlySet<string>,
): Query {
  const typed = termQuery(term, prefix, variantsHeldBy(dir.scopeIndex), known);
  if (words.size === 0) return typed;
  const analysed: Query = { queries: [...words], boost: FORM_BOOST, prefix: false, fuzzy: false };
  return { combineWith: 'OR', queries: [typed, analysed] };
}

/** The index words a term meets through its analysed forms (see scopeQuery), without the term itself. */
function analysedWords(dir: LoadedDirectory, term: string, known: boolean): Set<string> {
  // A word held as typed meets the lines' words of which it is a stem or a compound's part ('Zugversuch' finds
  // 'Zugversuche', 'Versuch' finds 'Zugversuch'), and those with which it shares a stem in one language ('Bakterien'
  // finds Swedish 'bakterier', 'device' finds 'devices'); a word not held meets every word with any of its stems. One
  // language's stem of a word can be another's of a different one ('tracción' and Italian 'traccia', a trace, share
  // 'tracc'): a held word does not go that far.
  const held = known && holdsWord(dir)(term);
  const words = new Set<string>();
  for (const word of dir.scopeForms.get(term) ?? []) words.add(word);
  // A held word naming the act of testing ('prova', 'Prüfung') is a side word, met in most lines: its inflections
  // ('prove') would add hundreds of lines that rank nothing differently. A place's name is a name, not a word to
  // inflect: 'Praha' is not Czech 'prahy' (thresholds).
  for (const stem of held && (isSideWord(term) || placeWords(dir).has(term)) ? [] : stemsOf(term)) {
    for (const word of dir.scopeForms.get(stem) ?? []) if (!held || shareAStem(term, word)) words.add(word);
    // A word's stem may be a word of its own, its uninflected form ('plastů' → 'plast', Swedish 'skruvar' → 'skruv'),
    // which the forms map does not list among the words that have it.
    if (holdsWord(dir)(stem) && (!held || shareAStem(term, stem))) words.add(stem);
  }
  const singular = shortSingular(term);
  if (!held && singular && holdsWord(dir)(singular)) {
    words.add(singular);
    for (const word of dir.scopeForms.get(singular) ?? []) words.add(word);
  }
  if (!held) for (const word of polishInflections(dir, term)) words.add(word);
  for (const word of finnishSNounForms(dir, term)) words.add(word);
  // A word no line holds alone may be the head of compounds lines hold ('Härte' of 'Gesamthärte', 'Karbonathärte'):
  // those name a kind of it. Not a held word: 'rated' is not a kind of 'accelerated'.
  if (!held && term.length >= MIN_HEAD_ALONE)
    for (const word of termsEndingWith(dir.scopeIndex, term, HEADED_WORDS))
      if (word.length - term.length >= MIN_MODIFIER) words.add(word);
  words.delete(term);
  return words;
}

/**
 * The index's words that spell a word's international root another language's way ('cytotoxicity' for Finnish
 * 'sytotoksisuus', 'nephelometry' for 'nefelometrie'): its cognate key's words (domain/analysis.ts), less those spelled
 * as the word is to the key's length, which are its own language's inflections, the stemmers' business.
 */
function cognatesOf(dir: LoadedDirectory, term: string): string[] {
  const key = cognateKey(term);
  if (!key) return [];
  const typed = term.slice(0, COGNATE_SAME_SPELLING);
  return termsWithCognateKey(dir.scopeIndex, key, COGNATES).filter((word) => !word.startsWith(typed));
}

/** Marks a term looked up by its cognates only (termMatch), as a key of its own in a term cache. */
const COGNATE_LOOKUP = '≈';

/** A word spelled as another to this many letters is its inflection, not a cognate. */
const COGNATE_SAME_SPELLING = 7;

/**
 * A word no line holds meets the compounds it ends from this length ('härte'), at most HEADED_WORDS of them, each with
 * at least MIN_MODIFIER letters before it ('gesamt|härte').
 */
const MIN_HEAD_ALONE = 5;
const HEADED_WORDS = 50;
const MIN_MODIFIER = 4;
/** At most this many words of one cognate key. */
const COGNATES = 50;

/**
 * The index's words that are a word's Polish inflections ('sztucznych' → 'sztuczne', 'solnej' → 'solna'): the index
 * holds every language's Snowball stems, and Polish, which has none, only Czech's, which leave Polish endings apart;
 * a word the directory does not hold is compared by the Polish stemmer with the index words that start with its stem.
 */
function polishInflections(dir: LoadedDirectory, term: string): string[] {
  const stem = stemIn('pl', term);
  if (stem === term) return [];
  return termsStartingWith(dir.scopeIndex, stem, POLISH_CANDIDATES).filter(
    (word) => word !== term && isPolishInflection(stem, word),
  );
}

/**
 * The index's words that are forms of the same Finnish noun in -s as `term` ('punnukset' meets 'punnus' and
 * 'punnusten', 'kosteuden' meets 'kosteus'; finnishSNounStems): each a word whose Finnish stem is one of that noun's.
 */
function finnishSNounForms(dir: LoadedDirectory, term: string): string[] {
  const family = finnishSNounStems(stemIn('fi', term));
  const forms: string[] = [];
  for (const stem of family) {
    if (stem !== term && holdsWord(dir)(stem) && stemIn('fi', stem) === stem) forms.push(stem);
    for (const word of dir.scopeForms.get(stem) ?? [])
      if (word !== term && family.includes(stemIn('fi', word))) forms.push(word);
  }
  return forms;
}

/** Index words looked at per word: those that start with its stem (a few, from a stem of four letters or more). */
const POLISH_CANDIDATES = 500;

/**
 * Whether a scope hit was met only through typos that change a word's first letter: 'Kälteprüfung' (the cold test),
 * which no line holds, is one letter from 'Härteprüfung' (the hardness test). A typo rarely falls on the first letter
 * (Lucene's fuzzy queries keep a prefix for the same reason); a swap of the first two letters is still read.
 */
function metOnlyByFirstLetterTypos(term: string, matched: readonly string[], analysed: ReadonlySet<string>): boolean {
  return matched.every(
    (t) => t !== term && t[0] !== term[0] && !analysed.has(t) && !(t[0] === term[1] && t[1] === term[0]),
  );
}

/** The words of the labs' cities and of their other names (labIndexDoc's places), processed. */
const placeWords = perBuild((dir) => {
  const words = new Set<string>();
  const seen = new Set<string>();
  for (const lab of dir.labs) {
    const place = `${lab.country} ${lab.city ?? ''}`;
    if (seen.has(place)) continue;
    seen.add(place);
    for (const word of queryTerms(`${lab.city ?? ''} ${labIndexDoc(lab).places}`)) words.add(word);
  }
  return words;
});

/**
 * Whether the directory holds a word as it is, or one of its stems: then it is no typo, and is not looked up as one.
 */
function knownWord(dir: LoadedDirectory, term: string): boolean {
  const holds = holdsWord(dir);
  const singular = shortSingular(term);
  return holds(term) || stemsOf(term).some((stem) => holds(stem)) || (singular !== null && holds(singular));
}

/** One term looked up in both indexes; `prefix` for the query's last term (it may be half-typed). */
export function termMatch(dir: LoadedDirectory, term: string, prefix: boolean): TermMatch {
  const { own, scope, flags, seen } = scratchFor(dir);
  const touched: number[] = [];
  const touch = (position: number) => {
    if (seen[position] === 0) {
      seen[position] = 1;
      touched.push(position);
    }
  };
  // '≈word': the lines that hold the word's cognates, and nothing else (planWords, for a word nothing holds).
  const byCognates = term.startsWith(COGNATE_LOOKUP);
  const cognates = byCognates ? cognatesOf(dir, term.slice(COGNATE_LOOKUP.length)) : [];
  const known = !byCognates && knownWord(dir, term);
  const labHits = byCognates
    ? []
    : dir.labIndex.search(termQuery(term, prefix, variantsHeldBy(dir.labIndex), known), {
        fields: ['name', 'city', 'places'],
        boost: LAB_BOOST,
      });
  for (const hit of labHits) {
    const position = dir.positionBySlug.get(hit.id as string);
    if (position === undefined) continue;
    touch(position);
    own[position] = hit.score;
    let f = CITED;
    if (hit.terms.includes(term)) {
      f |= AS_TYPED;
      if (hit.match[term]?.includes('name')) f |= IN_NAME;
    }
    flags[position] = flags[position]! | f;
  }
  const exactCapabilities: string[] = [];
  const capabilities: string[] = [];
  const scopeHits: Array<{ holders: Postings; f: number; score: number }> = [];
  let holderCount = 0;
  const analysed = byCognates ? new Set(cognates) : analysedWords(dir, term, known);
  const query: Query = byCognates
    ? { queries: cognates, boost: FORM_BOOST, prefix: false, fuzzy: false }
    : scopeQuery(dir, term, prefix, known, analysed);
  for (const hit of dir.scopeIndex.search(query, {
    fields: SCOPE_FIELDS,
    boost: SCOPE_BOOST,
  })) {
    const id = hit.id as string;
    const holders = dir.labsByCapability.get(id);
    if (!holders) continue;
    // Typos are read only for a word the directory does not hold (termQuery).
    if (!known && !byCognates && metOnlyByFirstLetterTypos(term, hit.terms, analysed)) continue;
    // A word met only among the kinds of test ('Zugversuch' for a plastics line) is not the line's own name for it.
    const exact = hit.terms.includes(term) && (hit.match[term] ?? []).some((field) => field !== 'kinds');
    if (exact) exactCapabilities.push(id);
    capabilities.push(id);
    scopeHits.push({ holders, f: (exact ? AS_TYPED : 0) | (uncited(id) ? 0 : CITED), score: hit.score });
    holderCount += holders.length;
  }
  // This loop runs over every holder of every capability hit (tens of thousands for a common word): when they are
  // many, labs are only marked, and read back in order by one pass over the marks rather than listed and sorted.
  const dense = (touched.length + holderCount) * 16 >= seen.length;
  for (const { holders, f, score } of scopeHits) {
    for (let h = 0; h < holders.length; h++) {
      const position = holders[h]!;
      if (dense) seen[position] = 1;
      else if (seen[position] === 0) {
        seen[position] = 1;
        touched.push(position);
      }
      if (scope[position]! < score) scope[position] = score;
      flags[position] = flags[position]! | f;
    }
  }
  const positions = dense ? marked(seen) : Uint32Array.from(touched).sort();
  const scores = new Float32Array(positions.length);
  const outFlags = new Uint8Array(positions.length);
  for (let i = 0; i < positions.length; i++) {
    const p = positions[i]!;
    scores[i] = own[p]! + scope[p]!;
    outFlags[i] = flags[p]!;
    own[p] = 0;
    scope[p] = 0;
    flags[p] = 0;
    seen[p] = 0;
  }
  // Every line met as typed (the common case): one array serves both.
  const exact = exactCapabilities.length === capabilities.length ? capabilities : exactCapabilities;
  return { positions, scores, flags: outFlags, exactCapabilities: exact, capabilities };
}

/** The labs a search matches, in ascending position, with their scores (see TIER). */
export interface Matches {
  positions: Uint32Array;
  scores: Float64Array;
  /** Words of the query that match no lab in the directory, as typed: left out of the search (DECISIONS, round 3). */
  leftOut?: readonly string[];
  /** With leftOut: the words the search used, as typed. */
  used?: readonly string[];
}

/** A query's words as searched: compounds nothing holds split into held parts, words that match no lab left out. */
interface QueryPlan {
  terms: string[];
  matches: TermMatch[];
  /** How much each term's relevance counts: a word that names the act of testing or the field counts less. */
  weights: number[];
  used: string[];
  leftOut: string[];
  /** Field words required only of labs whose lines name that field or none (withExempt), with their own match. */
  exempted: Map<string, TermMatch>;
  /** Terms that are units of measure in this query (side words). */
  units: ReadonlySet<string>;
}

/**
 * Whether either index holds a processed word exactly (its analysed forms, stems and compound parts, included), or,
 * with `prefix`, a word that starts with it.
 */
const holdsWord = perBuild((dir) => {
  const inScope = variantsHeldBy(dir.scopeIndex);
  const inLabs = variantsHeldBy(dir.labIndex);
  return (word: string, prefix = false) =>
    inScope(word, prefix) || inLabs(word, prefix) || (!prefix && dir.scopeForms.has(word));
});

function planQuery(
  dir: LoadedDirectory,
  q: string,
  termMatchFor: (term: string, prefix: boolean) => TermMatch,
): QueryPlan {
  const typed = queryWords(q);
  const words = typed.map((w, i, all) => ({ ...w, last: i === all.length - 1 }));
  const units = unitTermsOf(q, typed);
  const plan = planWords(dir, words, termMatchFor, units);
  if (plan.leftOut.length === 0) return plan;
  // What a word is (the test's name, the act, the field) is judged among the words the search uses: when the only
  // word that named the test is left out ('prove su trasformatori' where no lab mentions transformers), the act word
  // is what is searched, not a side word that every lab meets. The term matches are cached: planning again is cheap.
  const kept = words.filter((w) => !plan.leftOut.includes(w.word));
  const again = planWords(dir, kept, termMatchFor, units);
  return { ...again, leftOut: [...plan.leftOut, ...again.leftOut] };
}

/** Whether a term is a side word of a query: one that names the act of testing, or a unit of measure it writes. */
const isSideIn = (units: ReadonlySet<string>, term: string) => isSideWord(term) || units.has(term);

/** The plan of a query's words, each with whether it is the query's last (a prefix: it may be half-typed). */
function planWords(
  dir: LoadedDirectory,
  words: ReadonlyArray<QueryWord & { last: boolean }>,
  termMatchFor: (term: string, prefix: boolean) => TermMatch,
  units: ReadonlySet<string>,
): QueryPlan {
  const plan: QueryPlan = { terms: [], matches: [], weights: [], used: [], leftOut: [], exempted: new Map(), units };
  const isSide = (term: string) => isSideIn(units, term);
  // Words (and compound parts) that name the test, not only its act or its field.
  const names = (term: string) => !isSide(term) && !isFieldWord(term);
  const testNamed = words.some((w) => names(w.term));
  const specific = words.some((w) => !isSide(w.term));
  /**
   * A word's match as the query requires it: a word that names the act of testing, beside one that names what is
   * tested, is not required but ranked by; a field ('water', 'Trinkwasser') beside a word that names the test is not
   * required of a lab whose line names no field.
   */
  const weight = (term: string, others: { specific: boolean; testNamed: boolean }) =>
    (others.specific && isSide(term)) || (others.testNamed && isFieldWord(term)) ? SIDE_WEIGHT : 1;
  const required = (term: string, match: TermMatch, others: { specific: boolean; testNamed: boolean }) => {
    if (others.specific && isSide(term)) return everyLab(dir, match);
    if (others.testNamed && isFieldWord(term)) {
      // A word that names only the kind of analysis ('mikrobiologische', 'chemical') fits a line of any field, as the
      // act of testing does: a water line of Pseudomonas is microbiological whatever its register filed it under.
      if (namesOnlyAnAnalysis(term)) return everyLab(dir, match);
      const widened = withExempt(dir, term, match);
      if (widened !== match) plan.exempted.set(term, match);
      return widened;
    }
    return match;
  };
  /**
   * A compound some lines hold as one word ('Wasseranalyse') is also met by a line that holds its parts apart
   * ('Wasser', 'Analyse'): those labs follow the ones that hold the word as typed. So is a held part of a compound no
   * line holds ('Druckfestigkeit' of 'Betondruckfestigkeit'), as it is when typed apart.
   */
  const withPartsApart = (term: string, own: TermMatch, testNamedToo: boolean): TermMatch => {
    // A query's units change which parts name the test: only a plan without them is remembered.
    if (units.size > 0) return partsApart(term, own, testNamedToo);
    let known = partsApartOf.get(own);
    if (!known) partsApartOf.set(own, (known = new Map()));
    const key = testNamedToo ? `1${term}` : `0${term}`;
    let remembered = known.get(key);
    if (!remembered) {
      // The parts' field words it exempts (required) are remembered with it, and marked again on each use.
      const planned = plan.exempted;
      plan.exempted = new Map();
      const match = partsApart(term, own, testNamedToo);
      remembered = { match, exempted: [...plan.exempted] };
      plan.exempted = planned;
      known.set(key, remembered);
    }
    for (const [field, m] of remembered.exempted) plan.exempted.set(field, m);
    return remembered.match;
  };
  const partsApart = (term: string, own: TermMatch, testNamedToo: boolean): TermMatch => {
    const split = names(term) && term.length >= MIN_SPLIT ? splitCompound(term, holdsWord(dir)) : null;
    const apart = split?.map((part) => termMatchFor(part, false));
    if (!split || !apart?.every((m) => m.positions.length > 0)) return own;
    const others = { specific: true, testNamed: testNamedToo || split.some(names) };
    const both = apart.map((m, j) => required(split[j]!, m, others)).reduce(bothMatched);
    // The parts that name what is tested are the compound only in one line ('Überdruck' is no 'über' in one line and
    // 'Druck' in another).
    const naming = apart.filter((_, j) => names(split[j]!));
    return eitherMatched(own, naming.length < 2 ? both : inOneLine(dir, both, naming));
  };
  words.forEach(({ word, term, last }) => {
    const match = termMatchFor(term, last);
    // A field word no line writes ('wodzie', Polish: in water) still names its field beside a word naming the test.
    if (match.positions.length > 0 || (specific && isSide(term)) || (testNamed && isFieldWord(term))) {
      plan.terms.push(term);
      plan.matches.push(withPartsApart(term, required(term, match, { specific, testNamed }), testNamed));
      plan.weights.push(weight(term, { specific, testNamed }));
      plan.used.push(word);
      return;
    }
    // 'Betondruckfestigkeit' that no lab writes as one word: its parts, each required, when every part is held.
    const holds = holdsWord(dir);
    // A part may also be the start of a held word ('Salzsprühnebel|test' where lines write 'Salzsprühnebelprüfung').
    // A word shorter than the index's compounds is not one: 'voedsel' (Dutch: food) is no 'vod|sel'.
    const parts =
      term.length >= MIN_COMPOUND
        ? splitCompound(term, (part) => holds(part) || (part.length >= 5 && holds(part, true)))
        : null;
    const partMatches = parts?.map((part, j) => termMatchFor(part, (last && j === parts.length - 1) || !holds(part)));
    if (parts && partMatches?.every((m) => m.positions.length > 0)) {
      // 'Wasser|analyse': the parts weigh as words would ('analyse' names the act, 'Wasser' the field).
      const others = {
        specific: specific || parts.some((p) => !isSide(p)),
        testNamed: testNamed || parts.some(names),
      };
      plan.terms.push(...parts);
      plan.matches.push(
        ...parts.map((part, j) => withPartsApart(part, required(part, partMatches[j]!, others), others.testNamed)),
      );
      plan.weights.push(...parts.map((part) => weight(part, others)));
      plan.used.push(word);
      return;
    }
    // 'Ammonium|typpi' of which only one part is held: searched by that part (the longest held start or end).
    const part = heldPart(term, holds);
    const partMatch = part ? termMatchFor(part, false) : null;
    if (part && partMatch && partMatch.positions.length > 0) {
      plan.terms.push(part);
      plan.matches.push(required(part, partMatch, { specific, testNamed }));
      plan.weights.push(weight(part, { specific, testNamed }));
      plan.used.push(word);
      return;
    }
    // Last, another language's spelling of its international root ('sytotoksisuustesti': 'cytotoxicity').
    const cognates = cognateKey(term) ? termMatchFor(`${COGNATE_LOOKUP}${term}`, false) : null;
    if (cognates && cognates.positions.length > 0) {
      plan.terms.push(term);
      plan.matches.push(required(term, cognates, { specific, testNamed }));
      plan.weights.push(weight(term, { specific, testNamed }));
      plan.used.push(word);
      return;
    }
    plan.leftOut.push(word);
  });
  return plan;
}

/**
 * planWords' compound parts for a term's required match, remembered with that match (a term cache's entry): the same
 * words recur across queries, and splitting them and joining their parts' labs was a tenth of a new query's time.
 */
const partsApartOf = new WeakMap<TermMatch, Map<string, { match: TermMatch; exempted: [string, TermMatch][] }>>();

/** A compound's longest start or end (at least MIN_PART letters, the rest at least 4) that the index holds. */
function heldPart(term: string, holds: (word: string) => boolean): string | null {
  for (let length = term.length - 4; length >= MIN_PART; length--) {
    const start = term.slice(0, length);
    if (holds(start) && !isSideWord(start)) return start;
    const end = term.slice(term.length - length);
    if (holds(end) && !isSideWord(end)) return end;
  }
  return null;
}

const MIN_PART = 5;

const NO_MATCHES: Matches = { positions: new Uint32Array(0), scores: new Float64Array(0) };

/** A held word is looked for as its compound's parts too only from this length ('Wasseranalyse', not 'Beton'). */
const MIN_SPLIT = 8;

/** Labs both matches hold, with both scores (half each, as analysed forms weigh) and the flags both have. */
function bothMatched(a: TermMatch, b: TermMatch): TermMatch {
  const holdsB = new Set(b.capabilities);
  const positions: number[] = [];
  const scores: number[] = [];
  const flags: number[] = [];
  let j = 0;
  for (let i = 0; i < a.positions.length && j < b.positions.length; i++) {
    j = seek(b.positions, a.positions[i]!, j);
    if (b.positions[j] !== a.positions[i]) continue;
    positions.push(a.positions[i]!);
    scores.push((a.scores[i]! + b.scores[j]!) / 2);
    flags.push(a.flags[i]! & b.flags[j]! & CITED);
  }
  return {
    positions: Uint32Array.from(positions),
    scores: Float32Array.from(scores),
    flags: Uint8Array.from(flags),
    exactCapabilities: [],
    capabilities: a.capabilities.filter((id) => holdsB.has(id)),
  };
}

/** The labs of `match` that hold a line every one of `parts` reaches. */
function inOneLine(dir: LoadedDirectory, match: TermMatch, parts: readonly TermMatch[]): TermMatch {
  const lines = new Set(parts[0]!.capabilities);
  for (const part of parts.slice(1)) {
    const held = new Set(part.capabilities);
    for (const id of lines) if (!held.has(id)) lines.delete(id);
  }
  const holds = new Uint8Array(dir.labs.length);
  for (const id of lines) for (const position of dir.labsByCapability.get(id) ?? []) holds[position] = 1;
  const at: number[] = [];
  for (let i = 0; i < match.positions.length; i++) if (holds[match.positions[i]!] === 1) at.push(i);
  if (at.length === match.positions.length) return match;
  return {
    positions: Uint32Array.from(at, (i) => match.positions[i]!),
    scores: Float32Array.from(at, (i) => match.scores[i]!),
    flags: Uint8Array.from(at, (i) => match.flags[i]!),
    exactCapabilities: match.exactCapabilities,
    capabilities: match.capabilities.filter((id) => lines.has(id)),
  };
}

/** Labs either match holds; a lab in both keeps the first's score and flags. */
function eitherMatched(a: TermMatch, b: TermMatch): TermMatch {
  const n = a.positions.length + b.positions.length;
  const positions = new Uint32Array(n);
  const scores = new Float32Array(n);
  const flags = new Uint8Array(n);
  let i = 0;
  let j = 0;
  let out = 0;
  while (i < a.positions.length || j < b.positions.length) {
    const pa = i < a.positions.length ? a.positions[i]! : 0xffffffff;
    const pb = j < b.positions.length ? b.positions[j]! : 0xffffffff;
    if (pa <= pb) {
      positions[out] = pa;
      scores[out] = a.scores[i]!;
      flags[out++] = a.flags[i++]!;
      if (pa === pb) j++;
    } else {
      positions[out] = pb;
      scores[out] = b.scores[j]!;
      flags[out++] = b.flags[j++]!;
    }
  }
  return {
    positions: positions.slice(0, out),
    scores: scores.slice(0, out),
    flags: flags.slice(0, out),
    exactCapabilities: a.exactCapabilities,
    capabilities: [...new Set([...a.capabilities, ...b.capabilities])],
  };
}

/** Index in `sorted` (ascending) of the first value ≥ `value`, searching from `from` by galloping. */
function seek(sorted: Uint32Array, value: number, from: number): number {
  let step = 1;
  let hi = from;
  while (hi < sorted.length && sorted[hi]! < value) {
    from = hi + 1;
    hi += step;
    step *= 2;
  }
  hi = Math.min(hi, sorted.length);
  while (from < hi) {
    const mid = (from + hi) >>> 1;
    if (sorted[mid]! < value) from = mid + 1;
    else hi = mid;
  }
  return from;
}

/**
 * Each lab's capabilities as small integers, flat (lab p's are ordinals[offsets[p] .. offsets[p + 1]]); `counts` is
 * heldTogether's scratch (a shared capability's three counts, packed), all 0 between uses.
 */
interface CapabilityOrdinals {
  ordinalOf: Map<string, number>;
  offsets: Uint32Array;
  ordinals: Uint32Array;
  counts: Uint32Array;
  /** 1 for a capability under a standard (not an in-house method), by ordinal. */
  cited: Uint8Array;
  /** The labs holding each capability (labsByCapability), by ordinal. */
  holders: Postings[];
  /** Scratch for heldTogether: the terms each capability holds as typed, as bits, by ordinal; all 0 between calls. */
  masksExact: Uint32Array;
  /** The same, in any form, and with field lines. */
  masksAny: Uint32Array;
  masksField: Uint32Array;
}
const capabilitiesOf = perBuild((dir): CapabilityOrdinals => {
  const ordinalOf = new Map<string, number>();
  const offsets = new Uint32Array(dir.labs.length + 1);
  const flat: number[] = [];
  dir.labs.forEach((lab, p) => {
    for (const c of lab.capabilities) {
      let ordinal = ordinalOf.get(c.canonical_id);
      if (ordinal === undefined) ordinalOf.set(c.canonical_id, (ordinal = ordinalOf.size));
      flat.push(ordinal);
    }
    offsets[p + 1] = flat.length;
  });
  const cited = new Uint8Array(ordinalOf.size);
  const holders: Postings[] = new Array(ordinalOf.size);
  for (const [id, ordinal] of ordinalOf) {
    if (!uncited(id)) cited[ordinal] = 1;
    holders[ordinal] = dir.labsByCapability.get(id) ?? NO_LABS;
  }
  return {
    ordinalOf,
    offsets,
    ordinals: Uint32Array.from(flat),
    counts: new Uint32Array(ordinalOf.size),
    cited,
    holders,
    masksExact: new Uint32Array(ordinalOf.size),
    masksAny: new Uint32Array(ordinalOf.size),
    masksField: new Uint32Array(ordinalOf.size),
  };
});

/**
 * A list of capability ids as ordinals (capabilitiesOf), remembered per list: a term's lists live as long as its cached
 * match, and a search reads them for every query that has the term.
 */
function ordinalsOfIds(dir: LoadedDirectory, ids: readonly string[]): Uint32Array {
  const remembered = ordinalsOfList(dir);
  let known = remembered.get(ids);
  if (!known) {
    const { ordinalOf } = capabilitiesOf(dir);
    const out: number[] = [];
    for (const id of ids) {
      const ordinal = ordinalOf.get(id);
      if (ordinal !== undefined) out.push(ordinal);
    }
    remembered.set(ids, (known = Uint32Array.from(out)));
  }
  return known;
}
/** Per build: a list shared by two builds (an empty one) has each build's ordinals. */
const ordinalsOfList = perBuild(() => new WeakMap<readonly string[], Uint32Array>());

/** Each lab name as query terms → the labs with it. */
const namesOf = perBuild((dir) => {
  const names = new Map<string, number[]>();
  dir.nameTerms.forEach((name, p) => {
    const list = names.get(name);
    if (list) list.push(p);
    else names.set(name, [p]);
  });
  return names;
});

/**
 * Makes the search's tables for a build (scratch arrays, capability ordinals, names, the labs and the lines by field,
 * the places' words, the capabilities by test, the fields catalogued titles name, the lines' fields and their holders'
 * line indexes, the tests' names) before its first search: made inside a request, they held the loop for 100–400 ms.
 */
export function prepareSearch(dir: LoadedDirectory): void {
  scratchFor(dir);
  holdsWord(dir);
  capabilitiesOf(dir);
  namesOf(dir);
  labsByField(dir);
  actFieldOrdinals(dir);
  linesByField(dir);
  placeWords(dir);
  capabilitiesOfTest(dir);
  fieldsNamedBy(dir);
  fieldsOfLines(dir);
  slotsOfHolders(dir);
  calibrationLines(dir);
  // The tests' names, stemmed in every language: the same table for every build.
  testsNamedBy([]);
}

/**
 * Labs matching every term of `q` (AND), each term in any field, with their
 * score (see TIER). A term's relevance for a lab is its name/city score plus
 * the best score of the lab's capabilities for that term. Terms come from
 * `termMatchFor` (a cache, per build) and are intersected rarest first.
 */
export function searchScores(
  dir: LoadedDirectory,
  q: string,
  termMatchFor: (term: string, prefix: boolean) => TermMatch = (t, p) => termMatch(dir, t, p),
): Matches {
  const plan = planQuery(dir, q, termMatchFor);
  const scored = withoutCalibrationOfTest(
    dir,
    plan,
    exemptByLine(dir, plan, plannedScores(dir, plan.terms, plan.matches, plan.weights)),
  );
  liftNamedTest(dir, plan.terms, plan.matches, scored);
  return plan.leftOut.length === 0 ? scored : { ...scored, leftOut: plan.leftOut, used: plan.used };
}

/**
 * A field word is not required of a lab whose lines name no field (withExempt), but that is judged on the lines the
 * query's other words reach: a lab they find only in lines filed under another field ('étalonnage des masses', where
 * 'masses' is the mass concentration of dust, an environmental line) does not have the test in the field asked for,
 * whatever its other lines. A lab the other words meet by its name or city alone keeps the exemption.
 */
function exemptByLine(dir: LoadedDirectory, plan: QueryPlan, scored: Matches): Matches {
  if (plan.exempted.size === 0 || scored.positions.length === 0) return scored;
  // The lines the other words reach (1), by capability ordinal: a lab's lines are read as ordinals, not looked up by
  // id (thousands of labs, dozens of lines each). The same for every field word; each marks its own copy.
  const { reached, lines } = linesReachedByNames(dir, plan);
  if (lines.length === 0) return scored;
  // Walked from the reached lines' holders when those are fewer than the candidates' lines (keepFitting).
  const { holders } = capabilitiesOf(dir);
  let holderWork = 0;
  for (const ordinal of lines) holderWork += holders[ordinal]!.length;
  const byHolders = holderWork < slotsOfLabs(dir, scored.positions);
  const keep = new Uint8Array(scored.positions.length).fill(1);
  for (const [field, own] of plan.exempted) {
    // A compound's part exempted inside the whole word's match (planWords' split) is judged with the word.
    if (!plan.terms.includes(field)) continue;
    // Of the reached lines, those that hold the field word or name the act field asked for in their own words fit (2).
    const reachedBy = reached.slice();
    const asked = fieldsOfWord(field);
    for (const ordinal of ordinalsOfIds(dir, linesHoldingField(dir, field, own)))
      if (reachedBy[ordinal] === 1) reachedBy[ordinal] = 2;
    for (const slug of asked)
      for (const ordinal of actFieldOrdinals(dir).get(slug) ?? []) if (reachedBy[ordinal] === 1) reachedBy[ordinal] = 2;
    const fits = fieldsAsked(dir, asked);
    if (byHolders) keepFitting(dir, scored.positions, lines, reachedBy, fits, keep);
    else
      for (let c = 0; c < scored.positions.length; c++)
        if (!fitsField(dir, scored.positions[c]!, reachedBy, fits)) keep[c] = 0;
  }
  return keptOnly(scored, keep);
}

/** How many lines the labs at `positions` have in all. */
function slotsOfLabs(dir: LoadedDirectory, positions: Uint32Array): number {
  const { offsets } = capabilitiesOf(dir);
  let slots = 0;
  for (let c = 0; c < positions.length; c++) slots += offsets[positions[c]! + 1]! - offsets[positions[c]!]!;
  return slots;
}

/**
 * fitsField for every candidate, walked from the reached lines' holders rather than from each candidate's lines: a
 * query's other words reach a few dozen lines held by thousands of labs, fewer than the candidates' lines in all.
 * Clears `keep[c]` of a candidate reached in some line and fitting in none.
 */
function keepFitting(
  dir: LoadedDirectory,
  positions: Uint32Array,
  lines: readonly number[],
  reachedBy: Uint8Array,
  fits: FieldsAsked,
  keep: Uint8Array,
): void {
  const { holders } = capabilitiesOf(dir);
  const { start, slot, repeats } = slotsOfHolders(dir);
  const fields = fieldsOfLines(dir);
  const { row } = scratchFor(dir);
  for (let c = 0; c < positions.length; c++) row[positions[c]!] = c;
  // Per candidate: 0 no reached line met yet, 1 reached and none fits so far, 2 a reached line fits.
  const state = new Uint8Array(positions.length);
  for (const ordinal of lines) {
    const how = reachedBy[ordinal]!;
    const of = holders[ordinal]!;
    for (let h = 0; h < of.length; h++) {
      const c = row[of[h]!]!;
      if (c < 0 || state[c] === 2) continue;
      if (repeats[of[h]!] === 1) {
        // A lab holding a line twice: its lines read one by one.
        state[c] = fitsField(dir, of[h]!, reachedBy, fits) ? 2 : 1;
        continue;
      }
      state[c] = lineFits(dir, fields, ordinal, slot[start[ordinal]! + h]!, how, fits) ? 2 : 1;
    }
  }
  for (let c = 0; c < positions.length; c++) {
    row[positions[c]!] = -1;
    if (state[c] === 1) keep[c] = 0;
  }
}

/**
 * For each capability (by ordinal) and each of its holders (capabilitiesOf's `holders`, in order), the holder's line
 * of it as an index into `ordinals` (`slot[start[ordinal] + h]`). A build holds each capability once per lab
 * (normaliseCapabilities); `repeats` 1 marks a lab that holds one twice all the same, whose lines are then read one by
 * one.
 */
const slotsOfHolders = perBuild((dir) => {
  const { ordinals, offsets, holders } = capabilitiesOf(dir);
  const start = new Uint32Array(holders.length + 1);
  for (let o = 0; o < holders.length; o++) start[o + 1] = start[o]! + holders[o]!.length;
  const slot = new Uint32Array(start[holders.length]!);
  const cursor = new Uint32Array(holders.length);
  const repeats = new Uint8Array(dir.labs.length);
  for (let p = 0; p < dir.labs.length; p++) {
    for (let at = offsets[p]!; at < offsets[p + 1]!; at++) {
      const ordinal = ordinals[at]!;
      const h = cursor[ordinal]!;
      if (h < holders[ordinal]!.length && holders[ordinal]![h] === p) {
        slot[start[ordinal]! + h] = at;
        cursor[ordinal] = h + 1;
      } else repeats[p] = 1;
    }
  }
  return { start, slot, repeats };
});

/** The labs of `scored` whose `keep` is 1, with their scores. */
function keptOnly(scored: Matches, keep: Uint8Array): Matches {
  const kept = keep.reduce((n, k) => n + k, 0);
  if (kept === scored.positions.length) return scored;
  const positions = new Uint32Array(kept);
  const scores = new Float64Array(kept);
  for (let c = 0, out = 0; c < keep.length; c++) {
    if (keep[c] === 0) continue;
    positions[out] = scored.positions[c]!;
    scores[out++] = scored.scores[c]!;
  }
  return { ...scored, positions, scores };
}

/**
 * A query that names a test, whole ('tensile test', 'Zugversuch'), asks for labs that do the test, not for those that
 * calibrate its machines: a lab whose lines the test's words reach are all calibration lines ('Tensile testing machines'
 * in ISO 7500-1's title; filed under calibration, or naming it) is left out, unless they are the test's own (a
 * calibration named whole: 'pressure gauge calibration'). A lab with any other line the words reach, or met by its name
 * or city, stays.
 */
function withoutCalibrationOfTest(dir: LoadedDirectory, plan: QueryPlan, scored: Matches): Matches {
  if (scored.positions.length === 0) return scored;
  const named = testsNamedBy(plan.terms);
  if (named.length === 0 || named.some((test) => fieldsOfTest(test).has(CALIBRATION))) return scored;
  const { offsets, ordinals, holders } = capabilitiesOf(dir);
  const { fields, fieldOf } = fieldsOfLines(dir);
  // Per capability ordinal: 1 reached by a word naming the test, 2 that and one of the test's own lines.
  const { reached, lines: reachedLines } = linesReachedByNames(dir, plan);
  for (const test of named)
    for (const ordinal of ordinalsOfIds(dir, capabilitiesOfTest(dir).get(test)?.tests ?? []))
      if (reached[ordinal] === 1) reached[ordinal] = 2;
  // Only a lab holding a reached line that some lab files under calibration, or that names it, can be left out: those
  // are judged, not every lab found (thousands, for 'hardness').
  const calibrationField = fields.indexOf(CALIBRATION);
  const { naming, filed } = calibrationLines(dir);
  // Per lab: 0 not judged, 1 kept, 2 left out. A lab holding a reached line that no lab files under calibration, nor
  // names it, or one of the test's own, is kept; one holding only lines that name calibration or that every lab files
  // under it is left out; where labs file a line both ways, the lab's own line decides.
  const judged = new Uint8Array(dir.labs.length);
  const kind = (ordinal: number) =>
    reached[ordinal] !== 1 || (naming[ordinal] === 0 && filed[ordinal] === 0)
      ? KEPT
      : naming[ordinal] === 1 || filed[ordinal] === ALWAYS
        ? LEFT_OUT
        : 0;
  const holdersOfKind = (which: number, each: (position: number, ordinal: number) => void) => {
    for (const ordinal of reachedLines) {
      if (kind(ordinal) !== which) continue;
      const of = holders[ordinal]!;
      for (let h = 0; h < of.length; h++) each(of[h]!, ordinal);
    }
  };
  holdersOfKind(KEPT, (position) => {
    judged[position] = KEPT;
  });
  holdersOfKind(LEFT_OUT, (position) => {
    if (judged[position] === 0) judged[position] = LEFT_OUT;
  });
  holdersOfKind(0, (position, ordinal) => {
    if (judged[position] === KEPT) return;
    for (let at = offsets[position]!, end = offsets[position + 1]!; at < end; at++)
      if (ordinals[at] === ordinal) judged[position] = fieldOf[at] === calibrationField ? LEFT_OUT : KEPT;
  });
  const keep = new Uint8Array(scored.positions.length);
  for (let c = 0; c < keep.length; c++) keep[c] = judged[scored.positions[c]!] === LEFT_OUT ? 0 : 1;
  return keptOnly(scored, keep);
}

/**
 * The lines (capability ordinals: 1 in `reached`, listed in `lines`) that the query's words naming what is tested
 * reach: not its side words (the act of testing, units) nor its field words.
 */
function linesReachedByNames(dir: LoadedDirectory, plan: QueryPlan): { reached: Uint8Array; lines: number[] } {
  const { ordinalOf } = capabilitiesOf(dir);
  const reached = new Uint8Array(ordinalOf.size);
  const lines: number[] = [];
  plan.terms.forEach((term, i) => {
    if (isSideIn(plan.units, term) || isFieldWord(term)) return;
    for (const ordinal of ordinalsOfIds(dir, plan.matches[i]!.capabilities)) {
      if (reached[ordinal] === 1) continue;
      reached[ordinal] = 1;
      lines.push(ordinal);
    }
  });
  return { reached, lines };
}

const KEPT = 1;
const LEFT_OUT = 2;

/**
 * Per capability ordinal: `naming` 1 where its lines name calibration; `filed` 1 where some labs file it under
 * calibration, ALWAYS where every lab holding it does.
 */
const calibrationLines = perBuild((dir) => {
  const { ordinalOf, ordinals } = capabilitiesOf(dir);
  const { fields, fieldOf } = fieldsOfLines(dir);
  const naming = new Uint8Array(ordinalOf.size);
  for (const ordinal of actFieldOrdinals(dir).get(CALIBRATION) ?? []) naming[ordinal] = 1;
  const calibrationField = fields.indexOf(CALIBRATION);
  const filedSo = new Uint32Array(ordinalOf.size);
  const lines = new Uint32Array(ordinalOf.size);
  for (let at = 0; at < ordinals.length; at++) {
    lines[ordinals[at]!]!++;
    if (fieldOf[at] === calibrationField) filedSo[ordinals[at]!]!++;
  }
  const filed = new Uint8Array(ordinalOf.size);
  for (let o = 0; o < filed.length; o++) filed[o] = filedSo[o] === 0 ? 0 : filedSo[o] === lines[o] ? ALWAYS : 1;
  return { naming, filed };
});
const ALWAYS = 2;

const CALIBRATION = 'calibration';

/**
 * Whether a lab keeps a field word's exemption (exemptByLine): none of its lines is reached (`reachedBy` 0), or one is
 * its own line in the field asked for: holding the field word (2), filed under the field, naming it in brackets, or
 * filed under no field (or the kind of analysis only) and not under a title naming another. The field word in another
 * line of the lab ('Determination of water' by Karl Fischer beside an air sampling line) does not make it a water
 * sampling lab. Read from typed arrays, not from the lines' objects: the loop reads thousands of labs' lines.
 */
function fitsField(dir: LoadedDirectory, position: number, reachedBy: Uint8Array, fits: FieldsAsked): boolean {
  const { offsets, ordinals } = capabilitiesOf(dir);
  const lines = fieldsOfLines(dir);
  let reached = false;
  for (let at = offsets[position]!, end = offsets[position + 1]!; at < end; at++) {
    const how = reachedBy[ordinals[at]!]!;
    if (how === 0) continue;
    reached = true;
    if (lineFits(dir, lines, ordinals[at]!, at, how, fits)) return true;
  }
  return !reached;
}

/**
 * Whether a reached line (capability `ordinal`, at index `at` of capabilitiesOf's `ordinals`) is the lab's own line in
 * a field asked for: holding the field word (`how` 2), filed under the field, naming it in brackets, or filed under no
 * field and not under a title naming another.
 */
function lineFits(
  dir: LoadedDirectory,
  { fieldOf, bracketsOf }: LinesFields,
  ordinal: number,
  at: number,
  how: number,
  fits: FieldsAsked,
): boolean {
  const field = fieldOf[at]!;
  if (how === 2 || fits.filed[field] === 1 || fits.bracketed[bracketsOf[at]!] === 1) return true;
  return fits.unfiled[field] === 1 && !namesAnotherField(dir, ordinal, fits.asked);
}

/** For one query's fields asked, which of fieldsOfLines' fields and bracket lists are among them (1). */
interface FieldsAsked {
  asked: readonly string[];
  /** By field number: filed under a field asked for. */
  filed: Uint8Array;
  /** By field number: filed under no field, or the kind of analysis only (0 is no field). */
  unfiled: Uint8Array;
  /** By bracket list number: naming a field asked for in brackets (0 is none). */
  bracketed: Uint8Array;
}

function fieldsAsked(dir: LoadedDirectory, asked: readonly string[]): FieldsAsked {
  const { fields, bracketLists } = fieldsOfLines(dir);
  const filed = new Uint8Array(fields.length);
  const unfiled = new Uint8Array(fields.length);
  fields.forEach((slug, f) => {
    if (slug !== null && asked.includes(slug)) filed[f] = 1;
    if (namesNoField(slug)) unfiled[f] = 1;
  });
  const bracketed = new Uint8Array(bracketLists.length);
  bracketLists.forEach((slugs, b) => {
    if (slugs.some((slug) => asked.includes(slug))) bracketed[b] = 1;
  });
  return { asked, filed, unfiled, bracketed };
}

/**
 * Every lab line's field and the fields it names in brackets (fieldsInBrackets), as numbers beside
 * capabilitiesOf's `ordinals`: `fields[fieldOf[at]]` and `bracketLists[bracketsOf[at]]`.
 */
type LinesFields = ReturnType<typeof fieldsOfLines>;
const fieldsOfLines = perBuild((dir) => {
  const fields: Array<string | null> = [null];
  const bracketLists: string[][] = [[]];
  const fieldNumbers = new Map<string | null, number>([[null, 0]]);
  const bracketNumbers = new Map<string[], number>([[bracketLists[0]!, 0]]);
  const total = capabilitiesOf(dir).ordinals.length;
  const fieldOf = new Uint16Array(total);
  const bracketsOf = new Uint16Array(total);
  let at = 0;
  for (const lab of dir.labs) {
    for (const line of lab.capabilities) {
      let field = fieldNumbers.get(line.category_slug);
      if (field === undefined) {
        fieldNumbers.set(line.category_slug, (field = fields.length));
        fields.push(line.category_slug);
      }
      const slugs = fieldsInBrackets(dir, line);
      let brackets = slugs.length === 0 ? 0 : bracketNumbers.get(slugs);
      if (brackets === undefined) {
        bracketNumbers.set(slugs, (brackets = bracketLists.length));
        bracketLists.push(slugs);
      }
      fieldOf[at] = field;
      bracketsOf[at++] = brackets;
    }
  }
  // A byte per line where the numbers fit (a few dozen fields and bracket lists): half a megabyte less at 10k labs.
  const narrow = (numbers: Uint16Array, count: number) => (count <= 256 ? Uint8Array.from(numbers) : numbers);
  return {
    fields,
    bracketLists,
    fieldOf: narrow(fieldOf, fields.length),
    bracketsOf: narrow(bracketsOf, bracketLists.length),
  };
});

/**
 * The lines a field word's own match holds it in as the lines' field (exemptByLine): not a line that holds it only as
 * the first part of a compound whose last part names another thing ('waterbodem', Dutch: the soil under water;
 * 'watergehalte', water content), which is that thing's; a compound whose last part names the act ('wateranalyse') is
 * the field's. Remembered per match (the term cache keeps the matches).
 */
function linesHoldingField(dir: LoadedDirectory, term: string, own: TermMatch): readonly string[] {
  let lines = fieldLinesOf.get(own);
  if (lines) return lines;
  const modifiers = (dir.scopeForms.get(term) ?? []).filter((word) => modifiedBy(term, word));
  lines = own.capabilities;
  if (modifiers.length > 0) {
    const viaModifier = new Set<string>();
    for (const hit of dir.scopeIndex.search(
      { queries: modifiers, prefix: false, fuzzy: false },
      { fields: SCOPE_FIELDS },
    ))
      viaModifier.add(hit.id as string);
    const exact = new Set(own.exactCapabilities);
    lines = own.capabilities.filter((id) => exact.has(id) || !viaModifier.has(id));
  }
  fieldLinesOf.set(own, lines);
  return lines;
}
const fieldLinesOf = new WeakMap<TermMatch, readonly string[]>();

/** Whether `word` is a compound that `term` begins and another word than the act of testing ends. */
function modifiedBy(term: string, word: string): boolean {
  if (!word.startsWith(term) || shareAStem(term, word)) return false;
  const rest = word.slice(term.length);
  // The linking element, when there is one ('wasser|s|…' is rare; Dutch and Scandinavian 's', 'e', 'en').
  return rest.length >= 4 && ![rest, rest.slice(1), rest.slice(2)].some((head) => head.length >= 4 && isSideWord(head));
}

/**
 * Whether a line filed under no field (or only the kind of analysis) names other fields than those asked for in its
 * standard's title, whose first part names the matrix ('Microbiology of the food chain — Horizontal methods for surface
 * sampling' is food's, not a water sampling line; 'Water quality — …' is water's). A register's own wording is not
 * read so: its words name fields too loosely ('spektrofotometrie' is a photometry word, Finnish 'vesi' an environmental
 * heading's).
 */
function namesAnotherField(dir: LoadedDirectory, ordinal: number, asked: readonly string[]): boolean {
  const named = fieldsNamedBy(dir)[ordinal];
  return named !== undefined && !named.some((slug) => asked.includes(slug));
}

/**
 * Per catalogued capability filed under no field (by capabilitiesOf's ordinal), the fields (not the kinds of analysis)
 * the first part of its title names, when any.
 */
const fieldsNamedBy = perBuild((dir) => {
  const { ordinalOf } = capabilitiesOf(dir);
  const named: Array<string[] | undefined> = new Array(ordinalOf.size).fill(undefined);
  for (const lab of dir.labs)
    for (const c of lab.capabilities) {
      const ordinal = ordinalOf.get(c.canonical_id)!;
      if (!namesNoField(c.category_slug) || named[ordinal] !== undefined) continue;
      const title = c.standard_key ? catalogEntry(c.standard_key)?.title : undefined;
      if (!title) continue;
      const fields = new Set(
        queryTerms(title.split(' — ')[0]!)
          .flatMap(fieldsOfWord)
          .filter((slug) => !ANALYSES.has(slug)),
      );
      if (fields.size > 0) named[ordinal] = [...fields];
    }
  return named;
});

/** Test (concept id) → the build's capabilities that are that test, and those that are a kind of it. */
const capabilitiesOfTest = perBuild((dir) => {
  const byTest = new Map<string, { tests: string[]; kinds: string[] }>();
  const seen = new Set<string>();
  const entry = (id: string) => {
    let e = byTest.get(id);
    if (!e) byTest.set(id, (e = { tests: [], kinds: [] }));
    return e;
  };
  for (const lab of dir.labs) {
    for (const capability of lab.capabilities) {
      if (seen.has(capability.canonical_id)) continue;
      seen.add(capability.canonical_id);
      const { tests, kindOf } = testsOfCapability(capability);
      for (const id of tests) entry(id).tests.push(capability.canonical_id);
      for (const id of kindOf) entry(id).kinds.push(capability.canonical_id);
    }
  }
  return byTest;
});

/**
 * A query that is the name of a test, whole ('Zugversuch', 'essai de traction'), lifts the labs that have that test
 * above every other (4 × TIER.testNamed under a standard, 3 as an in-house method only), and the labs that have a
 * kind of it (the tensile properties of plastics) half as much: a line that only holds the name inside a longer one
 * ('Streifen-Zugversuch', the strip test of fabrics) comes after. So does a test named by all the query's words but one, for the labs whose line of that test also holds
 * the other word ('Zugversuch Schrauben', 'toma de muestras de agua') or that hold it in no line, by their name or
 * city ('Zugversuch München'): 'dureté de l'eau' does not lift a hardness lab whose water is in another line. A
 * field-wide test ('Kalibrierung') is every line filed under its field. Only the search's own labs are looked at.
 */
function liftNamedTest(
  dir: LoadedDirectory,
  terms: readonly string[],
  matches: readonly TermMatch[],
  scored: Matches,
): void {
  if (scored.positions.length === 0) return;
  const { seen } = scratchFor(dir);
  const marked: number[] = [];
  // A lab's mark: its weight (the test under a standard 4, the test as an in-house method 3, a kind of the test 2 and
  // 1 likewise: a standard reference ranks above a lab's own method, DECISIONS), plus QUALIFIED where that line needs
  // nothing more.
  const QUALIFIED = 8;
  const mark = (holders: Uint32Array, value: number) => {
    for (let h = 0; h < holders.length; h++) {
      const holder = holders[h]!;
      if (seen[holder]! === 0) marked.push(holder);
      if (seen[holder]! < value) seen[holder] = value;
    }
  };
  // Lines as capability ordinals (capabilitiesOf), read as small integers: thousands of labs, dozens of lines each.
  const { offsets, ordinals, cited, holders, ordinalOf } = capabilitiesOf(dir);
  // With all the words but one naming the test: that word's match, and the lines it reaches (1 by ordinal).
  let other: TermMatch | null = null;
  let otherLines: Uint8Array | null = null;
  const markNamed = (named: readonly string[]) => {
    for (const test of named) {
      const field = fieldOfTest(test);
      if (field) mark(labsByField(dir).filed.get(field) ?? NO_LABS, otherLines ? 4 : 4 + QUALIFIED);
      const of = capabilitiesOfTest(dir).get(test);
      for (const [ids, weight] of [
        [of?.tests ?? [], 4],
        [of?.kinds ?? [], 2],
      ] as const) {
        for (const ordinal of ordinalsOfIds(dir, ids)) {
          const qualified = !otherLines || otherLines[ordinal] === 1;
          const lineWeight = cited[ordinal] === 1 ? weight : weight - 1;
          mark(holders[ordinal]!, lineWeight + (qualified ? QUALIFIED : 0));
        }
      }
    }
  };
  const whole = testsNamedBy(terms);
  if (whole.length > 0) markNamed(whole);
  else {
    // The first word whose leaving out names a test: the test is the rest.
    for (let i = 0; i < terms.length && terms.length > 1; i++) {
      const named = testsNamedBy(terms.filter((_, j) => j !== i));
      if (named.length === 0) continue;
      other = matches[i]!;
      otherLines = new Uint8Array(ordinalOf.size);
      for (const ordinal of ordinalsOfIds(dir, other.capabilities)) otherLines[ordinal] = 1;
      markNamed(named);
      break;
    }
  }
  if (marked.length === 0) return;
  // The other word met by the lab's name or city: found for the lab, in none of its lines.
  const metByName = (position: number, match: TermMatch, lines: Uint8Array) => {
    const at = seek(match.positions, position, 0);
    if (match.positions[at] !== position || match.flags[at] === 0) return false;
    for (let o = offsets[position]!; o < offsets[position + 1]!; o++) if (lines[ordinals[o]!] === 1) return false;
    return true;
  };
  for (let c = 0; c < scored.positions.length; c++) {
    const position = scored.positions[c]!;
    const value = seen[position]!;
    if (value === 0) continue;
    const weight =
      value >= QUALIFIED
        ? value - QUALIFIED
        : other && otherLines && metByName(position, other, otherLines)
          ? value
          : 0;
    if (weight > 0) scored.scores[c] = scored.scores[c]! + weight * TIER.testNamed;
  }
  for (const p of marked) seen[p] = 0;
}

/**
 * Categories that name a kind of analysis rather than what is analysed: a register lists such lines ('Nitrat', 'Koliforma
 * bakterier') under a heading that names the matrix ('Vatten'), which a scraped line may not carry.
 */
const ANALYSES = new Set(['chemical', 'microbiological', 'molecular-biology']);

/** Whether a line filed under this category names no field: none, or only the kind of analysis. */
const namesNoField = (slug: string | null) => slug === null || ANALYSES.has(slug);

/** Whether a field word names only kinds of analysis ('microbiological', 'electrochemical'), no matrix. */
const namesOnlyAnAnalysis = (term: string) => fieldsOfWord(term).every((slug) => ANALYSES.has(slug));

/**
 * Fields that name an act rather than a matrix: a line that says it calibrates or verifies is a calibration line,
 * whatever field its register or its standard filed it under ('ELECTRICAL VERIFICATION of ULTRASONIC FLAW DETECTION
 * EQUIPMENT', an NDT standard's line, answers 'ultrasonic flaw detector calibration').
 */
const ACT_FIELDS = [CALIBRATION];

/** Per act field, the lines that name it in their own words (or their standard's vocabulary): its one-word names. */
const linesNamingActField = perBuild((dir) => {
  const lines = new Map<string, Set<string>>();
  for (const slug of ACT_FIELDS) {
    const ids = new Set<string>();
    for (const name of namesOfField(slug)) for (const id of termMatch(dir, name, false).capabilities) ids.add(id);
    lines.set(slug, ids);
  }
  return lines;
});

/** linesNamingActField's lines as capability ordinals (capabilitiesOf), for exemptByLine's per-query pass. */
const actFieldOrdinals = perBuild((dir) => {
  const { ordinalOf } = capabilitiesOf(dir);
  return new Map(
    [...linesNamingActField(dir)].map(([slug, ids]) => [
      slug,
      Uint32Array.from([...ids].flatMap((id) => ordinalOf.get(id) ?? [])),
    ]),
  );
});

/**
 * Labs with a capability whose line names no field: no category, or only the kind of analysis (ANALYSES); and, per
 * category, the labs with a capability filed under it (or, for an act field, naming it); in ascending position.
 */
const labsByField = perBuild((dir) => {
  const unfielded: number[] = [];
  const lists = { filed: new Map<string, number[]>(), bySlug: new Map<string, number[]>() };
  const add = (to: Map<string, number[]>, slug: string, p: number) => {
    let list = to.get(slug);
    if (!list) to.set(slug, (list = []));
    if (list[list.length - 1] !== p) list.push(p);
  };
  const naming = linesNamingActField(dir);
  dir.labs.forEach((lab, p) => {
    if (lab.capabilities.some((c) => namesNoField(c.category_slug))) unfielded.push(p);
    for (const slug of new Set(lab.capabilities.map((c) => c.category_slug))) {
      if (slug === null) continue;
      add(lists.filed, slug, p);
      add(lists.bySlug, slug, p);
    }
    for (const c of lab.capabilities) for (const slug of fieldsInBrackets(dir, c)) add(lists.bySlug, slug, p);
    for (const [slug, ids] of naming)
      if (lab.capabilities.some((c) => ids.has(c.canonical_id))) add(lists.bySlug, slug, p);
  });
  // Each list is ascending: labs are read in position order.
  const typed = (lists: Map<string, number[]>) =>
    new Map([...lists].map(([slug, list]) => [slug, Uint32Array.from(list)]));
  return {
    unfielded: Uint32Array.from(unfielded),
    /** Per category, the labs with a line filed under it, or naming it (as its matrix in brackets, or an act field). */
    bySlug: typed(lists.bySlug),
    /** Per category, the labs with a line filed under it: a field-wide test's labs ('Kalibrierung'). */
    filed: typed(lists.filed),
    /** The fields a word names (slugs joined) → labsExemptFrom's answer: a handful of fields, each made once. */
    exempt: new Map<string, Uint32Array>(),
  };
});

/**
 * The fields a line names as its matrix in brackets (fieldsNamedInBrackets: registers write the matrix there, whatever
 * field they filed the line under), remembered per build by name and by whether the line is filed under a field.
 */
const bracketFields = perBuild(() => ({ filed: new Map<string, string[]>(), unfiled: new Map<string, string[]>() }));
function fieldsInBrackets(dir: LoadedDirectory, line: Pick<Capability, 'name' | 'category_slug'>): string[] {
  if (!line.name.includes('(')) return [];
  const filed = !namesNoField(line.category_slug);
  const known = filed ? bracketFields(dir).filed : bracketFields(dir).unfiled;
  let fields = known.get(line.name);
  if (!fields) known.set(line.name, (fields = fieldsNamedInBrackets(line.name, filed)));
  return fields;
}

/**
 * Per category, the lines of that field: filed under it, or naming it as their matrix in brackets (fieldsInBrackets).
 */
const linesByField = perBuild((dir) => {
  const lines = new Map<string, Set<string>>();
  const addLine = (slug: string, id: string) => {
    let ids = lines.get(slug);
    if (!ids) lines.set(slug, (ids = new Set()));
    ids.add(id);
  };
  for (const lab of dir.labs) {
    for (const c of lab.capabilities) {
      if (!namesNoField(c.category_slug)) addLine(c.category_slug!, c.canonical_id);
      for (const slug of fieldsInBrackets(dir, c)) addLine(slug, c.canonical_id);
    }
  }
  for (const [slug, ids] of linesNamingActField(dir)) for (const id of ids) addLine(slug, id);
  return new Map([...lines].map(([slug, ids]) => [slug, [...ids]]));
});

/**
 * The labs a field word is not required of: those whose lines name no field, and those with a line filed under a
 * field the word names (a register's Swedish 'Sulfat' under water is met by Polish 'wodzie', which no line holds as
 * its own word).
 */
function labsExemptFrom(dir: LoadedDirectory, term: string): Uint32Array {
  const { unfielded, bySlug, exempt } = labsByField(dir);
  const fields = fieldsOfWord(term);
  if (fields.length === 0) return unfielded;
  const key = fields.join(' ');
  let labs = exempt.get(key);
  if (!labs)
    exempt.set(
      key,
      (labs = unionOf(
        unfielded,
        fields.map((slug) => bySlug.get(slug) ?? new Uint32Array(0)),
      )),
    );
  return labs;
}

/** The labs in `first` or any of `lists` (each ascending), ascending. */
function unionOf(first: Uint32Array, lists: readonly Uint32Array[]): Uint32Array {
  const all = new Uint32Array(first.length + lists.reduce((n, list) => n + list.length, 0));
  all.set(first);
  let at = first.length;
  for (const list of lists) {
    all.set(list, at);
    at += list.length;
  }
  all.sort();
  let kept = 0;
  for (let i = 0; i < all.length; i++) if (i === 0 || all[i] !== all[i - 1]) all[kept++] = all[i]!;
  return all.slice(0, kept);
}

/**
 * Widened matches, remembered per term match: a widened one is a function of it, its term (one match per term) and the
 * build. Bounded in bytes, apart from the term cache (whose budget counts the term's own match): an act word's widened
 * match holds every lab (9 bytes a lab), and kept beside each cached match, they took 6 MB after the API bench's
 * warm-up at 10,000 labs, and would grow with the number of act and field words asked.
 */
const WIDENED_BYTES = 700_000;
/** At least this many widened matches of every lab fit, whatever the directory's size (0.9 MB each at 100,000 labs). */
const WIDENED_AT_LEAST = 8;
const widenedBytes = (match: TermMatch) => termMatchBytes(match) + (match.capabilitiesWithField?.length ?? 0) * 8;
const widenedCache = (dir: LoadedDirectory) =>
  new LRUCache<TermMatch, TermMatch>({
    maxSize: Math.max(WIDENED_BYTES, WIDENED_AT_LEAST * (dir.labs.length * 9 + 200)),
    sizeCalculation: widenedBytes,
  });
const exemptOfBuild = perBuild(widenedCache);
const everyLabOfBuild = perBuild(widenedCache);

/**
 * A field word's match widened to the labs it is not required of (labsExemptFrom): those keep no score or flags for
 * it.
 */
function withExempt(dir: LoadedDirectory, term: string, match: TermMatch): TermMatch {
  const extra = labsExemptFrom(dir, term);
  if (extra.length === 0) return match;
  const exemptOf = exemptOfBuild(dir);
  let widened = exemptOf.get(match);
  if (widened) return widened;
  const seen = scratchFor(dir).seen;
  for (let i = 0; i < match.positions.length; i++) seen[match.positions[i]!] = 1;
  let count = match.positions.length;
  for (let i = 0; i < extra.length; i++) if (seen[extra[i]!] === 0) count++;
  const positions = new Uint32Array(count);
  const scores = new Float32Array(count);
  const flags = new Uint8Array(count);
  let a = 0;
  let b = 0;
  for (let out = 0; out < count; out++) {
    const pa = a < match.positions.length ? match.positions[a]! : 0xffffffff;
    const pb = b < extra.length ? extra[b]! : 0xffffffff;
    if (pa <= pb) {
      positions[out] = pa;
      scores[out] = match.scores[a]!;
      flags[out] = match.flags[a]!;
      a++;
      if (pa === pb) b++;
    } else {
      positions[out] = pb;
      b++;
    }
  }
  for (let i = 0; i < match.positions.length; i++) seen[match.positions[i]!] = 0;
  widened = {
    positions,
    scores,
    flags,
    exactCapabilities: match.exactCapabilities,
    capabilities: match.capabilities,
    capabilitiesWithField: [
      ...new Set([...match.capabilities, ...fieldsOfWord(term).flatMap((slug) => linesByField(dir).get(slug) ?? [])]),
    ],
  };
  exemptOf.set(match, widened);
  return widened;
}

/**
 * A term's match widened to every lab: the labs it finds keep their score and flags, every other lab is there with
 * none. Intersected like any term, it requires nothing, and the tiers still count it where it is found (as typed,
 * cited, held together with the other words in one capability).
 */
function everyLab(dir: LoadedDirectory, match: TermMatch): TermMatch {
  const everyLabOf = everyLabOfBuild(dir);
  const made = everyLabOf.get(match);
  if (made) return made;
  const n = dir.labs.length;
  const positions = new Uint32Array(n);
  const scores = new Float32Array(n);
  const flags = new Uint8Array(n);
  for (let p = 0; p < n; p++) positions[p] = p;
  for (let i = 0; i < match.positions.length; i++) {
    const p = match.positions[i]!;
    scores[p] = match.scores[i]!;
    flags[p] = match.flags[i]!;
  }
  const widened = {
    positions,
    scores,
    flags,
    exactCapabilities: match.exactCapabilities,
    capabilities: match.capabilities,
  };
  everyLabOf.set(match, widened);
  return widened;
}

/** searchScores for the planned terms, every one required. */
function plannedScores(
  dir: LoadedDirectory,
  terms: readonly string[],
  matches: readonly TermMatch[],
  weights: readonly number[],
): Matches {
  if (terms.length === 0) return NO_MATCHES;
  if (terms.length === 1) return oneTermScores(dir, terms[0]!, matches[0]!);
  const order = terms.map((_, i) => i).sort((a, b) => matches[a]!.positions.length - matches[b]!.positions.length);
  // Candidates: the rarest term's labs, narrowed in place by each other term (a kept row only moves down).
  const first = matches[order[0]!]!;
  const { positions, total, asTyped, inName, cited, together, near, nearCited, nearField } = scratchFor(dir).candidates;
  let count = first.positions.length;
  const firstBit = order[0]! < MAX_TIERED_TERMS ? 1 << order[0]! : 0;
  for (let c = 0; c < count; c++) {
    const f = first.flags[c]!;
    positions[c] = first.positions[c]!;
    total[c] = first.scores[c]! * weights[order[0]!]!;
    asTyped[c] = f & AS_TYPED ? firstBit : 0;
    inName[c] = f & IN_NAME ? firstBit : 0;
    cited[c] = f & CITED ? firstBit : 0;
  }
  for (const i of order.slice(1)) {
    const match = matches[i]!;
    const bit = i < MAX_TIERED_TERMS ? 1 << i : 0;
    let kept = 0;
    let at = 0;
    // A match of every lab (everyLab: a side word) holds lab p at row p: read, not sought.
    const everyLab = match.positions.length === dir.labs.length;
    for (let c = 0; c < count && at < match.positions.length; c++) {
      at = everyLab ? positions[c]! : seek(match.positions, positions[c]!, at);
      if (match.positions[at] !== positions[c]) continue;
      const f = match.flags[at]!;
      positions[kept] = positions[c]!;
      total[kept] = total[c]! + match.scores[at]! * weights[i]!;
      asTyped[kept] = f & AS_TYPED ? asTyped[c]! | bit : asTyped[c]!;
      inName[kept] = f & IN_NAME ? inName[c]! | bit : inName[c]!;
      cited[kept] = f & CITED ? cited[c]! | bit : cited[c]!;
      kept++;
    }
    if (kept === 0) return NO_MATCHES;
    count = kept;
  }
  // A side word (the act of testing, the field) found anywhere in a lab does not lift it above labs that have the test:
  // 'mesure du pH de l'eau' finds water labs before textile labs with a 'mesure' in another line, and 'pobieranie
  // próbek wody' sampling lines before labs named '… Wody'. It counts in a line that holds it with the other words
  // (together), and in the relevance score.
  let side = 0;
  weights.forEach((weight, i) => {
    if (weight < 1 && i < MAX_TIERED_TERMS) side |= 1 << i;
  });
  // Most words as typed that one capability (or the name) holds together (together); most words, in any form, that
  // one capability holds (near: 'vlhkost zeminy', the water content of soil before moisture in one line and soil in
  // another), and that one under a standard holds (nearCited); the same with a field word held by its field's lines
  // too (nearField, TermMatch.capabilitiesWithField: it tells apart labs that hold as many). One pass over the lines.
  const withField = matches.some((m) => m.capabilitiesWithField);
  for (let c = 0; c < count; c++) {
    together[c] = popcount(inName[c]! & ~side);
    // The name counts in the upper tier as a line does, from two words: one word in a name is no more than one in a
    // line. It counts as the lab itself, as a standard's line does.
    nearCited[c] = together[c]! >= 2 ? together[c]! : 0;
    near[c] = 0;
    nearField[c] = 0;
  }
  heldTogether(
    dir,
    matches.map((m) => ({
      exact: m.exactCapabilities,
      any: m.capabilities,
      field: withField ? (m.capabilitiesWithField ?? m.capabilities) : null,
    })),
    positions,
    count,
    { together, near, nearCited, nearField },
  );
  for (let c = 0; c < count; c++) {
    if (together[c]! >= 2 && near[c]! < together[c]!) near[c] = together[c]!;
    if (withField && nearField[c]! < near[c]!) nearField[c] = near[c]!;
  }
  const found = positions.slice(0, count);
  const scores = new Float64Array(count);
  for (let c = 0; c < count; c++) {
    scores[c] =
      popcount(asTyped[c]! & ~side) * TIER.wordsAsTyped +
      popcount(cited[c]! & ~side) * TIER.wordsCited +
      near[c]! * TIER.wordsTogether +
      (near[c]! >= 2 && nearCited[c] === near[c] ? TIER.togetherCited : 0) +
      nearField[c]! * TIER.wordsWithField +
      together[c]! * TIER.wordsTogetherAsTyped +
      total[c]!;
  }
  // A name that is the whole query: looked up once, not compared per candidate.
  for (const p of namesOf(dir).get(terms.join(' ')) ?? []) {
    const c = seek(found, p, 0);
    if (found[c] === p) scores[c] = scores[c]! + TIER.exactName;
  }
  return { positions: found, scores };
}

/** The capabilities holding one term: as typed, in any form, and (null when no term has one) with its field's lines. */
interface Holding {
  exact: readonly string[];
  any: readonly string[];
  field: readonly string[] | null;
}

/**
 * Raises, for candidate c (at `positions[c]`), `together[c]` to the most terms one of its capabilities holds as typed,
 * `near[c]` in any form, `nearCited[c]` in any form under a standard, and `nearField[c]` with field lines: counts of two
 * or more, from one walk over the capabilities that hold two terms.
 */
function heldTogether(
  dir: LoadedDirectory,
  holding: readonly Holding[],
  positions: Uint32Array,
  count: number,
  held: { together: Uint8Array; near: Uint8Array; nearCited: Uint8Array; nearField: Uint8Array },
): void {
  // By capability ordinal, not id: the terms' lists are read as small integers into scratch arrays.
  const { offsets, ordinals, counts, cited, holders, masksExact, masksAny, masksField } = capabilitiesOf(dir);
  const { together, near, nearCited, nearField } = held;
  const touched: number[] = [];
  const mark = (list: readonly string[], into: Uint32Array, bit: number) => {
    for (const ordinal of ordinalsOfIds(dir, list)) {
      if ((masksExact[ordinal]! | masksAny[ordinal]! | masksField[ordinal]!) === 0) touched.push(ordinal);
      into[ordinal] = into[ordinal]! | bit;
    }
  };
  holding.forEach(({ exact, any, field }, i) => {
    const bit = i < MAX_TIERED_TERMS ? 1 << i : 0;
    if (bit === 0) return;
    mark(exact, masksExact, bit);
    mark(any, masksAny, bit);
    if (field) mark(field, masksField, bit);
  });
  // Per shared capability, its three counts packed a byte each (a count under two is no holding together: 0).
  const shared: number[] = [];
  let holderWork = 0;
  const twoOrMore = (mask: number) => {
    const terms = popcount(mask);
    return terms >= 2 ? terms : 0;
  };
  for (const ordinal of touched) {
    const packed =
      twoOrMore(masksExact[ordinal]!) | (twoOrMore(masksAny[ordinal]!) << 8) | (twoOrMore(masksField[ordinal]!) << 16);
    masksExact[ordinal] = masksAny[ordinal] = masksField[ordinal] = 0;
    if (packed === 0) continue;
    shared.push(ordinal, packed);
    holderWork += holders[ordinal]!.length;
  }
  if (shared.length === 0) return;
  const raise = (c: number, ordinal: number, packed: number) => {
    const exact = packed & 0xff;
    const any = (packed >> 8) & 0xff;
    const field = packed >> 16;
    if (together[c]! < exact) together[c] = exact;
    if (near[c]! < any) near[c] = any;
    if (nearCited[c]! < any && cited[ordinal] === 1) nearCited[c] = any;
    if (nearField[c]! < field) nearField[c] = field;
  };
  if (holderWork > count * 16) {
    // Shared capabilities held by many labs: ask each candidate's own capabilities instead, as small integers.
    for (let k = 0; k < shared.length; k += 2) counts[shared[k]!] = shared[k + 1]!;
    for (let c = 0; c < count; c++) {
      const p = positions[c]!;
      for (let o = offsets[p]!; o < offsets[p + 1]!; o++) {
        const packed = counts[ordinals[o]!]!;
        if (packed !== 0) raise(c, ordinals[o]!, packed);
      }
    }
    for (let k = 0; k < shared.length; k += 2) counts[shared[k]!] = 0;
    return;
  }
  // Common words share hundreds of capabilities with tens of thousands of holders: each found in O(1).
  const { row } = scratchFor(dir);
  for (let c = 0; c < count; c++) row[positions[c]!] = c;
  for (let k = 0; k < shared.length; k += 2) {
    const ordinal = shared[k]!;
    const packed = shared[k + 1]!;
    const of = holders[ordinal]!;
    for (let h = 0; h < of.length; h++) {
      const c = row[of[h]!]!;
      if (c >= 0) raise(c, ordinal, packed);
    }
  }
  for (let c = 0; c < count; c++) row[positions[c]!] = -1;
}

/** searchScores for a query of one term: its tiers are its flags, with nothing to intersect or hold together. */
function oneTermScores(dir: LoadedDirectory, term: string, match: TermMatch): Matches {
  const { positions, flags } = match;
  const scores = new Float64Array(positions.length);
  for (let c = 0; c < positions.length; c++) {
    const f = flags[c]!;
    scores[c] =
      (f & AS_TYPED ? TIER.wordsAsTyped : 0) +
      (f & CITED ? TIER.wordsCited : 0) +
      (f & IN_NAME ? TIER.wordsTogetherAsTyped : 0) +
      match.scores[c]!;
  }
  for (const p of namesOf(dir).get(term) ?? []) {
    const c = seek(positions, p, 0);
    if (positions[c] === p) scores[c] = scores[c]! + TIER.exactName;
  }
  return { positions, scores };
}

function intersect(lists: readonly Postings[], total: number): Uint32Array {
  if (lists.length === 0) {
    // Every position: a loop, not Uint32Array.from with a callback (five times slower at 10,000).
    const all = new Uint32Array(total);
    for (let i = 0; i < total; i++) all[i] = i;
    return all;
  }
  const sorted = [...lists].sort((a, b) => a.length - b.length);
  let result = sorted[0]!;
  for (const other of sorted.slice(1)) {
    const kept: number[] = [];
    let at = 0;
    for (const p of result) {
      at = seek(other, p, at);
      if (other[at] === p) kept.push(p);
    }
    result = Uint32Array.from(kept);
  }
  return result;
}

const EMPTY = new Uint32Array(0);

/** A filter list as one byte per lab (1 = in it); a list belongs to one build, so it is made once. */
const memberships = new WeakMap<Postings, Uint8Array>();
function membersOf(list: Postings, labs: number): Uint8Array {
  let members = memberships.get(list);
  if (!members) {
    members = new Uint8Array(labs);
    for (let i = 0; i < list.length; i++) members[list[i]!] = 1;
    memberships.set(list, members);
  }
  return members;
}

/** Filter lists for a query; null when a filter value has no labs at all. */
function filterLists(dir: LoadedDirectory, query: ListQuery): Postings[] | null {
  const lists: Postings[] = [];
  const add = (list: Postings | undefined): boolean => {
    if (!list) return false;
    lists.push(list);
    return true;
  };
  if (query.status !== 'all' && !add(dir.byStatus.get(query.status))) return null;
  if (query.country && !add(dir.byCountry.get(query.country))) return null;
  if (query.body && !add(dir.byBody.get(query.body))) return null;
  if (query.category && !add(dir.byCategory.get(query.category))) return null;
  // A reference in the accepted shape that names no standard the rules know matches nothing (like a country with no
  // labs).
  if (query.standard && !query.standardKey) return null;
  if (query.standardKey && !add(dir.byStandardKey.get(query.standardKey))) return null;
  return lists;
}

/**
 * The `want` best of the matches, in served order (relevance, then name order:
 * rows are in position order, which is name order, slug breaking ties). A page
 * of 25 out of thousands needs the 25 (or page × 25) best, not all sorted.
 */
function best(matches: Matches, want: number): Uint32Array {
  const { positions, scores } = matches;
  const n = positions.length;
  if (want <= 0) return EMPTY;
  // Row a comes before row b: higher score, then lower position (name order).
  const before = (a: number, b: number) => scores[a]! > scores[b]! || (scores[a] === scores[b] && a < b);
  let rows: Uint32Array;
  if (want * 4 >= n) {
    rows = new Uint32Array(n);
    for (let i = 0; i < n; i++) rows[i] = i;
  } else {
    // The `want` best rows in a bounded heap whose root is the worst kept: O(n log want), nothing the size of n
    // allocated.
    const heap = new Uint32Array(want);
    let size = 0;
    const siftDown = (from: number) => {
      for (let i = from; ; ) {
        const l = 2 * i + 1;
        const r = l + 1;
        let worst = i;
        if (l < size && before(heap[worst]!, heap[l]!)) worst = l;
        if (r < size && before(heap[worst]!, heap[r]!)) worst = r;
        if (worst === i) return;
        [heap[i], heap[worst]] = [heap[worst]!, heap[i]!];
        i = worst;
      }
    };
    for (let row = 0; row < n; row++) {
      if (size < want) {
        heap[size] = row;
        for (let i = size++; i > 0; ) {
          const parent = (i - 1) >> 1;
          if (!before(heap[parent]!, heap[i]!)) break;
          [heap[i], heap[parent]] = [heap[parent]!, heap[i]!];
          i = parent;
        }
      } else if (scores[row]! > scores[heap[0]!]!) {
        // Rows come in ascending order: a later row with the root's score comes after it.
        heap[0] = row;
        siftDown(0);
      }
    }
    rows = heap;
  }
  rows.sort((a, b) => (before(a, b) ? -1 : before(b, a) ? 1 : 0));
  const out = new Uint32Array(Math.min(want, rows.length));
  for (let r = 0; r < out.length; r++) out[r] = positions[rows[r]!]!;
  return out;
}

/** The labs a list query finds: the first `want` in served order (all by default), and how many there are. */
export interface Found {
  /** Positions in the order they are served. */
  positions: Uint32Array;
  /** Every match, of which `positions` may be the first few. */
  total: number;
}

export function findLabs(
  dir: LoadedDirectory,
  query: ListQuery,
  matchesFor: (q: string) => Matches = (q) => searchScores(dir, q),
  want = Infinity,
): Found {
  const lists = filterLists(dir, query);
  if (lists === null) return { positions: EMPTY, total: 0 };
  if (!query.q) {
    const filtered = intersect(lists, dir.labs.length);
    return { positions: filtered, total: filtered.length };
  }
  let matches = matchesFor(query.q);
  if (lists.length > 0) {
    // Each match checked against each filter: a large list (a status, a country) by its bitmap, made once per list
    // and build; a small one (a standard) by binary search, so bitmaps stay few.
    const bitmaps = lists
      .filter((list) => list.length * 16 >= dir.labs.length)
      .map((list) => membersOf(list, dir.labs.length));
    const small = lists.filter((list) => list.length * 16 < dir.labs.length);
    const { positions, scores } = scratchFor(dir).filtered;
    let count = 0;
    next: for (let c = 0; c < matches.positions.length; c++) {
      const p = matches.positions[c]!;
      for (let b = 0; b < bitmaps.length; b++) if (bitmaps[b]![p] === 0) continue next;
      for (let l = 0; l < small.length; l++) if (small[l]![seek(small[l]!, p, 0)] !== p) continue next;
      positions[count] = p;
      scores[count++] = matches.scores[c]!;
    }
    matches = { positions: positions.subarray(0, count), scores: scores.subarray(0, count) };
  }
  return { positions: best(matches, Math.min(want, matches.positions.length)), total: matches.positions.length };
}

/**
 * Which capabilities the words of `q` reach, each with how many of the query's words (and compound parts) it holds:
 * the site shows a lab's lines with the most first, as why the lab matched. The search's own plan and term matches
 * (the words it leaves out reach nothing).
 */
export function capabilitiesMatching(
  dir: LoadedDirectory,
  q: string,
  termMatchFor: (term: string, prefix: boolean) => TermMatch = (t, p) => termMatch(dir, t, p),
): Map<string, number> {
  const plan = planQuery(dir, q, termMatchFor);
  const counts = new Map<string, number>();
  for (const match of plan.matches) for (const id of match.capabilities) counts.set(id, (counts.get(id) ?? 0) + 1);
  return counts;
}
