// What the static site may read at build time: the public side of data/build
// only (DECISIONS: static files show only what the anonymous tier may see).
// Never import the full shards, the capability table or the full indexes here.
import { loadConfig } from '../ops/config.ts';
import { BODIES } from '../domain/bodies.ts';
import type { PublicLab } from '../domain/types.ts';
import { readCategories, readFreshness, readManifest, readPublicLabs } from '../directory/build-files.ts';

const dataDir = loadConfig().dataDir;

export async function loadSiteSummary() {
  const [manifest, categories, freshness] = await Promise.all([
    readManifest(dataDir),
    readCategories(dataDir),
    readFreshness(dataDir),
  ]);
  const bodies = BODIES.filter((b) => freshness.bodies[b.code]).map((b) => ({
    ...b,
    freshness: freshness.bodies[b.code]!,
  }));
  return { manifest, categories, freshness, bodies };
}

let publicLabs: Promise<PublicLab[]> | undefined;

/** Every lab's public record (no coordinates, no capabilities), read once per build. */
export function loadPublicLabs(): Promise<PublicLab[]> {
  publicLabs ??= readManifest(dataDir).then((manifest) => readPublicLabs(dataDir, manifest));
  return publicLabs;
}

/** The site's public origin (links, canonical URLs, sitemap): the same rule as the server's `_links`. */
export const SITE_ORIGIN = loadConfig().publicUrl;
