// Other names of a city, for search only: the English exonym ('Munich' for
// München), the other language of a bilingual city ('Brussel' for Bruxelles).
// A city is always shown as its register writes it; these names only help
// a search find it. From GeoNames and libphonenumber, derived by
// scripts/derive-places.ts (terminology/SOURCES.md names the sources).
import table from './terminology/place-aliases.json' with { type: 'json' };

const ALIASES = table.countries as Readonly<Record<string, Readonly<Record<string, readonly string[]>>>>;
const NONE: readonly string[] = [];

/** The search aliases of a lab's city, or none. */
export function placeAliases(country: string, city: string | null): readonly string[] {
  return (city && ALIASES[country]?.[city]) || NONE;
}
