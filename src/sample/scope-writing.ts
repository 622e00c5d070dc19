// How real scope documents write method references: national adoption
// prefixes, issue dates, amendments, typographic dashes, the odd missing
// space, in-house methods and non-standard sources. The build must cope.
import type { CatalogStandard } from '../domain/catalog.ts';
import type { Rng } from './random.ts';

/** The national prefix each country puts in front of an adopted EN. */
const ADOPTION: Readonly<Record<string, (core: string) => string>> = {
  DE: (c) => `DIN ${c}`,
  AT: (c) => `ÖNORM ${c}`,
  CH: (c) => `SN ${c}`,
  GB: (c) => `BS ${c}`,
  IE: (c) => `I.S. ${c}`,
  FR: (c) => `NF ${c}`,
  IT: (c) => (/^EN 6\d{4}/.test(c) ? `CEI ${c}` : `UNI ${c}`),
  ES: (c) => `UNE-${c}`,
  PT: (c) => `NP ${c}`,
  NL: (c) => `NEN-${c.replace(/^EN ISO /, 'EN-ISO ')}`,
  BE: (c) => `NBN ${c}`,
  SE: (c) => `SS-${c}`,
  DK: (c) => `DS/${c}`,
  FI: (c) => `SFS-${c}`,
  NO: (c) => `NS-${c}`,
  PL: (c) => `PN-${c}`,
  CZ: (c) => `ČSN ${c}`,
  SK: (c) => `STN ${c}`,
  HU: (c) => `MSZ ${c}`,
  GR: (c) => `ΕΛΟΤ ${c}`,
};

/** Countries that write DIN-style year-month issue dates. */
const ISSUE_DATE_COUNTRIES = new Set(['DE', 'AT', 'PL']);

/** Which country's labs plausibly cite a purely national standard. */
const NATIONAL_HOME: ReadonlyArray<[RegExp, readonly string[]]> = [
  [/^DIN /, ['DE', 'AT', 'CH']],
  [/^BS /, ['GB', 'IE']],
  [/^NF /, ['FR', 'BE']],
  [/^(ÖNORM|ONORM) /, ['AT']],
  [/^UNI /, ['IT']],
  [/^UNE /, ['ES']],
  [/^NEN /, ['NL']],
  [/^(SS|SIS) /, ['SE']],
  [/^PN /, ['PL']],
];

export function citableIn(standard: CatalogStandard, country: string): boolean {
  const home = NATIONAL_HOME.find(([pattern]) => pattern.test(standard.ref));
  return !home || home[1].includes(country);
}

/** One way a lab in `country` writes the reference in its scope. */
export function formatReference(standard: CatalogStandard, country: string, rng: Rng): string {
  let ref = standard.ref;
  const european = /^EN /.test(ref);
  if (/^IEC 6\d{4}/.test(ref) && rng.chance(0.5)) ref = ref.replace(/^IEC /, 'EN ');
  if (/^EN /.test(ref) && rng.chance(0.7)) ref = ADOPTION[country]?.(ref) ?? ref;
  if (/^ASTM /.test(ref)) {
    const yy = String((standard.year + rng.int(0, 4)) % 100).padStart(2, '0');
    ref += `-${yy}${rng.chance(0.2) ? rng.pick(['a', 'b', 'e1']) : ''}`;
  } else if (rng.chance(0.6)) {
    const year = standard.year + (european && rng.chance(0.3) ? 1 : 0);
    ref +=
      ISSUE_DATE_COUNTRIES.has(country) && rng.chance(0.5)
        ? `:${year}-${String(rng.int(1, 12)).padStart(2, '0')}`
        : `:${year}`;
    if (european && rng.chance(0.06)) ref += rng.pick([`+A1:${year + 2}`, `/AC:${year + 1}`, `+A11:${year + 3}`]);
  }
  if (rng.chance(0.06)) ref = ref.replace(/-/g, '–');
  if (rng.chance(0.03)) ref = ref.replace(/^(ISO|EN) (\d)/, '$1$2');
  return ref;
}

const IN_HOUSE: Readonly<Record<string, readonly string[]>> = {
  DE: ['Hausverfahren HV-{n}', 'SOP {n}', 'Hausmethode PV {n}', 'Prüfvorschrift PV-{n}'],
  AT: ['Hausverfahren HV {n}', 'SOP-{n}'],
  CH: ['Hausmethode SOP {n}', 'méthode interne MI-{n}'],
  FR: ['Méthode interne MO-{n}', 'Mode opératoire interne {n}', 'méthode interne'],
  BE: ['Méthode interne M-{n}', 'Interne methode SOP-{n}'],
  IT: ['Metodo interno MI {n}', 'metodo interno'],
  ES: ['Procedimiento interno PE-{n}', 'Método interno'],
  PT: ['Procedimento interno PI-{n}', 'Método interno'],
  NL: ['Intern voorschrift W-{n}', 'SOP-{n}'],
  PL: ['Procedura badawcza PB-{n}', 'Metoda własna'],
  CZ: ['SOP {n}', 'Vlastní postup SOP-{n}'],
};

export function inHouseMethod(country: string, rng: Rng): string {
  const pattern = rng.pick(IN_HOUSE[country] ?? ['SOP-{n}', 'In-house method IM-{n}', 'Internal method']);
  return pattern.replace('{n}', String(rng.int(1, 180)).padStart(rng.chance(0.5) ? 3 : 2, '0'));
}

export interface NonStandardMethod {
  method: string;
  test: string;
  category: string;
}

/** Real published methods that are not formal standards (facts: their publishers' numbering). */
export const NON_STANDARD_METHODS: readonly NonStandardMethod[] = [
  { method: 'US EPA 8270D', test: 'Semivolatile organic compounds by GC-MS', category: 'environmental' },
  { method: 'US EPA 1633', test: 'PFAS in water, soil, biosolids and tissue by LC-MS/MS', category: 'environmental' },
  { method: 'EPA Method 200.8', test: 'Trace elements in water by ICP-MS', category: 'water' },
  { method: 'APHA 2540 D', test: 'Total suspended solids dried at 103-105 °C', category: 'water' },
  { method: 'APHA 4500-NO3- E', test: 'Nitrate by cadmium reduction', category: 'water' },
  { method: 'AOAC 2011.25', test: 'Insoluble, soluble and total dietary fibre', category: 'food-feed' },
  {
    method: 'AOAC 991.14',
    test: 'Coliform and E. coli counts in foods (dry rehydratable film)',
    category: 'microbiological',
  },
  {
    method: 'Ph. Eur. 2.6.12',
    test: 'Microbial enumeration tests for non-sterile products',
    category: 'medical-devices-pharma',
  },
  { method: 'Ph. Eur. 2.6.1', test: 'Sterility test', category: 'medical-devices-pharma' },
  {
    method: 'USP <61>',
    test: 'Microbiological examination of non-sterile products',
    category: 'medical-devices-pharma',
  },
  { method: 'OECD TG 471', test: 'Bacterial reverse mutation test', category: 'medical-devices-pharma' },
  { method: 'OECD TG 301 F', test: 'Ready biodegradability (manometric respirometry)', category: 'chemical' },
  { method: 'NIOSH 7300', test: 'Elements in workplace air by ICP', category: 'workplace-exposure' },
  {
    method: 'MDHS 14/4',
    test: 'Respirable, thoracic and inhalable aerosols (gravimetric)',
    category: 'workplace-exposure',
  },
];
