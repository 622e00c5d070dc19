// The typo lookup of a search index, fast: every term of its vocabulary within
// an edit distance of a query term. MiniSearch finds them by walking its radix
// tree with a row of the Levenshtein matrix per node: ~150 µs a term at 10k
// labs, half a cold search's time and most of the long tail's (every typo is a
// new term). Here a bigram filter names the few terms that can be that close
// and only those are measured; the answer is the same Map, in the same order,
// so MiniSearch scores exactly as before (test/unit/directory/fuzzy-terms.test.ts
// compares both over a whole build's vocabulary). The same tables answer a
// loaded index's exact and prefix look-ups too (withoutRadixTree), so the
// server lets its radix tree go: the lookup is then the index's vocabulary.
import type MiniSearch from 'minisearch';
import type SearchableMap from 'minisearch/SearchableMap';
import { indexTerm } from '../domain/search-rules.ts';
import { cognateKey } from '../domain/analysis.ts';
import { lowerBound, lowerBoundBy } from './lower-bound.ts';

/** MiniSearch's answer to a typo lookup: each term within the distance → its index entry and its distance. */
export type FuzzyMatches<V> = Map<string, [V, number]>;

/**
 * The radix tree's own shape: a node maps an edge's letters to the next node, and '' to the entry of the term ending
 * there.
 */
type TreeNode<V> = Map<string, TreeNode<V> | V>;
const LEAF = '';

interface Vocabulary<V> {
  /** Terms in the order the radix tree is walked (MiniSearch's answer keeps that order). */
  terms: string[];
  /** The same terms in code-unit order, to ask whether any starts with a given prefix. */
  sorted: string[];
  /** Each of `sorted`'s terms by its place in `terms` (its id). */
  sortedIds: Uint32Array;
  values: V[];
  /**
   * Padded bigram ('^a', 'ab', …, 'z$') → its list: the terms holding it, ascending, and how often each holds it, at
   * holders[start[list]] .. holders[start[list + 1]] (all lists in two flat arrays, not two small arrays each).
   */
  bigrams: Map<number, number>;
  start: Uint32Array;
  holders: Uint32Array;
  counts: Uint8Array;
  /** Scratch: common bigrams per term, all 0 between lookups. */
  shared: Uint16Array;
}

const START = 0xffff_0000;
const END = 0xffff;

/** A term's padded bigrams as numbers (two UTF-16 units each, the units MiniSearch's distance counts in). */
function bigramsOf(term: string): number[] {
  const out: number[] = [];
  let previous = START;
  for (let i = 0; i < term.length; i++) {
    const unit = term.charCodeAt(i);
    out.push(previous + unit);
    previous = unit * 0x1_0000;
  }
  out.push(previous + END);
  return out;
}

/** Each of a term's padded bigrams → how often the term holds it. */
function bigramCounts(term: string): Map<number, number> {
  const counts = new Map<number, number>();
  for (const gram of bigramsOf(term)) counts.set(gram, (counts.get(gram) ?? 0) + 1);
  return counts;
}

function vocabularyOf<V>(tree: TreeNode<V>): Vocabulary<V> {
  const terms: string[] = [];
  const values: V[] = [];
  const walk = (node: TreeNode<V>, prefix: string) => {
    for (const [key, next] of node) {
      if (key === LEAF) {
        terms.push(prefix);
        values.push(next as V);
      } else walk(next as TreeNode<V>, prefix + key);
    }
  };
  walk(tree, '');
  const lists = new Map<number, { terms: number[]; counts: number[] }>();
  terms.forEach((term, id) => {
    for (const [gram, count] of bigramCounts(term)) {
      let list = lists.get(gram);
      if (!list) lists.set(gram, (list = { terms: [], counts: [] }));
      list.terms.push(id);
      list.counts.push(Math.min(count, 255));
    }
  });
  const bigrams = new Map<number, number>();
  const start = new Uint32Array(lists.size + 1);
  let total = 0;
  for (const list of lists.values()) total += list.terms.length;
  const holders = new Uint32Array(total);
  const counts = new Uint8Array(total);
  let at = 0;
  for (const [gram, list] of lists) {
    start[bigrams.size] = at;
    bigrams.set(gram, bigrams.size);
    holders.set(list.terms, at);
    counts.set(list.counts, at);
    at += list.terms.length;
  }
  start[bigrams.size] = at;
  const sortedIds = Uint32Array.from(terms.keys()).sort((a, b) =>
    terms[a]! < terms[b]! ? -1 : terms[a]! > terms[b]! ? 1 : 0,
  );
  return {
    terms,
    sorted: Array.from(sortedIds, (id) => terms[id]!),
    sortedIds,
    values,
    bigrams,
    start,
    holders,
    counts,
    shared: new Uint16Array(terms.length),
  };
}

/** Two rows of the distance matrix, reused (grown when a term is longer). */
let rowA = new Uint16Array(64);
let rowB = new Uint16Array(64);

/** Levenshtein distance between a and b in UTF-16 units if it is at most `max`, else max + 1. */
export function boundedDistance(a: string, b: string, max: number): number {
  if (Math.abs(a.length - b.length) > max) return max + 1;
  if (rowA.length <= b.length) {
    rowA = new Uint16Array(b.length * 2);
    rowB = new Uint16Array(b.length * 2);
  }
  let previous = rowA;
  let current = rowB;
  for (let j = 0; j <= b.length; j++) previous[j] = j;
  for (let i = 1; i <= a.length; i++) {
    current[0] = i;
    let rowMin = i;
    const unit = a.charCodeAt(i - 1);
    for (let j = 1; j <= b.length; j++) {
      const cost = unit === b.charCodeAt(j - 1) ? 0 : 1;
      const value = Math.min(previous[j - 1]! + cost, previous[j]! + 1, current[j - 1]! + 1);
      current[j] = value;
      if (value < rowMin) rowMin = value;
    }
    if (rowMin > max) return max + 1;
    [previous, current] = [current, previous];
  }
  return Math.min(previous[b.length]!, max + 1);
}

/** What a search needs to know of an index's vocabulary, answered without walking its radix tree. */
export interface TermLookup<V = unknown> {
  /**
   * Every term within `maxDistance` edits of `query`, as `SearchableMap.fuzzyGet` answers: the same terms, distances
   * and order. Two strings within d edits share at least (longer length + 1) − 2d padded bigrams (each edit breaks at
   * most two), so only terms sharing that many are measured; when the bound says nothing, all are.
   */
  fuzzy(query: string, maxDistance: number): FuzzyMatches<V>;
  /** Whether the vocabulary holds the term (`prefix` false) or a term starting with it (`prefix` true). */
  holds(term: string, prefix: boolean): boolean;
  /** The vocabulary's terms that start with `prefix`, at most `limit` of them, in code-unit order. */
  startingWith(prefix: string, limit: number): string[];
  /** The vocabulary's terms that end with `suffix` (the suffix itself included), at most `limit` of them. */
  endingWith(suffix: string, limit: number): string[];
  /** The vocabulary's terms whose cognate key (domain/analysis.ts) is `key`, at most `limit` of them. */
  withCognateKey(key: string, limit: number): string[];
  /** A term's index entry, as `SearchableMap.get` answers. */
  get(term: string): V | undefined;
  /** The terms that start with `prefix` (itself included) and their entries, in the order `SearchableMap.atPrefix` iterates. */
  atPrefix(prefix: string): IterableIterator<[string, V]>;
  /** Every term and its entry, in the order iterating a `SearchableMap` gives them. */
  entries(): IterableIterator<[string, V]>;
  /** How many terms the vocabulary holds. */
  readonly size: number;
  /** Makes the lookup's tables now rather than in the first lookup; the tree is no longer read after. */
  prepare(): void;
}

export function termLookup<V>(tree: TreeNode<V>): TermLookup<V> {
  // Made on first use, or by prepare(): a walk of the tree and ~10 bigrams a term (~70 ms for the 10k-lab scope index).
  // Then the tree is let go: an index made treeless (withoutRadixTree) answers from these tables alone.
  let source: TreeNode<V> | null = tree;
  let vocabulary: Vocabulary<V> | null = null;
  const vocabularyNow = () => {
    if (!vocabulary) {
      vocabulary = vocabularyOf(source!);
      source = null;
    }
    return vocabulary;
  };
  let bySuffix: Uint32Array | undefined;
  let byCognate: { ids: Uint32Array; hashes: Uint32Array } | undefined;
  return {
    fuzzy(query, maxDistance) {
      const { terms, values, bigrams, start, holders, counts, shared } = vocabularyNow();
      const needed = query.length + 1 - 2 * maxDistance;
      const matched: number[] = [];
      const consider = (id: number) => {
        const distance = boundedDistance(query, terms[id]!, maxDistance);
        if (distance <= maxDistance) matched.push(id, distance);
      };
      if (needed <= 0) {
        for (let id = 0; id < terms.length; id++) consider(id);
      } else {
        const touched: number[] = [];
        const candidates: number[] = [];
        for (const [gram, count] of bigramCounts(query)) {
          const list = bigrams.get(gram);
          if (list === undefined) continue;
          for (let k = start[list]!; k < start[list + 1]!; k++) {
            const id = holders[k]!;
            const before = shared[id]!;
            if (before === 0) touched.push(id);
            const after = before + Math.min(count, counts[k]!);
            shared[id] = after;
            if (before < needed && after >= needed) candidates.push(id);
          }
        }
        for (const id of touched) shared[id] = 0;
        // Ascending ids are the tree's order, the order MiniSearch answers in.
        candidates.sort((a, b) => a - b);
        for (const id of candidates) consider(id);
      }
      const out: FuzzyMatches<V> = new Map();
      for (let k = 0; k < matched.length; k += 2) out.set(terms[matched[k]!]!, [values[matched[k]!]!, matched[k + 1]!]);
      return out;
    },
    holds(term, prefix) {
      const { sorted } = vocabularyNow();
      const found = sorted[lowerBound(sorted, term)];
      return found !== undefined && (prefix ? found.startsWith(term) : found === term);
    },
    endingWith(suffix, limit) {
      const { terms } = vocabularyNow();
      // Term ids in the order of their reversed spellings: the terms ending with a suffix are one run of them. Made on
      // the first such lookup (4 bytes a term; the reversed spellings are compared, not kept).
      const ids = (bySuffix ??= Uint32Array.from(terms.keys()).sort((a, b) => compareReversed(terms[a]!, terms[b]!)));
      const out: string[] = [];
      const from = lowerBoundBy(ids.length, (at) => compareReversed(terms[ids[at]!]!, suffix) < 0);
      for (let i = from; i < ids.length && out.length < limit; i++) {
        const term = terms[ids[i]!]!;
        if (!term.endsWith(suffix)) break;
        out.push(term);
      }
      return out;
    },
    withCognateKey(key, limit) {
      const { terms } = vocabularyNow();
      // Term ids by the hash of their cognate key, made on the first such lookup (8 bytes a term; keys are not kept):
      // the ids of one hash are one run, each checked against the key.
      if (!byCognate) {
        const hashes = new Uint32Array(terms.length);
        terms.forEach((term, id) => {
          const own = cognateKey(term);
          hashes[id] = own === null ? 0 : hashOf(own);
        });
        const ids = Uint32Array.from(terms.keys()).sort((a, b) => hashes[a]! - hashes[b]!);
        byCognate = { ids, hashes };
      }
      const { ids, hashes } = byCognate;
      const hash = hashOf(key);
      const out: string[] = [];
      const from = lowerBoundBy(ids.length, (at) => hashes[ids[at]!]! < hash);
      for (let i = from; i < ids.length && hashes[ids[i]!] === hash && out.length < limit; i++) {
        const term = terms[ids[i]!]!;
        if (cognateKey(term) === key) out.push(term);
      }
      return out;
    },
    startingWith(prefix, limit) {
      const { sorted } = vocabularyNow();
      const out: string[] = [];
      for (let i = lowerBound(sorted, prefix); i < sorted.length && out.length < limit; i++) {
        if (!sorted[i]!.startsWith(prefix)) break;
        out.push(sorted[i]!);
      }
      return out;
    },
    get(term) {
      const { sorted, sortedIds, values } = vocabularyNow();
      const at = lowerBound(sorted, term);
      return sorted[at] === term ? values[sortedIds[at]!] : undefined;
    },
    *atPrefix(prefix) {
      const { terms, sorted, sortedIds, values } = vocabularyNow();
      // The terms under one node of a radix tree are one run of its walk, from the first to the last id they take;
      // MiniSearch's iterator takes a node's children last first, so it yields the run backwards.
      let first = Number.POSITIVE_INFINITY;
      let last = -1;
      for (let at = lowerBound(sorted, prefix); at < sorted.length && sorted[at]!.startsWith(prefix); at++) {
        first = Math.min(first, sortedIds[at]!);
        last = Math.max(last, sortedIds[at]!);
      }
      for (let id = last; id >= first; id--) if (terms[id]!.startsWith(prefix)) yield [terms[id]!, values[id]!];
    },
    *entries() {
      const { terms, values } = vocabularyNow();
      // Backwards, as MiniSearch's iterator walks the tree (atPrefix).
      for (let id = terms.length - 1; id >= 0; id--) yield [terms[id]!, values[id]!];
    },
    get size() {
      return vocabularyNow().terms.length;
    },
    prepare() {
      vocabularyNow();
    },
  };
}

/** Per map made by withFastFuzzy and index made by withFastFuzzySearch: its lookup, for prepareFuzzy. */
const lookupOf = new WeakMap<object, TermLookup<unknown>>();

/** The fast lookup of a SearchableMap, made its typo lookup (same answers). */
function install<V>(map: SearchableMap<V>): TermLookup<V> {
  const lookup = termLookup((map as unknown as { _tree: TreeNode<V> })._tree);
  map.fuzzyGet = (key: string, maxEditDistance: number) => lookup.fuzzy(key, maxEditDistance);
  lookupOf.set(map, lookup as TermLookup<unknown>);
  return lookup;
}

/** Makes a SearchableMap's typo lookup the fast one (same answers); returns the map. */
export function withFastFuzzy<V>(map: SearchableMap<V>): SearchableMap<V> {
  install(map);
  return map;
}

/** Per index made by withFastFuzzySearch: whether it holds a word as MiniSearch would look it up (variantsHeldBy). */
const heldByIndex = new WeakMap<object, (variant: string, prefix: boolean) => boolean>();

/**
 * Makes a MiniSearch index's fuzzy search use the fast lookup (its scores and results unchanged); returns the index.
 */
export function withFastFuzzySearch<T>(index: MiniSearch<T>): MiniSearch<T> {
  const lookup = install((index as unknown as { _index: SearchableMap<unknown> })._index);
  lookupOf.set(index, lookup as TermLookup<unknown>);
  // Processed first, as MiniSearch processes a query word: a swap can make 'ea' into 'ae', which folds to 'a'.
  heldByIndex.set(index, (variant, prefix) => {
    const processed = indexTerm(variant);
    return processed !== null && lookup.holds(processed, prefix);
  });
  return index;
}

/**
 * An index's vocabulary as MiniSearch's search reads it (exact, prefix and typo look-ups, its size), answered from the
 * lookup's tables alone: read-only, in the radix tree's order.
 */
class TreelessTerms<V> {
  readonly #lookup: TermLookup<V>;

  constructor(lookup: TermLookup<V>) {
    this.#lookup = lookup;
  }

  get size(): number {
    return this.#lookup.size;
  }

  get(term: string): V | undefined {
    return this.#lookup.get(term);
  }

  has(term: string): boolean {
    return this.#lookup.holds(term, false);
  }

  atPrefix(prefix: string): IterableIterator<[string, V]> {
    return this.#lookup.atPrefix(prefix);
  }

  fuzzyGet(term: string, maxEditDistance: number): FuzzyMatches<V> {
    return this.#lookup.fuzzy(term, maxEditDistance);
  }

  *keys(): IterableIterator<string> {
    for (const [term] of this.#lookup.entries()) yield term;
  }

  entries(): IterableIterator<[string, V]> {
    return this.#lookup.entries();
  }

  [Symbol.iterator](): IterableIterator<[string, V]> {
    return this.#lookup.entries();
  }

  fetch(): never {
    throw new Error('a treeless search index is read-only');
  }

  set(): never {
    throw new Error('a treeless search index is read-only');
  }

  delete(): never {
    throw new Error('a treeless search index is read-only');
  }
}

/**
 * Lets an index made by withFastFuzzySearch drop its radix tree: its look-ups are answered by the lookup's tables,
 * which hold the same terms (a Map per tree node, 17,500 for the 10k-lab scope index, freed). Same answers, in the
 * same order; the index is read-only after (adding or removing a document throws). Returns the index.
 */
export function withoutRadixTree<T>(index: MiniSearch<T>): MiniSearch<T> {
  const lookup = lookupFor(index);
  lookup.prepare();
  (index as unknown as { _index: unknown })._index = new TreelessTerms(lookup);
  return index;
}

/**
 * Makes the typo lookup's tables of a map made by withFastFuzzy or an index made by withFastFuzzySearch, so its first
 * search does not wait for them.
 */
export function prepareFuzzy(mapOrIndex: object): void {
  lookupOf.get(mapOrIndex)?.prepare();
}

/** The terms of an index made by withFastFuzzySearch that start with a processed prefix, at most `limit`. */
export function termsStartingWith(index: object, prefix: string, limit: number): string[] {
  return lookupFor(index).startingWith(prefix, limit);
}

/** The terms of an index made by withFastFuzzySearch that end with a processed suffix, at most `limit`. */
export function termsEndingWith(index: object, suffix: string, limit: number): string[] {
  return lookupFor(index).endingWith(suffix, limit);
}

/** The terms of an index made by withFastFuzzySearch whose cognate key is `key`, at most `limit`. */
export function termsWithCognateKey(index: object, key: string, limit: number): string[] {
  return lookupFor(index).withCognateKey(key, limit);
}

/** The lookup of an index made by withFastFuzzySearch. */
function lookupFor(index: object): TermLookup<unknown> {
  const lookup = lookupOf.get(index);
  if (!lookup) throw new Error('fuzzy-terms: the index was not made with withFastFuzzySearch');
  return lookup;
}

/** FNV-1a, 32 bits, never 0 (0 marks a term without a key). */
function hashOf(text: string): number {
  let hash = 0x811c9dc5;
  for (let i = 0; i < text.length; i++) hash = Math.imul(hash ^ text.charCodeAt(i), 0x01000193);
  return hash >>> 0 || 1;
}

/** Compares two strings as their reversed spellings compare, in code units, without reversing them. */
function compareReversed(a: string, b: string): number {
  for (let i = a.length - 1, j = b.length - 1; i >= 0 && j >= 0; i--, j--) {
    const d = a.charCodeAt(i) - b.charCodeAt(j);
    if (d !== 0) return d;
  }
  return a.length - b.length;
}

/**
 * For termQuery: whether an index made by withFastFuzzySearch holds a swapped-letter variant (or, as a prefix, the
 * start of a term), looked up as MiniSearch would look it up.
 */
export function variantsHeldBy(index: object): (variant: string, prefix: boolean) => boolean {
  const held = heldByIndex.get(index);
  if (!held) throw new Error('fuzzy-terms: the index was not made with withFastFuzzySearch');
  return held;
}
