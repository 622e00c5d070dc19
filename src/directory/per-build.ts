// Tables derived from a loaded build, made on first use and kept as long as
// the build is (a swapped-in build gets its own; the old one's go with it).
import type { LoadedDirectory } from './load.ts';

export function perBuild<T>(make: (directory: LoadedDirectory) => T): (directory: LoadedDirectory) => T {
  const made = new WeakMap<LoadedDirectory, T>();
  return (directory) => {
    let value = made.get(directory);
    if (value === undefined) made.set(directory, (value = make(directory)));
    return value;
  };
}
