// The long tail of real search traffic, for bench/api.bench.ts: at least
// 10,000 distinct searches, as buyers type them in the registers' languages,
// requested with a Zipf-like distribution (a few often, most once or never
// again). Generated, deterministically, from real vocabulary only: the test
// names of the terminology (src/domain/terminology/tests.json, its sources in
// SOURCES.md), the cities of the build and their other names
// (place-aliases.json, from GeoNames), the standards the build's labs cite;
// typos and half-typed words are made from those.
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { buildPaths, readCategories, readManifest } from '../src/directory/build-files.ts';
import { prng } from './load.ts';

const ROOT = path.resolve(import.meta.dirname, '..');
const API = '/api/v1';

interface Vocabulary {
  tests: string[];
  cities: string[];
  standards: string[];
  countries: string[];
  categories: string[];
}

async function vocabulary(dataDir: string): Promise<Vocabulary> {
  const terminology = JSON.parse(await readFile(path.join(ROOT, 'src/domain/terminology/tests.json'), 'utf8')) as {
    concepts: Array<{ terms: Record<string, { scope: string; also: string[] }> }>;
  };
  const tests = new Set<string>();
  for (const concept of terminology.concepts)
    for (const term of Object.values(concept.terms)) for (const name of [term.scope, ...term.also]) tests.add(name);
  const places = JSON.parse(await readFile(path.join(ROOT, 'src/domain/terminology/place-aliases.json'), 'utf8')) as {
    countries: Record<string, Record<string, string[]>>;
  };
  const manifest = await readManifest(dataDir);
  const cities = new Set<string>();
  for (const country of manifest.countries) {
    const shard = JSON.parse(await readFile(path.join(dataDir, buildPaths.publicShard(country)), 'utf8')) as Array<{
      city: string | null;
    }>;
    for (const lab of shard) if (lab.city) cities.add(lab.city);
  }
  for (const byCity of Object.values(places.countries))
    for (const others of Object.values(byCity)) for (const other of others) cities.add(other);
  const catalog = JSON.parse(await readFile(path.join(dataDir, 'capabilities.json'), 'utf8')) as {
    capabilities: Array<{ standard_key: string | null }>;
  };
  const standards = new Set(catalog.capabilities.flatMap((c) => (c.standard_key ? [c.standard_key] : [])));
  return {
    tests: [...tests],
    cities: [...cities],
    standards: [...standards],
    countries: manifest.countries,
    categories: (await readCategories(dataDir)).map((c) => c.slug),
  };
}

/** One typing slip in a word of five letters or more: two letters swapped, one dropped or one doubled. */
function typo(text: string, random: () => number): string {
  const words = text.split(' ');
  const candidates = words.map((w, i) => [w, i] as const).filter(([w]) => [...w].length >= 5);
  if (candidates.length === 0) return text;
  const [word, index] = candidates[Math.floor(random() * candidates.length)]!;
  const letters = [...word];
  const at = 1 + Math.floor(random() * (letters.length - 2));
  const kind = Math.floor(random() * 3);
  if (kind === 0) [letters[at], letters[at + 1]] = [letters[at + 1]!, letters[at]!];
  else if (kind === 1) letters.splice(at, 1);
  else letters.splice(at, 0, letters[at]!);
  words[index] = letters.join('');
  return words.join(' ');
}

export interface LongTail {
  /** Every distinct request path, most requested first. */
  distinct: string[];
  /** A fresh endless sequence of paths, Zipf-distributed over `distinct` (the same sequence each time). */
  paths(): () => string;
  /** How many distinct paths the sequences have handed out so far. */
  seen(): number;
}

export async function longTail(dataDir: string, count = 12_000, seed = 17025): Promise<LongTail> {
  const v = await vocabulary(dataDir);
  const random = prng(seed);
  const pick = <T>(values: readonly T[]): T => values[Math.floor(random() * values.length)]!;
  const lower = (s: string) => (random() < 0.6 ? s.toLowerCase() : s);
  const out = new Set<string>();
  const add = (params: Record<string, string>) => out.add(`${API}/labs?${new URLSearchParams(params).toString()}`);
  const firstWord = (s: string) => s.split(' ').find((w) => [...w].length >= 5) ?? s.split(' ')[0]!;
  while (out.size < count) {
    const r = random();
    if (r < 0.25) add({ q: lower(pick(v.tests)) });
    else if (r < 0.45) add({ q: `${lower(pick(v.tests))} ${pick(v.cities)}` });
    else if (r < 0.55) add({ q: pick(v.standards) });
    else if (r < 0.6) add({ q: pick(v.standards), country: pick(v.countries) });
    else if (r < 0.7) add({ q: typo(lower(pick(v.tests)), random) });
    else if (r < 0.78) {
      const word = firstWord(pick(v.tests)).toLowerCase();
      add({ q: [...word].slice(0, 4 + Math.floor(random() * 3)).join('') });
    } else if (r < 0.85) add({ q: pick(v.cities) });
    else if (r < 0.95) add({ q: lower(firstWord(pick(v.tests))), category: pick(v.categories) });
    else add({ q: `${firstWord(pick(v.tests)).toLowerCase()} ${typo(pick(v.cities), random)}` });
  }
  const distinct = [...out];
  // Zipf (s = 1): the r-th path is requested in proportion to 1/r.
  const cumulative = new Float64Array(distinct.length);
  let sum = 0;
  for (let r = 0; r < distinct.length; r++) cumulative[r] = sum += 1 / (r + 1);
  const handedOut = new Set<number>();
  return {
    distinct,
    paths() {
      const draw = prng(seed + 1);
      return () => {
        const x = draw() * sum;
        let lo = 0;
        let hi = distinct.length - 1;
        while (lo < hi) {
          const mid = (lo + hi) >>> 1;
          if (cumulative[mid]! < x) lo = mid + 1;
          else hi = mid;
        }
        handedOut.add(lo);
        return distinct[lo]!;
      };
    },
    seen: () => handedOut.size,
  };
}
