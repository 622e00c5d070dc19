// npm run bench: time and peak memory of sample → build:data → site build at
// 10k and 100k labs, plus a same-run baseline (reading and parsing the raw
// snapshots) so the figures can be compared across noisy machines.
// Writes the table into bench/RESULTS.md between its build markers.
import { spawn } from 'node:child_process';
import { mkdir, readdir, readFile, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';

interface Measure {
  ms: number;
  maxRssMb: number;
}

const ROOT = path.resolve(import.meta.dirname, '..');
const TMP = path.join(ROOT, 'bench/tmp');
const sizes = (process.env.BENCH_SIZES ?? '10000,100000').split(',').map(Number);

function measure(script: string, args: string[], env: Record<string, string> = {}): Promise<Measure> {
  const report = path.join(TMP, `report-${process.hrtime.bigint()}.json`);
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, ['bench/measure-child.ts', script, ...args], {
      cwd: ROOT,
      stdio: ['ignore', 'ignore', 'inherit'],
      env: { ...process.env, ...env, BENCH_REPORT: report },
    });
    child.on('exit', async (code) => {
      try {
        const result = JSON.parse(await readFile(report, 'utf8')) as Measure & { code: number };
        if (code !== 0 || result.code !== 0) throw new Error(`${script} exited with ${code}`);
        resolve({ ms: result.ms, maxRssMb: result.maxRssMb });
      } catch (error) {
        reject(error);
      }
    });
  });
}

async function baseline(rawDir: string): Promise<number> {
  const started = performance.now();
  for (const name of await readdir(rawDir)) JSON.parse(await readFile(path.join(rawDir, name), 'utf8'));
  return performance.now() - started;
}

const rows: string[] = [];
const results = new Map<number, { sample: Measure; data: Measure; site: Measure; parseMs: number }>();
await rm(TMP, { recursive: true, force: true });
await mkdir(TMP, { recursive: true });
for (const labs of sizes) {
  const raw = path.join(TMP, `raw-${labs}`);
  const out = path.join(TMP, `build-${labs}`);
  console.error(`bench: ${labs} labs`);
  const sample = await measure('scripts/sample.ts', ['--labs', String(labs), '--out', raw]);
  const data = await measure('scripts/build-data.ts', ['--raw', raw, '--out', out]);
  const site = await measure(
    'node_modules/astro/bin/astro.mjs',
    ['build', '--silent', '--outDir', path.join(TMP, `dist-${labs}`)],
    { DATA_DIR: out },
  );
  const parseMs = await baseline(raw);
  results.set(labs, { sample, data, site, parseMs });
  const s = (m: Measure) => `${(m.ms / 1000).toFixed(1)} s / ${m.maxRssMb.toFixed(0)} MB`;
  const total = (sample.ms + data.ms + site.ms) / 1000;
  rows.push(
    `| ${labs.toLocaleString('en')} | ${s(sample)} | ${s(data)} | ${s(site)} | ${total.toFixed(1)} s | ${(parseMs / 1000).toFixed(2)} s | ${(data.ms / parseMs).toFixed(1)}x |`,
  );
}

const lines = [
  `Measured ${new Date().toISOString().slice(0, 10)} on ${process.platform}/${process.arch}, Node ${process.version}, ${(await import('node:os')).cpus().length} cores.`,
  '',
  '| labs | sample (time / peak RSS) | build:data | astro build | whole build | baseline: parse raw | build:data ÷ baseline |',
  '|---:|---|---|---|---:|---:|---:|',
  ...rows,
];
const small = results.get(10_000);
const big = results.get(100_000);
if (small && big) {
  const ratio = (a: Measure, b: Measure) => (b.ms / a.ms).toFixed(1);
  lines.push(
    '',
    `100k ÷ 10k: sample ${ratio(small.sample, big.sample)}x, build:data ${ratio(small.data, big.data)}x, astro build ${ratio(small.site, big.site)}x (target ≤ 10.5x).`,
  );
}
const resultsFile = path.join(ROOT, 'bench/RESULTS.md');
const current = await readFile(resultsFile, 'utf8').catch(() => '# Benchmark results\n');
const block = `<!-- build:start -->\n${lines.join('\n')}\n<!-- build:end -->`;
const next = /<!-- build:start -->[\s\S]*<!-- build:end -->/.test(current)
  ? current.replace(/<!-- build:start -->[\s\S]*<!-- build:end -->/, block)
  : `${current.trimEnd()}\n\n## Data pipeline\n\n${block}\n`;
await writeFile(resultsFile, next);
await rm(TMP, { recursive: true, force: true });
console.error(lines.join('\n'));
