// Holds the directory being served and swaps in a new build atomically: a
// request takes `current` once at its start and finishes on that build.
import { readManifest } from './build-files.ts';
import { loadDirectory, type LoadedDirectory } from './load.ts';

export interface DirectoryStore {
  /** null until the first build is loaded. */
  readonly current: LoadedDirectory | null;
  /** Resolves when the first load finishes (or rejects when it fails). */
  readonly ready: Promise<LoadedDirectory>;
  /** Called with every build as it is loaded (the first and each swapped-in one), before it is served. */
  onLoad(listener: (directory: LoadedDirectory) => void): void;
  close(): void;
}

/** The published build's hash; null while none is readable (or it is in a format this server cannot load). */
function contentHash(dir: string): Promise<string | null> {
  return readManifest(dir).then(
    (m) => m.content_hash,
    () => null,
  );
}

/** Loads `dir` and checks every `pollMs` whether a new build was published there. */
export function openDirectoryStore(
  dir: string,
  pollMs = 2000,
  log: (line: string) => void = (l) => console.error(l),
): DirectoryStore {
  let current: LoadedDirectory | null = null;
  // Until the first load settles, the poll leaves the directory alone.
  let loading = true;
  /** The content hash of the last build that failed to load, so its failure is logged once, not on every retry. */
  let failedHash: string | null = null;
  const listeners: Array<(directory: LoadedDirectory) => void> = [];
  const install = (loaded: LoadedDirectory): void => {
    for (const listener of listeners) listener(loaded);
    current = loaded;
  };
  const ready = loadDirectory(dir).then(
    (loaded) => {
      install(loaded);
      loading = false;
      return loaded;
    },
    async (error: unknown) => {
      // A first build published later is still picked up by the poll (no restart needed).
      failedHash = await contentHash(dir);
      loading = false;
      throw error;
    },
  );
  const timer = setInterval(async () => {
    if (loading) return;
    loading = true;
    try {
      const hash = await contentHash(dir);
      if (!hash || hash === current?.manifest.content_hash) return;
      try {
        const next = await loadDirectory(dir);
        const first = current === null;
        install(next);
        failedHash = null;
        log(
          `directory: ${first ? 'loaded' : 'swapped in'} build ${next.manifest.content_hash.slice(0, 12)} ` +
            `(${next.labs.length} labs)`,
        );
      } catch (error) {
        if (hash !== failedHash)
          log(
            `directory: ${current ? 'keeping the current build; the new one' : 'the published build'} could ` +
              `not be loaded (${(error as Error).message})`,
          );
        failedHash = hash;
      }
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
    onLoad(listener) {
      listeners.push(listener);
      if (current) listener(current);
    },
    close: () => clearInterval(timer),
  };
}
