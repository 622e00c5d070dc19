// A request that walks the whole directory (an export, facets over every lab,
// the change feed) gives the event loop back every SLICE_MS of work, so one
// such request never holds up the others, nor /healthz, for longer than that.
/** The most work, in ms, one request does before it gives the loop back. */
export const SLICE_MS = 2;

/** Resolves in the loop's next check phase: timers and other requests' I/O run first. */
export const giveBack = (): Promise<void> => new Promise((resolve) => setImmediate(resolve));

/** A pace for one request's passes. */
export interface Pace {
  /** Whether a slice's time has gone since the loop was last given back. */
  due(): boolean;
  /** Gives the loop back and starts the next slice. */
  giveBack(): Promise<void>;
}

/** A pace whose slices last `sliceMs`. */
export function pacer(sliceMs = SLICE_MS): Pace {
  let since = performance.now();
  return {
    due: () => performance.now() - since >= sliceMs,
    async giveBack() {
      await giveBack();
      since = performance.now();
    },
  };
}

/** Positions taken this many at a time between checks of the clock (each check costs more than a position). */
export const STRIDE = 1024;

/** Calls `work` on the ranges [from, to) of 0..count in order, STRIDE long, giving the loop back when `pace` is due. */
export async function inPacedRanges(
  count: number,
  pace: Pace,
  work: (from: number, to: number) => void,
): Promise<void> {
  for (let from = 0; from < count; from += STRIDE) {
    if (pace.due()) await pace.giveBack();
    work(from, Math.min(count, from + STRIDE));
  }
}
