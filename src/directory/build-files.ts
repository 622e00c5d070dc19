// The layout of data/build, shared by the writer (the data build) and the
// readers (the server, the site, the next build).
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import type { AsPlainObject } from 'minisearch';
import type { BodyFreshness, Capability, CategoryCount, Lab, PublicLab } from '../domain/types.ts';

/**
 * Bumped whenever the layout or what it means changes; a reader refuses any other format. 5: the scope index's `kinds`
 * field; 6: a standard's scope entry holds the words of every category its lines are filed under; 7: references read in
 * more registers' notations (SS numbers in pairs, PN before 1994, the DIN water methods' group letters, footnote marks)
 * change canonical ids, and Polish lines are read by Polish stems; 8: a concept's method abbreviations ('ICP-OES')
 * held only by the standards whose titles write them.
 */
export const BUILD_FORMAT = 8;

/**
 * Formats the data build still takes as its previous build: 3 is 4 without
 * changes.json (its labs then count as changed when next observed); 4 to 7
 * are 8 with an older scope index and older canonical ids, which the next
 * build replaces.
 */
export const PREVIOUS_BUILD_FORMATS: readonly number[] = [3, 4, 5, 6, 7, BUILD_FORMAT];

export const buildPaths = {
  manifest: 'manifest.json',
  fullShard: (country: string) => `labs/full/${country}.json`,
  publicShard: (country: string) => `labs/public/${country}.json`,
  /**
   * Each lab's own wording of its capabilities ({ [slug]: string[] }, in the order of its capabilities): read by the
   * site's search when it shows the lines that matched, never served whole.
   */
  wordingShard: (country: string) => `labs/wordings/${country}.json`,
  /** Every distinct capability once; full shards refer to them by position. */
  capabilities: 'capabilities.json',
  labIndex: 'index/labs.json',
  scopeIndex: 'index/scope.json',
  publicIndex: 'index/public.json',
  categories: 'categories.json',
  freshness: 'freshness.json',
  rejects: 'rejects.json',
  /** Each lab's last change time: { [slug]: ISO 8601 UTC } in slug order. */
  changes: 'changes.json',
  /** When what anonymous and free callers see of each lab last changed (their change feed). */
  publicChanges: 'changes-public.json',
} as const;

export interface Manifest {
  format: number;
  /** True when any snapshot came from the sample generator. */
  sample: boolean;
  labs: number;
  bodies: string[];
  countries: string[];
  /** Labs each body's snapshot listed, for the next build's shrinkage check. */
  raw_counts: Record<string, number>;
  rejects: number;
  /** SHA-256 over every file's hash: changes exactly when any content changes. */
  content_hash: string;
  files: Record<string, { sha256: string; bytes: number }>;
}

export interface FreshnessFile {
  bodies: Record<string, BodyFreshness>;
  total_labs: number;
}

/** One country's lab wordings (an empty record for a build made before they were written). */
export async function readWordings(dir: string, country: string): Promise<Record<string, string[]>> {
  try {
    return await readJson<Record<string, string[]>>(dir, buildPaths.wordingShard(country));
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return {};
    throw error;
  }
}

async function readJson<T>(dir: string, file: string): Promise<T> {
  return JSON.parse(await readFile(path.join(dir, file), 'utf8')) as T;
}

/** The format of the build in `dir` (0 when its manifest names none), or null when it has no readable manifest. */
export async function readBuildFormat(dir: string): Promise<number | null> {
  return readJson<{ format?: unknown }>(dir, buildPaths.manifest).then(
    (m) => Number(m.format) || 0,
    () => null,
  );
}

/**
 * `formats`: the formats to accept; only the data build reading its previous build accepts more than the current one.
 */
export async function readManifest(dir: string, formats: readonly number[] = [BUILD_FORMAT]): Promise<Manifest> {
  const manifest = await readJson<Manifest>(dir, buildPaths.manifest);
  if (!formats.includes(manifest.format))
    throw new Error(
      `${dir}: build format ${manifest.format}, expected ${BUILD_FORMAT} (rebuild with 'npm run build:data')`,
    );
  return manifest;
}

/**
 * A lab as stored in a full shard: its capabilities as pairs of positions,
 * [capability, reference, capability, reference, …], into capabilities.json.
 */
export type StoredLab = Omit<Lab, 'capabilities'> & { capabilities: number[] };

/** capabilities.json: each distinct capability and each distinct written reference, once. */
export interface StoredCapabilities {
  capabilities: Array<Omit<Capability, 'standard'>>;
  references: string[];
}

/**
 * Thousands of labs hold the same capability, written a few dozen ways: store
 * each capability and each written reference once (shards twenty times
 * smaller, and the loaded labs share capability objects).
 */
export function encodeCapabilities(labs: readonly Lab[]): { stored: StoredCapabilities; labs: StoredLab[] } {
  // Labs share the capability objects of lines worded alike (normaliseScopeLine): each object's key is made once.
  const keys = new Map<Capability, string>();
  const keyOf = (c: Capability) => {
    let key = keys.get(c);
    if (key === undefined) {
      key = JSON.stringify([c.canonical_id, c.name, c.category_slug, c.category_name, c.standard_key]);
      keys.set(c, key);
    }
    return key;
  };
  const capabilities = new Map<string, Omit<Capability, 'standard'>>();
  const references = new Set<string>();
  for (const lab of labs) {
    for (const c of lab.capabilities) {
      const key = keyOf(c);
      if (!capabilities.has(key)) {
        const { standard: _, ...rest } = c;
        capabilities.set(key, rest);
      }
      references.add(c.standard ?? '');
    }
  }
  const capabilityKeys = [...capabilities.keys()].sort();
  const referenceList = [...references].sort();
  const capabilityAt = new Map(capabilityKeys.map((k, i) => [k, i]));
  const referenceAt = new Map(referenceList.map((r, i) => [r, i]));
  return {
    stored: { capabilities: capabilityKeys.map((k) => capabilities.get(k)!), references: referenceList },
    labs: labs.map((lab) => ({
      ...lab,
      capabilities: lab.capabilities.flatMap((c) => [capabilityAt.get(keyOf(c))!, referenceAt.get(c.standard ?? '')!]),
    })),
  };
}

export async function readFullLabs(dir: string, manifest: Manifest): Promise<Lab[]> {
  const stored = await readJson<StoredCapabilities>(dir, buildPaths.capabilities);
  // One shard at a time: parsing them all at once doubles the peak memory for no gain in time.
  const shards: StoredLab[][] = [];
  for (const cc of manifest.countries) shards.push(await readJson<StoredLab[]>(dir, buildPaths.fullShard(cc)));
  // One object per distinct (capability, reference) pair, shared by every lab holding it.
  const shared = new Map<number, Capability>();
  const decode = (c: number, r: number): Capability => {
    const key = c * stored.references.length + r;
    let capability = shared.get(key);
    if (!capability) {
      const reference = stored.references[r]!;
      const base = stored.capabilities[c]!;
      // Every field named, in the order a spread gave: a spread object kept its last field in a side array (2 MB for
      // the ~52,000 distinct pairs at 10k labs).
      capability = {
        canonical_id: base.canonical_id,
        name: base.name,
        category_slug: base.category_slug,
        category_name: base.category_name,
        standard_key: base.standard_key,
        standard: reference === '' ? null : reference,
      };
      shared.set(key, capability);
    }
    return capability;
  };
  const one = interner();
  const categorySets = new Map<string, string[]>();
  return shards.flat().map((lab) => {
    const capabilities: Capability[] = [];
    for (let i = 0; i < lab.capabilities.length; i += 2)
      capabilities.push(decode(lab.capabilities[i]!, lab.capabilities[i + 1]!));
    const categoriesKey = lab.categories.join('\n');
    let categories = categorySets.get(categoriesKey);
    if (!categories) categorySets.set(categoriesKey, (categories = lab.categories.map(one)));
    // The values thousands of labs repeat (country, body, status, dates, city, postcode, category sets) held once.
    return {
      ...lab,
      accreditation_body: one(lab.accreditation_body),
      accreditation_status: lab.accreditation_status === null ? null : one(lab.accreditation_status),
      country: one(lab.country),
      city: lab.city === null ? null : one(lab.city),
      postcode: lab.postcode === null ? null : one(lab.postcode),
      categories,
      accreditation_date: lab.accreditation_date === null ? null : one(lab.accreditation_date),
      last_verified: lab.last_verified === null ? null : one(lab.last_verified),
      capabilities,
    };
  });
}

/** The first of equal strings, for every later one: JSON.parse gives each value its own copy. */
function interner(): <T extends string>(value: T) => T {
  const seen = new Map<string, string>();
  return <T extends string>(value: T): T => {
    const first = seen.get(value);
    if (first !== undefined) return first as T;
    seen.set(value, value);
    return value;
  };
}

export async function readPublicLabs(dir: string, manifest: Manifest): Promise<PublicLab[]> {
  const shards: PublicLab[][] = [];
  for (const cc of manifest.countries) shards.push(await readJson<PublicLab[]>(dir, buildPaths.publicShard(cc)));
  return shards.flat();
}

/** The scope index: MiniSearch's serialised index, and each capability's holders by slug-order ordinal. */
export interface StoredScopeIndex {
  index: AsPlainObject;
  labs: Record<string, number[]>;
  /** Analysed form (a stem, a compound's part) → the index's words that have it (domain/analysis.ts). */
  forms?: Record<string, string[]>;
}

export const readLabIndexJson = (dir: string) => readFile(path.join(dir, buildPaths.labIndex), 'utf8');
export const readScopeIndex = (dir: string) => readJson<StoredScopeIndex>(dir, buildPaths.scopeIndex);
export const readCategories = (dir: string) => readJson<CategoryCount[]>(dir, buildPaths.categories);
export const readFreshness = (dir: string) => readJson<FreshnessFile>(dir, buildPaths.freshness);
export const readChanges = (dir: string) => readJson<Record<string, string>>(dir, buildPaths.changes);
export const readPublicChanges = (dir: string) => readJson<Record<string, string>>(dir, buildPaths.publicChanges);
