// Validated snapshots (+ the previous build) → the whole directory: labs with
// slugs, category counts and freshness. Pure and deterministic.
import { CATEGORIES } from '../domain/categories.ts';
import { normaliseLab } from '../domain/normalise.ts';
import { assignSlugs } from '../domain/slugs.ts';
import { toPublicLab } from '../domain/visibility.ts';
import type { BodyFreshness, CategoryCount, Lab, RawLab, RawSnapshot } from '../domain/types.ts';

export interface ValidSnapshot extends Omit<RawSnapshot, 'labs'> {
  labs: RawLab[];
}

export interface PreviousBuild {
  labs: readonly Lab[];
  /** Labs each body's last published snapshot listed (withdrawn carry-overs not counted). */
  rawCounts: Readonly<Record<string, number>>;
  freshness: Readonly<Record<string, BodyFreshness>>;
  /** Each lab's last change time by slug (empty for a build from before change times were kept). */
  changedAt: Readonly<Record<string, string>>;
  /** The same for the public fields alone (may be empty for an older build). */
  publicChangedAt?: Readonly<Record<string, string>>;
}

export interface Directory {
  labs: Lab[];
  categories: CategoryCount[];
  freshness: Record<string, BodyFreshness>;
  rawCounts: Record<string, number>;
  /** Labs kept from the previous build as `withdrawn` because their register no longer lists them. */
  withdrawnKept: number;
  /** Bodies with no snapshot this time whose labs were carried over unchanged. */
  carriedBodies: string[];
  /** When each lab's published record last changed (ISO 8601, UTC), by slug in slug order. */
  changedAt: Record<string, string>;
  /** When what anonymous and free callers see of each lab last changed. */
  publicChangedAt: Record<string, string>;
}

export interface Shrinkage {
  body: string;
  before: number;
  after: number;
}

/** Bodies whose register now lists more than `threshold` fewer labs than at the last build. */
export function findShrinkage(
  rawCounts: Readonly<Record<string, number>>,
  previous: Readonly<Record<string, number>>,
  threshold = 0.2,
): Shrinkage[] {
  const shrunk: Shrinkage[] = [];
  for (const [body, before] of Object.entries(previous).sort()) {
    const after = rawCounts[body];
    if (after === undefined) continue; // no snapshot: the body is carried over, nothing shrinks
    if (before > 0 && (before - after) / before > threshold) shrunk.push({ body, before, after });
  }
  return shrunk;
}

const byCode = (a: string, b: string) => (a < b ? -1 : a > b ? 1 : 0);

/** Equal by value, as their JSON would be: key order aside, an undefined property counts as absent. */
export function sameValue(a: unknown, b: unknown): boolean {
  if (a === b) return true;
  if (typeof a !== 'object' || typeof b !== 'object' || a === null || b === null) return false;
  if (Array.isArray(a) || Array.isArray(b)) {
    return Array.isArray(a) && Array.isArray(b) && a.length === b.length && a.every((v, i) => sameValue(v, b[i]));
  }
  const x = a as Record<string, unknown>;
  const y = b as Record<string, unknown>;
  const keys = Object.keys(x).filter((k) => x[k] !== undefined);
  return (
    keys.length === Object.keys(y).filter((k) => y[k] !== undefined).length && keys.every((k) => sameValue(x[k], y[k]))
  );
}

const utc = (time: string) => new Date(time).toISOString();

/**
 * When each lab last changed. A lab whose record (every field, by value) equals
 * its previous build's record keeps its previous time; any other lab changed
 * when it was observed: at its body's snapshot this time, or, carried over
 * without a snapshot, at its body's last one. `project` picks what counts: the
 * whole record, or only what anonymous and free callers see (their change feed
 * must not move when only a masked field changed: that would reveal it did).
 */
function changeTimes(
  labs: readonly Lab[],
  observedAt: ReadonlyMap<string, string>,
  previous: PreviousBuild | null,
  previousTimes: Readonly<Record<string, string>> | undefined,
  project: (lab: Lab) => unknown,
): Record<string, string> {
  const before = new Map((previous?.labs ?? []).map((l) => [l.id, l]));
  const changedAt: Record<string, string> = {};
  for (const lab of labs) {
    const old = before.get(lab.id);
    const kept = old ? previousTimes?.[old.slug] : undefined;
    const observed = observedAt.get(lab.accreditation_body);
    if (kept !== undefined && (observed === undefined || sameValue(project(lab), project(old!))))
      changedAt[lab.slug] = kept;
    else
      changedAt[lab.slug] = utc(
        observed ?? previous?.freshness[lab.accreditation_body]?.last_scraped ?? '1970-01-01T00:00:00Z',
      );
  }
  return changedAt;
}

export function assembleDirectory(snapshots: readonly ValidSnapshot[], previous: PreviousBuild | null): Directory {
  const labs: Omit<Lab, 'slug'>[] = [];
  const rawCounts: Record<string, number> = {};
  const freshness: Record<string, BodyFreshness> = {};
  const present = new Set<string>();
  const scrapedBodies = new Set(snapshots.map((s) => s.body));

  for (const snapshot of [...snapshots].sort((a, b) => byCode(a.body, b.body))) {
    rawCounts[snapshot.body] = snapshot.labs.length;
    for (const raw of snapshot.labs) {
      const lab = normaliseLab(raw, snapshot.body);
      labs.push(lab);
      present.add(lab.id);
    }
  }

  let withdrawnKept = 0;
  const carriedBodies = new Set<string>();
  for (const old of previous?.labs ?? []) {
    if (present.has(old.id)) continue;
    const { slug: _slug, ...rest } = old;
    if (scrapedBodies.has(old.accreditation_body)) {
      // Gone from its register's latest listing: keep it, marked withdrawn.
      labs.push({ ...rest, accreditation_status: 'withdrawn' });
      withdrawnKept++;
    } else {
      // No snapshot for this body this time: a source misbehaving loses nothing.
      labs.push(rest);
      carriedBodies.add(old.accreditation_body);
      rawCounts[old.accreditation_body] = previous?.rawCounts[old.accreditation_body] ?? 0;
    }
    present.add(old.id);
  }

  const slugs = assignSlugs(labs, new Map((previous?.labs ?? []).map((l) => [l.id, l.slug])));
  const withSlugs: Lab[] = labs.map((lab) => ({ ...lab, slug: slugs.get(lab.id)! }));
  withSlugs.sort((a, b) => byCode(a.slug, b.slug));

  const countByBody = new Map<string, number>();
  for (const lab of withSlugs)
    countByBody.set(lab.accreditation_body, (countByBody.get(lab.accreditation_body) ?? 0) + 1);
  for (const snapshot of snapshots) {
    freshness[snapshot.body] = {
      country: snapshot.country,
      last_scraped: snapshot.scraped_at,
      labs_count: 0,
      sample: snapshot.sample,
    };
  }
  for (const body of carriedBodies) {
    const before = previous?.freshness[body];
    if (before) freshness[body] = { ...before };
  }
  for (const [body, entry] of Object.entries(freshness)) entry.labs_count = countByBody.get(body) ?? 0;

  const observedAt = new Map(snapshots.map((s) => [s.body, s.scraped_at]));
  return {
    labs: withSlugs,
    categories: countCategories(withSlugs),
    freshness: Object.fromEntries(Object.entries(freshness).sort(([a], [b]) => byCode(a, b))),
    rawCounts: Object.fromEntries(Object.entries(rawCounts).sort(([a], [b]) => byCode(a, b))),
    withdrawnKept,
    carriedBodies: [...carriedBodies].sort(),
    changedAt: changeTimes(withSlugs, observedAt, previous, previous?.changedAt, (lab) => lab),
    publicChangedAt: changeTimes(withSlugs, observedAt, previous, previous?.publicChangedAt, toPublicLab),
  };
}

/** `lab_count` counts what `/labs?category=<slug>` lists: active labs (the default status filter). */
export function countCategories(labs: readonly Lab[]): CategoryCount[] {
  const counts = new Map<string, number>(CATEGORIES.map((c) => [c.slug, 0]));
  for (const lab of labs) {
    if (lab.accreditation_status !== 'active') continue;
    for (const slug of lab.categories) counts.set(slug, (counts.get(slug) ?? 0) + 1);
  }
  return CATEGORIES.map((c) => ({ ...c, lab_count: counts.get(c.slug) ?? 0 }));
}
