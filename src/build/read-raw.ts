// Reads every raw snapshot in data/raw. A snapshot that is not valid as a whole
// stops the build (nothing is published); bad lab records are quarantined.
import { readdir, readFile } from 'node:fs/promises';
import path from 'node:path';
import { checkSnapshot, SnapshotError, type Reject } from '../domain/validate.ts';
import type { ValidSnapshot } from './assemble.ts';

export interface RawRead {
  snapshots: ValidSnapshot[];
  rejects: Reject[];
  /** Records per body before validation, for the rejection-rate check. */
  recordCounts: Record<string, number>;
}

export async function readRawSnapshots(rawDir: string): Promise<RawRead> {
  let names: string[];
  try {
    names = (await readdir(rawDir)).filter((n) => n.endsWith('.json')).sort();
  } catch {
    throw new SnapshotError(
      `no raw snapshots: directory '${rawDir}' does not exist (run 'npm run sample' or 'npm run scrape')`,
    );
  }
  const snapshots: ValidSnapshot[] = [];
  const rejects: Reject[] = [];
  const recordCounts: Record<string, number> = {};
  for (const name of names) {
    const file = path.join(rawDir, name);
    let parsed: unknown;
    try {
      parsed = JSON.parse(await readFile(file, 'utf8'));
    } catch (error) {
      throw new SnapshotError(`${file}: not valid JSON (${(error as Error).message})`);
    }
    try {
      const checked = checkSnapshot(parsed, path.basename(name, '.json'));
      snapshots.push(checked.snapshot);
      rejects.push(...checked.rejects);
      recordCounts[checked.snapshot.body] = checked.snapshot.labs.length + checked.rejects.length;
    } catch (error) {
      if (error instanceof SnapshotError) throw new SnapshotError(`${file}: ${error.message}`);
      throw error;
    }
  }
  return { snapshots, rejects, recordCounts };
}
