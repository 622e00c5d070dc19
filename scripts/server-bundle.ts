// The server as production runs it: src/server.ts compiled once to JavaScript
// in dist/app, started by node with the flags below. Running the .ts
// sources directly works too (the tests do), but node's TypeScript stripper
// then stays loaded for the life of the process (~17 MB of RSS) and every
// module is transformed at each start. Packages stay in node_modules; what
// loads on demand (the MCP server, Redis) stays in chunks of its own.
import { build, type Plugin } from 'esbuild';
import { mkdir, writeFile } from 'node:fs/promises';
import path from 'node:path';

/** The compiled entry point. */
export const SERVER_BUNDLE = 'dist/app/server.js';

/**
 * The flags node runs the server with (`npm start`, `npm run serve`, the
 * systemd units; the benchmarks read them from here): a capped young generation;
 * an old generation let grow to 1.5 times what the last full collection kept
 * (V8 otherwise chose up to 4 times under load: 266 MB of heap for 82 MB live
 * after the facets load); and `gc` exposed for one compacting collection after
 * each build loads (src/ops/collect-garbage.ts).
 */
export const NODE_FLAGS: readonly string[] = ['--max-semi-space-size=4', '--heap-growing-percent=50', '--expose-gc'];

/** Compiles `entry` (default src/server.ts) into `outdir`; returns the entry file's path. The outdir must sit inside the project, where node_modules resolves. */
export async function buildServer(entry = 'src/server.ts', outdir = path.dirname(SERVER_BUNDLE)): Promise<string> {
  const { outputFiles } = await build({
    entryPoints: { [path.basename(SERVER_BUNDLE, '.js')]: entry },
    outdir,
    bundle: true,
    splitting: true,
    format: 'esm',
    platform: 'node',
    target: 'node24',
    plugins: [packagesExternalBut(BUNDLED_PACKAGES)],
    sourcemap: 'linked',
    logLevel: 'warning',
    write: false,
  });
  for (const file of outputFiles) {
    await mkdir(path.dirname(file.path), { recursive: true });
    await writeFile(file.path, file.path.endsWith('.js') ? latin1Source(file.text) : file.contents);
  }
  return path.join(outdir, path.basename(SERVER_BUNDLE));
}

/**
 * Packages compiled into the bundle rather than loaded from node_modules. snowball-stemmers is one CommonJS file of
 * 868 KB: imported from an ES module, node keeps its source twice; bundled, once.
 */
const BUNDLED_PACKAGES: ReadonlySet<string> = new Set(['snowball-stemmers']);

/** Every package stays external (loaded from node_modules) but those named. */
function packagesExternalBut(bundled: ReadonlySet<string>): Plugin {
  return {
    name: 'packages-external-but',
    setup(build) {
      build.onResolve({ filter: /^[^./]/ }, (args) =>
        bundled.has(args.path.startsWith('@') ? args.path.split('/').slice(0, 2).join('/') : args.path.split('/')[0]!)
          ? undefined
          : { path: args.path, external: true },
      );
    },
  };
}

/**
 * The source with every character beyond Latin-1 written as its escape ('Č' as \u010C; esbuild leaves them in
 * regular expressions and comments). V8 holds a script's source for the life of the process, and one such character
 * makes it a two-byte string: the two largest chunks' 1.4 MB of source took 2.8 MB. An escape means the same character
 * in a string, a template, a regular expression (an astral character as its surrogate pair, which a /u expression
 * reads as one) and an identifier.
 */
export function latin1Source(text: string): string {
  // Matched by UTF-16 unit (no u flag): an astral character becomes its two surrogates' escapes.
  return text.replace(/[^\u0000-\u00ff]/g, (unit) => `\\u${unit.charCodeAt(0).toString(16).padStart(4, '0')}`);
}

/**
 * Replaces this process with node running the compiled server (same pid, so
 * signals and the exit status are the server's). Compile in a child step
 * first (runStep): esbuild's service is a child process, which the server
 * would never reap.
 */
export function execServer(file = SERVER_BUNDLE): never {
  process.execve!(process.execPath, [process.execPath, ...NODE_FLAGS, file], process.env);
  throw new Error('unreachable: execve returned');
}

if (import.meta.main) {
  const started = performance.now();
  try {
    const file = await buildServer();
    console.error(`build:server: ${file} in ${Math.round(performance.now() - started)} ms`);
  } catch (error) {
    console.error(`build:server: ${(error as Error).message}`);
    process.exit(1);
  }
}
