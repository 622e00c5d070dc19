// Autocomplete: what the user is typing, as the categories, standards, cities
// and active labs it could lead to. Open to every tier, so a suggestion holds
// only public things (names, slugs, cities, countries, references, counts a
// filter already tells); it never says which capabilities a lab holds.
//
// One small index per build, made for typing ahead rather than for ranking
// labs: every suggestion's words (processed by the search rules, so folded,
// stop words dropped) in one sorted vocabulary, each word with the
// suggestions that have it in one flat typed array. A half-typed word is a
// contiguous range of the vocabulary, a typo a lookup in a radix tree of it
// (MiniSearch's own, so typos count as in the search), and the terms are
// intersected with one byte per suggestion: no per-query scoring of
// thousands of documents as a full-text index would do.
import SearchableMap from 'minisearch/SearchableMap';
import { withFastFuzzy } from './fuzzy-terms.ts';
import { lowerBound } from './lower-bound.ts';
import { categoryTerms, conceptTerms, conceptsOfStandard } from '../domain/terminology.ts';
import { placeAliases } from '../domain/place-names.ts';
import {
  WORD_BOUNDARY,
  foldTerm,
  indexTerm,
  matchesAsPrefix,
  queryTerms,
  transpositions,
  typoTolerance,
} from '../domain/search-rules.ts';
import type { LoadedDirectory } from './load.ts';
import { perBuild } from './per-build.ts';
import { activeLabs, standardsByReference, standardsOf, type StandardEntry } from './standards-lookup.ts';

export type Suggestion =
  | { type: 'lab'; label: string; slug: string; city: string | null; country: string }
  | { type: 'city'; label: string; city: string; country: string; lab_count: number }
  | { type: 'standard'; label: string; id: string; reference: string; lab_count: number }
  | { type: 'category'; label: string; slug: string; lab_count: number };

const CATEGORY = 0;
const STANDARD = 1;
const CITY = 2;
const LAB = 3;

interface City {
  city: string;
  country: string;
  lab_count: number;
}

interface SuggestIndex {
  /** Per suggestion, in static order (see indexOf): its kind (CATEGORY … LAB). */
  kinds: Uint8Array;
  /** Index into the kind's own table: `categories`, `standards`, `cities`, or the lab's position. */
  refs: Uint32Array;
  /** Active labs behind the suggestion (1 for a lab). */
  labCounts: Uint32Array;
  /** The suggestion's label as processed terms, space-separated (a lab's is the directory's nameTerms). */
  labelTerms: string[];
  /** A city's or a category's names in other languages, as processed terms, by suggestion ordinal. */
  otherNames: Map<number, string[]>;
  /** Every word, sorted (code unit order): the words a prefix starts are a contiguous range. */
  words: string[];
  /** The same words → their ordinal, for typo-tolerant lookups. */
  fuzzy: SearchableMap<number>;
  /** Word w's suggestions are postings[offsets[w] .. offsets[w + 1]], ascending ordinals. */
  offsets: Uint32Array;
  postings: Uint32Array;
  categories: Array<{ slug: string; name: string; lab_count: number }>;
  /** Standards held by an active lab, and each one's suggestion ordinal. */
  standards: StandardEntry[];
  standardOrdinals: Map<StandardEntry, number>;
  standardLabels: string[];
  cities: City[];
  /**
   * Scratch per suggestion, all 0 between calls: terms matched so far, their qualities summed, the current term's best.
   */
  matched: Uint8Array;
  quality: Uint16Array;
  best: Uint8Array;
}

/**
 * 'ISO 6892-1 — Metallic materials — Tensile testing — …': the reference and the title's first two parts (at most
 * MAX_TITLE characters), or the reference alone.
 */
function standardLabel(entry: StandardEntry): string {
  if (!entry.title) return entry.reference;
  const parts = entry.title.split(' — ');
  let title = parts.length > 2 ? `${parts.slice(0, 2).join(' — ')} — …` : entry.title;
  if (title.length > MAX_TITLE)
    title = `${title.slice(0, title.lastIndexOf(' ', MAX_TITLE)).replace(/[\s,;:—–-]+$/, '')} …`;
  return `${entry.reference} — ${title}`;
}
const MAX_TITLE = 90;

const collator = new Intl.Collator('en', { sensitivity: 'base', numeric: true });

const terms = (text: string) => queryTerms(text).join(' ');

export const indexOf = perBuild((dir): SuggestIndex => {
  const active = activeLabs(dir);

  // Every suggestion with its words (processed terms).
  interface Draft {
    kind: number;
    ref: number;
    labCount: number;
    label: string;
    labelTerms: string;
    otherNames: string[];
    words: Set<string>;
  }
  const drafts: Draft[] = [];
  /** `texts[0]` is what the label shows; `otherNames` are names as good as the label ('Munich' for München). */
  const draft = (
    kind: number,
    ref: number,
    labCount: number,
    label: string,
    texts: readonly string[],
    otherNames: readonly string[] = [],
  ) => {
    const words = new Set<string>();
    for (const text of texts) for (const word of queryTerms(text)) words.add(word);
    const labelTerms = terms(texts[0]!);
    const others = [...new Set(otherNames.map(terms))].filter((n) => n !== '' && n !== labelTerms);
    drafts.push({ kind, ref, labCount, label, labelTerms, otherNames: others, words });
  };

  const categories = dir.categories.filter((c) => c.lab_count > 0);
  categories.forEach((c, i) => {
    const names = categoryTerms(c.slug);
    draft(CATEGORY, i, c.lab_count, c.name, [c.name, c.slug, ...names], names);
  });

  const standards = standardsOf(dir).entries.filter((e) => e.lab_count > 0);
  const standardLabels = standards.map(standardLabel);
  standards.forEach((e, i) => {
    // The test's words in every register language, as the scope index has them for the lab search.
    const inOtherLanguages = conceptsOfStandard(e.reference).flatMap(conceptTerms);
    draft(STANDARD, i, e.lab_count, standardLabels[i]!, [
      e.reference,
      e.title ?? '',
      ...e.names,
      ...e.wording,
      ...inOtherLanguages,
    ]);
  });

  const byCity = new Map<string, City>();
  dir.labs.forEach((lab, p) => {
    if (!lab.city || active[p] === 0) return;
    const key = `${lab.country}\u0000${lab.city}`;
    const city = byCity.get(key);
    if (city) city.lab_count++;
    else byCity.set(key, { city: lab.city, country: lab.country, lab_count: 1 });
  });
  const cities = [...byCity.values()];
  cities.forEach((c, i) => {
    const aliases = placeAliases(c.country, c.city);
    draft(CITY, i, c.lab_count, c.city, [c.city, ...aliases], aliases);
  });

  dir.labs.forEach((lab, p) => {
    if (active[p] === 0) return;
    const labelTerms = dir.nameTerms[p]!;
    drafts.push({
      kind: LAB,
      ref: p,
      labCount: 1,
      label: lab.name,
      labelTerms,
      otherNames: [],
      words: new Set(labelTerms.split(' ').filter((w) => w !== '')),
    });
  });

  // Static order (ties of the ranking): most labs behind it first; then categories, standards, cities, labs; then label
  // (labs in name order).
  drafts.sort(
    (a, b) =>
      b.labCount - a.labCount ||
      a.kind - b.kind ||
      (a.kind === LAB ? a.ref - b.ref : collator.compare(a.label, b.label)),
  );

  const lists = new Map<string, number[]>();
  drafts.forEach((d, ordinal) => {
    for (const word of d.words) {
      const list = lists.get(word);
      if (list) list.push(ordinal);
      else lists.set(word, [ordinal]);
    }
  });
  const words = [...lists.keys()].sort((a, b) => (a < b ? -1 : a > b ? 1 : 0));
  const offsets = new Uint32Array(words.length + 1);
  words.forEach((w, i) => (offsets[i + 1] = offsets[i]! + lists.get(w)!.length));
  const postings = new Uint32Array(offsets[words.length]!);
  // Ordinals ascend within each list: drafts were visited in order.
  words.forEach((w, i) => postings.set(lists.get(w)!, offsets[i]!));

  const standardOrdinals = new Map<StandardEntry, number>();
  const otherNames = new Map<number, string[]>();
  drafts.forEach((d, ordinal) => {
    if (d.kind === STANDARD) standardOrdinals.set(standards[d.ref]!, ordinal);
    if (d.otherNames.length > 0) otherNames.set(ordinal, d.otherNames);
  });
  const n = drafts.length;
  return {
    kinds: Uint8Array.from(drafts, (d) => d.kind),
    refs: Uint32Array.from(drafts, (d) => d.ref),
    labCounts: Uint32Array.from(drafts, (d) => d.labCount),
    labelTerms: drafts.map((d) => d.labelTerms),
    otherNames,
    words,
    fuzzy: withFastFuzzy(SearchableMap.from(words.map((w, i): [string, number] => [w, i]))),
    offsets,
    postings,
    categories,
    standards,
    standardOrdinals,
    standardLabels,
    cities,
    matched: new Uint8Array(n),
    quality: new Uint16Array(n),
    best: new Uint8Array(n),
  };
});

/** How well a word meets a typed term: as typed, as its start, with a typo (or two letters swapped). */
const AS_TYPED = 3;
const AS_PREFIX = 2;
const WITH_TYPO = 1;

/**
 * Edits a term tolerates: MiniSearch's reading of the search rules' typoTolerance (a fraction of the length, rounded,
 * at most 6).
 */
function maxEdits(term: string): number {
  const fuzzy = typoTolerance(term);
  return fuzzy === false ? 0 : Math.min(6, Math.round(term.length * fuzzy));
}

/**
 * The words a term meets, each with how well (one of AS_TYPED, AS_PREFIX, WITH_TYPO): ranges [from, to) of word
 * ordinals.
 */
function wordMatches(
  index: SuggestIndex,
  term: string,
  prefix: boolean,
): Array<[from: number, to: number, quality: number]> {
  const { words } = index;
  const out: Array<[number, number, number]> = [];
  const at = lowerBound(words, term);
  if (words[at] === term) out.push([at, at + 1, AS_TYPED]);
  if (prefix) out.push([at, lowerBound(words, `${term}\uffff`), AS_PREFIX]);
  const edits = maxEdits(term);
  if (edits > 0) for (const [, [w]] of index.fuzzy.fuzzyGet(term, edits)) out.push([w, w + 1, WITH_TYPO]);
  for (const swapped of transpositions(term)) {
    const from = lowerBound(words, swapped);
    if (words[from] === swapped) out.push([from, from + 1, WITH_TYPO]);
    if (prefix) out.push([from, lowerBound(words, `${swapped}\uffff`), WITH_TYPO]);
  }
  return out;
}

/**
 * Whether processed names start with the typed terms (`typed` space-separated; its last term a prefix when `prefix`).
 */
function startsWith(name: string, typed: string, prefix: boolean): boolean {
  return name.startsWith(typed) && (prefix || name.length === typed.length || name.charCodeAt(typed.length) === 32);
}

/**
 * The ranking, one number per suggestion, each tier far above the next:
 *  1. for a query with a digit, a standard its reference names: its very key,
 *     then a whole reference or number, then the start of one ('iso 68',
 *     '6892', 'din en iso 6892-1:2020': standards before anything else);
 *  2. a label that starts with what was typed ('munch' → München before
 *     labs whose name has 'München' further on), then a city's or a
 *     category's name in another language that does ('Munich');
 *  3. the typed words' match, summed: as typed 3, as the start of a word 2,
 *     with a typo 1 (a word in any of the suggestion's languages counts
 *     alike: 'Zugversuch' is as good a name of the tensile test as its title);
 *  4. how many active labs the suggestion leads to: this interleaves the
 *     kinds, a category (thousands) before a standard (hundreds), a city
 *     (tens) and a lab (one) when they match alike;
 *  then the static order (indexOf: kind, then label; labs in name order).
 */
const TIER = { reference: 1e13, starts: 1e12, quality: 1e9 } as const;
const MAX_QUALITY = 999;
const MAX_LAB_COUNT = TIER.quality - 1;

/**
 * Suggestions for what is being typed, best first, at most `limit`: words
 * matched by the search rules (folded, so 'munch' meets München and 'zurich'
 * Zürich; every word required; the last as a prefix; words of five letters or
 * more with a typo), a city by its other names too ('Munich'), a standard by
 * its reference or number and by its test's name in any register language
 * ('zugv' → the tensile tests). Labs are suggested only while accredited
 * (active); standards, cities and categories only with an active lab.
 *
 * One departure from the search rules: the word still being typed (no space
 * after it) is never dropped as a stop word, 'de' may be the start of 'Delft'.
 * It then is optional unless it is the only word.
 */
export function suggest(dir: LoadedDirectory, q: string, limit: number): Suggestion[] {
  if (!(limit >= 1)) return [];
  const index = indexOf(dir);
  const { matched, quality, best, postings, offsets } = index;
  const required = queryTerms(q);
  const pieces = q.split(WORD_BOUNDARY);
  const typing = pieces[pieces.length - 1]!;
  const optional = typing !== '' && indexTerm(typing) === null ? foldTerm(typing) : null;
  const terms = optional !== null && required.length === 0 ? [optional] : required;
  const bonus = optional !== null && required.length > 0 ? optional : null;

  // Every term in turn narrows the suggestions the previous ones met (AND); `matched` counts the terms each met.
  let candidates: number[] = [];
  const reached: number[] = [];
  for (let t = 0; t < terms.length; t++) {
    const term = terms[t]!;
    const last = t === terms.length - 1;
    const touched: number[] = [];
    for (const [from, to, q3] of wordMatches(index, term, last && (matchesAsPrefix(term, true) || term === optional))) {
      for (let k = offsets[from]!; k < offsets[to]!; k++) {
        const o = postings[k]!;
        if (matched[o] !== t) continue;
        if (best[o] === 0) touched.push(o);
        if (q3 > best[o]!) best[o] = q3;
      }
    }
    for (const o of touched) {
      matched[o] = t + 1;
      quality[o] = quality[o]! + best[o]!;
      best[o] = 0;
    }
    if (t === 0) reached.push(...touched);
    candidates = touched;
    if (touched.length === 0) break;
  }
  if (bonus !== null && candidates.length > 0) {
    for (const [from, to, q3] of wordMatches(index, bonus, true)) {
      for (let k = offsets[from]!; k < offsets[to]!; k++) {
        const o = postings[k]!;
        if (matched[o] === terms.length && best[o]! < q3) best[o] = q3;
      }
    }
    for (const o of candidates) {
      quality[o] = quality[o]! + best[o]!;
      best[o] = 0;
    }
  }

  const references = new Map<number, number>();
  if (/\d/.test(q)) {
    for (const hit of standardsByReference(dir, q)) {
      const o = index.standardOrdinals.get(hit.entry);
      if (o !== undefined) references.set(o, hit.match);
    }
  }

  const typed = terms.join(' ');
  const typedAsPrefix =
    terms.length > 0 && (matchesAsPrefix(terms[terms.length - 1]!, true) || terms[terms.length - 1] === optional);
  const scoreOf = (o: number, wordsMet: boolean): number => {
    let score = (references.get(o) ?? 0) * TIER.reference + Math.min(index.labCounts[o]!, MAX_LAB_COUNT);
    if (wordsMet) {
      // The label itself first: 'de' → Debrecen before the environmental category by its French name 'déchets'.
      if (startsWith(index.labelTerms[o]!, typed, typedAsPrefix)) score += 2 * TIER.starts;
      else if (index.otherNames.get(o)?.some((name) => startsWith(name, typed, typedAsPrefix))) score += TIER.starts;
      score += Math.min(quality[o]!, MAX_QUALITY) * TIER.quality;
    }
    return score;
  };

  // The best `limit`, kept sorted: higher score first, then lower ordinal (static order).
  const top: Array<{ o: number; score: number }> = [];
  const consider = (o: number, score: number) => {
    if (top.length === limit) {
      const worst = top[top.length - 1]!;
      if (score < worst.score || (score === worst.score && o > worst.o)) return;
      top.pop();
    }
    let i = top.length;
    while (i > 0 && (top[i - 1]!.score < score || (top[i - 1]!.score === score && top[i - 1]!.o > o))) i--;
    top.splice(i, 0, { o, score });
  };
  const wordsMet = terms.length > 0 && candidates.length > 0 && matched[candidates[0]!] === terms.length;
  if (wordsMet) for (const o of candidates) consider(o, scoreOf(o, true));
  for (const o of references.keys()) if (!(wordsMet && matched[o] === terms.length)) consider(o, scoreOf(o, false));

  for (const o of reached) {
    matched[o] = 0;
    quality[o] = 0;
  }
  return top.map(({ o }) => suggestionOf(dir, index, o));
}

function suggestionOf(dir: LoadedDirectory, index: SuggestIndex, o: number): Suggestion {
  const ref = index.refs[o]!;
  switch (index.kinds[o]) {
    case CATEGORY: {
      const c = index.categories[ref]!;
      return { type: 'category', label: c.name, slug: c.slug, lab_count: c.lab_count };
    }
    case STANDARD: {
      const e = index.standards[ref]!;
      return {
        type: 'standard',
        label: index.standardLabels[ref]!,
        id: e.id,
        reference: e.reference,
        lab_count: e.lab_count,
      };
    }
    case CITY: {
      const c = index.cities[ref]!;
      return { type: 'city', label: c.city, city: c.city, country: c.country, lab_count: c.lab_count };
    }
    default: {
      const lab = dir.labs[ref]!;
      return { type: 'lab', label: lab.name, slug: lab.slug, city: lab.city, country: lab.country };
    }
  }
}
