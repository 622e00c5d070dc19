// What the static site may read at build time: the public side of data/build
// only (DECISIONS: static files show only what the anonymous tier may see).
import { BODIES } from './lib/bodies.ts';
import { readCategories, readFreshness, readManifest } from './directory/build-files.ts';

const dataDir = process.env.DATA_DIR ?? 'data/build';

export async function loadSiteSummary() {
  const [manifest, categories, freshness] = await Promise.all([readManifest(dataDir), readCategories(dataDir), readFreshness(dataDir)]);
  const bodies = BODIES.filter((b) => freshness.bodies[b.code]).map((b) => ({ ...b, freshness: freshness.bodies[b.code]! }));
  return { manifest, categories, freshness, bodies };
}
