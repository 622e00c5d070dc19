// data/build → an in-memory directory ready to answer queries: labs in name
// order, a posting list per filter value, and the full search index.
import MiniSearch from 'minisearch';
import { withFastFuzzySearch, withoutRadixTree } from './fuzzy-terms.ts';
import { withCompactPostings } from './compact-postings.ts';
import {
  labIndexOptions,
  queryTerms,
  scopeIndexOptions,
  type LabIndexDoc,
  type ScopeIndexDoc,
} from '../domain/search-rules.ts';
import type { CategoryCount, Lab } from '../domain/types.ts';
import {
  readCategories,
  readChanges,
  readPublicChanges,
  readFreshness,
  readFullLabs,
  readLabIndexJson,
  readManifest,
  readScopeIndex,
  type FreshnessFile,
  type Manifest,
} from './build-files.ts';

/** Positions (indices into `labs`, ascending = name order) of labs with one filter value. */
export type Postings = Uint32Array;

export interface LoadedDirectory {
  manifest: Manifest;
  /** Every lab, in the order lists are served without `q`: name (locale-aware), then slug. */
  labs: Lab[];
  positionBySlug: Map<string, number>;
  /** When each lab's record last changed (ms since the epoch), by position. */
  changedAt: Float64Array;
  /** When what anonymous and free callers see of each lab last changed (their change feed), by position. */
  publicChangedAt: Float64Array;
  /** Positions by change time, oldest first, then by slug: the change feed's order. */
  changeOrder: Uint32Array;
  publicChangeOrder: Uint32Array;
  /** Each lab's name as processed query terms, space-separated: an exact-name query ranks it first. */
  nameTerms: string[];
  byCountry: Map<string, Postings>;
  byBody: Map<string, Postings>;
  byCategory: Map<string, Postings>;
  /** Keys 'active', 'suspended', 'withdrawn' and 'null'. */
  byStatus: Map<string, Postings>;
  byStandardKey: Map<string, Postings>;
  /** Name and city of every lab; document ids are slugs. */
  labIndex: MiniSearch<LabIndexDoc>;
  /** One document per canonical capability id. */
  scopeIndex: MiniSearch<ScopeIndexDoc>;
  /** Canonical capability id → positions of the labs holding it. */
  labsByCapability: Map<string, Postings>;
  /** The scope index's words by their analysed forms: stems and compound parts (domain/analysis.ts). */
  scopeForms: Map<string, readonly string[]>;
  categories: CategoryCount[];
  freshness: FreshnessFile;
  bodies: Set<string>;
  categorySlugs: Set<string>;
}

const collator = new Intl.Collator('en', { sensitivity: 'base', numeric: true });

export function nameOrder(a: Lab, b: Lab): number {
  return collator.compare(a.name, b.name) || (a.slug < b.slug ? -1 : a.slug > b.slug ? 1 : 0);
}

function postings(labs: readonly Lab[], keysOf: (lab: Lab) => Iterable<string>): Map<string, Postings> {
  const lists = new Map<string, number[]>();
  labs.forEach((lab, position) => {
    for (const key of keysOf(lab)) {
      const list = lists.get(key);
      if (list) {
        if (list[list.length - 1] !== position) list.push(position);
      } else {
        lists.set(key, [position]);
      }
    }
  });
  return new Map([...lists].map(([key, list]) => [key, Uint32Array.from(list)]));
}

function changeTimes(
  labs: readonly Lab[],
  changes: Readonly<Record<string, string>>,
  dir: string,
): { changedAt: Float64Array; changeOrder: Uint32Array } {
  const changedAt = Float64Array.from(labs, (lab) => {
    const ms = Date.parse(changes[lab.slug] ?? '');
    if (Number.isNaN(ms)) throw new Error(`${dir}: no valid change time for '${lab.slug}'`);
    return ms;
  });
  const changeOrder = Uint32Array.from(labs.keys()).sort((a, b) => {
    const slugA = labs[a]!.slug;
    const slugB = labs[b]!.slug;
    return changedAt[a]! - changedAt[b]! || (slugA < slugB ? -1 : slugA > slugB ? 1 : 0);
  });
  return { changedAt, changeOrder };
}

/**
 * A loaded index as the server searches it, never changed after: its postings compacted, its typo lookup the fast one,
 * its radix tree dropped for the lookup's tables (the same answers in the same order, in well under half the memory).
 */
function readOnlyIndex<T>(index: MiniSearch<T>): MiniSearch<T> {
  return withoutRadixTree(withFastFuzzySearch(withCompactPostings(index)));
}

export async function loadDirectory(dir: string): Promise<LoadedDirectory> {
  const manifest = await readManifest(dir);
  const [labs, labIndexJson, scope, categories, freshness, changes, publicChanges] = await Promise.all([
    readFullLabs(dir, manifest),
    readLabIndexJson(dir),
    readScopeIndex(dir),
    readCategories(dir),
    readFreshness(dir),
    readChanges(dir),
    readPublicChanges(dir),
  ]);
  // The scope index numbers labs in slug order (the build's order).
  const slugOrder = labs.map((l) => l.slug).sort();
  labs.sort(nameOrder);
  const positionBySlug = new Map(labs.map((lab, i) => [lab.slug, i]));
  const { changedAt, changeOrder } = changeTimes(labs, changes, dir);
  const { changedAt: publicChangedAt, changeOrder: publicChangeOrder } = changeTimes(labs, publicChanges, dir);
  const byStandardKey = postings(labs, (l) => l.capabilities.flatMap((c) => (c.standard_key ? [c.standard_key] : [])));
  const labsByCapability = new Map<string, Postings>();
  for (const [id, ordinals] of Object.entries(scope.labs)) {
    labsByCapability.set(id, Uint32Array.from(ordinals.map((o) => positionBySlug.get(slugOrder[o]!)!)).sort());
  }
  return {
    manifest,
    labs,
    positionBySlug,
    changedAt,
    changeOrder,
    publicChangedAt,
    publicChangeOrder,
    nameTerms: labs.map((lab) => queryTerms(lab.name).join(' ')),
    byCountry: postings(labs, (l) => [l.country]),
    byBody: postings(labs, (l) => [l.accreditation_body]),
    byCategory: postings(labs, (l) => l.categories),
    byStatus: postings(labs, (l) => [l.accreditation_status ?? 'null']),
    byStandardKey,
    labIndex: readOnlyIndex(MiniSearch.loadJSON<LabIndexDoc>(labIndexJson, labIndexOptions)),
    scopeIndex: readOnlyIndex(MiniSearch.loadJS<ScopeIndexDoc>(scope.index, scopeIndexOptions)),
    labsByCapability,
    scopeForms: new Map(Object.entries(scope.forms ?? {})),
    categories,
    freshness,
    bodies: new Set(manifest.bodies),
    categorySlugs: new Set(categories.map((c) => c.slug)),
  };
}
