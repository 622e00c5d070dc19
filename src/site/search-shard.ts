// What the search page (/search) downloads: the public directory split by
// country into one static file each (`/search-index/<CC>.json`), and the small
// table of which country holds which bodies and categories that the page
// carries inline, so a filter fetches only the shards that can match.
//
// A shard carries the public index's documents, not a serialised MiniSearch
// index: the browser indexes them with `publicIndexOptions` (the same fields,
// tokenizer and processTerm as data/build/index/public.json), which costs a
// fraction of the bytes (about 2.7 times fewer, gzip), and a listing by filters
// alone needs no index at all. Pure and I/O-free, and browser-safe: the page's
// client script imports it.
//
// Only public fields (DECISIONS: static files show what the anonymous tier
// sees): never coordinates, never capabilities.
import { countFacets, FACET_DIMENSIONS, type Facets } from '../domain/facets.ts';
import { publicIndexDoc, type PublicIndexDoc } from '../domain/search-rules.ts';
import { baseSlug } from '../domain/slugs.ts';
import type { AccreditationStatus, PublicLab } from '../domain/types.ts';
import { EMPTY_STATE, facetSubject } from './browser/search-state.ts';

/** Bumped whenever the shard layout changes; the client refuses any other. 2: the dates columns (sorting by date). */
export const SHARD_FORMAT = 2;

/** Where a country's shard is served. */
export function shardPath(country: string): string {
  return `/search-index/${country.toUpperCase()}.json`;
}

/** The public fields a search result needs (a `PublicLab` fits). */
export type SearchLabFields = Pick<
  PublicLab,
  | 'slug'
  | 'name'
  | 'city'
  | 'country'
  | 'accreditation_body'
  | 'accreditation_status'
  | 'accreditation_number'
  | 'categories'
  | 'accreditation_date'
  | 'last_verified'
>;

/** One lab on the search page, plus its position in the directory's name order. */
export interface SearchLab extends SearchLabFields {
  /** Position in the order the listings and the API use without `q`: name (locale-aware), then slug. */
  rank: number;
}

/**
 * One lab in a shard, positionally (the keys would be a third of the bytes):
 * rank, slug (null when it is the one `baseSlug` derives from name and city,
 * as for 98% of labs: the slugs were 30% of a shard's gzipped bytes), name,
 * city, body (index into `bodies`), status, accreditation number, categories
 * (indexes into `categories`).
 */
export type ShardRow = [
  rank: number,
  slug: string | null,
  name: string,
  city: string | null,
  body: number,
  status: AccreditationStatus | null,
  accreditationNumber: string | null,
  categories: number[],
];

/**
 * Text whose slug any browser derives exactly as the build does: Latin and
 * basic Greek letters, dashes and quotation marks only, whose Unicode
 * decompositions have not changed in decades (a browser's ICU may be older or
 * newer than the build's Node).
 */
const STABLE_TEXT = /^[\u0000-\u017f\u0370-\u03ff\u2010-\u201f]*$/;

function derivedSlug(name: string, city: string | null): string {
  return baseSlug({ id: '', name, city, accreditation_body: '', accreditation_number: null });
}

/**
 * One date of every lab, in the rows' order: days since 1970-01-01, counted
 * from `from` (null: none published). A column of small numbers rather than
 * dates in the rows: dates are all but random, so they cost a fifth of a
 * shard's gzipped bytes this way, against almost a third as 'YYYY-MM-DD' in
 * the rows (Germany's 1,747 labs: 30.4 KB without dates, 38.1 KB with these
 * columns, 43.4 KB with strings in the rows).
 */
export interface DayColumn {
  from: number;
  days: Array<number | null>;
}

export interface SearchShard {
  format: typeof SHARD_FORMAT;
  country: string;
  /** Body codes the rows refer to by position. */
  bodies: string[];
  /** Category slugs the rows refer to by position. */
  categories: string[];
  /** In rank order. */
  labs: ShardRow[];
  /** Each lab's accreditation date and last verification, for sorting by them. */
  dates: { accreditation: DayColumn; verified: DayColumn };
}

/** Per country: which bodies and categories its labs have (the page decides from it which shards a filter needs). */
export interface ShardManifest {
  format: typeof SHARD_FORMAT;
  countries: Record<string, { labs: number; bodies: string[]; categories: string[] }>;
  /**
   * The facet counts of the page opened without a search (EMPTY_STATE: every
   * lab, the default status), by the one facet rule: the selects show counts
   * before any shard is fetched.
   */
  facets: Facets;
}

/** The listings' order: name (English collation, accents and case ignored, numbers by value), then slug. */
export function nameOrder<T extends { name: string; slug: string }>(labs: readonly T[]): T[] {
  const collator = new Intl.Collator('en', { sensitivity: 'base', numeric: true });
  return [...labs].sort((a, b) => collator.compare(a.name, b.name) || (a.slug < b.slug ? -1 : a.slug > b.slug ? 1 : 0));
}

/** Every lab with its rank in name order, grouped by country (countries sorted, labs in rank order). */
export function rankedByCountry(labs: readonly SearchLabFields[]): Map<string, SearchLab[]> {
  const byCountry = new Map<string, SearchLab[]>();
  nameOrder(labs).forEach((lab, rank) => {
    const searchLab: SearchLab = { ...pickSearchFields(lab), rank };
    const list = byCountry.get(lab.country);
    if (list) list.push(searchLab);
    else byCountry.set(lab.country, [searchLab]);
  });
  return new Map([...byCountry].sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0)));
}

function pickSearchFields(lab: SearchLabFields): SearchLabFields {
  const {
    slug,
    name,
    city,
    country,
    accreditation_body,
    accreditation_status,
    accreditation_number,
    categories,
    accreditation_date,
    last_verified,
  } = lab;
  return {
    slug,
    name,
    city,
    country,
    accreditation_body,
    accreditation_status,
    accreditation_number,
    categories,
    accreditation_date,
    last_verified,
  };
}

const DAY_MS = 86_400_000;

/** 'YYYY-MM-DD' → days since 1970-01-01. */
function dayNumber(date: string): number {
  const ms = /^\d{4}-\d{2}-\d{2}$/.test(date) ? Date.parse(date) : NaN;
  if (Number.isNaN(ms)) throw new Error(`search shard: '${date}' is not a date YYYY-MM-DD`);
  return ms / DAY_MS;
}

/** Days since 1970-01-01 → 'YYYY-MM-DD'. */
function dayDate(days: number): string {
  return new Date(days * DAY_MS).toISOString().slice(0, 10);
}

function dayColumn(dates: ReadonlyArray<string | null>): DayColumn {
  const numbers = dates.map((d) => (d === null ? null : dayNumber(d)));
  const from = Math.min(...numbers.filter((n): n is number => n !== null));
  const start = Number.isFinite(from) ? from : 0;
  return { from: start, days: numbers.map((n) => (n === null ? null : n - start)) };
}

function columnDate(column: DayColumn, i: number): string | null {
  const days = column.days[i];
  return days === null || days === undefined ? null : dayDate(column.from + days);
}

/** One country's shard from its labs (already ranked, in rank order). */
export function encodeShard(country: string, labs: readonly SearchLab[]): SearchShard {
  const bodies: string[] = [];
  const categories: string[] = [];
  const position = (list: string[], value: string) => {
    let i = list.indexOf(value);
    if (i < 0) i = list.push(value) - 1;
    return i;
  };
  const rows = labs.map((lab): ShardRow => {
    if (lab.country !== country) throw new Error(`search shard ${country}: lab ${lab.slug} is in ${lab.country}`);
    const derivable =
      STABLE_TEXT.test(lab.name) && STABLE_TEXT.test(lab.city ?? '') && derivedSlug(lab.name, lab.city) === lab.slug;
    return [
      lab.rank,
      derivable ? null : lab.slug,
      lab.name,
      lab.city,
      position(bodies, lab.accreditation_body),
      lab.accreditation_status,
      lab.accreditation_number,
      lab.categories.map((c) => position(categories, c)),
    ];
  });
  const dates = {
    accreditation: dayColumn(labs.map((l) => l.accreditation_date)),
    verified: dayColumn(labs.map((l) => l.last_verified)),
  };
  return { format: SHARD_FORMAT, country, bodies, categories, labs: rows, dates };
}

/**
 * A lab decoded from a shard. A slug the shard left out is derived on first
 * use: only the labs shown need one, and deriving all 10,000 (Unicode
 * normalisation) would cost more than parsing the shards.
 */
class ShardLab implements SearchLab {
  rank: number;
  name: string;
  city: string | null;
  country: string;
  accreditation_body: string;
  accreditation_status: AccreditationStatus | null;
  accreditation_number: string | null;
  categories: string[];
  accreditation_date: string | null;
  last_verified: string | null;
  #slug: string | null;

  constructor(
    shard: SearchShard,
    [rank, slug, name, city, body, status, accreditationNumber, categories]: ShardRow,
    i: number,
  ) {
    this.rank = rank;
    this.#slug = slug;
    this.name = name;
    this.city = city;
    this.country = shard.country;
    this.accreditation_body = shard.bodies[body] ?? '';
    this.accreditation_status = status;
    this.accreditation_number = accreditationNumber;
    this.categories = categories.map((c) => shard.categories[c] ?? '');
    this.accreditation_date = columnDate(shard.dates.accreditation, i);
    this.last_verified = columnDate(shard.dates.verified, i);
  }

  get slug(): string {
    return (this.#slug ??= derivedSlug(this.name, this.city));
  }
}

/** The labs of a shard as the page uses them; throws on a shard of another format. */
export function decodeShard(shard: SearchShard): SearchLab[] {
  if (shard?.format !== SHARD_FORMAT)
    throw new Error(`search shard: format ${String(shard?.format)}, expected ${SHARD_FORMAT}`);
  return shard.labs.map((row, i) => new ShardLab(shard, row, i));
}

/** Which bodies and categories each country's shard holds, and the counts the page shows before any search. */
export function shardManifest(byCountry: ReadonlyMap<string, readonly SearchLabFields[]>): ShardManifest {
  const countries: ShardManifest['countries'] = {};
  for (const [country, labs] of byCountry) {
    countries[country] = {
      labs: labs.length,
      bodies: [...new Set(labs.map((l) => l.accreditation_body))].sort(),
      categories: [...new Set(labs.flatMap((l) => l.categories))].sort(),
    };
  }
  const facets = countFacets([...byCountry.values()].flat(), FACET_DIMENSIONS, facetSubject(EMPTY_STATE));
  return { format: SHARD_FORMAT, countries, facets };
}

/**
 * The document the public index holds for a lab: `publicIndexDoc`'s (same
 * fields, same category text) from the fields a shard carries, except that
 * its id is the lab's rank, not its slug (which may not be derived yet).
 * test/unit/site/search-client.test.ts checks both agree on every other field.
 */
export function searchIndexDoc(lab: SearchLab): PublicIndexDoc {
  const {
    rank,
    name,
    city,
    country,
    accreditation_body,
    accreditation_status,
    accreditation_number,
    categories,
    accreditation_date,
    last_verified,
  } = lab;
  const fields: SearchLabFields = {
    slug: '',
    name,
    city,
    country,
    accreditation_body,
    accreditation_status,
    accreditation_number,
    categories,
    accreditation_date,
    last_verified,
  };
  return { ...publicIndexDoc(fields as PublicLab), id: String(rank) };
}
