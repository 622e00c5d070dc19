// Where the sample puts its labs, and the address facts that go with each
// place: real towns with their own postcodes and landline area codes
// (data/places.json, derived from GeoNames and libphonenumber by
// scripts/derive-places.ts; data/SOURCES.md names the sources). Only the
// digits after an area code, house numbers, and the parts of a postcode the
// data does not hold (a British inward code, a Dutch postcode's letters, an
// Irish Eircode's unique part) are generated, and are said to be.
import table from './data/places.json' with { type: 'json' };
import type { Rng } from './random.ts';

export interface Place {
  /** As the national register writes it: München, Praha, Bruxelles. */
  name: string;
  country: string;
  /** Other names, for search only (Munich, Prague); never shown. */
  aliases: readonly string[];
  population: number;
  latitude: number;
  longitude: number;
  /** The region (GeoNames admin1), or null. */
  admin1: string | null;
  /** Real postcodes of the town (GB outward codes, NL digits, IE routing keys only); none for Greece. */
  postcodes: readonly string[];
  /** The landline area code after the country code (Italy: with its leading 0), or null. */
  areaCode: string | null;
}

interface CountryTable {
  callingCode: string;
  areaCodes: boolean;
  cities: Array<Omit<Place, 'country'>>;
}

const COUNTRIES = table.countries as unknown as Readonly<Record<string, CountryTable>>;

/**
 * The towns of the given countries that can hold a coherent address: a town
 * whose country dials by area code but whose own code the data lacks is left
 * out rather than given a neighbour's.
 */
export function loadPlaces(countries: readonly string[]): Place[] {
  return countries.flatMap((country) => {
    const entry = COUNTRIES[country];
    if (!entry) throw new Error(`no places for ${country} in src/sample/data/places.json`);
    return entry.cities
      .filter((city) => !entry.areaCodes || city.areaCode !== null)
      .map((city) => ({ ...city, country, aliases: city.aliases ?? [], admin1: city.admin1 ?? null }));
  });
}

const LETTERS = 'ABCDEFGHJKLMNPRSTUVWXYZ';
const letters = (rng: Rng, n: number, from = LETTERS) =>
  Array.from({ length: n }, () => from[rng.int(0, from.length - 1)]).join('');
const digits = (rng: Rng, n: number) =>
  Array.from({ length: n }, (_, i) => String(i === 0 ? rng.int(1, 9) : rng.int(0, 9))).join('');

/** A postcode of the town: real, completed where the data holds only its first part (the completion is generated). */
export function postcodeOf(place: Place, rng: Rng): string | null {
  if (place.postcodes.length === 0) return null;
  const base = rng.pick(place.postcodes);
  switch (place.country) {
    case 'GB':
      return `${base} ${rng.int(1, 9)}${letters(rng, 2, 'ABDEFGHJLNPQRSTUWXYZ')}`;
    case 'NL':
      return `${base} ${letters(rng, 2, 'ABCDEGHJKLMNPRTVWXZ')}`;
    case 'IE':
      return `${base} ${letters(rng, 1, 'ACDEFHKNPRTVWXY')}${digits(rng, 3)}`;
    default:
      return base;
  }
}

/** Digits of a landline number after the country code (area code included), as each numbering plan usually has them. */
const NATIONAL_LENGTH: Readonly<Record<string, number>> = {
  DE: 10,
  GB: 10,
  FR: 9,
  IT: 10,
  ES: 9,
  NL: 9,
  BE: 8,
  AT: 9,
  CH: 9,
  SE: 9,
  DK: 8,
  FI: 9,
  NO: 8,
  IE: 9,
  PT: 9,
  PL: 9,
  CZ: 9,
  SK: 9,
  HU: 8,
  GR: 10,
};

/**
 * Group a subscriber number as it is commonly written: pairs in France, Denmark and Norway, else blocks of three or
 * four.
 */
function grouped(country: string, number: string): string {
  if (country === 'FR' || country === 'DK' || country === 'NO') return number.match(/\d{1,2}/g)!.join(' ');
  if (number.length <= 5) return number;
  const head = number.length % 4 === 0 ? 4 : 3;
  return [number.slice(0, head), ...(number.slice(head).match(/\d{1,4}/g) ?? [])].join(' ');
}

/** A landline of the town: its real area code, then generated subscriber digits. */
export function phoneOf(place: Place, rng: Rng): string {
  const entry = COUNTRIES[place.country]!;
  const area = place.areaCode ?? '';
  const length = Math.max(5, (NATIONAL_LENGTH[place.country] ?? 9) - area.length);
  return [`+${entry.callingCode}`, area, grouped(place.country, digits(rng, length))].filter((p) => p !== '').join(' ');
}
