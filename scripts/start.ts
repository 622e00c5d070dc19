// npm start: build whatever is missing (raw sample, data build, site), then serve.
import { access } from 'node:fs/promises';
import { ASTRO_CLI, hasFiles, runStep } from './run.ts';

const rawDir = process.env.RAW_DIR ?? 'data/raw';
const dataDir = process.env.DATA_DIR ?? 'data/build';
const exists = (file: string) => access(file).then(() => true, () => false);
try {
  if (!(await hasFiles(rawDir, '.json'))) await runStep('sample', 'scripts/sample.ts', ['--out', rawDir]);
  if (!(await exists(`${dataDir}/manifest.json`))) await runStep('build:data', 'scripts/build-data.ts', ['--raw', rawDir, '--out', dataDir]);
  if (!(await exists('dist/client/index.html'))) await runStep('astro build', ASTRO_CLI, ['build', '--silent']);
} catch (error) {
  console.error(`start: ${(error as Error).message}`);
  process.exit(1);
}
await import('../src/server.ts');
