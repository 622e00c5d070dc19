// A fresh scrape of one register + that register's last good snapshot → the
// snapshot to write. Pure. Nothing in the last good snapshot is lost:
// - a lab the complete listing no longer shows stays, as `withdrawn`;
// - a lab whose detail could not be read keeps its previous record.
import type { RawLab } from '../domain/types.ts';

export interface ScrapedLab {
  register_id: string;
  /** The lab's fresh record, or null when its detail failed. */
  record: RawLab | null;
}

export interface MergeCounts {
  /** Labs the listing showed. */
  found: number;
  /** Listed labs the last good snapshot did not have. */
  new: number;
  /** Listed labs whose record differs from the last good snapshot's. */
  changed: number;
  /** Labs the last good snapshot had and the listing no longer shows (kept, as withdrawn). */
  withdrawn: number;
  /** Listed labs whose detail failed and that kept their previous record. */
  keptPrevious: number;
  /** Listed labs whose detail failed and that had no previous record to keep (not in the snapshot). */
  dropped: number;
}

export interface Merged {
  labs: RawLab[];
  counts: MergeCounts;
}

export function mergeScrape(previous: readonly RawLab[], scraped: readonly ScrapedLab[]): Merged {
  const before = new Map(previous.map((lab) => [lab.register_id, lab]));
  const listed = new Set<string>();
  const labs: RawLab[] = [];
  const counts: MergeCounts = { found: scraped.length, new: 0, changed: 0, withdrawn: 0, keptPrevious: 0, dropped: 0 };

  for (const { register_id, record } of scraped) {
    if (listed.has(register_id)) continue; // a listing that shows a lab twice (two pages overlapping while it changed)
    listed.add(register_id);
    const old = before.get(register_id);
    if (!record) {
      if (old) {
        labs.push(old);
        counts.keptPrevious++;
      } else {
        counts.dropped++;
      }
      continue;
    }
    if (!old) counts.new++;
    else if (!sameRecord(old, record)) counts.changed++;
    labs.push(record);
  }

  for (const old of previous) {
    if (listed.has(old.register_id)) continue;
    if (old.accreditation_status !== 'withdrawn') counts.withdrawn++;
    labs.push({ ...old, accreditation_status: 'withdrawn' });
  }
  return { labs, counts };
}

/** Labs a listing showed last time: the shrink check's baseline (carried-over withdrawn labs excluded). */
export function listedBefore(previous: readonly RawLab[]): number {
  return previous.filter((lab) => lab.accreditation_status !== 'withdrawn').length;
}

/** True when a listing of `now` labs is more than `threshold` smaller than `before`. */
export function listingShrank(before: number, now: number, threshold = 0.2): boolean {
  return before > 0 && (before - now) / before > threshold;
}

function sameRecord(a: RawLab, b: RawLab): boolean {
  return canonical(a) === canonical(b);
}

/** JSON with object keys sorted at every level, so key order never reads as a change. */
function canonical(value: unknown): string {
  if (Array.isArray(value)) return `[${value.map(canonical).join(',')}]`;
  if (value && typeof value === 'object') {
    const entries = Object.entries(value)
      .filter(([, v]) => v !== undefined)
      .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));
    return `{${entries.map(([k, v]) => `${JSON.stringify(k)}:${canonical(v)}`).join(',')}}`;
  }
  return JSON.stringify(value);
}
