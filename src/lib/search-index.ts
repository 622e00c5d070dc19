// What each MiniSearch index holds and how its text is processed. The build
// creates the indexes with these options and every reader must load them with
// the same ones, so they live in one place.
import type { Options } from 'minisearch';
import { categoryBySlug } from './categories.ts';
import type { Lab, PublicLab } from './types.ts';

/** Lowercase and fold diacritics, so 'München', 'MUNCHEN' and 'munchen' meet. */
export function foldTerm(term: string): string | null {
  if (term === '') return null;
  // Most terms are plain ASCII: skip Unicode decomposition for them.
  if (/^[\x00-\x7f]*$/.test(term)) return term.toLowerCase();
  const folded = term.toLowerCase().normalize('NFKD').replace(/\p{M}/gu, '').replace(/ß/g, 'ss');
  return folded === '' ? null : folded;
}

/**
 * Words too common in standard titles to tell labs apart; dropped from the
 * index and, through the same processTerm, from queries.
 */
const STOP_WORDS = new Set(['a', 'an', 'and', 'or', 'of', 'the', 'for', 'in', 'on', 'at', 'by', 'to', 'with', 'from', 'as', 'its', 'into', 'part', 'method', 'methods', 'determination']);

/** Fold a term and drop stop words: the processTerm of both indexes and of every query. */
export function indexTerm(term: string): string | null {
  const folded = foldTerm(term);
  return folded === null || STOP_WORDS.has(folded) ? null : folded;
}

/** MiniSearch's own word boundary: whitespace and punctuation. */
const WORD_BOUNDARY = /[\n\r\p{Z}\p{P}]+/u;

// Thousands of labs share the same capability names and references: split each once.
const wordsOfText = new Map<string, readonly string[]>();

function wordsOf(text: string): readonly string[] {
  let words = wordsOfText.get(text);
  if (!words) {
    words = text.split(WORD_BOUNDARY).map(indexTerm).filter((t): t is string => t !== null);
    if (wordsOfText.size > 200_000) wordsOfText.clear();
    wordsOfText.set(text, words);
  }
  return words;
}

/**
 * Each distinct word once. A lab that lists forty water tests should not
 * outrank one that lists four for the word 'water', and the index shrinks.
 */
export function distinctWords(texts: Iterable<string>): string {
  const words = new Set<string>();
  for (const text of texts) for (const word of wordsOf(text)) words.add(word);
  return [...words].join(' ');
}

/** Full index: every tier searches it (masking limits what is returned, not what is matched). */
export interface FullIndexDoc {
  id: string; // lab slug
  name: string;
  city: string;
  /** Standard references as written, their matching keys, and the canonical ids (whose words are the same). */
  standards: string;
  capabilities: string;
}

export const FULL_INDEX_FIELDS = ['name', 'standards', 'capabilities', 'city'] as const;

export const fullIndexOptions: Options<FullIndexDoc> = {
  idField: 'id',
  fields: [...FULL_INDEX_FIELDS],
  storeFields: [],
  processTerm: indexTerm,
};

export function fullIndexDoc(lab: Lab): FullIndexDoc {
  const standards = lab.capabilities.flatMap((c) => [c.standard ?? '', c.standard_key ?? '', c.canonical_id]);
  return {
    id: lab.slug,
    name: lab.name,
    city: lab.city ?? '',
    standards: distinctWords(standards),
    capabilities: distinctWords(lab.capabilities.map((c) => c.name)),
  };
}

/** Public index: only what anonymous callers may see; it is shipped to browsers. */
export interface PublicIndexDoc {
  id: string; // lab slug
  name: string;
  city: string;
  country: string;
  body: string;
  status: string;
  accreditation_number: string;
  categories: string;
}

export const publicIndexOptions: Options<PublicIndexDoc> = {
  idField: 'id',
  fields: ['name', 'city', 'accreditation_number', 'body', 'categories'],
  storeFields: ['name', 'city', 'country', 'body', 'status'],
  processTerm: indexTerm,
};

export function publicIndexDoc(lab: PublicLab): PublicIndexDoc {
  return {
    id: lab.slug,
    name: lab.name,
    city: lab.city ?? '',
    country: lab.country,
    body: lab.accreditation_body,
    status: lab.accreditation_status ?? '',
    accreditation_number: lab.accreditation_number ?? '',
    categories: lab.categories.map((slug) => `${slug} ${categoryBySlug(slug)?.name ?? ''}`).join(' \n '),
  };
}
