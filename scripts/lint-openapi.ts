// Lints the OpenAPI document with @redocly/cli (recommended rules, redocly.yaml):
// a document file given as the argument (e.g. one fetched from a server), or
// else the document a deployment serves, for its public origin (PUBLIC_URL)
// and the bodies and categories of its build (DATA_DIR) when there is one.
// Exits 0 only with no errors and no warnings.
import { spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { openApiDocument } from '../src/api/openapi.ts';
import { loadDirectory } from '../src/directory/load.ts';

const root = path.resolve(import.meta.dirname, '..');
const given = process.argv[2];
const publicUrl = process.env.PUBLIC_URL ?? 'https://lab-directory.invalid';
const dataDir = process.env.DATA_DIR ?? path.join(root, 'data/build');
const dir = await mkdtemp(path.join(tmpdir(), 'labdir-openapi-'));
const file = given ? path.resolve(given) : path.join(dir, 'openapi.json');
if (!given) {
  const directory = existsSync(path.join(dataDir, 'manifest.json')) ? await loadDirectory(dataDir) : null;
  const document = openApiDocument({
    publicUrl,
    sample: directory?.manifest.sample ?? false,
    ...(directory ? { known: { bodies: directory.bodies, categories: directory.categorySlugs } } : {}),
  });
  await writeFile(file, JSON.stringify(document, null, 2));
}
const redocly = path.join(root, 'node_modules/.bin/redocly');
const lint = (format: string) =>
  spawnSync(redocly, ['lint', file, '--config', path.join(root, 'redocly.yaml'), `--format=${format}`], {
    encoding: 'utf8',
    env: { ...process.env, REDOCLY_TELEMETRY: 'off' },
  });
const result = lint('json');
await rm(dir, { recursive: true, force: true });
let totals: { errors: number; warnings: number };
try {
  totals = (JSON.parse(result.stdout) as { totals: { errors: number; warnings: number } }).totals;
} catch {
  console.error(result.stdout, result.stderr);
  throw new Error('lint:openapi: Redocly gave no report');
}
const problems = (
  JSON.parse(result.stdout) as {
    problems: Array<{ ruleId: string; severity: string; message: string; location?: Array<{ pointer?: string }> }>;
  }
).problems;
for (const p of problems) console.error(`${p.severity} ${p.ruleId}: ${p.message} (${p.location?.[0]?.pointer ?? ''})`);
// Warnings fail too: the document is meant to pass with none.
console.log(
  `lint:openapi: ${totals.errors} errors, ${totals.warnings} warnings (Redocly recommended rules; ${given ?? publicUrl})`,
);
process.exit(totals.errors + totals.warnings === 0 ? 0 : 1);
