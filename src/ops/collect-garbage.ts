// One memory-reducing collection after a build is loaded and its views are
// built. Parsing a build leaves ~55 MB of garbage that an idle server may keep
// for a long time, and V8 keeps the pages under it even after an ordinary full
// collection; the 'last-resort' flavour compacts the heap and returns those
// pages (RSS after warm-up ~270 → ~200 MB at 10k labs; bench/RESULTS.md).
// Needs node's --expose-gc (the serve and start scripts, the systemd units);
// without it this does nothing.
type Gc = (options: { type: 'major'; execution: 'sync'; flavor: 'last-resort' }) => void;
const gc = (globalThis as { gc?: Gc }).gc;

/** A full, blocking, compacting collection; returns its duration in ms (0 when not available). */
export function collectGarbage(): number {
  if (!gc) return 0;
  const started = performance.now();
  gc({ type: 'major', execution: 'sync', flavor: 'last-resort' });
  return performance.now() - started;
}
