// npm run sample -- [--labs N] [--seed S] [--as-of YYYY-MM-DD] [--out data/raw]
// Writes a deterministic sample directory in the raw snapshot format.
import { mkdir, rename, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { createProgress } from './progress.ts';
import { BODIES } from '../src/domain/bodies.ts';
import { loadPlaces } from '../src/sample/places.ts';
import { generateSample } from '../src/sample/generate.ts';
import { cliArgs, fail } from './args.ts';

export const SAMPLE_DEFAULTS = { labs: 10_000, seed: 'lab-directory', asOf: '2026-11-20', out: 'data/raw' } as const;

const usage = 'npm run sample -- [--labs N] [--seed TEXT] [--as-of YYYY-MM-DD] [--out DIR]';
const { values } = cliArgs(
  { labs: { type: 'string' }, seed: { type: 'string' }, 'as-of': { type: 'string' }, out: { type: 'string' } },
  usage,
);
const labs = Number(values.labs ?? SAMPLE_DEFAULTS.labs);
if (!Number.isInteger(labs) || labs < BODIES.length || labs > 1_000_000)
  fail(`--labs must be a whole number from ${BODIES.length} to 1000000, got '${values.labs}'`);
const asOf = values['as-of'] ?? SAMPLE_DEFAULTS.asOf;
if (!/^\d{4}-\d{2}-\d{2}$/.test(asOf) || Number.isNaN(Date.parse(asOf)))
  fail(`--as-of must be a date YYYY-MM-DD, got '${asOf}'`);
const out = values.out ?? SAMPLE_DEFAULTS.out;
const seed = values.seed ?? SAMPLE_DEFAULTS.seed;

const started = performance.now();
const progress = createProgress();
const places = loadPlaces(BODIES.map((b) => b.country));
const snapshots = generateSample({ seed, labs, asOf, places }, (body, done, total) =>
  progress.update(`generating ${body}`, done, total),
);
await mkdir(out, { recursive: true });
for (const snapshot of snapshots) {
  const file = path.join(out, `${snapshot.body}.json`);
  // Temp file then rename: a reader never sees half a snapshot.
  await writeFile(`${file}.tmp`, `${JSON.stringify(snapshot, null, 1)}\n`);
  await rename(`${file}.tmp`, file);
}
const total = snapshots.reduce((n, s) => n + s.labs.length, 0);
progress.done(
  `sample: ${total} labs from ${snapshots.length} bodies written to ${out}/ (seed '${seed}', as of ${asOf}) in ${((performance.now() - started) / 1000).toFixed(1)} s`,
);
