// npm start: build whatever is missing (raw sample, data build, site), compile
// the server, then become it (scripts/server-bundle.ts).
import { access } from 'node:fs/promises';
import { BUILD_FORMAT, readBuildFormat } from '../src/directory/build-files.ts';
import { hasFiles, runStep } from './run.ts';
import { execServer } from './server-bundle.ts';

const rawDir = process.env.RAW_DIR ?? 'data/raw';
const dataDir = process.env.DATA_DIR ?? 'data/build';
const exists = (file: string) =>
  access(file).then(
    () => true,
    () => false,
  );
try {
  if (!(await hasFiles(rawDir, '.json'))) await runStep('sample', 'scripts/sample.ts', ['--out', rawDir]);
  const format = await readBuildFormat(dataDir);
  if (format === null) await runStep('build:data', 'scripts/build-data.ts', ['--raw', rawDir, '--out', dataDir]);
  else if (format !== BUILD_FORMAT) {
    // The server reads one layout only; the build reads the previous layout as its previous build (slugs, withdrawn labs, change times), older ones not at all.
    console.error(`start: ${dataDir} is in build format ${format}, this version reads ${BUILD_FORMAT}: rebuilding it`);
    await runStep('build:data', 'scripts/build-data.ts', ['--raw', rawDir, '--out', dataDir, '--force']);
  }
  if (!(await exists('dist/client/index.html'))) await runStep('build:site', 'scripts/build-site.ts');
  // Always: it takes a fraction of a second, and a stale compiled server would hide a change to the sources. In a
  // child, so esbuild's service process goes with it, not into the server this process becomes.
  await runStep('build:server', 'scripts/server-bundle.ts');
} catch (error) {
  console.error(`start: ${(error as Error).message}`);
  process.exit(1);
}
execServer();
