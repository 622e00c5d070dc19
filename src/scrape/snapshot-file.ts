// Reading the last good snapshot of a body and replacing it atomically: a
// reader (the build, a crashed run's successor) sees the old file or the new
// one, never half of either.
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { writeFileAtomically } from '../ops/write-atomically.ts';
import { checkSnapshot } from '../domain/validate.ts';
import type { RawSnapshot } from '../domain/types.ts';

export function snapshotPath(rawDir: string, body: string): string {
  return path.join(rawDir, `${body}.json`);
}

export type PreviousSnapshot =
  | { kind: 'none' }
  /** The generated sample: not a scrape, so nothing to carry over, but it is replaced only by a good scrape. */
  | { kind: 'sample'; snapshot: RawSnapshot }
  | { kind: 'scraped'; snapshot: RawSnapshot }
  /** A file that is not a valid snapshot: left in place for a human; the runner writes over it only when forced. */
  | { kind: 'unreadable'; reason: string };

export async function readPreviousSnapshot(rawDir: string, body: string): Promise<PreviousSnapshot> {
  let text: string;
  try {
    text = await readFile(snapshotPath(rawDir, body), 'utf8');
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return { kind: 'none' };
    return { kind: 'unreadable', reason: (error as Error).message };
  }
  try {
    const parsed = JSON.parse(text) as RawSnapshot;
    // The envelope must be valid; the labs are kept exactly as stored (even a
    // record the build quarantines), so rewriting the file never loses one.
    checkSnapshot(parsed, body);
    const whole = parsed;
    return whole.sample ? { kind: 'sample', snapshot: whole } : { kind: 'scraped', snapshot: whole };
  } catch (error) {
    return { kind: 'unreadable', reason: (error as Error).message };
  }
}

/** Replaces the body's snapshot atomically (temporary file, flushed, renamed over the old one). */
export async function writeSnapshotAtomically(rawDir: string, snapshot: RawSnapshot): Promise<string> {
  const target = snapshotPath(rawDir, snapshot.body);
  await writeFileAtomically(target, `${JSON.stringify(snapshot, null, 1)}\n`);
  return target;
}
