// npm run build:site: the static site (astro build), with progress: pages
// written of the total the data gives (src/site/page-total.ts), live on a
// terminal, and a one-line summary. Astro's own log is kept for a failure.
import { spawn } from 'node:child_process';
import { readdir } from 'node:fs/promises';
import path from 'node:path';
import { createInterface } from 'node:readline';
import { loadConfig } from '../src/ops/config.ts';
import { readManifest, readPublicLabs } from '../src/directory/build-files.ts';
import { sitePageTotal } from '../src/site/page-total.ts';
import { createProgress } from './progress.ts';
import { ASTRO_CLI } from './run.ts';

/** Route files without parameters under `dir` (src/pages: one page each; src/pages/[lang]: one per language). */
async function fixedRoutes(dir = 'src/pages'): Promise<number> {
  let count = 0;
  for (const entry of await readdir(dir, { withFileTypes: true })) {
    if (entry.name.includes('[')) continue;
    if (entry.isDirectory()) count += await fixedRoutes(path.join(dir, entry.name));
    else if (/\.(astro|ts|md)$/.test(entry.name)) count++;
  }
  return count;
}

export async function buildSite(args: readonly string[] = []): Promise<void> {
  const started = performance.now();
  const config = loadConfig();
  const labs = await readPublicLabs(config.dataDir, await readManifest(config.dataDir));
  const total = sitePageTotal(labs, await fixedRoutes(), config.publicUrl, await fixedRoutes('src/pages/[lang]'));
  const progress = createProgress();
  const child = spawn(process.execPath, [ASTRO_CLI, 'build', ...args], { stdio: ['ignore', 'pipe', 'pipe'] });
  const log: string[] = [];
  let pages = 0;
  const read = (stream: NodeJS.ReadableStream) =>
    createInterface({ input: stream }).on('line', (line) => {
      // Astro lists each page it writes as "├─ /path (+12ms)" or "└─ /path …"; building pages concurrently, it
      // writes the first of them on one line.
      const written = line.match(/[├└]─ \//g)?.length ?? 0;
      if (written > 0) progress.update('site: pages', (pages += written), Math.max(total, pages));
      else log.push(line);
    });
  read(child.stdout!);
  read(child.stderr!);
  const code = await new Promise<number | null>((resolve, reject) => {
    child.on('error', reject);
    child.on('exit', resolve);
  });
  if (code !== 0) {
    process.stderr.write(`${log.slice(-40).join('\n')}\n`);
    throw new Error(`astro build failed (exit ${code})`);
  }
  const seconds = ((performance.now() - started) / 1000).toFixed(1);
  progress.done(`site: ${pages} pages (of ${total} expected) in ${seconds} s`);
}

if (import.meta.main) {
  try {
    await buildSite(process.argv.slice(2));
  } catch (error) {
    console.error(`build:site: ${(error as Error).message}`);
    process.exit(1);
  }
}
