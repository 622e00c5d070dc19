// The layout of data/build, shared by the writer (the data build) and the
// readers (the server, the site, the next build).
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import type { BodyFreshness, Capability, CategoryCount, Lab, PublicLab } from '../lib/types.ts';

export const BUILD_FORMAT = 1;

export const buildPaths = {
  manifest: 'manifest.json',
  fullShard: (country: string) => `labs/full/${country}.json`,
  publicShard: (country: string) => `labs/public/${country}.json`,
  /** Every distinct capability once; full shards refer to them by position. */
  capabilities: 'capabilities.json',
  labIndex: 'index/labs.json',
  scopeIndex: 'index/scope.json',
  publicIndex: 'index/public.json',
  categories: 'categories.json',
  freshness: 'freshness.json',
  rejects: 'rejects.json',
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

async function readJson<T>(dir: string, file: string): Promise<T> {
  return JSON.parse(await readFile(path.join(dir, file), 'utf8')) as T;
}

export async function readManifest(dir: string): Promise<Manifest> {
  const manifest = await readJson<Manifest>(dir, buildPaths.manifest);
  if (manifest.format !== BUILD_FORMAT) throw new Error(`${dir}: build format ${manifest.format}, expected ${BUILD_FORMAT} (rebuild with 'npm run build:data')`);
  return manifest;
}

/** A lab as stored in a full shard: capabilities by their position in capabilities.json. */
export type StoredLab = Omit<Lab, 'capabilities'> & { capabilities: number[] };

/**
 * Thousands of labs hold the same capability: store each distinct one once.
 * (Ten times smaller shards, and the loaded labs share capability objects.)
 */
export function encodeCapabilities(labs: readonly Lab[]): { capabilities: Capability[]; labs: StoredLab[] } {
  const keyOf = (c: Capability) => JSON.stringify([c.canonical_id, c.name, c.category_slug, c.standard, c.standard_key]);
  const distinct = new Map<string, Capability>();
  for (const lab of labs) for (const c of lab.capabilities) if (!distinct.has(keyOf(c))) distinct.set(keyOf(c), c);
  const keys = [...distinct.keys()].sort();
  const position = new Map(keys.map((k, i) => [k, i]));
  return {
    capabilities: keys.map((k) => distinct.get(k)!),
    labs: labs.map((lab) => ({ ...lab, capabilities: lab.capabilities.map((c) => position.get(keyOf(c))!) })),
  };
}

export async function readFullLabs(dir: string, manifest: Manifest): Promise<Lab[]> {
  const [capabilities, ...shards] = await Promise.all([
    readJson<Capability[]>(dir, buildPaths.capabilities),
    ...manifest.countries.map((cc) => readJson<StoredLab[]>(dir, buildPaths.fullShard(cc))),
  ]);
  return shards.flat().map((lab) => ({ ...lab, capabilities: lab.capabilities.map((i) => capabilities[i]!) }));
}

export async function readPublicLabs(dir: string, manifest: Manifest): Promise<PublicLab[]> {
  const shards = await Promise.all(manifest.countries.map((cc) => readJson<PublicLab[]>(dir, buildPaths.publicShard(cc))));
  return shards.flat();
}

export const readCategories = (dir: string) => readJson<CategoryCount[]>(dir, buildPaths.categories);
export const readFreshness = (dir: string) => readJson<FreshnessFile>(dir, buildPaths.freshness);
