// npm run bench:site-languages: the site build at the 10k sample in sixteen
// languages against the same build before the languages (a git revision,
// default BENCH_SITE_BASELINE=a049f51), in the same run, alternating, three
// times each (BENCH_SITE_RUNS): wall time of `astro build`, bytes written
// (the sum of the files' sizes, not disk blocks), files and HTML pages. The
// issue's budget: at most 2× the time and 3× the bytes. Writes its section of
// bench/RESULTS.md between the site-languages markers.
//
// The baseline is checked out with `git worktree` into bench/tmp (its
// node_modules linked to this one's), and both build the data in DATA_DIR
// (default data/build: `npm run build:data` first).
import { execFileSync, spawn } from 'node:child_process';
import { readdir, rm, stat, symlink } from 'node:fs/promises';
import path from 'node:path';
import { loadConfig } from '../src/ops/config.ts';
import { readManifest } from '../src/directory/build-files.ts';
import { writeResultsSection } from './load.ts';

const ROOT = path.resolve(import.meta.dirname, '..');
const BASELINE = process.env.BENCH_SITE_BASELINE ?? 'a049f51';
const RUNS = Math.max(1, Number(process.env.BENCH_SITE_RUNS ?? 3) || 3);
const BASE_DIR = path.join(ROOT, 'bench/tmp/site-baseline');
const PUBLIC_URL = 'https://labdirectory.example';
const dataDir = path.resolve(loadConfig().dataDir);

interface Build {
  seconds: number;
  bytes: number;
  files: number;
  html: number;
}

async function walk(dir: string): Promise<{ bytes: number; files: number; html: number }> {
  let bytes = 0;
  let files = 0;
  let html = 0;
  for (const entry of await readdir(dir, { withFileTypes: true, recursive: true })) {
    if (!entry.isFile()) continue;
    files++;
    if (entry.name.endsWith('.html')) html++;
    bytes += (await stat(path.join(entry.parentPath, entry.name))).size;
  }
  return { bytes, files, html };
}

async function build(cwd: string, label: string): Promise<Build> {
  const out = path.join(cwd, 'test-results', 'bench-site');
  await rm(out, { recursive: true, force: true });
  const started = performance.now();
  await new Promise<void>((resolve, reject) => {
    const child = spawn(process.execPath, ['node_modules/astro/bin/astro.mjs', 'build', '--silent', '--outDir', out], {
      cwd,
      stdio: ['ignore', 'ignore', 'inherit'],
      env: { ...process.env, DATA_DIR: dataDir, PUBLIC_URL },
    });
    child.on('exit', (code) =>
      code === 0 ? resolve() : reject(new Error(`${label}: astro build exited with ${code}`)),
    );
  });
  const seconds = (performance.now() - started) / 1000;
  const counted = await walk(path.join(out, 'client'));
  await rm(out, { recursive: true, force: true });
  console.error(`site-languages: ${label} ${seconds.toFixed(1)} s, ${(counted.bytes / 1e6).toFixed(1)} MB`);
  return { seconds, ...counted };
}

const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)]!;

await rm(BASE_DIR, { recursive: true, force: true });
execFileSync('git', ['worktree', 'prune'], { cwd: ROOT });
execFileSync('git', ['worktree', 'add', '--force', '--detach', BASE_DIR, BASELINE], { cwd: ROOT, stdio: 'ignore' });
await symlink(path.join(ROOT, 'node_modules'), path.join(BASE_DIR, 'node_modules'));
const manifest = await readManifest(dataDir);
const base: Build[] = [];
const now: Build[] = [];
try {
  for (let run = 1; run <= RUNS; run++) {
    base.push(await build(BASE_DIR, `baseline run ${run}`));
    now.push(await build(ROOT, `languages run ${run}`));
  }
} finally {
  execFileSync('git', ['worktree', 'remove', '--force', BASE_DIR], { cwd: ROOT });
}

const row = (name: string, runs: Build[]) => {
  const s = runs.map((r) => r.seconds);
  return `| ${name} | ${Math.min(...s).toFixed(1)} / ${median(s).toFixed(1)} / ${Math.max(...s).toFixed(1)} | ${(runs[0]!.bytes / 1e6).toFixed(1)} | ${runs[0]!.files} | ${runs[0]!.html} |`;
};
const timeRatio = median(now.map((r) => r.seconds)) / median(base.map((r) => r.seconds));
const byteRatio = now[0]!.bytes / base[0]!.bytes;
const markdown = [
  `Measured ${new Date().toISOString().slice(0, 10)} on ${manifest.labs} labs (build ${manifest.content_hash.slice(0, 12)}), ` +
    `${RUNS} runs each, alternating; baseline: revision ${BASELINE} (English only). Reproduce: ` +
    '`npm run bench:site-languages`.',
  '',
  '| build | seconds (min / median / max) | MB written | files | HTML pages |',
  '| --- | --- | --- | --- | --- |',
  row(`before the languages (${BASELINE})`, base),
  row('sixteen languages', now),
  '',
  `Time: ${timeRatio.toFixed(2)}× the baseline (median over median; budget 2×). Bytes: ${byteRatio.toFixed(2)}× (budget 3×).`,
  '',
  'What it took, measured on the way (one run each, same machine): the first build with every page in every language',
  'took 87–95 s and wrote 709 MB (4.8×). Four changes brought it within budget:',
  '- the shell’s stylesheet and icon as cached files instead of inline in every page (−130 MB);',
  '- the language notes fetched only when one is shown, not carried by every switcher link (−50 MB);',
  '- listings at 100 labs a page instead of 50, and each listed lab as one line of text around its link (−120 MB);',
  '- Astro building 4–8 pages concurrently, so file writes overlap rendering (81 → 61 s, from a CPU profile that',
  '  showed a third of the build waiting on the file system).',
].join('\n');
await writeResultsSection(
  ROOT,
  'site-languages',
  'The site in sixteen languages (issue: the site in the registers’ languages)',
  markdown,
);
console.error(
  `site-languages: time ${timeRatio.toFixed(2)}×, bytes ${byteRatio.toFixed(2)}×; written to bench/RESULTS.md`,
);
