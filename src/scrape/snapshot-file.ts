// Reading the last good snapshot of a body and replacing it atomically: a
// reader (the build, a crashed run's successor) sees the old file or the new
// one, never half of either.
import { randomBytes } from 'node:crypto';
import { mkdir, open, readFile, rename, rm } from 'node:fs/promises';
import path from 'node:path';
import { checkSnapshot } from '../lib/validate.ts';
import type { RawSnapshot } from '../lib/types.ts';

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

/** Writes the snapshot to a temporary file in the same directory, then renames it over the old one. */
export async function writeSnapshotAtomically(rawDir: string, snapshot: RawSnapshot): Promise<string> {
  await mkdir(rawDir, { recursive: true });
  const target = snapshotPath(rawDir, snapshot.body);
  const temporary = path.join(rawDir, `.${snapshot.body}.${process.pid}.${randomBytes(4).toString('hex')}.tmp`);
  try {
    // Flushed to disk before the rename, so a power cut cannot leave a short file under the real name.
    const file = await open(temporary, 'wx');
    try {
      await file.writeFile(`${JSON.stringify(snapshot, null, 1)}\n`);
      await file.sync();
    } finally {
      await file.close();
    }
    await rename(temporary, target);
  } catch (error) {
    await rm(temporary, { force: true });
    throw error;
  }
  return target;
}
