// npm run build:data -- [--force] [--raw data/raw] [--out data/build]
import { createProgress } from './progress.ts';
import { buildData, BuildRefused } from '../src/build/build-data.ts';
import { SnapshotError } from '../src/domain/validate.ts';
import { cliArgs, fail } from './args.ts';

const usage = 'npm run build:data -- [--force] [--raw DIR] [--out DIR]';
const { values } = cliArgs({ force: { type: 'boolean' }, raw: { type: 'string' }, out: { type: 'string' } }, usage);
const started = performance.now();
const progress = createProgress();
try {
  const s = await buildData({
    rawDir: values.raw ?? 'data/raw',
    outDir: values.out ?? 'data/build',
    force: values.force ?? false,
    progress,
  });
  const extras = [
    s.rejects ? `${s.rejects} records quarantined (see data/build/rejects.json)` : 'no records rejected',
    s.withdrawnKept ? `${s.withdrawnKept} vanished labs kept as withdrawn` : '',
    s.carriedBodies.length ? `carried over without a snapshot: ${s.carriedBodies.join(', ')}` : '',
  ].filter(Boolean);
  progress.done(
    `build:data: ${s.labs} labs, ${s.bodies} bodies, ${s.countries} countries${s.sample ? ' (sample data)' : ''}; ${extras.join('; ')}; hash ${s.contentHash.slice(0, 12)} in ${((performance.now() - started) / 1000).toFixed(1)} s`,
  );
} catch (error) {
  if (error instanceof BuildRefused || error instanceof SnapshotError)
    fail(`build:data failed, nothing published: ${error.message}`);
  throw error;
}
