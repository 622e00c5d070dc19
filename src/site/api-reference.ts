// The interactive API reference (/docs/reference/): Scalar's API Reference,
// the prebuilt standalone browser build of the npm package
// @scalar/api-reference, copied into the site build so the page loads nothing
// from another host (no CDN, no fonts, no proxy). Its ES module and the chunks
// it imports go under _astro/ in a folder named by the package's version, so
// they are cached as immutable like Astro's own hashed assets.
import { copyFile, mkdir, readdir, readFile, writeFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import path from 'node:path';

const PACKAGE = '@scalar/api-reference';

/** The package's folder: its main entry is `<root>/dist/index.js`. */
function packageRoot(): string {
  const main = createRequire(path.join(process.cwd(), 'package.json')).resolve(PACKAGE);
  return path.resolve(path.dirname(main), '..');
}

async function packageVersion(root: string): Promise<string> {
  return (JSON.parse(await readFile(path.join(root, 'package.json'), 'utf8')) as { version: string }).version;
}

/** The site path of the renderer's entry module, e.g. `/_astro/scalar-1.76.0/standalone.esm.js`. */
export async function rendererEntryPath(): Promise<string> {
  return `/_astro/scalar-${await packageVersion(packageRoot())}/standalone.esm.js`;
}

/** Source maps are not shipped: the comment pointing to them goes too, so no tool asks for a missing file. */
const SOURCE_MAP_COMMENT = /\n\/\/# sourceMappingURL=\S+\s*$/;

/**
 * Copies the renderer's browser build (the entry module and every chunk it may import, without source maps) into the
 * built site's client folder; returns the number of files written.
 */
export async function copyRenderer(clientDir: string): Promise<number> {
  const root = packageRoot();
  const from = path.join(root, 'dist', 'browser');
  const to = path.join(clientDir, path.dirname(await rendererEntryPath()));
  await mkdir(path.join(to, 'chunks'), { recursive: true });
  const chunks = (await readdir(path.join(from, 'chunks'))).filter((f) => f.endsWith('.js'));
  const files = ['standalone.esm.js', ...chunks.map((f) => path.join('chunks', f))];
  for (const file of files) {
    const source = await readFile(path.join(from, file), 'utf8');
    if (SOURCE_MAP_COMMENT.test(source)) await writeFile(path.join(to, file), source.replace(SOURCE_MAP_COMMENT, '\n'));
    else await copyFile(path.join(from, file), path.join(to, file));
  }
  return files.length;
}
