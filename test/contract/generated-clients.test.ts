// Types that hold (issue 27): clients generated from the served document by
// the two common generators, openapi-typescript (for openapi-fetch) and
// @hey-api/openapi-ts, compile a small strict program that lists labs, reads a
// list item's slug, name, categories and latitude, calls getLab with the slug
// and reads capabilities and _meta, without one non-null assertion. A plain
// list is `LabList` of full `Lab` items; a list with `fields` is `LabFieldsList`
// under its own media type, so no union makes the required fields optional.
import { execFile } from 'node:child_process';
import { mkdir, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { promisify } from 'node:util';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from '../support/server.ts';

const run = promisify(execFile);
let server: TestServer;
// Inside the repository (test-results/ is ignored), so the programs resolve openapi-fetch from its node_modules.
const out = path.resolve('test-results', `generated-clients-${process.pid}`);

const OPENAPI_FETCH_PROGRAM = `
import createClient from 'openapi-fetch';
import type { paths } from './openapi-typescript.js';

// The plain JSON answers: what a client that never sends \`fields\` reads.
const api = createClient<paths, 'application/json'>({ baseUrl: 'http://localhost:4321/api/v1' });

export async function main(): Promise<string> {
  const { data: list } = await api.GET('/labs', { params: { query: { per_page: 1 } } });
  if (list === undefined) return 'error';
  const first = list.data[0];
  const slug: string = first.slug;
  const name: string = first.name;
  const categories: string[] = first.categories;
  const latitude: number | null = first.latitude;
  const { data: lab } = await api.GET('/labs/{slug}', { params: { path: { slug } } });
  if (lab === undefined) return 'error';
  const capabilities: Array<{ canonical_id: string; name: string }> | null = lab.capabilities;
  const upgrade: string | undefined = lab._meta?.upgrade_url;
  return [slug, name, categories.join(), latitude, capabilities?.length, upgrade].join();
}
`;

const HEY_API_PROGRAM = `
import { client } from './hey-api/client.gen.js';
import { getLab, listLabs } from './hey-api/sdk.gen.js';

client.setConfig({ baseUrl: 'http://localhost:4321/api/v1' });

export async function main(): Promise<string> {
  const { data: list } = await listLabs({ query: { per_page: 1 } });
  if (list === undefined) return 'error';
  const first = list.data[0];
  const slug: string = first.slug;
  const name: string = first.name;
  const categories: string[] = first.categories;
  const latitude: number | null = first.latitude;
  const { data: lab } = await getLab({ path: { slug } });
  if (lab === undefined) return 'error';
  const capabilities: Array<{ canonical_id: string; name: string }> | null = lab.capabilities;
  const upgrade: string | undefined = lab._meta?.upgrade_url;
  return [slug, name, categories.join(), latitude, capabilities?.length, upgrade].join();
}
`;

beforeAll(async () => {
  server = await startTestServer();
  await mkdir(out, { recursive: true });
  await writeFile(path.join(out, 'openapi.json'), (await server.api('/openapi.json')).text);
  await run(process.execPath, ['scripts/generate-clients.ts', path.join(out, 'openapi.json'), out], {
    encoding: 'utf8',
  });
}, 120_000);
afterAll(async () => {
  await server?.close();
  await rm(out, { recursive: true, force: true });
});

/** tsc --strict over one program; its diagnostics ('' when it compiles). */
async function compileStrict(file: string): Promise<string> {
  const tsc = path.resolve('node_modules/typescript/bin/tsc');
  const args = [
    tsc,
    '--ignoreConfig',
    '--strict',
    '--noEmit',
    '--skipLibCheck',
    '--target',
    'es2022',
    '--lib',
    'es2022,dom',
    '--module',
    'preserve',
    '--moduleResolution',
    'bundler',
    '--types',
    '',
    file,
  ];
  try {
    await run(process.execPath, args, { encoding: 'utf8', cwd: out });
    return '';
  } catch (error) {
    const e = error as { stdout?: string; stderr?: string };
    return `${e.stdout ?? ''}${e.stderr ?? ''}`.trim() || String(error);
  }
}

describe('clients generated from the served document, compiled with tsc --strict', () => {
  it.each([
    ['openapi-typescript + openapi-fetch', 'openapi-fetch-program.ts', OPENAPI_FETCH_PROGRAM],
    ['@hey-api/openapi-ts', 'hey-api-program.ts', HEY_API_PROGRAM],
  ])(
    '%s: a list item is a full Lab, getLab takes its slug, no non-null assertion',
    async (_name, file, program) => {
      // The programs themselves hold no non-null assertion (x!. or x!;).
      expect(program).not.toMatch(/[\w\])]!(?:[.;,)[]|$)/m);
      await writeFile(path.join(out, file), program);
      expect(await compileStrict(file)).toBe('');
    },
    120_000,
  );
});
