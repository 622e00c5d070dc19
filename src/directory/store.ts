// Holds the directory being served and swaps in a new build atomically: a
// request takes `current` once at its start and finishes on that build.
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { buildPaths } from './build-files.ts';
import { loadDirectory, type LoadedDirectory } from './load.ts';

export interface DirectoryStore {
  /** null until the first build is loaded. */
  readonly current: LoadedDirectory | null;
  /** Resolves when the first load finishes (or rejects when it fails). */
  readonly ready: Promise<LoadedDirectory>;
  close(): void;
}

async function contentHash(dir: string): Promise<string | null> {
  try {
    return (JSON.parse(await readFile(path.join(dir, buildPaths.manifest), 'utf8')) as { content_hash?: string }).content_hash ?? null;
  } catch {
    return null;
  }
}

/** Loads `dir` and checks every `pollMs` whether a new build was published there. */
export function openDirectoryStore(dir: string, pollMs = 2000, log: (line: string) => void = (l) => console.error(l)): DirectoryStore {
  let current: LoadedDirectory | null = null;
  let loading = false;
  const ready = loadDirectory(dir).then((loaded) => {
    current = loaded;
    return loaded;
  });
  const timer = setInterval(async () => {
    if (!current || loading) return;
    const hash = await contentHash(dir);
    if (!hash || hash === current.manifest.content_hash) return;
    loading = true;
    try {
      const next = await loadDirectory(dir);
      current = next;
      log(`directory: swapped in build ${next.manifest.content_hash.slice(0, 12)} (${next.labs.length} labs)`);
    } catch (error) {
      log(`directory: keeping the current build; the new one could not be loaded (${(error as Error).message})`);
    } finally {
      loading = false;
    }
  }, pollMs);
  timer.unref();
  return {
    get current() {
      return current;
    },
    ready,
    close: () => clearInterval(timer),
  };
}
