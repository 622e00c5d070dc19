// Answers a list query that uses the 1.1 parameters: the labs matching the
// search and every non-facet filter (standard, near, near_city,
// updated_since), facet counts over them, then the facet filters, and the
// order asked for. A v1 query never comes here (find.ts answers it as before).
// Its passes over the labs give the event loop back every few ms (pace.ts).
import { facetCounter, type Facets } from '../domain/facets.ts';
import { greatCircleKm } from '../domain/geo.ts';
import type { ListQuery } from '../domain/lab-query.ts';
import { cityCentreOf } from './city-centres.ts';
import { facetSubject } from './facets.ts';
import { findLabs, type Matches } from './find.ts';
import type { LoadedDirectory } from './load.ts';
import { inPacedRanges, type Pace, pacer } from './pace.ts';
import { perBuild } from './per-build.ts';
import type { Visibility } from '../domain/visibility.ts';

/** Each lab's change time as a caller of this visibility sees it. */
export const changeTimesFor = (dir: LoadedDirectory, visibility: Visibility): Float64Array =>
  visibility === 'full' ? dir.changedAt : dir.publicChangedAt;

export interface ListAnswer {
  /** Every matching lab in the order asked for. */
  positions: Uint32Array;
  facets?: Facets;
  /** Kilometres from `near`, by position (only with `near`). */
  distanceOf?: (position: number) => number;
}

/** Each lab's city centre (NaN where the city cannot be placed): public facts, so `near_city` serves every tier. */
export const cityCentres = perBuild((dir) => {
  const lat = new Float64Array(dir.labs.length).fill(NaN);
  const lon = new Float64Array(dir.labs.length).fill(NaN);
  dir.labs.forEach((lab, p) => {
    const centre = cityCentreOf(lab.city, lab.country);
    if (centre) {
      lat[p] = centre.latitude;
      lon[p] = centre.longitude;
    }
  });
  return { lat, lon };
});

/** Each lab's accreditation and last-verified dates as epoch ms (-Infinity without one), for the date orders. */
export const dateColumns = perBuild((dir) => {
  const column = (field: 'accreditation_date' | 'last_verified') =>
    Float64Array.from(dir.labs, (lab) => (lab[field] ? Date.parse(lab[field]) : -Infinity));
  return { accreditation_date: column('accreditation_date'), last_verified: column('last_verified') };
});

/** The labs of `candidates`, in the build's change order for this visibility (oldest change first, then slug). */
async function inChangeOrder(
  dir: LoadedDirectory,
  candidates: Uint32Array,
  visibility: Visibility,
  pace: Pace,
): Promise<Uint32Array> {
  const member = new Uint8Array(dir.labs.length);
  for (const p of candidates) member[p] = 1;
  const out = new Uint32Array(candidates.length);
  let n = 0;
  const order = visibility === 'full' ? dir.changeOrder : dir.publicChangeOrder;
  await inPacedRanges(order.length, pace, (from, to) => {
    for (let i = from; i < to; i++) if (member[order[i]!]) out[n++] = order[i]!;
  });
  return out;
}

/**
 * `visibility` picks the change times: anonymous and free see when the public
 * fields last changed, so their feed never moves on a masked field alone.
 * The passes over the candidates (filters, facet counts, the change order)
 * give the event loop back whenever `pace` is due.
 */
export async function answerList(
  dir: LoadedDirectory,
  query: ListQuery,
  matchesFor?: (q: string) => Matches,
  visibility: Visibility = 'public',
  pace: Pace = pacer(),
): Promise<ListAnswer> {
  const changedAt = changeTimesFor(dir, visibility);
  // Facet counts leave out their own dimension's filter: then every facet filter is applied here, after counting;
  // without facets, the posting lists apply them at once.
  const counting = Boolean(query.facets?.length);
  const base: ListQuery = counting ? { ...query, country: null, body: null, category: null, status: 'all' } : query;
  let candidates = findLabs(dir, base, matchesFor).positions;

  const keep = async (test: (p: number) => boolean) => {
    const from = candidates;
    const kept = new Uint32Array(from.length);
    let n = 0;
    await inPacedRanges(from.length, pace, (start, end) => {
      for (let i = start; i < end; i++) if (test(from[i]!)) kept[n++] = from[i]!;
    });
    candidates = kept.subarray(0, n);
  };
  if (query.updatedSince) {
    const since = query.updatedSince.ms;
    await keep((p) => changedAt[p]! >= since);
  }
  let distanceOf: ((p: number) => number) | undefined;
  const radius = query.radiusKm ?? Infinity;
  if (query.near) {
    const { latitude, longitude } = query.near;
    // Every candidate's distance once, into an array by position (a lab without coordinates is infinitely far).
    const km = new Float64Array(dir.labs.length);
    await keep((p) => {
      const lab = dir.labs[p]!;
      km[p] =
        lab.latitude === null || lab.longitude === null
          ? Infinity
          : greatCircleKm(latitude, longitude, lab.latitude, lab.longitude);
      return km[p]! <= radius;
    });
    distanceOf = (p) => km[p]!;
  }
  // With `near` too, both must hold.
  if (query.nearCity) {
    const centre = query.nearCity.centre;
    if (!centre) candidates = new Uint32Array(0);
    else {
      const { lat, lon } = cityCentres(dir);
      await keep(
        (p) => !Number.isNaN(lat[p]!) && greatCircleKm(centre.latitude, centre.longitude, lat[p]!, lon[p]!) <= radius,
      );
    }
  }

  let facets: ListAnswer['facets'];
  if (counting) {
    const subject = facetSubject(dir, query);
    const counter = facetCounter(query.facets!, subject);
    const counted = candidates;
    await inPacedRanges(counted.length, pace, (from, to) => counter.count(counted.subarray(from, to)));
    facets = counter.facets();
    await keep((p) => subject.failures(p) === 0);
  }

  const positions = Uint32Array.from(candidates);
  const slugOrder = (a: number, b: number) =>
    dir.labs[a]!.slug < dir.labs[b]!.slug ? -1 : dir.labs[a]!.slug > dir.labs[b]!.slug ? 1 : 0;
  // The change feed's own order unless a sort is asked for; relevance without words is name order (its tie-break).
  const asked = query.sort === 'relevance' && !query.q ? 'name' : query.sort;
  const sort = asked ?? (query.updatedSince ? 'changed' : query.q ? 'relevance' : 'name');
  switch (sort) {
    case 'relevance':
      break; // findLabs's order: relevance, then name, then slug
    case 'name':
      positions.sort(); // positions are name order (then slug)
      break;
    case 'changed':
      return { positions: await inChangeOrder(dir, positions, visibility, pace), facets, distanceOf };
    case 'distance':
      positions.sort((a, b) => distanceOf!(a) - distanceOf!(b) || slugOrder(a, b));
      break;
    case '-accreditation_date':
    case '-last_verified': {
      const dates = dateColumns(dir)[sort === '-accreditation_date' ? 'accreditation_date' : 'last_verified'];
      // Newest first; a lab without the date last.
      positions.sort((a, b) => dates[b]! - dates[a]! || slugOrder(a, b));
      break;
    }
  }
  return { positions, facets, distanceOf };
}
