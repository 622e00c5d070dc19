// Facet counts over the loaded directory (the rule is src/domain/facets.ts):
// each lab's country, body, status and categories as small integers, made once
// per build, so counting the whole directory is a pass over typed arrays.
import type { FacetSubject } from '../domain/facets.ts';
import type { ListQuery } from '../domain/lab-query.ts';
import type { LoadedDirectory } from './load.ts';
import { perBuild } from './per-build.ts';

interface Coded {
  names: Array<string | null>;
  codes: Map<string | null, number>;
  /** Per lab position, its value's code. */
  of: Uint16Array;
}

interface FacetTables {
  country: Coded;
  body: Coded;
  status: Coded;
  category: { names: string[]; codes: Map<string, number>; start: Uint32Array; values: Uint16Array };
}

function coded(labs: number, valueAt: (position: number) => string | null): Coded {
  const names: Array<string | null> = [];
  const codes = new Map<string | null, number>();
  const of = new Uint16Array(labs);
  for (let p = 0; p < labs; p++) {
    const value = valueAt(p);
    let code = codes.get(value);
    if (code === undefined) codes.set(value, (code = names.push(value) - 1));
    of[p] = code;
  }
  return { names, codes, of };
}

export const tablesOf = perBuild((dir): FacetTables => {
  const n = dir.labs.length;
  const names: string[] = [];
  const codes = new Map<string, number>();
  const start = new Uint32Array(n + 1);
  const values: number[] = [];
  dir.labs.forEach((lab, p) => {
    start[p] = values.length;
    for (const slug of lab.categories) {
      let code = codes.get(slug);
      if (code === undefined) codes.set(slug, (code = names.push(slug) - 1));
      values.push(code);
    }
  });
  start[n] = values.length;
  return {
    country: coded(n, (p) => dir.labs[p]!.country),
    body: coded(n, (p) => dir.labs[p]!.accreditation_body),
    status: coded(n, (p) => dir.labs[p]!.accreditation_status),
    category: { names, codes, start, values: Uint16Array.from(values) },
  };
});

/** Code of a filter value (-2: no filter; -1: a value no lab has, so nothing passes). */
const wantedCode = (
  table: { codes: Map<string | null, number> | Map<string, number> },
  value: string | null | undefined,
  filtered: boolean,
): number => (!filtered ? -2 : ((table.codes as Map<string | null, number>).get(value ?? null) ?? -1));

/** The facet filters of a query, as codes. */
export function facetSubject(dir: LoadedDirectory, query: ListQuery): FacetSubject<number> {
  const t = tablesOf(dir);
  const country = wantedCode(t.country, query.country, query.country !== null);
  const body = wantedCode(t.body, query.body, query.body !== null);
  const status = wantedCode(t.status, query.status, query.status !== 'all');
  const category = wantedCode(t.category, query.category, query.category !== null);
  const hasCategory = (p: number) => {
    for (let i = t.category.start[p]!; i < t.category.start[p + 1]!; i++)
      if (t.category.values[i] === category) return true;
    return false;
  };
  // Bits in FACET_DIMENSIONS order: country, body, category, status.
  const failures = (p: number) =>
    (country !== -2 && t.country.of[p] !== country ? 1 : 0) |
    (body !== -2 && t.body.of[p] !== body ? 2 : 0) |
    (category !== -2 && (category === -1 || !hasCategory(p)) ? 4 : 0) |
    (status !== -2 && t.status.of[p] !== status ? 8 : 0);
  const coded = { country: t.country, body: t.body, status: t.status } as const;
  return {
    failures,
    size: (dimension) => (dimension === 'category' ? t.category.names.length : coded[dimension].names.length),
    value: (dimension, code) => (dimension === 'category' ? t.category.names[code]! : coded[dimension].names[code]!),
    tally(dimension) {
      const { start, values } = t.category;
      if (dimension === 'category')
        return (p, counts) => {
          for (let i = start[p]!; i < start[p + 1]!; i++) counts[values[i]!]!++;
        };
      const of = coded[dimension].of;
      return (p, counts) => {
        counts[of[p]!]!++;
      };
    },
  };
}
