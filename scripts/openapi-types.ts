// Writes src/api/client/types.ts: TypeScript types of the API generated from
// the OpenAPI document (openapi-typescript), for a typed client such as
// openapi-fetch. `--check` exits 1 when the committed file is out of date.
//
// openapi-typescript needs TypeScript 5's compiler API; the project itself
// typechecks with TypeScript 7, which has none. TypeScript 5 is installed for
// the generator alone (tools/openapi-types), and its imports are pointed there.
import { registerHooks } from 'node:module';
import { readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { pathToFileURL } from 'node:url';

const root = path.resolve(import.meta.dirname, '..');
const typescript5 = pathToFileURL(
  path.join(root, 'tools/openapi-types/node_modules/typescript/lib/typescript.js'),
).href;
registerHooks({
  resolve(specifier, context, nextResolve) {
    if (specifier === 'typescript' && context.parentURL?.includes('/node_modules/openapi-typescript/'))
      return { url: typescript5, format: 'commonjs', shortCircuit: true };
    return nextResolve(specifier, context);
  },
});

const { default: openapiTS, astToString } = await import('openapi-typescript');
const { openApiDocument } = await import('../src/api/openapi.ts');

export const TYPES_FILE = path.join(root, 'src/api/client/types.ts');

/** The types file for the document every instance serves (its origin does not change the types). */
export async function generateTypes(): Promise<string> {
  const document = openApiDocument({ publicUrl: 'https://lab-directory.invalid', sample: false });
  const ast = await openapiTS(document as never, { alphabetize: false, exportType: false });
  return `// Generated from the OpenAPI document by scripts/openapi-types.ts (openapi-typescript). Do not edit:\n// run \`npm run openapi:types\`.\n${astToString(ast)}`;
}

if (import.meta.main) {
  const check = process.argv.includes('--check');
  const generated = await generateTypes();
  if (check) {
    const current = await readFile(TYPES_FILE, 'utf8').catch(() => '');
    if (current !== generated) {
      console.error(
        `openapi:types: ${path.relative(root, TYPES_FILE)} is out of date with the OpenAPI document; run npm run openapi:types`,
      );
      process.exit(1);
    }
    console.log(`openapi:types: ${path.relative(root, TYPES_FILE)} matches the document`);
  } else {
    await writeFile(TYPES_FILE, generated);
    console.log(`openapi:types: wrote ${path.relative(root, TYPES_FILE)} (${generated.split('\n').length} lines)`);
  }
}
