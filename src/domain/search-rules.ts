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
import type { Options } from 'minisearch';
import { categoryBySlug } from './categories.ts';
import type { Lab, PublicLab } from './types.ts';

/** Lowercase and fold diacritics, so 'München', 'MUNCHEN' and 'munchen' meet. */
export function foldTerm(term: string): string | null {
  if (term === '') return null;
  // Most terms are plain ASCII: skip Unicode decomposition for them.
  if (/^[\x00-\x7f]*$/.test(term)) return term.toLowerCase();
  const folded = term
    .toLowerCase()
    .normalize('NFKD')
    .replace(/\p{M}/gu, '')
    .replace(/[ßłøđæœıþ]/g, (ch) => LETTERS_WITHOUT_DECOMPOSITION[ch] ?? ch);
  return folded === '' ? null : folded;
}

/** Letters Unicode does not decompose into a base letter and a mark: 'Łódź' must meet 'lodz'. */
const LETTERS_WITHOUT_DECOMPOSITION: Readonly<Record<string, string>> = { ß: 'ss', ł: 'l', ø: 'o', đ: 'd', æ: 'ae', œ: 'oe', ı: 'i', þ: 'th' };

/**
 * Words too common in standard titles to tell labs apart; dropped from the
 * indexes and, through the same processTerm, from queries.
 */
const STOP_WORDS = new Set(['a', 'an', 'and', 'or', 'of', 'the', 'for', 'in', 'on', 'at', 'by', 'to', 'with', 'from', 'as', 'its', 'into', 'part', 'method', 'methods', 'determination']);

/** Fold a term and drop stop words: the processTerm of every index and every query. */
export function indexTerm(term: string): string | null {
  const folded = foldTerm(term);
  return folded === null || STOP_WORDS.has(folded) ? null : folded;
}

/** MiniSearch's own word boundary: whitespace and punctuation. */
export const WORD_BOUNDARY = /[\n\r\p{Z}\p{P}]+/u;

/** The processed terms of a query, in order. */
export function queryTerms(q: string): string[] {
  return q.split(WORD_BOUNDARY).map(indexTerm).filter((t): t is string => t !== null);
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

/** Each distinct processed word once, space-separated. */
export function distinctWords(texts: Iterable<string>): string {
  const words = new Set<string>();
  for (const text of texts) for (const word of queryTerms(text)) words.add(word);
  return [...words].join(' ');
}

export interface LabIndexDoc {
  id: string; // lab slug
  name: string;
  city: string;
}

export const labIndexOptions: Options<LabIndexDoc> = {
  idField: 'id',
  fields: ['name', 'city'],
  storeFields: [],
  processTerm: indexTerm,
};

export function labIndexDoc(lab: Lab): LabIndexDoc {
  return { id: lab.slug, name: lab.name, city: lab.city ?? '' };
}

export interface ScopeIndexDoc {
  id: string; // canonical capability id
  /** Words of the references as labs write them, their matching keys, and the canonical id. */
  standards: string;
  capabilities: string;
}

export const scopeIndexOptions: Options<ScopeIndexDoc> = {
  idField: 'id',
  fields: ['standards', 'capabilities'],
  storeFields: [],
  processTerm: indexTerm,
};

export interface ScopeIndexSource {
  docs: ScopeIndexDoc[];
  /** Canonical id → ordinals (positions in `labs` as given) of the labs holding it. */
  labs: Record<string, number[]>;
}

/** One document per canonical capability id, and who holds it. */
export function scopeIndexSource(labs: readonly Lab[]): ScopeIndexSource {
  const texts = new Map<string, { standards: Set<string>; names: Set<string>; labs: number[] }>();
  labs.forEach((lab, ordinal) => {
    for (const c of lab.capabilities) {
      let entry = texts.get(c.canonical_id);
      if (!entry) texts.set(c.canonical_id, (entry = { standards: new Set([c.canonical_id]), names: new Set(), labs: [] }));
      if (c.standard) entry.standards.add(c.standard);
      if (c.standard_key) entry.standards.add(c.standard_key);
      entry.names.add(c.name);
      if (entry.labs[entry.labs.length - 1] !== ordinal) entry.labs.push(ordinal);
    }
  });
  const ids = [...texts.keys()].sort();
  return {
    docs: ids.map((id) => ({ id, standards: distinctWords(texts.get(id)!.standards), capabilities: distinctWords(texts.get(id)!.names) })),
    labs: Object.fromEntries(ids.map((id) => [id, texts.get(id)!.labs])),
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
