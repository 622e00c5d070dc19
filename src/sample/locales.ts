// Per-country habits for the sample directory: how labs are named, how streets
// are written, which web domain and mailbox names are usual, and common
// personal names (for contact persons the build must strip). The words, names
// and templates are data (data/locales.json, whose `about` explains each
// table), checked once when the module loads; this module holds how they are
// put together. Postcodes and phone numbers come from the lab's town
// (places.ts). Everything is drawn from an injected Rng, so output is
// deterministic.
import { z } from 'zod';
import { CATEGORIES } from '../domain/categories.ts';
import table from './data/locales.json' with { type: 'json' };
import type { Rng } from './random.ts';

export interface LabNameContext {
  city: string;
  /** The language the lab's register writes in its region (Belgium and Switzerland have several). */
  language: string;
  /** A category slug from src/domain/categories.ts. */
  specialty: string;
  kind: 'testing' | 'calibration';
}

export interface Locale {
  country: string;
  languages: string[];
  labName(rng: Rng, ctx: LabNameContext): string;
  /**
   * A street in the lab's town; `language` is the town's (Belgium and
   * Switzerland write streets in their regions' languages).
   */
  street(rng: Rng, language: string): string;
  tld: string;
  firstNames: readonly string[];
  lastNames: readonly string[];
  roleMailboxes: readonly string[];
}

// ---------------------------------------------------------------------------
// The tables

const FAMILIES = ['chem', 'food', 'env', 'bio', 'mat', 'elec', 'cal'] as const;
type Family = (typeof FAMILIES)[number];

/** What a template may name; composeName fills each. */
const PLACEHOLDERS = new Set(['last', 'last2', 'city', 'region', 'legal', 'brand', 'acro', 'field', 'lab', 'topic']);

const text = z
  .string()
  .min(1)
  .refine((s) => s.trim() === s, 'starts or ends with a space');
const list = z.array(text).min(1);
const family = z.enum(FAMILIES);

const templateSchema = z.strictObject({
  /** With {placeholders}: "{lab} Dr. {last} {legal}". */
  pattern: text.refine(
    (p) => [...p.matchAll(/\{(\w+)\}/g)].every((m) => PLACEHOLDERS.has(m[1]!)),
    'names a placeholder composeName does not fill',
  ),
  /** Relative weight; 1 when absent. */
  weight: z.number().positive().optional(),
  /** Only for labs of these families; all when absent. */
  families: z.array(family).min(1).optional(),
});

const kitSchema = z.strictObject({
  note: text.optional(),
  words: z.record(
    family,
    z.strictObject({
      /** A discipline, as used after "Institut für" / "Institute of". */
      field: list,
      /** A laboratory noun phrase: "Umweltlabor", "Testing Laboratory". */
      lab: list,
      /** A short trade word for firm names: "Analytik", "Metrology". */
      topic: list,
    }),
  ),
  brand: list,
  templates: z.array(templateSchema).min(1).optional(),
  /** Another kit whose templates this one uses. */
  templatesOf: text.optional(),
});

const countrySchema = z.strictObject({
  languages: list,
  tld: text,
  roleMailboxes: list,
  /** Keyed by the language of the lab names they end. */
  legalForms: z.record(z.string(), list),
  /** Added to the kit's templates. */
  extraTemplates: z.array(templateSchema).min(1).optional(),
  /** Keyed by the language they are written in. */
  streets: z.record(z.string(), list),
  /** "Unit 4, Riverside Business Park". */
  businessParks: z.strictObject({ prefixes: list, names: list }).optional(),
  industrialEstates: list.optional(),
  firstNames: list,
  lastNames: list,
});

const tableSchema = z
  .strictObject({
    about: text,
    categoryFamilies: z.partialRecord(z.enum(CATEGORIES.map((c) => c.slug)), family),
    nameKits: z.record(z.string(), kitSchema),
    countries: z.record(z.string().regex(/^[A-Z]{2}$/), countrySchema),
  })
  .superRefine((data, ctx) => {
    for (const [language, kit] of Object.entries(data.nameKits)) {
      const of = kit.templatesOf === undefined ? undefined : data.nameKits[kit.templatesOf];
      if ((kit.templates === undefined) === (of?.templates === undefined))
        ctx.addIssue({
          code: 'custom',
          path: ['nameKits', language],
          message: 'needs either templates or templatesOf a kit that has them',
        });
    }
    for (const [cc, country] of Object.entries(data.countries)) {
      // So a test can check that no lab name carries a "first last" personal name.
      const last = new Set(country.lastNames);
      for (const first of country.firstNames)
        if (last.has(first))
          ctx.addIssue({ code: 'custom', path: ['countries', cc], message: `'${first}' is a first and a last name` });
    }
  });

type Table = z.infer<typeof tableSchema>;
type CountryTable = Table['countries'][string];
type Tpl = z.infer<typeof templateSchema>;

interface LangKit {
  words: Readonly<Record<Family, Readonly<Record<'field' | 'lab' | 'topic', readonly string[]>>>>;
  templates: readonly Tpl[];
  brand: readonly string[];
}

interface NameData {
  legal: readonly string[];
  lastNames: readonly string[];
  extra?: readonly Tpl[] | undefined;
}

const FILE = 'src/sample/data/locales.json';

function loadTable(): Table {
  const parsed = tableSchema.safeParse(table);
  if (!parsed.success) throw new Error(`${FILE}: ${z.prettifyError(parsed.error)}`);
  return parsed.data;
}

const TABLE = loadTable();

function need<T>(value: T | undefined, what: string): T {
  if (value === undefined) throw new Error(`${FILE}: no ${what}`);
  return value;
}

function kitFor(language: string): LangKit {
  const kit = need(TABLE.nameKits[language], `nameKits.${language}`);
  const templates = kit.templatesOf === undefined ? kit.templates : TABLE.nameKits[kit.templatesOf]?.templates;
  return { words: kit.words, brand: kit.brand, templates: need(templates, `templates for nameKits.${language}`) };
}

function countryTable(cc: string): CountryTable {
  return need(TABLE.countries[cc], `countries.${cc}`);
}

/** The name data of a country's labs whose names are in `language`. */
function nameData(country: CountryTable, cc: string, language: string): NameData {
  const legal = need(country.legalForms[language], `countries.${cc}.legalForms.${language}`);
  return { legal, lastNames: country.lastNames, extra: country.extraTemplates };
}

function streetsOf(country: CountryTable, cc: string, language: string): readonly string[] {
  return need(country.streets[language], `countries.${cc}.streets.${language}`);
}

/** What every locale takes straight from its country's table. */
function basics(cc: string): Omit<Locale, 'labName' | 'street'> {
  const c = countryTable(cc);
  return {
    country: cc,
    languages: c.languages,
    tld: c.tld,
    firstNames: c.firstNames,
    lastNames: c.lastNames,
    roleMailboxes: c.roleMailboxes,
  };
}

// ---------------------------------------------------------------------------
// Small helpers

const FAMILY_OF: Readonly<Partial<Record<string, Family>>> = TABLE.categoryFamilies;

function familyOf(ctx: LabNameContext): Family {
  if (ctx.kind === 'calibration') return 'cal';
  return FAMILY_OF[ctx.specialty] ?? 'chem';
}

function letters(rng: Rng, n: number, alphabet: string): string {
  let s = '';
  for (let i = 0; i < n; i++) s += alphabet[rng.int(0, alphabet.length - 1)];
  return s;
}

// ---------------------------------------------------------------------------
// Lab-name engine: language kits (vocabulary + templates) and country data.

const ACRO_LETTERS = 'ABCDEFGHIKLMNPRSTUVW';

function acronym(rng: Rng): string {
  return letters(
    rng,
    rng.weighted([2, 3, 4], (n) => (n === 3 ? 6 : n === 2 ? 2 : 2)),
    ACRO_LETTERS,
  );
}

function tidy(name: string): string {
  const s = name
    .replace(/\s+/g, ' ')
    .replace(/\s+,/g, ',')
    .replace(/\(\s*\)/g, '')
    .trim();
  return s.charAt(0).toUpperCase() + s.slice(1);
}

function composeName(rng: Rng, ctx: LabNameContext, kit: LangKit, data: NameData): string {
  const fam = familyOf(ctx);
  const pool = [...kit.templates, ...(data.extra ?? [])].filter((t) => !t.families || t.families.includes(fam));
  const tpl = rng.weighted(pool, (t) => t.weight ?? 1);
  const words = kit.words[fam];
  const last = rng.pick(data.lastNames);
  const others = data.lastNames.filter((n) => n !== last);
  const vars: Record<string, () => string> = {
    last: () => last,
    last2: () => rng.pick(others),
    city: () => ctx.city,
    // A place word in a name is the lab's own town, so the name never contradicts the address.
    region: () => ctx.city,
    legal: () => rng.pick(data.legal),
    brand: () => rng.pick(kit.brand),
    acro: () => acronym(rng),
    field: () => rng.pick(words.field),
    lab: () => rng.pick(words.lab),
    topic: () => rng.pick(words.topic),
  };
  return tidy(tpl.pattern.replace(/\{(\w+)\}/g, (_m, key: string) => vars[key]?.() ?? ''));
}

// ---------------------------------------------------------------------------
// Locale builders

function houseNo(rng: Rng, max = 120): string {
  const n = rng.int(1, max);
  return rng.chance(0.08) ? `${n}${rng.pick(['a', 'b', 'c'])}` : String(n);
}

function simpleNamer(kit: LangKit, data: NameData): (rng: Rng, ctx: LabNameContext) => string {
  return (rng, ctx) => composeName(rng, ctx, kit, data);
}

/** A country that names its labs in one language and writes its streets "name number". */
function plainLocale(cc: string, language: string, street: (rng: Rng, streets: readonly string[]) => string): Locale {
  const c = countryTable(cc);
  const streets = streetsOf(c, cc, language);
  return {
    ...basics(cc),
    labName: simpleNamer(kitFor(language), nameData(c, cc, language)),
    street: (rng) => street(rng, streets),
  };
}

const DE = plainLocale('DE', 'de', (rng, streets) => `${rng.pick(streets)} ${houseNo(rng)}`);

const GB_TABLE = countryTable('GB');
const GB_ROADS = streetsOf(GB_TABLE, 'GB', 'en');
const GB_PARKS = need(GB_TABLE.businessParks, 'countries.GB.businessParks');

const GB: Locale = {
  ...basics('GB'),
  labName: simpleNamer(kitFor('en'), nameData(GB_TABLE, 'GB', 'en')),
  street(rng) {
    if (rng.chance(0.45)) return `Unit ${rng.int(1, 40)}, ${rng.pick(GB_PARKS.prefixes)} ${rng.pick(GB_PARKS.names)}`;
    return `${rng.int(1, 250)} ${rng.pick(GB_ROADS)}`;
  },
};

const FR_TABLE = countryTable('FR');
const FR_VOIES = streetsOf(FR_TABLE, 'FR', 'fr');
const FR_ZONES = need(FR_TABLE.industrialEstates, 'countries.FR.industrialEstates');

const FR: Locale = {
  ...basics('FR'),
  labName: simpleNamer(kitFor('fr'), nameData(FR_TABLE, 'FR', 'fr')),
  street(rng) {
    const n = rng.int(1, 180);
    const bis = rng.chance(0.07) ? ' bis' : '';
    const voie = `${n}${bis} ${rng.pick(FR_VOIES)}`;
    return rng.chance(0.2) ? `${rng.pick(FR_ZONES)}, ${voie}` : voie;
  },
};

const IT = plainLocale('IT', 'it', (rng, streets) => {
  const via = rng.pick(streets);
  const n = houseNo(rng, 200);
  return rng.chance(0.5) ? `${via}, ${n}` : `${via} ${n}`;
});

const ES_TABLE = countryTable('ES');
const ES_CALLES = streetsOf(ES_TABLE, 'ES', 'es');
const ES_POLIGONOS = need(ES_TABLE.industrialEstates, 'countries.ES.industrialEstates');

const ES: Locale = {
  ...basics('ES'),
  labName: simpleNamer(kitFor('es'), nameData(ES_TABLE, 'ES', 'es')),
  street(rng) {
    if (rng.chance(0.2)) return `${rng.pick(ES_POLIGONOS)}, Nave ${rng.int(1, 60)}`;
    return `${rng.pick(ES_CALLES)}, ${rng.int(1, 150)}`;
  },
};

const NL = plainLocale('NL', 'nl', (rng, streets) => `${rng.pick(streets)} ${houseNo(rng, 150)}`);

const BE_TABLE = countryTable('BE');
const BE_NL_DATA = nameData(BE_TABLE, 'BE', 'nl');
const BE_FR_DATA = nameData(BE_TABLE, 'BE', 'fr');
const BE_NL_STRATEN = streetsOf(BE_TABLE, 'BE', 'nl');
const BE_FR_RUES = streetsOf(BE_TABLE, 'BE', 'fr');
const NL_KIT = kitFor('nl');
const FR_KIT = kitFor('fr');
const IT_KIT = kitFor('it');
const DE_KIT = kitFor('de');

const BE: Locale = {
  ...basics('BE'),
  labName: (rng, ctx) =>
    ctx.language === 'fr' ? composeName(rng, ctx, FR_KIT, BE_FR_DATA) : composeName(rng, ctx, NL_KIT, BE_NL_DATA),
  street: (rng, language) => `${rng.pick(language === 'fr' ? BE_FR_RUES : BE_NL_STRATEN)} ${houseNo(rng)}`,
};

const AT = plainLocale('AT', 'de', (rng, streets) => `${rng.pick(streets)} ${houseNo(rng, 90)}`);

const CH_DE_KIT: LangKit = {
  ...DE_KIT,
  // Swiss German spelling has no ß.
  templates: DE_KIT.templates.map((t) => ({ ...t, pattern: t.pattern.replace(/ß/g, 'ss') })),
};

const CH_TABLE = countryTable('CH');
const CH_DE_DATA = nameData(CH_TABLE, 'CH', 'de');
const CH_FR_DATA = nameData(CH_TABLE, 'CH', 'fr');
const CH_IT_DATA = nameData(CH_TABLE, 'CH', 'it');
const CH_DE_STREETS = streetsOf(CH_TABLE, 'CH', 'de');
const CH_FR_STREETS = streetsOf(CH_TABLE, 'CH', 'fr');
const CH_IT_STREETS = streetsOf(CH_TABLE, 'CH', 'it');

const CH: Locale = {
  ...basics('CH'),
  labName(rng, ctx) {
    const swissName = (name: string): string => name.replace(/ß/g, 'ss');
    if (ctx.language === 'fr') return composeName(rng, ctx, FR_KIT, CH_FR_DATA);
    if (ctx.language === 'it') return composeName(rng, ctx, IT_KIT, CH_IT_DATA);
    return swissName(composeName(rng, ctx, CH_DE_KIT, CH_DE_DATA));
  },
  street(rng, language) {
    if (language === 'fr') return `${rng.pick(CH_FR_STREETS)} ${houseNo(rng, 90)}`;
    if (language === 'it') return `${rng.pick(CH_IT_STREETS)} ${houseNo(rng, 90)}`;
    return `${rng.pick(CH_DE_STREETS)} ${houseNo(rng, 90)}`;
  },
};

const SE = plainLocale('SE', 'sv', (rng, streets) => `${rng.pick(streets)} ${houseNo(rng, 80)}`);
const DK = plainLocale('DK', 'da', (rng, streets) => `${rng.pick(streets)} ${houseNo(rng, 90)}`);
const FI = plainLocale('FI', 'fi', (rng, streets) => `${rng.pick(streets)} ${houseNo(rng, 70)}`);
const NO = plainLocale('NO', 'no', (rng, streets) => `${rng.pick(streets)} ${houseNo(rng, 80)}`);

const IE_TABLE = countryTable('IE');
const IE_ROADS = streetsOf(IE_TABLE, 'IE', 'en');
const IE_PARKS = need(IE_TABLE.businessParks, 'countries.IE.businessParks');

const IE: Locale = {
  ...basics('IE'),
  labName: simpleNamer(kitFor('en'), nameData(IE_TABLE, 'IE', 'en')),
  street(rng) {
    if (rng.chance(0.5)) return `Unit ${rng.int(1, 30)}, ${rng.pick(IE_PARKS.prefixes)} ${rng.pick(IE_PARKS.names)}`;
    return `${rng.int(1, 120)} ${rng.pick(IE_ROADS)}`;
  },
};

const PT = plainLocale('PT', 'pt', (rng, streets) => {
  const rua = `${rng.pick(streets)}, ${houseNo(rng, 300)}`;
  return rng.chance(0.15) ? `Zona Industrial, Lote ${rng.int(1, 80)}` : rua;
});

const PL = plainLocale('PL', 'pl', (rng, streets) => {
  const n = houseNo(rng, 150);
  return rng.chance(0.2) ? `${rng.pick(streets)} ${n}/${rng.int(1, 40)}` : `${rng.pick(streets)} ${n}`;
});

const CZ = plainLocale('CZ', 'cs', (rng, streets) =>
  rng.chance(0.6)
    ? `${rng.pick(streets)} ${rng.int(100, 3999)}/${rng.int(1, 99)}`
    : `${rng.pick(streets)} ${rng.int(1, 1500)}`,
);

const SK = plainLocale(
  'SK',
  'sk',
  (rng, streets) =>
    `${rng.pick(streets)} ${rng.chance(0.3) ? `${rng.int(100, 3999)}/${rng.int(1, 99)}` : String(rng.int(1, 150))}`,
);

const HU = plainLocale('HU', 'hu', (rng, streets) => `${rng.pick(streets)} ${rng.int(1, 150)}.`);
const GR = plainLocale('GR', 'el', (rng, streets) => `${rng.pick(streets)} ${rng.int(1, 350)}`);

export const LOCALES: Readonly<Record<string, Locale>> = {
  DE,
  GB,
  FR,
  IT,
  ES,
  NL,
  BE,
  AT,
  CH,
  SE,
  DK,
  FI,
  NO,
  IE,
  PT,
  PL,
  CZ,
  SK,
  HU,
  GR,
};
