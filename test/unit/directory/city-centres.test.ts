// Public city centres: what users type and what registers write resolve to
// the right town, and every lab of a build counts by its city.
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, inject, it } from 'vitest';
import table from '../../../src/directory/data/city-centres.json' with { type: 'json' };
import places from '../../../src/sample/data/places.json' with { type: 'json' };
import { cityCentreOf, cityKey, nameForms, resolveCity, type CityCentre } from '../../../src/directory/city-centres.ts';
import { BUILD_FORMAT } from '../../../src/directory/build-files.ts';
import { loadDirectory } from '../../../src/directory/load.ts';
import { BODIES } from '../../../src/domain/bodies.ts';
import { greatCircleKm } from '../../../src/domain/geo.ts';

const at = (c: CityCentre | null) => (c ? `${c.name}, ${c.country}` : null);

describe('resolveCity', () => {
  it('finds Lyon, whatever the case', () => {
    const lyon = resolveCity('Lyon');
    expect(lyon).toMatchObject({ name: 'Lyon', country: 'FR' });
    expect(greatCircleKm(lyon!.latitude, lyon!.longitude, 45.764, 4.8357)).toBeLessThan(5);
    expect(resolveCity('lyon')).toEqual(lyon);
    expect(resolveCity('LYON')).toEqual(lyon);
    expect(resolveCity('  Lyon ')).toEqual(lyon);
  });

  it('knows a town by its English and its own name', () => {
    const munich = resolveCity('Munich');
    expect(munich).toMatchObject({ name: 'München', country: 'DE' });
    for (const text of ['München', 'MÜNCHEN', 'Munchen', 'muenchen', 'München, DE', 'munich, de'])
      expect(resolveCity(text), text).toEqual(munich);
    expect(at(resolveCity('Prague'))).toBe('Praha, CZ');
    expect(at(resolveCity('Praha'))).toBe('Praha, CZ');
    for (const text of ['Brussels', 'Bruxelles', 'Brussel']) expect(at(resolveCity(text)), text).toBe('Bruxelles, BE');
    expect(at(resolveCity('Vienna'))).toBe('Wien, AT');
    expect(at(resolveCity('Cologne'))).toBe('Köln, DE');
    expect(at(resolveCity('The Hague'))).toBe("'s-Gravenhage, NL");
    expect(at(resolveCity('Geneva'))).toBe('Genève, CH');
    expect(at(resolveCity('Αθήνα'))).toBe('Athens, GR');
  });

  it('ignores diacritics, ß and typed umlauts', () => {
    expect(at(resolveCity('Zurich'))).toBe('Zürich, CH');
    expect(at(resolveCity('Krakow'))).toBe('Kraków, PL');
    expect(at(resolveCity('lodz'))).toBe('Łódź, PL');
    expect(at(resolveCity('Koeln'))).toBe('Köln, DE');
    expect(at(resolveCity('Duesseldorf'))).toBe('Düsseldorf, DE');
    expect(cityKey('Gießen')).toBe(cityKey('Giessen'));
    expect(at(resolveCity('Giessen'))).toBe('Gießen, DE');
    expect(at(resolveCity('St Etienne'))).toBe('Saint-Étienne, FR');
    expect(at(resolveCity('Sankt Gallen'))).toBe('St. Gallen, CH');
  });

  it('finds a town by its name without the qualifier', () => {
    expect(at(resolveCity('Frankfurt am Main'))).toBe('Frankfurt am Main, DE');
    expect(at(resolveCity('Frankfurt'))).toBe('Frankfurt am Main, DE');
    expect(at(resolveCity('Frankfurt, DE'))).toBe('Frankfurt am Main, DE');
    expect(at(resolveCity('Frankfurt (Oder)'))).toBe('Frankfurt (Oder), DE');
    expect(at(resolveCity('Newcastle'))).toBe('Newcastle upon Tyne, GB');
    expect(at(resolveCity('Biel'))).toBe('Biel/Bienne, CH');
    expect(at(resolveCity('Bienne'))).toBe('Biel/Bienne, CH');
  });

  it('takes the most populous of a name, in the country if one is given', () => {
    expect(at(resolveCity('Valencia'))).toBe('Valencia, ES');
    expect(at(resolveCity('Valencia, ES'))).toBe('Valencia, ES');
    // Halle (Saale) outnumbers Halle in Belgium and Halle (Westf.).
    expect(at(resolveCity('Halle'))).toBe('Halle, DE');
    expect(at(resolveCity('Halle, BE'))).toBe('Halle, BE');
    expect(at(resolveCity('London, UK'))).toBe('London, GB');
  });

  it('is null for an unknown town, or a country outside the directory', () => {
    expect(resolveCity('Nowhereville')).toBeNull();
    expect(resolveCity('')).toBeNull();
    expect(resolveCity('   ')).toBeNull();
    expect(resolveCity(',')).toBeNull();
    expect(resolveCity('Lyon, DE')).toBeNull();
    expect(resolveCity('Valencia, VE')).toBeNull();
    expect(resolveCity('x'.repeat(500))).toBeNull();
  });
});

describe('cityCentreOf', () => {
  it.each([
    ['München', 'DE', 'München'],
    ['Wien', 'AT', 'Wien'],
    ['Bruxelles', 'BE', 'Bruxelles'],
    ['Praha 4', 'CZ', 'Praha'],
    ['Praha 10-Malešice', 'CZ', 'Praha'],
    ['Wien, Innere Stadt', 'AT', 'Wien'],
    ['Wien XII', 'AT', 'Wien'],
    ['München-Nord', 'DE', 'München'],
    ['Hamburg-Harburg', 'DE', 'Hamburg'],
    ['Lyon 7e', 'FR', 'Lyon'],
    ['Paris Cedex 15', 'FR', 'Paris'],
    ['Dublin 24', 'IE', 'Dublin'],
    ['København K', 'DK', 'København'],
    ['1000 Bruxelles', 'BE', 'Bruxelles'],
    ['Bruxelles/Brussel', 'BE', 'Bruxelles'],
    ['Halle (Saale)', 'DE', 'Halle'],
    ['Frankfurt/Main', 'DE', 'Frankfurt am Main'],
    ['Biel/Bienne', 'CH', 'Biel/Bienne'],
    ['Saint-Étienne', 'FR', 'Saint-Étienne'],
  ])('resolves %s (%s) to %s', (city, country, name) => {
    expect(cityCentreOf(city, country)).toMatchObject({ name, country });
  });

  it('stays in the lab’s country', () => {
    expect(cityCentreOf('Lyon', 'DE')).toBeNull();
    expect(at(cityCentreOf('Halle', 'BE'))).toBe('Halle, BE');
    expect(at(cityCentreOf('Valencia', 'ES'))).toBe('Valencia, ES');
  });

  it('is null without a city, for an unknown town or country', () => {
    expect(cityCentreOf(null, 'DE')).toBeNull();
    expect(cityCentreOf('', 'DE')).toBeNull();
    expect(cityCentreOf('Nowhereville', 'DE')).toBeNull();
    expect(cityCentreOf('Lyon', 'US')).toBeNull();
  });

  it('lists the forms it tries, whole text first', () => {
    expect(nameForms('Praha 10-Malešice')).toEqual(['Praha 10-Malešice', 'Praha']);
    expect(nameForms('Frankfurt am Main')).toEqual(['Frankfurt am Main']);
    expect(nameForms('Hamburg-Harburg')).toEqual(['Hamburg-Harburg', 'Hamburg']);
  });
});

describe('the city-centre table', () => {
  const countries = table.countries as unknown as Record<string, [string, number, number, number, string[]?][]>;

  it('covers exactly the countries of the directory’s bodies', () => {
    expect(Object.keys(countries).sort()).toEqual([...new Set(BODIES.map((b) => b.country))].sort());
  });

  it('holds every town of the sample, at its own coordinates', () => {
    const sample = places.countries as unknown as Record<
      string,
      { cities: { name: string; latitude: number; longitude: number }[] }
    >;
    for (const [cc, { cities }] of Object.entries(sample)) {
      for (const place of cities) {
        const centre = cityCentreOf(place.name, cc);
        expect(centre, `${place.name}, ${cc}`).toEqual({
          name: place.name,
          country: cc,
          latitude: place.latitude,
          longitude: place.longitude,
        });
      }
    }
  });

  it('has well-formed rows, most populous first', () => {
    for (const [cc, rows] of Object.entries(countries)) {
      rows.forEach((row, i) => {
        const [name, lat, lon, population, aliases] = row;
        expect(typeof name === 'string' && name.trim() === name && name !== '', `${cc} ${name}`).toBe(true);
        expect(Math.abs(lat) <= 90 && Math.abs(lon) <= 180, `${cc} ${name}`).toBe(true);
        expect(Math.round(lat * 1e4) / 1e4).toBe(lat);
        expect(Number.isInteger(population) && population >= 0).toBe(true);
        if (aliases !== undefined) expect(aliases.length).toBeGreaterThan(0);
        if (i > 0) expect(population, `${cc} ${name}`).toBeLessThanOrEqual(rows[i - 1]![3]);
      });
    }
  });
});

/** Share of labs whose (city, country) resolve, with the ones that do not. */
async function coverage(dir: string) {
  const { labs } = await loadDirectory(dir);
  const missing = new Map<string, number>();
  let resolved = 0;
  for (const lab of labs) {
    if (cityCentreOf(lab.city, lab.country)) resolved++;
    else missing.set(`${lab.city}, ${lab.country}`, (missing.get(`${lab.city}, ${lab.country}`) ?? 0) + 1);
  }
  return {
    labs: labs.length,
    share: resolved / labs.length,
    missing: [...missing].sort((a, b) => b[1] - a[1]).slice(0, 20),
  };
}

describe('the labs of a build', () => {
  it('resolve by their city in the fixture build', async () => {
    const result = await coverage(inject('fixtureBuild'));
    expect(result.share, JSON.stringify(result.missing)).toBeGreaterThanOrEqual(0.99);
  });

  // data/build (npm run build:data), when there is one of the current format: the full sample, or real registers.
  const build = path.resolve(process.env.CITY_CENTRES_BUILD ?? 'data/build');
  const manifest = path.join(build, 'manifest.json');
  const current =
    existsSync(manifest) && (JSON.parse(readFileSync(manifest, 'utf8')) as { format: number }).format === BUILD_FORMAT;
  it.skipIf(!current)(`resolve by their city in ${path.relative(process.cwd(), build) || build}`, async () => {
    const result = await coverage(build);
    console.info(
      `city centres: ${(result.share * 100).toFixed(2)}% of ${result.labs} labs resolve (${build}); unresolved: ${JSON.stringify(result.missing)}`,
    );
    expect(result.share, JSON.stringify(result.missing)).toBeGreaterThanOrEqual(0.99);
  });
});
