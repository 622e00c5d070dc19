// data/raw → data/build: validate, normalise, privacy-filter, assemble, index,
// and publish atomically. A refused or failed build leaves data/build as it was.
import { createHash } from 'node:crypto';
import { access, mkdir, rename, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';
import type { Options } from 'minisearch';
import { assembleDirectory, findShrinkage, type PreviousBuild } from './assemble.ts';
import { writeIndex } from './index-writer.ts';
import { formsOfVocabulary } from '../domain/analysis.ts';
import type { Capability } from '../domain/types.ts';
import {
  labIndexDoc,
  labIndexOptions,
  publicIndexDoc,
  publicIndexOptions,
  scopeIndexOptions,
  scopeIndexSource,
} from '../domain/search-rules.ts';
import type { Reject } from '../domain/validate.ts';
import { toPublicLab } from '../domain/visibility.ts';
import {
  BUILD_FORMAT,
  buildPaths,
  encodeCapabilities,
  PREVIOUS_BUILD_FORMATS,
  readChanges,
  readPublicChanges,
  readFreshness,
  readFullLabs,
  readManifest,
  type FreshnessFile,
  type Manifest,
} from '../directory/build-files.ts';
import { readRawSnapshots } from './read-raw.ts';
import { englishSpellingsOf } from './english-spellings.ts';
import { coCitedStandards } from './co-cited.ts';
import { labWordings, scopeWordings } from './scope-wordings.ts';
import {
  capabilityKinds,
  capabilityTerms,
  propertyTermsOfWording,
  vocabularyOfWording,
} from '../domain/terminology.ts';
import { catalogEntry } from '../domain/catalog.ts';

/** Where a long-running step reports how far it is (scripts/progress.ts draws it on a terminal). */
export interface Progress {
  update(label: string, done: number, total: number): void;
  done(summary: string): void;
}

export interface BuildOptions {
  rawDir: string;
  outDir: string;
  /** Publish even when a body's register shrank by more than `shrinkThreshold`. */
  force?: boolean;
  shrinkThreshold?: number;
  /** Fail when more than this share of one body's records is rejected. */
  maxRejectRate?: number;
  progress?: Progress;
}

export interface BuildSummary {
  labs: number;
  bodies: number;
  countries: number;
  rejects: number;
  withdrawnKept: number;
  carriedBodies: string[];
  sample: boolean;
  contentHash: string;
}

/** The build was refused on purpose (data loss guard); nothing was published. */
export class BuildRefused extends Error {
  override name = 'BuildRefused';
}

async function exists(file: string): Promise<boolean> {
  return access(file).then(
    () => true,
    () => false,
  );
}

async function readPrevious(outDir: string): Promise<PreviousBuild | null> {
  if (!(await exists(path.join(outDir, buildPaths.manifest)))) return null;
  try {
    const manifest = await readManifest(outDir, PREVIOUS_BUILD_FORMATS);
    // Format 3 kept no change times: its labs count as changed when next observed.
    const [labs, freshness, changedAt, publicChangedAt] = await Promise.all([
      readFullLabs(outDir, manifest),
      readFreshness(outDir),
      manifest.format >= 4 ? readChanges(outDir) : {},
      // Kept since the public change feed: a build without it gives its labs the time they are next observed.
      manifest.files[buildPaths.publicChanges] ? readPublicChanges(outDir) : {},
    ]);
    return { labs, rawCounts: manifest.raw_counts, freshness: freshness.bodies, changedAt, publicChangedAt };
  } catch (error) {
    throw new BuildRefused(
      `the previous build in '${outDir}' cannot be read (${(error as Error).message}); it is needed to keep slugs stable and withdrawn labs. Fix or remove it, or pass --force to build without it`,
    );
  }
}

function rejectRates(
  rejects: readonly Reject[],
  recordCounts: Record<string, number>,
): { body: string; rejected: number; records: number }[] {
  const byBody = new Map<string, number>();
  for (const r of rejects) byBody.set(r.body, (byBody.get(r.body) ?? 0) + 1);
  return [...byBody].map(([body, rejected]) => ({ body, rejected, records: recordCounts[body] ?? rejected }));
}

function groupByCountry<T extends { country: string }>(items: readonly T[]): Map<string, T[]> {
  const groups = new Map<string, T[]>();
  for (const item of items) {
    const list = groups.get(item.country) ?? [];
    list.push(item);
    groups.set(item.country, list);
  }
  return new Map([...groups].sort(([a], [b]) => (a < b ? -1 : 1)));
}

function serialisedIndex<T>(docs: readonly T[], options: Options<T>): string {
  return JSON.stringify(writeIndex(docs, options));
}

export async function buildData(options: BuildOptions): Promise<BuildSummary> {
  const { rawDir, outDir, force = false, shrinkThreshold = 0.2, maxRejectRate = 0.01, progress } = options;

  const raw = await readRawSnapshots(rawDir);
  if (raw.snapshots.length === 0)
    throw new BuildRefused(`no raw snapshots in '${rawDir}' (run 'npm run sample' or 'npm run scrape')`);
  progress?.update('validated snapshots', raw.snapshots.length, raw.snapshots.length);

  const tooMany = rejectRates(raw.rejects, raw.recordCounts).filter((r) => r.rejected / r.records > maxRejectRate);
  if (tooMany.length > 0) {
    const list = tooMany.map((r) => `${r.body} ${r.rejected}/${r.records}`).join(', ');
    throw new BuildRefused(
      `more than ${maxRejectRate * 100}% of records rejected for: ${list} (see the reasons with --rejects)`,
    );
  }

  const previous =
    force && !(await exists(path.join(outDir, buildPaths.manifest)))
      ? null
      : await readPrevious(outDir).catch((error) => {
          if (force) return null;
          throw error;
        });

  const rawCounts = Object.fromEntries(raw.snapshots.map((s) => [s.body, s.labs.length]));
  const shrunk = previous ? findShrinkage(rawCounts, previous.rawCounts, shrinkThreshold) : [];
  if (shrunk.length > 0 && !force) {
    const list = shrunk.map((s) => `${s.body} ${s.before} → ${s.after}`).join(', ');
    throw new BuildRefused(
      `refusing to publish: lab count dropped by more than ${shrinkThreshold * 100}% for ${list}; check the source, or pass --force`,
    );
  }

  const directory = assembleDirectory(raw.snapshots, previous);
  progress?.update('normalised labs', directory.labs.length, directory.labs.length);

  const files = new Map<string, string>();
  const publicLabs = directory.labs.map(toPublicLab);
  const stored = encodeCapabilities(directory.labs);
  files.set(buildPaths.capabilities, JSON.stringify(stored.stored));
  for (const [cc, labs] of groupByCountry(stored.labs)) files.set(buildPaths.fullShard(cc), JSON.stringify(labs));
  for (const [cc, labs] of groupByCountry(publicLabs)) files.set(buildPaths.publicShard(cc), JSON.stringify(labs));
  for (const [cc, slugs] of labWordings(raw.snapshots, directory.labs))
    files.set(buildPaths.wordingShard(cc), JSON.stringify(slugs));
  files.set(buildPaths.labIndex, serialisedIndex(directory.labs.map(labIndexDoc), labIndexOptions));
  const wordings = scopeWordings(raw.snapshots);
  const coCited = coCitedStandards(raw.snapshots);
  const coCitedRefs = (c: Capability) =>
    [...(coCited.get(c.canonical_id) ?? [])].map((key) => ({
      canonical_id: '',
      standard_key: key,
      category_slug: null,
    }));
  const scope = scopeIndexSource(
    directory.labs,
    (c) => [
      ...capabilityTerms(c),
      // A line citing several standards is found by the vocabulary of each (only the first gives it its canonical id).
      ...coCitedRefs(c).flatMap(capabilityTerms),
      // A catalogued standard's test is known (its concepts above); another's is read from how its lines word it.
      ...[...(wordings.get(c.canonical_id) ?? [])].flatMap((wording) => [
        wording,
        ...(c.standard_key && catalogEntry(c.standard_key)
          ? propertyTermsOfWording(wording, c.category_slug)
          : vocabularyOfWording(wording, c.category_slug)),
      ]),
    ],
    (c) => [...capabilityKinds(c), ...coCitedRefs(c).flatMap(capabilityKinds)],
  );
  files.set(
    buildPaths.scopeIndex,
    JSON.stringify({
      index: writeIndex(scope.docs, scopeIndexOptions),
      labs: scope.labs,
      forms: formsOfVocabulary(
        scope.docs.flatMap((d) => `${d.capabilities} ${d.terms}`.split(' ')),
        englishSpellingsOf,
      ),
    }),
  );
  progress?.update('indexed', 1, 2);
  files.set(buildPaths.publicIndex, serialisedIndex(publicLabs.map(publicIndexDoc), publicIndexOptions));
  progress?.update('indexed', 2, 2);
  files.set(buildPaths.categories, JSON.stringify(directory.categories, null, 2));
  const freshness: FreshnessFile = { bodies: directory.freshness, total_labs: directory.labs.length };
  files.set(buildPaths.freshness, JSON.stringify(freshness, null, 2));
  files.set(buildPaths.rejects, JSON.stringify(raw.rejects, null, 2));
  files.set(buildPaths.changes, JSON.stringify(directory.changedAt));
  files.set(buildPaths.publicChanges, JSON.stringify(directory.publicChangedAt));

  const manifestFiles: Manifest['files'] = {};
  const overall = createHash('sha256');
  for (const [file, content] of [...files].sort(([a], [b]) => (a < b ? -1 : 1))) {
    const sha256 = createHash('sha256').update(content).digest('hex');
    manifestFiles[file] = { sha256, bytes: Buffer.byteLength(content) };
    overall.update(`${file}\0${sha256}\n`);
  }
  const countries = [...new Set(directory.labs.map((l) => l.country))].sort();
  const manifest: Manifest = {
    format: BUILD_FORMAT,
    sample: raw.snapshots.some((s) => s.sample) || Object.values(directory.freshness).some((f) => f.sample),
    labs: directory.labs.length,
    bodies: Object.keys(directory.freshness),
    countries,
    raw_counts: directory.rawCounts,
    rejects: raw.rejects.length,
    content_hash: overall.digest('hex'),
    files: manifestFiles,
  };
  files.set(buildPaths.manifest, JSON.stringify(manifest, null, 2));

  await publish(outDir, files);
  return {
    labs: directory.labs.length,
    bodies: manifest.bodies.length,
    countries: countries.length,
    rejects: raw.rejects.length,
    withdrawnKept: directory.withdrawnKept,
    carriedBodies: directory.carriedBodies,
    sample: manifest.sample,
    contentHash: manifest.content_hash,
  };
}

/** Write everything next to the live build, then swap directories. */
async function publish(outDir: string, files: ReadonlyMap<string, string>): Promise<void> {
  const staging = `${outDir}.tmp-${process.pid}`;
  const retired = `${outDir}.old-${process.pid}`;
  await rm(staging, { recursive: true, force: true });
  try {
    for (const [file, content] of files) {
      const target = path.join(staging, file);
      await mkdir(path.dirname(target), { recursive: true });
      await writeFile(target, content);
    }
    const hadBuild = await exists(outDir);
    if (hadBuild) await rename(outDir, retired);
    await rename(staging, outDir);
    if (hadBuild) await rm(retired, { recursive: true, force: true });
  } catch (error) {
    await rm(staging, { recursive: true, force: true });
    throw error;
  }
}
