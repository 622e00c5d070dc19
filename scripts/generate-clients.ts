// Generates the two typed clients an outside user would make from a served
// OpenAPI document, for test/contract/generated-clients.test.ts:
// openapi-typescript's `paths` (for openapi-fetch) into <out>/openapi-typescript.ts,
// and @hey-api/openapi-ts's fetch client, types and SDK into <out>/hey-api/.
// Usage: node scripts/generate-clients.ts <openapi.json> <out>
//
// Both generators need TypeScript 5's compiler API; the project typechecks with
// TypeScript 7, which has none. TypeScript 5 is installed for the generators
// alone (tools/openapi-types), and their imports of it are pointed there.
import { registerHooks } from 'node:module';
import { mkdir, readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { pathToFileURL } from 'node:url';

const root = path.resolve(import.meta.dirname, '..');
const typescript5 = pathToFileURL(
  path.join(root, 'tools/openapi-types/node_modules/typescript/lib/typescript.js'),
).href;
registerHooks({
  resolve(specifier, context, nextResolve) {
    if (
      specifier === 'typescript' &&
      (context.parentURL?.includes('/node_modules/openapi-typescript/') ||
        context.parentURL?.includes('/node_modules/@hey-api/'))
    )
      return { url: typescript5, format: 'commonjs', shortCircuit: true };
    return nextResolve(specifier, context);
  },
});

const [input, out] = process.argv.slice(2);
if (!input || !out) {
  console.error('usage: node scripts/generate-clients.ts <openapi.json> <out>');
  process.exit(2);
}
await mkdir(out, { recursive: true });
const { default: openapiTS, astToString } = await import('openapi-typescript');
const document = JSON.parse(await readFile(input, 'utf8'));
await writeFile(path.join(out, 'openapi-typescript.ts'), astToString(await openapiTS(document)));

const { createClient } = await import('@hey-api/openapi-ts');
await createClient({
  input,
  output: path.join(out, 'hey-api'),
  plugins: ['@hey-api/client-fetch', '@hey-api/typescript', '@hey-api/sdk'],
  logs: { level: 'silent' },
} as never);
console.log(`generate-clients: wrote ${out}`);
