// The layout of data/build, shared by the writer (the data build) and the
// readers (the server, the site, the next build).
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import type { BodyFreshness, CategoryCount, Lab, PublicLab } from '../lib/types.ts';

export const BUILD_FORMAT = 1;

export const buildPaths = {
  manifest: 'manifest.json',
  fullShard: (country: string) => `labs/full/${country}.json`,
  publicShard: (country: string) => `labs/public/${country}.json`,
  fullIndex: 'index/full.json',
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

export async function readFullLabs(dir: string, manifest: Manifest): Promise<Lab[]> {
  const shards = await Promise.all(manifest.countries.map((cc) => readJson<Lab[]>(dir, buildPaths.fullShard(cc))));
  return shards.flat();
}

export async function readPublicLabs(dir: string, manifest: Manifest): Promise<PublicLab[]> {
  const shards = await Promise.all(manifest.countries.map((cc) => readJson<PublicLab[]>(dir, buildPaths.publicShard(cc))));
  return shards.flat();
}

export const readCategories = (dir: string) => readJson<CategoryCount[]>(dir, buildPaths.categories);
export const readFreshness = (dir: string) => readJson<FreshnessFile>(dir, buildPaths.freshness);
