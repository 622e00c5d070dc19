// npm run build: sample (only when data/raw has no snapshot) → build:data → astro build → build:server.
import { hasFiles, runStep } from './run.ts';
import { buildServer } from './server-bundle.ts';

const started = performance.now();
const rawDir = process.env.RAW_DIR ?? 'data/raw';
try {
  if (!(await hasFiles(rawDir, '.json'))) await runStep('sample', 'scripts/sample.ts', ['--out', rawDir]);
  await runStep('build:data', 'scripts/build-data.ts', ['--raw', rawDir]);
  await runStep('build:site', 'scripts/build-site.ts');
  await buildServer();
  console.error(`build: done in ${((performance.now() - started) / 1000).toFixed(1)} s`);
} catch (error) {
  console.error(`build: ${(error as Error).message}`);
  process.exit(1);
}
